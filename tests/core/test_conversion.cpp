// Tensor::to, copy_, clone and contiguous. Expected values are PyTorch 1.13 observations (said so
// beside each; x86-64 CPU) or hand-derived bit patterns; where newest PyTorch differs from 1.13 the
// comment says which one is followed.
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
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

std::vector<int64_t> vec(IntArrayRef r) { return {r.begin(), r.end()}; }

constexpr float kNanF = std::numeric_limits<float>::quiet_NaN();
constexpr float kInfF = std::numeric_limits<float>::infinity();

// ---- to(dtype): the conversion grid --------------------------------------------------------------

TEST(ToDtype, FloatToInt32Truncates) {
  // observed in PyTorch 1.13: torch.tensor([2.5, -2.7, 300.0, -1.0]).to(torch.int32)
  const Tensor f = tensor({2.5, -2.7, 300.0, -1.0});
  EXPECT_EQ(values<int32_t>(f.to(kInt32)), (std::vector<int32_t>{2, -2, 300, -1}));
}

TEST(ToDtype, FloatToNarrowIntegersWraps) {
  // observed in PyTorch 1.13: the same floats to int8 and uint8
  const Tensor f = tensor({2.5, -2.7, 300.0, -1.0});
  EXPECT_EQ(values<int8_t>(f.to(kInt8)), (std::vector<int8_t>{2, -2, 44, -1}));
  EXPECT_EQ(values<uint8_t>(f.to(kUInt8)), (std::vector<uint8_t>{2, 254, 44, 255}));
  // observed in PyTorch 1.13: torch.tensor([40000., 70000., -40000.]).to(torch.int16)
  EXPECT_EQ(values<int16_t>(tensor({40000.0, 70000.0, -40000.0}).to(kInt16)),
            (std::vector<int16_t>{-25536, 4464, 25536}));
}

TEST(ToDtype, FloatOutOfRangeGivesWhatX86Gives) {
  // observed in PyTorch 1.13 (x86-64): nan, inf and 1e20 give INT32_MIN for int32, INT64_MIN for
  // int64, and 0 for int8/uint8 (the low byte of INT32_MIN / INT64_MIN); 3e9 fits int64.
  const Tensor f = tensor({kNanF, kInfF, 1e20f, 3e9f});
  constexpr int32_t i32_min = std::numeric_limits<int32_t>::min();
  constexpr int64_t i64_min = std::numeric_limits<int64_t>::min();
  EXPECT_EQ(values<int32_t>(f.to(kInt32)), (std::vector<int32_t>{i32_min, i32_min, i32_min, i32_min}));
  EXPECT_EQ(values<int64_t>(f.to(kInt64)), (std::vector<int64_t>{i64_min, i64_min, i64_min, 3000000000}));
  EXPECT_EQ(values<int8_t>(f.to(kInt8)), (std::vector<int8_t>{0, 0, 0, 0}));
  EXPECT_EQ(values<uint8_t>(f.to(kUInt8)), (std::vector<uint8_t>{0, 0, 0, 0}));
}

TEST(ToDtype, IntegerToNarrowerIntegerWraps) {
  // observed in PyTorch 1.13: torch.tensor([300, -1, 256]).to(torch.uint8) and [300, -1, 200] to int8
  EXPECT_EQ(values<uint8_t>(tensor({300, -1, 256}).to(kUInt8)), (std::vector<uint8_t>{44, 255, 0}));
  EXPECT_EQ(values<int8_t>(tensor({300, -1, 200}).to(kInt8)), (std::vector<int8_t>{44, -1, -56}));
}

TEST(ToDtype, FloatToHalfRoundsToNearestEven) {
  // observed in PyTorch 1.13: torch.tensor([65520., 65519., 1e-8, 6e-8]).to(torch.half) is
  // [inf, 65504, 0, 5.9605e-08]; hand-derived bits: inf 0x7C00, 65504 0x7BFF, smallest subnormal 0x0001.
  EXPECT_EQ(values<uint16_t>(tensor({65520.0, 65519.0, 1e-8, 6e-8}).to(kHalf)),
            (std::vector<uint16_t>{0x7C00, 0x7BFF, 0x0000, 0x0001}));
}

TEST(ToDtype, OneThirdToBFloat16AndHalf) {
  // observed in PyTorch 1.13: torch.tensor([1/3]).to(torch.bfloat16).view(torch.int16) == 16043,
  // the same from float64, and .to(torch.half).view(torch.int16) == 13653
  EXPECT_EQ(values<uint16_t>(tensor({1.0 / 3}).to(kBFloat16)), (std::vector<uint16_t>{16043}));
  EXPECT_EQ(values<uint16_t>(tensor({1.0 / 3}, kDouble).to(kBFloat16)), (std::vector<uint16_t>{16043}));
  EXPECT_EQ(values<uint16_t>(tensor({1.0 / 3}).to(kHalf)), (std::vector<uint16_t>{13653}));
}

TEST(ToDtype, ReducedFloatsWidenExactly) {
  // Hand-derived: 0x3555 is 1365/4096 (binary16), 0x3EAB is 171/512 (bfloat16).
  const Tensor h = tensor({1.0 / 3}).to(kHalf);
  EXPECT_EQ(values<double>(h.to(kDouble)), (std::vector<double>{1365.0 / 4096}));
  EXPECT_EQ(values<float>(tensor({1.0 / 3}).to(kBFloat16).to(kFloat)), (std::vector<float>{171.0f / 512}));
}

TEST(ToDtype, ComplexToRealKeepsRealPart) {
  // observed in PyTorch 1.13: torch.tensor([1+2j]).to(torch.float) == [1.]
  EXPECT_EQ(values<float>(tensor({std::complex<double>(1, 2)}).to(kFloat)), (std::vector<float>{1.0f}));
  EXPECT_EQ(values<int64_t>(tensor({std::complex<double>(-2.5, 9)}).to(kInt64)), (std::vector<int64_t>{-2}));
}

TEST(ToDtype, AnythingToBoolIsNonZero) {
  // observed in PyTorch 1.13: torch.tensor([0.5, 0.0, -0.0, nan]).to(torch.bool)
  EXPECT_EQ(values<uint8_t>(tensor({0.5f, 0.0f, -0.0f, kNanF}).to(kBool)), (std::vector<uint8_t>{1, 0, 0, 1}));
  EXPECT_EQ(values<uint8_t>(tensor({-3, 0, 256}).to(kBool)), (std::vector<uint8_t>{1, 0, 1}));
  // Newest PyTorch (c10::convert's maybe_bool): a complex is true when either part is non-zero
  // (1.13 looked at the real part only and gave False for 1j).
  EXPECT_EQ(values<uint8_t>(
                tensor({std::complex<double>(1, 2), std::complex<double>(0, 0), std::complex<double>(0, 1)}).to(kBool)),
            (std::vector<uint8_t>{1, 0, 1}));
}

TEST(ToDtype, BoolAndIntegersToFloatingAndComplex) {
  EXPECT_EQ(values<float>(tensor({true, false}).to(kFloat)), (std::vector<float>{1, 0}));
  EXPECT_EQ(values<std::complex<double>>(tensor({7, -1}).to(kComplex128)),
            (std::vector<std::complex<double>>{{7, 0}, {-1, 0}}));
  // Hand-derived: int64 max rounds to 2^63 in float.
  EXPECT_EQ(values<float>(tensor({INT64_MAX}).to(kFloat)), (std::vector<float>{9223372036854775808.0f}));
}

TEST(ToDtype, ComplexPrecisions) {
  // complex128 -> complex32 rounds each part to binary16: 1/3 -> 0x3555, -2 -> 0xC000.
  const Tensor c = tensor({std::complex<double>(1.0 / 3, -2)}, kComplex128).to(kComplex32);
  uint16_t parts[2];
  std::memcpy(parts, c.data_ptr(), 4);
  EXPECT_EQ(parts[0], 0x3555);
  EXPECT_EQ(parts[1], 0xC000);
  EXPECT_EQ(values<std::complex<float>>(c.to(kComplex64)), (std::vector<std::complex<float>>{{1365.0f / 4096, -2.0f}}));
}

TEST(ToDtype, Float8RoundTrip) {
  // Values exact in e4m3fn (hand-derived codes: 1.0 0x38, 0.5 0x30, 448 0x7E, -2 0xC0) survive
  // float -> float8 -> float.
  const Tensor f = tensor({1.0f, 0.5f, 448.0f, -2.0f});
  const Tensor e = f.to(kFloat8_e4m3fn);
  EXPECT_EQ(values<uint8_t>(e), (std::vector<uint8_t>{0x38, 0x30, 0x7E, 0xC0}));
  EXPECT_EQ(values<float>(e.to(kFloat)), (std::vector<float>{1.0f, 0.5f, 448.0f, -2.0f}));
  // e5m2 of 1.0 is 0x3C; float8 -> float8 of another kind goes through float.
  EXPECT_EQ(values<uint8_t>(e.to(kFloat8_e5m2)), (std::vector<uint8_t>{0x3C, 0x38, 0x5F, 0xC0}));
}

TEST(ToDtype, Float8ToAndFromEveryNumericKind) {
  // Hand-derived: 2.5 is 1.01b * 2^1, exact in e4m3fn (0x42).
  const Tensor e = tensor({2.5}).to(kFloat8_e4m3fn);
  EXPECT_EQ(values<uint8_t>(e), (std::vector<uint8_t>{0x42}));
  EXPECT_EQ(values<int32_t>(e.to(kInt32)), (std::vector<int32_t>{2}));
  EXPECT_EQ(values<uint8_t>(e.to(kBool)), (std::vector<uint8_t>{1}));
  EXPECT_EQ(values<std::complex<double>>(e.to(kComplex128)), (std::vector<std::complex<double>>{{2.5, 0}}));
  EXPECT_EQ(values<uint16_t>(e.to(kHalf)), (std::vector<uint16_t>{0x4100}));
  EXPECT_EQ(values<uint8_t>(tensor({3}).to(kFloat8_e5m2)), (std::vector<uint8_t>{0x42}));  // 1.1b * 2^1
  EXPECT_EQ(values<uint8_t>(tensor({std::complex<double>(1, 5)}).to(kFloat8_e4m3fn)), (std::vector<uint8_t>{0x38}));
}

TEST(ToDtype, EveryCastablePairKeepsZeroAndOne) {
  // 0 and 1 are exact in every non-shell dtype and every float8 type, except that float8_e8m0fnu
  // has no zero (its code 0 is 2^-127), so pairs with it use 1 alone.
  const ScalarType castable[] = {
      kBool,       kUInt8,         kInt8,        kInt16,           kInt32,           kInt64,
      kHalf,       kBFloat16,      kFloat,       kDouble,          kComplex32,       kComplex64,
      kComplex128, kFloat8_e4m3fn, kFloat8_e5m2, kFloat8_e4m3fnuz, kFloat8_e5m2fnuz, kFloat8_e8m0fnu};
  for (ScalarType from : castable) {
    for (ScalarType to : castable) {
      const bool no_zero = from == kFloat8_e8m0fnu || to == kFloat8_e8m0fnu;
      const Tensor src = no_zero ? tensor({1}, from) : tensor({0, 1}, from);
      const Tensor dst = src.to(to);
      ASSERT_EQ(dst.dtype(), to);
      const std::vector<double> expected = no_zero ? std::vector<double>{1} : std::vector<double>{0, 1};
      EXPECT_EQ(values<double>(dst.to(kDouble)), expected) << to_string(from) << " -> " << to_string(to);
    }
  }
}

TEST(ToDtype, Float8E8m0HasNoZero) {
  // Hand-derived: e8m0fnu encodes 2^(code - 127); 0 rounds to the smallest code, 0 (2^-127).
  const Tensor e = tensor({0.0, 1.0, 4.0}).to(kFloat8_e8m0fnu);
  EXPECT_EQ(values<uint8_t>(e), (std::vector<uint8_t>{0, 127, 129}));
  EXPECT_EQ(values<double>(e.to(kDouble)), (std::vector<double>{std::ldexp(1.0, -127), 1.0, 4.0}));
}

TEST(ToDtype, ShellConversionsAreNotImplemented) {
  expect_error<NotImplementedError>([] { zeros({2}, kUInt16).to(kFloat); }, "\"copy_\" not implemented for 'UInt16'");
  expect_error<NotImplementedError>([] { zeros({2}).to(kUInt32); }, "\"copy_\" not implemented for 'UInt32'");
  expect_error<NotImplementedError>([] { zeros({2}, kFloat4_e2m1fn_x2).to(kFloat8_e4m3fn); },
                                    "\"copy_\" not implemented for 'Float4_e2m1fn_x2'");
}

TEST(ToDtype, SameDtypeCopiesAnyDtypeByteForByte) {
  const Tensor u = full({2, 2}, 65535, kUInt16);
  const Tensor copy = u.t().to(kUInt16, /*non_blocking=*/false, /*copy=*/true);
  EXPECT_FALSE(copy.is_same(u));
  EXPECT_EQ(copy.impl()->storage()->nbytes(), 8u);
  EXPECT_EQ(values<uint16_t>(copy.contiguous()), (std::vector<uint16_t>{65535, 65535, 65535, 65535}));
  const Tensor f4 = zeros({3}, kFloat4_e2m1fn_x2);
  EXPECT_EQ(f4.clone().dtype(), kFloat4_e2m1fn_x2);
}

TEST(ToDtype, ReturnsSelfUnlessSomethingChanges) {
  // observed in PyTorch 1.13: b.to(torch.float) is b; b.to(torch.float, copy=True) is not b
  const Tensor b = zeros({2, 3});
  EXPECT_TRUE(b.to(kFloat).is_same(b));
  EXPECT_TRUE(b.to(Device("cpu")).is_same(b));
  EXPECT_TRUE(b.to(Device("cpu"), kFloat).is_same(b));
  EXPECT_FALSE(b.to(kFloat, /*non_blocking=*/false, /*copy=*/true).is_same(b));
  EXPECT_FALSE(b.to(kDouble).is_same(b));
}

TEST(ToDtype, MemoryFormatAliasesWhenSelfsStridesSuggestIt) {
  // observed in PyTorch 1.13 (to_will_alias): x.t().to(torch.float, memory_format=torch.contiguous_format)
  // is x.t() (a transposed 2-D tensor suggests contiguous); a contiguous [2,3,4,5] tensor to
  // channels_last is a copy with channels-last strides, and that copy to channels_last is itself.
  const Tensor t = zeros({3, 4}).t();
  EXPECT_TRUE(t.to(kFloat, false, false, MemoryFormat::Contiguous).is_same(t));
  const Tensor x = zeros({2, 3, 4, 5});
  const Tensor cl = x.to(kFloat, false, false, MemoryFormat::ChannelsLast);
  EXPECT_FALSE(cl.is_same(x));
  EXPECT_EQ(vec(cl.strides()), (std::vector<int64_t>{60, 1, 15, 3}));
  EXPECT_TRUE(cl.to(kFloat, false, false, MemoryFormat::ChannelsLast).is_same(cl));
  EXPECT_FALSE(cl.to(kFloat, false, false, MemoryFormat::Contiguous).is_same(cl));
  // The shorthands and cpu() take the same rule.
  EXPECT_TRUE(t.to_float(MemoryFormat::Contiguous).is_same(t));
  EXPECT_TRUE(cl.cpu(MemoryFormat::ChannelsLast).is_same(cl));
  EXPECT_TRUE(cl.to_float().is_same(cl));
  EXPECT_FALSE(cl.to_double().is_same(cl));
}

TEST(ToDtype, OtherTensorsDtypeAndDevice) {
  // observed in PyTorch 1.13: x.to(y) and x.type_as(y) take y's dtype; x itself when it has it.
  const Tensor x = zeros({2, 3}, names({"N", "C"}));
  const Tensor y = zeros({1}, kLong);
  EXPECT_EQ(x.to(y).dtype(), kLong);
  EXPECT_EQ(x.type_as(y).dtype(), kLong);
  EXPECT_EQ(x.type_as(y).names(), x.names());
  EXPECT_TRUE(x.to(zeros({1})).is_same(x));
  EXPECT_TRUE(x.type_as(zeros({1})).is_same(x));
  EXPECT_TRUE(x.to(Device("cpu"), std::nullopt).is_same(x));
  EXPECT_EQ(x.to(Device("cpu"), kHalf).dtype(), kHalf);
}

TEST(ToDevice, CudaOfANonCudaDevice) {
  // observed in PyTorch 1.13 (checked before any GPU is needed): x.cuda(torch.device('cpu')).
  expect_error<RuntimeError>([] { zeros({2}).cuda(Device("cpu")); }, "Invalid device, must be cuda device");
}

TEST(ToDtype, KeepsNames) {
  // observed in PyTorch 1.13: n.to(torch.int).names == ('N', 'C')
  const Tensor n = zeros({2, 3}, names({"N", "C"}));
  EXPECT_EQ(n.to(kInt32).names(), (DimnameVector{Dimname("N"), Dimname("C")}));
}

TEST(ToDtype, PreservesDenseStrides) {
  // observed in PyTorch 1.13: torch.randn(4,5).t().to(torch.double).stride() == (1, 5);
  // a [2,3,4,5] channels_last tensor sliced [..., :3] converts to strides (36, 1, 9, 3)
  EXPECT_EQ(vec(zeros({4, 5}).t().to(kDouble).strides()), (std::vector<int64_t>{1, 5}));
  const Tensor cl = empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast).narrow(3, 0, 3);
  EXPECT_EQ(vec(cl.to(kDouble).strides()), (std::vector<int64_t>{36, 1, 9, 3}));
  // observed in PyTorch 1.13: torch.randn(4,5)[:, ::2].to(torch.double).stride() == (3, 1)
  const int64_t sizes[] = {4, 3};
  const int64_t every_other_column[] = {5, 2};
  EXPECT_EQ(vec(zeros({4, 5}).as_strided(sizes, every_other_column).to(kDouble).strides()),
            (std::vector<int64_t>{3, 1}));
}

TEST(ToDtype, StridedSourceValues) {
  // The transpose of [[0, 1, 2], [3, 4, 5]] converted to int32 and read back in row-major order.
  const Tensor t = arange(6.0).view({2, 3}).t().to(kInt32);
  EXPECT_EQ(values<int32_t>(t.contiguous()), (std::vector<int32_t>{0, 3, 1, 4, 2, 5}));
}

TEST(ToDevice, CudaWithoutGpuFailsInTheAllocator) {
  if (cuda_is_available()) GTEST_SKIP() << "a GPU is present";
  EXPECT_THROW(zeros({2}).to(Device("cuda")), RuntimeError);
}

TEST(ToDevice, RoundTripThroughCuda) {
  if (!cuda_is_available()) GTEST_SKIP() << "no GPU";
  const Tensor src = arange(12.0).view({3, 4});
  const Tensor on_gpu = src.t().to(Device("cuda"), kDouble);
  EXPECT_TRUE(on_gpu.is_cuda());
  EXPECT_EQ(vec(on_gpu.strides()), (std::vector<int64_t>{1, 4}));
  const Tensor back = on_gpu.to(Device("cpu"), kFloat).contiguous();
  EXPECT_EQ(values<float>(back), (std::vector<float>{0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11}));
  // A strided CUDA destination keeps the bytes between its elements.
  const Tensor dst = zeros({3, 4}, Device("cuda"));
  dst.select(1, 2).copy_(tensor({7, 8, 9}));
  EXPECT_EQ(values<float>(dst.cpu()), (std::vector<float>{0, 0, 7, 0, 0, 0, 8, 0, 0, 0, 9, 0}));
  const Tensor filled = zeros({2, 2}, Device("cuda"));
  filled.select(0, 0).fill_(5);
  EXPECT_EQ(values<float>(filled.cpu()), (std::vector<float>{5, 5, 0, 0}));
}

// ---- copy_ --------------------------------------------------------------------------------------

TEST(Copy, BroadcastsSourceToSelf) {
  const Tensor dst = zeros({2, 3}, kInt64);
  dst.copy_(tensor({1.5, 2.5, 3.5}));
  EXPECT_EQ(values<int64_t>(dst), (std::vector<int64_t>{1, 2, 3, 1, 2, 3}));
  dst.copy_(tensor({{7}, {8}}));
  EXPECT_EQ(values<int64_t>(dst), (std::vector<int64_t>{7, 7, 7, 8, 8, 8}));
  dst.copy_(tensor(9.0));
  EXPECT_EQ(values<int64_t>(dst), (std::vector<int64_t>(6, 9)));
}

TEST(Copy, IntoStridedView) {
  const Tensor base = zeros({3, 4}, kDouble);
  base.t().copy_(arange(12.0).view({4, 3}));
  EXPECT_EQ(values<double>(base), (std::vector<double>{0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11}));
}

TEST(Copy, ShapeErrors) {
  // observed in PyTorch 1.13: torch.zeros(2,3).copy_(torch.ones(4)) and .copy_(torch.ones(2,1,3))
  expect_error<RuntimeError>(
      [] {
        zeros({2, 3}).copy_(ones({4}));
      },
      "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1");
  expect_error<RuntimeError>(
      [] {
        zeros({2, 3}).copy_(ones({2, 1, 3}));
      },
      "output with shape [2, 3] doesn't match the broadcast shape [2, 2, 3]");
  expect_error<RuntimeError>(
      [] {
        zeros({3}).copy_(ones({1, 3}));
      },
      "output with shape [3] doesn't match the broadcast shape [1, 3]");
}

TEST(Copy, ExpandedSelfIsRejected) {
  // observed in PyTorch 1.13: torch.zeros(3).expand(2,3).copy_(torch.ones(2,3))
  expect_error<RuntimeError>(
      [] {
        zeros({3}).expand({2, 3}).copy_(ones({2, 3}));
      },
      "unsupported operation: more than one element of the written-to tensor refers to a "
      "single memory location. Please clone() the tensor before performing the operation.");
}

TEST(Copy, PartialOverlapOfDenseTensorsIsRejected) {
  // observed in PyTorch 1.13: x[1:].copy_(x[:-1]) and x.view(2,2).copy_(x.view(2,2).t())
  const std::string message =
      "unsupported operation: some elements of the input tensor and the written-to tensor refer to a single memory "
      "location. Please clone() the tensor before performing the operation.";
  const Tensor x = arange(6.0);
  expect_error<RuntimeError>([&] { x.narrow(0, 1, 5).copy_(x.narrow(0, 0, 5)); }, message);
  const Tensor m = arange(4.0).view({2, 2});
  expect_error<RuntimeError>([&] { m.copy_(m.t()); }, message);
}

TEST(Copy, DisjointViewsOfOneStorage) {
  // observed in PyTorch 1.13: x[:3].copy_(x[3:]) gives [3, 4, 5]; x[1:4].copy_(x[0]) gives [0, 0, 0]
  const Tensor x = arange(6.0);
  x.narrow(0, 0, 3).copy_(x.narrow(0, 3, 3));
  EXPECT_EQ(values<float>(x), (std::vector<float>{3, 4, 5, 3, 4, 5}));
  const Tensor y = arange(6.0);
  y.narrow(0, 1, 3).copy_(y.select(0, 0));
  EXPECT_EQ(values<float>(y), (std::vector<float>{0, 0, 0, 0, 4, 5}));
}

TEST(Copy, OverlapPyTorchCannotJudgeReadsAnUnaliasedSource) {
  // x[2:10:2].copy_(x[0:8:2]) on x = arange(10): the operands interleave in one storage and are
  // not dense, so PyTorch does not check them (1.13 returns [0, 0, 0, 0], having read elements it
  // had already overwritten). Here the source is read as it was before the copy.
  const Tensor x = arange(10.0);
  const int64_t four[] = {4};
  const int64_t two[] = {2};
  const Tensor dst = x.as_strided(four, two, 2);
  dst.copy_(x.as_strided(four, two, 0));
  EXPECT_EQ(values<float>(dst.contiguous()), (std::vector<float>{0, 2, 4, 6}));
  EXPECT_EQ(values<float>(x), (std::vector<float>{0, 1, 0, 3, 2, 5, 4, 7, 6, 9}));
}

TEST(Copy, SelfAndIdenticalViewAreNoOps) {
  // observed in PyTorch 1.13: x.copy_(x) is fine
  const Tensor x = arange(4.0);
  x.copy_(x);
  x.copy_(x.view({4}));
  EXPECT_EQ(values<float>(x), (std::vector<float>{0, 1, 2, 3}));
}

TEST(Copy, InPlaceConversionOfAFullOverlap) {
  // A float tensor and a same-geometry int32 view of its storage overlap fully; converting in place
  // reads each element before writing it.
  const Tensor f = tensor({1.5f, -2.5f});
  const Tensor as_int(intrusive_ptr<TensorImpl>::make(f.impl()->storage(), kInt32, f.sizes(), f.strides(), 0));
  as_int.copy_(f);
  EXPECT_EQ(values<int32_t>(as_int), (std::vector<int32_t>{1, -2}));
}

TEST(Copy, UnnamedSelfTakesSourceNames) {
  // observed in PyTorch 1.13: torch.zeros(2,2).copy_(torch.ones(2, names=('N',))).names == (None, 'N')
  const Tensor x = zeros({2, 2});
  x.copy_(ones({2}, names({"N"})));
  EXPECT_EQ(x.names(), (DimnameVector{None, Dimname("N")}));
}

TEST(Copy, NameErrors) {
  // observed in PyTorch 1.13
  expect_error<RuntimeError>(
      [] {
        zeros({2, 2}, names({"A", "B"})).copy_(ones({3}, names({"Z"})));
      },
      "Error when attempting to broadcast dims ['A', 'B'] and dims ['Z']: dim 'B' and dim 'Z' "
      "are at the same position from the right but do not match.");
  expect_error<RuntimeError>(
      [] {
        zeros({2, 3}, names({"N", None})).copy_(ones({3}, names({"C"})));
      },
      "Name mismatch: specified out tensor with names ['N', None] are not the same as the "
      "computed output names ['N', 'C']. Please rename the out tensor's dims with "
      "`Tensor.rename`.");
}

TEST(Copy, BoolBytesOtherThanOneAreTrue) {
  // A uint8 storage read as bool: any non-zero byte is true.
  const Tensor u = tensor({0, 2, 255}, kUInt8);
  const Tensor b(intrusive_ptr<TensorImpl>::make(u.impl()->storage(), kBool, u.sizes(), u.strides(), 0));
  EXPECT_EQ(values<int32_t>(b.to(kInt32)), (std::vector<int32_t>{0, 1, 1}));
}

// ---- clone / contiguous -------------------------------------------------------------------------

TEST(Clone, PreserveFormatCopiesDenseStrides) {
  // observed in PyTorch 1.13: clone() of a channels_last tensor and of torch.randn(4,5).t()
  EXPECT_EQ(vec(empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast).clone().strides()),
            (std::vector<int64_t>{60, 1, 15, 3}));
  EXPECT_EQ(vec(zeros({4, 5}).t().clone().strides()), (std::vector<int64_t>{1, 5}));
  // observed in PyTorch 1.13: torch.zeros(3).expand(2,3).clone().stride() == (3, 1)
  EXPECT_EQ(vec(zeros({3}).expand({2, 3}).clone().strides()), (std::vector<int64_t>{3, 1}));
  // observed in PyTorch 1.13: the non-dense channels_last slice clones to (36, 1, 9, 3)
  EXPECT_EQ(vec(empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast).narrow(3, 0, 3).clone().strides()),
            (std::vector<int64_t>{36, 1, 9, 3}));
}

TEST(Clone, ExplicitFormat) {
  // observed in PyTorch 1.13
  EXPECT_EQ(vec(zeros({2, 3, 4, 5}).clone(MemoryFormat::ChannelsLast).strides()), (std::vector<int64_t>{60, 1, 15, 3}));
  EXPECT_EQ(vec(empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast).clone(MemoryFormat::Contiguous).strides()),
            (std::vector<int64_t>{60, 20, 5, 1}));
  expect_error<RuntimeError>(
      [] {
        zeros({2, 3}).clone(MemoryFormat::ChannelsLast);
      },
      "required rank 4 tensor to use channels_last format");
}

TEST(Clone, OwnsItsStorageAndKeepsValuesAndNames) {
  const Tensor x = arange(4.0).view({2, 2}).rename({"N", "C"});
  const Tensor c = x.clone();
  EXPECT_NE(c.data_ptr(), x.data_ptr());
  c.fill_(0);
  EXPECT_EQ(values<float>(x), (std::vector<float>{0, 1, 2, 3}));
  EXPECT_EQ(c.names(), (DimnameVector{Dimname("N"), Dimname("C")}));
}

TEST(Contiguous, ReturnsSelfWhenAlreadyContiguous) {
  const Tensor x = zeros({2, 3});
  EXPECT_TRUE(x.contiguous().is_same(x));
  const Tensor cl = empty({2, 3, 4, 5}, MemoryFormat::ChannelsLast);
  EXPECT_TRUE(cl.contiguous(MemoryFormat::ChannelsLast).is_same(cl));
}

TEST(Contiguous, CopiesTransposedToRowMajor) {
  const Tensor t = arange(6.0).view({2, 3}).t();
  const Tensor c = t.contiguous();
  EXPECT_EQ(vec(c.strides()), (std::vector<int64_t>{2, 1}));
  EXPECT_EQ(values<float>(c), (std::vector<float>{0, 3, 1, 4, 2, 5}));
  // observed in PyTorch 1.13: torch.zeros(2,3,4,5).contiguous(memory_format=torch.channels_last)
  EXPECT_EQ(vec(zeros({2, 3, 4, 5}).contiguous(MemoryFormat::ChannelsLast).strides()),
            (std::vector<int64_t>{60, 1, 15, 3}));
  // observed in PyTorch 1.13: n.t().contiguous().names == ('C', 'N')
  EXPECT_EQ(zeros({2, 3}, names({"N", "C"})).t().contiguous().names(), (DimnameVector{Dimname("C"), Dimname("N")}));
}

TEST(Contiguous, PreserveIsNotAFormatToMakeContiguous) {
  expect_error<RuntimeError>(
      [] {
        zeros({2, 3}).t().contiguous(MemoryFormat::Preserve);
      },
      "preserve memory format is unsupported by the contiguous operator");
}

}  // namespace
}  // namespace opforge
