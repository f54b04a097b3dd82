// Special functions of the ops.yaml expression language that neither SLEEF nor the C library has:
// erfinv, digamma, polygamma, sinc and logit (functions.yaml's `header` makes only the functors that call
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

// Where the asymptotic series of trigamma and the Euler-Maclaurin tail of the Hurwitz zeta function
// are exact to W's precision: their first omitted terms are below it from 12 (double) and 20 (long
// double) on.
template <class W>
OPFORGE_HOST_DEVICE constexpr W series_start() {
  return sizeof(W) > sizeof(double) ? W(20) : W(12);
}

// trigamma (the derivative of digamma) in W: NaN at NaN and -inf, 0 at inf, +inf at 0 and the
// negative integers (its poles; PyTorch's reflection through sin(pi x), which does not round to
// 0 there, gives a large finite number at the negative integers); below 0.5 the reflection
// pi^2 / sin^2(pi x) - trigamma(1 - x), sin of the exact fractional part; then the recurrence
// trigamma(x) = trigamma(x + 1) + 1 / x^2 up to where the asymptotic series
// 1/x + 1/(2x^2) + sum B_2k / x^(2k+1) (Bernoulli numbers B_2k) is exact, and the series there.
template <class W>
OPFORGE_HOST_DEVICE W trigamma_wide(W x) {
  constexpr W kPi = W(3.14159265358979323846264338327950288L);
  constexpr W kInf = std::numeric_limits<W>::infinity();
  if (x != x || x == -kInf) return std::numeric_limits<W>::quiet_NaN();
  if (x == kInf) return 0;
  if (x <= 0 && x == std::trunc(x)) return kInf;
  W reflection = 0;
  const bool reflected = x < W(0.5);
  if (reflected) {
    const W s = std::sin(kPi * (x - std::nearbyint(x)));
    reflection = kPi * kPi / (s * s);
    x = 1 - x;
  }
  W result = 0;
  while (x < series_start<W>()) {
    result += 1 / (x * x);
    x += 1;
  }
  const W z = 1 / (x * x);
  const W tail =
      W(1) / 6 -
      z * (W(1) / 30 - z * (W(1) / 42 - z * (W(1) / 30 - z * (W(5) / 66 - z * (W(691) / 2730 - z * W(7) / 6)))));
  result += (1 + W(0.5) / x + z * tail) / x;
  return reflected ? reflection - result : result;
}

// The Hurwitz zeta function sum over k >= 0 of (q + k)^-s in W, for an integer s >= 3 (polygamma's
// n + 1) and q neither NaN nor a pole (the caller's): the terms summed until q + k reaches
// max(s, series_start), then the Euler-Maclaurin tail there, a^(1-s) / (s - 1) + a^-s / 2 +
// sum B_2j / (2j)! s (s + 1) ... (s + 2j - 2) a^(1-s-2j), its terms added until they no longer
// change the sum (they fall by at least (s + 2j)^2 / (2 pi a)^2 each, a >= s).
//
// Scaled by base^s where base is given (zeta(s, x) x^s for base = x > 0: every term a ratio of at
// most 1), so that a high order's zeta, below W's range, keeps its digits for a sum in logs.
template <class W>
OPFORGE_HOST_DEVICE W hurwitz_zeta_wide(W s, W q, W base = W(1)) {
  // B_2j / (2j)!, j = 1 ... 12.
  constexpr W kCoefficients[] = {W(1.0L / 12),
                                 W(-1.0L / 720),
                                 W(1.0L / 30240),
                                 W(-1.0L / 1209600),
                                 W(1.0L / 47900160),
                                 W(-691.0L / 1307674368000.0L),
                                 W(1.0L / 74724249600.0L),
                                 W(-3617.0L / 10670622842880000.0L),
                                 W(43867.0L / 5109094217170944000.0L),
                                 W(-174611.0L / 802857662698291200000.0L),
                                 W(854513.0L / 155112100433309859840000.0L),
                                 W(-236364091.0L / 1693824136731743669452800000.0L)};
  const W from = s > series_start<W>() ? s : series_start<W>();
  W sum = 0;
  while (q < from) {
    const W t = std::pow(base / q, s);
    sum += t;
    // Past 0 the terms fall, and what follows t is at most the integral of u^-s from q, t q /
    // (s - 1): once that no longer counts (a high order, whose terms fall fast) the sum is done,
    // after as many terms as it needs rather than s of them.
    if (q > 0 && t * q < std::numeric_limits<W>::epsilon() * sum * (s - 1)) return sum;
    if (q > 0 && t == 0) return sum;
    q += 1;
  }
  const W power = std::pow(base / q, s);  // a^-s, scaled
  sum += q * power / (s - 1) + power / 2;
  W rising = s;        // s (s + 1) ... (s + 2j - 2)
  W term = power / q;  // a^(1 - s - 2j)
  const W z = 1 / (q * q);
  for (int j = 0; j < 12; ++j) {
    const W t = kCoefficients[j] * rising * term;
    const W before = sum;
    sum += t;
    if (sum == before) break;
    rising *= (s + W(2 * j + 1)) * (s + W(2 * j + 2));
    term *= z;
  }
  return sum;
}

// The highest order whose reflection polygamma_wide takes (the coefficients it keeps).
constexpr int kMaxReflectedOrder = 64;

// The n-th derivative of cot at a point where cot is c (n <= kMaxReflectedOrder): the polynomial
// P_n(c), P_0 = c, P_(k+1) = -(1 + c^2) P_k'(c), whose coefficients all have one sign, evaluated
// at |c| (so without cancellation) and given the sign of P_n(-c) = (-1)^(n+1) P_n(c).
template <class W>
OPFORGE_HOST_DEVICE W cot_derivative(int n, W c) {
  W p[kMaxReflectedOrder + 2] = {};
  W q[kMaxReflectedOrder + 2] = {};
  p[1] = 1;
  for (int k = 0; k < n; ++k) {
    for (int j = 0; j <= k + 2; ++j) q[j] = 0;
    for (int j = 1; j <= k + 1; ++j) {
      const W d = -W(j) * p[j];
      q[j - 1] += d;
      q[j + 1] += d;
    }
    for (int j = 0; j <= k + 2; ++j) p[j] = q[j];
  }
  const W a = c < 0 ? -c : c;
  W value = 0;
  for (int j = n + 1; j >= 0; --j) value = value * a + p[j];
  return c < 0 && n % 2 == 0 ? -value : value;
}

// polygamma(n, x) for n >= 2 in W: (-1)^(n+1) n! zeta(n + 1, x). As PyTorch's: NaN at NaN and at
// inf (its Euler-Maclaurin tail there is 0 * inf), and at 0, the negative integers and -inf the
// pole's infinity with the sign (-1)^(n+1). Below 0.5 the reflection (-1)^n polygamma(n, 1 - x) -
// pi^(n+1) cot^(n)(pi x), where the series' terms would cancel
// (and, far below 0, be too many to sum); above kMaxReflectedOrder the series itself, summed from x
// where that is above -2^20 (NaN below: PyTorch's sum there does not end in reasonable time; and
// NaN where its terms around 0 overflow).
template <class W>
OPFORGE_HOST_DEVICE W polygamma_wide(W n, W x) {
  constexpr W kPi = W(3.14159265358979323846264338327950288L);
  constexpr W kInf = std::numeric_limits<W>::infinity();
  const W sign = std::fmod(n, W(2)) != 0 ? W(1) : W(-1);
  if (x != x || x == kInf) return std::numeric_limits<W>::quiet_NaN();
  if (x <= 0 && x == std::floor(x)) return sign * kInf;
  W factorial = 1;  // n!, infinite once beyond W's range
  for (W k = 2; k <= n && factorial != kInf; k += 1) factorial *= k;
  const int order = n > W(kMaxReflectedOrder) ? kMaxReflectedOrder + 1 : static_cast<int>(n);
  if (x < W(0.5) && order <= kMaxReflectedOrder) {
    // cot(pi x) from the exact fractional part r in [-0.5, 0.5]: near |r| = 0.5, where cot is near
    // 0 and pi r's rounding would be most of it, as tan(pi (0.5 - |r|)), whose argument is exact.
    const W r = x - std::nearbyint(x);
    const W a = r < 0 ? -r : r;
    const W cot_a = a <= W(0.25) ? std::cos(kPi * a) / std::sin(kPi * a) : std::tan(kPi * (W(0.5) - a));
    const W cot = r < 0 ? -cot_a : cot_a;
    const W mirrored = sign * factorial * hurwitz_zeta_wide(n + 1, 1 - x);
    return (order % 2 == 0 ? mirrored : -mirrored) - std::pow(kPi, n + 1) * cot_derivative(order, cot);
  }
  if (x < W(-0x1p20)) return std::numeric_limits<W>::quiet_NaN();
  const W zeta = hurwitz_zeta_wide(n + 1, x);
  // A high order whose n! is beyond W's range, or whose zeta is below its normal numbers: the
  // product in logs, of zeta scaled by x^(n+1) (x > 0; below 0 the terms themselves overflow).
  if (x > 0 && (factorial == kInf || zeta < std::numeric_limits<W>::min())) {
    const W scaled = hurwitz_zeta_wide(n + 1, x, x);
    return sign * std::exp(std::lgamma(n + 1) - (n + 1) * std::log(x) + std::log(scaled));
  }
  return sign * factorial * zeta;
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

// The n-th derivative of digamma (n >= 0, which the stub checks: PyTorch's "polygamma(n, x) does not
// support negative n."): digamma for 0, trigamma for 1, and (-1)^(n+1) n! zeta(n + 1, x) above.
// n arrives in the compute type, where every order of a sensible size is exact.
template <class T>
OPFORGE_HOST_DEVICE inline T polygamma(T n, T a) {
  require_real_floating<T>();
  using W = special::wider_t<T>;
  if (n == 0) return digamma(a);
  if (n == 1) return static_cast<T>(special::trigamma_wide(static_cast<W>(a)));
  return static_cast<T>(special::polygamma_wide(static_cast<W>(n), static_cast<W>(a)));
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
