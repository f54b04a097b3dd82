// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named expand: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/expand.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/expand.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// expand(Tensor(a) self, int[] size, *, bool implicit=False) -> Tensor(a)
Tensor expand_stub(const Tensor& self, IntArrayRef size, bool implicit, const Tensor* out) {
  autograd::check_without_derivative("expand", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("expand", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::expand_geometry(self, size, implicit);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor Tensor::expand(IntArrayRef size, bool implicit) const {
  return expand_stub(*this, size, implicit, nullptr);
}

}  // namespace opforge
