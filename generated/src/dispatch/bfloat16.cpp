// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named bfloat16: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/bfloat16.h"

#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/bfloat16.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// bfloat16(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)
Tensor bfloat16_stub(const Tensor& self, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  autograd::check_without_derivative("bfloat16", out ? autograd::CallForm::out : autograd::CallForm::function, true, out, self);
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("bfloat16", self.device(), true, true, true, "[cpu, cuda, meta]");
  const name_inference::MaybeNames names = name_inference::keeps_input_names(self);
  Tensor result = composite::to_bfloat16(self, memory_format, out);
  name_inference::propagate_names(*result.impl(), names);
  return result;
}

}  // namespace

Tensor Tensor::to_bfloat16(std::optional<MemoryFormat> memory_format) const {
  return bfloat16_stub(*this, memory_format, nullptr);
}

}  // namespace opforge
