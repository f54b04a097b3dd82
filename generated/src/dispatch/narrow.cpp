// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named narrow: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/narrow.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/narrow.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)
// The derivatives (ops.yaml): self: narrow_backward(grad, sizes(self), dim, start, length).
std::vector<Tensor> narrow_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const int64_t start = saved.scalars[1].to<int64_t>();
  const int64_t length = saved.scalars[2].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::narrow_backward(grad, saved.input_sizes[0].span(), dim, start, length);
  return input_grads;
}

Tensor narrow_stub(const Tensor& self, int64_t dim, int64_t start, int64_t length, const Tensor* out) {
  const bool history = autograd::check_with_derivative("narrow", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("narrow", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::narrow_geometry(self, dim, start, length);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "NarrowBackward0", narrow_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim), Scalar(start), Scalar(length)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  return narrow_stub(self, dim, start, length, nullptr);
}

Tensor Tensor::narrow(int64_t dim, int64_t start, int64_t length) const {
  return narrow_stub(*this, dim, start, length, nullptr);
}

}  // namespace opforge
