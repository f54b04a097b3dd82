// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named positive: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/positive.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/positive.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// positive(Tensor(a) self) -> Tensor(a)
constexpr uint64_t kPositiveReject0Dtypes0 = dispatch::dtype_bits({ScalarType::Bool});
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> positive_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor positive_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("positive", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("positive", self.device(), true, true, true, "[cpu, cuda, meta]");
  if (dispatch::dtype_in(dispatch::operand_dtype(self), kPositiveReject0Dtypes0)) dispatch::reject<RuntimeError>("The `+` operator, on a bool tensor is not supported.");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::positive(self, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "PositiveBackward0", positive_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor positive(const Tensor& self) {
  return positive_stub(self, nullptr);
}

Tensor Tensor::positive() const {
  return positive_stub(*this, nullptr);
}

}  // namespace opforge
