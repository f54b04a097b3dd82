// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named diagonal: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/diagonal.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/diagonal.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)
// The derivatives (ops.yaml): self: diagonal_backward(grad, sizes(self), offset, dim1, dim2).
std::vector<Tensor> diagonal_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t offset = saved.scalars[0].to<int64_t>();
  const int64_t dim1 = saved.scalars[1].to<int64_t>();
  const int64_t dim2 = saved.scalars[2].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::diagonal_backward(grad, saved.input_sizes[0].span(), offset, dim1, dim2);
  return input_grads;
}

Tensor diagonal_stub(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2, const Tensor* out) {
  const bool history = autograd::check_with_derivative("diagonal", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("diagonal", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::diagonal_geometry(self, offset, dim1, dim2);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "DiagonalBackward0", diagonal_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(offset), Scalar(dim1), Scalar(dim2)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// diagonal.Dimname(Tensor(a) self, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0) -> Tensor(a)
// The derivatives (ops.yaml): self: diagonal_backward(grad, sizes(self), offset, dim1, dim2).
std::vector<Tensor> diagonal_Dimname_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim1 = saved.scalars[0].to<int64_t>();
  const int64_t dim2 = saved.scalars[1].to<int64_t>();
  const int64_t offset = saved.scalars[2].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = autograd::diagonal_backward(grad, saved.input_sizes[0].span(), offset, dim1, dim2);
  return input_grads;
}

Tensor diagonal_Dimname_stub(const Tensor& self, Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset, const Tensor* out) {
  const bool history = autograd::check_with_derivative("diagonal", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("diagonal.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::diagonal_geometry(self, outdim, dim1, dim2, offset);
  Tensor result = dispatch::make_view(self, geometry, out, DimnameList(&outdim, 1));
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "DiagonalBackward0", diagonal_Dimname_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(resolve_dim(self, dim1)), Scalar(resolve_dim(self, dim2)), Scalar(offset)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor diagonal(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  return diagonal_stub(self, offset, dim1, dim2, nullptr);
}

Tensor Tensor::diagonal(int64_t offset, int64_t dim1, int64_t dim2) const {
  return diagonal_stub(*this, offset, dim1, dim2, nullptr);
}

Tensor diagonal(const Tensor& self, Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset) {
  return diagonal_Dimname_stub(self, outdim, dim1, dim2, offset, nullptr);
}

Tensor Tensor::diagonal(Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset) const {
  return diagonal_Dimname_stub(*this, outdim, dim1, dim2, offset, nullptr);
}

}  // namespace opforge
