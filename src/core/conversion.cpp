// Tensor::to, contiguous and clone: new tensors holding self's values, possibly in another dtype,
// on another device or in another layout. Each is a fresh tensor (empty_like semantics) followed
// by copy_, which does the conversion and carries self's names over (copy_ names an unnamed
// result after its source).
#include "core/cuda_allocator.h"
#include "opforge/factories.h"
#include "opforge/tensor.h"

namespace opforge {
namespace {

// Whether `requested` names the device `current` is on: a device without an index stands for its
// type's current device, and there is only one cpu.
bool is_same_device(Device requested, Device current) {
  if (requested.type() != current.type()) return false;
  if (requested.is_cpu() || requested.index() == current.index()) return true;
  return !requested.has_index() && requested.is_cuda() && detail::cuda_current_device() == current.index();
}

}  // namespace

Tensor Tensor::to(Device device, ScalarType dtype, bool copy) const {
  if (!copy && dtype == this->dtype() && is_same_device(device, this->device())) return *this;
  // preserve_format, like PyTorch's _to_copy: dense strides are kept.
  Tensor result = empty_like(*this, TensorOptions().dtype(dtype).device(device));
  result.copy_(*this);
  return result;
}

Tensor Tensor::to(ScalarType dtype, bool copy) const { return to(device(), dtype, copy); }

Tensor Tensor::to(Device device, bool copy) const { return to(device, dtype(), copy); }

Tensor Tensor::contiguous(MemoryFormat m) const {
  if (is_contiguous(m)) return *this;
  OPFORGE_CHECK(m != MemoryFormat::Preserve, RuntimeError,
                "preserve memory format is unsupported by the contiguous operator");
  return clone(m);
}

Tensor Tensor::clone(MemoryFormat m) const {
  Tensor result = empty_like(*this, TensorOptions().memory_format(m));
  result.copy_(*this);
  return result;
}

}  // namespace opforge
