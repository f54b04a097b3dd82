// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cpu: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cpu.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/cpu.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cpu(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> cpu_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor cpu_stub(const Tensor& self, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cpu", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("cpu", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::cpu(self, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "CpuBackward0", cpu_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor Tensor::cpu(std::optional<MemoryFormat> memory_format) const {
  return cpu_stub(*this, memory_format, nullptr);
}

}  // namespace opforge
