// Factory functions and fill_. Expected values and messages are PyTorch 1.13 observations (said
// so beside each), spec examples, or hand-derived from the definitions (bit patterns of float8
// and half values, arange sizes).
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include "opforge/factories.h"

namespace opforge {
namespace {

using test::expect_error;

// The elements of a contiguous CPU tensor.
template <class T>
std::vector<T> values(const Tensor& t) {
  EXPECT_TRUE(t.is_contiguous());
  std::vector<T> v(static_cast<size_t>(t.numel()));
  std::memcpy(static_cast<void*>(v.data()), t.data_ptr(), v.size() * sizeof(T));
  return v;
}

// The memory of a contiguous CPU tensor read as T (complex32 as two halves per element).
template <class T>
std::vector<T> raw(const Tensor& t) {
  EXPECT_TRUE(t.is_contiguous());
  std::vector<T> v(t.nbytes() / sizeof(T));
  std::memcpy(static_cast<void*>(v.data()), t.data_ptr(), v.size() * sizeof(T));
  return v;
}

std::vector<int64_t> vec(IntArrayRef r) { return {r.begin(), r.end()}; }

class DefaultDtypeScope {
 public:
  explicit DefaultDtypeScope(ScalarType t) : previous_(get_default_dtype()) { set_default_dtype(t); }
  ~DefaultDtypeScope() { set_default_dtype(previous_); }
  DefaultDtypeScope(const DefaultDtypeScope&) = delete;
  DefaultDtypeScope& operator=(const DefaultDtypeScope&) = delete;

 private:
  ScalarType previous_;
};

// ---- empty / empty_strided -------------------------------------------------------------------

TEST(Empty, DefaultsToDefaultDtypeOnCpuContiguous) {
  const Tensor t = empty({2, 3});
  EXPECT_EQ(vec(t.sizes()), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(vec(t.strides()), (std::vector<int64_t>{3, 1}));
  EXPECT_EQ(t.dtype(), kFloat);
  EXPECT_TRUE(t.device().is_cpu());
  EXPECT_FALSE(t.has_names());
}

TEST(Empty, ZeroDimHasOneElement) {
  const Tensor t = empty(IntArrayRef{});
  EXPECT_EQ(t.dim(), 0);
  EXPECT_EQ(t.numel(), 1);
}

TEST(Empty, NegativeSizeIsRejected) {
  // observed in PyTorch 1.13: torch.empty(-1, 3)
  expect_error<RuntimeError>([] { empty({-1, 3}); }, "Trying to create tensor with negative dimension -1: [-1, 3]");
  expect_error<RuntimeError>([] { zeros({2, -3}); }, "Trying to create tensor with negative dimension -3: [2, -3]");
}

TEST(Empty, StorageSizeOverflowIsRejected) {
  // observed in PyTorch 1.13: torch.empty(2**62, 4)
  expect_error<RuntimeError>(
      [] {
        empty({4611686018427387904, 4});
      },
      "Storage size calculation overflowed with sizes=[4611686018427387904, 4]");
  // observed in PyTorch 1.13: torch.empty(2**62, 2**62, 2) (the storage size, not the strides)
  expect_error<RuntimeError>(
      [] {
        empty({4611686018427387904, 4611686018427387904, 2});
      },
      "Storage size calculation overflowed with sizes=[4611686018427387904, 4611686018427387904, 2]");
}

TEST(Empty, ChannelsLastStrides) {
  // observed in PyTorch 1.13: torch.empty(2,3,4,5, memory_format=torch.channels_last).stride()
  const Tensor t = empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast);
  EXPECT_EQ(vec(t.strides()), (std::vector<int64_t>{60, 1, 15, 3}));
}

TEST(Empty, ChannelsLastNeedsRank4) {
  // observed in PyTorch 1.13
  expect_error<RuntimeError>(
      [] {
        empty({2, 3}, MemoryFormat::ChannelsLast);
      },
      "required rank 4 tensor to use channels_last format");
  expect_error<RuntimeError>([] { empty({2, 3}, MemoryFormat::Preserve); }, "unsupported memory format Preserve");
}

TEST(Empty, SparseLayoutIsNotImplemented) {
  try {
    empty({2}, TensorOptions().layout(kSparseCoo));
    ADD_FAILURE() << "expected NotImplementedError";
  } catch (const NotImplementedError& e) {
    EXPECT_NE(std::string(e.what()).find("sparse_coo"), std::string::npos) << e.what();
  }
}

TEST(Empty, NamesFromOptions) {
  // Spec (name-inference.md, factory functions): torch.zeros(2, 3, names=('N', 'C'))
  const Tensor t = zeros({2, 3}, names({"N", "C"}));
  EXPECT_EQ(t.names(), (DimnameVector{Dimname("N"), Dimname("C")}));
}

TEST(Empty, NamesMustMatchDim) {
  // observed in PyTorch 1.13: torch.zeros(2,3,names=('N',))
  expect_error<RuntimeError>(
      [] {
        zeros({2, 3}, names({"N"}));
      },
      "Number of names (1) and number of dimensions in tensor (2) do not match. Attempted "
      "to create a tensor with names ['N']");
  // observed in PyTorch 1.13: torch.empty(2,3,names=('N','N'))
  expect_error<RuntimeError>(
      [] {
        empty({2, 3}, names({"N", "N"}));
      },
      "Cannot construct a tensor with duplicate names. Got names: ['N', 'N'].");
}

TEST(Empty, DefaultDeviceComesFromDeviceScope) {
  // Inside a scope for a device that cannot allocate here, factories fail; an explicit device wins.
  const DeviceScope scope(Device("mps"));
  EXPECT_THROW(empty({2}), Error);
  EXPECT_TRUE(empty({2}, Device("cpu")).is_cpu());
}

TEST(EmptyStrided, KeepsStrides) {
  const int64_t sizes[] = {2, 3};
  const int64_t strides[] = {1, 2};
  const Tensor t = empty_strided(sizes, strides, kInt16);
  EXPECT_EQ(vec(t.strides()), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(t.dtype(), kInt16);
  EXPECT_EQ(t.impl()->storage()->nbytes(), 12u);  // 6 elements of 2 bytes
}

TEST(EmptyStrided, OverlappingStridesNeedOneElement) {
  const int64_t sizes[] = {2, 3};
  const int64_t strides[] = {0, 0};
  EXPECT_EQ(empty_strided(sizes, strides, kFloat).impl()->storage()->nbytes(), 4u);
}

TEST(EmptyStrided, Errors) {
  const int64_t sizes[] = {2, 3};
  const int64_t one_stride[] = {1};
  const int64_t negative[] = {-1, 1};
  const int64_t bad_sizes[] = {2, -3};
  const int64_t ones[] = {1, 1};
  // observed in PyTorch 1.13
  expect_error<RuntimeError>([&] { empty_strided(sizes, one_stride); },
                             "dimensionality of sizes (2) must match dimensionality of strides (1)");
  expect_error<RuntimeError>([&] { empty_strided(sizes, negative); },
                             "Storage size calculation overflowed with sizes=[2, 3] and strides=[-1, 1]");
  expect_error<RuntimeError>([&] { empty_strided(bad_sizes, ones); },
                             "Trying to create tensor with negative dimension -3: [2, -3]");
}

// ---- zeros / ones / full / fill_ --------------------------------------------------------------

TEST(Zeros, EveryDtypeIsAllZeroBytes) {
  for (int i = 0; i < kNumScalarTypes; ++i) {
    const auto t = static_cast<ScalarType>(i);
    const Tensor z = zeros({3}, t);
    EXPECT_EQ(z.dtype(), t);
    EXPECT_EQ(raw<uint8_t>(z), std::vector<uint8_t>(3 * itemsize(t), 0)) << to_string(t);
  }
}

TEST(Ones, DefaultDtypeAndIntegerDtype) {
  EXPECT_EQ(values<float>(ones({2})), (std::vector<float>{1, 1}));
  EXPECT_EQ(ones({2}).dtype(), kFloat);
  EXPECT_EQ(values<int32_t>(ones({2}, kInt32)), (std::vector<int32_t>{1, 1}));
  EXPECT_EQ(values<uint8_t>(ones({2}, kBool)), (std::vector<uint8_t>{1, 1}));
}

TEST(Ones, ComplexAndHalf) {
  const std::vector<std::complex<float>> c = values<std::complex<float>>(ones({1}, kComplex64));
  EXPECT_EQ(c[0], std::complex<float>(1, 0));
  // Hand-derived: 1.0 in binary16 is 0x3C00; complex32 is two halves.
  EXPECT_EQ(values<uint16_t>(ones({1}, kHalf)), (std::vector<uint16_t>{0x3C00}));
  EXPECT_EQ(raw<uint16_t>(ones({1}, kComplexHalf)), (std::vector<uint16_t>{0x3C00, 0}));
}

TEST(Ones, Float8ConvertsThroughFloat) {
  // Hand-derived: 1.0 = 2^0; e4m3fn bias 7 -> 0.0111.000 = 0x38; e5m2 bias 15 -> 0.01111.00 = 0x3C;
  // e4m3fnuz bias 8 -> 0x40; e5m2fnuz bias 16 -> 0x40; e8m0fnu 2^(e-127) -> 127 = 0x7F.
  EXPECT_EQ(values<uint8_t>(ones({1}, kFloat8_e4m3fn)), (std::vector<uint8_t>{0x38}));
  EXPECT_EQ(values<uint8_t>(ones({1}, kFloat8_e5m2)), (std::vector<uint8_t>{0x3C}));
  EXPECT_EQ(values<uint8_t>(ones({1}, kFloat8_e4m3fnuz)), (std::vector<uint8_t>{0x40}));
  EXPECT_EQ(values<uint8_t>(ones({1}, kFloat8_e5m2fnuz)), (std::vector<uint8_t>{0x40}));
  EXPECT_EQ(values<uint8_t>(ones({1}, kFloat8_e8m0fnu)), (std::vector<uint8_t>{0x7F}));
}

TEST(Ones, BarebonesUnsignedShells) {
  EXPECT_EQ(values<uint16_t>(ones({2}, kUInt16)), (std::vector<uint16_t>{1, 1}));
  EXPECT_EQ(values<uint64_t>(ones({1}, kUInt64)), (std::vector<uint64_t>{1}));
}

TEST(Ones, Float4HasNoOne) {
  expect_error<NotImplementedError>([] { ones({1}, kFloat4_e2m1fn_x2); },
                                    "\"fill_cpu\" not implemented for 'Float4_e2m1fn_x2'");
}

TEST(Full, DtypeFollowsFillValue) {
  // observed in PyTorch 1.13: torch.full((2,), 1.5) / True / 7 / 1+1j
  EXPECT_EQ(full({2}, 1.5).dtype(), kFloat);
  EXPECT_EQ(full({2}, true).dtype(), kBool);
  EXPECT_EQ(full({2}, 7).dtype(), kLong);
  EXPECT_EQ(full({2}, std::complex<double>(1, 1)).dtype(), kComplex64);
  EXPECT_EQ(values<int64_t>(full({2}, 7)), (std::vector<int64_t>{7, 7}));
  EXPECT_EQ(values<float>(full({2}, 1.5)), (std::vector<float>{1.5f, 1.5f}));
}

TEST(Full, FloatValueFollowsDefaultDtype) {
  const DefaultDtypeScope scope(kDouble);
  EXPECT_EQ(full({1}, 0.5).dtype(), kDouble);
  EXPECT_EQ(full({1}, std::complex<double>(0, 1)).dtype(), kComplex128);
}

TEST(Full, ExplicitDtypeConvertsWithOverflowCheck) {
  // observed in PyTorch 1.13: torch.full((2,), 1.5, dtype=torch.int32) and (2,), 300, uint8
  EXPECT_EQ(values<int32_t>(full({2}, 1.5, kInt32)), (std::vector<int32_t>{1, 1}));
  expect_error<RuntimeError>([] { full({2}, 300, kUInt8); },
                             "value cannot be converted to type uint8_t without overflow");
}

TEST(Full, Float4OnlyZero) {
  EXPECT_EQ(values<uint8_t>(full({2}, 0, kFloat4_e2m1fn_x2)), (std::vector<uint8_t>{0, 0}));
  expect_error<NotImplementedError>([] { full({2}, 1.0, kFloat4_e2m1fn_x2); },
                                    "\"fill_cpu\" not implemented for 'Float4_e2m1fn_x2'");
}

TEST(Fill, OverflowMessagesNameTheCppType) {
  // observed in PyTorch 1.13: torch.zeros(1, dtype=d).fill_(v)
  expect_error<RuntimeError>([] { zeros({1}, kUInt8).fill_(300); },
                             "value cannot be converted to type uint8_t without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kInt8).fill_(200); },
                             "value cannot be converted to type int8_t without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kInt16).fill_(70000); },
                             "value cannot be converted to type int16_t without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kInt32).fill_(1e10); },
                             "value cannot be converted to type int without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kInt64).fill_(1e300); },
                             "value cannot be converted to type int64_t without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kHalf).fill_(70000); },
                             "value cannot be converted to type at::Half without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kHalf).fill_(65520.0); },
                             "value cannot be converted to type at::Half without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kBFloat16).fill_(1e39); },
                             "value cannot be converted to type at::BFloat16 without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kFloat).fill_(3.5e38); },
                             "value cannot be converted to type float without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kDouble).fill_(std::complex<double>(1, 2)); },
                             "value cannot be converted to type double without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kComplex32).fill_(70000); },
                             "value cannot be converted to type c10::complex<c10::Half> without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kComplex64).fill_(std::complex<double>(0, 1e300)); },
                             "value cannot be converted to type c10::complex<float> without overflow");
  expect_error<RuntimeError>([] { zeros({1}, kInt32).fill_(std::nan("")); },
                             "value cannot be converted to type int without overflow");
}

TEST(Fill, ValuesThatFit) {
  // observed in PyTorch 1.13
  EXPECT_EQ(values<uint8_t>(zeros({1}, kUInt8).fill_(-1)), (std::vector<uint8_t>{255}));  // negative ints wrap
  EXPECT_EQ(values<uint8_t>(zeros({1}, kUInt8).fill_(-5)), (std::vector<uint8_t>{251}));
  EXPECT_EQ(values<int32_t>(zeros({1}, kInt32).fill_(2.7)), (std::vector<int32_t>{2}));
  EXPECT_EQ(values<int64_t>(zeros({1}, kInt64).fill_(INT64_MAX)), (std::vector<int64_t>{INT64_MAX}));
  EXPECT_TRUE(std::isinf(values<float>(zeros({1}, kFloat).fill_(INFINITY))[0]));
  EXPECT_TRUE(std::isnan(values<double>(zeros({1}, kDouble).fill_(std::nan("")))[0]));
  // observed in PyTorch 1.13: bfloat16 holds 70000 as 70144
  EXPECT_EQ(values<uint16_t>(zeros({1}, kBFloat16).fill_(70000)), (std::vector<uint16_t>{0x4789}));
  const auto c = values<std::complex<double>>(zeros({1}, kComplex128).fill_(std::complex<double>(1, 2)));
  EXPECT_EQ(c[0], std::complex<double>(1, 2));
}

TEST(Fill, BoolNeverOverflows) {
  // observed in PyTorch 1.13: fill_ of a bool tensor with 2, 0.5, 1e300, -5 gives True
  EXPECT_EQ(values<uint8_t>(zeros({1}, kBool).fill_(2)), (std::vector<uint8_t>{1}));
  EXPECT_EQ(values<uint8_t>(zeros({1}, kBool).fill_(0.5)), (std::vector<uint8_t>{1}));
  EXPECT_EQ(values<uint8_t>(zeros({1}, kBool).fill_(1e300)), (std::vector<uint8_t>{1}));
  EXPECT_EQ(values<uint8_t>(ones({1}, kBool).fill_(0)), (std::vector<uint8_t>{0}));
  // Newest PyTorch (c10::convert): a complex value is true when either part is non-zero.
  EXPECT_EQ(values<uint8_t>(zeros({1}, kBool).fill_(std::complex<double>(0, 1e300))), (std::vector<uint8_t>{1}));
}

TEST(Fill, ShellsConvertOrWrap) {
  // uint16 takes integers like any unsigned type (c10's overflows: -1 wraps, 70000 does not fit).
  EXPECT_EQ(values<uint16_t>(zeros({1}, kUInt16).fill_(-1)), (std::vector<uint16_t>{65535}));
  expect_error<RuntimeError>([] { zeros({1}, kUInt16).fill_(70000); },
                             "value cannot be converted to type uint16_t without overflow");
  EXPECT_EQ(values<uint32_t>(zeros({1}, kUInt32).fill_(4294967295LL)), (std::vector<uint32_t>{4294967295u}));
  // float8_e4m3fn: largest finite value 448 (hand-derived: 0.1111.110 = 0x7E); 1000 does not fit.
  EXPECT_EQ(values<uint8_t>(zeros({1}, kFloat8_e4m3fn).fill_(448.0)), (std::vector<uint8_t>{0x7E}));
  expect_error<RuntimeError>([] { zeros({1}, kFloat8_e4m3fn).fill_(1000.0); },
                             "value cannot be converted to type at::Float8_e4m3fn without overflow");
  // e5m2 has infinities: inf fills (0.11111.00 = 0x7C).
  EXPECT_EQ(values<uint8_t>(zeros({1}, kFloat8_e5m2).fill_(INFINITY)), (std::vector<uint8_t>{0x7C}));
  // e8m0fnu has no zero: its lowest value is 2^-127, so 0.0 does not fit.
  expect_error<RuntimeError>([] { zeros({1}, kFloat8_e8m0fnu).fill_(0.0); },
                             "value cannot be converted to type at::Float8_e8m0fnu without overflow");
}

TEST(Fill, WritesOnlyTheViewedElements) {
  // A column of a [3, 2] tensor: stride 2 in a 6-element storage.
  const Tensor base = zeros({3, 2}, kInt32);
  base.select(1, 1).fill_(7);
  EXPECT_EQ(values<int32_t>(base), (std::vector<int32_t>{0, 7, 0, 7, 0, 7}));
}

TEST(Fill, ExpandedTensorIsAllowed) {
  // observed in PyTorch 1.13: torch.zeros(3).expand(2,3).fill_(2) succeeds
  const Tensor base = zeros({3});
  base.expand({2, 3}).fill_(2);
  EXPECT_EQ(values<float>(base), (std::vector<float>{2, 2, 2}));
}

TEST(Fill, KeepsNames) {
  const Tensor t = zeros({2}, names({"N"}));
  t.fill_(1);
  EXPECT_EQ(t.names(), (DimnameVector{Dimname("N")}));
}

TEST(Zero, WritesZeroBytesForEveryDtype) {
  const Tensor t = ones({2}, kFloat8_e8m0fnu);
  t.zero_();
  EXPECT_EQ(values<uint8_t>(t), (std::vector<uint8_t>{0, 0}));  // the code of 2^-127
  const Tensor d = full({2, 2}, 3.0, kDouble);
  d.select(0, 1).zero_();
  EXPECT_EQ(values<double>(d), (std::vector<double>{3, 3, 0, 0}));
}

// ---- arange -----------------------------------------------------------------------------------

TEST(Arange, IntegerArgumentsGiveInt64) {
  // observed in PyTorch 1.13: torch.arange(5), torch.arange(10, 0, -3)
  const Tensor a = arange(5);
  EXPECT_EQ(a.dtype(), kLong);
  EXPECT_EQ(values<int64_t>(a), (std::vector<int64_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(values<int64_t>(arange(10, 0, -3)), (std::vector<int64_t>{10, 7, 4, 1}));
  // observed in PyTorch 1.13: torch.arange(True) is tensor([0])
  EXPECT_EQ(values<int64_t>(arange(true)), (std::vector<int64_t>{0}));
}

TEST(Arange, FloatArgumentsGiveDefaultDtype) {
  // observed in PyTorch 1.13: torch.arange(0, 1, 0.3), torch.arange(1, 2.5, 0.5)
  const Tensor a = arange(0, 1, 0.3);
  EXPECT_EQ(a.dtype(), kFloat);
  EXPECT_EQ(values<float>(a), (std::vector<float>{0.0f, 0.3f, 0.6f, static_cast<float>(0.3 * 3)}));
  EXPECT_EQ(values<float>(arange(1, 2.5, 0.5)), (std::vector<float>{1.0f, 1.5f, 2.0f}));
}

TEST(Arange, SizeIsCeilOfRangeOverStep) {
  // observed in PyTorch 1.13: torch.arange(0, 1, 0.1).shape == [10];
  // torch.arange(-1.0, 1.0, 0.1).shape == [20]
  EXPECT_EQ(arange(0, 1, 0.1).numel(), 10);
  EXPECT_EQ(arange(-1.0, 1.0, 0.1).numel(), 20);
  // observed in PyTorch 1.13: torch.arange(0.0, 1.0, 0.1, dtype=torch.float).tolist()[1:4]
  const std::vector<float> v = values<float>(arange(0.0, 1.0, 0.1, kFloat));
  EXPECT_EQ(v[1], 0.10000000149011612f);
  EXPECT_EQ(v[3], 0.30000001192092896f);
}

TEST(Arange, ExplicitDtypes) {
  // observed in PyTorch 1.13: torch.arange(0.5, 5, dtype=torch.int32), arange(-5, 0, 1, uint8)
  EXPECT_EQ(values<int32_t>(arange(0.5, 5, 1, kInt32)), (std::vector<int32_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(values<uint8_t>(arange(-5, 0, 1, kUInt8)), (std::vector<uint8_t>{251, 252, 253, 254, 255}));
  // Hand-derived: 0, 0.25, 0.5, 0.75 as binary16 bits.
  EXPECT_EQ(values<uint16_t>(arange(0, 1, 0.25, kHalf)), (std::vector<uint16_t>{0x0000, 0x3400, 0x3800, 0x3A00}));
}

TEST(Arange, Int64RangeUsesInt64Arithmetic) {
  // observed in PyTorch 1.13: torch.arange(0, 2**60, 2**59); the difference of
  // torch.arange(-2**63, 2**63-1, 2**62) wraps to -1, giving an empty tensor.
  EXPECT_EQ(values<int64_t>(arange(0, int64_t{1} << 60, int64_t{1} << 59)),
            (std::vector<int64_t>{0, int64_t{1} << 59}));
  EXPECT_EQ(arange(INT64_MIN, INT64_MAX, int64_t{1} << 62).numel(), 0);
}

TEST(Arange, ComplexWithZeroImaginaryPart) {
  // observed in PyTorch 1.13: torch.arange(3+0j) is tensor([0., 1., 2.]);
  // torch.arange(1+1j) raises
  EXPECT_EQ(values<float>(arange(std::complex<double>(3, 0))), (std::vector<float>{0, 1, 2}));
  expect_error<RuntimeError>([] { arange(std::complex<double>(1, 1)); },
                             "value cannot be converted to type double without overflow");
}

TEST(Arange, Errors) {
  // observed in PyTorch 1.13
  // (Scalar(0): a literal 0 also converts to TensorOptions' device string, which makes
  // arange(0, 10, 0) ambiguous with arange(start, end, options).)
  expect_error<RuntimeError>([] { arange(0, 10, Scalar(0)); }, "step must be nonzero");
  expect_error<RuntimeError>([] { arange(0, 10, -1); }, "upper bound and larger bound inconsistent with step sign");
  expect_error<RuntimeError>([] { arange(0, INFINITY); }, "unsupported range: 0 -> inf");
  expect_error<RuntimeError>([] { arange(0, std::nan("")); }, "unsupported range: 0 -> nan");
  expect_error<NotImplementedError>([] { arange(0, 5, 1, kBool); }, "\"arange_cpu\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { arange(0, 5, 1, kComplex64); },
                                    "\"arange_cpu\" not implemented for 'ComplexFloat'");
  expect_error<RuntimeError>([] { arange(0, 1e20, 1); }, "invalid size, possible overflow?");
}

// ---- rand / randn -----------------------------------------------------------------------------

TEST(Rand, UniformInUnitInterval) {
  const Tensor r = rand({1000});
  EXPECT_EQ(r.dtype(), kFloat);
  double sum = 0;
  for (float v : values<float>(r)) {
    EXPECT_GE(v, 0.0f);
    EXPECT_LT(v, 1.0f);
    sum += v;
  }
  EXPECT_NEAR(sum / 1000, 0.5, 0.05);
}

TEST(Rand, HalfValuesAreMultiplesOfTwoToTheMinus11) {
  for (uint16_t bits : values<uint16_t>(rand({200}, kHalf))) {
    const float v = static_cast<float>(Half::from_bits(bits));
    EXPECT_GE(v, 0.0f);
    EXPECT_LT(v, 1.0f);
    EXPECT_EQ(v * 2048.0f, std::floor(v * 2048.0f));
  }
}

TEST(Rand, ManualSeedReproduces) {
  manual_seed(42);
  const std::vector<double> a = values<double>(rand({5}, kDouble));
  const std::vector<double> a2 = values<double>(rand({5}, kDouble));
  manual_seed(42);
  EXPECT_EQ(values<double>(rand({5}, kDouble)), a);
  EXPECT_NE(a, a2);
  manual_seed(43);
  EXPECT_NE(values<double>(rand({5}, kDouble)), a);
}

TEST(Randn, StandardNormalMoments) {
  manual_seed(0);
  const std::vector<double> v = values<double>(randn({100000}, kDouble));
  double mean = 0, var = 0;
  for (double x : v) mean += x;
  mean /= static_cast<double>(v.size());
  for (double x : v) var += (x - mean) * (x - mean);
  var /= static_cast<double>(v.size());
  EXPECT_NEAR(mean, 0.0, 0.02);
  EXPECT_NEAR(var, 1.0, 0.03);
}

TEST(Randn, ComplexComponentsHaveVarianceOneHalf) {
  // observed in PyTorch 1.13: torch.randn(100000, dtype=torch.complex64).real.var() ~ 0.5
  const std::vector<std::complex<float>> v = values<std::complex<float>>(randn({100000}, kComplex64));
  double var_re = 0;
  for (const auto& z : v) var_re += static_cast<double>(z.real()) * z.real();
  EXPECT_NEAR(var_re / static_cast<double>(v.size()), 0.5, 0.02);
}

TEST(Rand, IntegerDtypesAreRejected) {
  // observed in PyTorch 1.13
  expect_error<NotImplementedError>([] { rand({2}, kLong); }, "\"check_uniform_bounds\" not implemented for 'Long'");
  expect_error<NotImplementedError>([] { rand({2}, kBool); }, "\"check_uniform_bounds\" not implemented for 'Bool'");
  expect_error<NotImplementedError>([] { randn({2}, kLong); }, "\"normal_kernel_cpu\" not implemented for 'Long'");
}

// ---- _like ------------------------------------------------------------------------------------

TEST(Like, DtypeAndDeviceFromSourceUnlessGiven) {
  const Tensor src = zeros({2, 3}, kInt16);
  EXPECT_EQ(empty_like(src).dtype(), kInt16);
  EXPECT_EQ(zeros_like(src, kDouble).dtype(), kDouble);
  EXPECT_EQ(values<int16_t>(ones_like(src)), (std::vector<int16_t>(6, 1)));
  EXPECT_EQ(values<int16_t>(full_like(src, 9)), (std::vector<int16_t>(6, 9)));
  EXPECT_EQ(rand_like(zeros({2}, kDouble)).dtype(), kDouble);
  EXPECT_EQ(randn_like(zeros({2}, kHalf)).dtype(), kHalf);
  EXPECT_TRUE(empty_like(src).is_cpu());
}

TEST(Like, PreserveFormatKeepsDenseStrides) {
  // observed in PyTorch 1.13: torch.zeros_like(torch.randn(4,5).t()).stride() == (1, 5)
  EXPECT_EQ(vec(zeros_like(zeros({4, 5}).t()).strides()), (std::vector<int64_t>{1, 5}));
  // observed in PyTorch 1.13: ones_like(torch.randn(3,4,5).permute(1,2,0)).stride() == (5, 1, 20)
  EXPECT_EQ(vec(ones_like(zeros({3, 4, 5}).permute({1, 2, 0})).strides()), (std::vector<int64_t>{5, 1, 20}));
}

TEST(Like, NonDenseSourceFollowsSuggestedFormat) {
  // observed in PyTorch 1.13: a channels_last [2,3,4,5] sliced to [..., :3] has strides
  // (60, 1, 15, 3); empty_like gives (36, 1, 9, 3).
  const Tensor cl = empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast).narrow(3, 0, 3);
  EXPECT_EQ(vec(empty_like(cl).strides()), (std::vector<int64_t>{36, 1, 9, 3}));
  // observed in PyTorch 1.13: torch.empty_like(torch.zeros(3).expand(2,3)).stride() == (3, 1)
  EXPECT_EQ(vec(empty_like(zeros({3}).expand({2, 3})).strides()), (std::vector<int64_t>{3, 1}));
}

TEST(Like, ExplicitMemoryFormat) {
  // observed in PyTorch 1.13
  EXPECT_EQ(vec(empty_like(zeros({2, 3, 4, 5}), MemoryFormat::ChannelsLast).strides()),
            (std::vector<int64_t>{60, 1, 15, 3}));
  expect_error<RuntimeError>(
      [] {
        empty_like(zeros({2, 3}), MemoryFormat::ChannelsLast);
      },
      "required rank 4 tensor to use channels_last format");
}

TEST(Like, NamesAreCopiedAsInPyTorch) {
  // observed in PyTorch 1.13: every *_like of a tensor named ('N', 'C') is named ('N', 'C')
  const Tensor n = zeros({2, 3}, names({"N", "C"}));
  const DimnameVector expected{Dimname("N"), Dimname("C")};
  EXPECT_EQ(empty_like(n).names(), expected);
  EXPECT_EQ(zeros_like(n).names(), expected);
  EXPECT_EQ(ones_like(n).names(), expected);
  EXPECT_EQ(full_like(n, 2).names(), expected);
  EXPECT_EQ(rand_like(n).names(), expected);
  EXPECT_EQ(randn_like(n).names(), expected);
  EXPECT_EQ(randint_like(n, 5).names(), expected);  // (PyTorch 1.13 refuses names here; opforge is consistent)
  // PyTorch's *_like take no names: "zeros_like() got an unexpected keyword argument 'names'".
  expect_error<TypeError>(
      [&] {
        zeros_like(n, names({"A", "B"}));
      },
      "zeros_like() got an unexpected keyword argument 'names'");
}

// ---- tensor() ---------------------------------------------------------------------------------

TEST(TensorFromList, ShapeAndDtypeInference) {
  // observed in PyTorch 1.13
  const Tensor i = tensor({{1, 2}, {3, 4}});
  EXPECT_EQ(vec(i.sizes()), (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(i.dtype(), kLong);
  EXPECT_EQ(values<int64_t>(i), (std::vector<int64_t>{1, 2, 3, 4}));
  EXPECT_EQ(tensor({1.5, 2}).dtype(), kFloat);
  EXPECT_EQ(tensor({true, false}).dtype(), kBool);
  EXPECT_EQ(tensor({true, 2}).dtype(), kLong);
  EXPECT_EQ(tensor({true, 2.5}).dtype(), kFloat);
  EXPECT_EQ(tensor({true, std::complex<double>(0, 2.5)}).dtype(), kComplex64);
}

TEST(TensorFromList, ScalarGivesZeroDim) {
  const Tensor t = tensor(3.5);
  EXPECT_EQ(t.dim(), 0);
  EXPECT_EQ(values<float>(t), (std::vector<float>{3.5f}));
}

TEST(TensorFromList, EmptyListsUseDefaultDtype) {
  // observed in PyTorch 1.13: torch.tensor([[], []]) has size (2, 0) and dtype float32
  const Tensor t =
      tensor({NestedList(std::initializer_list<NestedList>{}), NestedList(std::initializer_list<NestedList>{})});
  EXPECT_EQ(vec(t.sizes()), (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(t.dtype(), kFloat);
}

TEST(TensorFromList, MetaDeviceAndNames) {
  // observed in PyTorch 1.13: torch.tensor([[1, 2], [3, 4]], device='meta') is a 2x2 int64 meta tensor;
  // torch.tensor([[1., 2.], [3., 4.]], names=('N', 'C'), dtype=torch.float64).
  const Tensor m = tensor({{1, 2}, {3, 4}}, Device("meta"));
  EXPECT_TRUE(m.is_meta());
  EXPECT_EQ(m.dtype(), kLong);
  EXPECT_EQ(vec(m.sizes()), (std::vector<int64_t>{2, 2}));
  const Tensor n = tensor({{1., 2.}, {3., 4.}}, {"N", "C"}, kDouble);
  EXPECT_EQ(n.dtype(), kDouble);
  EXPECT_EQ(n.names(), (DimnameVector{Dimname("N"), Dimname("C")}));
}

TEST(TensorFromList, RaggedListsAreRejected) {
  // observed in PyTorch 1.13: torch.tensor([[1,2],[3,4,5]]), [[1],[]], [[[1,2]],[[3]]]
  expect_error<ValueError>([] { tensor({{1, 2}, {3, 4, 5}}); }, "expected sequence of length 2 at dim 1 (got 3)");
  expect_error<ValueError>(
      [] {
        tensor({{1}, NestedList(std::initializer_list<NestedList>{})});
      },
      "expected sequence of length 1 at dim 1 (got 0)");
  expect_error<ValueError>([] { tensor({{{1, 2}}, {{3}}}); }, "expected sequence of length 2 at dim 2 (got 1)");
  // observed in PyTorch 1.13: torch.tensor([[1,2],3])
  expect_error<TypeError>([] { tensor({{1, 2}, 3}); }, "not a sequence");
}

TEST(TensorFromList, ListWhereNumberExpected) {
  // observed in PyTorch 1.13: torch.tensor([1., [2, 3]]) and with dtype=torch.int64
  expect_error<TypeError>([] { tensor({1.0, {2, 3}}); }, "must be real number, not list");
  expect_error<TypeError>([] { tensor({1, {2, 3}}, kLong); }, "'list' object cannot be interpreted as an integer");
}

TEST(TensorFromList, ExplicitDtypeStoresLikeTorchTensor) {
  // observed in PyTorch 1.13 (Python 3.11)
  expect_error<RuntimeError>([] { tensor({300}, kUInt8); }, "value cannot be converted to type uint8 without overflow");
  EXPECT_EQ(values<uint8_t>(tensor({-1}, kUInt8)), (std::vector<uint8_t>{255}));
  EXPECT_EQ(values<int32_t>(tensor({2.7, -2.7}, kInt32)), (std::vector<int32_t>{2, -2}));
  EXPECT_TRUE(std::isinf(values<float>(tensor({1e300}, kFloat))[0]));
  expect_error<TypeError>([] { tensor({std::complex<double>(1, 2)}, kFloat); }, "must be real number, not complex");
  expect_error<TypeError>([] { tensor({std::complex<double>(1, 2)}, kLong); },
                          "'complex' object cannot be interpreted as an integer");
  // observed in PyTorch 1.13: torch.tensor([1j, 0.0, 2], dtype=torch.bool)
  EXPECT_EQ(values<uint8_t>(tensor({std::complex<double>(0, 1), 0.0, 2}, kBool)), (std::vector<uint8_t>{1, 0, 1}));
}

TEST(TensorFromList, ShellDtypes) {
  EXPECT_EQ(values<uint16_t>(tensor({65535, 0}, kUInt16)), (std::vector<uint16_t>{65535, 0}));
  EXPECT_EQ(values<uint8_t>(tensor({1.0}, kFloat8_e4m3fn)), (std::vector<uint8_t>{0x38}));
}

TEST(TensorFromList, NamesFromOptions) {
  const Tensor t = tensor({{1, 2}}, names({"N", "C"}));
  EXPECT_EQ(t.names(), (DimnameVector{Dimname("N"), Dimname("C")}));
}

}  // namespace
}  // namespace opforge
