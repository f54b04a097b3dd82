// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named squeeze: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/squeeze.h"

#include "dispatch/view_geometry.h"
#include "autograd/derived.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/squeeze.h"
#include "opforge/name_inference.h"
#include "opforge/ops/reshape.h"

namespace opforge {
namespace {

// squeeze(Tensor(a) self) -> Tensor(a)
// The derivatives (ops.yaml): self: reshape(grad, sizes(self)).
std::vector<Tensor> squeeze_backward(const autograd::SavedValues& saved, const std::vector<Tensor>& grad_outputs) {
  const Tensor& grad = grad_outputs[0];
  std::vector<Tensor> input_grads(1);
  if (saved.needs_grad(0)) input_grads[0] = opforge::reshape(grad, saved.input_sizes[0].span());
  return input_grads;
}

Tensor squeeze_stub(const Tensor& self, const Tensor* out) {
  const bool history = autograd::check_with_derivative("squeeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("squeeze", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::squeeze_geometry(self);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "SqueezeBackward0", squeeze_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
Tensor squeeze_dim_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("squeeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("squeeze.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::squeeze_geometry(self, dim);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "SqueezeBackward0", squeeze_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

// squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)
Tensor squeeze_dimname_stub(const Tensor& self, Dimname dim, const Tensor* out) {
  const bool history = autograd::check_with_derivative("squeeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("squeeze.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::ViewGeometry geometry = meta::squeeze_geometry(self, dim_resolved);
  Tensor result = dispatch::make_view(self, geometry, out);
  if (history && (out == &self || !result.is_same(self))) [[unlikely]] {
    autograd::record_derived(result, "SqueezeBackward0", squeeze_backward, {autograd::input_tensor(self)}, {}, false);
    autograd::note_view(self, result);
  }
  return result;
}

}  // namespace

Tensor squeeze(const Tensor& self) {
  return squeeze_stub(self, nullptr);
}

Tensor Tensor::squeeze() const {
  return squeeze_stub(*this, nullptr);
}

const Tensor& Tensor::squeeze_() const {
  squeeze_stub(*this, this);
  return *this;
}

Tensor squeeze(const Tensor& self, int64_t dim) {
  return squeeze_dim_stub(self, dim, nullptr);
}

Tensor Tensor::squeeze(int64_t dim) const {
  return squeeze_dim_stub(*this, dim, nullptr);
}

const Tensor& Tensor::squeeze_(int64_t dim) const {
  squeeze_dim_stub(*this, dim, this);
  return *this;
}

Tensor squeeze(const Tensor& self, Dimname dim) {
  return squeeze_dimname_stub(self, dim, nullptr);
}

Tensor Tensor::squeeze(Dimname dim) const {
  return squeeze_dimname_stub(*this, dim, nullptr);
}

const Tensor& Tensor::squeeze_(Dimname dim) const {
  squeeze_dimname_stub(*this, dim, this);
  return *this;
}

}  // namespace opforge
