// The float pow and atan2 of iteration/vectorizable_math.h against double-precision libm (an
// independent reference: within a double ulp, 2^-29 of a float ulp) and against C's special cases
// (C23 Annex F, which libm's double functions follow too).
// First operands: floats spread over every binade of both signs (every 4093rd bit pattern; all
// 2^32 with OPFORGE_EXHAUSTIVE_MATH=1: 7.9 min for pow and 9.9 for atan2 on 2 cores,
// both within the bounds below). Second operands per
// first one, for pow: a random real and a random integer that keep |y log2 |x|| below 160, where
// results are finite, normal or subnormal and accuracy is hardest, and a float of random bits
// (mostly results that overflow, underflow or are 1); for atan2: a float of random bits and one
// within a factor of 3 of the first, of either sign (angles across the whole circle).
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <random>
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
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

uint32_t bits(float f) { return std::bit_cast<uint32_t>(f); }

// got is libm's double result rounded to float: the same NaN-ness, or the same bits (sign of zero
// and infinity included).
bool same_special(float got, double ref) {
  return std::isnan(ref) ? std::isnan(got) : bits(got) == bits(static_cast<float>(ref));
}

struct Worst {
  double ulps = 0;
  float x = 0, y = 0;
  uint64_t checked = 0, mismatched_specials = 0;
};

enum class Fn { pow, atan2 };

// Computes fn over the pairs in one loop, as the pointwise kernels do (vectorized in optimized
// builds), and measures each result against libm's double function.
void check_pairs(Fn fn, const std::vector<float>& x, const std::vector<float>& y, std::vector<float>& out,
                 Worst& worst) {
  const size_t n = x.size();
  if (fn == Fn::pow)
    for (size_t i = 0; i < n; ++i) out[i] = vm::pow(x[i], y[i]);
  else
    for (size_t i = 0; i < n; ++i) out[i] = vm::atan2(x[i], y[i]);
  for (size_t i = 0; i < n; ++i) {
    const double a = x[i], b = y[i];
    const double ref = fn == Fn::pow ? std::pow(a, b) : std::atan2(a, b);
    const float rounded = static_cast<float>(ref);
    ++worst.checked;
    if (std::isnan(ref) || std::isinf(rounded) || rounded == 0 || std::isnan(out[i]) || std::isinf(out[i]) ||
        out[i] == 0) {
      if (!same_special(out[i], ref)) {
        if (worst.mismatched_specials++ == 0)
          ADD_FAILURE() << std::hexfloat << (fn == Fn::pow ? "pow(" : "atan2(") << x[i] << ", " << y[i]
                        << ") = " << out[i] << ", libm " << ref;
      }
      continue;
    }
    const double e = ulp_error(out[i], ref);
    if (e > worst.ulps) {
      worst.ulps = e;
      worst.x = x[i];
      worst.y = y[i];
    }
  }
}

Worst sweep(Fn fn, uint64_t stride) {
  constexpr size_t kChunk = 1 << 16;
  Worst worst[2];
  auto run = [&](int part) {
    std::mt19937 gen(17 + part);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::uniform_int_distribution<uint32_t> any_bits;
    std::vector<float> x, y, out(3 * kChunk);
    for (uint64_t b = part * stride; b < (uint64_t{1} << 32); b += 2 * stride) {
      const float first = std::bit_cast<float>(static_cast<uint32_t>(b));
      float seconds[3];
      if (fn == Fn::pow) {
        const double lg = std::fabs(std::log2(std::fabs(static_cast<double>(first))));
        // The exponents that keep |y log2 |x|| below 160 (any, for |x| = 1; none for 0, inf, NaN).
        const double reach = std::isfinite(lg) && lg > 0 ? std::min(160.0 / lg, 1e30) : 0.0;
        seconds[0] = static_cast<float>(reach * unit(gen));
        seconds[1] = static_cast<float>(std::nearbyint(reach * unit(gen)));
      } else {
        seconds[0] = static_cast<float>(static_cast<double>(first) * 3 * unit(gen));
        seconds[1] = static_cast<float>(static_cast<double>(first) / (3 * unit(gen)));
      }
      seconds[2] = std::bit_cast<float>(any_bits(gen));
      for (float second : seconds) {
        x.push_back(first);
        y.push_back(second);
      }
      if (x.size() >= 3 * kChunk) {
        check_pairs(fn, x, y, out, worst[part]);
        x.clear();
        y.clear();
      }
    }
    out.resize(x.size());
    check_pairs(fn, x, y, out, worst[part]);
  };
  std::thread other(run, 1);
  run(0);
  other.join();
  Worst w = worst[0].ulps >= worst[1].ulps ? worst[0] : worst[1];
  w.checked = worst[0].checked + worst[1].checked;
  w.mismatched_specials = worst[0].mismatched_specials + worst[1].mismatched_specials;
  return w;
}

TEST(VectorizablePow, WithinItsBoundEverywhere) {
  const Worst w = sweep(Fn::pow, sweep_stride());
  EXPECT_GT(w.checked, 3 * ((uint64_t{1} << 32) / sweep_stride()) - 4);
  EXPECT_EQ(w.mismatched_specials, 0);
  EXPECT_LE(w.ulps, 0.5001) << std::hexfloat << "at pow(" << w.x << ", " << w.y << ")";
}

TEST(VectorizableAtan2, WithinItsBoundEverywhere) {
  const Worst w = sweep(Fn::atan2, sweep_stride());
  EXPECT_GT(w.checked, 3 * ((uint64_t{1} << 32) / sweep_stride()) - 4);
  EXPECT_EQ(w.mismatched_specials, 0);
  EXPECT_LE(w.ulps, 0.5001) << std::hexfloat << "at atan2(" << w.x << ", " << w.y << ")";
}

// Every pair of a set of special and ordinary values (both signs): the special cases C lists, the
// integers at the edges of float's exactness (2^23 + 1 is odd, 2^24 + 2 even), the extremes, the
// ratio tan(pi/8) where atan2's two polynomial ranges meet.
TEST(VectorizableBinary, EveryPairOfSpecialValues) {
  const std::vector<float> values = {
      0.0f,      -0.0f,         1.0f,           -1.0f,      2.0f,    -2.0f,        0.5f,        -0.5f,
      3.0f,      -3.0f,         kInf,           -kInf,      kNaN,    -kNaN,        0x1p-149f,   -0x1p-149f,
      0x1p-126f, 3.4028235e38f, -3.4028235e38f, 1.5f,       -1.5f,   0x1p23f,      0x1p23f + 1, -(0x1p23f + 1),
      0x1p24f,   0x1p24f + 2,   0.99999994f,    1.0000001f, 1e10f,   1e-10f,       0.3f,        -0.3f,
      126.5f,    127.0f,        128.0f,         -149.0f,    -150.0f, -0x1p23f - 1, 0.41421356f, -2.4142135f};
  std::vector<float> x, y;
  for (float a : values)
    for (float b : values) {
      x.push_back(a);
      y.push_back(b);
    }
  std::vector<float> out(x.size());
  for (Fn fn : {Fn::pow, Fn::atan2}) {
    Worst w;
    check_pairs(fn, x, y, out, w);
    EXPECT_EQ(w.mismatched_specials, 0);
    EXPECT_LE(w.ulps, 0.5001) << std::hexfloat << "at (" << w.x << ", " << w.y << ")";
  }
}

TEST(VectorizableAtan2, TheSpecialCasesOfC) {
  constexpr double kPi = std::numbers::pi;
  const float pi = static_cast<float>(kPi), half_pi = static_cast<float>(kPi / 2);
  const float quarter_pi = static_cast<float>(kPi / 4), three_quarters_pi = static_cast<float>(3 * kPi / 4);
  EXPECT_EQ(bits(vm::atan2(0.0f, 0.0f)), bits(0.0f));
  EXPECT_EQ(bits(vm::atan2(-0.0f, 0.0f)), bits(-0.0f));
  EXPECT_EQ(vm::atan2(0.0f, -0.0f), pi);
  EXPECT_EQ(vm::atan2(-0.0f, -0.0f), -pi);
  EXPECT_EQ(vm::atan2(0.0f, -1.0f), pi);
  EXPECT_EQ(vm::atan2(-0.0f, -kInf), -pi);
  EXPECT_EQ(vm::atan2(1.0f, 0.0f), half_pi);
  EXPECT_EQ(vm::atan2(-1.0f, -0.0f), -half_pi);
  EXPECT_EQ(vm::atan2(kInf, 5.0f), half_pi);
  EXPECT_EQ(vm::atan2(kInf, kInf), quarter_pi);
  EXPECT_EQ(vm::atan2(-kInf, -kInf), -three_quarters_pi);
  EXPECT_EQ(bits(vm::atan2(-5.0f, kInf)), bits(-0.0f));
  EXPECT_EQ(vm::atan2(5.0f, -kInf), pi);
  EXPECT_EQ(vm::atan2(1.0f, 1.0f), quarter_pi);
  EXPECT_EQ(vm::atan2(0x1p-149f, 0x1p127f), 0.0f);  // 2^-276 underflows
  EXPECT_EQ(vm::atan2(0x1p-140f, 1.0f), 0x1p-140f);
  EXPECT_TRUE(std::isnan(vm::atan2(kNaN, 1.0f)));
  EXPECT_TRUE(std::isnan(vm::atan2(1.0f, kNaN)));
  EXPECT_TRUE(std::isnan(vm::atan2(kInf, kNaN)));
}

TEST(VectorizablePow, TheSpecialCasesOfC) {
  EXPECT_EQ(vm::pow(kNaN, 0.0f), 1.0f);
  EXPECT_EQ(vm::pow(kNaN, -0.0f), 1.0f);
  EXPECT_EQ(vm::pow(1.0f, kNaN), 1.0f);
  EXPECT_EQ(vm::pow(1.0f, -kInf), 1.0f);
  EXPECT_EQ(vm::pow(-1.0f, kInf), 1.0f);
  EXPECT_EQ(vm::pow(-1.0f, -kInf), 1.0f);
  EXPECT_TRUE(std::isnan(vm::pow(-1.0f, kNaN)));
  EXPECT_TRUE(std::isnan(vm::pow(kNaN, 1.0f)));
  EXPECT_TRUE(std::isnan(vm::pow(-2.0f, 0.5f)));  // a negative base to a non-integer power
  EXPECT_EQ(vm::pow(-2.0f, 3.0f), -8.0f);
  EXPECT_EQ(vm::pow(-2.0f, -2.0f), 0.25f);
  EXPECT_EQ(bits(vm::pow(-0.0f, -3.0f)), bits(-kInf));
  EXPECT_EQ(vm::pow(-0.0f, -2.0f), kInf);
  EXPECT_EQ(vm::pow(-0.0f, -kInf), kInf);
  EXPECT_EQ(bits(vm::pow(-0.0f, 3.0f)), bits(-0.0f));
  EXPECT_EQ(bits(vm::pow(-0.0f, 0.5f)), bits(0.0f));
  EXPECT_EQ(bits(vm::pow(-kInf, 3.0f)), bits(-kInf));
  EXPECT_EQ(bits(vm::pow(-kInf, -3.0f)), bits(-0.0f));
  EXPECT_EQ(vm::pow(-kInf, 0.5f), kInf);
  EXPECT_EQ(bits(vm::pow(-kInf, -0.5f)), bits(0.0f));
  EXPECT_EQ(vm::pow(0.5f, -kInf), kInf);
  EXPECT_EQ(vm::pow(2.0f, -kInf), 0.0f);
  EXPECT_EQ(vm::pow(-0.5f, kInf), 0.0f);
  EXPECT_EQ(vm::pow(-2.0f, kInf), kInf);
  // Exact results are exact; the ends of float's range round as the true value does.
  EXPECT_EQ(vm::pow(2.0f, -149.0f), 0x1p-149f);
  EXPECT_EQ(vm::pow(2.0f, -150.0f), 0.0f);  // half the smallest subnormal: ties to even, 0
  EXPECT_EQ(vm::pow(2.0f, 127.0f), 0x1p127f);
  EXPECT_EQ(vm::pow(2.0f, 128.0f), kInf);
  EXPECT_EQ(vm::pow(4.0f, 0.5f), 2.0f);
  EXPECT_EQ(vm::pow(0.25f, -1.5f), 8.0f);
  EXPECT_EQ(vm::pow(10.0f, 10.0f), 1e10f);
  EXPECT_EQ(vm::pow(3.4028235e38f, 1.0f), 3.4028235e38f);
  EXPECT_EQ(vm::pow(0x1p-149f, 1.0f), 0x1p-149f);
  EXPECT_EQ(vm::pow(-(0x1p23f + 1), 1.0f), -(0x1p23f + 1));  // odd: the sign stays
  EXPECT_EQ(vm::pow(-1.0f, 0x1p23f + 1), -1.0f);
  EXPECT_EQ(vm::pow(-1.0f, 0x1p24f + 2), 1.0f);
}

// Through the ops: pow of a float tensor by a number (pow.Tensor_Scalar, for an exponent without a
// special form) and by a tensor, and atan2 of two tensors, give vm's value on every element, the
// vectorized body and the loop's tail alike; float16 computes in float and rounds once.
TEST(VectorizableBinary, TheOpsUseThemOnEveryElement) {
  constexpr size_t n = 1000 + 13;
  Doubles xs(n), es(n);
  for (size_t i = 0; i < n; ++i) {
    xs[i] = static_cast<float>(-20.0 + 0.0419 * static_cast<double>(i));
    es[i] = static_cast<float>(std::fmod(0.37 * static_cast<double>(i), 7.0) - 3.5);
  }
  xs[5] = 0.0, xs[6] = -0.0, es[7] = 3.0, es[8] = 1e30;  // some special cases among them
  const Tensor t = from_doubles(xs, {static_cast<int64_t>(n)});
  const Tensor e = from_doubles(es, {static_cast<int64_t>(n)});
  const Doubles by_number = doubles(pow(t.abs(), 2.5)), by_tensor = doubles(pow(t, e)), angle = doubles(atan2(t, e));
  const Doubles half = doubles(pow(t.to(kHalf).abs(), 1.7));
  for (size_t i = 0; i < n; ++i) {
    const float x = static_cast<float>(xs[i]), ax = std::fabs(x);
    EXPECT_EQ(bits(static_cast<float>(by_number[i])), bits(vm::pow(ax, 2.5f))) << i;
    EXPECT_EQ(bits(static_cast<float>(angle[i])), bits(vm::atan2(x, static_cast<float>(es[i])))) << i;
    const float want = vm::pow(x, static_cast<float>(es[i]));
    EXPECT_TRUE(std::isnan(want) ? std::isnan(by_tensor[i]) : bits(static_cast<float>(by_tensor[i])) == bits(want))
        << i << ": " << by_tensor[i] << " for " << want;
    // The exponent is a float16 too (PyTorch's pow.Tensor_Scalar converts it to the tensor's dtype).
    const float hx = static_cast<float>(Half(ax)), he = static_cast<float>(Half(1.7f));
    EXPECT_EQ(half[i], static_cast<double>(static_cast<float>(Half(vm::pow(hx, he))))) << i;
  }
}

}  // namespace
}  // namespace opforge
