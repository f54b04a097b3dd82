// Overflow-checked int64 arithmetic on sizes, strides, offsets and element counts.
//
// Signed overflow is undefined behaviour, and a wrapped size or offset addresses memory outside a
// tensor's storage. Arguments come from users (as_strided, expand, huge shapes), so wherever two of
// them are combined and the result is not already bounded by a checked quantity (a tensor's numel,
// the byte extent TensorImpl validated), the combination goes through these functions.
#pragma once

#include <cstdint>
#include <string_view>

#include "opforge/layout.h"

namespace opforge::checked {

// RuntimeError "integer overflow computing <what>".
[[noreturn]] void raise_overflow(std::string_view what);

inline int64_t add(int64_t a, int64_t b, std::string_view what) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) [[unlikely]]
    raise_overflow(what);
  return r;
}

// The element count of non-negative sizes, or -1 when it does not fit int64. A zero size wins over
// an overflow of the others: [2^62, 4, 0] has no elements, as in PyTorch.
inline int64_t numel_or_overflow(IntArrayRef sizes) {
  int64_t n = 1;
  bool overflow = false;
  for (int64_t s : sizes) {
    if (s == 0) return 0;
    overflow = overflow || __builtin_mul_overflow(n, s, &n);
  }
  return overflow ? -1 : n;
}

// The element count of a shape some tensor is about to take (a broadcast, a concatenation, a
// product): RuntimeError "Storage size calculation overflowed with sizes=[...]", the text PyTorch
// gives when it allocates such a result.
int64_t result_numel(IntArrayRef sizes);

// The byte stride a loop steps by along a dim of `size` elements and element stride `stride`:
// 0 where the dim has at most one element, since such a stride is never stepped. A tensor with
// elements keeps every other |stride| * itemsize below its byte extent, which TensorImpl checked
// to fit int64; callers skip tensors without elements before they address anything, and get 0
// for them too. So the product cannot overflow: as_strided({1}, {INT64_MAX / 2}) is a valid
// one-element view whose stride must not be scaled.
inline int64_t byte_stride(int64_t size, int64_t stride, int64_t itemsize, bool has_elements) {
  return has_elements && size > 1 ? stride * itemsize : 0;
}

}  // namespace opforge::checked
