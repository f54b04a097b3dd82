// erfinv, digamma, sinc and logit (iteration/pointwise_special.h) are within 1 ulp of the correctly rounded
// result in float and double on a million arguments per function and type (polygamma of orders 1
// to 4 on a tenth of them) (a tenth under
// AddressSanitizer, float_ulps.h), against references computed in quad precision (libquadmath's
// __float128, GCC's own library), and give PyTorch's values at the special arguments and domain
// edges. digamma near one of its roots, where the result cancels to zero, is allowed an absolute
// error of 2^-60 (double) and 2^-31 (float) instead.
//
// Their float vector forms (sleef_math.h's, computed in double: sleef_special.h) are held to the
// same references on the same arguments, with AVX-512 where the CPU has it and with AVX2; they give
// the scalar functions' special values, and the same values at every length around their widths,
// in place too. Their double "vector forms" are the scalar functions, element by element.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

extern "C" {
#include <quadmath.h>
}

#include "float_ulps.h"
#include "iteration/pointwise_special.h"
#include "iteration/sleef_math.h"
#include "iteration/wide_math.h"

namespace opforge {
namespace {

using Quad = __float128;

namespace sleef = math::sleef;

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
  constexpr size_t kCount = test::accuracy_argument_count();
  x.reserve(kCount);
  while (x.size() < kCount) {
    const T v = std::bit_cast<T>(static_cast<Bits<T>>(rng()));
    if (!std::isnan(v)) x.push_back(v);
    x.push_back(static_cast<T>(in(rng)));
  }
  return x;
}

// Where a function's values come from: its scalar function, or its vector form (sleef_math.h),
// with AVX-512 where wide_math.h's enabled() says so, and with AVX2 (AVX-512 switched off).
enum class Path { scalar, vector, vector_avx2 };

const char* name(Path path) {
  switch (path) {
    case Path::scalar: return "scalar";
    case Path::vector: return "vector";
    case Path::vector_avx2: return "vector, AVX2";
  }
  return "?";
}

// The paths this CPU has: the vector ones only where sleef::enabled(), the AVX2 one apart only
// where the default is AVX-512.
std::vector<Path> paths() {
  std::vector<Path> p = {Path::scalar};
  if (sleef::enabled()) p.push_back(Path::vector);
  if (sleef::enabled() && math::wide::enabled()) p.push_back(Path::vector_avx2);
  return p;
}

template <class T>
T scalar(sleef::Function f, T a) {
  switch (f) {
    case sleef::Function::erfinv: return math::erfinv(a);
    case sleef::Function::digamma: return math::digamma(a);
    case sleef::Function::sinc: return math::sinc(a);
    case sleef::Function::logit: return math::logit(a, math::Unbounded{});
    default: ADD_FAILURE() << "not a function of this test"; return a;
  }
}

// f of each element of x by one path; a vector path takes all of x in one call, or in place.
template <class T>
std::vector<T> compute(sleef::Function f, Path path, const std::vector<T>& x, bool in_place = false) {
  std::vector<T> y(x.size());
  if (path == Path::scalar) {
    for (size_t i = 0; i < x.size(); ++i) y[i] = scalar(f, x[i]);
    return y;
  }
  const bool wide = math::wide::enabled();
  if (path == Path::vector_avx2) math::wide::set_enabled(false);
  if (in_place) {
    y = x;
    sleef::apply(f, y.data(), y.data(), static_cast<int64_t>(y.size()));
  } else {
    sleef::apply(f, x.data(), y.data(), static_cast<int64_t>(x.size()));
  }
  math::wide::set_enabled(wide);
  return y;
}

// The paths a type's million-argument checks take: float's vector forms are its own computations;
// double's are the scalar functions, element by element (checked apart, below).
template <class T>
std::vector<Path> checked_paths() {
  return std::is_same_v<T, float> ? paths() : std::vector<Path>{Path::scalar};
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
  // The references, from the scalar results (which only decide how many steps they take).
  const std::vector<T> first = compute(sleef::Function::erfinv, Path::scalar, x);
  std::vector<T> rounded(x.size());
  for (size_t i = 0; i < x.size(); ++i) {
    const T a = x[i], got = first[i];
    if (!(std::abs(a) < 1) || a == 0) continue;  // the special values below
    const Quad q = fabsq(static_cast<Quad>(a));
    const Quad exact = erfinv_quad(q, std::isfinite(got) && got != 0 ? fabsq(static_cast<Quad>(got)) : q);
    rounded[i] = static_cast<T>(a < 0 ? -exact : exact);
  }
  for (const Path path : checked_paths<T>()) {
    const std::vector<T> got = path == Path::scalar ? first : compute(sleef::Function::erfinv, path, x);
    for (size_t i = 0; i < x.size(); ++i) {
      if (!(std::abs(x[i]) < 1) || x[i] == 0) continue;
      if (!identical(got[i], rounded[i]) && ulps_between(got[i], rounded[i]) > 1 && ++failures <= 5)
        ADD_FAILURE() << "erfinv(" << std::hexfloat << x[i] << ") = " << got[i] << " (" << name(path)
                      << "), correctly rounded " << rounded[i];
    }
  }
  EXPECT_EQ(failures, 0);
}

template <class T>
void check_digamma() {
  const double abs_allowed = std::is_same_v<T, float> ? 0x1p-31 : 0x1p-60;
  int64_t failures = 0;
  const std::vector<T> x = arguments<T>(-30, 30);
  std::vector<Quad> exact(x.size());
  for (size_t i = 0; i < x.size(); ++i) exact[i] = digamma_quad(static_cast<Quad>(x[i]));
  for (const Path path : checked_paths<T>()) {
    const std::vector<T> got = compute(sleef::Function::digamma, path, x);
    for (size_t i = 0; i < x.size(); ++i) {
      const T a = x[i];
      if (!std::isfinite(a) || a == 0 || (a < 0 && a == std::trunc(a))) continue;  // the special values below
      const T rounded = static_cast<T>(exact[i]);
      if (identical(got[i], rounded) || ulps_between(got[i], rounded) <= 1) continue;
      if (std::isfinite(got[i]) && fabsq(static_cast<Quad>(got[i]) - exact[i]) <= abs_allowed) continue;
      if (++failures <= 5)
        ADD_FAILURE() << "digamma(" << std::hexfloat << a << ") = " << got[i] << " (" << name(path)
                      << "), correctly rounded " << rounded;
    }
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
  const std::vector<T> xs = arguments<T>(-40, 40), xl = arguments<T>(0, 1);
  std::vector<Quad> sinc_exact(xs.size()), logit_exact(xl.size());
  for (size_t i = 0; i < xs.size(); ++i) sinc_exact[i] = sinc_quad(static_cast<Quad>(xs[i]));
  for (size_t i = 0; i < xl.size(); ++i) {
    const Quad q = static_cast<Quad>(xl[i]);
    logit_exact[i] = logq(q / (1 - q));  // q and 1 - q are exact in quad
  }
  for (const Path path : checked_paths<T>()) {
    const std::vector<T> got = compute(sleef::Function::sinc, path, xs);
    for (size_t i = 0; i < xs.size(); ++i) {
      if (!std::isfinite(xs[i]) || xs[i] == 0) continue;
      if (!within_one_ulp(got[i], sinc_exact[i]) && ++failures <= 5)
        ADD_FAILURE() << "sinc(" << std::hexfloat << xs[i] << ") = " << got[i] << " (" << name(path)
                      << "), correctly rounded " << static_cast<T>(sinc_exact[i]);
    }
    const std::vector<T> got_logit = compute(sleef::Function::logit, path, xl);
    for (size_t i = 0; i < xl.size(); ++i) {
      if (!(xl[i] > 0 && xl[i] < 1)) continue;
      if (!within_one_ulp(got_logit[i], logit_exact[i]) && ++failures <= 5)
        ADD_FAILURE() << "logit(" << std::hexfloat << xl[i] << ") = " << got_logit[i] << " (" << name(path)
                      << "), correctly rounded " << static_cast<T>(logit_exact[i]);
    }
  }
  EXPECT_EQ(failures, 0);
}

TEST(SpecialFunctions, SincAndLogitWithinOneUlpOnRandomArguments) {
  check_sinc_and_logit<float>();
  check_sinc_and_logit<double>();
}

TEST(SpecialFunctions, ErfinvWithinOneUlpOnRandomArguments) {
  check_erfinv<float>();
  check_erfinv<double>();
}

TEST(SpecialFunctions, DigammaWithinOneUlpOnRandomArguments) {
  check_digamma<float>();
  check_digamma<double>();
}

// polygamma(n, x), n >= 1, in quad precision by another route than the code under test: the
// series (-1)^(n+1) n! sum_k (x + k)^-(n+1) summed term by term (no reflection: for n >= 1 it
// converges at every x but the poles) until x + k >= 40, then its Euler-Maclaurin tail of twelve
// terms, below 2^-75 of the result there for n <= 4, far below the 2^-53 of a double.
Quad polygamma_quad(int n, Quad x) {
  const int s = n + 1;
  auto inverse_power = [s](Quad v) {
    Quad p = 1;
    for (int i = 0; i < s; ++i) p *= v;
    return 1 / p;
  };
  Quad sum = 0;
  while (x < 40) {
    sum += inverse_power(x);
    x += 1;
  }
  const Quad power = inverse_power(x);
  sum += x * power / (s - 1) + power / 2;
  // B_2j / (2j)!, j = 1..12 (denominators exact in quad).
  static const Quad kCoefficients[] = {Quad(1) / strtoflt128("12", nullptr),
                                       Quad(-1) / strtoflt128("720", nullptr),
                                       Quad(1) / strtoflt128("30240", nullptr),
                                       Quad(-1) / strtoflt128("1209600", nullptr),
                                       Quad(1) / strtoflt128("47900160", nullptr),
                                       Quad(-691) / strtoflt128("1307674368000", nullptr),
                                       Quad(1) / strtoflt128("74724249600", nullptr),
                                       Quad(-3617) / strtoflt128("10670622842880000", nullptr),
                                       Quad(43867) / strtoflt128("5109094217170944000", nullptr),
                                       Quad(-174611) / strtoflt128("802857662698291200000", nullptr),
                                       Quad(77683) / strtoflt128("14101100039391805440000", nullptr),
                                       Quad(-236364091) / strtoflt128("1693824136731743669452800000", nullptr)};
  Quad rising = s, term = power / x;
  for (int j = 0; j < 12; ++j) {
    sum += kCoefficients[j] * rising * term;
    rising *= Quad(s + 2 * j + 1) * Quad(s + 2 * j + 2);
    term /= x * x;
  }
  Quad factorial = 1;
  for (int k = 2; k <= n; ++k) factorial *= k;
  return (n % 2 ? 1 : -1) * factorial * sum;
}

// polygamma of orders 1 to 4 (their reflection below 0.5 included) within 1 ulp on a tenth of the
// arguments of the other functions above -1e4 (the quad series is slow), or within an absolute
// error of 2^-60 (double) and 2^-31 (float) near the roots the even orders have below 0.
template <class T>
void check_polygamma() {
  const double abs_allowed = std::is_same_v<T, float> ? 0x1p-31 : 0x1p-60;
  std::vector<T> x = arguments<T>(-30, 30);
  x.resize(x.size() / 10);
  for (int n = 1; n <= 4; ++n) {
    int64_t failures = 0;
    for (const T a : x) {
      if (!std::isfinite(a) || (a <= 0 && a == std::trunc(a))) continue;  // the golden cases' special values
      if (a < -1e4) continue;  // the reference sums a term per unit from x up to 40
      const Quad exact = polygamma_quad(n, static_cast<Quad>(a));
      const T got = math::polygamma(static_cast<T>(n), a);
      if (within_one_ulp(got, exact)) continue;
      if (std::isfinite(got) && fabsq(static_cast<Quad>(got) - exact) <= abs_allowed) continue;
      if (++failures <= 5)
        ADD_FAILURE() << "polygamma(" << n << ", " << std::hexfloat << a << ") = " << got << ", correctly rounded "
                      << static_cast<T>(exact);
    }
    EXPECT_EQ(failures, 0) << "order " << n;
  }
}

TEST(SpecialFunctions, PolygammaWithinOneUlpOnRandomArguments) {
  check_polygamma<float>();
  check_polygamma<double>();
}

// Orders whose n! or zeta(n + 1, x) is beyond the type's range give the product's value, taken in
// logs (overflowing or vanishing as the exact value does), and an order of 10^12 ends at once; far
// below 0 the reflection takes the place of 10^15 terms. The values: mpmath's.
TEST(SpecialFunctions, PolygammaOfHighOrdersAndFarArguments) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(math::polygamma(1000.0, 2.0), -inf);  // 1000! / 2^1001 ~ 10^2266
  EXPECT_EQ(math::polygamma(1e12, 0.75), -inf);
  EXPECT_EQ(math::polygamma(171.0, 1e4), 0.0);  // 171! / 10^688 ~ 10^-379
  EXPECT_TRUE(identical(math::polygamma(1000.0, 1e4), -0.0));
  EXPECT_EQ(math::polygamma(100.0f, 2.0f), -std::numeric_limits<float>::infinity());
  EXPECT_TRUE(
      within_one_ulp(math::polygamma(100.0, 2.0), -strtoflt128("3.681070139798047827108781015605734e127", nullptr)));
  EXPECT_NEAR(math::polygamma(2.0, -1e15 - 0.5), -1e-30, 1e-43);  // -1/x^2, cot'' at a half-integer 0
  EXPECT_TRUE(within_one_ulp(math::polygamma(10.0, -1.5), -strtoflt128("156.229596593232994759388783112", nullptr)));
  EXPECT_TRUE(within_one_ulp(math::polygamma(10.0f, -2.5f), -strtoflt128("4.02669304123299475938878311235", nullptr)));
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
  // trigamma(1) = pi^2 / 6, trigamma(1/2) = pi^2 / 2, polygamma(2, 1) = -2 zeta(3) (Apery's
  // constant), polygamma(3, 1) = pi^4 / 15.
  const Quad apery = strtoflt128("1.20205690315959428539973816151144999", nullptr);
  EXPECT_LT(fabsq(polygamma_quad(1, 1) - kPi * kPi / 6), Quad(0x1p-100));
  EXPECT_LT(fabsq(polygamma_quad(1, Quad(0.5)) - kPi * kPi / 2), Quad(0x1p-100));
  EXPECT_LT(fabsq(polygamma_quad(2, 1) + 2 * apery), Quad(0x1p-100));
  EXPECT_LT(fabsq(polygamma_quad(3, 1) - kPi * kPi * kPi * kPi / 15), Quad(0x1p-100));
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

const sleef::Function kFunctions[] = {sleef::Function::erfinv, sleef::Function::digamma, sleef::Function::sinc,
                                      sleef::Function::logit};

// The vector forms give the scalar functions' values at the special arguments and domain edges
// (checked above): the same infinities, NaNs and signed zeros, and elsewhere values within 1 ulp of
// the correctly rounded one as the scalar ones are (so at most 2 apart).
template <class T>
void check_vector_special_values() {
  constexpr T inf = std::numeric_limits<T>::infinity();
  constexpr T tiny = std::numeric_limits<T>::denorm_min(), smallest = std::numeric_limits<T>::min(),
              largest = std::numeric_limits<T>::max();
  const std::vector<T> x = {T(0),
                            -T(0),
                            inf,
                            -inf,
                            std::numeric_limits<T>::quiet_NaN(),
                            tiny,
                            -tiny,
                            smallest,
                            -smallest,
                            largest,
                            -largest,
                            T(1),
                            T(-1),
                            T(2),
                            T(-2),
                            T(3),
                            T(-3),
                            T(0.5),
                            T(-0.5),
                            T(1.5),
                            T(-1.5),
                            T(0.25),
                            T(0.75),
                            T(-1e30),
                            T(1e30),
                            T(1e7),
                            T(-1e7),
                            T(8388607.5),
                            T(-8388607.5),
                            std::nextafter(T(1), T(0)),
                            std::nextafter(T(-1), T(0)),
                            std::nextafter(T(0.5), T(0)),
                            std::nextafter(T(0.5), T(1))};
  for (const sleef::Function f : kFunctions) {
    const std::vector<T> want = compute(f, Path::scalar, x);
    for (const Path path : paths()) {
      if (path == Path::scalar) continue;
      const std::vector<T> got = compute(f, path, x);
      for (size_t i = 0; i < x.size(); ++i) {
        const bool special = !std::isfinite(want[i]) || want[i] == 0;
        const bool ok = identical(got[i], want[i]) ||
                        (!special && std::isfinite(got[i]) && std::signbit(got[i]) == std::signbit(want[i]) &&
                         ulps_between(got[i], want[i]) <= 2);
        EXPECT_TRUE(ok) << "function " << static_cast<int>(f) << " (" << name(path) << ") at " << std::hexfloat << x[i]
                        << ": " << got[i] << ", the scalar function's " << want[i];
      }
    }
  }
}

TEST(SpecialFunctions, VectorFormsGiveTheSpecialValues) {
  check_vector_special_values<float>();
  check_vector_special_values<double>();
}

// Double's vector forms are the scalar functions: the same bits on a sample of the arguments.
TEST(SpecialFunctions, DoubleVectorFormsAreTheScalarFunctions) {
  if (!sleef::enabled()) GTEST_SKIP() << "no vector forms on this CPU";
  std::vector<double> x = arguments<double>(-2, 2);
  x.resize(20'000);
  for (const sleef::Function f : kFunctions) {
    const std::vector<double> want = compute(f, Path::scalar, x), got = compute(f, Path::vector, x);
    for (size_t i = 0; i < x.size(); ++i)
      EXPECT_TRUE(identical(got[i], want[i])) << "function " << static_cast<int>(f) << " at " << x[i];
  }
}

// The float vector forms at every length around their widths (the last partial vector goes
// through a buffer): the values of one call over all the elements, nothing written past the end,
// and the same in place.
TEST(SpecialFunctions, VectorFormsAtEveryTailLengthOutOfPlaceAndInPlace) {
  if (!sleef::enabled()) GTEST_SKIP() << "no vector forms on this CPU";
  constexpr size_t kMost = 40;
  for (const sleef::Function f : kFunctions) {
    std::vector<float> all(kMost);
    for (size_t i = 0; i < kMost; ++i) {
      const auto t = static_cast<float>(i);
      all[i] = f == sleef::Function::erfinv  ? -0.95f + 0.047f * t
               : f == sleef::Function::logit ? 0.02f + 0.024f * t
                                             : -7.3f + 0.37f * t;
    }
    for (const Path path : paths()) {
      if (path == Path::scalar) continue;
      const std::vector<float> want = compute(f, path, all);
      for (size_t n = 0; n <= kMost; ++n) {
        const std::vector<float> x(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n));
        std::vector<float> y(n + 1, -7.0f);
        const bool wide = math::wide::enabled();
        if (path == Path::vector_avx2) math::wide::set_enabled(false);
        sleef::apply(f, x.data(), y.data(), static_cast<int64_t>(n));
        math::wide::set_enabled(wide);
        const std::vector<float> in_place = compute(f, path, x, /*in_place=*/true);
        for (size_t i = 0; i < n; ++i) {
          EXPECT_TRUE(identical(y[i], want[i]))
              << "function " << static_cast<int>(f) << " (" << name(path) << ") at n = " << n << ", element " << i;
          EXPECT_TRUE(identical(in_place[i], want[i])) << "in place, n = " << n;
        }
        EXPECT_EQ(y[n], -7.0f) << "wrote past the end at n = " << n;
      }
    }
  }
}

}  // namespace
}  // namespace opforge
