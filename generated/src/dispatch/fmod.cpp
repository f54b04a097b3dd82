// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named fmod: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/fmod.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/fmod.h"
#include "opforge/name_inference.h"
#include "opforge/ops/div.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"
#include "opforge/ops/trunc.h"

namespace opforge {
namespace {

// fmod.Tensor(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad; other: -grad * trunc(self / other).
std::vector<Tensor> fmod_Tensor_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::neg(grad), opforge::trunc(opforge::div(self, other)));
  return input_grads;
}

Tensor fmod_Tensor_stub(elementwise::Input self, elementwise::Input other, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("fmod", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::fmod_.Tensor" : out && !is_inplace ? "aten::fmod.Tensor_out" : "aten::fmod.Tensor", {dispatch::name_operand(self), dispatch::name_operand(other)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  inputs.add(other, true);
  elementwise::Config config;
  config.op_name = "fmod";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  pointwise_checks::check_integer_divisor(iter.compute_dtype(), iter.device(), other);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::fmod_Tensor_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::fmod_Tensor_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("fmod.Tensor");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("fmod.Tensor", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "FmodBackward0", fmod_Tensor_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self)), autograd::as_tensor(other)}}, false);
  }
  return result;
}

}  // namespace

Tensor fmod(const Tensor& self, const Tensor& other) {
  return fmod_Tensor_stub(self, other, nullptr, false);
}

Tensor& fmod_out(Tensor& out, const Tensor& self, const Tensor& other) {
  fmod_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor fmod(const Tensor& self, const Scalar& other) {
  return fmod_Tensor_stub(self, other, nullptr, false);
}

Tensor& fmod_out(Tensor& out, const Tensor& self, const Scalar& other) {
  fmod_Tensor_stub(self, other, &out, false);
  return out;
}

Tensor Tensor::fmod(const Tensor& other) const {
  return fmod_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::fmod_(const Tensor& other) const {
  fmod_Tensor_stub(*this, other, this, true);
  return *this;
}

Tensor Tensor::fmod(const Scalar& other) const {
  return fmod_Tensor_stub(*this, other, nullptr, false);
}

const Tensor& Tensor::fmod_(const Scalar& other) const {
  fmod_Tensor_stub(*this, other, this, true);
  return *this;
}

}  // namespace opforge
