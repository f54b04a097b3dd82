// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named floor_divide: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/floor_divide.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/floor_divide.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// floor_divide(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: not_implemented; other: not_implemented.
std::vector<Tensor> floor_divide_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  static_cast<void>(grad_outputs);  // backward raises PyTorch's error
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = autograd::derivative_not_implemented("floor_divide", saved);
  if (saved.needs_grad(1)) input_grads[1] = autograd::derivative_not_implemented("floor_divide", saved);
  return input_grads;
}

Tensor floor_divide_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("floor_divide", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(dispatch::name_operand(self), dispatch::name_operand(other));
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "floor_divide";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), other);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::floor_divide_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::floor_divide_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("floor_divide");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("floor_divide", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "NotImplemented", floor_divide_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.in_place = is_inplace}, false);
  }
  return result;
}

}  // namespace

Tensor floor_divide(const Tensor& self, const Tensor& other) {
  return floor_divide_stub(self, other, nullptr, false);
}

Tensor& floor_divide_out(Tensor& out, const Tensor& self, const Tensor& other) {
  floor_divide_stub(self, other, &out, false);
  return out;
}

Tensor floor_divide(const Scalar& self, const Tensor& other) {
  return floor_divide_stub(self, other, nullptr, false);
}

Tensor& floor_divide_out(Tensor& out, const Scalar& self, const Tensor& other) {
  floor_divide_stub(self, other, &out, false);
  return out;
}

Tensor floor_divide(const Tensor& self, const Scalar& other) {
  return floor_divide_stub(self, other, nullptr, false);
}

Tensor& floor_divide_out(Tensor& out, const Tensor& self, const Scalar& other) {
  floor_divide_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::floor_divide(const Tensor& other) const {
  return floor_divide_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::floor_divide_(const Tensor& other) const {
  floor_divide_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::floor_divide(const Scalar& other) const {
  return floor_divide_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::floor_divide_(const Scalar& other) const {
  floor_divide_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
