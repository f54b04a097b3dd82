// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named div: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/div.h"

#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/div.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"

namespace opforge {
namespace {

// div(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad / conj(other); other: -grad * conj(self / other / other).
std::vector<Tensor> div_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::div(grad, opforge::conj(other));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::neg(grad), opforge::conj(opforge::div(opforge::div(self, other), other)));
  return input_grads;
}

Tensor div_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("div", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "div";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), other);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::div_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::div_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("div");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("div", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "DivBackward0", div_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(other)}}, false);
  }
  return result;
}

// div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
// The derivatives (ops.yaml): self: div_mode_self_backward(grad, other, rounding_mode); other: div_mode_other_backward(grad, self, other, rounding_mode).
std::vector<Tensor> div_Tensor_mode_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  const std::optional<std::string>& rounding_mode = saved.strings[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = autograd::div_mode_self_backward(grad, other, rounding_mode);
  if (saved.needs_grad(1)) input_grads[1] = autograd::div_mode_other_backward(grad, self, other, rounding_mode);
  return input_grads;
}

Tensor div_Tensor_mode_stub(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode, const Tensor* out) {
  const bool history = autograd::check_with_derivative("div", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, other);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  std::optional<Tensor> original_self;
  if (history && out == &self) [[unlikely]] original_self = autograd::original_of(self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("div.Tensor_mode", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(self, other);
  Tensor result = composite::div_mode(self, other, rounding_mode, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "DivBackward0", div_Tensor_mode_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(self), other}, .strings = {rounding_mode ? std::optional<std::string>(*rounding_mode) : std::nullopt}}, false);
  }
  return result;
}

// div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
// The derivatives (ops.yaml): self: div_mode_self_backward(grad, other, rounding_mode).
std::vector<Tensor> div_Scalar_mode_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Scalar& other = saved.scalars[0];
  const std::optional<std::string>& rounding_mode = saved.strings[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::div_mode_self_backward(grad, other, rounding_mode);
  return input_grads;
}

Tensor div_Scalar_mode_stub(const Tensor& self, const Scalar& other, std::optional<std::string_view> rounding_mode, const Tensor* out) {
  const bool history = autograd::check_with_derivative("div", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("div.Scalar_mode", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs({self});
  Tensor result = composite::div_mode(self, other, rounding_mode, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "DivBackward0", div_Scalar_mode_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(other)}, .strings = {rounding_mode ? std::optional<std::string>(*rounding_mode) : std::nullopt}}, false);
  }
  return result;
}

}  // namespace

Tensor div(const Tensor& self, const Tensor& other) {
  return div_stub(self, other, nullptr, false);
}

Tensor& div_out(Tensor& out, const Tensor& self, const Tensor& other) {
  div_stub(self, other, &out, false);
  return out;
}

Tensor div(const Scalar& self, const Tensor& other) {
  return div_stub(self, other, nullptr, false);
}

Tensor& div_out(Tensor& out, const Scalar& self, const Tensor& other) {
  div_stub(self, other, &out, false);
  return out;
}

Tensor div(const Tensor& self, const Scalar& other) {
  return div_stub(self, other, nullptr, false);
}

Tensor& div_out(Tensor& out, const Tensor& self, const Scalar& other) {
  div_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::div(const Tensor& other) const {
  return div_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::div_(const Tensor& other) const {
  div_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::div(const Scalar& other) const {
  return div_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::div_(const Scalar& other) const {
  div_stub(*this, other, this, true);
  return *this;
}

Tensor div(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode) {
  return div_Tensor_mode_stub(self, other, rounding_mode, nullptr);
}

Tensor& div_out(Tensor& out, const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode) {
  div_Tensor_mode_stub(self, other, rounding_mode, &out);
  return out;
}

Tensor Tensor::div(const Tensor& other, std::optional<std::string_view> rounding_mode) const {
  return div_Tensor_mode_stub(*this, other, rounding_mode, nullptr);
}

const Tensor& Tensor::div_(const Tensor& other, std::optional<std::string_view> rounding_mode) const {
  div_Tensor_mode_stub(*this, other, rounding_mode, this);
  return *this;
}

Tensor div(const Tensor& self, const Scalar& other, std::optional<std::string_view> rounding_mode) {
  return div_Scalar_mode_stub(self, other, rounding_mode, nullptr);
}

Tensor Tensor::div(const Scalar& other, std::optional<std::string_view> rounding_mode) const {
  return div_Scalar_mode_stub(*this, other, rounding_mode, nullptr);
}

const Tensor& Tensor::div_(const Scalar& other, std::optional<std::string_view> rounding_mode) const {
  div_Scalar_mode_stub(*this, other, rounding_mode, this);
  return *this;
}

}  // namespace opforge
