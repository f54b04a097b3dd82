// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named narrow: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/narrow.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/narrow.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)
Tensor narrow_stub(const Tensor& self, int64_t dim, int64_t start, int64_t length, const Tensor* out) {
  autograd::check_without_derivative("narrow", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("narrow", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::narrow_geometry(self, dim, start, length);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  return narrow_stub(self, dim, start, length, nullptr);
}

Tensor Tensor::narrow(int64_t dim, int64_t start, int64_t length) const {
  return narrow_stub(*this, dim, start, length, nullptr);
}

}  // namespace opforge
