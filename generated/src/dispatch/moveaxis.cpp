// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named moveaxis: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/moveaxis.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/moveaxis.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
Tensor moveaxis_intlist_stub(const Tensor& self, IntArrayRef source, IntArrayRef destination, const Tensor* out) {
  autograd::check_without_derivative("moveaxis", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("moveaxis.intlist", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::movedim_geometry(self, source, destination);
  return dispatch::make_view(self, geometry, out);
}

// moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
Tensor moveaxis_int_stub(const Tensor& self, int64_t source, int64_t destination, const Tensor* out) {
  autograd::check_without_derivative("moveaxis", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("moveaxis.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::movedim_geometry(self, source, destination);
  return dispatch::make_view(self, geometry, out);
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
