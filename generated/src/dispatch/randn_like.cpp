// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named randn_like: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/randn_like.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/randn_like.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// randn_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
Tensor randn_like_stub(const Tensor& self, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("randn_like", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, memory_format};
  static_cast<void>(out);  // a _like op has no out variant
  Tensor result = dispatch::like_result(self, options);
  if (!result.is_meta()) composite::randn(result);
  return result;
}

}  // namespace

Tensor randn_like(const Tensor& self, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format) {
  return randn_like_stub(self, dtype, layout, device, pin_memory, memory_format, nullptr);
}

}  // namespace opforge
