// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named outer: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/outer.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/outer.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// outer(Tensor self, Tensor vec2) -> Tensor
Tensor outer_stub(const Tensor& self, const Tensor& vec2, const Tensor* out) {
  autograd::check_without_derivative("outer", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, vec2);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("outer", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(vec2);
  Tensor result = composite::outer(self, vec2, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor outer(const Tensor& self, const Tensor& vec2) {
  return outer_stub(self, vec2, nullptr);
}

Tensor& outer_out(Tensor& out, const Tensor& self, const Tensor& vec2) {
  outer_stub(self, vec2, &out);
  return out;
}

Tensor Tensor::outer(const Tensor& vec2) const {
  return outer_stub(*this, vec2, nullptr);
}

}  // namespace opforge
