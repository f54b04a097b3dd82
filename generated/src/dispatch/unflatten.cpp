// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unflatten: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unflatten.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unflatten.h"
#include "opforge/name_inference.h"
#include "opforge/ops/reshape.h"

namespace opforge {
namespace {

// unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a)
// The derivatives (ops.yaml): self: reshape(grad, sizes(self)).
std::vector<Tensor> unflatten_int_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::reshape(grad, saved.input_sizes[0].span());
  return input_grads;
}

Tensor unflatten_int_stub(const Tensor& self, int64_t dim, IntArrayRef sizes, const Tensor* out) {
  const bool history = autograd::check_with_derivative("unflatten", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unflatten.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unflatten_geometry(self, dim, sizes);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "UnflattenBackward0", unflatten_int_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// unflatten.Dimname(Tensor(a) self, Dimname dim, int[] sizes, Dimname[] names) -> Tensor(a)
Tensor unflatten_Dimname_stub(const Tensor& self, Dimname dim, IntArrayRef sizes, DimnameList names, const Tensor* out) {
  const bool history = autograd::check_with_derivative("unflatten", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unflatten.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unflatten_geometry(self, dim, sizes, names);
  Tensor result = dispatch::make_view(self, geometry, out, names);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "UnflattenBackward0", unflatten_int_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor unflatten(const Tensor& self, int64_t dim, IntArrayRef sizes) {
  return unflatten_int_stub(self, dim, sizes, nullptr);
}

Tensor Tensor::unflatten(int64_t dim, IntArrayRef sizes) const {
  return unflatten_int_stub(*this, dim, sizes, nullptr);
}

Tensor unflatten(const Tensor& self, Dimname dim, IntArrayRef sizes, DimnameList names) {
  return unflatten_Dimname_stub(self, dim, sizes, names, nullptr);
}

Tensor Tensor::unflatten(Dimname dim, IntArrayRef sizes, DimnameList names) const {
  return unflatten_Dimname_stub(*this, dim, sizes, names, nullptr);
}

}  // namespace opforge
