// nanquantile (q a tensor or a number): quantile's plan (src/composite/quantile.cpp) over each
// line's numbers only, so a line of NaN alone gives NaN.
#include "kernels/nanquantile.h"

#include "composite/quantile_lines.h"
#include "opforge/tensor.h"

namespace opforge::composite {

Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                   std::string_view interpolation, const Tensor* out) {
  return quantile_lines(self, q, dim, keepdim, interpolation, out, /*ignore_nan=*/true);
}

Tensor nanquantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim,
                   std::string_view interpolation, const Tensor* out) {
  return quantile_lines(self, scalar_q(self, q), dim, keepdim, interpolation, out, /*ignore_nan=*/true);
}

}  // namespace opforge::composite
