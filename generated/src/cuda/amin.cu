// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the reduce ops.yaml entries named amin (identity highest; combine minimum(b, a)): a switch
// over their dtypes running cuda/declared_reduction.cuh's loop with the functor in the CUDA compute
// type.
#include "cuda/declared_reduction.cuh"
#include "functors/amin.h"
#include "kernels/amin.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void amin_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::run_declared_reduction<bool, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      cuda_detail::run_declared_reduction<uint8_t, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Int8:
      cuda_detail::run_declared_reduction<int8_t, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Int16:
      cuda_detail::run_declared_reduction<int16_t, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Int32:
      cuda_detail::run_declared_reduction<int32_t, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Int64:
      cuda_detail::run_declared_reduction<int64_t, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Half:
      cuda_detail::run_declared_reduction<Half, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::BFloat16:
      cuda_detail::run_declared_reduction<BFloat16, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Float:
      cuda_detail::run_declared_reduction<float, functors::amin_reduce>(input, mask, result);
      break;
    case ScalarType::Double:
      cuda_detail::run_declared_reduction<double, functors::amin_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("min_values_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
