// Helpers of the CUDA tests that compare a CUDA kernel with the CPU kernel on the same inputs
// (test_cuda_reductions, _div_masked_fill, _matmul, _div_rounding, _reduce_walk): the fixture that skips
// without a GPU, the copy to the GPU, and the exact comparison of a CUDA result with a CPU one.
#pragma once

#include <cmath>
#include <complex>

#include "kernel_test_support.h"

namespace opforge::test {

// Fixture of the tests that need a GPU: skipped (not failed) on machines without one.
class GpuTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!cuda_is_available()) GTEST_SKIP() << "no GPU";
  }
};

inline Tensor on_gpu(const Tensor& t) { return t.to(Device("cuda:0")); }

// The values of a real tensor, or the real and imaginary parts of a complex one, row-major.
inline Doubles parts(const Tensor& t) {
  if (!t.is_complex()) return doubles(t);
  Doubles v;
  for (const std::complex<double>& z : complexes(t)) {
    v.push_back(z.real());
    v.push_back(z.imag());
  }
  return v;
}

enum class SignOfZero { Ignored, Checked };

// got equals want element by element: NaN where want has NaN; with SignOfZero::Checked, -0.0
// where want has -0.0.
inline void expect_same_doubles(const Doubles& got, const Doubles& want, SignOfZero zeros = SignOfZero::Ignored) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << "element " << i;
    } else {
      EXPECT_EQ(got[i], want[i]) << "element " << i;
      if (zeros == SignOfZero::Checked) {
        EXPECT_EQ(std::signbit(got[i]), std::signbit(want[i])) << "element " << i;
      }
    }
  }
}

// A CUDA result equals the CPU one: dtype, shape, and every value as expect_same_doubles says.
inline void expect_same(const Tensor& gpu, const Tensor& cpu, SignOfZero zeros = SignOfZero::Ignored) {
  ASSERT_TRUE(gpu.is_cuda());
  EXPECT_EQ(gpu.dtype(), cpu.dtype());
  EXPECT_EQ(shape(gpu), shape(cpu));
  expect_same_doubles(parts(gpu.cpu()), parts(cpu), zeros);
}

}  // namespace opforge::test
