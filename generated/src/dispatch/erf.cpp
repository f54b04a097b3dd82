// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named erf: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/erf.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/erf.h"
#include "opforge/name_inference.h"
#include "opforge/ops/exp.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/neg.h"

namespace opforge {
namespace {

// erf(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: 1.1283791670955126 * exp(-(self * self)) * grad.
std::vector<Tensor> erf_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::mul(Scalar(1.1283791670955126), opforge::exp(opforge::neg(opforge::mul(self, self)))), grad);
  return input_grads;
}

Tensor erf_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("erf", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "erf";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::erf_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::erf_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("erf");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("erf", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ErfBackward0", erf_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}}, false);
  }
  return result;
}

}  // namespace

Tensor erf(const Tensor& self) {
  return erf_stub(self, nullptr, false);
}

Tensor& erf_out(Tensor& out, const Tensor& self) {
  erf_stub(self, &out, false);
  return out;
}

Tensor Tensor::erf() const {
  return erf_stub(*this, nullptr, false);
}

const Tensor& Tensor::erf_() const {
  erf_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
