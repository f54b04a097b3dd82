// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named view: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/view.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/view.h"
#include "opforge/name_inference.h"
#include "opforge/ops/reshape.h"

namespace opforge {
namespace {

// view(Tensor(a) self, int[] size) -> Tensor(a)
// The derivatives (ops.yaml): self: reshape(grad, sizes(self)).
std::vector<Tensor> view_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::reshape(grad, saved.input_sizes[0].span());
  return input_grads;
}

Tensor view_stub(const Tensor& self, IntArrayRef size, const Tensor* out) {
  const bool history = autograd::check_with_derivative("view", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::view", {self});
  dispatch::check_device("view", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::view_geometry(self, size);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "ViewBackward0", view_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor Tensor::view(IntArrayRef size) const {
  return view_stub(*this, size, nullptr);
}

}  // namespace opforge
