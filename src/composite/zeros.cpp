// zeros and zeros.names: a tensor of `size` whose every byte is zero (the value 0 of every dtype,
// shells included). The dtype is the dtype argument or the default dtype, the device the device
// argument or the default device; only the strided layout exists, and pinned memory does not.
// zeros_out resizes out to `size` and zeroes it; a dtype, layout or device argument must then match
// out's (RuntimeError "dtype Double does not match dtype of out parameter (Float)", the Python
// argument parser's text; for a device, its type: "device type cuda does not match device type of
// out parameter (cpu)"). zeros.names names its result, as a factory does: the names are an
// argument of the op rather than something inferred from its inputs. Device-generic: the empty
// tensor is made on its device and zeroed there by the runtime's fill.
#include "kernels/zeros.h"
#include "core/device_fill.h"
#include "iteration/kernel_checks.h"
#include "opforge/factories.h"
#include "opforge/name_inference.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

Tensor zeros_with(IntArrayRef size, const std::optional<DimnameVector>& names, std::optional<ScalarType> dtype,
                  std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory,
                  const Tensor* out) {
  if (out) {
    OPFORGE_CHECK(!dtype || *dtype == out->dtype(), RuntimeError, "dtype {} does not match dtype of out parameter ({})",
                  cpp_name(dtype.value_or(out->dtype())), cpp_name(out->dtype()));
    OPFORGE_CHECK(!layout || *layout == out->layout(), RuntimeError,
                  "layout {} does not match layout of out parameter ({})", layout.value_or(out->layout()),
                  out->layout());
    // Only the device type must match, as in PyTorch: a device without an index matches an out=
    // tensor on any device of that type.
    const DeviceType out_type = out->device().type();
    OPFORGE_CHECK(!device || device->type() == out_type, RuntimeError,
                  "device type {} does not match device type of out parameter ({})", Device(device->type()).str(),
                  Device(out_type).str());
    resize_out(*out, size);
    fill_zero_bytes(*out);
    if (names) name_inference::propagate_names(*out->impl(), names);
    return *out;
  }
  OPFORGE_CHECK(!pin_memory.value_or(false), NotImplementedError,
                "pin_memory=True is not supported: opforge allocates no pinned host memory");
  TensorOptions options;
  options.dtype_ = dtype;
  options.layout_ = layout;
  options.device_ = device;
  options.names_ = names;
  Tensor t = empty(size, options);
  fill_zero_bytes(t);
  return t;
}

}  // namespace

Tensor zeros(IntArrayRef size, std::optional<ScalarType> dtype, std::optional<Layout> layout,
             std::optional<Device> device, std::optional<bool> pin_memory, const Tensor* out) {
  return zeros_with(size, std::nullopt, dtype, layout, device, pin_memory, out);
}

Tensor zeros(IntArrayRef size, std::optional<DimnameList> names, std::optional<ScalarType> dtype,
             std::optional<Layout> layout, std::optional<Device> device, std::optional<bool> pin_memory,
             const Tensor* out) {
  std::optional<DimnameVector> name_vector;
  if (names) name_vector = DimnameVector(*names);
  return zeros_with(size, name_vector, dtype, layout, device, pin_memory, out);
}

}  // namespace opforge::composite
