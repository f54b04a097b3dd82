// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the scan ops.yaml entries named cummin (scanner cummin, storing values, indices): a switch over
// their dtypes running iteration/declared_scan.h's loop with the scanner.
#include "iteration/declared_scan.h"
#include "kernels/cummin.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void cummin_scan(const TensorBase& input, int64_t dim, const TensorBase& values, const TensorBase& indices) {
  switch (input.dtype()) {
    case ScalarType::Bool:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<bool>{}, values, indices);
      break;
    case ScalarType::UInt8:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<uint8_t>{}, values, indices);
      break;
    case ScalarType::Int8:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<int8_t>{}, values, indices);
      break;
    case ScalarType::Int16:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<int16_t>{}, values, indices);
      break;
    case ScalarType::Int32:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<int32_t>{}, values, indices);
      break;
    case ScalarType::Int64:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<int64_t>{}, values, indices);
      break;
    case ScalarType::BFloat16:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<BFloat16>{}, values, indices);
      break;
    case ScalarType::Float:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<float>{}, values, indices);
      break;
    case ScalarType::Double:
      scan::run_scanner(input, dim, reduce::cummin::Scanner<double>{}, values, indices);
      break;
    default:
      raise_dtype_not_implemented("cummin_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
