// masked_fill.Tensor, through its public functions. Expected values and texts are PyTorch
// 1.13 observations (said so beside each) or hand-derived (value where the mask is true).
#include <complex>

#include "kernel_test_support.h"
#include "opforge/ops/masked_fill.h"

namespace opforge {
namespace {

using namespace opforge::test;
// masked_fill, or masked_fill_ on *out (which is self) when out is given.
Tensor masked_fill_call(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out) {
  if (!out) return masked_fill(self, mask, value);
  return out->masked_fill_(mask, value);
}

Tensor x4() { return arange(4).to(kFloat); }
Tensor m4() { return tensor({true, false, true, false}); }

TEST(MaskedFillTensor, FillsWhereTheMaskIsTrue) {
  // PyTorch 1.13: arange(4.).masked_fill(m, tensor(9.)) -> [9, 1, 9, 3].
  const Tensor r = masked_fill_call(x4(), m4(), tensor(9.0), nullptr);
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(doubles(r), (Doubles{9, 1, 9, 3}));
}

TEST(MaskedFillTensor, ValueTakesSelfsDtype) {
  // PyTorch 1.13: int64 self with 9.5 -> 9; float32 self with float64 0.1 -> 0.1f; bool self with 2.5
  // -> True; complex self with 1+2j -> (1+2j).
  EXPECT_EQ(longs(masked_fill_call(x4().to(kLong), m4(), tensor(9.5), nullptr)), (Longs{9, 1, 9, 3}));
  EXPECT_EQ(doubles(masked_fill_call(x4(), m4(), tensor(0.1, kDouble), nullptr))[0], static_cast<double>(0.1f));
  EXPECT_EQ(longs(masked_fill_call(x4().to(kBool), m4(), tensor(2.5), nullptr)), (Longs{1, 1, 1, 1}));
  const Tensor z = masked_fill_call(x4().to(kComplexFloat), m4(), tensor(std::complex<double>(1, 2)), nullptr);
  EXPECT_EQ(complexes(z)[0], std::complex<double>(1, 2));
  EXPECT_EQ(complexes(z)[1], std::complex<double>(1, 0));
  const Tensor h = masked_fill_call(x4().to(kComplexHalf), m4(), tensor(std::complex<double>(1, 2)), nullptr);
  EXPECT_EQ(h.dtype(), kComplexHalf);
  EXPECT_EQ(complexes(h)[2], std::complex<double>(1, 2));
}

TEST(MaskedFillTensor, ValueMustFit) {
  // PyTorch 1.13 texts.
  expect_error<RuntimeError>([] { masked_fill_call(x4().to(kInt8), m4(), tensor(300), nullptr); },
                             "value cannot be converted to type int8_t without overflow");
  expect_error<RuntimeError>([] { masked_fill_call(x4(), m4(), tensor(std::complex<double>(1, 2)), nullptr); },
                             "value cannot be converted to type float without overflow");
}

TEST(MaskedFillTensor, BroadcastsSelfAndMask) {
  // PyTorch 1.13: x.masked_fill(m.reshape(2, 2, 1), tensor(5.)) -> shape [2, 2, 4], rows 0 and 2 all 5.
  const Tensor r = masked_fill_call(x4(), m4().reshape({2, 2, 1}), tensor(5.0), nullptr);
  EXPECT_EQ(shape(r), (Longs{2, 2, 4}));
  EXPECT_EQ(doubles(r), (Doubles{5, 5, 5, 5, 0, 1, 2, 3, 5, 5, 5, 5, 0, 1, 2, 3}));
  EXPECT_EQ(doubles(masked_fill_call(x4(), tensor(true), tensor(5.0), nullptr)), (Doubles{5, 5, 5, 5}));
}

TEST(MaskedFillTensor, InPlace) {
  const Tensor x = x4();
  const Tensor r = masked_fill_call(x, m4(), tensor(9.0), &x);
  EXPECT_TRUE(r.is_same(x));
  EXPECT_EQ(doubles(x), (Doubles{9, 1, 9, 3}));
  // PyTorch 1.13: the in-place form may not grow self.
  expect_error<RuntimeError>(
      [&] {
        masked_fill_call(x, m4().reshape({2, 2, 1}), tensor(5.0), &x);
      },
      "output with shape [4] doesn't match the broadcast shape [2, 2, 4]");
}

TEST(MaskedFillTensor, Errors) {
  // Texts of PyTorch (the bool-mask check is newer PyTorch's; 1.13 still took uint8 masks).
  expect_error<RuntimeError>([] { masked_fill_call(x4(), m4(), from_doubles({9}, {1}), nullptr); },
                             "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with 1 "
                             "dimension(s).");
  expect_error<RuntimeError>([] { masked_fill_call(x4(), m4().to(kFloat), tensor(9.0), nullptr); },
                             "masked_fill_ only supports boolean masks, but got mask with dtype float");
  expect_error<RuntimeError>([] { masked_fill_call(x4(), m4().to(kUInt8), tensor(9.0), nullptr); },
                             "masked_fill_ only supports boolean masks, but got mask with dtype unsigned char");
  // PyTorch 1.13: the functional form broadcasts first, mask before self (expand_outplace(mask, self)).
  expect_error<RuntimeError>(
      [] { masked_fill_call(x4(), m4().narrow(0, 0, 3), from_doubles({9}, {1}), nullptr); },
      "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0");
}

}  // namespace
}  // namespace opforge
