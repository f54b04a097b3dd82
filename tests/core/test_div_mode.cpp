// div.Tensor_mode, through its public functions: true, truncating and flooring division. Expected
// values are PyTorch 1.13 observations (said so beside each) or hand-derived from the definitions
// (trunc rounds toward zero, floor down).
#include <cmath>
#include <complex>
#include <limits>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/ops/div.h"

namespace opforge {
namespace {

using namespace opforge::test;

// div, div_ (out is a) or div_out.
Tensor div_mode(const Tensor& a, const Tensor& b, std::optional<std::string_view> mode, const Tensor* out = nullptr) {
  if (!out) return div(a, b, mode);
  if (out->is_same(a)) return a.div_(b, mode);
  Tensor o = *out;
  return div_out(o, a, b, mode);
}

const Tensor& a7() {
  static const Tensor t = tensor({7, -7, 7, -7});
  return t;
}
const Tensor& b2() {
  static const Tensor t = tensor({2, 2, -2, -2});
  return t;
}

TEST(DivMode, Integers) {
  // PyTorch 1.13: trunc -> [3, -3, -3, 3]; floor -> [3, -4, -4, 3] (int64); None -> float32 [3.5, ...].
  const Tensor t = div_mode(a7(), b2(), "trunc");
  EXPECT_EQ(t.dtype(), kLong);
  EXPECT_EQ(longs(t), (Longs{3, -3, -3, 3}));
  EXPECT_EQ(longs(div_mode(a7(), b2(), "floor")), (Longs{3, -4, -4, 3}));
  const Tensor f = div_mode(a7(), b2(), std::nullopt);
  EXPECT_EQ(f.dtype(), kFloat);
  EXPECT_EQ(doubles(f), (Doubles{3.5, -3.5, -3.5, 3.5}));
}

TEST(DivMode, NarrowIntegersWrapLikePyTorch) {
  // PyTorch 1.13: uint8 [7, 249, 7, 249] // [2, 2, 254, 254] -> [3, 124, 0, 0]; int8 -128 // -1 -> -128.
  EXPECT_EQ(longs(div_mode(a7().to(kUInt8), b2().to(kUInt8), "floor")), (Longs{3, 124, 0, 0}));
  for (const char* mode : {"floor", "trunc"}) {
    EXPECT_EQ(longs(div_mode(tensor({-128}, kInt8), tensor({-1}, kInt8), mode)), (Longs{-128}));
    const int64_t min = std::numeric_limits<int64_t>::min();
    EXPECT_EQ(longs(div_mode(tensor({min}), tensor({int64_t{-1}}), mode)), (Longs{min}));
    EXPECT_EQ(longs(div_mode(tensor({std::numeric_limits<int32_t>::min()}, kInt), tensor({-1}, kInt), mode)),
              (Longs{std::numeric_limits<int32_t>::min()}));
  }
}

TEST(DivMode, IntegerDivisionByZero) {
  // PyTorch 1.13 raises RuntimeError "ZeroDivisionError".
  for (const char* mode : {"floor", "trunc"})
    expect_error<RuntimeError>([&] { div_mode(a7(), tensor(0), mode); }, "ZeroDivisionError");
}

TEST(DivMode, Floating) {
  // PyTorch 1.13: floor of [7.5, -6.5, 7.5, -6.5] / [2, 2, -2, -2] -> [3, -4, -4, 3]; trunc -> [3, -3, -3, 3];
  // floor(-0.5 / 2) -> -1; trunc(0.5 / -2) -> -0.
  const Tensor a = from_doubles({7.5, -6.5, 7.5, -6.5}, {4});
  const Tensor b = from_doubles({2, 2, -2, -2}, {4});
  EXPECT_EQ(doubles(div_mode(a, b, "floor")), (Doubles{3, -4, -4, 3}));
  EXPECT_EQ(doubles(div_mode(a, b, "trunc")), (Doubles{3, -3, -3, 3}));
  EXPECT_EQ(doubles(div_mode(from_doubles({-0.5}, {1}), from_doubles({2}, {1}), "floor")), (Doubles{-1}));
  const double z = doubles(div_mode(from_doubles({0.5}, {1}), from_doubles({-2}, {1}), "trunc"))[0];
  EXPECT_EQ(z, 0.0);
  EXPECT_TRUE(std::signbit(z));
}

TEST(DivMode, FloorFollowsPythonNearIntegers) {
  // PyTorch 1.13: float64 5.3 // 0.1 -> 52 (as Python's 5.3 // 0.1); float32 -> 53.
  EXPECT_EQ(doubles(div_mode(from_doubles({5.3}, {1}, kDouble), from_doubles({0.1}, {1}, kDouble), "floor")),
            (Doubles{52}));
  EXPECT_EQ(doubles(div_mode(from_doubles({5.3}, {1}), from_doubles({0.1}, {1}), "floor")), (Doubles{53}));
  // PyTorch 1.13: -5 // inf -> -1; 5 // inf -> 0; inf // 2 -> nan; x // 0 -> +-inf; 0 // 0 -> nan.
  const Tensor inf = from_doubles({INFINITY}, {1});
  EXPECT_EQ(doubles(div_mode(from_doubles({-5}, {1}), inf, "floor")), (Doubles{-1}));
  EXPECT_EQ(doubles(div_mode(from_doubles({5}, {1}), inf, "floor")), (Doubles{0}));
  EXPECT_TRUE(std::isnan(doubles(div_mode(inf, from_doubles({2}, {1}), "floor"))[0]));
  EXPECT_EQ(doubles(div_mode(from_doubles({7, -7}, {2}), from_doubles({0}, {1}), "floor")),
            (Doubles{INFINITY, -INFINITY}));
  EXPECT_TRUE(std::isnan(doubles(div_mode(from_doubles({0}, {1}), from_doubles({0}, {1}), "floor"))[0]));
  // PyTorch 1.13: float16 7 // 0.1 -> 70 (computed in float).
  EXPECT_EQ(doubles(div_mode(from_doubles({7}, {1}, kHalf), from_doubles({0.1}, {1}, kHalf), "floor")), (Doubles{70}));
}

TEST(DivMode, PromotionAndBroadcast) {
  // PyTorch 1.13: int64 // float32 zero-dim 2.5 -> float32 [2, -3, 2, -3]; float32 [4] // [[1], [2]] -> [2, 4].
  const Tensor r = div_mode(tensor({7, -7, 7, -7}), from_doubles({2.5}, {}), "floor");
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(doubles(r), (Doubles{2, -3, 2, -3}));
  const Tensor bc = div_mode(a7().to(kFloat), from_doubles({1, 2}, {2, 1}), "floor");
  EXPECT_EQ(shape(bc), (Longs{2, 4}));
  EXPECT_EQ(doubles(bc), (Doubles{7, -7, 7, -7, 3, -4, 3, -4}));
  EXPECT_EQ(div_mode(a7().to(kHalf), b2().to(kHalf), "floor").dtype(), kHalf);
}

TEST(DivMode, Errors) {
  // PyTorch 1.13 texts.
  expect_error<RuntimeError>([] { div_mode(a7(), b2(), "x"); },
                             "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found 'x'");
  expect_error<NotImplementedError>([] { div_mode(a7().to(kBool), b2().to(kBool), "floor"); },
                                    "\"div_floor_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { div_mode(a7().to(kBool), b2().to(kBool), "trunc"); },
                                    "\"div_trunc_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { div_mode(a7().to(kComplexFloat), b2(), "trunc"); },
                                    "\"div_trunc_cpu\" not implemented for 'ComplexFloat'");
}

TEST(DivMode, InPlaceAndOut) {
  // PyTorch 1.13: a.div_(b, rounding_mode='floor') on int64 works; rounding_mode None or a float
  // divisor gives "result type Float can't be cast to the desired output type Long"; an out= float32
  // takes the int64 floor quotient.
  const Tensor a = a7().clone();
  const Tensor r = div_mode(a, b2(), "floor", &a);
  EXPECT_TRUE(r.is_same(a));
  EXPECT_EQ(longs(a), (Longs{3, -4, -4, 3}));
  const Tensor c = a7().clone();
  expect_error<RuntimeError>([&] { div_mode(c, b2(), std::nullopt, &c); },
                             "result type Float can't be cast to the desired output type Long");
  expect_error<RuntimeError>([&] { div_mode(c, b2().to(kFloat), "floor", &c); },
                             "result type Float can't be cast to the desired output type Long");
  const Tensor out = empty({4});
  div_mode(a7(), b2(), "floor", &out);
  EXPECT_EQ(doubles(out), (Doubles{3, -4, -4, 3}));
}

TEST(DivMode, ComplexTrueDivision) {
  // (3 + 4i) / (1 + 2i) = (3 + 4i)(1 - 2i) / 5 = (11 - 2i) / 5.
  const Tensor a = tensor({std::complex<double>(3, 4)}, kComplexDouble);
  const Tensor b = tensor({std::complex<double>(1, 2)}, kComplexDouble);
  const std::complex<double> q = complexes(div_mode(a, b, std::nullopt))[0];
  EXPECT_NEAR(q.real(), 2.2, 1e-15);
  EXPECT_NEAR(q.imag(), -0.4, 1e-15);
}

TEST(DivMode, TrueDivisionIsDivBitForBit) {
  // div(a, b, rounding_mode=None) is div(a, b): the same rounding of every part and the same sign
  // of every zero, for complex operands too (real-valued ones included, whose quotients have zero
  // imaginary parts), and the CUDA kernels compute both with math::div.
  const Doubles re = small_integers(64, 50, 1), im = small_integers(64, 9, 3), by = small_integers(64, 7, 2);
  using Complexes = std::vector<std::complex<double>>;
  Complexes za, zb, ra, rb;
  for (size_t i = 0; i < re.size(); ++i) {
    const double d = by[i] == 0 ? 3 : by[i];
    za.emplace_back(re[i], im[i]);
    zb.emplace_back(d, im[(i + 5) % im.size()]);
    ra.emplace_back(re[i], 0.0);
    rb.emplace_back(d, 0.0);
  }
  for (ScalarType dtype : {kComplexFloat, kComplexDouble}) {
    SCOPED_TRACE(to_string(dtype));
    for (const auto& [x, y] : {std::pair(za, zb), std::pair(ra, rb)}) {
      const auto n = static_cast<int64_t>(x.size());
      const Tensor a = from_complexes(x, {n}, dtype), b = from_complexes(y, {n}, dtype);
      const std::vector<std::complex<double>> got = complexes(div_mode(a, b, std::nullopt)),
                                              want = complexes(div(a, b));
      ASSERT_EQ(got.size(), want.size());
      for (size_t i = 0; i < got.size(); ++i) {
        EXPECT_EQ(got[i].real(), want[i].real()) << i;
        EXPECT_EQ(got[i].imag(), want[i].imag()) << i;
        EXPECT_EQ(std::signbit(got[i].imag()), std::signbit(want[i].imag())) << i;
      }
    }
  }
}

}  // namespace
}  // namespace opforge
