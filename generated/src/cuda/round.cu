// generated from ops.yaml by codegen; do not edit
// The CUDA kernels of the pointwise ops.yaml entries named round: a switch over each op's dtypes
// calling cuda_pointwise with the op's functor in its CUDA compute type.
#include "cuda/pointwise.cuh"
#include "functors/round.h"
#include "kernels/round.h"

namespace opforge::cuda {

// round(Tensor self) -> Tensor
void round_kernel(const elementwise::ElementwiseIter& iter) {
  switch (iter.compute_dtype()) {
    case ScalarType::UInt8: {
      using T = uint8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, uint8_t>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Int8: {
      using T = int8_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int8_t>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Int16: {
      using T = int16_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int16_t>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Int32: {
      using T = int32_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int32_t>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Int64: {
      using T = int64_t;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, int64_t>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::round<Op>{});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::round<Op>{});
      break;
    }
    default:
      raise_dtype_not_implemented("round_cuda", iter.compute_dtype());
  }
}

// round.decimals(Tensor self, *, int decimals) -> Tensor
void round_decimals_kernel(const elementwise::ElementwiseIter& iter, int64_t decimals) {
  switch (iter.compute_dtype()) {
    case ScalarType::Half: {
      using T = Half;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, Half>(iter, functors::round_decimals<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(decimals))});
      break;
    }
    case ScalarType::BFloat16: {
      using T = BFloat16;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, BFloat16>(iter, functors::round_decimals<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(decimals))});
      break;
    }
    case ScalarType::Float: {
      using T = float;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, float>(iter, functors::round_decimals<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(decimals))});
      break;
    }
    case ScalarType::Double: {
      using T = double;
      using Op = elementwise::cuda_opmath_t<T>;
      elementwise::cuda_pointwise<T, double>(iter, functors::round_decimals<Op>{elementwise::to_cuda_opmath(static_cast<elementwise::opmath_t<T>>(decimals))});
      break;
    }
    default:
      raise_dtype_not_implemented("round_cuda", iter.compute_dtype());
  }
}

}  // namespace opforge::cuda
