// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named sinc: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/sinc.h"
#include "kernels/sinc.h"

namespace opforge::cuda {

// sinc(Tensor self) -> Tensor
void sinc_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::sinc<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::sinc<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::sinc<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::sinc<Op>{});
      break;
    }
    case ScalarType::ComplexFloat: {
      using T = std::complex<float>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, std::complex<float>>(iter, functors::sinc<Op>{});
      break;
    }
    case ScalarType::ComplexDouble: {
      using T = std::complex<double>;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, std::complex<double>>(iter, functors::sinc<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("sinc_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
