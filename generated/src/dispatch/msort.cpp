// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named msort: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/msort.h"

#include "dispatch/out_aliasing.h"
#include "autograd/derived.h"
#include "autograd/formulas.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/msort.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// msort(Tensor self) -> Tensor
// The derivatives (ops.yaml): self: msort_backward(grad, self).
std::vector<Tensor> msort_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const Tensor& self = saved.tensors[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::msort_backward(grad, self);
  return input_grads;
}

Tensor msort_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("msort", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("msort", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::msort(self, aliasing.kernel_out());
  aliasing.write_back(result);
  if (history) [[unlikely]] {
    autograd::record_derived(result, "MsortBackward0", msort_backward, {autograd::input_tensor(self)}, {.tensors = {self}}, false);
  }
  return result;
}

}  // namespace

Tensor msort(const Tensor& self) {
  return msort_stub(self, nullptr);
}

Tensor& msort_out(Tensor& out, const Tensor& self) {
  msort_stub(self, &out);
  return out;
}

Tensor Tensor::msort() const {
  return msort_stub(*this, nullptr);
}

}  // namespace opforge
