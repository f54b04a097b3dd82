// The iterator's short path for same-layout operands (ElementwiseIter::build_same_layout): results
// and errors must be those of the general path. Each case sits on an edge of the short path's
// conditions; expected values are hand-derived or PyTorch 1.13 observations (said so beside each).
#include "iteration/elementwise.h"
#include "kernel_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

TEST(ElementwiseSameLayout, SameShapeContiguousIsLinear) {
  const Tensor a = arange(6).to(kFloat).reshape({2, 3});
  const Tensor b = full({2, 3}, 2.0, TensorOptions().dtype(kFloat));
  elementwise::Config config;
  config.op_name = "test";
  const elementwise::ElementwiseIter iter(config, {elementwise::Input(a), elementwise::Input(b)});
  EXPECT_TRUE(iter.is_linear());
  EXPECT_EQ(iter.output().dtype(), kFloat);
  EXPECT_TRUE(iter.output().is_contiguous());
  EXPECT_EQ(Longs(iter.out_operand().byte_strides.begin(), iter.out_operand().byte_strides.end()), (Longs{12, 4}));
  EXPECT_EQ(Longs(iter.input(1).byte_strides.begin(), iter.input(1).byte_strides.end()), (Longs{12, 4}));
}

TEST(ElementwiseSameLayout, OtherLayoutsTakeTheGeneralPath) {
  const Tensor a = arange(6).to(kFloat).reshape({2, 3});
  elementwise::Config config;
  config.op_name = "test";
  const Tensor t = a.t().contiguous();
  const elementwise::ElementwiseIter transposed(config, {elementwise::Input(a.t()), elementwise::Input(t)});
  EXPECT_FALSE(transposed.is_linear());
  const Tensor row = arange(3).to(kFloat);
  const elementwise::ElementwiseIter broadcast(config, {elementwise::Input(a), elementwise::Input(row)});
  EXPECT_FALSE(broadcast.is_linear());
  const Tensor d = a.to(kDouble);
  const elementwise::ElementwiseIter mixed(config, {elementwise::Input(a), elementwise::Input(d)});
  EXPECT_FALSE(mixed.is_linear());
  EXPECT_EQ(mixed.output().dtype(), kDouble);
}

TEST(ElementwiseSameLayout, WiderResultKeepsInputStrides) {
  // int64 / int64 computes in float32: the inputs' strides (8 bytes) differ from the output's (4).
  const Tensor a = tensor({int64_t{1}, int64_t{2}, int64_t{3}, int64_t{8}});
  const Tensor b = tensor({int64_t{2}, int64_t{4}, int64_t{4}, int64_t{2}});
  const Tensor r = div(a, b);
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(doubles(r), (Doubles{0.5, 0.5, 0.75, 4}));
}

TEST(ElementwiseSameLayout, ScalarFirstWithWiderTensor) {
  // PyTorch 1.13: 2 / torch.tensor([1, 2, 4]) -> tensor([2.0000, 1.0000, 0.5000]) (float32).
  const Tensor t = tensor({int64_t{1}, int64_t{2}, int64_t{4}});
  const Tensor r = Scalar(2) / t;
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(doubles(r), (Doubles{2, 1, 0.5}));
}

TEST(ElementwiseSameLayout, ScalarOfHigherCategoryPromotes) {
  // PyTorch 1.13: torch.tensor([1, 2]) + 2.5 -> tensor([3.5000, 4.5000]) (float32).
  const Tensor t = tensor({int64_t{1}, int64_t{2}});
  const Tensor r = t + 2.5;
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(doubles(r), (Doubles{3.5, 4.5}));
  // PyTorch 1.13: torch.tensor([1, 2]).add_(2.5) raises this.
  expect_error<RuntimeError>([&] { t.add_(2.5); }, "result type Float can't be cast to the desired output type Long");
  EXPECT_EQ(longs(t), (Longs{1, 2}));
}

TEST(ElementwiseSameLayout, ComparisonGivesBool) {
  const Tensor a = tensor({1.0, 2.0, 3.0});
  const Tensor b = tensor({1.0, 0.0, 3.0});
  const Tensor r = eq(a, b);
  EXPECT_EQ(r.dtype(), kBool);
  EXPECT_EQ(longs(r), (Longs{1, 0, 1}));
}

TEST(ElementwiseSameLayout, OutAliasingAnInputExactlyIsFine) {
  Tensor a = tensor({1.0f, 2.0f, 3.0f});
  const Tensor b = tensor({10.0f, 20.0f, 30.0f});
  add_out(a, a, b);
  EXPECT_EQ(doubles(a), (Doubles{11, 22, 33}));
}

TEST(ElementwiseSameLayout, OutOverlappingAnInputPartlyStillRaises) {
  // PyTorch 1.13: torch.add(x[1:], y, out=x[:-1]) with x = torch.arange(4.) raises this.
  const Tensor x = arange(4).to(kFloat);
  const Tensor y = ones({3});
  Tensor out = x.narrow(0, 0, 3);
  expect_error<RuntimeError>([&] { add_out(out, x.narrow(0, 1, 3), y); },
                             "unsupported operation: some elements of the input tensor and the written-to tensor "
                             "refer to a single memory location. Please clone() the tensor before performing the "
                             "operation.");
}

TEST(ElementwiseSameLayout, OutOfAnotherDtypeTakesTheGeneralPath) {
  Tensor out = empty({3}, TensorOptions().dtype(kDouble));
  add_out(out, tensor({1.0f, 2.0f, 3.0f}), tensor({0.5f, 0.5f, 0.5f}));
  EXPECT_EQ(out.dtype(), kDouble);
  EXPECT_EQ(doubles(out), (Doubles{1.5, 2.5, 3.5}));
}

TEST(ElementwiseSameLayout, ZeroDimAndEmpty) {
  const Tensor r = add(tensor(1.5), tensor(2.0));
  EXPECT_EQ(r.dim(), 0);
  EXPECT_EQ(doubles(r), (Doubles{3.5}));
  const Tensor e = add(empty({0, 3}), empty({0, 3}));
  EXPECT_EQ(shape(e), (Longs{0, 3}));
}

TEST(ElementwiseSameLayout, LargeLinearOpSplitsAcrossThreads) {
  // Above the grain size the linear walk is split into ranges: every element still computed once.
  const int64_t n = 3 * kGrainSize + 7;
  const Tensor a = arange(n).to(kDouble);
  const Tensor r = a + a;
  const Doubles v = doubles(r);
  bool all = true;
  for (int64_t i = 0; i < n; ++i) all = all && v[static_cast<size_t>(i)] == 2.0 * static_cast<double>(i);
  EXPECT_TRUE(all);
}

}  // namespace
}  // namespace opforge
