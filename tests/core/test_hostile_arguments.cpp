// Calls a hostile user makes, each of which once corrupted memory, computed on garbage or was
// undefined behaviour (the sanitizer build runs them too): enumerators outside their range, out=
// tensors that are inputs, sizes, strides and offsets whose arithmetic overflows int64, and bool
// tensors holding bytes other than 0 and 1. Each now gives the right result or a typed error.
// Expected values are worked by hand.
#include <climits>
#include <cstring>

#include "kernel_test_support.h"

namespace opforge {
namespace {

using test::doubles;
using test::Doubles;
using test::expect_error;
using test::from_doubles;
using test::Longs;
using test::shape;

const char* const kOverlap =
    "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory "
    "location. Please clone() the tensor before performing the operation.";

Longs longs(const Tensor& t) {
  Longs v;
  for (double d : doubles(t)) v.push_back(static_cast<int64_t>(d));
  return v;
}

// ---- enumerators outside their range ----------------------------------------------------------

TEST(HostileArguments, UndefinedDtypeCreatesNoTensor) {
  // zeros used to allocate 0 bytes (itemsize 0) and then fill 260 elements.
  expect_error<RuntimeError>(
      [] {
        zeros({4, 65}, TensorOptions(ScalarType::Undefined));
      },
      "Unrecognized ScalarType: Undefined");
  expect_error<RuntimeError>([] { empty({4}, TensorOptions(ScalarType::Undefined)); },
                             "Unrecognized ScalarType: Undefined");
  expect_error<RuntimeError>([] { empty_strided(Longs{2}, Longs{1}, TensorOptions(static_cast<ScalarType>(100))); },
                             "Unrecognized ScalarType: 100");
  expect_error<RuntimeError>([] { ones({3}).to(static_cast<ScalarType>(-5)); }, "Unrecognized ScalarType: -5");
}

TEST(HostileArguments, ReductionDtypeArgumentOutsideTheEnumIsRejected) {
  // The reduction meta step looked the dtype up in the kernel's dtype bits with a shift by it (the
  // fuzzer's -59 shifted by 4294967237).
  expect_error<RuntimeError>(
      [] {
        ones({2, 3}).sum(IntArrayRef(Longs{1}), false, static_cast<ScalarType>(-59));
      },
      "Unrecognized ScalarType: -59");
  expect_error<RuntimeError>([] { prod(ones({2, 3}), static_cast<ScalarType>(100)); }, "Unrecognized ScalarType: 100");
  expect_error<RuntimeError>([] { nansum(ones({2}), std::nullopt, false, ScalarType::Undefined); },
                             "Unrecognized ScalarType: Undefined");
}

TEST(HostileArguments, DeviceTypeOutsideTheEnumIsRejected) {
  // c10's DeviceTypeName text; the name table used to be read past its end.
  expect_error<RuntimeError>([] { Device(static_cast<DeviceType>(80)); }, "Unknown device: 80");
  expect_error<RuntimeError>([] { Device(static_cast<DeviceType>(-1), 0); }, "Unknown device: -1");
  expect_error<RuntimeError>([] { (void)to_string(static_cast<DeviceType>(20)); }, "Unknown device: 20");
  EXPECT_EQ(Device(DeviceType::PrivateUse1).str(), "privateuseone");
}

// ---- out= tensors that are inputs ---------------------------------------------------------------

TEST(HostileArguments, MaxOutIntoItsOwnInputGivesTheMaxima) {
  // values = self: the kernel used to shrink self to the result's shape and then read it as the
  // input. [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]] has maxima [8, 9, 10, 11] at row 2.
  Tensor a = from_doubles({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, {3, 4});
  Tensor idx = empty({0}, kLong);
  max_out(a, idx, a, 0);
  EXPECT_EQ(shape(a), (Longs{4}));
  EXPECT_EQ(doubles(a), (Doubles{8, 9, 10, 11}));
  EXPECT_EQ(longs(idx), (Longs{2, 2, 2, 2}));
  // The empty case wrote past a buffer.
  Tensor e = zeros({4, 0, 1, 3, 1, 4});
  Tensor e_idx = empty({0}, kLong);
  max_out(e, e_idx, e, 0);
  EXPECT_EQ(shape(e), (Longs{0, 1, 3, 1, 4}));
  EXPECT_EQ(shape(e_idx), (Longs{0, 1, 3, 1, 4}));
}

TEST(HostileArguments, MaxOutRejectsSharedOrMistypedOutputs) {
  const Tensor a = from_doubles({3, 1, 2, 5}, {2, 2}, kLong);
  Tensor both = empty({0}, kLong);
  expect_error<RuntimeError>([&] { max_out(both, both, a, 0); }, kOverlap);
  Tensor values = empty({0}, kLong);
  Tensor bool_indices = empty({0}, kBool);
  expect_error<RuntimeError>([&] { max_out(values, bool_indices, a, 0); },
                             "Expected out tensor to have dtype long int, but got bool instead");
}

TEST(HostileArguments, ReductionsProductsAndCatIntoTheirOwnInputs) {
  Tensor s = from_doubles({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, {3, 4});
  sum_out(s, s, IntArrayRef(Longs{0}));
  EXPECT_EQ(doubles(s), (Doubles{12, 15, 18, 21}));
  // [[0, 1], [2, 3]] squared is [[2, 3], [6, 11]].
  Tensor m = from_doubles({0, 1, 2, 3}, {2, 2});
  mm_out(m, m, m);
  EXPECT_EQ(doubles(m), (Doubles{2, 3, 6, 11}));
  Tensor c = from_doubles({0, 1, 2}, {3});
  cat_out(c, {c, c});
  EXPECT_EQ(doubles(c), (Doubles{0, 1, 2, 0, 1, 2}));
  // A dense out= view partly over the input: TensorIterator's error, as in PyTorch.
  const Tensor p = from_doubles({0, 1, 2, 3, 4, 5}, {2, 3});
  Tensor row = p.select(0, 0);
  expect_error<RuntimeError>([&] { sum_out(row, p, IntArrayRef(Longs{0})); }, kOverlap);
}

TEST(HostileArguments, ElementwiseOutThatIsAnInputCannotGrow) {
  // TensorIterator's read-write operand: PyTorch raises instead of resizing b and reading it.
  const Tensor a = from_doubles({0, 1, 2, 3}, {4});
  Tensor b = ones({1});
  expect_error<RuntimeError>([&] { add_out(b, a, b); }, "output with shape [1] doesn't match the broadcast shape [4]");
  EXPECT_EQ(shape(b), (Longs{1}));
  // Of the broadcast shape already, it is an in-place add.
  Tensor c = from_doubles({1, 1, 1, 1}, {4});
  add_out(c, a, c);
  EXPECT_EQ(doubles(c), (Doubles{1, 2, 3, 4}));
}

// ---- int64 overflow in sizes, strides and offsets -------------------------------------------------

TEST(HostileArguments, HugeStrideOfASizeOneDimIsNeverScaled) {
  // Valid in PyTorch: the stride of a dim of one element is never stepped.
  const Tensor one = from_doubles({0, 1, 2, 3}, {4}).as_strided(Longs{1}, Longs{INT64_MAX / 2}, 2);
  EXPECT_EQ(doubles(one.sum()), (Doubles{2}));
  EXPECT_EQ(doubles(add(one, 1)), (Doubles{3}));
  EXPECT_EQ(doubles(one.clone()), (Doubles{2}));
  EXPECT_EQ(doubles(std::get<0>(max(one, 0))), (Doubles{2}));
  Tensor target = zeros({4}).as_strided(Longs{1, 1}, Longs{INT64_MAX, INT64_MAX / 3}, 1);
  target.fill_(7);
  EXPECT_EQ(doubles(target), (Doubles{7}));
  EXPECT_EQ(to_string(one), "tensor([2.])");
}

TEST(HostileArguments, StorageOffsetOfAViewWithoutElements) {
  // One byte per element: the offset's byte address fits, and nothing is read.
  const Tensor bytes = zeros({4}, kByte).as_strided(Longs{0}, Longs{1}, INT64_MAX / 2);
  EXPECT_EQ(bytes.numel(), 0);
  EXPECT_EQ(longs(bytes.sum()), (Longs{0}));
  EXPECT_EQ(shape(bytes.clone()), (Longs{0}));
  // Four bytes per element: the byte offset would not fit in int64.
  expect_error<RuntimeError>([] { zeros({4}).as_strided(Longs{0}, Longs{1}, INT64_MAX / 2); },
                             "Storage size calculation overflowed with storage offset 4611686018427387903 and "
                             "itemsize 4");
}

TEST(HostileArguments, SizesBesideAZeroSize) {
  const Tensor e = zeros({3, 0}).expand({INT64_MAX, 3, 0});
  EXPECT_EQ(e.numel(), 0);
  EXPECT_EQ(doubles(e.sum()), (Doubles{0}));
  EXPECT_EQ(shape(e.sum(IntArrayRef(Longs{0, 1}))), (Longs{0}));
  EXPECT_EQ(shape(add(e, 1)), (Longs{INT64_MAX, 3, 0}));
  const Tensor f = zeros({int64_t{1} << 62, 4, 0}, kByte);
  EXPECT_EQ(shape(add(f, 1)), (Longs{int64_t{1} << 62, 4, 0}));
}

TEST(HostileArguments, ResultsWhoseElementCountOverflows) {
  const Tensor col = zeros({1, 1}).expand({INT64_MAX / 2, 1});
  const Tensor row = zeros({1, 1}).expand({1, INT64_MAX / 2});
  expect_error<RuntimeError>([&] { add(col, row); },
                             "Storage size calculation overflowed with sizes=[4611686018427387903, "
                             "4611686018427387903]");
  const Tensor half = zeros({1}).expand({INT64_MAX / 2 + 1});
  expect_error<RuntimeError>(
      [&] {
        cat({half, half});
      },
      "integer overflow computing the size of the concatenated dimension");
  const Tensor tall = zeros({1, 1}).expand({INT64_MAX / 2, 1});
  const Tensor wide = zeros({1, 1}).expand({1, 4});
  expect_error<RuntimeError>([&] { mm(tall, wide); },
                             "Storage size calculation overflowed with sizes=[4611686018427387903, 4]");
}

// ---- bool elements that are not 0 or 1 -------------------------------------------------------------

TEST(HostileArguments, PrintingBoolBytesOtherThanZeroAndOne) {
  // empty() leaves whatever bytes the memory held; loading 2 as a bool is undefined.
  const Tensor t = empty({3}, kBool);
  const unsigned char bytes[] = {2, 0, 255};
  std::memcpy(t.data_ptr(), bytes, sizeof(bytes));
  EXPECT_EQ(to_string(t), "tensor([ True, False,  True])");
}

}  // namespace
}  // namespace opforge
