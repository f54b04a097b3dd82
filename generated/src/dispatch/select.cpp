// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named select: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/select.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/select.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// select.int(Tensor(a) self, int dim, int index) -> Tensor(a)
// The derivatives (ops.yaml): self: select_backward(grad, sizes(self), dim, index).
std::vector<Tensor> select_int_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim = saved.scalars[0].to<int64_t>();
  const int64_t index = saved.scalars[1].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::select_backward(grad, saved.input_sizes[0].span(), dim, index);
  return input_grads;
}

Tensor select_int_stub(const Tensor& self, int64_t dim, int64_t index, const Tensor* out) {
  const bool history = autograd::check_with_derivative("select", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("select.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::select_geometry(self, dim, index);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "SelectBackward0", select_int_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim), Scalar(index)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// select.Dimname(Tensor(a) self, Dimname dim, int index) -> Tensor(a)
Tensor select_Dimname_stub(const Tensor& self, Dimname dim, int64_t index, const Tensor* out) {
  const bool history = autograd::check_with_derivative("select", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("select.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::ViewGeometry geometry = meta::select_geometry(self, dim_resolved, index);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "SelectBackward0", select_int_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim_resolved), Scalar(index)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor select(const Tensor& self, int64_t dim, int64_t index) {
  return select_int_stub(self, dim, index, nullptr);
}

Tensor Tensor::select(int64_t dim, int64_t index) const {
  return select_int_stub(*this, dim, index, nullptr);
}

Tensor select(const Tensor& self, Dimname dim, int64_t index) {
  return select_Dimname_stub(self, dim, index, nullptr);
}

Tensor Tensor::select(Dimname dim, int64_t index) const {
  return select_Dimname_stub(*this, dim, index, nullptr);
}

}  // namespace opforge
