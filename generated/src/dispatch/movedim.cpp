// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named movedim: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/movedim.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/movedim.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
Tensor movedim_intlist_stub(const Tensor& self, IntArrayRef source, IntArrayRef destination, const Tensor* out) {
  autograd::check_without_derivative("movedim", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("movedim.intlist", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::movedim_geometry(self, source, destination);
  return dispatch::make_view(self, geometry, out);
}

// movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)
Tensor movedim_int_stub(const Tensor& self, int64_t source, int64_t destination, const Tensor* out) {
  autograd::check_without_derivative("movedim", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("movedim.int", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::movedim_geometry(self, source, destination);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor movedim(const Tensor& self, IntArrayRef source, IntArrayRef destination) {
  return movedim_intlist_stub(self, source, destination, nullptr);
}

Tensor Tensor::movedim(IntArrayRef source, IntArrayRef destination) const {
  return movedim_intlist_stub(*this, source, destination, nullptr);
}

Tensor movedim(const Tensor& self, int64_t source, int64_t destination) {
  return movedim_int_stub(self, source, destination, nullptr);
}

Tensor Tensor::movedim(int64_t source, int64_t destination) const {
  return movedim_int_stub(*this, source, destination, nullptr);
}

}  // namespace opforge
