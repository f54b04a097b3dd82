// Special functions of the ops.yaml expression language that neither SLEEF nor the C library has:
// erfinv, digamma, sinc and logit (functions.yaml's `header` makes only the functors that call
// them include this file). Each is computed in a wider type than its result (double for float; on the CPU, x87
// long double for double) and rounded once, so that float and double results are within 1 ulp of
// the correctly rounded value (tests/core/test_special_functions.cpp checks a million arguments of
// each); digamma near its roots is within a small absolute error instead, as any method is whose
// result cancels to zero there. PyTorch computes sinc and logit by their formulas in the compute
// type (sin(pi x) / (pi x): sinc(1) is -2.8e-8 in float), which this does not repeat: sinc of an
// integer is 0, and logit near 0.5 keeps its digits.
#pragma once

#include <cmath>
#include <limits>
#include <type_traits>

#include "iteration/pointwise_math.h"

namespace opforge::math {

namespace special {

// The type erfinv and digamma of T compute in: double for float; long double for double on the
// CPU (double on the device, which has no wider type).
template <class T>
using wider_t = std::conditional_t<std::is_same_v<T, float>, double,
#if defined(__CUDACC__)
                                   double
#else
                                   long double
#endif
                                   >;

#if !defined(__CUDACC__)
inline double erf_of(double x) { return std::erf(x); }
inline double erfc_of(double x) { return std::erfc(x); }
inline long double erf_of(long double x) { return erfl(x); }
inline long double erfc_of(long double x) { return erfcl(x); }

// erfinv(a) for 0 <= a < 1 in W: a first approximation to float's accuracy (Giles, "Approximating
// the erfinv function", GPU Computing Gems, 2011: a polynomial in w = -log(1 - a^2)), then Newton
// steps on erf(y) = a, or on erfc(y) = 1 - a above 0.5, where 1 - a is exact and erf's result
// would have lost the bits that matter. Each step doubles the correct digits: one reaches double's
// from float's, two reach long double's.
template <class W>
W erfinv_nonnegative(W a) {
  const W w = -std::log((W(1) - a) * (W(1) + a));
  W p;
  if (w < W(5)) {
    const W v = w - W(2.5);
    p = W(2.81022636e-08);
    p = W(3.43273939e-07) + p * v;
    p = W(-3.5233877e-06) + p * v;
    p = W(-4.39150654e-06) + p * v;
    p = W(0.00021858087) + p * v;
    p = W(-0.00125372503) + p * v;
    p = W(-0.00417768164) + p * v;
    p = W(0.246640727) + p * v;
    p = W(1.50140941) + p * v;
  } else {
    const W v = std::sqrt(w) - W(3);
    p = W(-0.000200214257);
    p = W(0.000100950558) + p * v;
    p = W(0.00134934322) + p * v;
    p = W(-0.00367342844) + p * v;
    p = W(0.00573950773) + p * v;
    p = W(-0.0076224613) + p * v;
    p = W(0.00943887047) + p * v;
    p = W(1.00167406) + p * v;
    p = W(2.83297682) + p * v;
  }
  W y = p * a;
  // d/dy erf(y) = 2/sqrt(pi) exp(-y^2). Above 0.5 the steps solve log erfc(y) = log(1 - a), which
  // is near quadratic in the tail, so that the steps converge as fast there as erf's do near 0: the
  // approximation is fitted for float's range of w, and beyond it (a within 1e-8 of 1, in double)
  // starts 0.7 off. Until a step is below 2^-40 of y (W double) or 2^-56 (long double): the next
  // would be below W's precision.
  constexpr W kTwoOverSqrtPi = W(1.12837916709551257389615890312154517L);
  constexpr W kDone = std::is_same_v<W, double> ? W(0x1p-40) : W(0x1p-56L);
  for (int i = 0; i < 8; ++i) {
    const W slope = kTwoOverSqrtPi * std::exp(-y * y);
    W step;
    if (a <= W(0.5)) {
      step = (erf_of(y) - a) / slope;
    } else {
      const W tail = erfc_of(y);
      step = -(std::log(tail) - std::log(W(1) - a)) * tail / slope;
    }
    y -= step;
    if (std::abs(step) <= kDone * y) break;
  }
  return y;
}
#endif

// digamma(x) in W: 0 gives -inf (and -0 +inf), a negative integer NaN, as PyTorch's; a negative x
// reflects (digamma(1 - x) - pi / tan(pi x), tan of the exact fractional part, so that large
// arguments keep their accuracy); a positive x steps up (digamma(x) = digamma(x + 1) - 1 / x) to
// where the asymptotic series is exact to W's precision, and takes it there.
template <class W>
OPFORGE_HOST_DEVICE W digamma_wide(W x) {
  constexpr W kPi = W(3.14159265358979323846264338327950288L);
  if (x == 0) return std::signbit(x) ? std::numeric_limits<W>::infinity() : -std::numeric_limits<W>::infinity();
  if (x != x || x == std::numeric_limits<W>::infinity()) return x;
  W reflection = 0;
  if (x < 0) {
    if (x == std::trunc(x)) return std::numeric_limits<W>::quiet_NaN();
    const W r = x - std::nearbyint(x);  // exact; tan(pi x) = tan(pi r)
    reflection = -kPi / std::tan(kPi * r);
    x = 1 - x;
  }
  // Where the series' first omitted term (0.44 / x^16) is below W's precision relative to the
  // result: 10 for double, 20 for long double.
  constexpr W kSeriesFrom = sizeof(W) > sizeof(double) ? W(20) : W(10);
  W result = 0;
  while (x < kSeriesFrom) {
    result -= 1 / x;
    x += 1;
  }
  // The asymptotic series: log x - 1/(2x) - sum B_2k / (2k x^2k), Bernoulli numbers B_2k.
  W series = 0;
  if (x < W(1e17)) {
    const W z = 1 / (x * x);
    series =
        z * (W(1) / 12 -
             z * (W(1) / 120 -
                  z * (W(1) / 252 - z * (W(1) / 240 - z * (W(1) / 132 - z * (W(691) / 32760 - z * (W(1) / 12)))))));
  }
  return result + std::log(x) - W(0.5) / x - series + reflection;
}

// sin(pi x) / (pi x) for x != 0 in W: sin(pi x) from the exact fractional part r = x - n, as
// (-1)^n sin(pi r), so that an integer gives 0 and a large x its accurate value.
template <class W>
OPFORGE_HOST_DEVICE W sinc_nonzero(W x) {
  constexpr W kPi = W(3.14159265358979323846264338327950288L);
  const W n = std::nearbyint(x);
  W s = std::sin(kPi * (x - n));
  if (std::fmod(n, W(2)) != 0) s = -s;
  return s / (kPi * x);
}

// log(x / (1 - x)) in W; between 0.25 and 0.75 as log1p((2x - 1) / (1 - x)), whose 2x - 1 and
// 1 - x are exact, where the quotient near 1 would have lost the result's digits to log.
template <class W>
OPFORGE_HOST_DEVICE W logit_wide(W x) {
  if (x >= W(0.25) && x <= W(0.75)) return std::log1p((2 * x - 1) / (1 - x));
  return std::log(x / (1 - x));
}

}  // namespace special

// The inverse of erf on [-1, 1]: ±inf at ±1, NaN outside.
template <class T>
OPFORGE_HOST_DEVICE inline T erfinv(T a) {
  require_real_floating<T>();
#if defined(__CUDACC__)
  if constexpr (std::is_same_v<T, float>)
    return ::erfinvf(a);
  else
    return ::erfinv(a);
#else
  using W = special::wider_t<T>;
  const W x = static_cast<W>(a);
  const W m = std::abs(x);
  if (!(m <= 1)) return std::numeric_limits<T>::quiet_NaN();
  if (m == 1) return std::copysign(std::numeric_limits<T>::infinity(), a);
  if (m == 0) return a;
  return static_cast<T>(std::copysign(special::erfinv_nonnegative(m), x));
#endif
}

template <class T>
OPFORGE_HOST_DEVICE inline T digamma(T a) {
  require_real_floating<T>();
  return static_cast<T>(special::digamma_wide(static_cast<special::wider_t<T>>(a)));
}

// The normalized sinc: sin(pi x) / (pi x), 1 at 0; NaN at ±inf. Complex values by PyTorch's
// formula (pi z's sine over pi z).
template <class T>
OPFORGE_HOST_DEVICE inline T sinc(T a) {
  require_floating<T>();
  if constexpr (is_complex_v<T>) {
    using V = typename T::value_type;
    if (a == T(0)) return T(1);
    const T p = mul(T(V(3.14159265358979323846264338327950288L)), a);
    return div(sin(p), p);
  } else {
    if (a == 0) return T(1);
    if (!std::isfinite(a)) return std::numeric_limits<T>::quiet_NaN();
    return static_cast<T>(special::sinc_nonzero(static_cast<special::wider_t<T>>(a)));
  }
}

// log(x / (1 - x)): -inf at 0, inf at 1, NaN outside [0, 1]. With eps, x is first clamped to [eps,
// 1 - eps], as PyTorch's (in the compute type); a negative eps clamps nothing.
template <class T>
OPFORGE_HOST_DEVICE inline T logit(T a, Unbounded) {
  require_real_floating<T>();
  return static_cast<T>(special::logit_wide(static_cast<special::wider_t<T>>(a)));
}
template <class T>
OPFORGE_HOST_DEVICE inline T logit(T a, T eps) {
  if (eps < 0) return logit(a, Unbounded{});
  const T hi = T(1) - eps;
  return logit(a < eps ? eps : (a > hi ? hi : a), Unbounded{});
}

}  // namespace opforge::math
