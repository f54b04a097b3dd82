// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named inner: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/inner.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/inner.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// inner(Tensor self, Tensor other) -> Tensor
Tensor inner_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  autograd::check_without_derivative("inner", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("inner", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(other);
  Tensor result = composite::inner(self, other, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor inner(const Tensor& self, const Tensor& other) {
  return inner_stub(self, other, nullptr);
}

Tensor& inner_out(Tensor& out, const Tensor& self, const Tensor& other) {
  inner_stub(self, other, &out);
  return out;
}

Tensor Tensor::inner(const Tensor& other) const {
  return inner_stub(*this, other, nullptr);
}

}  // namespace opforge
