// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named full_like: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/full_like.h"

#include "dispatch/factory.h"
#include "autograd/op_check.h"
#include "dispatch/stub_support.h"
#include "kernels/full_like.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor
Tensor full_like_stub(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format, const Tensor* out) {
  const autograd::VersionBump version_bump(out, 1);
  dispatch::check_device("full_like", self.device(), true, true, true, "[cpu, cuda, meta]");
  const dispatch::FactoryOptions options{dtype, layout, device, pin_memory, memory_format};
  static_cast<void>(out);  // a _like op has no out variant
  Tensor result = dispatch::like_result(self, options);
  if (!result.is_meta()) composite::full(result, fill_value);
  return result;
}

}  // namespace

Tensor full_like(const Tensor& self, const Scalar& fill_value, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, std::optional<MemoryFormat> memory_format) {
  return full_like_stub(self, fill_value, dtype, layout, device, pin_memory, memory_format, nullptr);
}

}  // namespace opforge
