// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the reduce ops.yaml entries named any (identity false; combine a || b): a switch over
// their dtypes running iteration/declared_reduction.h's loop with the functor in the compute type.
#include "functors/any.h"
#include "iteration/declared_reduction.h"
#include "kernels/any.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void any_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      reduce::run_declared_reduction<bool, functors::any_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      reduce::run_declared_reduction<uint8_t, functors::any_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("any_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
