// What the CUDA reductions fold (src/cuda/reduce.cuh): one struct per reduction with the contract of
// the CPU reducers (iteration/reduce.h), every member OPFORGE_HOST_DEVICE so the same code runs in the
// kernels and in the host tests:
//
//   using acc_t = ...;                                 // a partial result; trivially copyable
//   acc_t identity() const;                            // the partial of no element
//   value load(const char* p) const;                   // the input element at p
//   acc_t reduce(acc_t a, value x, int64_t pos) const; // x, at position pos, folded into a
//   acc_t combine(acc_t a, acc_t b) const;             // two partials, in any grouping
//   void store(char* out0, char* out1, acc_t a) const; // writes one output element (out1: indices)
//
// The results are the CPU kernels' (src/cpu/sum.cpp, extremum.h): sums accumulate in float for half
// and bfloat16, in int64 arithmetic done in uint64 (wrapping) for bool and integers, in the type
// itself otherwise; a mean divides by the number of folded elements before its one rounding; max
// and min compare half and bfloat16 in float, a NaN wins over everything, and max.dim and min.dim
// pick the first index among equal extremes (or the first NaN). combine() is commutative for all of them, so a
// partial's position range does not matter: sums only round differently, and max.dim's order
// (NaN, then value, then smaller index: iteration/extremum_order.h, the CPU's too) is total.
//
// Element types: storage types, except complex<V>, read as ComplexParts<V> (std::complex has no
// device code).
#pragma once

#include <cstdint>
#include <limits>
#include <type_traits>

#include "iteration/extremum_order.h"
#include "opforge/numeric.h"

namespace opforge::cuda_detail {

// A complex<V> element as it sits in memory: two V, real first.
template <class V>
struct ComplexParts {
  V re, im;
};

template <class T>
inline constexpr bool is_complex_parts = false;
template <class V>
inline constexpr bool is_complex_parts<ComplexParts<V>> = true;

template <class T>
OPFORGE_HOST_DEVICE inline T load_reduce_element(const char* p) {
  if constexpr (std::is_same_v<T, bool>)
    return *reinterpret_cast<const uint8_t*>(p) != 0;
  else
    return *reinterpret_cast<const T*>(p);
}

// Half and bfloat16 widen to float; other types stay.
template <class T>
using widened_t = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, T>;

// ---- sum and mean ---------------------------------------------------------------------------------

template <class Out>
using sum_acc_t = std::conditional_t<std::is_integral_v<Out>, uint64_t, widened_t<Out>>;

template <class T>
struct RealPart {
  using type = T;
};
template <class V>
struct RealPart<ComplexParts<V>> {
  using type = V;
};

// Elements In summed into Out: In == Out, or In bool or integer and Out int64.
template <class In, class Out>
struct SumOp {
  using acc_t = sum_acc_t<Out>;
  using real_t = typename RealPart<acc_t>::type;
  real_t divisor;  // a mean's element count (unused by integer sums)
  bool mean;

  OPFORGE_HOST_DEVICE acc_t identity() const { return acc_t{}; }
  OPFORGE_HOST_DEVICE In load(const char* p) const { return load_reduce_element<In>(p); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, In x, int64_t) const {
    if constexpr (std::is_same_v<acc_t, uint64_t>)
      return a + static_cast<uint64_t>(static_cast<int64_t>(x));
    else if constexpr (is_complex_parts<acc_t>)
      return {a.re + x.re, a.im + x.im};
    else
      return a + static_cast<acc_t>(x);
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const {
    if constexpr (is_complex_parts<acc_t>)
      return {a.re + b.re, a.im + b.im};
    else
      return a + b;
  }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const {
    Out* o = reinterpret_cast<Out*>(out0);
    if constexpr (std::is_same_v<Out, bool>)
      *reinterpret_cast<uint8_t*>(out0) = a != 0 ? 1 : 0;
    else if constexpr (std::is_same_v<acc_t, uint64_t>)
      *o = static_cast<Out>(a);
    else if constexpr (is_complex_parts<acc_t>)
      *o = mean ? acc_t{a.re / divisor, a.im / divisor} : a;
    else
      *o = static_cast<Out>(mean ? a / divisor : a);
  }
};

// ---- max, min, max.dim and min.dim -----------------------------------------------------------------

using extremum_order::beyond;
using extremum_order::is_nan;

// max (Largest) or min of all elements of T (bool, integers, half, bfloat16, float, double).
template <class T, bool Largest>
struct ExtremumOp {
  using acc_t = widened_t<T>;

  OPFORGE_HOST_DEVICE acc_t identity() const { return extremum_order::identity<acc_t, Largest>(); }
  OPFORGE_HOST_DEVICE T load(const char* p) const { return load_reduce_element<T>(p); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, T x, int64_t) const {
    const auto v = static_cast<acc_t>(x);
    return (beyond<Largest>(v, a) || is_nan(v)) ? v : a;
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const {
    return (beyond<Largest>(b, a) || is_nan(b)) && !is_nan(a) ? b : a;
  }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const {
    if constexpr (std::is_same_v<T, bool>)
      *reinterpret_cast<uint8_t*>(out0) = a ? 1 : 0;
    else
      *reinterpret_cast<T*>(out0) = static_cast<T>(a);
  }
};

// max.dim and min.dim (WithValues: the extreme along the folded dim and its index), argmax and
// argmin (the index alone), in extremum_order's order.
template <class T, bool Largest, bool WithValues>
struct ExtremumIndexOp {
  using Order = extremum_order::IndexOrder<widened_t<T>, Largest>;
  using acc_t = typename Order::acc_t;

  OPFORGE_HOST_DEVICE acc_t identity() const { return Order::identity(); }
  OPFORGE_HOST_DEVICE T load(const char* p) const { return load_reduce_element<T>(p); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, T x, int64_t pos) const {
    return Order::reduce(a, static_cast<widened_t<T>>(x), pos);
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return Order::combine(a, b); }
  OPFORGE_HOST_DEVICE void store(char* out0, char* out1, acc_t a) const {
    if constexpr (!WithValues)
      *reinterpret_cast<int64_t*>(out0) = a.index;
    else {
      if constexpr (std::is_same_v<T, bool>)
        *reinterpret_cast<uint8_t*>(out0) = a.value ? 1 : 0;
      else
        *reinterpret_cast<T*>(out0) = static_cast<T>(a.value);
      *reinterpret_cast<int64_t*>(out1) = a.index;
    }
  }
};

}  // namespace opforge::cuda_detail
