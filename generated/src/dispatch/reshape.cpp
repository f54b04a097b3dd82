// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named reshape: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/reshape.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/reshape.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// reshape(Tensor(a) self, int[] shape) -> Tensor(a)
// The derivatives (ops.yaml): self: reshape(grad, sizes(self)).
std::vector<Tensor> reshape_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::reshape(grad, saved.input_sizes[0].span());
  return input_grads;
}

Tensor reshape_stub(const Tensor& self, IntArrayRef shape, const Tensor* out) {
  const bool history = autograd::check_with_derivative("reshape", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("reshape", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::reshape_geometry(self, shape);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ReshapeBackward0", reshape_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor reshape(const Tensor& self, IntArrayRef shape) {
  return reshape_stub(self, shape, nullptr);
}

Tensor Tensor::reshape(IntArrayRef shape) const {
  return reshape_stub(*this, shape, nullptr);
}

}  // namespace opforge
