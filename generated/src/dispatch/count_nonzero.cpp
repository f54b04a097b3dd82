// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named count_nonzero: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/count_nonzero.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/count_nonzero.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// count_nonzero(Tensor self, int? dim=None) -> Tensor
Tensor count_nonzero_stub(const Tensor& self, std::optional<int64_t> dim, const Tensor* out) {
  autograd::check_without_derivative("count_nonzero", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::count_nonzero", {self});
  dispatch::check_device("count_nonzero", self.device(), true, true, true, "[cpu, cuda, meta]");
  Tensor result = composite::count_nonzero(self, dim, out);
  return result;
}

// count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
Tensor count_nonzero_dim_IntList_stub(const Tensor& self, IntArrayRef dim, const Tensor* out) {
  autograd::check_without_derivative("count_nonzero", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors("aten::count_nonzero.dim_IntList", {self});
  dispatch::check_device("count_nonzero.dim_IntList", self.device(), true, true, true, "[cpu, cuda, meta]");
  Tensor result = composite::count_nonzero_dims(self, dim, out);
  return result;
}

}  // namespace

Tensor count_nonzero(const Tensor& self, std::optional<int64_t> dim) {
  return count_nonzero_stub(self, dim, nullptr);
}

Tensor Tensor::count_nonzero(std::optional<int64_t> dim) const {
  return count_nonzero_stub(*this, dim, nullptr);
}

Tensor count_nonzero(const Tensor& self, IntArrayRef dim) {
  return count_nonzero_dim_IntList_stub(self, dim, nullptr);
}

Tensor Tensor::count_nonzero(IntArrayRef dim) const {
  return count_nonzero_dim_IntList_stub(*this, dim, nullptr);
}

}  // namespace opforge
