// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named to: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/to.h"

#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/to.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> to_dtype_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor to_dtype_stub(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const bool history = autograd::check_with_derivative("to", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("to.dtype", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::to_dtype(self, dtype, non_blocking, copy, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ToBackward0", to_dtype_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

// to.device(Tensor(a) self, Device device, ScalarType? dtype=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
Tensor to_device_stub(const Tensor& self, Device device, std::optional<ScalarType> dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const bool history = autograd::check_with_derivative("to", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("to.device", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::to_device(self, device, dtype, non_blocking, copy, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ToBackward0", to_dtype_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

// to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)
Tensor to_other_stub(const Tensor& self, const Tensor& other, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const bool history = autograd::check_with_derivative("to", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  std::optional<autograd::NoGradGuard> no_grad;
  if (history) [[unlikely]] no_grad.emplace();
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("to.other", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::to_other(self, other, non_blocking, copy, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ToBackward0", to_dtype_backward, {autograd::input_tensor(self)}, {}, false);
  }
  return result;
}

}  // namespace

Tensor Tensor::to(ScalarType dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format) const {
  return to_dtype_stub(*this, dtype, non_blocking, copy, memory_format, nullptr);
}

Tensor Tensor::to(Device device, std::optional<ScalarType> dtype, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format) const {
  return to_device_stub(*this, device, dtype, non_blocking, copy, memory_format, nullptr);
}

Tensor Tensor::to(const Tensor& other, bool non_blocking, bool copy, std::optional<MemoryFormat> memory_format) const {
  return to_other_stub(*this, other, non_blocking, copy, memory_format, nullptr);
}

}  // namespace opforge
