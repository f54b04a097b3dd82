// TensorImpl geometry validation and the Tensor metadata API: sizes, strides, contiguity, dim
// wrapping and name lookup, item(), data_ptr<T>(). Texts marked "PyTorch 1.13" were observed by
// running the same call in PyTorch 1.13.
#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include <complex>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "opforge/opforge.h"

namespace opforge {
namespace {

// Runs f, expecting an exception of exactly type E whose message is `msg`.
using test::expect_error;

std::vector<int64_t> vec(IntArrayRef r) { return {r.begin(), r.end()}; }

Storage cpu_storage(size_t nbytes) { return Storage::make(nbytes, Device(DeviceType::CPU)); }

Tensor make_tensor(size_t nbytes, ScalarType t, std::vector<int64_t> sizes, std::vector<int64_t> strides,
                   int64_t offset = 0) {
  return Tensor(intrusive_ptr<TensorImpl>::make(cpu_storage(nbytes), t, sizes, strides, offset));
}

Tensor named(Tensor t, std::initializer_list<Dimname> names) {
  t.impl()->set_names(DimnameList(names.begin(), names.size()));
  return t;
}

// ---- the spec example ----------------------------------------------------------------------

// tensor-attributes: "x = torch.tensor([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]); x.stride() -> (5, 1)"
TEST(TensorSpec, StrideOfTwoByFiveTensorIsFiveOne) {
  Tensor x = tensor({{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}});
  EXPECT_EQ(vec(x.strides()), (std::vector<int64_t>{5, 1}));
  EXPECT_EQ(x.stride(0), 5);
  EXPECT_EQ(x.stride(1), 1);
}

// tensor-attributes: "x.t().stride() -> (1, 5)"
TEST(TensorSpec, StrideOfTransposedTwoByFiveTensorIsOneFive) {
  Tensor x = tensor({{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}});
  EXPECT_EQ(vec(x.t().strides()), (std::vector<int64_t>{1, 5}));
}

// ---- metadata --------------------------------------------------------------------------------

TEST(TensorMetadata, BasicQueries) {
  Tensor x = make_tensor(2 * 3 * 4 * 4, kFloat, {2, 3, 4}, {12, 4, 1});
  EXPECT_EQ(vec(x.sizes()), (std::vector<int64_t>{2, 3, 4}));
  EXPECT_EQ(vec(x.shape()), (std::vector<int64_t>{2, 3, 4}));
  EXPECT_EQ(x.dim(), 3);
  EXPECT_EQ(x.ndimension(), 3);
  EXPECT_EQ(x.numel(), 24);
  EXPECT_EQ(x.dtype(), kFloat);
  EXPECT_EQ(x.scalar_type(), kFloat);
  EXPECT_EQ(x.element_size(), 4u);
  EXPECT_EQ(x.nbytes(), 96u);
  EXPECT_EQ(x.storage_offset(), 0);
  EXPECT_TRUE(x.is_cpu());
  EXPECT_FALSE(x.is_cuda());
  EXPECT_EQ(x.layout(), kStrided);
  EXPECT_TRUE(x.is_floating_point());
  EXPECT_FALSE(x.is_complex());
  EXPECT_TRUE(x.is_signed());
  EXPECT_TRUE(x.is_contiguous());
}

TEST(TensorMetadata, SizeAndStrideAcceptNegativeDims) {
  Tensor x = make_tensor(2 * 3 * 4 * 4, kFloat, {2, 3, 4}, {12, 4, 1});
  EXPECT_EQ(x.size(-1), 4);
  EXPECT_EQ(x.size(-3), 2);
  EXPECT_EQ(x.stride(-2), 4);
}

TEST(TensorMetadata, SizeAndStrideByName) {
  Tensor x = named(make_tensor(24, kFloat, {2, 3}, {3, 1}), {"N", "C"});
  EXPECT_EQ(x.size("C"), 3);
  EXPECT_EQ(x.stride("N"), 3);
}

TEST(TensorMetadata, ZeroDimTensorHasNoSizes) {
  Tensor x = make_tensor(4, kFloat, {}, {});
  EXPECT_EQ(x.dim(), 0);
  EXPECT_EQ(x.numel(), 1);
  EXPECT_TRUE(x.is_contiguous());
}

// PyTorch 1.13: torch.tensor(1).size(0) and .stride(-2).
TEST(TensorMetadata, SizeOfZeroDimTensorIsAnIndexError) {
  Tensor x = make_tensor(4, kFloat, {}, {});
  expect_error<IndexError>([&] { x.size(0); }, "Dimension specified as 0 but tensor has no dimensions");
  expect_error<IndexError>([&] { x.stride(-2); }, "Dimension specified as -2 but tensor has no dimensions");
}

// PyTorch 1.13: x.size(2), x.size(-3) on a 2-D tensor.
TEST(TensorMetadata, SizeOutOfRangeIsAnIndexError) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  expect_error<IndexError>([&] { x.size(2); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<IndexError>([&] { x.stride(-3); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got -3)");
}

// ---- dim wrapping and name lookup ------------------------------------------------------------

TEST(DimArg, WrapDimMapsNegativeIndices) {
  EXPECT_EQ(wrap_dim(0, 3), 0);
  EXPECT_EQ(wrap_dim(2, 3), 2);
  EXPECT_EQ(wrap_dim(-1, 3), 2);
  EXPECT_EQ(wrap_dim(-3, 3), 0);
}

// PyTorch wraps zero-dim tensors as if they had one dim: -1 and 0 both mean dim 0.
TEST(DimArg, WrapDimOfZeroDimAcceptsMinusOneAndZero) {
  EXPECT_EQ(wrap_dim(0, 0), 0);
  EXPECT_EQ(wrap_dim(-1, 0), 0);
}

// PyTorch 1.13: torch.tensor(1).sum(1) and .sum(-2).
TEST(DimArg, WrapDimOfZeroDimRejectsOthers) {
  expect_error<IndexError>([] { wrap_dim(1, 0); },
                           "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
  expect_error<IndexError>([] { wrap_dim(-2, 0); },
                           "Dimension out of range (expected to be in range of [-1, 0], but got -2)");
}

TEST(DimArg, WrapDimOutOfRange) {
  expect_error<IndexError>([] { wrap_dim(2, 2); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  expect_error<IndexError>([] { wrap_dim(std::numeric_limits<int64_t>::min(), 2); },
                           "Dimension out of range (expected to be in range of [-2, 1], but got "
                           "-9223372036854775808)");
}

TEST(DimArg, ResolveDimByIndexAndName) {
  Tensor x = named(make_tensor(24, kFloat, {2, 3}, {3, 1}), {"N", "C"});
  EXPECT_EQ(resolve_dim(x, -1), 1);
  EXPECT_EQ(resolve_dim(x, "N"), 0);
  EXPECT_EQ(resolve_dim(x, Dimname("C")), 1);
}

// PyTorch 1.13: torch.zeros(2, 3, names=('N', 'C')).size('X').
TEST(DimArg, MissingNameIsARuntimeError) {
  Tensor x = named(make_tensor(24, kFloat, {2, 3}, {3, 1}), {"N", "C"});
  expect_error<RuntimeError>([&] { resolve_dim(x, "X"); }, "Name 'X' not found in Tensor['N', 'C'].");
  Tensor partly = named(make_tensor(24, kFloat, {2, 3}, {3, 1}), {"N", None});
  expect_error<RuntimeError>([&] { partly.size("X"); }, "Name 'X' not found in Tensor['N', None].");
}

// PyTorch 1.13: torch.zeros(2, 3).size('X') lists the unnamed dims as None.
TEST(DimArg, NameLookupInUnnamedTensor) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  expect_error<RuntimeError>([&] { x.size("X"); }, "Name 'X' not found in Tensor[None, None].");
}

// PyTorch 1.13: x.size(None).
TEST(DimArg, WildcardLookupIsARuntimeError) {
  Tensor x = named(make_tensor(24, kFloat, {2, 3}, {3, 1}), {"N", "C"});
  expect_error<RuntimeError>([&] { resolve_dim(x, Dimname(None)); },
                             "Please look up dimensions by name, got: name = None.");
}

// ---- TensorImpl validation -------------------------------------------------------------------

// PyTorch 1.13: torch.empty(-1, 2).
TEST(TensorImplValidation, NegativeSize) {
  expect_error<RuntimeError>(
      [] {
        make_tensor(64, kFloat, {-1, 2}, {2, 1});
      },
      "Trying to create tensor with negative dimension -1: [-1, 2]");
}

// PyTorch 1.13: torch.zeros(1).expand(2**40, 2**40, 2**40).
TEST(TensorImplValidation, NumelOverflow) {
  const int64_t big = int64_t{1} << 40;
  expect_error<RuntimeError>(
      [&] {
        make_tensor(4, kFloat, {big, big, big}, {0, 0, 0});
      },
      "numel: integer multiplication overflow");
}

// A zero size makes the element count 0 however large the other sizes are.
TEST(TensorImplValidation, ZeroSizeWinsOverLargeSizes) {
  const int64_t big = int64_t{1} << 40;
  Tensor x = make_tensor(0, kFloat, {big, big, 0}, {1, 1, 1});
  EXPECT_EQ(x.numel(), 0);
  EXPECT_TRUE(x.is_contiguous());
}

// PyTorch 1.13: torch.zeros(4).as_strided((2, 2), (2**62, 2**62)).
TEST(TensorImplValidation, ExtentOverflow) {
  const int64_t big = int64_t{1} << 62;
  expect_error<RuntimeError>(
      [&] {
        make_tensor(16, kFloat, {2, 2}, {big, big});
      },
      "Storage size calculation overflowed with sizes=[2, 2] and "
      "strides=[4611686018427387904, 4611686018427387904]");
}

// The byte count (elements * itemsize) overflows although the element offset fits.
TEST(TensorImplValidation, ByteExtentOverflow) {
  const int64_t n = int64_t{1} << 62;
  expect_error<RuntimeError>([&] { make_tensor(16, kDouble, {n}, {1}); },
                             "Storage size calculation overflowed with sizes=[4611686018427387904] and "
                             "strides=[1]");
}

// An offset near int64's limit cannot wrap the extent around (PyTorch 1.13 accepts this one).
TEST(TensorImplValidation, OffsetOverflow) {
  expect_error<RuntimeError>(
      [] {
        make_tensor(16, kFloat, {2, 2}, {1, 1}, std::numeric_limits<int64_t>::max() - 1);
      },
      "Storage size calculation overflowed with sizes=[2, 2] and strides=[1, 1]");
}

// PyTorch 1.13: torch.arange(6.).as_strided((3,), (1,), 5).
TEST(TensorImplValidation, GeometryPastTheStorage) {
  expect_error<RuntimeError>([] { make_tensor(24, kFloat, {3}, {1}, 5); },
                             "setStorage: sizes [3], strides [1], storage offset 5, and itemsize 4 requiring a "
                             "storage size of 32 are out of bounds for storage of size 24");
}

TEST(TensorImplValidation, GeometryFillingTheStorageExactly) {
  Tensor x = make_tensor(24, kFloat, {3}, {1}, 3);
  EXPECT_EQ(x.storage_offset(), 3);
}

// An empty tensor addresses nothing: any offset and strides are fine without storage.
TEST(TensorImplValidation, EmptyTensorNeedsNoStorage) {
  Tensor x = make_tensor(0, kFloat, {0, 3}, {1000, 1000}, 100);
  EXPECT_EQ(x.numel(), 0);
  EXPECT_EQ(x.storage_offset(), 100);
}

// PyTorch 1.13: as_strided with storage_offset -2.
TEST(TensorImplValidation, NegativeOffset) {
  expect_error<RuntimeError>([] { make_tensor(24, kFloat, {3}, {1}, -2); }, "Tensor: invalid storage offset -2");
}

TEST(TensorImplValidation, NegativeStride) {
  expect_error<RuntimeError>([] { make_tensor(24, kFloat, {3}, {-1}, 2); },
                             "Negative strides are not supported, got strides: [-1]");
}

// PyTorch 1.13: x.as_strided((3, 2), (1,)).
TEST(TensorImplValidation, StridesOfWrongLength) {
  expect_error<RuntimeError>([] { make_tensor(24, kFloat, {3, 2}, {1}); }, "mismatch in length of strides and shape");
}

// PyTorch's compute_contiguous: size-1 dims may have any stride.
TEST(TensorImplContiguity, SizeOneDimsAreIgnored) {
  EXPECT_TRUE(make_tensor(24, kFloat, {2, 1, 3}, {3, 99, 1}).is_contiguous());
  EXPECT_TRUE(make_tensor(24, kFloat, {1, 6}, {1, 1}).is_contiguous());
  EXPECT_FALSE(make_tensor(24, kFloat, {2, 3}, {1, 2}).is_contiguous());
  EXPECT_FALSE(make_tensor(48, kFloat, {2, 3}, {6, 1}).is_contiguous());
}

// PyTorch 1.13: torch.zeros(2, 0).t().is_contiguous() is True.
TEST(TensorImplContiguity, EmptyIsContiguous) { EXPECT_TRUE(make_tensor(0, kFloat, {0, 2}, {1, 0}).is_contiguous()); }

TEST(TensorImplGeometry, SetGeometryRecachesNumelAndContiguity) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  x.impl()->set_geometry(std::vector<int64_t>{3, 2}, std::vector<int64_t>{1, 3});
  EXPECT_EQ(vec(x.sizes()), (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(x.numel(), 6);
  EXPECT_FALSE(x.is_contiguous());
  x.impl()->set_geometry(std::vector<int64_t>{5}, std::vector<int64_t>{1}, 1);
  EXPECT_EQ(x.numel(), 5);
  EXPECT_EQ(x.storage_offset(), 1);
  EXPECT_TRUE(x.is_contiguous());
}

// Passing the impl's own sizes back in must not read freed or half-written memory.
TEST(TensorImplGeometry, SetGeometryFromItsOwnSizes) {
  Tensor x = make_tensor(64, kFloat, {2, 3}, {3, 1});
  x.impl()->set_geometry(x.sizes(), x.sizes());
  EXPECT_EQ(vec(x.sizes()), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(vec(x.strides()), (std::vector<int64_t>{2, 3}));
}

// A rejected geometry leaves the impl as it was.
TEST(TensorImplGeometry, FailedSetGeometryChangesNothing) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  EXPECT_THROW(x.impl()->set_geometry(std::vector<int64_t>{7}, std::vector<int64_t>{1}), RuntimeError);
  EXPECT_EQ(vec(x.sizes()), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(x.numel(), 6);
}

TEST(TensorImplGeometry, ManyDimsSpillToTheHeap) {
  std::vector<int64_t> sizes(9, 1);
  std::vector<int64_t> strides(9, 1);
  sizes[8] = 3;
  Tensor x = make_tensor(12, kFloat, sizes, strides);
  EXPECT_EQ(x.dim(), 9);
  EXPECT_EQ(x.numel(), 3);
  EXPECT_TRUE(x.is_contiguous());
}

TEST(TensorImplNames, AllWildcardsClearNames) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  x.impl()->set_names(std::vector<Dimname>{"N", None});
  EXPECT_TRUE(x.has_names());
  x.impl()->set_names(std::vector<Dimname>{None, None});
  EXPECT_FALSE(x.has_names());
  EXPECT_EQ(x.impl()->names(), nullptr);
}

// PyTorch 1.13: torch.zeros(2, 3).refine_names('A', 'A').
TEST(TensorImplNames, DuplicateNames) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  expect_error<RuntimeError>(
      [&] {
        x.impl()->set_names(std::vector<Dimname>{"A", "A"});
      },
      "Cannot construct a tensor with duplicate names. Got names: ['A', 'A'].");
}

// PyTorch 1.13: torch.zeros(2, 3, names=('A', 'B', 'C')).
TEST(TensorImplNames, WrongNumberOfNames) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  expect_error<RuntimeError>(
      [&] {
        x.impl()->set_names(std::vector<Dimname>{"A", "B", "C"});
      },
      "Number of names (3) and number of dimensions in tensor (2) do not match. Attempted "
      "to create a tensor with names ['A', 'B', 'C']");
}

// Wildcards may repeat.
TEST(TensorImplNames, RepeatedWildcardsAreFine) {
  Tensor x = make_tensor(24, kFloat, {2, 3, 1}, {3, 1, 1});
  x.impl()->set_names(std::vector<Dimname>{None, "C", None});
  ASSERT_NE(x.impl()->names(), nullptr);
  EXPECT_EQ((*x.impl()->names())[1], Dimname("C"));
}

// ---- memory formats --------------------------------------------------------------------------

// tensor-attributes: channels_last is "strides[0] > strides[2] > strides[3] > strides[1] == 1".
TEST(TensorMemoryFormat, ChannelsLastStrides) {
  Tensor x = make_tensor(120 * 4, kFloat, {2, 3, 4, 5}, {60, 1, 15, 3});
  EXPECT_FALSE(x.is_contiguous());
  EXPECT_TRUE(x.is_contiguous(MemoryFormat::ChannelsLast));
  EXPECT_EQ(x.suggest_memory_format(), MemoryFormat::ChannelsLast);
}

TEST(TensorMemoryFormat, RowMajorStrides) {
  Tensor x = make_tensor(120 * 4, kFloat, {2, 3, 4, 5}, {60, 20, 5, 1});
  EXPECT_TRUE(x.is_contiguous());
  EXPECT_FALSE(x.is_contiguous(MemoryFormat::ChannelsLast));
  EXPECT_EQ(x.suggest_memory_format(), MemoryFormat::Contiguous);
}

// PyTorch 1.13: is_contiguous(memory_format=torch.preserve_format) answers the row-major question.
TEST(TensorMemoryFormat, PreserveAsksRowMajor) {
  EXPECT_TRUE(make_tensor(24, kFloat, {2, 3}, {3, 1}).is_contiguous(MemoryFormat::Preserve));
  EXPECT_FALSE(make_tensor(24, kFloat, {2, 3}, {1, 2}).is_contiguous(MemoryFormat::Preserve));
}

// ---- data_ptr<T> and item ------------------------------------------------------------------

TEST(TensorData, DataPtrChecksTheType) {
  Tensor x = make_tensor(24, kFloat, {2, 3}, {3, 1});
  EXPECT_EQ(static_cast<void*>(x.data_ptr<float>()), x.data_ptr());
  expect_error<RuntimeError>([&] { x.data_ptr<int32_t>(); }, "expected scalar type Int but found Float");
}

TEST(TensorData, DataPtrIncludesTheOffset) {
  Tensor x = make_tensor(24, kFloat, {2}, {1}, 3);
  EXPECT_EQ(static_cast<char*>(x.data_ptr()) - static_cast<char*>(x.impl()->storage()->data()), 12);
}

// Stores v as the single element of a fresh zero-dim tensor of dtype t, then reads item().
template <class T>
Scalar item_of(ScalarType t, T v) {
  Tensor x = empty({}, t);
  *x.data_ptr<T>() = v;
  return x.item();
}

TEST(TensorItem, IntegralDtypesGiveIntScalars) {
  EXPECT_EQ(item_of<uint8_t>(kUInt8, 200), Scalar(200));
  EXPECT_EQ(item_of<int8_t>(kInt8, -7), Scalar(-7));
  EXPECT_EQ(item_of<int16_t>(kInt16, -300), Scalar(-300));
  EXPECT_EQ(item_of<int32_t>(kInt32, 70000), Scalar(70000));
  EXPECT_EQ(item_of<int64_t>(kInt64, int64_t{1} << 40), Scalar(int64_t{1} << 40));
}

TEST(TensorItem, BoolGivesBoolScalar) {
  EXPECT_EQ(item_of<bool>(kBool, true), Scalar(true));
  EXPECT_EQ(item_of<bool>(kBool, false), Scalar(false));
}

TEST(TensorItem, FloatingDtypesGiveFloatScalars) {
  EXPECT_EQ(item_of<float>(kFloat, 2.5f), Scalar(2.5));
  EXPECT_EQ(item_of<double>(kDouble, -0.125), Scalar(-0.125));
  // 1.5 and 3.0 are exact in half and bfloat16.
  EXPECT_EQ(item_of<Half>(kHalf, Half(1.5f)), Scalar(1.5));
  EXPECT_EQ(item_of<BFloat16>(kBFloat16, BFloat16(3.0f)), Scalar(3.0));
}

TEST(TensorItem, ComplexDtypesGiveComplexScalars) {
  EXPECT_EQ(item_of<std::complex<float>>(kComplexFloat, {1.f, -2.f}), Scalar(std::complex<double>(1, -2)));
  EXPECT_EQ(item_of<std::complex<double>>(kComplexDouble, {0.5, 4}), Scalar(std::complex<double>(0.5, 4)));
  EXPECT_EQ(item_of<ComplexHalf>(kComplexHalf, ComplexHalf(std::complex<float>(2.f, 0.25f))),
            Scalar(std::complex<double>(2, 0.25)));
}

TEST(TensorItem, TypedItemConverts) {
  Tensor x = empty({1, 1}, kInt32);
  *x.data_ptr<int32_t>() = 42;
  EXPECT_EQ(x.item<int64_t>(), 42);
  EXPECT_EQ(x.item<double>(), 42.0);
}

TEST(TensorItem, ReadsAtTheStorageOffset) {
  Tensor x = empty({4}, kInt64);
  for (int64_t i = 0; i < 4; ++i) x.data_ptr<int64_t>()[i] = 10 * i;
  Tensor last = x.as_strided({}, {}, 3);
  EXPECT_EQ(last.item(), Scalar(30));
}

TEST(TensorItem, MoreThanOneElement) {
  Tensor x = empty({2}, kFloat);
  expect_error<RuntimeError>([&] { x.item(); }, "a Tensor with 2 elements cannot be converted to Scalar");
}

TEST(TensorItem, NoElement) {
  Tensor x = empty({0}, kFloat);
  expect_error<RuntimeError>([&] { x.item(); }, "a Tensor with 0 elements cannot be converted to Scalar");
}

// Shell dtypes do not look inside their elements.
TEST(TensorItem, ShellDtypesAreNotImplemented) {
  expect_error<NotImplementedError>([] { empty({}, kUInt16).item(); }, "\"item\" not implemented for 'UInt16'");
  expect_error<NotImplementedError>([] { empty({}, kFloat8_e4m3fn).item(); },
                                    "\"item\" not implemented for 'Float8_e4m3fn'");
}

TEST(TensorItem, CudaTensorIsCopiedToTheHost) {
  if (!cuda_is_available()) GTEST_SKIP() << "no usable GPU";
  Tensor host = empty({}, kFloat);
  *host.data_ptr<float>() = 6.5f;
  EXPECT_EQ(host.to(Device(DeviceType::CUDA)).item(), Scalar(6.5));
}

// A named out= tensor keeps its names only at the result's sizes; PyTorch refuses to resize it
// (observed text, trailing space included) rather than leave names of another rank behind.
TEST(NamedOut, OfAnotherShapeIsRejectedOfTheSameShapeKept) {
  const std::string tail =
      "This may be caused by passing a named tensor as an `out=` argument; please ensure that the sizes are the "
      "same. ";
  Tensor out = zeros({2, 3}, {Dimname("N"), Dimname("C")});
  expect_error<RuntimeError>([&] { add_out(out, ones({3}), ones({3})); },
                             "Cannot resize named tensor with resize_ or resize_as_ (tried to resize Tensor['N', "
                             "'C'] with size [2, 3] to [3]). " +
                                 tail);
  expect_error<RuntimeError>(
      [&] {
        sum_out(out, ones({4, 3}), IntArrayRef(std::vector<int64_t>{0}));
      },
      "Cannot resize named tensor with resize_ or resize_as_ (tried to resize Tensor['N', "
      "'C'] with size [2, 3] to [3]). " +
          tail);
  EXPECT_EQ(out.dim(), 2);
  add_out(out, zeros({2, 3}, {Dimname("N"), Dimname("C")}).add_(1), ones({2, 3}));
  EXPECT_EQ(names_repr(out.names()), "['N', 'C']");
  EXPECT_EQ(out.sum().item(), Scalar(12.0));
}

}  // namespace
}  // namespace opforge
