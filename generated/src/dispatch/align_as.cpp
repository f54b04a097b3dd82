// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named align_as: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/align_as.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/align_as.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// align_as(Tensor(a) self, Tensor other) -> Tensor(a)
Tensor align_as_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  autograd::check_without_derivative("align_as", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("align_as", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::align_as_geometry(self, other);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor Tensor::align_as(const Tensor& other) const {
  return align_as_stub(*this, other, nullptr);
}

}  // namespace opforge
