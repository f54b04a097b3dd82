// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named remainder: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/remainder.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/remainder.h"
#include "opforge/name_inference.h"
#include "opforge/ops/floor_divide.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"

namespace opforge {
namespace {

// remainder.Tensor(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad; other: -grad * floor_divide(self, other).
std::vector<Tensor> remainder_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::neg(grad), opforge::floor_divide(self, other));
  return input_grads;
}

Tensor remainder_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("remainder", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::remainder_.Tensor" : out && !is_inplace ? "aten::remainder.Tensor_out" : "aten::remainder.Tensor", {dispatch::name_operand(self), dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "remainder";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), other);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::remainder_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::remainder_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("remainder.Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("remainder.Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "RemainderBackward0", remainder_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(other)}}, false);
  }
  return result;
}

// remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
// The derivatives (ops.yaml): other: -grad * floor_divide(self, other).
std::vector<Tensor> remainder_Scalar_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::neg(grad), opforge::floor_divide(self, other));
  return input_grads;
}

Tensor remainder_Scalar_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("remainder", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::remainder.Scalar_Tensor", {dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "remainder";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), other);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::remainder_Scalar_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::remainder_Scalar_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("remainder.Scalar_Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("remainder.Scalar_Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "RemainderBackward0", remainder_Scalar_Tensor_backward, {autograd::input_tensor(other)}, {.tensors = {autograd::as_tensor(self), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor remainder(const Tensor& self, const Tensor& other) {
  return remainder_Tensor_stub(self, other, nullptr, false);
}

Tensor& remainder_out(Tensor& out, const Tensor& self, const Tensor& other) {
  remainder_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor remainder(const Tensor& self, const Scalar& other) {
  return remainder_Tensor_stub(self, other, nullptr, false);
}

Tensor& remainder_out(Tensor& out, const Tensor& self, const Scalar& other) {
  remainder_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor dispatch::remainder(const Scalar& self, const Tensor& other) {
  return remainder_Tensor_stub(self, other, nullptr, false);
}

Tensor Tensor::remainder(const Tensor& other) const {
  return remainder_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::remainder_(const Tensor& other) const {
  remainder_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::remainder(const Scalar& other) const {
  return remainder_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::remainder_(const Scalar& other) const {
  remainder_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor remainder(const Scalar& self, const Tensor& other) {
  return remainder_Scalar_Tensor_stub(self, other, nullptr, false);
}

}  // namespace opforge
