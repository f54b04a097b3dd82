// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named nan_to_num: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/nan_to_num.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/nan_to_num.h"

namespace opforge::cpu {

// nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
void nan_to_num_kernel(const elementwise::ElementwiseIter& iter, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf) {
  switch (iter.compute_dtype()) {
    case ScalarType::Bool: {
      using T = bool;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, bool>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, uint8_t>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int8_t>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int16_t>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int32_t>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int64_t>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::nan_to_num<Op>{static_cast<Op>(math::storage_value<T>(nan, 0.0)), static_cast<Op>(math::storage_value<T>(posinf, math::LargestFinite{})), static_cast<Op>(math::storage_value<T>(neginf, math::LowestFinite{}))});
      break;
    }
    default:
      raise_dtype_not_implemented("nan_to_num", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
