// TensorImpl: geometry validation and the cached numel / contiguity.
// Every view, factory and resize goes through set_geometry, so this is where a bad geometry is
// stopped before any kernel can address memory outside its storage. All arithmetic on sizes and
// strides is overflow-checked: a geometry whose element count or byte extent does not fit int64
// is rejected with PyTorch's text instead of wrapping around.
#include "opforge/tensor_impl.h"

#include <algorithm>
#include <limits>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/checked_math.h"
#include "core/name_checks.h"
#include "opforge/error.h"

namespace opforge {

namespace {

// Element count; sizes are known to be non-negative.
int64_t checked_numel(IntArrayRef sizes) {
  const int64_t n = checked::numel_or_overflow(sizes);
  OPFORGE_CHECK(n >= 0, RuntimeError, "numel: integer multiplication overflow");
  return n;
}

[[noreturn]] void raise_extent_overflow(IntArrayRef sizes, IntArrayRef strides) {
  raise<RuntimeError>("Storage size calculation overflowed with sizes=[{}] and strides=[{}]", fmt::join(sizes, ", "),
                      fmt::join(strides, ", "));
}

// Bytes of storage a non-empty geometry needs: itemsize * (offset of the furthest element + 1).
int64_t required_storage_bytes(IntArrayRef sizes, IntArrayRef strides, int64_t storage_offset, int64_t item) {
  int64_t last = storage_offset;
  for (size_t d = 0; d < sizes.size(); ++d) {
    int64_t span = 0;
    if (__builtin_mul_overflow(sizes[d] - 1, strides[d], &span) || __builtin_add_overflow(last, span, &last))
      raise_extent_overflow(sizes, strides);
  }
  int64_t bytes = 0;
  if (__builtin_add_overflow(last, 1, &bytes) || __builtin_mul_overflow(bytes, item, &bytes))
    raise_extent_overflow(sizes, strides);
  return bytes;
}

// PyTorch's compute_contiguous: row-major strides, where size-1 dims may have any stride and an
// empty tensor is always contiguous.
bool compute_contiguous(IntArrayRef sizes, IntArrayRef strides, int64_t numel) {
  if (numel == 0) return true;
  int64_t expected = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    if (sizes[i] == 1) continue;
    if (strides[i] != expected) return false;
    expected *= sizes[i];  // bounded by numel, which fits
  }
  return true;
}

}  // namespace

TensorImpl::TensorImpl(Storage storage, ScalarType dtype, IntArrayRef sizes, IntArrayRef strides,
                       int64_t storage_offset)
    : storage_(std::move(storage)), dtype_(dtype) {
  check_tensor_dtype(dtype);
  set_geometry(sizes, strides, storage_offset);
}

TensorImpl::TensorImpl(Storage storage, ScalarType dtype, IntArrayRef sizes, int64_t numel, TrustedContiguous)
    : storage_(std::move(storage)), sizes_(sizes), numel_(numel), dtype_(dtype) {
  check_tensor_dtype(dtype);
  strides_.resize(sizes.size());
  int64_t step = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides_[i] = step;
    step *= sizes[i] > 1 ? sizes[i] : 1;
  }
}

void TensorImpl::set_geometry(IntArrayRef sizes, IntArrayRef strides, int64_t storage_offset) {
  OPFORGE_CHECK(sizes.size() == strides.size(), RuntimeError, "mismatch in length of strides and shape");
  for (int64_t s : sizes)
    OPFORGE_CHECK(s >= 0, RuntimeError, "Trying to create tensor with negative dimension {}: [{}]", s,
                  fmt::join(sizes, ", "));
  for (int64_t st : strides)
    OPFORGE_CHECK(st >= 0, RuntimeError, "Negative strides are not supported, got strides: [{}]",
                  fmt::join(strides, ", "));
  OPFORGE_CHECK(storage_offset >= 0, RuntimeError, "Tensor: invalid storage offset {}", storage_offset);
  const int64_t numel = checked_numel(sizes);
  // An empty tensor addresses no element, so it needs no storage at all; but data() still scales
  // its offset by the itemsize.
  const auto item = static_cast<int64_t>(itemsize(dtype_));
  OPFORGE_CHECK(numel != 0 || storage_offset <= std::numeric_limits<int64_t>::max() / item, RuntimeError,
                "Storage size calculation overflowed with storage offset {} and itemsize {}", storage_offset, item);
  if (numel != 0) {
    const int64_t needed = required_storage_bytes(sizes, strides, storage_offset, item);
    const auto available = static_cast<int64_t>(storage_->nbytes());
    OPFORGE_CHECK(needed <= available, RuntimeError,
                  "setStorage: sizes [{}], strides [{}], storage offset {}, and itemsize {} requiring a "
                  "storage size of {} are out of bounds for storage of size {}",
                  fmt::join(sizes, ", "), fmt::join(strides, ", "), storage_offset, item, needed, available);
  }
  // Copy before assigning: the arguments may alias this impl's own sizes_ / strides_.
  DimVector new_sizes(sizes);
  DimVector new_strides(strides);
  sizes_ = std::move(new_sizes);
  strides_ = std::move(new_strides);
  storage_offset_ = storage_offset;
  numel_ = numel;
  refresh();
}

void TensorImpl::resize(IntArrayRef sizes) {
  const IntArrayRef old = sizes_.span();
  // PyTorch keeps a named tensor's names by refusing any resize that changes its sizes (its text,
  // trailing space included).
  OPFORGE_CHECK(!has_names() || std::equal(old.begin(), old.end(), sizes.begin(), sizes.end()), RuntimeError,
                "Cannot resize named tensor with resize_ or resize_as_ (tried to resize Tensor{} with size [{}] to "
                "[{}]). This may be caused by passing a named tensor as an `out=` argument; please ensure that the "
                "sizes are the same. ",
                names_repr(DimnameList(names_->begin(), names_->size())), fmt::join(old, ", "), fmt::join(sizes, ", "));
  const DimVector strides = contiguous_strides(sizes);
  const int64_t numel = checked_numel(sizes);
  if (numel != 0) {
    const auto item = static_cast<int64_t>(itemsize(dtype_));
    const int64_t needed = required_storage_bytes(sizes, strides, storage_offset_, item);
    if (needed > static_cast<int64_t>(storage_->nbytes()))
      storage_ = Storage::make(static_cast<size_t>(needed), storage_->device());
  }
  set_geometry(sizes, strides, storage_offset_);
}

void TensorImpl::refresh() { is_contiguous_ = compute_contiguous(sizes_.span(), strides_.span(), numel_); }

void TensorImpl::set_names(DimnameList names) {
  for (const Dimname name : names) check_not_ellipsis(name);
  OPFORGE_CHECK(static_cast<int64_t>(names.size()) == dim(), RuntimeError,
                "Number of names ({}) and number of dimensions in tensor ({}) do not match. Attempted to "
                "create a tensor with names {}",
                names.size(), dim(), names_repr(names));
  check_no_duplicate_names(names);
  if (std::ranges::all_of(names, [](Dimname d) { return d.is_wildcard(); })) {
    names_.reset();
    return;
  }
  // Built first: `names` may point into the vector being replaced.
  auto fresh = std::make_unique<DimnameVector>(names);
  names_ = std::move(fresh);
}

}  // namespace opforge
