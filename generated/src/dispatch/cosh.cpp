// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cosh: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cosh.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/cosh.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/sinh.h"

namespace opforge {
namespace {

// cosh(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: grad * conj(sinh(self)).
std::vector<Tensor> cosh_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, opforge::conj(opforge::sinh(self)));
  return input_grads;
}

Tensor cosh_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("cosh", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<Tensor> original_self;
  if (history && is_inplace) [[unlikely]] original_self = autograd::original_of(autograd::as_tensor(self));
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "cosh";
  config.promotion = PromotionKind::IntToFloat;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::cosh_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::cosh_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("cosh");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("cosh", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "CoshBackward0", cosh_backward, {autograd::input_tensor(self)}, {.tensors = {original_self ? *original_self : Tensor(autograd::as_tensor(self))}}, false);
  }
  return result;
}

}  // namespace

Tensor cosh(const Tensor& self) {
  return cosh_stub(self, nullptr, false);
}

Tensor& cosh_out(Tensor& out, const Tensor& self) {
  cosh_stub(self, &out, false);
  return out;
}

Tensor Tensor::cosh() const {
  return cosh_stub(*this, nullptr, false);
}

const Tensor& Tensor::cosh_() const {
  cosh_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
