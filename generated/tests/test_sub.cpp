// generated from ops.yaml by codegen; do not edit
// Conformance test of `sub`, from its ops.yaml entries (sub).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/sub.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::sub(Tensor, Tensor, Scalar)", "sub", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sub(v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor::sub(Tensor, Scalar)", "sub", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sub(v.tensor(1), v.scalar(2)); }},
    {"Tensor::sub_(Tensor, Scalar)", "sub", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sub_(v.tensor(1), v.scalar(2)); }},
    {"opforge::sub_out(Tensor&, Tensor, Tensor, Scalar)", "sub", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sub_out(out[0], v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor - Tensor", "sub", Form::Operator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) - v.tensor(1); }},
    {"Tensor -= Tensor", "sub", Form::CompoundOperator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self -= v.tensor(1); return self; }},
    {"opforge::sub(Tensor, Scalar, Scalar)", "sub", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sub(v.tensor(0), v.scalar(1), v.scalar(2)); }},
    {"Tensor::sub(Scalar, Scalar)", "sub", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sub(v.scalar(1), v.scalar(2)); }},
    {"Tensor::sub_(Scalar, Scalar)", "sub", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sub_(v.scalar(1), v.scalar(2)); }},
    {"opforge::sub_out(Tensor&, Tensor, Scalar, Scalar)", "sub", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sub_out(out[0], v.tensor(0), v.scalar(1), v.scalar(2)); }},
    {"Tensor - Scalar", "sub", Form::Operator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) - v.scalar(1); }},
    {"Scalar - Tensor", "sub", Form::ReversedOperator, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.scalar(0) - v.tensor(1); }},
    {"Tensor -= Scalar", "sub", Form::CompoundOperator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self -= v.scalar(1); return self; }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums4[] = {{0.5, 0}, {-1.75, 0}, {0.0, 0}, {-4.0, 0}, {0.0, 0}, {3.0, 0}, {-3.375, 0}, {12.0, 0}, {-0.625, 0}, {-9.0, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr int64_t kInts5[] = {0};
constexpr ArgSpec kOut6 = tensor_spec(kFloat, kInts5);
constexpr Outcome kOutcomes7[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(1).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out), call(4).dtype(kFloat).shape(kInts0).values(kNums4), call(5).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr ArgSpec kArgs8[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5), int_scalar(1)};
constexpr Num kNums9[] = {{0.0, 0}, {-1.75, 0}, {2.5, 0}, {-0.5, 0}, {-0.5, 0}, {2.25, 0}, {-0.875, 0}, {9.5, 0}, {-0.375, 0}, {-8.0, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes10[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums9), call(7).dtype(kFloat).shape(kInts0).values(kNums9), call(8).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out), call(10).dtype(kFloat).shape(kInts0).values(kNums9), call(12).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self)};
constexpr ArgSpec kArgs11[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums12[] = {{-0.5, 0}, {-1.0, 0}, {-3.5, 0}, {-4.5, 0}, {-0.5, 0}, {-0.25, 0}, {-3.5, 0}, {1.5, 0}, {-1.25, 0}, {-2.0, 0}, {-kInf, 0}, {-1.5, 0}};
constexpr Outcome kOutcomes13[] = {call(11).dtype(kFloat).shape(kInts0).values(kNums12)};
constexpr Case kCallForms[] = {
    {"sub__self_float32__other_float32", kArgs3, kOutcomes7},
    {"sub__self_float32__other_float_scalar", kArgs8, kOutcomes10},
    {"sub__scalar_other_tensor", kArgs11, kOutcomes13},
};
constexpr int64_t kInts14[] = {2};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ErrorSpec kError16 = {"RuntimeError", "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.", Match::Exact};
constexpr Outcome kOutcomes17[] = {call(0).raises(&kError16)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ErrorSpec kError19 = {"RuntimeError", "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.", Match::Exact};
constexpr Outcome kOutcomes20[] = {call(0).raises(&kError19)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs28[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs30[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes46[] = {call(6).raises(&kError16)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes48[] = {call(6).raises(&kError19)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes53[] = {call(0).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes55[] = {call(0).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes58[] = {call(0).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes60[] = {call(0).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes62[] = {call(0).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes64[] = {call(0).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes66[] = {call(0).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes68[] = {call(0).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes70[] = {call(0).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes72[] = {call(0).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes74[] = {call(0).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kUInt8, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kUInt8, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes90[] = {call(6).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kUInt8, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr Outcome kOutcomes92[] = {call(6).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kUInt8, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes94[] = {call(6).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes98[] = {call(0).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt8, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt8, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes124[] = {call(6).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt8, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt8, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt16, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt16, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes155[] = {call(6).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt16, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt16, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt32, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt32, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes186[] = {call(6).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt32, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt32, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kInt64, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kInt64, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes217[] = {call(6).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kInt64, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kInt64, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kHalf, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kHalf, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes248[] = {call(6).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kHalf, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kHalf, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes251[] = {call(6).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kBFloat16, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kBFloat16, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes280[] = {call(6).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kBFloat16, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kBFloat16, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kFloat, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kFloat, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kFloat, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kFloat, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kDouble, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kDouble, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes341[] = {call(6).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kDouble, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kDouble, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes344[] = {call(6).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexHalf, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexHalf, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexHalf, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexHalf, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexFloat, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexFloat, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexFloat, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexFloat, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kComplexDouble, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kComplexDouble, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kComplexDouble, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kComplexDouble, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBool), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBool), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs451[] = {tensor_spec(kBool), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kBool), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBool), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kBool), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBool), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kBool), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBool), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kBool), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBool), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kBool), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBool), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kBool), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kUInt8), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kUInt8), tensor_spec(kUInt8), int_scalar(1)};
constexpr Outcome kOutcomes480[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs481[] = {tensor_spec(kUInt8), tensor_spec(kInt8), int_scalar(1)};
constexpr Outcome kOutcomes482[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs483[] = {tensor_spec(kUInt8), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kUInt8), tensor_spec(kInt32), int_scalar(1)};
constexpr Outcome kOutcomes485[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs486[] = {tensor_spec(kUInt8), tensor_spec(kInt64), int_scalar(1)};
constexpr Outcome kOutcomes487[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs488[] = {tensor_spec(kUInt8), tensor_spec(kHalf), int_scalar(1)};
constexpr Outcome kOutcomes489[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs490[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16), int_scalar(1)};
constexpr Outcome kOutcomes491[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs492[] = {tensor_spec(kUInt8), tensor_spec(kFloat), int_scalar(1)};
constexpr Outcome kOutcomes493[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs494[] = {tensor_spec(kUInt8), tensor_spec(kDouble), int_scalar(1)};
constexpr Outcome kOutcomes495[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs496[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr Outcome kOutcomes497[] = {call(0).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs498[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr Outcome kOutcomes499[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs500[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr Outcome kOutcomes501[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs502[] = {tensor_spec(kUInt8), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kUInt8), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes504[] = {call(6).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs505[] = {tensor_spec(kUInt8), float_scalar(1.0), int_scalar(1)};
constexpr Outcome kOutcomes506[] = {call(6).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs507[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes508[] = {call(6).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt8), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt8), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt8), tensor_spec(kInt8), int_scalar(1)};
constexpr Outcome kOutcomes525[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt8), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt8), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt8), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt8), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt8), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt8), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt8), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kInt8), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt8), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes538[] = {call(6).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt8), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt16), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt16), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt16), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt16), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt16), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt16), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt16), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt16), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt16), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt16), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kInt16), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt16), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes569[] = {call(6).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt16), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt32), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt32), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt32), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt32), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt32), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt32), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kInt32), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kInt32), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kInt32), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kInt32), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kInt32), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kInt32), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes600[] = {call(6).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs601[] = {tensor_spec(kInt32), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kInt64), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kInt64), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kInt64), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kInt64), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kInt64), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kInt64), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kInt64), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kInt64), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kInt64), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kInt64), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kInt64), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kInt64), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes631[] = {call(6).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs632[] = {tensor_spec(kInt64), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kHalf), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kHalf), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kHalf), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kHalf), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kHalf), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kHalf), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kHalf), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kHalf), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kHalf), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kHalf), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kHalf), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kHalf), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes662[] = {call(6).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs663[] = {tensor_spec(kHalf), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes665[] = {call(6).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs666[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kBFloat16), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kBFloat16), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kBFloat16), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kBFloat16), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kBFloat16), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kBFloat16), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kBFloat16), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kBFloat16), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kBFloat16), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kBFloat16), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes694[] = {call(6).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs695[] = {tensor_spec(kBFloat16), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kFloat), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kFloat), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kFloat), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kFloat), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kFloat), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kFloat), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kFloat), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kFloat), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kFloat), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kFloat), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kFloat), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kFloat), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kFloat), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kDouble), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kDouble), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kDouble), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kDouble), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kDouble), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kDouble), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kDouble), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kDouble), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kDouble), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kDouble), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kDouble), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kDouble), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes755[] = {call(6).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs756[] = {tensor_spec(kDouble), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes758[] = {call(6).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexHalf), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexHalf), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexHalf), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexHalf), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kComplexFloat), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kComplexFloat), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kComplexFloat), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kComplexFloat), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs818[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs819[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs820[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs821[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs822[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs823[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs824[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs825[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs826[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs827[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs828[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs829[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs830[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs831[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs832[] = {tensor_spec(kComplexDouble), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs833[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs834[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs835[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs836[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs837[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs838[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs839[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs840[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs841[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs842[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs843[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs844[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs845[] = {tensor_spec(kComplexDouble), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs846[] = {tensor_spec(kComplexDouble), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs847[] = {tensor_spec(kComplexDouble), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs848[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Case kDtypes[] = {
    {"sub__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes17},
    {"sub__bool_dimensioned__uint8_dimensioned", kArgs18, kOutcomes20},
    {"sub__bool_dimensioned__int8_dimensioned", kArgs21, kOutcomes20},
    {"sub__bool_dimensioned__int16_dimensioned", kArgs22, kOutcomes20},
    {"sub__bool_dimensioned__int32_dimensioned", kArgs23, kOutcomes20},
    {"sub__bool_dimensioned__int64_dimensioned", kArgs24, kOutcomes20},
    {"sub__bool_dimensioned__float16_dimensioned", kArgs25, kOutcomes20},
    {"sub__bool_dimensioned__bfloat16_dimensioned", kArgs26, kOutcomes20},
    {"sub__bool_dimensioned__float32_dimensioned", kArgs27, kOutcomes20},
    {"sub__bool_dimensioned__float64_dimensioned", kArgs28, kOutcomes20},
    {"sub__bool_dimensioned__complex32_dimensioned", kArgs29, kOutcomes20},
    {"sub__bool_dimensioned__complex64_dimensioned", kArgs30, kOutcomes20},
    {"sub__bool_dimensioned__complex128_dimensioned", kArgs31, kOutcomes20},
    {"sub__bool_dimensioned__bool_zero_dim", kArgs32, kOutcomes17},
    {"sub__bool_dimensioned__uint8_zero_dim", kArgs33, kOutcomes20},
    {"sub__bool_dimensioned__int8_zero_dim", kArgs34, kOutcomes20},
    {"sub__bool_dimensioned__int16_zero_dim", kArgs35, kOutcomes20},
    {"sub__bool_dimensioned__int32_zero_dim", kArgs36, kOutcomes20},
    {"sub__bool_dimensioned__int64_zero_dim", kArgs37, kOutcomes20},
    {"sub__bool_dimensioned__float16_zero_dim", kArgs38, kOutcomes20},
    {"sub__bool_dimensioned__bfloat16_zero_dim", kArgs39, kOutcomes20},
    {"sub__bool_dimensioned__float32_zero_dim", kArgs40, kOutcomes20},
    {"sub__bool_dimensioned__float64_zero_dim", kArgs41, kOutcomes20},
    {"sub__bool_dimensioned__complex32_zero_dim", kArgs42, kOutcomes20},
    {"sub__bool_dimensioned__complex64_zero_dim", kArgs43, kOutcomes20},
    {"sub__bool_dimensioned__complex128_zero_dim", kArgs44, kOutcomes20},
    {"sub__bool_dimensioned__bool_scalar", kArgs45, kOutcomes46},
    {"sub__bool_dimensioned__int_scalar", kArgs47, kOutcomes48},
    {"sub__bool_dimensioned__float_scalar", kArgs49, kOutcomes48},
    {"sub__bool_dimensioned__complex_scalar", kArgs50, kOutcomes48},
    {"sub__uint8_dimensioned__bool_dimensioned", kArgs51, kOutcomes20},
    {"sub__uint8_dimensioned__uint8_dimensioned", kArgs52, kOutcomes53},
    {"sub__uint8_dimensioned__int8_dimensioned", kArgs54, kOutcomes55},
    {"sub__uint8_dimensioned__int16_dimensioned", kArgs56, kOutcomes55},
    {"sub__uint8_dimensioned__int32_dimensioned", kArgs57, kOutcomes58},
    {"sub__uint8_dimensioned__int64_dimensioned", kArgs59, kOutcomes60},
    {"sub__uint8_dimensioned__float16_dimensioned", kArgs61, kOutcomes62},
    {"sub__uint8_dimensioned__bfloat16_dimensioned", kArgs63, kOutcomes64},
    {"sub__uint8_dimensioned__float32_dimensioned", kArgs65, kOutcomes66},
    {"sub__uint8_dimensioned__float64_dimensioned", kArgs67, kOutcomes68},
    {"sub__uint8_dimensioned__complex32_dimensioned", kArgs69, kOutcomes70},
    {"sub__uint8_dimensioned__complex64_dimensioned", kArgs71, kOutcomes72},
    {"sub__uint8_dimensioned__complex128_dimensioned", kArgs73, kOutcomes74},
    {"sub__uint8_dimensioned__bool_zero_dim", kArgs75, kOutcomes20},
    {"sub__uint8_dimensioned__uint8_zero_dim", kArgs76, kOutcomes53},
    {"sub__uint8_dimensioned__int8_zero_dim", kArgs77, kOutcomes53},
    {"sub__uint8_dimensioned__int16_zero_dim", kArgs78, kOutcomes53},
    {"sub__uint8_dimensioned__int32_zero_dim", kArgs79, kOutcomes53},
    {"sub__uint8_dimensioned__int64_zero_dim", kArgs80, kOutcomes53},
    {"sub__uint8_dimensioned__float16_zero_dim", kArgs81, kOutcomes62},
    {"sub__uint8_dimensioned__bfloat16_zero_dim", kArgs82, kOutcomes64},
    {"sub__uint8_dimensioned__float32_zero_dim", kArgs83, kOutcomes66},
    {"sub__uint8_dimensioned__float64_zero_dim", kArgs84, kOutcomes68},
    {"sub__uint8_dimensioned__complex32_zero_dim", kArgs85, kOutcomes70},
    {"sub__uint8_dimensioned__complex64_zero_dim", kArgs86, kOutcomes72},
    {"sub__uint8_dimensioned__complex128_zero_dim", kArgs87, kOutcomes74},
    {"sub__uint8_dimensioned__bool_scalar", kArgs88, kOutcomes48},
    {"sub__uint8_dimensioned__int_scalar", kArgs89, kOutcomes90},
    {"sub__uint8_dimensioned__float_scalar", kArgs91, kOutcomes92},
    {"sub__uint8_dimensioned__complex_scalar", kArgs93, kOutcomes94},
    {"sub__int8_dimensioned__bool_dimensioned", kArgs95, kOutcomes20},
    {"sub__int8_dimensioned__uint8_dimensioned", kArgs96, kOutcomes55},
    {"sub__int8_dimensioned__int8_dimensioned", kArgs97, kOutcomes98},
    {"sub__int8_dimensioned__int16_dimensioned", kArgs99, kOutcomes55},
    {"sub__int8_dimensioned__int32_dimensioned", kArgs100, kOutcomes58},
    {"sub__int8_dimensioned__int64_dimensioned", kArgs101, kOutcomes60},
    {"sub__int8_dimensioned__float16_dimensioned", kArgs102, kOutcomes62},
    {"sub__int8_dimensioned__bfloat16_dimensioned", kArgs103, kOutcomes64},
    {"sub__int8_dimensioned__float32_dimensioned", kArgs104, kOutcomes66},
    {"sub__int8_dimensioned__float64_dimensioned", kArgs105, kOutcomes68},
    {"sub__int8_dimensioned__complex32_dimensioned", kArgs106, kOutcomes70},
    {"sub__int8_dimensioned__complex64_dimensioned", kArgs107, kOutcomes72},
    {"sub__int8_dimensioned__complex128_dimensioned", kArgs108, kOutcomes74},
    {"sub__int8_dimensioned__bool_zero_dim", kArgs109, kOutcomes20},
    {"sub__int8_dimensioned__uint8_zero_dim", kArgs110, kOutcomes98},
    {"sub__int8_dimensioned__int8_zero_dim", kArgs111, kOutcomes98},
    {"sub__int8_dimensioned__int16_zero_dim", kArgs112, kOutcomes98},
    {"sub__int8_dimensioned__int32_zero_dim", kArgs113, kOutcomes98},
    {"sub__int8_dimensioned__int64_zero_dim", kArgs114, kOutcomes98},
    {"sub__int8_dimensioned__float16_zero_dim", kArgs115, kOutcomes62},
    {"sub__int8_dimensioned__bfloat16_zero_dim", kArgs116, kOutcomes64},
    {"sub__int8_dimensioned__float32_zero_dim", kArgs117, kOutcomes66},
    {"sub__int8_dimensioned__float64_zero_dim", kArgs118, kOutcomes68},
    {"sub__int8_dimensioned__complex32_zero_dim", kArgs119, kOutcomes70},
    {"sub__int8_dimensioned__complex64_zero_dim", kArgs120, kOutcomes72},
    {"sub__int8_dimensioned__complex128_zero_dim", kArgs121, kOutcomes74},
    {"sub__int8_dimensioned__bool_scalar", kArgs122, kOutcomes48},
    {"sub__int8_dimensioned__int_scalar", kArgs123, kOutcomes124},
    {"sub__int8_dimensioned__float_scalar", kArgs125, kOutcomes92},
    {"sub__int8_dimensioned__complex_scalar", kArgs126, kOutcomes94},
    {"sub__int16_dimensioned__bool_dimensioned", kArgs127, kOutcomes20},
    {"sub__int16_dimensioned__uint8_dimensioned", kArgs128, kOutcomes55},
    {"sub__int16_dimensioned__int8_dimensioned", kArgs129, kOutcomes55},
    {"sub__int16_dimensioned__int16_dimensioned", kArgs130, kOutcomes55},
    {"sub__int16_dimensioned__int32_dimensioned", kArgs131, kOutcomes58},
    {"sub__int16_dimensioned__int64_dimensioned", kArgs132, kOutcomes60},
    {"sub__int16_dimensioned__float16_dimensioned", kArgs133, kOutcomes62},
    {"sub__int16_dimensioned__bfloat16_dimensioned", kArgs134, kOutcomes64},
    {"sub__int16_dimensioned__float32_dimensioned", kArgs135, kOutcomes66},
    {"sub__int16_dimensioned__float64_dimensioned", kArgs136, kOutcomes68},
    {"sub__int16_dimensioned__complex32_dimensioned", kArgs137, kOutcomes70},
    {"sub__int16_dimensioned__complex64_dimensioned", kArgs138, kOutcomes72},
    {"sub__int16_dimensioned__complex128_dimensioned", kArgs139, kOutcomes74},
    {"sub__int16_dimensioned__bool_zero_dim", kArgs140, kOutcomes20},
    {"sub__int16_dimensioned__uint8_zero_dim", kArgs141, kOutcomes55},
    {"sub__int16_dimensioned__int8_zero_dim", kArgs142, kOutcomes55},
    {"sub__int16_dimensioned__int16_zero_dim", kArgs143, kOutcomes55},
    {"sub__int16_dimensioned__int32_zero_dim", kArgs144, kOutcomes55},
    {"sub__int16_dimensioned__int64_zero_dim", kArgs145, kOutcomes55},
    {"sub__int16_dimensioned__float16_zero_dim", kArgs146, kOutcomes62},
    {"sub__int16_dimensioned__bfloat16_zero_dim", kArgs147, kOutcomes64},
    {"sub__int16_dimensioned__float32_zero_dim", kArgs148, kOutcomes66},
    {"sub__int16_dimensioned__float64_zero_dim", kArgs149, kOutcomes68},
    {"sub__int16_dimensioned__complex32_zero_dim", kArgs150, kOutcomes70},
    {"sub__int16_dimensioned__complex64_zero_dim", kArgs151, kOutcomes72},
    {"sub__int16_dimensioned__complex128_zero_dim", kArgs152, kOutcomes74},
    {"sub__int16_dimensioned__bool_scalar", kArgs153, kOutcomes48},
    {"sub__int16_dimensioned__int_scalar", kArgs154, kOutcomes155},
    {"sub__int16_dimensioned__float_scalar", kArgs156, kOutcomes92},
    {"sub__int16_dimensioned__complex_scalar", kArgs157, kOutcomes94},
    {"sub__int32_dimensioned__bool_dimensioned", kArgs158, kOutcomes20},
    {"sub__int32_dimensioned__uint8_dimensioned", kArgs159, kOutcomes58},
    {"sub__int32_dimensioned__int8_dimensioned", kArgs160, kOutcomes58},
    {"sub__int32_dimensioned__int16_dimensioned", kArgs161, kOutcomes58},
    {"sub__int32_dimensioned__int32_dimensioned", kArgs162, kOutcomes58},
    {"sub__int32_dimensioned__int64_dimensioned", kArgs163, kOutcomes60},
    {"sub__int32_dimensioned__float16_dimensioned", kArgs164, kOutcomes62},
    {"sub__int32_dimensioned__bfloat16_dimensioned", kArgs165, kOutcomes64},
    {"sub__int32_dimensioned__float32_dimensioned", kArgs166, kOutcomes66},
    {"sub__int32_dimensioned__float64_dimensioned", kArgs167, kOutcomes68},
    {"sub__int32_dimensioned__complex32_dimensioned", kArgs168, kOutcomes70},
    {"sub__int32_dimensioned__complex64_dimensioned", kArgs169, kOutcomes72},
    {"sub__int32_dimensioned__complex128_dimensioned", kArgs170, kOutcomes74},
    {"sub__int32_dimensioned__bool_zero_dim", kArgs171, kOutcomes20},
    {"sub__int32_dimensioned__uint8_zero_dim", kArgs172, kOutcomes58},
    {"sub__int32_dimensioned__int8_zero_dim", kArgs173, kOutcomes58},
    {"sub__int32_dimensioned__int16_zero_dim", kArgs174, kOutcomes58},
    {"sub__int32_dimensioned__int32_zero_dim", kArgs175, kOutcomes58},
    {"sub__int32_dimensioned__int64_zero_dim", kArgs176, kOutcomes58},
    {"sub__int32_dimensioned__float16_zero_dim", kArgs177, kOutcomes62},
    {"sub__int32_dimensioned__bfloat16_zero_dim", kArgs178, kOutcomes64},
    {"sub__int32_dimensioned__float32_zero_dim", kArgs179, kOutcomes66},
    {"sub__int32_dimensioned__float64_zero_dim", kArgs180, kOutcomes68},
    {"sub__int32_dimensioned__complex32_zero_dim", kArgs181, kOutcomes70},
    {"sub__int32_dimensioned__complex64_zero_dim", kArgs182, kOutcomes72},
    {"sub__int32_dimensioned__complex128_zero_dim", kArgs183, kOutcomes74},
    {"sub__int32_dimensioned__bool_scalar", kArgs184, kOutcomes48},
    {"sub__int32_dimensioned__int_scalar", kArgs185, kOutcomes186},
    {"sub__int32_dimensioned__float_scalar", kArgs187, kOutcomes92},
    {"sub__int32_dimensioned__complex_scalar", kArgs188, kOutcomes94},
    {"sub__int64_dimensioned__bool_dimensioned", kArgs189, kOutcomes20},
    {"sub__int64_dimensioned__uint8_dimensioned", kArgs190, kOutcomes60},
    {"sub__int64_dimensioned__int8_dimensioned", kArgs191, kOutcomes60},
    {"sub__int64_dimensioned__int16_dimensioned", kArgs192, kOutcomes60},
    {"sub__int64_dimensioned__int32_dimensioned", kArgs193, kOutcomes60},
    {"sub__int64_dimensioned__int64_dimensioned", kArgs194, kOutcomes60},
    {"sub__int64_dimensioned__float16_dimensioned", kArgs195, kOutcomes62},
    {"sub__int64_dimensioned__bfloat16_dimensioned", kArgs196, kOutcomes64},
    {"sub__int64_dimensioned__float32_dimensioned", kArgs197, kOutcomes66},
    {"sub__int64_dimensioned__float64_dimensioned", kArgs198, kOutcomes68},
    {"sub__int64_dimensioned__complex32_dimensioned", kArgs199, kOutcomes70},
    {"sub__int64_dimensioned__complex64_dimensioned", kArgs200, kOutcomes72},
    {"sub__int64_dimensioned__complex128_dimensioned", kArgs201, kOutcomes74},
    {"sub__int64_dimensioned__bool_zero_dim", kArgs202, kOutcomes20},
    {"sub__int64_dimensioned__uint8_zero_dim", kArgs203, kOutcomes60},
    {"sub__int64_dimensioned__int8_zero_dim", kArgs204, kOutcomes60},
    {"sub__int64_dimensioned__int16_zero_dim", kArgs205, kOutcomes60},
    {"sub__int64_dimensioned__int32_zero_dim", kArgs206, kOutcomes60},
    {"sub__int64_dimensioned__int64_zero_dim", kArgs207, kOutcomes60},
    {"sub__int64_dimensioned__float16_zero_dim", kArgs208, kOutcomes62},
    {"sub__int64_dimensioned__bfloat16_zero_dim", kArgs209, kOutcomes64},
    {"sub__int64_dimensioned__float32_zero_dim", kArgs210, kOutcomes66},
    {"sub__int64_dimensioned__float64_zero_dim", kArgs211, kOutcomes68},
    {"sub__int64_dimensioned__complex32_zero_dim", kArgs212, kOutcomes70},
    {"sub__int64_dimensioned__complex64_zero_dim", kArgs213, kOutcomes72},
    {"sub__int64_dimensioned__complex128_zero_dim", kArgs214, kOutcomes74},
    {"sub__int64_dimensioned__bool_scalar", kArgs215, kOutcomes48},
    {"sub__int64_dimensioned__int_scalar", kArgs216, kOutcomes217},
    {"sub__int64_dimensioned__float_scalar", kArgs218, kOutcomes92},
    {"sub__int64_dimensioned__complex_scalar", kArgs219, kOutcomes94},
    {"sub__float16_dimensioned__bool_dimensioned", kArgs220, kOutcomes20},
    {"sub__float16_dimensioned__uint8_dimensioned", kArgs221, kOutcomes62},
    {"sub__float16_dimensioned__int8_dimensioned", kArgs222, kOutcomes62},
    {"sub__float16_dimensioned__int16_dimensioned", kArgs223, kOutcomes62},
    {"sub__float16_dimensioned__int32_dimensioned", kArgs224, kOutcomes62},
    {"sub__float16_dimensioned__int64_dimensioned", kArgs225, kOutcomes62},
    {"sub__float16_dimensioned__float16_dimensioned", kArgs226, kOutcomes62},
    {"sub__float16_dimensioned__bfloat16_dimensioned", kArgs227, kOutcomes66},
    {"sub__float16_dimensioned__float32_dimensioned", kArgs228, kOutcomes66},
    {"sub__float16_dimensioned__float64_dimensioned", kArgs229, kOutcomes68},
    {"sub__float16_dimensioned__complex32_dimensioned", kArgs230, kOutcomes70},
    {"sub__float16_dimensioned__complex64_dimensioned", kArgs231, kOutcomes72},
    {"sub__float16_dimensioned__complex128_dimensioned", kArgs232, kOutcomes74},
    {"sub__float16_dimensioned__bool_zero_dim", kArgs233, kOutcomes20},
    {"sub__float16_dimensioned__uint8_zero_dim", kArgs234, kOutcomes62},
    {"sub__float16_dimensioned__int8_zero_dim", kArgs235, kOutcomes62},
    {"sub__float16_dimensioned__int16_zero_dim", kArgs236, kOutcomes62},
    {"sub__float16_dimensioned__int32_zero_dim", kArgs237, kOutcomes62},
    {"sub__float16_dimensioned__int64_zero_dim", kArgs238, kOutcomes62},
    {"sub__float16_dimensioned__float16_zero_dim", kArgs239, kOutcomes62},
    {"sub__float16_dimensioned__bfloat16_zero_dim", kArgs240, kOutcomes62},
    {"sub__float16_dimensioned__float32_zero_dim", kArgs241, kOutcomes62},
    {"sub__float16_dimensioned__float64_zero_dim", kArgs242, kOutcomes62},
    {"sub__float16_dimensioned__complex32_zero_dim", kArgs243, kOutcomes70},
    {"sub__float16_dimensioned__complex64_zero_dim", kArgs244, kOutcomes70},
    {"sub__float16_dimensioned__complex128_zero_dim", kArgs245, kOutcomes70},
    {"sub__float16_dimensioned__bool_scalar", kArgs246, kOutcomes48},
    {"sub__float16_dimensioned__int_scalar", kArgs247, kOutcomes248},
    {"sub__float16_dimensioned__float_scalar", kArgs249, kOutcomes248},
    {"sub__float16_dimensioned__complex_scalar", kArgs250, kOutcomes251},
    {"sub__bfloat16_dimensioned__bool_dimensioned", kArgs252, kOutcomes20},
    {"sub__bfloat16_dimensioned__uint8_dimensioned", kArgs253, kOutcomes64},
    {"sub__bfloat16_dimensioned__int8_dimensioned", kArgs254, kOutcomes64},
    {"sub__bfloat16_dimensioned__int16_dimensioned", kArgs255, kOutcomes64},
    {"sub__bfloat16_dimensioned__int32_dimensioned", kArgs256, kOutcomes64},
    {"sub__bfloat16_dimensioned__int64_dimensioned", kArgs257, kOutcomes64},
    {"sub__bfloat16_dimensioned__float16_dimensioned", kArgs258, kOutcomes66},
    {"sub__bfloat16_dimensioned__bfloat16_dimensioned", kArgs259, kOutcomes64},
    {"sub__bfloat16_dimensioned__float32_dimensioned", kArgs260, kOutcomes66},
    {"sub__bfloat16_dimensioned__float64_dimensioned", kArgs261, kOutcomes68},
    {"sub__bfloat16_dimensioned__complex32_dimensioned", kArgs262, kOutcomes72},
    {"sub__bfloat16_dimensioned__complex64_dimensioned", kArgs263, kOutcomes72},
    {"sub__bfloat16_dimensioned__complex128_dimensioned", kArgs264, kOutcomes74},
    {"sub__bfloat16_dimensioned__bool_zero_dim", kArgs265, kOutcomes20},
    {"sub__bfloat16_dimensioned__uint8_zero_dim", kArgs266, kOutcomes64},
    {"sub__bfloat16_dimensioned__int8_zero_dim", kArgs267, kOutcomes64},
    {"sub__bfloat16_dimensioned__int16_zero_dim", kArgs268, kOutcomes64},
    {"sub__bfloat16_dimensioned__int32_zero_dim", kArgs269, kOutcomes64},
    {"sub__bfloat16_dimensioned__int64_zero_dim", kArgs270, kOutcomes64},
    {"sub__bfloat16_dimensioned__float16_zero_dim", kArgs271, kOutcomes64},
    {"sub__bfloat16_dimensioned__bfloat16_zero_dim", kArgs272, kOutcomes64},
    {"sub__bfloat16_dimensioned__float32_zero_dim", kArgs273, kOutcomes64},
    {"sub__bfloat16_dimensioned__float64_zero_dim", kArgs274, kOutcomes64},
    {"sub__bfloat16_dimensioned__complex32_zero_dim", kArgs275, kOutcomes72},
    {"sub__bfloat16_dimensioned__complex64_zero_dim", kArgs276, kOutcomes72},
    {"sub__bfloat16_dimensioned__complex128_zero_dim", kArgs277, kOutcomes72},
    {"sub__bfloat16_dimensioned__bool_scalar", kArgs278, kOutcomes48},
    {"sub__bfloat16_dimensioned__int_scalar", kArgs279, kOutcomes280},
    {"sub__bfloat16_dimensioned__float_scalar", kArgs281, kOutcomes280},
    {"sub__bfloat16_dimensioned__complex_scalar", kArgs282, kOutcomes94},
    {"sub__float32_dimensioned__bool_dimensioned", kArgs283, kOutcomes20},
    {"sub__float32_dimensioned__uint8_dimensioned", kArgs284, kOutcomes66},
    {"sub__float32_dimensioned__int8_dimensioned", kArgs285, kOutcomes66},
    {"sub__float32_dimensioned__int16_dimensioned", kArgs286, kOutcomes66},
    {"sub__float32_dimensioned__int32_dimensioned", kArgs287, kOutcomes66},
    {"sub__float32_dimensioned__int64_dimensioned", kArgs288, kOutcomes66},
    {"sub__float32_dimensioned__float16_dimensioned", kArgs289, kOutcomes66},
    {"sub__float32_dimensioned__bfloat16_dimensioned", kArgs290, kOutcomes66},
    {"sub__float32_dimensioned__float32_dimensioned", kArgs291, kOutcomes66},
    {"sub__float32_dimensioned__float64_dimensioned", kArgs292, kOutcomes68},
    {"sub__float32_dimensioned__complex32_dimensioned", kArgs293, kOutcomes72},
    {"sub__float32_dimensioned__complex64_dimensioned", kArgs294, kOutcomes72},
    {"sub__float32_dimensioned__complex128_dimensioned", kArgs295, kOutcomes74},
    {"sub__float32_dimensioned__bool_zero_dim", kArgs296, kOutcomes20},
    {"sub__float32_dimensioned__uint8_zero_dim", kArgs297, kOutcomes66},
    {"sub__float32_dimensioned__int8_zero_dim", kArgs298, kOutcomes66},
    {"sub__float32_dimensioned__int16_zero_dim", kArgs299, kOutcomes66},
    {"sub__float32_dimensioned__int32_zero_dim", kArgs300, kOutcomes66},
    {"sub__float32_dimensioned__int64_zero_dim", kArgs301, kOutcomes66},
    {"sub__float32_dimensioned__float16_zero_dim", kArgs302, kOutcomes66},
    {"sub__float32_dimensioned__bfloat16_zero_dim", kArgs303, kOutcomes66},
    {"sub__float32_dimensioned__float32_zero_dim", kArgs304, kOutcomes66},
    {"sub__float32_dimensioned__float64_zero_dim", kArgs305, kOutcomes66},
    {"sub__float32_dimensioned__complex32_zero_dim", kArgs306, kOutcomes72},
    {"sub__float32_dimensioned__complex64_zero_dim", kArgs307, kOutcomes72},
    {"sub__float32_dimensioned__complex128_zero_dim", kArgs308, kOutcomes72},
    {"sub__float32_dimensioned__bool_scalar", kArgs309, kOutcomes48},
    {"sub__float32_dimensioned__int_scalar", kArgs310, kOutcomes92},
    {"sub__float32_dimensioned__float_scalar", kArgs311, kOutcomes92},
    {"sub__float32_dimensioned__complex_scalar", kArgs312, kOutcomes94},
    {"sub__float64_dimensioned__bool_dimensioned", kArgs313, kOutcomes20},
    {"sub__float64_dimensioned__uint8_dimensioned", kArgs314, kOutcomes68},
    {"sub__float64_dimensioned__int8_dimensioned", kArgs315, kOutcomes68},
    {"sub__float64_dimensioned__int16_dimensioned", kArgs316, kOutcomes68},
    {"sub__float64_dimensioned__int32_dimensioned", kArgs317, kOutcomes68},
    {"sub__float64_dimensioned__int64_dimensioned", kArgs318, kOutcomes68},
    {"sub__float64_dimensioned__float16_dimensioned", kArgs319, kOutcomes68},
    {"sub__float64_dimensioned__bfloat16_dimensioned", kArgs320, kOutcomes68},
    {"sub__float64_dimensioned__float32_dimensioned", kArgs321, kOutcomes68},
    {"sub__float64_dimensioned__float64_dimensioned", kArgs322, kOutcomes68},
    {"sub__float64_dimensioned__complex32_dimensioned", kArgs323, kOutcomes74},
    {"sub__float64_dimensioned__complex64_dimensioned", kArgs324, kOutcomes74},
    {"sub__float64_dimensioned__complex128_dimensioned", kArgs325, kOutcomes74},
    {"sub__float64_dimensioned__bool_zero_dim", kArgs326, kOutcomes20},
    {"sub__float64_dimensioned__uint8_zero_dim", kArgs327, kOutcomes68},
    {"sub__float64_dimensioned__int8_zero_dim", kArgs328, kOutcomes68},
    {"sub__float64_dimensioned__int16_zero_dim", kArgs329, kOutcomes68},
    {"sub__float64_dimensioned__int32_zero_dim", kArgs330, kOutcomes68},
    {"sub__float64_dimensioned__int64_zero_dim", kArgs331, kOutcomes68},
    {"sub__float64_dimensioned__float16_zero_dim", kArgs332, kOutcomes68},
    {"sub__float64_dimensioned__bfloat16_zero_dim", kArgs333, kOutcomes68},
    {"sub__float64_dimensioned__float32_zero_dim", kArgs334, kOutcomes68},
    {"sub__float64_dimensioned__float64_zero_dim", kArgs335, kOutcomes68},
    {"sub__float64_dimensioned__complex32_zero_dim", kArgs336, kOutcomes74},
    {"sub__float64_dimensioned__complex64_zero_dim", kArgs337, kOutcomes74},
    {"sub__float64_dimensioned__complex128_zero_dim", kArgs338, kOutcomes74},
    {"sub__float64_dimensioned__bool_scalar", kArgs339, kOutcomes48},
    {"sub__float64_dimensioned__int_scalar", kArgs340, kOutcomes341},
    {"sub__float64_dimensioned__float_scalar", kArgs342, kOutcomes341},
    {"sub__float64_dimensioned__complex_scalar", kArgs343, kOutcomes344},
    {"sub__complex32_dimensioned__bool_dimensioned", kArgs345, kOutcomes20},
    {"sub__complex32_dimensioned__uint8_dimensioned", kArgs346, kOutcomes70},
    {"sub__complex32_dimensioned__int8_dimensioned", kArgs347, kOutcomes70},
    {"sub__complex32_dimensioned__int16_dimensioned", kArgs348, kOutcomes70},
    {"sub__complex32_dimensioned__int32_dimensioned", kArgs349, kOutcomes70},
    {"sub__complex32_dimensioned__int64_dimensioned", kArgs350, kOutcomes70},
    {"sub__complex32_dimensioned__float16_dimensioned", kArgs351, kOutcomes70},
    {"sub__complex32_dimensioned__bfloat16_dimensioned", kArgs352, kOutcomes72},
    {"sub__complex32_dimensioned__float32_dimensioned", kArgs353, kOutcomes72},
    {"sub__complex32_dimensioned__float64_dimensioned", kArgs354, kOutcomes74},
    {"sub__complex32_dimensioned__complex32_dimensioned", kArgs355, kOutcomes70},
    {"sub__complex32_dimensioned__complex64_dimensioned", kArgs356, kOutcomes72},
    {"sub__complex32_dimensioned__complex128_dimensioned", kArgs357, kOutcomes74},
    {"sub__complex32_dimensioned__bool_zero_dim", kArgs358, kOutcomes20},
    {"sub__complex32_dimensioned__uint8_zero_dim", kArgs359, kOutcomes70},
    {"sub__complex32_dimensioned__int8_zero_dim", kArgs360, kOutcomes70},
    {"sub__complex32_dimensioned__int16_zero_dim", kArgs361, kOutcomes70},
    {"sub__complex32_dimensioned__int32_zero_dim", kArgs362, kOutcomes70},
    {"sub__complex32_dimensioned__int64_zero_dim", kArgs363, kOutcomes70},
    {"sub__complex32_dimensioned__float16_zero_dim", kArgs364, kOutcomes70},
    {"sub__complex32_dimensioned__bfloat16_zero_dim", kArgs365, kOutcomes70},
    {"sub__complex32_dimensioned__float32_zero_dim", kArgs366, kOutcomes70},
    {"sub__complex32_dimensioned__float64_zero_dim", kArgs367, kOutcomes70},
    {"sub__complex32_dimensioned__complex32_zero_dim", kArgs368, kOutcomes70},
    {"sub__complex32_dimensioned__complex64_zero_dim", kArgs369, kOutcomes70},
    {"sub__complex32_dimensioned__complex128_zero_dim", kArgs370, kOutcomes70},
    {"sub__complex32_dimensioned__bool_scalar", kArgs371, kOutcomes48},
    {"sub__complex32_dimensioned__int_scalar", kArgs372, kOutcomes251},
    {"sub__complex32_dimensioned__float_scalar", kArgs373, kOutcomes251},
    {"sub__complex32_dimensioned__complex_scalar", kArgs374, kOutcomes251},
    {"sub__complex64_dimensioned__bool_dimensioned", kArgs375, kOutcomes20},
    {"sub__complex64_dimensioned__uint8_dimensioned", kArgs376, kOutcomes72},
    {"sub__complex64_dimensioned__int8_dimensioned", kArgs377, kOutcomes72},
    {"sub__complex64_dimensioned__int16_dimensioned", kArgs378, kOutcomes72},
    {"sub__complex64_dimensioned__int32_dimensioned", kArgs379, kOutcomes72},
    {"sub__complex64_dimensioned__int64_dimensioned", kArgs380, kOutcomes72},
    {"sub__complex64_dimensioned__float16_dimensioned", kArgs381, kOutcomes72},
    {"sub__complex64_dimensioned__bfloat16_dimensioned", kArgs382, kOutcomes72},
    {"sub__complex64_dimensioned__float32_dimensioned", kArgs383, kOutcomes72},
    {"sub__complex64_dimensioned__float64_dimensioned", kArgs384, kOutcomes74},
    {"sub__complex64_dimensioned__complex32_dimensioned", kArgs385, kOutcomes72},
    {"sub__complex64_dimensioned__complex64_dimensioned", kArgs386, kOutcomes72},
    {"sub__complex64_dimensioned__complex128_dimensioned", kArgs387, kOutcomes74},
    {"sub__complex64_dimensioned__bool_zero_dim", kArgs388, kOutcomes20},
    {"sub__complex64_dimensioned__uint8_zero_dim", kArgs389, kOutcomes72},
    {"sub__complex64_dimensioned__int8_zero_dim", kArgs390, kOutcomes72},
    {"sub__complex64_dimensioned__int16_zero_dim", kArgs391, kOutcomes72},
    {"sub__complex64_dimensioned__int32_zero_dim", kArgs392, kOutcomes72},
    {"sub__complex64_dimensioned__int64_zero_dim", kArgs393, kOutcomes72},
    {"sub__complex64_dimensioned__float16_zero_dim", kArgs394, kOutcomes72},
    {"sub__complex64_dimensioned__bfloat16_zero_dim", kArgs395, kOutcomes72},
    {"sub__complex64_dimensioned__float32_zero_dim", kArgs396, kOutcomes72},
    {"sub__complex64_dimensioned__float64_zero_dim", kArgs397, kOutcomes72},
    {"sub__complex64_dimensioned__complex32_zero_dim", kArgs398, kOutcomes72},
    {"sub__complex64_dimensioned__complex64_zero_dim", kArgs399, kOutcomes72},
    {"sub__complex64_dimensioned__complex128_zero_dim", kArgs400, kOutcomes72},
    {"sub__complex64_dimensioned__bool_scalar", kArgs401, kOutcomes48},
    {"sub__complex64_dimensioned__int_scalar", kArgs402, kOutcomes94},
    {"sub__complex64_dimensioned__float_scalar", kArgs403, kOutcomes94},
    {"sub__complex64_dimensioned__complex_scalar", kArgs404, kOutcomes94},
    {"sub__complex128_dimensioned__bool_dimensioned", kArgs405, kOutcomes20},
    {"sub__complex128_dimensioned__uint8_dimensioned", kArgs406, kOutcomes74},
    {"sub__complex128_dimensioned__int8_dimensioned", kArgs407, kOutcomes74},
    {"sub__complex128_dimensioned__int16_dimensioned", kArgs408, kOutcomes74},
    {"sub__complex128_dimensioned__int32_dimensioned", kArgs409, kOutcomes74},
    {"sub__complex128_dimensioned__int64_dimensioned", kArgs410, kOutcomes74},
    {"sub__complex128_dimensioned__float16_dimensioned", kArgs411, kOutcomes74},
    {"sub__complex128_dimensioned__bfloat16_dimensioned", kArgs412, kOutcomes74},
    {"sub__complex128_dimensioned__float32_dimensioned", kArgs413, kOutcomes74},
    {"sub__complex128_dimensioned__float64_dimensioned", kArgs414, kOutcomes74},
    {"sub__complex128_dimensioned__complex32_dimensioned", kArgs415, kOutcomes74},
    {"sub__complex128_dimensioned__complex64_dimensioned", kArgs416, kOutcomes74},
    {"sub__complex128_dimensioned__complex128_dimensioned", kArgs417, kOutcomes74},
    {"sub__complex128_dimensioned__bool_zero_dim", kArgs418, kOutcomes20},
    {"sub__complex128_dimensioned__uint8_zero_dim", kArgs419, kOutcomes74},
    {"sub__complex128_dimensioned__int8_zero_dim", kArgs420, kOutcomes74},
    {"sub__complex128_dimensioned__int16_zero_dim", kArgs421, kOutcomes74},
    {"sub__complex128_dimensioned__int32_zero_dim", kArgs422, kOutcomes74},
    {"sub__complex128_dimensioned__int64_zero_dim", kArgs423, kOutcomes74},
    {"sub__complex128_dimensioned__float16_zero_dim", kArgs424, kOutcomes74},
    {"sub__complex128_dimensioned__bfloat16_zero_dim", kArgs425, kOutcomes74},
    {"sub__complex128_dimensioned__float32_zero_dim", kArgs426, kOutcomes74},
    {"sub__complex128_dimensioned__float64_zero_dim", kArgs427, kOutcomes74},
    {"sub__complex128_dimensioned__complex32_zero_dim", kArgs428, kOutcomes74},
    {"sub__complex128_dimensioned__complex64_zero_dim", kArgs429, kOutcomes74},
    {"sub__complex128_dimensioned__complex128_zero_dim", kArgs430, kOutcomes74},
    {"sub__complex128_dimensioned__bool_scalar", kArgs431, kOutcomes48},
    {"sub__complex128_dimensioned__int_scalar", kArgs432, kOutcomes344},
    {"sub__complex128_dimensioned__float_scalar", kArgs433, kOutcomes344},
    {"sub__complex128_dimensioned__complex_scalar", kArgs434, kOutcomes344},
    {"sub__bool_zero_dim__bool_dimensioned", kArgs435, kOutcomes17},
    {"sub__bool_zero_dim__uint8_dimensioned", kArgs436, kOutcomes20},
    {"sub__bool_zero_dim__int8_dimensioned", kArgs437, kOutcomes20},
    {"sub__bool_zero_dim__int16_dimensioned", kArgs438, kOutcomes20},
    {"sub__bool_zero_dim__int32_dimensioned", kArgs439, kOutcomes20},
    {"sub__bool_zero_dim__int64_dimensioned", kArgs440, kOutcomes20},
    {"sub__bool_zero_dim__float16_dimensioned", kArgs441, kOutcomes20},
    {"sub__bool_zero_dim__bfloat16_dimensioned", kArgs442, kOutcomes20},
    {"sub__bool_zero_dim__float32_dimensioned", kArgs443, kOutcomes20},
    {"sub__bool_zero_dim__float64_dimensioned", kArgs444, kOutcomes20},
    {"sub__bool_zero_dim__complex32_dimensioned", kArgs445, kOutcomes20},
    {"sub__bool_zero_dim__complex64_dimensioned", kArgs446, kOutcomes20},
    {"sub__bool_zero_dim__complex128_dimensioned", kArgs447, kOutcomes20},
    {"sub__bool_zero_dim__bool_zero_dim", kArgs448, kOutcomes17},
    {"sub__bool_zero_dim__uint8_zero_dim", kArgs449, kOutcomes20},
    {"sub__bool_zero_dim__int8_zero_dim", kArgs450, kOutcomes20},
    {"sub__bool_zero_dim__int16_zero_dim", kArgs451, kOutcomes20},
    {"sub__bool_zero_dim__int32_zero_dim", kArgs452, kOutcomes20},
    {"sub__bool_zero_dim__int64_zero_dim", kArgs453, kOutcomes20},
    {"sub__bool_zero_dim__float16_zero_dim", kArgs454, kOutcomes20},
    {"sub__bool_zero_dim__bfloat16_zero_dim", kArgs455, kOutcomes20},
    {"sub__bool_zero_dim__float32_zero_dim", kArgs456, kOutcomes20},
    {"sub__bool_zero_dim__float64_zero_dim", kArgs457, kOutcomes20},
    {"sub__bool_zero_dim__complex32_zero_dim", kArgs458, kOutcomes20},
    {"sub__bool_zero_dim__complex64_zero_dim", kArgs459, kOutcomes20},
    {"sub__bool_zero_dim__complex128_zero_dim", kArgs460, kOutcomes20},
    {"sub__bool_zero_dim__bool_scalar", kArgs461, kOutcomes46},
    {"sub__bool_zero_dim__int_scalar", kArgs462, kOutcomes48},
    {"sub__bool_zero_dim__float_scalar", kArgs463, kOutcomes48},
    {"sub__bool_zero_dim__complex_scalar", kArgs464, kOutcomes48},
    {"sub__uint8_zero_dim__bool_dimensioned", kArgs465, kOutcomes20},
    {"sub__uint8_zero_dim__uint8_dimensioned", kArgs466, kOutcomes53},
    {"sub__uint8_zero_dim__int8_dimensioned", kArgs467, kOutcomes98},
    {"sub__uint8_zero_dim__int16_dimensioned", kArgs468, kOutcomes55},
    {"sub__uint8_zero_dim__int32_dimensioned", kArgs469, kOutcomes58},
    {"sub__uint8_zero_dim__int64_dimensioned", kArgs470, kOutcomes60},
    {"sub__uint8_zero_dim__float16_dimensioned", kArgs471, kOutcomes62},
    {"sub__uint8_zero_dim__bfloat16_dimensioned", kArgs472, kOutcomes64},
    {"sub__uint8_zero_dim__float32_dimensioned", kArgs473, kOutcomes66},
    {"sub__uint8_zero_dim__float64_dimensioned", kArgs474, kOutcomes68},
    {"sub__uint8_zero_dim__complex32_dimensioned", kArgs475, kOutcomes70},
    {"sub__uint8_zero_dim__complex64_dimensioned", kArgs476, kOutcomes72},
    {"sub__uint8_zero_dim__complex128_dimensioned", kArgs477, kOutcomes74},
    {"sub__uint8_zero_dim__bool_zero_dim", kArgs478, kOutcomes20},
    {"sub__uint8_zero_dim__uint8_zero_dim", kArgs479, kOutcomes480},
    {"sub__uint8_zero_dim__int8_zero_dim", kArgs481, kOutcomes482},
    {"sub__uint8_zero_dim__int16_zero_dim", kArgs483, kOutcomes482},
    {"sub__uint8_zero_dim__int32_zero_dim", kArgs484, kOutcomes485},
    {"sub__uint8_zero_dim__int64_zero_dim", kArgs486, kOutcomes487},
    {"sub__uint8_zero_dim__float16_zero_dim", kArgs488, kOutcomes489},
    {"sub__uint8_zero_dim__bfloat16_zero_dim", kArgs490, kOutcomes491},
    {"sub__uint8_zero_dim__float32_zero_dim", kArgs492, kOutcomes493},
    {"sub__uint8_zero_dim__float64_zero_dim", kArgs494, kOutcomes495},
    {"sub__uint8_zero_dim__complex32_zero_dim", kArgs496, kOutcomes497},
    {"sub__uint8_zero_dim__complex64_zero_dim", kArgs498, kOutcomes499},
    {"sub__uint8_zero_dim__complex128_zero_dim", kArgs500, kOutcomes501},
    {"sub__uint8_zero_dim__bool_scalar", kArgs502, kOutcomes48},
    {"sub__uint8_zero_dim__int_scalar", kArgs503, kOutcomes504},
    {"sub__uint8_zero_dim__float_scalar", kArgs505, kOutcomes506},
    {"sub__uint8_zero_dim__complex_scalar", kArgs507, kOutcomes508},
    {"sub__int8_zero_dim__bool_dimensioned", kArgs509, kOutcomes20},
    {"sub__int8_zero_dim__uint8_dimensioned", kArgs510, kOutcomes53},
    {"sub__int8_zero_dim__int8_dimensioned", kArgs511, kOutcomes98},
    {"sub__int8_zero_dim__int16_dimensioned", kArgs512, kOutcomes55},
    {"sub__int8_zero_dim__int32_dimensioned", kArgs513, kOutcomes58},
    {"sub__int8_zero_dim__int64_dimensioned", kArgs514, kOutcomes60},
    {"sub__int8_zero_dim__float16_dimensioned", kArgs515, kOutcomes62},
    {"sub__int8_zero_dim__bfloat16_dimensioned", kArgs516, kOutcomes64},
    {"sub__int8_zero_dim__float32_dimensioned", kArgs517, kOutcomes66},
    {"sub__int8_zero_dim__float64_dimensioned", kArgs518, kOutcomes68},
    {"sub__int8_zero_dim__complex32_dimensioned", kArgs519, kOutcomes70},
    {"sub__int8_zero_dim__complex64_dimensioned", kArgs520, kOutcomes72},
    {"sub__int8_zero_dim__complex128_dimensioned", kArgs521, kOutcomes74},
    {"sub__int8_zero_dim__bool_zero_dim", kArgs522, kOutcomes20},
    {"sub__int8_zero_dim__uint8_zero_dim", kArgs523, kOutcomes482},
    {"sub__int8_zero_dim__int8_zero_dim", kArgs524, kOutcomes525},
    {"sub__int8_zero_dim__int16_zero_dim", kArgs526, kOutcomes482},
    {"sub__int8_zero_dim__int32_zero_dim", kArgs527, kOutcomes485},
    {"sub__int8_zero_dim__int64_zero_dim", kArgs528, kOutcomes487},
    {"sub__int8_zero_dim__float16_zero_dim", kArgs529, kOutcomes489},
    {"sub__int8_zero_dim__bfloat16_zero_dim", kArgs530, kOutcomes491},
    {"sub__int8_zero_dim__float32_zero_dim", kArgs531, kOutcomes493},
    {"sub__int8_zero_dim__float64_zero_dim", kArgs532, kOutcomes495},
    {"sub__int8_zero_dim__complex32_zero_dim", kArgs533, kOutcomes497},
    {"sub__int8_zero_dim__complex64_zero_dim", kArgs534, kOutcomes499},
    {"sub__int8_zero_dim__complex128_zero_dim", kArgs535, kOutcomes501},
    {"sub__int8_zero_dim__bool_scalar", kArgs536, kOutcomes48},
    {"sub__int8_zero_dim__int_scalar", kArgs537, kOutcomes538},
    {"sub__int8_zero_dim__float_scalar", kArgs539, kOutcomes506},
    {"sub__int8_zero_dim__complex_scalar", kArgs540, kOutcomes508},
    {"sub__int16_zero_dim__bool_dimensioned", kArgs541, kOutcomes20},
    {"sub__int16_zero_dim__uint8_dimensioned", kArgs542, kOutcomes53},
    {"sub__int16_zero_dim__int8_dimensioned", kArgs543, kOutcomes98},
    {"sub__int16_zero_dim__int16_dimensioned", kArgs544, kOutcomes55},
    {"sub__int16_zero_dim__int32_dimensioned", kArgs545, kOutcomes58},
    {"sub__int16_zero_dim__int64_dimensioned", kArgs546, kOutcomes60},
    {"sub__int16_zero_dim__float16_dimensioned", kArgs547, kOutcomes62},
    {"sub__int16_zero_dim__bfloat16_dimensioned", kArgs548, kOutcomes64},
    {"sub__int16_zero_dim__float32_dimensioned", kArgs549, kOutcomes66},
    {"sub__int16_zero_dim__float64_dimensioned", kArgs550, kOutcomes68},
    {"sub__int16_zero_dim__complex32_dimensioned", kArgs551, kOutcomes70},
    {"sub__int16_zero_dim__complex64_dimensioned", kArgs552, kOutcomes72},
    {"sub__int16_zero_dim__complex128_dimensioned", kArgs553, kOutcomes74},
    {"sub__int16_zero_dim__bool_zero_dim", kArgs554, kOutcomes20},
    {"sub__int16_zero_dim__uint8_zero_dim", kArgs555, kOutcomes482},
    {"sub__int16_zero_dim__int8_zero_dim", kArgs556, kOutcomes482},
    {"sub__int16_zero_dim__int16_zero_dim", kArgs557, kOutcomes482},
    {"sub__int16_zero_dim__int32_zero_dim", kArgs558, kOutcomes485},
    {"sub__int16_zero_dim__int64_zero_dim", kArgs559, kOutcomes487},
    {"sub__int16_zero_dim__float16_zero_dim", kArgs560, kOutcomes489},
    {"sub__int16_zero_dim__bfloat16_zero_dim", kArgs561, kOutcomes491},
    {"sub__int16_zero_dim__float32_zero_dim", kArgs562, kOutcomes493},
    {"sub__int16_zero_dim__float64_zero_dim", kArgs563, kOutcomes495},
    {"sub__int16_zero_dim__complex32_zero_dim", kArgs564, kOutcomes497},
    {"sub__int16_zero_dim__complex64_zero_dim", kArgs565, kOutcomes499},
    {"sub__int16_zero_dim__complex128_zero_dim", kArgs566, kOutcomes501},
    {"sub__int16_zero_dim__bool_scalar", kArgs567, kOutcomes48},
    {"sub__int16_zero_dim__int_scalar", kArgs568, kOutcomes569},
    {"sub__int16_zero_dim__float_scalar", kArgs570, kOutcomes506},
    {"sub__int16_zero_dim__complex_scalar", kArgs571, kOutcomes508},
    {"sub__int32_zero_dim__bool_dimensioned", kArgs572, kOutcomes20},
    {"sub__int32_zero_dim__uint8_dimensioned", kArgs573, kOutcomes53},
    {"sub__int32_zero_dim__int8_dimensioned", kArgs574, kOutcomes98},
    {"sub__int32_zero_dim__int16_dimensioned", kArgs575, kOutcomes55},
    {"sub__int32_zero_dim__int32_dimensioned", kArgs576, kOutcomes58},
    {"sub__int32_zero_dim__int64_dimensioned", kArgs577, kOutcomes60},
    {"sub__int32_zero_dim__float16_dimensioned", kArgs578, kOutcomes62},
    {"sub__int32_zero_dim__bfloat16_dimensioned", kArgs579, kOutcomes64},
    {"sub__int32_zero_dim__float32_dimensioned", kArgs580, kOutcomes66},
    {"sub__int32_zero_dim__float64_dimensioned", kArgs581, kOutcomes68},
    {"sub__int32_zero_dim__complex32_dimensioned", kArgs582, kOutcomes70},
    {"sub__int32_zero_dim__complex64_dimensioned", kArgs583, kOutcomes72},
    {"sub__int32_zero_dim__complex128_dimensioned", kArgs584, kOutcomes74},
    {"sub__int32_zero_dim__bool_zero_dim", kArgs585, kOutcomes20},
    {"sub__int32_zero_dim__uint8_zero_dim", kArgs586, kOutcomes485},
    {"sub__int32_zero_dim__int8_zero_dim", kArgs587, kOutcomes485},
    {"sub__int32_zero_dim__int16_zero_dim", kArgs588, kOutcomes485},
    {"sub__int32_zero_dim__int32_zero_dim", kArgs589, kOutcomes485},
    {"sub__int32_zero_dim__int64_zero_dim", kArgs590, kOutcomes487},
    {"sub__int32_zero_dim__float16_zero_dim", kArgs591, kOutcomes489},
    {"sub__int32_zero_dim__bfloat16_zero_dim", kArgs592, kOutcomes491},
    {"sub__int32_zero_dim__float32_zero_dim", kArgs593, kOutcomes493},
    {"sub__int32_zero_dim__float64_zero_dim", kArgs594, kOutcomes495},
    {"sub__int32_zero_dim__complex32_zero_dim", kArgs595, kOutcomes497},
    {"sub__int32_zero_dim__complex64_zero_dim", kArgs596, kOutcomes499},
    {"sub__int32_zero_dim__complex128_zero_dim", kArgs597, kOutcomes501},
    {"sub__int32_zero_dim__bool_scalar", kArgs598, kOutcomes48},
    {"sub__int32_zero_dim__int_scalar", kArgs599, kOutcomes600},
    {"sub__int32_zero_dim__float_scalar", kArgs601, kOutcomes506},
    {"sub__int32_zero_dim__complex_scalar", kArgs602, kOutcomes508},
    {"sub__int64_zero_dim__bool_dimensioned", kArgs603, kOutcomes20},
    {"sub__int64_zero_dim__uint8_dimensioned", kArgs604, kOutcomes53},
    {"sub__int64_zero_dim__int8_dimensioned", kArgs605, kOutcomes98},
    {"sub__int64_zero_dim__int16_dimensioned", kArgs606, kOutcomes55},
    {"sub__int64_zero_dim__int32_dimensioned", kArgs607, kOutcomes58},
    {"sub__int64_zero_dim__int64_dimensioned", kArgs608, kOutcomes60},
    {"sub__int64_zero_dim__float16_dimensioned", kArgs609, kOutcomes62},
    {"sub__int64_zero_dim__bfloat16_dimensioned", kArgs610, kOutcomes64},
    {"sub__int64_zero_dim__float32_dimensioned", kArgs611, kOutcomes66},
    {"sub__int64_zero_dim__float64_dimensioned", kArgs612, kOutcomes68},
    {"sub__int64_zero_dim__complex32_dimensioned", kArgs613, kOutcomes70},
    {"sub__int64_zero_dim__complex64_dimensioned", kArgs614, kOutcomes72},
    {"sub__int64_zero_dim__complex128_dimensioned", kArgs615, kOutcomes74},
    {"sub__int64_zero_dim__bool_zero_dim", kArgs616, kOutcomes20},
    {"sub__int64_zero_dim__uint8_zero_dim", kArgs617, kOutcomes487},
    {"sub__int64_zero_dim__int8_zero_dim", kArgs618, kOutcomes487},
    {"sub__int64_zero_dim__int16_zero_dim", kArgs619, kOutcomes487},
    {"sub__int64_zero_dim__int32_zero_dim", kArgs620, kOutcomes487},
    {"sub__int64_zero_dim__int64_zero_dim", kArgs621, kOutcomes487},
    {"sub__int64_zero_dim__float16_zero_dim", kArgs622, kOutcomes489},
    {"sub__int64_zero_dim__bfloat16_zero_dim", kArgs623, kOutcomes491},
    {"sub__int64_zero_dim__float32_zero_dim", kArgs624, kOutcomes493},
    {"sub__int64_zero_dim__float64_zero_dim", kArgs625, kOutcomes495},
    {"sub__int64_zero_dim__complex32_zero_dim", kArgs626, kOutcomes497},
    {"sub__int64_zero_dim__complex64_zero_dim", kArgs627, kOutcomes499},
    {"sub__int64_zero_dim__complex128_zero_dim", kArgs628, kOutcomes501},
    {"sub__int64_zero_dim__bool_scalar", kArgs629, kOutcomes48},
    {"sub__int64_zero_dim__int_scalar", kArgs630, kOutcomes631},
    {"sub__int64_zero_dim__float_scalar", kArgs632, kOutcomes506},
    {"sub__int64_zero_dim__complex_scalar", kArgs633, kOutcomes508},
    {"sub__float16_zero_dim__bool_dimensioned", kArgs634, kOutcomes20},
    {"sub__float16_zero_dim__uint8_dimensioned", kArgs635, kOutcomes62},
    {"sub__float16_zero_dim__int8_dimensioned", kArgs636, kOutcomes62},
    {"sub__float16_zero_dim__int16_dimensioned", kArgs637, kOutcomes62},
    {"sub__float16_zero_dim__int32_dimensioned", kArgs638, kOutcomes62},
    {"sub__float16_zero_dim__int64_dimensioned", kArgs639, kOutcomes62},
    {"sub__float16_zero_dim__float16_dimensioned", kArgs640, kOutcomes62},
    {"sub__float16_zero_dim__bfloat16_dimensioned", kArgs641, kOutcomes64},
    {"sub__float16_zero_dim__float32_dimensioned", kArgs642, kOutcomes66},
    {"sub__float16_zero_dim__float64_dimensioned", kArgs643, kOutcomes68},
    {"sub__float16_zero_dim__complex32_dimensioned", kArgs644, kOutcomes70},
    {"sub__float16_zero_dim__complex64_dimensioned", kArgs645, kOutcomes72},
    {"sub__float16_zero_dim__complex128_dimensioned", kArgs646, kOutcomes74},
    {"sub__float16_zero_dim__bool_zero_dim", kArgs647, kOutcomes20},
    {"sub__float16_zero_dim__uint8_zero_dim", kArgs648, kOutcomes489},
    {"sub__float16_zero_dim__int8_zero_dim", kArgs649, kOutcomes489},
    {"sub__float16_zero_dim__int16_zero_dim", kArgs650, kOutcomes489},
    {"sub__float16_zero_dim__int32_zero_dim", kArgs651, kOutcomes489},
    {"sub__float16_zero_dim__int64_zero_dim", kArgs652, kOutcomes489},
    {"sub__float16_zero_dim__float16_zero_dim", kArgs653, kOutcomes489},
    {"sub__float16_zero_dim__bfloat16_zero_dim", kArgs654, kOutcomes493},
    {"sub__float16_zero_dim__float32_zero_dim", kArgs655, kOutcomes493},
    {"sub__float16_zero_dim__float64_zero_dim", kArgs656, kOutcomes495},
    {"sub__float16_zero_dim__complex32_zero_dim", kArgs657, kOutcomes497},
    {"sub__float16_zero_dim__complex64_zero_dim", kArgs658, kOutcomes499},
    {"sub__float16_zero_dim__complex128_zero_dim", kArgs659, kOutcomes501},
    {"sub__float16_zero_dim__bool_scalar", kArgs660, kOutcomes48},
    {"sub__float16_zero_dim__int_scalar", kArgs661, kOutcomes662},
    {"sub__float16_zero_dim__float_scalar", kArgs663, kOutcomes662},
    {"sub__float16_zero_dim__complex_scalar", kArgs664, kOutcomes665},
    {"sub__bfloat16_zero_dim__bool_dimensioned", kArgs666, kOutcomes20},
    {"sub__bfloat16_zero_dim__uint8_dimensioned", kArgs667, kOutcomes64},
    {"sub__bfloat16_zero_dim__int8_dimensioned", kArgs668, kOutcomes64},
    {"sub__bfloat16_zero_dim__int16_dimensioned", kArgs669, kOutcomes64},
    {"sub__bfloat16_zero_dim__int32_dimensioned", kArgs670, kOutcomes64},
    {"sub__bfloat16_zero_dim__int64_dimensioned", kArgs671, kOutcomes64},
    {"sub__bfloat16_zero_dim__float16_dimensioned", kArgs672, kOutcomes62},
    {"sub__bfloat16_zero_dim__bfloat16_dimensioned", kArgs673, kOutcomes64},
    {"sub__bfloat16_zero_dim__float32_dimensioned", kArgs674, kOutcomes66},
    {"sub__bfloat16_zero_dim__float64_dimensioned", kArgs675, kOutcomes68},
    {"sub__bfloat16_zero_dim__complex32_dimensioned", kArgs676, kOutcomes70},
    {"sub__bfloat16_zero_dim__complex64_dimensioned", kArgs677, kOutcomes72},
    {"sub__bfloat16_zero_dim__complex128_dimensioned", kArgs678, kOutcomes74},
    {"sub__bfloat16_zero_dim__bool_zero_dim", kArgs679, kOutcomes20},
    {"sub__bfloat16_zero_dim__uint8_zero_dim", kArgs680, kOutcomes491},
    {"sub__bfloat16_zero_dim__int8_zero_dim", kArgs681, kOutcomes491},
    {"sub__bfloat16_zero_dim__int16_zero_dim", kArgs682, kOutcomes491},
    {"sub__bfloat16_zero_dim__int32_zero_dim", kArgs683, kOutcomes491},
    {"sub__bfloat16_zero_dim__int64_zero_dim", kArgs684, kOutcomes491},
    {"sub__bfloat16_zero_dim__float16_zero_dim", kArgs685, kOutcomes493},
    {"sub__bfloat16_zero_dim__bfloat16_zero_dim", kArgs686, kOutcomes491},
    {"sub__bfloat16_zero_dim__float32_zero_dim", kArgs687, kOutcomes493},
    {"sub__bfloat16_zero_dim__float64_zero_dim", kArgs688, kOutcomes495},
    {"sub__bfloat16_zero_dim__complex32_zero_dim", kArgs689, kOutcomes499},
    {"sub__bfloat16_zero_dim__complex64_zero_dim", kArgs690, kOutcomes499},
    {"sub__bfloat16_zero_dim__complex128_zero_dim", kArgs691, kOutcomes501},
    {"sub__bfloat16_zero_dim__bool_scalar", kArgs692, kOutcomes48},
    {"sub__bfloat16_zero_dim__int_scalar", kArgs693, kOutcomes694},
    {"sub__bfloat16_zero_dim__float_scalar", kArgs695, kOutcomes694},
    {"sub__bfloat16_zero_dim__complex_scalar", kArgs696, kOutcomes508},
    {"sub__float32_zero_dim__bool_dimensioned", kArgs697, kOutcomes20},
    {"sub__float32_zero_dim__uint8_dimensioned", kArgs698, kOutcomes66},
    {"sub__float32_zero_dim__int8_dimensioned", kArgs699, kOutcomes66},
    {"sub__float32_zero_dim__int16_dimensioned", kArgs700, kOutcomes66},
    {"sub__float32_zero_dim__int32_dimensioned", kArgs701, kOutcomes66},
    {"sub__float32_zero_dim__int64_dimensioned", kArgs702, kOutcomes66},
    {"sub__float32_zero_dim__float16_dimensioned", kArgs703, kOutcomes62},
    {"sub__float32_zero_dim__bfloat16_dimensioned", kArgs704, kOutcomes64},
    {"sub__float32_zero_dim__float32_dimensioned", kArgs705, kOutcomes66},
    {"sub__float32_zero_dim__float64_dimensioned", kArgs706, kOutcomes68},
    {"sub__float32_zero_dim__complex32_dimensioned", kArgs707, kOutcomes70},
    {"sub__float32_zero_dim__complex64_dimensioned", kArgs708, kOutcomes72},
    {"sub__float32_zero_dim__complex128_dimensioned", kArgs709, kOutcomes74},
    {"sub__float32_zero_dim__bool_zero_dim", kArgs710, kOutcomes20},
    {"sub__float32_zero_dim__uint8_zero_dim", kArgs711, kOutcomes493},
    {"sub__float32_zero_dim__int8_zero_dim", kArgs712, kOutcomes493},
    {"sub__float32_zero_dim__int16_zero_dim", kArgs713, kOutcomes493},
    {"sub__float32_zero_dim__int32_zero_dim", kArgs714, kOutcomes493},
    {"sub__float32_zero_dim__int64_zero_dim", kArgs715, kOutcomes493},
    {"sub__float32_zero_dim__float16_zero_dim", kArgs716, kOutcomes493},
    {"sub__float32_zero_dim__bfloat16_zero_dim", kArgs717, kOutcomes493},
    {"sub__float32_zero_dim__float32_zero_dim", kArgs718, kOutcomes493},
    {"sub__float32_zero_dim__float64_zero_dim", kArgs719, kOutcomes495},
    {"sub__float32_zero_dim__complex32_zero_dim", kArgs720, kOutcomes499},
    {"sub__float32_zero_dim__complex64_zero_dim", kArgs721, kOutcomes499},
    {"sub__float32_zero_dim__complex128_zero_dim", kArgs722, kOutcomes501},
    {"sub__float32_zero_dim__bool_scalar", kArgs723, kOutcomes48},
    {"sub__float32_zero_dim__int_scalar", kArgs724, kOutcomes506},
    {"sub__float32_zero_dim__float_scalar", kArgs725, kOutcomes506},
    {"sub__float32_zero_dim__complex_scalar", kArgs726, kOutcomes508},
    {"sub__float64_zero_dim__bool_dimensioned", kArgs727, kOutcomes20},
    {"sub__float64_zero_dim__uint8_dimensioned", kArgs728, kOutcomes68},
    {"sub__float64_zero_dim__int8_dimensioned", kArgs729, kOutcomes68},
    {"sub__float64_zero_dim__int16_dimensioned", kArgs730, kOutcomes68},
    {"sub__float64_zero_dim__int32_dimensioned", kArgs731, kOutcomes68},
    {"sub__float64_zero_dim__int64_dimensioned", kArgs732, kOutcomes68},
    {"sub__float64_zero_dim__float16_dimensioned", kArgs733, kOutcomes62},
    {"sub__float64_zero_dim__bfloat16_dimensioned", kArgs734, kOutcomes64},
    {"sub__float64_zero_dim__float32_dimensioned", kArgs735, kOutcomes66},
    {"sub__float64_zero_dim__float64_dimensioned", kArgs736, kOutcomes68},
    {"sub__float64_zero_dim__complex32_dimensioned", kArgs737, kOutcomes70},
    {"sub__float64_zero_dim__complex64_dimensioned", kArgs738, kOutcomes72},
    {"sub__float64_zero_dim__complex128_dimensioned", kArgs739, kOutcomes74},
    {"sub__float64_zero_dim__bool_zero_dim", kArgs740, kOutcomes20},
    {"sub__float64_zero_dim__uint8_zero_dim", kArgs741, kOutcomes495},
    {"sub__float64_zero_dim__int8_zero_dim", kArgs742, kOutcomes495},
    {"sub__float64_zero_dim__int16_zero_dim", kArgs743, kOutcomes495},
    {"sub__float64_zero_dim__int32_zero_dim", kArgs744, kOutcomes495},
    {"sub__float64_zero_dim__int64_zero_dim", kArgs745, kOutcomes495},
    {"sub__float64_zero_dim__float16_zero_dim", kArgs746, kOutcomes495},
    {"sub__float64_zero_dim__bfloat16_zero_dim", kArgs747, kOutcomes495},
    {"sub__float64_zero_dim__float32_zero_dim", kArgs748, kOutcomes495},
    {"sub__float64_zero_dim__float64_zero_dim", kArgs749, kOutcomes495},
    {"sub__float64_zero_dim__complex32_zero_dim", kArgs750, kOutcomes501},
    {"sub__float64_zero_dim__complex64_zero_dim", kArgs751, kOutcomes501},
    {"sub__float64_zero_dim__complex128_zero_dim", kArgs752, kOutcomes501},
    {"sub__float64_zero_dim__bool_scalar", kArgs753, kOutcomes48},
    {"sub__float64_zero_dim__int_scalar", kArgs754, kOutcomes755},
    {"sub__float64_zero_dim__float_scalar", kArgs756, kOutcomes755},
    {"sub__float64_zero_dim__complex_scalar", kArgs757, kOutcomes758},
    {"sub__complex32_zero_dim__bool_dimensioned", kArgs759, kOutcomes20},
    {"sub__complex32_zero_dim__uint8_dimensioned", kArgs760, kOutcomes70},
    {"sub__complex32_zero_dim__int8_dimensioned", kArgs761, kOutcomes70},
    {"sub__complex32_zero_dim__int16_dimensioned", kArgs762, kOutcomes70},
    {"sub__complex32_zero_dim__int32_dimensioned", kArgs763, kOutcomes70},
    {"sub__complex32_zero_dim__int64_dimensioned", kArgs764, kOutcomes70},
    {"sub__complex32_zero_dim__float16_dimensioned", kArgs765, kOutcomes70},
    {"sub__complex32_zero_dim__bfloat16_dimensioned", kArgs766, kOutcomes72},
    {"sub__complex32_zero_dim__float32_dimensioned", kArgs767, kOutcomes72},
    {"sub__complex32_zero_dim__float64_dimensioned", kArgs768, kOutcomes74},
    {"sub__complex32_zero_dim__complex32_dimensioned", kArgs769, kOutcomes70},
    {"sub__complex32_zero_dim__complex64_dimensioned", kArgs770, kOutcomes72},
    {"sub__complex32_zero_dim__complex128_dimensioned", kArgs771, kOutcomes74},
    {"sub__complex32_zero_dim__bool_zero_dim", kArgs772, kOutcomes20},
    {"sub__complex32_zero_dim__uint8_zero_dim", kArgs773, kOutcomes497},
    {"sub__complex32_zero_dim__int8_zero_dim", kArgs774, kOutcomes497},
    {"sub__complex32_zero_dim__int16_zero_dim", kArgs775, kOutcomes497},
    {"sub__complex32_zero_dim__int32_zero_dim", kArgs776, kOutcomes497},
    {"sub__complex32_zero_dim__int64_zero_dim", kArgs777, kOutcomes497},
    {"sub__complex32_zero_dim__float16_zero_dim", kArgs778, kOutcomes497},
    {"sub__complex32_zero_dim__bfloat16_zero_dim", kArgs779, kOutcomes499},
    {"sub__complex32_zero_dim__float32_zero_dim", kArgs780, kOutcomes499},
    {"sub__complex32_zero_dim__float64_zero_dim", kArgs781, kOutcomes501},
    {"sub__complex32_zero_dim__complex32_zero_dim", kArgs782, kOutcomes497},
    {"sub__complex32_zero_dim__complex64_zero_dim", kArgs783, kOutcomes499},
    {"sub__complex32_zero_dim__complex128_zero_dim", kArgs784, kOutcomes501},
    {"sub__complex32_zero_dim__bool_scalar", kArgs785, kOutcomes48},
    {"sub__complex32_zero_dim__int_scalar", kArgs786, kOutcomes665},
    {"sub__complex32_zero_dim__float_scalar", kArgs787, kOutcomes665},
    {"sub__complex32_zero_dim__complex_scalar", kArgs788, kOutcomes665},
    {"sub__complex64_zero_dim__bool_dimensioned", kArgs789, kOutcomes20},
    {"sub__complex64_zero_dim__uint8_dimensioned", kArgs790, kOutcomes72},
    {"sub__complex64_zero_dim__int8_dimensioned", kArgs791, kOutcomes72},
    {"sub__complex64_zero_dim__int16_dimensioned", kArgs792, kOutcomes72},
    {"sub__complex64_zero_dim__int32_dimensioned", kArgs793, kOutcomes72},
    {"sub__complex64_zero_dim__int64_dimensioned", kArgs794, kOutcomes72},
    {"sub__complex64_zero_dim__float16_dimensioned", kArgs795, kOutcomes70},
    {"sub__complex64_zero_dim__bfloat16_dimensioned", kArgs796, kOutcomes72},
    {"sub__complex64_zero_dim__float32_dimensioned", kArgs797, kOutcomes72},
    {"sub__complex64_zero_dim__float64_dimensioned", kArgs798, kOutcomes74},
    {"sub__complex64_zero_dim__complex32_dimensioned", kArgs799, kOutcomes70},
    {"sub__complex64_zero_dim__complex64_dimensioned", kArgs800, kOutcomes72},
    {"sub__complex64_zero_dim__complex128_dimensioned", kArgs801, kOutcomes74},
    {"sub__complex64_zero_dim__bool_zero_dim", kArgs802, kOutcomes20},
    {"sub__complex64_zero_dim__uint8_zero_dim", kArgs803, kOutcomes499},
    {"sub__complex64_zero_dim__int8_zero_dim", kArgs804, kOutcomes499},
    {"sub__complex64_zero_dim__int16_zero_dim", kArgs805, kOutcomes499},
    {"sub__complex64_zero_dim__int32_zero_dim", kArgs806, kOutcomes499},
    {"sub__complex64_zero_dim__int64_zero_dim", kArgs807, kOutcomes499},
    {"sub__complex64_zero_dim__float16_zero_dim", kArgs808, kOutcomes499},
    {"sub__complex64_zero_dim__bfloat16_zero_dim", kArgs809, kOutcomes499},
    {"sub__complex64_zero_dim__float32_zero_dim", kArgs810, kOutcomes499},
    {"sub__complex64_zero_dim__float64_zero_dim", kArgs811, kOutcomes501},
    {"sub__complex64_zero_dim__complex32_zero_dim", kArgs812, kOutcomes499},
    {"sub__complex64_zero_dim__complex64_zero_dim", kArgs813, kOutcomes499},
    {"sub__complex64_zero_dim__complex128_zero_dim", kArgs814, kOutcomes501},
    {"sub__complex64_zero_dim__bool_scalar", kArgs815, kOutcomes48},
    {"sub__complex64_zero_dim__int_scalar", kArgs816, kOutcomes508},
    {"sub__complex64_zero_dim__float_scalar", kArgs817, kOutcomes508},
    {"sub__complex64_zero_dim__complex_scalar", kArgs818, kOutcomes508},
    {"sub__complex128_zero_dim__bool_dimensioned", kArgs819, kOutcomes20},
    {"sub__complex128_zero_dim__uint8_dimensioned", kArgs820, kOutcomes74},
    {"sub__complex128_zero_dim__int8_dimensioned", kArgs821, kOutcomes74},
    {"sub__complex128_zero_dim__int16_dimensioned", kArgs822, kOutcomes74},
    {"sub__complex128_zero_dim__int32_dimensioned", kArgs823, kOutcomes74},
    {"sub__complex128_zero_dim__int64_dimensioned", kArgs824, kOutcomes74},
    {"sub__complex128_zero_dim__float16_dimensioned", kArgs825, kOutcomes70},
    {"sub__complex128_zero_dim__bfloat16_dimensioned", kArgs826, kOutcomes72},
    {"sub__complex128_zero_dim__float32_dimensioned", kArgs827, kOutcomes72},
    {"sub__complex128_zero_dim__float64_dimensioned", kArgs828, kOutcomes74},
    {"sub__complex128_zero_dim__complex32_dimensioned", kArgs829, kOutcomes70},
    {"sub__complex128_zero_dim__complex64_dimensioned", kArgs830, kOutcomes72},
    {"sub__complex128_zero_dim__complex128_dimensioned", kArgs831, kOutcomes74},
    {"sub__complex128_zero_dim__bool_zero_dim", kArgs832, kOutcomes20},
    {"sub__complex128_zero_dim__uint8_zero_dim", kArgs833, kOutcomes501},
    {"sub__complex128_zero_dim__int8_zero_dim", kArgs834, kOutcomes501},
    {"sub__complex128_zero_dim__int16_zero_dim", kArgs835, kOutcomes501},
    {"sub__complex128_zero_dim__int32_zero_dim", kArgs836, kOutcomes501},
    {"sub__complex128_zero_dim__int64_zero_dim", kArgs837, kOutcomes501},
    {"sub__complex128_zero_dim__float16_zero_dim", kArgs838, kOutcomes501},
    {"sub__complex128_zero_dim__bfloat16_zero_dim", kArgs839, kOutcomes501},
    {"sub__complex128_zero_dim__float32_zero_dim", kArgs840, kOutcomes501},
    {"sub__complex128_zero_dim__float64_zero_dim", kArgs841, kOutcomes501},
    {"sub__complex128_zero_dim__complex32_zero_dim", kArgs842, kOutcomes501},
    {"sub__complex128_zero_dim__complex64_zero_dim", kArgs843, kOutcomes501},
    {"sub__complex128_zero_dim__complex128_zero_dim", kArgs844, kOutcomes501},
    {"sub__complex128_zero_dim__bool_scalar", kArgs845, kOutcomes48},
    {"sub__complex128_zero_dim__int_scalar", kArgs846, kOutcomes758},
    {"sub__complex128_zero_dim__float_scalar", kArgs847, kOutcomes758},
    {"sub__complex128_zero_dim__complex_scalar", kArgs848, kOutcomes758},
};
constexpr Outcome kOutcomes849[] = {call(2).raises(&kError16)};
constexpr Outcome kOutcomes850[] = {call(2).raises(&kError19)};
constexpr Outcome kOutcomes851[] = {call(8).raises(&kError16)};
constexpr Outcome kOutcomes852[] = {call(8).raises(&kError19)};
constexpr Outcome kOutcomes853[] = {call(2).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError854 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes855[] = {call(2).raises(&kError854)};
constexpr ErrorSpec kError856 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes857[] = {call(2).raises(&kError856)};
constexpr ErrorSpec kError858 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes859[] = {call(2).raises(&kError858)};
constexpr ErrorSpec kError860 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes861[] = {call(2).raises(&kError860)};
constexpr ErrorSpec kError862 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes863[] = {call(2).raises(&kError862)};
constexpr ErrorSpec kError864 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes865[] = {call(2).raises(&kError864)};
constexpr ErrorSpec kError866 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes867[] = {call(2).raises(&kError866)};
constexpr Outcome kOutcomes868[] = {call(8).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes869[] = {call(8).raises(&kError858)};
constexpr Outcome kOutcomes870[] = {call(8).raises(&kError864)};
constexpr Outcome kOutcomes871[] = {call(2).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError872 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes873[] = {call(2).raises(&kError872)};
constexpr ErrorSpec kError874 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes875[] = {call(2).raises(&kError874)};
constexpr ErrorSpec kError876 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes877[] = {call(2).raises(&kError876)};
constexpr ErrorSpec kError878 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes879[] = {call(2).raises(&kError878)};
constexpr ErrorSpec kError880 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes881[] = {call(2).raises(&kError880)};
constexpr ErrorSpec kError882 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes883[] = {call(2).raises(&kError882)};
constexpr ErrorSpec kError884 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes885[] = {call(2).raises(&kError884)};
constexpr Outcome kOutcomes886[] = {call(8).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes887[] = {call(8).raises(&kError876)};
constexpr Outcome kOutcomes888[] = {call(8).raises(&kError882)};
constexpr Outcome kOutcomes889[] = {call(2).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError890 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes891[] = {call(2).raises(&kError890)};
constexpr ErrorSpec kError892 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes893[] = {call(2).raises(&kError892)};
constexpr ErrorSpec kError894 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes895[] = {call(2).raises(&kError894)};
constexpr ErrorSpec kError896 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes897[] = {call(2).raises(&kError896)};
constexpr ErrorSpec kError898 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes899[] = {call(2).raises(&kError898)};
constexpr ErrorSpec kError900 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes901[] = {call(2).raises(&kError900)};
constexpr ErrorSpec kError902 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes903[] = {call(2).raises(&kError902)};
constexpr Outcome kOutcomes904[] = {call(8).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes905[] = {call(8).raises(&kError894)};
constexpr Outcome kOutcomes906[] = {call(8).raises(&kError900)};
constexpr Outcome kOutcomes907[] = {call(2).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError908 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes909[] = {call(2).raises(&kError908)};
constexpr ErrorSpec kError910 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes911[] = {call(2).raises(&kError910)};
constexpr ErrorSpec kError912 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes913[] = {call(2).raises(&kError912)};
constexpr ErrorSpec kError914 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes915[] = {call(2).raises(&kError914)};
constexpr ErrorSpec kError916 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes917[] = {call(2).raises(&kError916)};
constexpr ErrorSpec kError918 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes919[] = {call(2).raises(&kError918)};
constexpr ErrorSpec kError920 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes921[] = {call(2).raises(&kError920)};
constexpr Outcome kOutcomes922[] = {call(8).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes923[] = {call(8).raises(&kError912)};
constexpr Outcome kOutcomes924[] = {call(8).raises(&kError918)};
constexpr Outcome kOutcomes925[] = {call(2).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError926 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes927[] = {call(2).raises(&kError926)};
constexpr ErrorSpec kError928 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes929[] = {call(2).raises(&kError928)};
constexpr ErrorSpec kError930 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes931[] = {call(2).raises(&kError930)};
constexpr ErrorSpec kError932 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes933[] = {call(2).raises(&kError932)};
constexpr ErrorSpec kError934 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes935[] = {call(2).raises(&kError934)};
constexpr ErrorSpec kError936 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes937[] = {call(2).raises(&kError936)};
constexpr ErrorSpec kError938 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes939[] = {call(2).raises(&kError938)};
constexpr Outcome kOutcomes940[] = {call(8).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes941[] = {call(8).raises(&kError930)};
constexpr Outcome kOutcomes942[] = {call(8).raises(&kError936)};
constexpr Outcome kOutcomes943[] = {call(2).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError944 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes945[] = {call(2).raises(&kError944)};
constexpr ErrorSpec kError946 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes947[] = {call(2).raises(&kError946)};
constexpr ErrorSpec kError948 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes949[] = {call(2).raises(&kError948)};
constexpr Outcome kOutcomes950[] = {call(8).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes951[] = {call(8).raises(&kError944)};
constexpr Outcome kOutcomes952[] = {call(2).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError953 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes954[] = {call(2).raises(&kError953)};
constexpr ErrorSpec kError955 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes956[] = {call(2).raises(&kError955)};
constexpr Outcome kOutcomes957[] = {call(8).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes958[] = {call(8).raises(&kError953)};
constexpr Outcome kOutcomes959[] = {call(2).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError960 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes961[] = {call(2).raises(&kError960)};
constexpr ErrorSpec kError962 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes963[] = {call(2).raises(&kError962)};
constexpr Outcome kOutcomes964[] = {call(8).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes965[] = {call(8).raises(&kError960)};
constexpr Outcome kOutcomes966[] = {call(2).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError967 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes968[] = {call(2).raises(&kError967)};
constexpr Outcome kOutcomes969[] = {call(8).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes970[] = {call(8).raises(&kError967)};
constexpr Outcome kOutcomes971[] = {call(2).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes972[] = {call(8).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes973[] = {call(2).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes974[] = {call(8).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes975[] = {call(2).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes976[] = {call(8).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ArgSpec kOut977 = tensor_spec(kBool, kInts14);
constexpr ErrorSpec kError978 = {"RuntimeError", "result type Byte can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes979[] = {call(3).out_tensor(&kOut977).raises(&kError978)};
constexpr ArgSpec kOut980 = tensor_spec(kUInt8, kInts14);
constexpr Outcome kOutcomes981[] = {call(3).out_tensor(&kOut980).dtype(kUInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut982 = tensor_spec(kInt8, kInts14);
constexpr Outcome kOutcomes983[] = {call(3).out_tensor(&kOut982).dtype(kInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut984 = tensor_spec(kInt16, kInts14);
constexpr Outcome kOutcomes985[] = {call(3).out_tensor(&kOut984).dtype(kInt16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut986 = tensor_spec(kInt32, kInts14);
constexpr Outcome kOutcomes987[] = {call(3).out_tensor(&kOut986).dtype(kInt32).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut988 = tensor_spec(kInt64, kInts14);
constexpr Outcome kOutcomes989[] = {call(3).out_tensor(&kOut988).dtype(kInt64).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut990 = tensor_spec(kHalf, kInts14);
constexpr Outcome kOutcomes991[] = {call(3).out_tensor(&kOut990).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut992 = tensor_spec(kBFloat16, kInts14);
constexpr Outcome kOutcomes993[] = {call(3).out_tensor(&kOut992).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut994 = tensor_spec(kFloat, kInts14);
constexpr Outcome kOutcomes995[] = {call(3).out_tensor(&kOut994).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut996 = tensor_spec(kDouble, kInts14);
constexpr Outcome kOutcomes997[] = {call(3).out_tensor(&kOut996).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut998 = tensor_spec(kComplexHalf, kInts14);
constexpr Outcome kOutcomes999[] = {call(3).out_tensor(&kOut998).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1000 = tensor_spec(kComplexFloat, kInts14);
constexpr Outcome kOutcomes1001[] = {call(3).out_tensor(&kOut1000).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1002 = tensor_spec(kComplexDouble, kInts14);
constexpr Outcome kOutcomes1003[] = {call(3).out_tensor(&kOut1002).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1004 = {"RuntimeError", "result type Char can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1005[] = {call(3).out_tensor(&kOut977).raises(&kError1004)};
constexpr ErrorSpec kError1006 = {"RuntimeError", "result type Short can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1007[] = {call(3).out_tensor(&kOut977).raises(&kError1006)};
constexpr ErrorSpec kError1008 = {"RuntimeError", "result type Int can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1009[] = {call(3).out_tensor(&kOut977).raises(&kError1008)};
constexpr ErrorSpec kError1010 = {"RuntimeError", "result type Long can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1011[] = {call(3).out_tensor(&kOut977).raises(&kError1010)};
constexpr ErrorSpec kError1012 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1013[] = {call(3).out_tensor(&kOut977).raises(&kError1012)};
constexpr Outcome kOutcomes1014[] = {call(3).out_tensor(&kOut980).raises(&kError854)};
constexpr Outcome kOutcomes1015[] = {call(3).out_tensor(&kOut982).raises(&kError872)};
constexpr Outcome kOutcomes1016[] = {call(3).out_tensor(&kOut984).raises(&kError890)};
constexpr Outcome kOutcomes1017[] = {call(3).out_tensor(&kOut986).raises(&kError908)};
constexpr Outcome kOutcomes1018[] = {call(3).out_tensor(&kOut988).raises(&kError926)};
constexpr ErrorSpec kError1019 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1020[] = {call(3).out_tensor(&kOut977).raises(&kError1019)};
constexpr Outcome kOutcomes1021[] = {call(3).out_tensor(&kOut980).raises(&kError856)};
constexpr Outcome kOutcomes1022[] = {call(3).out_tensor(&kOut982).raises(&kError874)};
constexpr Outcome kOutcomes1023[] = {call(3).out_tensor(&kOut984).raises(&kError892)};
constexpr Outcome kOutcomes1024[] = {call(3).out_tensor(&kOut986).raises(&kError910)};
constexpr Outcome kOutcomes1025[] = {call(3).out_tensor(&kOut988).raises(&kError928)};
constexpr ErrorSpec kError1026 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1027[] = {call(3).out_tensor(&kOut977).raises(&kError1026)};
constexpr Outcome kOutcomes1028[] = {call(3).out_tensor(&kOut980).raises(&kError858)};
constexpr Outcome kOutcomes1029[] = {call(3).out_tensor(&kOut982).raises(&kError876)};
constexpr Outcome kOutcomes1030[] = {call(3).out_tensor(&kOut984).raises(&kError894)};
constexpr Outcome kOutcomes1031[] = {call(3).out_tensor(&kOut986).raises(&kError912)};
constexpr Outcome kOutcomes1032[] = {call(3).out_tensor(&kOut988).raises(&kError930)};
constexpr ErrorSpec kError1033 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1034[] = {call(3).out_tensor(&kOut977).raises(&kError1033)};
constexpr Outcome kOutcomes1035[] = {call(3).out_tensor(&kOut980).raises(&kError860)};
constexpr Outcome kOutcomes1036[] = {call(3).out_tensor(&kOut982).raises(&kError878)};
constexpr Outcome kOutcomes1037[] = {call(3).out_tensor(&kOut984).raises(&kError896)};
constexpr Outcome kOutcomes1038[] = {call(3).out_tensor(&kOut986).raises(&kError914)};
constexpr Outcome kOutcomes1039[] = {call(3).out_tensor(&kOut988).raises(&kError932)};
constexpr ErrorSpec kError1040 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1041[] = {call(3).out_tensor(&kOut977).raises(&kError1040)};
constexpr Outcome kOutcomes1042[] = {call(3).out_tensor(&kOut980).raises(&kError862)};
constexpr Outcome kOutcomes1043[] = {call(3).out_tensor(&kOut982).raises(&kError880)};
constexpr Outcome kOutcomes1044[] = {call(3).out_tensor(&kOut984).raises(&kError898)};
constexpr Outcome kOutcomes1045[] = {call(3).out_tensor(&kOut986).raises(&kError916)};
constexpr Outcome kOutcomes1046[] = {call(3).out_tensor(&kOut988).raises(&kError934)};
constexpr Outcome kOutcomes1047[] = {call(3).out_tensor(&kOut990).raises(&kError944)};
constexpr ErrorSpec kError1048 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1049[] = {call(3).out_tensor(&kOut992).raises(&kError1048)};
constexpr ErrorSpec kError1050 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1051[] = {call(3).out_tensor(&kOut994).raises(&kError1050)};
constexpr ErrorSpec kError1052 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1053[] = {call(3).out_tensor(&kOut996).raises(&kError1052)};
constexpr ErrorSpec kError1054 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1055[] = {call(3).out_tensor(&kOut977).raises(&kError1054)};
constexpr Outcome kOutcomes1056[] = {call(3).out_tensor(&kOut980).raises(&kError864)};
constexpr Outcome kOutcomes1057[] = {call(3).out_tensor(&kOut982).raises(&kError882)};
constexpr Outcome kOutcomes1058[] = {call(3).out_tensor(&kOut984).raises(&kError900)};
constexpr Outcome kOutcomes1059[] = {call(3).out_tensor(&kOut986).raises(&kError918)};
constexpr Outcome kOutcomes1060[] = {call(3).out_tensor(&kOut988).raises(&kError936)};
constexpr Outcome kOutcomes1061[] = {call(3).out_tensor(&kOut990).raises(&kError946)};
constexpr Outcome kOutcomes1062[] = {call(3).out_tensor(&kOut992).raises(&kError953)};
constexpr Outcome kOutcomes1063[] = {call(3).out_tensor(&kOut994).raises(&kError960)};
constexpr ErrorSpec kError1064 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1065[] = {call(3).out_tensor(&kOut996).raises(&kError1064)};
constexpr ErrorSpec kError1066 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1067[] = {call(3).out_tensor(&kOut977).raises(&kError1066)};
constexpr Outcome kOutcomes1068[] = {call(3).out_tensor(&kOut980).raises(&kError866)};
constexpr Outcome kOutcomes1069[] = {call(3).out_tensor(&kOut982).raises(&kError884)};
constexpr Outcome kOutcomes1070[] = {call(3).out_tensor(&kOut984).raises(&kError902)};
constexpr Outcome kOutcomes1071[] = {call(3).out_tensor(&kOut986).raises(&kError920)};
constexpr Outcome kOutcomes1072[] = {call(3).out_tensor(&kOut988).raises(&kError938)};
constexpr Outcome kOutcomes1073[] = {call(3).out_tensor(&kOut990).raises(&kError948)};
constexpr Outcome kOutcomes1074[] = {call(3).out_tensor(&kOut992).raises(&kError955)};
constexpr Outcome kOutcomes1075[] = {call(3).out_tensor(&kOut994).raises(&kError962)};
constexpr Outcome kOutcomes1076[] = {call(3).out_tensor(&kOut996).raises(&kError967)};
constexpr Case kCasts[] = {
    {"sub__inplace__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes849},
    {"sub__inplace__bool_dimensioned__uint8_dimensioned", kArgs18, kOutcomes850},
    {"sub__inplace__bool_dimensioned__int8_dimensioned", kArgs21, kOutcomes850},
    {"sub__inplace__bool_dimensioned__int16_dimensioned", kArgs22, kOutcomes850},
    {"sub__inplace__bool_dimensioned__int32_dimensioned", kArgs23, kOutcomes850},
    {"sub__inplace__bool_dimensioned__int64_dimensioned", kArgs24, kOutcomes850},
    {"sub__inplace__bool_dimensioned__float16_dimensioned", kArgs25, kOutcomes850},
    {"sub__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs26, kOutcomes850},
    {"sub__inplace__bool_dimensioned__float32_dimensioned", kArgs27, kOutcomes850},
    {"sub__inplace__bool_dimensioned__float64_dimensioned", kArgs28, kOutcomes850},
    {"sub__inplace__bool_dimensioned__complex32_dimensioned", kArgs29, kOutcomes850},
    {"sub__inplace__bool_dimensioned__complex64_dimensioned", kArgs30, kOutcomes850},
    {"sub__inplace__bool_dimensioned__complex128_dimensioned", kArgs31, kOutcomes850},
    {"sub__inplace__bool_dimensioned__bool_scalar", kArgs45, kOutcomes851},
    {"sub__inplace__bool_dimensioned__int_scalar", kArgs47, kOutcomes852},
    {"sub__inplace__bool_dimensioned__float_scalar", kArgs49, kOutcomes852},
    {"sub__inplace__bool_dimensioned__complex_scalar", kArgs50, kOutcomes852},
    {"sub__inplace__uint8_dimensioned__bool_dimensioned", kArgs51, kOutcomes850},
    {"sub__inplace__uint8_dimensioned__uint8_dimensioned", kArgs52, kOutcomes853},
    {"sub__inplace__uint8_dimensioned__int8_dimensioned", kArgs54, kOutcomes853},
    {"sub__inplace__uint8_dimensioned__int16_dimensioned", kArgs56, kOutcomes853},
    {"sub__inplace__uint8_dimensioned__int32_dimensioned", kArgs57, kOutcomes853},
    {"sub__inplace__uint8_dimensioned__int64_dimensioned", kArgs59, kOutcomes853},
    {"sub__inplace__uint8_dimensioned__float16_dimensioned", kArgs61, kOutcomes855},
    {"sub__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs63, kOutcomes857},
    {"sub__inplace__uint8_dimensioned__float32_dimensioned", kArgs65, kOutcomes859},
    {"sub__inplace__uint8_dimensioned__float64_dimensioned", kArgs67, kOutcomes861},
    {"sub__inplace__uint8_dimensioned__complex32_dimensioned", kArgs69, kOutcomes863},
    {"sub__inplace__uint8_dimensioned__complex64_dimensioned", kArgs71, kOutcomes865},
    {"sub__inplace__uint8_dimensioned__complex128_dimensioned", kArgs73, kOutcomes867},
    {"sub__inplace__uint8_dimensioned__bool_scalar", kArgs88, kOutcomes852},
    {"sub__inplace__uint8_dimensioned__int_scalar", kArgs89, kOutcomes868},
    {"sub__inplace__uint8_dimensioned__float_scalar", kArgs91, kOutcomes869},
    {"sub__inplace__uint8_dimensioned__complex_scalar", kArgs93, kOutcomes870},
    {"sub__inplace__int8_dimensioned__bool_dimensioned", kArgs95, kOutcomes850},
    {"sub__inplace__int8_dimensioned__uint8_dimensioned", kArgs96, kOutcomes871},
    {"sub__inplace__int8_dimensioned__int8_dimensioned", kArgs97, kOutcomes871},
    {"sub__inplace__int8_dimensioned__int16_dimensioned", kArgs99, kOutcomes871},
    {"sub__inplace__int8_dimensioned__int32_dimensioned", kArgs100, kOutcomes871},
    {"sub__inplace__int8_dimensioned__int64_dimensioned", kArgs101, kOutcomes871},
    {"sub__inplace__int8_dimensioned__float16_dimensioned", kArgs102, kOutcomes873},
    {"sub__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs103, kOutcomes875},
    {"sub__inplace__int8_dimensioned__float32_dimensioned", kArgs104, kOutcomes877},
    {"sub__inplace__int8_dimensioned__float64_dimensioned", kArgs105, kOutcomes879},
    {"sub__inplace__int8_dimensioned__complex32_dimensioned", kArgs106, kOutcomes881},
    {"sub__inplace__int8_dimensioned__complex64_dimensioned", kArgs107, kOutcomes883},
    {"sub__inplace__int8_dimensioned__complex128_dimensioned", kArgs108, kOutcomes885},
    {"sub__inplace__int8_dimensioned__bool_scalar", kArgs122, kOutcomes852},
    {"sub__inplace__int8_dimensioned__int_scalar", kArgs123, kOutcomes886},
    {"sub__inplace__int8_dimensioned__float_scalar", kArgs125, kOutcomes887},
    {"sub__inplace__int8_dimensioned__complex_scalar", kArgs126, kOutcomes888},
    {"sub__inplace__int16_dimensioned__bool_dimensioned", kArgs127, kOutcomes850},
    {"sub__inplace__int16_dimensioned__uint8_dimensioned", kArgs128, kOutcomes889},
    {"sub__inplace__int16_dimensioned__int8_dimensioned", kArgs129, kOutcomes889},
    {"sub__inplace__int16_dimensioned__int16_dimensioned", kArgs130, kOutcomes889},
    {"sub__inplace__int16_dimensioned__int32_dimensioned", kArgs131, kOutcomes889},
    {"sub__inplace__int16_dimensioned__int64_dimensioned", kArgs132, kOutcomes889},
    {"sub__inplace__int16_dimensioned__float16_dimensioned", kArgs133, kOutcomes891},
    {"sub__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs134, kOutcomes893},
    {"sub__inplace__int16_dimensioned__float32_dimensioned", kArgs135, kOutcomes895},
    {"sub__inplace__int16_dimensioned__float64_dimensioned", kArgs136, kOutcomes897},
    {"sub__inplace__int16_dimensioned__complex32_dimensioned", kArgs137, kOutcomes899},
    {"sub__inplace__int16_dimensioned__complex64_dimensioned", kArgs138, kOutcomes901},
    {"sub__inplace__int16_dimensioned__complex128_dimensioned", kArgs139, kOutcomes903},
    {"sub__inplace__int16_dimensioned__bool_scalar", kArgs153, kOutcomes852},
    {"sub__inplace__int16_dimensioned__int_scalar", kArgs154, kOutcomes904},
    {"sub__inplace__int16_dimensioned__float_scalar", kArgs156, kOutcomes905},
    {"sub__inplace__int16_dimensioned__complex_scalar", kArgs157, kOutcomes906},
    {"sub__inplace__int32_dimensioned__bool_dimensioned", kArgs158, kOutcomes850},
    {"sub__inplace__int32_dimensioned__uint8_dimensioned", kArgs159, kOutcomes907},
    {"sub__inplace__int32_dimensioned__int8_dimensioned", kArgs160, kOutcomes907},
    {"sub__inplace__int32_dimensioned__int16_dimensioned", kArgs161, kOutcomes907},
    {"sub__inplace__int32_dimensioned__int32_dimensioned", kArgs162, kOutcomes907},
    {"sub__inplace__int32_dimensioned__int64_dimensioned", kArgs163, kOutcomes907},
    {"sub__inplace__int32_dimensioned__float16_dimensioned", kArgs164, kOutcomes909},
    {"sub__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs165, kOutcomes911},
    {"sub__inplace__int32_dimensioned__float32_dimensioned", kArgs166, kOutcomes913},
    {"sub__inplace__int32_dimensioned__float64_dimensioned", kArgs167, kOutcomes915},
    {"sub__inplace__int32_dimensioned__complex32_dimensioned", kArgs168, kOutcomes917},
    {"sub__inplace__int32_dimensioned__complex64_dimensioned", kArgs169, kOutcomes919},
    {"sub__inplace__int32_dimensioned__complex128_dimensioned", kArgs170, kOutcomes921},
    {"sub__inplace__int32_dimensioned__bool_scalar", kArgs184, kOutcomes852},
    {"sub__inplace__int32_dimensioned__int_scalar", kArgs185, kOutcomes922},
    {"sub__inplace__int32_dimensioned__float_scalar", kArgs187, kOutcomes923},
    {"sub__inplace__int32_dimensioned__complex_scalar", kArgs188, kOutcomes924},
    {"sub__inplace__int64_dimensioned__bool_dimensioned", kArgs189, kOutcomes850},
    {"sub__inplace__int64_dimensioned__uint8_dimensioned", kArgs190, kOutcomes925},
    {"sub__inplace__int64_dimensioned__int8_dimensioned", kArgs191, kOutcomes925},
    {"sub__inplace__int64_dimensioned__int16_dimensioned", kArgs192, kOutcomes925},
    {"sub__inplace__int64_dimensioned__int32_dimensioned", kArgs193, kOutcomes925},
    {"sub__inplace__int64_dimensioned__int64_dimensioned", kArgs194, kOutcomes925},
    {"sub__inplace__int64_dimensioned__float16_dimensioned", kArgs195, kOutcomes927},
    {"sub__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs196, kOutcomes929},
    {"sub__inplace__int64_dimensioned__float32_dimensioned", kArgs197, kOutcomes931},
    {"sub__inplace__int64_dimensioned__float64_dimensioned", kArgs198, kOutcomes933},
    {"sub__inplace__int64_dimensioned__complex32_dimensioned", kArgs199, kOutcomes935},
    {"sub__inplace__int64_dimensioned__complex64_dimensioned", kArgs200, kOutcomes937},
    {"sub__inplace__int64_dimensioned__complex128_dimensioned", kArgs201, kOutcomes939},
    {"sub__inplace__int64_dimensioned__bool_scalar", kArgs215, kOutcomes852},
    {"sub__inplace__int64_dimensioned__int_scalar", kArgs216, kOutcomes940},
    {"sub__inplace__int64_dimensioned__float_scalar", kArgs218, kOutcomes941},
    {"sub__inplace__int64_dimensioned__complex_scalar", kArgs219, kOutcomes942},
    {"sub__inplace__float16_dimensioned__bool_dimensioned", kArgs220, kOutcomes850},
    {"sub__inplace__float16_dimensioned__uint8_dimensioned", kArgs221, kOutcomes943},
    {"sub__inplace__float16_dimensioned__int8_dimensioned", kArgs222, kOutcomes943},
    {"sub__inplace__float16_dimensioned__int16_dimensioned", kArgs223, kOutcomes943},
    {"sub__inplace__float16_dimensioned__int32_dimensioned", kArgs224, kOutcomes943},
    {"sub__inplace__float16_dimensioned__int64_dimensioned", kArgs225, kOutcomes943},
    {"sub__inplace__float16_dimensioned__float16_dimensioned", kArgs226, kOutcomes943},
    {"sub__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs227, kOutcomes943},
    {"sub__inplace__float16_dimensioned__float32_dimensioned", kArgs228, kOutcomes943},
    {"sub__inplace__float16_dimensioned__float64_dimensioned", kArgs229, kOutcomes943},
    {"sub__inplace__float16_dimensioned__complex32_dimensioned", kArgs230, kOutcomes945},
    {"sub__inplace__float16_dimensioned__complex64_dimensioned", kArgs231, kOutcomes947},
    {"sub__inplace__float16_dimensioned__complex128_dimensioned", kArgs232, kOutcomes949},
    {"sub__inplace__float16_dimensioned__bool_scalar", kArgs246, kOutcomes852},
    {"sub__inplace__float16_dimensioned__int_scalar", kArgs247, kOutcomes950},
    {"sub__inplace__float16_dimensioned__float_scalar", kArgs249, kOutcomes950},
    {"sub__inplace__float16_dimensioned__complex_scalar", kArgs250, kOutcomes951},
    {"sub__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs252, kOutcomes850},
    {"sub__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs253, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs254, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs255, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs256, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs257, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs258, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs259, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs260, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs261, kOutcomes952},
    {"sub__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs262, kOutcomes954},
    {"sub__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs263, kOutcomes954},
    {"sub__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs264, kOutcomes956},
    {"sub__inplace__bfloat16_dimensioned__bool_scalar", kArgs278, kOutcomes852},
    {"sub__inplace__bfloat16_dimensioned__int_scalar", kArgs279, kOutcomes957},
    {"sub__inplace__bfloat16_dimensioned__float_scalar", kArgs281, kOutcomes957},
    {"sub__inplace__bfloat16_dimensioned__complex_scalar", kArgs282, kOutcomes958},
    {"sub__inplace__float32_dimensioned__bool_dimensioned", kArgs283, kOutcomes850},
    {"sub__inplace__float32_dimensioned__uint8_dimensioned", kArgs284, kOutcomes959},
    {"sub__inplace__float32_dimensioned__int8_dimensioned", kArgs285, kOutcomes959},
    {"sub__inplace__float32_dimensioned__int16_dimensioned", kArgs286, kOutcomes959},
    {"sub__inplace__float32_dimensioned__int32_dimensioned", kArgs287, kOutcomes959},
    {"sub__inplace__float32_dimensioned__int64_dimensioned", kArgs288, kOutcomes959},
    {"sub__inplace__float32_dimensioned__float16_dimensioned", kArgs289, kOutcomes959},
    {"sub__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs290, kOutcomes959},
    {"sub__inplace__float32_dimensioned__float32_dimensioned", kArgs291, kOutcomes959},
    {"sub__inplace__float32_dimensioned__float64_dimensioned", kArgs292, kOutcomes959},
    {"sub__inplace__float32_dimensioned__complex32_dimensioned", kArgs293, kOutcomes961},
    {"sub__inplace__float32_dimensioned__complex64_dimensioned", kArgs294, kOutcomes961},
    {"sub__inplace__float32_dimensioned__complex128_dimensioned", kArgs295, kOutcomes963},
    {"sub__inplace__float32_dimensioned__bool_scalar", kArgs309, kOutcomes852},
    {"sub__inplace__float32_dimensioned__int_scalar", kArgs310, kOutcomes964},
    {"sub__inplace__float32_dimensioned__float_scalar", kArgs311, kOutcomes964},
    {"sub__inplace__float32_dimensioned__complex_scalar", kArgs312, kOutcomes965},
    {"sub__inplace__float64_dimensioned__bool_dimensioned", kArgs313, kOutcomes850},
    {"sub__inplace__float64_dimensioned__uint8_dimensioned", kArgs314, kOutcomes966},
    {"sub__inplace__float64_dimensioned__int8_dimensioned", kArgs315, kOutcomes966},
    {"sub__inplace__float64_dimensioned__int16_dimensioned", kArgs316, kOutcomes966},
    {"sub__inplace__float64_dimensioned__int32_dimensioned", kArgs317, kOutcomes966},
    {"sub__inplace__float64_dimensioned__int64_dimensioned", kArgs318, kOutcomes966},
    {"sub__inplace__float64_dimensioned__float16_dimensioned", kArgs319, kOutcomes966},
    {"sub__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs320, kOutcomes966},
    {"sub__inplace__float64_dimensioned__float32_dimensioned", kArgs321, kOutcomes966},
    {"sub__inplace__float64_dimensioned__float64_dimensioned", kArgs322, kOutcomes966},
    {"sub__inplace__float64_dimensioned__complex32_dimensioned", kArgs323, kOutcomes968},
    {"sub__inplace__float64_dimensioned__complex64_dimensioned", kArgs324, kOutcomes968},
    {"sub__inplace__float64_dimensioned__complex128_dimensioned", kArgs325, kOutcomes968},
    {"sub__inplace__float64_dimensioned__bool_scalar", kArgs339, kOutcomes852},
    {"sub__inplace__float64_dimensioned__int_scalar", kArgs340, kOutcomes969},
    {"sub__inplace__float64_dimensioned__float_scalar", kArgs342, kOutcomes969},
    {"sub__inplace__float64_dimensioned__complex_scalar", kArgs343, kOutcomes970},
    {"sub__inplace__complex32_dimensioned__bool_dimensioned", kArgs345, kOutcomes850},
    {"sub__inplace__complex32_dimensioned__uint8_dimensioned", kArgs346, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__int8_dimensioned", kArgs347, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__int16_dimensioned", kArgs348, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__int32_dimensioned", kArgs349, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__int64_dimensioned", kArgs350, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__float16_dimensioned", kArgs351, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs352, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__float32_dimensioned", kArgs353, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__float64_dimensioned", kArgs354, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__complex32_dimensioned", kArgs355, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__complex64_dimensioned", kArgs356, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__complex128_dimensioned", kArgs357, kOutcomes971},
    {"sub__inplace__complex32_dimensioned__bool_scalar", kArgs371, kOutcomes852},
    {"sub__inplace__complex32_dimensioned__int_scalar", kArgs372, kOutcomes972},
    {"sub__inplace__complex32_dimensioned__float_scalar", kArgs373, kOutcomes972},
    {"sub__inplace__complex32_dimensioned__complex_scalar", kArgs374, kOutcomes972},
    {"sub__inplace__complex64_dimensioned__bool_dimensioned", kArgs375, kOutcomes850},
    {"sub__inplace__complex64_dimensioned__uint8_dimensioned", kArgs376, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__int8_dimensioned", kArgs377, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__int16_dimensioned", kArgs378, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__int32_dimensioned", kArgs379, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__int64_dimensioned", kArgs380, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__float16_dimensioned", kArgs381, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs382, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__float32_dimensioned", kArgs383, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__float64_dimensioned", kArgs384, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__complex32_dimensioned", kArgs385, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__complex64_dimensioned", kArgs386, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__complex128_dimensioned", kArgs387, kOutcomes973},
    {"sub__inplace__complex64_dimensioned__bool_scalar", kArgs401, kOutcomes852},
    {"sub__inplace__complex64_dimensioned__int_scalar", kArgs402, kOutcomes974},
    {"sub__inplace__complex64_dimensioned__float_scalar", kArgs403, kOutcomes974},
    {"sub__inplace__complex64_dimensioned__complex_scalar", kArgs404, kOutcomes974},
    {"sub__inplace__complex128_dimensioned__bool_dimensioned", kArgs405, kOutcomes850},
    {"sub__inplace__complex128_dimensioned__uint8_dimensioned", kArgs406, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__int8_dimensioned", kArgs407, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__int16_dimensioned", kArgs408, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__int32_dimensioned", kArgs409, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__int64_dimensioned", kArgs410, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__float16_dimensioned", kArgs411, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs412, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__float32_dimensioned", kArgs413, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__float64_dimensioned", kArgs414, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__complex32_dimensioned", kArgs415, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__complex64_dimensioned", kArgs416, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__complex128_dimensioned", kArgs417, kOutcomes975},
    {"sub__inplace__complex128_dimensioned__bool_scalar", kArgs431, kOutcomes852},
    {"sub__inplace__complex128_dimensioned__int_scalar", kArgs432, kOutcomes976},
    {"sub__inplace__complex128_dimensioned__float_scalar", kArgs433, kOutcomes976},
    {"sub__inplace__complex128_dimensioned__complex_scalar", kArgs434, kOutcomes976},
    {"sub__out__uint8__to__bool", kArgs52, kOutcomes979},
    {"sub__out__uint8__to__uint8", kArgs52, kOutcomes981},
    {"sub__out__uint8__to__int8", kArgs52, kOutcomes983},
    {"sub__out__uint8__to__int16", kArgs52, kOutcomes985},
    {"sub__out__uint8__to__int32", kArgs52, kOutcomes987},
    {"sub__out__uint8__to__int64", kArgs52, kOutcomes989},
    {"sub__out__uint8__to__float16", kArgs52, kOutcomes991},
    {"sub__out__uint8__to__bfloat16", kArgs52, kOutcomes993},
    {"sub__out__uint8__to__float32", kArgs52, kOutcomes995},
    {"sub__out__uint8__to__float64", kArgs52, kOutcomes997},
    {"sub__out__uint8__to__complex32", kArgs52, kOutcomes999},
    {"sub__out__uint8__to__complex64", kArgs52, kOutcomes1001},
    {"sub__out__uint8__to__complex128", kArgs52, kOutcomes1003},
    {"sub__out__int8__to__bool", kArgs97, kOutcomes1005},
    {"sub__out__int8__to__uint8", kArgs97, kOutcomes981},
    {"sub__out__int8__to__int8", kArgs97, kOutcomes983},
    {"sub__out__int8__to__int16", kArgs97, kOutcomes985},
    {"sub__out__int8__to__int32", kArgs97, kOutcomes987},
    {"sub__out__int8__to__int64", kArgs97, kOutcomes989},
    {"sub__out__int8__to__float16", kArgs97, kOutcomes991},
    {"sub__out__int8__to__bfloat16", kArgs97, kOutcomes993},
    {"sub__out__int8__to__float32", kArgs97, kOutcomes995},
    {"sub__out__int8__to__float64", kArgs97, kOutcomes997},
    {"sub__out__int8__to__complex32", kArgs97, kOutcomes999},
    {"sub__out__int8__to__complex64", kArgs97, kOutcomes1001},
    {"sub__out__int8__to__complex128", kArgs97, kOutcomes1003},
    {"sub__out__int16__to__bool", kArgs130, kOutcomes1007},
    {"sub__out__int16__to__uint8", kArgs130, kOutcomes981},
    {"sub__out__int16__to__int8", kArgs130, kOutcomes983},
    {"sub__out__int16__to__int16", kArgs130, kOutcomes985},
    {"sub__out__int16__to__int32", kArgs130, kOutcomes987},
    {"sub__out__int16__to__int64", kArgs130, kOutcomes989},
    {"sub__out__int16__to__float16", kArgs130, kOutcomes991},
    {"sub__out__int16__to__bfloat16", kArgs130, kOutcomes993},
    {"sub__out__int16__to__float32", kArgs130, kOutcomes995},
    {"sub__out__int16__to__float64", kArgs130, kOutcomes997},
    {"sub__out__int16__to__complex32", kArgs130, kOutcomes999},
    {"sub__out__int16__to__complex64", kArgs130, kOutcomes1001},
    {"sub__out__int16__to__complex128", kArgs130, kOutcomes1003},
    {"sub__out__int32__to__bool", kArgs162, kOutcomes1009},
    {"sub__out__int32__to__uint8", kArgs162, kOutcomes981},
    {"sub__out__int32__to__int8", kArgs162, kOutcomes983},
    {"sub__out__int32__to__int16", kArgs162, kOutcomes985},
    {"sub__out__int32__to__int32", kArgs162, kOutcomes987},
    {"sub__out__int32__to__int64", kArgs162, kOutcomes989},
    {"sub__out__int32__to__float16", kArgs162, kOutcomes991},
    {"sub__out__int32__to__bfloat16", kArgs162, kOutcomes993},
    {"sub__out__int32__to__float32", kArgs162, kOutcomes995},
    {"sub__out__int32__to__float64", kArgs162, kOutcomes997},
    {"sub__out__int32__to__complex32", kArgs162, kOutcomes999},
    {"sub__out__int32__to__complex64", kArgs162, kOutcomes1001},
    {"sub__out__int32__to__complex128", kArgs162, kOutcomes1003},
    {"sub__out__int64__to__bool", kArgs194, kOutcomes1011},
    {"sub__out__int64__to__uint8", kArgs194, kOutcomes981},
    {"sub__out__int64__to__int8", kArgs194, kOutcomes983},
    {"sub__out__int64__to__int16", kArgs194, kOutcomes985},
    {"sub__out__int64__to__int32", kArgs194, kOutcomes987},
    {"sub__out__int64__to__int64", kArgs194, kOutcomes989},
    {"sub__out__int64__to__float16", kArgs194, kOutcomes991},
    {"sub__out__int64__to__bfloat16", kArgs194, kOutcomes993},
    {"sub__out__int64__to__float32", kArgs194, kOutcomes995},
    {"sub__out__int64__to__float64", kArgs194, kOutcomes997},
    {"sub__out__int64__to__complex32", kArgs194, kOutcomes999},
    {"sub__out__int64__to__complex64", kArgs194, kOutcomes1001},
    {"sub__out__int64__to__complex128", kArgs194, kOutcomes1003},
    {"sub__out__float16__to__bool", kArgs226, kOutcomes1013},
    {"sub__out__float16__to__uint8", kArgs226, kOutcomes1014},
    {"sub__out__float16__to__int8", kArgs226, kOutcomes1015},
    {"sub__out__float16__to__int16", kArgs226, kOutcomes1016},
    {"sub__out__float16__to__int32", kArgs226, kOutcomes1017},
    {"sub__out__float16__to__int64", kArgs226, kOutcomes1018},
    {"sub__out__float16__to__float16", kArgs226, kOutcomes991},
    {"sub__out__float16__to__bfloat16", kArgs226, kOutcomes993},
    {"sub__out__float16__to__float32", kArgs226, kOutcomes995},
    {"sub__out__float16__to__float64", kArgs226, kOutcomes997},
    {"sub__out__float16__to__complex32", kArgs226, kOutcomes999},
    {"sub__out__float16__to__complex64", kArgs226, kOutcomes1001},
    {"sub__out__float16__to__complex128", kArgs226, kOutcomes1003},
    {"sub__out__bfloat16__to__bool", kArgs259, kOutcomes1020},
    {"sub__out__bfloat16__to__uint8", kArgs259, kOutcomes1021},
    {"sub__out__bfloat16__to__int8", kArgs259, kOutcomes1022},
    {"sub__out__bfloat16__to__int16", kArgs259, kOutcomes1023},
    {"sub__out__bfloat16__to__int32", kArgs259, kOutcomes1024},
    {"sub__out__bfloat16__to__int64", kArgs259, kOutcomes1025},
    {"sub__out__bfloat16__to__float16", kArgs259, kOutcomes991},
    {"sub__out__bfloat16__to__bfloat16", kArgs259, kOutcomes993},
    {"sub__out__bfloat16__to__float32", kArgs259, kOutcomes995},
    {"sub__out__bfloat16__to__float64", kArgs259, kOutcomes997},
    {"sub__out__bfloat16__to__complex32", kArgs259, kOutcomes999},
    {"sub__out__bfloat16__to__complex64", kArgs259, kOutcomes1001},
    {"sub__out__bfloat16__to__complex128", kArgs259, kOutcomes1003},
    {"sub__out__float32__to__bool", kArgs291, kOutcomes1027},
    {"sub__out__float32__to__uint8", kArgs291, kOutcomes1028},
    {"sub__out__float32__to__int8", kArgs291, kOutcomes1029},
    {"sub__out__float32__to__int16", kArgs291, kOutcomes1030},
    {"sub__out__float32__to__int32", kArgs291, kOutcomes1031},
    {"sub__out__float32__to__int64", kArgs291, kOutcomes1032},
    {"sub__out__float32__to__float16", kArgs291, kOutcomes991},
    {"sub__out__float32__to__bfloat16", kArgs291, kOutcomes993},
    {"sub__out__float32__to__float32", kArgs291, kOutcomes995},
    {"sub__out__float32__to__float64", kArgs291, kOutcomes997},
    {"sub__out__float32__to__complex32", kArgs291, kOutcomes999},
    {"sub__out__float32__to__complex64", kArgs291, kOutcomes1001},
    {"sub__out__float32__to__complex128", kArgs291, kOutcomes1003},
    {"sub__out__float64__to__bool", kArgs322, kOutcomes1034},
    {"sub__out__float64__to__uint8", kArgs322, kOutcomes1035},
    {"sub__out__float64__to__int8", kArgs322, kOutcomes1036},
    {"sub__out__float64__to__int16", kArgs322, kOutcomes1037},
    {"sub__out__float64__to__int32", kArgs322, kOutcomes1038},
    {"sub__out__float64__to__int64", kArgs322, kOutcomes1039},
    {"sub__out__float64__to__float16", kArgs322, kOutcomes991},
    {"sub__out__float64__to__bfloat16", kArgs322, kOutcomes993},
    {"sub__out__float64__to__float32", kArgs322, kOutcomes995},
    {"sub__out__float64__to__float64", kArgs322, kOutcomes997},
    {"sub__out__float64__to__complex32", kArgs322, kOutcomes999},
    {"sub__out__float64__to__complex64", kArgs322, kOutcomes1001},
    {"sub__out__float64__to__complex128", kArgs322, kOutcomes1003},
    {"sub__out__complex32__to__bool", kArgs355, kOutcomes1041},
    {"sub__out__complex32__to__uint8", kArgs355, kOutcomes1042},
    {"sub__out__complex32__to__int8", kArgs355, kOutcomes1043},
    {"sub__out__complex32__to__int16", kArgs355, kOutcomes1044},
    {"sub__out__complex32__to__int32", kArgs355, kOutcomes1045},
    {"sub__out__complex32__to__int64", kArgs355, kOutcomes1046},
    {"sub__out__complex32__to__float16", kArgs355, kOutcomes1047},
    {"sub__out__complex32__to__bfloat16", kArgs355, kOutcomes1049},
    {"sub__out__complex32__to__float32", kArgs355, kOutcomes1051},
    {"sub__out__complex32__to__float64", kArgs355, kOutcomes1053},
    {"sub__out__complex32__to__complex32", kArgs355, kOutcomes999},
    {"sub__out__complex32__to__complex64", kArgs355, kOutcomes1001},
    {"sub__out__complex32__to__complex128", kArgs355, kOutcomes1003},
    {"sub__out__complex64__to__bool", kArgs386, kOutcomes1055},
    {"sub__out__complex64__to__uint8", kArgs386, kOutcomes1056},
    {"sub__out__complex64__to__int8", kArgs386, kOutcomes1057},
    {"sub__out__complex64__to__int16", kArgs386, kOutcomes1058},
    {"sub__out__complex64__to__int32", kArgs386, kOutcomes1059},
    {"sub__out__complex64__to__int64", kArgs386, kOutcomes1060},
    {"sub__out__complex64__to__float16", kArgs386, kOutcomes1061},
    {"sub__out__complex64__to__bfloat16", kArgs386, kOutcomes1062},
    {"sub__out__complex64__to__float32", kArgs386, kOutcomes1063},
    {"sub__out__complex64__to__float64", kArgs386, kOutcomes1065},
    {"sub__out__complex64__to__complex32", kArgs386, kOutcomes999},
    {"sub__out__complex64__to__complex64", kArgs386, kOutcomes1001},
    {"sub__out__complex64__to__complex128", kArgs386, kOutcomes1003},
    {"sub__out__complex128__to__bool", kArgs417, kOutcomes1067},
    {"sub__out__complex128__to__uint8", kArgs417, kOutcomes1068},
    {"sub__out__complex128__to__int8", kArgs417, kOutcomes1069},
    {"sub__out__complex128__to__int16", kArgs417, kOutcomes1070},
    {"sub__out__complex128__to__int32", kArgs417, kOutcomes1071},
    {"sub__out__complex128__to__int64", kArgs417, kOutcomes1072},
    {"sub__out__complex128__to__float16", kArgs417, kOutcomes1073},
    {"sub__out__complex128__to__bfloat16", kArgs417, kOutcomes1074},
    {"sub__out__complex128__to__float32", kArgs417, kOutcomes1075},
    {"sub__out__complex128__to__float64", kArgs417, kOutcomes1076},
    {"sub__out__complex128__to__complex32", kArgs417, kOutcomes999},
    {"sub__out__complex128__to__complex64", kArgs417, kOutcomes1001},
    {"sub__out__complex128__to__complex128", kArgs417, kOutcomes1003},
};
constexpr int64_t kInts1077[] = {2, 3};
constexpr int64_t kInts1078[] = {3};
constexpr ArgSpec kArgs1079[] = {tensor_spec(kFloat, kInts1077), tensor_spec(kFloat, kInts1078), int_scalar(1)};
constexpr Outcome kOutcomes1080[] = {call(0).shape(kInts1077)};
constexpr ArgSpec kArgs1081[] = {tensor_spec(kFloat, kInts1078), tensor_spec(kFloat, kInts1077), int_scalar(1)};
constexpr int64_t kInts1082[] = {2, 1};
constexpr int64_t kInts1083[] = {1, 3};
constexpr ArgSpec kArgs1084[] = {tensor_spec(kFloat, kInts1082), tensor_spec(kFloat, kInts1083), int_scalar(1)};
constexpr ArgSpec kArgs1085[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts1077), int_scalar(1)};
constexpr ArgSpec kArgs1086[] = {tensor_spec(kFloat, kInts1077), tensor_spec(kFloat), int_scalar(1)};
constexpr int64_t kInts1087[] = {0, 3};
constexpr ArgSpec kArgs1088[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat, kInts1083), int_scalar(1)};
constexpr Outcome kOutcomes1089[] = {call(0).shape(kInts1087)};
constexpr int64_t kInts1090[] = {4, 1, 3};
constexpr ArgSpec kArgs1091[] = {tensor_spec(kFloat, kInts1090), tensor_spec(kFloat, kInts1082), int_scalar(1)};
constexpr int64_t kInts1092[] = {4, 2, 3};
constexpr Outcome kOutcomes1093[] = {call(0).shape(kInts1092)};
constexpr ArgSpec kArgs1094[] = {tensor_spec(kFloat, kInts1077), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ErrorSpec kError1095 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1096[] = {call(0).raises(&kError1095)};
constexpr ArgSpec kArgs1097[] = {tensor_spec(kFloat, kInts5), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ErrorSpec kError1098 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1099[] = {call(0).raises(&kError1098)};
constexpr int64_t kInts1100[] = {2, 3, 4};
constexpr int64_t kInts1101[] = {3, 1, 5};
constexpr ArgSpec kArgs1102[] = {tensor_spec(kFloat, kInts1100), tensor_spec(kFloat, kInts1101), int_scalar(1)};
constexpr ErrorSpec kError1103 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1104[] = {call(0).raises(&kError1103)};
constexpr Outcome kOutcomes1105[] = {call(2).shape(kInts1077).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1106[] = {tensor_spec(kFloat, kInts1077), tensor_spec(kFloat, kInts1083), int_scalar(1)};
constexpr ErrorSpec kError1107 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1108[] = {call(2).raises(&kError1107)};
constexpr ArgSpec kArgs1109[] = {tensor_spec(kFloat, kInts1083), tensor_spec(kFloat, kInts1077), int_scalar(1)};
constexpr ErrorSpec kError1110 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1111[] = {call(2).raises(&kError1110)};
constexpr ErrorSpec kError1112 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes1113[] = {call(2).raises(&kError1112)};
constexpr Outcome kOutcomes1114[] = {call(2).raises(&kError1095)};
constexpr ArgSpec kArgs1115[] = {tensor_spec(kFloat, kInts1077), tensor_spec(kFloat, kInts1077), int_scalar(1)};
constexpr ArgSpec kOut1116 = tensor_spec(kFloat, kInts1077);
constexpr Outcome kOutcomes1117[] = {call(3).out_tensor(&kOut1116).shape(kInts1077).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1118[] = {call(3).out_tensor(&kOut6).shape(kInts1077).same_as(SameAs::Out)};
constexpr int64_t kInts1119[] = {6};
constexpr ArgSpec kOut1120 = tensor_spec(kFloat, kInts1119);
constexpr Outcome kOutcomes1121[] = {call(3).out_tensor(&kOut1120).shape(kInts1077).same_as(SameAs::Out)};
constexpr int64_t kInts1122[] = {3, 2};
constexpr ArgSpec kOut1123 = tensor_spec(kFloat, kInts1122);
constexpr Outcome kOutcomes1124[] = {call(3).out_tensor(&kOut1123).shape(kInts1077).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"sub__broadcast__2x3__3", kArgs1079, kOutcomes1080},
    {"sub__broadcast__3__2x3", kArgs1081, kOutcomes1080},
    {"sub__broadcast__2x1__1x3", kArgs1084, kOutcomes1080},
    {"sub__broadcast__scalar__2x3", kArgs1085, kOutcomes1080},
    {"sub__broadcast__2x3__scalar", kArgs1086, kOutcomes1080},
    {"sub__broadcast__0x3__1x3", kArgs1088, kOutcomes1089},
    {"sub__broadcast__4x1x3__2x1", kArgs1091, kOutcomes1093},
    {"sub__broadcast__2x3__2", kArgs1094, kOutcomes1096},
    {"sub__broadcast__0__2", kArgs1097, kOutcomes1099},
    {"sub__broadcast__2x3x4__3x1x5", kArgs1102, kOutcomes1104},
    {"sub__inplace__2x3__3", kArgs1079, kOutcomes1105},
    {"sub__inplace__2x3__1x3", kArgs1106, kOutcomes1105},
    {"sub__inplace__2x3__scalar", kArgs1086, kOutcomes1105},
    {"sub__inplace__3__2x3", kArgs1081, kOutcomes1108},
    {"sub__inplace__1x3__2x3", kArgs1109, kOutcomes1111},
    {"sub__inplace__scalar__2", kArgs705, kOutcomes1113},
    {"sub__inplace__2x3__2", kArgs1094, kOutcomes1114},
    {"sub__out__2x3", kArgs1115, kOutcomes1117},
    {"sub__out__0", kArgs1115, kOutcomes1118},
    {"sub__out__6", kArgs1115, kOutcomes1121},
    {"sub__out__3x2", kArgs1115, kOutcomes1124},
};
constexpr const char* kNames1125[] = {"N", "C"};
constexpr ArgSpec kArgs1126[] = {tensor_spec(kFloat, kInts1077, {}, kNames1125), tensor_spec(kFloat, kInts1077, {}, kNames1125), int_scalar(1)};
constexpr const char* kNames1127[] = {"A", "C"};
constexpr ArgSpec kOut1128 = tensor_spec(kFloat, kInts1077, {}, kNames1127);
constexpr ErrorSpec kError1129 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1130[] = {call(0).names(kNames1125), call(3).out_tensor(&kOut6).names(kNames1125).same_as(SameAs::Out), call(3).out_tensor(&kOut1128).raises(&kError1129), call(2).names(kNames1125).same_as(SameAs::Self)};
constexpr const char* kNames1131[] = {"C"};
constexpr ArgSpec kArgs1132[] = {tensor_spec(kFloat, kInts1077, {}, kNames1125), tensor_spec(kFloat, kInts1078, {}, kNames1131), int_scalar(1)};
constexpr const char* kNames1133[] = {nullptr, "C"};
constexpr ArgSpec kArgs1134[] = {tensor_spec(kFloat, kInts1077, {}, kNames1125), tensor_spec(kFloat, kInts1077, {}, kNames1133), int_scalar(1)};
constexpr ArgSpec kArgs1135[] = {tensor_spec(kFloat, kInts1077, {}, kNames1125), tensor_spec(kFloat, kInts1077), int_scalar(1)};
constexpr ArgSpec kArgs1136[] = {tensor_spec(kFloat, kInts1077), tensor_spec(kFloat, kInts1077, {}, kNames1125), int_scalar(1)};
constexpr const char* kNames1137[] = {"N", "D"};
constexpr ArgSpec kArgs1138[] = {tensor_spec(kFloat, kInts1077, {}, kNames1125), tensor_spec(kFloat, kInts1077, {}, kNames1137), int_scalar(1)};
constexpr ErrorSpec kError1139 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1140[] = {call(0).raises(&kError1139)};
constexpr const char* kNames1141[] = {"N"};
constexpr ArgSpec kArgs1142[] = {tensor_spec(kFloat, kInts1077, {}, kNames1125), tensor_spec(kFloat, kInts1078, {}, kNames1141), int_scalar(1)};
constexpr ErrorSpec kError1143 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1144[] = {call(0).raises(&kError1143)};
constexpr const char* kNames1145[] = {"N", nullptr};
constexpr const char* kNames1146[] = {nullptr, "N"};
constexpr ArgSpec kArgs1147[] = {tensor_spec(kFloat, kInts1077, {}, kNames1145), tensor_spec(kFloat, kInts1077, {}, kNames1146), int_scalar(1)};
constexpr ErrorSpec kError1148 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes1149[] = {call(0).raises(&kError1148)};
constexpr Case kNames[] = {
    {"sub__same_names", kArgs1126, kOutcomes1130},
    {"sub__names_from_right", kArgs1132, kOutcomes1130},
    {"sub__wildcard_matches", kArgs1134, kOutcomes1130},
    {"sub__unnamed_second", kArgs1135, kOutcomes1130},
    {"sub__unnamed_first", kArgs1136, kOutcomes1130},
    {"sub__mismatch", kArgs1138, kOutcomes1140},
    {"sub__mismatch_from_right", kArgs1142, kOutcomes1144},
    {"sub__misaligned", kArgs1147, kOutcomes1149},
};
constexpr Num kNums1150[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums1151[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs1152[] = {tensor_spec(kUInt8, kInts0, kNums1150), tensor_spec(kUInt8, kInts0, kNums1151), int_scalar(1)};
constexpr Num kNums1153[] = {{255, 0}, {1, 0}, {4, 0}, {246, 0}, {250, 0}, {251, 0}, {11, 0}, {98, 0}, {2, 0}, {254, 0}, {4, 0}, {0, 0}};
constexpr ArgSpec kOut1154 = tensor_spec(kUInt8, kInts5);
constexpr Outcome kOutcomes1155[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1153), call(2).dtype(kUInt8).shape(kInts0).values(kNums1153).same_as(SameAs::Self), call(3).out_tensor(&kOut1154).dtype(kUInt8).shape(kInts0).values(kNums1153).same_as(SameAs::Out)};
constexpr Num kNums1156[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums1157[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs1158[] = {tensor_spec(kInt8, kInts0, kNums1156), tensor_spec(kInt8, kInts0, kNums1157), int_scalar(1)};
constexpr Num kNums1159[] = {{-6, 0}, {-2, 0}, {0, 0}, {3, 0}, {-7, 0}, {-5, 0}, {11, 0}, {98, 0}, {-103, 0}, {1, 0}, {-3, 0}, {3, 0}};
constexpr ArgSpec kOut1160 = tensor_spec(kInt8, kInts5);
constexpr Outcome kOutcomes1161[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1159), call(2).dtype(kInt8).shape(kInts0).values(kNums1159).same_as(SameAs::Self), call(3).out_tensor(&kOut1160).dtype(kInt8).shape(kInts0).values(kNums1159).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1162[] = {tensor_spec(kInt16, kInts0, kNums1156), tensor_spec(kInt16, kInts0, kNums1157), int_scalar(1)};
constexpr ArgSpec kOut1163 = tensor_spec(kInt16, kInts5);
constexpr Outcome kOutcomes1164[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1159), call(2).dtype(kInt16).shape(kInts0).values(kNums1159).same_as(SameAs::Self), call(3).out_tensor(&kOut1163).dtype(kInt16).shape(kInts0).values(kNums1159).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1165[] = {tensor_spec(kInt32, kInts0, kNums1156), tensor_spec(kInt32, kInts0, kNums1157), int_scalar(1)};
constexpr ArgSpec kOut1166 = tensor_spec(kInt32, kInts5);
constexpr Outcome kOutcomes1167[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1159), call(2).dtype(kInt32).shape(kInts0).values(kNums1159).same_as(SameAs::Self), call(3).out_tensor(&kOut1166).dtype(kInt32).shape(kInts0).values(kNums1159).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1168[] = {tensor_spec(kInt64, kInts0, kNums1156), tensor_spec(kInt64, kInts0, kNums1157), int_scalar(1)};
constexpr ArgSpec kOut1169 = tensor_spec(kInt64, kInts5);
constexpr Outcome kOutcomes1170[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1159), call(2).dtype(kInt64).shape(kInts0).values(kNums1159).same_as(SameAs::Self), call(3).out_tensor(&kOut1169).dtype(kInt64).shape(kInts0).values(kNums1159).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1171[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1172 = tensor_spec(kHalf, kInts5);
constexpr Outcome kOutcomes1173[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1172).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1174[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1175 = tensor_spec(kBFloat16, kInts5);
constexpr Outcome kOutcomes1176[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums4), call(2).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1175).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1177[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1178[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1179 = tensor_spec(kDouble, kInts5);
constexpr Outcome kOutcomes1180[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums4), call(2).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1179).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums1181[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr Num kNums1182[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr ArgSpec kArgs1183[] = {tensor_spec(kComplexHalf, kInts0, kNums1181), tensor_spec(kComplexHalf, kInts0, kNums1182), int_scalar(1)};
constexpr Num kNums1184[] = {{-0.5, -1.25}, {2.5, -0.5}, {0.0, 0.0}, {-1.75, -1.625}, {-1.75, 0.0}, {0.0, 0.0}, {-0.75, 1.0}, {4.0, -4.0}, {-2.875, 0.25}, {-2.0, 1.5}, {1.0, 2.25}, {0.0, 0.0}};
constexpr ArgSpec kOut1185 = tensor_spec(kComplexHalf, kInts5);
constexpr Outcome kOutcomes1186[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1184), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums1184).same_as(SameAs::Self), call(3).out_tensor(&kOut1185).dtype(kComplexHalf).shape(kInts0).values(kNums1184).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1187[] = {tensor_spec(kComplexFloat, kInts0, kNums1181), tensor_spec(kComplexFloat, kInts0, kNums1182), int_scalar(1)};
constexpr ArgSpec kOut1188 = tensor_spec(kComplexFloat, kInts5);
constexpr Outcome kOutcomes1189[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1184), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1184).same_as(SameAs::Self), call(3).out_tensor(&kOut1188).dtype(kComplexFloat).shape(kInts0).values(kNums1184).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1190[] = {tensor_spec(kComplexDouble, kInts0, kNums1181), tensor_spec(kComplexDouble, kInts0, kNums1182), int_scalar(1)};
constexpr ArgSpec kOut1191 = tensor_spec(kComplexDouble, kInts5);
constexpr Outcome kOutcomes1192[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1184), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1184).same_as(SameAs::Self), call(3).out_tensor(&kOut1191).dtype(kComplexDouble).shape(kInts0).values(kNums1184).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1193[] = {tensor_spec(kInt32, kInts0, kNums1156), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1194[] = {{-5.0, 0}, {-0.5, 0}, {0.0, 0}, {3.0, 0}, {-2.0, 0}, {1.25, 0}, {9.0, 0}, {102.0, 0}, {-100.75, 0}, {3.5, 0}, {-kInf, 0}, {8.0, 0}};
constexpr Outcome kOutcomes1195[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1194), call(2).raises(&kError912), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1194).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1196[] = {tensor_spec(kUInt8, kInts0, kNums1150), tensor_spec(kInt8, kInts0, kNums1157), int_scalar(1)};
constexpr Num kNums1197[] = {{-1, 0}, {1, 0}, {4, 0}, {246, 0}, {250, 0}, {-5, 0}, {11, 0}, {98, 0}, {2, 0}, {-2, 0}, {4, 0}, {-3, 0}};
constexpr Num kNums1198[] = {{255, 0}, {1, 0}, {4, 0}, {246, 0}, {250, 0}, {251, 0}, {11, 0}, {98, 0}, {2, 0}, {254, 0}, {4, 0}, {253, 0}};
constexpr Outcome kOutcomes1199[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1197), call(2).dtype(kUInt8).shape(kInts0).values(kNums1198).same_as(SameAs::Self), call(3).out_tensor(&kOut1163).dtype(kInt16).shape(kInts0).values(kNums1197).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1200[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes1201[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums1202[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1203[] = {tensor_spec(kBool, kInts0, kNums1202), tensor_spec(kInt64, kInts0, kNums1157), int_scalar(1)};
constexpr Outcome kOutcomes1204[] = {call(0).raises(&kError19), call(2).raises(&kError19), call(3).out_tensor(&kOut1169).raises(&kError19)};
constexpr ArgSpec kArgs1205[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1182), int_scalar(1)};
constexpr Num kNums1206[] = {{-0.5, 0.0}, {-1.75, -0.5}, {3.0, -1.0}, {1.0, -2.0}, {-2.0, 0.0}, {1.75, -1.0}, {-0.625, 0.5}, {12.0, -1.0}, {-2.875, 0.0}, {-8.5, 1.0}, {kInf, -0.25}, {kNaN, 1.0}};
constexpr Outcome kOutcomes1207[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1206), call(2).raises(&kError960), call(3).out_tensor(&kOut1188).dtype(kComplexFloat).shape(kInts0).values(kNums1206).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1208[] = {tensor_spec(kInt64, kInts0, kNums1156), tensor_spec(kDouble, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes1209[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1194), call(2).raises(&kError932), call(3).out_tensor(&kOut1179).dtype(kDouble).shape(kInts0).values(kNums1194).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1210[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1211[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1212[] = {tensor_spec(kUInt8, kInts0, kNums1150), tensor_spec(kBool, kInts0, kNums1211), int_scalar(1)};
constexpr Outcome kOutcomes1213[] = {call(0).raises(&kError19), call(2).raises(&kError19), call(3).out_tensor(&kOut1154).raises(&kError19)};
constexpr Num kNums1214[] = {{-0.25, 0}};
constexpr ArgSpec kArgs1215[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums1214), int_scalar(1)};
constexpr Num kNums1216[] = {{0.75, 0}, {-1.0, 0}, {3.25, 0}, {0.25, 0}, {0.25, 0}, {3.0, 0}, {-0.125, 0}, {10.25, 0}, {0.375, 0}, {-7.25, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1217[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1216), call(2).dtype(kFloat).shape(kInts0).values(kNums1216).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1216).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1218[] = {tensor_spec(kInt64, kInts0, kNums1156), tensor_spec(kDouble, {}, kNums1214), int_scalar(1)};
constexpr Num kNums1219[] = {{-4.75, 0}, {0.25, 0}, {3.25, 0}, {7.25, 0}, {-1.75, 0}, {1.25, 0}, {12.25, 0}, {100.25, 0}, {-99.75, 0}, {5.25, 0}, {2.25, 0}, {9.25, 0}};
constexpr Outcome kOutcomes1220[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1219), call(2).raises(&kError932), call(3).out_tensor(&kOut1179).dtype(kDouble).shape(kInts0).values(kNums1219).same_as(SameAs::Out)};
constexpr Num kNums1221[] = {{6, 0}};
constexpr ArgSpec kArgs1222[] = {tensor_spec(kInt32, kInts0, kNums1156), tensor_spec(kInt64, {}, kNums1221), int_scalar(1)};
constexpr Num kNums1223[] = {{-11, 0}, {-6, 0}, {-3, 0}, {1, 0}, {-8, 0}, {-5, 0}, {6, 0}, {94, 0}, {-106, 0}, {-1, 0}, {-4, 0}, {3, 0}};
constexpr Outcome kOutcomes1224[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1223), call(2).dtype(kInt32).shape(kInts0).values(kNums1223).same_as(SameAs::Self), call(3).out_tensor(&kOut1166).dtype(kInt32).shape(kInts0).values(kNums1223).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1225[] = {tensor_spec(kInt64, kInts0, kNums1156), float_scalar(0.5), int_scalar(1)};
constexpr Num kNums1226[] = {{-5.5, 0}, {-0.5, 0}, {2.5, 0}, {6.5, 0}, {-2.5, 0}, {0.5, 0}, {11.5, 0}, {99.5, 0}, {-100.5, 0}, {4.5, 0}, {1.5, 0}, {8.5, 0}};
constexpr Outcome kOutcomes1227[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1226), call(8).raises(&kError930), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1226).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1228[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), int_scalar(1)};
constexpr Outcome kOutcomes1229[] = {call(6).dtype(kHalf).shape(kInts0).values(kNums9), call(8).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut1172).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1230[] = {tensor_spec(kBool, kInts0, kNums1202), int_scalar(2), int_scalar(1)};
constexpr Outcome kOutcomes1231[] = {call(6).raises(&kError19), call(8).raises(&kError19), call(9).out_tensor(&kOut1169).raises(&kError19)};
constexpr ArgSpec kArgs1232[] = {tensor_spec(kUInt8, kInts0, kNums1150), int_scalar(2), int_scalar(1)};
constexpr Num kNums1233[] = {{254, 0}, {1, 0}, {5, 0}, {248, 0}, {253, 0}, {255, 0}, {10, 0}, {98, 0}, {3, 0}, {0, 0}, {7, 0}, {1, 0}};
constexpr Outcome kOutcomes1234[] = {call(6).dtype(kUInt8).shape(kInts0).values(kNums1233), call(8).dtype(kUInt8).shape(kInts0).values(kNums1233).same_as(SameAs::Self), call(9).out_tensor(&kOut1154).dtype(kUInt8).shape(kInts0).values(kNums1233).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1235[] = {tensor_spec(kInt32, kInts0, kNums1156), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes1236[] = {call(6).raises(&kError19), call(8).raises(&kError19), call(9).out_tensor(&kOut1166).raises(&kError19)};
constexpr ArgSpec kArgs1237[] = {tensor_spec(kFloat, kInts0, kNums1), complex_scalar(0.5, 0.5), int_scalar(1)};
constexpr Num kNums1238[] = {{0.0, -0.5}, {-1.75, -0.5}, {2.5, -0.5}, {-0.5, -0.5}, {-0.5, -0.5}, {2.25, -0.5}, {-0.875, -0.5}, {9.5, -0.5}, {-0.375, -0.5}, {-8.0, -0.5}, {kInf, -0.5}, {kNaN, -0.5}};
constexpr Outcome kOutcomes1239[] = {call(6).dtype(kComplexFloat).shape(kInts0).values(kNums1238), call(8).raises(&kError960), call(9).out_tensor(&kOut1188).dtype(kComplexFloat).shape(kInts0).values(kNums1238).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1240[] = {tensor_spec(kUInt8, kInts0, kNums1150), tensor_spec(kUInt8, kInts0, kNums1151), int_scalar(3)};
constexpr Num kNums1241[] = {{253, 0}, {253, 0}, {254, 0}, {238, 0}, {240, 0}, {239, 0}, {9, 0}, {94, 0}, {252, 0}, {246, 0}, {250, 0}, {250, 0}};
constexpr Outcome kOutcomes1242[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1241), call(2).dtype(kUInt8).shape(kInts0).values(kNums1241).same_as(SameAs::Self), call(3).out_tensor(&kOut1154).dtype(kUInt8).shape(kInts0).values(kNums1241).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1243[] = {tensor_spec(kUInt8, kInts0, kNums1150), tensor_spec(kUInt8, kInts0, kNums1151), int_scalar(255)};
constexpr Num kNums1244[] = {{1, 0}, {5, 0}, {10, 0}, {254, 0}, {4, 0}, {7, 0}, {13, 0}, {102, 0}, {8, 0}, {6, 0}, {14, 0}, {6, 0}};
constexpr Outcome kOutcomes1245[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1244), call(2).dtype(kUInt8).shape(kInts0).values(kNums1244).same_as(SameAs::Self), call(3).out_tensor(&kOut1154).dtype(kUInt8).shape(kInts0).values(kNums1244).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1246[] = {tensor_spec(kUInt8, kInts0, kNums1150), tensor_spec(kUInt8, kInts0, kNums1151), int_scalar(-256)};
constexpr ErrorSpec kError1247 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1248[] = {call(0).raises(&kError1247)};
constexpr ArgSpec kArgs1249[] = {tensor_spec(kInt8, kInts0, kNums1156), tensor_spec(kInt8, kInts0, kNums1157), int_scalar(-3)};
constexpr Num kNums1250[] = {{-2, 0}, {6, 0}, {12, 0}, {19, 0}, {13, 0}, {19, 0}, {15, 0}, {106, 0}, {-91, 0}, {17, 0}, {17, 0}, {27, 0}};
constexpr Outcome kOutcomes1251[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1250), call(2).dtype(kInt8).shape(kInts0).values(kNums1250).same_as(SameAs::Self), call(3).out_tensor(&kOut1160).dtype(kInt8).shape(kInts0).values(kNums1250).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1252[] = {tensor_spec(kInt8, kInts0, kNums1156), tensor_spec(kInt8, kInts0, kNums1157), int_scalar(128)};
constexpr Num kNums1253[] = {{123, 0}, {0, 0}, {-125, 0}, {7, 0}, {126, 0}, {1, 0}, {-116, 0}, {100, 0}, {28, 0}, {5, 0}, {-126, 0}, {9, 0}};
constexpr Outcome kOutcomes1254[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1253), call(2).dtype(kInt8).shape(kInts0).values(kNums1253).same_as(SameAs::Self), call(3).out_tensor(&kOut1160).dtype(kInt8).shape(kInts0).values(kNums1253).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1255[] = {tensor_spec(kInt8, kInts0, kNums1156), tensor_spec(kInt8, kInts0, kNums1157), int_scalar(-128)};
constexpr ErrorSpec kError1256 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1257[] = {call(0).raises(&kError1256)};
constexpr ArgSpec kArgs1258[] = {tensor_spec(kInt16, kInts0, kNums1156), tensor_spec(kInt16, kInts0, kNums1157), int_scalar(-3)};
constexpr Outcome kOutcomes1259[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1250), call(2).dtype(kInt16).shape(kInts0).values(kNums1250).same_as(SameAs::Self), call(3).out_tensor(&kOut1163).dtype(kInt16).shape(kInts0).values(kNums1250).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1260[] = {tensor_spec(kInt16, kInts0, kNums1156), tensor_spec(kInt16, kInts0, kNums1157), int_scalar(32768)};
constexpr Num kNums1261[] = {{32763, 0}, {0, 0}, {-32765, 0}, {7, 0}, {32766, 0}, {1, 0}, {-32756, 0}, {100, 0}, {32668, 0}, {5, 0}, {-32766, 0}, {9, 0}};
constexpr Outcome kOutcomes1262[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1261), call(2).dtype(kInt16).shape(kInts0).values(kNums1261).same_as(SameAs::Self), call(3).out_tensor(&kOut1163).dtype(kInt16).shape(kInts0).values(kNums1261).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1263[] = {tensor_spec(kInt16, kInts0, kNums1156), tensor_spec(kInt16, kInts0, kNums1157), int_scalar(-32768)};
constexpr ErrorSpec kError1264 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1265[] = {call(0).raises(&kError1264)};
constexpr ArgSpec kArgs1266[] = {tensor_spec(kInt32, kInts0, kNums1156), tensor_spec(kInt32, kInts0, kNums1157), int_scalar(-3)};
constexpr Outcome kOutcomes1267[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1250), call(2).dtype(kInt32).shape(kInts0).values(kNums1250).same_as(SameAs::Self), call(3).out_tensor(&kOut1166).dtype(kInt32).shape(kInts0).values(kNums1250).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1268[] = {tensor_spec(kInt32, kInts0, kNums1156), tensor_spec(kInt32, kInts0, kNums1157), int_scalar(2147483648)};
constexpr Num kNums1269[] = {{2147483643, 0}, {0, 0}, {-2147483645, 0}, {7, 0}, {2147483646, 0}, {1, 0}, {-2147483636, 0}, {100, 0}, {2147483548, 0}, {5, 0}, {-2147483646, 0}, {9, 0}};
constexpr Outcome kOutcomes1270[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1269), call(2).dtype(kInt32).shape(kInts0).values(kNums1269).same_as(SameAs::Self), call(3).out_tensor(&kOut1166).dtype(kInt32).shape(kInts0).values(kNums1269).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1271[] = {tensor_spec(kInt32, kInts0, kNums1156), tensor_spec(kInt32, kInts0, kNums1157), int_scalar(-2147483648)};
constexpr ErrorSpec kError1272 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes1273[] = {call(0).raises(&kError1272)};
constexpr ArgSpec kArgs1274[] = {tensor_spec(kInt64, kInts0, kNums1156), tensor_spec(kInt64, kInts0, kNums1157), int_scalar(-3)};
constexpr Outcome kOutcomes1275[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1250), call(2).dtype(kInt64).shape(kInts0).values(kNums1250).same_as(SameAs::Self), call(3).out_tensor(&kOut1169).dtype(kInt64).shape(kInts0).values(kNums1250).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1276[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(-2.5)};
constexpr Num kNums1277[] = {{0.5, 0}, {0.0, 0}, {10.5, 0}, {10.0, 0}, {-0.0, 0}, {2.125, 0}, {7.125, 0}, {5.0, 0}, {2.0, 0}, {-3.75, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1278[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1277), call(2).dtype(kHalf).shape(kInts0).values(kNums1277).same_as(SameAs::Self), call(3).out_tensor(&kOut1172).dtype(kHalf).shape(kInts0).values(kNums1277).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1279[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr ArgSpec kArgs1280[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(-70000.0)};
constexpr ErrorSpec kError1281 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes1282[] = {call(0).raises(&kError1281)};
constexpr ArgSpec kArgs1283[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(-2.5)};
constexpr Outcome kOutcomes1284[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1277), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1277).same_as(SameAs::Self), call(3).out_tensor(&kOut1175).dtype(kBFloat16).shape(kInts0).values(kNums1277).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1285[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr ArgSpec kArgs1286[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(-1e+39)};
constexpr ErrorSpec kError1287 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes1288[] = {call(0).raises(&kError1287)};
constexpr ArgSpec kArgs1289[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(-2.5)};
constexpr Outcome kOutcomes1290[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1277), call(2).dtype(kFloat).shape(kInts0).values(kNums1277).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1277).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1291[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr ArgSpec kArgs1292[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(-1e+39)};
constexpr ErrorSpec kError1293 = {"RuntimeError", "value cannot be converted to type float without overflow", Match::Exact};
constexpr Outcome kOutcomes1294[] = {call(0).raises(&kError1293)};
constexpr ArgSpec kArgs1295[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), float_scalar(-2.5)};
constexpr Outcome kOutcomes1296[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1277), call(2).dtype(kDouble).shape(kInts0).values(kNums1277).same_as(SameAs::Self), call(3).out_tensor(&kOut1179).dtype(kDouble).shape(kInts0).values(kNums1277).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1297[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr Num kNums1298[] = {{0.5, 0}, {-1.7500000004656613, 0}, {-2.7939677238464355e-09, 0}, {-4.00000000372529, 0}, {0.0, 0}, {3.0000000002328306, 0}, {-3.3750000027939677, 0}, {12.000000001862645, 0}, {-0.6250000006984919, 0}, {-9.000000001396984, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1299[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1298), call(2).dtype(kDouble).shape(kInts0).values(kNums1298).same_as(SameAs::Self), call(3).out_tensor(&kOut1179).dtype(kDouble).shape(kInts0).values(kNums1298).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1300[] = {tensor_spec(kComplexHalf, kInts0, kNums1181), tensor_spec(kComplexHalf, kInts0, kNums1182), complex_scalar(0.5, -2.0)};
constexpr Num kNums1301[] = {{0.0, 0.75}, {1.75, 0.75}, {-2.0, 0.5}, {-6.25, -2.625}, {-0.75, 4.0}, {-1.5, 2.5}, {0.375, 1.25}, {1.0, -7.5}, {-1.375, 6.25}, {0.5, 3.0}, {0.75, 3.375}, {2.375, 1.0}};
constexpr Outcome kOutcomes1302[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1301), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums1301).same_as(SameAs::Self), call(3).out_tensor(&kOut1185).dtype(kComplexHalf).shape(kInts0).values(kNums1301).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1303[] = {tensor_spec(kComplexHalf, kInts0, kNums1181), tensor_spec(kComplexHalf, kInts0, kNums1182), float_scalar(-70000.0)};
constexpr ErrorSpec kError1304 = {"RuntimeError", "value cannot be converted to type c10::complex<c10::Half> without overflow", Match::Exact};
constexpr Outcome kOutcomes1305[] = {call(0).raises(&kError1304)};
constexpr ArgSpec kArgs1306[] = {tensor_spec(kComplexFloat, kInts0, kNums1181), tensor_spec(kComplexFloat, kInts0, kNums1182), complex_scalar(0.5, -2.0)};
constexpr Outcome kOutcomes1307[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1301), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1301).same_as(SameAs::Self), call(3).out_tensor(&kOut1188).dtype(kComplexFloat).shape(kInts0).values(kNums1301).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1308[] = {tensor_spec(kComplexFloat, kInts0, kNums1181), tensor_spec(kComplexFloat, kInts0, kNums1182), float_scalar(-1e+39)};
constexpr ErrorSpec kError1309 = {"RuntimeError", "value cannot be converted to type c10::complex<float> without overflow", Match::Exact};
constexpr Outcome kOutcomes1310[] = {call(0).raises(&kError1309)};
constexpr ArgSpec kArgs1311[] = {tensor_spec(kComplexDouble, kInts0, kNums1181), tensor_spec(kComplexDouble, kInts0, kNums1182), complex_scalar(0.5, -2.0)};
constexpr Outcome kOutcomes1312[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1301), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1301).same_as(SameAs::Self), call(3).out_tensor(&kOut1191).dtype(kComplexDouble).shape(kInts0).values(kNums1301).same_as(SameAs::Out)};
constexpr int64_t kInts1313[] = {1, 4};
constexpr Num kNums1314[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1315[] = {expanded(tensor_spec(kFloat, kInts1313, kNums1314), kInts0), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1316[] = {{0.5, 0}, {-1.75, 0}, {0.0, 0}, {-4.0, 0}, {0.5, 0}, {-1.0, 0}, {0.0, 0}, {2.0, 0}, {-0.25, 0}, {-2.75, 0}, {-kInf, 0}, {-1.0, 0}};
constexpr Outcome kOutcomes1317[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1316), call(1).dtype(kFloat).shape(kInts0).values(kNums1316), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1316).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"sub__self_uint8__other_uint8", kArgs1152, kOutcomes1155},
    {"sub__self_int8__other_int8", kArgs1158, kOutcomes1161},
    {"sub__self_int16__other_int16", kArgs1162, kOutcomes1164},
    {"sub__self_int32__other_int32", kArgs1165, kOutcomes1167},
    {"sub__self_int64__other_int64", kArgs1168, kOutcomes1170},
    {"sub__self_float16__other_float16", kArgs1171, kOutcomes1173},
    {"sub__self_bfloat16__other_bfloat16", kArgs1174, kOutcomes1176},
    {"sub__self_float32__other_float32", kArgs3, kOutcomes1177},
    {"sub__self_float64__other_float64", kArgs1178, kOutcomes1180},
    {"sub__self_complex32__other_complex32", kArgs1183, kOutcomes1186},
    {"sub__self_complex64__other_complex64", kArgs1187, kOutcomes1189},
    {"sub__self_complex128__other_complex128", kArgs1190, kOutcomes1192},
    {"sub__self_int32__other_float32", kArgs1193, kOutcomes1195},
    {"sub__self_uint8__other_int8", kArgs1196, kOutcomes1199},
    {"sub__self_float16__other_bfloat16", kArgs1200, kOutcomes1201},
    {"sub__self_bool__other_int64", kArgs1203, kOutcomes1204},
    {"sub__self_float32__other_complex64", kArgs1205, kOutcomes1207},
    {"sub__self_int64__other_float64", kArgs1208, kOutcomes1209},
    {"sub__self_float16__other_float32", kArgs1210, kOutcomes1201},
    {"sub__self_uint8__other_bool", kArgs1212, kOutcomes1213},
    {"sub__self_float32__other_float64_zero_dim", kArgs1215, kOutcomes1217},
    {"sub__self_int64__other_float64_zero_dim", kArgs1218, kOutcomes1220},
    {"sub__self_int32__other_int64_zero_dim", kArgs1222, kOutcomes1224},
    {"sub__self_int64__other_float_scalar", kArgs1225, kOutcomes1227},
    {"sub__self_float16__other_float_scalar", kArgs1228, kOutcomes1229},
    {"sub__self_bool__other_int_scalar", kArgs1230, kOutcomes1231},
    {"sub__self_uint8__other_int_scalar", kArgs1232, kOutcomes1234},
    {"sub__self_int32__other_bool_scalar", kArgs1235, kOutcomes1236},
    {"sub__self_float32__other_complex_scalar", kArgs1237, kOutcomes1239},
    {"sub__uint8__alpha_0", kArgs1240, kOutcomes1242},
    {"sub__uint8__alpha_1", kArgs1243, kOutcomes1245},
    {"sub__uint8__alpha_overflow", kArgs1246, kOutcomes1248},
    {"sub__int8__alpha_0", kArgs1249, kOutcomes1251},
    {"sub__int8__alpha_1", kArgs1252, kOutcomes1254},
    {"sub__int8__alpha_overflow", kArgs1255, kOutcomes1257},
    {"sub__int16__alpha_0", kArgs1258, kOutcomes1259},
    {"sub__int16__alpha_1", kArgs1260, kOutcomes1262},
    {"sub__int16__alpha_overflow", kArgs1263, kOutcomes1265},
    {"sub__int32__alpha_0", kArgs1266, kOutcomes1267},
    {"sub__int32__alpha_1", kArgs1268, kOutcomes1270},
    {"sub__int32__alpha_overflow", kArgs1271, kOutcomes1273},
    {"sub__int64__alpha_0", kArgs1274, kOutcomes1275},
    {"sub__float16__alpha_0", kArgs1276, kOutcomes1278},
    {"sub__float16__alpha_1", kArgs1279, kOutcomes1173},
    {"sub__float16__alpha_overflow", kArgs1280, kOutcomes1282},
    {"sub__bfloat16__alpha_0", kArgs1283, kOutcomes1284},
    {"sub__bfloat16__alpha_1", kArgs1285, kOutcomes1176},
    {"sub__bfloat16__alpha_overflow", kArgs1286, kOutcomes1288},
    {"sub__float32__alpha_0", kArgs1289, kOutcomes1290},
    {"sub__float32__alpha_1", kArgs1291, kOutcomes1177},
    {"sub__float32__alpha_overflow", kArgs1292, kOutcomes1294},
    {"sub__float64__alpha_0", kArgs1295, kOutcomes1296},
    {"sub__float64__alpha_1", kArgs1297, kOutcomes1299},
    {"sub__complex32__alpha_0", kArgs1300, kOutcomes1302},
    {"sub__complex32__alpha_overflow", kArgs1303, kOutcomes1305},
    {"sub__complex64__alpha_0", kArgs1306, kOutcomes1307},
    {"sub__complex64__alpha_overflow", kArgs1308, kOutcomes1310},
    {"sub__complex128__alpha_0", kArgs1311, kOutcomes1312},
    {"sub__expanded_self", kArgs1315, kOutcomes1317},
};
constexpr int64_t kInts1318[] = {67, 499};
constexpr ArgSpec kArgs1319[] = {tiled(tensor_spec(kUInt8, kInts1318, kNums1150)), tiled(tensor_spec(kUInt8, kInts1318, kNums1151)), int_scalar(1)};
constexpr Outcome kOutcomes1320[] = {call(0).dtype(kUInt8).shape(kInts1318)};
constexpr ArgSpec kArgs1321[] = {tiled(tensor_spec(kInt8, kInts1318, kNums1156)), tiled(tensor_spec(kInt8, kInts1318, kNums1157)), int_scalar(1)};
constexpr Outcome kOutcomes1322[] = {call(0).dtype(kInt8).shape(kInts1318)};
constexpr ArgSpec kArgs1323[] = {tiled(tensor_spec(kInt16, kInts1318, kNums1156)), tiled(tensor_spec(kInt16, kInts1318, kNums1157)), int_scalar(1)};
constexpr Outcome kOutcomes1324[] = {call(0).dtype(kInt16).shape(kInts1318)};
constexpr ArgSpec kArgs1325[] = {tiled(tensor_spec(kInt32, kInts1318, kNums1156)), tiled(tensor_spec(kInt32, kInts1318, kNums1157)), int_scalar(1)};
constexpr Outcome kOutcomes1326[] = {call(0).dtype(kInt32).shape(kInts1318)};
constexpr ArgSpec kArgs1327[] = {tiled(tensor_spec(kInt64, kInts1318, kNums1156)), tiled(tensor_spec(kInt64, kInts1318, kNums1157)), int_scalar(1)};
constexpr Outcome kOutcomes1328[] = {call(0).dtype(kInt64).shape(kInts1318)};
constexpr ArgSpec kArgs1329[] = {tiled(tensor_spec(kHalf, kInts1318, kNums1)), tiled(tensor_spec(kHalf, kInts1318, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1330[] = {call(0).dtype(kHalf).shape(kInts1318)};
constexpr ArgSpec kArgs1331[] = {tiled(tensor_spec(kBFloat16, kInts1318, kNums1)), tiled(tensor_spec(kBFloat16, kInts1318, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1332[] = {call(0).dtype(kBFloat16).shape(kInts1318)};
constexpr ArgSpec kArgs1333[] = {tiled(tensor_spec(kFloat, kInts1318, kNums1)), tiled(tensor_spec(kFloat, kInts1318, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1334[] = {call(0).dtype(kFloat).shape(kInts1318)};
constexpr ArgSpec kArgs1335[] = {tiled(tensor_spec(kDouble, kInts1318, kNums1)), tiled(tensor_spec(kDouble, kInts1318, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1336[] = {call(0).dtype(kDouble).shape(kInts1318)};
constexpr ArgSpec kArgs1337[] = {tiled(tensor_spec(kComplexHalf, kInts1318, kNums1181)), tiled(tensor_spec(kComplexHalf, kInts1318, kNums1182)), int_scalar(1)};
constexpr Outcome kOutcomes1338[] = {call(0).dtype(kComplexHalf).shape(kInts1318)};
constexpr ArgSpec kArgs1339[] = {tiled(tensor_spec(kComplexFloat, kInts1318, kNums1181)), tiled(tensor_spec(kComplexFloat, kInts1318, kNums1182)), int_scalar(1)};
constexpr Outcome kOutcomes1340[] = {call(0).dtype(kComplexFloat).shape(kInts1318)};
constexpr ArgSpec kArgs1341[] = {tiled(tensor_spec(kComplexDouble, kInts1318, kNums1181)), tiled(tensor_spec(kComplexDouble, kInts1318, kNums1182)), int_scalar(1)};
constexpr Outcome kOutcomes1342[] = {call(0).dtype(kComplexDouble).shape(kInts1318)};
constexpr Case kCrosschecks[] = {
    {"sub__uint8", kArgs1319, kOutcomes1320},
    {"sub__int8", kArgs1321, kOutcomes1322},
    {"sub__int16", kArgs1323, kOutcomes1324},
    {"sub__int32", kArgs1325, kOutcomes1326},
    {"sub__int64", kArgs1327, kOutcomes1328},
    {"sub__float16", kArgs1329, kOutcomes1330},
    {"sub__bfloat16", kArgs1331, kOutcomes1332},
    {"sub__float32", kArgs1333, kOutcomes1334},
    {"sub__float64", kArgs1335, kOutcomes1336},
    {"sub__complex32", kArgs1337, kOutcomes1338},
    {"sub__complex64", kArgs1339, kOutcomes1340},
    {"sub__complex128", kArgs1341, kOutcomes1342},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(sub, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(sub, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(sub, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(sub, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(sub, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(sub, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(sub, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(sub, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(sub, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(sub, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("sub")) GTEST_SKIP() << "no " << golden_op_path("sub");
  GoldenStore store;
  load_golden_cases("sub", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(sub, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("sub")) GTEST_SKIP() << "no " << golden_op_path("sub");
  GoldenStore store;
  load_golden_cases("sub", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
