// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named zero: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/zero.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/zero.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// zero(Tensor self) -> Tensor
Tensor zero_stub(const Tensor& self, const Tensor* out) {
  autograd::check_without_derivative("zero", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("zero", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::zero(self, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

const Tensor& Tensor::zero_() const {
  zero_stub(*this, this);
  return *this;
}

}  // namespace opforge
