#include "dispatch/scan.h"

#include "dispatch/stub_support.h"
#include "iteration/kernel_checks.h"
#include "opforge/dim_arg.h"
#include "opforge/dtype_dispatch.h"

namespace opforge::dispatch {
namespace {

// An out= tensor of a scan whose result dtype is self's (or int64 indices): PyTorch's
// check_scalar_type_device_layout_equal, "expected scalar_type Float but found Double".
void check_out_scalar_type(const Tensor& out, ScalarType wanted) {
  OPFORGE_CHECK(out.dtype() == wanted, RuntimeError, "expected scalar_type {} but found {}", cpp_name(wanted),
                cpp_name(out.dtype()));
}

// cummax and cummin (PyTorch's cummax_helper_ and its out= checks): the out= dtypes, then, where
// there is something to scan, the dim and the dtype; a 0-dim or empty self takes any dim.
Scan plan_scanner(const ReductionRule& rule, const Tensor& self, int64_t dim, const Tensor* out) {
  Scan s;
  const ScalarType wanted[] = {self.dtype(), ScalarType::Int64};
  for (int k = 0; out && k < 2; ++k) check_out_scalar_type(out[k], wanted[k]);
  s.runs_kernel = self.dim() > 0 && self.numel() > 0;
  if (s.runs_kernel || rule.empty_checks) s.dim = wrap_dim(dim, self.dim());
  if ((s.runs_kernel || rule.empty_checks) && !dtype_in(self.dtype(), rule.kernel_dtypes)) {
    raise_dtype_not_implemented(fmt::format("{}_{}", rule.kernel_name, self.is_cuda() ? "cuda" : "cpu"), self.dtype());
  }
  s.result = make_output(self.sizes(), self.dtype(), self.device(), out);
  s.indices = make_output(self.sizes(), ScalarType::Int64, self.device(), out ? &out[1] : nullptr);
  s.input = self;
  if (self.dim() == 0) {
    s.result.copy_(self);
    s.indices.zero_();
  }
  return s;
}

}  // namespace

Scan plan_scan(const ReductionRule& rule, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype,
               const Tensor* out) {
  // PyTorch's order (meta_func_cum_ops): the dim, the result dtype, the in-place check, then the
  // kernel's dtypes.
  if (dtype) check_tensor_dtype(*dtype);
  if (rule.results == 2) return plan_scanner(rule, self, dim, out);
  // A scan that keeps self's dtype (logcumsumexp) checks its out= tensor's first, with the text of
  // PyTorch's check_scalar_type_device_layout_equal, as the scanners do.
  if (rule.promotion == PromotionKind::ReductionKeepsDtype && out && out != &self)
    check_out_scalar_type(*out, self.dtype());
  Scan s;
  s.dim = wrap_dim(dim, self.dim());
  ScalarType result;
  if (out == &self) {
    result = self.dtype();
    OPFORGE_CHECK(!dtype || *dtype == result, RuntimeError,
                  "Bad in-place call: input tensor dtype {} and output tensor dtype {} should match",
                  type_meta_name(result), type_meta_name(*dtype));
  } else {
    result = reduction_result_dtype(rule, self, dtype, out);
  }
  s.runs_kernel = self.dim() > 0 && self.numel() > 0;
  if ((s.runs_kernel || rule.empty_checks) && !dtype_in(result, rule.kernel_dtypes)) {
    raise_dtype_not_implemented(fmt::format("{}_{}", rule.kernel_name, self.is_cuda() ? "cuda" : "cpu"), result);
  }
  s.result = make_output(self.sizes(), result, self.device(), out);
  s.input = self.dtype() == result ? self : self.to(result);
  if (self.dim() == 0 && out != &self) s.result.copy_(s.input);
  return s;
}

}  // namespace opforge::dispatch
