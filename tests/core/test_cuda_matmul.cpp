// mm, bmm, addmm and matmul on CUDA tensors (cuBLAS, src/cuda/gemm.cu), compared with the CPU kernels
// (OpenBLAS) on the same inputs: every floating and complex dtype, operands contiguous,
// transposed, sliced (padded rows) and expanded (zero strides, which cuBLAS cannot read), out=
// tensors of other layouts, every matmul dimension case, empty products. Inputs are small
// integers, so every product is exact (half and bfloat16 accumulate in float and round the exact
// value once) and both devices must agree exactly. Integer dtypes raise PyTorch's CUDA texts.
// Skipped without a GPU (the first session with one runs them).
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaMatmul = GpuTest;

Tensor ints(Longs sizes, ScalarType dtype, unsigned seed) {
  int64_t n = 1;
  for (int64_t s : sizes) n *= s;
  return from_doubles(small_integers(static_cast<size_t>(n), 3, seed), IntArrayRef(sizes), dtype);
}

const ScalarType kGemmDtypes[] = {kHalf, kBFloat16, kFloat, kDouble, kComplexFloat, kComplexDouble};

// A rows x cols operand in a named layout, made alike from a CPU tensor and its CUDA copy.
struct Layout {
  std::string name;
  std::function<Tensor(const Tensor&)> make;  // from a contiguous rows x cols tensor
};

std::vector<Layout> layouts() {
  return {{"contiguous", [](const Tensor& t) { return t; }},
          {"transposed", [](const Tensor& t) { return t.t().contiguous().t(); }},
          {"padded",
           [](const Tensor& t) {
             const TensorOptions options = TensorOptions().dtype(t.dtype()).device(t.device());
             const Tensor wide = zeros({t.sizes()[0], t.sizes()[1] + 3}, options);
             wide.narrow(1, 1, t.sizes()[1]).copy_(t);
             return wide.narrow(1, 1, t.sizes()[1]);
           }},
          {"expanded", [](const Tensor& t) { return t.narrow(0, 0, 1).expand(t.sizes()); }}};
}

TEST_F(CudaMatmul, MmMatchesCpuForEveryDtypeAndLayout) {
  for (ScalarType dtype : kGemmDtypes) {
    const Tensor a = ints({5, 7}, dtype, 1), b = ints({7, 4}, dtype, 2);
    const Tensor ga = on_gpu(a), gb = on_gpu(b);
    for (const Layout& la : layouts()) {
      for (const Layout& lb : layouts()) {
        SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << la.name << " x " << lb.name);
        expect_same(mm(la.make(ga), lb.make(gb)), mm(la.make(a), lb.make(b)));
      }
    }
  }
}

TEST_F(CudaMatmul, AddmmMatchesCpuForEveryDtypeAndLayout) {
  for (ScalarType dtype : kGemmDtypes) {
    const Tensor self = ints({4}, dtype, 5), a = ints({5, 7}, dtype, 1), b = ints({7, 4}, dtype, 2);
    const Tensor gself = on_gpu(self), ga = on_gpu(a), gb = on_gpu(b);
    for (const Layout& la : layouts()) {
      SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << la.name);
      expect_same(addmm(gself, la.make(ga), gb, 2, -1), addmm(self, la.make(a), b, 2, -1));
    }
    // In place into self of each layout BLAS can write, and with beta 0 over NaN (not read).
    const Tensor full_self = ints({5, 4}, dtype, 6);
    for (const Layout& ls : layouts()) {
      if (ls.name == "expanded") continue;  // rejected: its elements share memory
      SCOPED_TRACE(testing::Message() << to_string(dtype) << " in place into " << ls.name);
      const Tensor cpu_result = ls.make(full_self.clone()), gpu_result = ls.make(on_gpu(full_self));
      cpu_result.addmm_(a, b, 3, 2);
      gpu_result.addmm_(ga, gb, 3, 2);
      expect_same(gpu_result, cpu_result);
    }
    const Tensor nan_self = full({5, 4}, std::numeric_limits<double>::quiet_NaN(), TensorOptions().dtype(dtype));
    expect_same(addmm(on_gpu(nan_self), ga, gb, 0), mm(a, b));
  }
}

TEST_F(CudaMatmul, MmIntoOutTensorsOfOtherLayouts) {
  const Tensor a = ints({5, 7}, kFloat, 3), b = ints({7, 4}, kFloat, 4);
  const Tensor want = mm(a, b);
  for (const Layout& lc : layouts()) {
    if (lc.name == "expanded") continue;
    Tensor out = lc.make(on_gpu(zeros({5, 4})));
    mm_out(out, on_gpu(a), on_gpu(b));
    SCOPED_TRACE(lc.name);
    expect_same(out, want);
  }
  // An out= tensor of another shape is resized.
  Tensor resized = on_gpu(empty({0}));
  mm_out(resized, on_gpu(a), on_gpu(b));
  expect_same(resized, want);
}

TEST_F(CudaMatmul, BmmMatchesCpuIncludingBroadcastBatches) {
  for (ScalarType dtype : kGemmDtypes) {
    const Tensor a = ints({3, 5, 6}, dtype, 5), b = ints({3, 6, 2}, dtype, 6);
    SCOPED_TRACE(to_string(dtype));
    expect_same(bmm(on_gpu(a), on_gpu(b)), bmm(a, b));
    const auto column_major = [](const Tensor& t) { return t.transpose(1, 2).contiguous().transpose(1, 2); };
    expect_same(bmm(column_major(on_gpu(a)), column_major(on_gpu(b))), bmm(a, b));
    // A batch stride of 0 (one matrix for every batch).
    const auto one_for_all = [](const Tensor& t) { return t.narrow(0, 0, 1).expand({3, 6, 2}); };
    expect_same(bmm(on_gpu(a), one_for_all(on_gpu(b))), bmm(a, one_for_all(b)));
  }
}

TEST_F(CudaMatmul, MatmulEveryDimensionCase) {
  const std::vector<std::pair<Longs, Longs>> cases = {
      {{7}, {7}},       {{5, 7}, {7}},       {{7}, {7, 4}},    {{5, 7}, {7, 4}},          {{2, 5, 7}, {7, 4}},
      {{2, 5, 7}, {7}}, {{5, 7}, {2, 7, 4}}, {{7}, {2, 7, 4}}, {{2, 1, 5, 7}, {3, 7, 4}}, {{3, 5, 7}, {3, 7, 4}}};
  for (ScalarType dtype : kGemmDtypes) {
    for (const auto& [sa, sb] : cases) {
      SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << testing::PrintToString(sa) << " @ "
                                      << testing::PrintToString(sb));
      const Tensor a = ints(sa, dtype, 7), b = ints(sb, dtype, 8);
      expect_same(matmul(on_gpu(a), on_gpu(b)), matmul(a, b));
    }
  }
  Tensor out = on_gpu(empty({0}));
  matmul_out(out, on_gpu(ints({2, 5, 7}, kFloat, 9)), on_gpu(ints({7, 4}, kFloat, 10)));
  expect_same(out, matmul(ints({2, 5, 7}, kFloat, 9), ints({7, 4}, kFloat, 10)));
}

TEST_F(CudaMatmul, EmptyProducts) {
  // k == 0 gives zeros; m == 0 or n == 0 gives an empty result.
  expect_same(mm(on_gpu(empty({3, 0})), on_gpu(empty({0, 4}))), zeros({3, 4}));
  expect_same(mm(on_gpu(empty({0, 5})), on_gpu(ints({5, 4}, kFloat, 11))), empty({0, 4}));
  expect_same(bmm(on_gpu(empty({0, 2, 3})), on_gpu(empty({0, 3, 4}))), empty({0, 2, 4}));
  expect_same(matmul(on_gpu(empty({0})), on_gpu(empty({0}))), zeros({}));
}

TEST_F(CudaMatmul, IntegerProductsRaisePyTorchsCudaTexts) {
  // PyTorch's CUDA dispatch names (aten/src/ATen/native/cuda/Blas.cpp).
  const Tensor a = on_gpu(ints({2, 3}, kInt, 12)), b = on_gpu(ints({3, 2}, kInt, 13));
  expect_error<NotImplementedError>([&] { mm(a, b); }, "\"addmm_cuda\" not implemented for 'Int'");
  expect_error<NotImplementedError>([&] { bmm(a.unsqueeze(0), b.unsqueeze(0)); },
                                    "\"baddbmm_cuda\" not implemented for 'Int'");
  expect_error<NotImplementedError>([&] { matmul(a.select(0, 0), b.select(1, 0)); },
                                    "\"dot\" not implemented for 'Int'");
  expect_error<NotImplementedError>([&] { matmul(a, b.select(1, 0)); },
                                    "\"addmv_impl_cuda\" not implemented for 'Int'");
}

TEST_F(CudaMatmul, OperandsOnTwoDevicesAreRejected) {
  expect_error<RuntimeError>(
      [] {
        mm(on_gpu(ones({2, 2})), ones({2, 2}));
      },
      "Expected all tensors to be on the same device, but found at least two devices, cuda:0 "
      "and cpu!");
}

}  // namespace
}  // namespace opforge
