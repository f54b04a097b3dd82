// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named squeeze: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/squeeze.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/squeeze.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// squeeze(Tensor(a) self) -> Tensor(a)
Tensor squeeze_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("squeeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("squeeze", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::squeeze_geometry(self);
  return dispatch::make_view(self, geometry, out);
}

// squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
Tensor squeeze_dim_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  autograd::check_without_derivative("squeeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("squeeze.dim", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::squeeze_geometry(self, dim);
  return dispatch::make_view(self, geometry, out);
}

// squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)
Tensor squeeze_dimname_stub(const Tensor& self, Dimname dim, const Tensor* out) {
  autograd::check_without_derivative("squeeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("squeeze.dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const int64_t dim_resolved = resolve_dim(self, dim);
  const dispatch::ViewGeometry geometry = meta::squeeze_geometry(self, dim_resolved);
  return dispatch::make_view(self, geometry, out);
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
