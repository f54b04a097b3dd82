// erfinv, digamma, sinc and logit (iteration/pointwise_special.h) are within 1 ulp of the correctly rounded
// result in float and double on a million arguments per function and type, against references
// computed in quad precision (libquadmath's __float128, GCC's own library), and give PyTorch's
// values at the special arguments and domain edges. digamma near one of its roots, where the result
// cancels to zero, is allowed an absolute error of 2^-60 (double) and 2^-31 (float) instead.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

extern "C" {
#include <quadmath.h>
}

#include "float_ulps.h"
#include "iteration/pointwise_special.h"

namespace opforge {
namespace {

using Quad = __float128;

// Quad constants without GCC's Q literals (which need -fext-numeric-literals).
const Quad kPi = 4 * atanq(1);

using test::Bits;
using test::identical;
using test::ulps_between;

// The root of erf(y) = a (0 < a < 1) in quad precision: Newton's steps on erf, or on log erfc(y) =
// log(1 - a) above 0.5, from `start`, until a step is below 2^-110 of y. The start (the result
// under test, when it is finite) only decides how many steps that takes; the root is erfq's.
Quad erfinv_quad(Quad a, Quad start) {
  const Quad two_over_sqrt_pi = 2 / sqrtq(kPi);
  Quad y = start;
  for (int i = 0; i < 60; ++i) {
    const Quad slope = two_over_sqrt_pi * expq(-y * y);
    Quad step;
    if (a <= Quad(0.5)) {
      step = (erfq(y) - a) / slope;
    } else {
      const Quad tail = erfcq(y);
      step = -(logq(tail) - logq(1 - a)) * tail / slope;
    }
    y -= step;
    if (fabsq(step) <= y * Quad(0x1p-110)) return y;
  }
  ADD_FAILURE() << "the quad Newton steps did not converge at " << static_cast<double>(a);
  return y;
}

// digamma in quad precision by another route than the code under test: up to x >= 40 by the
// recurrence, then eleven terms of the asymptotic series (exact to 2^-120 there); negative
// arguments by the reflection, with sinq and cosq of the exact fractional part.
Quad digamma_quad(Quad x) {
  Quad reflection = 0;
  if (x < 0) {
    const Quad r = x - rintq(x);
    reflection = -kPi * cosq(kPi * r) / sinq(kPi * r);
    x = 1 - x;
  }
  Quad sum = 0;
  while (x < 40) {
    sum -= 1 / x;
    x += 1;
  }
  // B_2k / (2k) for k = 1..11.
  static const Quad kTerms[] = {Quad(1) / 12,        Quad(-1) / 120,       Quad(1) / 252,    Quad(-1) / 240,
                                Quad(1) / 132,       Quad(-691) / 32760,   Quad(1) / 12,     Quad(-3617) / 8160,
                                Quad(43867) / 14364, Quad(-174611) / 6600, Quad(77683) / 276};
  const Quad z = 1 / (x * x);
  Quad power = z, series = 0;
  for (Quad t : kTerms) {
    series += t * power;
    power *= z;
  }
  return sum + logq(x) - 1 / (2 * x) - series + reflection;
}

// A million arguments: half random bit patterns (every binade, subnormals, both signs), half
// uniform in [lo, hi).
template <class T>
std::vector<T> arguments(double lo, double hi) {
  std::mt19937_64 rng(0x5eed);
  std::uniform_real_distribution<double> in(lo, hi);
  std::vector<T> x;
  constexpr size_t kCount = 1'000'000;
  x.reserve(kCount);
  while (x.size() < kCount) {
    const T v = std::bit_cast<T>(static_cast<Bits<T>>(rng()));
    if (!std::isnan(v)) x.push_back(v);
    x.push_back(static_cast<T>(in(rng)));
  }
  return x;
}

template <class T>
void check_erfinv() {
  int64_t failures = 0;
  // Arguments near ±1 too: 1 - 2^-k for every k the type holds.
  std::vector<T> x = arguments<T>(-1, 1);
  for (int k = 1; k <= std::numeric_limits<T>::digits; ++k) {
    x.push_back(T(1) - std::ldexp(T(1), -k));
    x.push_back(std::ldexp(T(1), -k) - T(1));
  }
  for (const T a : x) {
    const T got = math::erfinv(a);
    if (!(std::abs(a) < 1) || a == 0) continue;  // the special values below
    const Quad q = fabsq(static_cast<Quad>(a));
    const Quad exact = erfinv_quad(q, std::isfinite(got) && got != 0 ? fabsq(static_cast<Quad>(got)) : q);
    const T rounded = static_cast<T>(a < 0 ? -exact : exact);
    if (!identical(got, rounded) && ulps_between(got, rounded) > 1 && ++failures <= 5)
      ADD_FAILURE() << "erfinv(" << std::hexfloat << a << ") = " << got << ", correctly rounded " << rounded;
  }
  EXPECT_EQ(failures, 0);
}

template <class T>
void check_digamma() {
  const double abs_allowed = std::is_same_v<T, float> ? 0x1p-31 : 0x1p-60;
  int64_t failures = 0;
  for (const T a : arguments<T>(-30, 30)) {
    if (!std::isfinite(a) || a == 0 || (a < 0 && a == std::trunc(a))) continue;  // the special values below
    const T got = math::digamma(a);
    const Quad exact = digamma_quad(static_cast<Quad>(a));
    const T rounded = static_cast<T>(exact);
    if (identical(got, rounded) || ulps_between(got, rounded) <= 1) continue;
    if (std::isfinite(got) && fabsq(static_cast<Quad>(got) - exact) <= abs_allowed) continue;
    if (++failures <= 5)
      ADD_FAILURE() << "digamma(" << std::hexfloat << a << ") = " << got << ", correctly rounded " << rounded;
  }
  EXPECT_EQ(failures, 0);
}

// sin(pi x) / (pi x) in quad precision, the sine taken of the exact fractional part.
Quad sinc_quad(Quad x) {
  const Quad n = rintq(x);
  Quad s = sinq(kPi * (x - n));
  if (fmodq(n, 2) != 0) s = -s;
  return s / (kPi * x);
}

// A quad result rounded to T within 1 ulp of got, or both the same special value.
template <class T>
bool within_one_ulp(T got, Quad exact) {
  const T rounded = static_cast<T>(exact);
  return identical(got, rounded) || (std::isfinite(got) && ulps_between(got, rounded) <= 1);
}

template <class T>
void check_sinc_and_logit() {
  int64_t failures = 0;
  for (const T a : arguments<T>(-40, 40)) {
    if (!std::isfinite(a) || a == 0) continue;
    const T got = math::sinc(a);
    if (!within_one_ulp(got, sinc_quad(static_cast<Quad>(a))) && ++failures <= 5)
      ADD_FAILURE() << "sinc(" << std::hexfloat << a << ") = " << got << ", correctly rounded "
                    << static_cast<T>(sinc_quad(static_cast<Quad>(a)));
  }
  for (const T a : arguments<T>(0, 1)) {
    if (!(a > 0 && a < 1)) continue;
    const T got = math::logit(a, math::Unbounded{});
    const Quad q = static_cast<Quad>(a);
    const Quad exact = logq(q / (1 - q));  // q and 1 - q are exact in quad
    if (!within_one_ulp(got, exact) && ++failures <= 5)
      ADD_FAILURE() << "logit(" << std::hexfloat << a << ") = " << got << ", correctly rounded "
                    << static_cast<T>(exact);
  }
  EXPECT_EQ(failures, 0);
}

TEST(SpecialFunctions, SincAndLogitWithinOneUlpOnAMillionArguments) {
  check_sinc_and_logit<float>();
  check_sinc_and_logit<double>();
}

TEST(SpecialFunctions, ErfinvWithinOneUlpOnAMillionArguments) {
  check_erfinv<float>();
  check_erfinv<double>();
}

TEST(SpecialFunctions, DigammaWithinOneUlpOnAMillionArguments) {
  check_digamma<float>();
  check_digamma<double>();
}

// The quad references agree with values known in closed form, so that the checks above rest on
// more than the references' own code: erfinv(erf(1)) = 1, digamma(1) = -gamma,
// digamma(1/2) = -gamma - 2 log 2, digamma(-1/2) = digamma(1/2) + 2.
TEST(SpecialFunctions, QuadReferencesMatchClosedForms) {
  const Quad gamma = strtoflt128("0.577215664901532860606512090082402431", nullptr);  // Euler's
  EXPECT_LT(fabsq(erfinv_quad(erfq(1), Quad(0.9)) - 1), Quad(0x1p-105));
  EXPECT_LT(fabsq(digamma_quad(1) + gamma), Quad(0x1p-105));
  EXPECT_LT(fabsq(digamma_quad(Quad(0.5)) + gamma + 2 * logq(2)), Quad(0x1p-105));
  EXPECT_LT(fabsq(digamma_quad(Quad(-0.5)) - digamma_quad(Quad(0.5)) - 2), Quad(0x1p-105));
}

// PyTorch's values at the edges (1.13: erfinv(±1) = ±inf; digamma(0) = -inf, digamma(-0.0) = inf,
// digamma(-1) = nan).
template <class T>
void check_special_values() {
  constexpr T inf = std::numeric_limits<T>::infinity();
  EXPECT_TRUE(identical(math::erfinv(T(0)), T(0)));
  EXPECT_TRUE(identical(math::erfinv(-T(0)), -T(0)));
  EXPECT_EQ(math::erfinv(T(1)), inf);
  EXPECT_EQ(math::erfinv(T(-1)), -inf);
  EXPECT_TRUE(std::isnan(math::erfinv(T(1.5))));
  EXPECT_TRUE(std::isnan(math::erfinv(-inf)));
  EXPECT_TRUE(std::isnan(math::erfinv(std::numeric_limits<T>::quiet_NaN())));
  const T tiny = std::numeric_limits<T>::denorm_min();
  EXPECT_TRUE(identical(math::erfinv(tiny), tiny));  // sqrt(pi)/2 * tiny rounds back to tiny
  EXPECT_EQ(math::digamma(T(0)), -inf);
  EXPECT_EQ(math::digamma(-T(0)), inf);
  EXPECT_TRUE(std::isnan(math::digamma(T(-1))));
  EXPECT_TRUE(std::isnan(math::digamma(T(-1e30))));
  EXPECT_EQ(math::digamma(inf), inf);
  EXPECT_TRUE(std::isnan(math::digamma(-inf)));
  EXPECT_TRUE(std::isnan(math::digamma(std::numeric_limits<T>::quiet_NaN())));
  // sinc(0) = 1 (either zero), an integer gives 0, ±inf NaN; logit: -inf at 0, inf at 1, NaN
  // outside [0, 1]; with eps, the clamp first (eps = 0.25: logit(0) = log(1/3)), and a negative
  // eps clamps nothing.
  EXPECT_EQ(math::sinc(T(0)), T(1));
  EXPECT_EQ(math::sinc(-T(0)), T(1));
  EXPECT_EQ(math::sinc(T(3)), T(0));
  EXPECT_TRUE(std::isnan(math::sinc(inf)));
  EXPECT_EQ(math::logit(T(0), math::Unbounded{}), -inf);
  EXPECT_EQ(math::logit(T(1), math::Unbounded{}), inf);
  EXPECT_TRUE(std::isnan(math::logit(T(1.5), math::Unbounded{})));
  EXPECT_TRUE(std::isnan(math::logit(T(-0.5), math::Unbounded{})));
  EXPECT_EQ(math::logit(T(0), T(0.25)), static_cast<T>(-logq(3)));
  EXPECT_EQ(math::logit(T(1), T(0.25)), static_cast<T>(logq(3)));
  EXPECT_EQ(math::logit(T(0), T(-1)), -inf);
}

TEST(SpecialFunctions, SpecialValuesAndDomainEdges) {
  check_special_values<float>();
  check_special_values<double>();
}

}  // namespace
}  // namespace opforge
