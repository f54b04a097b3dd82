#include "dispatch/sort.h"

#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dim_arg.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::dispatch {

Sort plan_sort(const SortRule& rule, const Tensor& self, int64_t dim, std::optional<bool> stable, const Tensor* out) {
  // PyTorch's order (sort_stable's meta function): stable=, the dim, the out= dtypes, then the
  // kernel's dtypes.
  OPFORGE_CHECK(stable.has_value(), RuntimeError, "sort(): c10::optional<bool> for stable has to have value.");
  Sort s;
  s.dim = wrap_dim(dim, self.dim());
  const Tensor* values_out = out && rule.returns_values ? &out[0] : nullptr;
  const Tensor* indices_out = out ? &out[rule.returns_values ? 1 : 0] : nullptr;
  if (values_out) check_out_dtype(*values_out, self.dtype());
  if (indices_out) check_out_dtype(*indices_out, ScalarType::Int64);
  if (!dtype_in(self.dtype(), rule.kernel_dtypes)) {
    raise_dtype_not_implemented(fmt::format("{}", rule.kernel_name), self.dtype());
  }
  s.values = make_output(self.sizes(), self.dtype(), self.device(), values_out);
  s.indices = make_output(self.sizes(), ScalarType::Int64, self.device(), indices_out);
  s.input = self;
  return s;
}

}  // namespace opforge::dispatch
