// The rounded quotients of the CUDA div.Tensor_mode kernel (src/cuda/div_rounding.h), run on the
// host without a GPU and compared with the CPU kernel (div.Tensor_mode's, src/composite/div.cpp)
// on every pair of a grid of values: integers with INT_MIN / -1 and sign combinations, floating
// values with signed zeros, infinities, NaN and quotients near an integer (5.3 // 0.1). Floating
// results must agree bit for bit (NaN with NaN, and the sign of zero). Both kernels compute with
// iteration/rounded_division.h; what differs, and is checked here, is how each dispatches on the
// dtype and reports a zero divisor (the CUDA functors set a flag instead of raising).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

#include "cuda/div_rounding.h"
#include "cuda_test_support.h"
#include "opforge/ops/div.h"

namespace opforge {
namespace {

using namespace opforge::test;
using namespace opforge::cuda_detail;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Every (a, b) pair of `values` as two broadcast tensors: a down the rows, b along the columns.
std::pair<Tensor, Tensor> pairs(const Doubles& values, ScalarType dtype) {
  const auto n = static_cast<int64_t>(values.size());
  const Tensor column = from_doubles(values, IntArrayRef(Longs{n, 1}), dtype);
  const Tensor row = from_doubles(values, IntArrayRef(Longs{1, n}), dtype);
  return {column, row};
}

template <class Divide>
Doubles play_floating(const Doubles& values, const Divide& divide) {
  Doubles out;
  for (double a : values)
    for (double b : values) out.push_back(static_cast<double>(divide(static_cast<float>(a), static_cast<float>(b))));
  return out;
}

void expect_bitwise_equal(const Doubles& got, const Doubles& want) {
  expect_same_doubles(got, want, SignOfZero::Checked);
}

const Doubles kFloatingValues = {0.0, -0.0, 1.0, -1.0, 2.0, -7.5, 5.3, 0.1, -0.1, 3.0, 1e30, -1e-30, kInf, -kInf, kNaN};

TEST(CudaDivRounding, FloatingFloorAndTruncMatchTheCpuKernel) {
  const auto [a, b] = pairs(kFloatingValues, kFloat);
  const Doubles floor_cpu = doubles(div(a, b, "floor"));
  const Doubles trunc_cpu = doubles(div(a, b, "trunc"));
  expect_bitwise_equal(play_floating(kFloatingValues, FloorDivide<float>{nullptr}), floor_cpu);
  expect_bitwise_equal(play_floating(kFloatingValues, TruncDivide<float>{nullptr}), trunc_cpu);
}

TEST(CudaDivRounding, DoubleFloorDivisionRoundsLikePython) {
  // PyTorch 1.13: div([5.3, -5.3, 1.0, 0.0], [0.1, 0.1, -0.0, -1.0], rounding_mode='floor') in
  // float64 -> [52., -53., -inf, -0.].
  const FloorDivide<double> floor_div{nullptr};
  EXPECT_EQ(floor_div(5.3, 0.1), 52.0);
  EXPECT_EQ(floor_div(-5.3, 0.1), -53.0);
  EXPECT_EQ(floor_div(1.0, -0.0), -kInf);
  EXPECT_EQ(floor_div(0.0, -1.0), 0.0);
  EXPECT_TRUE(std::signbit(floor_div(0.0, -1.0)));
  const auto [a, b] = pairs(kFloatingValues, kDouble);
  const Doubles cpu = doubles(div(a, b, "floor"));
  Doubles played;
  for (double x : kFloatingValues)
    for (double y : kFloatingValues) played.push_back(floor_div(x, y));
  expect_bitwise_equal(played, cpu);
}

TEST(CudaDivRounding, HalfComputesInFloatAndRoundsOnce) {
  const Doubles values = {7.0, -7.0, 0.3, 2.5, -0.5, 65504.0};
  const auto [a, b] = pairs(values, kHalf);
  const Doubles cpu = doubles(div(a, b, "floor"));
  Doubles played;
  for (double x : values)
    for (double y : values) {
      const float q = FloorDivide<float>{nullptr}(static_cast<float>(Half(static_cast<float>(x))),
                                                  static_cast<float>(Half(static_cast<float>(y))));
      played.push_back(static_cast<float>(Half(q)));
    }
  expect_bitwise_equal(played, cpu);
}

template <class T>
Longs play_integers(const Longs& values, bool floor, unsigned& flag) {
  Longs out;
  for (int64_t a : values)
    for (int64_t b : values) {
      const auto x = static_cast<T>(a), y = static_cast<T>(b);
      out.push_back(floor ? FloorDivide<T>{&flag}(x, y) : TruncDivide<T>{&flag}(x, y));
    }
  return out;
}

TEST(CudaDivRounding, IntegersMatchTheCpuKernelAndWrapIntMinByMinusOne) {
  const Longs values = {7, -7, 3, -3, 1, -1, 2, INT64_MIN, INT64_MAX};
  // Built from int64 values directly: INT64_MAX is not a double.
  const auto n = static_cast<int64_t>(values.size());
  const Tensor a = empty({n, 1}, TensorOptions().dtype(kLong));
  const Tensor b = empty({1, n}, TensorOptions().dtype(kLong));
  std::memcpy(a.data_ptr(), values.data(), values.size() * sizeof(int64_t));
  std::memcpy(b.data_ptr(), values.data(), values.size() * sizeof(int64_t));
  unsigned flag = 0;
  EXPECT_EQ(play_integers<int64_t>(values, true, flag), longs(div(a, b, "floor")));
  EXPECT_EQ(play_integers<int64_t>(values, false, flag), longs(div(a, b, "trunc")));
  EXPECT_EQ(flag, 0u);
  // PyTorch 1.13: int8 -128 div -1 -> -128 with either rounding mode.
  EXPECT_EQ(FloorDivide<int8_t>{&flag}(int8_t{-128}, int8_t{-1}), int8_t{-128});
  EXPECT_EQ(TruncDivide<int8_t>{&flag}(int8_t{-128}, int8_t{-1}), int8_t{-128});
  // Python: -7 // 2 == -4; trunc(-7 / 2) == -3; PyTorch 1.13: uint8 200 // 7 -> 28.
  EXPECT_EQ(FloorDivide<int32_t>{&flag}(-7, 2), -4);
  EXPECT_EQ(TruncDivide<int32_t>{&flag}(-7, 2), -3);
  EXPECT_EQ(FloorDivide<uint8_t>{&flag}(uint8_t{200}, uint8_t{7}), uint8_t{28});
  EXPECT_EQ(flag, 0u);
}

TEST(CudaDivRounding, IntegerDivisionByZeroRaisesTheFlag) {
  // The CPU kernel raises ZeroDivisionError; the device functor flags it for the host to raise.
  expect_error<RuntimeError>([] { div(tensor({4, 5}), tensor({1, 0}), "floor"); }, "ZeroDivisionError");
  unsigned flag = 0;
  EXPECT_EQ(FloorDivide<int64_t>{&flag}(4, 1), 4);
  EXPECT_EQ(flag, 0u);
  EXPECT_EQ(FloorDivide<int64_t>{&flag}(5, 0), 0);
  EXPECT_EQ(flag, 1u);
  unsigned trunc_flag = 0;
  EXPECT_EQ(TruncDivide<int16_t>{&trunc_flag}(int16_t{5}, int16_t{0}), int16_t{0});
  EXPECT_EQ(trunc_flag, 1u);
}

}  // namespace
}  // namespace opforge
