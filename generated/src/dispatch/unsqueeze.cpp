// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named unsqueeze: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/unsqueeze.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/unsqueeze.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// unsqueeze(Tensor(a) self, int dim) -> Tensor(a)
Tensor unsqueeze_stub(const Tensor& self, int64_t dim, const Tensor* out) {
  autograd::check_without_derivative("unsqueeze", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("unsqueeze", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::unsqueeze_geometry(self, dim);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor unsqueeze(const Tensor& self, int64_t dim) {
  return unsqueeze_stub(self, dim, nullptr);
}

Tensor Tensor::unsqueeze(int64_t dim) const {
  return unsqueeze_stub(*this, dim, nullptr);
}

const Tensor& Tensor::unsqueeze_(int64_t dim) const {
  unsqueeze_stub(*this, dim, this);
  return *this;
}

}  // namespace opforge
