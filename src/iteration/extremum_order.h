// The order in which max and min (and cummax and cummin) pick an element, of their reducers
// (iteration/reducers.h), which both devices run, so that they give the same values and indices.
// PyTorch's rule: a NaN is beyond every number (max and min of anything with a NaN are NaN), and
// among equal extremes (or NaNs) the first index wins. Half and bfloat16 compare in float.
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "opforge/numeric.h"

namespace opforge::extremum_order {

template <class V>
OPFORGE_HOST_DEVICE inline bool is_nan(V v) {
  if constexpr (std::is_floating_point_v<V>)
    return v != v;
  else
    return false;
}

// The identity of max (Largest) or min: the type's lowest or highest value, -inf or inf for floating.
template <class V, bool Largest>
OPFORGE_HOST_DEVICE constexpr V identity() {
  if constexpr (std::is_floating_point_v<V>)
    return Largest ? -std::numeric_limits<V>::infinity() : std::numeric_limits<V>::infinity();
  else
    return Largest ? std::numeric_limits<V>::lowest() : std::numeric_limits<V>::max();
}

// Whether v is strictly beyond a: larger for max, smaller for min; on GCC vectors, lane by lane.
template <bool Largest, class V>
OPFORGE_HOST_DEVICE inline auto beyond(V v, V a) {
  if constexpr (Largest)
    return v > a;
  else
    return v < a;
}

template <class V>
struct ValueIndex {
  V value;
  int64_t index;  // -1: no element yet
};

// The partials of max.dim, min.dim, argmax and argmin (Largest: max), in the order they pick by:
// NaN above everything, then larger (smaller) values, then smaller indices. Being a total order,
// it lets partials be combined in any grouping.
template <class V, bool Largest>
struct IndexOrder {
  using acc_t = ValueIndex<V>;
  OPFORGE_HOST_DEVICE static acc_t identity() { return {extremum_order::identity<V, Largest>(), -1}; }
  // The elements folded into one partial come in increasing positions, so a later equal value never
  // replaces an earlier one.
  OPFORGE_HOST_DEVICE static acc_t reduce(acc_t a, V v, int64_t pos) {
    if (a.index < 0 || (!is_nan(a.value) && (beyond<Largest>(v, a.value) || is_nan(v)))) return {v, pos};
    return a;
  }
  OPFORGE_HOST_DEVICE static acc_t combine(acc_t a, acc_t b) {
    if (a.index < 0) return b;
    if (b.index < 0) return a;
    const bool a_nan = is_nan(a.value);
    const bool b_nan = is_nan(b.value);
    if (a_nan || b_nan) {
      if (a_nan && b_nan) return a.index <= b.index ? a : b;
      return a_nan ? a : b;
    }
    if (a.value != b.value) return beyond<Largest>(a.value, b.value) ? a : b;
    return a.index <= b.index ? a : b;
  }
};

// The partials of cummax and cummin (Largest: cummax), PyTorch's order for them: NaN above
// everything, then larger (smaller) values, then larger indices: a later equal value, or a later
// NaN, takes over (PyTorch's CPU cummax compares with >=). Being a total order, it lets partials be
// combined in any grouping (the CUDA block scan's).
template <class V, bool Largest>
struct RunningOrder {
  using acc_t = ValueIndex<V>;
  OPFORGE_HOST_DEVICE static acc_t identity() { return {extremum_order::identity<V, Largest>(), -1}; }
  OPFORGE_HOST_DEVICE static acc_t reduce(acc_t a, V v, int64_t pos) {
    if (a.index < 0 || is_nan(v) || (!is_nan(a.value) && !beyond<Largest>(a.value, v))) return {v, pos};
    return a;
  }
  // b's elements come after a's.
  OPFORGE_HOST_DEVICE static acc_t combine(acc_t a, acc_t b) {
    if (a.index < 0) return b;
    if (b.index < 0) return a;
    if (is_nan(b.value)) return b;
    if (is_nan(a.value)) return a;
    return beyond<Largest>(a.value, b.value) ? a : b;
  }
};

}  // namespace opforge::extremum_order
