// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named copy: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/copy.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/copy.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad); src: grad.
std::vector<Tensor> copy_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  if (saved.needs_grad(1)) input_grads[1] = grad;
  return input_grads;
}

Tensor copy_stub(const Tensor& self, const Tensor& src, bool non_blocking, const Tensor* out) {
  const bool history = autograd::check_with_derivative("copy", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, src);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("copy", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(self, src);
  Tensor result = composite::copy(self, src, non_blocking, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "CopyBackward0", copy_backward, {autograd::input_tensor(self), autograd::input_tensor(src)}, {}, false);
  }
  return result;
}

}  // namespace

const Tensor& Tensor::copy_(const Tensor& src, bool non_blocking) const {
  copy_stub(*this, src, non_blocking, this);
  return *this;
}

}  // namespace opforge
