// The reductions, each defined once for both devices: what a partial result holds, how an element
// enters it, how two partials combine and how a partial becomes the output element (or elements).
// The CPU loop (iteration/reduce.h's ReducePlan) and the CUDA kernels (cuda/reduce.cuh's
// cuda_reduce) run the same definitions, as pointwise_math.h's functions serve both devices'
// pointwise kernels. The contract, every member OPFORGE_HOST_DEVICE:
//
//   struct Reducer {
//     using acc_t = ...;                                  // a partial result; trivially copyable
//     acc_t identity() const;                             // the partial of no element
//     value load(const char* p) const;                    // the input element at p
//     acc_t reduce(acc_t a, value x, int64_t pos) const;  // x, at position pos, folded into a
//     acc_t combine(acc_t a, acc_t b) const;              // two partials; a covers earlier positions
//     void store(char* out0, char* out1, acc_t a) const;  // writes one output element (out1: indices)
//   };
//
// A device's loop may add a faster form of a fold that gives what reduce() would (the CPU's
// fold_contiguous: reduce.h); it derives from the definition here and changes nothing else.
//
// Positions number the elements folded into one output (reduce.h says in which order); the
// elements reduce() folds into one partial come in increasing positions, and partials may be
// combined in any grouping, with combine(a, b)'s a covering earlier positions. Every combine here
// is commutative but the index order's, which is total: a partial's position range does not
// matter, and sums only round differently by grouping.
//
// Element types are storage types; a complex one is the device's complex type of the same layout
// (std::complex on the CPU, ::cuda::std::complex on CUDA, whose arithmetic has device code).
#pragma once

#include <cmath>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "iteration/extremum_order.h"
#include "opforge/numeric.h"

namespace opforge::reduce {

// The element of type T at p; a bool is read as its byte, so any non-zero byte is true.
template <class T>
OPFORGE_HOST_DEVICE inline T load_element(const char* p) {
  if constexpr (std::is_same_v<T, bool>)
    return *reinterpret_cast<const uint8_t*>(p) != 0;
  else
    return *reinterpret_cast<const T*>(p);
}

// Writes v as the element of type T at p (a bool as the byte 0 or 1).
template <class T, class V>
OPFORGE_HOST_DEVICE inline void store_element(char* p, V v) {
  if constexpr (std::is_same_v<T, bool>)
    *reinterpret_cast<uint8_t*>(p) = v ? 1 : 0;
  else
    *reinterpret_cast<T*>(p) = static_cast<T>(v);
}

// Half and bfloat16 widen to float; other types stay.
template <class T>
using widened_t = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, T>;

// The real type of a complex type (its value_type), or the type itself.
template <class T, class = void>
struct RealOf {
  using type = T;
};
template <class T>
struct RealOf<T, std::void_t<typename T::value_type>> {
  using type = typename T::value_type;
};
template <class T>
inline constexpr bool is_complex_element = !std::is_same_v<typename RealOf<T>::type, T>;

// ---- sum and mean ---------------------------------------------------------------------------------

// Where sums of Out accumulate: int64 arithmetic done in uint64 (wrapping without overflow UB)
// for bool and integers, float for half and bfloat16, Out itself otherwise.
template <class Out>
using sum_acc_t = std::conditional_t<std::is_integral_v<Out>, uint64_t, widened_t<Out>>;

// Elements In summed into Out: In == Out, or In bool or integer and Out int64. A mean divides the
// sum by the number of folded elements before its one rounding to Out (PyTorch's mean of half and
// bfloat16 sums and divides in float).
template <class In, class Out>
struct SumReducer {
  using acc_t = sum_acc_t<Out>;
  using real_t = typename RealOf<acc_t>::type;
  real_t divisor;  // a mean's element count (unused by integer sums)
  bool mean;

  OPFORGE_HOST_DEVICE acc_t identity() const { return acc_t(0); }
  OPFORGE_HOST_DEVICE In load(const char* p) const { return load_element<In>(p); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, In x, int64_t) const {
    if constexpr (std::is_same_v<acc_t, uint64_t>)
      return a + static_cast<uint64_t>(static_cast<int64_t>(x));
    else
      return a + static_cast<acc_t>(x);
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return a + b; }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const {
    if constexpr (std::is_same_v<acc_t, uint64_t>)
      store_element<Out>(out0, a);
    else
      store_element<Out>(out0, mean ? a / divisor : a);
  }
};

// ---- the sums under norm -------------------------------------------------------------------------

// What norm's one-pass fold adds per element: |x| (p = 1) or x * x (p = 2).
enum class PowerSum : uint8_t { abs, square };

// The sum of |x| or x * x of real elements T (float or double), each mapped as it is read: norm's
// p = 1 and p = 2 without writing the magnitudes and their squares first. The root of a p = 2 sum
// is the caller's (one pass over the results, not one per element).
template <class T, PowerSum P>
struct PowerSumReducer {
  static_assert(std::is_floating_point_v<T>, "norm's sums fold float or double");
  using acc_t = T;

  OPFORGE_HOST_DEVICE acc_t identity() const { return T(0); }
  OPFORGE_HOST_DEVICE T load(const char* p) const { return load_element<T>(p); }
  // |x| with its sign bit cleared (NaN's too, as the CPU's vector loop does); x * x fused into the
  // add, one rounding.
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, T x, int64_t) const {
    if constexpr (P == PowerSum::abs)
      return a + std::fabs(x);
    else
      return std::fma(x, x, a);
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return a + b; }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const { store_element<T>(out0, a); }
};

// ---- max, min, max.dim, min.dim, argmax and argmin -----------------------------------------------

// max (Largest) or min of all elements of T (bool, integers, half, bfloat16, float, double), with
// PyTorch's NaN rule (extremum_order.h): any NaN makes the result NaN.
template <class T, bool Largest>
struct ExtremumReducer {
  using acc_t = widened_t<T>;

  OPFORGE_HOST_DEVICE acc_t identity() const { return extremum_order::identity<acc_t, Largest>(); }
  OPFORGE_HOST_DEVICE T load(const char* p) const { return load_element<T>(p); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, T x, int64_t) const {
    const auto v = static_cast<acc_t>(x);
    // Non-short-circuit `|`: a select the CPU compiler vectorizes.
    return (extremum_order::beyond<Largest>(v, a) | extremum_order::is_nan(v)) ? v : a;
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const {
    return (extremum_order::beyond<Largest>(b, a) || extremum_order::is_nan(b)) && !extremum_order::is_nan(a) ? b : a;
  }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const { store_element<T>(out0, a); }
};

// max.dim and min.dim (WithValues: the extreme along the folded dim and its index), argmax and
// argmin (the index alone), in extremum_order's order: NaN first, then the extreme, then the
// smaller index.
template <class T, bool Largest, bool WithValues>
struct ExtremumIndexReducer {
  using Order = extremum_order::IndexOrder<widened_t<T>, Largest>;
  using acc_t = typename Order::acc_t;

  OPFORGE_HOST_DEVICE acc_t identity() const { return Order::identity(); }
  OPFORGE_HOST_DEVICE T load(const char* p) const { return load_element<T>(p); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, T x, int64_t pos) const {
    return Order::reduce(a, static_cast<widened_t<T>>(x), pos);
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return Order::combine(a, b); }
  OPFORGE_HOST_DEVICE void store(char* out0, char* out1, acc_t a) const {
    if constexpr (WithValues) {
      store_element<T>(out0, a.value);
      *reinterpret_cast<int64_t*>(out1) = a.index;
    } else {
      *reinterpret_cast<int64_t*>(out0) = a.index;
    }
  }
};

// ---- the reductions ops.yaml declares (`kernel: {reduce: ...}`) ----------------------------------

// Elements stored as T folded with the generated functor F (generated/src/functors/<op>.h),
//
//   template <class Op> struct prod_reduce {
//     static Op identity();                 // the partial of no element
//     Op map(Op x) const;                   // an element, in the compute type Op
//     Op combine(Op a, Op b) const;         // two partials; a covers the earlier positions
//     Op finalize(Op a, int64_t n) const;   // the result of the n elements folded into a
//   };
//
// in its compute type Acc: the device's opmath type of T (iteration/opmath.h: float for half and
// bfloat16, so partials round once, when the result is stored; for a complex T, the device's
// complex type of T's own layout).
template <class T, class Acc, class F>
struct DeclaredReducer {
  using acc_t = Acc;
  static_assert(!is_complex_element<Acc> || sizeof(Acc) == sizeof(T),
                "a complex element is read as the compute type of its own layout");
  F f;
  int64_t count;  // the elements folded into each output

  OPFORGE_HOST_DEVICE acc_t identity() const { return F::identity(); }
  OPFORGE_HOST_DEVICE acc_t load(const char* p) const {
    if constexpr (is_complex_element<Acc>)
      return *reinterpret_cast<const Acc*>(p);
    else
      return static_cast<Acc>(load_element<T>(p));
  }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, acc_t x, int64_t) const { return f.combine(a, f.map(x)); }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return f.combine(a, b); }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const {
    const acc_t r = f.finalize(a, count);
    if constexpr (is_complex_element<Acc>)
      *reinterpret_cast<Acc*>(out0) = r;
    else
      store_element<T>(out0, r);
  }
};

// ---- the scans ops.yaml declares (`kernel: {scan: ...}`) ------------------------------------------

// What a scan of elements T accumulates in: PyTorch's CPU accumulation type (at::acc_type<T,
// false>), whose prefixes each round once to T: double for float (a float32 cumsum of 10^6 ones
// reaches 10^6, not 2^24), float for half and bfloat16, int64 for integers (an int8 out= receives
// each prefix wrapped), complex<double> for complex64. Complex is Complex<double>: std::complex on
// the CPU, ::cuda::std::complex on CUDA.
template <class T, template <class> class Complex>
struct ScanAcc {
  using type = std::conditional_t<std::is_integral_v<T> && !std::is_same_v<T, bool>, int64_t,
                                  std::conditional_t<std::is_same_v<T, float>, double, widened_t<T>>>;
};
template <class V, template <class> class Complex>
struct ScanAcc<std::complex<V>, Complex> {
  using type = Complex<double>;
};

// Elements stored as T scanned with the generated functor F (generated/src/functors/<op>.h),
//
//   template <class Op> struct cumsum_scan {
//     static Op identity();                 // the prefix of no element
//     Op combine(Op a, Op b) const;         // a prefix and what follows it
//   };
//
// in Acc (ScanAcc's), each prefix rounded to T when stored. A complex element is read and written
// as its two parts, so that T's std::complex needs no arithmetic on the device.
template <class T, class Acc, class F>
struct DeclaredScanner {
  using acc_t = Acc;
  using part_t = typename RealOf<T>::type;
  using acc_part_t = typename RealOf<Acc>::type;
  F f;

  OPFORGE_HOST_DEVICE acc_t identity() const { return F::identity(); }
  OPFORGE_HOST_DEVICE acc_t load(const char* p) const {
    if constexpr (is_complex_element<Acc>) {
      const auto* parts = reinterpret_cast<const part_t*>(p);
      return Acc(static_cast<acc_part_t>(parts[0]), static_cast<acc_part_t>(parts[1]));
    } else {
      return static_cast<Acc>(load_element<T>(p));
    }
  }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, acc_t x, int64_t) const { return f.combine(a, x); }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return f.combine(a, b); }
  OPFORGE_HOST_DEVICE void store(char* out0, char*, acc_t a) const {
    if constexpr (is_complex_element<Acc>) {
      auto* parts = reinterpret_cast<part_t*>(out0);
      parts[0] = static_cast<part_t>(a.real());
      parts[1] = static_cast<part_t>(a.imag());
    } else {
      store_element<T>(out0, a);
    }
  }
};

// The scanner of cummax and cummin (ops.yaml `scan: {reducer: cummax | cummin, results: {values:
// computed, indices: index}}`): each prefix's extreme in extremum_order::RunningOrder, stored as its
// value (T) and its index along dim (int64). Half and bfloat16 compare in float.
template <class T, bool Largest>
struct RunningExtremum {
  using V = widened_t<T>;
  using Order = extremum_order::RunningOrder<V, Largest>;
  using acc_t = typename Order::acc_t;
  OPFORGE_HOST_DEVICE acc_t identity() const { return Order::identity(); }
  OPFORGE_HOST_DEVICE V load(const char* p) const { return static_cast<V>(load_element<T>(p)); }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, V x, int64_t i) const { return Order::reduce(a, x, i); }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const { return Order::combine(a, b); }
  OPFORGE_HOST_DEVICE void store(char* out0, char* out1, acc_t a) const {
    store_element<T>(out0, static_cast<T>(a.value));
    *reinterpret_cast<int64_t*>(out1) = a.index;
  }
};
namespace cummax {
template <class T>
using Scanner = RunningExtremum<T, true>;
}  // namespace cummax
namespace cummin {
template <class T>
using Scanner = RunningExtremum<T, false>;
}  // namespace cummin

}  // namespace opforge::reduce
