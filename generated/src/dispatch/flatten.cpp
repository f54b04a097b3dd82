// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named flatten: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/flatten.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/flatten.h"
#include "opforge/name_inference.h"
#include "opforge/ops/reshape.h"

namespace opforge {
namespace {

// flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)
// The derivatives (ops.yaml): self: reshape(grad, sizes(self)).
std::vector<Tensor> flatten_using_ints_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::reshape(grad, saved.input_sizes[0].span());
  return input_grads;
}

Tensor flatten_using_ints_stub(const Tensor& self, int64_t start_dim, int64_t end_dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("flatten", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("flatten.using_ints", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::flatten_geometry(self, start_dim, end_dim);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "FlattenBackward0", flatten_using_ints_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)
Tensor flatten_named_out_dim_stub(const Tensor& self, int64_t start_dim, int64_t end_dim, Dimname out_dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("flatten", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("flatten.named_out_dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::flatten_geometry(self, start_dim, end_dim, out_dim);
  Tensor result = dispatch::make_view(self, geometry, out, DimnameList(&out_dim, 1));
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "FlattenBackward0", flatten_using_ints_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// flatten.using_names(Tensor(a) self, Dimname start_dim, Dimname end_dim, Dimname out_dim) -> Tensor(a)
Tensor flatten_using_names_stub(const Tensor& self, Dimname start_dim, Dimname end_dim, Dimname out_dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("flatten", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("flatten.using_names", self.device(), true, true, true, "[cpu, cuda, meta]");
  const int64_t start_dim_resolved = resolve_dim(self, start_dim);
  const int64_t end_dim_resolved = resolve_dim(self, end_dim);
  const dispatch::ViewGeometry geometry = meta::flatten_geometry(self, start_dim_resolved, end_dim_resolved, out_dim);
  Tensor result = dispatch::make_view(self, geometry, out, DimnameList(&out_dim, 1));
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "FlattenBackward0", flatten_using_ints_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// flatten.DimnameList(Tensor(a) self, Dimname[] dims, Dimname out_dim) -> Tensor(a)
Tensor flatten_DimnameList_stub(const Tensor& self, DimnameList dims, Dimname out_dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("flatten", out ? autograd::CallForm::out : autograd::CallForm::function, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("flatten.DimnameList", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::flatten_geometry(self, dims, out_dim);
  Tensor result = dispatch::make_view(self, geometry, out, DimnameList(&out_dim, 1));
  if (history && !result.is_same(self)) [[unlikely]] {
    autograd::record_derived(result, "FlattenBackward0", flatten_using_ints_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim) {
  return flatten_using_ints_stub(self, start_dim, end_dim, nullptr);
}

Tensor Tensor::flatten(int64_t start_dim, int64_t end_dim) const {
  return flatten_using_ints_stub(*this, start_dim, end_dim, nullptr);
}

Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim, Dimname out_dim) {
  return flatten_named_out_dim_stub(self, start_dim, end_dim, out_dim, nullptr);
}

Tensor Tensor::flatten(int64_t start_dim, int64_t end_dim, Dimname out_dim) const {
  return flatten_named_out_dim_stub(*this, start_dim, end_dim, out_dim, nullptr);
}

Tensor flatten(const Tensor& self, Dimname start_dim, Dimname end_dim, Dimname out_dim) {
  return flatten_using_names_stub(self, start_dim, end_dim, out_dim, nullptr);
}

Tensor Tensor::flatten(Dimname start_dim, Dimname end_dim, Dimname out_dim) const {
  return flatten_using_names_stub(*this, start_dim, end_dim, out_dim, nullptr);
}

Tensor flatten(const Tensor& self, DimnameList dims, Dimname out_dim) {
  return flatten_DimnameList_stub(self, dims, out_dim, nullptr);
}

Tensor Tensor::flatten(DimnameList dims, Dimname out_dim) const {
  return flatten_DimnameList_stub(*this, dims, out_dim, nullptr);
}

}  // namespace opforge
