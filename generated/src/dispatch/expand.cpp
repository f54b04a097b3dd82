// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named expand: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/expand.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/expand.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// expand(Tensor(a) self, int[] size, *, bool implicit=False) -> Tensor(a)
// The derivatives (ops.yaml): self: grad.
std::vector<Tensor> expand_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = grad;
  return input_grads;
}

Tensor expand_stub(const Tensor& self, IntArrayRef size, bool implicit, const Tensor* out) {
  const bool history = autograd::check_with_derivative("expand", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("expand", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::expand_geometry(self, size, implicit);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ExpandBackward0", expand_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor Tensor::expand(IntArrayRef size, bool implicit) const {
  return expand_stub(*this, size, implicit, nullptr);
}

}  // namespace opforge
