// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named ger: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/ger.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/ger.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// ger(Tensor self, Tensor vec2) -> Tensor
Tensor ger_stub(const Tensor& self, const Tensor& vec2, const Tensor* out) {
  autograd::check_without_derivative("ger", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, vec2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("ger", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(vec2);
  Tensor result = composite::ger(self, vec2, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor ger(const Tensor& self, const Tensor& vec2) {
  return ger_stub(self, vec2, nullptr);
}

Tensor& ger_out(Tensor& out, const Tensor& self, const Tensor& vec2) {
  ger_stub(self, vec2, &out);
  return out;
}

Tensor Tensor::ger(const Tensor& vec2) const {
  return ger_stub(*this, vec2, nullptr);
}

}  // namespace opforge
