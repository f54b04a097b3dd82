// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named atan2: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/atan2.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/atan2.h"
#include "opforge/name_inference.h"
#include "opforge/ops/add.h"
#include "opforge/ops/div.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"

namespace opforge {
namespace {

// atan2(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad * other / (self * self + other * other); other: -grad * self / (self * self + other * other).
std::vector<Tensor> atan2_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::div(opforge::mul(grad, other), opforge::add(opforge::mul(self, self), opforge::mul(other, other)));
  if (saved.needs_grad(1)) input_grads[1] = opforge::div(opforge::mul(opforge::neg(grad), self), opforge::add(opforge::mul(self, self), opforge::mul(other, other)));
  return input_grads;
}

Tensor atan2_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("atan2", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "atan2";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::atan2_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::atan2_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("atan2");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("atan2", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "Atan2Backward0", atan2_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor atan2(const Tensor& self, const Tensor& other) {
  return atan2_stub(self, other, nullptr, false);
}

Tensor& atan2_out(Tensor& out, const Tensor& self, const Tensor& other) {
  atan2_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::atan2(const Tensor& other) const {
  return atan2_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::atan2_(const Tensor& other) const {
  atan2_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
