// Complex products and quotients round the same wherever an element sits: in the vectorized body of
// the CPU loop or in its scalar tail, in a large tensor or alone. GCC 12 fused the products of
// complex mul, add/sub with alpha and div in vectorized code despite -ffp-contract=off (its
// VEC_FMADDSUB pattern), which made such results differ by 1 ulp by position
// (pointwise_math.h, math::detail::negated).
#include <gtest/gtest.h>

#include <complex>
#include <cstring>
#include <functional>
#include <string>

#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

// op over n elements at once equals op on each element alone, bit for bit.
template <class C>
void expect_position_independent(ScalarType dtype, const std::function<Tensor(const Tensor&, const Tensor&)>& op) {
  const int64_t n = 4 * 1024 + 3;
  const Tensor a = randn({n}, dtype), b = randn({n}, dtype);
  const Tensor all = op(a, b);
  const auto* whole = static_cast<const C*>(all.data_ptr());
  int shown = 0;
  for (int64_t i = 0; i < n && shown < 5; ++i) {
    const Tensor one = op(a.narrow(0, i, 1).clone(), b.narrow(0, i, 1).clone());
    const C alone = *static_cast<const C*>(one.data_ptr());
    if (std::memcmp(&alone, &whole[i], sizeof(C)) != 0) {
      ADD_FAILURE() << "element " << i << ": " << whole[i] << " in the tensor, " << alone << " alone";
      ++shown;
    }
  }
}

TEST(ComplexRounding, ProductsDoNotDependOnPosition) {
  const auto product = [](const Tensor& a, const Tensor& b) { return mul(a, b); };
  expect_position_independent<std::complex<double>>(kComplexDouble, product);
  expect_position_independent<std::complex<float>>(kComplexFloat, product);
}

TEST(ComplexRounding, SumsWithAlphaDoNotDependOnPosition) {
  const auto sum = [](const Tensor& a, const Tensor& b) { return add(a, b, Scalar(std::complex<double>(0.3, -1.7))); };
  expect_position_independent<std::complex<double>>(kComplexDouble, sum);
  expect_position_independent<std::complex<float>>(kComplexFloat, sum);
}

TEST(ComplexRounding, QuotientsDoNotDependOnPosition) {
  const auto quotient = [](const Tensor& a, const Tensor& b) { return div(a, b); };
  expect_position_independent<std::complex<double>>(kComplexDouble, quotient);
  expect_position_independent<std::complex<float>>(kComplexFloat, quotient);
}

}  // namespace
}  // namespace opforge
