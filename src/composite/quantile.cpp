// quantile and nanquantile (q a tensor or a number): PyTorch 1.13's composite over sort, with its
// checks in its order:
// - a number q must be in [0, 1] ("quantile() q must be in the range [0, 1] but got 1.5") and
//   becomes a 0-dim tensor of self's dtype; interpolation must be one of linear, lower, higher,
//   midpoint or nearest;
// - self must be non-empty, q a scalar or 1-D, self float32 or float64, q of self's dtype and
//   device, an out= tensor of self's dtype and device (these texts say quantile() for nanquantile
//   too, as PyTorch's);
// - dim is wrapped (a 0-dim self takes 0 and -1); the result is q's size (when q is 1-D) followed by
//   self's sizes without dim (all of them when dim is None), dim kept as size 1 if keepdim;
// - every q must be in [0, 1] ("quantile() q values must be in the range [0, 1]"), checked on every
//   device with memory (PyTorch checks on CPU only; a CUDA q outside would read outside the line);
// - a line longer than 2^24 is "quantile() input tensor is too large" (its ranks are float32);
// - the lines along dim (or all elements) are sorted (NaN last), and the device's loop takes each
//   line's quantiles (iteration/quantile.h).
// PyTorch 1.13 has no named-tensor quantile: a named self or q fails at the first op of its
// composite that refuses names, which this names as PyTorch does (ops.yaml: names: custom).
#include "kernels/quantile.h"

#include <cmath>
#include <string_view>

#include <fmt/format.h>

#include "composite/quantile_lines.h"
#include "cpu/quantile.h"
#include "cuda/kernels.h"
#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dim_arg.h"
#include "opforge/factories.h"
#include "opforge/ops/sort.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

quantile::Interpolation interpolation_of(std::string_view s) {
  using I = quantile::Interpolation;
  if (s == "linear") return I::linear;
  if (s == "lower") return I::lower;
  if (s == "higher") return I::higher;
  if (s == "midpoint") return I::midpoint;
  if (s == "nearest") return I::nearest;
  raise<RuntimeError>("quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got {}",
                      s);
}

void check_arguments(const Tensor& self, const Tensor& q, const Tensor* out) {
  OPFORGE_CHECK(self.numel() > 0, RuntimeError, "quantile() input tensor must be non-empty");
  OPFORGE_CHECK(q.dim() <= 1, RuntimeError, "quantile() q must be a scalar or 1D tensor");
  OPFORGE_CHECK(self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double, RuntimeError,
                "quantile() input tensor must be either float or double dtype");
  OPFORGE_CHECK(q.dtype() == self.dtype(), RuntimeError, "quantile() q tensor must be same dtype as the input tensor");
  OPFORGE_CHECK(q.device() == self.device(), RuntimeError,
                "quantile() q tensor must be on the same device as the input tensor");
  if (!out) return;
  OPFORGE_CHECK(out->dtype() == self.dtype(), RuntimeError,
                "quantile() out tensor must be same dtype as the input tensor");
  OPFORGE_CHECK(out->device() == self.device(), RuntimeError,
                "quantile() out tensor must be on the same device as the input tensor");
}

// The op of PyTorch's composite that first meets a name: sort of self when dim is its last (or self
// is 1-D and dim None), the reshape that flattens it when dim is None, the unsqueeze that moves dim
// last otherwise; for a named q (self unnamed), view_as where q has one element, else the product
// that makes its ranks (quantile) or the gather of the values at them (nanquantile).
void reject_names(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, int64_t wrapped, bool ignore_nan) {
  if (self.has_names()) {
    const bool sorted_as_is = dim ? wrapped == self.dim() - 1 : self.dim() == 1;
    dispatch::reject_named_tensors_slow(sorted_as_is ? "aten::sort"
                                        : dim        ? "aten::unsqueeze"
                                                     : "aten::_reshape_alias",
                                        {});
  }
  if (q.has_names()) {
    dispatch::reject_named_tensors_slow(q.numel() == 1 ? "aten::view_as"
                                        : ignore_nan   ? "aten::gather"
                                                       : "aten::mul.Scalar",
                                        {});
  }
}

}  // namespace

Tensor quantile_lines(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                      std::string_view interpolation, const Tensor* out, bool ignore_nan) {
  const quantile::Interpolation mode = interpolation_of(interpolation);
  check_arguments(self, q, out);
  const int64_t wrapped = wrap_dim(dim.value_or(0), self.dim());

  DimVector shape;
  if (q.dim() > 0) shape.push_back(q.numel());
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (!dim || d == wrapped) {
      if (keepdim) shape.push_back(1);
    } else {
      shape.push_back(self.sizes()[static_cast<size_t>(d)]);
    }
  }
  if (out) resize_out(*out, shape);

  if (!self.is_meta()) {
    OPFORGE_CHECK(q.ge(0).logical_and_(q.le(1)).all().item<bool>(), RuntimeError,
                  "quantile() q values must be in the range [0, 1]");
  }
  reject_names(self, q, dim, wrapped, ignore_nan);

  // The lines to sort, contiguous along their last dim, in the result's order.
  Tensor lines;
  if (!dim || self.dim() == 0) {
    lines = self.reshape({-1});
  } else {
    lines = wrapped == self.dim() - 1 ? self : self.unsqueeze(-1).transpose(wrapped, -1).squeeze(wrapped);
  }
  OPFORGE_CHECK(quantile::line_length(lines) <= (int64_t{1} << 24), RuntimeError,
                "quantile() input tensor is too large");
  const Tensor sorted = std::get<0>(sort(lines, -1, false)).contiguous();
  const Tensor q_values = q.contiguous();
  const Tensor result = empty(shape, TensorOptions().dtype(self.dtype()).device(self.device()));
  if (result.numel() > 0 && !self.is_meta()) {
    if (self.is_cuda()) {
#ifdef OPFORGE_HAS_CUDA
      cuda::quantile_lines(sorted, q_values, mode, ignore_nan, result);
#else
      dispatch::raise_built_without_cuda_kernels(ignore_nan ? "nanquantile" : "quantile");
#endif
    } else {
      cpu::quantile_lines(sorted, q_values, mode, ignore_nan, result);
    }
  }
  if (!out) return result;
  out->copy_(result);
  return *out;
}

Tensor scalar_q(const Tensor& self, double q) {
  OPFORGE_CHECK(q >= 0 && q <= 1, RuntimeError, "quantile() q must be in the range [0, 1] but got {:g}", q);
  return full({}, q, TensorOptions().dtype(self.dtype()).device(self.device()));
}

Tensor quantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim,
                std::string_view interpolation, const Tensor* out) {
  return quantile_lines(self, q, dim, keepdim, interpolation, out, /*ignore_nan=*/false);
}

Tensor quantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation,
                const Tensor* out) {
  return quantile_lines(self, scalar_q(self, q), dim, keepdim, interpolation, out, /*ignore_nan=*/false);
}

}  // namespace opforge::composite
