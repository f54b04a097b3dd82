// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named masked_fill: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/masked_fill.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/masked_fill.h"
#include "opforge/name_inference.h"
#include "opforge/ops/sum.h"
#include "opforge/ops/where.h"

namespace opforge {
namespace {

// masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
// The derivatives (ops.yaml): self: mask ? 0 : grad.
std::vector<Tensor> masked_fill_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& mask = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(mask, Scalar(int64_t{0}), grad);
  return input_grads;
}

Tensor masked_fill_stub(elementwise::Input self, elementwise::Input mask, const Scalar& value, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("masked_fill", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  autograd::check_without_derivative("masked_fill", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, true, out, mask);
  const autograd::VersionBump version_bump(out, 1);
  if (!is_inplace) dispatch::check_broadcast_order(mask, self);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(mask));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(mask, false);
  elementwise::Config config;
  config.op_name = "masked_fill";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_bool_condition("masked_fill", "mask", mask);
  pointwise_checks::check_scalar_operand(iter.compute_dtype(), value, /*pow_exponent=*/false);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::masked_fill_kernel(iter, value);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::masked_fill_kernel(iter, value);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("masked_fill");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("masked_fill", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MaskedFillBackward0", masked_fill_backward, {autograd::input_tensor(self)}, {.tensors = {autograd::as_tensor(mask)}}, false);
  }
  return result;
}

// masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
// The derivatives (ops.yaml): self: mask ? 0 : grad; value: sum(mask ? grad : 0).
std::vector<Tensor> masked_fill_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& mask = saved.tensors[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::where(mask, Scalar(int64_t{0}), grad);
  if (saved.needs_grad(1)) input_grads[1] = opforge::sum(opforge::where(mask, grad, Scalar(int64_t{0})));
  return input_grads;
}

Tensor masked_fill_Tensor_stub(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out) {
  const bool history = autograd::check_with_derivative("masked_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, value);
  autograd::check_without_derivative("masked_fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, mask);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("masked_fill.Tensor", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (out != &self) dispatch::check_broadcast_order(mask, self);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs({self, mask, value});
  Tensor result = composite::masked_fill_tensor(self, mask, value, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MaskedFillBackward0", masked_fill_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(value)}, {.tensors = {mask}}, false);
  }
  return result;
}

}  // namespace

Tensor masked_fill(const Tensor& self, const Tensor& mask, const Scalar& value) {
  return masked_fill_stub(self, mask, value, nullptr, false);
}

Tensor Tensor::masked_fill(const Tensor& mask, const Scalar& value) const {
  return masked_fill_stub(*this, mask, value, nullptr, false);
}

const Tensor& Tensor::masked_fill_(const Tensor& mask, const Scalar& value) const {
  masked_fill_stub(*this, mask, value, this, true);
  return *this;
}

Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value) {
  return masked_fill_Tensor_stub(self, mask, value, nullptr);
}

Tensor Tensor::masked_fill(const Tensor& mask, const Tensor& value) const {
  return masked_fill_Tensor_stub(*this, mask, value, nullptr);
}

const Tensor& Tensor::masked_fill_(const Tensor& mask, const Tensor& value) const {
  masked_fill_Tensor_stub(*this, mask, value, this);
  return *this;
}

}  // namespace opforge
