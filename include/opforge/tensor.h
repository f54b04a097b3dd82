// Tensor: a cheap refcounted handle to a TensorImpl. Copying a Tensor shares the data; views share
// storage. This header holds the core API (metadata, views, names, conversion); operators generated
// from ops.yaml are added on top by generated headers.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
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

class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(intrusive_ptr<TensorImpl> impl) : impl_(std::move(impl)) {}

  bool defined() const noexcept { return static_cast<bool>(impl_); }
  TensorImpl* impl() const noexcept { return impl_.get(); }
  const intrusive_ptr<TensorImpl>& impl_ptr() const noexcept { return impl_; }
  // Same TensorImpl (not just equal values).
  bool is_same(const Tensor& o) const noexcept { return impl_ == o.impl_; }

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
  bool is_floating_point() const { return opforge::is_floating_point(dtype()); }
  bool is_complex() const { return opforge::is_complex(dtype()); }
  bool is_signed() const { return opforge::is_signed(dtype()); }
  MemoryFormat suggest_memory_format() const;

  // Address of the first element. data_ptr<T>() checks T against the dtype (RuntimeError
  // "expected scalar type Float but found Int").
  void* data_ptr() const { return impl_->data(); }
  template <class T>
  T* data_ptr() const;
  // The single element as a Scalar (RuntimeError "a Tensor with 2 elements cannot be converted to
  // Scalar" otherwise; CUDA tensors are copied to the host).
  Scalar item() const;
  template <class T>
  T item() const { return item().to<T>(); }

  // ---- views (share storage) --------------------------------------------------------------
  Tensor view(IntArrayRef sizes) const;
  Tensor view(std::initializer_list<int64_t> sizes) const { return view(IntArrayRef(sizes.begin(), sizes.size())); }
  Tensor reshape(IntArrayRef sizes) const;
  Tensor reshape(std::initializer_list<int64_t> sizes) const { return reshape(IntArrayRef(sizes.begin(), sizes.size())); }
  Tensor t() const;
  Tensor permute(DimArgList dims) const;
  Tensor permute(std::initializer_list<DimArg> dims) const { return permute(DimArgList(dims.begin(), dims.size())); }
  Tensor expand(IntArrayRef sizes) const;
  Tensor expand(std::initializer_list<int64_t> sizes) const { return expand(IntArrayRef(sizes.begin(), sizes.size())); }
  Tensor expand_as(const Tensor& other) const { return expand(other.sizes()); }
  Tensor unsqueeze(int64_t d) const;
  Tensor narrow(DimArg d, int64_t start, int64_t length) const;
  Tensor select(DimArg d, int64_t index) const;
  Tensor flatten(DimArg start_dim = 0, DimArg end_dim = -1) const;
  // Named flatten: the flattened dims get the name `out_dim`.
  Tensor flatten(DimArg start_dim, DimArg end_dim, Dimname out_dim) const;
  Tensor flatten(DimArgList dims, Dimname out_dim) const;
  Tensor unflatten(DimArg d, IntArrayRef sizes) const;
  // Named unflatten: the new dims get `names` (one per size).
  Tensor unflatten(DimArg d, IntArrayRef sizes, DimnameList names) const;
  Tensor as_strided(IntArrayRef sizes, IntArrayRef strides, std::optional<int64_t> storage_offset = std::nullopt) const;
  // Returns *this when already contiguous in `m`, else a contiguous copy.
  Tensor contiguous(MemoryFormat m = MemoryFormat::Contiguous) const;
  // A copy with its own storage; Preserve keeps dense strides, else follows `m`.
  Tensor clone(MemoryFormat m = MemoryFormat::Preserve) const;

  // ---- names ------------------------------------------------------------------------------
  bool has_names() const { return impl_->has_names(); }
  // One entry per dim; wildcards (None) where unnamed.
  DimnameVector names() const;
  // rename(None) drops names; rename(names) renames positionally (a view).
  Tensor rename(std::optional<DimnameList> names) const;
  Tensor rename(std::initializer_list<Dimname> names) const { return rename(DimnameList(names.begin(), names.size())); }
  // Renames by mapping old name -> new name; every key must exist.
  Tensor rename(const std::map<std::string, std::string>& mapping) const;
  // Refines wildcards to names; "..." expands to the unmentioned dims.
  Tensor refine_names(std::initializer_list<std::string_view> names) const;
  // Permutes (inserting size-1 dims for missing names) to the given order; "..." allowed once.
  Tensor align_to(std::initializer_list<std::string_view> names) const;
  Tensor align_as(const Tensor& other) const;

  // ---- conversion and in-place fills ------------------------------------------------------
  // Converts every element; returns *this when nothing changes and copy is false.
  Tensor to(ScalarType dtype, bool copy = false) const;
  Tensor to(Device device, bool copy = false) const;
  Tensor to(Device device, ScalarType dtype, bool copy = false) const;
  Tensor cpu() const { return to(Device(DeviceType::CPU)); }
  Tensor cuda() const { return to(Device(DeviceType::CUDA)); }
  const Tensor& zero_() const;

  // ---- the operators of ops.yaml (transpose, squeeze, copy_, fill_, add, ...) ---------------
  // Generated: declared in opforge/tensor_methods.inc, defined in generated/src/dispatch/<op>.cpp.
#include "opforge/tensor_methods.inc"

 private:
  intrusive_ptr<TensorImpl> impl_;
};

template <class T>
T* Tensor::data_ptr() const {
  constexpr ScalarType expected = CppTypeToScalarType<T>::value;
  OPFORGE_CHECK(dtype() == expected, RuntimeError, "expected scalar type {} but found {}",
                cpp_name(expected), cpp_name(dtype()));
  return static_cast<T*>(data_ptr());
}

}  // namespace opforge
