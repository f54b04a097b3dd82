// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named vdot: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/vdot.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/vdot.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"

namespace opforge {
namespace {

// vdot(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: conj(grad) * other; other: grad * self.
std::vector<Tensor> vdot_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(opforge::conj(grad), other);
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(grad, self);
  return input_grads;
}

Tensor vdot_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  const bool history = autograd::check_with_derivative("vdot", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::vdot.out" : "aten::vdot", {self, other});
  dispatch::check_device("vdot", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(other);
  Tensor result = composite::vdot(self, other, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "VdotBackward0", vdot_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {self, other}}, false);
  }
  return result;
}

}  // namespace

Tensor vdot(const Tensor& self, const Tensor& other) {
  return vdot_stub(self, other, nullptr);
}

Tensor& vdot_out(Tensor& out, const Tensor& self, const Tensor& other) {
  vdot_stub(self, other, &out);
  return out;
}

Tensor Tensor::vdot(const Tensor& other) const {
  return vdot_stub(*this, other, nullptr);
}

}  // namespace opforge
