// generated from ops.yaml by codegen; do not edit
// The CUDA kernel of the reduce ops.yaml entries named any (identity false; combine a || b): a switch
// over their dtypes running cuda/declared_reduction.cuh's loop with the functor in the CUDA compute
// type.
#include "cuda/declared_reduction.cuh"
#include "functors/any.h"
#include "kernels/any.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cuda {

void any_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      cuda_detail::run_declared_reduction<bool, functors::any_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      cuda_detail::run_declared_reduction<uint8_t, functors::any_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("any_cuda", input.dtype());
  }
}

}  // namespace opforge::cuda
