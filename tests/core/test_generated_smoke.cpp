// Smoke test of the generated API (generated/ from ops.yaml): every call form of the pointwise ops
// (functions, methods, in-place, out=, wrapped-scalar overloads, operators) on small inputs whose
// results are derived by hand, plus the dtype, name and argument rules the generated stubs apply.
// The per-op conformance tests are generated (generated/tests/); this file checks the generator's
// output end to end while it is developed.
#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include <complex>
#include <string>
#include <vector>

#include "iteration/elementwise.h"
#include "kernels/clamp.h"
#include "opforge/opforge.h"

namespace opforge {
namespace {

template <class T>
std::vector<T> values(const Tensor& t) {
  const Tensor c = t.contiguous();
  const T* p = c.data_ptr<T>();
  return std::vector<T>(p, p + c.numel());
}

std::vector<float> half_values(const Tensor& t) {
  std::vector<float> out;
  for (Half h : values<Half>(t)) out.push_back(static_cast<float>(h));
  return out;
}

using test::expect_error;

using V = std::vector<int64_t>;
using VF = std::vector<float>;
using VB = std::vector<bool>;

Tensor a23() { return tensor({{1.f, 2.f, 3.f}, {4.f, 5.f, 6.f}}); }
Tensor b3() { return tensor({10.f, 20.f, 30.f}); }

// ---- binary arithmetic with broadcasting ---------------------------------------------------------

TEST(GeneratedBinary, AddBroadcastsRowAcrossRows) {
  const Tensor r = add(a23(), b3());
  EXPECT_EQ(V(r.sizes().begin(), r.sizes().end()), (V{2, 3}));
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(values<float>(r), (VF{11, 22, 33, 14, 25, 36}));
}

TEST(GeneratedBinary, AddScalesOtherByAlpha) {
  EXPECT_EQ(values<float>(add(a23(), b3(), 2)), (VF{21, 42, 63, 24, 45, 66}));
  EXPECT_EQ(values<float>(sub(a23(), b3(), 2)), (VF{-19, -38, -57, -16, -35, -54}));
}

TEST(GeneratedBinary, SubMulDiv) {
  EXPECT_EQ(values<float>(sub(a23(), b3())), (VF{-9, -18, -27, -6, -15, -24}));
  EXPECT_EQ(values<float>(mul(a23(), b3())), (VF{10, 40, 90, 40, 100, 180}));
  EXPECT_EQ(values<float>(div(a23(), b3())), (VF{1.f / 10, 2.f / 20, 3.f / 30, 4.f / 10, 5.f / 20, 6.f / 30}));
}

TEST(GeneratedBinary, ExpandedAndSlicedInputs) {
  // b3 expanded to 2x3 (stride 0 rows) and a column slice of a 2x4 tensor (non-contiguous).
  const Tensor wide = tensor({{1.f, 2.f, 3.f, 0.f}, {4.f, 5.f, 6.f, 0.f}}).narrow(1, 0, 3);
  EXPECT_FALSE(wide.is_contiguous());
  EXPECT_EQ(values<float>(add(wide, b3().expand({2, 3}))), (VF{11, 22, 33, 14, 25, 36}));
}

// ---- promotion -----------------------------------------------------------------------------------

TEST(GeneratedPromotion, ResultDtypes) {
  EXPECT_EQ(add(tensor({1, 2}), tensor({1.f, 2.f})).dtype(), kFloat);
  EXPECT_EQ(add(tensor({1, 2}).to(kInt), tensor({1, 2})).dtype(), kLong);
  EXPECT_EQ(add(tensor({1, 2}).to(kByte), tensor({1, 2}).to(kChar)).dtype(), kShort);
  // A zero-dim tensor does not promote a dimensioned one of the same category.
  EXPECT_EQ(add(tensor({1.f}).to(kHalf), tensor(1.0).to(kDouble)).dtype(), kHalf);
  // A wrapped float scalar makes an integer computation use the default dtype.
  EXPECT_EQ(add(tensor({1, 2}), 2.5).dtype(), kFloat);
  EXPECT_EQ(values<float>(add(tensor({1, 2}), 2.5)), (VF{3.5f, 4.5f}));
}

TEST(GeneratedPromotion, TrueDivisionOfIntegersIsFloat) {
  const Tensor r = div(tensor({1, 2}), tensor({2, 4}));
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(values<float>(r), (VF{0.5f, 0.5f}));
}

TEST(GeneratedPromotion, BoolAdditionIsLogicalOr) {
  const Tensor r = add(tensor({true, true, false}), tensor({true, false, false}));
  EXPECT_EQ(r.dtype(), kBool);
  EXPECT_EQ(values<bool>(r), (VB{true, true, false}));
}

// ---- wrapped-scalar overloads and operators --------------------------------------------------------

TEST(GeneratedScalars, ScalarOverloadsKeepTheTensorDtype) {
  const Tensor t = tensor({1, 2});
  EXPECT_EQ(values<int64_t>(add(t, 2)), (V{3, 4}));
  EXPECT_EQ(values<int64_t>(t.add(2)), (V{3, 4}));
  EXPECT_EQ(values<int64_t>(t.mul(3)), (V{3, 6}));
  EXPECT_EQ(add(t, 2).dtype(), kLong);
}

TEST(GeneratedOperators, ArithmeticOperators) {
  const Tensor t = tensor({1, 2});
  EXPECT_EQ(values<int64_t>(t + t), (V{2, 4}));
  EXPECT_EQ(values<int64_t>(t - 1), (V{0, 1}));
  EXPECT_EQ(values<int64_t>(2 - t), (V{1, 0}));
  EXPECT_EQ(values<int64_t>(3 * t), (V{3, 6}));
  EXPECT_EQ(values<int64_t>(-t), (V{-1, -2}));
  const Tensor q = 2 / t;
  EXPECT_EQ(q.dtype(), kFloat);
  EXPECT_EQ(values<float>(q), (VF{2.f, 1.f}));
}

TEST(GeneratedOperators, Comparisons) {
  const Tensor t = tensor({1, 2, 3});
  EXPECT_EQ((t < 2).dtype(), kBool);
  EXPECT_EQ(values<bool>(t < 2), (VB{true, false, false}));
  EXPECT_EQ(values<bool>(t <= 2), (VB{true, true, false}));
  EXPECT_EQ(values<bool>(t > 2), (VB{false, false, true}));
  EXPECT_EQ(values<bool>(t >= 2), (VB{false, true, true}));
  EXPECT_EQ(values<bool>(t == 2), (VB{false, true, false}));
  EXPECT_EQ(values<bool>(t != 2), (VB{true, false, true}));
  EXPECT_EQ(values<bool>(2 < t), (VB{false, false, true}));
  EXPECT_EQ(values<bool>(t == tensor({1.f, 0.f, 3.f})), (VB{true, false, true}));
  EXPECT_EQ(values<bool>(eq(tensor({std::complex<double>(1, 2)}), tensor({std::complex<double>(1, 2)}))), (VB{true}));
}

TEST(GeneratedOperators, CompoundAssignmentWritesInPlace) {
  Tensor t = tensor({1.f, 2.f});
  const Tensor alias = t;
  t += 1;
  t *= tensor({2.f, 3.f});
  t -= 0.5;
  t /= 2;
  EXPECT_TRUE(alias.is_same(t));
  EXPECT_EQ(values<float>(alias), (VF{1.75f, 4.25f}));
}

// ---- in-place and out= ----------------------------------------------------------------------------

TEST(GeneratedInplace, ReturnsSelfAndRejectsUnsafeCasts) {
  const Tensor t = tensor({1.f, 2.f});
  const Tensor& r = t.add_(tensor({1.f, 1.f}));
  EXPECT_EQ(&r, &t);
  EXPECT_EQ(values<float>(t), (VF{2.f, 3.f}));
  // PyTorch 1.13: torch.tensor([1, 2]).add_(torch.tensor([1.5])) -> "result type Float can't be
  // cast to the desired output type Long" (opforge names dtypes as c10 does).
  expect_error<RuntimeError>(
      [] {
        tensor({1, 2}).add_(tensor({1.5f}));
      },
      "result type Float can't be cast to the desired output type Long");
}

TEST(GeneratedInplace, SelfMayNotBroadcast) { EXPECT_THROW(tensor({1.f, 2.f, 3.f}).add_(a23()), RuntimeError); }

TEST(GeneratedOut, ResizesAnEmptyOutAndReturnsIt) {
  Tensor out = empty({0});
  Tensor& r = add_out(out, a23(), b3());
  EXPECT_EQ(&r, &out);
  EXPECT_EQ(V(out.sizes().begin(), out.sizes().end()), (V{2, 3}));
  EXPECT_EQ(values<float>(out), (VF{11, 22, 33, 14, 25, 36}));
}

TEST(GeneratedOut, WritesIntoAnOutOfAnotherDtype) {
  Tensor out = empty({2}, kDouble);
  mul_out(out, tensor({1.5f, 2.f}), 2);
  EXPECT_EQ(values<double>(out), (std::vector<double>{3.0, 4.0}));
}

// ---- names ----------------------------------------------------------------------------------------

TEST(GeneratedNames, BinaryOpsUnifyFromTheRight) {
  const Tensor x = zeros({2, 3}, names({"N", "C"}));
  const Tensor y = zeros({3}, names({"C"}));
  const Tensor r = add(x, y);
  ASSERT_TRUE(r.has_names());
  EXPECT_EQ(r.names()[0], Dimname("N"));
  EXPECT_EQ(r.names()[1], Dimname("C"));
  EXPECT_TRUE(add(x, 1).has_names());
}

// pytorch.org/docs/stable/name_inference.html, unifies_names_from_inputs: names must match from the right.
TEST(GeneratedNames, MismatchRaisesAndLeavesOutUntouched) {
  const Tensor n = ones({2}, names({"N"}));
  const Tensor c = ones({2}, names({"C"}));
  expect_error<RuntimeError>([&] { add(n, c); },
                             "Error when attempting to broadcast dims ['N'] and dims ['C']: dim 'N' and dim 'C' are "
                             "at the same position from the right but do not match.");
  // PyTorch 1.13 raises "Name mismatch" for an out= tensor named otherwise, before writing it.
  Tensor out = full({2}, 7.f, names({"C"}));
  expect_error<RuntimeError>([&] { add_out(out, n, n); },
                             "Name mismatch: specified out tensor with names ['C'] are not the same as the computed "
                             "output names ['N']. Please rename the out tensor's dims with `Tensor.rename`.");
  EXPECT_EQ(values<float>(out), (VF{7.f, 7.f}));
}

TEST(GeneratedNames, UnaryOpsKeepNames) {
  const Tensor r = sin(zeros({2, 2}, names({"A", "B"})));
  ASSERT_TRUE(r.has_names());
  EXPECT_EQ(r.names()[1], Dimname("B"));
}

TEST(GeneratedNames, WhereRejectsNamedTensors) {
  // Observed in PyTorch 1.13 (the op is PyTorch's where.self overload).
  expect_error<RuntimeError>(
      [] { where(tensor({true}), ones({1}, names({"N"})), ones({1})); },
      "aten::where.self is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, "
      "call the op with an unnamed tensor, and set names on the result of the operation.");
}

// ---- reduced precision, integers, complex ---------------------------------------------------------

TEST(GeneratedDtypes, HalfComputesInFloatAndRoundsOnce) {
  const Tensor h = tensor({1.5f, 2.25f}).to(kHalf);
  const Tensor r = add(h, tensor({0.25f, 0.5f}).to(kHalf));
  EXPECT_EQ(r.dtype(), kHalf);
  EXPECT_EQ(half_values(r), (VF{1.75f, 2.75f}));
  EXPECT_EQ(half_values(sqrt(tensor({4.f, 9.f}).to(kHalf))), (VF{2.f, 3.f}));
}

TEST(GeneratedDtypes, IntegerPow) {
  EXPECT_EQ(values<int64_t>(pow(tensor({2, 3}), 3)), (V{8, 27}));
  EXPECT_EQ(values<int64_t>(tensor({2, 3}).pow(tensor({3, 2}))), (V{8, 9}));
  // PyTorch's powi: negative exponents give 0 except for bases 1 and -1.
  EXPECT_EQ(values<int64_t>(pow(tensor({2, -1, 1, -1}), tensor({-1, -1, -2, -2}))), (V{0, -1, 1, 1}));
  EXPECT_EQ(values<int64_t>(pow(2, tensor({3, 0}))), (V{8, 1}));
  expect_error<RuntimeError>([] { pow(tensor({2}), -1); }, "Integers to negative integer powers are not allowed.");
  // bool_to_long: bool ** 2 computes in int64.
  const Tensor b = pow(tensor({true, false}), 2);
  EXPECT_EQ(b.dtype(), kLong);
  EXPECT_EQ(values<int64_t>(b), (V{1, 0}));
  // An integer base with a float exponent promotes to the default dtype.
  EXPECT_EQ(values<float>(pow(tensor({4, 9}), 0.5)), (VF{2.f, 3.f}));
}

TEST(GeneratedDtypes, IntegerArithmeticWraps) {
  const Tensor i8 = tensor({100, -128}).to(kChar);
  EXPECT_EQ(values<int8_t>(i8 * 3), (std::vector<int8_t>{44, -128}));  // 300 mod 256, -384 mod 256
  EXPECT_EQ(values<int8_t>(-i8), (std::vector<int8_t>{-100, -128}));
}

TEST(GeneratedDtypes, ComplexAbsIsReal) {
  const Tensor r = abs(tensor({std::complex<double>(3, 4)}).to(kComplexFloat));
  EXPECT_EQ(r.dtype(), kFloat);
  EXPECT_EQ(values<float>(r), (VF{5.f}));
}

// ---- unary ops ------------------------------------------------------------------------------------

TEST(GeneratedUnary, Values) {
  EXPECT_EQ(values<int64_t>(neg(tensor({1, -2}))), (V{-1, 2}));
  EXPECT_EQ(values<float>(abs(tensor({-1.5f, 2.f}))), (VF{1.5f, 2.f}));
  EXPECT_EQ(values<float>(exp(tensor({0.f}))), (VF{1.f}));
  EXPECT_EQ(values<float>(sin(tensor({0.f}))), (VF{0.f}));
  EXPECT_EQ(values<float>(sigmoid(tensor({0.f}))), (VF{0.5f}));
  EXPECT_EQ(values<float>(sqrt(tensor({4, 9}))), (VF{2.f, 3.f}));
  EXPECT_EQ(values<float>(atan2(tensor({0.f}), tensor({1.f}))), (VF{0.f}));
  EXPECT_EQ(values<bool>(logical_not(tensor({0.f, 2.f}))), (VB{true, false}));
  EXPECT_EQ(values<bool>(bitwise_not(tensor({true, false}))), (VB{false, true}));
  EXPECT_EQ(values<int8_t>(bitwise_not(tensor({0, 5}).to(kChar))), (std::vector<int8_t>{-1, -6}));
}

TEST(GeneratedUnary, InplaceAndOut) {
  const Tensor t = tensor({1.f, 4.f});
  t.sqrt_();
  EXPECT_EQ(values<float>(t), (VF{1.f, 2.f}));
  Tensor out = empty({2});
  neg_out(out, t);
  EXPECT_EQ(values<float>(out), (VF{-1.f, -2.f}));
  // neg's inplace_cast is exact: an out of another dtype is rejected.
  Tensor dout = empty({2}, kDouble);
  EXPECT_THROW(neg_out(dout, t), RuntimeError);
}

// ---- clamp, where, masked_fill ----------------------------------------------------------------------

TEST(GeneratedSelection, Clamp) {
  const Tensor x = tensor({-1.f, 0.5f, 2.f});
  EXPECT_EQ(values<float>(clamp(x, 0, 1)), (VF{0.f, 0.5f, 1.f}));
  EXPECT_EQ(values<float>(x.clamp(0)), (VF{0.f, 0.5f, 2.f}));
  EXPECT_EQ(values<float>(clamp(x, std::nullopt, 1)), (VF{-1.f, 0.5f, 1.f}));
  EXPECT_EQ(values<float>(clamp(x, tensor({0.f, 0.f, 0.f}), tensor(1.f))), (VF{0.f, 0.5f, 1.f}));
  // spec: min greater than max sets every element to max.
  EXPECT_EQ(values<float>(clamp(x, 2, 1)), (VF{1.f, 1.f, 1.f}));
  // clamp(x) alone is ambiguous in C++ (both overloads default their bounds), as at::clamp is.
  const std::optional<Scalar> none;
  expect_error<RuntimeError>([&] { clamp(x, none, none); },
                             "torch.clamp: At least one of 'min' or 'max' must not be None");
  // The kernel has no functor for that call (the generator leaves it out); called directly, it
  // raises the stub's error rather than computing anything.
  elementwise::Config config;
  config.op_name = "clamp";
  const elementwise::ElementwiseIter iter(config, {x});
  expect_error<RuntimeError>([&] { cpu::clamp_kernel(iter, false, false); },
                             "torch.clamp: At least one of 'min' or 'max' must not be None");
}

TEST(GeneratedSelection, Where) {
  const Tensor cond = tensor({true, false});
  EXPECT_EQ(values<float>(where(cond, tensor({1.f, 2.f}), tensor({3.f, 4.f}))), (VF{1.f, 4.f}));
  EXPECT_EQ(values<float>(where(cond, tensor({1.f, 2.f}), 0)), (VF{1.f, 0.f}));
  // PyTorch 1.13's text.
  expect_error<RuntimeError>([] { where(tensor({1.f}), tensor({1.f}), tensor({2.f})); },
                             "where expected condition to be a boolean tensor, but got a tensor with dtype Float");
}

TEST(GeneratedSelection, MaskedFill) {
  const Tensor t = tensor({1, 2, 3});
  EXPECT_EQ(values<int64_t>(t.masked_fill(tensor({true, false, true}), 0)), (V{0, 2, 0}));
  t.masked_fill_(tensor({false, true, false}), 9);
  EXPECT_EQ(values<int64_t>(t), (V{1, 9, 3}));
}

// ---- argument rules -------------------------------------------------------------------------------

TEST(GeneratedArguments, AlphaMayNotPromote) {
  // PyTorch 1.13's texts (add's alpha_check).
  expect_error<RuntimeError>([] { add(tensor({1}), tensor({1}), 1.5); },
                             "For integral input tensors, argument alpha must not be a floating point number.");
  expect_error<RuntimeError>([] { add(tensor({1.f}), tensor({1.f}), true); },
                             "Boolean alpha only supported for Boolean results.");
}

TEST(GeneratedArguments, DtypeOutsideTheOpsListIsNotImplemented) {
  expect_error<NotImplementedError>([] { bitwise_not(tensor({1.5f})); },
                                    "\"bitwise_not_cpu\" not implemented for 'Float'");
}

}  // namespace
}  // namespace opforge
