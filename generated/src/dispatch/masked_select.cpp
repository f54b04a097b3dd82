// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named masked_select: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/masked_select.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/masked_select.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// masked_select(Tensor self, Tensor mask) -> Tensor
// The derivatives (ops.yaml): self: masked_select_backward(grad, self, mask).
std::vector<Tensor> masked_select_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& mask = saved.tensors[1];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::masked_select_backward(grad, self, mask);
  return input_grads;
}

Tensor masked_select_stub(const Tensor& self, const Tensor& mask, const Tensor* out) {
  const bool history = autograd::check_with_derivative("masked_select", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  autograd::check_without_derivative("masked_select", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, mask);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("masked_select", self.device(), true, true, false, "[cpu, cuda]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(mask);
  Tensor result = composite::masked_select(self, mask, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MaskedSelectBackward0", masked_select_backward, {autograd::input_tensor(self)}, {.tensors = {self, mask}}, false);
  }
  return result;
}

}  // namespace

Tensor masked_select(const Tensor& self, const Tensor& mask) {
  return masked_select_stub(self, mask, nullptr);
}

Tensor& masked_select_out(Tensor& out, const Tensor& self, const Tensor& mask) {
  masked_select_stub(self, mask, &out);
  return out;
}

Tensor Tensor::masked_select(const Tensor& mask) const {
  return masked_select_stub(*this, mask, nullptr);
}

}  // namespace opforge
