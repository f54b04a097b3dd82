// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the reduce ops.yaml entries named prod (identity 1; combine a * b): a switch over
// their dtypes running iteration/declared_reduction.h's loop with the functor in the compute type.
#include "functors/prod.h"
#include "iteration/declared_reduction.h"
#include "kernels/prod.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void prod_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      reduce::run_declared_reduction<bool, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::UInt8:
      reduce::run_declared_reduction<uint8_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int8:
      reduce::run_declared_reduction<int8_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int16:
      reduce::run_declared_reduction<int16_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int32:
      reduce::run_declared_reduction<int32_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Int64:
      reduce::run_declared_reduction<int64_t, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Float:
      reduce::run_declared_reduction<float, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::Double:
      reduce::run_declared_reduction<double, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::ComplexFloat:
      reduce::run_declared_reduction<std::complex<float>, functors::prod_reduce>(input, mask, result);
      break;
    case ScalarType::ComplexDouble:
      reduce::run_declared_reduction<std::complex<double>, functors::prod_reduce>(input, mask, result);
      break;
    default:
      raise_dtype_not_implemented("prod_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
