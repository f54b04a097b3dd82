// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named short: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/short.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/short.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// short(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)
Tensor short_stub(const Tensor& self, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  autograd::check_without_derivative("short", out ? autograd::CallForm::out : autograd::CallForm::function, false, out, self);
  const autograd::NoGradGuard no_grad;
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("short", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::to_short(self, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

Tensor Tensor::to_short(std::optional<MemoryFormat> memory_format) const {
  return short_stub(*this, memory_format, nullptr);
}

}  // namespace opforge
