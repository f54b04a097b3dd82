// Every floating pointwise op on the CPU loop's streamed path (outputs of 16 MiB and more: streaming
// stores, prefetching steps, threads; src/iteration/cpu_pointwise.h) gives the bits it gives on a
// small contiguous input, whose path the golden cases compare with PyTorch (their cross-check
// inputs: the same twelve values tiled), in float32 and float64, the dtypes whose vector forms
// (SLEEF's, AVX-512's, the fast ones) the loop picks block by block. Both inputs
// tile one period from their first element, so each element of the large result has a twin in the
// small one with the same value at the same place in a vector block.
#include <algorithm>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "iteration/streaming_store.h"
#include "opforge/opforge.h"

namespace opforge {
namespace {

// The generated tests' cross-check samples of float32 (codegen/conformance_samples.py), in order.
const std::vector<float> kPeriod = {0.5f,
                                    -1.25f,
                                    3.0f,
                                    0.0f,
                                    -0.0f,
                                    2.75f,
                                    -0.375f,
                                    10.0f,
                                    0.125f,
                                    -7.5f,
                                    std::numeric_limits<float>::infinity(),
                                    std::numeric_limits<float>::quiet_NaN()};
constexpr int64_t kSmall = 3072;  // a multiple of the period and of every vector width
const ScalarType kDtypes[] = {kFloat, kDouble};

// Just streamed: the test's time grows with it, the paths do not change above it.
int64_t large_numel(ScalarType dtype) {
  const auto size = static_cast<int64_t>(element_size(dtype));
  return (elementwise::kStreamingBytes + size - 1) / size;
}

// `n` elements of `dtype` tiling kPeriod from element `shift` of it.
Tensor tiled(int64_t n, size_t shift, ScalarType dtype) {
  const Tensor t = empty({n}, TensorOptions().dtype(kFloat));
  auto* p = static_cast<float*>(t.data_ptr());
  for (int64_t i = 0; i < n; ++i) p[i] = kPeriod[(static_cast<size_t>(i) + shift) % kPeriod.size()];
  return t.to(dtype);
}

uint64_t bits_at(const Tensor& t, int64_t i) {
  uint64_t b = 0;
  const auto size = static_cast<size_t>(t.element_size());
  std::memcpy(&b, static_cast<const char*>(t.data_ptr()) + static_cast<size_t>(i) * size, size);
  return b;
}

// The large result is the small one repeated: compared a block of kSmall elements at a time, and
// element by element where a block differs.
void expect_same_bits(const std::string& op, const Tensor& large, const Tensor& small) {
  ASSERT_EQ(large.dtype(), small.dtype()) << op;
  const auto size = static_cast<int64_t>(large.element_size());
  const auto* l = static_cast<const char*>(large.data_ptr());
  const auto* r = static_cast<const char*>(small.data_ptr());
  int reported = 0;
  for (int64_t b = 0; b < large.numel() && reported < 5; b += kSmall) {
    const int64_t n = std::min(kSmall, large.numel() - b);
    if (std::memcmp(l + b * size, r, static_cast<size_t>(n * size)) == 0) continue;
    for (int64_t i = b; i < b + n && reported < 5; ++i) {
      const uint64_t got = bits_at(large, i), want = bits_at(small, i - b);
      if (got == want) continue;
      ADD_FAILURE() << op << " (" << to_string(large.dtype()) << "): element " << i << " has bits 0x" << std::hex << got
                    << " streamed, 0x" << want << " on the small input";
      ++reported;
    }
  }
}

TEST(StreamedOps, TheLargeOutputsAreStreamed) {
  for (const ScalarType d : kDtypes) EXPECT_GE(large_numel(d) * element_size(d), elementwise::kStreamingBytes);
}

TEST(StreamedOps, UnaryOpsGiveTheSmallInputsBits) {
  const std::vector<std::pair<std::string, std::function<Tensor(const Tensor&)>>> ops = {
      {"neg", [](const Tensor& t) { return neg(t); }},
      {"abs", [](const Tensor& t) { return abs(t); }},
      {"sin", [](const Tensor& t) { return sin(t); }},
      {"cos", [](const Tensor& t) { return cos(t); }},
      {"tan", [](const Tensor& t) { return tan(t); }},
      {"asin", [](const Tensor& t) { return asin(t); }},
      {"acos", [](const Tensor& t) { return acos(t); }},
      {"atan", [](const Tensor& t) { return atan(t); }},
      {"sinh", [](const Tensor& t) { return sinh(t); }},
      {"cosh", [](const Tensor& t) { return cosh(t); }},
      {"tanh", [](const Tensor& t) { return tanh(t); }},
      {"asinh", [](const Tensor& t) { return asinh(t); }},
      {"acosh", [](const Tensor& t) { return acosh(t); }},
      {"atanh", [](const Tensor& t) { return atanh(t); }},
      {"exp", [](const Tensor& t) { return exp(t); }},
      {"exp2", [](const Tensor& t) { return exp2(t); }},
      {"expm1", [](const Tensor& t) { return expm1(t); }},
      {"log", [](const Tensor& t) { return log(t); }},
      {"log2", [](const Tensor& t) { return log2(t); }},
      {"log10", [](const Tensor& t) { return log10(t); }},
      {"log1p", [](const Tensor& t) { return log1p(t); }},
      {"sqrt", [](const Tensor& t) { return sqrt(t); }},
      {"rsqrt", [](const Tensor& t) { return rsqrt(t); }},
      {"reciprocal", [](const Tensor& t) { return reciprocal(t); }},
      {"sigmoid", [](const Tensor& t) { return sigmoid(t); }},
      {"erf", [](const Tensor& t) { return erf(t); }},
      {"erfc", [](const Tensor& t) { return erfc(t); }},
      {"erfinv", [](const Tensor& t) { return erfinv(t); }},
      {"lgamma", [](const Tensor& t) { return lgamma(t); }},
      {"digamma", [](const Tensor& t) { return digamma(t); }},
      {"sinc", [](const Tensor& t) { return sinc(t); }},
      {"logit", [](const Tensor& t) { return logit(t); }},
      {"ceil", [](const Tensor& t) { return ceil(t); }},
      {"floor", [](const Tensor& t) { return floor(t); }},
      {"trunc", [](const Tensor& t) { return trunc(t); }},
      {"frac", [](const Tensor& t) { return frac(t); }},
      {"round", [](const Tensor& t) { return round(t); }},
      {"sign", [](const Tensor& t) { return sign(t); }},
      {"square", [](const Tensor& t) { return square(t); }},
      {"relu", [](const Tensor& t) { return relu(t); }},
      {"deg2rad", [](const Tensor& t) { return deg2rad(t); }},
      {"rad2deg", [](const Tensor& t) { return rad2deg(t); }},
      {"nan_to_num", [](const Tensor& t) { return nan_to_num(t); }},
      {"pow.Tensor_Scalar 2.5", [](const Tensor& t) { return pow(t, 2.5); }},
  };
  for (const ScalarType d : kDtypes) {
    const Tensor large = tiled(large_numel(d), 0, d), small = tiled(kSmall, 0, d);
    for (const auto& [name, op] : ops) expect_same_bits(name, op(large), op(small));
  }
}

TEST(StreamedOps, BinaryOpsGiveTheSmallInputsBits) {
  const std::vector<std::pair<std::string, std::function<Tensor(const Tensor&, const Tensor&)>>> ops = {
      {"add", [](const Tensor& a, const Tensor& b) { return add(a, b); }},
      {"sub", [](const Tensor& a, const Tensor& b) { return sub(a, b); }},
      {"mul", [](const Tensor& a, const Tensor& b) { return mul(a, b); }},
      {"div", [](const Tensor& a, const Tensor& b) { return div(a, b); }},
      {"pow", [](const Tensor& a, const Tensor& b) { return pow(a, b); }},
      {"atan2", [](const Tensor& a, const Tensor& b) { return atan2(a, b); }},
      {"remainder", [](const Tensor& a, const Tensor& b) { return remainder(a, b); }},
      {"fmod", [](const Tensor& a, const Tensor& b) { return fmod(a, b); }},
      {"floor_divide", [](const Tensor& a, const Tensor& b) { return floor_divide(a, b); }},
      {"maximum", [](const Tensor& a, const Tensor& b) { return maximum(a, b); }},
      {"minimum", [](const Tensor& a, const Tensor& b) { return minimum(a, b); }},
      {"fmax", [](const Tensor& a, const Tensor& b) { return fmax(a, b); }},
      {"fmin", [](const Tensor& a, const Tensor& b) { return fmin(a, b); }},
  };
  // The second operand tiles the period from its fifth value, so every pair of values meets.
  for (const ScalarType d : kDtypes) {
    const Tensor large_a = tiled(large_numel(d), 0, d), small_a = tiled(kSmall, 0, d);
    const Tensor large_b = tiled(large_numel(d), 5, d), small_b = tiled(kSmall, 5, d);
    for (const auto& [name, op] : ops) expect_same_bits(name, op(large_a, large_b), op(small_a, small_b));
  }
}

}  // namespace
}  // namespace opforge
