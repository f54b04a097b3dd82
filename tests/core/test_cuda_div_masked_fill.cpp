// div.Tensor_mode and masked_fill.Tensor on CUDA tensors (src/cuda/div.cu; masked_fill.Tensor
// runs masked_fill's generated CUDA kernel), compared with the CPU kernels on the same inputs:
// every dtype each supports, contiguous, transposed, sliced and broadcast operands, zero-dim CPU
// operands riding along as scalars, in-place and out= forms, empty tensors, and the errors
// (ZeroDivisionError for integers, dtype texts naming the CUDA kernels). Skipped without a GPU
// (the first session with one runs them).
#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "cuda_test_support.h"

namespace opforge {
namespace {

using namespace opforge::test;

using CudaDivMaskedFill = GpuTest;

// Quotients and filled values match the CPU's to the sign of a zero.
void expect_same_signed(const Tensor& gpu, const Tensor& cpu) { expect_same(gpu, cpu, SignOfZero::Checked); }

struct View {
  std::string name;
  std::function<Tensor(const Tensor&)> apply;  // on a 6 x 8 tensor
};

std::vector<View> views() {
  return {{"contiguous", [](const Tensor& t) { return t; }},
          {"transposed", [](const Tensor& t) { return t.t(); }},
          {"sliced", [](const Tensor& t) { return t.narrow(1, 2, 5).narrow(0, 1, 4); }},
          {"empty", [](const Tensor& t) { return t.narrow(0, 0, 0); }}};
}

// Dividends and divisors, no divisor zero: signs mixed, quotients exact and not.
Tensor dividends(ScalarType dtype) { return from_doubles(small_integers(48, 50, 1), {6, 8}, dtype); }
Tensor divisors(ScalarType dtype) {
  Doubles v = small_integers(48, 7, 2);
  for (double& x : v)
    if (x == 0) x = 3;
  return from_doubles(v, {6, 8}, dtype);
}

TEST_F(CudaDivMaskedFill, RoundedDivisionMatchesCpu) {
  for (ScalarType dtype : {kByte, kChar, kShort, kInt, kLong, kHalf, kBFloat16, kFloat, kDouble}) {
    const Tensor a = dividends(dtype), b = divisors(dtype);
    const Tensor ga = on_gpu(a), gb = on_gpu(b);
    for (const View& v : views()) {
      for (const char* mode : {"trunc", "floor"}) {
        SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << v.name << " " << mode);
        expect_same_signed(div(v.apply(ga), v.apply(gb), mode), div(v.apply(a), v.apply(b), mode));
      }
    }
    // Broadcast: a column of divisors, and a zero-dim CPU divisor riding along as a scalar.
    expect_same_signed(div(ga, gb.narrow(1, 0, 1), "floor"), div(a, b.narrow(1, 0, 1), "floor"));
    const Tensor scalar_divisor = from_doubles({-3}, IntArrayRef(Longs{}), dtype);
    expect_same_signed(div(ga, scalar_divisor, "floor"), div(a, scalar_divisor, "floor"));
  }
}

TEST_F(CudaDivMaskedFill, FloatingSpecialValuesAndTrueDivision) {
  const double inf = std::numeric_limits<double>::infinity();
  const Doubles specials = {5.3, -5.3, 1.0, 0.0, -0.0, inf, -inf, std::nan(""), 7.0, -7.5};
  const Doubles by = {0.1, 0.1, -0.0, -1.0, 2.0, 3.0, 3.0, 1.0, 0.0, 2.0};
  for (ScalarType dtype : {kFloat, kDouble}) {
    const Tensor a = from_doubles(specials, {10}, dtype), b = from_doubles(by, {10}, dtype);
    SCOPED_TRACE(to_string(dtype));
    expect_same_signed(div(on_gpu(a), on_gpu(b), "floor"), div(a, b, "floor"));
    expect_same_signed(div(on_gpu(a), on_gpu(b), "trunc"), div(a, b, "trunc"));
    expect_same_signed(div(on_gpu(a), on_gpu(b), std::nullopt), div(a, b, std::nullopt));
  }
  // True division promotes integers to the default float dtype; complex divides as complex.
  expect_same_signed(div(on_gpu(dividends(kInt)), on_gpu(divisors(kInt)), std::nullopt),
                     div(dividends(kInt), divisors(kInt), std::nullopt));
  expect_same_signed(div(on_gpu(dividends(kComplexFloat)), on_gpu(divisors(kComplexFloat)), std::nullopt),
                     div(dividends(kComplexFloat), divisors(kComplexFloat), std::nullopt));
}

TEST_F(CudaDivMaskedFill, InPlaceAndOutForms) {
  const Tensor a = dividends(kLong), b = divisors(kLong);
  const Tensor ga = on_gpu(a);
  ga.div_(on_gpu(b), "floor");
  expect_same_signed(ga, div(a, b, "floor"));
  Tensor out = on_gpu(empty({8, 6}, TensorOptions().dtype(kDouble))).t();
  div_out(out, on_gpu(a), on_gpu(b), "trunc");
  expect_same_signed(out, div(a, b, "trunc").to(kDouble));
}

TEST_F(CudaDivMaskedFill, IntegerDivisionByZeroAndBoolRaise) {
  // The CPU kernel's texts: the device flags a zero divisor, the host raises.
  expect_error<RuntimeError>([] { div(on_gpu(tensor({4, 5})), on_gpu(tensor({1, 0})), "floor"); }, "ZeroDivisionError");
  expect_error<RuntimeError>([] { div(on_gpu(tensor({4, 5})), on_gpu(tensor({0, 1})), "trunc"); }, "ZeroDivisionError");
  expect_error<NotImplementedError>([] { div(on_gpu(tensor({true})), on_gpu(tensor({true})), "floor"); },
                                    "\"div_floor_cuda\" not implemented for 'Bool'");
  // Floating division by zero is IEEE's.
  expect_same_signed(div(on_gpu(tensor({1.0, -1.0})), on_gpu(tensor({0.0, 0.0})), "floor"),
                     div(tensor({1.0, -1.0}), tensor({0.0, 0.0}), "floor"));
}

TEST_F(CudaDivMaskedFill, MaskedFillMatchesCpuForEveryDtype) {
  const Tensor mask = from_doubles(small_integers(48, 1, 3), {6, 8}, kBool);
  for (ScalarType dtype : {kBool, kByte, kChar, kShort, kInt, kLong, kHalf, kBFloat16, kFloat, kDouble, kComplexHalf,
                           kComplexFloat, kComplexDouble}) {
    const Tensor self = from_doubles(small_integers(48, 9, 4), {6, 8}, dtype);
    const Tensor value = from_doubles({1}, IntArrayRef(Longs{}), dtype);
    for (const View& v : views()) {
      SCOPED_TRACE(testing::Message() << to_string(dtype) << " " << v.name);
      expect_same_signed(masked_fill(v.apply(on_gpu(self)), v.apply(on_gpu(mask)), on_gpu(value)),
                         masked_fill(v.apply(self), v.apply(mask), value));
      // A zero-dim CPU value with a CUDA self.
      expect_same_signed(masked_fill(v.apply(on_gpu(self)), v.apply(on_gpu(mask)), value),
                         masked_fill(v.apply(self), v.apply(mask), value));
    }
  }
}

TEST_F(CudaDivMaskedFill, MaskedFillBroadcastsAndFillsInPlace) {
  const Tensor self = from_doubles(small_integers(48, 9, 5), {6, 8}, kFloat);
  const Tensor row_mask = from_doubles({1, 0, 0, 1, 1, 0, 1, 0}, {8}, kBool);
  const Tensor value = tensor(-2.5);
  expect_same_signed(masked_fill(on_gpu(self), on_gpu(row_mask), value), masked_fill(self, row_mask, value));
  const Tensor gpu_self = on_gpu(self).t().contiguous().t();
  gpu_self.masked_fill_(on_gpu(row_mask), value);
  expect_same_signed(gpu_self, masked_fill(self, row_mask, value));
  // The value's overflow check is the CPU kernel's.
  expect_error<RuntimeError>(
      [] {
        masked_fill(on_gpu(zeros({2}, TensorOptions().dtype(kInt8))), on_gpu(tensor({true, false})), tensor(300));
      },
      "value cannot be converted to type int8_t without overflow");
}

}  // namespace
}  // namespace opforge
