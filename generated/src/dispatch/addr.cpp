// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named addr: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/addr.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/addr.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/mv.h"
#include "opforge/ops/t.h"

namespace opforge {
namespace {

// addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
// The derivatives (ops.yaml): self: grad * conj(beta); vec1: mv(grad, conj(vec2)) * conj(alpha); vec2: mv(t(grad), conj(vec1)) * conj(alpha).
std::vector<Tensor> addr_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& vec1 = saved.tensors[0];
  const Tensor& vec2 = saved.tensors[1];
  const Scalar& beta = saved.scalars[0];
  const Scalar& alpha = saved.scalars[1];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, autograd::conj_scalar(beta));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::mv(grad, opforge::conj(vec2)), autograd::conj_scalar(alpha));
  if (saved.needs_grad(2)) input_grads[2] = opforge::mul(opforge::mv(opforge::t(grad), opforge::conj(vec1)), autograd::conj_scalar(alpha));
  return input_grads;
}

Tensor addr_stub(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  const bool history = autograd::check_with_derivative("addr", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, vec1, vec2);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out == &self ? "aten::addr_" : out && out != &self ? "aten::addr.out" : "aten::addr", {self, vec1, vec2});
  dispatch::check_device("addr", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(vec1);
  aliasing.input(vec2);
  Tensor result = composite::addr(self, vec1, vec2, beta, alpha, out == &self ? out : aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AddrBackward0", addr_backward, {autograd::input_tensor(self), autograd::input_tensor(vec1), autograd::input_tensor(vec2)}, {.tensors = {vec1, vec2}, .scalars = {Scalar(beta), Scalar(alpha)}}, false);
  }
  return result;
}

}  // namespace

Tensor addr(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  return addr_stub(self, vec1, vec2, beta, alpha, nullptr);
}

Tensor& addr_out(Tensor& out, const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  addr_stub(self, vec1, vec2, beta, alpha, &out);
  return out;
}

Tensor Tensor::addr(const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) const {
  return addr_stub(*this, vec1, vec2, beta, alpha, nullptr);
}

const Tensor& Tensor::addr_(const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) const {
  addr_stub(*this, vec1, vec2, beta, alpha, this);
  return *this;
}

}  // namespace opforge
