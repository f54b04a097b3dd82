// Helpers of the CUDA tests that compare a CUDA kernel with the CPU kernel on the same inputs
// (test_cuda_reductions, test_cuda_div_masked_fill, test_cuda_matmul): the fixture that skips
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

// A CUDA result equals the CPU one: dtype, shape, and every value (NaN where the CPU has NaN; with
// SignOfZero::Checked, -0.0 where the CPU has -0.0).
inline void expect_same(const Tensor& gpu, const Tensor& cpu, SignOfZero zeros = SignOfZero::Ignored) {
  ASSERT_TRUE(gpu.is_cuda());
  EXPECT_EQ(gpu.dtype(), cpu.dtype());
  EXPECT_EQ(shape(gpu), shape(cpu));
  const Doubles g = parts(gpu.cpu()), c = parts(cpu);
  ASSERT_EQ(g.size(), c.size());
  for (size_t i = 0; i < g.size(); ++i) {
    if (std::isnan(c[i])) {
      EXPECT_TRUE(std::isnan(g[i])) << "element " << i;
    } else {
      EXPECT_EQ(g[i], c[i]) << "element " << i;
      if (zeros == SignOfZero::Checked) EXPECT_EQ(std::signbit(g[i]), std::signbit(c[i])) << "element " << i;
    }
  }
}

}  // namespace opforge::test
