// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named mm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/mm.h"

#include "dispatch/out_aliasing.h"
#include "dispatch/stub_support.h"
#include "kernels/mm.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// mm(Tensor self, Tensor mat2) -> Tensor
Tensor mm_stub(const Tensor& self, const Tensor& mat2, const Tensor* out) {
  dispatch::check_device("mm", self.device(), true, true, "[cpu, cuda]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(self, mat2);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(mat2);
  Tensor result = kernels::mm_kernel(self, mat2, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

Tensor mm(const Tensor& self, const Tensor& mat2) {
  return mm_stub(self, mat2, nullptr);
}

Tensor& mm_out(Tensor& out, const Tensor& self, const Tensor& mat2) {
  mm_stub(self, mat2, &out);
  return out;
}

Tensor Tensor::mm(const Tensor& mat2) const {
  return mm_stub(*this, mat2, nullptr);
}

}  // namespace opforge
