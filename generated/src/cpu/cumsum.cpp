// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the scan ops.yaml entries named cumsum (identity 0; combine a + b): a switch over
// their dtypes running iteration/declared_scan.h's loop with the functor in the accumulation type.
#include "functors/cumsum.h"
#include "iteration/declared_scan.h"
#include "kernels/cumsum.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void cumsum_scan(const TensorBase& input, int64_t dim, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::UInt8:
      scan::run_declared_scan<uint8_t, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Int8:
      scan::run_declared_scan<int8_t, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Int16:
      scan::run_declared_scan<int16_t, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Int32:
      scan::run_declared_scan<int32_t, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Int64:
      scan::run_declared_scan<int64_t, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Half:
      scan::run_declared_scan<Half, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::BFloat16:
      scan::run_declared_scan<BFloat16, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Float:
      scan::run_declared_scan<float, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::Double:
      scan::run_declared_scan<double, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::ComplexFloat:
      scan::run_declared_scan<std::complex<float>, functors::cumsum_scan>(input, dim, result);
      break;
    case ScalarType::ComplexDouble:
      scan::run_declared_scan<std::complex<double>, functors::cumsum_scan>(input, dim, result);
      break;
    default:
      raise_dtype_not_implemented("cumsum_out_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
