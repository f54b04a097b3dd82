// The state behind a Tensor handle: storage, geometry, dtype and optional dimension names.
// Numel and contiguity are cached whenever the geometry changes, so hot paths read a field.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "opforge/dimname.h"
#include "opforge/layout.h"
#include "opforge/scalar_type.h"
#include "opforge/storage.h"

namespace opforge {

namespace autograd {
struct AutogradMeta;
// Defined with AutogradMeta (src/autograd/meta.h), so that this header needs no Tensor.
struct AutogradMetaDeleter {
  void operator()(AutogradMeta* meta) const noexcept;
};
}  // namespace autograd

class TensorImpl : public IntrusiveTarget {
 public:
  // Raises RuntimeError if the element count or the byte extent of the geometry overflows int64,
  // for negative sizes, strides or offset, and when a non-empty geometry reaches past the storage.
  TensorImpl(Storage storage, ScalarType dtype, IntArrayRef sizes, IntArrayRef strides, int64_t storage_offset = 0);

  // A contiguous tensor at the start of `storage`, for an op's result whose sizes come from tensors
  // that exist (so they are valid and numel fits) and whose storage holds numel * itemsize bytes:
  // the checks above cost more than a small op, and here they cannot fail.
  struct TrustedContiguous {};
  TensorImpl(Storage storage, ScalarType dtype, IntArrayRef sizes, int64_t numel, TrustedContiguous);

  const Storage& storage() const noexcept { return storage_; }
  int64_t storage_offset() const noexcept { return storage_offset_; }
  IntArrayRef sizes() const noexcept { return sizes_.span(); }
  IntArrayRef strides() const noexcept { return strides_.span(); }
  int64_t dim() const noexcept { return static_cast<int64_t>(sizes_.size()); }
  int64_t numel() const noexcept { return numel_; }
  ScalarType dtype() const noexcept { return dtype_; }
  Device device() const noexcept { return storage_->device(); }
  Layout layout() const noexcept { return Layout::Strided; }
  bool is_contiguous() const noexcept { return is_contiguous_; }
  // Address of element [0, ..., 0]; nullptr for a storage without memory (the meta device), where
  // an offset from it would be undefined behaviour.
  void* data() const noexcept {
    char* base = static_cast<char*>(storage_->data());
    return base == nullptr ? nullptr : base + storage_offset_ * static_cast<int64_t>(itemsize(dtype_));
  }

  // Replaces the geometry (views, resize of outputs); re-validates and re-caches.
  void set_geometry(IntArrayRef sizes, IntArrayRef strides, int64_t storage_offset);
  void set_geometry(IntArrayRef sizes, IntArrayRef strides) { set_geometry(sizes, strides, storage_offset_); }

  // PyTorch's resize_ for out= tensors: contiguous strides for `sizes`, the storage offset kept,
  // and a new, larger storage on the same device when the old one is too small (the old
  // contents are not copied: an out tensor is about to be overwritten).
  void resize(IntArrayRef sizes);

  // Names: nullptr when the tensor has no names (all wildcards are stored as "no names", as PyTorch
  // drops its named meta then).
  const DimnameVector* names() const noexcept { return names_.get(); }
  bool has_names() const noexcept { return names_ != nullptr; }
  // Sets names. All-wildcard clears them. RuntimeError (PyTorch's texts) when the count differs
  // from dim() or a name other than None repeats.
  void set_names(DimnameList names);
  void clear_names() noexcept { names_.reset(); }

  // Autograd's state of the tensor (src/autograd/meta.h): nullptr for a tensor that never
  // required grad, so an op's check of its inputs is one load per tensor.
  autograd::AutogradMeta* autograd_meta() const noexcept { return autograd_meta_.get(); }
  void set_autograd_meta(std::unique_ptr<autograd::AutogradMeta, autograd::AutogradMetaDeleter> meta) noexcept {
    autograd_meta_ = std::move(meta);
  }

 private:
  void refresh();

  Storage storage_;
  DimVector sizes_;
  DimVector strides_;
  int64_t storage_offset_ = 0;
  int64_t numel_ = 1;
  ScalarType dtype_;
  bool is_contiguous_ = true;
  std::unique_ptr<DimnameVector> names_;
  std::unique_ptr<autograd::AutogradMeta, autograd::AutogradMetaDeleter> autograd_meta_;
};

}  // namespace opforge
