// The order of the sorts (ops.yaml `kernel: {sort: ...}`: sort, argsort), defined once for the CPU
// loop (iteration/sort.h) and the CUDA kernel (cuda/sort.cuh): each element's 64-bit key, whose
// unsigned order is PyTorch's order of the elements. Both devices sort the keys stably (ascending,
// or descending), so they give the same values and indices. PyTorch's rule: ascending puts NaN
// after every number (of either sign), descending before; equal elements (0.0 and -0.0 among them,
// and NaNs) keep their order along the dim.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "opforge/numeric.h"

namespace opforge::sort_order {

// The key of an element of storage type T (bool, integers, half, bfloat16, float, double).
template <class T>
OPFORGE_HOST_DEVICE inline uint64_t key(T v) {
  if constexpr (std::is_same_v<T, bool>) {
    return v ? 1 : 0;
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    return static_cast<uint64_t>(static_cast<int64_t>(v)) ^ (uint64_t{1} << 63);
  } else if constexpr (std::is_integral_v<T>) {
    return static_cast<uint64_t>(v);
  } else {
    // Every floating value widens to double exactly. NaNs share the largest key; -0.0 is 0.0; a
    // negative number's bits are flipped (larger magnitudes first), a positive one's sign set.
    const double d = static_cast<double>(v);
    if (d != d) return ~uint64_t{0};
    uint64_t bits;
    const double canonical = d == 0 ? 0.0 : d;
    memcpy(&bits, &canonical, sizeof bits);
    return (bits >> 63) ? ~bits : bits | (uint64_t{1} << 63);
  }
}

// Whether key a comes strictly before key b.
OPFORGE_HOST_DEVICE inline bool before(uint64_t a, uint64_t b, bool descending) { return descending ? b < a : a < b; }

// Whether element v comes strictly before element `bound` in the order of their keys, by comparing
// the values themselves: before(key(v), key(bound), descending) without computing v's key, for a
// loop that tests every element against one bound (topk's streaming pass). Floating values compare
// as numbers, where -0.0 == 0.0 as their keys are equal; a NaN (the largest key) comes before every
// number in descending order and after every one in ascending order.
template <class T>
OPFORGE_HOST_DEVICE inline bool before_bound(T v, T bound, bool descending) {
  if constexpr (std::is_same_v<T, bool>) {
    return before(key(v), key(bound), descending);
  } else if constexpr (std::is_integral_v<T>) {
    return descending ? bound < v : v < bound;
  } else {
    using C = std::conditional_t<std::is_same_v<T, double>, double, float>;
    const C a = static_cast<C>(v), b = static_cast<C>(bound);
    if (b != b) return !descending && a == a;  // nothing passes a NaN descending; every number ascending
    return descending ? (b < a || a != a) : a < b;
  }
}

}  // namespace opforge::sort_order
