#include "iteration/mem_overlap.h"

#include <algorithm>
#include <cstdint>

namespace opforge {
namespace {

// Byte offsets into the storage, not addresses: tensors compared here share one storage, and a
// meta storage has no address (storage.h).
struct ByteRange {
  int64_t begin;
  int64_t end;
};

int64_t first_byte(const TensorBase& t) { return t.storage_offset() * static_cast<int64_t>(t.element_size()); }

// [first byte, one past the last byte] of the elements of a non-empty tensor (strides are >= 0).
ByteRange byte_range(const TensorBase& t) {
  int64_t last = 0;
  for (size_t d = 0; d < t.sizes().size(); ++d) last += (t.sizes()[d] - 1) * t.strides()[d];
  const auto item = static_cast<int64_t>(t.element_size());
  const int64_t begin = first_byte(t);
  return {begin, begin + (last + 1) * item};
}

bool same_storage(const TensorBase& a, const TensorBase& b) { return a.impl()->storage() == b.impl()->storage(); }

}  // namespace

MemOverlap has_internal_overlap(const TensorBase& t) {
  if (is_non_overlapping_and_dense(t.sizes(), t.strides())) return MemOverlap::No;
  for (size_t d = 0; d < t.sizes().size(); ++d)
    if (t.strides()[d] == 0 && t.sizes()[d] > 1) return MemOverlap::Yes;
  return MemOverlap::TooHard;
}

void assert_no_internal_overlap(const TensorBase& t) {
  OPFORGE_CHECK(has_internal_overlap(t) != MemOverlap::Yes, RuntimeError,
                "unsupported operation: more than one element of the written-to tensor refers to a single "
                "memory location. Please clone() the tensor before performing the operation.");
}

MemOverlapStatus get_overlap_status(const TensorBase& a, const TensorBase& b) {
  if (a.is_same(b)) return MemOverlapStatus::Full;
  if (a.numel() == 0 || b.numel() == 0) return MemOverlapStatus::No;
  if (!is_non_overlapping_and_dense(a.sizes(), a.strides()) || !is_non_overlapping_and_dense(b.sizes(), b.strides()))
    return MemOverlapStatus::TooHard;
  if (!same_storage(a, b)) return MemOverlapStatus::No;
  // Dense tensors cover exactly numel * itemsize bytes from their first element.
  const int64_t a_begin = first_byte(a), b_begin = first_byte(b);
  const int64_t a_end = a_begin + static_cast<int64_t>(a.nbytes()), b_end = b_begin + static_cast<int64_t>(b.nbytes());
  if (a_begin == b_begin && a_end == b_end) {
    const bool same_strides =
        std::equal(a.strides().begin(), a.strides().end(), b.strides().begin(), b.strides().end());
    return same_strides ? MemOverlapStatus::Full : MemOverlapStatus::Partial;
  }
  if (a_begin < b_end && b_begin < a_end) return MemOverlapStatus::Partial;
  return MemOverlapStatus::No;
}

MemOverlapStatus assert_no_partial_overlap(const TensorBase& a, const TensorBase& b) {
  const MemOverlapStatus status = get_overlap_status(a, b);
  OPFORGE_CHECK(status != MemOverlapStatus::Partial, RuntimeError,
                "unsupported operation: some elements of the input tensor and the written-to tensor refer to "
                "a single memory location. Please clone() the tensor before performing the operation.");
  return status;
}

bool may_share_memory(const TensorBase& a, const TensorBase& b) {
  if (a.numel() == 0 || b.numel() == 0 || !same_storage(a, b)) return false;
  const ByteRange ra = byte_range(a);
  const ByteRange rb = byte_range(b);
  return ra.begin < rb.end && rb.begin < ra.end;
}

}  // namespace opforge
