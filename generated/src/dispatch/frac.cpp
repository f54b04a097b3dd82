// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named frac: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/frac.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/frac.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// frac(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> frac_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor frac_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("frac", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "frac";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::SameKind;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::frac_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::frac_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("frac");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("frac", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "FracBackward0", frac_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor frac(const Tensor& self) {
  return frac_stub(self, nullptr, false);
}

Tensor& frac_out(Tensor& out, const Tensor& self) {
  frac_stub(self, &out, false);
  return out;
}

Tensor Tensor::frac() const {
  return frac_stub(*this, nullptr, false);
}

const Tensor& Tensor::frac_() const {
  frac_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
