// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named cuda: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/cuda.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/cuda.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// cuda(Tensor(a) self, Device? device=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor(a)
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> cuda_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor cuda_stub(const Tensor& self, std::optional<Device> device, bool non_blocking, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const bool history = autograd::check_with_derivative("cuda", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("cuda", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::cuda(self, device, non_blocking, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "CudaBackward0", cuda_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor Tensor::cuda(std::optional<Device> device, bool non_blocking, std::optional<MemoryFormat> memory_format) const {
  return cuda_stub(*this, device, non_blocking, memory_format, nullptr);
}

}  // namespace opforge
