// sum, mean and max on CUDA tensors (src/cuda/sum.cu, max.cu), compared with the CPU kernels on the
// same inputs: every dtype each op supports, contiguous, permuted, sliced, expanded and empty
// views, every dim list with and without keepdim, out= tensors, long folds that the kernels cut
// into chunks, NaNs and ties. Inputs are small integers, so every sum is exact in every dtype and
// both devices must agree exactly; random floats agree within rounding. Skipped without a GPU
// (the first session with one runs them); CudaWithoutGpu runs where there is none.
#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

using CudaReductions = GpuTest;

struct View {
  std::string name;
  std::function<Tensor(const Tensor&)> apply;  // on a 4 x 6 x 10 tensor
};

std::vector<View> views() {
  return {{"contiguous", [](const Tensor& t) { return t; }},
          {"permuted",
           [](const Tensor& t) {
             return t.permute({2, 0, 1});
           }},
          {"sliced", [](const Tensor& t) { return t.narrow(2, 1, 8).narrow(0, 1, 2); }},
          {"expanded",
           [](const Tensor& t) {
             return t.narrow(1, 2, 1).expand({4, 6, 10});
           }},
          {"empty", [](const Tensor& t) { return t.narrow(1, 0, 0); }}};
}

const std::vector<Longs> kDimLists = {{}, {0}, {1}, {2}, {0, 2}, {-1, 1}};

Tensor base(ScalarType dtype, unsigned seed) { return from_doubles(small_integers(240, 3, seed), {4, 6, 10}, dtype); }

TEST_F(CudaReductions, SumMatchesCpuForEveryDtypeViewAndDimList) {
  for (ScalarType dtype :
       {kBool, kByte, kChar, kShort, kInt, kLong, kHalf, kBFloat16, kFloat, kDouble, kComplexFloat, kComplexDouble}) {
    const Tensor cpu_base = base(dtype, 1);
    const Tensor gpu_base = on_gpu(cpu_base);
    for (const View& v : views()) {
      for (const Longs& dims : kDimLists) {
        for (bool keepdim : {false, true}) {
          SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << v.name << " dims "
                                          << testing::PrintToString(dims) << " keepdim " << keepdim);
          expect_same(sum(v.apply(gpu_base), IntArrayRef(dims), keepdim),
                      sum(v.apply(cpu_base), IntArrayRef(dims), keepdim));
        }
      }
      expect_same(sum(v.apply(gpu_base)), sum(v.apply(cpu_base)));
    }
  }
}

TEST_F(CudaReductions, SumWithDtypeArgumentAndOutTensor) {
  const Tensor cpu_base = base(kInt, 2);
  const Tensor gpu_base = on_gpu(cpu_base);
  expect_same(sum(gpu_base, {1}, false, kDouble), sum(cpu_base, {1}, false, kDouble));
  expect_same(sum(gpu_base, {1}, false, kInt8), sum(cpu_base, {1}, false, kInt8));
  expect_same(sum(on_gpu(base(kFloat, 3)), {0}, false, kLong), sum(base(kFloat, 3), {0}, false, kLong));
  // An out= tensor whose memory is transposed.
  Tensor gpu_out = on_gpu(empty({10, 6}, TensorOptions().dtype(kLong))).t();
  sum_out(gpu_out, gpu_base, {0}, false);
  expect_same(gpu_out, sum(cpu_base, {0}, false));
}

TEST_F(CudaReductions, SumOfRandomFloatsWithinRounding) {
  const Tensor cpu_base = from_doubles(uniform(240, 4), {4, 6, 10}, kFloat);
  const Tensor gpu_base = on_gpu(cpu_base);
  for (const Longs& dims : kDimLists) {
    const Doubles g = doubles(sum(gpu_base, IntArrayRef(dims)).cpu());
    const Doubles c = doubles(sum(cpu_base, IntArrayRef(dims)));
    ASSERT_EQ(g.size(), c.size());
    for (size_t i = 0; i < g.size(); ++i) EXPECT_NEAR(g[i], c[i], 1e-4);
  }
}

TEST_F(CudaReductions, LongSumsAreCutIntoChunksAndStayExact) {
  // 2^20 small integers into one output, and 40000 x 3 over dim 0 (three outputs, many positions).
  const Tensor flat = from_doubles(small_integers(1 << 20, 3, 5), {1 << 20}, kDouble);
  expect_same(sum(on_gpu(flat)), sum(flat));
  const Tensor tall = from_doubles(small_integers(120000, 3, 6), {40000, 3}, kFloat);
  expect_same(sum(on_gpu(tall), {0}), sum(tall, {0}));
  expect_same(sum(on_gpu(tall).t(), {1}), sum(tall.t(), {1}));
  // int32 values summing past INT32_MAX.
  const Tensor big = full({100000}, 100000, TensorOptions().dtype(kInt));
  EXPECT_EQ(sum(on_gpu(big)).cpu().item<int64_t>(), 10000000000);
}

TEST_F(CudaReductions, MeanMatchesCpu) {
  for (ScalarType dtype : {kHalf, kBFloat16, kFloat, kDouble, kComplexFloat, kComplexDouble}) {
    const Tensor cpu_base = base(dtype, 7);
    const Tensor gpu_base = on_gpu(cpu_base);
    for (const View& v : views()) {
      for (const Longs& dims : kDimLists) {
        SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << v.name << " dims "
                                        << testing::PrintToString(dims));
        expect_same(mean(v.apply(gpu_base), IntArrayRef(dims), true), mean(v.apply(cpu_base), IntArrayRef(dims), true));
      }
      expect_same(mean(v.apply(gpu_base)), mean(v.apply(cpu_base)));
    }
  }
}

TEST_F(CudaReductions, MaxMatchesCpuWithTiesAndNaNs) {
  for (ScalarType dtype : {kBool, kByte, kChar, kShort, kInt, kLong, kHalf, kBFloat16, kFloat, kDouble}) {
    Doubles v = small_integers(240, 2, 9);
    if (is_floating_point(dtype))
      for (size_t i = 0; i < v.size(); i += 41) v[i] = kNaN;
    const Tensor cpu_base = from_doubles(v, {4, 6, 10}, dtype);
    const Tensor gpu_base = on_gpu(cpu_base);
    for (const View& view : views()) {
      if (view.name == "empty") continue;
      SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << view.name);
      expect_same(max(view.apply(gpu_base)), max(view.apply(cpu_base)));
      for (int64_t dim = 0; dim < 3; ++dim) {
        for (bool keepdim : {false, true}) {
          const auto [gv, gi] = max(view.apply(gpu_base), dim, keepdim);
          const auto [cv, ci] = max(view.apply(cpu_base), dim, keepdim);
          expect_same(gv, cv);
          expect_same(gi, ci);
        }
      }
    }
  }
}

TEST_F(CudaReductions, MaxDimOverLongRowsPicksTheFirstIndex) {
  Doubles v(3 * 100000, 1.0);
  v[100000 + 60000] = kNaN;
  v[100000 + 70000] = kNaN;
  v[200000 + 50000] = 2.0;
  v[200000 + 90000] = 2.0;
  const Tensor t = from_doubles(v, {3, 100000}, kFloat);
  const auto [values, indices] = max(on_gpu(t), 1);
  EXPECT_EQ(longs(indices.cpu()), (Longs{0, 60000, 50000}));
  const auto [tv, ti] = max(on_gpu(t.t().contiguous()), 0);
  EXPECT_EQ(longs(ti.cpu()), (Longs{0, 60000, 50000}));
  // max_out into a given pair.
  Tensor out_values = on_gpu(empty({3}));
  Tensor out_indices = on_gpu(empty({3}, TensorOptions().dtype(kLong)));
  max_out(out_values, out_indices, on_gpu(t), 1);
  EXPECT_EQ(longs(out_indices.cpu()), (Longs{0, 60000, 50000}));
}

TEST_F(CudaReductions, ErrorsNameTheCudaKernels) {
  const Tensor chalf = on_gpu(zeros({2}, TensorOptions().dtype(kComplexHalf)));
  expect_error<NotImplementedError>([&] { sum(chalf); }, "\"sum_cuda\" not implemented for 'ComplexHalf'");
  expect_error<NotImplementedError>([&] { max(on_gpu(zeros({2}, TensorOptions().dtype(kComplexFloat)))); },
                                    "\"max_all_cuda\" not implemented for 'ComplexFloat'");
  expect_error<RuntimeError>([&] { max(on_gpu(zeros({2}, TensorOptions().dtype(kComplexFloat))), 0); },
                             "max(): does not support complex input");
}

TEST_F(CudaReductions, AnOutTensorOnAnotherDeviceIsRejected) {
  const Tensor cpu_in = ones({2, 3});
  Tensor gpu_out = on_gpu(zeros({0}));
  const int64_t dim0[] = {0};
  expect_error<RuntimeError>([&] { sum_out(gpu_out, cpu_in, IntArrayRef(dim0)); },
                             "Expected all tensors to be on the same device, but found at least two devices, cpu and "
                             "cuda:0!");
  Tensor cpu_out = zeros({0});
  expect_error<RuntimeError>(
      [&] {
        mm_out(cpu_out, on_gpu(cpu_in), on_gpu(ones({3, 2})));
      },
      "Expected all tensors to be on the same device, but found at least two devices, cuda:0 and "
      "cpu!");
}

TEST(CudaWithoutGpu, ACudaTensorCannotBeMadeSoNoKernelRuns) {
  if (cuda_is_available()) GTEST_SKIP() << "a GPU is present";
  // The runtime explains why (no driver, old driver, no device) in PyTorch's words.
  EXPECT_THROW(sum(zeros({2}).to(Device("cuda"))), RuntimeError);
}

}  // namespace
}  // namespace opforge
