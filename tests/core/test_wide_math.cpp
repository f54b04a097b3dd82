// The AVX-512 forms of exp, sin, cos, sigmoid and rsqrt (iteration/wide_math.h) give the bits of
// vectorizable_math.h's functions (and rsqrt's of 1 / sqrt) (computed here in this file's AVX2 loops), for every binade, in
// place and out of place, at every block boundary, and through the ops. On a CPU without AVX-512
// they are never used, and the tests that need them skip.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "iteration/vectorizable_math.h"
#include "iteration/wide_math.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;
namespace vm = math::vectorizable;
namespace wide = math::wide;

constexpr float kInf = std::numeric_limits<float>::infinity();

struct Function {
  const char* name;
  wide::Function f;
  float (*reference)(float);
};

const Function kFunctions[] = {
    {"exp", wide::Function::exp, [](float x) { return vm::exp(x); }},
    {"sin", wide::Function::sin, [](float x) { return vm::sin(x); }},
    {"cos", wide::Function::cos, [](float x) { return vm::cos(x); }},
    // math::sigmoid's formula for float (pointwise_math.h).
    {"sigmoid", wide::Function::sigmoid, [](float x) { return 1.0f / (1.0f + vm::exp(-x)); }},
    // math::rsqrt's formula for float (pointwise_math.h): two operations, each rounded once.
    {"rsqrt", wide::Function::rsqrt, [](float x) { return 1.0f / std::sqrt(x); }},
};

// The same value: equal bits, or both NaN (payloads are not part of the contract).
bool same(float a, float b) {
  return std::isnan(a) ? std::isnan(b) : std::bit_cast<uint32_t>(a) == std::bit_cast<uint32_t>(b);
}

// Compares wide::apply over x (out of place and in place) with the reference, element by element.
void expect_reference_bits(const Function& fn, const std::vector<float>& x) {
  std::vector<float> want(x.size()), got(x.size()), in_place = x;
  for (size_t i = 0; i < x.size(); ++i) want[i] = fn.reference(x[i]);
  wide::apply(fn.f, x.data(), got.data(), static_cast<int64_t>(x.size()));
  wide::apply(fn.f, in_place.data(), in_place.data(), static_cast<int64_t>(in_place.size()));
  for (size_t i = 0; i < x.size(); ++i) {
    ASSERT_TRUE(same(got[i], want[i])) << fn.name << " at " << std::hexfloat << x[i] << ": " << got[i] << " against "
                                       << want[i] << " (element " << i << " of " << x.size() << ")";
    ASSERT_TRUE(same(in_place[i], want[i])) << fn.name << " in place at " << std::hexfloat << x[i];
  }
}

bool wide_available() {
  const bool was = wide::set_enabled(true);
  const bool on = wide::enabled();
  wide::set_enabled(was);
  return on;
}

// Every float whose bit pattern is a multiple of a prime (all of them with OPFORGE_EXHAUSTIVE_MATH=1),
// in chunks of an odd length: blocks mix arguments inside the fast domains with NaN, infinities,
// huge and tiny ones.
TEST(WideMath, GiveTheFunctionsBitsInEveryBinade) {
  if (!wide_available()) GTEST_SKIP() << "this CPU has no AVX-512: the forms are never used";
  const char* e = std::getenv("OPFORGE_EXHAUSTIVE_MATH");
  const uint64_t stride = e != nullptr && std::string(e) == "1" ? 1 : 4093;
  constexpr size_t kChunk = (size_t{1} << 16) + 13;
  std::vector<float> x;
  x.reserve(kChunk);
  for (const Function& fn : kFunctions) {
    for (uint64_t b = 0; b < (uint64_t{1} << 32); b += stride) {
      x.push_back(std::bit_cast<float>(static_cast<uint32_t>(b)));
      if (x.size() == kChunk) {
        expect_reference_bits(fn, x);
        if (HasFatalFailure()) return;
        x.clear();
      }
    }
    expect_reference_bits(fn, x);
    if (HasFatalFailure()) return;
    x.clear();
  }
}

// Arrays of every length around the 64-element blocks (and the empty one), with an argument
// outside the fast domains in the first, a middle or the last block, or none.
TEST(WideMath, EveryLengthAndBlock) {
  if (!wide_available()) GTEST_SKIP() << "this CPU has no AVX-512: the forms are never used";
  for (const Function& fn : kFunctions)
    for (size_t n : {size_t{0}, size_t{1}, size_t{7}, size_t{63}, size_t{64}, size_t{65}, size_t{129}, size_t{200}})
      for (int rare_at : {-1, 0, 1, 2}) {
        std::vector<float> x(n);
        for (size_t i = 0; i < n; ++i) x[i] = static_cast<float>(-30.0 + 0.37 * static_cast<double>(i));
        if (rare_at >= 0 && n > 0) {
          const size_t at = rare_at == 0 ? 0 : rare_at == 1 ? n / 2 : n - 1;
          x[at] = rare_at == 0 ? std::nanf("") : rare_at == 1 ? 1e30f : -kInf;
        }
        expect_reference_bits(fn, x);
        if (HasFatalFailure()) return;
      }
}

// The ops give the same bits with the forms and without (the AVX2 loop), for float and for float16
// (which computes in float blocks).
TEST(WideMath, TheOpsGiveTheSameBitsEitherWay) {
  if (!wide_available()) GTEST_SKIP() << "this CPU has no AVX-512: the forms are never used";
  constexpr size_t n = 1000 + 13;
  Doubles xs(n);
  for (size_t i = 0; i < n; ++i) xs[i] = -60.0 + 0.1187 * static_cast<double>(i);
  xs[5] = std::nan("");
  xs[700] = 1e30;
  const bool was = wide::set_enabled(true);
  for (ScalarType dtype : {kFloat, kHalf}) {
    const Tensor t = from_doubles(xs, {static_cast<int64_t>(n)}, dtype);
    const Doubles e = doubles(exp(t)), s = doubles(sin(t)), g = doubles(sigmoid(t)), r = doubles(rsqrt(t));
    wide::set_enabled(false);
    const Doubles e0 = doubles(exp(t)), s0 = doubles(sin(t)), g0 = doubles(sigmoid(t)), r0 = doubles(rsqrt(t));
    wide::set_enabled(true);
    // Equal, or both NaN (1e30 is infinity in float16, where sin and cos are NaN).
    auto equal = [](double a, double b) { return std::isnan(a) ? std::isnan(b) : a == b; };
    for (size_t i = 0; i < n; ++i) {
      ASSERT_TRUE(equal(e[i], e0[i])) << "exp " << i;
      ASSERT_TRUE(equal(s[i], s0[i])) << "sin " << i;
      ASSERT_TRUE(equal(g[i], g0[i])) << "sigmoid " << i;
      ASSERT_TRUE(equal(r[i], r0[i])) << "rsqrt " << i;
    }
  }
  wide::set_enabled(was);
}

// set_enabled turns them off and back on, and never on where the CPU lacks AVX-512.
TEST(WideMath, SwitchingOffAndOn) {
  const bool available = wide_available();
  const bool was = wide::set_enabled(false);
  EXPECT_FALSE(wide::enabled());
  EXPECT_FALSE(wide::set_enabled(true));
  EXPECT_EQ(wide::enabled(), available);
  wide::set_enabled(was);
}

}  // namespace
}  // namespace opforge
