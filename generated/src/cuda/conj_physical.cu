// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named conj_physical: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/conj_physical.h"
#include "kernels/conj_physical.h"

namespace opforge::cuda {

// conj_physical(Tensor self) -> Tensor
void conj_physical_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Bool: {
      using T = bool;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, uint8_t>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int8_t>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int16_t>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int32_t>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int64_t>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::ComplexHalf: {
      using T = ComplexHalf;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, ComplexHalf>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::ComplexFloat: {
      using T = std::complex<float>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, std::complex<float>>(iter, functors::conj_physical<Op>{});
      break;
    }
    case ScalarType::ComplexDouble: {
      using T = std::complex<double>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, std::complex<double>>(iter, functors::conj_physical<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("conj_physical_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
