// add and sub take a kernel of their own where alpha, converted to the compute type, is its default 1
// (codegen/model.py: case_functors), with the multiply by alpha folded away. That kernel must give
// exactly the bits of a plain a + b (a - b) on every value, signed zeros, subnormals, infinities
// and NaN included; a value that only rounds to 1 in the compute type takes it too, and one that
// does not (float64's 1 + 2^-30) keeps the general kernel. Expected values are computed here with
// plain C++ arithmetic.
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

template <class T>
std::vector<T> special_values() {
  using L = std::numeric_limits<T>;
  return {T(0),     -T(0),    T(1),      T(-1.5),       L::denorm_min(), -L::denorm_min(),
          L::min(), L::max(), -L::max(), L::infinity(), -L::infinity(),  L::quiet_NaN(),
          T(0.1),   T(-3.25), T(1e-3),   T(7)};
}

// Every (a, b) pair of `values`: a repeats each value, b cycles through them. 256 elements: whole
// vectors and the unrolled loop's tail.
template <class T>
std::pair<Tensor, Tensor> all_pairs(const std::vector<T>& values, ScalarType dtype) {
  const auto n = static_cast<int64_t>(values.size());
  Tensor a = empty({n * n}, TensorOptions().dtype(dtype));
  Tensor b = empty({n * n}, TensorOptions().dtype(dtype));
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      a.data_ptr<T>()[i * n + j] = values[static_cast<size_t>(i)];
      b.data_ptr<T>()[i * n + j] = values[static_cast<size_t>(j)];
    }
  return {a, b};
}

template <class T, class F>
void expect_bits(const Tensor& got, const Tensor& a, const Tensor& b, F&& expected) {
  ASSERT_EQ(got.numel(), a.numel());
  for (int64_t i = 0; i < got.numel(); ++i) {
    const T x = a.data_ptr<T>()[i], y = b.data_ptr<T>()[i];
    const T want = expected(x, y), have = got.data_ptr<T>()[i];
    if (std::isnan(want)) {
      EXPECT_TRUE(std::isnan(have)) << x << " " << y;
    } else {
      EXPECT_EQ(have, want) << x << " " << y;
      EXPECT_EQ(std::signbit(have), std::signbit(want)) << x << " " << y;
    }
  }
}

TEST(CoefficientPaths, Float32AtDefaultIsPlainSumAndDifference) {
  const auto [a, b] = all_pairs(special_values<float>(), kFloat);
  expect_bits<float>(add(a, b), a, b, [](float x, float y) { return x + y; });
  expect_bits<float>(sub(a, b), a, b, [](float x, float y) { return x - y; });
  // 1 + 2^-30 is 1 in float32: the same kernel, the same bits.
  expect_bits<float>(add(a, b, 1.0 + std::ldexp(1.0, -30)), a, b, [](float x, float y) { return x + y; });
  Tensor c = a.clone();
  c.add_(b);
  expect_bits<float>(c, a, b, [](float x, float y) { return x + y; });
}

TEST(CoefficientPaths, Float64KeepsACoefficientThatIsNotOne) {
  const auto [a, b] = all_pairs(special_values<double>(), kDouble);
  const double alpha = 1.0 + std::ldexp(1.0, -30);
  expect_bits<double>(add(a, b, alpha), a, b, [&](double x, double y) {
    const volatile double product = alpha * y;  // rounded on its own, as the kernel does
    return x + product;
  });
  expect_bits<double>(add(a, b), a, b, [](double x, double y) { return x + y; });
}

TEST(CoefficientPaths, Int32AtDefaultWraps) {
  const std::vector<int32_t> values = {
      std::numeric_limits<int32_t>::max(), std::numeric_limits<int32_t>::min(), -1, 0, 7, -100000, 65536, 1 << 30};
  const auto [a, b] = all_pairs(values, kInt);
  const Tensor sum = add(a, b), difference = sub(a, b);
  for (int64_t i = 0; i < a.numel(); ++i) {
    const auto x = static_cast<uint32_t>(a.data_ptr<int32_t>()[i]), y = static_cast<uint32_t>(b.data_ptr<int32_t>()[i]);
    EXPECT_EQ(sum.data_ptr<int32_t>()[i], static_cast<int32_t>(x + y)) << i;
    EXPECT_EQ(difference.data_ptr<int32_t>()[i], static_cast<int32_t>(x - y)) << i;
  }
}

}  // namespace
}  // namespace opforge
