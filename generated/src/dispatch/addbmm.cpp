// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named addbmm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/addbmm.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/addbmm.h"
#include "opforge/name_inference.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/matmul.h"
#include "opforge/ops/mul.h"
#include "opforge/ops/transpose.h"
#include "opforge/ops/unsqueeze.h"

namespace opforge {
namespace {

// addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
// The derivatives (ops.yaml): self: grad * conj(beta); batch1: matmul(unsqueeze(grad, 0), transpose(conj(batch2), 1, 2)) * conj(alpha); batch2: matmul(transpose(conj(batch1), 1, 2), unsqueeze(grad, 0)) * conj(alpha).
std::vector<Tensor> addbmm_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& batch1 = saved.tensors[0];
  const Tensor& batch2 = saved.tensors[1];
  const Scalar& beta = saved.scalars[0];
  const Scalar& alpha = saved.scalars[1];
  std::vector<Tensor> input_grads(3);
  if (saved.needs_grad(0)) input_grads[0] = opforge::mul(grad, autograd::conj_scalar(beta));
  if (saved.needs_grad(1)) input_grads[1] = opforge::mul(opforge::matmul(opforge::unsqueeze(grad, int64_t{0}), opforge::transpose(opforge::conj(batch2), int64_t{1}, int64_t{2})), autograd::conj_scalar(alpha));
  if (saved.needs_grad(2)) input_grads[2] = opforge::mul(opforge::matmul(opforge::transpose(opforge::conj(batch1), int64_t{1}, int64_t{2}), opforge::unsqueeze(grad, int64_t{0})), autograd::conj_scalar(alpha));
  return input_grads;
}

Tensor addbmm_stub(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  const bool history = autograd::check_with_derivative("addbmm", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self, batch1, batch2);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out == &self ? "aten::addbmm_" : out && out != &self ? "aten::addbmm.out" : "aten::addbmm", {self, batch1, batch2});
  dispatch::check_device("addbmm", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(batch1);
  aliasing.input(batch2);
  Tensor result = composite::addbmm(self, batch1, batch2, beta, alpha, out == &self ? out : aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "AddbmmBackward0", addbmm_backward, {autograd::input_tensor(self), autograd::input_tensor(batch1), autograd::input_tensor(batch2)}, {.tensors = {batch1, batch2}, .scalars = {Scalar(beta), Scalar(alpha)}}, false);
  }
  return result;
}

}  // namespace

Tensor addbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return addbmm_stub(self, batch1, batch2, beta, alpha, nullptr);
}

Tensor& addbmm_out(Tensor& out, const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  addbmm_stub(self, batch1, batch2, beta, alpha, &out);
  return out;
}

Tensor Tensor::addbmm(const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) const {
  return addbmm_stub(*this, batch1, batch2, beta, alpha, nullptr);
}

const Tensor& Tensor::addbmm_(const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) const {
  addbmm_stub(*this, batch1, batch2, beta, alpha, this);
  return *this;
}

}  // namespace opforge
