// The view and creation ops: transpose, squeeze and fill through their public functions, and
// composite::zeros. Geometries are hand-derived from the definitions (a view swaps or drops sizes and strides); texts are PyTorch
// 1.13 observations (said so beside each).
#include <cstdint>
#include <optional>

#include "kernel_test_support.h"
#include "opforge/factories.h"
#include "opforge/ops/fill.h"
#include "opforge/ops/squeeze.h"
#include "opforge/ops/transpose.h"

namespace opforge {
namespace {

using namespace opforge::test;
// transpose or transpose_ (out is self), squeeze or squeeze_.
Tensor transpose_call(const Tensor& self, int64_t dim0, int64_t dim1, const Tensor* out) {
  return out ? out->transpose_(dim0, dim1) : self.transpose(dim0, dim1);
}
Tensor squeeze_call(const Tensor& self, const Tensor* out) { return out ? out->squeeze_() : self.squeeze(); }
Tensor squeeze_call(const Tensor& self, int64_t dim, const Tensor* out) {
  return out ? out->squeeze_(dim) : self.squeeze(dim);
}

Longs strides(const Tensor& t) { return {t.strides().begin(), t.strides().end()}; }

bool shares_storage(const Tensor& a, const Tensor& b) { return a.impl()->storage() == b.impl()->storage(); }

TEST(TransposeKernel, SwapsSizesStridesAndNames) {
  const Tensor x = zeros({2, 3, 4}).rename({"A", "B", None});
  const Tensor t = transpose_call(x, 0, -1, nullptr);
  EXPECT_EQ(shape(t), (Longs{4, 3, 2}));
  EXPECT_EQ(strides(t), (Longs{1, 4, 12}));
  EXPECT_TRUE(shares_storage(t, x));
  EXPECT_EQ(t.names()[2], Dimname("A"));
  EXPECT_EQ(shape(opforge::transpose(x, Dimname("A"), Dimname("B"))), (Longs{3, 2, 4}));  // names resolved by the stub
  // A zero-dim tensor takes dims 0 and -1 and stays as it is.
  EXPECT_EQ(transpose_call(tensor(1.0), 0, -1, nullptr).dim(), 0);
  expect_error<IndexError>([&] { transpose_call(x, 0, 3, nullptr); },
                           "Dimension out of range (expected to be in range of [-3, 2], but got 3)");
}

TEST(TransposeKernel, InPlaceChangesSelf) {
  const Tensor x = zeros({2, 3}).rename({"N", "C"});
  const Tensor r = transpose_call(x, 0, 1, &x);
  EXPECT_TRUE(r.is_same(x));
  EXPECT_EQ(shape(x), (Longs{3, 2}));
  EXPECT_EQ(strides(x), (Longs{1, 3}));
  EXPECT_EQ(x.names()[0], Dimname("C"));
}

TEST(SqueezeKernel, DropsSizeOneDims) {
  const Tensor x = zeros({1, 3, 1, 2}).rename({"A", "B", "C", "D"});
  const Tensor all = squeeze_call(x, nullptr);
  EXPECT_EQ(shape(all), (Longs{3, 2}));
  EXPECT_EQ(strides(all), (Longs{2, 1}));
  EXPECT_EQ(all.names()[0], Dimname("B"));
  EXPECT_EQ(shape(squeeze_call(x, 2, nullptr)), (Longs{1, 3, 2}));
  EXPECT_EQ(shape(squeeze_call(x, 1, nullptr)), (Longs{1, 3, 1, 2}));     // size 3 stays
  EXPECT_EQ(shape(opforge::squeeze(x, Dimname("A"))), (Longs{3, 1, 2}));  // names resolved by the stub
  EXPECT_EQ(squeeze_call(tensor(1.0), 0, nullptr).dim(), 0);
  // PyTorch 1.13 text.
  expect_error<IndexError>([&] { squeeze_call(x, 4, nullptr); },
                           "Dimension out of range (expected to be in range of [-4, 3], but got 4)");
}

TEST(SqueezeKernel, InPlaceChangesSelf) {
  const Tensor x = zeros({1, 3, 1});
  squeeze_call(x, &x);
  EXPECT_EQ(shape(x), (Longs{3}));
  const Tensor y = zeros({1, 3});
  squeeze_call(y, 0, &y);
  EXPECT_EQ(shape(y), (Longs{3}));
}

TEST(ZerosFactory, EveryDtypeIsZeroBytes) {
  for (ScalarType t : {kFloat, kLong, kBool, kComplexHalf, kUInt16, kFloat8_e8m0fnu, kFloat4_e2m1fn_x2}) {
    const Tensor z = zeros({2, 3}, t);
    EXPECT_EQ(z.dtype(), t);
    EXPECT_EQ(shape(z), (Longs{2, 3}));
    const auto* bytes = static_cast<const unsigned char*>(z.data_ptr());
    for (size_t i = 0; i < z.nbytes(); ++i) EXPECT_EQ(bytes[i], 0) << to_string(t);
  }
  EXPECT_EQ(zeros({2}).dtype(), get_default_dtype());
}

TEST(ZerosFactory, NamesAndOut) {
  const Tensor z = zeros({2, 3}, {Dimname("N"), Dimname("C")}, TensorOptions());
  EXPECT_EQ(z.names()[1], Dimname("C"));
  Tensor out = full({5}, 7.0);
  zeros_out(out, {2, 2});
  EXPECT_EQ(shape(out), (Longs{2, 2}));
  EXPECT_EQ(doubles(out), (Doubles{0, 0, 0, 0}));
  // PyTorch 1.13: torch.zeros(2, 3, out=torch.empty(0), dtype=torch.float64).
  expect_error<RuntimeError>(
      [&] {
        zeros_out(out, {2, 3}, kDouble);
      },
      "dtype Double does not match dtype of out parameter (Float)");
  // The device's type must match, not its index: torch.zeros(2, out=cpu_tensor, device="cuda")
  // raises, device="cpu:0" does not.
  expect_error<RuntimeError>([&] { zeros_out(out, {2}, std::nullopt, std::nullopt, Device("cuda")); },
                             "device type cuda does not match device type of out parameter (cpu)");
  zeros_out(out, {4}, std::nullopt, std::nullopt, Device("cpu:0"));
  EXPECT_EQ(shape(out), (Longs{4}));
  // Options the signature has no argument for are refused as PyTorch's argument parser does.
  expect_error<TypeError>([] { zeros({2}, TensorOptions().memory_format(MemoryFormat::ChannelsLast)); },
                          "zeros() got an unexpected keyword argument 'memory_format'");
  expect_error<TypeError>(
      [&] {
        zeros_like(z, TensorOptions().names({"A", "B"}));
      },
      "zeros_like() got an unexpected keyword argument 'names'");
  expect_error<NotImplementedError>([] { zeros({2}, TensorOptions().layout(Layout::SparseCoo)); },
                                    "layout sparse_coo is not implemented: opforge only creates strided tensors");
}

TEST(ZerosFactory, PinMemory) {
  // pin_memory=True: page-locked host memory through the CUDA runtime; without it, PyTorch's error.
  if (cuda_is_available()) {
    const Tensor p = zeros({3}, std::nullopt, std::nullopt, std::nullopt, true);
    EXPECT_TRUE(p.is_pinned());
    EXPECT_EQ(doubles(p), (Doubles{0, 0, 0}));
    expect_error<RuntimeError>([] { zeros({3}, std::nullopt, std::nullopt, Device("cuda"), true); },
                               "Only dense CPU tensors can be pinned");
  } else {
    EXPECT_ANY_THROW(zeros({3}, std::nullopt, std::nullopt, std::nullopt, true));
  }
  // The meta device has no memory to pin: PyTorch ignores the option there.
  EXPECT_TRUE(zeros({3}, std::nullopt, std::nullopt, Device("meta"), true).is_meta());
}

TEST(Fill, FunctionalAndInPlace) {
  const Tensor x = zeros({2, 3}).t();
  const Tensor f = fill(x, 2.5);
  EXPECT_FALSE(shares_storage(f, x));
  EXPECT_EQ(shape(f), (Longs{3, 2}));
  EXPECT_EQ(strides(f), strides(x));  // empty_like keeps dense strides
  EXPECT_EQ(doubles(f), Doubles(6, 2.5));
  EXPECT_EQ(doubles(x), Doubles(6, 0.0));
  const Tensor r = x.fill_(4);
  EXPECT_TRUE(r.is_same(x));
  EXPECT_EQ(doubles(x), Doubles(6, 4.0));
  // PyTorch 1.13 text.
  const Tensor i8 = zeros({2}, kInt8);
  expect_error<RuntimeError>([&] { i8.fill_(300); }, "value cannot be converted to type int8_t without overflow");
}

}  // namespace
}  // namespace opforge
