// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named isreal: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/isreal.h"
#include "kernels/isreal.h"

namespace opforge::cuda {

// isreal(Tensor self) -> Tensor
void isreal_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Bool: {
      using T = bool;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::ComplexHalf: {
      using T = ComplexHalf;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::ComplexFloat: {
      using T = std::complex<float>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    case ScalarType::ComplexDouble: {
      using T = std::complex<double>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::isreal<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("isreal_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
