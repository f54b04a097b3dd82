// cat and cat.names, through their public functions. References: values hand-derived from the pieces joined
// (arange-filled, so every element says where it came from), PyTorch 1.13 observations for result
// dtypes, shapes and error texts (said so beside each).
#include <cstdint>
#include <vector>

#include "kernel_test_support.h"
#include "opforge/ops/cat.h"

namespace opforge {
namespace {

using namespace opforge::test;
// cat, or cat_out into out when it is given.
Tensor cat(std::vector<Tensor> tensors, int64_t dim = 0, const Tensor* out = nullptr) {
  if (!out) return opforge::cat(TensorList(tensors), dim);
  Tensor o = *out;
  return cat_out(o, TensorList(tensors), dim);
}

Tensor range(int64_t start, int64_t count, Longs sizes, ScalarType t = kFloat) {
  return arange(start, start + count).reshape(IntArrayRef(sizes)).to(t);
}

TEST(Cat, AlongDimZeroAndOne) {
  const Tensor a = range(0, 6, {2, 3});
  const Tensor b = range(6, 3, {1, 3});
  const Tensor rows = cat({a, b}, 0);
  EXPECT_EQ(shape(rows), (Longs{3, 3}));
  EXPECT_EQ(doubles(rows), (Doubles{0, 1, 2, 3, 4, 5, 6, 7, 8}));
  const Tensor c = range(10, 4, {2, 2});
  const Tensor cols = cat({a, c}, 1);
  EXPECT_EQ(shape(cols), (Longs{2, 5}));
  EXPECT_EQ(doubles(cols), (Doubles{0, 1, 2, 10, 11, 3, 4, 5, 12, 13}));
  EXPECT_EQ(doubles(cat({a, c}, -1)), doubles(cols));
  EXPECT_EQ(doubles(cat({a}, 1)), doubles(a));
}

TEST(Cat, StridedPieces) {
  // A transposed piece is read through its strides.
  const Tensor t = range(0, 6, {2, 3}).t();  // [[0, 3], [1, 4], [2, 5]]
  const Tensor r = range(6, 6, {3, 2});      // [[6, 7], [8, 9], [10, 11]]
  EXPECT_EQ(doubles(cat({t, r}, 0)), (Doubles{0, 3, 1, 4, 2, 5, 6, 7, 8, 9, 10, 11}));
  EXPECT_EQ(doubles(cat({t, r}, 1)), (Doubles{0, 3, 6, 7, 1, 4, 8, 9, 2, 5, 10, 11}));
  const Tensor expanded = range(0, 2, {1, 2}).expand({3, 2});
  EXPECT_EQ(doubles(cat({expanded, r}, 1)), (Doubles{0, 1, 6, 7, 0, 1, 8, 9, 0, 1, 10, 11}));
}

TEST(Cat, Errors) {
  // PyTorch 1.13 texts.
  expect_error<RuntimeError>([] { cat({}); }, "opforge.cat(): expected a non-empty list of Tensors");
  expect_error<RuntimeError>(
      [] {
        cat({ones({2, 3}), ones({3, 3})}, 1);
      },
      "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for "
      "tensor number 1 in the list.");
  expect_error<RuntimeError>(
      [] {
        cat({ones({2, 3}), ones({2, 3}), ones({3, 3})}, 1);
      },
      "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for "
      "tensor number 2 in the list.");
  expect_error<RuntimeError>(
      [] {
        cat({ones({2, 3}), ones({2, 3, 1})}, 1);
      },
      "Tensors must have same number of dimensions: got 2 and 3");
  expect_error<RuntimeError>(
      [] {
        cat({ones({2, 3}), ones({2})}, 0);
      },
      "Tensors must have same number of dimensions: got 2 and 1");
  expect_error<IndexError>(
      [] {
        cat({ones({2, 3}), ones({2, 3})}, 2);
      },
      "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<RuntimeError>(
      [] {
        cat({tensor(1.0), tensor(2.0)});
      },
      "zero-dimensional tensor (at position 0) cannot be concatenated");
  expect_error<RuntimeError>(
      [] {
        cat({ones({2}), tensor(1.0)});
      },
      "zero-dimensional tensor (at position 1) cannot be concatenated");
  expect_error<RuntimeError>(
      [] {
        cat({ones({2, 3}), ones({0, 3})}, 1);
      },
      "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 0 for "
      "tensor number 1 in the list.");
}

TEST(Cat, LegacyEmptyTensorsAreSkipped) {
  // PyTorch 1.13: cat([ones(2, 3), ones(0)]) -> ones(2, 3); cat([ones(0), ones(2, 3)], 1) -> ones(2, 3);
  // cat([ones(0), ones(0)], 5) -> shape [0] (dim not checked); cat([ones(0), ones(2, 3)], -3) fails
  // against the 2-D tensor.
  EXPECT_EQ(shape(cat({ones({2, 3}), ones({0})})), (Longs{2, 3}));
  EXPECT_EQ(shape(cat({ones({0}), ones({2, 3})}, 1)), (Longs{2, 3}));
  EXPECT_EQ(shape(cat({ones({0}), ones({0})}, 5)), (Longs{0}));
  expect_error<IndexError>(
      [] {
        cat({ones({0}), ones({2, 3})}, -3);
      },
      "Dimension out of range (expected to be in range of [-2, 1], but got -3)");
  // Other empty shapes are not skipped: PyTorch 1.13: cat([ones(2, 3), ones(0, 3)]) -> ones(2, 3);
  // cat([ones(2, 0, 3), ones(2, 0, 4)], 2) -> shape [2, 0, 7].
  EXPECT_EQ(shape(cat({ones({2, 3}), ones({0, 3})})), (Longs{2, 3}));
  EXPECT_EQ(shape(cat({ones({2, 0, 3}), ones({2, 0, 4})}, 2)), (Longs{2, 0, 7}));
  // A skipped tensor still takes part in the dtype: PyTorch 1.13: cat([ones(2).int(), ones(0).double()])
  // -> float64.
  EXPECT_EQ(cat({ones({2}, kInt), ones({0}, kDouble)}).dtype(), kDouble);
}

TEST(Cat, PromotesAcrossInputs) {
  // PyTorch 1.13: int32 + float64 -> float64; int32 + bool -> int32; int32 + uint8 -> int32;
  // half + bfloat16 -> float32; float32 + complex32 -> complex64.
  const Tensor mixed = cat({range(0, 2, {2}, kInt), from_doubles({2.5}, {1}, kDouble)});
  EXPECT_EQ(mixed.dtype(), kDouble);
  EXPECT_EQ(doubles(mixed), (Doubles{0, 1, 2.5}));
  EXPECT_EQ(cat({ones({2}, kInt), ones({2}, kBool)}).dtype(), kInt);
  EXPECT_EQ(cat({ones({2}, kInt), ones({2}, kUInt8)}).dtype(), kInt);
  EXPECT_EQ(cat({ones({2}, kHalf), ones({2}, kBFloat16)}).dtype(), kFloat);
  EXPECT_EQ(cat({ones({2, 3}), ones({1, 3}, kComplexHalf)}).dtype(), kComplexFloat);
  EXPECT_EQ(cat({ones({2}, kBool), ones({2}, kBool)}).dtype(), kBool);
}

TEST(Cat, ShellDtypesAreCopiedAsBytes) {
  // uint16 has no arithmetic, but cat only moves bytes.
  const Tensor u = empty({4}, kUInt16);
  const Tensor v = empty({2}, kUInt16);
  for (int i = 0; i < 4; ++i) static_cast<uint16_t*>(u.data_ptr())[i] = static_cast<uint16_t>(1000 + i);
  for (int i = 0; i < 2; ++i) static_cast<uint16_t*>(v.data_ptr())[i] = static_cast<uint16_t>(60000 + i);
  const Tensor r = cat({u, v});
  EXPECT_EQ(r.dtype(), kUInt16);
  const auto* p = static_cast<const uint16_t*>(r.data_ptr());
  EXPECT_EQ((std::vector<uint16_t>(p, p + 6)), (std::vector<uint16_t>{1000, 1001, 1002, 1003, 60000, 60001}));
  const Tensor f8 = cat({full({2}, 1.5, kFloat8_e4m3fn), full({1}, -2.0, kFloat8_e4m3fn)});
  EXPECT_EQ(f8.dtype(), kFloat8_e4m3fn);
  EXPECT_EQ(doubles(f8.to(kFloat)), (Doubles{1.5, 1.5, -2.0}));
  // PyTorch: uint16 does not promote with int32.
  expect_error<RuntimeError>(
      [&] {
        cat({u, ones({2}, kInt)});
      },
      "Promotion for uint16, uint32, uint64 types is not supported, attempted to promote "
      "UInt16 and Int");
}

TEST(Cat, OutTensor) {
  // PyTorch 1.13: out of shape [5] is resized to [3]; an out the result cannot be cast to is rejected
  // ("opforge.cat(): input types can't be cast to the desired output type Long"); int32 pieces into a
  // float64 out are converted; an out overlapping an input is rejected.
  const Tensor out = empty({5});
  const Tensor r = cat({ones({2}), zeros({1})}, 0, &out);
  EXPECT_TRUE(r.is_same(out));
  EXPECT_EQ(doubles(out), (Doubles{1, 1, 0}));
  const Tensor out_long = empty({0}, kLong);
  expect_error<RuntimeError>(
      [&] {
        cat({ones({2}, kInt), ones({1}, kDouble)}, 0, &out_long);
      },
      "opforge.cat(): input types can't be cast to the desired output type Long");
  const Tensor out_bool = empty({0}, kBool);
  expect_error<RuntimeError>(
      [&] {
        cat({ones({2}, kInt), ones({1}, kInt)}, 0, &out_bool);
      },
      "opforge.cat(): input types can't be cast to the desired output type Bool");
  const Tensor out_double = empty({0}, kDouble);
  cat({range(0, 2, {2}, kInt), range(2, 1, {1}, kInt)}, 0, &out_double);
  EXPECT_EQ(out_double.dtype(), kDouble);
  EXPECT_EQ(doubles(out_double), (Doubles{0, 1, 2}));
  const Tensor x = range(0, 4, {4});
  expect_error<RuntimeError>(
      [&] {
        cat({x.narrow(0, 0, 2), x.narrow(0, 2, 2)}, 0, &x);
      },
      "unsupported operation: some elements of the input tensor and the written-to tensor "
      "refer to a single memory location. Please clone() the tensor before performing the "
      "operation.");
  // PyTorch 1.13: an expanded out of another shape is resized first, then written.
  const Tensor expanded = ones({3}).expand({2, 3});
  cat({zeros({1}), zeros({1})}, 0, &expanded);
  EXPECT_EQ(shape(expanded), (Longs{2}));
  EXPECT_EQ(doubles(expanded), (Doubles{0, 0}));
}

TEST(Cat, KeepsTheInputsMemoryFormat) {
  const Tensor a = ones({1, 2, 2, 2}).contiguous(MemoryFormat::ChannelsLast);
  const Tensor r = cat({a, a});
  EXPECT_EQ(shape(r), (Longs{2, 2, 2, 2}));
  EXPECT_TRUE(r.is_contiguous(MemoryFormat::ChannelsLast));
  const Tensor mixed = cat({a, ones({1, 2, 2, 2})});
  EXPECT_TRUE(mixed.is_contiguous());
}

// cat.names resolves its name in the generated stub, which then calls cat's kernel.
TEST(Cat, NamedDimIsLookedUpInTheFirstTensor) {
  const Tensor a = range(0, 6, {2, 3}).rename({"N", "C"});
  const Tensor b = range(6, 4, {2, 2});
  const std::vector<Tensor> both{a, b};
  EXPECT_EQ(doubles(opforge::cat(TensorList(both), Dimname("C"))), (Doubles{0, 1, 2, 6, 7, 3, 4, 5, 8, 9}));
  // PyTorch 1.13: cat([ones(2, 3), named], 'C') -> "Name 'C' not found in Tensor[None, None]."
  const std::vector<Tensor> unnamed_first{b, a};
  expect_error<RuntimeError>([&] { opforge::cat(TensorList(unnamed_first), Dimname("C")); },
                             "Name 'C' not found in Tensor[None, None].");
  // PyTorch 1.13: torch.cat([], 'N') -> "expected a non-empty list of Tensors".
  expect_error<RuntimeError>([] { opforge::cat(TensorList(), Dimname("N")); }, "expected a non-empty list of Tensors");
}

TEST(Cat, ManyPiecesMatchAnIndependentlyBuiltResult) {
  // 50 pieces of 1..3 rows each: the result's row r must be row r of the pieces stacked.
  std::vector<Tensor> pieces;
  Doubles expected;
  int64_t next = 0;
  for (int i = 0; i < 50; ++i) {
    const int64_t rows = 1 + i % 3;
    pieces.push_back(range(next, rows * 4, {rows, 4}, i % 2 ? kFloat : kDouble));
    for (int64_t v = next; v < next + rows * 4; ++v) expected.push_back(static_cast<double>(v));
    next += rows * 4;
  }
  const Tensor r = cat(pieces);
  EXPECT_EQ(r.dtype(), kDouble);
  EXPECT_EQ(doubles(r), expected);
}

}  // namespace
}  // namespace opforge
