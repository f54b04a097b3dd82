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
    {"opforge::where(Tensor, Scalar, Tensor)", "where.self", Form::Function, 1, 0x7u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where(v.tensor(0), v.scalar(1), v.tensor(2)); }},
    {"opforge::where_out(Tensor&, Tensor, Scalar, Tensor)", "where.self", Form::Out, 1, 0x7u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where_out(out[0], v.tensor(0), v.scalar(1), v.tensor(2)); }},
    {"opforge::where(Tensor, Tensor, Scalar)", "where.self", Form::Function, 1, 0x7u, 0x4u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where(v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor::where(Tensor, Scalar)", "where.self", Form::Method, 1, 0x7u, 0x4u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(1).where(v.tensor(0), v.scalar(2)); }},
    {"opforge::where_out(Tensor&, Tensor, Tensor, Scalar)", "where.self", Form::Out, 1, 0x7u, 0x4u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where_out(out[0], v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"opforge::where(Tensor, Scalar, Scalar)", "where.self", Form::Function, 1, 0x7u, 0x6u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where(v.tensor(0), v.scalar(1), v.scalar(2)); }},
    {"opforge::where_out(Tensor&, Tensor, Scalar, Scalar)", "where.self", Form::Out, 1, 0x7u, 0x6u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::where_out(out[0], v.tensor(0), v.scalar(1), v.scalar(2)); }},
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
constexpr ArgSpec kArgs9[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(0.5), tensor_spec(kFloat, kInts0, kNums3)};
constexpr Num kNums10[] = {{1.0, 0}, {0.5, 0}, {0.5, 0}, {-1.0, 0}, {0.5, 0}, {4.0, 0}, {0.5, 0}, {0.5, 0}, {0.0, 0}, {-2.0, 0}, {0.5, 0}, {2.0, 0}};
constexpr Outcome kOutcomes11[] = {call(3).dtype(kFloat).shape(kInts0).values(kNums10), call(4).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums10).same_as(SameAs::Out)};
constexpr ArgSpec kArgs12[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(2.5)};
constexpr Num kNums13[] = {{2.5, 0}, {0.5, 0}, {3.0, 0}, {2.5, 0}, {-0.0, 0}, {2.5, 0}, {3.0, 0}, {-2.0, 0}, {2.5, 0}, {2.5, 0}, {kInf, 0}, {2.5, 0}};
constexpr Outcome kOutcomes14[] = {call(5).dtype(kFloat).shape(kInts0).values(kNums13), call(6).dtype(kFloat).shape(kInts0).values(kNums13), call(7).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums13).same_as(SameAs::Out)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Num kNums16[] = {{2.5, 0}, {0.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {0.5, 0}, {2.5, 0}, {2.5, 0}, {0.5, 0}, {2.5, 0}};
constexpr Outcome kOutcomes17[] = {call(8).dtype(kFloat).shape(kInts0).values(kNums16), call(9).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums16).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"where_self__self_float32__other_float32", kArgs4, kOutcomes8},
    {"where_self__self_float_scalar__other_float32", kArgs9, kOutcomes11},
    {"where_self__self_float32__other_float_scalar", kArgs12, kOutcomes14},
    {"where_self__self_float_scalar__other_float_scalar", kArgs15, kOutcomes17},
};
constexpr int64_t kInts18[] = {2};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18)};
constexpr Outcome kOutcomes20[] = {call(0).dtype(kBool).shape(kInts18)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr Outcome kOutcomes22[] = {call(0).dtype(kUInt8).shape(kInts18)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18)};
constexpr Outcome kOutcomes24[] = {call(0).dtype(kInt8).shape(kInts18)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kInt16).shape(kInts18)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kInt32).shape(kInts18)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18)};
constexpr Outcome kOutcomes30[] = {call(0).dtype(kInt64).shape(kInts18)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18)};
constexpr Outcome kOutcomes32[] = {call(0).dtype(kHalf).shape(kInts18)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr Outcome kOutcomes34[] = {call(0).dtype(kBFloat16).shape(kInts18)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18)};
constexpr Outcome kOutcomes36[] = {call(0).dtype(kFloat).shape(kInts18)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18)};
constexpr Outcome kOutcomes38[] = {call(0).dtype(kDouble).shape(kInts18)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr Outcome kOutcomes40[] = {call(0).dtype(kComplexHalf).shape(kInts18)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr Outcome kOutcomes42[] = {call(0).dtype(kComplexFloat).shape(kInts18)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr Outcome kOutcomes44[] = {call(0).dtype(kComplexDouble).shape(kInts18)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes59[] = {call(5).dtype(kBool).shape(kInts18)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), int_scalar(1)};
constexpr Outcome kOutcomes61[] = {call(5).dtype(kInt64).shape(kInts18)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), float_scalar(1.0)};
constexpr Outcome kOutcomes63[] = {call(5).dtype(kFloat).shape(kInts18)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes65[] = {call(5).dtype(kComplexFloat).shape(kInts18)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes93[] = {call(5).dtype(kUInt8).shape(kInts18)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes124[] = {call(5).dtype(kInt8).shape(kInts18)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes155[] = {call(5).dtype(kInt16).shape(kInts18)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes186[] = {call(5).dtype(kInt32).shape(kInts18)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), bool_scalar(true)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes247[] = {call(5).dtype(kHalf).shape(kInts18)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf, kInts18), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes251[] = {call(5).dtype(kComplexHalf).shape(kInts18)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes279[] = {call(5).dtype(kBFloat16).shape(kInts18)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), bool_scalar(true)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), bool_scalar(true)};
constexpr Outcome kOutcomes340[] = {call(5).dtype(kDouble).shape(kInts18)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble, kInts18), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes344[] = {call(5).dtype(kComplexDouble).shape(kInts18)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), bool_scalar(true)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), bool_scalar(true)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kBool)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt8)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt16)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt32)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kInt64)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kHalf)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kFloat)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kDouble)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), bool_scalar(true)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), int_scalar(1)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), float_scalar(1.0)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble, kInts18), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kBool)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt8)};
constexpr ArgSpec kArgs451[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt16)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt32)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kInt64)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kHalf)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kFloat)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kDouble)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), bool_scalar(true)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), float_scalar(1.0)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBool, kInts18), tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), bool_scalar(true)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kBool, kInts18), tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), bool_scalar(true)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), bool_scalar(true)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), bool_scalar(true)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kBool, kInts18), tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), bool_scalar(true)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kBool, kInts18), tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs663[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), bool_scalar(true)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kBool, kInts18), tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kBool, kInts18), tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), bool_scalar(true)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kBool, kInts18), tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs756[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs818[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs819[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs820[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs821[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs822[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs823[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs824[] = {tensor_spec(kBool, kInts18), tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs825[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kBool, kInts18)};
constexpr Outcome kOutcomes826[] = {call(3).dtype(kBool).shape(kInts18)};
constexpr ArgSpec kArgs827[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kUInt8, kInts18)};
constexpr Outcome kOutcomes828[] = {call(3).dtype(kUInt8).shape(kInts18)};
constexpr ArgSpec kArgs829[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt8, kInts18)};
constexpr Outcome kOutcomes830[] = {call(3).dtype(kInt8).shape(kInts18)};
constexpr ArgSpec kArgs831[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt16, kInts18)};
constexpr Outcome kOutcomes832[] = {call(3).dtype(kInt16).shape(kInts18)};
constexpr ArgSpec kArgs833[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt32, kInts18)};
constexpr Outcome kOutcomes834[] = {call(3).dtype(kInt32).shape(kInts18)};
constexpr ArgSpec kArgs835[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt64, kInts18)};
constexpr Outcome kOutcomes836[] = {call(3).dtype(kInt64).shape(kInts18)};
constexpr ArgSpec kArgs837[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kHalf, kInts18)};
constexpr Outcome kOutcomes838[] = {call(3).dtype(kHalf).shape(kInts18)};
constexpr ArgSpec kArgs839[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kBFloat16, kInts18)};
constexpr Outcome kOutcomes840[] = {call(3).dtype(kBFloat16).shape(kInts18)};
constexpr ArgSpec kArgs841[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kFloat, kInts18)};
constexpr Outcome kOutcomes842[] = {call(3).dtype(kFloat).shape(kInts18)};
constexpr ArgSpec kArgs843[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kDouble, kInts18)};
constexpr Outcome kOutcomes844[] = {call(3).dtype(kDouble).shape(kInts18)};
constexpr ArgSpec kArgs845[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kComplexHalf, kInts18)};
constexpr Outcome kOutcomes846[] = {call(3).dtype(kComplexHalf).shape(kInts18)};
constexpr ArgSpec kArgs847[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kComplexFloat, kInts18)};
constexpr Outcome kOutcomes848[] = {call(3).dtype(kComplexFloat).shape(kInts18)};
constexpr ArgSpec kArgs849[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kComplexDouble, kInts18)};
constexpr Outcome kOutcomes850[] = {call(3).dtype(kComplexDouble).shape(kInts18)};
constexpr ArgSpec kArgs851[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kBool)};
constexpr ArgSpec kArgs852[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs853[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt8)};
constexpr ArgSpec kArgs854[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt16)};
constexpr ArgSpec kArgs855[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt32)};
constexpr ArgSpec kArgs856[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kInt64)};
constexpr ArgSpec kArgs857[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kHalf)};
constexpr ArgSpec kArgs858[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs859[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kFloat)};
constexpr ArgSpec kArgs860[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kDouble)};
constexpr ArgSpec kArgs861[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs862[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs863[] = {tensor_spec(kBool, kInts18), bool_scalar(true), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs864[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs865[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs866[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs867[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs868[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs869[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs870[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs871[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs872[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs873[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs874[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs875[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs876[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs877[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kBool)};
constexpr ArgSpec kArgs878[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs879[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt8)};
constexpr ArgSpec kArgs880[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt16)};
constexpr ArgSpec kArgs881[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt32)};
constexpr ArgSpec kArgs882[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kInt64)};
constexpr ArgSpec kArgs883[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kHalf)};
constexpr ArgSpec kArgs884[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs885[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kFloat)};
constexpr ArgSpec kArgs886[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kDouble)};
constexpr ArgSpec kArgs887[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs888[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs889[] = {tensor_spec(kBool, kInts18), int_scalar(1), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs890[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs891[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs892[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs893[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs894[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs895[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs896[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs897[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs898[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs899[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs900[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs901[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs902[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs903[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kBool)};
constexpr ArgSpec kArgs904[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs905[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt8)};
constexpr ArgSpec kArgs906[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt16)};
constexpr ArgSpec kArgs907[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt32)};
constexpr ArgSpec kArgs908[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kInt64)};
constexpr ArgSpec kArgs909[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kHalf)};
constexpr ArgSpec kArgs910[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs911[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kFloat)};
constexpr ArgSpec kArgs912[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kDouble)};
constexpr ArgSpec kArgs913[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs914[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs915[] = {tensor_spec(kBool, kInts18), float_scalar(1.0), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs916[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kBool, kInts18)};
constexpr ArgSpec kArgs917[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kUInt8, kInts18)};
constexpr ArgSpec kArgs918[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt8, kInts18)};
constexpr ArgSpec kArgs919[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt16, kInts18)};
constexpr ArgSpec kArgs920[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt32, kInts18)};
constexpr ArgSpec kArgs921[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt64, kInts18)};
constexpr ArgSpec kArgs922[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kHalf, kInts18)};
constexpr ArgSpec kArgs923[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kBFloat16, kInts18)};
constexpr ArgSpec kArgs924[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kFloat, kInts18)};
constexpr ArgSpec kArgs925[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kDouble, kInts18)};
constexpr ArgSpec kArgs926[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kComplexHalf, kInts18)};
constexpr ArgSpec kArgs927[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kComplexFloat, kInts18)};
constexpr ArgSpec kArgs928[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kComplexDouble, kInts18)};
constexpr ArgSpec kArgs929[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kBool)};
constexpr ArgSpec kArgs930[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs931[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt8)};
constexpr ArgSpec kArgs932[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt16)};
constexpr ArgSpec kArgs933[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt32)};
constexpr ArgSpec kArgs934[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kInt64)};
constexpr ArgSpec kArgs935[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kHalf)};
constexpr ArgSpec kArgs936[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs937[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kFloat)};
constexpr ArgSpec kArgs938[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kDouble)};
constexpr ArgSpec kArgs939[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs940[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs941[] = {tensor_spec(kBool, kInts18), complex_scalar(0.0, 1.0), tensor_spec(kComplexDouble)};
constexpr Case kDtypes[] = {
    {"where_self__bool_dimensioned__bool_dimensioned", kArgs19, kOutcomes20},
    {"where_self__bool_dimensioned__uint8_dimensioned", kArgs21, kOutcomes22},
    {"where_self__bool_dimensioned__int8_dimensioned", kArgs23, kOutcomes24},
    {"where_self__bool_dimensioned__int16_dimensioned", kArgs25, kOutcomes26},
    {"where_self__bool_dimensioned__int32_dimensioned", kArgs27, kOutcomes28},
    {"where_self__bool_dimensioned__int64_dimensioned", kArgs29, kOutcomes30},
    {"where_self__bool_dimensioned__float16_dimensioned", kArgs31, kOutcomes32},
    {"where_self__bool_dimensioned__bfloat16_dimensioned", kArgs33, kOutcomes34},
    {"where_self__bool_dimensioned__float32_dimensioned", kArgs35, kOutcomes36},
    {"where_self__bool_dimensioned__float64_dimensioned", kArgs37, kOutcomes38},
    {"where_self__bool_dimensioned__complex32_dimensioned", kArgs39, kOutcomes40},
    {"where_self__bool_dimensioned__complex64_dimensioned", kArgs41, kOutcomes42},
    {"where_self__bool_dimensioned__complex128_dimensioned", kArgs43, kOutcomes44},
    {"where_self__bool_dimensioned__bool_zero_dim", kArgs45, kOutcomes20},
    {"where_self__bool_dimensioned__uint8_zero_dim", kArgs46, kOutcomes22},
    {"where_self__bool_dimensioned__int8_zero_dim", kArgs47, kOutcomes24},
    {"where_self__bool_dimensioned__int16_zero_dim", kArgs48, kOutcomes26},
    {"where_self__bool_dimensioned__int32_zero_dim", kArgs49, kOutcomes28},
    {"where_self__bool_dimensioned__int64_zero_dim", kArgs50, kOutcomes30},
    {"where_self__bool_dimensioned__float16_zero_dim", kArgs51, kOutcomes32},
    {"where_self__bool_dimensioned__bfloat16_zero_dim", kArgs52, kOutcomes34},
    {"where_self__bool_dimensioned__float32_zero_dim", kArgs53, kOutcomes36},
    {"where_self__bool_dimensioned__float64_zero_dim", kArgs54, kOutcomes38},
    {"where_self__bool_dimensioned__complex32_zero_dim", kArgs55, kOutcomes40},
    {"where_self__bool_dimensioned__complex64_zero_dim", kArgs56, kOutcomes42},
    {"where_self__bool_dimensioned__complex128_zero_dim", kArgs57, kOutcomes44},
    {"where_self__bool_dimensioned__bool_scalar", kArgs58, kOutcomes59},
    {"where_self__bool_dimensioned__int_scalar", kArgs60, kOutcomes61},
    {"where_self__bool_dimensioned__float_scalar", kArgs62, kOutcomes63},
    {"where_self__bool_dimensioned__complex_scalar", kArgs64, kOutcomes65},
    {"where_self__uint8_dimensioned__bool_dimensioned", kArgs66, kOutcomes22},
    {"where_self__uint8_dimensioned__uint8_dimensioned", kArgs67, kOutcomes22},
    {"where_self__uint8_dimensioned__int8_dimensioned", kArgs68, kOutcomes26},
    {"where_self__uint8_dimensioned__int16_dimensioned", kArgs69, kOutcomes26},
    {"where_self__uint8_dimensioned__int32_dimensioned", kArgs70, kOutcomes28},
    {"where_self__uint8_dimensioned__int64_dimensioned", kArgs71, kOutcomes30},
    {"where_self__uint8_dimensioned__float16_dimensioned", kArgs72, kOutcomes32},
    {"where_self__uint8_dimensioned__bfloat16_dimensioned", kArgs73, kOutcomes34},
    {"where_self__uint8_dimensioned__float32_dimensioned", kArgs74, kOutcomes36},
    {"where_self__uint8_dimensioned__float64_dimensioned", kArgs75, kOutcomes38},
    {"where_self__uint8_dimensioned__complex32_dimensioned", kArgs76, kOutcomes40},
    {"where_self__uint8_dimensioned__complex64_dimensioned", kArgs77, kOutcomes42},
    {"where_self__uint8_dimensioned__complex128_dimensioned", kArgs78, kOutcomes44},
    {"where_self__uint8_dimensioned__bool_zero_dim", kArgs79, kOutcomes22},
    {"where_self__uint8_dimensioned__uint8_zero_dim", kArgs80, kOutcomes22},
    {"where_self__uint8_dimensioned__int8_zero_dim", kArgs81, kOutcomes22},
    {"where_self__uint8_dimensioned__int16_zero_dim", kArgs82, kOutcomes22},
    {"where_self__uint8_dimensioned__int32_zero_dim", kArgs83, kOutcomes22},
    {"where_self__uint8_dimensioned__int64_zero_dim", kArgs84, kOutcomes22},
    {"where_self__uint8_dimensioned__float16_zero_dim", kArgs85, kOutcomes32},
    {"where_self__uint8_dimensioned__bfloat16_zero_dim", kArgs86, kOutcomes34},
    {"where_self__uint8_dimensioned__float32_zero_dim", kArgs87, kOutcomes36},
    {"where_self__uint8_dimensioned__float64_zero_dim", kArgs88, kOutcomes38},
    {"where_self__uint8_dimensioned__complex32_zero_dim", kArgs89, kOutcomes40},
    {"where_self__uint8_dimensioned__complex64_zero_dim", kArgs90, kOutcomes42},
    {"where_self__uint8_dimensioned__complex128_zero_dim", kArgs91, kOutcomes44},
    {"where_self__uint8_dimensioned__bool_scalar", kArgs92, kOutcomes93},
    {"where_self__uint8_dimensioned__int_scalar", kArgs94, kOutcomes93},
    {"where_self__uint8_dimensioned__float_scalar", kArgs95, kOutcomes63},
    {"where_self__uint8_dimensioned__complex_scalar", kArgs96, kOutcomes65},
    {"where_self__int8_dimensioned__bool_dimensioned", kArgs97, kOutcomes24},
    {"where_self__int8_dimensioned__uint8_dimensioned", kArgs98, kOutcomes26},
    {"where_self__int8_dimensioned__int8_dimensioned", kArgs99, kOutcomes24},
    {"where_self__int8_dimensioned__int16_dimensioned", kArgs100, kOutcomes26},
    {"where_self__int8_dimensioned__int32_dimensioned", kArgs101, kOutcomes28},
    {"where_self__int8_dimensioned__int64_dimensioned", kArgs102, kOutcomes30},
    {"where_self__int8_dimensioned__float16_dimensioned", kArgs103, kOutcomes32},
    {"where_self__int8_dimensioned__bfloat16_dimensioned", kArgs104, kOutcomes34},
    {"where_self__int8_dimensioned__float32_dimensioned", kArgs105, kOutcomes36},
    {"where_self__int8_dimensioned__float64_dimensioned", kArgs106, kOutcomes38},
    {"where_self__int8_dimensioned__complex32_dimensioned", kArgs107, kOutcomes40},
    {"where_self__int8_dimensioned__complex64_dimensioned", kArgs108, kOutcomes42},
    {"where_self__int8_dimensioned__complex128_dimensioned", kArgs109, kOutcomes44},
    {"where_self__int8_dimensioned__bool_zero_dim", kArgs110, kOutcomes24},
    {"where_self__int8_dimensioned__uint8_zero_dim", kArgs111, kOutcomes24},
    {"where_self__int8_dimensioned__int8_zero_dim", kArgs112, kOutcomes24},
    {"where_self__int8_dimensioned__int16_zero_dim", kArgs113, kOutcomes24},
    {"where_self__int8_dimensioned__int32_zero_dim", kArgs114, kOutcomes24},
    {"where_self__int8_dimensioned__int64_zero_dim", kArgs115, kOutcomes24},
    {"where_self__int8_dimensioned__float16_zero_dim", kArgs116, kOutcomes32},
    {"where_self__int8_dimensioned__bfloat16_zero_dim", kArgs117, kOutcomes34},
    {"where_self__int8_dimensioned__float32_zero_dim", kArgs118, kOutcomes36},
    {"where_self__int8_dimensioned__float64_zero_dim", kArgs119, kOutcomes38},
    {"where_self__int8_dimensioned__complex32_zero_dim", kArgs120, kOutcomes40},
    {"where_self__int8_dimensioned__complex64_zero_dim", kArgs121, kOutcomes42},
    {"where_self__int8_dimensioned__complex128_zero_dim", kArgs122, kOutcomes44},
    {"where_self__int8_dimensioned__bool_scalar", kArgs123, kOutcomes124},
    {"where_self__int8_dimensioned__int_scalar", kArgs125, kOutcomes124},
    {"where_self__int8_dimensioned__float_scalar", kArgs126, kOutcomes63},
    {"where_self__int8_dimensioned__complex_scalar", kArgs127, kOutcomes65},
    {"where_self__int16_dimensioned__bool_dimensioned", kArgs128, kOutcomes26},
    {"where_self__int16_dimensioned__uint8_dimensioned", kArgs129, kOutcomes26},
    {"where_self__int16_dimensioned__int8_dimensioned", kArgs130, kOutcomes26},
    {"where_self__int16_dimensioned__int16_dimensioned", kArgs131, kOutcomes26},
    {"where_self__int16_dimensioned__int32_dimensioned", kArgs132, kOutcomes28},
    {"where_self__int16_dimensioned__int64_dimensioned", kArgs133, kOutcomes30},
    {"where_self__int16_dimensioned__float16_dimensioned", kArgs134, kOutcomes32},
    {"where_self__int16_dimensioned__bfloat16_dimensioned", kArgs135, kOutcomes34},
    {"where_self__int16_dimensioned__float32_dimensioned", kArgs136, kOutcomes36},
    {"where_self__int16_dimensioned__float64_dimensioned", kArgs137, kOutcomes38},
    {"where_self__int16_dimensioned__complex32_dimensioned", kArgs138, kOutcomes40},
    {"where_self__int16_dimensioned__complex64_dimensioned", kArgs139, kOutcomes42},
    {"where_self__int16_dimensioned__complex128_dimensioned", kArgs140, kOutcomes44},
    {"where_self__int16_dimensioned__bool_zero_dim", kArgs141, kOutcomes26},
    {"where_self__int16_dimensioned__uint8_zero_dim", kArgs142, kOutcomes26},
    {"where_self__int16_dimensioned__int8_zero_dim", kArgs143, kOutcomes26},
    {"where_self__int16_dimensioned__int16_zero_dim", kArgs144, kOutcomes26},
    {"where_self__int16_dimensioned__int32_zero_dim", kArgs145, kOutcomes26},
    {"where_self__int16_dimensioned__int64_zero_dim", kArgs146, kOutcomes26},
    {"where_self__int16_dimensioned__float16_zero_dim", kArgs147, kOutcomes32},
    {"where_self__int16_dimensioned__bfloat16_zero_dim", kArgs148, kOutcomes34},
    {"where_self__int16_dimensioned__float32_zero_dim", kArgs149, kOutcomes36},
    {"where_self__int16_dimensioned__float64_zero_dim", kArgs150, kOutcomes38},
    {"where_self__int16_dimensioned__complex32_zero_dim", kArgs151, kOutcomes40},
    {"where_self__int16_dimensioned__complex64_zero_dim", kArgs152, kOutcomes42},
    {"where_self__int16_dimensioned__complex128_zero_dim", kArgs153, kOutcomes44},
    {"where_self__int16_dimensioned__bool_scalar", kArgs154, kOutcomes155},
    {"where_self__int16_dimensioned__int_scalar", kArgs156, kOutcomes155},
    {"where_self__int16_dimensioned__float_scalar", kArgs157, kOutcomes63},
    {"where_self__int16_dimensioned__complex_scalar", kArgs158, kOutcomes65},
    {"where_self__int32_dimensioned__bool_dimensioned", kArgs159, kOutcomes28},
    {"where_self__int32_dimensioned__uint8_dimensioned", kArgs160, kOutcomes28},
    {"where_self__int32_dimensioned__int8_dimensioned", kArgs161, kOutcomes28},
    {"where_self__int32_dimensioned__int16_dimensioned", kArgs162, kOutcomes28},
    {"where_self__int32_dimensioned__int32_dimensioned", kArgs163, kOutcomes28},
    {"where_self__int32_dimensioned__int64_dimensioned", kArgs164, kOutcomes30},
    {"where_self__int32_dimensioned__float16_dimensioned", kArgs165, kOutcomes32},
    {"where_self__int32_dimensioned__bfloat16_dimensioned", kArgs166, kOutcomes34},
    {"where_self__int32_dimensioned__float32_dimensioned", kArgs167, kOutcomes36},
    {"where_self__int32_dimensioned__float64_dimensioned", kArgs168, kOutcomes38},
    {"where_self__int32_dimensioned__complex32_dimensioned", kArgs169, kOutcomes40},
    {"where_self__int32_dimensioned__complex64_dimensioned", kArgs170, kOutcomes42},
    {"where_self__int32_dimensioned__complex128_dimensioned", kArgs171, kOutcomes44},
    {"where_self__int32_dimensioned__bool_zero_dim", kArgs172, kOutcomes28},
    {"where_self__int32_dimensioned__uint8_zero_dim", kArgs173, kOutcomes28},
    {"where_self__int32_dimensioned__int8_zero_dim", kArgs174, kOutcomes28},
    {"where_self__int32_dimensioned__int16_zero_dim", kArgs175, kOutcomes28},
    {"where_self__int32_dimensioned__int32_zero_dim", kArgs176, kOutcomes28},
    {"where_self__int32_dimensioned__int64_zero_dim", kArgs177, kOutcomes28},
    {"where_self__int32_dimensioned__float16_zero_dim", kArgs178, kOutcomes32},
    {"where_self__int32_dimensioned__bfloat16_zero_dim", kArgs179, kOutcomes34},
    {"where_self__int32_dimensioned__float32_zero_dim", kArgs180, kOutcomes36},
    {"where_self__int32_dimensioned__float64_zero_dim", kArgs181, kOutcomes38},
    {"where_self__int32_dimensioned__complex32_zero_dim", kArgs182, kOutcomes40},
    {"where_self__int32_dimensioned__complex64_zero_dim", kArgs183, kOutcomes42},
    {"where_self__int32_dimensioned__complex128_zero_dim", kArgs184, kOutcomes44},
    {"where_self__int32_dimensioned__bool_scalar", kArgs185, kOutcomes186},
    {"where_self__int32_dimensioned__int_scalar", kArgs187, kOutcomes186},
    {"where_self__int32_dimensioned__float_scalar", kArgs188, kOutcomes63},
    {"where_self__int32_dimensioned__complex_scalar", kArgs189, kOutcomes65},
    {"where_self__int64_dimensioned__bool_dimensioned", kArgs190, kOutcomes30},
    {"where_self__int64_dimensioned__uint8_dimensioned", kArgs191, kOutcomes30},
    {"where_self__int64_dimensioned__int8_dimensioned", kArgs192, kOutcomes30},
    {"where_self__int64_dimensioned__int16_dimensioned", kArgs193, kOutcomes30},
    {"where_self__int64_dimensioned__int32_dimensioned", kArgs194, kOutcomes30},
    {"where_self__int64_dimensioned__int64_dimensioned", kArgs195, kOutcomes30},
    {"where_self__int64_dimensioned__float16_dimensioned", kArgs196, kOutcomes32},
    {"where_self__int64_dimensioned__bfloat16_dimensioned", kArgs197, kOutcomes34},
    {"where_self__int64_dimensioned__float32_dimensioned", kArgs198, kOutcomes36},
    {"where_self__int64_dimensioned__float64_dimensioned", kArgs199, kOutcomes38},
    {"where_self__int64_dimensioned__complex32_dimensioned", kArgs200, kOutcomes40},
    {"where_self__int64_dimensioned__complex64_dimensioned", kArgs201, kOutcomes42},
    {"where_self__int64_dimensioned__complex128_dimensioned", kArgs202, kOutcomes44},
    {"where_self__int64_dimensioned__bool_zero_dim", kArgs203, kOutcomes30},
    {"where_self__int64_dimensioned__uint8_zero_dim", kArgs204, kOutcomes30},
    {"where_self__int64_dimensioned__int8_zero_dim", kArgs205, kOutcomes30},
    {"where_self__int64_dimensioned__int16_zero_dim", kArgs206, kOutcomes30},
    {"where_self__int64_dimensioned__int32_zero_dim", kArgs207, kOutcomes30},
    {"where_self__int64_dimensioned__int64_zero_dim", kArgs208, kOutcomes30},
    {"where_self__int64_dimensioned__float16_zero_dim", kArgs209, kOutcomes32},
    {"where_self__int64_dimensioned__bfloat16_zero_dim", kArgs210, kOutcomes34},
    {"where_self__int64_dimensioned__float32_zero_dim", kArgs211, kOutcomes36},
    {"where_self__int64_dimensioned__float64_zero_dim", kArgs212, kOutcomes38},
    {"where_self__int64_dimensioned__complex32_zero_dim", kArgs213, kOutcomes40},
    {"where_self__int64_dimensioned__complex64_zero_dim", kArgs214, kOutcomes42},
    {"where_self__int64_dimensioned__complex128_zero_dim", kArgs215, kOutcomes44},
    {"where_self__int64_dimensioned__bool_scalar", kArgs216, kOutcomes61},
    {"where_self__int64_dimensioned__int_scalar", kArgs217, kOutcomes61},
    {"where_self__int64_dimensioned__float_scalar", kArgs218, kOutcomes63},
    {"where_self__int64_dimensioned__complex_scalar", kArgs219, kOutcomes65},
    {"where_self__float16_dimensioned__bool_dimensioned", kArgs220, kOutcomes32},
    {"where_self__float16_dimensioned__uint8_dimensioned", kArgs221, kOutcomes32},
    {"where_self__float16_dimensioned__int8_dimensioned", kArgs222, kOutcomes32},
    {"where_self__float16_dimensioned__int16_dimensioned", kArgs223, kOutcomes32},
    {"where_self__float16_dimensioned__int32_dimensioned", kArgs224, kOutcomes32},
    {"where_self__float16_dimensioned__int64_dimensioned", kArgs225, kOutcomes32},
    {"where_self__float16_dimensioned__float16_dimensioned", kArgs226, kOutcomes32},
    {"where_self__float16_dimensioned__bfloat16_dimensioned", kArgs227, kOutcomes36},
    {"where_self__float16_dimensioned__float32_dimensioned", kArgs228, kOutcomes36},
    {"where_self__float16_dimensioned__float64_dimensioned", kArgs229, kOutcomes38},
    {"where_self__float16_dimensioned__complex32_dimensioned", kArgs230, kOutcomes40},
    {"where_self__float16_dimensioned__complex64_dimensioned", kArgs231, kOutcomes42},
    {"where_self__float16_dimensioned__complex128_dimensioned", kArgs232, kOutcomes44},
    {"where_self__float16_dimensioned__bool_zero_dim", kArgs233, kOutcomes32},
    {"where_self__float16_dimensioned__uint8_zero_dim", kArgs234, kOutcomes32},
    {"where_self__float16_dimensioned__int8_zero_dim", kArgs235, kOutcomes32},
    {"where_self__float16_dimensioned__int16_zero_dim", kArgs236, kOutcomes32},
    {"where_self__float16_dimensioned__int32_zero_dim", kArgs237, kOutcomes32},
    {"where_self__float16_dimensioned__int64_zero_dim", kArgs238, kOutcomes32},
    {"where_self__float16_dimensioned__float16_zero_dim", kArgs239, kOutcomes32},
    {"where_self__float16_dimensioned__bfloat16_zero_dim", kArgs240, kOutcomes32},
    {"where_self__float16_dimensioned__float32_zero_dim", kArgs241, kOutcomes32},
    {"where_self__float16_dimensioned__float64_zero_dim", kArgs242, kOutcomes32},
    {"where_self__float16_dimensioned__complex32_zero_dim", kArgs243, kOutcomes40},
    {"where_self__float16_dimensioned__complex64_zero_dim", kArgs244, kOutcomes40},
    {"where_self__float16_dimensioned__complex128_zero_dim", kArgs245, kOutcomes40},
    {"where_self__float16_dimensioned__bool_scalar", kArgs246, kOutcomes247},
    {"where_self__float16_dimensioned__int_scalar", kArgs248, kOutcomes247},
    {"where_self__float16_dimensioned__float_scalar", kArgs249, kOutcomes247},
    {"where_self__float16_dimensioned__complex_scalar", kArgs250, kOutcomes251},
    {"where_self__bfloat16_dimensioned__bool_dimensioned", kArgs252, kOutcomes34},
    {"where_self__bfloat16_dimensioned__uint8_dimensioned", kArgs253, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int8_dimensioned", kArgs254, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int16_dimensioned", kArgs255, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int32_dimensioned", kArgs256, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int64_dimensioned", kArgs257, kOutcomes34},
    {"where_self__bfloat16_dimensioned__float16_dimensioned", kArgs258, kOutcomes36},
    {"where_self__bfloat16_dimensioned__bfloat16_dimensioned", kArgs259, kOutcomes34},
    {"where_self__bfloat16_dimensioned__float32_dimensioned", kArgs260, kOutcomes36},
    {"where_self__bfloat16_dimensioned__float64_dimensioned", kArgs261, kOutcomes38},
    {"where_self__bfloat16_dimensioned__complex32_dimensioned", kArgs262, kOutcomes42},
    {"where_self__bfloat16_dimensioned__complex64_dimensioned", kArgs263, kOutcomes42},
    {"where_self__bfloat16_dimensioned__complex128_dimensioned", kArgs264, kOutcomes44},
    {"where_self__bfloat16_dimensioned__bool_zero_dim", kArgs265, kOutcomes34},
    {"where_self__bfloat16_dimensioned__uint8_zero_dim", kArgs266, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int8_zero_dim", kArgs267, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int16_zero_dim", kArgs268, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int32_zero_dim", kArgs269, kOutcomes34},
    {"where_self__bfloat16_dimensioned__int64_zero_dim", kArgs270, kOutcomes34},
    {"where_self__bfloat16_dimensioned__float16_zero_dim", kArgs271, kOutcomes34},
    {"where_self__bfloat16_dimensioned__bfloat16_zero_dim", kArgs272, kOutcomes34},
    {"where_self__bfloat16_dimensioned__float32_zero_dim", kArgs273, kOutcomes34},
    {"where_self__bfloat16_dimensioned__float64_zero_dim", kArgs274, kOutcomes34},
    {"where_self__bfloat16_dimensioned__complex32_zero_dim", kArgs275, kOutcomes42},
    {"where_self__bfloat16_dimensioned__complex64_zero_dim", kArgs276, kOutcomes42},
    {"where_self__bfloat16_dimensioned__complex128_zero_dim", kArgs277, kOutcomes42},
    {"where_self__bfloat16_dimensioned__bool_scalar", kArgs278, kOutcomes279},
    {"where_self__bfloat16_dimensioned__int_scalar", kArgs280, kOutcomes279},
    {"where_self__bfloat16_dimensioned__float_scalar", kArgs281, kOutcomes279},
    {"where_self__bfloat16_dimensioned__complex_scalar", kArgs282, kOutcomes65},
    {"where_self__float32_dimensioned__bool_dimensioned", kArgs283, kOutcomes36},
    {"where_self__float32_dimensioned__uint8_dimensioned", kArgs284, kOutcomes36},
    {"where_self__float32_dimensioned__int8_dimensioned", kArgs285, kOutcomes36},
    {"where_self__float32_dimensioned__int16_dimensioned", kArgs286, kOutcomes36},
    {"where_self__float32_dimensioned__int32_dimensioned", kArgs287, kOutcomes36},
    {"where_self__float32_dimensioned__int64_dimensioned", kArgs288, kOutcomes36},
    {"where_self__float32_dimensioned__float16_dimensioned", kArgs289, kOutcomes36},
    {"where_self__float32_dimensioned__bfloat16_dimensioned", kArgs290, kOutcomes36},
    {"where_self__float32_dimensioned__float32_dimensioned", kArgs291, kOutcomes36},
    {"where_self__float32_dimensioned__float64_dimensioned", kArgs292, kOutcomes38},
    {"where_self__float32_dimensioned__complex32_dimensioned", kArgs293, kOutcomes42},
    {"where_self__float32_dimensioned__complex64_dimensioned", kArgs294, kOutcomes42},
    {"where_self__float32_dimensioned__complex128_dimensioned", kArgs295, kOutcomes44},
    {"where_self__float32_dimensioned__bool_zero_dim", kArgs296, kOutcomes36},
    {"where_self__float32_dimensioned__uint8_zero_dim", kArgs297, kOutcomes36},
    {"where_self__float32_dimensioned__int8_zero_dim", kArgs298, kOutcomes36},
    {"where_self__float32_dimensioned__int16_zero_dim", kArgs299, kOutcomes36},
    {"where_self__float32_dimensioned__int32_zero_dim", kArgs300, kOutcomes36},
    {"where_self__float32_dimensioned__int64_zero_dim", kArgs301, kOutcomes36},
    {"where_self__float32_dimensioned__float16_zero_dim", kArgs302, kOutcomes36},
    {"where_self__float32_dimensioned__bfloat16_zero_dim", kArgs303, kOutcomes36},
    {"where_self__float32_dimensioned__float32_zero_dim", kArgs304, kOutcomes36},
    {"where_self__float32_dimensioned__float64_zero_dim", kArgs305, kOutcomes36},
    {"where_self__float32_dimensioned__complex32_zero_dim", kArgs306, kOutcomes42},
    {"where_self__float32_dimensioned__complex64_zero_dim", kArgs307, kOutcomes42},
    {"where_self__float32_dimensioned__complex128_zero_dim", kArgs308, kOutcomes42},
    {"where_self__float32_dimensioned__bool_scalar", kArgs309, kOutcomes63},
    {"where_self__float32_dimensioned__int_scalar", kArgs310, kOutcomes63},
    {"where_self__float32_dimensioned__float_scalar", kArgs311, kOutcomes63},
    {"where_self__float32_dimensioned__complex_scalar", kArgs312, kOutcomes65},
    {"where_self__float64_dimensioned__bool_dimensioned", kArgs313, kOutcomes38},
    {"where_self__float64_dimensioned__uint8_dimensioned", kArgs314, kOutcomes38},
    {"where_self__float64_dimensioned__int8_dimensioned", kArgs315, kOutcomes38},
    {"where_self__float64_dimensioned__int16_dimensioned", kArgs316, kOutcomes38},
    {"where_self__float64_dimensioned__int32_dimensioned", kArgs317, kOutcomes38},
    {"where_self__float64_dimensioned__int64_dimensioned", kArgs318, kOutcomes38},
    {"where_self__float64_dimensioned__float16_dimensioned", kArgs319, kOutcomes38},
    {"where_self__float64_dimensioned__bfloat16_dimensioned", kArgs320, kOutcomes38},
    {"where_self__float64_dimensioned__float32_dimensioned", kArgs321, kOutcomes38},
    {"where_self__float64_dimensioned__float64_dimensioned", kArgs322, kOutcomes38},
    {"where_self__float64_dimensioned__complex32_dimensioned", kArgs323, kOutcomes44},
    {"where_self__float64_dimensioned__complex64_dimensioned", kArgs324, kOutcomes44},
    {"where_self__float64_dimensioned__complex128_dimensioned", kArgs325, kOutcomes44},
    {"where_self__float64_dimensioned__bool_zero_dim", kArgs326, kOutcomes38},
    {"where_self__float64_dimensioned__uint8_zero_dim", kArgs327, kOutcomes38},
    {"where_self__float64_dimensioned__int8_zero_dim", kArgs328, kOutcomes38},
    {"where_self__float64_dimensioned__int16_zero_dim", kArgs329, kOutcomes38},
    {"where_self__float64_dimensioned__int32_zero_dim", kArgs330, kOutcomes38},
    {"where_self__float64_dimensioned__int64_zero_dim", kArgs331, kOutcomes38},
    {"where_self__float64_dimensioned__float16_zero_dim", kArgs332, kOutcomes38},
    {"where_self__float64_dimensioned__bfloat16_zero_dim", kArgs333, kOutcomes38},
    {"where_self__float64_dimensioned__float32_zero_dim", kArgs334, kOutcomes38},
    {"where_self__float64_dimensioned__float64_zero_dim", kArgs335, kOutcomes38},
    {"where_self__float64_dimensioned__complex32_zero_dim", kArgs336, kOutcomes44},
    {"where_self__float64_dimensioned__complex64_zero_dim", kArgs337, kOutcomes44},
    {"where_self__float64_dimensioned__complex128_zero_dim", kArgs338, kOutcomes44},
    {"where_self__float64_dimensioned__bool_scalar", kArgs339, kOutcomes340},
    {"where_self__float64_dimensioned__int_scalar", kArgs341, kOutcomes340},
    {"where_self__float64_dimensioned__float_scalar", kArgs342, kOutcomes340},
    {"where_self__float64_dimensioned__complex_scalar", kArgs343, kOutcomes344},
    {"where_self__complex32_dimensioned__bool_dimensioned", kArgs345, kOutcomes40},
    {"where_self__complex32_dimensioned__uint8_dimensioned", kArgs346, kOutcomes40},
    {"where_self__complex32_dimensioned__int8_dimensioned", kArgs347, kOutcomes40},
    {"where_self__complex32_dimensioned__int16_dimensioned", kArgs348, kOutcomes40},
    {"where_self__complex32_dimensioned__int32_dimensioned", kArgs349, kOutcomes40},
    {"where_self__complex32_dimensioned__int64_dimensioned", kArgs350, kOutcomes40},
    {"where_self__complex32_dimensioned__float16_dimensioned", kArgs351, kOutcomes40},
    {"where_self__complex32_dimensioned__bfloat16_dimensioned", kArgs352, kOutcomes42},
    {"where_self__complex32_dimensioned__float32_dimensioned", kArgs353, kOutcomes42},
    {"where_self__complex32_dimensioned__float64_dimensioned", kArgs354, kOutcomes44},
    {"where_self__complex32_dimensioned__complex32_dimensioned", kArgs355, kOutcomes40},
    {"where_self__complex32_dimensioned__complex64_dimensioned", kArgs356, kOutcomes42},
    {"where_self__complex32_dimensioned__complex128_dimensioned", kArgs357, kOutcomes44},
    {"where_self__complex32_dimensioned__bool_zero_dim", kArgs358, kOutcomes40},
    {"where_self__complex32_dimensioned__uint8_zero_dim", kArgs359, kOutcomes40},
    {"where_self__complex32_dimensioned__int8_zero_dim", kArgs360, kOutcomes40},
    {"where_self__complex32_dimensioned__int16_zero_dim", kArgs361, kOutcomes40},
    {"where_self__complex32_dimensioned__int32_zero_dim", kArgs362, kOutcomes40},
    {"where_self__complex32_dimensioned__int64_zero_dim", kArgs363, kOutcomes40},
    {"where_self__complex32_dimensioned__float16_zero_dim", kArgs364, kOutcomes40},
    {"where_self__complex32_dimensioned__bfloat16_zero_dim", kArgs365, kOutcomes40},
    {"where_self__complex32_dimensioned__float32_zero_dim", kArgs366, kOutcomes40},
    {"where_self__complex32_dimensioned__float64_zero_dim", kArgs367, kOutcomes40},
    {"where_self__complex32_dimensioned__complex32_zero_dim", kArgs368, kOutcomes40},
    {"where_self__complex32_dimensioned__complex64_zero_dim", kArgs369, kOutcomes40},
    {"where_self__complex32_dimensioned__complex128_zero_dim", kArgs370, kOutcomes40},
    {"where_self__complex32_dimensioned__bool_scalar", kArgs371, kOutcomes251},
    {"where_self__complex32_dimensioned__int_scalar", kArgs372, kOutcomes251},
    {"where_self__complex32_dimensioned__float_scalar", kArgs373, kOutcomes251},
    {"where_self__complex32_dimensioned__complex_scalar", kArgs374, kOutcomes251},
    {"where_self__complex64_dimensioned__bool_dimensioned", kArgs375, kOutcomes42},
    {"where_self__complex64_dimensioned__uint8_dimensioned", kArgs376, kOutcomes42},
    {"where_self__complex64_dimensioned__int8_dimensioned", kArgs377, kOutcomes42},
    {"where_self__complex64_dimensioned__int16_dimensioned", kArgs378, kOutcomes42},
    {"where_self__complex64_dimensioned__int32_dimensioned", kArgs379, kOutcomes42},
    {"where_self__complex64_dimensioned__int64_dimensioned", kArgs380, kOutcomes42},
    {"where_self__complex64_dimensioned__float16_dimensioned", kArgs381, kOutcomes42},
    {"where_self__complex64_dimensioned__bfloat16_dimensioned", kArgs382, kOutcomes42},
    {"where_self__complex64_dimensioned__float32_dimensioned", kArgs383, kOutcomes42},
    {"where_self__complex64_dimensioned__float64_dimensioned", kArgs384, kOutcomes44},
    {"where_self__complex64_dimensioned__complex32_dimensioned", kArgs385, kOutcomes42},
    {"where_self__complex64_dimensioned__complex64_dimensioned", kArgs386, kOutcomes42},
    {"where_self__complex64_dimensioned__complex128_dimensioned", kArgs387, kOutcomes44},
    {"where_self__complex64_dimensioned__bool_zero_dim", kArgs388, kOutcomes42},
    {"where_self__complex64_dimensioned__uint8_zero_dim", kArgs389, kOutcomes42},
    {"where_self__complex64_dimensioned__int8_zero_dim", kArgs390, kOutcomes42},
    {"where_self__complex64_dimensioned__int16_zero_dim", kArgs391, kOutcomes42},
    {"where_self__complex64_dimensioned__int32_zero_dim", kArgs392, kOutcomes42},
    {"where_self__complex64_dimensioned__int64_zero_dim", kArgs393, kOutcomes42},
    {"where_self__complex64_dimensioned__float16_zero_dim", kArgs394, kOutcomes42},
    {"where_self__complex64_dimensioned__bfloat16_zero_dim", kArgs395, kOutcomes42},
    {"where_self__complex64_dimensioned__float32_zero_dim", kArgs396, kOutcomes42},
    {"where_self__complex64_dimensioned__float64_zero_dim", kArgs397, kOutcomes42},
    {"where_self__complex64_dimensioned__complex32_zero_dim", kArgs398, kOutcomes42},
    {"where_self__complex64_dimensioned__complex64_zero_dim", kArgs399, kOutcomes42},
    {"where_self__complex64_dimensioned__complex128_zero_dim", kArgs400, kOutcomes42},
    {"where_self__complex64_dimensioned__bool_scalar", kArgs401, kOutcomes65},
    {"where_self__complex64_dimensioned__int_scalar", kArgs402, kOutcomes65},
    {"where_self__complex64_dimensioned__float_scalar", kArgs403, kOutcomes65},
    {"where_self__complex64_dimensioned__complex_scalar", kArgs404, kOutcomes65},
    {"where_self__complex128_dimensioned__bool_dimensioned", kArgs405, kOutcomes44},
    {"where_self__complex128_dimensioned__uint8_dimensioned", kArgs406, kOutcomes44},
    {"where_self__complex128_dimensioned__int8_dimensioned", kArgs407, kOutcomes44},
    {"where_self__complex128_dimensioned__int16_dimensioned", kArgs408, kOutcomes44},
    {"where_self__complex128_dimensioned__int32_dimensioned", kArgs409, kOutcomes44},
    {"where_self__complex128_dimensioned__int64_dimensioned", kArgs410, kOutcomes44},
    {"where_self__complex128_dimensioned__float16_dimensioned", kArgs411, kOutcomes44},
    {"where_self__complex128_dimensioned__bfloat16_dimensioned", kArgs412, kOutcomes44},
    {"where_self__complex128_dimensioned__float32_dimensioned", kArgs413, kOutcomes44},
    {"where_self__complex128_dimensioned__float64_dimensioned", kArgs414, kOutcomes44},
    {"where_self__complex128_dimensioned__complex32_dimensioned", kArgs415, kOutcomes44},
    {"where_self__complex128_dimensioned__complex64_dimensioned", kArgs416, kOutcomes44},
    {"where_self__complex128_dimensioned__complex128_dimensioned", kArgs417, kOutcomes44},
    {"where_self__complex128_dimensioned__bool_zero_dim", kArgs418, kOutcomes44},
    {"where_self__complex128_dimensioned__uint8_zero_dim", kArgs419, kOutcomes44},
    {"where_self__complex128_dimensioned__int8_zero_dim", kArgs420, kOutcomes44},
    {"where_self__complex128_dimensioned__int16_zero_dim", kArgs421, kOutcomes44},
    {"where_self__complex128_dimensioned__int32_zero_dim", kArgs422, kOutcomes44},
    {"where_self__complex128_dimensioned__int64_zero_dim", kArgs423, kOutcomes44},
    {"where_self__complex128_dimensioned__float16_zero_dim", kArgs424, kOutcomes44},
    {"where_self__complex128_dimensioned__bfloat16_zero_dim", kArgs425, kOutcomes44},
    {"where_self__complex128_dimensioned__float32_zero_dim", kArgs426, kOutcomes44},
    {"where_self__complex128_dimensioned__float64_zero_dim", kArgs427, kOutcomes44},
    {"where_self__complex128_dimensioned__complex32_zero_dim", kArgs428, kOutcomes44},
    {"where_self__complex128_dimensioned__complex64_zero_dim", kArgs429, kOutcomes44},
    {"where_self__complex128_dimensioned__complex128_zero_dim", kArgs430, kOutcomes44},
    {"where_self__complex128_dimensioned__bool_scalar", kArgs431, kOutcomes344},
    {"where_self__complex128_dimensioned__int_scalar", kArgs432, kOutcomes344},
    {"where_self__complex128_dimensioned__float_scalar", kArgs433, kOutcomes344},
    {"where_self__complex128_dimensioned__complex_scalar", kArgs434, kOutcomes344},
    {"where_self__bool_zero_dim__bool_dimensioned", kArgs435, kOutcomes20},
    {"where_self__bool_zero_dim__uint8_dimensioned", kArgs436, kOutcomes22},
    {"where_self__bool_zero_dim__int8_dimensioned", kArgs437, kOutcomes24},
    {"where_self__bool_zero_dim__int16_dimensioned", kArgs438, kOutcomes26},
    {"where_self__bool_zero_dim__int32_dimensioned", kArgs439, kOutcomes28},
    {"where_self__bool_zero_dim__int64_dimensioned", kArgs440, kOutcomes30},
    {"where_self__bool_zero_dim__float16_dimensioned", kArgs441, kOutcomes32},
    {"where_self__bool_zero_dim__bfloat16_dimensioned", kArgs442, kOutcomes34},
    {"where_self__bool_zero_dim__float32_dimensioned", kArgs443, kOutcomes36},
    {"where_self__bool_zero_dim__float64_dimensioned", kArgs444, kOutcomes38},
    {"where_self__bool_zero_dim__complex32_dimensioned", kArgs445, kOutcomes40},
    {"where_self__bool_zero_dim__complex64_dimensioned", kArgs446, kOutcomes42},
    {"where_self__bool_zero_dim__complex128_dimensioned", kArgs447, kOutcomes44},
    {"where_self__bool_zero_dim__bool_zero_dim", kArgs448, kOutcomes20},
    {"where_self__bool_zero_dim__uint8_zero_dim", kArgs449, kOutcomes22},
    {"where_self__bool_zero_dim__int8_zero_dim", kArgs450, kOutcomes24},
    {"where_self__bool_zero_dim__int16_zero_dim", kArgs451, kOutcomes26},
    {"where_self__bool_zero_dim__int32_zero_dim", kArgs452, kOutcomes28},
    {"where_self__bool_zero_dim__int64_zero_dim", kArgs453, kOutcomes30},
    {"where_self__bool_zero_dim__float16_zero_dim", kArgs454, kOutcomes32},
    {"where_self__bool_zero_dim__bfloat16_zero_dim", kArgs455, kOutcomes34},
    {"where_self__bool_zero_dim__float32_zero_dim", kArgs456, kOutcomes36},
    {"where_self__bool_zero_dim__float64_zero_dim", kArgs457, kOutcomes38},
    {"where_self__bool_zero_dim__complex32_zero_dim", kArgs458, kOutcomes40},
    {"where_self__bool_zero_dim__complex64_zero_dim", kArgs459, kOutcomes42},
    {"where_self__bool_zero_dim__complex128_zero_dim", kArgs460, kOutcomes44},
    {"where_self__bool_zero_dim__bool_scalar", kArgs461, kOutcomes59},
    {"where_self__bool_zero_dim__int_scalar", kArgs462, kOutcomes61},
    {"where_self__bool_zero_dim__float_scalar", kArgs463, kOutcomes63},
    {"where_self__bool_zero_dim__complex_scalar", kArgs464, kOutcomes65},
    {"where_self__uint8_zero_dim__bool_dimensioned", kArgs465, kOutcomes22},
    {"where_self__uint8_zero_dim__uint8_dimensioned", kArgs466, kOutcomes22},
    {"where_self__uint8_zero_dim__int8_dimensioned", kArgs467, kOutcomes24},
    {"where_self__uint8_zero_dim__int16_dimensioned", kArgs468, kOutcomes26},
    {"where_self__uint8_zero_dim__int32_dimensioned", kArgs469, kOutcomes28},
    {"where_self__uint8_zero_dim__int64_dimensioned", kArgs470, kOutcomes30},
    {"where_self__uint8_zero_dim__float16_dimensioned", kArgs471, kOutcomes32},
    {"where_self__uint8_zero_dim__bfloat16_dimensioned", kArgs472, kOutcomes34},
    {"where_self__uint8_zero_dim__float32_dimensioned", kArgs473, kOutcomes36},
    {"where_self__uint8_zero_dim__float64_dimensioned", kArgs474, kOutcomes38},
    {"where_self__uint8_zero_dim__complex32_dimensioned", kArgs475, kOutcomes40},
    {"where_self__uint8_zero_dim__complex64_dimensioned", kArgs476, kOutcomes42},
    {"where_self__uint8_zero_dim__complex128_dimensioned", kArgs477, kOutcomes44},
    {"where_self__uint8_zero_dim__bool_zero_dim", kArgs478, kOutcomes22},
    {"where_self__uint8_zero_dim__uint8_zero_dim", kArgs479, kOutcomes22},
    {"where_self__uint8_zero_dim__int8_zero_dim", kArgs480, kOutcomes26},
    {"where_self__uint8_zero_dim__int16_zero_dim", kArgs481, kOutcomes26},
    {"where_self__uint8_zero_dim__int32_zero_dim", kArgs482, kOutcomes28},
    {"where_self__uint8_zero_dim__int64_zero_dim", kArgs483, kOutcomes30},
    {"where_self__uint8_zero_dim__float16_zero_dim", kArgs484, kOutcomes32},
    {"where_self__uint8_zero_dim__bfloat16_zero_dim", kArgs485, kOutcomes34},
    {"where_self__uint8_zero_dim__float32_zero_dim", kArgs486, kOutcomes36},
    {"where_self__uint8_zero_dim__float64_zero_dim", kArgs487, kOutcomes38},
    {"where_self__uint8_zero_dim__complex32_zero_dim", kArgs488, kOutcomes40},
    {"where_self__uint8_zero_dim__complex64_zero_dim", kArgs489, kOutcomes42},
    {"where_self__uint8_zero_dim__complex128_zero_dim", kArgs490, kOutcomes44},
    {"where_self__uint8_zero_dim__bool_scalar", kArgs491, kOutcomes93},
    {"where_self__uint8_zero_dim__int_scalar", kArgs492, kOutcomes93},
    {"where_self__uint8_zero_dim__float_scalar", kArgs493, kOutcomes63},
    {"where_self__uint8_zero_dim__complex_scalar", kArgs494, kOutcomes65},
    {"where_self__int8_zero_dim__bool_dimensioned", kArgs495, kOutcomes24},
    {"where_self__int8_zero_dim__uint8_dimensioned", kArgs496, kOutcomes22},
    {"where_self__int8_zero_dim__int8_dimensioned", kArgs497, kOutcomes24},
    {"where_self__int8_zero_dim__int16_dimensioned", kArgs498, kOutcomes26},
    {"where_self__int8_zero_dim__int32_dimensioned", kArgs499, kOutcomes28},
    {"where_self__int8_zero_dim__int64_dimensioned", kArgs500, kOutcomes30},
    {"where_self__int8_zero_dim__float16_dimensioned", kArgs501, kOutcomes32},
    {"where_self__int8_zero_dim__bfloat16_dimensioned", kArgs502, kOutcomes34},
    {"where_self__int8_zero_dim__float32_dimensioned", kArgs503, kOutcomes36},
    {"where_self__int8_zero_dim__float64_dimensioned", kArgs504, kOutcomes38},
    {"where_self__int8_zero_dim__complex32_dimensioned", kArgs505, kOutcomes40},
    {"where_self__int8_zero_dim__complex64_dimensioned", kArgs506, kOutcomes42},
    {"where_self__int8_zero_dim__complex128_dimensioned", kArgs507, kOutcomes44},
    {"where_self__int8_zero_dim__bool_zero_dim", kArgs508, kOutcomes24},
    {"where_self__int8_zero_dim__uint8_zero_dim", kArgs509, kOutcomes26},
    {"where_self__int8_zero_dim__int8_zero_dim", kArgs510, kOutcomes24},
    {"where_self__int8_zero_dim__int16_zero_dim", kArgs511, kOutcomes26},
    {"where_self__int8_zero_dim__int32_zero_dim", kArgs512, kOutcomes28},
    {"where_self__int8_zero_dim__int64_zero_dim", kArgs513, kOutcomes30},
    {"where_self__int8_zero_dim__float16_zero_dim", kArgs514, kOutcomes32},
    {"where_self__int8_zero_dim__bfloat16_zero_dim", kArgs515, kOutcomes34},
    {"where_self__int8_zero_dim__float32_zero_dim", kArgs516, kOutcomes36},
    {"where_self__int8_zero_dim__float64_zero_dim", kArgs517, kOutcomes38},
    {"where_self__int8_zero_dim__complex32_zero_dim", kArgs518, kOutcomes40},
    {"where_self__int8_zero_dim__complex64_zero_dim", kArgs519, kOutcomes42},
    {"where_self__int8_zero_dim__complex128_zero_dim", kArgs520, kOutcomes44},
    {"where_self__int8_zero_dim__bool_scalar", kArgs521, kOutcomes124},
    {"where_self__int8_zero_dim__int_scalar", kArgs522, kOutcomes124},
    {"where_self__int8_zero_dim__float_scalar", kArgs523, kOutcomes63},
    {"where_self__int8_zero_dim__complex_scalar", kArgs524, kOutcomes65},
    {"where_self__int16_zero_dim__bool_dimensioned", kArgs525, kOutcomes26},
    {"where_self__int16_zero_dim__uint8_dimensioned", kArgs526, kOutcomes22},
    {"where_self__int16_zero_dim__int8_dimensioned", kArgs527, kOutcomes24},
    {"where_self__int16_zero_dim__int16_dimensioned", kArgs528, kOutcomes26},
    {"where_self__int16_zero_dim__int32_dimensioned", kArgs529, kOutcomes28},
    {"where_self__int16_zero_dim__int64_dimensioned", kArgs530, kOutcomes30},
    {"where_self__int16_zero_dim__float16_dimensioned", kArgs531, kOutcomes32},
    {"where_self__int16_zero_dim__bfloat16_dimensioned", kArgs532, kOutcomes34},
    {"where_self__int16_zero_dim__float32_dimensioned", kArgs533, kOutcomes36},
    {"where_self__int16_zero_dim__float64_dimensioned", kArgs534, kOutcomes38},
    {"where_self__int16_zero_dim__complex32_dimensioned", kArgs535, kOutcomes40},
    {"where_self__int16_zero_dim__complex64_dimensioned", kArgs536, kOutcomes42},
    {"where_self__int16_zero_dim__complex128_dimensioned", kArgs537, kOutcomes44},
    {"where_self__int16_zero_dim__bool_zero_dim", kArgs538, kOutcomes26},
    {"where_self__int16_zero_dim__uint8_zero_dim", kArgs539, kOutcomes26},
    {"where_self__int16_zero_dim__int8_zero_dim", kArgs540, kOutcomes26},
    {"where_self__int16_zero_dim__int16_zero_dim", kArgs541, kOutcomes26},
    {"where_self__int16_zero_dim__int32_zero_dim", kArgs542, kOutcomes28},
    {"where_self__int16_zero_dim__int64_zero_dim", kArgs543, kOutcomes30},
    {"where_self__int16_zero_dim__float16_zero_dim", kArgs544, kOutcomes32},
    {"where_self__int16_zero_dim__bfloat16_zero_dim", kArgs545, kOutcomes34},
    {"where_self__int16_zero_dim__float32_zero_dim", kArgs546, kOutcomes36},
    {"where_self__int16_zero_dim__float64_zero_dim", kArgs547, kOutcomes38},
    {"where_self__int16_zero_dim__complex32_zero_dim", kArgs548, kOutcomes40},
    {"where_self__int16_zero_dim__complex64_zero_dim", kArgs549, kOutcomes42},
    {"where_self__int16_zero_dim__complex128_zero_dim", kArgs550, kOutcomes44},
    {"where_self__int16_zero_dim__bool_scalar", kArgs551, kOutcomes155},
    {"where_self__int16_zero_dim__int_scalar", kArgs552, kOutcomes155},
    {"where_self__int16_zero_dim__float_scalar", kArgs553, kOutcomes63},
    {"where_self__int16_zero_dim__complex_scalar", kArgs554, kOutcomes65},
    {"where_self__int32_zero_dim__bool_dimensioned", kArgs555, kOutcomes28},
    {"where_self__int32_zero_dim__uint8_dimensioned", kArgs556, kOutcomes22},
    {"where_self__int32_zero_dim__int8_dimensioned", kArgs557, kOutcomes24},
    {"where_self__int32_zero_dim__int16_dimensioned", kArgs558, kOutcomes26},
    {"where_self__int32_zero_dim__int32_dimensioned", kArgs559, kOutcomes28},
    {"where_self__int32_zero_dim__int64_dimensioned", kArgs560, kOutcomes30},
    {"where_self__int32_zero_dim__float16_dimensioned", kArgs561, kOutcomes32},
    {"where_self__int32_zero_dim__bfloat16_dimensioned", kArgs562, kOutcomes34},
    {"where_self__int32_zero_dim__float32_dimensioned", kArgs563, kOutcomes36},
    {"where_self__int32_zero_dim__float64_dimensioned", kArgs564, kOutcomes38},
    {"where_self__int32_zero_dim__complex32_dimensioned", kArgs565, kOutcomes40},
    {"where_self__int32_zero_dim__complex64_dimensioned", kArgs566, kOutcomes42},
    {"where_self__int32_zero_dim__complex128_dimensioned", kArgs567, kOutcomes44},
    {"where_self__int32_zero_dim__bool_zero_dim", kArgs568, kOutcomes28},
    {"where_self__int32_zero_dim__uint8_zero_dim", kArgs569, kOutcomes28},
    {"where_self__int32_zero_dim__int8_zero_dim", kArgs570, kOutcomes28},
    {"where_self__int32_zero_dim__int16_zero_dim", kArgs571, kOutcomes28},
    {"where_self__int32_zero_dim__int32_zero_dim", kArgs572, kOutcomes28},
    {"where_self__int32_zero_dim__int64_zero_dim", kArgs573, kOutcomes30},
    {"where_self__int32_zero_dim__float16_zero_dim", kArgs574, kOutcomes32},
    {"where_self__int32_zero_dim__bfloat16_zero_dim", kArgs575, kOutcomes34},
    {"where_self__int32_zero_dim__float32_zero_dim", kArgs576, kOutcomes36},
    {"where_self__int32_zero_dim__float64_zero_dim", kArgs577, kOutcomes38},
    {"where_self__int32_zero_dim__complex32_zero_dim", kArgs578, kOutcomes40},
    {"where_self__int32_zero_dim__complex64_zero_dim", kArgs579, kOutcomes42},
    {"where_self__int32_zero_dim__complex128_zero_dim", kArgs580, kOutcomes44},
    {"where_self__int32_zero_dim__bool_scalar", kArgs581, kOutcomes186},
    {"where_self__int32_zero_dim__int_scalar", kArgs582, kOutcomes186},
    {"where_self__int32_zero_dim__float_scalar", kArgs583, kOutcomes63},
    {"where_self__int32_zero_dim__complex_scalar", kArgs584, kOutcomes65},
    {"where_self__int64_zero_dim__bool_dimensioned", kArgs585, kOutcomes30},
    {"where_self__int64_zero_dim__uint8_dimensioned", kArgs586, kOutcomes22},
    {"where_self__int64_zero_dim__int8_dimensioned", kArgs587, kOutcomes24},
    {"where_self__int64_zero_dim__int16_dimensioned", kArgs588, kOutcomes26},
    {"where_self__int64_zero_dim__int32_dimensioned", kArgs589, kOutcomes28},
    {"where_self__int64_zero_dim__int64_dimensioned", kArgs590, kOutcomes30},
    {"where_self__int64_zero_dim__float16_dimensioned", kArgs591, kOutcomes32},
    {"where_self__int64_zero_dim__bfloat16_dimensioned", kArgs592, kOutcomes34},
    {"where_self__int64_zero_dim__float32_dimensioned", kArgs593, kOutcomes36},
    {"where_self__int64_zero_dim__float64_dimensioned", kArgs594, kOutcomes38},
    {"where_self__int64_zero_dim__complex32_dimensioned", kArgs595, kOutcomes40},
    {"where_self__int64_zero_dim__complex64_dimensioned", kArgs596, kOutcomes42},
    {"where_self__int64_zero_dim__complex128_dimensioned", kArgs597, kOutcomes44},
    {"where_self__int64_zero_dim__bool_zero_dim", kArgs598, kOutcomes30},
    {"where_self__int64_zero_dim__uint8_zero_dim", kArgs599, kOutcomes30},
    {"where_self__int64_zero_dim__int8_zero_dim", kArgs600, kOutcomes30},
    {"where_self__int64_zero_dim__int16_zero_dim", kArgs601, kOutcomes30},
    {"where_self__int64_zero_dim__int32_zero_dim", kArgs602, kOutcomes30},
    {"where_self__int64_zero_dim__int64_zero_dim", kArgs603, kOutcomes30},
    {"where_self__int64_zero_dim__float16_zero_dim", kArgs604, kOutcomes32},
    {"where_self__int64_zero_dim__bfloat16_zero_dim", kArgs605, kOutcomes34},
    {"where_self__int64_zero_dim__float32_zero_dim", kArgs606, kOutcomes36},
    {"where_self__int64_zero_dim__float64_zero_dim", kArgs607, kOutcomes38},
    {"where_self__int64_zero_dim__complex32_zero_dim", kArgs608, kOutcomes40},
    {"where_self__int64_zero_dim__complex64_zero_dim", kArgs609, kOutcomes42},
    {"where_self__int64_zero_dim__complex128_zero_dim", kArgs610, kOutcomes44},
    {"where_self__int64_zero_dim__bool_scalar", kArgs611, kOutcomes61},
    {"where_self__int64_zero_dim__int_scalar", kArgs612, kOutcomes61},
    {"where_self__int64_zero_dim__float_scalar", kArgs613, kOutcomes63},
    {"where_self__int64_zero_dim__complex_scalar", kArgs614, kOutcomes65},
    {"where_self__float16_zero_dim__bool_dimensioned", kArgs615, kOutcomes32},
    {"where_self__float16_zero_dim__uint8_dimensioned", kArgs616, kOutcomes32},
    {"where_self__float16_zero_dim__int8_dimensioned", kArgs617, kOutcomes32},
    {"where_self__float16_zero_dim__int16_dimensioned", kArgs618, kOutcomes32},
    {"where_self__float16_zero_dim__int32_dimensioned", kArgs619, kOutcomes32},
    {"where_self__float16_zero_dim__int64_dimensioned", kArgs620, kOutcomes32},
    {"where_self__float16_zero_dim__float16_dimensioned", kArgs621, kOutcomes32},
    {"where_self__float16_zero_dim__bfloat16_dimensioned", kArgs622, kOutcomes34},
    {"where_self__float16_zero_dim__float32_dimensioned", kArgs623, kOutcomes36},
    {"where_self__float16_zero_dim__float64_dimensioned", kArgs624, kOutcomes38},
    {"where_self__float16_zero_dim__complex32_dimensioned", kArgs625, kOutcomes40},
    {"where_self__float16_zero_dim__complex64_dimensioned", kArgs626, kOutcomes42},
    {"where_self__float16_zero_dim__complex128_dimensioned", kArgs627, kOutcomes44},
    {"where_self__float16_zero_dim__bool_zero_dim", kArgs628, kOutcomes32},
    {"where_self__float16_zero_dim__uint8_zero_dim", kArgs629, kOutcomes32},
    {"where_self__float16_zero_dim__int8_zero_dim", kArgs630, kOutcomes32},
    {"where_self__float16_zero_dim__int16_zero_dim", kArgs631, kOutcomes32},
    {"where_self__float16_zero_dim__int32_zero_dim", kArgs632, kOutcomes32},
    {"where_self__float16_zero_dim__int64_zero_dim", kArgs633, kOutcomes32},
    {"where_self__float16_zero_dim__float16_zero_dim", kArgs634, kOutcomes32},
    {"where_self__float16_zero_dim__bfloat16_zero_dim", kArgs635, kOutcomes36},
    {"where_self__float16_zero_dim__float32_zero_dim", kArgs636, kOutcomes36},
    {"where_self__float16_zero_dim__float64_zero_dim", kArgs637, kOutcomes38},
    {"where_self__float16_zero_dim__complex32_zero_dim", kArgs638, kOutcomes40},
    {"where_self__float16_zero_dim__complex64_zero_dim", kArgs639, kOutcomes42},
    {"where_self__float16_zero_dim__complex128_zero_dim", kArgs640, kOutcomes44},
    {"where_self__float16_zero_dim__bool_scalar", kArgs641, kOutcomes247},
    {"where_self__float16_zero_dim__int_scalar", kArgs642, kOutcomes247},
    {"where_self__float16_zero_dim__float_scalar", kArgs643, kOutcomes247},
    {"where_self__float16_zero_dim__complex_scalar", kArgs644, kOutcomes251},
    {"where_self__bfloat16_zero_dim__bool_dimensioned", kArgs645, kOutcomes34},
    {"where_self__bfloat16_zero_dim__uint8_dimensioned", kArgs646, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int8_dimensioned", kArgs647, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int16_dimensioned", kArgs648, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int32_dimensioned", kArgs649, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int64_dimensioned", kArgs650, kOutcomes34},
    {"where_self__bfloat16_zero_dim__float16_dimensioned", kArgs651, kOutcomes32},
    {"where_self__bfloat16_zero_dim__bfloat16_dimensioned", kArgs652, kOutcomes34},
    {"where_self__bfloat16_zero_dim__float32_dimensioned", kArgs653, kOutcomes36},
    {"where_self__bfloat16_zero_dim__float64_dimensioned", kArgs654, kOutcomes38},
    {"where_self__bfloat16_zero_dim__complex32_dimensioned", kArgs655, kOutcomes40},
    {"where_self__bfloat16_zero_dim__complex64_dimensioned", kArgs656, kOutcomes42},
    {"where_self__bfloat16_zero_dim__complex128_dimensioned", kArgs657, kOutcomes44},
    {"where_self__bfloat16_zero_dim__bool_zero_dim", kArgs658, kOutcomes34},
    {"where_self__bfloat16_zero_dim__uint8_zero_dim", kArgs659, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int8_zero_dim", kArgs660, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int16_zero_dim", kArgs661, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int32_zero_dim", kArgs662, kOutcomes34},
    {"where_self__bfloat16_zero_dim__int64_zero_dim", kArgs663, kOutcomes34},
    {"where_self__bfloat16_zero_dim__float16_zero_dim", kArgs664, kOutcomes36},
    {"where_self__bfloat16_zero_dim__bfloat16_zero_dim", kArgs665, kOutcomes34},
    {"where_self__bfloat16_zero_dim__float32_zero_dim", kArgs666, kOutcomes36},
    {"where_self__bfloat16_zero_dim__float64_zero_dim", kArgs667, kOutcomes38},
    {"where_self__bfloat16_zero_dim__complex32_zero_dim", kArgs668, kOutcomes42},
    {"where_self__bfloat16_zero_dim__complex64_zero_dim", kArgs669, kOutcomes42},
    {"where_self__bfloat16_zero_dim__complex128_zero_dim", kArgs670, kOutcomes44},
    {"where_self__bfloat16_zero_dim__bool_scalar", kArgs671, kOutcomes279},
    {"where_self__bfloat16_zero_dim__int_scalar", kArgs672, kOutcomes279},
    {"where_self__bfloat16_zero_dim__float_scalar", kArgs673, kOutcomes279},
    {"where_self__bfloat16_zero_dim__complex_scalar", kArgs674, kOutcomes65},
    {"where_self__float32_zero_dim__bool_dimensioned", kArgs675, kOutcomes36},
    {"where_self__float32_zero_dim__uint8_dimensioned", kArgs676, kOutcomes36},
    {"where_self__float32_zero_dim__int8_dimensioned", kArgs677, kOutcomes36},
    {"where_self__float32_zero_dim__int16_dimensioned", kArgs678, kOutcomes36},
    {"where_self__float32_zero_dim__int32_dimensioned", kArgs679, kOutcomes36},
    {"where_self__float32_zero_dim__int64_dimensioned", kArgs680, kOutcomes36},
    {"where_self__float32_zero_dim__float16_dimensioned", kArgs681, kOutcomes32},
    {"where_self__float32_zero_dim__bfloat16_dimensioned", kArgs682, kOutcomes34},
    {"where_self__float32_zero_dim__float32_dimensioned", kArgs683, kOutcomes36},
    {"where_self__float32_zero_dim__float64_dimensioned", kArgs684, kOutcomes38},
    {"where_self__float32_zero_dim__complex32_dimensioned", kArgs685, kOutcomes40},
    {"where_self__float32_zero_dim__complex64_dimensioned", kArgs686, kOutcomes42},
    {"where_self__float32_zero_dim__complex128_dimensioned", kArgs687, kOutcomes44},
    {"where_self__float32_zero_dim__bool_zero_dim", kArgs688, kOutcomes36},
    {"where_self__float32_zero_dim__uint8_zero_dim", kArgs689, kOutcomes36},
    {"where_self__float32_zero_dim__int8_zero_dim", kArgs690, kOutcomes36},
    {"where_self__float32_zero_dim__int16_zero_dim", kArgs691, kOutcomes36},
    {"where_self__float32_zero_dim__int32_zero_dim", kArgs692, kOutcomes36},
    {"where_self__float32_zero_dim__int64_zero_dim", kArgs693, kOutcomes36},
    {"where_self__float32_zero_dim__float16_zero_dim", kArgs694, kOutcomes36},
    {"where_self__float32_zero_dim__bfloat16_zero_dim", kArgs695, kOutcomes36},
    {"where_self__float32_zero_dim__float32_zero_dim", kArgs696, kOutcomes36},
    {"where_self__float32_zero_dim__float64_zero_dim", kArgs697, kOutcomes38},
    {"where_self__float32_zero_dim__complex32_zero_dim", kArgs698, kOutcomes42},
    {"where_self__float32_zero_dim__complex64_zero_dim", kArgs699, kOutcomes42},
    {"where_self__float32_zero_dim__complex128_zero_dim", kArgs700, kOutcomes44},
    {"where_self__float32_zero_dim__bool_scalar", kArgs701, kOutcomes63},
    {"where_self__float32_zero_dim__int_scalar", kArgs702, kOutcomes63},
    {"where_self__float32_zero_dim__float_scalar", kArgs703, kOutcomes63},
    {"where_self__float32_zero_dim__complex_scalar", kArgs704, kOutcomes65},
    {"where_self__float64_zero_dim__bool_dimensioned", kArgs705, kOutcomes38},
    {"where_self__float64_zero_dim__uint8_dimensioned", kArgs706, kOutcomes38},
    {"where_self__float64_zero_dim__int8_dimensioned", kArgs707, kOutcomes38},
    {"where_self__float64_zero_dim__int16_dimensioned", kArgs708, kOutcomes38},
    {"where_self__float64_zero_dim__int32_dimensioned", kArgs709, kOutcomes38},
    {"where_self__float64_zero_dim__int64_dimensioned", kArgs710, kOutcomes38},
    {"where_self__float64_zero_dim__float16_dimensioned", kArgs711, kOutcomes32},
    {"where_self__float64_zero_dim__bfloat16_dimensioned", kArgs712, kOutcomes34},
    {"where_self__float64_zero_dim__float32_dimensioned", kArgs713, kOutcomes36},
    {"where_self__float64_zero_dim__float64_dimensioned", kArgs714, kOutcomes38},
    {"where_self__float64_zero_dim__complex32_dimensioned", kArgs715, kOutcomes40},
    {"where_self__float64_zero_dim__complex64_dimensioned", kArgs716, kOutcomes42},
    {"where_self__float64_zero_dim__complex128_dimensioned", kArgs717, kOutcomes44},
    {"where_self__float64_zero_dim__bool_zero_dim", kArgs718, kOutcomes38},
    {"where_self__float64_zero_dim__uint8_zero_dim", kArgs719, kOutcomes38},
    {"where_self__float64_zero_dim__int8_zero_dim", kArgs720, kOutcomes38},
    {"where_self__float64_zero_dim__int16_zero_dim", kArgs721, kOutcomes38},
    {"where_self__float64_zero_dim__int32_zero_dim", kArgs722, kOutcomes38},
    {"where_self__float64_zero_dim__int64_zero_dim", kArgs723, kOutcomes38},
    {"where_self__float64_zero_dim__float16_zero_dim", kArgs724, kOutcomes38},
    {"where_self__float64_zero_dim__bfloat16_zero_dim", kArgs725, kOutcomes38},
    {"where_self__float64_zero_dim__float32_zero_dim", kArgs726, kOutcomes38},
    {"where_self__float64_zero_dim__float64_zero_dim", kArgs727, kOutcomes38},
    {"where_self__float64_zero_dim__complex32_zero_dim", kArgs728, kOutcomes44},
    {"where_self__float64_zero_dim__complex64_zero_dim", kArgs729, kOutcomes44},
    {"where_self__float64_zero_dim__complex128_zero_dim", kArgs730, kOutcomes44},
    {"where_self__float64_zero_dim__bool_scalar", kArgs731, kOutcomes340},
    {"where_self__float64_zero_dim__int_scalar", kArgs732, kOutcomes340},
    {"where_self__float64_zero_dim__float_scalar", kArgs733, kOutcomes340},
    {"where_self__float64_zero_dim__complex_scalar", kArgs734, kOutcomes344},
    {"where_self__complex32_zero_dim__bool_dimensioned", kArgs735, kOutcomes40},
    {"where_self__complex32_zero_dim__uint8_dimensioned", kArgs736, kOutcomes40},
    {"where_self__complex32_zero_dim__int8_dimensioned", kArgs737, kOutcomes40},
    {"where_self__complex32_zero_dim__int16_dimensioned", kArgs738, kOutcomes40},
    {"where_self__complex32_zero_dim__int32_dimensioned", kArgs739, kOutcomes40},
    {"where_self__complex32_zero_dim__int64_dimensioned", kArgs740, kOutcomes40},
    {"where_self__complex32_zero_dim__float16_dimensioned", kArgs741, kOutcomes40},
    {"where_self__complex32_zero_dim__bfloat16_dimensioned", kArgs742, kOutcomes42},
    {"where_self__complex32_zero_dim__float32_dimensioned", kArgs743, kOutcomes42},
    {"where_self__complex32_zero_dim__float64_dimensioned", kArgs744, kOutcomes44},
    {"where_self__complex32_zero_dim__complex32_dimensioned", kArgs745, kOutcomes40},
    {"where_self__complex32_zero_dim__complex64_dimensioned", kArgs746, kOutcomes42},
    {"where_self__complex32_zero_dim__complex128_dimensioned", kArgs747, kOutcomes44},
    {"where_self__complex32_zero_dim__bool_zero_dim", kArgs748, kOutcomes40},
    {"where_self__complex32_zero_dim__uint8_zero_dim", kArgs749, kOutcomes40},
    {"where_self__complex32_zero_dim__int8_zero_dim", kArgs750, kOutcomes40},
    {"where_self__complex32_zero_dim__int16_zero_dim", kArgs751, kOutcomes40},
    {"where_self__complex32_zero_dim__int32_zero_dim", kArgs752, kOutcomes40},
    {"where_self__complex32_zero_dim__int64_zero_dim", kArgs753, kOutcomes40},
    {"where_self__complex32_zero_dim__float16_zero_dim", kArgs754, kOutcomes40},
    {"where_self__complex32_zero_dim__bfloat16_zero_dim", kArgs755, kOutcomes42},
    {"where_self__complex32_zero_dim__float32_zero_dim", kArgs756, kOutcomes42},
    {"where_self__complex32_zero_dim__float64_zero_dim", kArgs757, kOutcomes44},
    {"where_self__complex32_zero_dim__complex32_zero_dim", kArgs758, kOutcomes40},
    {"where_self__complex32_zero_dim__complex64_zero_dim", kArgs759, kOutcomes42},
    {"where_self__complex32_zero_dim__complex128_zero_dim", kArgs760, kOutcomes44},
    {"where_self__complex32_zero_dim__bool_scalar", kArgs761, kOutcomes251},
    {"where_self__complex32_zero_dim__int_scalar", kArgs762, kOutcomes251},
    {"where_self__complex32_zero_dim__float_scalar", kArgs763, kOutcomes251},
    {"where_self__complex32_zero_dim__complex_scalar", kArgs764, kOutcomes251},
    {"where_self__complex64_zero_dim__bool_dimensioned", kArgs765, kOutcomes42},
    {"where_self__complex64_zero_dim__uint8_dimensioned", kArgs766, kOutcomes42},
    {"where_self__complex64_zero_dim__int8_dimensioned", kArgs767, kOutcomes42},
    {"where_self__complex64_zero_dim__int16_dimensioned", kArgs768, kOutcomes42},
    {"where_self__complex64_zero_dim__int32_dimensioned", kArgs769, kOutcomes42},
    {"where_self__complex64_zero_dim__int64_dimensioned", kArgs770, kOutcomes42},
    {"where_self__complex64_zero_dim__float16_dimensioned", kArgs771, kOutcomes40},
    {"where_self__complex64_zero_dim__bfloat16_dimensioned", kArgs772, kOutcomes42},
    {"where_self__complex64_zero_dim__float32_dimensioned", kArgs773, kOutcomes42},
    {"where_self__complex64_zero_dim__float64_dimensioned", kArgs774, kOutcomes44},
    {"where_self__complex64_zero_dim__complex32_dimensioned", kArgs775, kOutcomes40},
    {"where_self__complex64_zero_dim__complex64_dimensioned", kArgs776, kOutcomes42},
    {"where_self__complex64_zero_dim__complex128_dimensioned", kArgs777, kOutcomes44},
    {"where_self__complex64_zero_dim__bool_zero_dim", kArgs778, kOutcomes42},
    {"where_self__complex64_zero_dim__uint8_zero_dim", kArgs779, kOutcomes42},
    {"where_self__complex64_zero_dim__int8_zero_dim", kArgs780, kOutcomes42},
    {"where_self__complex64_zero_dim__int16_zero_dim", kArgs781, kOutcomes42},
    {"where_self__complex64_zero_dim__int32_zero_dim", kArgs782, kOutcomes42},
    {"where_self__complex64_zero_dim__int64_zero_dim", kArgs783, kOutcomes42},
    {"where_self__complex64_zero_dim__float16_zero_dim", kArgs784, kOutcomes42},
    {"where_self__complex64_zero_dim__bfloat16_zero_dim", kArgs785, kOutcomes42},
    {"where_self__complex64_zero_dim__float32_zero_dim", kArgs786, kOutcomes42},
    {"where_self__complex64_zero_dim__float64_zero_dim", kArgs787, kOutcomes44},
    {"where_self__complex64_zero_dim__complex32_zero_dim", kArgs788, kOutcomes42},
    {"where_self__complex64_zero_dim__complex64_zero_dim", kArgs789, kOutcomes42},
    {"where_self__complex64_zero_dim__complex128_zero_dim", kArgs790, kOutcomes44},
    {"where_self__complex64_zero_dim__bool_scalar", kArgs791, kOutcomes65},
    {"where_self__complex64_zero_dim__int_scalar", kArgs792, kOutcomes65},
    {"where_self__complex64_zero_dim__float_scalar", kArgs793, kOutcomes65},
    {"where_self__complex64_zero_dim__complex_scalar", kArgs794, kOutcomes65},
    {"where_self__complex128_zero_dim__bool_dimensioned", kArgs795, kOutcomes44},
    {"where_self__complex128_zero_dim__uint8_dimensioned", kArgs796, kOutcomes44},
    {"where_self__complex128_zero_dim__int8_dimensioned", kArgs797, kOutcomes44},
    {"where_self__complex128_zero_dim__int16_dimensioned", kArgs798, kOutcomes44},
    {"where_self__complex128_zero_dim__int32_dimensioned", kArgs799, kOutcomes44},
    {"where_self__complex128_zero_dim__int64_dimensioned", kArgs800, kOutcomes44},
    {"where_self__complex128_zero_dim__float16_dimensioned", kArgs801, kOutcomes40},
    {"where_self__complex128_zero_dim__bfloat16_dimensioned", kArgs802, kOutcomes42},
    {"where_self__complex128_zero_dim__float32_dimensioned", kArgs803, kOutcomes42},
    {"where_self__complex128_zero_dim__float64_dimensioned", kArgs804, kOutcomes44},
    {"where_self__complex128_zero_dim__complex32_dimensioned", kArgs805, kOutcomes40},
    {"where_self__complex128_zero_dim__complex64_dimensioned", kArgs806, kOutcomes42},
    {"where_self__complex128_zero_dim__complex128_dimensioned", kArgs807, kOutcomes44},
    {"where_self__complex128_zero_dim__bool_zero_dim", kArgs808, kOutcomes44},
    {"where_self__complex128_zero_dim__uint8_zero_dim", kArgs809, kOutcomes44},
    {"where_self__complex128_zero_dim__int8_zero_dim", kArgs810, kOutcomes44},
    {"where_self__complex128_zero_dim__int16_zero_dim", kArgs811, kOutcomes44},
    {"where_self__complex128_zero_dim__int32_zero_dim", kArgs812, kOutcomes44},
    {"where_self__complex128_zero_dim__int64_zero_dim", kArgs813, kOutcomes44},
    {"where_self__complex128_zero_dim__float16_zero_dim", kArgs814, kOutcomes44},
    {"where_self__complex128_zero_dim__bfloat16_zero_dim", kArgs815, kOutcomes44},
    {"where_self__complex128_zero_dim__float32_zero_dim", kArgs816, kOutcomes44},
    {"where_self__complex128_zero_dim__float64_zero_dim", kArgs817, kOutcomes44},
    {"where_self__complex128_zero_dim__complex32_zero_dim", kArgs818, kOutcomes44},
    {"where_self__complex128_zero_dim__complex64_zero_dim", kArgs819, kOutcomes44},
    {"where_self__complex128_zero_dim__complex128_zero_dim", kArgs820, kOutcomes44},
    {"where_self__complex128_zero_dim__bool_scalar", kArgs821, kOutcomes344},
    {"where_self__complex128_zero_dim__int_scalar", kArgs822, kOutcomes344},
    {"where_self__complex128_zero_dim__float_scalar", kArgs823, kOutcomes344},
    {"where_self__complex128_zero_dim__complex_scalar", kArgs824, kOutcomes344},
    {"where_self__bool_scalar__bool_dimensioned", kArgs825, kOutcomes826},
    {"where_self__bool_scalar__uint8_dimensioned", kArgs827, kOutcomes828},
    {"where_self__bool_scalar__int8_dimensioned", kArgs829, kOutcomes830},
    {"where_self__bool_scalar__int16_dimensioned", kArgs831, kOutcomes832},
    {"where_self__bool_scalar__int32_dimensioned", kArgs833, kOutcomes834},
    {"where_self__bool_scalar__int64_dimensioned", kArgs835, kOutcomes836},
    {"where_self__bool_scalar__float16_dimensioned", kArgs837, kOutcomes838},
    {"where_self__bool_scalar__bfloat16_dimensioned", kArgs839, kOutcomes840},
    {"where_self__bool_scalar__float32_dimensioned", kArgs841, kOutcomes842},
    {"where_self__bool_scalar__float64_dimensioned", kArgs843, kOutcomes844},
    {"where_self__bool_scalar__complex32_dimensioned", kArgs845, kOutcomes846},
    {"where_self__bool_scalar__complex64_dimensioned", kArgs847, kOutcomes848},
    {"where_self__bool_scalar__complex128_dimensioned", kArgs849, kOutcomes850},
    {"where_self__bool_scalar__bool_zero_dim", kArgs851, kOutcomes826},
    {"where_self__bool_scalar__uint8_zero_dim", kArgs852, kOutcomes828},
    {"where_self__bool_scalar__int8_zero_dim", kArgs853, kOutcomes830},
    {"where_self__bool_scalar__int16_zero_dim", kArgs854, kOutcomes832},
    {"where_self__bool_scalar__int32_zero_dim", kArgs855, kOutcomes834},
    {"where_self__bool_scalar__int64_zero_dim", kArgs856, kOutcomes836},
    {"where_self__bool_scalar__float16_zero_dim", kArgs857, kOutcomes838},
    {"where_self__bool_scalar__bfloat16_zero_dim", kArgs858, kOutcomes840},
    {"where_self__bool_scalar__float32_zero_dim", kArgs859, kOutcomes842},
    {"where_self__bool_scalar__float64_zero_dim", kArgs860, kOutcomes844},
    {"where_self__bool_scalar__complex32_zero_dim", kArgs861, kOutcomes846},
    {"where_self__bool_scalar__complex64_zero_dim", kArgs862, kOutcomes848},
    {"where_self__bool_scalar__complex128_zero_dim", kArgs863, kOutcomes850},
    {"where_self__int_scalar__bool_dimensioned", kArgs864, kOutcomes836},
    {"where_self__int_scalar__uint8_dimensioned", kArgs865, kOutcomes828},
    {"where_self__int_scalar__int8_dimensioned", kArgs866, kOutcomes830},
    {"where_self__int_scalar__int16_dimensioned", kArgs867, kOutcomes832},
    {"where_self__int_scalar__int32_dimensioned", kArgs868, kOutcomes834},
    {"where_self__int_scalar__int64_dimensioned", kArgs869, kOutcomes836},
    {"where_self__int_scalar__float16_dimensioned", kArgs870, kOutcomes838},
    {"where_self__int_scalar__bfloat16_dimensioned", kArgs871, kOutcomes840},
    {"where_self__int_scalar__float32_dimensioned", kArgs872, kOutcomes842},
    {"where_self__int_scalar__float64_dimensioned", kArgs873, kOutcomes844},
    {"where_self__int_scalar__complex32_dimensioned", kArgs874, kOutcomes846},
    {"where_self__int_scalar__complex64_dimensioned", kArgs875, kOutcomes848},
    {"where_self__int_scalar__complex128_dimensioned", kArgs876, kOutcomes850},
    {"where_self__int_scalar__bool_zero_dim", kArgs877, kOutcomes836},
    {"where_self__int_scalar__uint8_zero_dim", kArgs878, kOutcomes828},
    {"where_self__int_scalar__int8_zero_dim", kArgs879, kOutcomes830},
    {"where_self__int_scalar__int16_zero_dim", kArgs880, kOutcomes832},
    {"where_self__int_scalar__int32_zero_dim", kArgs881, kOutcomes834},
    {"where_self__int_scalar__int64_zero_dim", kArgs882, kOutcomes836},
    {"where_self__int_scalar__float16_zero_dim", kArgs883, kOutcomes838},
    {"where_self__int_scalar__bfloat16_zero_dim", kArgs884, kOutcomes840},
    {"where_self__int_scalar__float32_zero_dim", kArgs885, kOutcomes842},
    {"where_self__int_scalar__float64_zero_dim", kArgs886, kOutcomes844},
    {"where_self__int_scalar__complex32_zero_dim", kArgs887, kOutcomes846},
    {"where_self__int_scalar__complex64_zero_dim", kArgs888, kOutcomes848},
    {"where_self__int_scalar__complex128_zero_dim", kArgs889, kOutcomes850},
    {"where_self__float_scalar__bool_dimensioned", kArgs890, kOutcomes842},
    {"where_self__float_scalar__uint8_dimensioned", kArgs891, kOutcomes842},
    {"where_self__float_scalar__int8_dimensioned", kArgs892, kOutcomes842},
    {"where_self__float_scalar__int16_dimensioned", kArgs893, kOutcomes842},
    {"where_self__float_scalar__int32_dimensioned", kArgs894, kOutcomes842},
    {"where_self__float_scalar__int64_dimensioned", kArgs895, kOutcomes842},
    {"where_self__float_scalar__float16_dimensioned", kArgs896, kOutcomes838},
    {"where_self__float_scalar__bfloat16_dimensioned", kArgs897, kOutcomes840},
    {"where_self__float_scalar__float32_dimensioned", kArgs898, kOutcomes842},
    {"where_self__float_scalar__float64_dimensioned", kArgs899, kOutcomes844},
    {"where_self__float_scalar__complex32_dimensioned", kArgs900, kOutcomes846},
    {"where_self__float_scalar__complex64_dimensioned", kArgs901, kOutcomes848},
    {"where_self__float_scalar__complex128_dimensioned", kArgs902, kOutcomes850},
    {"where_self__float_scalar__bool_zero_dim", kArgs903, kOutcomes842},
    {"where_self__float_scalar__uint8_zero_dim", kArgs904, kOutcomes842},
    {"where_self__float_scalar__int8_zero_dim", kArgs905, kOutcomes842},
    {"where_self__float_scalar__int16_zero_dim", kArgs906, kOutcomes842},
    {"where_self__float_scalar__int32_zero_dim", kArgs907, kOutcomes842},
    {"where_self__float_scalar__int64_zero_dim", kArgs908, kOutcomes842},
    {"where_self__float_scalar__float16_zero_dim", kArgs909, kOutcomes838},
    {"where_self__float_scalar__bfloat16_zero_dim", kArgs910, kOutcomes840},
    {"where_self__float_scalar__float32_zero_dim", kArgs911, kOutcomes842},
    {"where_self__float_scalar__float64_zero_dim", kArgs912, kOutcomes844},
    {"where_self__float_scalar__complex32_zero_dim", kArgs913, kOutcomes846},
    {"where_self__float_scalar__complex64_zero_dim", kArgs914, kOutcomes848},
    {"where_self__float_scalar__complex128_zero_dim", kArgs915, kOutcomes850},
    {"where_self__complex_scalar__bool_dimensioned", kArgs916, kOutcomes848},
    {"where_self__complex_scalar__uint8_dimensioned", kArgs917, kOutcomes848},
    {"where_self__complex_scalar__int8_dimensioned", kArgs918, kOutcomes848},
    {"where_self__complex_scalar__int16_dimensioned", kArgs919, kOutcomes848},
    {"where_self__complex_scalar__int32_dimensioned", kArgs920, kOutcomes848},
    {"where_self__complex_scalar__int64_dimensioned", kArgs921, kOutcomes848},
    {"where_self__complex_scalar__float16_dimensioned", kArgs922, kOutcomes846},
    {"where_self__complex_scalar__bfloat16_dimensioned", kArgs923, kOutcomes848},
    {"where_self__complex_scalar__float32_dimensioned", kArgs924, kOutcomes848},
    {"where_self__complex_scalar__float64_dimensioned", kArgs925, kOutcomes850},
    {"where_self__complex_scalar__complex32_dimensioned", kArgs926, kOutcomes846},
    {"where_self__complex_scalar__complex64_dimensioned", kArgs927, kOutcomes848},
    {"where_self__complex_scalar__complex128_dimensioned", kArgs928, kOutcomes850},
    {"where_self__complex_scalar__bool_zero_dim", kArgs929, kOutcomes848},
    {"where_self__complex_scalar__uint8_zero_dim", kArgs930, kOutcomes848},
    {"where_self__complex_scalar__int8_zero_dim", kArgs931, kOutcomes848},
    {"where_self__complex_scalar__int16_zero_dim", kArgs932, kOutcomes848},
    {"where_self__complex_scalar__int32_zero_dim", kArgs933, kOutcomes848},
    {"where_self__complex_scalar__int64_zero_dim", kArgs934, kOutcomes848},
    {"where_self__complex_scalar__float16_zero_dim", kArgs935, kOutcomes846},
    {"where_self__complex_scalar__bfloat16_zero_dim", kArgs936, kOutcomes848},
    {"where_self__complex_scalar__float32_zero_dim", kArgs937, kOutcomes848},
    {"where_self__complex_scalar__float64_zero_dim", kArgs938, kOutcomes850},
    {"where_self__complex_scalar__complex32_zero_dim", kArgs939, kOutcomes846},
    {"where_self__complex_scalar__complex64_zero_dim", kArgs940, kOutcomes848},
    {"where_self__complex_scalar__complex128_zero_dim", kArgs941, kOutcomes850},
};
constexpr ArgSpec kOut942 = tensor_spec(kBool, kInts18);
constexpr Outcome kOutcomes943[] = {call(2).out_tensor(&kOut942).dtype(kBool).shape(kInts18).same_as(SameAs::Out)};
constexpr ArgSpec kOut944 = tensor_spec(kUInt8, kInts18);
constexpr ErrorSpec kError945 = {"RuntimeError", "Found dtype Byte but expected Bool", Match::Exact};
constexpr Outcome kOutcomes946[] = {call(2).out_tensor(&kOut944).raises(&kError945)};
constexpr ArgSpec kOut947 = tensor_spec(kInt8, kInts18);
constexpr ErrorSpec kError948 = {"RuntimeError", "Found dtype Char but expected Bool", Match::Exact};
constexpr Outcome kOutcomes949[] = {call(2).out_tensor(&kOut947).raises(&kError948)};
constexpr ArgSpec kOut950 = tensor_spec(kInt16, kInts18);
constexpr ErrorSpec kError951 = {"RuntimeError", "Found dtype Short but expected Bool", Match::Exact};
constexpr Outcome kOutcomes952[] = {call(2).out_tensor(&kOut950).raises(&kError951)};
constexpr ArgSpec kOut953 = tensor_spec(kInt32, kInts18);
constexpr ErrorSpec kError954 = {"RuntimeError", "Found dtype Int but expected Bool", Match::Exact};
constexpr Outcome kOutcomes955[] = {call(2).out_tensor(&kOut953).raises(&kError954)};
constexpr ArgSpec kOut956 = tensor_spec(kInt64, kInts18);
constexpr ErrorSpec kError957 = {"RuntimeError", "Found dtype Long but expected Bool", Match::Exact};
constexpr Outcome kOutcomes958[] = {call(2).out_tensor(&kOut956).raises(&kError957)};
constexpr ArgSpec kOut959 = tensor_spec(kHalf, kInts18);
constexpr ErrorSpec kError960 = {"RuntimeError", "Found dtype Half but expected Bool", Match::Exact};
constexpr Outcome kOutcomes961[] = {call(2).out_tensor(&kOut959).raises(&kError960)};
constexpr ArgSpec kOut962 = tensor_spec(kBFloat16, kInts18);
constexpr ErrorSpec kError963 = {"RuntimeError", "Found dtype BFloat16 but expected Bool", Match::Exact};
constexpr Outcome kOutcomes964[] = {call(2).out_tensor(&kOut962).raises(&kError963)};
constexpr ArgSpec kOut965 = tensor_spec(kFloat, kInts18);
constexpr ErrorSpec kError966 = {"RuntimeError", "Found dtype Float but expected Bool", Match::Exact};
constexpr Outcome kOutcomes967[] = {call(2).out_tensor(&kOut965).raises(&kError966)};
constexpr ArgSpec kOut968 = tensor_spec(kDouble, kInts18);
constexpr ErrorSpec kError969 = {"RuntimeError", "Found dtype Double but expected Bool", Match::Exact};
constexpr Outcome kOutcomes970[] = {call(2).out_tensor(&kOut968).raises(&kError969)};
constexpr ArgSpec kOut971 = tensor_spec(kComplexHalf, kInts18);
constexpr ErrorSpec kError972 = {"RuntimeError", "Found dtype ComplexHalf but expected Bool", Match::Exact};
constexpr Outcome kOutcomes973[] = {call(2).out_tensor(&kOut971).raises(&kError972)};
constexpr ArgSpec kOut974 = tensor_spec(kComplexFloat, kInts18);
constexpr ErrorSpec kError975 = {"RuntimeError", "Found dtype ComplexFloat but expected Bool", Match::Exact};
constexpr Outcome kOutcomes976[] = {call(2).out_tensor(&kOut974).raises(&kError975)};
constexpr ArgSpec kOut977 = tensor_spec(kComplexDouble, kInts18);
constexpr ErrorSpec kError978 = {"RuntimeError", "Found dtype ComplexDouble but expected Bool", Match::Exact};
constexpr Outcome kOutcomes979[] = {call(2).out_tensor(&kOut977).raises(&kError978)};
constexpr ErrorSpec kError980 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes981[] = {call(2).out_tensor(&kOut942).raises(&kError980)};
constexpr Outcome kOutcomes982[] = {call(2).out_tensor(&kOut944).dtype(kUInt8).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError983 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes984[] = {call(2).out_tensor(&kOut947).raises(&kError983)};
constexpr ErrorSpec kError985 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes986[] = {call(2).out_tensor(&kOut950).raises(&kError985)};
constexpr ErrorSpec kError987 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes988[] = {call(2).out_tensor(&kOut953).raises(&kError987)};
constexpr ErrorSpec kError989 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes990[] = {call(2).out_tensor(&kOut956).raises(&kError989)};
constexpr ErrorSpec kError991 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes992[] = {call(2).out_tensor(&kOut959).raises(&kError991)};
constexpr ErrorSpec kError993 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes994[] = {call(2).out_tensor(&kOut962).raises(&kError993)};
constexpr ErrorSpec kError995 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes996[] = {call(2).out_tensor(&kOut965).raises(&kError995)};
constexpr ErrorSpec kError997 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes998[] = {call(2).out_tensor(&kOut968).raises(&kError997)};
constexpr ErrorSpec kError999 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1000[] = {call(2).out_tensor(&kOut971).raises(&kError999)};
constexpr ErrorSpec kError1001 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1002[] = {call(2).out_tensor(&kOut974).raises(&kError1001)};
constexpr ErrorSpec kError1003 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1004[] = {call(2).out_tensor(&kOut977).raises(&kError1003)};
constexpr ErrorSpec kError1005 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes1006[] = {call(2).out_tensor(&kOut942).raises(&kError1005)};
constexpr ErrorSpec kError1007 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes1008[] = {call(2).out_tensor(&kOut944).raises(&kError1007)};
constexpr Outcome kOutcomes1009[] = {call(2).out_tensor(&kOut947).dtype(kInt8).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1010 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes1011[] = {call(2).out_tensor(&kOut950).raises(&kError1010)};
constexpr ErrorSpec kError1012 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes1013[] = {call(2).out_tensor(&kOut953).raises(&kError1012)};
constexpr ErrorSpec kError1014 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes1015[] = {call(2).out_tensor(&kOut956).raises(&kError1014)};
constexpr ErrorSpec kError1016 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes1017[] = {call(2).out_tensor(&kOut959).raises(&kError1016)};
constexpr ErrorSpec kError1018 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes1019[] = {call(2).out_tensor(&kOut962).raises(&kError1018)};
constexpr ErrorSpec kError1020 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes1021[] = {call(2).out_tensor(&kOut965).raises(&kError1020)};
constexpr ErrorSpec kError1022 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes1023[] = {call(2).out_tensor(&kOut968).raises(&kError1022)};
constexpr ErrorSpec kError1024 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes1025[] = {call(2).out_tensor(&kOut971).raises(&kError1024)};
constexpr ErrorSpec kError1026 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes1027[] = {call(2).out_tensor(&kOut974).raises(&kError1026)};
constexpr ErrorSpec kError1028 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes1029[] = {call(2).out_tensor(&kOut977).raises(&kError1028)};
constexpr ErrorSpec kError1030 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes1031[] = {call(2).out_tensor(&kOut942).raises(&kError1030)};
constexpr ErrorSpec kError1032 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes1033[] = {call(2).out_tensor(&kOut944).raises(&kError1032)};
constexpr ErrorSpec kError1034 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes1035[] = {call(2).out_tensor(&kOut947).raises(&kError1034)};
constexpr Outcome kOutcomes1036[] = {call(2).out_tensor(&kOut950).dtype(kInt16).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1037 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes1038[] = {call(2).out_tensor(&kOut953).raises(&kError1037)};
constexpr ErrorSpec kError1039 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes1040[] = {call(2).out_tensor(&kOut956).raises(&kError1039)};
constexpr ErrorSpec kError1041 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes1042[] = {call(2).out_tensor(&kOut959).raises(&kError1041)};
constexpr ErrorSpec kError1043 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes1044[] = {call(2).out_tensor(&kOut962).raises(&kError1043)};
constexpr ErrorSpec kError1045 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes1046[] = {call(2).out_tensor(&kOut965).raises(&kError1045)};
constexpr ErrorSpec kError1047 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes1048[] = {call(2).out_tensor(&kOut968).raises(&kError1047)};
constexpr ErrorSpec kError1049 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes1050[] = {call(2).out_tensor(&kOut971).raises(&kError1049)};
constexpr ErrorSpec kError1051 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes1052[] = {call(2).out_tensor(&kOut974).raises(&kError1051)};
constexpr ErrorSpec kError1053 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes1054[] = {call(2).out_tensor(&kOut977).raises(&kError1053)};
constexpr ErrorSpec kError1055 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes1056[] = {call(2).out_tensor(&kOut942).raises(&kError1055)};
constexpr ErrorSpec kError1057 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes1058[] = {call(2).out_tensor(&kOut944).raises(&kError1057)};
constexpr ErrorSpec kError1059 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes1060[] = {call(2).out_tensor(&kOut947).raises(&kError1059)};
constexpr ErrorSpec kError1061 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes1062[] = {call(2).out_tensor(&kOut950).raises(&kError1061)};
constexpr Outcome kOutcomes1063[] = {call(2).out_tensor(&kOut953).dtype(kInt32).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1064 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes1065[] = {call(2).out_tensor(&kOut956).raises(&kError1064)};
constexpr ErrorSpec kError1066 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes1067[] = {call(2).out_tensor(&kOut959).raises(&kError1066)};
constexpr ErrorSpec kError1068 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes1069[] = {call(2).out_tensor(&kOut962).raises(&kError1068)};
constexpr ErrorSpec kError1070 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes1071[] = {call(2).out_tensor(&kOut965).raises(&kError1070)};
constexpr ErrorSpec kError1072 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes1073[] = {call(2).out_tensor(&kOut968).raises(&kError1072)};
constexpr ErrorSpec kError1074 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes1075[] = {call(2).out_tensor(&kOut971).raises(&kError1074)};
constexpr ErrorSpec kError1076 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes1077[] = {call(2).out_tensor(&kOut974).raises(&kError1076)};
constexpr ErrorSpec kError1078 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes1079[] = {call(2).out_tensor(&kOut977).raises(&kError1078)};
constexpr ErrorSpec kError1080 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes1081[] = {call(2).out_tensor(&kOut942).raises(&kError1080)};
constexpr ErrorSpec kError1082 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes1083[] = {call(2).out_tensor(&kOut944).raises(&kError1082)};
constexpr ErrorSpec kError1084 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes1085[] = {call(2).out_tensor(&kOut947).raises(&kError1084)};
constexpr ErrorSpec kError1086 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes1087[] = {call(2).out_tensor(&kOut950).raises(&kError1086)};
constexpr ErrorSpec kError1088 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes1089[] = {call(2).out_tensor(&kOut953).raises(&kError1088)};
constexpr Outcome kOutcomes1090[] = {call(2).out_tensor(&kOut956).dtype(kInt64).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1091 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes1092[] = {call(2).out_tensor(&kOut959).raises(&kError1091)};
constexpr ErrorSpec kError1093 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes1094[] = {call(2).out_tensor(&kOut962).raises(&kError1093)};
constexpr ErrorSpec kError1095 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes1096[] = {call(2).out_tensor(&kOut965).raises(&kError1095)};
constexpr ErrorSpec kError1097 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes1098[] = {call(2).out_tensor(&kOut968).raises(&kError1097)};
constexpr ErrorSpec kError1099 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes1100[] = {call(2).out_tensor(&kOut971).raises(&kError1099)};
constexpr ErrorSpec kError1101 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes1102[] = {call(2).out_tensor(&kOut974).raises(&kError1101)};
constexpr ErrorSpec kError1103 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes1104[] = {call(2).out_tensor(&kOut977).raises(&kError1103)};
constexpr ErrorSpec kError1105 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes1106[] = {call(2).out_tensor(&kOut942).raises(&kError1105)};
constexpr ErrorSpec kError1107 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes1108[] = {call(2).out_tensor(&kOut944).raises(&kError1107)};
constexpr ErrorSpec kError1109 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes1110[] = {call(2).out_tensor(&kOut947).raises(&kError1109)};
constexpr ErrorSpec kError1111 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes1112[] = {call(2).out_tensor(&kOut950).raises(&kError1111)};
constexpr ErrorSpec kError1113 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes1114[] = {call(2).out_tensor(&kOut953).raises(&kError1113)};
constexpr ErrorSpec kError1115 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes1116[] = {call(2).out_tensor(&kOut956).raises(&kError1115)};
constexpr Outcome kOutcomes1117[] = {call(2).out_tensor(&kOut959).dtype(kHalf).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1118 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes1119[] = {call(2).out_tensor(&kOut962).raises(&kError1118)};
constexpr ErrorSpec kError1120 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes1121[] = {call(2).out_tensor(&kOut965).raises(&kError1120)};
constexpr ErrorSpec kError1122 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes1123[] = {call(2).out_tensor(&kOut968).raises(&kError1122)};
constexpr ErrorSpec kError1124 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes1125[] = {call(2).out_tensor(&kOut971).raises(&kError1124)};
constexpr ErrorSpec kError1126 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes1127[] = {call(2).out_tensor(&kOut974).raises(&kError1126)};
constexpr ErrorSpec kError1128 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes1129[] = {call(2).out_tensor(&kOut977).raises(&kError1128)};
constexpr ErrorSpec kError1130 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1131[] = {call(2).out_tensor(&kOut942).raises(&kError1130)};
constexpr ErrorSpec kError1132 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1133[] = {call(2).out_tensor(&kOut944).raises(&kError1132)};
constexpr ErrorSpec kError1134 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1135[] = {call(2).out_tensor(&kOut947).raises(&kError1134)};
constexpr ErrorSpec kError1136 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1137[] = {call(2).out_tensor(&kOut950).raises(&kError1136)};
constexpr ErrorSpec kError1138 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1139[] = {call(2).out_tensor(&kOut953).raises(&kError1138)};
constexpr ErrorSpec kError1140 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1141[] = {call(2).out_tensor(&kOut956).raises(&kError1140)};
constexpr ErrorSpec kError1142 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1143[] = {call(2).out_tensor(&kOut959).raises(&kError1142)};
constexpr Outcome kOutcomes1144[] = {call(2).out_tensor(&kOut962).dtype(kBFloat16).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1145 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1146[] = {call(2).out_tensor(&kOut965).raises(&kError1145)};
constexpr ErrorSpec kError1147 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1148[] = {call(2).out_tensor(&kOut968).raises(&kError1147)};
constexpr ErrorSpec kError1149 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1150[] = {call(2).out_tensor(&kOut971).raises(&kError1149)};
constexpr ErrorSpec kError1151 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1152[] = {call(2).out_tensor(&kOut974).raises(&kError1151)};
constexpr ErrorSpec kError1153 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1154[] = {call(2).out_tensor(&kOut977).raises(&kError1153)};
constexpr ErrorSpec kError1155 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes1156[] = {call(2).out_tensor(&kOut942).raises(&kError1155)};
constexpr ErrorSpec kError1157 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes1158[] = {call(2).out_tensor(&kOut944).raises(&kError1157)};
constexpr ErrorSpec kError1159 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes1160[] = {call(2).out_tensor(&kOut947).raises(&kError1159)};
constexpr ErrorSpec kError1161 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes1162[] = {call(2).out_tensor(&kOut950).raises(&kError1161)};
constexpr ErrorSpec kError1163 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes1164[] = {call(2).out_tensor(&kOut953).raises(&kError1163)};
constexpr ErrorSpec kError1165 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes1166[] = {call(2).out_tensor(&kOut956).raises(&kError1165)};
constexpr ErrorSpec kError1167 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes1168[] = {call(2).out_tensor(&kOut959).raises(&kError1167)};
constexpr ErrorSpec kError1169 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes1170[] = {call(2).out_tensor(&kOut962).raises(&kError1169)};
constexpr Outcome kOutcomes1171[] = {call(2).out_tensor(&kOut965).dtype(kFloat).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1172 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes1173[] = {call(2).out_tensor(&kOut968).raises(&kError1172)};
constexpr ErrorSpec kError1174 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes1175[] = {call(2).out_tensor(&kOut971).raises(&kError1174)};
constexpr ErrorSpec kError1176 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes1177[] = {call(2).out_tensor(&kOut974).raises(&kError1176)};
constexpr ErrorSpec kError1178 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes1179[] = {call(2).out_tensor(&kOut977).raises(&kError1178)};
constexpr ErrorSpec kError1180 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes1181[] = {call(2).out_tensor(&kOut942).raises(&kError1180)};
constexpr ErrorSpec kError1182 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes1183[] = {call(2).out_tensor(&kOut944).raises(&kError1182)};
constexpr ErrorSpec kError1184 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes1185[] = {call(2).out_tensor(&kOut947).raises(&kError1184)};
constexpr ErrorSpec kError1186 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes1187[] = {call(2).out_tensor(&kOut950).raises(&kError1186)};
constexpr ErrorSpec kError1188 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes1189[] = {call(2).out_tensor(&kOut953).raises(&kError1188)};
constexpr ErrorSpec kError1190 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes1191[] = {call(2).out_tensor(&kOut956).raises(&kError1190)};
constexpr ErrorSpec kError1192 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes1193[] = {call(2).out_tensor(&kOut959).raises(&kError1192)};
constexpr ErrorSpec kError1194 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes1195[] = {call(2).out_tensor(&kOut962).raises(&kError1194)};
constexpr ErrorSpec kError1196 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes1197[] = {call(2).out_tensor(&kOut965).raises(&kError1196)};
constexpr Outcome kOutcomes1198[] = {call(2).out_tensor(&kOut968).dtype(kDouble).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1199 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes1200[] = {call(2).out_tensor(&kOut971).raises(&kError1199)};
constexpr ErrorSpec kError1201 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes1202[] = {call(2).out_tensor(&kOut974).raises(&kError1201)};
constexpr ErrorSpec kError1203 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes1204[] = {call(2).out_tensor(&kOut977).raises(&kError1203)};
constexpr ErrorSpec kError1205 = {"RuntimeError", "Found dtype Bool but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1206[] = {call(2).out_tensor(&kOut942).raises(&kError1205)};
constexpr ErrorSpec kError1207 = {"RuntimeError", "Found dtype Byte but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1208[] = {call(2).out_tensor(&kOut944).raises(&kError1207)};
constexpr ErrorSpec kError1209 = {"RuntimeError", "Found dtype Char but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1210[] = {call(2).out_tensor(&kOut947).raises(&kError1209)};
constexpr ErrorSpec kError1211 = {"RuntimeError", "Found dtype Short but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1212[] = {call(2).out_tensor(&kOut950).raises(&kError1211)};
constexpr ErrorSpec kError1213 = {"RuntimeError", "Found dtype Int but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1214[] = {call(2).out_tensor(&kOut953).raises(&kError1213)};
constexpr ErrorSpec kError1215 = {"RuntimeError", "Found dtype Long but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1216[] = {call(2).out_tensor(&kOut956).raises(&kError1215)};
constexpr ErrorSpec kError1217 = {"RuntimeError", "Found dtype Half but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1218[] = {call(2).out_tensor(&kOut959).raises(&kError1217)};
constexpr ErrorSpec kError1219 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1220[] = {call(2).out_tensor(&kOut962).raises(&kError1219)};
constexpr ErrorSpec kError1221 = {"RuntimeError", "Found dtype Float but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1222[] = {call(2).out_tensor(&kOut965).raises(&kError1221)};
constexpr ErrorSpec kError1223 = {"RuntimeError", "Found dtype Double but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1224[] = {call(2).out_tensor(&kOut968).raises(&kError1223)};
constexpr Outcome kOutcomes1225[] = {call(2).out_tensor(&kOut971).dtype(kComplexHalf).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1226 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1227[] = {call(2).out_tensor(&kOut974).raises(&kError1226)};
constexpr ErrorSpec kError1228 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1229[] = {call(2).out_tensor(&kOut977).raises(&kError1228)};
constexpr ErrorSpec kError1230 = {"RuntimeError", "Found dtype Bool but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1231[] = {call(2).out_tensor(&kOut942).raises(&kError1230)};
constexpr ErrorSpec kError1232 = {"RuntimeError", "Found dtype Byte but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1233[] = {call(2).out_tensor(&kOut944).raises(&kError1232)};
constexpr ErrorSpec kError1234 = {"RuntimeError", "Found dtype Char but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1235[] = {call(2).out_tensor(&kOut947).raises(&kError1234)};
constexpr ErrorSpec kError1236 = {"RuntimeError", "Found dtype Short but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1237[] = {call(2).out_tensor(&kOut950).raises(&kError1236)};
constexpr ErrorSpec kError1238 = {"RuntimeError", "Found dtype Int but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1239[] = {call(2).out_tensor(&kOut953).raises(&kError1238)};
constexpr ErrorSpec kError1240 = {"RuntimeError", "Found dtype Long but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1241[] = {call(2).out_tensor(&kOut956).raises(&kError1240)};
constexpr ErrorSpec kError1242 = {"RuntimeError", "Found dtype Half but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1243[] = {call(2).out_tensor(&kOut959).raises(&kError1242)};
constexpr ErrorSpec kError1244 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1245[] = {call(2).out_tensor(&kOut962).raises(&kError1244)};
constexpr ErrorSpec kError1246 = {"RuntimeError", "Found dtype Float but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1247[] = {call(2).out_tensor(&kOut965).raises(&kError1246)};
constexpr ErrorSpec kError1248 = {"RuntimeError", "Found dtype Double but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1249[] = {call(2).out_tensor(&kOut968).raises(&kError1248)};
constexpr ErrorSpec kError1250 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1251[] = {call(2).out_tensor(&kOut971).raises(&kError1250)};
constexpr Outcome kOutcomes1252[] = {call(2).out_tensor(&kOut974).dtype(kComplexFloat).shape(kInts18).same_as(SameAs::Out)};
constexpr ErrorSpec kError1253 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1254[] = {call(2).out_tensor(&kOut977).raises(&kError1253)};
constexpr ErrorSpec kError1255 = {"RuntimeError", "Found dtype Bool but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1256[] = {call(2).out_tensor(&kOut942).raises(&kError1255)};
constexpr ErrorSpec kError1257 = {"RuntimeError", "Found dtype Byte but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1258[] = {call(2).out_tensor(&kOut944).raises(&kError1257)};
constexpr ErrorSpec kError1259 = {"RuntimeError", "Found dtype Char but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1260[] = {call(2).out_tensor(&kOut947).raises(&kError1259)};
constexpr ErrorSpec kError1261 = {"RuntimeError", "Found dtype Short but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1262[] = {call(2).out_tensor(&kOut950).raises(&kError1261)};
constexpr ErrorSpec kError1263 = {"RuntimeError", "Found dtype Int but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1264[] = {call(2).out_tensor(&kOut953).raises(&kError1263)};
constexpr ErrorSpec kError1265 = {"RuntimeError", "Found dtype Long but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1266[] = {call(2).out_tensor(&kOut956).raises(&kError1265)};
constexpr ErrorSpec kError1267 = {"RuntimeError", "Found dtype Half but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1268[] = {call(2).out_tensor(&kOut959).raises(&kError1267)};
constexpr ErrorSpec kError1269 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1270[] = {call(2).out_tensor(&kOut962).raises(&kError1269)};
constexpr ErrorSpec kError1271 = {"RuntimeError", "Found dtype Float but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1272[] = {call(2).out_tensor(&kOut965).raises(&kError1271)};
constexpr ErrorSpec kError1273 = {"RuntimeError", "Found dtype Double but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1274[] = {call(2).out_tensor(&kOut968).raises(&kError1273)};
constexpr ErrorSpec kError1275 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1276[] = {call(2).out_tensor(&kOut971).raises(&kError1275)};
constexpr ErrorSpec kError1277 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1278[] = {call(2).out_tensor(&kOut974).raises(&kError1277)};
constexpr Outcome kOutcomes1279[] = {call(2).out_tensor(&kOut977).dtype(kComplexDouble).shape(kInts18).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"where_self__out__bool__to__bool", kArgs19, kOutcomes943},
    {"where_self__out__bool__to__uint8", kArgs19, kOutcomes946},
    {"where_self__out__bool__to__int8", kArgs19, kOutcomes949},
    {"where_self__out__bool__to__int16", kArgs19, kOutcomes952},
    {"where_self__out__bool__to__int32", kArgs19, kOutcomes955},
    {"where_self__out__bool__to__int64", kArgs19, kOutcomes958},
    {"where_self__out__bool__to__float16", kArgs19, kOutcomes961},
    {"where_self__out__bool__to__bfloat16", kArgs19, kOutcomes964},
    {"where_self__out__bool__to__float32", kArgs19, kOutcomes967},
    {"where_self__out__bool__to__float64", kArgs19, kOutcomes970},
    {"where_self__out__bool__to__complex32", kArgs19, kOutcomes973},
    {"where_self__out__bool__to__complex64", kArgs19, kOutcomes976},
    {"where_self__out__bool__to__complex128", kArgs19, kOutcomes979},
    {"where_self__out__uint8__to__bool", kArgs67, kOutcomes981},
    {"where_self__out__uint8__to__uint8", kArgs67, kOutcomes982},
    {"where_self__out__uint8__to__int8", kArgs67, kOutcomes984},
    {"where_self__out__uint8__to__int16", kArgs67, kOutcomes986},
    {"where_self__out__uint8__to__int32", kArgs67, kOutcomes988},
    {"where_self__out__uint8__to__int64", kArgs67, kOutcomes990},
    {"where_self__out__uint8__to__float16", kArgs67, kOutcomes992},
    {"where_self__out__uint8__to__bfloat16", kArgs67, kOutcomes994},
    {"where_self__out__uint8__to__float32", kArgs67, kOutcomes996},
    {"where_self__out__uint8__to__float64", kArgs67, kOutcomes998},
    {"where_self__out__uint8__to__complex32", kArgs67, kOutcomes1000},
    {"where_self__out__uint8__to__complex64", kArgs67, kOutcomes1002},
    {"where_self__out__uint8__to__complex128", kArgs67, kOutcomes1004},
    {"where_self__out__int8__to__bool", kArgs99, kOutcomes1006},
    {"where_self__out__int8__to__uint8", kArgs99, kOutcomes1008},
    {"where_self__out__int8__to__int8", kArgs99, kOutcomes1009},
    {"where_self__out__int8__to__int16", kArgs99, kOutcomes1011},
    {"where_self__out__int8__to__int32", kArgs99, kOutcomes1013},
    {"where_self__out__int8__to__int64", kArgs99, kOutcomes1015},
    {"where_self__out__int8__to__float16", kArgs99, kOutcomes1017},
    {"where_self__out__int8__to__bfloat16", kArgs99, kOutcomes1019},
    {"where_self__out__int8__to__float32", kArgs99, kOutcomes1021},
    {"where_self__out__int8__to__float64", kArgs99, kOutcomes1023},
    {"where_self__out__int8__to__complex32", kArgs99, kOutcomes1025},
    {"where_self__out__int8__to__complex64", kArgs99, kOutcomes1027},
    {"where_self__out__int8__to__complex128", kArgs99, kOutcomes1029},
    {"where_self__out__int16__to__bool", kArgs131, kOutcomes1031},
    {"where_self__out__int16__to__uint8", kArgs131, kOutcomes1033},
    {"where_self__out__int16__to__int8", kArgs131, kOutcomes1035},
    {"where_self__out__int16__to__int16", kArgs131, kOutcomes1036},
    {"where_self__out__int16__to__int32", kArgs131, kOutcomes1038},
    {"where_self__out__int16__to__int64", kArgs131, kOutcomes1040},
    {"where_self__out__int16__to__float16", kArgs131, kOutcomes1042},
    {"where_self__out__int16__to__bfloat16", kArgs131, kOutcomes1044},
    {"where_self__out__int16__to__float32", kArgs131, kOutcomes1046},
    {"where_self__out__int16__to__float64", kArgs131, kOutcomes1048},
    {"where_self__out__int16__to__complex32", kArgs131, kOutcomes1050},
    {"where_self__out__int16__to__complex64", kArgs131, kOutcomes1052},
    {"where_self__out__int16__to__complex128", kArgs131, kOutcomes1054},
    {"where_self__out__int32__to__bool", kArgs163, kOutcomes1056},
    {"where_self__out__int32__to__uint8", kArgs163, kOutcomes1058},
    {"where_self__out__int32__to__int8", kArgs163, kOutcomes1060},
    {"where_self__out__int32__to__int16", kArgs163, kOutcomes1062},
    {"where_self__out__int32__to__int32", kArgs163, kOutcomes1063},
    {"where_self__out__int32__to__int64", kArgs163, kOutcomes1065},
    {"where_self__out__int32__to__float16", kArgs163, kOutcomes1067},
    {"where_self__out__int32__to__bfloat16", kArgs163, kOutcomes1069},
    {"where_self__out__int32__to__float32", kArgs163, kOutcomes1071},
    {"where_self__out__int32__to__float64", kArgs163, kOutcomes1073},
    {"where_self__out__int32__to__complex32", kArgs163, kOutcomes1075},
    {"where_self__out__int32__to__complex64", kArgs163, kOutcomes1077},
    {"where_self__out__int32__to__complex128", kArgs163, kOutcomes1079},
    {"where_self__out__int64__to__bool", kArgs195, kOutcomes1081},
    {"where_self__out__int64__to__uint8", kArgs195, kOutcomes1083},
    {"where_self__out__int64__to__int8", kArgs195, kOutcomes1085},
    {"where_self__out__int64__to__int16", kArgs195, kOutcomes1087},
    {"where_self__out__int64__to__int32", kArgs195, kOutcomes1089},
    {"where_self__out__int64__to__int64", kArgs195, kOutcomes1090},
    {"where_self__out__int64__to__float16", kArgs195, kOutcomes1092},
    {"where_self__out__int64__to__bfloat16", kArgs195, kOutcomes1094},
    {"where_self__out__int64__to__float32", kArgs195, kOutcomes1096},
    {"where_self__out__int64__to__float64", kArgs195, kOutcomes1098},
    {"where_self__out__int64__to__complex32", kArgs195, kOutcomes1100},
    {"where_self__out__int64__to__complex64", kArgs195, kOutcomes1102},
    {"where_self__out__int64__to__complex128", kArgs195, kOutcomes1104},
    {"where_self__out__float16__to__bool", kArgs226, kOutcomes1106},
    {"where_self__out__float16__to__uint8", kArgs226, kOutcomes1108},
    {"where_self__out__float16__to__int8", kArgs226, kOutcomes1110},
    {"where_self__out__float16__to__int16", kArgs226, kOutcomes1112},
    {"where_self__out__float16__to__int32", kArgs226, kOutcomes1114},
    {"where_self__out__float16__to__int64", kArgs226, kOutcomes1116},
    {"where_self__out__float16__to__float16", kArgs226, kOutcomes1117},
    {"where_self__out__float16__to__bfloat16", kArgs226, kOutcomes1119},
    {"where_self__out__float16__to__float32", kArgs226, kOutcomes1121},
    {"where_self__out__float16__to__float64", kArgs226, kOutcomes1123},
    {"where_self__out__float16__to__complex32", kArgs226, kOutcomes1125},
    {"where_self__out__float16__to__complex64", kArgs226, kOutcomes1127},
    {"where_self__out__float16__to__complex128", kArgs226, kOutcomes1129},
    {"where_self__out__bfloat16__to__bool", kArgs259, kOutcomes1131},
    {"where_self__out__bfloat16__to__uint8", kArgs259, kOutcomes1133},
    {"where_self__out__bfloat16__to__int8", kArgs259, kOutcomes1135},
    {"where_self__out__bfloat16__to__int16", kArgs259, kOutcomes1137},
    {"where_self__out__bfloat16__to__int32", kArgs259, kOutcomes1139},
    {"where_self__out__bfloat16__to__int64", kArgs259, kOutcomes1141},
    {"where_self__out__bfloat16__to__float16", kArgs259, kOutcomes1143},
    {"where_self__out__bfloat16__to__bfloat16", kArgs259, kOutcomes1144},
    {"where_self__out__bfloat16__to__float32", kArgs259, kOutcomes1146},
    {"where_self__out__bfloat16__to__float64", kArgs259, kOutcomes1148},
    {"where_self__out__bfloat16__to__complex32", kArgs259, kOutcomes1150},
    {"where_self__out__bfloat16__to__complex64", kArgs259, kOutcomes1152},
    {"where_self__out__bfloat16__to__complex128", kArgs259, kOutcomes1154},
    {"where_self__out__float32__to__bool", kArgs291, kOutcomes1156},
    {"where_self__out__float32__to__uint8", kArgs291, kOutcomes1158},
    {"where_self__out__float32__to__int8", kArgs291, kOutcomes1160},
    {"where_self__out__float32__to__int16", kArgs291, kOutcomes1162},
    {"where_self__out__float32__to__int32", kArgs291, kOutcomes1164},
    {"where_self__out__float32__to__int64", kArgs291, kOutcomes1166},
    {"where_self__out__float32__to__float16", kArgs291, kOutcomes1168},
    {"where_self__out__float32__to__bfloat16", kArgs291, kOutcomes1170},
    {"where_self__out__float32__to__float32", kArgs291, kOutcomes1171},
    {"where_self__out__float32__to__float64", kArgs291, kOutcomes1173},
    {"where_self__out__float32__to__complex32", kArgs291, kOutcomes1175},
    {"where_self__out__float32__to__complex64", kArgs291, kOutcomes1177},
    {"where_self__out__float32__to__complex128", kArgs291, kOutcomes1179},
    {"where_self__out__float64__to__bool", kArgs322, kOutcomes1181},
    {"where_self__out__float64__to__uint8", kArgs322, kOutcomes1183},
    {"where_self__out__float64__to__int8", kArgs322, kOutcomes1185},
    {"where_self__out__float64__to__int16", kArgs322, kOutcomes1187},
    {"where_self__out__float64__to__int32", kArgs322, kOutcomes1189},
    {"where_self__out__float64__to__int64", kArgs322, kOutcomes1191},
    {"where_self__out__float64__to__float16", kArgs322, kOutcomes1193},
    {"where_self__out__float64__to__bfloat16", kArgs322, kOutcomes1195},
    {"where_self__out__float64__to__float32", kArgs322, kOutcomes1197},
    {"where_self__out__float64__to__float64", kArgs322, kOutcomes1198},
    {"where_self__out__float64__to__complex32", kArgs322, kOutcomes1200},
    {"where_self__out__float64__to__complex64", kArgs322, kOutcomes1202},
    {"where_self__out__float64__to__complex128", kArgs322, kOutcomes1204},
    {"where_self__out__complex32__to__bool", kArgs355, kOutcomes1206},
    {"where_self__out__complex32__to__uint8", kArgs355, kOutcomes1208},
    {"where_self__out__complex32__to__int8", kArgs355, kOutcomes1210},
    {"where_self__out__complex32__to__int16", kArgs355, kOutcomes1212},
    {"where_self__out__complex32__to__int32", kArgs355, kOutcomes1214},
    {"where_self__out__complex32__to__int64", kArgs355, kOutcomes1216},
    {"where_self__out__complex32__to__float16", kArgs355, kOutcomes1218},
    {"where_self__out__complex32__to__bfloat16", kArgs355, kOutcomes1220},
    {"where_self__out__complex32__to__float32", kArgs355, kOutcomes1222},
    {"where_self__out__complex32__to__float64", kArgs355, kOutcomes1224},
    {"where_self__out__complex32__to__complex32", kArgs355, kOutcomes1225},
    {"where_self__out__complex32__to__complex64", kArgs355, kOutcomes1227},
    {"where_self__out__complex32__to__complex128", kArgs355, kOutcomes1229},
    {"where_self__out__complex64__to__bool", kArgs386, kOutcomes1231},
    {"where_self__out__complex64__to__uint8", kArgs386, kOutcomes1233},
    {"where_self__out__complex64__to__int8", kArgs386, kOutcomes1235},
    {"where_self__out__complex64__to__int16", kArgs386, kOutcomes1237},
    {"where_self__out__complex64__to__int32", kArgs386, kOutcomes1239},
    {"where_self__out__complex64__to__int64", kArgs386, kOutcomes1241},
    {"where_self__out__complex64__to__float16", kArgs386, kOutcomes1243},
    {"where_self__out__complex64__to__bfloat16", kArgs386, kOutcomes1245},
    {"where_self__out__complex64__to__float32", kArgs386, kOutcomes1247},
    {"where_self__out__complex64__to__float64", kArgs386, kOutcomes1249},
    {"where_self__out__complex64__to__complex32", kArgs386, kOutcomes1251},
    {"where_self__out__complex64__to__complex64", kArgs386, kOutcomes1252},
    {"where_self__out__complex64__to__complex128", kArgs386, kOutcomes1254},
    {"where_self__out__complex128__to__bool", kArgs417, kOutcomes1256},
    {"where_self__out__complex128__to__uint8", kArgs417, kOutcomes1258},
    {"where_self__out__complex128__to__int8", kArgs417, kOutcomes1260},
    {"where_self__out__complex128__to__int16", kArgs417, kOutcomes1262},
    {"where_self__out__complex128__to__int32", kArgs417, kOutcomes1264},
    {"where_self__out__complex128__to__int64", kArgs417, kOutcomes1266},
    {"where_self__out__complex128__to__float16", kArgs417, kOutcomes1268},
    {"where_self__out__complex128__to__bfloat16", kArgs417, kOutcomes1270},
    {"where_self__out__complex128__to__float32", kArgs417, kOutcomes1272},
    {"where_self__out__complex128__to__float64", kArgs417, kOutcomes1274},
    {"where_self__out__complex128__to__complex32", kArgs417, kOutcomes1276},
    {"where_self__out__complex128__to__complex64", kArgs417, kOutcomes1278},
    {"where_self__out__complex128__to__complex128", kArgs417, kOutcomes1279},
};
constexpr int64_t kInts1280[] = {2, 3};
constexpr int64_t kInts1281[] = {3};
constexpr ArgSpec kArgs1282[] = {tensor_spec(kBool, kInts1280), tensor_spec(kFloat, kInts1281), tensor_spec(kFloat, kInts1280)};
constexpr Outcome kOutcomes1283[] = {call(0).shape(kInts1280)};
constexpr ArgSpec kArgs1284[] = {tensor_spec(kBool, kInts1281), tensor_spec(kFloat, kInts1280), tensor_spec(kFloat, kInts1280)};
constexpr int64_t kInts1285[] = {2, 1};
constexpr int64_t kInts1286[] = {1, 3};
constexpr ArgSpec kArgs1287[] = {tensor_spec(kBool, kInts1285), tensor_spec(kFloat, kInts1286), tensor_spec(kFloat, kInts1280)};
constexpr ArgSpec kArgs1288[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts1280), tensor_spec(kFloat, kInts1280)};
constexpr ArgSpec kArgs1289[] = {tensor_spec(kBool, kInts1280), tensor_spec(kFloat), tensor_spec(kFloat, kInts1280)};
constexpr int64_t kInts1290[] = {0, 3};
constexpr ArgSpec kArgs1291[] = {tensor_spec(kBool, kInts1290), tensor_spec(kFloat, kInts1286), tensor_spec(kFloat, kInts1280)};
constexpr ErrorSpec kError1292 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1293[] = {call(0).raises(&kError1292)};
constexpr int64_t kInts1294[] = {4, 1, 3};
constexpr ArgSpec kArgs1295[] = {tensor_spec(kBool, kInts1294), tensor_spec(kFloat, kInts1285), tensor_spec(kFloat, kInts1280)};
constexpr int64_t kInts1296[] = {4, 2, 3};
constexpr Outcome kOutcomes1297[] = {call(0).shape(kInts1296)};
constexpr ArgSpec kArgs1298[] = {tensor_spec(kBool, kInts1280), tensor_spec(kFloat, kInts18), tensor_spec(kFloat, kInts1280)};
constexpr ErrorSpec kError1299 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1300[] = {call(0).raises(&kError1299)};
constexpr ArgSpec kArgs1301[] = {tensor_spec(kBool, kInts6), tensor_spec(kFloat, kInts18), tensor_spec(kFloat, kInts1280)};
constexpr int64_t kInts1302[] = {2, 3, 4};
constexpr int64_t kInts1303[] = {3, 1, 5};
constexpr ArgSpec kArgs1304[] = {tensor_spec(kBool, kInts1302), tensor_spec(kFloat, kInts1303), tensor_spec(kFloat, kInts1280)};
constexpr ErrorSpec kError1305 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1306[] = {call(0).raises(&kError1305)};
constexpr ArgSpec kArgs1307[] = {tensor_spec(kBool, kInts1280), tensor_spec(kFloat, kInts1280), tensor_spec(kFloat, kInts1280)};
constexpr ArgSpec kOut1308 = tensor_spec(kFloat, kInts1280);
constexpr Outcome kOutcomes1309[] = {call(2).out_tensor(&kOut1308).shape(kInts1280).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1310[] = {call(2).out_tensor(&kOut7).shape(kInts1280).same_as(SameAs::Out)};
constexpr int64_t kInts1311[] = {6};
constexpr ArgSpec kOut1312 = tensor_spec(kFloat, kInts1311);
constexpr Outcome kOutcomes1313[] = {call(2).out_tensor(&kOut1312).shape(kInts1280).same_as(SameAs::Out)};
constexpr int64_t kInts1314[] = {3, 2};
constexpr ArgSpec kOut1315 = tensor_spec(kFloat, kInts1314);
constexpr Outcome kOutcomes1316[] = {call(2).out_tensor(&kOut1315).shape(kInts1280).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"where_self__broadcast__2x3__3", kArgs1282, kOutcomes1283},
    {"where_self__broadcast__3__2x3", kArgs1284, kOutcomes1283},
    {"where_self__broadcast__2x1__1x3", kArgs1287, kOutcomes1283},
    {"where_self__broadcast__scalar__2x3", kArgs1288, kOutcomes1283},
    {"where_self__broadcast__2x3__scalar", kArgs1289, kOutcomes1283},
    {"where_self__broadcast__0x3__1x3", kArgs1291, kOutcomes1293},
    {"where_self__broadcast__4x1x3__2x1", kArgs1295, kOutcomes1297},
    {"where_self__broadcast__2x3__2", kArgs1298, kOutcomes1300},
    {"where_self__broadcast__0__2", kArgs1301, kOutcomes1293},
    {"where_self__broadcast__2x3x4__3x1x5", kArgs1304, kOutcomes1306},
    {"where_self__out__2x3", kArgs1307, kOutcomes1309},
    {"where_self__out__0", kArgs1307, kOutcomes1310},
    {"where_self__out__6", kArgs1307, kOutcomes1313},
    {"where_self__out__3x2", kArgs1307, kOutcomes1316},
};
constexpr const char* kNames1317[] = {"N", "C"};
constexpr ArgSpec kArgs1318[] = {tensor_spec(kBool, kInts1280, {}, kNames1317), tensor_spec(kFloat, kInts1280), tensor_spec(kFloat, kInts1280)};
constexpr ErrorSpec kError1319 = {"RuntimeError", " is not yet supported with named tensors. Please drop names via `tensor = tensor.rename(None)`, call the op with an unnamed tensor, and set names on the result of the operation.", Match::Contains};
constexpr Outcome kOutcomes1320[] = {call(0).raises(&kError1319)};
constexpr ArgSpec kArgs1321[] = {tensor_spec(kBool, kInts1280), tensor_spec(kFloat, kInts1280, {}, kNames1317), tensor_spec(kFloat, kInts1280)};
constexpr ArgSpec kArgs1322[] = {tensor_spec(kBool, kInts1280), tensor_spec(kFloat, kInts1280), tensor_spec(kFloat, kInts1280, {}, kNames1317)};
constexpr Case kNames[] = {
    {"where_self__named_condition_rejected", kArgs1318, kOutcomes1320},
    {"where_self__named_self_rejected", kArgs1321, kOutcomes1320},
    {"where_self__named_other_rejected", kArgs1322, kOutcomes1320},
};
constexpr Num kNums1323[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums1324[] = {{1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}};
constexpr ArgSpec kArgs1325[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums1323), tensor_spec(kBool, kInts0, kNums1324)};
constexpr Num kNums1326[] = {{1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kOut1327 = tensor_spec(kBool, kInts6);
constexpr Outcome kOutcomes1328[] = {call(0).dtype(kBool).shape(kInts0).values(kNums1326), call(2).out_tensor(&kOut1327).dtype(kBool).shape(kInts0).values(kNums1326).same_as(SameAs::Out)};
constexpr Num kNums1329[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr Num kNums1330[] = {{2, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {7, 0}};
constexpr ArgSpec kArgs1331[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1329), tensor_spec(kUInt8, kInts0, kNums1330)};
constexpr Num kNums1332[] = {{2, 0}, {2, 0}, {3, 0}, {100, 0}, {5, 0}, {0, 0}, {1, 0}, {2, 0}, {1, 0}, {1, 0}, {5, 0}, {7, 0}};
constexpr ArgSpec kOut1333 = tensor_spec(kUInt8, kInts6);
constexpr Outcome kOutcomes1334[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1332), call(2).out_tensor(&kOut1333).dtype(kUInt8).shape(kInts0).values(kNums1332).same_as(SameAs::Out)};
constexpr Num kNums1335[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr Num kNums1336[] = {{-1, 0}, {4, 0}, {3, 0}, {6, 0}, {0, 0}, {2, 0}, {10, 0}, {50, 0}, {-50, 0}, {3, 0}, {1, 0}, {12, 0}};
constexpr ArgSpec kArgs1337[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt8, kInts0, kNums1335), tensor_spec(kInt8, kInts0, kNums1336)};
constexpr Num kNums1338[] = {{-1, 0}, {2, 0}, {3, 0}, {6, 0}, {5, 0}, {2, 0}, {1, 0}, {2, 0}, {-50, 0}, {3, 0}, {5, 0}, {12, 0}};
constexpr ArgSpec kOut1339 = tensor_spec(kInt8, kInts6);
constexpr Outcome kOutcomes1340[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1338), call(2).out_tensor(&kOut1339).dtype(kInt8).shape(kInts0).values(kNums1338).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1341[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt16, kInts0, kNums1335), tensor_spec(kInt16, kInts0, kNums1336)};
constexpr ArgSpec kOut1342 = tensor_spec(kInt16, kInts6);
constexpr Outcome kOutcomes1343[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1338), call(2).out_tensor(&kOut1342).dtype(kInt16).shape(kInts0).values(kNums1338).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1344[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1335), tensor_spec(kInt32, kInts0, kNums1336)};
constexpr ArgSpec kOut1345 = tensor_spec(kInt32, kInts6);
constexpr Outcome kOutcomes1346[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1338), call(2).out_tensor(&kOut1345).dtype(kInt32).shape(kInts0).values(kNums1338).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1347[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1335), tensor_spec(kInt64, kInts0, kNums1336)};
constexpr ArgSpec kOut1348 = tensor_spec(kInt64, kInts6);
constexpr Outcome kOutcomes1349[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1338), call(2).out_tensor(&kOut1348).dtype(kInt64).shape(kInts0).values(kNums1338).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1350[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), tensor_spec(kHalf, kInts0, kNums3)};
constexpr ArgSpec kOut1351 = tensor_spec(kHalf, kInts6);
constexpr Outcome kOutcomes1352[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut1351).dtype(kHalf).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1353[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), tensor_spec(kBFloat16, kInts0, kNums3)};
constexpr ArgSpec kOut1354 = tensor_spec(kBFloat16, kInts6);
constexpr Outcome kOutcomes1355[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut1354).dtype(kBFloat16).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1356[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1357[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), tensor_spec(kDouble, kInts0, kNums3)};
constexpr ArgSpec kOut1358 = tensor_spec(kDouble, kInts6);
constexpr Outcome kOutcomes1359[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums5), call(2).out_tensor(&kOut1358).dtype(kDouble).shape(kInts0).values(kNums5).same_as(SameAs::Out)};
constexpr Num kNums1360[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr Num kNums1361[] = {{2.0, 1.0}, {1.0, 0.0}, {0.5, 0.5}, {1.0, 1.0}, {-1.0, 0.5}, {3.0, 0.0}, {0.25, 0.25}, {1.0, -2.0}, {-0.5, 1.0}, {2.0, 2.0}, {1.0, 0.0}, {0.5, -0.5}};
constexpr ArgSpec kArgs1362[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexHalf, kInts0, kNums1360), tensor_spec(kComplexHalf, kInts0, kNums1361)};
constexpr Num kNums1363[] = {{2.0, 1.0}, {0.5, 0.5}, {0.0, 1.0}, {1.0, 1.0}, {2.0, 0.0}, {3.0, 0.0}, {0.25, -0.5}, {-2.0, 1.0}, {-0.5, 1.0}, {2.0, 2.0}, {0.5, 0.25}, {0.5, -0.5}};
constexpr ArgSpec kOut1364 = tensor_spec(kComplexHalf, kInts6);
constexpr Outcome kOutcomes1365[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1363), call(2).out_tensor(&kOut1364).dtype(kComplexHalf).shape(kInts0).values(kNums1363).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1366[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1360), tensor_spec(kComplexFloat, kInts0, kNums1361)};
constexpr ArgSpec kOut1367 = tensor_spec(kComplexFloat, kInts6);
constexpr Outcome kOutcomes1368[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1363), call(2).out_tensor(&kOut1367).dtype(kComplexFloat).shape(kInts0).values(kNums1363).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1369[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexDouble, kInts0, kNums1360), tensor_spec(kComplexDouble, kInts0, kNums1361)};
constexpr ArgSpec kOut1370 = tensor_spec(kComplexDouble, kInts6);
constexpr Outcome kOutcomes1371[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1363), call(2).out_tensor(&kOut1370).dtype(kComplexDouble).shape(kInts0).values(kNums1363).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1372[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1335), tensor_spec(kFloat, kInts0, kNums3)};
constexpr Num kNums1373[] = {{1.0, 0}, {2.0, 0}, {3.0, 0}, {-1.0, 0}, {5.0, 0}, {4.0, 0}, {1.0, 0}, {2.0, 0}, {0.0, 0}, {-2.0, 0}, {5.0, 0}, {2.0, 0}};
constexpr Outcome kOutcomes1374[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1373), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1373).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1375[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1329), tensor_spec(kInt8, kInts0, kNums1336)};
constexpr ArgSpec kArgs1376[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), tensor_spec(kBFloat16, kInts0, kNums3)};
constexpr ArgSpec kArgs1377[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums1323), tensor_spec(kInt64, kInts0, kNums1336)};
constexpr Num kNums1378[] = {{-1, 0}, {0, 0}, {1, 0}, {6, 0}, {1, 0}, {2, 0}, {0, 0}, {1, 0}, {-50, 0}, {3, 0}, {1, 0}, {12, 0}};
constexpr Outcome kOutcomes1379[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1378), call(2).out_tensor(&kOut1348).dtype(kInt64).shape(kInts0).values(kNums1378).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1380[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kComplexFloat, kInts0, kNums1361)};
constexpr Num kNums1381[] = {{2.0, 1.0}, {0.5, 0.0}, {3.0, 0.0}, {1.0, 1.0}, {-0.0, 0.0}, {3.0, 0.0}, {3.0, 0.0}, {-2.0, 0.0}, {-0.5, 1.0}, {2.0, 2.0}, {kInf, 0.0}, {0.5, -0.5}};
constexpr Outcome kOutcomes1382[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1381), call(2).out_tensor(&kOut1367).dtype(kComplexFloat).shape(kInts0).values(kNums1381).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1383[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1335), tensor_spec(kDouble, kInts0, kNums3)};
constexpr Outcome kOutcomes1384[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1373), call(2).out_tensor(&kOut1358).dtype(kDouble).shape(kInts0).values(kNums1373).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1385[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), tensor_spec(kFloat, kInts0, kNums3)};
constexpr ArgSpec kArgs1386[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1329), tensor_spec(kBool, kInts0, kNums1324)};
constexpr Num kNums1387[] = {{1, 0}, {2, 0}, {3, 0}, {0, 0}, {5, 0}, {1, 0}, {1, 0}, {2, 0}, {1, 0}, {1, 0}, {5, 0}, {0, 0}};
constexpr Outcome kOutcomes1388[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1387), call(2).out_tensor(&kOut1333).dtype(kUInt8).shape(kInts0).values(kNums1387).same_as(SameAs::Out)};
constexpr Num kNums1389[] = {{4.0, 0}};
constexpr ArgSpec kArgs1390[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kDouble, {}, kNums1389)};
constexpr Num kNums1391[] = {{4.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {4.0, 0}, {3.0, 0}, {-2.0, 0}, {4.0, 0}, {4.0, 0}, {kInf, 0}, {4.0, 0}};
constexpr Outcome kOutcomes1392[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1391), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1391).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1393[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1335), tensor_spec(kDouble, {}, kNums1389)};
constexpr Num kNums1394[] = {{4.0, 0}, {2.0, 0}, {3.0, 0}, {4.0, 0}, {5.0, 0}, {4.0, 0}, {1.0, 0}, {2.0, 0}, {4.0, 0}, {4.0, 0}, {5.0, 0}, {4.0, 0}};
constexpr Outcome kOutcomes1395[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1394), call(2).out_tensor(&kOut1358).dtype(kDouble).shape(kInts0).values(kNums1394).same_as(SameAs::Out)};
constexpr Num kNums1396[] = {{2, 0}};
constexpr ArgSpec kArgs1397[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1335), tensor_spec(kInt64, {}, kNums1396)};
constexpr Num kNums1398[] = {{2, 0}, {2, 0}, {3, 0}, {2, 0}, {5, 0}, {2, 0}, {1, 0}, {2, 0}, {2, 0}, {2, 0}, {5, 0}, {2, 0}};
constexpr Outcome kOutcomes1399[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1398), call(2).out_tensor(&kOut1345).dtype(kInt32).shape(kInts0).values(kNums1398).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1400[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt64, kInts0, kNums1335), float_scalar(2.5)};
constexpr Num kNums1401[] = {{2.5, 0}, {2.0, 0}, {3.0, 0}, {2.5, 0}, {5.0, 0}, {2.5, 0}, {1.0, 0}, {2.0, 0}, {2.5, 0}, {2.5, 0}, {5.0, 0}, {2.5, 0}};
constexpr Outcome kOutcomes1402[] = {call(5).dtype(kFloat).shape(kInts0).values(kNums1401), call(7).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1401).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1403[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(2.5)};
constexpr Outcome kOutcomes1404[] = {call(5).dtype(kHalf).shape(kInts0).values(kNums13), call(7).out_tensor(&kOut1351).dtype(kHalf).shape(kInts0).values(kNums13).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1405[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums1323), int_scalar(7)};
constexpr Num kNums1406[] = {{7, 0}, {0, 0}, {1, 0}, {7, 0}, {1, 0}, {7, 0}, {0, 0}, {1, 0}, {7, 0}, {7, 0}, {1, 0}, {7, 0}};
constexpr Outcome kOutcomes1407[] = {call(5).dtype(kInt64).shape(kInts0).values(kNums1406), call(7).out_tensor(&kOut1348).dtype(kInt64).shape(kInts0).values(kNums1406).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1408[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1329), int_scalar(7)};
constexpr Num kNums1409[] = {{7, 0}, {2, 0}, {3, 0}, {7, 0}, {5, 0}, {7, 0}, {1, 0}, {2, 0}, {7, 0}, {7, 0}, {5, 0}, {7, 0}};
constexpr Outcome kOutcomes1410[] = {call(5).dtype(kUInt8).shape(kInts0).values(kNums1409), call(7).out_tensor(&kOut1333).dtype(kUInt8).shape(kInts0).values(kNums1409).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1411[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1335), bool_scalar(false)};
constexpr Num kNums1412[] = {{0, 0}, {2, 0}, {3, 0}, {0, 0}, {5, 0}, {0, 0}, {1, 0}, {2, 0}, {0, 0}, {0, 0}, {5, 0}, {0, 0}};
constexpr Outcome kOutcomes1413[] = {call(5).dtype(kInt32).shape(kInts0).values(kNums1412), call(7).out_tensor(&kOut1345).dtype(kInt32).shape(kInts0).values(kNums1412).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1414[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), complex_scalar(2.0, 1.0)};
constexpr Num kNums1415[] = {{2.0, 1.0}, {0.5, 0.0}, {3.0, 0.0}, {2.0, 1.0}, {-0.0, 0.0}, {2.0, 1.0}, {3.0, 0.0}, {-2.0, 0.0}, {2.0, 1.0}, {2.0, 1.0}, {kInf, 0.0}, {2.0, 1.0}};
constexpr Outcome kOutcomes1416[] = {call(5).dtype(kComplexFloat).shape(kInts0).values(kNums1415), call(7).out_tensor(&kOut1367).dtype(kComplexFloat).shape(kInts0).values(kNums1415).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1417[] = {tensor_spec(kBool, kInts0, kNums1), int_scalar(256), tensor_spec(kUInt8, kInts0, kNums1330)};
constexpr ErrorSpec kError1418 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1419[] = {call(3).raises(&kError1418)};
constexpr ArgSpec kArgs1420[] = {tensor_spec(kBool, kInts0, kNums1), int_scalar(128), tensor_spec(kInt8, kInts0, kNums1336)};
constexpr ErrorSpec kError1421 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1422[] = {call(3).raises(&kError1421)};
constexpr ArgSpec kArgs1423[] = {tensor_spec(kBool, kInts0, kNums1), int_scalar(32768), tensor_spec(kInt16, kInts0, kNums1336)};
constexpr ErrorSpec kError1424 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1425[] = {call(3).raises(&kError1424)};
constexpr ArgSpec kArgs1426[] = {tensor_spec(kBool, kInts0, kNums1), int_scalar(2147483648), tensor_spec(kInt32, kInts0, kNums1336)};
constexpr ErrorSpec kError1427 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes1428[] = {call(3).raises(&kError1427)};
constexpr ArgSpec kArgs1429[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(70000.0), tensor_spec(kHalf, kInts0, kNums3)};
constexpr ErrorSpec kError1430 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes1431[] = {call(3).raises(&kError1430)};
constexpr ArgSpec kArgs1432[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(1e+39), tensor_spec(kBFloat16, kInts0, kNums3)};
constexpr ErrorSpec kError1433 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes1434[] = {call(3).raises(&kError1433)};
constexpr ArgSpec kArgs1435[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(1e+39), tensor_spec(kFloat, kInts0, kNums3)};
constexpr ErrorSpec kError1436 = {"RuntimeError", "value cannot be converted to type float without overflow", Match::Exact};
constexpr Outcome kOutcomes1437[] = {call(3).raises(&kError1436)};
constexpr ArgSpec kArgs1438[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(70000.0), tensor_spec(kComplexHalf, kInts0, kNums1361)};
constexpr ErrorSpec kError1439 = {"RuntimeError", "value cannot be converted to type c10::complex<c10::Half> without overflow", Match::Exact};
constexpr Outcome kOutcomes1440[] = {call(3).raises(&kError1439)};
constexpr ArgSpec kArgs1441[] = {tensor_spec(kBool, kInts0, kNums1), float_scalar(1e+39), tensor_spec(kComplexFloat, kInts0, kNums1361)};
constexpr ErrorSpec kError1442 = {"RuntimeError", "value cannot be converted to type c10::complex<float> without overflow", Match::Exact};
constexpr Outcome kOutcomes1443[] = {call(3).raises(&kError1442)};
constexpr ArgSpec kArgs1444[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kUInt8, kInts0, kNums1329), int_scalar(256)};
constexpr Outcome kOutcomes1445[] = {call(5).raises(&kError1418)};
constexpr ArgSpec kArgs1446[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt8, kInts0, kNums1335), int_scalar(128)};
constexpr Outcome kOutcomes1447[] = {call(5).raises(&kError1421)};
constexpr ArgSpec kArgs1448[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt16, kInts0, kNums1335), int_scalar(32768)};
constexpr Outcome kOutcomes1449[] = {call(5).raises(&kError1424)};
constexpr ArgSpec kArgs1450[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kInt32, kInts0, kNums1335), int_scalar(2147483648)};
constexpr Outcome kOutcomes1451[] = {call(5).raises(&kError1427)};
constexpr ArgSpec kArgs1452[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(70000.0)};
constexpr Outcome kOutcomes1453[] = {call(5).raises(&kError1430)};
constexpr ArgSpec kArgs1454[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(1e+39)};
constexpr Outcome kOutcomes1455[] = {call(5).raises(&kError1433)};
constexpr ArgSpec kArgs1456[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(1e+39)};
constexpr Outcome kOutcomes1457[] = {call(5).raises(&kError1436)};
constexpr ArgSpec kArgs1458[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexHalf, kInts0, kNums1360), float_scalar(70000.0)};
constexpr Outcome kOutcomes1459[] = {call(5).raises(&kError1439)};
constexpr ArgSpec kArgs1460[] = {tensor_spec(kBool, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1360), float_scalar(1e+39)};
constexpr Outcome kOutcomes1461[] = {call(5).raises(&kError1442)};
constexpr int64_t kInts1462[] = {1, 4};
constexpr Num kNums1463[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1464[] = {expanded(tensor_spec(kBool, kInts1462, kNums1463), kInts0), tensor_spec(kFloat, kInts0, kNums2), tensor_spec(kFloat, kInts0, kNums3)};
constexpr Num kNums1465[] = {{1.0, 0}, {0.5, 0}, {3.0, 0}, {-1.0, 0}, {0.5, 0}, {-0.25, 0}, {3.0, 0}, {8.0, 0}, {0.0, 0}, {1.5, 0}, {kInf, 0}, {2.0, 0}};
constexpr Outcome kOutcomes1466[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1465), call(1).dtype(kFloat).shape(kInts0).values(kNums1465), call(2).out_tensor(&kOut7).dtype(kFloat).shape(kInts0).values(kNums1465).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"where_self__self_bool__other_bool", kArgs1325, kOutcomes1328},
    {"where_self__self_uint8__other_uint8", kArgs1331, kOutcomes1334},
    {"where_self__self_int8__other_int8", kArgs1337, kOutcomes1340},
    {"where_self__self_int16__other_int16", kArgs1341, kOutcomes1343},
    {"where_self__self_int32__other_int32", kArgs1344, kOutcomes1346},
    {"where_self__self_int64__other_int64", kArgs1347, kOutcomes1349},
    {"where_self__self_float16__other_float16", kArgs1350, kOutcomes1352},
    {"where_self__self_bfloat16__other_bfloat16", kArgs1353, kOutcomes1355},
    {"where_self__self_float32__other_float32", kArgs4, kOutcomes1356},
    {"where_self__self_float64__other_float64", kArgs1357, kOutcomes1359},
    {"where_self__self_complex32__other_complex32", kArgs1362, kOutcomes1365},
    {"where_self__self_complex64__other_complex64", kArgs1366, kOutcomes1368},
    {"where_self__self_complex128__other_complex128", kArgs1369, kOutcomes1371},
    {"where_self__self_int32__other_float32", kArgs1372, kOutcomes1374},
    {"where_self__self_uint8__other_int8", kArgs1375, kOutcomes1343},
    {"where_self__self_float16__other_bfloat16", kArgs1376, kOutcomes1356},
    {"where_self__self_bool__other_int64", kArgs1377, kOutcomes1379},
    {"where_self__self_float32__other_complex64", kArgs1380, kOutcomes1382},
    {"where_self__self_int64__other_float64", kArgs1383, kOutcomes1384},
    {"where_self__self_float16__other_float32", kArgs1385, kOutcomes1356},
    {"where_self__self_uint8__other_bool", kArgs1386, kOutcomes1388},
    {"where_self__self_float32__other_float64_zero_dim", kArgs1390, kOutcomes1392},
    {"where_self__self_int64__other_float64_zero_dim", kArgs1393, kOutcomes1395},
    {"where_self__self_int32__other_int64_zero_dim", kArgs1397, kOutcomes1399},
    {"where_self__self_int64__other_float_scalar", kArgs1400, kOutcomes1402},
    {"where_self__self_float16__other_float_scalar", kArgs1403, kOutcomes1404},
    {"where_self__self_bool__other_int_scalar", kArgs1405, kOutcomes1407},
    {"where_self__self_uint8__other_int_scalar", kArgs1408, kOutcomes1410},
    {"where_self__self_int32__other_bool_scalar", kArgs1411, kOutcomes1413},
    {"where_self__self_float32__other_complex_scalar", kArgs1414, kOutcomes1416},
    {"where_self__uint8__self_overflow", kArgs1417, kOutcomes1419},
    {"where_self__int8__self_overflow", kArgs1420, kOutcomes1422},
    {"where_self__int16__self_overflow", kArgs1423, kOutcomes1425},
    {"where_self__int32__self_overflow", kArgs1426, kOutcomes1428},
    {"where_self__float16__self_overflow", kArgs1429, kOutcomes1431},
    {"where_self__bfloat16__self_overflow", kArgs1432, kOutcomes1434},
    {"where_self__float32__self_overflow", kArgs1435, kOutcomes1437},
    {"where_self__complex32__self_overflow", kArgs1438, kOutcomes1440},
    {"where_self__complex64__self_overflow", kArgs1441, kOutcomes1443},
    {"where_self__uint8__other_overflow", kArgs1444, kOutcomes1445},
    {"where_self__int8__other_overflow", kArgs1446, kOutcomes1447},
    {"where_self__int16__other_overflow", kArgs1448, kOutcomes1449},
    {"where_self__int32__other_overflow", kArgs1450, kOutcomes1451},
    {"where_self__float16__other_overflow", kArgs1452, kOutcomes1453},
    {"where_self__bfloat16__other_overflow", kArgs1454, kOutcomes1455},
    {"where_self__float32__other_overflow", kArgs1456, kOutcomes1457},
    {"where_self__complex32__other_overflow", kArgs1458, kOutcomes1459},
    {"where_self__complex64__other_overflow", kArgs1460, kOutcomes1461},
    {"where_self__expanded_condition", kArgs1464, kOutcomes1466},
};
constexpr int64_t kInts1467[] = {67, 499};
constexpr ArgSpec kArgs1468[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kBool, kInts1467, kNums1323)), tiled(tensor_spec(kBool, kInts1467, kNums1324))};
constexpr Outcome kOutcomes1469[] = {call(0).dtype(kBool).shape(kInts1467)};
constexpr ArgSpec kArgs1470[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kUInt8, kInts1467, kNums1329)), tiled(tensor_spec(kUInt8, kInts1467, kNums1330))};
constexpr Outcome kOutcomes1471[] = {call(0).dtype(kUInt8).shape(kInts1467)};
constexpr ArgSpec kArgs1472[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kInt8, kInts1467, kNums1335)), tiled(tensor_spec(kInt8, kInts1467, kNums1336))};
constexpr Outcome kOutcomes1473[] = {call(0).dtype(kInt8).shape(kInts1467)};
constexpr ArgSpec kArgs1474[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kInt16, kInts1467, kNums1335)), tiled(tensor_spec(kInt16, kInts1467, kNums1336))};
constexpr Outcome kOutcomes1475[] = {call(0).dtype(kInt16).shape(kInts1467)};
constexpr ArgSpec kArgs1476[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kInt32, kInts1467, kNums1335)), tiled(tensor_spec(kInt32, kInts1467, kNums1336))};
constexpr Outcome kOutcomes1477[] = {call(0).dtype(kInt32).shape(kInts1467)};
constexpr ArgSpec kArgs1478[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kInt64, kInts1467, kNums1335)), tiled(tensor_spec(kInt64, kInts1467, kNums1336))};
constexpr Outcome kOutcomes1479[] = {call(0).dtype(kInt64).shape(kInts1467)};
constexpr ArgSpec kArgs1480[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kHalf, kInts1467, kNums2)), tiled(tensor_spec(kHalf, kInts1467, kNums3))};
constexpr Outcome kOutcomes1481[] = {call(0).dtype(kHalf).shape(kInts1467)};
constexpr ArgSpec kArgs1482[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kBFloat16, kInts1467, kNums2)), tiled(tensor_spec(kBFloat16, kInts1467, kNums3))};
constexpr Outcome kOutcomes1483[] = {call(0).dtype(kBFloat16).shape(kInts1467)};
constexpr ArgSpec kArgs1484[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kFloat, kInts1467, kNums2)), tiled(tensor_spec(kFloat, kInts1467, kNums3))};
constexpr Outcome kOutcomes1485[] = {call(0).dtype(kFloat).shape(kInts1467)};
constexpr ArgSpec kArgs1486[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kDouble, kInts1467, kNums2)), tiled(tensor_spec(kDouble, kInts1467, kNums3))};
constexpr Outcome kOutcomes1487[] = {call(0).dtype(kDouble).shape(kInts1467)};
constexpr ArgSpec kArgs1488[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kComplexHalf, kInts1467, kNums1360)), tiled(tensor_spec(kComplexHalf, kInts1467, kNums1361))};
constexpr Outcome kOutcomes1489[] = {call(0).dtype(kComplexHalf).shape(kInts1467)};
constexpr ArgSpec kArgs1490[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kComplexFloat, kInts1467, kNums1360)), tiled(tensor_spec(kComplexFloat, kInts1467, kNums1361))};
constexpr Outcome kOutcomes1491[] = {call(0).dtype(kComplexFloat).shape(kInts1467)};
constexpr ArgSpec kArgs1492[] = {tiled(tensor_spec(kBool, kInts1467, kNums1)), tiled(tensor_spec(kComplexDouble, kInts1467, kNums1360)), tiled(tensor_spec(kComplexDouble, kInts1467, kNums1361))};
constexpr Outcome kOutcomes1493[] = {call(0).dtype(kComplexDouble).shape(kInts1467)};
constexpr Case kCrosschecks[] = {
    {"where_self__bool", kArgs1468, kOutcomes1469},
    {"where_self__uint8", kArgs1470, kOutcomes1471},
    {"where_self__int8", kArgs1472, kOutcomes1473},
    {"where_self__int16", kArgs1474, kOutcomes1475},
    {"where_self__int32", kArgs1476, kOutcomes1477},
    {"where_self__int64", kArgs1478, kOutcomes1479},
    {"where_self__float16", kArgs1480, kOutcomes1481},
    {"where_self__bfloat16", kArgs1482, kOutcomes1483},
    {"where_self__float32", kArgs1484, kOutcomes1485},
    {"where_self__float64", kArgs1486, kOutcomes1487},
    {"where_self__complex32", kArgs1488, kOutcomes1489},
    {"where_self__complex64", kArgs1490, kOutcomes1491},
    {"where_self__complex128", kArgs1492, kOutcomes1493},
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
