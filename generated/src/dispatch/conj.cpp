// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named conj: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/conj.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/conj.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// conj(Tensor(a) self) -> Tensor(a)
Tensor conj_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("conj", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("conj", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::conj(self, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

Tensor conj(const Tensor& self) {
  return conj_stub(self, nullptr);
}

Tensor Tensor::conj() const {
  return conj_stub(*this, nullptr);
}

}  // namespace opforge
