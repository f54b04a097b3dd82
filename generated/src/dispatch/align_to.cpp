// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named align_to: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/align_to.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/align_to.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)
Tensor align_to_stub(const Tensor& self, DimnameList names, const Tensor* out) {
  autograd::check_without_derivative("align_to", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("align_to", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::align_to_geometry(self, names);
  return dispatch::make_view(self, geometry, out);
}

// align_to.ellipsis_idx(Tensor(a) self, Dimname[] order, int ellipsis_idx) -> Tensor(a)
Tensor align_to_ellipsis_idx_stub(const Tensor& self, DimnameList order, int64_t ellipsis_idx, const Tensor* out) {
  autograd::check_without_derivative("align_to", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("align_to.ellipsis_idx", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::align_to_geometry(self, order, ellipsis_idx);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor Tensor::align_to(DimnameList names) const {
  return align_to_stub(*this, names, nullptr);
}

Tensor Tensor::align_to(DimnameList order, int64_t ellipsis_idx) const {
  return align_to_ellipsis_idx_stub(*this, order, ellipsis_idx, nullptr);
}

}  // namespace opforge
