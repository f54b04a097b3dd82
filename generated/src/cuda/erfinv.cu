// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named erfinv: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/erfinv.h"
#include "kernels/erfinv.h"

namespace opforge::cuda {

// erfinv(Tensor self) -> Tensor
void erfinv_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::erfinv<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::erfinv<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::erfinv<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::erfinv<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("erfinv_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
