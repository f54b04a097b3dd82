// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named matmul: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/matmul.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/matmul.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// matmul(Tensor self, Tensor other) -> Tensor
// The derivatives (ops.yaml): self: matmul_self_backward(grad, self, other); other: matmul_other_backward(grad, self, other).
std::vector<Tensor> matmul_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  const Tensor& other = saved.tensors[1];
  std::vector<Tensor> input_grads(2);
  if (saved.needs_grad(0)) input_grads[0] = autograd::matmul_self_backward(grad, self, other);
  if (saved.needs_grad(1)) input_grads[1] = autograd::matmul_other_backward(grad, self, other);
  return input_grads;
}

Tensor matmul_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  const bool history = autograd::check_with_derivative("matmul", out ? autograd::CallForm::out : autograd::CallForm::function, out, self, other);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("matmul", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(self, other);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(other);
  Tensor result = composite::matmul(self, other, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MatmulBackward0", matmul_backward, {autograd::input_tensor(self), autograd::input_tensor(other)}, {.tensors = {self, other}}, false);
  }
  return result;
}

}  // namespace

Tensor matmul(const Tensor& self, const Tensor& other) {
  return matmul_stub(self, other, nullptr);
}

Tensor& matmul_out(Tensor& out, const Tensor& self, const Tensor& other) {
  matmul_stub(self, other, &out);
  return out;
}

Tensor Tensor::matmul(const Tensor& other) const {
  return matmul_stub(*this, other, nullptr);
}

}  // namespace opforge
