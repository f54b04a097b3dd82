// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named fill: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/fill.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/fill.h"
#include "opforge/name_inference.h"
#include "opforge/ops/zeros_like.h"

namespace opforge {
namespace {

// fill(Tensor self, Scalar value) -> Tensor
// The derivatives (ops.yaml): self: zeros_like(grad).
std::vector<Tensor> fill_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::zeros_like(grad);
  return input_grads;
}

Tensor fill_stub(const Tensor& self, const Scalar& value, const Tensor* out) {
  const bool history = autograd::check_with_derivative("fill", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("fill", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::fill(self, value, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "FillBackward0", fill_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor fill(const Tensor& self, const Scalar& value) {
  return fill_stub(self, value, nullptr);
}

const Tensor& Tensor::fill_(const Scalar& value) const {
  fill_stub(*this, value, this);
  return *this;
}

}  // namespace opforge
