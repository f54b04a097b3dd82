// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named logit: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/logit.h"
#include "kernels/logit.h"

namespace opforge::cuda {

// logit(Tensor self, float? eps=None) -> Tensor
void logit_kernel(const elementwise::ElementwiseIter& iter, std::optional<double> eps) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      if (eps.has_value()) elementwise::cuda_pointwise<T, Half>(iter, functors::logit_eps<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(*eps))});
      else elementwise::cuda_pointwise<T, Half>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      if (eps.has_value()) elementwise::cuda_pointwise<T, BFloat16>(iter, functors::logit_eps<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(*eps))});
      else elementwise::cuda_pointwise<T, BFloat16>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      if (eps.has_value()) elementwise::cuda_pointwise<T, float>(iter, functors::logit_eps<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(*eps))});
      else elementwise::cuda_pointwise<T, float>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      if (eps.has_value()) elementwise::cuda_pointwise<T, double>(iter, functors::logit_eps<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(*eps))});
      else elementwise::cuda_pointwise<T, double>(iter, functors::logit_unbounded<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("logit_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
