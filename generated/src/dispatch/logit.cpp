// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named logit: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/logit.h"

#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/logit.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// logit(Tensor self, float? eps=None) -> Tensor
// The derivatives (ops.yaml): self: logit_backward(grad, self, eps).
std::vector<Tensor> logit_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const std::optional<Scalar>& eps = saved.optional_scalars[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::logit_backward(grad, self, eps);
  return input_grads;
}

Tensor logit_stub(elementwise::Input self, std::optional<double> eps, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("logit", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(is_inplace ? "aten::logit_" : out && !is_inplace ? "aten::logit.out" : "aten::logit", {dispatch::name_operand(self)});
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "logit";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::logit_kernel(iter, eps);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::logit_kernel(iter, eps);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("logit");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("logit", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "LogitBackward0", logit_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}, .optional_scalars = {eps ? std::optional<Scalar>(*eps) : std::nullopt}}, false);
  }
  return result;
}

}  // namespace

Tensor logit(const Tensor& self, std::optional<double> eps) {
  return logit_stub(self, eps, nullptr, false);
}

Tensor& logit_out(Tensor& out, const Tensor& self, std::optional<double> eps) {
  logit_stub(self, eps, &out, false);
  return out;
}

Tensor Tensor::logit(std::optional<double> eps) const {
  return logit_stub(*this, eps, nullptr, false);
}

const Tensor& Tensor::logit_(std::optional<double> eps) const {
  logit_stub(*this, eps, this, true);
  return *this;
}

}  // namespace opforge
