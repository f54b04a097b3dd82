// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unflatten: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unflatten.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unflatten.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a)
Tensor unflatten_int_stub(const Tensor& self, int64_t dim, IntArrayRef sizes, const Tensor* out) {
  autograd::check_without_derivative("unflatten", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unflatten.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unflatten_geometry(self, dim, sizes);
  return dispatch::make_view(self, geometry, out);
}

// unflatten.Dimname(Tensor(a) self, Dimname dim, int[] sizes, Dimname[] names) -> Tensor(a)
Tensor unflatten_Dimname_stub(const Tensor& self, Dimname dim, IntArrayRef sizes, DimnameList names, const Tensor* out) {
  autograd::check_without_derivative("unflatten", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unflatten.Dimname", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unflatten_geometry(self, dim, sizes, names);
  return dispatch::make_view(self, geometry, out, names);
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
