// The comparison of values with PyTorch's recorded ones (tests/conformance/check.h): distances in
// ulps of each floating dtype, and the signs of zeros and NaN.
#include <cfloat>
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "conformance/check.h"

namespace {

using conformance::ulp_distance;
using conformance::within_ulps;
using opforge::ScalarType;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(UlpDistance, NeighboursAreOneApartInEachFormat) {
  EXPECT_EQ(ulp_distance(1.0, std::nextafter(1.0f, 2.0f), ScalarType::Float), 1u);
  EXPECT_EQ(ulp_distance(1.0, std::nextafter(1.0, 2.0), ScalarType::Double), 1u);
  EXPECT_EQ(ulp_distance(1.0, 1.0 + std::ldexp(1.0, -10), ScalarType::Half), 1u);     // 10 fraction bits
  EXPECT_EQ(ulp_distance(1.0, 1.0 + std::ldexp(1.0, -7), ScalarType::BFloat16), 1u);  // 7 fraction bits
  EXPECT_EQ(ulp_distance(1.0, 1.0 + std::ldexp(1.0, -10), ScalarType::ComplexHalf), 1u);
}

TEST(UlpDistance, CountsAcrossBinadesAndSubnormals) {
  // 2 and the float just below it; the least subnormal and zero; the subnormals of either sign.
  EXPECT_EQ(ulp_distance(2.0, std::nextafter(2.0f, 0.0f), ScalarType::Float), 1u);
  EXPECT_EQ(ulp_distance(0.0, std::ldexp(1.0, -149), ScalarType::Float), 1u);
  EXPECT_EQ(ulp_distance(-std::ldexp(1.0, -149), std::ldexp(1.0, -149), ScalarType::Float), 2u);
  EXPECT_EQ(ulp_distance(std::ldexp(1.0, -24), std::ldexp(1.0, -14), ScalarType::Half),
            1023u);  // every subnormal above the least
  EXPECT_EQ(ulp_distance(FLT_MAX, std::nextafter(FLT_MAX, 0.0f), ScalarType::Float), 1u);
  EXPECT_EQ(ulp_distance(1.0, 2.0, ScalarType::Float), 1u << 23);
}

TEST(UlpDistance, ExtremesOfDoubleDoNotOverflow) {
  const std::optional<uint64_t> d = ulp_distance(-DBL_MAX, DBL_MAX, ScalarType::Double);
  ASSERT_TRUE(d.has_value());
  EXPECT_GT(*d, uint64_t{1} << 63);
}

TEST(UlpDistance, NaNAndInfinityHaveNone) {
  EXPECT_FALSE(ulp_distance(kNaN, 1.0, ScalarType::Float).has_value());
  EXPECT_FALSE(ulp_distance(kInf, FLT_MAX, ScalarType::Float).has_value());
  EXPECT_FALSE(ulp_distance(1.0, 2.0, ScalarType::Int32).has_value());
}

TEST(WithinUlps, BitExactByDefault) {
  EXPECT_TRUE(within_ulps(0.1f, 0.1f, ScalarType::Float, 0));
  EXPECT_FALSE(within_ulps(std::nextafter(0.1f, 1.0f), 0.1f, ScalarType::Float, 0));
  EXPECT_TRUE(within_ulps(std::nextafter(0.1f, 1.0f), 0.1f, ScalarType::Float, 1));
  // A float64 result rounded to float32 is millions of float64 ulps away.
  EXPECT_FALSE(within_ulps(static_cast<float>(0.1), 0.1, ScalarType::Double, 1000));
  // 4.2e-18 where PyTorch gives 0: far apart in ulps, whatever torch.testing's atol said.
  EXPECT_FALSE(within_ulps(4.2e-18, 0.0, ScalarType::Float, 1000));
}

TEST(WithinUlps, SignsOfZeroAndNaNAreCompared) {
  EXPECT_FALSE(within_ulps(0.0, -0.0, ScalarType::Float, 100));
  EXPECT_TRUE(within_ulps(-0.0, -0.0, ScalarType::Float, 0));
  EXPECT_FALSE(within_ulps(kNaN, -kNaN, ScalarType::BFloat16, 100));
  EXPECT_TRUE(within_ulps(-kNaN, -kNaN, ScalarType::BFloat16, 0));
  EXPECT_FALSE(within_ulps(kNaN, 1.0, ScalarType::Float, 100));
  // A zero and the least subnormal are one ulp apart: an allowance covers them.
  EXPECT_TRUE(within_ulps(std::ldexp(1.0, -149), 0.0, ScalarType::Float, 1));
}

TEST(WithinUlps, InfinitiesMatchOnlyThemselves) {
  EXPECT_TRUE(within_ulps(kInf, kInf, ScalarType::Float, 0));
  EXPECT_FALSE(within_ulps(FLT_MAX, kInf, ScalarType::Float, 100));
  EXPECT_FALSE(within_ulps(-kInf, kInf, ScalarType::Float, 100));
}

TEST(ComplexUlpDistance, MeasuresBothPartsInUlpsOfTheLargerOne) {
  // asin(0.25) is real; an imaginary part of 2.6e-8 is one float ulp of 0.25's magnitude.
  EXPECT_EQ(conformance::complex_ulp_distance(0.25, -2.6e-8, 0.25, 0.0, ScalarType::ComplexFloat), 1u);
  EXPECT_EQ(conformance::complex_ulp_distance(1.0, 0.0, 1.0, 0.0, ScalarType::ComplexFloat), 0u);
  EXPECT_FALSE(conformance::complex_ulp_distance(kNaN, 0.0, 1.0, 0.0, ScalarType::ComplexFloat).has_value());
}

TEST(KernelName, TheDtypeErrorsNameIsDroppedOnlyFromADtypeError) {
  EXPECT_EQ(conformance::without_kernel_name("\"sin_vml_cpu\" not implemented for 'Bool'"),
            "not implemented for 'Bool'");
  EXPECT_EQ(conformance::without_kernel_name("result type Float can't be cast"), "result type Float can't be cast");
}

}  // namespace
