// generated from ops.yaml by codegen; do not edit
// The dispatch stubs of the ops.yaml entries named zeros: the meta step (dtype, shape, names,
// in-place/out checks), then the kernel of the tensors' device, then the public entry points.
#include "opforge/ops/zeros.h"

#include "dispatch/stub_support.h"
#include "kernels/zeros.h"
#include "opforge/name_inference.h"

namespace opforge {
namespace {

// zeros(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor zeros_stub(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  Tensor result = composite::zeros(size, dtype, layout, device, pin_memory, out);
  return result;
}

// zeros.names(int[] size, *, Dimname[]? names, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor
Tensor zeros_names_stub(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  Tensor result = composite::zeros(size, names, dtype, layout, device, pin_memory, out);
  return result;
}

}  // namespace

Tensor zeros(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return zeros_stub(size, dtype, layout, device, pin_memory, nullptr);
}

Tensor& zeros_out(Tensor& out, IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  zeros_stub(size, dtype, layout, device, pin_memory, &out);
  return out;
}

Tensor zeros(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  return zeros_names_stub(size, names, dtype, layout, device, pin_memory, nullptr);
}

Tensor& zeros_out(Tensor& out, IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype, std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory) {
  zeros_names_stub(size, names, dtype, layout, device, pin_memory, &out);
  return out;
}

}  // namespace opforge
