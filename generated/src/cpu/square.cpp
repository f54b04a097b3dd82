// generated from ops.yaml by codegen; do not edit
// The CPU kernels of the pointwise ops.yaml entries named square: a switch over each op's dtypes
// calling cpu_pointwise with the op's functor in its compute type.
#include "functors/square.h"
#include "iteration/cpu_pointwise.h"
#include "kernels/square.h"

namespace opforge::cpu {

// square(Tensor self) -> Tensor
void square_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, uint8_t>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int8_t>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int16_t>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int32_t>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, int64_t>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, Half>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, BFloat16>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, float>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, double>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::ComplexFloat: {
      using T = std::complex<float>;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, std::complex<float>>(iter, functors::square<Op>{});
      break;
    }
    case ScalarType::ComplexDouble: {
      using T = std::complex<double>;
      using Op = elementwise::opmath_t<T>;
      elementwise::cpu_pointwise<T, std::complex<double>>(iter, functors::square<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("pow", iter.compute_dtype());
  }
}

}  // namespace opforge::cpu
