// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named detach: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/detach.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/detach.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// detach(Tensor(a) self) -> Tensor(a)
Tensor detach_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("detach", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("detach", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::detach_geometry(self);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor detach(const Tensor& self) {
  return detach_stub(self, nullptr);
}

Tensor Tensor::detach() const {
  return detach_stub(*this, nullptr);
}

}  // namespace opforge
