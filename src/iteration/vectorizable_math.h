// exp, sin and cos of float written so that the compiler vectorizes the pointwise loop around them
// (cpu_pointwise.h's dense_loop): no branches, no calls, no table lookups, only arithmetic, bit
// operations and selects. libm's expf/sinf are calls the loop cannot vectorize: exp_out of 1e6
// floats took 1.89 ms with them and 0.64 ms with these, sin_out 4.41 ms and 2.51 ms (AVX2).
// math::exp/sin/cos (pointwise_math.h) use them for float on the CPU, so float, float16 and
// bfloat16 tensors (the last two compute in float) all get them.
//
// Accuracy, checked against double-precision libm over every one of the 2^32 floats
// (OPFORGE_EXHAUSTIVE_MATH=1 build/core_test_vectorizable_math): exp within 0.78 ulp (its worst
// cases are subnormal results), sin and cos within 0.52 ulp, including huge arguments; NaN,
// infinities, signed zeros and overflow/underflow as libm. ATen's (SLEEF's) float exp and sin are
// within 1 ulp.
//
// Every multiply-add is an explicit fma, so the results do not depend on whether the compiler may
// contract a * b + c (-ffp-contract) and are the same in every build.
// How a select is written matters: a conditional expression on floats can become a branch, and
// the compiler will not speculate a float operation out of a branch (it could raise a floating
// point exception), so the loop is left scalar. Selects here are bit masks. And each function is
// always inlined: a call per element (GCC declines to inline them into kernels with many loops)
// is slower than libm's.
#pragma once

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

namespace opforge::math::vectorizable {

namespace detail {

[[gnu::always_inline]] inline float select(bool take_a, float a, float b) {
  const uint32_t m = 0u - static_cast<uint32_t>(take_a);
  return std::bit_cast<float>((std::bit_cast<uint32_t>(a) & m) | (std::bit_cast<uint32_t>(b) & ~m));
}

// All ones where b, for the double select below.
[[gnu::always_inline]] inline uint64_t mask64(bool b) { return uint64_t{0} - static_cast<uint64_t>(b); }

[[gnu::always_inline]] inline double select(uint64_t mask, double a, double b) {
  return std::bit_cast<double>((std::bit_cast<uint64_t>(a) & mask) | (std::bit_cast<uint64_t>(b) & ~mask));
}

// 2^(24 i) modulo 2 pi as hi + lo (i = 0..4), for the reduction of huge sine arguments.
inline constexpr double kTwoPowModTwoPi[5][2] = {
    {0x1.0000000000000p+0, 0x0.0p+0},                // 2^0
    {0x1.58e8ec12c0aa8p+2, 0x1.95c955afd3e7bp-52},   // 2^24
    {0x1.09f4683d25023p-3, 0x1.fee10ecf6f246p-59},   // 2^48
    {0x1.ee6639887604dp-3, 0x1.8b437ad3f55e0p-58},   // 2^72
    {0x1.89a58c41dc40cp+1, -0x1.27745096c7eeep-53},  // 2^96
};

// sin (Cos = false) or cos (Cos = true) of y = yh + yl, |y| < 2^51, without sin's tiny-argument
// rule and without NaN: sincos's steps after the huge-argument reduction. Without a low part
// (LowPart = false: yl is +0), adding it is left out: r + 0 is r, except that it turns a zero r
// positive, and r is zero only for y = 0, where sin takes its tiny-argument rule and cos's r is
// not zero. The same bits, one operation fewer.
//
// Both functions come out of one polynomial, sin r on |r| <= pi/2, so that every lane evaluates
// one polynomial, not sin's and cos's and a choice between them (quadrants of pi/2 need both): in
// a loop with AVX2, 29% less time per element for sin, 21% for cos. sin reduces y = n pi + r, and
// sin y = (-1)^n sin r. cos reduces by the odd multiple of pi/2 nearest y, m = 2n + 1, so that
// y = m pi/2 + r is computed from y as exactly as sin's r is (cos is smallest near those
// multiples, where a reduction by pi and then pi/2 - r would lose its digits), and cos y = -sin r
// for m = 1 mod 4, +sin r for m = 3 mod 4.
template <bool Cos, bool LowPart = true>
[[gnu::always_inline]] inline float sincos_reduced(double yh, double yl) {
  // n = round(y / pi) for sin, round(y / pi - 1/2) for cos, exact in the rounding constant's low
  // bits (the lowest is n's parity). cos's -1/2 rounds first, near |y| = 2^51 by up to 1/16: n can
  // then be off by one, which only puts |r| a little past pi/2 (as rounding 1/pi does; see the fit).
  constexpr double kRound = 0x1.8p52;
  constexpr double kInvPi = 0x1.45f306dc9c883p-2;
  const double nr = Cos ? std::fma(yh, kInvPi, -0.5) + kRound : std::fma(yh, kInvPi, kRound);
  const double n = nr - kRound;
  const uint64_t parity = std::bit_cast<uint64_t>(nr) << 63;
  // y = m c + r with c = pi (sin, m = n) or pi/2 (cos, m = 2n + 1) in three parts (Cody and
  // Waite); pi's are pi/2's doubled, exactly. The products are exact inside the fmas, and m (below
  // 2^51) is exact.
  double m, c_hi, c_mid, c_lo;
  uint64_t negate;  // the sign bit to flip: sin for odd n, cos for even n (m = 1 mod 4)
  if constexpr (Cos) {
    m = std::fma(2.0, n, 1.0);
    c_hi = 0x1.921fb54442d18p+0, c_mid = 0x1.1a62633145c07p-54, c_lo = -0x1.f1976b7ed8fbcp-110;
    negate = parity ^ (uint64_t{1} << 63);
  } else {
    m = n;
    c_hi = 0x1.921fb54442d18p+1, c_mid = 0x1.1a62633145c07p-53, c_lo = -0x1.f1976b7ed8fbcp-109;
    negate = parity;
  }
  double r = std::fma(-m, c_hi, yh);
  if constexpr (LowPart) r = r + yl;
  r = std::fma(-m, c_mid, r);
  r = std::fma(-m, c_lo, r);
  // sin r = r + r^3 p(r^2), fitted (Chebyshev, mpmath) on |r| <= 1.95: relative error below
  // 2^-36.7. The margin past pi/2 is for n: rounding y/pi with 1/pi in double can miss by up to
  // 0.1 when |y| nears 2^51 (the huge-argument path), putting |r| up to about 1.9.
  const double r2 = r * r;
  double p = std::fma(r2, 0x1.4e74129ec2011p-33, -0x1.adc5cd3ff17a2p-26);
  p = std::fma(p, r2, 0x1.71dbcbab5bb5fp-19);
  p = std::fma(p, r2, -0x1.a019f8f90b757p-13);
  p = std::fma(p, r2, 0x1.11111105cc2ffp-7);
  p = std::fma(p, r2, -0x1.555555554bd01p-3);
  const double s = std::fma(r * r2, p, r);
  // Negated in double, then rounded once (rounding commutes with negation).
  return static_cast<float>(std::bit_cast<double>(std::bit_cast<uint64_t>(s) ^ negate));
}

// sin (Cos = false) or cos (Cos = true) of x. The argument is reduced and the polynomial
// evaluated in double, so the one rounding to float at the end is nearly the only error.
template <bool Cos>
[[gnu::always_inline]] inline float sincos(float x) {
  const double xd = x;
  // x = M * 2^b, where b is the largest multiple of 24 not above x's exponent minus 23 (0 for
  // |x| < 2^47): M = x 2^-b is exact and below 2^48. Replacing 2^b by its remainder modulo 2 pi
  // changes x by a whole multiple of 2 pi (M is an integer when b > 0), so y = M * rem(2^b), kept
  // exactly as yh + yl, has x's sine and cosine, and |y| < 2^51.
  const int64_t k = static_cast<int64_t>((std::bit_cast<uint64_t>(xd) >> 52) & 0x7ffu) - (1023 + 23);
  double rem_hi = 1.0, rem_lo = 0.0, scale = 1.0;
  for (int i = 1; i < 5; ++i) {
    const uint64_t at_least = mask64(k >= 24 * i);
    rem_hi = select(at_least, kTwoPowModTwoPi[i][0], rem_hi);
    rem_lo = select(at_least, kTwoPowModTwoPi[i][1], rem_lo);
    scale = select(at_least, std::bit_cast<double>(static_cast<uint64_t>(1023 - 24 * i) << 52), scale);
  }
  const double m = xd * scale;
  const double yh = m * rem_hi;
  const double yl = std::fma(m, rem_lo, std::fma(m, rem_hi, -yh));
  float out = sincos_reduced<Cos>(yh, yl);
  // sin x rounds to x below 2^-12; this also keeps the sign of -0, which the reduction loses.
  if constexpr (!Cos) out = select(std::fabs(x) < 0x1p-12f, x, out);
  return select(x - x != 0, x - x, out);  // infinities and NaN give NaN
}

// sincos for |x| < 2^47 (sincos_fast_domain), where the huge-argument reduction leaves x as it is
// (scale 1, remainder 1 + 0, so yh = x and yl = +0) and x is finite: the same steps without them,
// the same bits.
template <bool Cos>
[[gnu::always_inline]] inline float sincos_fast(float x) {
  float out = sincos_reduced<Cos, false>(static_cast<double>(x), 0.0);
  if constexpr (!Cos) out = select(std::fabs(x) < 0x1p-12f, x, out);
  return out;
}

// e^x = p 2^n (p within a factor sqrt 2 of 1) for -104 <= x <= 89: x = n ln2 + r with
// |r| <= ln2/2, e^r = 1 + r + r^2 q(r). Any other x gives a meaningless result, without UB.
struct ExpParts {
  float p;
  int32_t n;
};

[[gnu::always_inline]] inline ExpParts exp_parts(float x) {
  constexpr float kRound = 0x1.8p23f;                    // adding it rounds |v| < 2^22 to an integer, in the low bits
  const float nr = std::fma(x, 0x1.715476p+0f, kRound);  // 1/ln2
  const float n = nr - kRound;
  // ln2 = hi - lo with hi = 0x1.62e430p-1: rh = x - n hi is exact (fma, and |rh| < 1/2), and the
  // small rest c = n lo is carried separately so that the one rounding of rh + c does not reach
  // the linear term.
  const float rh = std::fma(-n, 0x1.62e430p-1f, x);
  const float c = n * 0x1.05c610p-29f;
  const float r = std::fma(n, 0x1.05c610p-29f, rh);
  float q = std::fma(0x1.687c22p-10f, r, 0x1.123b8ep-7f);  // fitted: relative error below 2^-28
  q = std::fma(q, r, 0x1.555b58p-5f);
  q = std::fma(q, r, 0x1.55548ep-3f);
  q = std::fma(q, r, 0x1.fffff8p-2f);
  const float tail = std::fma(r * r, q, c);
  const float u = 1.0f + rh;
  const float u_err = (1.0f - u) + rh;  // the exact rounding error of u (|rh| < 1)
  // In unsigned arithmetic: exp_fast computes this for arguments outside its domain too (their
  // results are dropped), where the difference would overflow an int.
  return {u + (u_err + tail), static_cast<int32_t>(std::bit_cast<uint32_t>(nr) - std::bit_cast<uint32_t>(kRound))};
}

// log2 x for a positive finite double x converted from a float (so normal, with |log2 x| < 150),
// with a relative error below 2^-43. x = m 2^e with m in [sqrt(1/2), sqrt(2)), and
// ln m = 2 atanh(s) = 2 s + s^3 q(s^2) for s = (m - 1) / (m + 1), |s| <= 0.1716. Only unsigned
// integer operations and conversions AVX2 has (no 64-bit arithmetic shift, no int64 -> double).
[[gnu::always_inline]] inline double log2_of_float(double x) {
  const uint64_t bits = std::bit_cast<uint64_t>(x);
  // Taking sqrt(2)'s mantissa off the bits borrows from the exponent field exactly when m's
  // mantissa is below it: the field of u is then e + 1022 with m in the range above. x is at
  // least 2^-149, so u does not wrap.
  constexpr uint64_t kSqrtTwoMantissa = 0x6a09e667f3bcdu;
  const uint64_t u = bits - kSqrtTwoMantissa;
  const uint64_t field = u >> 52;
  const double m = std::bit_cast<double>(bits - (field << 52) + (uint64_t{1022} << 52));
  const double e = std::bit_cast<double>(field | 0x4330000000000000u) - (0x1p52 + 1022.0);  // exact
  const double s = (m - 1.0) / (m + 1.0);
  const double z = s * s;
  // Fitted (Chebyshev, mpmath) on z <= 0.02947: ln m within a relative 2^-43.
  double q = std::fma(z, 0x1.8c92867b49a01p-3, 0x1.c67a84e8a4ba0p-3);
  q = std::fma(q, z, 0x1.249324907dae3p-2);
  q = std::fma(q, z, 0x1.999998ca249fbp-2);
  q = std::fma(q, z, 0x1.5555555564fdap-1);
  const double ln_m = std::fma(s * z, q, 2.0 * s);
  return std::fma(ln_m, 0x1.71547652b82fep+0, e);  // 1/ln2
}

// 2^t for -200 <= t <= 200, within a relative 2^-38.7: t = n + f with n an integer and |f| <= 1/2,
// 2^f = 1 + f r(f).
[[gnu::always_inline]] inline double exp2_bounded(double t) {
  constexpr double kRound = 0x1.8p52;  // adding it rounds t to an integer, n, in the low bits
  const double nr = t + kRound;
  const double f = t - (nr - kRound);  // exact
  // Fitted (Chebyshev, mpmath) on |f| <= 1/2: 2^f within a relative 2^-38.7.
  double r = std::fma(f, 0x1.63b2d7971923fp-20, 0x1.00c0e4e15189cp-16);
  r = std::fma(r, f, 0x1.4308c7183d6a2p-13);
  r = std::fma(r, f, 0x1.5d877598350dep-10);
  r = std::fma(r, f, 0x1.3b2ab70ad2565p-7);
  r = std::fma(r, f, 0x1.c6b08da70cce3p-5);
  r = std::fma(r, f, 0x1.ebfbdff82a734p-3);
  r = std::fma(r, f, 0x1.62e42fef9cc69p-1);
  // 2^n from n's low 12 bits (two's complement): n + 1023 is 823..1223, a normal exponent field.
  const double scale = std::bit_cast<double>((std::bit_cast<uint64_t>(nr) + 1023u) << 52);
  return std::fma(f, r, 1.0) * scale;
}

}  // namespace detail

// e^x, scaled by 2^n in two steps so that the scale factors stay representable and a subnormal
// result is rounded once.
[[gnu::always_inline]] inline float exp(float x) {
  float xc = detail::select(x > -104.0f, x, -104.0f);  // NaN takes -104 here and is put back last
  xc = detail::select(xc < 89.0f, xc, 89.0f);          // e^89 overflows float, e^-104 rounds to 0
  const detail::ExpParts e = detail::exp_parts(xc);    // n: -150..129
  const int32_t n1 = e.n >> 1, n2 = e.n - n1;
  const float s1 = std::bit_cast<float>((n1 + 127) << 23);
  const float s2 = std::bit_cast<float>((n2 + 127) << 23);
  return detail::select(x != x, x, e.p * s1 * s2);
}

// x^y, as C's powf (IEEE 754's pow) in every special case: y = 0 or x = 1 give 1 (NaN or not),
// x = -1 with y = +-inf gives 1, a negative finite x with a non-integer y NaN, zeros and infinities
// keep x's sign for an odd integer y. Otherwise 2^(y log2 |x|), computed in double: its relative
// error, about 2^-37 at worst (y log2 |x| near +-150), is far under the final rounding to float,
// so the result is within 0.5001 ulp and exact wherever x^y is a float. glibc's powf is within
// 0.82 ulp, SLEEF's (ATen's) 1 ulp. In a loop with AVX2 it takes 60% of glibc's time, which the
// loop cannot vectorize.
[[gnu::always_inline]] inline float pow(float x, float y) {
  const float ax = std::fabs(x);
  // log2 |x|, with 0 -> -inf and inf -> +inf, so that the product with y and 2^t give the right
  // zeros and infinities (0 * inf gives NaN; y = 0 takes the rule at the end).
  const double l = detail::select(
      detail::mask64(ax == 0.0f), -HUGE_VAL,
      detail::select(detail::mask64(ax == HUGE_VALF), HUGE_VAL, detail::log2_of_float(static_cast<double>(ax))));
  double t = static_cast<double>(y) * l;
  // Past +-200, 2^t overflows or underflows float as surely as 2^+-200 does; NaN goes to -200 here
  // and is put back below.
  t = detail::select(detail::mask64(t > -200.0), t, -200.0);
  t = detail::select(detail::mask64(t < 200.0), t, 200.0);
  const float magnitude = static_cast<float>(detail::exp2_bounded(t));
  // Whether y is an integer, and odd. Below 2^23, adding 2^23 rounds |y| to an integer in the low
  // bits; from 2^23 to 2^24 every float is an integer, its parity its lowest bit; above, even.
  const float ay = std::fabs(y);
  const bool small = ay < 0x1p23f;
  const float rounded = ay + 0x1p23f;
  const bool y_integer = (small & (rounded - 0x1p23f == ay)) | (!small & (ay == ay));
  const uint32_t parity_bits = std::bit_cast<uint32_t>(detail::select(small, rounded, ay));
  const uint32_t y_odd = parity_bits & static_cast<uint32_t>(y_integer & (ay < 0x1p24f));
  float out = std::bit_cast<float>(std::bit_cast<uint32_t>(magnitude) | (std::bit_cast<uint32_t>(x) & (y_odd << 31)));
  out = detail::select((x < 0.0f) & (x > -HUGE_VALF) & !y_integer, std::numeric_limits<float>::quiet_NaN(), out);
  out = detail::select((x != x) | (y != y), x + y, out);
  out = detail::select((ax == 1.0f) & (ay == HUGE_VALF), 1.0f, out);
  return detail::select((x == 1.0f) | (y == 0.0f), 1.0f, out);
}

// atan2(y, x), the angle of the point (x, y), as C's atan2f in every special case: zeros and
// infinities give the multiples of pi/4 C lists (atan2(+-0, -0) = +-pi, atan2(+-inf, -inf) =
// +-3pi/4), the sign is y's, NaN gives NaN. Computed in double: with a = min(|x|, |y|) /
// max(|x|, |y|) (one division; the parts are exact), atan a is a polynomial in a for
// a <= tan(pi/8) and pi/4 + atan((a - 1) / (a + 1)) above, then reflected into the quadrant. Its
// relative error, below 2^-38, is far under the final rounding to float: within 0.5001 ulp.
// glibc's atan2f is within 1 ulp, SLEEF's u10 (ATen's) too.
[[gnu::always_inline]] inline float atan2(float y, float x) {
  const double ax = std::fabs(static_cast<double>(x)), ay = std::fabs(static_cast<double>(y));
  const bool steep = ay > ax;  // the angle from the y axis is the smaller one: pi/2 - atan(ax / ay)
  const bool both_infinite = (ax == HUGE_VAL) & (ay == HUGE_VAL);  // at pi/4 from an axis
  const double lo = detail::select(detail::mask64(both_infinite), 1.0, detail::select(detail::mask64(steep), ax, ay));
  const double hi = detail::select(detail::mask64(both_infinite), 1.0, detail::select(detail::mask64(steep), ay, ax));
  const bool upper = lo > 0x1.a827999fcef32p-2 * hi;  // a > tan(pi/8): the differences are exact
  const double num = detail::select(detail::mask64(upper), lo - hi, lo);
  // Both zero: 0 / 1, the angle 0 (then pi for a negative zero x).
  const double den = detail::select(detail::mask64(upper), lo + hi, detail::select(detail::mask64(hi == 0.0), 1.0, hi));
  const double t = num / den;  // |t| <= tan(pi/8)
  const double z = t * t;
  // atan t = t + t^3 q(t^2), fitted (Chebyshev, mpmath) on |t| <= tan(pi/8): within 2^-38.
  double q = std::fma(z, -0x1.4b308db6bc79ap-5, 0x1.244168c2ea69bp-4);
  q = std::fma(q, z, -0x1.71d36b7402effp-4);
  q = std::fma(q, z, 0x1.c6f6805515223p-4);
  q = std::fma(q, z, -0x1.2491c06b7beb4p-3);
  q = std::fma(q, z, 0x1.999998252c102p-3);
  q = std::fma(q, z, -0x1.5555555501fccp-2);
  double r = std::fma(t * z, q, t) + detail::select(detail::mask64(upper), 0x1.921fb54442d18p-1, 0.0);       // pi/4
  r = detail::select(detail::mask64(steep), 0x1.921fb54442d18p+0 - r, r);                                    // pi/2
  r = detail::select(detail::mask64((std::bit_cast<uint32_t>(x) >> 31) != 0), 0x1.921fb54442d18p+1 - r, r);  // pi
  const float angle = static_cast<float>(r);  // in [0, pi]
  const float out = std::bit_cast<float>(std::bit_cast<uint32_t>(angle) | (std::bit_cast<uint32_t>(y) & 0x80000000u));
  return detail::select((x != x) | (y != y), x + y, out);
}

[[gnu::always_inline]] inline float sin(float x) { return detail::sincos<false>(x); }
[[gnu::always_inline]] inline float cos(float x) { return detail::sincos<true>(x); }

// Fast forms: the same bits as the functions above, for the arguments of their domain only, where
// those take none of their rare paths. math::fast (pointwise_math.h) pairs each with its domain
// test, so that the pointwise loop can run a block of elements with the fast form and fall back to
// the full one for a block with any argument outside (cpu_pointwise.h). sin costs half as much
// without its huge-argument reduction; exp saves its clamps, its two-step scaling and its NaN test.
//
// The domain of exp_fast: e^x is a normal float. Here n = round(x / ln2) is within -125..127 and
// p 2^n (p in [0.70, 1.42]) is normal and finite, so p * 2^(n - n/2) * 2^(n/2) is p * 2^n exactly,
// as one scaling; the clamps leave x as it is; NaN is outside.
// (& and not &&: the short-circuit became a branch, which left the loop scalar.)
[[gnu::always_inline]] inline bool exp_fast_domain(float x) { return (x > -86.5f) & (x < 88.0f); }

[[gnu::always_inline]] inline float exp_fast(float x) {
  const detail::ExpParts e = detail::exp_parts(x);
  return e.p * std::bit_cast<float>((static_cast<uint32_t>(e.n) + 127u) << 23);  // no int overflow outside
}

// The domain of sin_fast and cos_fast: no huge-argument reduction, finite.
[[gnu::always_inline]] inline bool sincos_fast_domain(float x) { return std::fabs(x) < 0x1p47f; }

[[gnu::always_inline]] inline float sin_fast(float x) { return detail::sincos_fast<false>(x); }
[[gnu::always_inline]] inline float cos_fast(float x) { return detail::sincos_fast<true>(x); }

}  // namespace opforge::math::vectorizable
