// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the reduce ops.yaml entries named all (identity true; combine a && b): a switch over
// their dtypes running iteration/declared_reduction.h's loop with the functor in the compute type.
#include "functors/all.h"
#include "iteration/declared_reduction.h"
#include "kernels/all.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void all_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      reduce::run_declared_reduction<bool, functors::all_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      reduce::run_declared_reduction<uint8_t, functors::all_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("all_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
