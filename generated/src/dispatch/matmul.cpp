// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named matmul: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/matmul.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/matmul.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// matmul(Tensor self, Tensor other) -> Tensor
Tensor matmul_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  autograd::check_without_derivative("matmul", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("matmul", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::contracts_away_dims(self, other);
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(other);
  Tensor result = composite::matmul(self, other, aliasing.kernel_out());
  aliasing.write_back(result);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

Tensor matmul(const Tensor& self, const Tensor& other) {
  return matmul_stub(self, other, nullptr);
}

Tensor& matmul_out(Tensor& out, const Tensor& self, const Tensor& other) {
  matmul_stub(self, other, &out);
  return out;
}

Tensor Tensor::matmul(const Tensor& other) const {
  return matmul_stub(*this, other, nullptr);
}

}  // namespace opforge
