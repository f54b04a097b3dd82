// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named real: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/real.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/real.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// real(Tensor(a) self) -> Tensor(a)
Tensor real_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("real", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("real", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::real_geometry(self);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor real(const Tensor& self) {
  return real_stub(self, nullptr);
}

Tensor Tensor::real() const {
  return real_stub(*this, nullptr);
}

}  // namespace opforge
