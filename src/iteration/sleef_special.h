// The float vector forms of erfinv, digamma, sinc and logit (sleef_math.h), which SLEEF does not
// have, composed of SLEEF's double vector functions: each float
// widened to double, the function computed there with SLEEF's double vector functions, the result
// rounded once to float. The double computations below are accurate to far more than float's 24
// bits (a few units of double's 2^-53 relative, or 2^-50 absolute where the result cancels, as
// digamma near its roots), so the rounded result is within 1 ulp of the correctly rounded value,
// subnormal results included, the few special arguments given as the scalar functions give them
// (pointwise_special.h).
//
// Written once with GCC's vector extensions over a width traits class: Avx2 (four doubles, in
// sleef_math.cpp) and Avx512 (eight, in sleef_math_avx512.cpp, compiled for x86-64-v4). Every
// function here is always inlined into the file that includes it (see sleef_math_avx512.cpp's note
// on why nothing may be shared).
#pragma once

#include <immintrin.h>
#include <sleef.h>

#include <bit>
#include <cstdint>

#include "iteration/sleef_loop.h"
#include "iteration/sleef_math.h"

namespace opforge::math::sleef::detail {

// The double lanes of one vector, the mask a comparison of them gives and the floats of as many
// lanes, and SLEEF's functions of the double vectors, for AVX2. log is SLEEF's 3.5-ulp form (of
// double's ulp: 2^-50 of the result, far below float's 2^-24), which took half the time of the
// 1-ulp one in logit.
struct Avx2 {
  static constexpr int kLanes = 4;
  typedef double D __attribute__((vector_size(32)));
  typedef int64_t M __attribute__((vector_size(32)));
  typedef float F __attribute__((vector_size(16)));
  [[gnu::always_inline]] static __m256d in(D x) { return std::bit_cast<__m256d>(x); }
  [[gnu::always_inline]] static D out(__m256d x) { return std::bit_cast<D>(x); }
  [[gnu::always_inline]] static bool any(M m) { return _mm256_movemask_pd(std::bit_cast<__m256d>(m)) != 0; }
  [[gnu::always_inline]] static D rint(D x) {
    return out(_mm256_round_pd(in(x), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  }
  [[gnu::always_inline]] static D sqrt(D x) { return out(_mm256_sqrt_pd(in(x))); }
  [[gnu::always_inline]] static D log(D x) { return out(Sleef_logd4_u35(in(x))); }
  [[gnu::always_inline]] static D exp(D x) { return out(Sleef_expd4_u10(in(x))); }
  [[gnu::always_inline]] static D erf(D x) { return out(Sleef_erfd4_u10(in(x))); }
  [[gnu::always_inline]] static D sinpi(D x) { return out(Sleef_sinpid4_u05(in(x))); }
  [[gnu::always_inline]] static void sincospi(D x, D& s, D& c) {
    const Sleef___m256d_2 r = Sleef_sincospid4_u05(in(x));
    s = out(r.x);
    c = out(r.y);
  }
};

#if defined(__AVX512F__) && defined(__AVX512DQ__)
struct Avx512 {
  static constexpr int kLanes = 8;
  typedef double D __attribute__((vector_size(64)));
  typedef int64_t M __attribute__((vector_size(64)));
  typedef float F __attribute__((vector_size(32)));
  [[gnu::always_inline]] static __m512d in(D x) { return std::bit_cast<__m512d>(x); }
  [[gnu::always_inline]] static D out(__m512d x) { return std::bit_cast<D>(x); }
  [[gnu::always_inline]] static bool any(M m) { return _mm512_movepi64_mask(std::bit_cast<__m512i>(m)) != 0; }
  // Masked forms: GCC 12's _mm512_roundscale_pd and _mm512_sqrt_pd warn that their undefined
  // source may be used uninitialized.
  [[gnu::always_inline]] static D rint(D x) {
    return out(_mm512_mask_roundscale_pd(in(x), 0xff, in(x), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  }
  [[gnu::always_inline]] static D sqrt(D x) { return out(_mm512_mask_sqrt_pd(in(x), 0xff, in(x))); }
  [[gnu::always_inline]] static D log(D x) { return out(Sleef_logd8_u35(in(x))); }
  [[gnu::always_inline]] static D exp(D x) { return out(Sleef_expd8_u10(in(x))); }
  [[gnu::always_inline]] static D erf(D x) { return out(Sleef_erfd8_u10(in(x))); }
  [[gnu::always_inline]] static D sinpi(D x) { return out(Sleef_sinpid8_u05(in(x))); }
  [[gnu::always_inline]] static void sincospi(D x, D& s, D& c) {
    const Sleef___m512d_2 r = Sleef_sincospid8_u05(in(x));
    s = out(r.x);
    c = out(r.y);
  }
};
#endif

namespace special_double {

inline constexpr double kPi = 3.14159265358979323846264338327950288;
inline constexpr double kInfinity = __builtin_inf();
inline constexpr double kNaN = __builtin_nan("");

// Every lane c.
template <class V>
[[gnu::always_inline]] inline typename V::D splat(double c) {
  return typename V::D{} + c;
}

// Whether a lane's sign bit is set (so -0 and -NaN too).
template <class V>
[[gnu::always_inline]] inline typename V::M sign_set(typename V::D x) {
  return std::bit_cast<typename V::M>(x) < 0;
}

// pointwise_special.h's erfinv_nonnegative with one Newton step, on erf alone: Giles' first
// approximation is within a few units of float's precision, and the step squares that error. Above
// 0.5 the scalar code steps on log erfc, where 1 - a is exact, because erf's result near 1 has
// lost the bits that double and long double results need; a float result needs fewer: erf's
// absolute error, 2^-53, moves y by 2^-53 / erf'(y), which at float's largest argument below 1
// (y = 3.9, erf'(y) = 4.7e-7) is 2.4e-10, a thousandth of float's last place at y.
template <class V>
[[gnu::always_inline]] inline typename V::D erfinv(typename V::D a) {
  using D = typename V::D;
  const D m = a < 0 ? -a : a;
  const D w = -V::log((1.0 - m) * (1.0 + m));
  const D v = w - 2.5;
  D p = splat<V>(2.81022636e-08);
  p = 3.43273939e-07 + p * v;
  p = -3.5233877e-06 + p * v;
  p = -4.39150654e-06 + p * v;
  p = 0.00021858087 + p * v;
  p = -0.00125372503 + p * v;
  p = -0.00417768164 + p * v;
  p = 0.246640727 + p * v;
  p = 1.50140941 + p * v;
  const D u = V::sqrt(w) - 3.0;
  D q = splat<V>(-0.000200214257);
  q = 0.000100950558 + q * u;
  q = 0.00134934322 + q * u;
  q = -0.00367342844 + q * u;
  q = 0.00573950773 + q * u;
  q = -0.0076224613 + q * u;
  q = 0.00943887047 + q * u;
  q = 1.00167406 + q * u;
  q = 2.83297682 + q * u;
  D y = (w < 5.0 ? p : q) * m;
  constexpr double kTwoOverSqrtPi = 1.12837916709551257389615890312154517;
  const D slope = kTwoOverSqrtPi * V::exp(-y * y);
  y -= (V::erf(y) - m) / slope;
  D r = a < 0 ? -y : y;
  r = m == 1.0 ? (a < 0 ? splat<V>(-kInfinity) : splat<V>(kInfinity)) : r;
  r = m <= 1.0 ? r : splat<V>(kNaN);
  return m == 0.0 ? a : r;
}

// pointwise_special.h's digamma_wide in double: a negative x reflects (pi cos(pi r) / sin(pi r),
// of the exact fractional part r), the recurrence up to 10 is summed as one fraction N / D (at
// most ten steps of x < 20: far from overflow), and the series to z^7 is taken from there. The
// reflection's and the recurrence's terms are one division.
template <class V>
[[gnu::always_inline]] inline typename V::D digamma(typename V::D x0) {
  using D = typename V::D;
  using M = typename V::M;
  const M negative = x0 < 0;
  const D fraction = x0 - V::rint(x0);  // exact; 0 at every integer, NaN at -inf
  D s = splat<V>(1), c = splat<V>(0);
  if (V::any(negative)) {
    D sr, cr;
    V::sincospi(fraction, sr, cr);
    s = negative ? sr : s;
    c = negative ? cr : c;
  }
  D x = negative ? 1.0 - x0 : x0;
  D num = splat<V>(0), den = splat<V>(1);
  for (int k = 0; k < 10; ++k) {
    const M below = x < 10.0;
    if (!V::any(below)) break;
    num = below ? num * x + den : num;
    den = below ? den * x : den;
    x = below ? x + 1.0 : x;
  }
  const D inv = 1.0 / x;
  const D z = inv * inv;
  const D series =
      z * (1.0 / 12 - z * (1.0 / 120 -
                           z * (1.0 / 252 - z * (1.0 / 240 - z * (1.0 / 132 - z * (691.0 / 32760 - z * (1.0 / 12)))))));
  D r = V::log(x) - 0.5 * inv - series - (num * s + kPi * c * den) / (den * s);
  r = (negative & ((fraction == 0.0) | (fraction != fraction))) ? splat<V>(kNaN) : r;
  return x0 == 0.0 ? (sign_set<V>(x0) ? splat<V>(kInfinity) : splat<V>(-kInfinity)) : r;
}

// sin(pi x) / (pi x), as pointwise_special.h's sinc_nonzero: sin(pi r) of the exact fractional
// part r = x - n, negated for an odd n (n / 2 not an integer; every double beyond 2^53 is even); 1
// at 0; NaN at ±inf and NaN (r is NaN there).
template <class V>
[[gnu::always_inline]] inline typename V::D sinc(typename V::D x) {
  using D = typename V::D;
  const D n = V::rint(x);
  const D half = n * 0.5;
  D s = V::sinpi(x - n);
  s = V::rint(half) != half ? -s : s;
  const D r = s / (kPi * x);
  return x == 0.0 ? splat<V>(1) : r;
}

// log(x / (1 - x)) for a float x: 1 - x and the quotient are within 2^-53 of their values in
// double, which moves the result by 2^-52 at most, against |logit(x)| >= 2^-23 at every float but
// 0.5 (whose result, log(1), is exactly 0): 2^-29 of the result. 0 gives -inf (-0 too), 1 inf, and
// x outside [0, 1] a negative quotient or NaN, whose log is NaN, as the scalar function's.
template <class V>
[[gnu::always_inline]] inline typename V::D logit(typename V::D x) {
  return V::log(x / (1.0 - x));
}

}  // namespace special_double

// y[i] = f(x[i]) for float arrays with f one of special_double's functions of V::D: W floats per
// vector, widened, computed, rounded once (the rounding of the conversion: to nearest).
template <class V, class Fn>
[[gnu::always_inline]] inline void loop_via_double(Fn f, const float* x, float* y, int64_t n) {
  using F = typename V::F;
  loop<float, F, V::kLanes>(
      [f](F v) __attribute__((always_inline)) {
        return __builtin_convertvector(f(__builtin_convertvector(v, typename V::D)), F);
      },
      x, y, n);
}

// y[i] = f(x[i]) for f one of the functions after lgamma (sleef_math.h), by the double
// computations above.
template <class V>
[[gnu::always_inline]] inline void apply_via_double(Function f, const float* x, float* y, int64_t n) {
  using D = typename V::D;
  switch (f) {
    case Function::erfinv:
      loop_via_double<V>(
          [](D v) __attribute__((always_inline)) { return special_double::erfinv<V>(v); }, x, y, n);
      break;
    case Function::digamma:
      loop_via_double<V>(
          [](D v) __attribute__((always_inline)) { return special_double::digamma<V>(v); }, x, y, n);
      break;
    case Function::sinc:
      loop_via_double<V>(
          [](D v) __attribute__((always_inline)) { return special_double::sinc<V>(v); }, x, y, n);
      break;
    case Function::logit:
      loop_via_double<V>(
          [](D v) __attribute__((always_inline)) { return special_double::logit<V>(v); }, x, y, n);
      break;
    default: break;
  }
}

}  // namespace opforge::math::sleef::detail
