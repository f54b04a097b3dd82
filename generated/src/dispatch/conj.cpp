// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named conj: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/conj.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/conj.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// conj(Tensor(a) self) -> Tensor(a)
// The derivatives (ops.yaml): self: conj(grad).
std::vector<Tensor> conj_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::conj(grad);
  return input_grads;
}

Tensor conj_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("conj", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("conj", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::conj(self, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ConjBackward0", conj_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor conj(const Tensor& self) {
  return conj_stub(self, nullptr);
}

Tensor Tensor::conj() const {
  return conj_stub(*this, nullptr);
}

}  // namespace opforge
