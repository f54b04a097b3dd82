// The per-element math of the generated pointwise functors (generated/src/functors/): one function
// per operator and per function of the ops.yaml expression language (codegen/README.md). A functor
// is instantiated for its compute type Op (opmath_t of the op's dtype: bool, the integer types,
// float, double, std::complex<float>, std::complex<double>; half and bfloat16 compute in float,
// complex32 in std::complex<float>), and every function here is OPFORGE_HOST_DEVICE, so the same
// functor runs in the CPU loop and in CUDA kernels. Complex values are std::complex on the CPU and
// ::cuda::std::complex on the device (iteration/opmath.h); complex math is written out on real and
// imaginary parts, so one definition serves both.
//
// Semantics, PyTorch's where it has them:
// - integer + - * and unary - wrap modulo 2^bits (no signed overflow); integer / and % truncate,
//   and by zero give 0 (an expression cannot raise); INT_MIN / -1 wraps;
// - bool arithmetic is logical: + is or, * is and, - is xor; ~ on bool is logical not, as
//   torch.bitwise_not does;
// - comparisons and logical operators give bool; complex values are "true" when either part is
//   non-zero and compare only for equality;
// - maximum, minimum and clamp propagate NaN (a NaN bound gives NaN); clamp with min > max gives
//   max; a clamp bound may be Unbounded (an absent optional argument);
// - pow of integers is exact, by squaring, wrapping on overflow; a negative exponent gives
//   1 for base 1, +-1 for base -1 and 0 otherwise (PyTorch's powi);
// - abs of a complex value is its magnitude, a real value.
// - the other transcendental functions of real values are SLEEF's on the CPU
//   (pointwise_transcendental.h);
// - exp, sin, cos, pow and atan2 of float on the CPU are vectorizable_math.h's (the pointwise
//   loop vectorizes them; within 0.78, 0.52, 0.52, 0.5001 and 0.5001 ulp); CUDA code and the
//   other types use the library's. The fast forms of the first three (namespace fast, at the end)
//   give the same values, faster, for common arguments.
// Functions that have no meaning for a type (sin of an integer, < on complex) fail to compile with
// a static_assert naming the function: the op's dtypes or promotion must avoid that type.
#pragma once

#include <bit>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>

#include "opforge/numeric.h"

#if defined(__CUDACC__)
#include <cuda/std/complex>
#else
#include <sleef.h>

#include "iteration/vectorizable_math.h"
#endif
#if defined(OPFORGE_CUDA_ON_HOST)
#include <cuda/std/complex>
#endif

// On the generated functors' operator() and the functions whose float form is vectorizable_math.h's:
// the pointwise loop vectorizes only if the whole element function is inlined into it, which GCC's
// size limits refuse for those long bodies (a call per element was 3x slower than libm).
#define OPFORGE_ALWAYS_INLINE __attribute__((always_inline)) inline

namespace opforge::math {

template <class T>
inline constexpr bool is_complex_v = false;
template <class V>
inline constexpr bool is_complex_v<std::complex<V>> = true;
#if defined(__CUDACC__) || defined(OPFORGE_CUDA_ON_HOST)
template <class V>
inline constexpr bool is_complex_v<::cuda::std::complex<V>> = true;
#endif

template <class T>
inline constexpr bool is_bool_v = std::is_same_v<T, bool>;
template <class T>
inline constexpr bool is_integer_v = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// Always false, for static_asserts in templates.
template <class T>
inline constexpr bool unsupported_v = false;

// An absent optional argument, as a clamp bound.
struct Unbounded {};

// The absent values `largest` and `lowest` of functions.yaml's `absent`: a storage type's finite
// extremes (65504 and -65504 for Half).
struct LargestFinite {};
struct LowestFinite {};

// The value of an optional float argument of a function with functions.yaml `absent` (nan_to_num's
// posinf), in the storage type T of the computation, as PyTorch's static_cast<scalar_t>(value):
// present, rounded to T (1e10 is inf in Half); absent, `absent`. The kernels compute it on the host
// once per call. Integral computations never read it (nan_to_num keeps integers), so they get 0
// rather than a conversion out of range.
template <class T, class D>
T storage_value(const std::optional<double>& value, D absent) {
  if constexpr (!std::is_floating_point_v<T> && !std::is_same_v<T, Half> && !std::is_same_v<T, BFloat16>) {
    return T{};
  } else if (value) {
    return static_cast<T>(*value);  // through float for Half and BFloat16, as c10's
  } else if constexpr (std::is_same_v<D, LargestFinite> || std::is_same_v<D, LowestFinite>) {
    constexpr bool largest = std::is_same_v<D, LargestFinite>;
    if constexpr (std::is_same_v<T, Half>)
      return Half::from_bits(largest ? 0x7BFF : 0xFBFF);
    else if constexpr (std::is_same_v<T, BFloat16>)
      return BFloat16::from_bits(largest ? 0x7F7F : 0xFF7F);
    else
      return largest ? std::numeric_limits<T>::max() : std::numeric_limits<T>::lowest();
  } else {
    return static_cast<T>(absent);
  }
}

namespace detail {

// Unsigned type of at least int's width: arithmetic on it wraps instead of overflowing, including
// for small types that C++ would promote to (signed) int.
template <class T>
using wide_unsigned_t = std::common_type_t<std::make_unsigned_t<T>, unsigned>;

template <class T>
OPFORGE_HOST_DEVICE constexpr T wrap(wide_unsigned_t<T> v) {
  return static_cast<T>(v);  // modular since C++20
}
template <class T>
OPFORGE_HOST_DEVICE constexpr wide_unsigned_t<T> bits(T v) {
  return static_cast<wide_unsigned_t<T>>(v);
}

// -v, written so that GCC cannot see a negation. Complex formulas use it to give both parts the
// same operator: GCC 12's vectorizer turns parts of opposite operators over products, such as
// (ar*br - ai*bi, ar*bi + ai*br), into fused multiply-adds (its VEC_FMADDSUB pattern) although
// this project builds with -ffp-contract=off, so that vectorized elements rounded once and the
// loop's scalar tail twice: the same inputs gave results 1 ulp apart by their position in the
// tensor. With ar*br + (-ai)*bi the parts are both sums and nothing is fused; the product of a
// negated factor is the negated product exactly. (nvcc, which fuses by its own rule, gets -v.)
template <class V>
OPFORGE_HOST_DEVICE inline V negated(V v) {
#if defined(__CUDA_ARCH__)
  return -v;
#else
  using U = std::conditional_t<sizeof(V) == 8, uint64_t, uint32_t>;
  static_assert(sizeof(V) == sizeof(U));
  return std::bit_cast<V>(static_cast<U>(std::bit_cast<U>(v) ^ (U{1} << (sizeof(V) * 8 - 1))));
#endif
}

}  // namespace detail

// ---- truth and conversion -----------------------------------------------------------------------

template <class T>
OPFORGE_HOST_DEVICE constexpr bool truth(T a) {
  if constexpr (is_complex_v<T>)
    return a.real() != 0 || a.imag() != 0;
  else
    return a != 0;
}

// ---- arithmetic operators ------------------------------------------------------------------------

template <class T>
OPFORGE_HOST_DEVICE constexpr T add(T a, T b) {
  if constexpr (is_bool_v<T>)
    return a || b;
  else if constexpr (is_integer_v<T>)
    return detail::wrap<T>(detail::bits(a) + detail::bits(b));
  else if constexpr (is_complex_v<T>)
    return T(a.real() + b.real(), a.imag() + b.imag());
  else
    return a + b;
}

template <class T>
OPFORGE_HOST_DEVICE constexpr T sub(T a, T b) {
  if constexpr (is_bool_v<T>)
    return a != b;
  else if constexpr (is_integer_v<T>)
    return detail::wrap<T>(detail::bits(a) - detail::bits(b));
  else if constexpr (is_complex_v<T>)
    return T(a.real() - b.real(), a.imag() - b.imag());
  else
    return a - b;
}

template <class T>
OPFORGE_HOST_DEVICE constexpr T mul(T a, T b) {
  if constexpr (is_bool_v<T>)
    return a && b;
  else if constexpr (is_integer_v<T>)
    return detail::wrap<T>(detail::bits(a) * detail::bits(b));
  else if constexpr (is_complex_v<T>)
    return T(a.real() * b.real() + detail::negated(a.imag()) * b.imag(), a.real() * b.imag() + a.imag() * b.real());
  else
    return a * b;
}

template <class T>
OPFORGE_HOST_DEVICE constexpr T neg(T a) {
  if constexpr (is_bool_v<T>)
    static_assert(unsupported_v<T>, "unary - is not defined for bool; use ! or ~");
  else if constexpr (is_integer_v<T>)
    return detail::wrap<T>(detail::bits(T(0)) - detail::bits(a));
  else if constexpr (is_complex_v<T>)
    return T(-a.real(), -a.imag());
  else
    return -a;
}

template <class T>
OPFORGE_HOST_DEVICE constexpr T div(T a, T b) {
  if constexpr (is_bool_v<T>) {
    static_assert(unsupported_v<T>, "/ is not defined for bool");
  } else if constexpr (is_integer_v<T>) {
    if (b == 0) return T(0);
    if constexpr (std::is_signed_v<T>)
      if (b == T(-1)) return neg(a);
    return static_cast<T>(a / b);
  } else if constexpr (is_complex_v<T>) {
    // Smith's algorithm, scaled by the larger part of b, as c10::complex divides.
    using V = typename T::value_type;
    const V ar = a.real(), ai = a.imag(), br = b.real(), bi = b.imag();
    const V abs_br = std::abs(br), abs_bi = std::abs(bi);
    if (abs_br >= abs_bi) {
      if (abs_br == 0 && abs_bi == 0) return T(ar / abs_br, ai / abs_bi);
      const V rat = bi / br;
      const V scl = V(1) / (br + bi * rat);
      return T((ar + ai * rat) * scl, (ai + detail::negated(ar) * rat) * scl);
    }
    const V rat = br / bi;
    const V scl = V(1) / (bi + br * rat);
    return T((ar * rat + ai) * scl, (ai * rat + detail::negated(ar)) * scl);
  } else {
    return a / b;
  }
}

// C's %: the remainder of truncated division (std::fmod for floating types).
template <class T>
OPFORGE_HOST_DEVICE constexpr T rem(T a, T b) {
  if constexpr (is_bool_v<T> || is_complex_v<T>) {
    static_assert(unsupported_v<T>, "% is not defined for bool or complex");
  } else if constexpr (is_integer_v<T>) {
    if (b == 0) return T(0);
    if constexpr (std::is_signed_v<T>)
      if (b == T(-1)) return T(0);
    return static_cast<T>(a % b);
  } else {
    return std::fmod(a, b);
  }
}

// ---- comparisons -------------------------------------------------------------------------------

template <class T>
OPFORGE_HOST_DEVICE constexpr bool eq(T a, T b) {
  if constexpr (is_complex_v<T>)
    return a.real() == b.real() && a.imag() == b.imag();
  else
    return a == b;
}
template <class T>
OPFORGE_HOST_DEVICE constexpr bool ne(T a, T b) {
  return !eq(a, b);
}

template <class T>
OPFORGE_HOST_DEVICE constexpr void require_ordered() {
  static_assert(!is_complex_v<T>,
                "complex values are not ordered: <, <=, >, >=, maximum, minimum and clamp reject them");
}
template <class T>
OPFORGE_HOST_DEVICE constexpr bool lt(T a, T b) {
  require_ordered<T>();
  return a < b;
}
template <class T>
OPFORGE_HOST_DEVICE constexpr bool le(T a, T b) {
  require_ordered<T>();
  return a <= b;
}
template <class T>
OPFORGE_HOST_DEVICE constexpr bool gt(T a, T b) {
  require_ordered<T>();
  return a > b;
}
template <class T>
OPFORGE_HOST_DEVICE constexpr bool ge(T a, T b) {
  require_ordered<T>();
  return a >= b;
}

// ---- logical and bitwise operators -----------------------------------------------------------

template <class T>
OPFORGE_HOST_DEVICE constexpr bool logical_not(T a) {
  return !truth(a);
}
template <class A, class B>
OPFORGE_HOST_DEVICE constexpr bool logical_and(A a, B b) {
  return truth(a) && truth(b);
}
template <class A, class B>
OPFORGE_HOST_DEVICE constexpr bool logical_or(A a, B b) {
  return truth(a) || truth(b);
}

template <class T>
OPFORGE_HOST_DEVICE constexpr void require_bitwise() {
  static_assert(std::is_integral_v<T>, "bitwise operators (~ & | ^) need bool or integer values");
}
template <class T>
OPFORGE_HOST_DEVICE constexpr T bitwise_not(T a) {
  require_bitwise<T>();
  if constexpr (is_bool_v<T>)
    return !a;
  else
    return static_cast<T>(~a);
}
template <class T>
OPFORGE_HOST_DEVICE constexpr T bitwise_and(T a, T b) {
  require_bitwise<T>();
  return static_cast<T>(a & b);
}
template <class T>
OPFORGE_HOST_DEVICE constexpr T bitwise_or(T a, T b) {
  require_bitwise<T>();
  return static_cast<T>(a | b);
}
template <class T>
OPFORGE_HOST_DEVICE constexpr T bitwise_xor(T a, T b) {
  require_bitwise<T>();
  return static_cast<T>(a ^ b);
}

// cond ? a : b
template <class C, class T>
OPFORGE_HOST_DEVICE constexpr T where(C cond, T a, T b) {
  return truth(cond) ? a : b;
}

// ---- functions ---------------------------------------------------------------------------------

template <class T>
OPFORGE_HOST_DEVICE constexpr void require_floating() {
  static_assert(std::is_floating_point_v<T> || is_complex_v<T>,
                "this function needs a floating or complex compute type: give the op an int_to_float promotion "
                "or a floating dtype list");
}
template <class T>
OPFORGE_HOST_DEVICE constexpr void require_real_floating() {
  static_assert(std::is_floating_point_v<T>, "this function needs a real floating compute type");
}

template <class T>
OPFORGE_HOST_DEVICE inline auto abs(T a) {
  if constexpr (is_bool_v<T> || std::is_unsigned_v<T>)
    return a;
  else if constexpr (is_integer_v<T>)
    return a < 0 ? neg(a) : a;
  else if constexpr (is_complex_v<T>)
    return std::hypot(a.real(), a.imag());
  else
    return std::abs(a);
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T exp(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    const auto m = std::exp(a.real());
    if (a.imag() == 0) return T(m, a.imag());  // exact for real input, as std::exp
    return T(m * std::cos(a.imag()), m * std::sin(a.imag()));
  } else {
#if !defined(__CUDACC__)
    if constexpr (std::is_same_v<T, float>) return vectorizable::exp(a);
#endif
    return std::exp(a);
  }
}

template <class T>
OPFORGE_HOST_DEVICE inline T log(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) return T(std::log(std::hypot(a.real(), a.imag())), std::atan2(a.imag(), a.real()));
#if !defined(__CUDACC__)
  else if constexpr (std::is_same_v<T, float>)
    return Sleef_logf_u10(a);
  else
    return Sleef_log_u10(a);
#else
  else
    return std::log(a);
#endif
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T sin(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>)
    return T(std::sin(a.real()) * std::cosh(a.imag()), std::cos(a.real()) * std::sinh(a.imag()));
  else {
#if !defined(__CUDACC__)
    if constexpr (std::is_same_v<T, float>) return vectorizable::sin(a);
#endif
    return std::sin(a);
  }
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T cos(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>)
    return T(std::cos(a.real()) * std::cosh(a.imag()), -std::sin(a.real()) * std::sinh(a.imag()));
  else {
#if !defined(__CUDACC__)
    if constexpr (std::is_same_v<T, float>) return vectorizable::cos(a);
#endif
    return std::cos(a);
  }
}

template <class T>
OPFORGE_HOST_DEVICE inline T tanh(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    // Kahan's formula; far from the imaginary axis tanh is +-1 and the formula would overflow.
    using V = typename T::value_type;
    const V x = a.real(), y = a.imag();
    if (std::abs(x) > V(22)) {
      const V e = std::exp(-2 * std::abs(x));
      return T(std::copysign(V(1), x), V(4) * std::sin(y) * std::cos(y) * e);
    }
    const V t = std::tan(y);
    const V beta = 1 + t * t;
    const V s = std::sinh(x);
    const V rho = std::sqrt(1 + s * s);
    const V denom = 1 + beta * s * s;
    return T(beta * rho * s / denom, t / denom);
  } else {
#if !defined(__CUDACC__)
    if constexpr (std::is_same_v<T, float>) return Sleef_tanhf_u10(a);
    return Sleef_tanh_u10(a);
#else
    return std::tanh(a);
#endif
  }
}

template <class T>
OPFORGE_HOST_DEVICE inline T tan(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    // tan(z) = -i tanh(iz)
    const T t = tanh(T(-a.imag(), a.real()));
    return T(t.imag(), -t.real());
  } else {
#if !defined(__CUDACC__)
    if constexpr (std::is_same_v<T, float>) return Sleef_tanf_u10(a);
    return Sleef_tan_u10(a);
#else
    return std::tan(a);
#endif
  }
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T sqrt(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    // The principal root, computed without cancellation from |a| and the larger part.
    using V = typename T::value_type;
    const V x = a.real(), y = a.imag();
    if (x == 0 && y == 0) return T(V(0), y);
    const V t = std::sqrt((std::abs(x) + std::hypot(x, y)) / 2);
    if (x >= 0) return T(t, y / (2 * t));
    return T(std::abs(y) / (2 * t), std::copysign(t, y));
  } else {
    return std::sqrt(a);
  }
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T rsqrt(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>)
    return div(T(1), sqrt(a));
  else
    return T(1) / std::sqrt(a);
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T sigmoid(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>)
    return div(T(1), add(T(1), exp(neg(a))));
  else
    return T(1) / (T(1) + exp(T(-a)));
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T atan2(T a, T b) {
  require_real_floating<T>();
#if !defined(__CUDACC__)
  if constexpr (std::is_same_v<T, float>) return vectorizable::atan2(a, b);
#endif
  return std::atan2(a, b);
}

// A real value rounded to an integer by `round_floating` (ceil, floor, trunc, round); an integer,
// or a bool, is its own rounding.
template <class T, class F>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T rounded_to_integer(T a, F round_floating) {
  static_assert(!is_complex_v<T>, "rounding is not defined for complex values");
  if constexpr (std::is_floating_point_v<T>)
    return round_floating(a);
  else
    return a;
}

template <class T>
OPFORGE_HOST_DEVICE inline T ceil(T a) {
  return rounded_to_integer(a, [](T x) { return std::ceil(x); });
}
template <class T>
OPFORGE_HOST_DEVICE inline T floor(T a) {
  return rounded_to_integer(a, [](T x) { return std::floor(x); });
}
template <class T>
OPFORGE_HOST_DEVICE inline T trunc(T a) {
  return rounded_to_integer(a, [](T x) { return std::trunc(x); });
}

// NaN-propagating, like torch.maximum and torch.minimum.
template <class T>
OPFORGE_HOST_DEVICE inline T maximum(T a, T b) {
  require_ordered<T>();
  if constexpr (std::is_floating_point_v<T>) {
    if (a != a) return a;
    if (b != b) return b;
  }
  return a > b ? a : b;
}
template <class T>
OPFORGE_HOST_DEVICE inline T minimum(T a, T b) {
  require_ordered<T>();
  if constexpr (std::is_floating_point_v<T>) {
    if (a != a) return a;
    if (b != b) return b;
  }
  return a < b ? a : b;
}

namespace detail {

// PyTorch's clamp is std::min(std::max(a, lo), hi) with NaN propagated: on a tie the value being
// clamped is kept, so clamp(-0.0, 0.0, x) is -0.0 (maximum keeps its second operand on a tie).
template <class T>
OPFORGE_HOST_DEVICE inline T clamp_below(T a, T lo) {
  require_ordered<T>();
  if constexpr (std::is_floating_point_v<T>) {
    if (a != a) return a;
    if (lo != lo) return lo;
  }
  return a < lo ? lo : a;
}
template <class T>
OPFORGE_HOST_DEVICE inline T clamp_above(T a, T hi) {
  require_ordered<T>();
  if constexpr (std::is_floating_point_v<T>) {
    if (a != a) return a;
    if (hi != hi) return hi;
  }
  return hi < a ? hi : a;
}

}  // namespace detail

template <class T>
OPFORGE_HOST_DEVICE inline T clamp(T a, T lo, T hi) {
  return detail::clamp_above(detail::clamp_below(a, lo), hi);
}
template <class T>
OPFORGE_HOST_DEVICE inline T clamp(T a, T lo, Unbounded) {
  return detail::clamp_below(a, lo);
}
template <class T>
OPFORGE_HOST_DEVICE inline T clamp(T a, Unbounded, T hi) {
  return detail::clamp_above(a, hi);
}
template <class T>
OPFORGE_HOST_DEVICE inline T clamp(T a, Unbounded, Unbounded) {
  return a;
}

namespace detail {

// base^exp for integers by squaring, wrapping; negative exponents as PyTorch's powi.
template <class T>
OPFORGE_HOST_DEVICE constexpr T integer_pow(T base, T exp) {
  if constexpr (std::is_signed_v<T>) {
    if (exp < 0) {
      if (base == 1) return T(1);
      if (base == -1) return (exp & 1) ? T(-1) : T(1);
      return T(0);
    }
  }
  wide_unsigned_t<T> result = 1, b = bits(base);
  auto e = static_cast<std::make_unsigned_t<T>>(exp);
  while (e) {
    if (e & 1u) result *= b;
    b *= b;
    e >>= 1;
  }
  return wrap<T>(result);
}

}  // namespace detail

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T pow(T a, T b) {
  if constexpr (is_bool_v<T>) {
    return a || !b;
  } else if constexpr (is_integer_v<T>) {
    return detail::integer_pow(a, b);
  } else if constexpr (is_complex_v<T>) {
    using V = typename T::value_type;
    if (b.real() == 0 && b.imag() == 0) return T(V(1));
    if (a.real() == 0 && a.imag() == 0) {
      if (b.imag() == 0 && b.real() > 0) return T(V(0));
    }
    return exp(mul(b, log(a)));
  } else {
#if !defined(__CUDACC__)
    if constexpr (std::is_same_v<T, float>) return vectorizable::pow(a, b);
#endif
    return std::pow(a, b);
  }
}

// pow with a Scalar exponent (pow.Tensor_Scalar: pow(t, 2), t ** 0.5), as PyTorch's kernels compute
// it for real floating types: exponents 2, 3 and -2 as products (a * a is pow's value exactly;
// a * a * a and 1 / (a * a) round twice, as PyTorch's do), 0.5, -0.5 and -1 as sqrt, rsqrt and
// reciprocal. Those give other values than pow at -0 and -inf: sqrt(-0) = -0 and rsqrt(-0) = -inf
// where pow gives +0 and +inf, sqrt(-inf) = rsqrt(-inf) = NaN where pow gives +inf and +0.
// (PyTorch's CPU kernel for float16 alone lacks those three; its CUDA kernel has them for every
// dtype, and so does opforge.) Products also take far less time than a pow call. Other types and
// other exponents take pow; a Tensor exponent always does (pow.Tensor_Tensor has no such cases).
enum class PowCase : uint8_t { square, cube, inverse_square, sqrt, rsqrt, reciprocal, general };

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE PowCase pow_case(T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (b == T(2)) return PowCase::square;
    if (b == T(3)) return PowCase::cube;
    if (b == T(-2)) return PowCase::inverse_square;
    if (b == T(0.5)) return PowCase::sqrt;
    if (b == T(-0.5)) return PowCase::rsqrt;
    if (b == T(-1)) return PowCase::reciprocal;
  }
  return PowCase::general;
}

// pow_by_scalar(a, b) for a b of case C: branch-free, so a loop over a chosen case vectorizes.
template <PowCase C, class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T pow_in_case(T a, T b) {
  if constexpr (C == PowCase::square)
    return a * a;
  else if constexpr (C == PowCase::cube)
    return a * a * a;
  else if constexpr (C == PowCase::inverse_square)
    return T(1) / (a * a);
  else if constexpr (C == PowCase::sqrt)
    return sqrt(a);
  else if constexpr (C == PowCase::rsqrt)
    return rsqrt(a);
  else if constexpr (C == PowCase::reciprocal)
    return T(1) / a;
  else
    return pow(a, b);
}

// f(std::integral_constant<PowCase, pow_case(b)>()): a loop over elements with one exponent b
// chooses its case once this way. Left to the compiler, the per-element branches of pow_by_scalar
// are unswitched out of the loop only while its body is small, which pow's is not: pow_out of 1e6
// floats by 2 took 0.8 ms that way, a scalar loop, and 0.29 ms as a loop of products.
template <class T, class F>
OPFORGE_ALWAYS_INLINE void with_pow_case(T b, F&& f) {
  static_assert(std::is_floating_point_v<T>, "pow's special exponents are those of real floating types");
  switch (pow_case(b)) {
    case PowCase::square: return f(std::integral_constant<PowCase, PowCase::square>());
    case PowCase::cube: return f(std::integral_constant<PowCase, PowCase::cube>());
    case PowCase::inverse_square: return f(std::integral_constant<PowCase, PowCase::inverse_square>());
    case PowCase::sqrt: return f(std::integral_constant<PowCase, PowCase::sqrt>());
    case PowCase::rsqrt: return f(std::integral_constant<PowCase, PowCase::rsqrt>());
    case PowCase::reciprocal: return f(std::integral_constant<PowCase, PowCase::reciprocal>());
    case PowCase::general: return f(std::integral_constant<PowCase, PowCase::general>());
  }
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T pow_by_scalar(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    switch (pow_case(b)) {
      case PowCase::square: return pow_in_case<PowCase::square>(a, b);
      case PowCase::cube: return pow_in_case<PowCase::cube>(a, b);
      case PowCase::inverse_square: return pow_in_case<PowCase::inverse_square>(a, b);
      case PowCase::sqrt: return pow_in_case<PowCase::sqrt>(a, b);
      case PowCase::rsqrt: return pow_in_case<PowCase::rsqrt>(a, b);
      case PowCase::reciprocal: return pow_in_case<PowCase::reciprocal>(a, b);
      case PowCase::general: break;
    }
  }
  return pow_in_case<PowCase::general>(a, b);
}

// Fast forms of some functions, for the pointwise loop's optimistic blocks (cpu_pointwise.h): each
// gives the function's own value wherever its argument lies in the fast form's domain, and sets
// guard.outside when it does not (its value is then not used). A generated functor whose
// expression calls one of them (`fast: true` in codegen/functions.yaml) has a second operator() taking
// the guard. Only float on the CPU has fast forms (vectorizable_math.h's); for other types and in
// CUDA code they are the functions themselves and never set the guard.
namespace fast {

struct Guard {
  uint32_t outside = 0;  // not bool: or-ing a uint32_t over a block vectorizes
};

// Whether compute type T has fast forms at all: the loop's blocks only pay off where it does.
template <class T>
#if defined(__CUDACC__)
inline constexpr bool has_fast_forms = false;
#else
inline constexpr bool has_fast_forms = std::is_same_v<T, float>;
#endif

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T exp(Guard& guard, T a) {
#if !defined(__CUDACC__)
  if constexpr (std::is_same_v<T, float>) {
    guard.outside |= static_cast<uint32_t>(!vectorizable::exp_fast_domain(a));
    return vectorizable::exp_fast(a);
  }
#endif
  return math::exp(a);
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T sin(Guard& guard, T a) {
#if !defined(__CUDACC__)
  if constexpr (std::is_same_v<T, float>) {
    guard.outside |= static_cast<uint32_t>(!vectorizable::sincos_fast_domain(a));
    return vectorizable::sin_fast(a);
  }
#endif
  return math::sin(a);
}

template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T cos(Guard& guard, T a) {
#if !defined(__CUDACC__)
  if constexpr (std::is_same_v<T, float>) {
    guard.outside |= static_cast<uint32_t>(!vectorizable::sincos_fast_domain(a));
    return vectorizable::cos_fast(a);
  }
#endif
  return math::cos(a);
}

// sigmoid's own formula (above) over exp's fast form.
template <class T>
OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE T sigmoid(Guard& guard, T a) {
  if constexpr (std::is_same_v<T, float>)
    return T(1) / (T(1) + fast::exp(guard, T(-a)));
  else
    return math::sigmoid(a);
}

}  // namespace fast

}  // namespace opforge::math

#include "iteration/pointwise_division.h"
#include "iteration/pointwise_transcendental.h"
