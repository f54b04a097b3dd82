// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named quantile: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/quantile.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/quantile.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// The derivatives (ops.yaml): self: quantile_backward(grad, self, q, dim, keepdim, interpolation); q: quantile_q_backward(grad, self, q, dim, keepdim, interpolation).
std::vector<Tensor> quantile_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& q = saved.tensors[1];
  const bool keepdim = saved.scalars[0].to<bool>();
  const std::optional<Scalar>& dim = saved.optional_scalars[0];
  const std::optional<std::string>& interpolation = saved.strings[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = autograd::quantile_backward(grad, self, q, dim, keepdim, interpolation);
  if (saved.needs_grad(1)) input_grads[1] = autograd::quantile_q_backward(grad, self, q, dim, keepdim, interpolation);
  return input_grads;
}

Tensor quantile_stub(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  const bool history = autograd::check_with_derivative("quantile", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, q);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("quantile", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(q);
  Tensor result = composite::quantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "QuantileBackward0", quantile_backward, {autograd::input_tensor(self), autograd::input_tensor(q)}, {.tensors = {self, q}, .scalars = {Scalar(keepdim)}, .optional_scalars = {dim ? std::optional<Scalar>(*dim) : std::nullopt}, .strings = {std::optional<std::string>(interpolation)}}, false);
  }
  return result;
}

// quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// The derivatives (ops.yaml): self: quantile_backward(grad, self, q, dim, keepdim, interpolation).
std::vector<Tensor> quantile_scalar_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const double q = saved.scalars[0].to<double>();
  const bool keepdim = saved.scalars[1].to<bool>();
  const std::optional<Scalar>& dim = saved.optional_scalars[0];
  const std::optional<std::string>& interpolation = saved.strings[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::quantile_backward(grad, self, q, dim, keepdim, interpolation);
  return input_grads;
}

Tensor quantile_scalar_stub(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  const bool history = autograd::check_with_derivative("quantile", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("quantile.scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::quantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "QuantileBackward0", quantile_scalar_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(q), Scalar(keepdim)}, .optional_scalars = {dim ? std::optional<Scalar>(*dim) : std::nullopt}, .strings = {std::optional<std::string>(interpolation)}}, false);
  }
  return result;
}

}  // namespace

Tensor quantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return quantile_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& quantile_out(Tensor& out, const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  quantile_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::quantile(const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return quantile_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

Tensor quantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return quantile_scalar_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& quantile_out(Tensor& out, const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  quantile_scalar_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::quantile(double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return quantile_scalar_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

}  // namespace opforge
