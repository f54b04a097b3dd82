// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named swapaxes: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/swapaxes.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/swapaxes.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)
Tensor swapaxes_stub(const Tensor& self, int64_t axis0, int64_t axis1, const Tensor* out) {
  autograd::check_without_derivative("swapaxes", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("swapaxes", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::transpose_geometry(self, axis0, axis1);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor swapaxes(const Tensor& self, int64_t axis0, int64_t axis1) {
  return swapaxes_stub(self, axis0, axis1, nullptr);
}

Tensor Tensor::swapaxes(int64_t axis0, int64_t axis1) const {
  return swapaxes_stub(*this, axis0, axis1, nullptr);
}

const Tensor& Tensor::swapaxes_(int64_t axis0, int64_t axis1) const {
  swapaxes_stub(*this, axis0, axis1, this);
  return *this;
}

}  // namespace opforge
