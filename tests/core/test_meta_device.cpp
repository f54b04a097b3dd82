// The meta device: tensors with sizes, strides, dtype and names and no memory. Every op computes
// its result's metadata there and runs no kernel; reading an element raises. Expected sizes,
// dtypes, texts and reprs are PyTorch's (1.13 for the ops, `torch.empty(2, device='meta')` and the
// rest beside each; item()'s text is current PyTorch's).
#include <cstdint>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/opforge.h"

namespace opforge {
namespace {

using namespace opforge::test;

const Device kMeta("meta");

Tensor meta(std::initializer_list<int64_t> sizes, ScalarType dtype = kFloat) {
  return empty(IntArrayRef(sizes), TensorOptions(dtype).device(kMeta));
}

void expect_meta(const Tensor& t, const Longs& sizes, ScalarType dtype) {
  EXPECT_TRUE(t.is_meta());
  EXPECT_EQ(t.device(), kMeta);
  EXPECT_EQ(shape(t), sizes);
  EXPECT_EQ(t.dtype(), dtype);
}

TEST(MetaDevice, FactoriesMakeTensorsWithoutMemory) {
  // >>> m = torch.empty(2, 3, device='meta'); m.stride(), m.data_ptr()  ->  (3, 1), 0
  const Tensor m = meta({2, 3});
  expect_meta(m, {2, 3}, kFloat);
  EXPECT_EQ(Longs(m.strides().begin(), m.strides().end()), (Longs{3, 1}));
  EXPECT_EQ(m.data_ptr(), nullptr);
  expect_meta(zeros({2}, TensorOptions().device(kMeta)), {2}, kFloat);
  expect_meta(ones({4}, TensorOptions(kInt64).device(kMeta)), {4}, kInt64);
  expect_meta(full({3}, 7, TensorOptions().device(kMeta)), {3}, kInt64);
  expect_meta(rand({5}, TensorOptions().device(kMeta)), {5}, kFloat);
  expect_meta(arange(10, TensorOptions().device(kMeta)), {10}, kInt64);
  // A meta tensor of any size: nothing is allocated.
  expect_meta(empty({int64_t{1} << 40}, TensorOptions(kDouble).device(kMeta)), {int64_t{1} << 40}, kDouble);
  // 'meta:0' is the meta device, as cpu:0 is cpu.
  EXPECT_EQ(empty({2}, TensorOptions().device(Device("meta:0"))).device(), kMeta);
}

TEST(MetaDevice, ADefaultDeviceScopeMakesMetaTensors) {
  const DeviceScope scope(kMeta);
  expect_meta(empty({2}), {2}, kFloat);
}

TEST(MetaDevice, SamplingLeavesTheGeneratorAsItWas) {
  manual_seed(7);
  (void)rand({1000}, TensorOptions().device(kMeta));
  const Tensor after_meta = rand({4});
  manual_seed(7);
  const Tensor fresh = rand({4});
  EXPECT_EQ(doubles(after_meta), doubles(fresh));
}

TEST(MetaDevice, PointwiseOpsComputeTheResultsMetadata) {
  const Tensor m = meta({2, 3});
  // >>> (m + 1).shape, (m + torch.tensor(1.0)).device  ->  (2, 3), meta
  expect_meta(m + 1, {2, 3}, kFloat);
  expect_meta(m + from_doubles({1}, {}, kFloat), {2, 3}, kFloat);
  expect_meta(add(m, meta({3}, kDouble)), {2, 3}, kDouble);
  expect_meta(where(meta({2}, kBool), meta({2}), 1.0), {2}, kFloat);
  // The integer division check reads the divisor, which the meta device does not have: `x // 0` is a
  // result there, as in PyTorch.
  expect_meta(floor_divide(meta({2}, kInt64), 0), {2}, kInt64);
  expect_meta(floor_divide(meta({2}, kInt64), meta({2}, kInt64)), {2}, kInt64);
  expect_meta(div(meta({2}, kInt64), 2, "floor"), {2}, kInt64);
  // In place and out=: the same rules as on the CPU.
  Tensor a = meta({2, 3});
  expect_meta(a.add_(1), {2, 3}, kFloat);
  Tensor out = meta({0});
  expect_meta(add_out(out, m, m), {2, 3}, kFloat);
  expect_error<RuntimeError>([&] { (void)meta({3}, kInt64).add_(m.select(0, 0)); },
                             "result type Float can't be cast to the desired output type Long");
  // >>> torch.add(torch.tensor(1.), 2, out=torch.empty(2, device='meta')): a binary op takes one CPU
  // scalar on another device.
  Tensor on_meta = meta({2});
  expect_error<RuntimeError>([&] { (void)add_out(on_meta, from_doubles({1}, {}), 2); },
                             "Trying to pass too many CPU scalars to non-CPU kernel!");
  expect_meta(add_out(on_meta, meta({2}), from_doubles({1}, {})), {2}, kFloat);
}

TEST(MetaDevice, ReductionsAndProductsComputeTheResultsMetadata) {
  const Tensor m = meta({2, 3});
  expect_meta(sum(m, IntArrayRef({1})), {2}, kFloat);
  expect_meta(m.mean(), {}, kFloat);
  expect_meta(max(m), {}, kFloat);
  const auto [values, indices] = max(m, 1);
  expect_meta(values, {2}, kFloat);
  expect_meta(indices, {2}, kInt64);
  expect_meta(meta({2}, kBool).any(), {}, kBool);
  expect_meta(mm(m, meta({3, 4})), {2, 4}, kFloat);
  expect_meta(matmul(m, meta({3})), {2}, kFloat);
  expect_meta(cat({m, m}), {4, 3}, kFloat);
  // addmm broadcasts self, also with nothing to multiply (k = 0), and in place into self.
  // (PyTorch 1.13's addmm on meta tensors raises "Cannot copy out of meta tensor; no data!".)
  expect_meta(addmm(meta({4}), m, meta({3, 4}), 2, 3), {2, 4}, kFloat);
  expect_meta(addmm(meta({4}), meta({2, 0}), meta({0, 4}), 2), {2, 4}, kFloat);
  const Tensor self = meta({2, 4});
  EXPECT_TRUE(self.addmm_(m, meta({3, 4})).is_same(self));
  expect_error<RuntimeError>(
      [&] {
        (void)addmm(meta({3}), m, meta({3, 4}));
      },
      "The expanded size of the tensor (4) must match the existing size (3) at non-singleton "
      "dimension 1.  Target sizes: [2, 4].  Tensor sizes: [3]");
  // The checks still run: mm's sizes.
  expect_error<RuntimeError>(
      [&] {
        (void)mm(m, meta({2, 4}));
      },
      "mat1 and mat2 shapes cannot be multiplied (2x3 and 2x4)");
}

TEST(MetaDevice, ViewsCopiesAndFillsKeepTheGeometry) {
  const Tensor m = meta({2, 3});
  const Tensor t = m.t();
  EXPECT_TRUE(t.is_meta());
  EXPECT_EQ(Longs(t.strides().begin(), t.strides().end()), (Longs{1, 3}));
  // >>> m.t().contiguous().stride()  ->  (2, 1)
  const Tensor c = t.contiguous();
  EXPECT_EQ(Longs(c.strides().begin(), c.strides().end()), (Longs{2, 1}));
  expect_meta(m.clone(), {2, 3}, kFloat);
  expect_meta(m.to(kDouble), {2, 3}, kDouble);
  // >>> torch.ones(2, 3).to('meta'); m.copy_(torch.ones(2, 3)); m.fill_(1); m.zero_()
  expect_meta(ones({2, 3}).to(kMeta), {2, 3}, kFloat);
  Tensor into = meta({2, 3});
  expect_meta(into.copy_(ones({2, 3})), {2, 3}, kFloat);
  expect_meta(into.fill_(1), {2, 3}, kFloat);
  expect_meta(into.zero_(), {2, 3}, kFloat);
  expect_meta(m.masked_fill(meta({2, 3}, kBool), 1.0), {2, 3}, kFloat);
  expect_meta(m.masked_fill(meta({2, 3}, kBool), meta({}, kFloat)), {2, 3}, kFloat);
  // In-place ops keep their overlap checks (copy_ into meta has none: PyTorch's returns first).
  Tensor base = meta({4});
  expect_meta(base.narrow(0, 0, 3).copy_(base.narrow(0, 1, 3)), {3}, kFloat);
  expect_error<RuntimeError>(
      [&] { (void)base.narrow(0, 0, 3).add_(base.narrow(0, 1, 3)); },
      "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory "
      "location. Please clone() the tensor before performing the operation.");
}

TEST(MetaDevice, ListsOfViewsAndIndexFillKeepTheGeometry) {
  // >>> m = torch.empty(5, 4, device='meta'); [t.shape for t in m.chunk(2)], m.unbind(1),
  // m.split([1, 4]), m.index_fill(0, torch.tensor([0, 2]), 1.0) (a CPU or meta index)
  const Tensor m = meta({5, 4});
  const std::vector<Tensor> chunks = m.chunk(2);
  ASSERT_EQ(chunks.size(), 2u);
  expect_meta(chunks[0], {3, 4}, kFloat);
  expect_meta(chunks[1], {2, 4}, kFloat);
  const std::vector<Tensor> columns = m.unbind(1);
  ASSERT_EQ(columns.size(), 4u);
  expect_meta(columns[3], {5}, kFloat);
  const std::vector<Tensor> parts = m.split({1, 4});
  ASSERT_EQ(parts.size(), 2u);
  expect_meta(parts[1], {4, 4}, kFloat);
  const Tensor index = opforge::tensor({0, 2}).to(kLong);
  expect_meta(m.index_fill(0, index, 1.0), {5, 4}, kFloat);
  expect_meta(m.index_fill(0, index.to(kMeta), 1.0), {5, 4}, kFloat);
}

TEST(MetaDevice, ReadingElementsRaises) {
  const Tensor m = meta({2, 3});
  // >>> m.cpu()  /  torch.ones(2, 3).copy_(m)
  expect_error<NotImplementedError>([&] { (void)m.cpu(); }, "Cannot copy out of meta tensor; no data!");
  expect_error<NotImplementedError>([&] { (void)ones({2, 3}).copy_(m); }, "Cannot copy out of meta tensor; no data!");
  expect_error<RuntimeError>([&] { (void)meta({}).item(); }, "Tensor.item() cannot be called on meta tensors");
  // >>> m + torch.ones(2, 3)
  expect_error<RuntimeError>(
      [&] {
        (void)(m + ones({2, 3}));
      },
      "Expected all tensors to be on the same device, but found at least two devices, meta and cpu!");
}

TEST(MetaDevice, PrintsSizesAndNoValues) {
  // >>> torch.empty(2, 3, device='meta')  ->  tensor(..., device='meta', size=(2, 3))
  EXPECT_EQ(to_string(meta({2, 3})), "tensor(..., device='meta', size=(2, 3))");
  EXPECT_EQ(to_string(meta({0})), "tensor(..., device='meta', size=(0,))");
  EXPECT_EQ(to_string(meta({})), "tensor(..., device='meta', size=())");
  // opforge's repr names dtypes opforge.int64 where Python's says torch.int64.
  EXPECT_EQ(to_string(meta({2}, kInt64)), "tensor(..., device='meta', size=(2,), dtype=opforge.int64)");
}

TEST(MetaDevice, NamesAreInferredAsOnTheCpu) {
  const Tensor n = empty({2, 3}, TensorOptions().device(kMeta).names({"N", "C"}));
  const Tensor r = sum(n, IntArrayRef({1}));
  EXPECT_TRUE(r.is_meta());
  EXPECT_EQ(r.names()[0].name(), "N");
  expect_meta(n + 1, {2, 3}, kFloat);
  EXPECT_EQ((n + 1).names()[1].name(), "C");
}

}  // namespace
}  // namespace opforge
