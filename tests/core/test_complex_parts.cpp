// real and imag as views of a complex tensor's storage, conj and conj_physical, angle and
// nan_to_num through their public functions. Geometries are derived from the definitions (a
// complex element is two real ones: strides and offsets double); texts and values are PyTorch 1.13
// observations (said so beside each).
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>

#include "kernel_test_support.h"
#include "opforge/ops/angle.h"
#include "opforge/ops/conj.h"
#include "opforge/ops/conj_physical.h"
#include "opforge/ops/fill.h"
#include "opforge/ops/imag.h"
#include "opforge/ops/nan_to_num.h"
#include "opforge/ops/real.h"

namespace opforge {
namespace {

using namespace opforge::test;
using C = std::complex<double>;

Longs strides(const Tensor& t) { return {t.strides().begin(), t.strides().end()}; }

bool shares_storage(const Tensor& a, const Tensor& b) { return a.impl()->storage() == b.impl()->storage(); }

Tensor complex_grid() {
  return from_complexes({{1, -1}, {2, -2}, {3, -3}, {4, -4}, {5, -5}, {6, -6}}, {2, 3}, kComplexFloat);
}

TEST(ComplexParts, RealAndImagAreViewsInTheRealDtype) {
  const Tensor z = complex_grid();
  const Tensor re = opforge::real(z), im = z.imag();
  EXPECT_EQ(re.dtype(), kFloat);
  EXPECT_EQ(im.dtype(), kFloat);
  EXPECT_EQ(shape(re), (Longs{2, 3}));
  EXPECT_EQ(strides(re), (Longs{6, 2}));
  EXPECT_EQ(re.storage_offset(), 0);
  EXPECT_EQ(im.storage_offset(), 1);
  EXPECT_TRUE(shares_storage(re, z));
  EXPECT_EQ(doubles(re), (Doubles{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(doubles(im), (Doubles{-1, -2, -3, -4, -5, -6}));
  // Writing through a view changes the complex tensor.
  im.fill_(0.5);
  EXPECT_EQ(complexes(z)[4], C(5, 0.5));
}

TEST(ComplexParts, ViewsOfStridedAndOffsetTensors) {
  const Tensor z = complex_grid();
  const Tensor t = z.t();  // strides [1, 3]
  EXPECT_EQ(strides(t.imag()), (Longs{2, 6}));
  EXPECT_EQ(doubles(t.imag()), (Doubles{-1, -4, -2, -5, -3, -6}));
  const Tensor row = z.narrow(0, 1, 1);  // offset 3 complex elements
  EXPECT_EQ(row.real().storage_offset(), 6);
  EXPECT_EQ(row.imag().storage_offset(), 7);
  EXPECT_EQ(doubles(row.imag()), (Doubles{-4, -5, -6}));
  EXPECT_EQ(from_complexes({{1, 2}}, {1}, kComplexDouble).imag().dtype(), kDouble);
  EXPECT_EQ(from_complexes({{1, 2}}, {1}, kComplexHalf).real().dtype(), kHalf);
}

TEST(ComplexParts, RealOfARealTensorIsItselfAndImagIsRejected) {
  const Tensor x = from_doubles({1, 2}, {2});
  EXPECT_TRUE(opforge::real(x).is_same(x));
  // Observed: torch.imag(torch.tensor([1.0])).
  expect_error<RuntimeError>([&] { x.imag(); }, "imag is not implemented for tensors with non-complex dtypes.");
}

TEST(ComplexParts, NamesAreKept) {
  const Tensor z = complex_grid().rename({"N", "C"});
  EXPECT_EQ(z.real().names()[1], Dimname("C"));
  EXPECT_EQ(z.imag().names()[0], Dimname("N"));
}

TEST(Conj, ConjugatesComplexAndReturnsRealSelf) {
  const Tensor z = complex_grid();
  const Tensor c = opforge::conj(z);
  EXPECT_FALSE(shares_storage(c, z));  // no lazy conjugate bit: computed
  EXPECT_EQ(complexes(c)[1], C(2, 2));
  const Tensor x = from_doubles({1, 2}, {2});
  EXPECT_TRUE(opforge::conj(x).is_same(x));
  // The imaginary zero's sign flips: conj(1+0j) is 1-0j.
  const Tensor p = opforge::conj_physical(from_complexes({{1, 0}}, {1}, kComplexFloat));
  EXPECT_TRUE(std::signbit(complexes(p)[0].imag()));
}

TEST(ConjPhysical, RealSelfIsReturnedItselfAndOutCopies) {
  // >>> x = torch.tensor([1., 2.]); torch.conj_physical(x) is x  ->  True (also for int64); x.conj_physical_()
  // is x; torch.conj_physical(x, out=o) writes o.
  Tensor x = from_doubles({1, 2}, {2});
  EXPECT_TRUE(opforge::conj_physical(x).is_same(x));
  EXPECT_TRUE(x.conj_physical().is_same(x));
  EXPECT_TRUE(x.conj_physical_().is_same(x));
  const Tensor i = from_doubles({3}, {1}, kInt64);
  EXPECT_TRUE(opforge::conj_physical(i).is_same(i));
  Tensor out = from_doubles({0, 0}, {2}, kDouble);
  expect_error<RuntimeError>([&] { (void)opforge::conj_physical_out(out, x); },
                             "Found dtype Double but expected Float");
  Tensor same = from_doubles({0, 0}, {2});
  opforge::conj_physical_out(same, x);
  EXPECT_FALSE(shares_storage(same, x));
  EXPECT_EQ(doubles(same), (Doubles{1, 2}));
  // Complex self is computed into a new tensor, in place into itself.
  const Tensor z = complex_grid();
  EXPECT_FALSE(shares_storage(opforge::conj_physical(z), z));
}

TEST(Angle, IntegersPromoteAndNegativesArePi) {
  // Observed: torch.angle(torch.tensor([1, -2, 0], dtype=torch.int32)) -> float32 [0, pi, 0].
  const Tensor a = opforge::angle(from_doubles({1, -2, 0}, {3}, kInt));
  EXPECT_EQ(a.dtype(), kFloat);
  EXPECT_EQ(doubles(a), (Doubles{0, static_cast<float>(M_PI), 0}));
  // Complex: atan2(imag, real) as a real tensor; angle(-0+0j) is pi.
  const Tensor z = opforge::angle(from_complexes({{-0.0, 0.0}, {0, -1}}, {2}, kComplexDouble));
  EXPECT_EQ(z.dtype(), kDouble);
  EXPECT_EQ(doubles(z), (Doubles{M_PI, -M_PI / 2}));
  // Observed: angle of int64 into an int32 out= is "result type Float can't be cast to the desired
  // output type Int"; complex64 into complex128 is allowed.
  Tensor out = empty({3}, TensorOptions().dtype(kInt));
  expect_error<RuntimeError>(
      [&] {
        opforge::angle_out(out, from_doubles({1, -2, 0}, {3}, kLong));
      },
      "result type Float can't be cast to the desired output type Int");
  Tensor wide = empty({2}, TensorOptions().dtype(kComplexDouble));
  opforge::angle_out(wide, from_complexes({{1, 1}, {-1, 0}}, {2}, kComplexFloat));
  EXPECT_NEAR(complexes(wide)[0].real(), M_PI / 4, 1e-7);
}

TEST(NanToNum, DefaultsAreTheStorageDtypesFiniteExtremes) {
  const double inf = std::numeric_limits<double>::infinity(), nan = std::nan("");
  // Observed: torch.nan_to_num of float16 [nan, inf, -inf, 1.5] -> [0, 65504, -65504, 1.5].
  EXPECT_EQ(doubles(opforge::nan_to_num(from_doubles({nan, inf, -inf, 1.5}, {4}, kHalf))),
            (Doubles{0, 65504, -65504, 1.5}));
  EXPECT_EQ(doubles(opforge::nan_to_num(from_doubles({inf}, {1}, kBFloat16))), (Doubles{3.3895313892515355e38}));
  EXPECT_EQ(doubles(opforge::nan_to_num(from_doubles({inf}, {1}, kFloat))),
            (Doubles{std::numeric_limits<float>::max()}));
  // Given values are rounded to the dtype first: posinf=1e10 is inf in float16.
  EXPECT_EQ(doubles(opforge::nan_to_num(from_doubles({nan, inf, -inf}, {3}, kHalf), 2.0, 1e10, -3.0)),
            (Doubles{2, inf, -3}));
  // Integers are kept.
  EXPECT_EQ(longs(opforge::nan_to_num(from_doubles({1, -2}, {2}, kLong), 5.0)), (Longs{1, -2}));
  // Observed: "nan_to_num: dtype of out: Double should be same as input: Float".
  Tensor out = empty({1}, TensorOptions().dtype(kDouble));
  expect_error<RuntimeError>([&] { opforge::nan_to_num_out(out, from_doubles({1}, {1})); },
                             "nan_to_num: dtype of out: Double should be same as input: Float");
}

}  // namespace
}  // namespace opforge
