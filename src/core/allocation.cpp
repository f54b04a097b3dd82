#include "core/allocation.h"

#include <cstdint>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/device_fill.h"

namespace opforge::detail {
namespace {

void check_size_nonnegative(IntArrayRef sizes) {
  for (int64_t s : sizes)
    OPFORGE_CHECK(s >= 0, RuntimeError, "Trying to create tensor with negative dimension {}: [{}]", s,
                  fmt::join(sizes, ", "));
}

// Bytes of a dense tensor: numel * itemsize, which must fit in int64.
size_t contiguous_nbytes(IntArrayRef sizes, ScalarType dtype) {
  int64_t n = static_cast<int64_t>(itemsize(dtype));
  bool overflow = false;
  for (int64_t s : sizes) {
    if (s == 0) return 0;
    overflow = overflow || __builtin_mul_overflow(n, s, &n);
  }
  OPFORGE_CHECK(!overflow, RuntimeError, "Storage size calculation overflowed with sizes=[{}]", fmt::join(sizes, ", "));
  return static_cast<size_t>(n);
}

// Bytes a strided geometry reaches: itemsize * (1 + sum of (size - 1) * stride). PyTorch computes
// this in unsigned arithmetic, so a negative stride reports as an overflow.
size_t strided_nbytes(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype) {
  for (int64_t s : sizes)
    if (s == 0) return 0;
  int64_t last = 0;
  bool overflow = false;
  for (size_t d = 0; d < sizes.size(); ++d) {
    int64_t span = 0;
    overflow = overflow || strides[d] < 0 || __builtin_mul_overflow(strides[d], sizes[d] - 1, &span) ||
               __builtin_add_overflow(last, span, &last);
  }
  int64_t n = 0;
  overflow = overflow || __builtin_add_overflow(last, 1, &n) ||
             __builtin_mul_overflow(n, static_cast<int64_t>(itemsize(dtype)), &n);
  OPFORGE_CHECK(!overflow, RuntimeError, "Storage size calculation overflowed with sizes=[{}] and strides=[{}]",
                fmt::join(sizes, ", "), fmt::join(strides, ", "));
  return static_cast<size_t>(n);
}

Tensor allocate(IntArrayRef sizes, IntArrayRef strides, size_t nbytes, ScalarType dtype, Device device, bool pinned) {
  auto storage = pinned ? Storage::make(nbytes, device, pinned_memory_allocator()) : Storage::make(nbytes, device);
  if (dtype == kBool) fill_zero_storage(storage);  // only 0 and 1 are bool values
  return Tensor(intrusive_ptr<TensorImpl>::make(std::move(storage), dtype, sizes, strides, 0));
}

}  // namespace

Tensor allocate_tensor(IntArrayRef sizes, ScalarType dtype, Device device, MemoryFormat memory_format, bool pinned) {
  check_size_nonnegative(sizes);
  const size_t nbytes = contiguous_nbytes(sizes, dtype);
  return allocate(sizes, strides_for_memory_format(sizes, memory_format), nbytes, dtype, device, pinned);
}

Tensor allocate_strided_tensor(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype, Device device, bool pinned) {
  OPFORGE_CHECK(sizes.size() == strides.size(), RuntimeError,
                "dimensionality of sizes ({}) must match dimensionality of strides ({})", sizes.size(), strides.size());
  check_size_nonnegative(sizes);
  return allocate(sizes, strides, strided_nbytes(sizes, strides, dtype), dtype, device, pinned);
}

}  // namespace opforge::detail
