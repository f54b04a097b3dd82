// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the reduce ops.yaml entries named all (identity true; combine a && b): a switch
// over their dtypes running cuda/declared_reduction.cuh's loop with the functor in the CUDA compute
// type.
#include "cuda/declared_reduction.cuh"
#include "functors/all.h"
#include "kernels/all.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void all_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::run_declared_reduction<bool, functors::all_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      cuda_detail::run_declared_reduction<uint8_t, functors::all_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("all_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
