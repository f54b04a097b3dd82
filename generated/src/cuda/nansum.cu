// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the reduce ops.yaml entries named nansum (identity 0; map x != x ? 0 : x; combine a + b): a switch
// over their dtypes running cuda/declared_reduction.cuh's loop with the functor in the CUDA compute
// type.
#include "cuda/declared_reduction.cuh"
#include "functors/nansum.h"
#include "kernels/nansum.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void nansum_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::run_declared_reduction<bool, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      cuda_detail::run_declared_reduction<uint8_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int8:
      cuda_detail::run_declared_reduction<int8_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int16:
      cuda_detail::run_declared_reduction<int16_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int32:
      cuda_detail::run_declared_reduction<int32_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int64:
      cuda_detail::run_declared_reduction<int64_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Half:
      cuda_detail::run_declared_reduction<Half, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::BFloat16:
      cuda_detail::run_declared_reduction<BFloat16, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Float:
      cuda_detail::run_declared_reduction<float, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Double:
      cuda_detail::run_declared_reduction<double, functors::nansum_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("nansum_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
