// The transcendental functions backed by SLEEF (iteration/pointwise_transcendental.h's scalar
// functions and sleef_math.h's vector forms) are within 1 ulp of the correctly rounded result in
// float and double, against a reference computed in a wider type (double for float, the x87 long
// double of the C library for double), on a million arguments per function and type (a tenth under
// AddressSanitizer, float_ulps.h), and give the IEEE results exactly at the special values and the
// edges of each function's domain; and the binary forms built on SLEEF's fmod give exactly the C
// library's values.
//
// Both paths are checked: the scalar functions (strided operands, float16, bfloat16) and the
// vector forms (contiguous float and double). With AVX-512 the vector forms are the 512-bit ones;
// core_test_sleef_math_no_wide_math runs this again with OPFORGE_WIDE_MATH=0 for the 256-bit ones.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "float_ulps.h"
#include "iteration/pointwise_math.h"
#include "iteration/sleef_math.h"

namespace opforge {
namespace {

namespace sleef = math::sleef;

using test::Bits;
using test::identical;
using test::ulps_between;

struct Function {
  const char* name;
  sleef::Function f;
  float (*scalar_float)(float);
  double (*scalar_double)(double);
  long double (*reference)(long double);
  double lo, hi;  // where the function varies: half of the random arguments are drawn from here
  // An absolute error allowed besides the ulp bound (SLEEF's lgamma near its roots, where the
  // result's own size says nothing about its accuracy), 0 for none.
  double abs_float, abs_double;
  uint64_t max_ulps = 1;  // of the correctly rounded result
};

#define OPFORGE_FUNCTION(name, lo, hi)                                                                           \
  Function {                                                                                                     \
    #name, sleef::Function::name, [](float x) { return math::name(x); }, [](double x) { return math::name(x); }, \
        [](long double x) { return std::name(x); }, lo, hi, 0, 0                                                 \
  }

const Function kFunctions[] = {
    OPFORGE_FUNCTION(acos, -1, 1),
    OPFORGE_FUNCTION(asin, -1, 1),
    OPFORGE_FUNCTION(atan, -10, 10),
    OPFORGE_FUNCTION(acosh, 1, 20),
    OPFORGE_FUNCTION(asinh, -20, 20),
    OPFORGE_FUNCTION(atanh, -1, 1),
    OPFORGE_FUNCTION(cosh, -90, 90),
    OPFORGE_FUNCTION(sinh, -90, 90),
    OPFORGE_FUNCTION(tan, -10, 10),
    OPFORGE_FUNCTION(tanh, -20, 20),
    OPFORGE_FUNCTION(exp2, -130, 130),
    OPFORGE_FUNCTION(expm1, -20, 90),
    OPFORGE_FUNCTION(log, 0, 10),
    OPFORGE_FUNCTION(log2, 0, 10),
    OPFORGE_FUNCTION(log10, 0, 10),
    OPFORGE_FUNCTION(log1p, -1, 10),
    OPFORGE_FUNCTION(erf, -6, 6),
    OPFORGE_FUNCTION(erfc, -6, 30),
    // SLEEF's documented bound for lgamma of a negative argument is max(1 ulp, 1e-15) in double
    // (near the roots of lgamma every implementation loses the relative accuracy); in float the
    // same holds with float's epsilon.
    Function{"lgamma", sleef::Function::lgamma, [](float x) { return math::lgamma(x); },
             [](double x) { return math::lgamma(x); }, [](long double x) { return std::lgamma(x); }, -20, 40, 1e-7,
             1e-15},
};
#undef OPFORGE_FUNCTION

// Every function of codegen/functions.yaml that SLEEF has (sleef: true, its own) is checked here:
// the list above gives each its range, this test that none is missing.
TEST(SleefMath, ChecksEverySleefFunctionOfFunctionsYaml) {
#define OPFORGE_NAME(name, ...) #name,
  for (const std::string_view name : {OPFORGE_SLEEF_OWN_FUNCTIONS(OPFORGE_NAME)}) {
    EXPECT_TRUE(
        std::any_of(std::begin(kFunctions), std::end(kFunctions), [&](const Function& fn) { return fn.name == name; }))
        << name << " has a SLEEF vector form (codegen/functions.yaml) but no accuracy check here";
  }
#undef OPFORGE_NAME
}

template <class T>
T scalar(const Function& fn, T x) {
  if constexpr (std::is_same_v<T, float>)
    return fn.scalar_float(x);
  else
    return fn.scalar_double(x);
}

// The correctly rounded result: the wider reference rounded once to T.
template <class T>
T reference(const Function& fn, T x) {
  return static_cast<T>(fn.reference(static_cast<long double>(x)));
}

// A million arguments: half random bit patterns (every binade, subnormals, both signs), half
// uniform in the function's own interval.
template <class T>
std::vector<T> arguments(const Function& fn) {
  std::mt19937_64 rng(0x5eef);
  std::vector<T> x;
  constexpr size_t kCount = test::accuracy_argument_count();
  x.reserve(kCount);
  std::uniform_real_distribution<double> in(fn.lo, fn.hi);
  while (x.size() < kCount) {
    const T v = std::bit_cast<T>(static_cast<Bits<T>>(rng()));
    if (!std::isnan(v)) x.push_back(v);
    x.push_back(static_cast<T>(in(rng)));
  }
  return x;
}

template <class T>
void expect_within_bound(const Function& fn, const char* path, const std::vector<T>& x, const std::vector<T>& got) {
  const double abs_allowed = std::is_same_v<T, float> ? fn.abs_float : fn.abs_double;
  int64_t failures = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    const T want = reference(fn, x[i]);
    if (identical(got[i], want)) continue;
    bool ok = false;
    if (std::isfinite(want) && std::isfinite(got[i])) {
      ok = ulps_between(got[i], want) <= fn.max_ulps ||
           (x[i] < 0 && std::abs(static_cast<double>(got[i]) - static_cast<double>(want)) <= abs_allowed);
    } else if (std::isinf(got[i]) && std::isfinite(want)) {
      // The correctly rounded value is the largest finite one and the result overflowed by one ulp.
      ok = ulps_between(std::copysign(std::numeric_limits<T>::max(), got[i]), want) + 1 <= fn.max_ulps;
    } else if (std::isinf(want) && std::isfinite(got[i])) {
      ok = ulps_between(got[i], std::copysign(std::numeric_limits<T>::max(), want)) + 1 <= fn.max_ulps;
    }
    if (!ok && ++failures <= 5) {
      ADD_FAILURE() << fn.name << " (" << path << ", " << (sizeof(T) == 4 ? "float" : "double") << ") at "
                    << std::hexfloat << x[i] << ": " << got[i] << ", correctly rounded " << want;
    }
  }
  EXPECT_EQ(failures, 0) << fn.name << " " << path;
}

template <class T>
void check_function(const Function& fn) {
  const std::vector<T> x = arguments<T>(fn);
  std::vector<T> got(x.size());
  for (size_t i = 0; i < x.size(); ++i) got[i] = scalar(fn, x[i]);
  expect_within_bound(fn, "scalar", x, got);
  if (sleef::enabled()) {
    sleef::apply(fn.f, x.data(), got.data(), static_cast<int64_t>(x.size()));
    expect_within_bound(fn, "vector", x, got);
  }
}

TEST(SleefMath, FloatWithinOneUlpOnRandomArguments) {
  for (const Function& fn : kFunctions) check_function<float>(fn);
}

TEST(SleefMath, DoubleWithinOneUlpOnRandomArguments) {
  for (const Function& fn : kFunctions) check_function<double>(fn);
}

// The special values and each function's domain edges: the exact IEEE result (signed zeros, the
// infinities at poles, NaN outside the domain), on both paths, for both types.
template <class T>
void check_special_values(const Function& fn) {
  constexpr T inf = std::numeric_limits<T>::infinity();
  const std::vector<T> x = {T(0),
                            -T(0),
                            inf,
                            -inf,
                            std::numeric_limits<T>::quiet_NaN(),
                            std::numeric_limits<T>::denorm_min(),
                            -std::numeric_limits<T>::denorm_min(),
                            std::numeric_limits<T>::min(),
                            -std::numeric_limits<T>::min(),
                            std::numeric_limits<T>::max(),
                            -std::numeric_limits<T>::max(),
                            T(1),
                            T(-1),
                            T(2),
                            T(-2),
                            std::nextafter(T(1), T(2)),
                            std::nextafter(T(-1), T(-2)),
                            std::nextafter(T(1), T(0)),
                            std::nextafter(T(-1), T(0))};
  std::vector<T> vec(x.size());
  if (sleef::enabled()) sleef::apply(fn.f, x.data(), vec.data(), static_cast<int64_t>(x.size()));
  for (size_t i = 0; i < x.size(); ++i) {
    const T want = reference(fn, x[i]);
    const T got = scalar(fn, x[i]);
    const bool special = !std::isfinite(want) || want == 0 || !std::isfinite(x[i]) || x[i] == 0;
    if (special) {
      EXPECT_TRUE(identical(got, want)) << fn.name << " (scalar) at " << std::hexfloat << x[i] << ": " << got
                                        << ", IEEE " << want;
      if (sleef::enabled()) {
        EXPECT_TRUE(identical(vec[i], want))
            << fn.name << " (vector) at " << std::hexfloat << x[i] << ": " << vec[i] << ", IEEE " << want;
      }
    } else {
      expect_within_bound(fn, "scalar edge", std::vector<T>{x[i]}, std::vector<T>{got});
      if (sleef::enabled()) expect_within_bound(fn, "vector edge", std::vector<T>{x[i]}, std::vector<T>{vec[i]});
    }
  }
}

TEST(SleefMath, SpecialValuesAndDomainEdges) {
  for (const Function& fn : kFunctions) {
    check_special_values<float>(fn);
    check_special_values<double>(fn);
  }
}

// The vector forms at every length around their widths (the last partial vector goes through a
// buffer), out of place and in place.
TEST(SleefMath, EveryTailLengthOutOfPlaceAndInPlace) {
  if (!sleef::enabled()) GTEST_SKIP() << "no vector forms on this CPU";
  for (int64_t n = 0; n <= 40; ++n) {
    std::vector<double> x(static_cast<size_t>(n)), y(static_cast<size_t>(n) + 1, -7.0);
    for (int64_t i = 0; i < n; ++i) x[static_cast<size_t>(i)] = 0.01 * static_cast<double>(i + 1);
    std::vector<double> in_place = x;
    sleef::apply(sleef::Function::log1p, x.data(), y.data(), n);
    sleef::apply(sleef::Function::log1p, in_place.data(), in_place.data(), n);
    for (int64_t i = 0; i < n; ++i) {
      const auto k = static_cast<size_t>(i);
      EXPECT_LE(ulps_between(y[k], static_cast<double>(std::log1p(static_cast<long double>(x[k])))), 1u);
      EXPECT_TRUE(identical(in_place[k], y[k]));
    }
    EXPECT_EQ(y[static_cast<size_t>(n)], -7.0) << "wrote past the end at n = " << n;
  }
}

// fmod, remainder and floor_divide of contiguous blocks (SLEEF's vector fmod, then the rest per
// block) give exactly the scalar functions' values, which take the C library's fmod: on a million
// pairs per type (a tenth under AddressSanitizer) of random bit patterns (half of them with a
// divisor near the dividend's magnitude, half anywhere, so that quotients beyond the type's range
// reach the repair of SLEEF's NaN), on every pair of special values, with either operand a number,
// and in place.
template <class T>
void check_binary_forms() {
  using U = Bits<T>;
  constexpr int kExponentShift = std::numeric_limits<T>::digits - 1;
  constexpr U kExponentMask = (std::is_same_v<T, float> ? U(0xff) : U(0x7ff)) << kExponentShift;
  std::mt19937_64 rng(11);
  const size_t n = test::accuracy_argument_count();
  std::vector<T> a(n), b(n);
  for (size_t i = 0; i < n; ++i) {
    const U ua = static_cast<U>(rng());
    U ub = static_cast<U>(rng());
    if (i % 2 == 0) {
      // The divisor's exponent within 40 of the dividend's (below it: quotients up to 2^40).
      const U ea = (ua & kExponentMask) >> kExponentShift;
      const U eb = ea > 40 ? ea - static_cast<U>(rng() % 41) : ea;
      ub = (ub & ~kExponentMask) | (eb << kExponentShift);
    }
    a[i] = std::bit_cast<T>(ua);
    b[i] = std::bit_cast<T>(ub);
  }
  const T specials[] = {T(0),
                        -T(0),
                        T(1),
                        T(-1),
                        T(5.5),
                        T(-3),
                        std::numeric_limits<T>::infinity(),
                        -std::numeric_limits<T>::infinity(),
                        std::numeric_limits<T>::quiet_NaN(),
                        std::numeric_limits<T>::denorm_min(),
                        std::numeric_limits<T>::min(),
                        std::numeric_limits<T>::max(),
                        -std::numeric_limits<T>::max()};
  for (T x : specials)
    for (T y : specials) {
      a.push_back(x);
      b.push_back(y);
    }
  const auto m = static_cast<int64_t>(a.size());
  struct Case {
    const char* name;
    sleef::BinaryFunction f;
    T (*scalar)(T, T);
  };
  const Case cases[] = {
      {"fmod", sleef::BinaryFunction::fmod, [](T x, T y) { return static_cast<T>(std::fmod(x, y)); }},
      {"remainder", sleef::BinaryFunction::remainder, [](T x, T y) { return math::remainder(x, y); }},
      {"floor_divide", sleef::BinaryFunction::floor_divide, [](T x, T y) { return math::floor_divide(x, y); }}};
  for (const Case& c : cases) {
    std::vector<T> y(a.size());
    sleef::apply(c.f, a.data(), false, b.data(), false, y.data(), m);
    int64_t wrong = 0;
    for (size_t i = 0; i < a.size(); ++i) {
      const T want = c.scalar(a[i], b[i]);
      if (!identical(y[i], want) && wrong++ < 5)
        ADD_FAILURE() << c.name << "(" << a[i] << ", " << b[i] << ") = " << y[i] << ", the C library's " << want;
    }
    EXPECT_EQ(wrong, 0) << c.name;
    // A number as either operand, and in place (the output is the dividend's array).
    const T number = T(-2.75);
    std::vector<T> by_number(a.size()), of_number(a.size()), in_place = a;
    sleef::apply(c.f, a.data(), false, &number, true, by_number.data(), m);
    sleef::apply(c.f, &number, true, b.data(), false, of_number.data(), m);
    sleef::apply(c.f, in_place.data(), false, b.data(), false, in_place.data(), m);
    for (size_t i = 0; i < a.size(); i += 7) {
      EXPECT_TRUE(identical(by_number[i], c.scalar(a[i], number))) << c.name << "(" << a[i] << ", number)";
      EXPECT_TRUE(identical(of_number[i], c.scalar(number, b[i]))) << c.name << "(number, " << b[i] << ")";
      EXPECT_TRUE(identical(in_place[i], y[i])) << c.name << " in place at " << i;
    }
  }
}

TEST(SleefMath, BinaryFormsGiveTheScalarFunctionsValues) {
  if (!sleef::enabled()) GTEST_SKIP() << "no vector forms on this CPU";
  check_binary_forms<float>();
  check_binary_forms<double>();
}

}  // namespace
}  // namespace opforge
