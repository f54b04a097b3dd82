// logsumexp: log(sum(exp(self - m))) + m over the dims, m the maximum along them, as PyTorch's
// composite: taking m out keeps exp from overflowing, and an infinite m is not taken out (it is
// replaced by 0), so a line of -inf gives -inf and one with inf gives inf rather than inf - inf.
// Computed on unnamed tensors: the stub gives the result the names of removes_dimensions. An
// integral or bool self is taken in the default dtype; the result (out= included) must be floating,
// PyTorch's check and text.
#include <limits>

#include "kernels/logsumexp.h"
#include "opforge/factories.h"
#include "opforge/ops/sum.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

Tensor unnamed(const Tensor& t) { return t.has_names() ? t.rename(std::nullopt) : t; }

}  // namespace

Tensor logsumexp(const Tensor& self, IntArrayRef dim, bool keepdim, const Tensor* out) {
  const bool integral = is_integral(self.dtype(), /*include_bool=*/true);
  const Tensor result =
      out ? *out
          : empty({0}, TensorOptions().dtype(integral ? get_default_dtype() : self.dtype()).device(self.device()));
  OPFORGE_CHECK(is_floating_point(result.dtype()), RuntimeError,
                "logsumexp(): Expected floating point type for result tensor, but got: {}", cpp_name(result.dtype()));
  const Tensor input = integral ? unnamed(self).to(get_default_dtype()) : unnamed(self);
  Tensor written = unnamed(result);
  if (input.numel() == 0) {
    sum_out(written, input.exp(), dim, keepdim);
    written.log_();
    return result;
  }
  const Tensor maxes = input.amax(dim, /*keepdim=*/true);
  maxes.masked_fill_(maxes.abs().eq(std::numeric_limits<double>::infinity()), 0);
  sum_out(written, input.sub(maxes).exp(), dim, keepdim);
  written.log_().add_(keepdim ? maxes : maxes.view(written.sizes()));
  return result;
}

}  // namespace opforge::composite
