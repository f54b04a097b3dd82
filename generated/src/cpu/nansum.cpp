// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the reduce ops.yaml entries named nansum (identity 0; map x != x ? 0 : x; combine a + b): a switch over
// their dtypes running iteration/declared_reduction.h's loop with the functor in the compute type.
#include "functors/nansum.h"
#include "iteration/declared_reduction.h"
#include "kernels/nansum.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void nansum_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      reduce::run_declared_reduction<bool, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      reduce::run_declared_reduction<uint8_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int8:
      reduce::run_declared_reduction<int8_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int16:
      reduce::run_declared_reduction<int16_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int32:
      reduce::run_declared_reduction<int32_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Int64:
      reduce::run_declared_reduction<int64_t, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Half:
      reduce::run_declared_reduction<Half, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::BFloat16:
      reduce::run_declared_reduction<BFloat16, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Float:
      reduce::run_declared_reduction<float, functors::nansum_reduce>(input, mask, result);
      break;
    case ScalarType::Double:
      reduce::run_declared_reduction<double, functors::nansum_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("nansum_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
