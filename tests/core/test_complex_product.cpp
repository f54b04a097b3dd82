// The vector complex products (src/iteration/complex_product.h), which the CPU loop of mul runs on
// complex64 and complex128: each element must be math::mul's value bit for bit (a NaN may differ
// only in sign and payload), for every length (whole vectors, the unrolled pair, the padded last
// vector), with either operand a single value, and in place. Expected values are computed here,
// one element at a time, with the formula written out in plain C++.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <vector>

#include "iteration/complex_product.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

template <class V>
std::vector<std::complex<V>> sample_values() {
  using L = std::numeric_limits<V>;
  const V parts[] = {V(0),           -V(0),           V(1),     V(-1.5),   V(0.1),        V(-3.25),
                     V(7),           L::denorm_min(), L::max(), -L::max(), L::infinity(), -L::infinity(),
                     L::quiet_NaN(), V(1e-3),         V(2.5e7), V(-0.375)};
  std::vector<std::complex<V>> out;
  for (size_t i = 0; i < std::size(parts); ++i)
    for (size_t j = 0; j < std::size(parts); j += 3) out.emplace_back(parts[i], parts[(i * 7 + j) % std::size(parts)]);
  return out;
}

// (ar*br - ai*bi, ar*bi + ai*br), each product rounded, then each sum: math::mul's formula.
template <class V>
std::complex<V> product(std::complex<V> a, std::complex<V> b) {
  const V rr = a.real() * b.real(), ii = a.imag() * b.imag();
  const V ri = a.real() * b.imag(), ir = a.imag() * b.real();
  return {rr - ii, ri + ir};
}

template <class V>
bool same_part(V x, V y) {
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
  return std::memcmp(&x, &y, sizeof(V)) == 0;
}

template <class V>
void expect_products(const std::vector<std::complex<V>>& a, bool a_scalar, const std::vector<std::complex<V>>& b,
                     bool b_scalar, int64_t n, bool in_place) {
  std::vector<std::complex<V>> out(static_cast<size_t>(n) + 1, std::complex<V>(V(9), V(9)));
  std::vector<std::complex<V>> a_copy = a;
  std::complex<V>* o = in_place ? a_copy.data() : out.data();
  if (!math::complex_product::apply(a_copy.data(), a_scalar, b.data(), b_scalar, o, n))
    GTEST_SKIP() << "no vector form in this build";
  for (int64_t i = 0; i < n; ++i) {
    const std::complex<V> want =
        product(a[a_scalar ? 0 : static_cast<size_t>(i)], b[b_scalar ? 0 : static_cast<size_t>(i)]);
    const std::complex<V> got = o[i];
    ASSERT_TRUE(same_part(got.real(), want.real()) && same_part(got.imag(), want.imag()))
        << "n=" << n << " i=" << i << " a_scalar=" << a_scalar << " b_scalar=" << b_scalar << " in_place=" << in_place
        << ": got " << got << ", want " << want;
  }
  if (!in_place) {
    EXPECT_EQ(out[static_cast<size_t>(n)], std::complex<V>(V(9), V(9))) << "wrote past the end, n=" << n;
  }
}

template <class V>
void check_all_forms() {
  std::vector<std::complex<V>> a = sample_values<V>(), b = a;
  std::reverse(b.begin(), b.end());
  for (int64_t n = 0; n <= 21; ++n)
    for (bool a_scalar : {false, true})
      for (bool b_scalar : {false, true})
        for (bool in_place : {false, true}) {
          if (in_place && a_scalar) continue;  // an output the size of n is never a scalar's element
          expect_products(a, a_scalar, b, b_scalar, n, in_place);
        }
  // Every pair of the sample values.
  const auto m = static_cast<int64_t>(a.size());
  std::vector<std::complex<V>> x, y;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < m; ++j) {
      x.push_back(a[static_cast<size_t>(i)]);
      y.push_back(a[static_cast<size_t>(j)]);
    }
  expect_products(x, false, y, false, static_cast<int64_t>(x.size()), false);
}

TEST(ComplexProduct, Complex64MatchesTheFormulaForEveryLengthAndForm) { check_all_forms<float>(); }
TEST(ComplexProduct, Complex128MatchesTheFormulaForEveryLengthAndForm) { check_all_forms<double>(); }

// Through the op: mul of complex tensors, contiguous and by a number, equals the formula per element.
template <class V>
void expect_mul_op(ScalarType dtype) {
  const int64_t n = 1000 + 3;
  const Tensor a = randn({n}, dtype), b = randn({n}, dtype);
  const Tensor ab = mul(a, b), a2 = mul(a, b.narrow(0, 5, 1).reshape({}));
  const auto* pa = static_cast<const std::complex<V>*>(a.data_ptr());
  const auto* pb = static_cast<const std::complex<V>*>(b.data_ptr());
  const auto* pab = static_cast<const std::complex<V>*>(ab.data_ptr());
  const auto* pa2 = static_cast<const std::complex<V>*>(a2.data_ptr());
  for (int64_t i = 0; i < n; ++i) {
    const std::complex<V> want = product(pa[i], pb[i]), want2 = product(pa[i], pb[5]);
    ASSERT_TRUE(same_part(pab[i].real(), want.real()) && same_part(pab[i].imag(), want.imag())) << i;
    ASSERT_TRUE(same_part(pa2[i].real(), want2.real()) && same_part(pa2[i].imag(), want2.imag())) << i;
  }
}

TEST(ComplexProduct, MulOfComplexTensorsMatchesTheFormula) {
  expect_mul_op<float>(kComplexFloat);
  expect_mul_op<double>(kComplexDouble);
}

}  // namespace
}  // namespace opforge
