// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named vdot: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/vdot.h"

#include "dispatch/out_aliasing.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/vdot.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// vdot(Tensor self, Tensor other) -> Tensor
Tensor vdot_stub(const Tensor& self, const Tensor& other, const Tensor* out) {
  autograd::check_without_derivative("vdot", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self, other);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::reject_named_tensors(out ? "aten::vdot.out" : "aten::vdot", {self, other});
  dispatch::check_device("vdot", self.device(), true, true, true, "[cpu, cuda, meta]");
  dispatch::OutAliasing aliasing(out, 1);
  aliasing.input(self);
  aliasing.input(other);
  Tensor result = composite::vdot(self, other, aliasing.kernel_out());
  aliasing.write_back(result);
  return result;
}

}  // namespace

Tensor vdot(const Tensor& self, const Tensor& other) {
  return vdot_stub(self, other, nullptr);
}

Tensor& vdot_out(Tensor& out, const Tensor& self, const Tensor& other) {
  vdot_stub(self, other, &out);
  return out;
}

Tensor Tensor::vdot(const Tensor& other) const {
  return vdot_stub(*this, other, nullptr);
}

}  // namespace opforge
