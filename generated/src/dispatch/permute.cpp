// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named permute: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/permute.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/permute.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// permute(Tensor(a) self, int[] dims) -> Tensor(a)
Tensor permute_stub(const Tensor& self, IntArrayRef dims, const Tensor* out) {
  autograd::check_without_derivative("permute", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("permute", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::permute_geometry(self, dims);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor permute(const Tensor& self, IntArrayRef dims) {
  return permute_stub(self, dims, nullptr);
}

Tensor Tensor::permute(IntArrayRef dims) const {
  return permute_stub(*this, dims, nullptr);
}

}  // namespace opforge
