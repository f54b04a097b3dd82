// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named reshape: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/reshape.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/reshape.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// reshape(Tensor(a) self, int[] shape) -> Tensor(a)
Tensor reshape_stub(const Tensor& self, IntArrayRef shape, const Tensor* out) {
  autograd::check_without_derivative("reshape", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("reshape", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::reshape_geometry(self, shape);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor reshape(const Tensor& self, IntArrayRef shape) {
  return reshape_stub(self, shape, nullptr);
}

Tensor Tensor::reshape(IntArrayRef shape) const {
  return reshape_stub(*this, shape, nullptr);
}

}  // namespace opforge
