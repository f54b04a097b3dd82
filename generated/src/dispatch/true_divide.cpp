// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named true_divide: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/true_divide.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/true_divide.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/div.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"

namespace opforge {
namespace {

// true_divide(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad / conj(other); other: -grad * conj(self / other / other).
std::vector<Tensor> true_divide_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::div(grad, opforge::conj(other));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::neg(grad), opforge::conj(opforge::div(opforge::div(self, other), other)));
  return input_grads;
}

Tensor true_divide_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("true_divide", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "true_divide";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), other);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::true_divide_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::true_divide_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("true_divide");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("true_divide", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "TrueDivideBackward0", true_divide_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor true_divide(const Tensor& self, const Tensor& other) {
  return true_divide_stub(self, other, nullptr, false);
}

Tensor& true_divide_out(Tensor& out, const Tensor& self, const Tensor& other) {
  true_divide_stub(self, other, &out, false);
  return out;
}

Tensor true_divide(const Scalar& self, const Tensor& other) {
  return true_divide_stub(self, other, nullptr, false);
}

Tensor& true_divide_out(Tensor& out, const Scalar& self, const Tensor& other) {
  true_divide_stub(self, other, &out, false);
  return out;
}

Tensor true_divide(const Tensor& self, const Scalar& other) {
  return true_divide_stub(self, other, nullptr, false);
}

Tensor& true_divide_out(Tensor& out, const Tensor& self, const Scalar& other) {
  true_divide_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::true_divide(const Tensor& other) const {
  return true_divide_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::true_divide_(const Tensor& other) const {
  true_divide_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::true_divide(const Scalar& other) const {
  return true_divide_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::true_divide_(const Scalar& other) const {
  true_divide_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
