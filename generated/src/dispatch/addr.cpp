// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named addr: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/addr.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/addr.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
Tensor addr_stub(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha, const Tensor* out) {
  autograd::check_without_derivative("addr", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, vec1, vec2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out == &self ? "aten::addr_" : out && out != &self ? "aten::addr.out" : "aten::addr", {self, vec1, vec2});
  dispatch::check_device("addr", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out == &self ? nullptr : out, 1);
  aliasing.input(self);
  aliasing.input(vec1);
  aliasing.input(vec2);
  Tensor result = composite::addr(self, vec1, vec2, beta, alpha, out == &self ? out : aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor addr(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  return addr_stub(self, vec1, vec2, beta, alpha, nullptr);
}

Tensor& addr_out(Tensor& out, const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) {
  addr_stub(self, vec1, vec2, beta, alpha, &out);
  return out;
}

Tensor Tensor::addr(const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) const {
  return addr_stub(*this, vec1, vec2, beta, alpha, nullptr);
}

const Tensor& Tensor::addr_(const Tensor& vec1, const Tensor& vec2, const Scalar& beta, const Scalar& alpha) const {
  addr_stub(*this, vec1, vec2, beta, alpha, this);
  return *this;
}

}  // namespace opforge
