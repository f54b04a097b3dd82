// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named msort: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/msort.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/msort.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// msort(Tensor self) -> Tensor
Tensor msort_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("msort", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("msort", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  Tensor result = composite::msort(self, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor msort(const Tensor& self) {
  return msort_stub(self, nullptr);
}

Tensor& msort_out(Tensor& out, const Tensor& self) {
  msort_stub(self, &out);
  return out;
}

Tensor Tensor::msort() const {
  return msort_stub(*this, nullptr);
}

}  // namespace opforge
