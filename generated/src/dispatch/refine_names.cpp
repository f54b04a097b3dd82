// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named refine_names: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/refine_names.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/refine_names.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// refine_names(Tensor(a) self, Dimname[] names) -> Tensor(a)
Tensor refine_names_stub(const Tensor& self, DimnameList names, const Tensor* out) {
  autograd::check_without_derivative("refine_names", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("refine_names", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::refine_names_geometry(self, names);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor Tensor::refine_names(DimnameList names) const {
  return refine_names_stub(*this, names, nullptr);
}

}  // namespace opforge
