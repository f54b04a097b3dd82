// TensorBase: the refcounted handle to a TensorImpl and its read-only metadata (sizes, strides,
// dtype, device, names, data pointer), without any operator. It is what kernels and the iteration
// layer see: unlike Tensor (opforge/tensor.h), whose class declares every ops.yaml method, this
// header does not change when an op is added, so adding an op recompiles only the code that calls
// operators, not the kernels of every other op. (ATen splits its Tensor the same way.)
// A Tensor is a TensorBase with the operators on top and adds no state: a Tensor is a TensorBase,
// and a TensorBase becomes a Tensor implicitly when moved, explicitly when copied (tensor.h).
#pragma once

#include <cstdint>
#include <span>
#include <utility>

#include "opforge/dim_arg.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/error.h"
#include "opforge/intrusive_ptr.h"
#include "opforge/layout.h"
#include "opforge/scalar.h"
#include "opforge/tensor_impl.h"
#include "opforge/tensor_options.h"

namespace opforge {

class Tensor;
// A list-of-tensors argument (cat's tensors).
using TensorList = std::span<const Tensor>;

class TensorBase {
 public:
  TensorBase() = default;
  explicit TensorBase(intrusive_ptr<TensorImpl> impl) : impl_(std::move(impl)) {}

  bool defined() const noexcept { return static_cast<bool>(impl_); }
  TensorImpl* impl() const noexcept { return impl_.get(); }
  const intrusive_ptr<TensorImpl>& impl_ptr() const noexcept { return impl_; }
  // Same TensorImpl (not just equal values).
  bool is_same(const TensorBase& o) const noexcept { return impl_ == o.impl_; }

  // ---- metadata ---------------------------------------------------------------------------
  IntArrayRef sizes() const { return impl_->sizes(); }
  IntArrayRef shape() const { return impl_->sizes(); }
  IntArrayRef strides() const { return impl_->strides(); }
  int64_t size(DimArg d) const;
  int64_t stride(DimArg d) const;
  int64_t dim() const { return impl_->dim(); }
  int64_t ndimension() const { return impl_->dim(); }
  int64_t numel() const { return impl_->numel(); }
  ScalarType dtype() const { return impl_->dtype(); }
  ScalarType scalar_type() const { return impl_->dtype(); }
  Device device() const { return impl_->device(); }
  Layout layout() const { return impl_->layout(); }
  int64_t storage_offset() const { return impl_->storage_offset(); }
  size_t element_size() const { return itemsize(impl_->dtype()); }
  size_t nbytes() const { return static_cast<size_t>(numel()) * element_size(); }
  bool is_contiguous(MemoryFormat m = MemoryFormat::Contiguous) const;
  bool is_cpu() const { return device().is_cpu(); }
  bool is_cuda() const { return device().is_cuda(); }
  bool is_meta() const { return device().is_meta(); }
  bool is_floating_point() const { return opforge::is_floating_point(dtype()); }
  bool is_complex() const { return opforge::is_complex(dtype()); }
  bool is_signed() const { return opforge::is_signed(dtype()); }
  MemoryFormat suggest_memory_format() const;

  // Address of the first element (nullptr on the meta device, as PyTorch's 0). data_ptr<T>() checks
  // T against the dtype (RuntimeError "expected scalar type Float but found Int").
  void* data_ptr() const { return impl_->data(); }
  template <class T>
  T* data_ptr() const;
  // The single element as a Scalar (RuntimeError "a Tensor with 2 elements cannot be converted to
  // Scalar" otherwise; CUDA tensors are copied to the host).
  Scalar item() const;
  template <class T>
  T item() const {
    return item().to<T>();
  }

  // ---- names ------------------------------------------------------------------------------
  bool has_names() const { return impl_->has_names(); }
  // One entry per dim; wildcards (None) where unnamed.
  DimnameVector names() const;

 protected:
  intrusive_ptr<TensorImpl> impl_;
};

template <class T>
T* TensorBase::data_ptr() const {
  constexpr ScalarType expected = CppTypeToScalarType<T>::value;
  OPFORGE_CHECK(dtype() == expected, RuntimeError, "expected scalar type {} but found {}", cpp_name(expected),
                cpp_name(dtype()));
  return static_cast<T*>(data_ptr());
}

}  // namespace opforge
