// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named add: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/add.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/add.h"
#include "opforge/name_inference.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
// The derivatives (ops.yaml): self: grad; other: grad * conj(alpha).
std::vector<Tensor> add_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Scalar& alpha = saved.scalars[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(grad, autograd::conj_scalar(alpha));
  return input_grads;
}

Tensor add_stub(elementwise::Input self, elementwise::Input other, const Scalar& alpha, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("add", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "add";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_coefficient(iter.compute_dtype(), alpha, "alpha", /*subtracted=*/false);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::add_kernel(iter, alpha);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::add_kernel(iter, alpha);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("add");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("add", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AddBackward0", add_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.scalars = {Scalar(alpha)}}, false);
  }
  return result;
}

}  // namespace

Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  return add_stub(self, other, alpha, nullptr, false);
}

Tensor& add_out(Tensor& out, const Tensor& self, const Tensor& other, const Scalar& alpha) {
  add_stub(self, other, alpha, &out, false);
  return out;
}

Tensor add(const Scalar& self, const Tensor& other, const Scalar& alpha) {
  return add_stub(self, other, alpha, nullptr, false);
}

Tensor& add_out(Tensor& out, const Scalar& self, const Tensor& other, const Scalar& alpha) {
  add_stub(self, other, alpha, &out, false);
  return out;
}

Tensor add(const Tensor& self, const Scalar& other, const Scalar& alpha) {
  return add_stub(self, other, alpha, nullptr, false);
}

Tensor& add_out(Tensor& out, const Tensor& self, const Scalar& other, const Scalar& alpha) {
  add_stub(self, other, alpha, &out, false);
  return out;
}

Tensor Tensor::add(const Tensor& other, const Scalar& alpha) const {
  return add_stub(*this, other, alpha, nullptr, false);
}

const Tensor& Tensor::add_(const Tensor& other, const Scalar& alpha) const {
  add_stub(*this, other, alpha, this, true);
  return *this;
}

Tensor Tensor::add(const Scalar& other, const Scalar& alpha) const {
  return add_stub(*this, other, alpha, nullptr, false);
}

const Tensor& Tensor::add_(const Scalar& other, const Scalar& alpha) const {
  add_stub(*this, other, alpha, this, true);
  return *this;
}

}  // namespace opforge
