// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named type_as: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/type_as.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/type_as.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// type_as(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> type_as_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor type_as_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  const bool history = autograd::check_with_derivative("type_as", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("type_as", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::type_as(self, other, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "TypeAsBackward0", type_as_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor Tensor::type_as(const Tensor& other) const {
  return type_as_stub(*this, other, nullptr);
}

}  // namespace opforge
