// The transcendental functions of the ops.yaml expression language beyond pointwise_math.h's own
// (acos ... lgamma, round, the predicates): included at the end of pointwise_math.h, whose log, tan
// and tanh follow the same rules.
//
// Real values: on the CPU, SLEEF's scalar functions of 1-ulp accuracy (erfc: 1.5), the library
// whose vector forms the pointwise loop calls for contiguous float and double (sleef_math.h), so
// every CPU path is within the same bound; the C library's would be up to 5 ulp off (glibc's erfc,
// lgamma near its roots more). CUDA code takes CUDA's own functions, as PyTorch's CUDA kernels do.
// Complex values: the standard library's (std:: on the CPU, libcu++'s ::cuda::std:: on the device),
// found by argument-dependent lookup so that one definition serves both complex types.
#pragma once

namespace opforge_complex_adl {

// Outside namespace opforge, where unqualified lookup finds no other function of these names than
// C's (not viable for a complex argument), so the complex type's namespace supplies them.
#define OPFORGE_COMPLEX_ADL(name)                      \
  template <class Z>                                   \
  OPFORGE_HOST_DEVICE inline Z name##_of(const Z& z) { \
    return name(z);                                    \
  }
OPFORGE_COMPLEX_ADL(acos)
OPFORGE_COMPLEX_ADL(asin)
OPFORGE_COMPLEX_ADL(atan)
OPFORGE_COMPLEX_ADL(acosh)
OPFORGE_COMPLEX_ADL(asinh)
OPFORGE_COMPLEX_ADL(atanh)
OPFORGE_COMPLEX_ADL(cosh)
OPFORGE_COMPLEX_ADL(sinh)
OPFORGE_COMPLEX_ADL(log10)
#undef OPFORGE_COMPLEX_ADL

}  // namespace opforge_complex_adl

namespace opforge::math {

#if !defined(__CUDACC__)
namespace sleef_repair {

// SLEEF's documented limits, which a million random arguments find: acosh, asinh and log1p of
// arguments beyond about 1.8e19 in float (1.3e154 in double), lgamma beyond 4e36 in float, and
// cosh and sinh within one unit of float's overflow threshold return infinity for a finite result;
// erf and erfc lose bits in results within 2^digits of the smallest normal value, and asinh and
// tan flush subnormal arguments to zero. Such an element (an infinite result of a finite argument,
// or a result that small of a non-zero argument) is computed again by the C library in long double
// and rounded once; that costs a compare per element and a call for the rare ones. A NaN result
// (log of a negative) is the function's own, never repaired.
template <class T>
inline constexpr T kRepairBelow = std::numeric_limits<T>::min() * T(1ull << std::numeric_limits<T>::digits);

template <class T>
inline bool needed(T x, T y) {
  return (std::isinf(y) && std::isfinite(x)) || (x != 0 && std::abs(y) < kRepairBelow<T>);
}

// lgamma without glibc's global signgam, which lgammal writes (a data race between threads).
inline long double lgamma_wide(long double x) {
  int sign = 0;
  return ::lgammal_r(x, &sign);
}

// The real function on the CPU: SLEEF's float or double form, repaired where SLEEF's own limits
// say (above) by the C library's long double form.
template <class T, class SleefFloat, class SleefDouble, class Wide>
inline T call(T a, SleefFloat sleef_float, SleefDouble sleef_double, Wide wide) {
  T y;
  if constexpr (std::is_same_v<T, float>)
    y = sleef_float(a);
  else
    y = sleef_double(a);
  if (needed(a, y)) [[unlikely]]
    y = static_cast<T>(wide(static_cast<long double>(a)));
  return y;
}

}  // namespace sleef_repair
#endif

// The real function: SLEEF's on the CPU (sleef_repair::call), std:: (CUDA's) on the device.
#if defined(__CUDACC__)
#define OPFORGE_REAL_CALL(std_name, sleef_float, sleef_double, a) return std::std_name(a)
#else
#define OPFORGE_REAL_CALL(std_name, sleef_float, sleef_double, a) \
  return sleef_repair::call(a, sleef_float, sleef_double, [](long double w) { return std::std_name(w); })
#endif

// A function of floating and complex values; complex through the standard library.
#define OPFORGE_FLOATING_FUNCTION(name, sleef_float, sleef_double) \
  template <class T>                                               \
  OPFORGE_HOST_DEVICE inline T name(T a) {                         \
    require_floating<T>();                                         \
    if constexpr (is_complex_v<T>) {                               \
      return opforge_complex_adl::name##_of(a);                    \
    } else {                                                       \
      OPFORGE_REAL_CALL(name, sleef_float, sleef_double, a);       \
    }                                                              \
  }
OPFORGE_FLOATING_FUNCTION(acos, Sleef_acosf_u10, Sleef_acos_u10)
OPFORGE_FLOATING_FUNCTION(asin, Sleef_asinf_u10, Sleef_asin_u10)
OPFORGE_FLOATING_FUNCTION(atan, Sleef_atanf_u10, Sleef_atan_u10)
OPFORGE_FLOATING_FUNCTION(acosh, Sleef_acoshf_u10, Sleef_acosh_u10)
OPFORGE_FLOATING_FUNCTION(asinh, Sleef_asinhf_u10, Sleef_asinh_u10)
OPFORGE_FLOATING_FUNCTION(atanh, Sleef_atanhf_u10, Sleef_atanh_u10)
OPFORGE_FLOATING_FUNCTION(cosh, Sleef_coshf_u10, Sleef_cosh_u10)
OPFORGE_FLOATING_FUNCTION(sinh, Sleef_sinhf_u10, Sleef_sinh_u10)
OPFORGE_FLOATING_FUNCTION(log10, Sleef_log10f_u10, Sleef_log10_u10)
#undef OPFORGE_FLOATING_FUNCTION

// A function of real floating values only (PyTorch has no complex form).
#define OPFORGE_REAL_FLOATING_FUNCTION(name, sleef_float, sleef_double) \
  template <class T>                                                    \
  OPFORGE_HOST_DEVICE inline T name(T a) {                              \
    require_real_floating<T>();                                         \
    OPFORGE_REAL_CALL(name, sleef_float, sleef_double, a);              \
  }
OPFORGE_REAL_FLOATING_FUNCTION(exp2, Sleef_exp2f_u10, Sleef_exp2_u10)
OPFORGE_REAL_FLOATING_FUNCTION(expm1, Sleef_expm1f_u10, Sleef_expm1_u10)
OPFORGE_REAL_FLOATING_FUNCTION(log1p, Sleef_log1pf_u10, Sleef_log1p_u10)
OPFORGE_REAL_FLOATING_FUNCTION(erf, Sleef_erff_u10, Sleef_erf_u10)
OPFORGE_REAL_FLOATING_FUNCTION(erfc, Sleef_erfcf_u15, Sleef_erfc_u15)
#undef OPFORGE_REAL_FLOATING_FUNCTION

template <class T>
OPFORGE_HOST_DEVICE inline T lgamma(T a) {
  require_real_floating<T>();
#if defined(__CUDACC__)
  return std::lgamma(a);
#else
  return sleef_repair::call(a, Sleef_lgammaf_u10, Sleef_lgamma_u10, sleef_repair::lgamma_wide);
#endif
}

template <class T>
OPFORGE_HOST_DEVICE inline T log2(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    // PyTorch's: log(z) / log(2), a complex division by a real value.
    using V = typename T::value_type;
    const T l = log(a);
    return T(l.real() / V(0.693147180559945309417232121458176568),
             l.imag() / V(0.693147180559945309417232121458176568));
  } else {
    OPFORGE_REAL_CALL(log2, Sleef_log2f_u10, Sleef_log2_u10, a);
  }
}

#undef OPFORGE_REAL_CALL

// ---- predicates and rounding -------------------------------------------------------------------

template <class T>
OPFORGE_HOST_DEVICE inline bool signbit(T a) {
  static_assert(!is_complex_v<T>, "signbit is not defined for complex values");
  if constexpr (std::is_floating_point_v<T>)
    return std::signbit(a);
  else if constexpr (std::is_signed_v<T>)
    return a < 0;
  else
    return false;
}

// Either part infinite, for complex values; never for integers and bool.
template <class T>
OPFORGE_HOST_DEVICE inline bool isinf(T a) {
  if constexpr (is_complex_v<T>)
    return std::isinf(a.real()) || std::isinf(a.imag());
  else if constexpr (std::is_floating_point_v<T>)
    return std::isinf(a);
  else
    return false;
}

// PyTorch's angle: a complex value's argument atan2(imag, real), as a real value (pi for -0+0i);
// a real value's pi for negatives, 0 otherwise (-0.0 included), NaN kept.
template <class T>
OPFORGE_HOST_DEVICE inline auto angle(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    return std::atan2(a.imag(), a.real());
  } else {
    // Both selects unconditional: GCC vectorizes this to a compare, an and and one blend (the nested
    // form, whose `a < 0` ran only for non-NaN a, took nine vector instructions).
    const T by_sign = a < 0 ? static_cast<T>(3.14159265358979323846) : T(0);
    return a != a ? a : by_sign;
  }
}

// The complex conjugate (the imaginary part negated, a zero's sign too); other values unchanged.
template <class T>
OPFORGE_HOST_DEVICE inline T conj(T a) {
  if constexpr (is_complex_v<T>)
    return T(a.real(), -a.imag());
  else
    return a;
}

// PyTorch's sgn: a real value's sign (-1, 0 or 1; 0 for NaN, and +0 for either zero, as sign's),
// a complex value divided by its magnitude (0 for 0).
template <class T>
OPFORGE_HOST_DEVICE inline T sgn(T a) {
  if constexpr (is_complex_v<T>) {
    using V = typename T::value_type;
    const V r = abs(a);
    if (r == 0) return T(0);
    return T(a.real() / r, a.imag() / r);
  } else if constexpr (is_bool_v<T>) {
    return a;
  } else {
    return a > 0 ? T(1) : (a < 0 ? static_cast<T>(-1) : T(0));
  }
}

// Positive and negative infinity: never for integers and bool (complex values are rejected by the
// ops, as PyTorch's).
template <class T>
OPFORGE_HOST_DEVICE inline bool isposinf(T a) {
  static_assert(!is_complex_v<T>, "isposinf is not defined for complex values");
  if constexpr (std::is_floating_point_v<T>)
    return a == std::numeric_limits<T>::infinity();
  else
    return false;
}
template <class T>
OPFORGE_HOST_DEVICE inline bool isneginf(T a) {
  static_assert(!is_complex_v<T>, "isneginf is not defined for complex values");
  if constexpr (std::is_floating_point_v<T>)
    return a == -std::numeric_limits<T>::infinity();
  else
    return false;
}

// A zero imaginary part; every real value.
template <class T>
OPFORGE_HOST_DEVICE inline bool isreal(T a) {
  if constexpr (is_complex_v<T>)
    return a.imag() == 0;
  else
    return true;
}

// Half to even, as PyTorch's round (std::nearbyint in the default rounding mode); integers are
// their own rounding.
template <class T>
OPFORGE_HOST_DEVICE inline T round(T a) {
  return rounded_to_integer(a, [](T x) { return std::nearbyint(x); });
}

// NaN-ignoring maximum and minimum, as PyTorch's fmax and fmin: where one operand is NaN, the
// other; otherwise maximum's and minimum's comparison. Which zero a tie of -0.0 and 0.0 gives is
// C's to leave open, and PyTorch's kernels differ by dtype (float32 and float64 keep the first
// operand, float16 the second); this gives the second, as maximum does.
template <class T>
OPFORGE_HOST_DEVICE inline T fmax(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (a != a) return b;
    if (b != b) return a;
  }
  return maximum(a, b);
}
template <class T>
OPFORGE_HOST_DEVICE inline T fmin(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (a != a) return b;
    if (b != b) return a;
  }
  return minimum(a, b);
}

template <class T>
OPFORGE_HOST_DEVICE inline T hypot(T a, T b) {
  require_real_floating<T>();
  return std::hypot(a, b);
}

}  // namespace opforge::math
