// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named diagonal: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/diagonal.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/diagonal.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)
Tensor diagonal_stub(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2, const Tensor* out) {
  autograd::check_without_derivative("diagonal", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("diagonal", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::diagonal_geometry(self, offset, dim1, dim2);
  return dispatch::make_view(self, geometry, out);
}

// diagonal.Dimname(Tensor(a) self, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0) -> Tensor(a)
Tensor diagonal_Dimname_stub(const Tensor& self, Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset, const Tensor* out) {
  autograd::check_without_derivative("diagonal", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("diagonal.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::diagonal_geometry(self, outdim, dim1, dim2, offset);
  return dispatch::make_view(self, geometry, out, DimnameList(&outdim, 1));
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
