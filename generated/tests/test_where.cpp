// generated from ops.yaml by codegen; do not edit
// Conformance test of `where`, from its ops.yaml entries (where.self).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/where.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
// answers. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "opforge/opforge.h"

namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::where(Tensor, Tensor, Tensor)", "where.self", Form::Function, 1, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where(v.tensor(0), v.tensor(1), v.tensor(2)); }},
    {"Tensor::where(Tensor, Tensor)", "where.self", Form::Method, 1, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(1).where(v.tensor(0), v.tensor(2)); }},
    {"opforge::where_out(Tensor&, Tensor, Tensor, Tensor)", "where.self", Form::Out, 1, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where_out(out[0], v.tensor(0), v.tensor(1), v.tensor(2)); }},
    {"opforge::where(Tensor, Tensor, Scalar)", "where.self", Form::Function, 1, 0x7u, 0x4u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where(v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor::where(Tensor, Scalar)", "where.self", Form::Method, 1, 0x7u, 0x4u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(1).where(v.tensor(0), v.scalar(2)); }},
    {"opforge::where_out(Tensor&, Tensor, Tensor, Scalar)", "where.self", Form::Out, 1, 0x7u, 0x4u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where_out(out[0], v.tensor(0), v.tensor(1), v.scalar(2)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr Num kNums3[] = {{1.0, 0}, {2.0, 0}, {2.5, 0}, {-1.0, 0}, {0.5, 0}, {4.0, 0}, {0.25, 0}, {8.0, 0}, {0.0, 0}, {-2.0, 0}, {1.0, 0}, {2.0, 0}};
constexpr ArgSpec kArgs4[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kFloat, kInts0, kNums3)};
constexpr Num kNums5[] = {{1.0, 0}, {0.5, 0}, {3.0, 0}, {-1.0, 0}, {-0.0, 0}, {4.0, 0}, {3.0, 0}, {-2.0, 0}, {0.0, 0}, {-2.0, 0}, {kInf, 0}, {2.0, 0}};
constexpr int64_t kInts6[] = {0};
constexpr ArgSpec kOut7 = tensor_spec(kFloat, kInts6);
constexpr Outcome kOutcomes8[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums5), call(1).dtype(kFloat).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr ArgSpec kArgs9[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(2.5)};
constexpr Num kNums10[] = {{2.5, 0}, {0.5, 0}, {3.0, 0}, {2.5, 0}, {-0.0, 0}, {2.5, 0}, {3.0, 0}, {-2.0, 0}, {2.5, 0}, {2.5, 0}, {kInf, 0}, {2.5, 0}};
constexpr Outcome kOutcomes11[] = {call(3).dtype(kFloat).shape(kInts0).values(kNums10), call(4).dtype(kFloat).shape(kInts0).values(kNums10), call(5).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums10).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"where_self__self_float32__other_float32", kArgs4, kOutcomes8},
    {"where_self__self_float32__other_float_scalar", kArgs9, kOutcomes11},
};
constexpr int64_t kInts12[] = {2};
constexpr ArgSpec kArgs13[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12)};
constexpr Outcome kOutcomes14[] = {call(0).dtype(kBool).shape(kInts12)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kUInt8).shape(kInts12)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12)};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kInt8).shape(kInts12)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12)};
constexpr Outcome kOutcomes20[] = {call(0).dtype(kInt16).shape(kInts12)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12)};
constexpr Outcome kOutcomes22[] = {call(0).dtype(kInt32).shape(kInts12)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12)};
constexpr Outcome kOutcomes24[] = {call(0).dtype(kInt64).shape(kInts12)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kHalf).shape(kInts12)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kBFloat16).shape(kInts12)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12)};
constexpr Outcome kOutcomes30[] = {call(0).dtype(kFloat).shape(kInts12)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12)};
constexpr Outcome kOutcomes32[] = {call(0).dtype(kDouble).shape(kInts12)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr Outcome kOutcomes34[] = {call(0).dtype(kComplexHalf).shape(kInts12)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr Outcome kOutcomes36[] = {call(0).dtype(kComplexFloat).shape(kInts12)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr Outcome kOutcomes38[] = {call(0).dtype(kComplexDouble).shape(kInts12)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes53[] = {call(3).dtype(kBool).shape(kInts12)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), int_scalar(1)};
constexpr Outcome kOutcomes55[] = {call(3).dtype(kInt64).shape(kInts12)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), float_scalar(1.0)};
constexpr Outcome kOutcomes57[] = {call(3).dtype(kFloat).shape(kInts12)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool, kInts12), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes59[] = {call(3).dtype(kComplexFloat).shape(kInts12)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes87[] = {call(3).dtype(kUInt8).shape(kInts12)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes118[] = {call(3).dtype(kInt8).shape(kInts12)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes149[] = {call(3).dtype(kInt16).shape(kInts12)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes180[] = {call(3).dtype(kInt32).shape(kInts12)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), bool_scalar(true)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes241[] = {call(3).dtype(kHalf).shape(kInts12)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf, kInts12), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes245[] = {call(3).dtype(kComplexHalf).shape(kInts12)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes273[] = {call(3).dtype(kBFloat16).shape(kInts12)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), bool_scalar(true)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), bool_scalar(true)};
constexpr Outcome kOutcomes334[] = {call(3).dtype(kDouble).shape(kInts12)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble, kInts12), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes338[] = {call(3).dtype(kComplexDouble).shape(kInts12)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), bool_scalar(true)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), bool_scalar(true)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kBool)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt8)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt16)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt32)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kInt64)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kHalf)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kFloat)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kDouble)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), bool_scalar(true)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), int_scalar(1)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), float_scalar(1.0)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble, kInts12), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kBool)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt8)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt16)};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt32)};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kInt64)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kHalf)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kFloat)};
constexpr ArgSpec kArgs451[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kDouble)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), bool_scalar(true)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), float_scalar(1.0)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBool, kInts12), tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), bool_scalar(true)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kBool, kInts12), tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), bool_scalar(true)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), bool_scalar(true)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), bool_scalar(true)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kBool, kInts12), tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), bool_scalar(true)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kBool, kInts12), tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs663[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), bool_scalar(true)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kBool, kInts12), tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kBool, kInts12), tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), bool_scalar(true)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kBool, kInts12), tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs756[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kBool, kInts12)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts12)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts12)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts12)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts12)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts12)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts12)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts12)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts12)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts12)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts12)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts12)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts12)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs818[] = {tensor_spec(kBool, kInts12), tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr Case kDtypes[] = {
    {"where_self__bool_dimensioned__bool_dimensioned", kArgs13, kOutcomes14},
    {"where_self__bool_dimensioned__uint8_dimensioned", kArgs15, kOutcomes16},
    {"where_self__bool_dimensioned__int8_dimensioned", kArgs17, kOutcomes18},
    {"where_self__bool_dimensioned__int16_dimensioned", kArgs19, kOutcomes20},
    {"where_self__bool_dimensioned__int32_dimensioned", kArgs21, kOutcomes22},
    {"where_self__bool_dimensioned__int64_dimensioned", kArgs23, kOutcomes24},
    {"where_self__bool_dimensioned__float16_dimensioned", kArgs25, kOutcomes26},
    {"where_self__bool_dimensioned__bfloat16_dimensioned", kArgs27, kOutcomes28},
    {"where_self__bool_dimensioned__float32_dimensioned", kArgs29, kOutcomes30},
    {"where_self__bool_dimensioned__float64_dimensioned", kArgs31, kOutcomes32},
    {"where_self__bool_dimensioned__complex32_dimensioned", kArgs33, kOutcomes34},
    {"where_self__bool_dimensioned__complex64_dimensioned", kArgs35, kOutcomes36},
    {"where_self__bool_dimensioned__complex128_dimensioned", kArgs37, kOutcomes38},
    {"where_self__bool_dimensioned__bool_zero_dim", kArgs39, kOutcomes14},
    {"where_self__bool_dimensioned__uint8_zero_dim", kArgs40, kOutcomes16},
    {"where_self__bool_dimensioned__int8_zero_dim", kArgs41, kOutcomes18},
    {"where_self__bool_dimensioned__int16_zero_dim", kArgs42, kOutcomes20},
    {"where_self__bool_dimensioned__int32_zero_dim", kArgs43, kOutcomes22},
    {"where_self__bool_dimensioned__int64_zero_dim", kArgs44, kOutcomes24},
    {"where_self__bool_dimensioned__float16_zero_dim", kArgs45, kOutcomes26},
    {"where_self__bool_dimensioned__bfloat16_zero_dim", kArgs46, kOutcomes28},
    {"where_self__bool_dimensioned__float32_zero_dim", kArgs47, kOutcomes30},
    {"where_self__bool_dimensioned__float64_zero_dim", kArgs48, kOutcomes32},
    {"where_self__bool_dimensioned__complex32_zero_dim", kArgs49, kOutcomes34},
    {"where_self__bool_dimensioned__complex64_zero_dim", kArgs50, kOutcomes36},
    {"where_self__bool_dimensioned__complex128_zero_dim", kArgs51, kOutcomes38},
    {"where_self__bool_dimensioned__bool_scalar", kArgs52, kOutcomes53},
    {"where_self__bool_dimensioned__int_scalar", kArgs54, kOutcomes55},
    {"where_self__bool_dimensioned__float_scalar", kArgs56, kOutcomes57},
    {"where_self__bool_dimensioned__complex_scalar", kArgs58, kOutcomes59},
    {"where_self__uint8_dimensioned__bool_dimensioned", kArgs60, kOutcomes16},
    {"where_self__uint8_dimensioned__uint8_dimensioned", kArgs61, kOutcomes16},
    {"where_self__uint8_dimensioned__int8_dimensioned", kArgs62, kOutcomes20},
    {"where_self__uint8_dimensioned__int16_dimensioned", kArgs63, kOutcomes20},
    {"where_self__uint8_dimensioned__int32_dimensioned", kArgs64, kOutcomes22},
    {"where_self__uint8_dimensioned__int64_dimensioned", kArgs65, kOutcomes24},
    {"where_self__uint8_dimensioned__float16_dimensioned", kArgs66, kOutcomes26},
    {"where_self__uint8_dimensioned__bfloat16_dimensioned", kArgs67, kOutcomes28},
    {"where_self__uint8_dimensioned__float32_dimensioned", kArgs68, kOutcomes30},
    {"where_self__uint8_dimensioned__float64_dimensioned", kArgs69, kOutcomes32},
    {"where_self__uint8_dimensioned__complex32_dimensioned", kArgs70, kOutcomes34},
    {"where_self__uint8_dimensioned__complex64_dimensioned", kArgs71, kOutcomes36},
    {"where_self__uint8_dimensioned__complex128_dimensioned", kArgs72, kOutcomes38},
    {"where_self__uint8_dimensioned__bool_zero_dim", kArgs73, kOutcomes16},
    {"where_self__uint8_dimensioned__uint8_zero_dim", kArgs74, kOutcomes16},
    {"where_self__uint8_dimensioned__int8_zero_dim", kArgs75, kOutcomes16},
    {"where_self__uint8_dimensioned__int16_zero_dim", kArgs76, kOutcomes16},
    {"where_self__uint8_dimensioned__int32_zero_dim", kArgs77, kOutcomes16},
    {"where_self__uint8_dimensioned__int64_zero_dim", kArgs78, kOutcomes16},
    {"where_self__uint8_dimensioned__float16_zero_dim", kArgs79, kOutcomes26},
    {"where_self__uint8_dimensioned__bfloat16_zero_dim", kArgs80, kOutcomes28},
    {"where_self__uint8_dimensioned__float32_zero_dim", kArgs81, kOutcomes30},
    {"where_self__uint8_dimensioned__float64_zero_dim", kArgs82, kOutcomes32},
    {"where_self__uint8_dimensioned__complex32_zero_dim", kArgs83, kOutcomes34},
    {"where_self__uint8_dimensioned__complex64_zero_dim", kArgs84, kOutcomes36},
    {"where_self__uint8_dimensioned__complex128_zero_dim", kArgs85, kOutcomes38},
    {"where_self__uint8_dimensioned__bool_scalar", kArgs86, kOutcomes87},
    {"where_self__uint8_dimensioned__int_scalar", kArgs88, kOutcomes87},
    {"where_self__uint8_dimensioned__float_scalar", kArgs89, kOutcomes57},
    {"where_self__uint8_dimensioned__complex_scalar", kArgs90, kOutcomes59},
    {"where_self__int8_dimensioned__bool_dimensioned", kArgs91, kOutcomes18},
    {"where_self__int8_dimensioned__uint8_dimensioned", kArgs92, kOutcomes20},
    {"where_self__int8_dimensioned__int8_dimensioned", kArgs93, kOutcomes18},
    {"where_self__int8_dimensioned__int16_dimensioned", kArgs94, kOutcomes20},
    {"where_self__int8_dimensioned__int32_dimensioned", kArgs95, kOutcomes22},
    {"where_self__int8_dimensioned__int64_dimensioned", kArgs96, kOutcomes24},
    {"where_self__int8_dimensioned__float16_dimensioned", kArgs97, kOutcomes26},
    {"where_self__int8_dimensioned__bfloat16_dimensioned", kArgs98, kOutcomes28},
    {"where_self__int8_dimensioned__float32_dimensioned", kArgs99, kOutcomes30},
    {"where_self__int8_dimensioned__float64_dimensioned", kArgs100, kOutcomes32},
    {"where_self__int8_dimensioned__complex32_dimensioned", kArgs101, kOutcomes34},
    {"where_self__int8_dimensioned__complex64_dimensioned", kArgs102, kOutcomes36},
    {"where_self__int8_dimensioned__complex128_dimensioned", kArgs103, kOutcomes38},
    {"where_self__int8_dimensioned__bool_zero_dim", kArgs104, kOutcomes18},
    {"where_self__int8_dimensioned__uint8_zero_dim", kArgs105, kOutcomes18},
    {"where_self__int8_dimensioned__int8_zero_dim", kArgs106, kOutcomes18},
    {"where_self__int8_dimensioned__int16_zero_dim", kArgs107, kOutcomes18},
    {"where_self__int8_dimensioned__int32_zero_dim", kArgs108, kOutcomes18},
    {"where_self__int8_dimensioned__int64_zero_dim", kArgs109, kOutcomes18},
    {"where_self__int8_dimensioned__float16_zero_dim", kArgs110, kOutcomes26},
    {"where_self__int8_dimensioned__bfloat16_zero_dim", kArgs111, kOutcomes28},
    {"where_self__int8_dimensioned__float32_zero_dim", kArgs112, kOutcomes30},
    {"where_self__int8_dimensioned__float64_zero_dim", kArgs113, kOutcomes32},
    {"where_self__int8_dimensioned__complex32_zero_dim", kArgs114, kOutcomes34},
    {"where_self__int8_dimensioned__complex64_zero_dim", kArgs115, kOutcomes36},
    {"where_self__int8_dimensioned__complex128_zero_dim", kArgs116, kOutcomes38},
    {"where_self__int8_dimensioned__bool_scalar", kArgs117, kOutcomes118},
    {"where_self__int8_dimensioned__int_scalar", kArgs119, kOutcomes118},
    {"where_self__int8_dimensioned__float_scalar", kArgs120, kOutcomes57},
    {"where_self__int8_dimensioned__complex_scalar", kArgs121, kOutcomes59},
    {"where_self__int16_dimensioned__bool_dimensioned", kArgs122, kOutcomes20},
    {"where_self__int16_dimensioned__uint8_dimensioned", kArgs123, kOutcomes20},
    {"where_self__int16_dimensioned__int8_dimensioned", kArgs124, kOutcomes20},
    {"where_self__int16_dimensioned__int16_dimensioned", kArgs125, kOutcomes20},
    {"where_self__int16_dimensioned__int32_dimensioned", kArgs126, kOutcomes22},
    {"where_self__int16_dimensioned__int64_dimensioned", kArgs127, kOutcomes24},
    {"where_self__int16_dimensioned__float16_dimensioned", kArgs128, kOutcomes26},
    {"where_self__int16_dimensioned__bfloat16_dimensioned", kArgs129, kOutcomes28},
    {"where_self__int16_dimensioned__float32_dimensioned", kArgs130, kOutcomes30},
    {"where_self__int16_dimensioned__float64_dimensioned", kArgs131, kOutcomes32},
    {"where_self__int16_dimensioned__complex32_dimensioned", kArgs132, kOutcomes34},
    {"where_self__int16_dimensioned__complex64_dimensioned", kArgs133, kOutcomes36},
    {"where_self__int16_dimensioned__complex128_dimensioned", kArgs134, kOutcomes38},
    {"where_self__int16_dimensioned__bool_zero_dim", kArgs135, kOutcomes20},
    {"where_self__int16_dimensioned__uint8_zero_dim", kArgs136, kOutcomes20},
    {"where_self__int16_dimensioned__int8_zero_dim", kArgs137, kOutcomes20},
    {"where_self__int16_dimensioned__int16_zero_dim", kArgs138, kOutcomes20},
    {"where_self__int16_dimensioned__int32_zero_dim", kArgs139, kOutcomes20},
    {"where_self__int16_dimensioned__int64_zero_dim", kArgs140, kOutcomes20},
    {"where_self__int16_dimensioned__float16_zero_dim", kArgs141, kOutcomes26},
    {"where_self__int16_dimensioned__bfloat16_zero_dim", kArgs142, kOutcomes28},
    {"where_self__int16_dimensioned__float32_zero_dim", kArgs143, kOutcomes30},
    {"where_self__int16_dimensioned__float64_zero_dim", kArgs144, kOutcomes32},
    {"where_self__int16_dimensioned__complex32_zero_dim", kArgs145, kOutcomes34},
    {"where_self__int16_dimensioned__complex64_zero_dim", kArgs146, kOutcomes36},
    {"where_self__int16_dimensioned__complex128_zero_dim", kArgs147, kOutcomes38},
    {"where_self__int16_dimensioned__bool_scalar", kArgs148, kOutcomes149},
    {"where_self__int16_dimensioned__int_scalar", kArgs150, kOutcomes149},
    {"where_self__int16_dimensioned__float_scalar", kArgs151, kOutcomes57},
    {"where_self__int16_dimensioned__complex_scalar", kArgs152, kOutcomes59},
    {"where_self__int32_dimensioned__bool_dimensioned", kArgs153, kOutcomes22},
    {"where_self__int32_dimensioned__uint8_dimensioned", kArgs154, kOutcomes22},
    {"where_self__int32_dimensioned__int8_dimensioned", kArgs155, kOutcomes22},
    {"where_self__int32_dimensioned__int16_dimensioned", kArgs156, kOutcomes22},
    {"where_self__int32_dimensioned__int32_dimensioned", kArgs157, kOutcomes22},
    {"where_self__int32_dimensioned__int64_dimensioned", kArgs158, kOutcomes24},
    {"where_self__int32_dimensioned__float16_dimensioned", kArgs159, kOutcomes26},
    {"where_self__int32_dimensioned__bfloat16_dimensioned", kArgs160, kOutcomes28},
    {"where_self__int32_dimensioned__float32_dimensioned", kArgs161, kOutcomes30},
    {"where_self__int32_dimensioned__float64_dimensioned", kArgs162, kOutcomes32},
    {"where_self__int32_dimensioned__complex32_dimensioned", kArgs163, kOutcomes34},
    {"where_self__int32_dimensioned__complex64_dimensioned", kArgs164, kOutcomes36},
    {"where_self__int32_dimensioned__complex128_dimensioned", kArgs165, kOutcomes38},
    {"where_self__int32_dimensioned__bool_zero_dim", kArgs166, kOutcomes22},
    {"where_self__int32_dimensioned__uint8_zero_dim", kArgs167, kOutcomes22},
    {"where_self__int32_dimensioned__int8_zero_dim", kArgs168, kOutcomes22},
    {"where_self__int32_dimensioned__int16_zero_dim", kArgs169, kOutcomes22},
    {"where_self__int32_dimensioned__int32_zero_dim", kArgs170, kOutcomes22},
    {"where_self__int32_dimensioned__int64_zero_dim", kArgs171, kOutcomes22},
    {"where_self__int32_dimensioned__float16_zero_dim", kArgs172, kOutcomes26},
    {"where_self__int32_dimensioned__bfloat16_zero_dim", kArgs173, kOutcomes28},
    {"where_self__int32_dimensioned__float32_zero_dim", kArgs174, kOutcomes30},
    {"where_self__int32_dimensioned__float64_zero_dim", kArgs175, kOutcomes32},
    {"where_self__int32_dimensioned__complex32_zero_dim", kArgs176, kOutcomes34},
    {"where_self__int32_dimensioned__complex64_zero_dim", kArgs177, kOutcomes36},
    {"where_self__int32_dimensioned__complex128_zero_dim", kArgs178, kOutcomes38},
    {"where_self__int32_dimensioned__bool_scalar", kArgs179, kOutcomes180},
    {"where_self__int32_dimensioned__int_scalar", kArgs181, kOutcomes180},
    {"where_self__int32_dimensioned__float_scalar", kArgs182, kOutcomes57},
    {"where_self__int32_dimensioned__complex_scalar", kArgs183, kOutcomes59},
    {"where_self__int64_dimensioned__bool_dimensioned", kArgs184, kOutcomes24},
    {"where_self__int64_dimensioned__uint8_dimensioned", kArgs185, kOutcomes24},
    {"where_self__int64_dimensioned__int8_dimensioned", kArgs186, kOutcomes24},
    {"where_self__int64_dimensioned__int16_dimensioned", kArgs187, kOutcomes24},
    {"where_self__int64_dimensioned__int32_dimensioned", kArgs188, kOutcomes24},
    {"where_self__int64_dimensioned__int64_dimensioned", kArgs189, kOutcomes24},
    {"where_self__int64_dimensioned__float16_dimensioned", kArgs190, kOutcomes26},
    {"where_self__int64_dimensioned__bfloat16_dimensioned", kArgs191, kOutcomes28},
    {"where_self__int64_dimensioned__float32_dimensioned", kArgs192, kOutcomes30},
    {"where_self__int64_dimensioned__float64_dimensioned", kArgs193, kOutcomes32},
    {"where_self__int64_dimensioned__complex32_dimensioned", kArgs194, kOutcomes34},
    {"where_self__int64_dimensioned__complex64_dimensioned", kArgs195, kOutcomes36},
    {"where_self__int64_dimensioned__complex128_dimensioned", kArgs196, kOutcomes38},
    {"where_self__int64_dimensioned__bool_zero_dim", kArgs197, kOutcomes24},
    {"where_self__int64_dimensioned__uint8_zero_dim", kArgs198, kOutcomes24},
    {"where_self__int64_dimensioned__int8_zero_dim", kArgs199, kOutcomes24},
    {"where_self__int64_dimensioned__int16_zero_dim", kArgs200, kOutcomes24},
    {"where_self__int64_dimensioned__int32_zero_dim", kArgs201, kOutcomes24},
    {"where_self__int64_dimensioned__int64_zero_dim", kArgs202, kOutcomes24},
    {"where_self__int64_dimensioned__float16_zero_dim", kArgs203, kOutcomes26},
    {"where_self__int64_dimensioned__bfloat16_zero_dim", kArgs204, kOutcomes28},
    {"where_self__int64_dimensioned__float32_zero_dim", kArgs205, kOutcomes30},
    {"where_self__int64_dimensioned__float64_zero_dim", kArgs206, kOutcomes32},
    {"where_self__int64_dimensioned__complex32_zero_dim", kArgs207, kOutcomes34},
    {"where_self__int64_dimensioned__complex64_zero_dim", kArgs208, kOutcomes36},
    {"where_self__int64_dimensioned__complex128_zero_dim", kArgs209, kOutcomes38},
    {"where_self__int64_dimensioned__bool_scalar", kArgs210, kOutcomes55},
    {"where_self__int64_dimensioned__int_scalar", kArgs211, kOutcomes55},
    {"where_self__int64_dimensioned__float_scalar", kArgs212, kOutcomes57},
    {"where_self__int64_dimensioned__complex_scalar", kArgs213, kOutcomes59},
    {"where_self__float16_dimensioned__bool_dimensioned", kArgs214, kOutcomes26},
    {"where_self__float16_dimensioned__uint8_dimensioned", kArgs215, kOutcomes26},
    {"where_self__float16_dimensioned__int8_dimensioned", kArgs216, kOutcomes26},
    {"where_self__float16_dimensioned__int16_dimensioned", kArgs217, kOutcomes26},
    {"where_self__float16_dimensioned__int32_dimensioned", kArgs218, kOutcomes26},
    {"where_self__float16_dimensioned__int64_dimensioned", kArgs219, kOutcomes26},
    {"where_self__float16_dimensioned__float16_dimensioned", kArgs220, kOutcomes26},
    {"where_self__float16_dimensioned__bfloat16_dimensioned", kArgs221, kOutcomes30},
    {"where_self__float16_dimensioned__float32_dimensioned", kArgs222, kOutcomes30},
    {"where_self__float16_dimensioned__float64_dimensioned", kArgs223, kOutcomes32},
    {"where_self__float16_dimensioned__complex32_dimensioned", kArgs224, kOutcomes34},
    {"where_self__float16_dimensioned__complex64_dimensioned", kArgs225, kOutcomes36},
    {"where_self__float16_dimensioned__complex128_dimensioned", kArgs226, kOutcomes38},
    {"where_self__float16_dimensioned__bool_zero_dim", kArgs227, kOutcomes26},
    {"where_self__float16_dimensioned__uint8_zero_dim", kArgs228, kOutcomes26},
    {"where_self__float16_dimensioned__int8_zero_dim", kArgs229, kOutcomes26},
    {"where_self__float16_dimensioned__int16_zero_dim", kArgs230, kOutcomes26},
    {"where_self__float16_dimensioned__int32_zero_dim", kArgs231, kOutcomes26},
    {"where_self__float16_dimensioned__int64_zero_dim", kArgs232, kOutcomes26},
    {"where_self__float16_dimensioned__float16_zero_dim", kArgs233, kOutcomes26},
    {"where_self__float16_dimensioned__bfloat16_zero_dim", kArgs234, kOutcomes26},
    {"where_self__float16_dimensioned__float32_zero_dim", kArgs235, kOutcomes26},
    {"where_self__float16_dimensioned__float64_zero_dim", kArgs236, kOutcomes26},
    {"where_self__float16_dimensioned__complex32_zero_dim", kArgs237, kOutcomes34},
    {"where_self__float16_dimensioned__complex64_zero_dim", kArgs238, kOutcomes34},
    {"where_self__float16_dimensioned__complex128_zero_dim", kArgs239, kOutcomes34},
    {"where_self__float16_dimensioned__bool_scalar", kArgs240, kOutcomes241},
    {"where_self__float16_dimensioned__int_scalar", kArgs242, kOutcomes241},
    {"where_self__float16_dimensioned__float_scalar", kArgs243, kOutcomes241},
    {"where_self__float16_dimensioned__complex_scalar", kArgs244, kOutcomes245},
    {"where_self__bfloat16_dimensioned__bool_dimensioned", kArgs246, kOutcomes28},
    {"where_self__bfloat16_dimensioned__uint8_dimensioned", kArgs247, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int8_dimensioned", kArgs248, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int16_dimensioned", kArgs249, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int32_dimensioned", kArgs250, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int64_dimensioned", kArgs251, kOutcomes28},
    {"where_self__bfloat16_dimensioned__float16_dimensioned", kArgs252, kOutcomes30},
    {"where_self__bfloat16_dimensioned__bfloat16_dimensioned", kArgs253, kOutcomes28},
    {"where_self__bfloat16_dimensioned__float32_dimensioned", kArgs254, kOutcomes30},
    {"where_self__bfloat16_dimensioned__float64_dimensioned", kArgs255, kOutcomes32},
    {"where_self__bfloat16_dimensioned__complex32_dimensioned", kArgs256, kOutcomes36},
    {"where_self__bfloat16_dimensioned__complex64_dimensioned", kArgs257, kOutcomes36},
    {"where_self__bfloat16_dimensioned__complex128_dimensioned", kArgs258, kOutcomes38},
    {"where_self__bfloat16_dimensioned__bool_zero_dim", kArgs259, kOutcomes28},
    {"where_self__bfloat16_dimensioned__uint8_zero_dim", kArgs260, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int8_zero_dim", kArgs261, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int16_zero_dim", kArgs262, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int32_zero_dim", kArgs263, kOutcomes28},
    {"where_self__bfloat16_dimensioned__int64_zero_dim", kArgs264, kOutcomes28},
    {"where_self__bfloat16_dimensioned__float16_zero_dim", kArgs265, kOutcomes28},
    {"where_self__bfloat16_dimensioned__bfloat16_zero_dim", kArgs266, kOutcomes28},
    {"where_self__bfloat16_dimensioned__float32_zero_dim", kArgs267, kOutcomes28},
    {"where_self__bfloat16_dimensioned__float64_zero_dim", kArgs268, kOutcomes28},
    {"where_self__bfloat16_dimensioned__complex32_zero_dim", kArgs269, kOutcomes36},
    {"where_self__bfloat16_dimensioned__complex64_zero_dim", kArgs270, kOutcomes36},
    {"where_self__bfloat16_dimensioned__complex128_zero_dim", kArgs271, kOutcomes36},
    {"where_self__bfloat16_dimensioned__bool_scalar", kArgs272, kOutcomes273},
    {"where_self__bfloat16_dimensioned__int_scalar", kArgs274, kOutcomes273},
    {"where_self__bfloat16_dimensioned__float_scalar", kArgs275, kOutcomes273},
    {"where_self__bfloat16_dimensioned__complex_scalar", kArgs276, kOutcomes59},
    {"where_self__float32_dimensioned__bool_dimensioned", kArgs277, kOutcomes30},
    {"where_self__float32_dimensioned__uint8_dimensioned", kArgs278, kOutcomes30},
    {"where_self__float32_dimensioned__int8_dimensioned", kArgs279, kOutcomes30},
    {"where_self__float32_dimensioned__int16_dimensioned", kArgs280, kOutcomes30},
    {"where_self__float32_dimensioned__int32_dimensioned", kArgs281, kOutcomes30},
    {"where_self__float32_dimensioned__int64_dimensioned", kArgs282, kOutcomes30},
    {"where_self__float32_dimensioned__float16_dimensioned", kArgs283, kOutcomes30},
    {"where_self__float32_dimensioned__bfloat16_dimensioned", kArgs284, kOutcomes30},
    {"where_self__float32_dimensioned__float32_dimensioned", kArgs285, kOutcomes30},
    {"where_self__float32_dimensioned__float64_dimensioned", kArgs286, kOutcomes32},
    {"where_self__float32_dimensioned__complex32_dimensioned", kArgs287, kOutcomes36},
    {"where_self__float32_dimensioned__complex64_dimensioned", kArgs288, kOutcomes36},
    {"where_self__float32_dimensioned__complex128_dimensioned", kArgs289, kOutcomes38},
    {"where_self__float32_dimensioned__bool_zero_dim", kArgs290, kOutcomes30},
    {"where_self__float32_dimensioned__uint8_zero_dim", kArgs291, kOutcomes30},
    {"where_self__float32_dimensioned__int8_zero_dim", kArgs292, kOutcomes30},
    {"where_self__float32_dimensioned__int16_zero_dim", kArgs293, kOutcomes30},
    {"where_self__float32_dimensioned__int32_zero_dim", kArgs294, kOutcomes30},
    {"where_self__float32_dimensioned__int64_zero_dim", kArgs295, kOutcomes30},
    {"where_self__float32_dimensioned__float16_zero_dim", kArgs296, kOutcomes30},
    {"where_self__float32_dimensioned__bfloat16_zero_dim", kArgs297, kOutcomes30},
    {"where_self__float32_dimensioned__float32_zero_dim", kArgs298, kOutcomes30},
    {"where_self__float32_dimensioned__float64_zero_dim", kArgs299, kOutcomes30},
    {"where_self__float32_dimensioned__complex32_zero_dim", kArgs300, kOutcomes36},
    {"where_self__float32_dimensioned__complex64_zero_dim", kArgs301, kOutcomes36},
    {"where_self__float32_dimensioned__complex128_zero_dim", kArgs302, kOutcomes36},
    {"where_self__float32_dimensioned__bool_scalar", kArgs303, kOutcomes57},
    {"where_self__float32_dimensioned__int_scalar", kArgs304, kOutcomes57},
    {"where_self__float32_dimensioned__float_scalar", kArgs305, kOutcomes57},
    {"where_self__float32_dimensioned__complex_scalar", kArgs306, kOutcomes59},
    {"where_self__float64_dimensioned__bool_dimensioned", kArgs307, kOutcomes32},
    {"where_self__float64_dimensioned__uint8_dimensioned", kArgs308, kOutcomes32},
    {"where_self__float64_dimensioned__int8_dimensioned", kArgs309, kOutcomes32},
    {"where_self__float64_dimensioned__int16_dimensioned", kArgs310, kOutcomes32},
    {"where_self__float64_dimensioned__int32_dimensioned", kArgs311, kOutcomes32},
    {"where_self__float64_dimensioned__int64_dimensioned", kArgs312, kOutcomes32},
    {"where_self__float64_dimensioned__float16_dimensioned", kArgs313, kOutcomes32},
    {"where_self__float64_dimensioned__bfloat16_dimensioned", kArgs314, kOutcomes32},
    {"where_self__float64_dimensioned__float32_dimensioned", kArgs315, kOutcomes32},
    {"where_self__float64_dimensioned__float64_dimensioned", kArgs316, kOutcomes32},
    {"where_self__float64_dimensioned__complex32_dimensioned", kArgs317, kOutcomes38},
    {"where_self__float64_dimensioned__complex64_dimensioned", kArgs318, kOutcomes38},
    {"where_self__float64_dimensioned__complex128_dimensioned", kArgs319, kOutcomes38},
    {"where_self__float64_dimensioned__bool_zero_dim", kArgs320, kOutcomes32},
    {"where_self__float64_dimensioned__uint8_zero_dim", kArgs321, kOutcomes32},
    {"where_self__float64_dimensioned__int8_zero_dim", kArgs322, kOutcomes32},
    {"where_self__float64_dimensioned__int16_zero_dim", kArgs323, kOutcomes32},
    {"where_self__float64_dimensioned__int32_zero_dim", kArgs324, kOutcomes32},
    {"where_self__float64_dimensioned__int64_zero_dim", kArgs325, kOutcomes32},
    {"where_self__float64_dimensioned__float16_zero_dim", kArgs326, kOutcomes32},
    {"where_self__float64_dimensioned__bfloat16_zero_dim", kArgs327, kOutcomes32},
    {"where_self__float64_dimensioned__float32_zero_dim", kArgs328, kOutcomes32},
    {"where_self__float64_dimensioned__float64_zero_dim", kArgs329, kOutcomes32},
    {"where_self__float64_dimensioned__complex32_zero_dim", kArgs330, kOutcomes38},
    {"where_self__float64_dimensioned__complex64_zero_dim", kArgs331, kOutcomes38},
    {"where_self__float64_dimensioned__complex128_zero_dim", kArgs332, kOutcomes38},
    {"where_self__float64_dimensioned__bool_scalar", kArgs333, kOutcomes334},
    {"where_self__float64_dimensioned__int_scalar", kArgs335, kOutcomes334},
    {"where_self__float64_dimensioned__float_scalar", kArgs336, kOutcomes334},
    {"where_self__float64_dimensioned__complex_scalar", kArgs337, kOutcomes338},
    {"where_self__complex32_dimensioned__bool_dimensioned", kArgs339, kOutcomes34},
    {"where_self__complex32_dimensioned__uint8_dimensioned", kArgs340, kOutcomes34},
    {"where_self__complex32_dimensioned__int8_dimensioned", kArgs341, kOutcomes34},
    {"where_self__complex32_dimensioned__int16_dimensioned", kArgs342, kOutcomes34},
    {"where_self__complex32_dimensioned__int32_dimensioned", kArgs343, kOutcomes34},
    {"where_self__complex32_dimensioned__int64_dimensioned", kArgs344, kOutcomes34},
    {"where_self__complex32_dimensioned__float16_dimensioned", kArgs345, kOutcomes34},
    {"where_self__complex32_dimensioned__bfloat16_dimensioned", kArgs346, kOutcomes36},
    {"where_self__complex32_dimensioned__float32_dimensioned", kArgs347, kOutcomes36},
    {"where_self__complex32_dimensioned__float64_dimensioned", kArgs348, kOutcomes38},
    {"where_self__complex32_dimensioned__complex32_dimensioned", kArgs349, kOutcomes34},
    {"where_self__complex32_dimensioned__complex64_dimensioned", kArgs350, kOutcomes36},
    {"where_self__complex32_dimensioned__complex128_dimensioned", kArgs351, kOutcomes38},
    {"where_self__complex32_dimensioned__bool_zero_dim", kArgs352, kOutcomes34},
    {"where_self__complex32_dimensioned__uint8_zero_dim", kArgs353, kOutcomes34},
    {"where_self__complex32_dimensioned__int8_zero_dim", kArgs354, kOutcomes34},
    {"where_self__complex32_dimensioned__int16_zero_dim", kArgs355, kOutcomes34},
    {"where_self__complex32_dimensioned__int32_zero_dim", kArgs356, kOutcomes34},
    {"where_self__complex32_dimensioned__int64_zero_dim", kArgs357, kOutcomes34},
    {"where_self__complex32_dimensioned__float16_zero_dim", kArgs358, kOutcomes34},
    {"where_self__complex32_dimensioned__bfloat16_zero_dim", kArgs359, kOutcomes34},
    {"where_self__complex32_dimensioned__float32_zero_dim", kArgs360, kOutcomes34},
    {"where_self__complex32_dimensioned__float64_zero_dim", kArgs361, kOutcomes34},
    {"where_self__complex32_dimensioned__complex32_zero_dim", kArgs362, kOutcomes34},
    {"where_self__complex32_dimensioned__complex64_zero_dim", kArgs363, kOutcomes34},
    {"where_self__complex32_dimensioned__complex128_zero_dim", kArgs364, kOutcomes34},
    {"where_self__complex32_dimensioned__bool_scalar", kArgs365, kOutcomes245},
    {"where_self__complex32_dimensioned__int_scalar", kArgs366, kOutcomes245},
    {"where_self__complex32_dimensioned__float_scalar", kArgs367, kOutcomes245},
    {"where_self__complex32_dimensioned__complex_scalar", kArgs368, kOutcomes245},
    {"where_self__complex64_dimensioned__bool_dimensioned", kArgs369, kOutcomes36},
    {"where_self__complex64_dimensioned__uint8_dimensioned", kArgs370, kOutcomes36},
    {"where_self__complex64_dimensioned__int8_dimensioned", kArgs371, kOutcomes36},
    {"where_self__complex64_dimensioned__int16_dimensioned", kArgs372, kOutcomes36},
    {"where_self__complex64_dimensioned__int32_dimensioned", kArgs373, kOutcomes36},
    {"where_self__complex64_dimensioned__int64_dimensioned", kArgs374, kOutcomes36},
    {"where_self__complex64_dimensioned__float16_dimensioned", kArgs375, kOutcomes36},
    {"where_self__complex64_dimensioned__bfloat16_dimensioned", kArgs376, kOutcomes36},
    {"where_self__complex64_dimensioned__float32_dimensioned", kArgs377, kOutcomes36},
    {"where_self__complex64_dimensioned__float64_dimensioned", kArgs378, kOutcomes38},
    {"where_self__complex64_dimensioned__complex32_dimensioned", kArgs379, kOutcomes36},
    {"where_self__complex64_dimensioned__complex64_dimensioned", kArgs380, kOutcomes36},
    {"where_self__complex64_dimensioned__complex128_dimensioned", kArgs381, kOutcomes38},
    {"where_self__complex64_dimensioned__bool_zero_dim", kArgs382, kOutcomes36},
    {"where_self__complex64_dimensioned__uint8_zero_dim", kArgs383, kOutcomes36},
    {"where_self__complex64_dimensioned__int8_zero_dim", kArgs384, kOutcomes36},
    {"where_self__complex64_dimensioned__int16_zero_dim", kArgs385, kOutcomes36},
    {"where_self__complex64_dimensioned__int32_zero_dim", kArgs386, kOutcomes36},
    {"where_self__complex64_dimensioned__int64_zero_dim", kArgs387, kOutcomes36},
    {"where_self__complex64_dimensioned__float16_zero_dim", kArgs388, kOutcomes36},
    {"where_self__complex64_dimensioned__bfloat16_zero_dim", kArgs389, kOutcomes36},
    {"where_self__complex64_dimensioned__float32_zero_dim", kArgs390, kOutcomes36},
    {"where_self__complex64_dimensioned__float64_zero_dim", kArgs391, kOutcomes36},
    {"where_self__complex64_dimensioned__complex32_zero_dim", kArgs392, kOutcomes36},
    {"where_self__complex64_dimensioned__complex64_zero_dim", kArgs393, kOutcomes36},
    {"where_self__complex64_dimensioned__complex128_zero_dim", kArgs394, kOutcomes36},
    {"where_self__complex64_dimensioned__bool_scalar", kArgs395, kOutcomes59},
    {"where_self__complex64_dimensioned__int_scalar", kArgs396, kOutcomes59},
    {"where_self__complex64_dimensioned__float_scalar", kArgs397, kOutcomes59},
    {"where_self__complex64_dimensioned__complex_scalar", kArgs398, kOutcomes59},
    {"where_self__complex128_dimensioned__bool_dimensioned", kArgs399, kOutcomes38},
    {"where_self__complex128_dimensioned__uint8_dimensioned", kArgs400, kOutcomes38},
    {"where_self__complex128_dimensioned__int8_dimensioned", kArgs401, kOutcomes38},
    {"where_self__complex128_dimensioned__int16_dimensioned", kArgs402, kOutcomes38},
    {"where_self__complex128_dimensioned__int32_dimensioned", kArgs403, kOutcomes38},
    {"where_self__complex128_dimensioned__int64_dimensioned", kArgs404, kOutcomes38},
    {"where_self__complex128_dimensioned__float16_dimensioned", kArgs405, kOutcomes38},
    {"where_self__complex128_dimensioned__bfloat16_dimensioned", kArgs406, kOutcomes38},
    {"where_self__complex128_dimensioned__float32_dimensioned", kArgs407, kOutcomes38},
    {"where_self__complex128_dimensioned__float64_dimensioned", kArgs408, kOutcomes38},
    {"where_self__complex128_dimensioned__complex32_dimensioned", kArgs409, kOutcomes38},
    {"where_self__complex128_dimensioned__complex64_dimensioned", kArgs410, kOutcomes38},
    {"where_self__complex128_dimensioned__complex128_dimensioned", kArgs411, kOutcomes38},
    {"where_self__complex128_dimensioned__bool_zero_dim", kArgs412, kOutcomes38},
    {"where_self__complex128_dimensioned__uint8_zero_dim", kArgs413, kOutcomes38},
    {"where_self__complex128_dimensioned__int8_zero_dim", kArgs414, kOutcomes38},
    {"where_self__complex128_dimensioned__int16_zero_dim", kArgs415, kOutcomes38},
    {"where_self__complex128_dimensioned__int32_zero_dim", kArgs416, kOutcomes38},
    {"where_self__complex128_dimensioned__int64_zero_dim", kArgs417, kOutcomes38},
    {"where_self__complex128_dimensioned__float16_zero_dim", kArgs418, kOutcomes38},
    {"where_self__complex128_dimensioned__bfloat16_zero_dim", kArgs419, kOutcomes38},
    {"where_self__complex128_dimensioned__float32_zero_dim", kArgs420, kOutcomes38},
    {"where_self__complex128_dimensioned__float64_zero_dim", kArgs421, kOutcomes38},
    {"where_self__complex128_dimensioned__complex32_zero_dim", kArgs422, kOutcomes38},
    {"where_self__complex128_dimensioned__complex64_zero_dim", kArgs423, kOutcomes38},
    {"where_self__complex128_dimensioned__complex128_zero_dim", kArgs424, kOutcomes38},
    {"where_self__complex128_dimensioned__bool_scalar", kArgs425, kOutcomes338},
    {"where_self__complex128_dimensioned__int_scalar", kArgs426, kOutcomes338},
    {"where_self__complex128_dimensioned__float_scalar", kArgs427, kOutcomes338},
    {"where_self__complex128_dimensioned__complex_scalar", kArgs428, kOutcomes338},
    {"where_self__bool_zero_dim__bool_dimensioned", kArgs429, kOutcomes14},
    {"where_self__bool_zero_dim__uint8_dimensioned", kArgs430, kOutcomes16},
    {"where_self__bool_zero_dim__int8_dimensioned", kArgs431, kOutcomes18},
    {"where_self__bool_zero_dim__int16_dimensioned", kArgs432, kOutcomes20},
    {"where_self__bool_zero_dim__int32_dimensioned", kArgs433, kOutcomes22},
    {"where_self__bool_zero_dim__int64_dimensioned", kArgs434, kOutcomes24},
    {"where_self__bool_zero_dim__float16_dimensioned", kArgs435, kOutcomes26},
    {"where_self__bool_zero_dim__bfloat16_dimensioned", kArgs436, kOutcomes28},
    {"where_self__bool_zero_dim__float32_dimensioned", kArgs437, kOutcomes30},
    {"where_self__bool_zero_dim__float64_dimensioned", kArgs438, kOutcomes32},
    {"where_self__bool_zero_dim__complex32_dimensioned", kArgs439, kOutcomes34},
    {"where_self__bool_zero_dim__complex64_dimensioned", kArgs440, kOutcomes36},
    {"where_self__bool_zero_dim__complex128_dimensioned", kArgs441, kOutcomes38},
    {"where_self__bool_zero_dim__bool_zero_dim", kArgs442, kOutcomes14},
    {"where_self__bool_zero_dim__uint8_zero_dim", kArgs443, kOutcomes16},
    {"where_self__bool_zero_dim__int8_zero_dim", kArgs444, kOutcomes18},
    {"where_self__bool_zero_dim__int16_zero_dim", kArgs445, kOutcomes20},
    {"where_self__bool_zero_dim__int32_zero_dim", kArgs446, kOutcomes22},
    {"where_self__bool_zero_dim__int64_zero_dim", kArgs447, kOutcomes24},
    {"where_self__bool_zero_dim__float16_zero_dim", kArgs448, kOutcomes26},
    {"where_self__bool_zero_dim__bfloat16_zero_dim", kArgs449, kOutcomes28},
    {"where_self__bool_zero_dim__float32_zero_dim", kArgs450, kOutcomes30},
    {"where_self__bool_zero_dim__float64_zero_dim", kArgs451, kOutcomes32},
    {"where_self__bool_zero_dim__complex32_zero_dim", kArgs452, kOutcomes34},
    {"where_self__bool_zero_dim__complex64_zero_dim", kArgs453, kOutcomes36},
    {"where_self__bool_zero_dim__complex128_zero_dim", kArgs454, kOutcomes38},
    {"where_self__bool_zero_dim__bool_scalar", kArgs455, kOutcomes53},
    {"where_self__bool_zero_dim__int_scalar", kArgs456, kOutcomes55},
    {"where_self__bool_zero_dim__float_scalar", kArgs457, kOutcomes57},
    {"where_self__bool_zero_dim__complex_scalar", kArgs458, kOutcomes59},
    {"where_self__uint8_zero_dim__bool_dimensioned", kArgs459, kOutcomes16},
    {"where_self__uint8_zero_dim__uint8_dimensioned", kArgs460, kOutcomes16},
    {"where_self__uint8_zero_dim__int8_dimensioned", kArgs461, kOutcomes18},
    {"where_self__uint8_zero_dim__int16_dimensioned", kArgs462, kOutcomes20},
    {"where_self__uint8_zero_dim__int32_dimensioned", kArgs463, kOutcomes22},
    {"where_self__uint8_zero_dim__int64_dimensioned", kArgs464, kOutcomes24},
    {"where_self__uint8_zero_dim__float16_dimensioned", kArgs465, kOutcomes26},
    {"where_self__uint8_zero_dim__bfloat16_dimensioned", kArgs466, kOutcomes28},
    {"where_self__uint8_zero_dim__float32_dimensioned", kArgs467, kOutcomes30},
    {"where_self__uint8_zero_dim__float64_dimensioned", kArgs468, kOutcomes32},
    {"where_self__uint8_zero_dim__complex32_dimensioned", kArgs469, kOutcomes34},
    {"where_self__uint8_zero_dim__complex64_dimensioned", kArgs470, kOutcomes36},
    {"where_self__uint8_zero_dim__complex128_dimensioned", kArgs471, kOutcomes38},
    {"where_self__uint8_zero_dim__bool_zero_dim", kArgs472, kOutcomes16},
    {"where_self__uint8_zero_dim__uint8_zero_dim", kArgs473, kOutcomes16},
    {"where_self__uint8_zero_dim__int8_zero_dim", kArgs474, kOutcomes20},
    {"where_self__uint8_zero_dim__int16_zero_dim", kArgs475, kOutcomes20},
    {"where_self__uint8_zero_dim__int32_zero_dim", kArgs476, kOutcomes22},
    {"where_self__uint8_zero_dim__int64_zero_dim", kArgs477, kOutcomes24},
    {"where_self__uint8_zero_dim__float16_zero_dim", kArgs478, kOutcomes26},
    {"where_self__uint8_zero_dim__bfloat16_zero_dim", kArgs479, kOutcomes28},
    {"where_self__uint8_zero_dim__float32_zero_dim", kArgs480, kOutcomes30},
    {"where_self__uint8_zero_dim__float64_zero_dim", kArgs481, kOutcomes32},
    {"where_self__uint8_zero_dim__complex32_zero_dim", kArgs482, kOutcomes34},
    {"where_self__uint8_zero_dim__complex64_zero_dim", kArgs483, kOutcomes36},
    {"where_self__uint8_zero_dim__complex128_zero_dim", kArgs484, kOutcomes38},
    {"where_self__uint8_zero_dim__bool_scalar", kArgs485, kOutcomes87},
    {"where_self__uint8_zero_dim__int_scalar", kArgs486, kOutcomes87},
    {"where_self__uint8_zero_dim__float_scalar", kArgs487, kOutcomes57},
    {"where_self__uint8_zero_dim__complex_scalar", kArgs488, kOutcomes59},
    {"where_self__int8_zero_dim__bool_dimensioned", kArgs489, kOutcomes18},
    {"where_self__int8_zero_dim__uint8_dimensioned", kArgs490, kOutcomes16},
    {"where_self__int8_zero_dim__int8_dimensioned", kArgs491, kOutcomes18},
    {"where_self__int8_zero_dim__int16_dimensioned", kArgs492, kOutcomes20},
    {"where_self__int8_zero_dim__int32_dimensioned", kArgs493, kOutcomes22},
    {"where_self__int8_zero_dim__int64_dimensioned", kArgs494, kOutcomes24},
    {"where_self__int8_zero_dim__float16_dimensioned", kArgs495, kOutcomes26},
    {"where_self__int8_zero_dim__bfloat16_dimensioned", kArgs496, kOutcomes28},
    {"where_self__int8_zero_dim__float32_dimensioned", kArgs497, kOutcomes30},
    {"where_self__int8_zero_dim__float64_dimensioned", kArgs498, kOutcomes32},
    {"where_self__int8_zero_dim__complex32_dimensioned", kArgs499, kOutcomes34},
    {"where_self__int8_zero_dim__complex64_dimensioned", kArgs500, kOutcomes36},
    {"where_self__int8_zero_dim__complex128_dimensioned", kArgs501, kOutcomes38},
    {"where_self__int8_zero_dim__bool_zero_dim", kArgs502, kOutcomes18},
    {"where_self__int8_zero_dim__uint8_zero_dim", kArgs503, kOutcomes20},
    {"where_self__int8_zero_dim__int8_zero_dim", kArgs504, kOutcomes18},
    {"where_self__int8_zero_dim__int16_zero_dim", kArgs505, kOutcomes20},
    {"where_self__int8_zero_dim__int32_zero_dim", kArgs506, kOutcomes22},
    {"where_self__int8_zero_dim__int64_zero_dim", kArgs507, kOutcomes24},
    {"where_self__int8_zero_dim__float16_zero_dim", kArgs508, kOutcomes26},
    {"where_self__int8_zero_dim__bfloat16_zero_dim", kArgs509, kOutcomes28},
    {"where_self__int8_zero_dim__float32_zero_dim", kArgs510, kOutcomes30},
    {"where_self__int8_zero_dim__float64_zero_dim", kArgs511, kOutcomes32},
    {"where_self__int8_zero_dim__complex32_zero_dim", kArgs512, kOutcomes34},
    {"where_self__int8_zero_dim__complex64_zero_dim", kArgs513, kOutcomes36},
    {"where_self__int8_zero_dim__complex128_zero_dim", kArgs514, kOutcomes38},
    {"where_self__int8_zero_dim__bool_scalar", kArgs515, kOutcomes118},
    {"where_self__int8_zero_dim__int_scalar", kArgs516, kOutcomes118},
    {"where_self__int8_zero_dim__float_scalar", kArgs517, kOutcomes57},
    {"where_self__int8_zero_dim__complex_scalar", kArgs518, kOutcomes59},
    {"where_self__int16_zero_dim__bool_dimensioned", kArgs519, kOutcomes20},
    {"where_self__int16_zero_dim__uint8_dimensioned", kArgs520, kOutcomes16},
    {"where_self__int16_zero_dim__int8_dimensioned", kArgs521, kOutcomes18},
    {"where_self__int16_zero_dim__int16_dimensioned", kArgs522, kOutcomes20},
    {"where_self__int16_zero_dim__int32_dimensioned", kArgs523, kOutcomes22},
    {"where_self__int16_zero_dim__int64_dimensioned", kArgs524, kOutcomes24},
    {"where_self__int16_zero_dim__float16_dimensioned", kArgs525, kOutcomes26},
    {"where_self__int16_zero_dim__bfloat16_dimensioned", kArgs526, kOutcomes28},
    {"where_self__int16_zero_dim__float32_dimensioned", kArgs527, kOutcomes30},
    {"where_self__int16_zero_dim__float64_dimensioned", kArgs528, kOutcomes32},
    {"where_self__int16_zero_dim__complex32_dimensioned", kArgs529, kOutcomes34},
    {"where_self__int16_zero_dim__complex64_dimensioned", kArgs530, kOutcomes36},
    {"where_self__int16_zero_dim__complex128_dimensioned", kArgs531, kOutcomes38},
    {"where_self__int16_zero_dim__bool_zero_dim", kArgs532, kOutcomes20},
    {"where_self__int16_zero_dim__uint8_zero_dim", kArgs533, kOutcomes20},
    {"where_self__int16_zero_dim__int8_zero_dim", kArgs534, kOutcomes20},
    {"where_self__int16_zero_dim__int16_zero_dim", kArgs535, kOutcomes20},
    {"where_self__int16_zero_dim__int32_zero_dim", kArgs536, kOutcomes22},
    {"where_self__int16_zero_dim__int64_zero_dim", kArgs537, kOutcomes24},
    {"where_self__int16_zero_dim__float16_zero_dim", kArgs538, kOutcomes26},
    {"where_self__int16_zero_dim__bfloat16_zero_dim", kArgs539, kOutcomes28},
    {"where_self__int16_zero_dim__float32_zero_dim", kArgs540, kOutcomes30},
    {"where_self__int16_zero_dim__float64_zero_dim", kArgs541, kOutcomes32},
    {"where_self__int16_zero_dim__complex32_zero_dim", kArgs542, kOutcomes34},
    {"where_self__int16_zero_dim__complex64_zero_dim", kArgs543, kOutcomes36},
    {"where_self__int16_zero_dim__complex128_zero_dim", kArgs544, kOutcomes38},
    {"where_self__int16_zero_dim__bool_scalar", kArgs545, kOutcomes149},
    {"where_self__int16_zero_dim__int_scalar", kArgs546, kOutcomes149},
    {"where_self__int16_zero_dim__float_scalar", kArgs547, kOutcomes57},
    {"where_self__int16_zero_dim__complex_scalar", kArgs548, kOutcomes59},
    {"where_self__int32_zero_dim__bool_dimensioned", kArgs549, kOutcomes22},
    {"where_self__int32_zero_dim__uint8_dimensioned", kArgs550, kOutcomes16},
    {"where_self__int32_zero_dim__int8_dimensioned", kArgs551, kOutcomes18},
    {"where_self__int32_zero_dim__int16_dimensioned", kArgs552, kOutcomes20},
    {"where_self__int32_zero_dim__int32_dimensioned", kArgs553, kOutcomes22},
    {"where_self__int32_zero_dim__int64_dimensioned", kArgs554, kOutcomes24},
    {"where_self__int32_zero_dim__float16_dimensioned", kArgs555, kOutcomes26},
    {"where_self__int32_zero_dim__bfloat16_dimensioned", kArgs556, kOutcomes28},
    {"where_self__int32_zero_dim__float32_dimensioned", kArgs557, kOutcomes30},
    {"where_self__int32_zero_dim__float64_dimensioned", kArgs558, kOutcomes32},
    {"where_self__int32_zero_dim__complex32_dimensioned", kArgs559, kOutcomes34},
    {"where_self__int32_zero_dim__complex64_dimensioned", kArgs560, kOutcomes36},
    {"where_self__int32_zero_dim__complex128_dimensioned", kArgs561, kOutcomes38},
    {"where_self__int32_zero_dim__bool_zero_dim", kArgs562, kOutcomes22},
    {"where_self__int32_zero_dim__uint8_zero_dim", kArgs563, kOutcomes22},
    {"where_self__int32_zero_dim__int8_zero_dim", kArgs564, kOutcomes22},
    {"where_self__int32_zero_dim__int16_zero_dim", kArgs565, kOutcomes22},
    {"where_self__int32_zero_dim__int32_zero_dim", kArgs566, kOutcomes22},
    {"where_self__int32_zero_dim__int64_zero_dim", kArgs567, kOutcomes24},
    {"where_self__int32_zero_dim__float16_zero_dim", kArgs568, kOutcomes26},
    {"where_self__int32_zero_dim__bfloat16_zero_dim", kArgs569, kOutcomes28},
    {"where_self__int32_zero_dim__float32_zero_dim", kArgs570, kOutcomes30},
    {"where_self__int32_zero_dim__float64_zero_dim", kArgs571, kOutcomes32},
    {"where_self__int32_zero_dim__complex32_zero_dim", kArgs572, kOutcomes34},
    {"where_self__int32_zero_dim__complex64_zero_dim", kArgs573, kOutcomes36},
    {"where_self__int32_zero_dim__complex128_zero_dim", kArgs574, kOutcomes38},
    {"where_self__int32_zero_dim__bool_scalar", kArgs575, kOutcomes180},
    {"where_self__int32_zero_dim__int_scalar", kArgs576, kOutcomes180},
    {"where_self__int32_zero_dim__float_scalar", kArgs577, kOutcomes57},
    {"where_self__int32_zero_dim__complex_scalar", kArgs578, kOutcomes59},
    {"where_self__int64_zero_dim__bool_dimensioned", kArgs579, kOutcomes24},
    {"where_self__int64_zero_dim__uint8_dimensioned", kArgs580, kOutcomes16},
    {"where_self__int64_zero_dim__int8_dimensioned", kArgs581, kOutcomes18},
    {"where_self__int64_zero_dim__int16_dimensioned", kArgs582, kOutcomes20},
    {"where_self__int64_zero_dim__int32_dimensioned", kArgs583, kOutcomes22},
    {"where_self__int64_zero_dim__int64_dimensioned", kArgs584, kOutcomes24},
    {"where_self__int64_zero_dim__float16_dimensioned", kArgs585, kOutcomes26},
    {"where_self__int64_zero_dim__bfloat16_dimensioned", kArgs586, kOutcomes28},
    {"where_self__int64_zero_dim__float32_dimensioned", kArgs587, kOutcomes30},
    {"where_self__int64_zero_dim__float64_dimensioned", kArgs588, kOutcomes32},
    {"where_self__int64_zero_dim__complex32_dimensioned", kArgs589, kOutcomes34},
    {"where_self__int64_zero_dim__complex64_dimensioned", kArgs590, kOutcomes36},
    {"where_self__int64_zero_dim__complex128_dimensioned", kArgs591, kOutcomes38},
    {"where_self__int64_zero_dim__bool_zero_dim", kArgs592, kOutcomes24},
    {"where_self__int64_zero_dim__uint8_zero_dim", kArgs593, kOutcomes24},
    {"where_self__int64_zero_dim__int8_zero_dim", kArgs594, kOutcomes24},
    {"where_self__int64_zero_dim__int16_zero_dim", kArgs595, kOutcomes24},
    {"where_self__int64_zero_dim__int32_zero_dim", kArgs596, kOutcomes24},
    {"where_self__int64_zero_dim__int64_zero_dim", kArgs597, kOutcomes24},
    {"where_self__int64_zero_dim__float16_zero_dim", kArgs598, kOutcomes26},
    {"where_self__int64_zero_dim__bfloat16_zero_dim", kArgs599, kOutcomes28},
    {"where_self__int64_zero_dim__float32_zero_dim", kArgs600, kOutcomes30},
    {"where_self__int64_zero_dim__float64_zero_dim", kArgs601, kOutcomes32},
    {"where_self__int64_zero_dim__complex32_zero_dim", kArgs602, kOutcomes34},
    {"where_self__int64_zero_dim__complex64_zero_dim", kArgs603, kOutcomes36},
    {"where_self__int64_zero_dim__complex128_zero_dim", kArgs604, kOutcomes38},
    {"where_self__int64_zero_dim__bool_scalar", kArgs605, kOutcomes55},
    {"where_self__int64_zero_dim__int_scalar", kArgs606, kOutcomes55},
    {"where_self__int64_zero_dim__float_scalar", kArgs607, kOutcomes57},
    {"where_self__int64_zero_dim__complex_scalar", kArgs608, kOutcomes59},
    {"where_self__float16_zero_dim__bool_dimensioned", kArgs609, kOutcomes26},
    {"where_self__float16_zero_dim__uint8_dimensioned", kArgs610, kOutcomes26},
    {"where_self__float16_zero_dim__int8_dimensioned", kArgs611, kOutcomes26},
    {"where_self__float16_zero_dim__int16_dimensioned", kArgs612, kOutcomes26},
    {"where_self__float16_zero_dim__int32_dimensioned", kArgs613, kOutcomes26},
    {"where_self__float16_zero_dim__int64_dimensioned", kArgs614, kOutcomes26},
    {"where_self__float16_zero_dim__float16_dimensioned", kArgs615, kOutcomes26},
    {"where_self__float16_zero_dim__bfloat16_dimensioned", kArgs616, kOutcomes28},
    {"where_self__float16_zero_dim__float32_dimensioned", kArgs617, kOutcomes30},
    {"where_self__float16_zero_dim__float64_dimensioned", kArgs618, kOutcomes32},
    {"where_self__float16_zero_dim__complex32_dimensioned", kArgs619, kOutcomes34},
    {"where_self__float16_zero_dim__complex64_dimensioned", kArgs620, kOutcomes36},
    {"where_self__float16_zero_dim__complex128_dimensioned", kArgs621, kOutcomes38},
    {"where_self__float16_zero_dim__bool_zero_dim", kArgs622, kOutcomes26},
    {"where_self__float16_zero_dim__uint8_zero_dim", kArgs623, kOutcomes26},
    {"where_self__float16_zero_dim__int8_zero_dim", kArgs624, kOutcomes26},
    {"where_self__float16_zero_dim__int16_zero_dim", kArgs625, kOutcomes26},
    {"where_self__float16_zero_dim__int32_zero_dim", kArgs626, kOutcomes26},
    {"where_self__float16_zero_dim__int64_zero_dim", kArgs627, kOutcomes26},
    {"where_self__float16_zero_dim__float16_zero_dim", kArgs628, kOutcomes26},
    {"where_self__float16_zero_dim__bfloat16_zero_dim", kArgs629, kOutcomes30},
    {"where_self__float16_zero_dim__float32_zero_dim", kArgs630, kOutcomes30},
    {"where_self__float16_zero_dim__float64_zero_dim", kArgs631, kOutcomes32},
    {"where_self__float16_zero_dim__complex32_zero_dim", kArgs632, kOutcomes34},
    {"where_self__float16_zero_dim__complex64_zero_dim", kArgs633, kOutcomes36},
    {"where_self__float16_zero_dim__complex128_zero_dim", kArgs634, kOutcomes38},
    {"where_self__float16_zero_dim__bool_scalar", kArgs635, kOutcomes241},
    {"where_self__float16_zero_dim__int_scalar", kArgs636, kOutcomes241},
    {"where_self__float16_zero_dim__float_scalar", kArgs637, kOutcomes241},
    {"where_self__float16_zero_dim__complex_scalar", kArgs638, kOutcomes245},
    {"where_self__bfloat16_zero_dim__bool_dimensioned", kArgs639, kOutcomes28},
    {"where_self__bfloat16_zero_dim__uint8_dimensioned", kArgs640, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int8_dimensioned", kArgs641, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int16_dimensioned", kArgs642, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int32_dimensioned", kArgs643, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int64_dimensioned", kArgs644, kOutcomes28},
    {"where_self__bfloat16_zero_dim__float16_dimensioned", kArgs645, kOutcomes26},
    {"where_self__bfloat16_zero_dim__bfloat16_dimensioned", kArgs646, kOutcomes28},
    {"where_self__bfloat16_zero_dim__float32_dimensioned", kArgs647, kOutcomes30},
    {"where_self__bfloat16_zero_dim__float64_dimensioned", kArgs648, kOutcomes32},
    {"where_self__bfloat16_zero_dim__complex32_dimensioned", kArgs649, kOutcomes34},
    {"where_self__bfloat16_zero_dim__complex64_dimensioned", kArgs650, kOutcomes36},
    {"where_self__bfloat16_zero_dim__complex128_dimensioned", kArgs651, kOutcomes38},
    {"where_self__bfloat16_zero_dim__bool_zero_dim", kArgs652, kOutcomes28},
    {"where_self__bfloat16_zero_dim__uint8_zero_dim", kArgs653, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int8_zero_dim", kArgs654, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int16_zero_dim", kArgs655, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int32_zero_dim", kArgs656, kOutcomes28},
    {"where_self__bfloat16_zero_dim__int64_zero_dim", kArgs657, kOutcomes28},
    {"where_self__bfloat16_zero_dim__float16_zero_dim", kArgs658, kOutcomes30},
    {"where_self__bfloat16_zero_dim__bfloat16_zero_dim", kArgs659, kOutcomes28},
    {"where_self__bfloat16_zero_dim__float32_zero_dim", kArgs660, kOutcomes30},
    {"where_self__bfloat16_zero_dim__float64_zero_dim", kArgs661, kOutcomes32},
    {"where_self__bfloat16_zero_dim__complex32_zero_dim", kArgs662, kOutcomes36},
    {"where_self__bfloat16_zero_dim__complex64_zero_dim", kArgs663, kOutcomes36},
    {"where_self__bfloat16_zero_dim__complex128_zero_dim", kArgs664, kOutcomes38},
    {"where_self__bfloat16_zero_dim__bool_scalar", kArgs665, kOutcomes273},
    {"where_self__bfloat16_zero_dim__int_scalar", kArgs666, kOutcomes273},
    {"where_self__bfloat16_zero_dim__float_scalar", kArgs667, kOutcomes273},
    {"where_self__bfloat16_zero_dim__complex_scalar", kArgs668, kOutcomes59},
    {"where_self__float32_zero_dim__bool_dimensioned", kArgs669, kOutcomes30},
    {"where_self__float32_zero_dim__uint8_dimensioned", kArgs670, kOutcomes30},
    {"where_self__float32_zero_dim__int8_dimensioned", kArgs671, kOutcomes30},
    {"where_self__float32_zero_dim__int16_dimensioned", kArgs672, kOutcomes30},
    {"where_self__float32_zero_dim__int32_dimensioned", kArgs673, kOutcomes30},
    {"where_self__float32_zero_dim__int64_dimensioned", kArgs674, kOutcomes30},
    {"where_self__float32_zero_dim__float16_dimensioned", kArgs675, kOutcomes26},
    {"where_self__float32_zero_dim__bfloat16_dimensioned", kArgs676, kOutcomes28},
    {"where_self__float32_zero_dim__float32_dimensioned", kArgs677, kOutcomes30},
    {"where_self__float32_zero_dim__float64_dimensioned", kArgs678, kOutcomes32},
    {"where_self__float32_zero_dim__complex32_dimensioned", kArgs679, kOutcomes34},
    {"where_self__float32_zero_dim__complex64_dimensioned", kArgs680, kOutcomes36},
    {"where_self__float32_zero_dim__complex128_dimensioned", kArgs681, kOutcomes38},
    {"where_self__float32_zero_dim__bool_zero_dim", kArgs682, kOutcomes30},
    {"where_self__float32_zero_dim__uint8_zero_dim", kArgs683, kOutcomes30},
    {"where_self__float32_zero_dim__int8_zero_dim", kArgs684, kOutcomes30},
    {"where_self__float32_zero_dim__int16_zero_dim", kArgs685, kOutcomes30},
    {"where_self__float32_zero_dim__int32_zero_dim", kArgs686, kOutcomes30},
    {"where_self__float32_zero_dim__int64_zero_dim", kArgs687, kOutcomes30},
    {"where_self__float32_zero_dim__float16_zero_dim", kArgs688, kOutcomes30},
    {"where_self__float32_zero_dim__bfloat16_zero_dim", kArgs689, kOutcomes30},
    {"where_self__float32_zero_dim__float32_zero_dim", kArgs690, kOutcomes30},
    {"where_self__float32_zero_dim__float64_zero_dim", kArgs691, kOutcomes32},
    {"where_self__float32_zero_dim__complex32_zero_dim", kArgs692, kOutcomes36},
    {"where_self__float32_zero_dim__complex64_zero_dim", kArgs693, kOutcomes36},
    {"where_self__float32_zero_dim__complex128_zero_dim", kArgs694, kOutcomes38},
    {"where_self__float32_zero_dim__bool_scalar", kArgs695, kOutcomes57},
    {"where_self__float32_zero_dim__int_scalar", kArgs696, kOutcomes57},
    {"where_self__float32_zero_dim__float_scalar", kArgs697, kOutcomes57},
    {"where_self__float32_zero_dim__complex_scalar", kArgs698, kOutcomes59},
    {"where_self__float64_zero_dim__bool_dimensioned", kArgs699, kOutcomes32},
    {"where_self__float64_zero_dim__uint8_dimensioned", kArgs700, kOutcomes32},
    {"where_self__float64_zero_dim__int8_dimensioned", kArgs701, kOutcomes32},
    {"where_self__float64_zero_dim__int16_dimensioned", kArgs702, kOutcomes32},
    {"where_self__float64_zero_dim__int32_dimensioned", kArgs703, kOutcomes32},
    {"where_self__float64_zero_dim__int64_dimensioned", kArgs704, kOutcomes32},
    {"where_self__float64_zero_dim__float16_dimensioned", kArgs705, kOutcomes26},
    {"where_self__float64_zero_dim__bfloat16_dimensioned", kArgs706, kOutcomes28},
    {"where_self__float64_zero_dim__float32_dimensioned", kArgs707, kOutcomes30},
    {"where_self__float64_zero_dim__float64_dimensioned", kArgs708, kOutcomes32},
    {"where_self__float64_zero_dim__complex32_dimensioned", kArgs709, kOutcomes34},
    {"where_self__float64_zero_dim__complex64_dimensioned", kArgs710, kOutcomes36},
    {"where_self__float64_zero_dim__complex128_dimensioned", kArgs711, kOutcomes38},
    {"where_self__float64_zero_dim__bool_zero_dim", kArgs712, kOutcomes32},
    {"where_self__float64_zero_dim__uint8_zero_dim", kArgs713, kOutcomes32},
    {"where_self__float64_zero_dim__int8_zero_dim", kArgs714, kOutcomes32},
    {"where_self__float64_zero_dim__int16_zero_dim", kArgs715, kOutcomes32},
    {"where_self__float64_zero_dim__int32_zero_dim", kArgs716, kOutcomes32},
    {"where_self__float64_zero_dim__int64_zero_dim", kArgs717, kOutcomes32},
    {"where_self__float64_zero_dim__float16_zero_dim", kArgs718, kOutcomes32},
    {"where_self__float64_zero_dim__bfloat16_zero_dim", kArgs719, kOutcomes32},
    {"where_self__float64_zero_dim__float32_zero_dim", kArgs720, kOutcomes32},
    {"where_self__float64_zero_dim__float64_zero_dim", kArgs721, kOutcomes32},
    {"where_self__float64_zero_dim__complex32_zero_dim", kArgs722, kOutcomes38},
    {"where_self__float64_zero_dim__complex64_zero_dim", kArgs723, kOutcomes38},
    {"where_self__float64_zero_dim__complex128_zero_dim", kArgs724, kOutcomes38},
    {"where_self__float64_zero_dim__bool_scalar", kArgs725, kOutcomes334},
    {"where_self__float64_zero_dim__int_scalar", kArgs726, kOutcomes334},
    {"where_self__float64_zero_dim__float_scalar", kArgs727, kOutcomes334},
    {"where_self__float64_zero_dim__complex_scalar", kArgs728, kOutcomes338},
    {"where_self__complex32_zero_dim__bool_dimensioned", kArgs729, kOutcomes34},
    {"where_self__complex32_zero_dim__uint8_dimensioned", kArgs730, kOutcomes34},
    {"where_self__complex32_zero_dim__int8_dimensioned", kArgs731, kOutcomes34},
    {"where_self__complex32_zero_dim__int16_dimensioned", kArgs732, kOutcomes34},
    {"where_self__complex32_zero_dim__int32_dimensioned", kArgs733, kOutcomes34},
    {"where_self__complex32_zero_dim__int64_dimensioned", kArgs734, kOutcomes34},
    {"where_self__complex32_zero_dim__float16_dimensioned", kArgs735, kOutcomes34},
    {"where_self__complex32_zero_dim__bfloat16_dimensioned", kArgs736, kOutcomes36},
    {"where_self__complex32_zero_dim__float32_dimensioned", kArgs737, kOutcomes36},
    {"where_self__complex32_zero_dim__float64_dimensioned", kArgs738, kOutcomes38},
    {"where_self__complex32_zero_dim__complex32_dimensioned", kArgs739, kOutcomes34},
    {"where_self__complex32_zero_dim__complex64_dimensioned", kArgs740, kOutcomes36},
    {"where_self__complex32_zero_dim__complex128_dimensioned", kArgs741, kOutcomes38},
    {"where_self__complex32_zero_dim__bool_zero_dim", kArgs742, kOutcomes34},
    {"where_self__complex32_zero_dim__uint8_zero_dim", kArgs743, kOutcomes34},
    {"where_self__complex32_zero_dim__int8_zero_dim", kArgs744, kOutcomes34},
    {"where_self__complex32_zero_dim__int16_zero_dim", kArgs745, kOutcomes34},
    {"where_self__complex32_zero_dim__int32_zero_dim", kArgs746, kOutcomes34},
    {"where_self__complex32_zero_dim__int64_zero_dim", kArgs747, kOutcomes34},
    {"where_self__complex32_zero_dim__float16_zero_dim", kArgs748, kOutcomes34},
    {"where_self__complex32_zero_dim__bfloat16_zero_dim", kArgs749, kOutcomes36},
    {"where_self__complex32_zero_dim__float32_zero_dim", kArgs750, kOutcomes36},
    {"where_self__complex32_zero_dim__float64_zero_dim", kArgs751, kOutcomes38},
    {"where_self__complex32_zero_dim__complex32_zero_dim", kArgs752, kOutcomes34},
    {"where_self__complex32_zero_dim__complex64_zero_dim", kArgs753, kOutcomes36},
    {"where_self__complex32_zero_dim__complex128_zero_dim", kArgs754, kOutcomes38},
    {"where_self__complex32_zero_dim__bool_scalar", kArgs755, kOutcomes245},
    {"where_self__complex32_zero_dim__int_scalar", kArgs756, kOutcomes245},
    {"where_self__complex32_zero_dim__float_scalar", kArgs757, kOutcomes245},
    {"where_self__complex32_zero_dim__complex_scalar", kArgs758, kOutcomes245},
    {"where_self__complex64_zero_dim__bool_dimensioned", kArgs759, kOutcomes36},
    {"where_self__complex64_zero_dim__uint8_dimensioned", kArgs760, kOutcomes36},
    {"where_self__complex64_zero_dim__int8_dimensioned", kArgs761, kOutcomes36},
    {"where_self__complex64_zero_dim__int16_dimensioned", kArgs762, kOutcomes36},
    {"where_self__complex64_zero_dim__int32_dimensioned", kArgs763, kOutcomes36},
    {"where_self__complex64_zero_dim__int64_dimensioned", kArgs764, kOutcomes36},
    {"where_self__complex64_zero_dim__float16_dimensioned", kArgs765, kOutcomes34},
    {"where_self__complex64_zero_dim__bfloat16_dimensioned", kArgs766, kOutcomes36},
    {"where_self__complex64_zero_dim__float32_dimensioned", kArgs767, kOutcomes36},
    {"where_self__complex64_zero_dim__float64_dimensioned", kArgs768, kOutcomes38},
    {"where_self__complex64_zero_dim__complex32_dimensioned", kArgs769, kOutcomes34},
    {"where_self__complex64_zero_dim__complex64_dimensioned", kArgs770, kOutcomes36},
    {"where_self__complex64_zero_dim__complex128_dimensioned", kArgs771, kOutcomes38},
    {"where_self__complex64_zero_dim__bool_zero_dim", kArgs772, kOutcomes36},
    {"where_self__complex64_zero_dim__uint8_zero_dim", kArgs773, kOutcomes36},
    {"where_self__complex64_zero_dim__int8_zero_dim", kArgs774, kOutcomes36},
    {"where_self__complex64_zero_dim__int16_zero_dim", kArgs775, kOutcomes36},
    {"where_self__complex64_zero_dim__int32_zero_dim", kArgs776, kOutcomes36},
    {"where_self__complex64_zero_dim__int64_zero_dim", kArgs777, kOutcomes36},
    {"where_self__complex64_zero_dim__float16_zero_dim", kArgs778, kOutcomes36},
    {"where_self__complex64_zero_dim__bfloat16_zero_dim", kArgs779, kOutcomes36},
    {"where_self__complex64_zero_dim__float32_zero_dim", kArgs780, kOutcomes36},
    {"where_self__complex64_zero_dim__float64_zero_dim", kArgs781, kOutcomes38},
    {"where_self__complex64_zero_dim__complex32_zero_dim", kArgs782, kOutcomes36},
    {"where_self__complex64_zero_dim__complex64_zero_dim", kArgs783, kOutcomes36},
    {"where_self__complex64_zero_dim__complex128_zero_dim", kArgs784, kOutcomes38},
    {"where_self__complex64_zero_dim__bool_scalar", kArgs785, kOutcomes59},
    {"where_self__complex64_zero_dim__int_scalar", kArgs786, kOutcomes59},
    {"where_self__complex64_zero_dim__float_scalar", kArgs787, kOutcomes59},
    {"where_self__complex64_zero_dim__complex_scalar", kArgs788, kOutcomes59},
    {"where_self__complex128_zero_dim__bool_dimensioned", kArgs789, kOutcomes38},
    {"where_self__complex128_zero_dim__uint8_dimensioned", kArgs790, kOutcomes38},
    {"where_self__complex128_zero_dim__int8_dimensioned", kArgs791, kOutcomes38},
    {"where_self__complex128_zero_dim__int16_dimensioned", kArgs792, kOutcomes38},
    {"where_self__complex128_zero_dim__int32_dimensioned", kArgs793, kOutcomes38},
    {"where_self__complex128_zero_dim__int64_dimensioned", kArgs794, kOutcomes38},
    {"where_self__complex128_zero_dim__float16_dimensioned", kArgs795, kOutcomes34},
    {"where_self__complex128_zero_dim__bfloat16_dimensioned", kArgs796, kOutcomes36},
    {"where_self__complex128_zero_dim__float32_dimensioned", kArgs797, kOutcomes36},
    {"where_self__complex128_zero_dim__float64_dimensioned", kArgs798, kOutcomes38},
    {"where_self__complex128_zero_dim__complex32_dimensioned", kArgs799, kOutcomes34},
    {"where_self__complex128_zero_dim__complex64_dimensioned", kArgs800, kOutcomes36},
    {"where_self__complex128_zero_dim__complex128_dimensioned", kArgs801, kOutcomes38},
    {"where_self__complex128_zero_dim__bool_zero_dim", kArgs802, kOutcomes38},
    {"where_self__complex128_zero_dim__uint8_zero_dim", kArgs803, kOutcomes38},
    {"where_self__complex128_zero_dim__int8_zero_dim", kArgs804, kOutcomes38},
    {"where_self__complex128_zero_dim__int16_zero_dim", kArgs805, kOutcomes38},
    {"where_self__complex128_zero_dim__int32_zero_dim", kArgs806, kOutcomes38},
    {"where_self__complex128_zero_dim__int64_zero_dim", kArgs807, kOutcomes38},
    {"where_self__complex128_zero_dim__float16_zero_dim", kArgs808, kOutcomes38},
    {"where_self__complex128_zero_dim__bfloat16_zero_dim", kArgs809, kOutcomes38},
    {"where_self__complex128_zero_dim__float32_zero_dim", kArgs810, kOutcomes38},
    {"where_self__complex128_zero_dim__float64_zero_dim", kArgs811, kOutcomes38},
    {"where_self__complex128_zero_dim__complex32_zero_dim", kArgs812, kOutcomes38},
    {"where_self__complex128_zero_dim__complex64_zero_dim", kArgs813, kOutcomes38},
    {"where_self__complex128_zero_dim__complex128_zero_dim", kArgs814, kOutcomes38},
    {"where_self__complex128_zero_dim__bool_scalar", kArgs815, kOutcomes338},
    {"where_self__complex128_zero_dim__int_scalar", kArgs816, kOutcomes338},
    {"where_self__complex128_zero_dim__float_scalar", kArgs817, kOutcomes338},
    {"where_self__complex128_zero_dim__complex_scalar", kArgs818, kOutcomes338},
};
constexpr ArgSpec kOut819 = tensor_spec(kBool, kInts12);
constexpr Outcome kOutcomes820[] = {call(2).out_tensor(&kOut819).dtype(kBool).shape(kInts12).same_as(SameAs::Out)};
constexpr ArgSpec kOut821 = tensor_spec(kUInt8, kInts12);
constexpr ErrorSpec kError822 = {"RuntimeError", "Found dtype Byte but expected Bool", Match::Exact};
constexpr Outcome kOutcomes823[] = {call(2).out_tensor(&kOut821).raises(&kError822)};
constexpr ArgSpec kOut824 = tensor_spec(kInt8, kInts12);
constexpr ErrorSpec kError825 = {"RuntimeError", "Found dtype Char but expected Bool", Match::Exact};
constexpr Outcome kOutcomes826[] = {call(2).out_tensor(&kOut824).raises(&kError825)};
constexpr ArgSpec kOut827 = tensor_spec(kInt16, kInts12);
constexpr ErrorSpec kError828 = {"RuntimeError", "Found dtype Short but expected Bool", Match::Exact};
constexpr Outcome kOutcomes829[] = {call(2).out_tensor(&kOut827).raises(&kError828)};
constexpr ArgSpec kOut830 = tensor_spec(kInt32, kInts12);
constexpr ErrorSpec kError831 = {"RuntimeError", "Found dtype Int but expected Bool", Match::Exact};
constexpr Outcome kOutcomes832[] = {call(2).out_tensor(&kOut830).raises(&kError831)};
constexpr ArgSpec kOut833 = tensor_spec(kInt64, kInts12);
constexpr ErrorSpec kError834 = {"RuntimeError", "Found dtype Long but expected Bool", Match::Exact};
constexpr Outcome kOutcomes835[] = {call(2).out_tensor(&kOut833).raises(&kError834)};
constexpr ArgSpec kOut836 = tensor_spec(kHalf, kInts12);
constexpr ErrorSpec kError837 = {"RuntimeError", "Found dtype Half but expected Bool", Match::Exact};
constexpr Outcome kOutcomes838[] = {call(2).out_tensor(&kOut836).raises(&kError837)};
constexpr ArgSpec kOut839 = tensor_spec(kBFloat16, kInts12);
constexpr ErrorSpec kError840 = {"RuntimeError", "Found dtype BFloat16 but expected Bool", Match::Exact};
constexpr Outcome kOutcomes841[] = {call(2).out_tensor(&kOut839).raises(&kError840)};
constexpr ArgSpec kOut842 = tensor_spec(kFloat, kInts12);
constexpr ErrorSpec kError843 = {"RuntimeError", "Found dtype Float but expected Bool", Match::Exact};
constexpr Outcome kOutcomes844[] = {call(2).out_tensor(&kOut842).raises(&kError843)};
constexpr ArgSpec kOut845 = tensor_spec(kDouble, kInts12);
constexpr ErrorSpec kError846 = {"RuntimeError", "Found dtype Double but expected Bool", Match::Exact};
constexpr Outcome kOutcomes847[] = {call(2).out_tensor(&kOut845).raises(&kError846)};
constexpr ArgSpec kOut848 = tensor_spec(kComplexHalf, kInts12);
constexpr ErrorSpec kError849 = {"RuntimeError", "Found dtype ComplexHalf but expected Bool", Match::Exact};
constexpr Outcome kOutcomes850[] = {call(2).out_tensor(&kOut848).raises(&kError849)};
constexpr ArgSpec kOut851 = tensor_spec(kComplexFloat, kInts12);
constexpr ErrorSpec kError852 = {"RuntimeError", "Found dtype ComplexFloat but expected Bool", Match::Exact};
constexpr Outcome kOutcomes853[] = {call(2).out_tensor(&kOut851).raises(&kError852)};
constexpr ArgSpec kOut854 = tensor_spec(kComplexDouble, kInts12);
constexpr ErrorSpec kError855 = {"RuntimeError", "Found dtype ComplexDouble but expected Bool", Match::Exact};
constexpr Outcome kOutcomes856[] = {call(2).out_tensor(&kOut854).raises(&kError855)};
constexpr ErrorSpec kError857 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes858[] = {call(2).out_tensor(&kOut819).raises(&kError857)};
constexpr Outcome kOutcomes859[] = {call(2).out_tensor(&kOut821).dtype(kUInt8).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError860 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes861[] = {call(2).out_tensor(&kOut824).raises(&kError860)};
constexpr ErrorSpec kError862 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes863[] = {call(2).out_tensor(&kOut827).raises(&kError862)};
constexpr ErrorSpec kError864 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes865[] = {call(2).out_tensor(&kOut830).raises(&kError864)};
constexpr ErrorSpec kError866 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes867[] = {call(2).out_tensor(&kOut833).raises(&kError866)};
constexpr ErrorSpec kError868 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes869[] = {call(2).out_tensor(&kOut836).raises(&kError868)};
constexpr ErrorSpec kError870 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes871[] = {call(2).out_tensor(&kOut839).raises(&kError870)};
constexpr ErrorSpec kError872 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes873[] = {call(2).out_tensor(&kOut842).raises(&kError872)};
constexpr ErrorSpec kError874 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes875[] = {call(2).out_tensor(&kOut845).raises(&kError874)};
constexpr ErrorSpec kError876 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes877[] = {call(2).out_tensor(&kOut848).raises(&kError876)};
constexpr ErrorSpec kError878 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes879[] = {call(2).out_tensor(&kOut851).raises(&kError878)};
constexpr ErrorSpec kError880 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes881[] = {call(2).out_tensor(&kOut854).raises(&kError880)};
constexpr ErrorSpec kError882 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes883[] = {call(2).out_tensor(&kOut819).raises(&kError882)};
constexpr ErrorSpec kError884 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes885[] = {call(2).out_tensor(&kOut821).raises(&kError884)};
constexpr Outcome kOutcomes886[] = {call(2).out_tensor(&kOut824).dtype(kInt8).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError887 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes888[] = {call(2).out_tensor(&kOut827).raises(&kError887)};
constexpr ErrorSpec kError889 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes890[] = {call(2).out_tensor(&kOut830).raises(&kError889)};
constexpr ErrorSpec kError891 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes892[] = {call(2).out_tensor(&kOut833).raises(&kError891)};
constexpr ErrorSpec kError893 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes894[] = {call(2).out_tensor(&kOut836).raises(&kError893)};
constexpr ErrorSpec kError895 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes896[] = {call(2).out_tensor(&kOut839).raises(&kError895)};
constexpr ErrorSpec kError897 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes898[] = {call(2).out_tensor(&kOut842).raises(&kError897)};
constexpr ErrorSpec kError899 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes900[] = {call(2).out_tensor(&kOut845).raises(&kError899)};
constexpr ErrorSpec kError901 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes902[] = {call(2).out_tensor(&kOut848).raises(&kError901)};
constexpr ErrorSpec kError903 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes904[] = {call(2).out_tensor(&kOut851).raises(&kError903)};
constexpr ErrorSpec kError905 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes906[] = {call(2).out_tensor(&kOut854).raises(&kError905)};
constexpr ErrorSpec kError907 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes908[] = {call(2).out_tensor(&kOut819).raises(&kError907)};
constexpr ErrorSpec kError909 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes910[] = {call(2).out_tensor(&kOut821).raises(&kError909)};
constexpr ErrorSpec kError911 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes912[] = {call(2).out_tensor(&kOut824).raises(&kError911)};
constexpr Outcome kOutcomes913[] = {call(2).out_tensor(&kOut827).dtype(kInt16).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError914 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes915[] = {call(2).out_tensor(&kOut830).raises(&kError914)};
constexpr ErrorSpec kError916 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes917[] = {call(2).out_tensor(&kOut833).raises(&kError916)};
constexpr ErrorSpec kError918 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes919[] = {call(2).out_tensor(&kOut836).raises(&kError918)};
constexpr ErrorSpec kError920 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes921[] = {call(2).out_tensor(&kOut839).raises(&kError920)};
constexpr ErrorSpec kError922 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes923[] = {call(2).out_tensor(&kOut842).raises(&kError922)};
constexpr ErrorSpec kError924 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes925[] = {call(2).out_tensor(&kOut845).raises(&kError924)};
constexpr ErrorSpec kError926 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes927[] = {call(2).out_tensor(&kOut848).raises(&kError926)};
constexpr ErrorSpec kError928 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes929[] = {call(2).out_tensor(&kOut851).raises(&kError928)};
constexpr ErrorSpec kError930 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes931[] = {call(2).out_tensor(&kOut854).raises(&kError930)};
constexpr ErrorSpec kError932 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes933[] = {call(2).out_tensor(&kOut819).raises(&kError932)};
constexpr ErrorSpec kError934 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes935[] = {call(2).out_tensor(&kOut821).raises(&kError934)};
constexpr ErrorSpec kError936 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes937[] = {call(2).out_tensor(&kOut824).raises(&kError936)};
constexpr ErrorSpec kError938 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes939[] = {call(2).out_tensor(&kOut827).raises(&kError938)};
constexpr Outcome kOutcomes940[] = {call(2).out_tensor(&kOut830).dtype(kInt32).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError941 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes942[] = {call(2).out_tensor(&kOut833).raises(&kError941)};
constexpr ErrorSpec kError943 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes944[] = {call(2).out_tensor(&kOut836).raises(&kError943)};
constexpr ErrorSpec kError945 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes946[] = {call(2).out_tensor(&kOut839).raises(&kError945)};
constexpr ErrorSpec kError947 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes948[] = {call(2).out_tensor(&kOut842).raises(&kError947)};
constexpr ErrorSpec kError949 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes950[] = {call(2).out_tensor(&kOut845).raises(&kError949)};
constexpr ErrorSpec kError951 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes952[] = {call(2).out_tensor(&kOut848).raises(&kError951)};
constexpr ErrorSpec kError953 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes954[] = {call(2).out_tensor(&kOut851).raises(&kError953)};
constexpr ErrorSpec kError955 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes956[] = {call(2).out_tensor(&kOut854).raises(&kError955)};
constexpr ErrorSpec kError957 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes958[] = {call(2).out_tensor(&kOut819).raises(&kError957)};
constexpr ErrorSpec kError959 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes960[] = {call(2).out_tensor(&kOut821).raises(&kError959)};
constexpr ErrorSpec kError961 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes962[] = {call(2).out_tensor(&kOut824).raises(&kError961)};
constexpr ErrorSpec kError963 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes964[] = {call(2).out_tensor(&kOut827).raises(&kError963)};
constexpr ErrorSpec kError965 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes966[] = {call(2).out_tensor(&kOut830).raises(&kError965)};
constexpr Outcome kOutcomes967[] = {call(2).out_tensor(&kOut833).dtype(kInt64).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError968 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes969[] = {call(2).out_tensor(&kOut836).raises(&kError968)};
constexpr ErrorSpec kError970 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes971[] = {call(2).out_tensor(&kOut839).raises(&kError970)};
constexpr ErrorSpec kError972 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes973[] = {call(2).out_tensor(&kOut842).raises(&kError972)};
constexpr ErrorSpec kError974 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes975[] = {call(2).out_tensor(&kOut845).raises(&kError974)};
constexpr ErrorSpec kError976 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes977[] = {call(2).out_tensor(&kOut848).raises(&kError976)};
constexpr ErrorSpec kError978 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes979[] = {call(2).out_tensor(&kOut851).raises(&kError978)};
constexpr ErrorSpec kError980 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes981[] = {call(2).out_tensor(&kOut854).raises(&kError980)};
constexpr ErrorSpec kError982 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes983[] = {call(2).out_tensor(&kOut819).raises(&kError982)};
constexpr ErrorSpec kError984 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes985[] = {call(2).out_tensor(&kOut821).raises(&kError984)};
constexpr ErrorSpec kError986 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes987[] = {call(2).out_tensor(&kOut824).raises(&kError986)};
constexpr ErrorSpec kError988 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes989[] = {call(2).out_tensor(&kOut827).raises(&kError988)};
constexpr ErrorSpec kError990 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes991[] = {call(2).out_tensor(&kOut830).raises(&kError990)};
constexpr ErrorSpec kError992 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes993[] = {call(2).out_tensor(&kOut833).raises(&kError992)};
constexpr Outcome kOutcomes994[] = {call(2).out_tensor(&kOut836).dtype(kHalf).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError995 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes996[] = {call(2).out_tensor(&kOut839).raises(&kError995)};
constexpr ErrorSpec kError997 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes998[] = {call(2).out_tensor(&kOut842).raises(&kError997)};
constexpr ErrorSpec kError999 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes1000[] = {call(2).out_tensor(&kOut845).raises(&kError999)};
constexpr ErrorSpec kError1001 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes1002[] = {call(2).out_tensor(&kOut848).raises(&kError1001)};
constexpr ErrorSpec kError1003 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes1004[] = {call(2).out_tensor(&kOut851).raises(&kError1003)};
constexpr ErrorSpec kError1005 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes1006[] = {call(2).out_tensor(&kOut854).raises(&kError1005)};
constexpr ErrorSpec kError1007 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1008[] = {call(2).out_tensor(&kOut819).raises(&kError1007)};
constexpr ErrorSpec kError1009 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1010[] = {call(2).out_tensor(&kOut821).raises(&kError1009)};
constexpr ErrorSpec kError1011 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1012[] = {call(2).out_tensor(&kOut824).raises(&kError1011)};
constexpr ErrorSpec kError1013 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1014[] = {call(2).out_tensor(&kOut827).raises(&kError1013)};
constexpr ErrorSpec kError1015 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1016[] = {call(2).out_tensor(&kOut830).raises(&kError1015)};
constexpr ErrorSpec kError1017 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1018[] = {call(2).out_tensor(&kOut833).raises(&kError1017)};
constexpr ErrorSpec kError1019 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1020[] = {call(2).out_tensor(&kOut836).raises(&kError1019)};
constexpr Outcome kOutcomes1021[] = {call(2).out_tensor(&kOut839).dtype(kBFloat16).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError1022 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1023[] = {call(2).out_tensor(&kOut842).raises(&kError1022)};
constexpr ErrorSpec kError1024 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1025[] = {call(2).out_tensor(&kOut845).raises(&kError1024)};
constexpr ErrorSpec kError1026 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1027[] = {call(2).out_tensor(&kOut848).raises(&kError1026)};
constexpr ErrorSpec kError1028 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1029[] = {call(2).out_tensor(&kOut851).raises(&kError1028)};
constexpr ErrorSpec kError1030 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1031[] = {call(2).out_tensor(&kOut854).raises(&kError1030)};
constexpr ErrorSpec kError1032 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes1033[] = {call(2).out_tensor(&kOut819).raises(&kError1032)};
constexpr ErrorSpec kError1034 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes1035[] = {call(2).out_tensor(&kOut821).raises(&kError1034)};
constexpr ErrorSpec kError1036 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes1037[] = {call(2).out_tensor(&kOut824).raises(&kError1036)};
constexpr ErrorSpec kError1038 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes1039[] = {call(2).out_tensor(&kOut827).raises(&kError1038)};
constexpr ErrorSpec kError1040 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes1041[] = {call(2).out_tensor(&kOut830).raises(&kError1040)};
constexpr ErrorSpec kError1042 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes1043[] = {call(2).out_tensor(&kOut833).raises(&kError1042)};
constexpr ErrorSpec kError1044 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes1045[] = {call(2).out_tensor(&kOut836).raises(&kError1044)};
constexpr ErrorSpec kError1046 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes1047[] = {call(2).out_tensor(&kOut839).raises(&kError1046)};
constexpr Outcome kOutcomes1048[] = {call(2).out_tensor(&kOut842).dtype(kFloat).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError1049 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes1050[] = {call(2).out_tensor(&kOut845).raises(&kError1049)};
constexpr ErrorSpec kError1051 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes1052[] = {call(2).out_tensor(&kOut848).raises(&kError1051)};
constexpr ErrorSpec kError1053 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes1054[] = {call(2).out_tensor(&kOut851).raises(&kError1053)};
constexpr ErrorSpec kError1055 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes1056[] = {call(2).out_tensor(&kOut854).raises(&kError1055)};
constexpr ErrorSpec kError1057 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes1058[] = {call(2).out_tensor(&kOut819).raises(&kError1057)};
constexpr ErrorSpec kError1059 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes1060[] = {call(2).out_tensor(&kOut821).raises(&kError1059)};
constexpr ErrorSpec kError1061 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes1062[] = {call(2).out_tensor(&kOut824).raises(&kError1061)};
constexpr ErrorSpec kError1063 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes1064[] = {call(2).out_tensor(&kOut827).raises(&kError1063)};
constexpr ErrorSpec kError1065 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes1066[] = {call(2).out_tensor(&kOut830).raises(&kError1065)};
constexpr ErrorSpec kError1067 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes1068[] = {call(2).out_tensor(&kOut833).raises(&kError1067)};
constexpr ErrorSpec kError1069 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes1070[] = {call(2).out_tensor(&kOut836).raises(&kError1069)};
constexpr ErrorSpec kError1071 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes1072[] = {call(2).out_tensor(&kOut839).raises(&kError1071)};
constexpr ErrorSpec kError1073 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes1074[] = {call(2).out_tensor(&kOut842).raises(&kError1073)};
constexpr Outcome kOutcomes1075[] = {call(2).out_tensor(&kOut845).dtype(kDouble).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError1076 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes1077[] = {call(2).out_tensor(&kOut848).raises(&kError1076)};
constexpr ErrorSpec kError1078 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes1079[] = {call(2).out_tensor(&kOut851).raises(&kError1078)};
constexpr ErrorSpec kError1080 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes1081[] = {call(2).out_tensor(&kOut854).raises(&kError1080)};
constexpr ErrorSpec kError1082 = {"RuntimeError", "Found dtype Bool but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1083[] = {call(2).out_tensor(&kOut819).raises(&kError1082)};
constexpr ErrorSpec kError1084 = {"RuntimeError", "Found dtype Byte but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1085[] = {call(2).out_tensor(&kOut821).raises(&kError1084)};
constexpr ErrorSpec kError1086 = {"RuntimeError", "Found dtype Char but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1087[] = {call(2).out_tensor(&kOut824).raises(&kError1086)};
constexpr ErrorSpec kError1088 = {"RuntimeError", "Found dtype Short but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1089[] = {call(2).out_tensor(&kOut827).raises(&kError1088)};
constexpr ErrorSpec kError1090 = {"RuntimeError", "Found dtype Int but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1091[] = {call(2).out_tensor(&kOut830).raises(&kError1090)};
constexpr ErrorSpec kError1092 = {"RuntimeError", "Found dtype Long but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1093[] = {call(2).out_tensor(&kOut833).raises(&kError1092)};
constexpr ErrorSpec kError1094 = {"RuntimeError", "Found dtype Half but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1095[] = {call(2).out_tensor(&kOut836).raises(&kError1094)};
constexpr ErrorSpec kError1096 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1097[] = {call(2).out_tensor(&kOut839).raises(&kError1096)};
constexpr ErrorSpec kError1098 = {"RuntimeError", "Found dtype Float but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1099[] = {call(2).out_tensor(&kOut842).raises(&kError1098)};
constexpr ErrorSpec kError1100 = {"RuntimeError", "Found dtype Double but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1101[] = {call(2).out_tensor(&kOut845).raises(&kError1100)};
constexpr Outcome kOutcomes1102[] = {call(2).out_tensor(&kOut848).dtype(kComplexHalf).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError1103 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1104[] = {call(2).out_tensor(&kOut851).raises(&kError1103)};
constexpr ErrorSpec kError1105 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1106[] = {call(2).out_tensor(&kOut854).raises(&kError1105)};
constexpr ErrorSpec kError1107 = {"RuntimeError", "Found dtype Bool but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1108[] = {call(2).out_tensor(&kOut819).raises(&kError1107)};
constexpr ErrorSpec kError1109 = {"RuntimeError", "Found dtype Byte but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1110[] = {call(2).out_tensor(&kOut821).raises(&kError1109)};
constexpr ErrorSpec kError1111 = {"RuntimeError", "Found dtype Char but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1112[] = {call(2).out_tensor(&kOut824).raises(&kError1111)};
constexpr ErrorSpec kError1113 = {"RuntimeError", "Found dtype Short but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1114[] = {call(2).out_tensor(&kOut827).raises(&kError1113)};
constexpr ErrorSpec kError1115 = {"RuntimeError", "Found dtype Int but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1116[] = {call(2).out_tensor(&kOut830).raises(&kError1115)};
constexpr ErrorSpec kError1117 = {"RuntimeError", "Found dtype Long but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1118[] = {call(2).out_tensor(&kOut833).raises(&kError1117)};
constexpr ErrorSpec kError1119 = {"RuntimeError", "Found dtype Half but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1120[] = {call(2).out_tensor(&kOut836).raises(&kError1119)};
constexpr ErrorSpec kError1121 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1122[] = {call(2).out_tensor(&kOut839).raises(&kError1121)};
constexpr ErrorSpec kError1123 = {"RuntimeError", "Found dtype Float but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1124[] = {call(2).out_tensor(&kOut842).raises(&kError1123)};
constexpr ErrorSpec kError1125 = {"RuntimeError", "Found dtype Double but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1126[] = {call(2).out_tensor(&kOut845).raises(&kError1125)};
constexpr ErrorSpec kError1127 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1128[] = {call(2).out_tensor(&kOut848).raises(&kError1127)};
constexpr Outcome kOutcomes1129[] = {call(2).out_tensor(&kOut851).dtype(kComplexFloat).shape(kInts12).same_as(SameAs::Out)};
constexpr ErrorSpec kError1130 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1131[] = {call(2).out_tensor(&kOut854).raises(&kError1130)};
constexpr ErrorSpec kError1132 = {"RuntimeError", "Found dtype Bool but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1133[] = {call(2).out_tensor(&kOut819).raises(&kError1132)};
constexpr ErrorSpec kError1134 = {"RuntimeError", "Found dtype Byte but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1135[] = {call(2).out_tensor(&kOut821).raises(&kError1134)};
constexpr ErrorSpec kError1136 = {"RuntimeError", "Found dtype Char but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1137[] = {call(2).out_tensor(&kOut824).raises(&kError1136)};
constexpr ErrorSpec kError1138 = {"RuntimeError", "Found dtype Short but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1139[] = {call(2).out_tensor(&kOut827).raises(&kError1138)};
constexpr ErrorSpec kError1140 = {"RuntimeError", "Found dtype Int but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1141[] = {call(2).out_tensor(&kOut830).raises(&kError1140)};
constexpr ErrorSpec kError1142 = {"RuntimeError", "Found dtype Long but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1143[] = {call(2).out_tensor(&kOut833).raises(&kError1142)};
constexpr ErrorSpec kError1144 = {"RuntimeError", "Found dtype Half but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1145[] = {call(2).out_tensor(&kOut836).raises(&kError1144)};
constexpr ErrorSpec kError1146 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1147[] = {call(2).out_tensor(&kOut839).raises(&kError1146)};
constexpr ErrorSpec kError1148 = {"RuntimeError", "Found dtype Float but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1149[] = {call(2).out_tensor(&kOut842).raises(&kError1148)};
constexpr ErrorSpec kError1150 = {"RuntimeError", "Found dtype Double but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1151[] = {call(2).out_tensor(&kOut845).raises(&kError1150)};
constexpr ErrorSpec kError1152 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1153[] = {call(2).out_tensor(&kOut848).raises(&kError1152)};
constexpr ErrorSpec kError1154 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1155[] = {call(2).out_tensor(&kOut851).raises(&kError1154)};
constexpr Outcome kOutcomes1156[] = {call(2).out_tensor(&kOut854).dtype(kComplexDouble).shape(kInts12).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"where_self__out__bool__to__bool", kArgs13, kOutcomes820},
    {"where_self__out__bool__to__uint8", kArgs13, kOutcomes823},
    {"where_self__out__bool__to__int8", kArgs13, kOutcomes826},
    {"where_self__out__bool__to__int16", kArgs13, kOutcomes829},
    {"where_self__out__bool__to__int32", kArgs13, kOutcomes832},
    {"where_self__out__bool__to__int64", kArgs13, kOutcomes835},
    {"where_self__out__bool__to__float16", kArgs13, kOutcomes838},
    {"where_self__out__bool__to__bfloat16", kArgs13, kOutcomes841},
    {"where_self__out__bool__to__float32", kArgs13, kOutcomes844},
    {"where_self__out__bool__to__float64", kArgs13, kOutcomes847},
    {"where_self__out__bool__to__complex32", kArgs13, kOutcomes850},
    {"where_self__out__bool__to__complex64", kArgs13, kOutcomes853},
    {"where_self__out__bool__to__complex128", kArgs13, kOutcomes856},
    {"where_self__out__uint8__to__bool", kArgs61, kOutcomes858},
    {"where_self__out__uint8__to__uint8", kArgs61, kOutcomes859},
    {"where_self__out__uint8__to__int8", kArgs61, kOutcomes861},
    {"where_self__out__uint8__to__int16", kArgs61, kOutcomes863},
    {"where_self__out__uint8__to__int32", kArgs61, kOutcomes865},
    {"where_self__out__uint8__to__int64", kArgs61, kOutcomes867},
    {"where_self__out__uint8__to__float16", kArgs61, kOutcomes869},
    {"where_self__out__uint8__to__bfloat16", kArgs61, kOutcomes871},
    {"where_self__out__uint8__to__float32", kArgs61, kOutcomes873},
    {"where_self__out__uint8__to__float64", kArgs61, kOutcomes875},
    {"where_self__out__uint8__to__complex32", kArgs61, kOutcomes877},
    {"where_self__out__uint8__to__complex64", kArgs61, kOutcomes879},
    {"where_self__out__uint8__to__complex128", kArgs61, kOutcomes881},
    {"where_self__out__int8__to__bool", kArgs93, kOutcomes883},
    {"where_self__out__int8__to__uint8", kArgs93, kOutcomes885},
    {"where_self__out__int8__to__int8", kArgs93, kOutcomes886},
    {"where_self__out__int8__to__int16", kArgs93, kOutcomes888},
    {"where_self__out__int8__to__int32", kArgs93, kOutcomes890},
    {"where_self__out__int8__to__int64", kArgs93, kOutcomes892},
    {"where_self__out__int8__to__float16", kArgs93, kOutcomes894},
    {"where_self__out__int8__to__bfloat16", kArgs93, kOutcomes896},
    {"where_self__out__int8__to__float32", kArgs93, kOutcomes898},
    {"where_self__out__int8__to__float64", kArgs93, kOutcomes900},
    {"where_self__out__int8__to__complex32", kArgs93, kOutcomes902},
    {"where_self__out__int8__to__complex64", kArgs93, kOutcomes904},
    {"where_self__out__int8__to__complex128", kArgs93, kOutcomes906},
    {"where_self__out__int16__to__bool", kArgs125, kOutcomes908},
    {"where_self__out__int16__to__uint8", kArgs125, kOutcomes910},
    {"where_self__out__int16__to__int8", kArgs125, kOutcomes912},
    {"where_self__out__int16__to__int16", kArgs125, kOutcomes913},
    {"where_self__out__int16__to__int32", kArgs125, kOutcomes915},
    {"where_self__out__int16__to__int64", kArgs125, kOutcomes917},
    {"where_self__out__int16__to__float16", kArgs125, kOutcomes919},
    {"where_self__out__int16__to__bfloat16", kArgs125, kOutcomes921},
    {"where_self__out__int16__to__float32", kArgs125, kOutcomes923},
    {"where_self__out__int16__to__float64", kArgs125, kOutcomes925},
    {"where_self__out__int16__to__complex32", kArgs125, kOutcomes927},
    {"where_self__out__int16__to__complex64", kArgs125, kOutcomes929},
    {"where_self__out__int16__to__complex128", kArgs125, kOutcomes931},
    {"where_self__out__int32__to__bool", kArgs157, kOutcomes933},
    {"where_self__out__int32__to__uint8", kArgs157, kOutcomes935},
    {"where_self__out__int32__to__int8", kArgs157, kOutcomes937},
    {"where_self__out__int32__to__int16", kArgs157, kOutcomes939},
    {"where_self__out__int32__to__int32", kArgs157, kOutcomes940},
    {"where_self__out__int32__to__int64", kArgs157, kOutcomes942},
    {"where_self__out__int32__to__float16", kArgs157, kOutcomes944},
    {"where_self__out__int32__to__bfloat16", kArgs157, kOutcomes946},
    {"where_self__out__int32__to__float32", kArgs157, kOutcomes948},
    {"where_self__out__int32__to__float64", kArgs157, kOutcomes950},
    {"where_self__out__int32__to__complex32", kArgs157, kOutcomes952},
    {"where_self__out__int32__to__complex64", kArgs157, kOutcomes954},
    {"where_self__out__int32__to__complex128", kArgs157, kOutcomes956},
    {"where_self__out__int64__to__bool", kArgs189, kOutcomes958},
    {"where_self__out__int64__to__uint8", kArgs189, kOutcomes960},
    {"where_self__out__int64__to__int8", kArgs189, kOutcomes962},
    {"where_self__out__int64__to__int16", kArgs189, kOutcomes964},
    {"where_self__out__int64__to__int32", kArgs189, kOutcomes966},
    {"where_self__out__int64__to__int64", kArgs189, kOutcomes967},
    {"where_self__out__int64__to__float16", kArgs189, kOutcomes969},
    {"where_self__out__int64__to__bfloat16", kArgs189, kOutcomes971},
    {"where_self__out__int64__to__float32", kArgs189, kOutcomes973},
    {"where_self__out__int64__to__float64", kArgs189, kOutcomes975},
    {"where_self__out__int64__to__complex32", kArgs189, kOutcomes977},
    {"where_self__out__int64__to__complex64", kArgs189, kOutcomes979},
    {"where_self__out__int64__to__complex128", kArgs189, kOutcomes981},
    {"where_self__out__float16__to__bool", kArgs220, kOutcomes983},
    {"where_self__out__float16__to__uint8", kArgs220, kOutcomes985},
    {"where_self__out__float16__to__int8", kArgs220, kOutcomes987},
    {"where_self__out__float16__to__int16", kArgs220, kOutcomes989},
    {"where_self__out__float16__to__int32", kArgs220, kOutcomes991},
    {"where_self__out__float16__to__int64", kArgs220, kOutcomes993},
    {"where_self__out__float16__to__float16", kArgs220, kOutcomes994},
    {"where_self__out__float16__to__bfloat16", kArgs220, kOutcomes996},
    {"where_self__out__float16__to__float32", kArgs220, kOutcomes998},
    {"where_self__out__float16__to__float64", kArgs220, kOutcomes1000},
    {"where_self__out__float16__to__complex32", kArgs220, kOutcomes1002},
    {"where_self__out__float16__to__complex64", kArgs220, kOutcomes1004},
    {"where_self__out__float16__to__complex128", kArgs220, kOutcomes1006},
    {"where_self__out__bfloat16__to__bool", kArgs253, kOutcomes1008},
    {"where_self__out__bfloat16__to__uint8", kArgs253, kOutcomes1010},
    {"where_self__out__bfloat16__to__int8", kArgs253, kOutcomes1012},
    {"where_self__out__bfloat16__to__int16", kArgs253, kOutcomes1014},
    {"where_self__out__bfloat16__to__int32", kArgs253, kOutcomes1016},
    {"where_self__out__bfloat16__to__int64", kArgs253, kOutcomes1018},
    {"where_self__out__bfloat16__to__float16", kArgs253, kOutcomes1020},
    {"where_self__out__bfloat16__to__bfloat16", kArgs253, kOutcomes1021},
    {"where_self__out__bfloat16__to__float32", kArgs253, kOutcomes1023},
    {"where_self__out__bfloat16__to__float64", kArgs253, kOutcomes1025},
    {"where_self__out__bfloat16__to__complex32", kArgs253, kOutcomes1027},
    {"where_self__out__bfloat16__to__complex64", kArgs253, kOutcomes1029},
    {"where_self__out__bfloat16__to__complex128", kArgs253, kOutcomes1031},
    {"where_self__out__float32__to__bool", kArgs285, kOutcomes1033},
    {"where_self__out__float32__to__uint8", kArgs285, kOutcomes1035},
    {"where_self__out__float32__to__int8", kArgs285, kOutcomes1037},
    {"where_self__out__float32__to__int16", kArgs285, kOutcomes1039},
    {"where_self__out__float32__to__int32", kArgs285, kOutcomes1041},
    {"where_self__out__float32__to__int64", kArgs285, kOutcomes1043},
    {"where_self__out__float32__to__float16", kArgs285, kOutcomes1045},
    {"where_self__out__float32__to__bfloat16", kArgs285, kOutcomes1047},
    {"where_self__out__float32__to__float32", kArgs285, kOutcomes1048},
    {"where_self__out__float32__to__float64", kArgs285, kOutcomes1050},
    {"where_self__out__float32__to__complex32", kArgs285, kOutcomes1052},
    {"where_self__out__float32__to__complex64", kArgs285, kOutcomes1054},
    {"where_self__out__float32__to__complex128", kArgs285, kOutcomes1056},
    {"where_self__out__float64__to__bool", kArgs316, kOutcomes1058},
    {"where_self__out__float64__to__uint8", kArgs316, kOutcomes1060},
    {"where_self__out__float64__to__int8", kArgs316, kOutcomes1062},
    {"where_self__out__float64__to__int16", kArgs316, kOutcomes1064},
    {"where_self__out__float64__to__int32", kArgs316, kOutcomes1066},
    {"where_self__out__float64__to__int64", kArgs316, kOutcomes1068},
    {"where_self__out__float64__to__float16", kArgs316, kOutcomes1070},
    {"where_self__out__float64__to__bfloat16", kArgs316, kOutcomes1072},
    {"where_self__out__float64__to__float32", kArgs316, kOutcomes1074},
    {"where_self__out__float64__to__float64", kArgs316, kOutcomes1075},
    {"where_self__out__float64__to__complex32", kArgs316, kOutcomes1077},
    {"where_self__out__float64__to__complex64", kArgs316, kOutcomes1079},
    {"where_self__out__float64__to__complex128", kArgs316, kOutcomes1081},
    {"where_self__out__complex32__to__bool", kArgs349, kOutcomes1083},
    {"where_self__out__complex32__to__uint8", kArgs349, kOutcomes1085},
    {"where_self__out__complex32__to__int8", kArgs349, kOutcomes1087},
    {"where_self__out__complex32__to__int16", kArgs349, kOutcomes1089},
    {"where_self__out__complex32__to__int32", kArgs349, kOutcomes1091},
    {"where_self__out__complex32__to__int64", kArgs349, kOutcomes1093},
    {"where_self__out__complex32__to__float16", kArgs349, kOutcomes1095},
    {"where_self__out__complex32__to__bfloat16", kArgs349, kOutcomes1097},
    {"where_self__out__complex32__to__float32", kArgs349, kOutcomes1099},
    {"where_self__out__complex32__to__float64", kArgs349, kOutcomes1101},
    {"where_self__out__complex32__to__complex32", kArgs349, kOutcomes1102},
    {"where_self__out__complex32__to__complex64", kArgs349, kOutcomes1104},
    {"where_self__out__complex32__to__complex128", kArgs349, kOutcomes1106},
    {"where_self__out__complex64__to__bool", kArgs380, kOutcomes1108},
    {"where_self__out__complex64__to__uint8", kArgs380, kOutcomes1110},
    {"where_self__out__complex64__to__int8", kArgs380, kOutcomes1112},
    {"where_self__out__complex64__to__int16", kArgs380, kOutcomes1114},
    {"where_self__out__complex64__to__int32", kArgs380, kOutcomes1116},
    {"where_self__out__complex64__to__int64", kArgs380, kOutcomes1118},
    {"where_self__out__complex64__to__float16", kArgs380, kOutcomes1120},
    {"where_self__out__complex64__to__bfloat16", kArgs380, kOutcomes1122},
    {"where_self__out__complex64__to__float32", kArgs380, kOutcomes1124},
    {"where_self__out__complex64__to__float64", kArgs380, kOutcomes1126},
    {"where_self__out__complex64__to__complex32", kArgs380, kOutcomes1128},
    {"where_self__out__complex64__to__complex64", kArgs380, kOutcomes1129},
    {"where_self__out__complex64__to__complex128", kArgs380, kOutcomes1131},
    {"where_self__out__complex128__to__bool", kArgs411, kOutcomes1133},
    {"where_self__out__complex128__to__uint8", kArgs411, kOutcomes1135},
    {"where_self__out__complex128__to__int8", kArgs411, kOutcomes1137},
    {"where_self__out__complex128__to__int16", kArgs411, kOutcomes1139},
    {"where_self__out__complex128__to__int32", kArgs411, kOutcomes1141},
    {"where_self__out__complex128__to__int64", kArgs411, kOutcomes1143},
    {"where_self__out__complex128__to__float16", kArgs411, kOutcomes1145},
    {"where_self__out__complex128__to__bfloat16", kArgs411, kOutcomes1147},
    {"where_self__out__complex128__to__float32", kArgs411, kOutcomes1149},
    {"where_self__out__complex128__to__float64", kArgs411, kOutcomes1151},
    {"where_self__out__complex128__to__complex32", kArgs411, kOutcomes1153},
    {"where_self__out__complex128__to__complex64", kArgs411, kOutcomes1155},
    {"where_self__out__complex128__to__complex128", kArgs411, kOutcomes1156},
};
constexpr int64_t kInts1157[] = {2, 3};
constexpr int64_t kInts1158[] = {3};
constexpr ArgSpec kArgs1159[] = {tensor_spec(kBool, kInts1157), tensor_spec(kFloat, kInts1158), tensor_spec(kFloat, kInts1157)};
constexpr Outcome kOutcomes1160[] = {call(0).shape(kInts1157)};
constexpr ArgSpec kArgs1161[] = {tensor_spec(kBool, kInts1158), tensor_spec(kFloat, kInts1157), tensor_spec(kFloat, kInts1157)};
constexpr int64_t kInts1162[] = {2, 1};
constexpr int64_t kInts1163[] = {1, 3};
constexpr ArgSpec kArgs1164[] = {tensor_spec(kBool, kInts1162), tensor_spec(kFloat, kInts1163), tensor_spec(kFloat, kInts1157)};
constexpr ArgSpec kArgs1165[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts1157), tensor_spec(kFloat, kInts1157)};
constexpr ArgSpec kArgs1166[] = {tensor_spec(kBool, kInts1157), tensor_spec(kFloat), tensor_spec(kFloat, kInts1157)};
constexpr int64_t kInts1167[] = {0, 3};
constexpr ArgSpec kArgs1168[] = {tensor_spec(kBool, kInts1167), tensor_spec(kFloat, kInts1163), tensor_spec(kFloat, kInts1157)};
constexpr ErrorSpec kError1169 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1170[] = {call(0).raises(&kError1169)};
constexpr int64_t kInts1171[] = {4, 1, 3};
constexpr ArgSpec kArgs1172[] = {tensor_spec(kBool, kInts1171), tensor_spec(kFloat, kInts1162), tensor_spec(kFloat, kInts1157)};
constexpr int64_t kInts1173[] = {4, 2, 3};
constexpr Outcome kOutcomes1174[] = {call(0).shape(kInts1173)};
constexpr ArgSpec kArgs1175[] = {tensor_spec(kBool, kInts1157), tensor_spec(kFloat, kInts12), tensor_spec(kFloat, kInts1157)};
constexpr ErrorSpec kError1176 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1177[] = {call(0).raises(&kError1176)};
constexpr ArgSpec kArgs1178[] = {tensor_spec(kBool, kInts6), tensor_spec(kFloat, kInts12), tensor_spec(kFloat, kInts1157)};
constexpr int64_t kInts1179[] = {2, 3, 4};
constexpr int64_t kInts1180[] = {3, 1, 5};
constexpr ArgSpec kArgs1181[] = {tensor_spec(kBool, kInts1179), tensor_spec(kFloat, kInts1180), tensor_spec(kFloat, kInts1157)};
constexpr ErrorSpec kError1182 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1183[] = {call(0).raises(&kError1182)};
constexpr ArgSpec kArgs1184[] = {tensor_spec(kBool, kInts1157), tensor_spec(kFloat, kInts1157), tensor_spec(kFloat, kInts1157)};
constexpr ArgSpec kOut1185 = tensor_spec(kFloat, kInts1157);
constexpr Outcome kOutcomes1186[] = {call(2).out_tensor(&kOut1185).shape(kInts1157).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1187[] = {call(2).out_tensor(&kOut7).shape(kInts1157).same_as(SameAs::Out)};
constexpr int64_t kInts1188[] = {6};
constexpr ArgSpec kOut1189 = tensor_spec(kFloat, kInts1188);
constexpr Outcome kOutcomes1190[] = {call(2).out_tensor(&kOut1189).shape(kInts1157).same_as(SameAs::Out)};
constexpr int64_t kInts1191[] = {3, 2};
constexpr ArgSpec kOut1192 = tensor_spec(kFloat, kInts1191);
constexpr Outcome kOutcomes1193[] = {call(2).out_tensor(&kOut1192).shape(kInts1157).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"where_self__broadcast__2x3__3", kArgs1159, kOutcomes1160},
    {"where_self__broadcast__3__2x3", kArgs1161, kOutcomes1160},
    {"where_self__broadcast__2x1__1x3", kArgs1164, kOutcomes1160},
    {"where_self__broadcast__scalar__2x3", kArgs1165, kOutcomes1160},
    {"where_self__broadcast__2x3__scalar", kArgs1166, kOutcomes1160},
    {"where_self__broadcast__0x3__1x3", kArgs1168, kOutcomes1170},
    {"where_self__broadcast__4x1x3__2x1", kArgs1172, kOutcomes1174},
    {"where_self__broadcast__2x3__2", kArgs1175, kOutcomes1177},
    {"where_self__broadcast__0__2", kArgs1178, kOutcomes1170},
    {"where_self__broadcast__2x3x4__3x1x5", kArgs1181, kOutcomes1183},
    {"where_self__out__2x3", kArgs1184, kOutcomes1186},
    {"where_self__out__0", kArgs1184, kOutcomes1187},
    {"where_self__out__6", kArgs1184, kOutcomes1190},
    {"where_self__out__3x2", kArgs1184, kOutcomes1193},
};
constexpr const char* kNames1194[] = {"N", "C"};
constexpr ArgSpec kArgs1195[] = {tensor_spec(kBool, kInts1157, {}, kNames1194), tensor_spec(kFloat, kInts1157), tensor_spec(kFloat, kInts1157)};
constexpr ErrorSpec kError1196 = {"RuntimeError", " is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, call the op with an unnamed tensor, and set names on the result of the operation.", Match::Contains};
constexpr Outcome kOutcomes1197[] = {call(0).raises(&kError1196)};
constexpr ArgSpec kArgs1198[] = {tensor_spec(kBool, kInts1157), tensor_spec(kFloat, kInts1157, {}, kNames1194), tensor_spec(kFloat, kInts1157)};
constexpr ArgSpec kArgs1199[] = {tensor_spec(kBool, kInts1157), tensor_spec(kFloat, kInts1157), tensor_spec(kFloat, kInts1157, {}, kNames1194)};
constexpr Case kNames[] = {
    {"where_self__named_condition_rejected", kArgs1195, kOutcomes1197},
    {"where_self__named_self_rejected", kArgs1198, kOutcomes1197},
    {"where_self__named_other_rejected", kArgs1199, kOutcomes1197},
};
constexpr Num kNums1200[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums1201[] = {{1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}};
constexpr ArgSpec kArgs1202[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums1200), tensor_spec(kBool, kInts0, kNums1201)};
constexpr Num kNums1203[] = {{1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kOut1204 = tensor_spec(kBool, kInts6);
constexpr Outcome kOutcomes1205[] = {call(0).dtype(kBool).shape(kInts0).values(kNums1203), call(2).out_tensor(&kOut1204).dtype(kBool).shape(kInts0).values(kNums1203).same_as(SameAs::Out)};
constexpr Num kNums1206[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr Num kNums1207[] = {{2, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {7, 0}};
constexpr ArgSpec kArgs1208[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1206), tensor_spec(kUInt8, kInts0, kNums1207)};
constexpr Num kNums1209[] = {{2, 0}, {2, 0}, {3, 0}, {100, 0}, {5, 0}, {0, 0}, {1, 0}, {2, 0}, {1, 0}, {1, 0}, {5, 0}, {7, 0}};
constexpr ArgSpec kOut1210 = tensor_spec(kUInt8, kInts6);
constexpr Outcome kOutcomes1211[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1209), call(2).out_tensor(&kOut1210).dtype(kUInt8).shape(kInts0).values(kNums1209).same_as(SameAs::Out)};
constexpr Num kNums1212[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr Num kNums1213[] = {{-1, 0}, {4, 0}, {3, 0}, {6, 0}, {0, 0}, {2, 0}, {10, 0}, {50, 0}, {-50, 0}, {3, 0}, {1, 0}, {12, 0}};
constexpr ArgSpec kArgs1214[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt8, kInts0, kNums1212), tensor_spec(kInt8, kInts0, kNums1213)};
constexpr Num kNums1215[] = {{-1, 0}, {2, 0}, {3, 0}, {6, 0}, {5, 0}, {2, 0}, {1, 0}, {2, 0}, {-50, 0}, {3, 0}, {5, 0}, {12, 0}};
constexpr ArgSpec kOut1216 = tensor_spec(kInt8, kInts6);
constexpr Outcome kOutcomes1217[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1215), call(2).out_tensor(&kOut1216).dtype(kInt8).shape(kInts0).values(kNums1215).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1218[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt16, kInts0, kNums1212), tensor_spec(kInt16, kInts0, kNums1213)};
constexpr ArgSpec kOut1219 = tensor_spec(kInt16, kInts6);
constexpr Outcome kOutcomes1220[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1215), call(2).out_tensor(&kOut1219).dtype(kInt16).shape(kInts0).values(kNums1215).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1221[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1212), tensor_spec(kInt32, kInts0, kNums1213)};
constexpr ArgSpec kOut1222 = tensor_spec(kInt32, kInts6);
constexpr Outcome kOutcomes1223[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1215), call(2).out_tensor(&kOut1222).dtype(kInt32).shape(kInts0).values(kNums1215).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1224[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1212), tensor_spec(kInt64, kInts0, kNums1213)};
constexpr ArgSpec kOut1225 = tensor_spec(kInt64, kInts6);
constexpr Outcome kOutcomes1226[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1215), call(2).out_tensor(&kOut1225).dtype(kInt64).shape(kInts0).values(kNums1215).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1227[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), tensor_spec(kHalf, kInts0, kNums3)};
constexpr ArgSpec kOut1228 = tensor_spec(kHalf, kInts6);
constexpr Outcome kOutcomes1229[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut1228).dtype(kHalf).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1230[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), tensor_spec(kBFloat16, kInts0, kNums3)};
constexpr ArgSpec kOut1231 = tensor_spec(kBFloat16, kInts6);
constexpr Outcome kOutcomes1232[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut1231).dtype(kBFloat16).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1233[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1234[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), tensor_spec(kDouble, kInts0, kNums3)};
constexpr ArgSpec kOut1235 = tensor_spec(kDouble, kInts6);
constexpr Outcome kOutcomes1236[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut1235).dtype(kDouble).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr Num kNums1237[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr Num kNums1238[] = {{2.0, 1.0}, {1.0, 0.0}, {0.5, 0.5}, {1.0, 1.0}, {-1.0, 0.5}, {3.0, 0.0}, {0.25, 0.25}, {1.0, -2.0}, {-0.5, 1.0}, {2.0, 2.0}, {1.0, 0.0}, {0.5, -0.5}};
constexpr ArgSpec kArgs1239[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexHalf, kInts0, kNums1237), tensor_spec(kComplexHalf, kInts0, kNums1238)};
constexpr Num kNums1240[] = {{2.0, 1.0}, {0.5, 0.5}, {0.0, 1.0}, {1.0, 1.0}, {2.0, 0.0}, {3.0, 0.0}, {0.25, -0.5}, {-2.0, 1.0}, {-0.5, 1.0}, {2.0, 2.0}, {0.5, 0.25}, {0.5, -0.5}};
constexpr ArgSpec kOut1241 = tensor_spec(kComplexHalf, kInts6);
constexpr Outcome kOutcomes1242[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1240), call(2).out_tensor(&kOut1241).dtype(kComplexHalf).shape(kInts0).values(kNums1240).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1243[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1237), tensor_spec(kComplexFloat, kInts0, kNums1238)};
constexpr ArgSpec kOut1244 = tensor_spec(kComplexFloat, kInts6);
constexpr Outcome kOutcomes1245[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1240), call(2).out_tensor(&kOut1244).dtype(kComplexFloat).shape(kInts0).values(kNums1240).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1246[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexDouble, kInts0, kNums1237), tensor_spec(kComplexDouble, kInts0, kNums1238)};
constexpr ArgSpec kOut1247 = tensor_spec(kComplexDouble, kInts6);
constexpr Outcome kOutcomes1248[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1240), call(2).out_tensor(&kOut1247).dtype(kComplexDouble).shape(kInts0).values(kNums1240).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1249[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1212), tensor_spec(kFloat, kInts0, kNums3)};
constexpr Num kNums1250[] = {{1.0, 0}, {2.0, 0}, {3.0, 0}, {-1.0, 0}, {5.0, 0}, {4.0, 0}, {1.0, 0}, {2.0, 0}, {0.0, 0}, {-2.0, 0}, {5.0, 0}, {2.0, 0}};
constexpr Outcome kOutcomes1251[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1250), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1250).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1252[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1206), tensor_spec(kInt8, kInts0, kNums1213)};
constexpr ArgSpec kArgs1253[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), tensor_spec(kBFloat16, kInts0, kNums3)};
constexpr ArgSpec kArgs1254[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums1200), tensor_spec(kInt64, kInts0, kNums1213)};
constexpr Num kNums1255[] = {{-1, 0}, {0, 0}, {1, 0}, {6, 0}, {1, 0}, {2, 0}, {0, 0}, {1, 0}, {-50, 0}, {3, 0}, {1, 0}, {12, 0}};
constexpr Outcome kOutcomes1256[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1255), call(2).out_tensor(&kOut1225).dtype(kInt64).shape(kInts0).values(kNums1255).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1257[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kComplexFloat, kInts0, kNums1238)};
constexpr Num kNums1258[] = {{2.0, 1.0}, {0.5, 0.0}, {3.0, 0.0}, {1.0, 1.0}, {-0.0, 0.0}, {3.0, 0.0}, {3.0, 0.0}, {-2.0, 0.0}, {-0.5, 1.0}, {2.0, 2.0}, {kInf, 0.0}, {0.5, -0.5}};
constexpr Outcome kOutcomes1259[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1258), call(2).out_tensor(&kOut1244).dtype(kComplexFloat).shape(kInts0).values(kNums1258).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1260[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1212), tensor_spec(kDouble, kInts0, kNums3)};
constexpr Outcome kOutcomes1261[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1250), call(2).out_tensor(&kOut1235).dtype(kDouble).shape(kInts0).values(kNums1250).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1262[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), tensor_spec(kFloat, kInts0, kNums3)};
constexpr ArgSpec kArgs1263[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1206), tensor_spec(kBool, kInts0, kNums1201)};
constexpr Num kNums1264[] = {{1, 0}, {2, 0}, {3, 0}, {0, 0}, {5, 0}, {1, 0}, {1, 0}, {2, 0}, {1, 0}, {1, 0}, {5, 0}, {0, 0}};
constexpr Outcome kOutcomes1265[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1264), call(2).out_tensor(&kOut1210).dtype(kUInt8).shape(kInts0).values(kNums1264).same_as(SameAs::Out)};
constexpr Num kNums1266[] = {{4.0, 0}};
constexpr ArgSpec kArgs1267[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kDouble, {}, kNums1266)};
constexpr Num kNums1268[] = {{4.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {4.0, 0}, {3.0, 0}, {-2.0, 0}, {4.0, 0}, {4.0, 0}, {kInf, 0}, {4.0, 0}};
constexpr Outcome kOutcomes1269[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1268), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1268).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1270[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1212), tensor_spec(kDouble, {}, kNums1266)};
constexpr Num kNums1271[] = {{4.0, 0}, {2.0, 0}, {3.0, 0}, {4.0, 0}, {5.0, 0}, {4.0, 0}, {1.0, 0}, {2.0, 0}, {4.0, 0}, {4.0, 0}, {5.0, 0}, {4.0, 0}};
constexpr Outcome kOutcomes1272[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1271), call(2).out_tensor(&kOut1235).dtype(kDouble).shape(kInts0).values(kNums1271).same_as(SameAs::Out)};
constexpr Num kNums1273[] = {{2, 0}};
constexpr ArgSpec kArgs1274[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1212), tensor_spec(kInt64, {}, kNums1273)};
constexpr Num kNums1275[] = {{2, 0}, {2, 0}, {3, 0}, {2, 0}, {5, 0}, {2, 0}, {1, 0}, {2, 0}, {2, 0}, {2, 0}, {5, 0}, {2, 0}};
constexpr Outcome kOutcomes1276[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1275), call(2).out_tensor(&kOut1222).dtype(kInt32).shape(kInts0).values(kNums1275).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1277[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1212), float_scalar(2.5)};
constexpr Num kNums1278[] = {{2.5, 0}, {2.0, 0}, {3.0, 0}, {2.5, 0}, {5.0, 0}, {2.5, 0}, {1.0, 0}, {2.0, 0}, {2.5, 0}, {2.5, 0}, {5.0, 0}, {2.5, 0}};
constexpr Outcome kOutcomes1279[] = {call(3).dtype(kFloat).shape(kInts0).values(kNums1278), call(5).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1278).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1280[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(2.5)};
constexpr Outcome kOutcomes1281[] = {call(3).dtype(kHalf).shape(kInts0).values(kNums10), call(5).out_tensor(&kOut1228).dtype(kHalf).shape(kInts0).values(kNums10).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1282[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums1200), int_scalar(7)};
constexpr Num kNums1283[] = {{7, 0}, {0, 0}, {1, 0}, {7, 0}, {1, 0}, {7, 0}, {0, 0}, {1, 0}, {7, 0}, {7, 0}, {1, 0}, {7, 0}};
constexpr Outcome kOutcomes1284[] = {call(3).dtype(kInt64).shape(kInts0).values(kNums1283), call(5).out_tensor(&kOut1225).dtype(kInt64).shape(kInts0).values(kNums1283).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1285[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1206), int_scalar(7)};
constexpr Num kNums1286[] = {{7, 0}, {2, 0}, {3, 0}, {7, 0}, {5, 0}, {7, 0}, {1, 0}, {2, 0}, {7, 0}, {7, 0}, {5, 0}, {7, 0}};
constexpr Outcome kOutcomes1287[] = {call(3).dtype(kUInt8).shape(kInts0).values(kNums1286), call(5).out_tensor(&kOut1210).dtype(kUInt8).shape(kInts0).values(kNums1286).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1288[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1212), bool_scalar(false)};
constexpr Num kNums1289[] = {{0, 0}, {2, 0}, {3, 0}, {0, 0}, {5, 0}, {0, 0}, {1, 0}, {2, 0}, {0, 0}, {0, 0}, {5, 0}, {0, 0}};
constexpr Outcome kOutcomes1290[] = {call(3).dtype(kInt32).shape(kInts0).values(kNums1289), call(5).out_tensor(&kOut1222).dtype(kInt32).shape(kInts0).values(kNums1289).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1291[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), complex_scalar(2.0, 1.0)};
constexpr Num kNums1292[] = {{2.0, 1.0}, {0.5, 0.0}, {3.0, 0.0}, {2.0, 1.0}, {-0.0, 0.0}, {2.0, 1.0}, {3.0, 0.0}, {-2.0, 0.0}, {2.0, 1.0}, {2.0, 1.0}, {kInf, 0.0}, {2.0, 1.0}};
constexpr Outcome kOutcomes1293[] = {call(3).dtype(kComplexFloat).shape(kInts0).values(kNums1292), call(5).out_tensor(&kOut1244).dtype(kComplexFloat).shape(kInts0).values(kNums1292).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1294[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1206), int_scalar(256)};
constexpr ErrorSpec kError1295 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1296[] = {call(3).raises(&kError1295)};
constexpr ArgSpec kArgs1297[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt8, kInts0, kNums1212), int_scalar(128)};
constexpr ErrorSpec kError1298 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1299[] = {call(3).raises(&kError1298)};
constexpr ArgSpec kArgs1300[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt16, kInts0, kNums1212), int_scalar(32768)};
constexpr ErrorSpec kError1301 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1302[] = {call(3).raises(&kError1301)};
constexpr ArgSpec kArgs1303[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1212), int_scalar(2147483648)};
constexpr ErrorSpec kError1304 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes1305[] = {call(3).raises(&kError1304)};
constexpr ArgSpec kArgs1306[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(70000.0)};
constexpr ErrorSpec kError1307 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes1308[] = {call(3).raises(&kError1307)};
constexpr ArgSpec kArgs1309[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError1310 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes1311[] = {call(3).raises(&kError1310)};
constexpr ArgSpec kArgs1312[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError1313 = {"RuntimeError", "value cannot be converted to type float without overflow", Match::Exact};
constexpr Outcome kOutcomes1314[] = {call(3).raises(&kError1313)};
constexpr ArgSpec kArgs1315[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexHalf, kInts0, kNums1237), float_scalar(70000.0)};
constexpr ErrorSpec kError1316 = {"RuntimeError", "value cannot be converted to type c10::complex<c10::Half> without overflow", Match::Exact};
constexpr Outcome kOutcomes1317[] = {call(3).raises(&kError1316)};
constexpr ArgSpec kArgs1318[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1237), float_scalar(1e+39)};
constexpr ErrorSpec kError1319 = {"RuntimeError", "value cannot be converted to type c10::complex<float> without overflow", Match::Exact};
constexpr Outcome kOutcomes1320[] = {call(3).raises(&kError1319)};
constexpr int64_t kInts1321[] = {1, 4};
constexpr Num kNums1322[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1323[] = {expanded(tensor_spec(kBool, kInts1321, kNums1322), kInts0), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kFloat, kInts0, kNums3)};
constexpr Num kNums1324[] = {{1.0, 0}, {0.5, 0}, {3.0, 0}, {-1.0, 0}, {0.5, 0}, {-0.25, 0}, {3.0, 0}, {8.0, 0}, {0.0, 0}, {1.5, 0}, {kInf, 0}, {2.0, 0}};
constexpr Outcome kOutcomes1325[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1324), call(1).dtype(kFloat).shape(kInts0).values(kNums1324), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1324).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"where_self__self_bool__other_bool", kArgs1202, kOutcomes1205},
    {"where_self__self_uint8__other_uint8", kArgs1208, kOutcomes1211},
    {"where_self__self_int8__other_int8", kArgs1214, kOutcomes1217},
    {"where_self__self_int16__other_int16", kArgs1218, kOutcomes1220},
    {"where_self__self_int32__other_int32", kArgs1221, kOutcomes1223},
    {"where_self__self_int64__other_int64", kArgs1224, kOutcomes1226},
    {"where_self__self_float16__other_float16", kArgs1227, kOutcomes1229},
    {"where_self__self_bfloat16__other_bfloat16", kArgs1230, kOutcomes1232},
    {"where_self__self_float32__other_float32", kArgs4, kOutcomes1233},
    {"where_self__self_float64__other_float64", kArgs1234, kOutcomes1236},
    {"where_self__self_complex32__other_complex32", kArgs1239, kOutcomes1242},
    {"where_self__self_complex64__other_complex64", kArgs1243, kOutcomes1245},
    {"where_self__self_complex128__other_complex128", kArgs1246, kOutcomes1248},
    {"where_self__self_int32__other_float32", kArgs1249, kOutcomes1251},
    {"where_self__self_uint8__other_int8", kArgs1252, kOutcomes1220},
    {"where_self__self_float16__other_bfloat16", kArgs1253, kOutcomes1233},
    {"where_self__self_bool__other_int64", kArgs1254, kOutcomes1256},
    {"where_self__self_float32__other_complex64", kArgs1257, kOutcomes1259},
    {"where_self__self_int64__other_float64", kArgs1260, kOutcomes1261},
    {"where_self__self_float16__other_float32", kArgs1262, kOutcomes1233},
    {"where_self__self_uint8__other_bool", kArgs1263, kOutcomes1265},
    {"where_self__self_float32__other_float64_zero_dim", kArgs1267, kOutcomes1269},
    {"where_self__self_int64__other_float64_zero_dim", kArgs1270, kOutcomes1272},
    {"where_self__self_int32__other_int64_zero_dim", kArgs1274, kOutcomes1276},
    {"where_self__self_int64__other_float_scalar", kArgs1277, kOutcomes1279},
    {"where_self__self_float16__other_float_scalar", kArgs1280, kOutcomes1281},
    {"where_self__self_bool__other_int_scalar", kArgs1282, kOutcomes1284},
    {"where_self__self_uint8__other_int_scalar", kArgs1285, kOutcomes1287},
    {"where_self__self_int32__other_bool_scalar", kArgs1288, kOutcomes1290},
    {"where_self__self_float32__other_complex_scalar", kArgs1291, kOutcomes1293},
    {"where_self__uint8__other_overflow", kArgs1294, kOutcomes1296},
    {"where_self__int8__other_overflow", kArgs1297, kOutcomes1299},
    {"where_self__int16__other_overflow", kArgs1300, kOutcomes1302},
    {"where_self__int32__other_overflow", kArgs1303, kOutcomes1305},
    {"where_self__float16__other_overflow", kArgs1306, kOutcomes1308},
    {"where_self__bfloat16__other_overflow", kArgs1309, kOutcomes1311},
    {"where_self__float32__other_overflow", kArgs1312, kOutcomes1314},
    {"where_self__complex32__other_overflow", kArgs1315, kOutcomes1317},
    {"where_self__complex64__other_overflow", kArgs1318, kOutcomes1320},
    {"where_self__expanded_condition", kArgs1323, kOutcomes1325},
};
constexpr int64_t kInts1326[] = {67, 499};
constexpr ArgSpec kArgs1327[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kBool, kInts1326, kNums1200)), tiled(tensor_spec(kBool, kInts1326, kNums1201))};
constexpr Outcome kOutcomes1328[] = {call(0).dtype(kBool).shape(kInts1326)};
constexpr ArgSpec kArgs1329[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kUInt8, kInts1326, kNums1206)), tiled(tensor_spec(kUInt8, kInts1326, kNums1207))};
constexpr Outcome kOutcomes1330[] = {call(0).dtype(kUInt8).shape(kInts1326)};
constexpr ArgSpec kArgs1331[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kInt8, kInts1326, kNums1212)), tiled(tensor_spec(kInt8, kInts1326, kNums1213))};
constexpr Outcome kOutcomes1332[] = {call(0).dtype(kInt8).shape(kInts1326)};
constexpr ArgSpec kArgs1333[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kInt16, kInts1326, kNums1212)), tiled(tensor_spec(kInt16, kInts1326, kNums1213))};
constexpr Outcome kOutcomes1334[] = {call(0).dtype(kInt16).shape(kInts1326)};
constexpr ArgSpec kArgs1335[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kInt32, kInts1326, kNums1212)), tiled(tensor_spec(kInt32, kInts1326, kNums1213))};
constexpr Outcome kOutcomes1336[] = {call(0).dtype(kInt32).shape(kInts1326)};
constexpr ArgSpec kArgs1337[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kInt64, kInts1326, kNums1212)), tiled(tensor_spec(kInt64, kInts1326, kNums1213))};
constexpr Outcome kOutcomes1338[] = {call(0).dtype(kInt64).shape(kInts1326)};
constexpr ArgSpec kArgs1339[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kHalf, kInts1326, kNums2)), tiled(tensor_spec(kHalf, kInts1326, kNums3))};
constexpr Outcome kOutcomes1340[] = {call(0).dtype(kHalf).shape(kInts1326)};
constexpr ArgSpec kArgs1341[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kBFloat16, kInts1326, kNums2)), tiled(tensor_spec(kBFloat16, kInts1326, kNums3))};
constexpr Outcome kOutcomes1342[] = {call(0).dtype(kBFloat16).shape(kInts1326)};
constexpr ArgSpec kArgs1343[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kFloat, kInts1326, kNums2)), tiled(tensor_spec(kFloat, kInts1326, kNums3))};
constexpr Outcome kOutcomes1344[] = {call(0).dtype(kFloat).shape(kInts1326)};
constexpr ArgSpec kArgs1345[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kDouble, kInts1326, kNums2)), tiled(tensor_spec(kDouble, kInts1326, kNums3))};
constexpr Outcome kOutcomes1346[] = {call(0).dtype(kDouble).shape(kInts1326)};
constexpr ArgSpec kArgs1347[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kComplexHalf, kInts1326, kNums1237)), tiled(tensor_spec(kComplexHalf, kInts1326, kNums1238))};
constexpr Outcome kOutcomes1348[] = {call(0).dtype(kComplexHalf).shape(kInts1326)};
constexpr ArgSpec kArgs1349[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kComplexFloat, kInts1326, kNums1237)), tiled(tensor_spec(kComplexFloat, kInts1326, kNums1238))};
constexpr Outcome kOutcomes1350[] = {call(0).dtype(kComplexFloat).shape(kInts1326)};
constexpr ArgSpec kArgs1351[] = {tiled(tensor_spec(kBool, kInts1326, kNums1)), tiled(tensor_spec(kComplexDouble, kInts1326, kNums1237)), tiled(tensor_spec(kComplexDouble, kInts1326, kNums1238))};
constexpr Outcome kOutcomes1352[] = {call(0).dtype(kComplexDouble).shape(kInts1326)};
constexpr Case kCrosschecks[] = {
    {"where_self__bool", kArgs1327, kOutcomes1328},
    {"where_self__uint8", kArgs1329, kOutcomes1330},
    {"where_self__int8", kArgs1331, kOutcomes1332},
    {"where_self__int16", kArgs1333, kOutcomes1334},
    {"where_self__int32", kArgs1335, kOutcomes1336},
    {"where_self__int64", kArgs1337, kOutcomes1338},
    {"where_self__float16", kArgs1339, kOutcomes1340},
    {"where_self__bfloat16", kArgs1341, kOutcomes1342},
    {"where_self__float32", kArgs1343, kOutcomes1344},
    {"where_self__float64", kArgs1345, kOutcomes1346},
    {"where_self__complex32", kArgs1347, kOutcomes1348},
    {"where_self__complex64", kArgs1349, kOutcomes1350},
    {"where_self__complex128", kArgs1351, kOutcomes1352},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(where, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(where, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(where, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(where, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(where, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(where, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(where, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(where, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(where, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(where, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("where")) GTEST_SKIP() << "no " << golden_op_path("where");
  GoldenStore store;
  load_golden_cases("where", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(where, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("where")) GTEST_SKIP() << "no " << golden_op_path("where");
  GoldenStore store;
  load_golden_cases("where", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
