// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named logsumexp: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/logsumexp.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/logsumexp.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor
// The derivatives (ops.yaml): self: logsumexp_backward(grad, self, result, dim, keepdim).
std::vector<Tensor> logsumexp_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& result = saved.tensors[1];
  const IntArrayRef dim = saved.int_lists[0].span();
  const bool keepdim = saved.scalars[0].to<bool>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::logsumexp_backward(grad, self, result, dim, keepdim);
  return input_grads;
}

Tensor logsumexp_stub(const Tensor& self, IntArrayRef dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("logsumexp", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("logsumexp", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_dimensions(self, dim, keepdim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::logsumexp(self, dim, keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogsumexpBackward0", logsumexp_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(keepdim)}, .int_lists = {DimVector(dim)}}, true);
  }
  return result;
}

// logsumexp.names(Tensor self, Dimname[1] dim, bool keepdim=False) -> Tensor
Tensor logsumexp_names_stub(const Tensor& self, DimnameList dim, bool keepdim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("logsumexp", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("logsumexp.names", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = dispatch::removes_named_dimensions(self, dim, keepdim);
  const DimVector dim_resolved = dispatch::resolve_dims(self, dim);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::logsumexp(self, dim_resolved.span(), keepdim, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogsumexpBackward0", logsumexp_backward, {autograd::input_tensor(self)}, {.tensors = {self, result}, .scalars = {Scalar(keepdim)}, .int_lists = {dim_resolved}}, true);
  }
  return result;
}

}  // namespace

Tensor logsumexp(const Tensor& self, IntArrayRef dim, bool keepdim) {
  return logsumexp_stub(self, dim, keepdim, nullptr);
}

Tensor& logsumexp_out(Tensor& out, const Tensor& self, IntArrayRef dim, bool keepdim) {
  logsumexp_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::logsumexp(IntArrayRef dim, bool keepdim) const {
  return logsumexp_stub(*this, dim, keepdim, nullptr);
}

Tensor logsumexp(const Tensor& self, DimnameList dim, bool keepdim) {
  return logsumexp_names_stub(self, dim, keepdim, nullptr);
}

Tensor& logsumexp_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim) {
  logsumexp_names_stub(self, dim, keepdim, &out);
  return out;
}

Tensor Tensor::logsumexp(DimnameList dim, bool keepdim) const {
  return logsumexp_names_stub(*this, dim, keepdim, nullptr);
}

}  // namespace opforge
