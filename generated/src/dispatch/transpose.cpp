// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named transpose: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/transpose.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/transpose.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
// The derivatives (ops.yaml): self: transpose(grad, dim0, dim1).
std::vector<Tensor> transpose_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  const int64_t dim0 = saved.scalars[0].to<int64_t>();
  const int64_t dim1 = saved.scalars[1].to<int64_t>();
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::transpose(grad, dim0, dim1);
  return input_grads;
}

Tensor transpose_stub(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor* out) {
  const bool history = autograd::check_with_derivative("transpose", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("transpose", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::transpose_geometry(self, dim0, dim1);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "TransposeBackward0", transpose_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim0), Scalar(dim1)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// transpose.Dimname(Tensor(a) self, Dimname dim0, Dimname dim1) -> Tensor(a)
Tensor transpose_Dimname_stub(const Tensor& self, Dimname dim0, Dimname dim1, const Tensor* out) {
  const bool history = autograd::check_with_derivative("transpose", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("transpose.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const int64_t dim0_resolved = resolve_dim(self, dim0);
  const int64_t dim1_resolved = resolve_dim(self, dim1);
  const dispatch::ViewGeometry geometry = meta::transpose_geometry(self, dim0_resolved, dim1_resolved);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "TransposeBackward0", transpose_backward, {autograd::input_tensor(self)}, {.scalars = {Scalar(dim0_resolved), Scalar(dim1_resolved)}}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  return transpose_stub(self, dim0, dim1, nullptr);
}

Tensor Tensor::transpose(int64_t dim0, int64_t dim1) const {
  return transpose_stub(*this, dim0, dim1, nullptr);
}

const Tensor& Tensor::transpose_(int64_t dim0, int64_t dim1) const {
  transpose_stub(*this, dim0, dim1, this);
  return *this;
}

Tensor transpose(const Tensor& self, Dimname dim0, Dimname dim1) {
  return transpose_Dimname_stub(self, dim0, dim1, nullptr);
}

Tensor Tensor::transpose(Dimname dim0, Dimname dim1) const {
  return transpose_Dimname_stub(*this, dim0, dim1, nullptr);
}

}  // namespace opforge
