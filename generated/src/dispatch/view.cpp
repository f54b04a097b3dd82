// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named view: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/view.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/view.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// view(Tensor(a) self, int[] size) -> Tensor(a)
Tensor view_stub(const Tensor& self, IntArrayRef size, const Tensor* out) {
  autograd::check_without_derivative("view", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::view", {self});
  dispatch::check_device("view", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::view_geometry(self, size);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor Tensor::view(IntArrayRef size) const {
  return view_stub(*this, size, nullptr);
}

}  // namespace opforge
