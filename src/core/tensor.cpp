// TensorBase metadata queries: size/stride by index or name, contiguity per memory format, item().
#include "opforge/tensor.h"

#include <cstring>

#include "opforge/autograd.h"

namespace opforge {

namespace {

// size() and stride() do not wrap for zero-dim tensors, unlike most dim arguments (PyTorch
// wraps with wrap_scalar=false there).
int64_t resolve_metadata_dim(const TensorBase& t, DimArg d) {
  OPFORGE_CHECK(d.is_name() || t.dim() != 0, IndexError, "Dimension specified as {} but tensor has no dimensions",
                d.index());
  return resolve_dim(t, d);
}

}  // namespace

int64_t TensorBase::size(DimArg d) const { return sizes()[static_cast<size_t>(resolve_metadata_dim(*this, d))]; }

int64_t TensorBase::stride(DimArg d) const { return strides()[static_cast<size_t>(resolve_metadata_dim(*this, d))]; }

bool TensorBase::is_contiguous(MemoryFormat m) const {
  // As in PyTorch, preserve_format asks the plain row-major question.
  if (m == MemoryFormat::ChannelsLast || m == MemoryFormat::ChannelsLast3d)
    return is_contiguous_in(sizes(), strides(), m);
  return impl_->is_contiguous();
}

MemoryFormat TensorBase::suggest_memory_format() const { return opforge::suggest_memory_format(sizes(), strides()); }

Scalar TensorBase::item() const {
  OPFORGE_CHECK(numel() == 1, RuntimeError, "a Tensor with {} elements cannot be converted to Scalar", numel());
  OPFORGE_CHECK(!is_meta(), RuntimeError, "Tensor.item() cannot be called on meta tensors");
  if (!is_cpu()) {
    autograd::NoGradGuard no_grad;  // reading a value is not a differentiable function of it
    return Tensor(*this).to(Device(DeviceType::CPU)).item();
  }
  const void* p = data_ptr();
  return visit_dtype(dtype(), "item", [p]<class T>(TypeTag<T>) -> Scalar {
    if constexpr (std::is_same_v<T, bool>) {
      // Read the byte: any non-zero byte is true, and no invalid bool value is ever loaded.
      uint8_t byte;
      std::memcpy(&byte, p, 1);
      return Scalar(byte != 0);
    } else {
      T v;
      std::memcpy(static_cast<void*>(&v), p, sizeof(T));
      if constexpr (std::is_same_v<T, ComplexHalf>)
        return Scalar(static_cast<std::complex<float>>(v));
      else
        return Scalar(v);
    }
  });
}

}  // namespace opforge
