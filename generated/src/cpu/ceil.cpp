// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named ceil: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/ceil.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/ceil.h"

namespace opforge::cpu {

// ceil(Tensor self) -> Tensor
void ceil_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, uint8_t>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int8_t>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int16_t>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int32_t>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int64_t>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::ceil<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::ceil<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("ceil_vml_cpu", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
