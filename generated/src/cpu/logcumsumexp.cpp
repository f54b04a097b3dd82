// generated from ops.yaml by codegen; do not edit
// The CPU kernel of the scan ops.yaml entries named logcumsumexp (identity lowest; combine a == b && isinf(a) ? a : maximum(a, b) + log1p(exp(minimum(a, b) - maximum(a, b)))): a switch over
// their dtypes running iteration/declared_scan.h's loop with the functor in the accumulation type.
#include "functors/logcumsumexp.h"
#include "iteration/declared_scan.h"
#include "kernels/logcumsumexp.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::cpu {

void logcumsumexp_scan(const TensorBase& input, int64_t dim, const TensorBase& result) {
  switch (input.dtype()) {
    case ScalarType::BFloat16:
      scan::run_declared_scan<BFloat16, functors::logcumsumexp_scan>(input, dim, result);
      break;
    case ScalarType::Float:
      scan::run_declared_scan<float, functors::logcumsumexp_scan>(input, dim, result);
      break;
    case ScalarType::Double:
      scan::run_declared_scan<double, functors::logcumsumexp_scan>(input, dim, result);
      break;
    default:
      raise_dtype_not_implemented("logcumsumexp_out_cpu", input.dtype());
  }
}

}  // namespace opforge::cpu
