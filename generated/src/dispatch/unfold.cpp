// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unfold: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unfold.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unfold.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)
// The derivatives (ops.yaml): self: unfold_backward(grad, sizes(self), dimension, size, step).
std::vector<Tensor> unfold_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dimension = saved.scalars[0].to<int64_t>();
  const int64_t size = saved.scalars[1].to<int64_t>();
  const int64_t step = saved.scalars[2].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::unfold_backward(grad, saved.input_sizes[0].span(), dimension, size, step);
  return input_grads;
}

Tensor unfold_stub(const Tensor& self, int64_t dimension, int64_t size, int64_t step, const Tensor* out) {
  const bool history = autograd::check_with_derivative("unfold", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::unfold", {self});
  dispatch::check_device("unfold", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unfold_geometry(self, dimension, size, step);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "UnfoldBackward0", unfold_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dimension), Scalar(size), Scalar(step)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor Tensor::unfold(int64_t dimension, int64_t size, int64_t step) const {
  return unfold_stub(*this, dimension, size, step, nullptr);
}

}  // namespace opforge
