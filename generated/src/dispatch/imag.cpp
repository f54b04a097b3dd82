// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named imag: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/imag.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/imag.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// imag(Tensor(a) self) -> Tensor(a)
Tensor imag_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("imag", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("imag", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::imag_geometry(self);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor imag(const Tensor& self) {
  return imag_stub(self, nullptr);
}

Tensor Tensor::imag() const {
  return imag_stub(*this, nullptr);
}

}  // namespace opforge
