// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named digamma: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/digamma.h"
#include "kernels/digamma.h"

namespace opforge::cuda {

// digamma(Tensor self) -> Tensor
void digamma_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::digamma<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::digamma<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::digamma<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::digamma<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("digamma_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
