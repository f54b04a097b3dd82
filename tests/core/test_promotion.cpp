// Type promotion and casting: every example of the promotion and casting sections of
// pytorch.org/docs/stable/tensor_attributes.html, the rules around them, and promote_types spot checks.
// Most tests describe tensors by OperandType (dtype + dimensioned / zero-dim / wrapped scalar),
// which is all result_type looks at; the last group repeats the spec's examples with the spec's
// own tensors. "Observed in PyTorch 1.13" marks values read from real PyTorch.
#include <gtest/gtest.h>

#include "kernel_test_support.h"

#include <initializer_list>
#include <string>
#include <vector>

#include "opforge/error.h"
#include "opforge/factories.h"
#include "opforge/promotion.h"
#include "opforge/scalar.h"

namespace opforge {
namespace {

using test::expect_error;

OperandType dimensioned(ScalarType t) { return {t, OperandKind::Dimensioned}; }
OperandType zero_dim(ScalarType t) { return {t, OperandKind::ZeroDim}; }
OperandType wrapped(const Scalar& s) { return operand_type(s); }

ScalarType result(std::initializer_list<OperandType> ops) {
  return result_type(std::span<const OperandType>(ops.begin(), ops.size()));
}

// The spec's tensors.
const OperandType float_tensor = dimensioned(kFloat);
const OperandType double_tensor = dimensioned(kDouble);
const OperandType complex_float_tensor = dimensioned(kComplex64);
const OperandType complex_double_tensor = dimensioned(kComplex128);
const OperandType int_tensor = dimensioned(kInt);
const OperandType long_tensor = dimensioned(kLong);
const OperandType uint_tensor = dimensioned(kUInt8);
const OperandType bool_tensor = dimensioned(kBool);
const OperandType long_zerodim = zero_dim(kLong);
const OperandType int_zerodim = zero_dim(kInt);

class Promotion : public ::testing::Test {
 protected:
  void TearDown() override { set_default_dtype(kFloat); }
};

// ---- "Promotion Examples" --------------------------------------------------------------------

TEST_F(Promotion, Example_TorchAdd5And5IsInt64) { EXPECT_EQ(result_type(Scalar(5), Scalar(5)), kInt64); }

// "5 is an int64, but does not have higher category than int_tensor so is not considered."
TEST_F(Promotion, Example_IntTensorPlus5IsInt32) { EXPECT_EQ(result({int_tensor, wrapped(5)}), kInt32); }

TEST_F(Promotion, Example_IntTensorPlusLongZerodimIsInt32) { EXPECT_EQ(result({int_tensor, long_zerodim}), kInt32); }

TEST_F(Promotion, Example_LongTensorPlusIntTensorIsInt64) { EXPECT_EQ(result({long_tensor, int_tensor}), kInt64); }

TEST_F(Promotion, Example_BoolTensorPlusLongTensorIsInt64) { EXPECT_EQ(result({bool_tensor, long_tensor}), kInt64); }

TEST_F(Promotion, Example_BoolTensorPlusUintTensorIsUint8) { EXPECT_EQ(result({bool_tensor, uint_tensor}), kUInt8); }

TEST_F(Promotion, Example_FloatTensorPlusDoubleTensorIsFloat64) {
  EXPECT_EQ(result({float_tensor, double_tensor}), kFloat64);
}

TEST_F(Promotion, Example_ComplexFloatTensorPlusComplexDoubleTensorIsComplex128) {
  EXPECT_EQ(result({complex_float_tensor, complex_double_tensor}), kComplex128);
}

TEST_F(Promotion, Example_BoolTensorPlusIntTensorIsInt32) { EXPECT_EQ(result({bool_tensor, int_tensor}), kInt32); }

// "Since long is a different kind than float, result dtype only needs to be large enough to hold
// the float."
TEST_F(Promotion, Example_TorchAddLongTensorFloatTensorIsFloat32) {
  EXPECT_EQ(result({long_tensor, float_tensor}), kFloat32);
}

// ---- the rules the examples illustrate -------------------------------------------------------

// "If the type of a scalar operand is of a higher category than tensor operands ..., we promote
// to a type with sufficient size to hold all scalar operands of that category." and "A floating
// point scalar operand has dtype torch.get_default_dtype()". Observed in PyTorch 1.13:
// int32 tensor + 5.5 -> float32.
TEST_F(Promotion, Rule_HigherCategoryScalarPromotesToTheDefaultDtype) {
  EXPECT_EQ(result({int_tensor, wrapped(5.5)}), kFloat32);
  EXPECT_EQ(result({bool_tensor, wrapped(2.5)}), kFloat32);  // observed in PyTorch 1.13
  set_default_dtype(kDouble);
  EXPECT_EQ(result({int_tensor, wrapped(5.5)}), kFloat64);
}

// A float scalar has no higher category than a float16 tensor, so the tensor's size wins.
// Observed in PyTorch 1.13: half zero-dim + 2.5 -> float16, bfloat16 tensor + 1.5 -> bfloat16.
TEST_F(Promotion, Rule_SameCategoryScalarDoesNotWiden) {
  EXPECT_EQ(result({zero_dim(kHalf), wrapped(2.5)}), kHalf);
  EXPECT_EQ(result({dimensioned(kBFloat16), wrapped(1.5)}), kBFloat16);
}

// "an integral non-boolean scalar operand has dtype torch.int64". Observed in PyTorch 1.13:
// bool tensor + 5 -> int64, bool zero-dim + 5 -> int64, bool tensor + True -> bool.
TEST_F(Promotion, Rule_IntegralScalarIsInt64AndBoolScalarIsBool) {
  EXPECT_EQ(result({bool_tensor, wrapped(5)}), kInt64);
  EXPECT_EQ(result({zero_dim(kBool), wrapped(5)}), kInt64);
  EXPECT_EQ(result({bool_tensor, wrapped(true)}), kBool);
}

// "Unlike numpy, we do not inspect values". Observed in PyTorch 1.13: uint8 tensor + (-5) -> uint8.
TEST_F(Promotion, Rule_ValuesAreNotInspected) {
  EXPECT_EQ(result({uint_tensor, wrapped(-5)}), kUInt8);
  EXPECT_EQ(result({uint_tensor, wrapped(int64_t{1} << 40)}), kUInt8);
}

// "If a zero-dimension tensor operand has a higher category than dimensioned operands, we promote
// to a type with sufficient size and category to hold all zero-dim tensor operands of that
// category." Its own dtype counts, not the default dtype. Observed in PyTorch 1.13:
// int32 tensor + float64 zero-dim -> float64; float32 tensor + float64 zero-dim -> float32.
TEST_F(Promotion, Rule_HigherCategoryZeroDimPromotesToItsOwnDtype) {
  EXPECT_EQ(result({int_tensor, zero_dim(kDouble)}), kFloat64);
  EXPECT_EQ(result({zero_dim(kDouble), float_tensor}), kFloat32);
  EXPECT_EQ(result({int_tensor, zero_dim(kHalf), zero_dim(kBFloat16)}), kFloat32);
}

// "If there are no higher-category zero-dim operands, we promote to a type with sufficient size
// and category to hold all dimensioned operands." Observed in PyTorch 1.13.
TEST_F(Promotion, Rule_DimensionedOperandsDecideOtherwise) {
  EXPECT_EQ(result({dimensioned(kInt8), zero_dim(kInt64)}), kInt8);
  EXPECT_EQ(result({dimensioned(kInt64), dimensioned(kHalf)}), kHalf);
  EXPECT_EQ(result({dimensioned(kUInt8), dimensioned(kInt8)}), kInt16);
}

// With no dimensioned operand, zero-dim operands promote among themselves; a wrapped scalar
// still only counts when its category is higher. Observed in PyTorch 1.13.
TEST_F(Promotion, Rule_ZeroDimOnly) {
  EXPECT_EQ(result({zero_dim(kInt8), zero_dim(kUInt8)}), kInt16);
  EXPECT_EQ(result({zero_dim(kHalf), zero_dim(kBFloat16)}), kFloat32);
  EXPECT_EQ(result({zero_dim(kInt64), wrapped(2.5)}), kFloat32);
  EXPECT_EQ(result({int_zerodim, wrapped(2.5)}), kFloat32);
  EXPECT_EQ(result({zero_dim(kUInt8), zero_dim(kInt8)}), kInt16);
}

// Observed in PyTorch 1.13: torch.result_type(5, 2.5) -> float32, (True, False) -> bool,
// (True, 5) -> int64, (2.5, 1j) -> complex64, (5, 1j) -> complex64, (True, 2.5) -> float32.
TEST_F(Promotion, Rule_TwoScalars) {
  EXPECT_EQ(result_type(Scalar(5), Scalar(2.5)), kFloat32);
  EXPECT_EQ(result_type(Scalar(true), Scalar(false)), kBool);
  EXPECT_EQ(result_type(Scalar(true), Scalar(5)), kInt64);
  EXPECT_EQ(result_type(Scalar(2.5), Scalar(std::complex<double>(0, 1))), kComplex64);
  EXPECT_EQ(result_type(Scalar(5), Scalar(std::complex<double>(0, 1))), kComplex64);
  EXPECT_EQ(result_type(Scalar(true), Scalar(2.5)), kFloat32);
}

// A complex scalar counts as the default complex dtype; a floating tensor keeps its precision
// (PyTorch's combine_categories uses toComplexType of the floating side). Observed in PyTorch
// 1.13: float16 + 1j -> complex32, bfloat16 + 1j -> complex64, float64 + 1j -> complex128,
// int32 + 1j -> complex64 (complex128 with default float64, complex32 with default float16).
TEST_F(Promotion, Rule_ComplexScalars) {
  const Scalar j(std::complex<double>(0, 1));
  EXPECT_EQ(result({float_tensor, wrapped(j)}), kComplex64);
  EXPECT_EQ(result({dimensioned(kHalf), wrapped(j)}), kComplex32);
  EXPECT_EQ(result({dimensioned(kBFloat16), wrapped(j)}), kComplex64);
  EXPECT_EQ(result({double_tensor, wrapped(j)}), kComplex128);
  EXPECT_EQ(result({int_tensor, wrapped(j)}), kComplex64);
  set_default_dtype(kDouble);
  EXPECT_EQ(result({int_tensor, wrapped(j)}), kComplex128);
  set_default_dtype(kHalf);
  EXPECT_EQ(result({int_tensor, wrapped(j)}), kComplex32);
}

// Observed in PyTorch 1.13: float16 + complex64 zero-dim -> complex32, float32 + complex128
// zero-dim -> complex64, int32 + complex128 zero-dim -> complex128, float32 + complex32 zero-dim
// -> complex64, bfloat16 + complex32 zero-dim -> complex64, int8 + complex32 zero-dim -> complex32.
TEST_F(Promotion, Rule_ComplexZeroDimKeepsTheFloatingPrecision) {
  EXPECT_EQ(result({dimensioned(kHalf), zero_dim(kComplex64)}), kComplex32);
  EXPECT_EQ(result({float_tensor, zero_dim(kComplex128)}), kComplex64);
  EXPECT_EQ(result({int_tensor, zero_dim(kComplex128)}), kComplex128);
  EXPECT_EQ(result({float_tensor, zero_dim(kComplex32)}), kComplex64);
  EXPECT_EQ(result({dimensioned(kBFloat16), zero_dim(kComplex32)}), kComplex64);
  EXPECT_EQ(result({dimensioned(kInt8), zero_dim(kComplex32)}), kComplex32);
}

// Hand-derived from the tiers: zero-dim float64 with the complex scalar is complex128 (float64
// kept), which outranks the int32 tensor.
TEST_F(Promotion, Rule_AllThreeTiers) {
  const Scalar j(std::complex<double>(0, 1));
  EXPECT_EQ(result({int_tensor, zero_dim(kDouble), wrapped(j)}), kComplex128);
  EXPECT_EQ(result({int_tensor, long_zerodim, wrapped(5), wrapped(true)}), kInt32);
  EXPECT_EQ(result({bool_tensor, zero_dim(kBool), wrapped(true)}), kBool);
}

TEST_F(Promotion, NoOperandsGiveUndefined) { EXPECT_EQ(result({}), ScalarType::Undefined); }

TEST_F(Promotion, ResultTypeStateMatchesTheSpanForm) {
  ResultTypeState state;
  state.add(int_tensor);
  state.add(zero_dim(kDouble));
  EXPECT_EQ(state.result(), kFloat64);
  state.add(dimensioned(kHalf));
  EXPECT_EQ(state.result(), kHalf);
}

TEST_F(Promotion, OperandTypeOfAScalarIsItsStoredTypeWrapped) {
  EXPECT_EQ(operand_type(Scalar(true)).dtype, kBool);
  EXPECT_EQ(operand_type(Scalar(3)).dtype, kLong);
  EXPECT_EQ(operand_type(Scalar(3.0f)).dtype, kDouble);
  EXPECT_EQ(operand_type(Scalar(std::complex<float>(1, 2))).dtype, kComplexDouble);
  EXPECT_EQ(operand_type(Scalar(3)).kind, OperandKind::WrappedScalar);
}

// ---- promote_types ---------------------------------------------------------------------------

// Observed in PyTorch 1.13 (torch.promote_types).
TEST(PromoteTypes, SpotChecksObservedInPyTorch) {
  EXPECT_EQ(promote_types(kUInt8, kInt8), kInt16);
  EXPECT_EQ(promote_types(kBool, kBool), kBool);
  EXPECT_EQ(promote_types(kHalf, kBFloat16), kFloat);
  EXPECT_EQ(promote_types(kInt64, kHalf), kHalf);
  EXPECT_EQ(promote_types(kInt64, kBFloat16), kBFloat16);
  EXPECT_EQ(promote_types(kBool, kUInt8), kUInt8);
  EXPECT_EQ(promote_types(kUInt8, kInt32), kInt32);
  EXPECT_EQ(promote_types(kComplex32, kFloat), kComplex64);
  EXPECT_EQ(promote_types(kComplex32, kBFloat16), kComplex64);
  EXPECT_EQ(promote_types(kComplex32, kDouble), kComplex128);
  EXPECT_EQ(promote_types(kComplex32, kHalf), kComplex32);
  EXPECT_EQ(promote_types(kComplex64, kDouble), kComplex128);
  EXPECT_EQ(promote_types(kBFloat16, kDouble), kDouble);
  EXPECT_EQ(promote_types(kInt8, kComplex32), kComplex32);
}

TEST(PromoteTypes, IsSymmetric) {
  for (int a = 0; a < kNumScalarTypes; ++a) {
    for (int b = 0; b < kNumScalarTypes; ++b) {
      auto ta = static_cast<ScalarType>(a), tb = static_cast<ScalarType>(b);
      ScalarType ab = ScalarType::Undefined, ba = ScalarType::Undefined;
      bool ab_throws = false, ba_throws = false;
      try {
        ab = promote_types(ta, tb);
      } catch (const RuntimeError&) {
        ab_throws = true;
      }
      try {
        ba = promote_types(tb, ta);
      } catch (const RuntimeError&) {
        ba_throws = true;
      }
      EXPECT_EQ(ab_throws, ba_throws) << to_string(ta) << " " << to_string(tb);
      EXPECT_EQ(ab, ba) << to_string(ta) << " " << to_string(tb);
    }
  }
}

// PyTorch's promoteTypes returns a == b before any shell check.
TEST(PromoteTypes, EqualDtypesPromoteToThemselvesShellsIncluded) {
  for (int a = 0; a < kNumScalarTypes; ++a) {
    auto t = static_cast<ScalarType>(a);
    EXPECT_EQ(promote_types(t, t), t) << to_string(t);
  }
}

TEST(PromoteTypes, UndefinedGivesUndefined) {
  EXPECT_EQ(promote_types(ScalarType::Undefined, kFloat), ScalarType::Undefined);
  EXPECT_EQ(promote_types(kFloat8_e5m2, ScalarType::Undefined), ScalarType::Undefined);
}

// "Promotion for shell dtypes is not defined." The texts are the newest PyTorch's
// (c10/core/ScalarType.cpp promoteTypes), raised as RuntimeError.
TEST(PromoteTypes, Float8RaisesLikePyTorch) {
  expect_error<RuntimeError>([] { promote_types(kFloat8_e4m3fn, kFloat); },
                             "Promotion for Float8 Types is not supported, attempted to promote "
                             "Float8_e4m3fn and Float");
  expect_error<RuntimeError>([] { promote_types(kBFloat16, kFloat8_e5m2); },
                             "Promotion for Float8 Types is not supported, attempted to promote "
                             "BFloat16 and Float8_e5m2");
  // The float8 check comes before the uint16/32/64 one.
  expect_error<RuntimeError>([] { promote_types(kUInt16, kFloat8_e8m0fnu); },
                             "Promotion for Float8 Types is not supported, attempted to promote "
                             "UInt16 and Float8_e8m0fnu");
  expect_error<RuntimeError>([] { promote_types(kFloat8_e4m3fn, kFloat8_e4m3fnuz); },
                             "Promotion for Float8 Types is not supported, attempted to promote "
                             "Float8_e4m3fn and Float8_e4m3fnuz");
}

TEST(PromoteTypes, BarebonesUnsignedRaiseUnlessPairedWithAFloatingDtype) {
  expect_error<RuntimeError>([] { promote_types(kUInt32, kInt); },
                             "Promotion for uint16, uint32, uint64 types is not supported, "
                             "attempted to promote UInt32 and Int");
  expect_error<RuntimeError>([] { promote_types(kUInt8, kUInt64); },
                             "Promotion for uint16, uint32, uint64 types is not supported, "
                             "attempted to promote Byte and UInt64");
  expect_error<RuntimeError>([] { promote_types(kUInt16, kUInt32); },
                             "Promotion for uint16, uint32, uint64 types is not supported, "
                             "attempted to promote UInt16 and UInt32");
  expect_error<RuntimeError>([] { promote_types(kBool, kUInt16); },
                             "Promotion for uint16, uint32, uint64 types is not supported, "
                             "attempted to promote Bool and UInt16");
  expect_error<RuntimeError>([] { promote_types(kComplex64, kUInt16); },
                             "Promotion for uint16, uint32, uint64 types is not supported, "
                             "attempted to promote ComplexFloat and UInt16");
  // "float promotion is fine": the floating dtype wins, whatever its size.
  EXPECT_EQ(promote_types(kUInt16, kFloat), kFloat);
  EXPECT_EQ(promote_types(kHalf, kUInt64), kHalf);
  EXPECT_EQ(promote_types(kUInt32, kBFloat16), kBFloat16);
}

TEST(PromoteTypes, Float4HasNoRule) {
  expect_error<RuntimeError>([] { promote_types(kFloat4_e2m1fn_x2, kFloat); },
                             "Promotion for Float4_e2m1fn_x2 is not supported, attempted to "
                             "promote Float4_e2m1fn_x2 and Float");
  // PyTorch counts float4 as floating, so the uint16/32/64 rule lets it win there.
  EXPECT_EQ(promote_types(kUInt16, kFloat4_e2m1fn_x2), kFloat4_e2m1fn_x2);
}

// A tier with one shell dtype never calls promote_types, as in PyTorch: uint16 tensor + 5 stays
// uint16, float8 tensor * 2.0 stays float8 (the kernel then reports the missing dtype).
TEST_F(Promotion, ShellsPassThroughTiersThatDoNotPromote) {
  EXPECT_EQ(result({dimensioned(kUInt16), wrapped(5)}), kUInt16);
  EXPECT_EQ(result({dimensioned(kFloat8_e4m3fn), wrapped(2.0)}), kFloat8_e4m3fn);
  EXPECT_EQ(result({dimensioned(kFloat8_e5m2), dimensioned(kFloat8_e5m2)}), kFloat8_e5m2);
}

TEST_F(Promotion, ShellsRaiseWhenTheyMustBePromoted) {
  expect_error<RuntimeError>(
      [] {
        result({dimensioned(kFloat8_e4m3fn), float_tensor});
      },
      "Promotion for Float8 Types is not supported, attempted to promote "
      "Float8_e4m3fn and Float");
  expect_error<RuntimeError>(
      [] {
        result({int_tensor, zero_dim(kFloat8_e5m2)});
      },
      "Promotion for Float8 Types is not supported, attempted to promote "
      "Int and Float8_e5m2");
  expect_error<RuntimeError>(
      [] {
        result({dimensioned(kUInt16), int_tensor});
      },
      "Promotion for uint16, uint32, uint64 types is not supported, "
      "attempted to promote UInt16 and Int");
}

// ---- "Casting Examples" ----------------------------------------------------------------------

// `self op= other` computes in result_type(self, other) and must cast that back into self.
bool inplace_allowed(OperandType self, OperandType other) { return can_cast(result({self, other}), self.dtype); }

TEST(Casting, Example_FloatTensorTimesEqFloatTensorAllowed) {
  EXPECT_TRUE(inplace_allowed(float_tensor, float_tensor));
}
TEST(Casting, Example_FloatTensorTimesEqIntTensorAllowed) { EXPECT_TRUE(inplace_allowed(float_tensor, int_tensor)); }
TEST(Casting, Example_FloatTensorTimesEqUintTensorAllowed) { EXPECT_TRUE(inplace_allowed(float_tensor, uint_tensor)); }
TEST(Casting, Example_FloatTensorTimesEqBoolTensorAllowed) { EXPECT_TRUE(inplace_allowed(float_tensor, bool_tensor)); }
TEST(Casting, Example_FloatTensorTimesEqDoubleTensorAllowed) {
  EXPECT_TRUE(inplace_allowed(float_tensor, double_tensor));
}
TEST(Casting, Example_IntTensorTimesEqLongTensorAllowed) { EXPECT_TRUE(inplace_allowed(int_tensor, long_tensor)); }
TEST(Casting, Example_IntTensorTimesEqUintTensorAllowed) { EXPECT_TRUE(inplace_allowed(int_tensor, uint_tensor)); }
TEST(Casting, Example_UintTensorTimesEqIntTensorAllowed) { EXPECT_TRUE(inplace_allowed(uint_tensor, int_tensor)); }

// "An integral output tensor cannot accept a floating point tensor."
TEST(Casting, Example_IntTensorTimesEqFloatTensorDisallowed) {
  EXPECT_FALSE(inplace_allowed(int_tensor, float_tensor));
}
// "A boolean output tensor cannot accept a non-boolean tensor."
TEST(Casting, Example_BoolTensorTimesEqIntTensorDisallowed) { EXPECT_FALSE(inplace_allowed(bool_tensor, int_tensor)); }
TEST(Casting, Example_BoolTensorTimesEqUintTensorDisallowed) {
  EXPECT_FALSE(inplace_allowed(bool_tensor, uint_tensor));
}
// "A non-complex output tensor cannot accept a complex tensor"
TEST(Casting, Example_FloatTensorTimesEqComplexFloatTensorDisallowed) {
  EXPECT_FALSE(inplace_allowed(float_tensor, complex_float_tensor));
}

// Observed in PyTorch 1.13 (torch.can_cast): double -> float yes, float -> int no, int -> bool
// no, bool -> bool yes, complex64 -> float no, uint8 -> int8 yes.
TEST(Casting, CanCastObservedInPyTorch) {
  EXPECT_TRUE(can_cast(kDouble, kFloat));
  EXPECT_FALSE(can_cast(kFloat, kInt));
  EXPECT_FALSE(can_cast(kInt, kBool));
  EXPECT_TRUE(can_cast(kBool, kBool));
  EXPECT_FALSE(can_cast(kComplexFloat, kFloat));
  EXPECT_TRUE(can_cast(kUInt8, kInt8));
}

// The three exclusions, applied to shells as PyTorch's canCast does (float8 counts as floating,
// uint16/32/64 as integral).
TEST(Casting, ShellsFollowTheSameThreeExclusions) {
  EXPECT_FALSE(can_cast(kFloat8_e4m3fn, kInt32));
  EXPECT_FALSE(can_cast(kFloat, kUInt16));
  EXPECT_TRUE(can_cast(kUInt64, kFloat8_e5m2));
  EXPECT_FALSE(can_cast(kUInt32, kBool));
  EXPECT_FALSE(can_cast(kComplexHalf, kFloat8_e5m2fnuz));
  EXPECT_TRUE(can_cast(kFloat8_e8m0fnu, kComplexHalf));
  EXPECT_TRUE(can_cast(kBool, kFloat4_e2m1fn_x2));
}

TEST(Casting, EveryDtypeCastsToItself) {
  for (int a = 0; a < kNumScalarTypes; ++a) {
    auto t = static_cast<ScalarType>(a);
    EXPECT_TRUE(can_cast(t, t)) << to_string(t);
  }
}

// ---- the spec's examples with real tensors ---------------------------------------------------

// The spec's setup: torch.ones(1, dtype=...) and torch.tensor(1, dtype=...).
struct SpecTensors {
  Tensor float_tensor = ones({1}, kFloat);
  Tensor double_tensor = ones({1}, kDouble);
  Tensor complex_float_tensor = ones({1}, kComplex64);
  Tensor complex_double_tensor = ones({1}, kComplex128);
  Tensor int_tensor = ones({1}, kInt);
  Tensor long_tensor = ones({1}, kLong);
  Tensor uint_tensor = ones({1}, kUInt8);
  Tensor bool_tensor = ones({1}, kBool);
  Tensor long_zerodim = tensor(1, kLong);
  Tensor int_zerodim = tensor(1, kInt);
};

TEST(PromotionWithTensors, OperandTypeReadsDtypeAndDimensionality) {
  SpecTensors t;
  EXPECT_EQ(operand_type(t.int_tensor).dtype, kInt);
  EXPECT_EQ(operand_type(t.int_tensor).kind, OperandKind::Dimensioned);
  EXPECT_EQ(operand_type(t.long_zerodim).dtype, kLong);
  EXPECT_EQ(operand_type(t.long_zerodim).kind, OperandKind::ZeroDim);
  // An empty tensor still has a dimension.
  EXPECT_EQ(operand_type(empty({0}, kHalf)).kind, OperandKind::Dimensioned);
}

TEST(PromotionWithTensors, SpecPromotionExamples) {
  SpecTensors t;
  EXPECT_EQ(result_type(Scalar(5), Scalar(5)), kInt64);
  EXPECT_EQ(result_type(t.int_tensor, Scalar(5)), kInt32);
  EXPECT_EQ(result_type(t.int_tensor, t.long_zerodim), kInt32);
  EXPECT_EQ(result_type(t.long_tensor, t.int_tensor), kInt64);
  EXPECT_EQ(result_type(t.bool_tensor, t.long_tensor), kInt64);
  EXPECT_EQ(result_type(t.bool_tensor, t.uint_tensor), kUInt8);
  EXPECT_EQ(result_type(t.float_tensor, t.double_tensor), kFloat64);
  EXPECT_EQ(result_type(t.complex_float_tensor, t.complex_double_tensor), kComplex128);
  EXPECT_EQ(result_type(t.bool_tensor, t.int_tensor), kInt32);
  EXPECT_EQ(result_type(t.long_tensor, t.float_tensor), kFloat32);
}

// Observed in PyTorch 1.13: torch.result_type(5.5, int_tensor) -> float32,
// torch.result_type(int_zerodim, 2.5) -> float32, (int_tensor, double zero-dim) -> float64.
TEST(PromotionWithTensors, ScalarFirstAndZeroDimOverloads) {
  SpecTensors t;
  EXPECT_EQ(result_type(Scalar(5.5), t.int_tensor), kFloat32);
  EXPECT_EQ(result_type(t.int_zerodim, Scalar(2.5)), kFloat32);
  EXPECT_EQ(result_type(t.int_tensor, tensor(1.0, kDouble)), kFloat64);
}

TEST(PromotionWithTensors, SpecCastingExamples) {
  SpecTensors t;
  auto allowed = [](const Tensor& self, const Tensor& other) {
    return can_cast(result_type(self, other), self.dtype());
  };
  EXPECT_TRUE(allowed(t.float_tensor, t.float_tensor));
  EXPECT_TRUE(allowed(t.float_tensor, t.int_tensor));
  EXPECT_TRUE(allowed(t.float_tensor, t.uint_tensor));
  EXPECT_TRUE(allowed(t.float_tensor, t.bool_tensor));
  EXPECT_TRUE(allowed(t.float_tensor, t.double_tensor));
  EXPECT_TRUE(allowed(t.int_tensor, t.long_tensor));
  EXPECT_TRUE(allowed(t.int_tensor, t.uint_tensor));
  EXPECT_TRUE(allowed(t.uint_tensor, t.int_tensor));
  EXPECT_FALSE(allowed(t.int_tensor, t.float_tensor));
  EXPECT_FALSE(allowed(t.bool_tensor, t.int_tensor));
  EXPECT_FALSE(allowed(t.bool_tensor, t.uint_tensor));
  EXPECT_FALSE(allowed(t.float_tensor, t.complex_float_tensor));
}

}  // namespace
}  // namespace opforge
