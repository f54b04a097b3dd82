// The CUDA pointwise loop's tiled path (src/cuda/pointwise_plan.cuh: a transposed input staged
// through shared memory) on a GPU, against the CPU kernel on the same inputs: partial tiles at
// both edges, many tiles per block, planes above the tiled dims, channels_last against
// contiguous, mixed dtypes, a transposed out= tensor, three inputs, and copy_ (which takes the
// same kernel for a transposed source). The conformance tests lay out every input alike, so their
// outputs follow the inputs and never take this path. The host test (test_cuda_pointwise_host)
// checks the same walk thread by thread; this one checks the kernel, its barriers and its launch.
// Skipped without a GPU.
#include <optional>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaPointwiseTiled = GpuTest;

TEST_F(CudaPointwiseTiled, TransposedPlusContiguous) {
  for (const Longs& size : {Longs{1000, 700}, Longs{33, 31}, Longs{4096, 64}, Longs{1, 5000}}) {
    SCOPED_TRACE(testing::PrintToString(size));
    const Tensor t = rand({size[1], size[0]}).t(), c = rand({size[0], size[1]});
    expect_same(add(on_gpu(c), on_gpu(t), 2.5), add(c, t, 2.5));
    expect_same(mul(on_gpu(c), on_gpu(t)), mul(c, t));
  }
}

TEST_F(CudaPointwiseTiled, PlanesAndChannelsLast) {
  const Tensor a = rand({5, 70, 90}), b = rand({5, 90, 70}).transpose(1, 2);
  expect_same(add(on_gpu(a), on_gpu(b)), add(a, b));
  const Tensor nchw = rand({4, 48, 28, 28});
  const Tensor nhwc = rand({4, 28, 28, 48}).permute({0, 3, 1, 2});
  expect_same(add(on_gpu(nchw), on_gpu(nhwc)), add(nchw, nhwc));
  expect_same(add(on_gpu(nhwc), on_gpu(nchw)), add(nhwc, nchw));
}

TEST_F(CudaPointwiseTiled, MixedDtypesAndOutTensors) {
  const Tensor i = rand({300, 200}).mul(1000).to(kInt32).t(), f = rand({200, 300});
  expect_same(add(on_gpu(f), on_gpu(i)), add(f, i));
  const Tensor h = rand({300, 200}).to(kHalf).t(), g = rand({200, 300}).to(kHalf);
  expect_same(mul(on_gpu(g), on_gpu(h)), mul(g, h));
  const Tensor z = randn({300, 200}, kComplexFloat).t(), w = randn({200, 300}, kComplexFloat);
  expect_same(mul(on_gpu(w), on_gpu(z)), mul(w, z));
  // Contiguous inputs into a transposed out= tensor (of another dtype): the inputs are staged.
  const Tensor a = rand({200, 300}), b = rand({200, 300});
  Tensor out_cpu = empty({300, 200}, kDouble).t();
  Tensor out_gpu = empty({300, 200}, TensorOptions().dtype(kDouble).device(Device("cuda:0"))).t();
  add_out(out_cpu, a, b);
  add_out(out_gpu, on_gpu(a), on_gpu(b));
  expect_same(out_gpu, out_cpu);
}

TEST_F(CudaPointwiseTiled, ThreeInputsWithABroadcast) {
  const Tensor x = rand({400, 300}), lo = rand({300, 400}).t().mul(0.5), hi = rand({1, 300}).add(0.5);
  expect_same(clamp(on_gpu(x), std::optional<Tensor>(on_gpu(lo)), std::optional<Tensor>(on_gpu(hi))),
              clamp(x, std::optional<Tensor>(lo), std::optional<Tensor>(hi)));
}

// copy_ takes the same kernel (identity functor) for a source transposed against its destination:
// contiguous() of a transposed tensor, and copies between dtypes.
TEST_F(CudaPointwiseTiled, CopiesOfTransposedTensors) {
  for (ScalarType dtype :
       {kBool, kByte, kShort, kInt, kLong, kHalf, kBFloat16, kFloat, kDouble, kComplexFloat, kComplexDouble}) {
    SCOPED_TRACE(to_string(dtype));
    const Tensor base = from_doubles(small_integers(300 * 200, 3, 5), {300, 200}, dtype);
    expect_same(on_gpu(base).t().contiguous(), base.t().contiguous());
  }
  const Tensor x = rand({300, 200});
  Tensor to_double = empty({200, 300}, TensorOptions().dtype(kDouble).device(Device("cuda:0")));
  to_double.copy_(on_gpu(x).t());
  expect_same(to_double, x.t().to(kDouble));
  Tensor to_half = empty({200, 300}, TensorOptions().dtype(kHalf).device(Device("cuda:0")));
  to_half.copy_(on_gpu(x).t());
  expect_same(to_half, x.t().to(kHalf));
}

}  // namespace
}  // namespace opforge
