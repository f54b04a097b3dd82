// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named addbmm: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/addbmm.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/addbmm.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
Tensor addbmm_stub(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  autograd::check_without_derivative("addbmm", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, batch1, batch2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out == &self ? "aten::addbmm_" : out && out != &self ? "aten::addbmm.out" : "aten::addbmm", {self, batch1, batch2});
  dispatch::check_device("addbmm", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(batch1);
  aliasing.input(batch2);
  Tensor result = composite::addbmm(self, batch1, batch2, beta, alpha, out == &self ? out : aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor addbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  return addbmm_stub(self, batch1, batch2, beta, alpha, nullptr);
}

Tensor& addbmm_out(Tensor& out, const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) {
  addbmm_stub(self, batch1, batch2, beta, alpha, &out);
  return out;
}

Tensor Tensor::addbmm(const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) const {
  return addbmm_stub(*this, batch1, batch2, beta, alpha, nullptr);
}

const Tensor& Tensor::addbmm_(const Tensor& batch1, const Tensor& batch2, const Scalar& beta, const Scalar& alpha) const {
  addbmm_stub(*this, batch1, batch2, beta, alpha, this);
  return *this;
}

}  // namespace opforge
