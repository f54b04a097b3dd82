// The CUDA pointwise loop (src/cuda/pointwise.cuh) on contiguous operands that are not aligned to
// its 16-byte vectors: slices starting 1 to 3 elements into a tensor. Such an operand must take the
// one-element-per-access path while aligned ones around it keep theirs, for inputs, for the output,
// for outputs narrower than the inputs (bool) and for fill. The conformance tests' sliced layout is
// strided, so it never reaches this path. Compared with the CPU kernels on the same inputs; skipped
// without a GPU.
#include <cmath>
#include <string>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaPointwiseAlignment = GpuTest;

// 1000 vectors' worth and a tail, so the body, the tail and the start of the slice all count.
constexpr int64_t kN = 4 * 1000 + 3;

// sin on the GPU is CUDA's sinf (within 2 ulp), on the CPU opforge's (0.52 ulp): values of sin on
// [0, 1) are below 1, where 4 ulp of float are below 3e-7.
void expect_close(const Tensor& gpu, const Tensor& cpu) {
  ASSERT_TRUE(gpu.is_cuda());
  const Doubles got = doubles(gpu.cpu()), want = doubles(cpu);
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 3e-7) << "element " << i;
}

TEST_F(CudaPointwiseAlignment, MisalignedInputAlignedOutput) {
  const Tensor x = rand({kN + 3});
  const Tensor gx = on_gpu(x);
  for (int64_t start : {1, 2, 3}) {
    SCOPED_TRACE(start);
    expect_close(sin(gx.narrow(0, start, kN)), sin(x.narrow(0, start, kN)));
  }
}

TEST_F(CudaPointwiseAlignment, OneInputAlignedTheOtherNot) {
  const Tensor x = rand({kN + 3}), y = rand({kN});
  const Tensor gx = on_gpu(x), gy = on_gpu(y);
  for (int64_t start : {0, 1, 2, 3}) {
    SCOPED_TRACE(start);
    expect_same(add(gx.narrow(0, start, kN), gy), add(x.narrow(0, start, kN), y));
    expect_same(add(gy, gx.narrow(0, start, kN), 2.5), add(y, x.narrow(0, start, kN), 2.5));
  }
}

TEST_F(CudaPointwiseAlignment, BoolOutputOfMisalignedInputs) {
  // Few distinct values, so that equal pairs occur.
  const Tensor x = rand({kN + 3}).mul(4).to(kInt32), y = rand({kN + 3}).mul(4).to(kInt32);
  const Tensor gx = on_gpu(x), gy = on_gpu(y);
  for (int64_t start : {1, 3}) {
    SCOPED_TRACE(start);
    expect_same(eq(gx.narrow(0, start, kN), gy.narrow(0, 3 - start + 1, kN)),
                eq(x.narrow(0, start, kN), y.narrow(0, 3 - start + 1, kN)));
  }
}

TEST_F(CudaPointwiseAlignment, MisalignedOutput) {
  const Tensor x = rand({kN}), y = rand({kN});
  const Tensor gx = on_gpu(x), gy = on_gpu(y);
  for (int64_t start : {1, 2, 3}) {
    SCOPED_TRACE(start);
    // The elements around the slice must stay as they were.
    Tensor out = full({kN + 4}, -7.0);
    Tensor gout = on_gpu(out);
    Tensor gslice = gout.narrow(0, start, kN), slice = out.narrow(0, start, kN);
    add_out(gslice, gx, gy);
    add_out(slice, x, y);
    expect_same(gout, out);
  }
}

TEST_F(CudaPointwiseAlignment, FillOfAMisalignedSlice) {
  for (ScalarType dtype : {kFloat, kHalf, kDouble, kInt8}) {
    SCOPED_TRACE(std::string(to_string(dtype)));
    for (int64_t start : {1, 2, 3, 5}) {
      Tensor cpu = zeros({kN + 8}, dtype);
      Tensor gpu = on_gpu(cpu);
      gpu.narrow(0, start, kN).fill_(3);
      cpu.narrow(0, start, kN).fill_(3);
      expect_same(gpu, cpu);
    }
  }
}

TEST_F(CudaPointwiseAlignment, HalfSlicesOfEveryOffset) {
  // Half vectors hold 8 elements: offsets 1 to 7 are all misaligned.
  const Tensor x = rand({kN + 8}).to(kHalf), y = rand({kN + 8}).to(kHalf);
  const Tensor gx = on_gpu(x), gy = on_gpu(y);
  for (int64_t start = 0; start < 8; ++start) {
    SCOPED_TRACE(start);
    expect_same(mul(gx.narrow(0, start, kN), gy.narrow(0, 7 - start, kN)),
                mul(x.narrow(0, start, kN), y.narrow(0, 7 - start, kN)));
  }
}

}  // namespace
}  // namespace opforge
