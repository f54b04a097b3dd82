// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named moveaxis: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/moveaxis.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/moveaxis.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
// The derivatives (ops.yaml): self: moveaxis(grad, destination, source).
std::vector<Tensor> moveaxis_intlist_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const IntArrayRef source = saved.int_lists[0].span();
  const IntArrayRef destination = saved.int_lists[1].span();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::moveaxis(grad, destination, source);
  return input_grads;
}

Tensor moveaxis_intlist_stub(const Tensor& self, IntArrayRef source, IntArrayRef destination, const Tensor* out) {
  const bool history = autograd::check_with_derivative("moveaxis", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("moveaxis.intlist", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::movedim_geometry(self, source, destination);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "MoveaxisBackward0", moveaxis_intlist_backward, {autograd::input_tensor(self)}, {.int_lists = {DimVector(source), DimVector(destination)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
// The derivatives (ops.yaml): self: moveaxis(grad, destination, source).
std::vector<Tensor> moveaxis_int_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t source = saved.scalars[0].to<int64_t>();
  const int64_t destination = saved.scalars[1].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::moveaxis(grad, destination, source);
  return input_grads;
}

Tensor moveaxis_int_stub(const Tensor& self, int64_t source, int64_t destination, const Tensor* out) {
  const bool history = autograd::check_with_derivative("moveaxis", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("moveaxis.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::movedim_geometry(self, source, destination);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "MoveaxisBackward0", moveaxis_int_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(source), Scalar(destination)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor moveaxis(const Tensor& self, IntArrayRef source, IntArrayRef destination) {
  return moveaxis_intlist_stub(self, source, destination, nullptr);
}

Tensor Tensor::moveaxis(IntArrayRef source, IntArrayRef destination) const {
  return moveaxis_intlist_stub(*this, source, destination, nullptr);
}

Tensor moveaxis(const Tensor& self, int64_t source, int64_t destination) {
  return moveaxis_int_stub(self, source, destination, nullptr);
}

Tensor Tensor::moveaxis(int64_t source, int64_t destination) const {
  return moveaxis_int_stub(*this, source, destination, nullptr);
}

}  // namespace opforge
