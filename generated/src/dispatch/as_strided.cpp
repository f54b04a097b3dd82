// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named as_strided: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/as_strided.h"

#include "dispatch/view_geometry.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/as_strided.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// as_strided(Tensor(a) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a)
Tensor as_strided_stub(const Tensor& self, IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset, const Tensor* out) {
  autograd::check_without_derivative("as_strided", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("as_strided", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::ViewGeometry geometry = meta::as_strided_geometry(self, size, stride, storage_offset);
  return dispatch::make_view(self, geometry, out);
}

}  // namespace

Tensor as_strided(const Tensor& self, IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset) {
  return as_strided_stub(self, size, stride, storage_offset, nullptr);
}

Tensor Tensor::as_strided(IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset) const {
  return as_strided_stub(*this, size, stride, storage_offset, nullptr);
}

}  // namespace opforge
