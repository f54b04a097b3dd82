// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named min: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/min.h"
#include "kernels/min.h"

namespace opforge::cuda {

// min.other(Tensor self, Tensor other) -> Tensor
void min_other_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::Bool: {
      using T = bool;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, bool>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, uint8_t>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int8_t>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int16_t>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int32_t>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int64_t>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::min_other<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::min_other<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("min_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
