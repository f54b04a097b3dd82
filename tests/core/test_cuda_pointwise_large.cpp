// Walks of more than INT32_MAX elements on a GPU: the general path and the strided copy_ index in
// 32 bits and launch such a walk in pieces (for_each_32bit_piece, src/cuda/offset_plan.cuh). Three
// rows of 2^30 + 3 bytes are cut into a piece of two rows and a piece of one; every element is
// checked (by reductions on the GPU: the results are gigabytes), and a few by value on the CPU, at
// the pieces' boundary and around element 2^31. About 13 GB of device memory. The host test
// (test_cuda_pointwise_host) plays the same cutting on small walks. Skipped without a GPU; left
// out of tools/gpu/session's memcheck run, where it would take hours.
#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaPointwiseLarge = GpuTest;

constexpr int64_t kRow = (int64_t{1} << 30) + 3;

// Elements [start, start + count) of row `row` of a [3, kRow] GPU tensor, on the CPU, as doubles.
Doubles row_values(const Tensor& t, int64_t row, int64_t start, int64_t count) {
  return doubles(t.select(0, row).narrow(0, start, count).to(Device("cpu")));
}

TEST_F(CudaPointwiseLarge, GeneralPathOverMoreThanInt32MaxElements) {
  const Device gpu("cuda:0");
  const Tensor ones = full({3, kRow}, 1, TensorOptions().dtype(kByte).device(gpu));
  const Tensor col = on_gpu(tensor({int64_t{1}, int64_t{2}, int64_t{3}}).to(kByte).reshape({3, 1}));
  ASSERT_GT(ones.numel(), int64_t{INT32_MAX});
  const Tensor sum = add(ones, col);  // a broadcast: the general path
  // Every element: sum - col is 1 everywhere.
  EXPECT_FALSE(max(ne(sub(sum, col), 1)).item<bool>());
  EXPECT_EQ(max(sum).item<int64_t>(), 4);
  // Row 1 holds element 2^31 (at 2^30 - 3) and ends the first piece; row 2 is the second.
  EXPECT_EQ(row_values(sum, 0, 0, 4), (Doubles{2, 2, 2, 2}));
  EXPECT_EQ(row_values(sum, 1, (int64_t{1} << 30) - 6, 6), (Doubles{3, 3, 3, 3, 3, 3}));
  EXPECT_EQ(row_values(sum, 1, kRow - 3, 3), (Doubles{3, 3, 3}));
  EXPECT_EQ(row_values(sum, 2, 0, 3), (Doubles{4, 4, 4}));
  EXPECT_EQ(row_values(sum, 2, kRow - 3, 3), (Doubles{4, 4, 4}));
}

TEST_F(CudaPointwiseLarge, StridedCopyOverMoreThanInt32MaxElements) {
  const Device gpu("cuda:0");
  const Tensor col = on_gpu(tensor({int64_t{5}, int64_t{6}, int64_t{7}}).to(kByte).reshape({3, 1}));
  Tensor dst = empty({3, kRow}, TensorOptions().dtype(kByte).device(gpu));
  dst.copy_(col);  // col broadcast along the rows: the strided copy
  EXPECT_FALSE(max(ne(dst, col)).item<bool>());
  EXPECT_EQ(row_values(dst, 1, (int64_t{1} << 30) - 6, 6), (Doubles{6, 6, 6, 6, 6, 6}));
  EXPECT_EQ(row_values(dst, 2, 0, 3), (Doubles{7, 7, 7}));
  EXPECT_EQ(row_values(dst, 2, kRow - 3, 3), (Doubles{7, 7, 7}));
}

}  // namespace
}  // namespace opforge
