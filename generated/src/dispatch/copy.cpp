// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named copy: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/copy.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/copy.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
Tensor copy_stub(const Tensor& self, const Tensor& src, bool non_blocking, const Tensor* out) {
  autograd::check_without_derivative("copy", out == nullptr ? autograd::CallForm::function : out == &self ? autograd::CallForm::inplace : autograd::CallForm::out, true, out, self, src);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("copy", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::unifies_names_from_inputs(self, src);
  Tensor result = composite::copy(self, src, non_blocking, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

const Tensor& Tensor::copy_(const Tensor& src, bool non_blocking) const {
  copy_stub(*this, src, non_blocking, this);
  return *this;
}

}  // namespace opforge
