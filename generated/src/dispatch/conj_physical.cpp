// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named conj_physical: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/conj_physical.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "iteration/elementwise.h"
#include "iteration/pointwise_checks.h"
#include "kernels/conj_physical.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"

namespace opforge {
namespace {

// conj_physical(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: conj(grad).
std::vector<Tensor> conj_physical_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::conj(grad);
  return input_grads;
}

Tensor conj_physical_stub(elementwise::Input self, const Tensor* out, bool is_inplace) {
  const bool history = autograd::check_with_derivative("conj_physical", is_inplace ? autograd::CallForm::inplace : out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  // noop_unless: complex. Real self is the function form's result itself, and the in-place form
  // leaves it, before any check (PyTorch's composite returns first); out= computes.
  if ((out == nullptr || is_inplace) && !self.tensor->is_complex()) return Tensor(*self.tensor);
  const name_inference::MaybeNames names = name_inference::keeps_input_names(dispatch::name_operand(self));
  elementwise::InputList inputs;
  inputs.add(self, true);
  elementwise::Config config;
  config.op_name = "conj_physical";
  config.promotion = PromotionKind::Default;
  config.inplace_cast = elementwise::InplaceCast::Exact;
  config.out = out;
  config.is_inplace = is_inplace;
  elementwise::ElementwiseIter iter(config, inputs);
  name_inference::propagate_names(*iter.output().impl(), names);
  switch (iter.device().type()) {
    case DeviceType::CPU:
      cpu::conj_physical_kernel(iter);
      break;
    case DeviceType::CUDA:
#ifdef OPFORGE_HAS_CUDA
      cuda::conj_physical_kernel(iter);
      break;
#else
      dispatch::raise_built_without_cuda_kernels("conj_physical");
#endif
    case DeviceType::Meta:
      break;  // no data: the results' sizes, dtypes and names are all there is
    default:
      dispatch::raise_device_not_supported("conj_physical", iter.device(), "[cpu, cuda, meta]");
  }
  Tensor result = iter.take_output();
  if (history) [[unlikely]] {
    autograd::record_derived(result, "ConjPhysicalBackward0", conj_physical_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor conj_physical(const Tensor& self) {
  return conj_physical_stub(self, nullptr, false);
}

Tensor& conj_physical_out(Tensor& out, const Tensor& self) {
  conj_physical_stub(self, &out, false);
  return out;
}

Tensor Tensor::conj_physical() const {
  return conj_physical_stub(*this, nullptr, false);
}

const Tensor& Tensor::conj_physical_() const {
  conj_physical_stub(*this, this, true);
  return *this;
}

}  // namespace opforge
