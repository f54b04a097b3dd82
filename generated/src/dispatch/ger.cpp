// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named ger: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/ger.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/ger.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mv.h"
#include "opforge/ops/t.h"

namespace opforge {
namespace {

// ger(Tensor self, Tensor vec2) -> Tensor
// The derivatives (ops.yaml): self: mv(grad, conj(vec2)); vec2: mv(t(grad), conj(self)).
std::vector<Tensor> ger_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& vec2 = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mv(grad, opforge::conj(vec2));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mv(opforge::t(grad), opforge::conj(self));
  return input_grads;
}

Tensor ger_stub(const Tensor& self, const Tensor& vec2, const Tensor* out) {
  const bool history = autograd::check_with_derivative("ger", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, vec2);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("ger", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(vec2);
  Tensor result = composite::ger(self, vec2, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "GerBackward0", ger_backward, {autograd::input_tensor(self), autograd::input_tensor(vec2)}, {.tensors = {self, vec2}}, false);
  }
  return result;
}

}  // namespace

Tensor ger(const Tensor& self, const Tensor& vec2) {
  return ger_stub(self, vec2, nullptr);
}

Tensor& ger_out(Tensor& out, const Tensor& self, const Tensor& vec2) {
  ger_stub(self, vec2, &out);
  return out;
}

Tensor Tensor::ger(const Tensor& vec2) const {
  return ger_stub(*this, vec2, nullptr);
}

}  // namespace opforge
