// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named mul: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/mul.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/mul.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"

namespace opforge {
namespace {

// mul(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad * conj(other); other: grad * conj(self).
std::vector<Tensor> mul_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::conj(other));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(grad, opforge::conj(self));
  return input_grads;
}

Tensor mul_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("mul", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "mul";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::mul_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::mul_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("mul");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("mul", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MulBackward0", mul_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor mul(const Tensor& self, const Tensor& other) {
  return mul_stub(self, other, nullptr, false);
}

Tensor& mul_out(Tensor& out, const Tensor& self, const Tensor& other) {
  mul_stub(self, other, &out, false);
  return out;
}

Tensor mul(const Scalar& self, const Tensor& other) {
  return mul_stub(self, other, nullptr, false);
}

Tensor& mul_out(Tensor& out, const Scalar& self, const Tensor& other) {
  mul_stub(self, other, &out, false);
  return out;
}

Tensor mul(const Tensor& self, const Scalar& other) {
  return mul_stub(self, other, nullptr, false);
}

Tensor& mul_out(Tensor& out, const Tensor& self, const Scalar& other) {
  mul_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::mul(const Tensor& other) const {
  return mul_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::mul_(const Tensor& other) const {
  mul_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::mul(const Scalar& other) const {
  return mul_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::mul_(const Scalar& other) const {
  mul_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
