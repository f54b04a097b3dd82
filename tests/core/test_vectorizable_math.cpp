// The float exp, sin and cos of iteration/vectorizable_math.h against double-precision libm (an
// independent reference: its double result is within a double ulp, 2^-29 of a float ulp).
// A sweep of about a million floats spread over every binade runs by default; with
// OPFORGE_EXHAUSTIVE_MATH=1 in the environment the same check runs over all 2^32 floats (about
// 80 s per function on 2 cores), which is how the bounds below were measured. The fast forms are
// checked against the functions themselves, bit for bit, over the same floats (all of them: about
// 5 min on one core), and the ops' optimistic blocks (cpu_pointwise.h) against the functions per
// element.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <thread>
#include <vector>

#include "float_ulps.h"
#include "iteration/vectorizable_math.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;
namespace vm = math::vectorizable;

constexpr float kInf = std::numeric_limits<float>::infinity();

struct Worst {
  double ulps = 0;
  float at = 0;
  long mismatched_specials = 0;  // NaN, infinity or zero (with its sign) not as libm's
};

enum class Fn { exp, sin, cos };

double reference(Fn fn, float x) {
  const double d = x;
  return fn == Fn::exp ? std::exp(d) : fn == Fn::sin ? std::sin(d) : std::cos(d);
}

// Computes fn over in[] in one loop, as the pointwise kernels do (vectorized in optimized builds).
void compute(Fn fn, const std::vector<float>& in, std::vector<float>& out) {
  const size_t n = in.size();
  const float* a = in.data();
  float* o = out.data();
  if (fn == Fn::exp)
    for (size_t i = 0; i < n; ++i) o[i] = vm::exp(a[i]);
  else if (fn == Fn::sin)
    for (size_t i = 0; i < n; ++i) o[i] = vm::sin(a[i]);
  else
    for (size_t i = 0; i < n; ++i) o[i] = vm::cos(a[i]);
}

void check_chunk(Fn fn, const std::vector<float>& in, std::vector<float>& out, Worst& worst) {
  compute(fn, in, out);
  for (size_t i = 0; i < in.size(); ++i) {
    const double ref = reference(fn, in[i]);
    const float rounded = static_cast<float>(ref), got = out[i];
    if (std::isnan(ref) || std::isinf(rounded) || rounded == 0 || std::isnan(got) || std::isinf(got) || got == 0) {
      const bool same =
          (std::isnan(ref) && std::isnan(got)) || (got == rounded && std::signbit(got) == std::signbit(rounded));
      // Results that round to zero or overflow are checked as values: libm's double is exact enough
      // that its rounding to float is the right answer there.
      if (!same) {
        ++worst.mismatched_specials;
        worst.at = in[i];
      }
      continue;
    }
    const double e = ulp_error(got, ref);
    if (e > worst.ulps) worst = {e, in[i], worst.mismatched_specials};
  }
}

// Every float whose bit pattern is a multiple of stride, split over two threads.
Worst sweep(Fn fn, uint64_t stride) {
  constexpr size_t kChunk = 1 << 16;
  Worst worst[2];
  auto run = [&](int part) {
    std::vector<float> in, out(kChunk);
    in.reserve(kChunk);
    for (uint64_t b = part * stride; b < (uint64_t{1} << 32); b += 2 * stride) {
      in.push_back(std::bit_cast<float>(static_cast<uint32_t>(b)));
      if (in.size() == kChunk) {
        check_chunk(fn, in, out, worst[part]);
        in.clear();
      }
    }
    out.resize(in.size());
    check_chunk(fn, in, out, worst[part]);
  };
  std::thread other(run, 1);
  run(0);
  other.join();
  Worst w = worst[0].ulps >= worst[1].ulps ? worst[0] : worst[1];
  w.mismatched_specials = worst[0].mismatched_specials + worst[1].mismatched_specials;
  return w;
}

TEST(VectorizableMath, ExpWithinItsBoundEverywhere) {
  const Worst w = sweep(Fn::exp, sweep_stride());
  EXPECT_EQ(w.mismatched_specials, 0) << "e.g. at " << w.at;
  EXPECT_LE(w.ulps, 0.78) << "at " << std::hexfloat << w.at;
}

TEST(VectorizableMath, SinWithinItsBoundEverywhere) {
  const Worst w = sweep(Fn::sin, sweep_stride());
  EXPECT_EQ(w.mismatched_specials, 0) << "e.g. at " << w.at;
  EXPECT_LE(w.ulps, 0.52) << "at " << std::hexfloat << w.at;
}

TEST(VectorizableMath, CosWithinItsBoundEverywhere) {
  const Worst w = sweep(Fn::cos, sweep_stride());
  EXPECT_EQ(w.mismatched_specials, 0) << "e.g. at " << w.at;
  EXPECT_LE(w.ulps, 0.52) << "at " << std::hexfloat << w.at;
}

TEST(VectorizableMath, ExpEdges) {
  EXPECT_EQ(vm::exp(0.0f), 1.0f);
  EXPECT_EQ(vm::exp(-0.0f), 1.0f);
  EXPECT_EQ(vm::exp(1.0f), 0x1.5bf0a8p+1f);  // e rounded to float
  EXPECT_EQ(vm::exp(kInf), kInf);
  EXPECT_EQ(vm::exp(-kInf), 0.0f);
  EXPECT_TRUE(std::isnan(vm::exp(std::nanf(""))));
  // ln(FLT_MAX) = 88.7228391...: the float below it is finite, the one above overflows.
  EXPECT_EQ(vm::exp(88.72283f), static_cast<float>(std::exp(static_cast<double>(88.72283f))));
  EXPECT_EQ(vm::exp(88.72284f), kInf);
  EXPECT_EQ(vm::exp(1000.0f), kInf);
  // The smallest subnormal is e^-103.28; half of it (e^-103.97) rounds to 0.
  EXPECT_EQ(vm::exp(-103.0f), static_cast<float>(std::exp(-103.0)));  // exact input
  EXPECT_GT(vm::exp(-103.0f), 0.0f);
  EXPECT_EQ(vm::exp(-104.0f), 0.0f);
  EXPECT_EQ(vm::exp(-1000.0f), 0.0f);
}

TEST(VectorizableMath, SinCosEdges) {
  EXPECT_EQ(std::bit_cast<uint32_t>(vm::sin(-0.0f)), std::bit_cast<uint32_t>(-0.0f));
  EXPECT_EQ(vm::sin(0x1p-140f), 0x1p-140f);  // subnormal: sin x = x
  EXPECT_EQ(vm::cos(0.0f), 1.0f);
  EXPECT_TRUE(std::isnan(vm::sin(kInf)));
  EXPECT_TRUE(std::isnan(vm::cos(-kInf)));
  EXPECT_TRUE(std::isnan(vm::sin(std::nanf(""))));
  // Arguments far past where a naive reduction loses every bit, and the float nearest to a
  // multiple of pi/2 in a common range (355/113 is pi's famous approximation).
  for (float x : {1e22f, -3.4028235e38f, 0x1.fffffep+127f, 1e10f, 355.0f, 0x1.921fb6p+0f, 0x1.921fb6p+1f}) {
    EXPECT_LE(ulp_error(vm::sin(x), std::sin(static_cast<double>(x))), 0.52) << x;
    EXPECT_LE(ulp_error(vm::cos(x), std::cos(static_cast<double>(x))), 0.52) << x;
  }
}

// Through the ops: every element of a float tensor (the vectorized body and the loop's tail alike)
// gets exactly the function's value, and float16 computes in float and rounds once.
TEST(VectorizableMath, TheOpsUseThemOnEveryElement) {
  constexpr size_t n = 1000 + 13;
  Doubles xs(n);
  for (size_t i = 0; i < n; ++i) xs[i] = static_cast<float>(-40.0 + 0.0791 * static_cast<double>(i));
  const Tensor t = from_doubles(xs, {static_cast<int64_t>(n)});
  const Doubles e = doubles(exp(t)), s = doubles(sin(t));
  for (size_t i = 0; i < n; ++i) {
    const float x = static_cast<float>(xs[i]);
    ASSERT_EQ(e[i], static_cast<double>(vm::exp(x))) << i;
    ASSERT_EQ(s[i], static_cast<double>(vm::sin(x))) << i;
  }
  const Doubles h = doubles(sin(t.to(kHalf)));
  for (size_t i = 0; i < n; ++i) {
    const float in = static_cast<float>(Half(static_cast<float>(xs[i])));
    ASSERT_EQ(h[i], static_cast<double>(static_cast<float>(Half(vm::sin(in))))) << i;
  }
}

// Each fast form gives its function's bits for every float of its domain (the sweep's floats, or all
// of them with OPFORGE_EXHAUSTIVE_MATH=1), computed in vectorized loops over chunks as the kernels do.
TEST(VectorizableMath, FastFormsAreTheFunctionsOnTheirDomain) {
  const uint64_t stride = sweep_stride();
  constexpr size_t kChunk = size_t{1} << 16;
  std::vector<float> x(kChunk), full(kChunk), fast(kChunk);
  uint64_t in_exp_domain = 0, in_sincos_domain = 0;
  auto bits = [](float f) { return std::bit_cast<uint32_t>(f); };
  for (uint64_t start = 0; start < (uint64_t{1} << 32); start += stride * kChunk) {
    size_t n = 0;
    for (uint64_t b = start; b < (uint64_t{1} << 32) && n < kChunk; b += stride)
      x[n++] = std::bit_cast<float>(static_cast<uint32_t>(b));
    for (size_t i = 0; i < n; ++i) full[i] = vm::exp(x[i]);
    for (size_t i = 0; i < n; ++i) fast[i] = vm::exp_fast(x[i]);
    for (size_t i = 0; i < n; ++i)
      if (vm::exp_fast_domain(x[i])) {
        ++in_exp_domain;
        ASSERT_EQ(bits(fast[i]), bits(full[i])) << "exp at " << std::hexfloat << x[i];
      }
    for (size_t i = 0; i < n; ++i) full[i] = vm::sin(x[i]);
    for (size_t i = 0; i < n; ++i) fast[i] = vm::sin_fast(x[i]);
    for (size_t i = 0; i < n; ++i)
      if (vm::sincos_fast_domain(x[i])) {
        ++in_sincos_domain;
        ASSERT_EQ(bits(fast[i]), bits(full[i])) << "sin at " << std::hexfloat << x[i];
      }
    for (size_t i = 0; i < n; ++i) full[i] = vm::cos(x[i]);
    for (size_t i = 0; i < n; ++i) fast[i] = vm::cos_fast(x[i]);
    for (size_t i = 0; i < n; ++i) {
      if (vm::sincos_fast_domain(x[i])) {
        ASSERT_EQ(bits(fast[i]), bits(full[i])) << "cos at " << std::hexfloat << x[i];
      }
    }
  }
  // Both domains hold most floats of every sign (not a sweep of nothing).
  const uint64_t swept = (uint64_t{1} << 32) / stride;
  EXPECT_GT(in_exp_domain, swept / 3);
  EXPECT_GT(in_sincos_domain, swept / 2);
}

TEST(VectorizableMath, FastDomainsEndWhereTheRarePathsBegin) {
  const float nan = std::nanf("");
  for (float x : {nan, kInf, -kInf, 88.0f, -86.5f, 100.0f, -100.0f}) EXPECT_FALSE(vm::exp_fast_domain(x)) << x;
  for (float x : {std::nextafter(88.0f, 0.0f), std::nextafter(-86.5f, 0.0f), 0.0f, -0.0f, 0x1p-149f})
    EXPECT_TRUE(vm::exp_fast_domain(x)) << x;
  for (float x : {nan, kInf, -kInf, 0x1p47f, -0x1p47f, 1e30f}) EXPECT_FALSE(vm::sincos_fast_domain(x)) << x;
  for (float x : {std::nextafter(0x1p47f, 0.0f), -std::nextafter(0x1p47f, 0.0f), 0.0f, -0.0f, 0x1p-149f})
    EXPECT_TRUE(vm::sincos_fast_domain(x)) << x;
}

bool same_float(double got, float want) {
  return std::isnan(want) ? std::isnan(got)
                          : std::bit_cast<uint32_t>(static_cast<float>(got)) == std::bit_cast<uint32_t>(want);
}

// The ops compute blocks of 64 elements with the fast forms and compute a block again with the
// full functions when one of its arguments lies outside their domain: values outside it in the
// first block, a middle one and the short last block give every element the function's value,
// out of place and in place (where the second pass must still read the inputs).
TEST(VectorizableMath, TheOpsComputeBlocksWithRareArgumentsInFull) {
  constexpr size_t n = 64 * 5 + 7;
  Doubles xs(n);
  for (size_t i = 0; i < n; ++i) xs[i] = static_cast<float>(-20.0 + 0.123 * static_cast<double>(i));
  const double nan = std::nan("");
  struct Case {
    const char* name;
    std::vector<std::pair<size_t, double>> rare;  // (index, value) outside the fast domain
    Tensor (*op)(const Tensor&);
    const Tensor& (*op_)(const Tensor&);
    float (*want)(float);
  };
  const Case cases[] = {
      {"sin",
       {{3, 1e30}, {130, nan}, {n - 1, -3.0e38}},
       [](const Tensor& t) { return sin(t); },
       [](const Tensor& t) -> const Tensor& { return t.sin_(); },
       [](float x) { return vm::sin(x); }},
      {"exp",
       {{0, 100.0}, {200, -100.0}, {n - 2, nan}},
       [](const Tensor& t) { return exp(t); },
       [](const Tensor& t) -> const Tensor& { return t.exp_(); },
       [](float x) { return vm::exp(x); }},
      {"sigmoid",
       {{63, -95.0}, {64, 1e4}, {n - 3, nan}},
       [](const Tensor& t) { return sigmoid(t); },
       [](const Tensor& t) -> const Tensor& { return t.sigmoid_(); },
       [](float x) { return 1.0f / (1.0f + vm::exp(-x)); }},
  };
  for (const Case& c : cases) {
    Doubles in = xs;
    for (auto [i, v] : c.rare) in[i] = v;
    const Tensor t = from_doubles(in, {static_cast<int64_t>(n)});
    const Doubles out = doubles(c.op(t));
    const Tensor u = t.clone();
    c.op_(u);
    const Doubles in_place = doubles(u);
    for (size_t i = 0; i < n; ++i) {
      const float want = c.want(static_cast<float>(in[i]));
      ASSERT_TRUE(same_float(out[i], want)) << c.name << " at " << i << ": " << out[i] << " for " << want;
      ASSERT_TRUE(same_float(in_place[i], want)) << c.name << "_ at " << i << ": " << in_place[i] << " for " << want;
    }
  }
}

}  // namespace
}  // namespace opforge
