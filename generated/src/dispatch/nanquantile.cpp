// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named nanquantile: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/nanquantile.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/nanquantile.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// The derivatives (ops.yaml): self: nanquantile_backward(grad, self, q, dim, keepdim, interpolation); q: nanquantile_q_backward(grad, self, q, dim, keepdim, interpolation).
std::vector<Tensor> nanquantile_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& q = saved.tensors[1];
  const bool keepdim = saved.scalars[0].to<bool>();
  const std::optional<Scalar>& dim = saved.optional_scalars[0];
  const std::optional<std::string>& interpolation = saved.strings[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = autograd::nanquantile_backward(grad, self, q, dim, keepdim, interpolation);
  if (saved.needs_grad(1)) input_grads[1] = autograd::nanquantile_q_backward(grad, self, q, dim, keepdim, interpolation);
  return input_grads;
}

Tensor nanquantile_stub(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  const bool history = autograd::check_with_derivative("nanquantile", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, q);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("nanquantile", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(q);
  Tensor result = composite::nanquantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NanquantileBackward0", nanquantile_backward, {autograd::input_tensor(self), autograd::input_tensor(q)}, {.tensors = {self, q}, .scalars = {Scalar(keepdim)}, .optional_scalars = {dim ? std::optional<Scalar>(*dim) : std::nullopt}, .strings = {std::optional<std::string>(interpolation)}}, false);
  }
  return result;
}

// nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
// The derivatives (ops.yaml): self: nanquantile_backward(grad, self, q, dim, keepdim, interpolation).
std::vector<Tensor> nanquantile_scalar_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const double q = saved.scalars[0].to<double>();
  const bool keepdim = saved.scalars[1].to<bool>();
  const std::optional<Scalar>& dim = saved.optional_scalars[0];
  const std::optional<std::string>& interpolation = saved.strings[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::nanquantile_backward(grad, self, q, dim, keepdim, interpolation);
  return input_grads;
}

Tensor nanquantile_scalar_stub(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out) {
  const bool history = autograd::check_with_derivative("nanquantile", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("nanquantile.scalar", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::nanquantile(self, q, dim, keepdim, interpolation, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NanquantileBackward0", nanquantile_scalar_backward, {autograd::input_tensor(self)}, {.tensors = {self}, .scalars = {Scalar(q), Scalar(keepdim)}, .optional_scalars = {dim ? std::optional<Scalar>(*dim) : std::nullopt}, .strings = {std::optional<std::string>(interpolation)}}, false);
  }
  return result;
}

}  // namespace

Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return nanquantile_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& nanquantile_out(Tensor& out, const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  nanquantile_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::nanquantile(const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return nanquantile_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

Tensor nanquantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  return nanquantile_scalar_stub(self, q, dim, keepdim, interpolation, nullptr);
}

Tensor& nanquantile_out(Tensor& out, const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) {
  nanquantile_scalar_stub(self, q, dim, keepdim, interpolation, &out);
  return out;
}

Tensor Tensor::nanquantile(double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation) const {
  return nanquantile_scalar_stub(*this, q, dim, keepdim, interpolation, nullptr);
}

}  // namespace opforge
