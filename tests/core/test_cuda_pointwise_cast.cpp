// The CUDA pointwise loop's cast path (src/cuda/pointwise_plan.cuh: contiguous operands of mixed
// dtypes, several elements a thread and step, a block's width apart) on a GPU, against the CPU
// kernel on the same inputs: the promotions of tools/bench's rows, an out= tensor of another
// dtype, broadcast single elements, complex128 (two elements a step), three inputs, sizes with a
// partial last block, and copy_ between contiguous tensors of two dtypes, which takes the same
// kernel. The host test (test_cuda_pointwise_host) checks the same walk thread by thread; this one
// checks the kernel and its launch. Skipped without a GPU.
#include <optional>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaPointwiseCast = GpuTest;

// More elements than one wave of blocks takes in a step, and not a multiple of a block's run.
constexpr int64_t kLarge = 3 * 1000 * 1000 + 77;

Tensor gpu_empty(int64_t n, ScalarType dtype) {
  return empty({n}, TensorOptions().dtype(dtype).device(Device("cuda:0")));
}

TEST_F(CudaPointwiseCast, PromotionsOfTheBenchmarks) {
  for (int64_t n : {kLarge, int64_t{1}, int64_t{5}, int64_t{1027}}) {
    SCOPED_TRACE(n);
    const Tensor f = rand({n}), i = rand({n}).mul(1000).to(kInt32), u = rand({n}).mul(255).to(kByte);
    const Tensor bf = rand({n}).to(kBFloat16);
    expect_same(add(on_gpu(i), on_gpu(f)), add(i, f));
    expect_same(add(on_gpu(u), on_gpu(f)), add(u, f));
    expect_same(add(on_gpu(bf), on_gpu(f), 0.5), add(bf, f, 0.5));
  }
}

TEST_F(CudaPointwiseCast, OutTensorsScalarsComplexAndThreeInputs) {
  const Tensor a = rand({kLarge}), b = rand({kLarge});
  Tensor out_cpu = empty({kLarge}, kDouble), out_gpu = gpu_empty(kLarge, kDouble);
  add_out(out_cpu, a, b);
  add_out(out_gpu, on_gpu(a), on_gpu(b));
  expect_same(out_gpu, out_cpu);
  const Tensor one = rand({1}).mul(100).to(kInt64);
  expect_same(mul(on_gpu(a), on_gpu(one)), mul(a, one));
  expect_same(mul(on_gpu(a.to(kHalf)), 0.75), mul(a.to(kHalf), 0.75));
  const Tensor z = randn({kLarge}, kComplexDouble), d = rand({kLarge}).to(kDouble);
  expect_same(mul(on_gpu(z), on_gpu(d)), mul(z, d));
  const Tensor lo = rand({kLarge}).mul(0.5).to(kHalf), hi = rand({1}).add(0.5).to(kBFloat16);
  expect_same(clamp(on_gpu(a), std::optional<Tensor>(on_gpu(lo)), std::optional<Tensor>(on_gpu(hi))),
              clamp(a, std::optional<Tensor>(lo), std::optional<Tensor>(hi)));
}

TEST_F(CudaPointwiseCast, CopiesBetweenDtypes) {
  const Tensor x = randn({kLarge}).mul(100);
  for (ScalarType dtype : {kBool, kByte, kChar, kInt, kLong, kHalf, kBFloat16, kDouble, kComplexFloat}) {
    SCOPED_TRACE(to_string(dtype));
    expect_same(on_gpu(x).to(dtype), x.to(dtype));
    expect_same(on_gpu(x.to(dtype)).to(kFloat), x.to(dtype).to(kFloat));
  }
  // A single element broadcast into a contiguous destination of another dtype.
  const Tensor one = rand({1});
  Tensor to_half = gpu_empty(1000, kHalf);
  to_half.copy_(on_gpu(one));
  expect_same(to_half, one.expand({1000}).to(kHalf));
}

}  // namespace
}  // namespace opforge
