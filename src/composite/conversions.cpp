// to, type_as, cpu, cuda and the dtype shorthands (double, long, ...): PyTorch's to_impl. Self
// itself when nothing would change (to_will_alias: the dtype and device asked for are self's, copy
// is false, and the memory format is preserve or the one self's strides suggest); else _to_copy, a
// fresh tensor like self (preserve keeps dense strides) into which copy_ converts the values. The
// stubs keep self's names (keeps_input_names). non_blocking changes nothing: copy_ completes
// before it returns.
#include "core/cuda_allocator.h"
#include "kernels/bfloat16.h"
#include "kernels/bool.h"
#include "kernels/byte.h"
#include "kernels/char.h"
#include "kernels/cpu.h"
#include "kernels/cuda.h"
#include "kernels/double.h"
#include "kernels/float.h"
#include "kernels/half.h"
#include "kernels/int.h"
#include "kernels/long.h"
#include "kernels/short.h"
#include "kernels/to.h"
#include "kernels/type_as.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge::composite {
namespace {

// Whether `requested` names the device `current` is on: a device without an index stands for its
// type's current device (Python's to() gives it one), and there is only one cpu.
bool is_same_device(Device requested, Device current) {
  if (requested.type() != current.type()) return false;
  if (requested.is_cpu() || requested.index() == current.index()) return true;
  return !requested.has_index() && requested.is_cuda() && detail::cuda_current_device() == current.index();
}

Tensor convert(const Tensor& self, Device device, ScalarType dtype, bool copy, std::optional<MemoryFormat> format) {
  const MemoryFormat memory_format = format.value_or(MemoryFormat::Preserve);
  const bool keeps_strides = memory_format == MemoryFormat::Preserve || self.suggest_memory_format() == memory_format;
  if (!copy && dtype == self.dtype() && is_same_device(device, self.device()) && keeps_strides) return self;
  Tensor result = empty_like(self, TensorOptions().dtype(dtype).device(device).memory_format(memory_format));
  result.copy_(self);
  return result;
}

}  // namespace

Tensor to_dtype(const Tensor& self, ScalarType dtype, bool /*non_blocking*/, bool copy,
                std::optional<MemoryFormat> memory_format, const Tensor*) {
  return convert(self, self.device(), dtype, copy, memory_format);
}

Tensor to_device(const Tensor& self, Device device, std::optional<ScalarType> dtype, bool /*non_blocking*/, bool copy,
                 std::optional<MemoryFormat> memory_format, const Tensor*) {
  return convert(self, device, dtype.value_or(self.dtype()), copy, memory_format);
}

Tensor to_other(const Tensor& self, const Tensor& other, bool /*non_blocking*/, bool copy,
                std::optional<MemoryFormat> memory_format, const Tensor*) {
  return convert(self, other.device(), other.dtype(), copy, memory_format);
}

Tensor type_as(const Tensor& self, const Tensor& other, const Tensor*) {
  return convert(self, other.device(), other.dtype(), false, std::nullopt);
}

Tensor cpu(const Tensor& self, std::optional<MemoryFormat> memory_format, const Tensor*) {
  return convert(self, Device(DeviceType::CPU), self.dtype(), false, memory_format);
}

Tensor cuda(const Tensor& self, std::optional<Device> device, bool /*non_blocking*/,
            std::optional<MemoryFormat> memory_format, const Tensor*) {
  OPFORGE_CHECK(!device || device->is_cuda(), RuntimeError, "Invalid device, must be cuda device");
  return convert(self, device.value_or(Device(DeviceType::CUDA)), self.dtype(), false, memory_format);
}

Tensor to_double(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kDouble, false, f);
}
Tensor to_float(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kFloat, false, f);
}
Tensor to_half(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kHalf, false, f);
}
Tensor to_bfloat16(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kBFloat16, false, f);
}
Tensor to_bool(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kBool, false, f);
}
Tensor to_byte(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kByte, false, f);
}
Tensor to_char(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kChar, false, f);
}
Tensor to_short(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kShort, false, f);
}
Tensor to_int(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kInt, false, f);
}
Tensor to_long(const Tensor& self, std::optional<MemoryFormat> f, const Tensor*) {
  return convert(self, self.device(), kLong, false, f);
}

}  // namespace opforge::composite
