// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named inner: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/inner.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/inner.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// inner(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: inner_self_backward(grad, self, other); other: inner_other_backward(grad, self, other).
std::vector<Tensor> inner_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = autograd::inner_self_backward(grad, self, other);
  if (saved.needs_grad(1)) input_grads[1] = autograd::inner_other_backward(grad, self, other);
  return input_grads;
}

Tensor inner_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  const bool history = autograd::check_with_derivative("inner", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("inner", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(other);
  Tensor result = composite::inner(self, other, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "InnerBackward0", inner_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {self, other}}, false);
  }
  return result;
}

}  // namespace

Tensor inner(const Tensor& self, const Tensor& other) {
  return inner_stub(self, other, nullptr);
}

Tensor& inner_out(Tensor& out, const Tensor& self, const Tensor& other) {
  inner_stub(self, other, &out);
  return out;
}

Tensor Tensor::inner(const Tensor& other) const {
  return inner_stub(*this, other, nullptr);
}

}  // namespace opforge
