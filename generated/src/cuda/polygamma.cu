// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named polygamma: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/polygamma.h"
#include "kernels/polygamma.h"

namespace opforge::cuda {

// polygamma(int n, Tensor self) -> Tensor
void polygamma_kernel(const elementwise::ElementwiseIter& iter, int64_t n) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::polygamma<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(n))});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::polygamma<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(n))});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::polygamma<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(n))});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::polygamma<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(n))});
      break;
    }
    default:
      raise_dtype_not_implemented("polygamma_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
