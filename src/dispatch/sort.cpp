#include "dispatch/sort.h"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dim_arg.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/factories.h"

namespace opforge::dispatch {
namespace {

using sort_select::Pick;

// The name of the op in PyTorch's texts of a pick with one element per line.
std::string_view what(Pick pick) {
  switch (pick) {
    case Pick::Kth: return "kthvalue()";
    case Pick::Mode: return "mode()";
    default: return "median()";
  }
}

void check_out_dtypes(const SortRule& rule, const Tensor& self, const Tensor* values_out, const Tensor* indices_out) {
  const Tensor* outs[] = {values_out, indices_out};
  const ScalarType wanted[] = {self.dtype(), ScalarType::Int64};
  if (rule.out_texts[0].result < 0) {
    for (int r = 0; r < 2; ++r)
      if (outs[r]) check_out_dtype(*outs[r], wanted[r]);
    return;
  }
  for (const OutDtypeText& t : rule.out_texts) {
    if (t.result < 0 || !outs[t.result] || outs[t.result]->dtype() == wanted[t.result]) continue;
    const ScalarType got = outs[t.result]->dtype(), want = wanted[t.result];
    const DeviceType device = self.device().type();
    raise<RuntimeError>(
        "{}", fmt::format(fmt::runtime(t.text), fmt::arg("out", cpp_name(got)), fmt::arg("result", cpp_name(want)),
                          fmt::arg("out_tensor", legacy_type_name(got, device)),
                          fmt::arg("result_tensor", legacy_type_name(want, device))));
  }
}

}  // namespace

Sort plan_sort(const SortRule& rule, const Tensor& self, const SortArgs& args, const Tensor* out) {
  const Pick pick = rule.pick;
  const Tensor* values_out = out && rule.returns_values ? &out[0] : nullptr;
  const Tensor* indices_out = out ? &out[rule.returns_values ? 1 : 0] : nullptr;
  Sort s;
  s.selection.pick = pick;
  s.selection.descending = args.descending;
  // PyTorch's order of checks: sort's (sort_stable's meta function) stable=, the dim, the out=
  // dtypes; topk's dim, k, out=; kthvalue's and median's dim, empty dim, k, out=; mode's out=
  // first. Then the kernel's dtypes.
  OPFORGE_CHECK(args.stable.has_value(), RuntimeError, "sort(): c10::optional<bool> for stable has to have value.");
  if (pick == Pick::Mode) check_out_dtypes(rule, self, values_out, indices_out);
  if (!args.dim) {  // median() and nanmedian(): the lower median of all elements, 0-dim
    s.input = (self.has_names() ? self.rename(std::nullopt) : self).reshape({-1});  // names: the stub's
    s.dim = 0;
    const int64_t one[] = {1};
    s.values = make_output(IntArrayRef(), self.dtype(), self.device(), nullptr);
    s.indices = make_output(IntArrayRef(one, 1), ScalarType::Int64, self.device(), nullptr);
    s.kernel_values = s.values.unsqueeze(0);
    s.kernel_indices = s.indices;
    if (self.numel() == 0) {  // PyTorch: a float32 NaN, converted to self's dtype, before its dtype check
      s.values.copy_(full({}, std::numeric_limits<double>::quiet_NaN(), TensorOptions().dtype(kFloat)));
      s.runs_kernel = false;
      return s;
    }
  } else {
    s.input = self;
    s.dim = wrap_dim(*args.dim, self.dim());
  }
  const int64_t length = self.dim() == 0 ? 1 : s.input.size(s.dim);
  const bool one_per_line = pick != Pick::All && pick != Pick::FirstK;
  if (one_per_line && args.dim) {
    OPFORGE_CHECK(length != 0, IndexError, "{}: Expected reduction dim {} to have non-zero size.", what(pick), s.dim);
  }
  if (pick == Pick::FirstK) {
    OPFORGE_CHECK(args.k >= 0 && args.k <= length, RuntimeError, "selected index k out of range");
    // A 0-dim self's result is 0-dim whatever k (0 or 1): its one element.
    s.selection.k = self.dim() == 0 ? 1 : args.k;
  } else if (pick == Pick::Kth) {
    OPFORGE_CHECK(args.k >= 1 && args.k <= length, RuntimeError,
                  "kthvalue(): selected number k out of range for dimension {}", s.dim);
    s.selection.k = args.k - 1;
  }
  if (pick != Pick::Mode) check_out_dtypes(rule, self, values_out, indices_out);
  // mode returns before its dtype dispatch where there is nothing to count, or one element (which
  // it copies: below).
  const bool mode_shortcut = pick == Pick::Mode && (self.numel() == 0 || self.dim() == 0);
  if (!mode_shortcut && !dtype_in(self.dtype(), rule.kernel_dtypes)) {
    raise_dtype_not_implemented(fmt::format("{}", rule.kernel_name), self.dtype());
  }
  if (!args.dim) return s;
  DimVector sizes(self.sizes());
  const bool keeps_dim = pick == Pick::All || pick == Pick::FirstK || args.keepdim;
  if (self.dim() > 0) {
    if (pick == Pick::FirstK) {
      sizes[static_cast<size_t>(s.dim)] = args.k;
    } else if (one_per_line) {
      sizes[static_cast<size_t>(s.dim)] = 1;
      if (!keeps_dim) sizes.erase(sizes.begin() + s.dim);
    }
  }
  s.values = make_output(sizes, self.dtype(), self.device(), values_out);
  s.indices = make_output(sizes, ScalarType::Int64, self.device(), indices_out);
  const bool unsqueeze = !keeps_dim && self.dim() > 0;
  s.kernel_values = unsqueeze ? s.values.unsqueeze(s.dim) : s.values;
  s.kernel_indices = unsqueeze ? s.indices.unsqueeze(s.dim) : s.indices;
  if (mode_shortcut) {
    s.runs_kernel = false;
    if (self.dim() == 0) {
      s.values.copy_(self);
      s.indices.zero_();
    }
  }
  return s;
}

}  // namespace opforge::dispatch
