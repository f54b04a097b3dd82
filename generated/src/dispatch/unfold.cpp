// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unfold: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unfold.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unfold.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)
Tensor unfold_stub(const Tensor& self, int64_t dimension, int64_t size, int64_t step, const Tensor* out) {
  autograd::check_without_derivative("unfold", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::unfold", {self});
  dispatch::check_device("unfold", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unfold_geometry(self, dimension, size, step);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor Tensor::unfold(int64_t dimension, int64_t size, int64_t step) const {
  return unfold_stub(*this, dimension, size, step, nullptr);
}

}  // namespace opforge
