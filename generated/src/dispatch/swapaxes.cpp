// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named swapaxes: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/swapaxes.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/swapaxes.h"
#include "opforge/name_inference.h"
#include "opforge/ops/transpose.h"

namespace opforge {
namespace {

// swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)
// The derivatives (ops.yaml): self: transpose(grad, axis0, axis1).
std::vector<Tensor> swapaxes_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t axis0 = saved.scalars[0].to<int64_t>();
  const int64_t axis1 = saved.scalars[1].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::transpose(grad, axis0, axis1);
  return input_grads;
}

Tensor swapaxes_stub(const Tensor& self, int64_t axis0, int64_t axis1, const Tensor* out) {
  const bool history = autograd::check_with_derivative("swapaxes", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("swapaxes", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::transpose_geometry(self, axis0, axis1);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "SwapaxesBackward0", swapaxes_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(axis0), Scalar(axis1)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor swapaxes(const Tensor& self, int64_t axis0, int64_t axis1) {
  return swapaxes_stub(self, axis0, axis1, nullptr);
}

Tensor Tensor::swapaxes(int64_t axis0, int64_t axis1) const {
  return swapaxes_stub(*this, axis0, axis1, nullptr);
}

const Tensor& Tensor::swapaxes_(int64_t axis0, int64_t axis1) const {
  swapaxes_stub(*this, axis0, axis1, this);
  return *this;
}

}  // namespace opforge
