// generated from ops.yaml by codegen; do not edit
// Conformance test of `div`, from its ops.yaml entries (div, div.Tensor_mode).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/div.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::div(Tensor, Tensor)", "div", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.tensor(1)); }},
    {"Tensor::div(Tensor)", "div", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.tensor(1)); }},
    {"Tensor::div_(Tensor)", "div", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.tensor(1)); }},
    {"opforge::div_out(Tensor&, Tensor, Tensor)", "div", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"Tensor / Tensor", "div", Form::Operator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) / v.tensor(1); }},
    {"Tensor /= Tensor", "div", Form::CompoundOperator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self /= v.tensor(1); return self; }},
    {"opforge::div(Tensor, Scalar)", "div", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.scalar(1)); }},
    {"Tensor::div(Scalar)", "div", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.scalar(1)); }},
    {"Tensor::div_(Scalar)", "div", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.scalar(1)); }},
    {"opforge::div_out(Tensor&, Tensor, Scalar)", "div", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.tensor(0), v.scalar(1)); }},
    {"Tensor / Scalar", "div", Form::Operator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) / v.scalar(1); }},
    {"Scalar / Tensor", "div", Form::ReversedOperator, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.scalar(0) / v.tensor(1); }},
    {"Tensor /= Scalar", "div", Form::CompoundOperator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self /= v.scalar(1); return self; }},
    {"opforge::div(Tensor, Tensor, str?)", "div.Tensor_mode", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.tensor(1), v.optional_string(2)); }},
    {"Tensor::div(Tensor, str?)", "div.Tensor_mode", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.tensor(1), v.optional_string(2)); }},
    {"Tensor::div_(Tensor, str?)", "div.Tensor_mode", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.tensor(1), v.optional_string(2)); }},
    {"opforge::div_out(Tensor&, Tensor, Tensor, str?)", "div.Tensor_mode", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.tensor(0), v.tensor(1), v.optional_string(2)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums4[] = {{kInf, 0}, {-2.5, 0}, {1.0, 0}, {0.0, 0}, {kNaN, 0}, {-11.0, 0}, {-0.125, 0}, {-5.0, 0}, {0.1666666716337204, 0}, {-5.0, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr int64_t kInts5[] = {0};
constexpr ArgSpec kOut6 = tensor_spec(kFloat, kInts5);
constexpr Outcome kOutcomes7[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(1).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out), call(4).dtype(kFloat).shape(kInts0).values(kNums4), call(5).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr ArgSpec kArgs8[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums9[] = {{1.0, 0}, {-2.5, 0}, {6.0, 0}, {0.0, 0}, {-0.0, 0}, {5.5, 0}, {-0.75, 0}, {20.0, 0}, {0.25, 0}, {-15.0, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes10[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums9), call(7).dtype(kFloat).shape(kInts0).values(kNums9), call(8).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out), call(10).dtype(kFloat).shape(kInts0).values(kNums9), call(12).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self)};
constexpr ArgSpec kArgs11[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums12[] = {{-kInf, 0}, {-1.0, 0}, {-0.1666666716337204, 0}, {-0.125, 0}, {kInf, 0}, {2.0, 0}, {-0.1666666716337204, 0}, {0.25, 0}, {-0.6666666865348816, 0}, {-0.3333333432674408, 0}, {-0.0, 0}, {-0.5, 0}};
constexpr Outcome kOutcomes13[] = {call(11).dtype(kFloat).shape(kInts0).values(kNums12)};
constexpr Case kCallForms[] = {
    {"div__self_float32__other_float32", kArgs3, kOutcomes7},
    {"div__self_float32__other_float_scalar", kArgs8, kOutcomes10},
    {"div__scalar_other_tensor", kArgs11, kOutcomes13},
};
constexpr int64_t kInts14[] = {2};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool, kInts14)};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf, kInts14)};
constexpr Outcome kOutcomes23[] = {call(0).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr Outcome kOutcomes25[] = {call(0).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble, kInts14)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ErrorSpec kError30 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes31[] = {call(0).raises(&kError30)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr Outcome kOutcomes33[] = {call(0).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr Outcome kOutcomes35[] = {call(0).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes50[] = {call(6).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBool, kInts14), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes54[] = {call(6).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kUInt8, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kUInt8, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt8, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt8, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt8, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt16, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt16, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt16, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt32, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt32, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt32, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kInt64, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt64, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kInt64, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kHalf, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes232[] = {call(6).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kHalf, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kHalf, kInts14), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes236[] = {call(6).raises(&kError30)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBFloat16, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes264[] = {call(6).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBFloat16, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kBFloat16, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kFloat, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kFloat, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kFloat, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kDouble, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes325[] = {call(6).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kDouble, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kDouble, kInts14), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes329[] = {call(6).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexHalf, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexHalf, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexHalf, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexFloat, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexFloat, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexFloat, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kComplexDouble, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kComplexDouble, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kComplexDouble, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kBool), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool), tensor_spec(kBool)};
constexpr Outcome kOutcomes434[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), tensor_spec(kInt8)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool), tensor_spec(kInt16)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), tensor_spec(kInt32)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), tensor_spec(kInt64)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool), tensor_spec(kHalf)};
constexpr Outcome kOutcomes441[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes443[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool), tensor_spec(kFloat)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBool), tensor_spec(kDouble)};
constexpr Outcome kOutcomes446[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr Outcome kOutcomes449[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr Outcome kOutcomes451[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool), bool_scalar(true)};
constexpr Outcome kOutcomes453[] = {call(6).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kBool), float_scalar(1.0)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes457[] = {call(6).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs458[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kUInt8), bool_scalar(true)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt8), bool_scalar(true)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt16), bool_scalar(true)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt32), bool_scalar(true)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kHalf), bool_scalar(true)};
constexpr Outcome kOutcomes635[] = {call(6).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs636[] = {tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs663[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kBFloat16), bool_scalar(true)};
constexpr Outcome kOutcomes666[] = {call(6).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs667[] = {tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kDouble), bool_scalar(true)};
constexpr Outcome kOutcomes727[] = {call(6).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs728[] = {tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes731[] = {call(6).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs732[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs756[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs818[] = {tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs819[] = {tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs820[] = {tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs821[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr Case kDtypes[] = {
    {"div__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes16},
    {"div__bool_dimensioned__uint8_dimensioned", kArgs17, kOutcomes16},
    {"div__bool_dimensioned__int8_dimensioned", kArgs18, kOutcomes16},
    {"div__bool_dimensioned__int16_dimensioned", kArgs19, kOutcomes16},
    {"div__bool_dimensioned__int32_dimensioned", kArgs20, kOutcomes16},
    {"div__bool_dimensioned__int64_dimensioned", kArgs21, kOutcomes16},
    {"div__bool_dimensioned__float16_dimensioned", kArgs22, kOutcomes23},
    {"div__bool_dimensioned__bfloat16_dimensioned", kArgs24, kOutcomes25},
    {"div__bool_dimensioned__float32_dimensioned", kArgs26, kOutcomes16},
    {"div__bool_dimensioned__float64_dimensioned", kArgs27, kOutcomes28},
    {"div__bool_dimensioned__complex32_dimensioned", kArgs29, kOutcomes31},
    {"div__bool_dimensioned__complex64_dimensioned", kArgs32, kOutcomes33},
    {"div__bool_dimensioned__complex128_dimensioned", kArgs34, kOutcomes35},
    {"div__bool_dimensioned__bool_zero_dim", kArgs36, kOutcomes16},
    {"div__bool_dimensioned__uint8_zero_dim", kArgs37, kOutcomes16},
    {"div__bool_dimensioned__int8_zero_dim", kArgs38, kOutcomes16},
    {"div__bool_dimensioned__int16_zero_dim", kArgs39, kOutcomes16},
    {"div__bool_dimensioned__int32_zero_dim", kArgs40, kOutcomes16},
    {"div__bool_dimensioned__int64_zero_dim", kArgs41, kOutcomes16},
    {"div__bool_dimensioned__float16_zero_dim", kArgs42, kOutcomes23},
    {"div__bool_dimensioned__bfloat16_zero_dim", kArgs43, kOutcomes25},
    {"div__bool_dimensioned__float32_zero_dim", kArgs44, kOutcomes16},
    {"div__bool_dimensioned__float64_zero_dim", kArgs45, kOutcomes28},
    {"div__bool_dimensioned__complex32_zero_dim", kArgs46, kOutcomes31},
    {"div__bool_dimensioned__complex64_zero_dim", kArgs47, kOutcomes33},
    {"div__bool_dimensioned__complex128_zero_dim", kArgs48, kOutcomes35},
    {"div__bool_dimensioned__bool_scalar", kArgs49, kOutcomes50},
    {"div__bool_dimensioned__int_scalar", kArgs51, kOutcomes50},
    {"div__bool_dimensioned__float_scalar", kArgs52, kOutcomes50},
    {"div__bool_dimensioned__complex_scalar", kArgs53, kOutcomes54},
    {"div__uint8_dimensioned__bool_dimensioned", kArgs55, kOutcomes16},
    {"div__uint8_dimensioned__uint8_dimensioned", kArgs56, kOutcomes16},
    {"div__uint8_dimensioned__int8_dimensioned", kArgs57, kOutcomes16},
    {"div__uint8_dimensioned__int16_dimensioned", kArgs58, kOutcomes16},
    {"div__uint8_dimensioned__int32_dimensioned", kArgs59, kOutcomes16},
    {"div__uint8_dimensioned__int64_dimensioned", kArgs60, kOutcomes16},
    {"div__uint8_dimensioned__float16_dimensioned", kArgs61, kOutcomes23},
    {"div__uint8_dimensioned__bfloat16_dimensioned", kArgs62, kOutcomes25},
    {"div__uint8_dimensioned__float32_dimensioned", kArgs63, kOutcomes16},
    {"div__uint8_dimensioned__float64_dimensioned", kArgs64, kOutcomes28},
    {"div__uint8_dimensioned__complex32_dimensioned", kArgs65, kOutcomes31},
    {"div__uint8_dimensioned__complex64_dimensioned", kArgs66, kOutcomes33},
    {"div__uint8_dimensioned__complex128_dimensioned", kArgs67, kOutcomes35},
    {"div__uint8_dimensioned__bool_zero_dim", kArgs68, kOutcomes16},
    {"div__uint8_dimensioned__uint8_zero_dim", kArgs69, kOutcomes16},
    {"div__uint8_dimensioned__int8_zero_dim", kArgs70, kOutcomes16},
    {"div__uint8_dimensioned__int16_zero_dim", kArgs71, kOutcomes16},
    {"div__uint8_dimensioned__int32_zero_dim", kArgs72, kOutcomes16},
    {"div__uint8_dimensioned__int64_zero_dim", kArgs73, kOutcomes16},
    {"div__uint8_dimensioned__float16_zero_dim", kArgs74, kOutcomes23},
    {"div__uint8_dimensioned__bfloat16_zero_dim", kArgs75, kOutcomes25},
    {"div__uint8_dimensioned__float32_zero_dim", kArgs76, kOutcomes16},
    {"div__uint8_dimensioned__float64_zero_dim", kArgs77, kOutcomes28},
    {"div__uint8_dimensioned__complex32_zero_dim", kArgs78, kOutcomes31},
    {"div__uint8_dimensioned__complex64_zero_dim", kArgs79, kOutcomes33},
    {"div__uint8_dimensioned__complex128_zero_dim", kArgs80, kOutcomes35},
    {"div__uint8_dimensioned__bool_scalar", kArgs81, kOutcomes50},
    {"div__uint8_dimensioned__int_scalar", kArgs82, kOutcomes50},
    {"div__uint8_dimensioned__float_scalar", kArgs83, kOutcomes50},
    {"div__uint8_dimensioned__complex_scalar", kArgs84, kOutcomes54},
    {"div__int8_dimensioned__bool_dimensioned", kArgs85, kOutcomes16},
    {"div__int8_dimensioned__uint8_dimensioned", kArgs86, kOutcomes16},
    {"div__int8_dimensioned__int8_dimensioned", kArgs87, kOutcomes16},
    {"div__int8_dimensioned__int16_dimensioned", kArgs88, kOutcomes16},
    {"div__int8_dimensioned__int32_dimensioned", kArgs89, kOutcomes16},
    {"div__int8_dimensioned__int64_dimensioned", kArgs90, kOutcomes16},
    {"div__int8_dimensioned__float16_dimensioned", kArgs91, kOutcomes23},
    {"div__int8_dimensioned__bfloat16_dimensioned", kArgs92, kOutcomes25},
    {"div__int8_dimensioned__float32_dimensioned", kArgs93, kOutcomes16},
    {"div__int8_dimensioned__float64_dimensioned", kArgs94, kOutcomes28},
    {"div__int8_dimensioned__complex32_dimensioned", kArgs95, kOutcomes31},
    {"div__int8_dimensioned__complex64_dimensioned", kArgs96, kOutcomes33},
    {"div__int8_dimensioned__complex128_dimensioned", kArgs97, kOutcomes35},
    {"div__int8_dimensioned__bool_zero_dim", kArgs98, kOutcomes16},
    {"div__int8_dimensioned__uint8_zero_dim", kArgs99, kOutcomes16},
    {"div__int8_dimensioned__int8_zero_dim", kArgs100, kOutcomes16},
    {"div__int8_dimensioned__int16_zero_dim", kArgs101, kOutcomes16},
    {"div__int8_dimensioned__int32_zero_dim", kArgs102, kOutcomes16},
    {"div__int8_dimensioned__int64_zero_dim", kArgs103, kOutcomes16},
    {"div__int8_dimensioned__float16_zero_dim", kArgs104, kOutcomes23},
    {"div__int8_dimensioned__bfloat16_zero_dim", kArgs105, kOutcomes25},
    {"div__int8_dimensioned__float32_zero_dim", kArgs106, kOutcomes16},
    {"div__int8_dimensioned__float64_zero_dim", kArgs107, kOutcomes28},
    {"div__int8_dimensioned__complex32_zero_dim", kArgs108, kOutcomes31},
    {"div__int8_dimensioned__complex64_zero_dim", kArgs109, kOutcomes33},
    {"div__int8_dimensioned__complex128_zero_dim", kArgs110, kOutcomes35},
    {"div__int8_dimensioned__bool_scalar", kArgs111, kOutcomes50},
    {"div__int8_dimensioned__int_scalar", kArgs112, kOutcomes50},
    {"div__int8_dimensioned__float_scalar", kArgs113, kOutcomes50},
    {"div__int8_dimensioned__complex_scalar", kArgs114, kOutcomes54},
    {"div__int16_dimensioned__bool_dimensioned", kArgs115, kOutcomes16},
    {"div__int16_dimensioned__uint8_dimensioned", kArgs116, kOutcomes16},
    {"div__int16_dimensioned__int8_dimensioned", kArgs117, kOutcomes16},
    {"div__int16_dimensioned__int16_dimensioned", kArgs118, kOutcomes16},
    {"div__int16_dimensioned__int32_dimensioned", kArgs119, kOutcomes16},
    {"div__int16_dimensioned__int64_dimensioned", kArgs120, kOutcomes16},
    {"div__int16_dimensioned__float16_dimensioned", kArgs121, kOutcomes23},
    {"div__int16_dimensioned__bfloat16_dimensioned", kArgs122, kOutcomes25},
    {"div__int16_dimensioned__float32_dimensioned", kArgs123, kOutcomes16},
    {"div__int16_dimensioned__float64_dimensioned", kArgs124, kOutcomes28},
    {"div__int16_dimensioned__complex32_dimensioned", kArgs125, kOutcomes31},
    {"div__int16_dimensioned__complex64_dimensioned", kArgs126, kOutcomes33},
    {"div__int16_dimensioned__complex128_dimensioned", kArgs127, kOutcomes35},
    {"div__int16_dimensioned__bool_zero_dim", kArgs128, kOutcomes16},
    {"div__int16_dimensioned__uint8_zero_dim", kArgs129, kOutcomes16},
    {"div__int16_dimensioned__int8_zero_dim", kArgs130, kOutcomes16},
    {"div__int16_dimensioned__int16_zero_dim", kArgs131, kOutcomes16},
    {"div__int16_dimensioned__int32_zero_dim", kArgs132, kOutcomes16},
    {"div__int16_dimensioned__int64_zero_dim", kArgs133, kOutcomes16},
    {"div__int16_dimensioned__float16_zero_dim", kArgs134, kOutcomes23},
    {"div__int16_dimensioned__bfloat16_zero_dim", kArgs135, kOutcomes25},
    {"div__int16_dimensioned__float32_zero_dim", kArgs136, kOutcomes16},
    {"div__int16_dimensioned__float64_zero_dim", kArgs137, kOutcomes28},
    {"div__int16_dimensioned__complex32_zero_dim", kArgs138, kOutcomes31},
    {"div__int16_dimensioned__complex64_zero_dim", kArgs139, kOutcomes33},
    {"div__int16_dimensioned__complex128_zero_dim", kArgs140, kOutcomes35},
    {"div__int16_dimensioned__bool_scalar", kArgs141, kOutcomes50},
    {"div__int16_dimensioned__int_scalar", kArgs142, kOutcomes50},
    {"div__int16_dimensioned__float_scalar", kArgs143, kOutcomes50},
    {"div__int16_dimensioned__complex_scalar", kArgs144, kOutcomes54},
    {"div__int32_dimensioned__bool_dimensioned", kArgs145, kOutcomes16},
    {"div__int32_dimensioned__uint8_dimensioned", kArgs146, kOutcomes16},
    {"div__int32_dimensioned__int8_dimensioned", kArgs147, kOutcomes16},
    {"div__int32_dimensioned__int16_dimensioned", kArgs148, kOutcomes16},
    {"div__int32_dimensioned__int32_dimensioned", kArgs149, kOutcomes16},
    {"div__int32_dimensioned__int64_dimensioned", kArgs150, kOutcomes16},
    {"div__int32_dimensioned__float16_dimensioned", kArgs151, kOutcomes23},
    {"div__int32_dimensioned__bfloat16_dimensioned", kArgs152, kOutcomes25},
    {"div__int32_dimensioned__float32_dimensioned", kArgs153, kOutcomes16},
    {"div__int32_dimensioned__float64_dimensioned", kArgs154, kOutcomes28},
    {"div__int32_dimensioned__complex32_dimensioned", kArgs155, kOutcomes31},
    {"div__int32_dimensioned__complex64_dimensioned", kArgs156, kOutcomes33},
    {"div__int32_dimensioned__complex128_dimensioned", kArgs157, kOutcomes35},
    {"div__int32_dimensioned__bool_zero_dim", kArgs158, kOutcomes16},
    {"div__int32_dimensioned__uint8_zero_dim", kArgs159, kOutcomes16},
    {"div__int32_dimensioned__int8_zero_dim", kArgs160, kOutcomes16},
    {"div__int32_dimensioned__int16_zero_dim", kArgs161, kOutcomes16},
    {"div__int32_dimensioned__int32_zero_dim", kArgs162, kOutcomes16},
    {"div__int32_dimensioned__int64_zero_dim", kArgs163, kOutcomes16},
    {"div__int32_dimensioned__float16_zero_dim", kArgs164, kOutcomes23},
    {"div__int32_dimensioned__bfloat16_zero_dim", kArgs165, kOutcomes25},
    {"div__int32_dimensioned__float32_zero_dim", kArgs166, kOutcomes16},
    {"div__int32_dimensioned__float64_zero_dim", kArgs167, kOutcomes28},
    {"div__int32_dimensioned__complex32_zero_dim", kArgs168, kOutcomes31},
    {"div__int32_dimensioned__complex64_zero_dim", kArgs169, kOutcomes33},
    {"div__int32_dimensioned__complex128_zero_dim", kArgs170, kOutcomes35},
    {"div__int32_dimensioned__bool_scalar", kArgs171, kOutcomes50},
    {"div__int32_dimensioned__int_scalar", kArgs172, kOutcomes50},
    {"div__int32_dimensioned__float_scalar", kArgs173, kOutcomes50},
    {"div__int32_dimensioned__complex_scalar", kArgs174, kOutcomes54},
    {"div__int64_dimensioned__bool_dimensioned", kArgs175, kOutcomes16},
    {"div__int64_dimensioned__uint8_dimensioned", kArgs176, kOutcomes16},
    {"div__int64_dimensioned__int8_dimensioned", kArgs177, kOutcomes16},
    {"div__int64_dimensioned__int16_dimensioned", kArgs178, kOutcomes16},
    {"div__int64_dimensioned__int32_dimensioned", kArgs179, kOutcomes16},
    {"div__int64_dimensioned__int64_dimensioned", kArgs180, kOutcomes16},
    {"div__int64_dimensioned__float16_dimensioned", kArgs181, kOutcomes23},
    {"div__int64_dimensioned__bfloat16_dimensioned", kArgs182, kOutcomes25},
    {"div__int64_dimensioned__float32_dimensioned", kArgs183, kOutcomes16},
    {"div__int64_dimensioned__float64_dimensioned", kArgs184, kOutcomes28},
    {"div__int64_dimensioned__complex32_dimensioned", kArgs185, kOutcomes31},
    {"div__int64_dimensioned__complex64_dimensioned", kArgs186, kOutcomes33},
    {"div__int64_dimensioned__complex128_dimensioned", kArgs187, kOutcomes35},
    {"div__int64_dimensioned__bool_zero_dim", kArgs188, kOutcomes16},
    {"div__int64_dimensioned__uint8_zero_dim", kArgs189, kOutcomes16},
    {"div__int64_dimensioned__int8_zero_dim", kArgs190, kOutcomes16},
    {"div__int64_dimensioned__int16_zero_dim", kArgs191, kOutcomes16},
    {"div__int64_dimensioned__int32_zero_dim", kArgs192, kOutcomes16},
    {"div__int64_dimensioned__int64_zero_dim", kArgs193, kOutcomes16},
    {"div__int64_dimensioned__float16_zero_dim", kArgs194, kOutcomes23},
    {"div__int64_dimensioned__bfloat16_zero_dim", kArgs195, kOutcomes25},
    {"div__int64_dimensioned__float32_zero_dim", kArgs196, kOutcomes16},
    {"div__int64_dimensioned__float64_zero_dim", kArgs197, kOutcomes28},
    {"div__int64_dimensioned__complex32_zero_dim", kArgs198, kOutcomes31},
    {"div__int64_dimensioned__complex64_zero_dim", kArgs199, kOutcomes33},
    {"div__int64_dimensioned__complex128_zero_dim", kArgs200, kOutcomes35},
    {"div__int64_dimensioned__bool_scalar", kArgs201, kOutcomes50},
    {"div__int64_dimensioned__int_scalar", kArgs202, kOutcomes50},
    {"div__int64_dimensioned__float_scalar", kArgs203, kOutcomes50},
    {"div__int64_dimensioned__complex_scalar", kArgs204, kOutcomes54},
    {"div__float16_dimensioned__bool_dimensioned", kArgs205, kOutcomes23},
    {"div__float16_dimensioned__uint8_dimensioned", kArgs206, kOutcomes23},
    {"div__float16_dimensioned__int8_dimensioned", kArgs207, kOutcomes23},
    {"div__float16_dimensioned__int16_dimensioned", kArgs208, kOutcomes23},
    {"div__float16_dimensioned__int32_dimensioned", kArgs209, kOutcomes23},
    {"div__float16_dimensioned__int64_dimensioned", kArgs210, kOutcomes23},
    {"div__float16_dimensioned__float16_dimensioned", kArgs211, kOutcomes23},
    {"div__float16_dimensioned__bfloat16_dimensioned", kArgs212, kOutcomes16},
    {"div__float16_dimensioned__float32_dimensioned", kArgs213, kOutcomes16},
    {"div__float16_dimensioned__float64_dimensioned", kArgs214, kOutcomes28},
    {"div__float16_dimensioned__complex32_dimensioned", kArgs215, kOutcomes31},
    {"div__float16_dimensioned__complex64_dimensioned", kArgs216, kOutcomes33},
    {"div__float16_dimensioned__complex128_dimensioned", kArgs217, kOutcomes35},
    {"div__float16_dimensioned__bool_zero_dim", kArgs218, kOutcomes23},
    {"div__float16_dimensioned__uint8_zero_dim", kArgs219, kOutcomes23},
    {"div__float16_dimensioned__int8_zero_dim", kArgs220, kOutcomes23},
    {"div__float16_dimensioned__int16_zero_dim", kArgs221, kOutcomes23},
    {"div__float16_dimensioned__int32_zero_dim", kArgs222, kOutcomes23},
    {"div__float16_dimensioned__int64_zero_dim", kArgs223, kOutcomes23},
    {"div__float16_dimensioned__float16_zero_dim", kArgs224, kOutcomes23},
    {"div__float16_dimensioned__bfloat16_zero_dim", kArgs225, kOutcomes23},
    {"div__float16_dimensioned__float32_zero_dim", kArgs226, kOutcomes23},
    {"div__float16_dimensioned__float64_zero_dim", kArgs227, kOutcomes23},
    {"div__float16_dimensioned__complex32_zero_dim", kArgs228, kOutcomes31},
    {"div__float16_dimensioned__complex64_zero_dim", kArgs229, kOutcomes31},
    {"div__float16_dimensioned__complex128_zero_dim", kArgs230, kOutcomes31},
    {"div__float16_dimensioned__bool_scalar", kArgs231, kOutcomes232},
    {"div__float16_dimensioned__int_scalar", kArgs233, kOutcomes232},
    {"div__float16_dimensioned__float_scalar", kArgs234, kOutcomes232},
    {"div__float16_dimensioned__complex_scalar", kArgs235, kOutcomes236},
    {"div__bfloat16_dimensioned__bool_dimensioned", kArgs237, kOutcomes25},
    {"div__bfloat16_dimensioned__uint8_dimensioned", kArgs238, kOutcomes25},
    {"div__bfloat16_dimensioned__int8_dimensioned", kArgs239, kOutcomes25},
    {"div__bfloat16_dimensioned__int16_dimensioned", kArgs240, kOutcomes25},
    {"div__bfloat16_dimensioned__int32_dimensioned", kArgs241, kOutcomes25},
    {"div__bfloat16_dimensioned__int64_dimensioned", kArgs242, kOutcomes25},
    {"div__bfloat16_dimensioned__float16_dimensioned", kArgs243, kOutcomes16},
    {"div__bfloat16_dimensioned__bfloat16_dimensioned", kArgs244, kOutcomes25},
    {"div__bfloat16_dimensioned__float32_dimensioned", kArgs245, kOutcomes16},
    {"div__bfloat16_dimensioned__float64_dimensioned", kArgs246, kOutcomes28},
    {"div__bfloat16_dimensioned__complex32_dimensioned", kArgs247, kOutcomes33},
    {"div__bfloat16_dimensioned__complex64_dimensioned", kArgs248, kOutcomes33},
    {"div__bfloat16_dimensioned__complex128_dimensioned", kArgs249, kOutcomes35},
    {"div__bfloat16_dimensioned__bool_zero_dim", kArgs250, kOutcomes25},
    {"div__bfloat16_dimensioned__uint8_zero_dim", kArgs251, kOutcomes25},
    {"div__bfloat16_dimensioned__int8_zero_dim", kArgs252, kOutcomes25},
    {"div__bfloat16_dimensioned__int16_zero_dim", kArgs253, kOutcomes25},
    {"div__bfloat16_dimensioned__int32_zero_dim", kArgs254, kOutcomes25},
    {"div__bfloat16_dimensioned__int64_zero_dim", kArgs255, kOutcomes25},
    {"div__bfloat16_dimensioned__float16_zero_dim", kArgs256, kOutcomes25},
    {"div__bfloat16_dimensioned__bfloat16_zero_dim", kArgs257, kOutcomes25},
    {"div__bfloat16_dimensioned__float32_zero_dim", kArgs258, kOutcomes25},
    {"div__bfloat16_dimensioned__float64_zero_dim", kArgs259, kOutcomes25},
    {"div__bfloat16_dimensioned__complex32_zero_dim", kArgs260, kOutcomes33},
    {"div__bfloat16_dimensioned__complex64_zero_dim", kArgs261, kOutcomes33},
    {"div__bfloat16_dimensioned__complex128_zero_dim", kArgs262, kOutcomes33},
    {"div__bfloat16_dimensioned__bool_scalar", kArgs263, kOutcomes264},
    {"div__bfloat16_dimensioned__int_scalar", kArgs265, kOutcomes264},
    {"div__bfloat16_dimensioned__float_scalar", kArgs266, kOutcomes264},
    {"div__bfloat16_dimensioned__complex_scalar", kArgs267, kOutcomes54},
    {"div__float32_dimensioned__bool_dimensioned", kArgs268, kOutcomes16},
    {"div__float32_dimensioned__uint8_dimensioned", kArgs269, kOutcomes16},
    {"div__float32_dimensioned__int8_dimensioned", kArgs270, kOutcomes16},
    {"div__float32_dimensioned__int16_dimensioned", kArgs271, kOutcomes16},
    {"div__float32_dimensioned__int32_dimensioned", kArgs272, kOutcomes16},
    {"div__float32_dimensioned__int64_dimensioned", kArgs273, kOutcomes16},
    {"div__float32_dimensioned__float16_dimensioned", kArgs274, kOutcomes16},
    {"div__float32_dimensioned__bfloat16_dimensioned", kArgs275, kOutcomes16},
    {"div__float32_dimensioned__float32_dimensioned", kArgs276, kOutcomes16},
    {"div__float32_dimensioned__float64_dimensioned", kArgs277, kOutcomes28},
    {"div__float32_dimensioned__complex32_dimensioned", kArgs278, kOutcomes33},
    {"div__float32_dimensioned__complex64_dimensioned", kArgs279, kOutcomes33},
    {"div__float32_dimensioned__complex128_dimensioned", kArgs280, kOutcomes35},
    {"div__float32_dimensioned__bool_zero_dim", kArgs281, kOutcomes16},
    {"div__float32_dimensioned__uint8_zero_dim", kArgs282, kOutcomes16},
    {"div__float32_dimensioned__int8_zero_dim", kArgs283, kOutcomes16},
    {"div__float32_dimensioned__int16_zero_dim", kArgs284, kOutcomes16},
    {"div__float32_dimensioned__int32_zero_dim", kArgs285, kOutcomes16},
    {"div__float32_dimensioned__int64_zero_dim", kArgs286, kOutcomes16},
    {"div__float32_dimensioned__float16_zero_dim", kArgs287, kOutcomes16},
    {"div__float32_dimensioned__bfloat16_zero_dim", kArgs288, kOutcomes16},
    {"div__float32_dimensioned__float32_zero_dim", kArgs289, kOutcomes16},
    {"div__float32_dimensioned__float64_zero_dim", kArgs290, kOutcomes16},
    {"div__float32_dimensioned__complex32_zero_dim", kArgs291, kOutcomes33},
    {"div__float32_dimensioned__complex64_zero_dim", kArgs292, kOutcomes33},
    {"div__float32_dimensioned__complex128_zero_dim", kArgs293, kOutcomes33},
    {"div__float32_dimensioned__bool_scalar", kArgs294, kOutcomes50},
    {"div__float32_dimensioned__int_scalar", kArgs295, kOutcomes50},
    {"div__float32_dimensioned__float_scalar", kArgs296, kOutcomes50},
    {"div__float32_dimensioned__complex_scalar", kArgs297, kOutcomes54},
    {"div__float64_dimensioned__bool_dimensioned", kArgs298, kOutcomes28},
    {"div__float64_dimensioned__uint8_dimensioned", kArgs299, kOutcomes28},
    {"div__float64_dimensioned__int8_dimensioned", kArgs300, kOutcomes28},
    {"div__float64_dimensioned__int16_dimensioned", kArgs301, kOutcomes28},
    {"div__float64_dimensioned__int32_dimensioned", kArgs302, kOutcomes28},
    {"div__float64_dimensioned__int64_dimensioned", kArgs303, kOutcomes28},
    {"div__float64_dimensioned__float16_dimensioned", kArgs304, kOutcomes28},
    {"div__float64_dimensioned__bfloat16_dimensioned", kArgs305, kOutcomes28},
    {"div__float64_dimensioned__float32_dimensioned", kArgs306, kOutcomes28},
    {"div__float64_dimensioned__float64_dimensioned", kArgs307, kOutcomes28},
    {"div__float64_dimensioned__complex32_dimensioned", kArgs308, kOutcomes35},
    {"div__float64_dimensioned__complex64_dimensioned", kArgs309, kOutcomes35},
    {"div__float64_dimensioned__complex128_dimensioned", kArgs310, kOutcomes35},
    {"div__float64_dimensioned__bool_zero_dim", kArgs311, kOutcomes28},
    {"div__float64_dimensioned__uint8_zero_dim", kArgs312, kOutcomes28},
    {"div__float64_dimensioned__int8_zero_dim", kArgs313, kOutcomes28},
    {"div__float64_dimensioned__int16_zero_dim", kArgs314, kOutcomes28},
    {"div__float64_dimensioned__int32_zero_dim", kArgs315, kOutcomes28},
    {"div__float64_dimensioned__int64_zero_dim", kArgs316, kOutcomes28},
    {"div__float64_dimensioned__float16_zero_dim", kArgs317, kOutcomes28},
    {"div__float64_dimensioned__bfloat16_zero_dim", kArgs318, kOutcomes28},
    {"div__float64_dimensioned__float32_zero_dim", kArgs319, kOutcomes28},
    {"div__float64_dimensioned__float64_zero_dim", kArgs320, kOutcomes28},
    {"div__float64_dimensioned__complex32_zero_dim", kArgs321, kOutcomes35},
    {"div__float64_dimensioned__complex64_zero_dim", kArgs322, kOutcomes35},
    {"div__float64_dimensioned__complex128_zero_dim", kArgs323, kOutcomes35},
    {"div__float64_dimensioned__bool_scalar", kArgs324, kOutcomes325},
    {"div__float64_dimensioned__int_scalar", kArgs326, kOutcomes325},
    {"div__float64_dimensioned__float_scalar", kArgs327, kOutcomes325},
    {"div__float64_dimensioned__complex_scalar", kArgs328, kOutcomes329},
    {"div__complex32_dimensioned__bool_dimensioned", kArgs330, kOutcomes31},
    {"div__complex32_dimensioned__uint8_dimensioned", kArgs331, kOutcomes31},
    {"div__complex32_dimensioned__int8_dimensioned", kArgs332, kOutcomes31},
    {"div__complex32_dimensioned__int16_dimensioned", kArgs333, kOutcomes31},
    {"div__complex32_dimensioned__int32_dimensioned", kArgs334, kOutcomes31},
    {"div__complex32_dimensioned__int64_dimensioned", kArgs335, kOutcomes31},
    {"div__complex32_dimensioned__float16_dimensioned", kArgs336, kOutcomes31},
    {"div__complex32_dimensioned__bfloat16_dimensioned", kArgs337, kOutcomes33},
    {"div__complex32_dimensioned__float32_dimensioned", kArgs338, kOutcomes33},
    {"div__complex32_dimensioned__float64_dimensioned", kArgs339, kOutcomes35},
    {"div__complex32_dimensioned__complex32_dimensioned", kArgs340, kOutcomes31},
    {"div__complex32_dimensioned__complex64_dimensioned", kArgs341, kOutcomes33},
    {"div__complex32_dimensioned__complex128_dimensioned", kArgs342, kOutcomes35},
    {"div__complex32_dimensioned__bool_zero_dim", kArgs343, kOutcomes31},
    {"div__complex32_dimensioned__uint8_zero_dim", kArgs344, kOutcomes31},
    {"div__complex32_dimensioned__int8_zero_dim", kArgs345, kOutcomes31},
    {"div__complex32_dimensioned__int16_zero_dim", kArgs346, kOutcomes31},
    {"div__complex32_dimensioned__int32_zero_dim", kArgs347, kOutcomes31},
    {"div__complex32_dimensioned__int64_zero_dim", kArgs348, kOutcomes31},
    {"div__complex32_dimensioned__float16_zero_dim", kArgs349, kOutcomes31},
    {"div__complex32_dimensioned__bfloat16_zero_dim", kArgs350, kOutcomes31},
    {"div__complex32_dimensioned__float32_zero_dim", kArgs351, kOutcomes31},
    {"div__complex32_dimensioned__float64_zero_dim", kArgs352, kOutcomes31},
    {"div__complex32_dimensioned__complex32_zero_dim", kArgs353, kOutcomes31},
    {"div__complex32_dimensioned__complex64_zero_dim", kArgs354, kOutcomes31},
    {"div__complex32_dimensioned__complex128_zero_dim", kArgs355, kOutcomes31},
    {"div__complex32_dimensioned__bool_scalar", kArgs356, kOutcomes236},
    {"div__complex32_dimensioned__int_scalar", kArgs357, kOutcomes236},
    {"div__complex32_dimensioned__float_scalar", kArgs358, kOutcomes236},
    {"div__complex32_dimensioned__complex_scalar", kArgs359, kOutcomes236},
    {"div__complex64_dimensioned__bool_dimensioned", kArgs360, kOutcomes33},
    {"div__complex64_dimensioned__uint8_dimensioned", kArgs361, kOutcomes33},
    {"div__complex64_dimensioned__int8_dimensioned", kArgs362, kOutcomes33},
    {"div__complex64_dimensioned__int16_dimensioned", kArgs363, kOutcomes33},
    {"div__complex64_dimensioned__int32_dimensioned", kArgs364, kOutcomes33},
    {"div__complex64_dimensioned__int64_dimensioned", kArgs365, kOutcomes33},
    {"div__complex64_dimensioned__float16_dimensioned", kArgs366, kOutcomes33},
    {"div__complex64_dimensioned__bfloat16_dimensioned", kArgs367, kOutcomes33},
    {"div__complex64_dimensioned__float32_dimensioned", kArgs368, kOutcomes33},
    {"div__complex64_dimensioned__float64_dimensioned", kArgs369, kOutcomes35},
    {"div__complex64_dimensioned__complex32_dimensioned", kArgs370, kOutcomes33},
    {"div__complex64_dimensioned__complex64_dimensioned", kArgs371, kOutcomes33},
    {"div__complex64_dimensioned__complex128_dimensioned", kArgs372, kOutcomes35},
    {"div__complex64_dimensioned__bool_zero_dim", kArgs373, kOutcomes33},
    {"div__complex64_dimensioned__uint8_zero_dim", kArgs374, kOutcomes33},
    {"div__complex64_dimensioned__int8_zero_dim", kArgs375, kOutcomes33},
    {"div__complex64_dimensioned__int16_zero_dim", kArgs376, kOutcomes33},
    {"div__complex64_dimensioned__int32_zero_dim", kArgs377, kOutcomes33},
    {"div__complex64_dimensioned__int64_zero_dim", kArgs378, kOutcomes33},
    {"div__complex64_dimensioned__float16_zero_dim", kArgs379, kOutcomes33},
    {"div__complex64_dimensioned__bfloat16_zero_dim", kArgs380, kOutcomes33},
    {"div__complex64_dimensioned__float32_zero_dim", kArgs381, kOutcomes33},
    {"div__complex64_dimensioned__float64_zero_dim", kArgs382, kOutcomes33},
    {"div__complex64_dimensioned__complex32_zero_dim", kArgs383, kOutcomes33},
    {"div__complex64_dimensioned__complex64_zero_dim", kArgs384, kOutcomes33},
    {"div__complex64_dimensioned__complex128_zero_dim", kArgs385, kOutcomes33},
    {"div__complex64_dimensioned__bool_scalar", kArgs386, kOutcomes54},
    {"div__complex64_dimensioned__int_scalar", kArgs387, kOutcomes54},
    {"div__complex64_dimensioned__float_scalar", kArgs388, kOutcomes54},
    {"div__complex64_dimensioned__complex_scalar", kArgs389, kOutcomes54},
    {"div__complex128_dimensioned__bool_dimensioned", kArgs390, kOutcomes35},
    {"div__complex128_dimensioned__uint8_dimensioned", kArgs391, kOutcomes35},
    {"div__complex128_dimensioned__int8_dimensioned", kArgs392, kOutcomes35},
    {"div__complex128_dimensioned__int16_dimensioned", kArgs393, kOutcomes35},
    {"div__complex128_dimensioned__int32_dimensioned", kArgs394, kOutcomes35},
    {"div__complex128_dimensioned__int64_dimensioned", kArgs395, kOutcomes35},
    {"div__complex128_dimensioned__float16_dimensioned", kArgs396, kOutcomes35},
    {"div__complex128_dimensioned__bfloat16_dimensioned", kArgs397, kOutcomes35},
    {"div__complex128_dimensioned__float32_dimensioned", kArgs398, kOutcomes35},
    {"div__complex128_dimensioned__float64_dimensioned", kArgs399, kOutcomes35},
    {"div__complex128_dimensioned__complex32_dimensioned", kArgs400, kOutcomes35},
    {"div__complex128_dimensioned__complex64_dimensioned", kArgs401, kOutcomes35},
    {"div__complex128_dimensioned__complex128_dimensioned", kArgs402, kOutcomes35},
    {"div__complex128_dimensioned__bool_zero_dim", kArgs403, kOutcomes35},
    {"div__complex128_dimensioned__uint8_zero_dim", kArgs404, kOutcomes35},
    {"div__complex128_dimensioned__int8_zero_dim", kArgs405, kOutcomes35},
    {"div__complex128_dimensioned__int16_zero_dim", kArgs406, kOutcomes35},
    {"div__complex128_dimensioned__int32_zero_dim", kArgs407, kOutcomes35},
    {"div__complex128_dimensioned__int64_zero_dim", kArgs408, kOutcomes35},
    {"div__complex128_dimensioned__float16_zero_dim", kArgs409, kOutcomes35},
    {"div__complex128_dimensioned__bfloat16_zero_dim", kArgs410, kOutcomes35},
    {"div__complex128_dimensioned__float32_zero_dim", kArgs411, kOutcomes35},
    {"div__complex128_dimensioned__float64_zero_dim", kArgs412, kOutcomes35},
    {"div__complex128_dimensioned__complex32_zero_dim", kArgs413, kOutcomes35},
    {"div__complex128_dimensioned__complex64_zero_dim", kArgs414, kOutcomes35},
    {"div__complex128_dimensioned__complex128_zero_dim", kArgs415, kOutcomes35},
    {"div__complex128_dimensioned__bool_scalar", kArgs416, kOutcomes329},
    {"div__complex128_dimensioned__int_scalar", kArgs417, kOutcomes329},
    {"div__complex128_dimensioned__float_scalar", kArgs418, kOutcomes329},
    {"div__complex128_dimensioned__complex_scalar", kArgs419, kOutcomes329},
    {"div__bool_zero_dim__bool_dimensioned", kArgs420, kOutcomes16},
    {"div__bool_zero_dim__uint8_dimensioned", kArgs421, kOutcomes16},
    {"div__bool_zero_dim__int8_dimensioned", kArgs422, kOutcomes16},
    {"div__bool_zero_dim__int16_dimensioned", kArgs423, kOutcomes16},
    {"div__bool_zero_dim__int32_dimensioned", kArgs424, kOutcomes16},
    {"div__bool_zero_dim__int64_dimensioned", kArgs425, kOutcomes16},
    {"div__bool_zero_dim__float16_dimensioned", kArgs426, kOutcomes23},
    {"div__bool_zero_dim__bfloat16_dimensioned", kArgs427, kOutcomes25},
    {"div__bool_zero_dim__float32_dimensioned", kArgs428, kOutcomes16},
    {"div__bool_zero_dim__float64_dimensioned", kArgs429, kOutcomes28},
    {"div__bool_zero_dim__complex32_dimensioned", kArgs430, kOutcomes31},
    {"div__bool_zero_dim__complex64_dimensioned", kArgs431, kOutcomes33},
    {"div__bool_zero_dim__complex128_dimensioned", kArgs432, kOutcomes35},
    {"div__bool_zero_dim__bool_zero_dim", kArgs433, kOutcomes434},
    {"div__bool_zero_dim__uint8_zero_dim", kArgs435, kOutcomes434},
    {"div__bool_zero_dim__int8_zero_dim", kArgs436, kOutcomes434},
    {"div__bool_zero_dim__int16_zero_dim", kArgs437, kOutcomes434},
    {"div__bool_zero_dim__int32_zero_dim", kArgs438, kOutcomes434},
    {"div__bool_zero_dim__int64_zero_dim", kArgs439, kOutcomes434},
    {"div__bool_zero_dim__float16_zero_dim", kArgs440, kOutcomes441},
    {"div__bool_zero_dim__bfloat16_zero_dim", kArgs442, kOutcomes443},
    {"div__bool_zero_dim__float32_zero_dim", kArgs444, kOutcomes434},
    {"div__bool_zero_dim__float64_zero_dim", kArgs445, kOutcomes446},
    {"div__bool_zero_dim__complex32_zero_dim", kArgs447, kOutcomes31},
    {"div__bool_zero_dim__complex64_zero_dim", kArgs448, kOutcomes449},
    {"div__bool_zero_dim__complex128_zero_dim", kArgs450, kOutcomes451},
    {"div__bool_zero_dim__bool_scalar", kArgs452, kOutcomes453},
    {"div__bool_zero_dim__int_scalar", kArgs454, kOutcomes453},
    {"div__bool_zero_dim__float_scalar", kArgs455, kOutcomes453},
    {"div__bool_zero_dim__complex_scalar", kArgs456, kOutcomes457},
    {"div__uint8_zero_dim__bool_dimensioned", kArgs458, kOutcomes16},
    {"div__uint8_zero_dim__uint8_dimensioned", kArgs459, kOutcomes16},
    {"div__uint8_zero_dim__int8_dimensioned", kArgs460, kOutcomes16},
    {"div__uint8_zero_dim__int16_dimensioned", kArgs461, kOutcomes16},
    {"div__uint8_zero_dim__int32_dimensioned", kArgs462, kOutcomes16},
    {"div__uint8_zero_dim__int64_dimensioned", kArgs463, kOutcomes16},
    {"div__uint8_zero_dim__float16_dimensioned", kArgs464, kOutcomes23},
    {"div__uint8_zero_dim__bfloat16_dimensioned", kArgs465, kOutcomes25},
    {"div__uint8_zero_dim__float32_dimensioned", kArgs466, kOutcomes16},
    {"div__uint8_zero_dim__float64_dimensioned", kArgs467, kOutcomes28},
    {"div__uint8_zero_dim__complex32_dimensioned", kArgs468, kOutcomes31},
    {"div__uint8_zero_dim__complex64_dimensioned", kArgs469, kOutcomes33},
    {"div__uint8_zero_dim__complex128_dimensioned", kArgs470, kOutcomes35},
    {"div__uint8_zero_dim__bool_zero_dim", kArgs471, kOutcomes434},
    {"div__uint8_zero_dim__uint8_zero_dim", kArgs472, kOutcomes434},
    {"div__uint8_zero_dim__int8_zero_dim", kArgs473, kOutcomes434},
    {"div__uint8_zero_dim__int16_zero_dim", kArgs474, kOutcomes434},
    {"div__uint8_zero_dim__int32_zero_dim", kArgs475, kOutcomes434},
    {"div__uint8_zero_dim__int64_zero_dim", kArgs476, kOutcomes434},
    {"div__uint8_zero_dim__float16_zero_dim", kArgs477, kOutcomes441},
    {"div__uint8_zero_dim__bfloat16_zero_dim", kArgs478, kOutcomes443},
    {"div__uint8_zero_dim__float32_zero_dim", kArgs479, kOutcomes434},
    {"div__uint8_zero_dim__float64_zero_dim", kArgs480, kOutcomes446},
    {"div__uint8_zero_dim__complex32_zero_dim", kArgs481, kOutcomes31},
    {"div__uint8_zero_dim__complex64_zero_dim", kArgs482, kOutcomes449},
    {"div__uint8_zero_dim__complex128_zero_dim", kArgs483, kOutcomes451},
    {"div__uint8_zero_dim__bool_scalar", kArgs484, kOutcomes453},
    {"div__uint8_zero_dim__int_scalar", kArgs485, kOutcomes453},
    {"div__uint8_zero_dim__float_scalar", kArgs486, kOutcomes453},
    {"div__uint8_zero_dim__complex_scalar", kArgs487, kOutcomes457},
    {"div__int8_zero_dim__bool_dimensioned", kArgs488, kOutcomes16},
    {"div__int8_zero_dim__uint8_dimensioned", kArgs489, kOutcomes16},
    {"div__int8_zero_dim__int8_dimensioned", kArgs490, kOutcomes16},
    {"div__int8_zero_dim__int16_dimensioned", kArgs491, kOutcomes16},
    {"div__int8_zero_dim__int32_dimensioned", kArgs492, kOutcomes16},
    {"div__int8_zero_dim__int64_dimensioned", kArgs493, kOutcomes16},
    {"div__int8_zero_dim__float16_dimensioned", kArgs494, kOutcomes23},
    {"div__int8_zero_dim__bfloat16_dimensioned", kArgs495, kOutcomes25},
    {"div__int8_zero_dim__float32_dimensioned", kArgs496, kOutcomes16},
    {"div__int8_zero_dim__float64_dimensioned", kArgs497, kOutcomes28},
    {"div__int8_zero_dim__complex32_dimensioned", kArgs498, kOutcomes31},
    {"div__int8_zero_dim__complex64_dimensioned", kArgs499, kOutcomes33},
    {"div__int8_zero_dim__complex128_dimensioned", kArgs500, kOutcomes35},
    {"div__int8_zero_dim__bool_zero_dim", kArgs501, kOutcomes434},
    {"div__int8_zero_dim__uint8_zero_dim", kArgs502, kOutcomes434},
    {"div__int8_zero_dim__int8_zero_dim", kArgs503, kOutcomes434},
    {"div__int8_zero_dim__int16_zero_dim", kArgs504, kOutcomes434},
    {"div__int8_zero_dim__int32_zero_dim", kArgs505, kOutcomes434},
    {"div__int8_zero_dim__int64_zero_dim", kArgs506, kOutcomes434},
    {"div__int8_zero_dim__float16_zero_dim", kArgs507, kOutcomes441},
    {"div__int8_zero_dim__bfloat16_zero_dim", kArgs508, kOutcomes443},
    {"div__int8_zero_dim__float32_zero_dim", kArgs509, kOutcomes434},
    {"div__int8_zero_dim__float64_zero_dim", kArgs510, kOutcomes446},
    {"div__int8_zero_dim__complex32_zero_dim", kArgs511, kOutcomes31},
    {"div__int8_zero_dim__complex64_zero_dim", kArgs512, kOutcomes449},
    {"div__int8_zero_dim__complex128_zero_dim", kArgs513, kOutcomes451},
    {"div__int8_zero_dim__bool_scalar", kArgs514, kOutcomes453},
    {"div__int8_zero_dim__int_scalar", kArgs515, kOutcomes453},
    {"div__int8_zero_dim__float_scalar", kArgs516, kOutcomes453},
    {"div__int8_zero_dim__complex_scalar", kArgs517, kOutcomes457},
    {"div__int16_zero_dim__bool_dimensioned", kArgs518, kOutcomes16},
    {"div__int16_zero_dim__uint8_dimensioned", kArgs519, kOutcomes16},
    {"div__int16_zero_dim__int8_dimensioned", kArgs520, kOutcomes16},
    {"div__int16_zero_dim__int16_dimensioned", kArgs521, kOutcomes16},
    {"div__int16_zero_dim__int32_dimensioned", kArgs522, kOutcomes16},
    {"div__int16_zero_dim__int64_dimensioned", kArgs523, kOutcomes16},
    {"div__int16_zero_dim__float16_dimensioned", kArgs524, kOutcomes23},
    {"div__int16_zero_dim__bfloat16_dimensioned", kArgs525, kOutcomes25},
    {"div__int16_zero_dim__float32_dimensioned", kArgs526, kOutcomes16},
    {"div__int16_zero_dim__float64_dimensioned", kArgs527, kOutcomes28},
    {"div__int16_zero_dim__complex32_dimensioned", kArgs528, kOutcomes31},
    {"div__int16_zero_dim__complex64_dimensioned", kArgs529, kOutcomes33},
    {"div__int16_zero_dim__complex128_dimensioned", kArgs530, kOutcomes35},
    {"div__int16_zero_dim__bool_zero_dim", kArgs531, kOutcomes434},
    {"div__int16_zero_dim__uint8_zero_dim", kArgs532, kOutcomes434},
    {"div__int16_zero_dim__int8_zero_dim", kArgs533, kOutcomes434},
    {"div__int16_zero_dim__int16_zero_dim", kArgs534, kOutcomes434},
    {"div__int16_zero_dim__int32_zero_dim", kArgs535, kOutcomes434},
    {"div__int16_zero_dim__int64_zero_dim", kArgs536, kOutcomes434},
    {"div__int16_zero_dim__float16_zero_dim", kArgs537, kOutcomes441},
    {"div__int16_zero_dim__bfloat16_zero_dim", kArgs538, kOutcomes443},
    {"div__int16_zero_dim__float32_zero_dim", kArgs539, kOutcomes434},
    {"div__int16_zero_dim__float64_zero_dim", kArgs540, kOutcomes446},
    {"div__int16_zero_dim__complex32_zero_dim", kArgs541, kOutcomes31},
    {"div__int16_zero_dim__complex64_zero_dim", kArgs542, kOutcomes449},
    {"div__int16_zero_dim__complex128_zero_dim", kArgs543, kOutcomes451},
    {"div__int16_zero_dim__bool_scalar", kArgs544, kOutcomes453},
    {"div__int16_zero_dim__int_scalar", kArgs545, kOutcomes453},
    {"div__int16_zero_dim__float_scalar", kArgs546, kOutcomes453},
    {"div__int16_zero_dim__complex_scalar", kArgs547, kOutcomes457},
    {"div__int32_zero_dim__bool_dimensioned", kArgs548, kOutcomes16},
    {"div__int32_zero_dim__uint8_dimensioned", kArgs549, kOutcomes16},
    {"div__int32_zero_dim__int8_dimensioned", kArgs550, kOutcomes16},
    {"div__int32_zero_dim__int16_dimensioned", kArgs551, kOutcomes16},
    {"div__int32_zero_dim__int32_dimensioned", kArgs552, kOutcomes16},
    {"div__int32_zero_dim__int64_dimensioned", kArgs553, kOutcomes16},
    {"div__int32_zero_dim__float16_dimensioned", kArgs554, kOutcomes23},
    {"div__int32_zero_dim__bfloat16_dimensioned", kArgs555, kOutcomes25},
    {"div__int32_zero_dim__float32_dimensioned", kArgs556, kOutcomes16},
    {"div__int32_zero_dim__float64_dimensioned", kArgs557, kOutcomes28},
    {"div__int32_zero_dim__complex32_dimensioned", kArgs558, kOutcomes31},
    {"div__int32_zero_dim__complex64_dimensioned", kArgs559, kOutcomes33},
    {"div__int32_zero_dim__complex128_dimensioned", kArgs560, kOutcomes35},
    {"div__int32_zero_dim__bool_zero_dim", kArgs561, kOutcomes434},
    {"div__int32_zero_dim__uint8_zero_dim", kArgs562, kOutcomes434},
    {"div__int32_zero_dim__int8_zero_dim", kArgs563, kOutcomes434},
    {"div__int32_zero_dim__int16_zero_dim", kArgs564, kOutcomes434},
    {"div__int32_zero_dim__int32_zero_dim", kArgs565, kOutcomes434},
    {"div__int32_zero_dim__int64_zero_dim", kArgs566, kOutcomes434},
    {"div__int32_zero_dim__float16_zero_dim", kArgs567, kOutcomes441},
    {"div__int32_zero_dim__bfloat16_zero_dim", kArgs568, kOutcomes443},
    {"div__int32_zero_dim__float32_zero_dim", kArgs569, kOutcomes434},
    {"div__int32_zero_dim__float64_zero_dim", kArgs570, kOutcomes446},
    {"div__int32_zero_dim__complex32_zero_dim", kArgs571, kOutcomes31},
    {"div__int32_zero_dim__complex64_zero_dim", kArgs572, kOutcomes449},
    {"div__int32_zero_dim__complex128_zero_dim", kArgs573, kOutcomes451},
    {"div__int32_zero_dim__bool_scalar", kArgs574, kOutcomes453},
    {"div__int32_zero_dim__int_scalar", kArgs575, kOutcomes453},
    {"div__int32_zero_dim__float_scalar", kArgs576, kOutcomes453},
    {"div__int32_zero_dim__complex_scalar", kArgs577, kOutcomes457},
    {"div__int64_zero_dim__bool_dimensioned", kArgs578, kOutcomes16},
    {"div__int64_zero_dim__uint8_dimensioned", kArgs579, kOutcomes16},
    {"div__int64_zero_dim__int8_dimensioned", kArgs580, kOutcomes16},
    {"div__int64_zero_dim__int16_dimensioned", kArgs581, kOutcomes16},
    {"div__int64_zero_dim__int32_dimensioned", kArgs582, kOutcomes16},
    {"div__int64_zero_dim__int64_dimensioned", kArgs583, kOutcomes16},
    {"div__int64_zero_dim__float16_dimensioned", kArgs584, kOutcomes23},
    {"div__int64_zero_dim__bfloat16_dimensioned", kArgs585, kOutcomes25},
    {"div__int64_zero_dim__float32_dimensioned", kArgs586, kOutcomes16},
    {"div__int64_zero_dim__float64_dimensioned", kArgs587, kOutcomes28},
    {"div__int64_zero_dim__complex32_dimensioned", kArgs588, kOutcomes31},
    {"div__int64_zero_dim__complex64_dimensioned", kArgs589, kOutcomes33},
    {"div__int64_zero_dim__complex128_dimensioned", kArgs590, kOutcomes35},
    {"div__int64_zero_dim__bool_zero_dim", kArgs591, kOutcomes434},
    {"div__int64_zero_dim__uint8_zero_dim", kArgs592, kOutcomes434},
    {"div__int64_zero_dim__int8_zero_dim", kArgs593, kOutcomes434},
    {"div__int64_zero_dim__int16_zero_dim", kArgs594, kOutcomes434},
    {"div__int64_zero_dim__int32_zero_dim", kArgs595, kOutcomes434},
    {"div__int64_zero_dim__int64_zero_dim", kArgs596, kOutcomes434},
    {"div__int64_zero_dim__float16_zero_dim", kArgs597, kOutcomes441},
    {"div__int64_zero_dim__bfloat16_zero_dim", kArgs598, kOutcomes443},
    {"div__int64_zero_dim__float32_zero_dim", kArgs599, kOutcomes434},
    {"div__int64_zero_dim__float64_zero_dim", kArgs600, kOutcomes446},
    {"div__int64_zero_dim__complex32_zero_dim", kArgs601, kOutcomes31},
    {"div__int64_zero_dim__complex64_zero_dim", kArgs602, kOutcomes449},
    {"div__int64_zero_dim__complex128_zero_dim", kArgs603, kOutcomes451},
    {"div__int64_zero_dim__bool_scalar", kArgs604, kOutcomes453},
    {"div__int64_zero_dim__int_scalar", kArgs605, kOutcomes453},
    {"div__int64_zero_dim__float_scalar", kArgs606, kOutcomes453},
    {"div__int64_zero_dim__complex_scalar", kArgs607, kOutcomes457},
    {"div__float16_zero_dim__bool_dimensioned", kArgs608, kOutcomes23},
    {"div__float16_zero_dim__uint8_dimensioned", kArgs609, kOutcomes23},
    {"div__float16_zero_dim__int8_dimensioned", kArgs610, kOutcomes23},
    {"div__float16_zero_dim__int16_dimensioned", kArgs611, kOutcomes23},
    {"div__float16_zero_dim__int32_dimensioned", kArgs612, kOutcomes23},
    {"div__float16_zero_dim__int64_dimensioned", kArgs613, kOutcomes23},
    {"div__float16_zero_dim__float16_dimensioned", kArgs614, kOutcomes23},
    {"div__float16_zero_dim__bfloat16_dimensioned", kArgs615, kOutcomes25},
    {"div__float16_zero_dim__float32_dimensioned", kArgs616, kOutcomes16},
    {"div__float16_zero_dim__float64_dimensioned", kArgs617, kOutcomes28},
    {"div__float16_zero_dim__complex32_dimensioned", kArgs618, kOutcomes31},
    {"div__float16_zero_dim__complex64_dimensioned", kArgs619, kOutcomes33},
    {"div__float16_zero_dim__complex128_dimensioned", kArgs620, kOutcomes35},
    {"div__float16_zero_dim__bool_zero_dim", kArgs621, kOutcomes441},
    {"div__float16_zero_dim__uint8_zero_dim", kArgs622, kOutcomes441},
    {"div__float16_zero_dim__int8_zero_dim", kArgs623, kOutcomes441},
    {"div__float16_zero_dim__int16_zero_dim", kArgs624, kOutcomes441},
    {"div__float16_zero_dim__int32_zero_dim", kArgs625, kOutcomes441},
    {"div__float16_zero_dim__int64_zero_dim", kArgs626, kOutcomes441},
    {"div__float16_zero_dim__float16_zero_dim", kArgs627, kOutcomes441},
    {"div__float16_zero_dim__bfloat16_zero_dim", kArgs628, kOutcomes434},
    {"div__float16_zero_dim__float32_zero_dim", kArgs629, kOutcomes434},
    {"div__float16_zero_dim__float64_zero_dim", kArgs630, kOutcomes446},
    {"div__float16_zero_dim__complex32_zero_dim", kArgs631, kOutcomes31},
    {"div__float16_zero_dim__complex64_zero_dim", kArgs632, kOutcomes449},
    {"div__float16_zero_dim__complex128_zero_dim", kArgs633, kOutcomes451},
    {"div__float16_zero_dim__bool_scalar", kArgs634, kOutcomes635},
    {"div__float16_zero_dim__int_scalar", kArgs636, kOutcomes635},
    {"div__float16_zero_dim__float_scalar", kArgs637, kOutcomes635},
    {"div__float16_zero_dim__complex_scalar", kArgs638, kOutcomes236},
    {"div__bfloat16_zero_dim__bool_dimensioned", kArgs639, kOutcomes25},
    {"div__bfloat16_zero_dim__uint8_dimensioned", kArgs640, kOutcomes25},
    {"div__bfloat16_zero_dim__int8_dimensioned", kArgs641, kOutcomes25},
    {"div__bfloat16_zero_dim__int16_dimensioned", kArgs642, kOutcomes25},
    {"div__bfloat16_zero_dim__int32_dimensioned", kArgs643, kOutcomes25},
    {"div__bfloat16_zero_dim__int64_dimensioned", kArgs644, kOutcomes25},
    {"div__bfloat16_zero_dim__float16_dimensioned", kArgs645, kOutcomes23},
    {"div__bfloat16_zero_dim__bfloat16_dimensioned", kArgs646, kOutcomes25},
    {"div__bfloat16_zero_dim__float32_dimensioned", kArgs647, kOutcomes16},
    {"div__bfloat16_zero_dim__float64_dimensioned", kArgs648, kOutcomes28},
    {"div__bfloat16_zero_dim__complex32_dimensioned", kArgs649, kOutcomes31},
    {"div__bfloat16_zero_dim__complex64_dimensioned", kArgs650, kOutcomes33},
    {"div__bfloat16_zero_dim__complex128_dimensioned", kArgs651, kOutcomes35},
    {"div__bfloat16_zero_dim__bool_zero_dim", kArgs652, kOutcomes443},
    {"div__bfloat16_zero_dim__uint8_zero_dim", kArgs653, kOutcomes443},
    {"div__bfloat16_zero_dim__int8_zero_dim", kArgs654, kOutcomes443},
    {"div__bfloat16_zero_dim__int16_zero_dim", kArgs655, kOutcomes443},
    {"div__bfloat16_zero_dim__int32_zero_dim", kArgs656, kOutcomes443},
    {"div__bfloat16_zero_dim__int64_zero_dim", kArgs657, kOutcomes443},
    {"div__bfloat16_zero_dim__float16_zero_dim", kArgs658, kOutcomes434},
    {"div__bfloat16_zero_dim__bfloat16_zero_dim", kArgs659, kOutcomes443},
    {"div__bfloat16_zero_dim__float32_zero_dim", kArgs660, kOutcomes434},
    {"div__bfloat16_zero_dim__float64_zero_dim", kArgs661, kOutcomes446},
    {"div__bfloat16_zero_dim__complex32_zero_dim", kArgs662, kOutcomes449},
    {"div__bfloat16_zero_dim__complex64_zero_dim", kArgs663, kOutcomes449},
    {"div__bfloat16_zero_dim__complex128_zero_dim", kArgs664, kOutcomes451},
    {"div__bfloat16_zero_dim__bool_scalar", kArgs665, kOutcomes666},
    {"div__bfloat16_zero_dim__int_scalar", kArgs667, kOutcomes666},
    {"div__bfloat16_zero_dim__float_scalar", kArgs668, kOutcomes666},
    {"div__bfloat16_zero_dim__complex_scalar", kArgs669, kOutcomes457},
    {"div__float32_zero_dim__bool_dimensioned", kArgs670, kOutcomes16},
    {"div__float32_zero_dim__uint8_dimensioned", kArgs671, kOutcomes16},
    {"div__float32_zero_dim__int8_dimensioned", kArgs672, kOutcomes16},
    {"div__float32_zero_dim__int16_dimensioned", kArgs673, kOutcomes16},
    {"div__float32_zero_dim__int32_dimensioned", kArgs674, kOutcomes16},
    {"div__float32_zero_dim__int64_dimensioned", kArgs675, kOutcomes16},
    {"div__float32_zero_dim__float16_dimensioned", kArgs676, kOutcomes23},
    {"div__float32_zero_dim__bfloat16_dimensioned", kArgs677, kOutcomes25},
    {"div__float32_zero_dim__float32_dimensioned", kArgs678, kOutcomes16},
    {"div__float32_zero_dim__float64_dimensioned", kArgs679, kOutcomes28},
    {"div__float32_zero_dim__complex32_dimensioned", kArgs680, kOutcomes31},
    {"div__float32_zero_dim__complex64_dimensioned", kArgs681, kOutcomes33},
    {"div__float32_zero_dim__complex128_dimensioned", kArgs682, kOutcomes35},
    {"div__float32_zero_dim__bool_zero_dim", kArgs683, kOutcomes434},
    {"div__float32_zero_dim__uint8_zero_dim", kArgs684, kOutcomes434},
    {"div__float32_zero_dim__int8_zero_dim", kArgs685, kOutcomes434},
    {"div__float32_zero_dim__int16_zero_dim", kArgs686, kOutcomes434},
    {"div__float32_zero_dim__int32_zero_dim", kArgs687, kOutcomes434},
    {"div__float32_zero_dim__int64_zero_dim", kArgs688, kOutcomes434},
    {"div__float32_zero_dim__float16_zero_dim", kArgs689, kOutcomes434},
    {"div__float32_zero_dim__bfloat16_zero_dim", kArgs690, kOutcomes434},
    {"div__float32_zero_dim__float32_zero_dim", kArgs691, kOutcomes434},
    {"div__float32_zero_dim__float64_zero_dim", kArgs692, kOutcomes446},
    {"div__float32_zero_dim__complex32_zero_dim", kArgs693, kOutcomes449},
    {"div__float32_zero_dim__complex64_zero_dim", kArgs694, kOutcomes449},
    {"div__float32_zero_dim__complex128_zero_dim", kArgs695, kOutcomes451},
    {"div__float32_zero_dim__bool_scalar", kArgs696, kOutcomes453},
    {"div__float32_zero_dim__int_scalar", kArgs697, kOutcomes453},
    {"div__float32_zero_dim__float_scalar", kArgs698, kOutcomes453},
    {"div__float32_zero_dim__complex_scalar", kArgs699, kOutcomes457},
    {"div__float64_zero_dim__bool_dimensioned", kArgs700, kOutcomes28},
    {"div__float64_zero_dim__uint8_dimensioned", kArgs701, kOutcomes28},
    {"div__float64_zero_dim__int8_dimensioned", kArgs702, kOutcomes28},
    {"div__float64_zero_dim__int16_dimensioned", kArgs703, kOutcomes28},
    {"div__float64_zero_dim__int32_dimensioned", kArgs704, kOutcomes28},
    {"div__float64_zero_dim__int64_dimensioned", kArgs705, kOutcomes28},
    {"div__float64_zero_dim__float16_dimensioned", kArgs706, kOutcomes23},
    {"div__float64_zero_dim__bfloat16_dimensioned", kArgs707, kOutcomes25},
    {"div__float64_zero_dim__float32_dimensioned", kArgs708, kOutcomes16},
    {"div__float64_zero_dim__float64_dimensioned", kArgs709, kOutcomes28},
    {"div__float64_zero_dim__complex32_dimensioned", kArgs710, kOutcomes31},
    {"div__float64_zero_dim__complex64_dimensioned", kArgs711, kOutcomes33},
    {"div__float64_zero_dim__complex128_dimensioned", kArgs712, kOutcomes35},
    {"div__float64_zero_dim__bool_zero_dim", kArgs713, kOutcomes446},
    {"div__float64_zero_dim__uint8_zero_dim", kArgs714, kOutcomes446},
    {"div__float64_zero_dim__int8_zero_dim", kArgs715, kOutcomes446},
    {"div__float64_zero_dim__int16_zero_dim", kArgs716, kOutcomes446},
    {"div__float64_zero_dim__int32_zero_dim", kArgs717, kOutcomes446},
    {"div__float64_zero_dim__int64_zero_dim", kArgs718, kOutcomes446},
    {"div__float64_zero_dim__float16_zero_dim", kArgs719, kOutcomes446},
    {"div__float64_zero_dim__bfloat16_zero_dim", kArgs720, kOutcomes446},
    {"div__float64_zero_dim__float32_zero_dim", kArgs721, kOutcomes446},
    {"div__float64_zero_dim__float64_zero_dim", kArgs722, kOutcomes446},
    {"div__float64_zero_dim__complex32_zero_dim", kArgs723, kOutcomes451},
    {"div__float64_zero_dim__complex64_zero_dim", kArgs724, kOutcomes451},
    {"div__float64_zero_dim__complex128_zero_dim", kArgs725, kOutcomes451},
    {"div__float64_zero_dim__bool_scalar", kArgs726, kOutcomes727},
    {"div__float64_zero_dim__int_scalar", kArgs728, kOutcomes727},
    {"div__float64_zero_dim__float_scalar", kArgs729, kOutcomes727},
    {"div__float64_zero_dim__complex_scalar", kArgs730, kOutcomes731},
    {"div__complex32_zero_dim__bool_dimensioned", kArgs732, kOutcomes31},
    {"div__complex32_zero_dim__uint8_dimensioned", kArgs733, kOutcomes31},
    {"div__complex32_zero_dim__int8_dimensioned", kArgs734, kOutcomes31},
    {"div__complex32_zero_dim__int16_dimensioned", kArgs735, kOutcomes31},
    {"div__complex32_zero_dim__int32_dimensioned", kArgs736, kOutcomes31},
    {"div__complex32_zero_dim__int64_dimensioned", kArgs737, kOutcomes31},
    {"div__complex32_zero_dim__float16_dimensioned", kArgs738, kOutcomes31},
    {"div__complex32_zero_dim__bfloat16_dimensioned", kArgs739, kOutcomes33},
    {"div__complex32_zero_dim__float32_dimensioned", kArgs740, kOutcomes33},
    {"div__complex32_zero_dim__float64_dimensioned", kArgs741, kOutcomes35},
    {"div__complex32_zero_dim__complex32_dimensioned", kArgs742, kOutcomes31},
    {"div__complex32_zero_dim__complex64_dimensioned", kArgs743, kOutcomes33},
    {"div__complex32_zero_dim__complex128_dimensioned", kArgs744, kOutcomes35},
    {"div__complex32_zero_dim__bool_zero_dim", kArgs745, kOutcomes31},
    {"div__complex32_zero_dim__uint8_zero_dim", kArgs746, kOutcomes31},
    {"div__complex32_zero_dim__int8_zero_dim", kArgs747, kOutcomes31},
    {"div__complex32_zero_dim__int16_zero_dim", kArgs748, kOutcomes31},
    {"div__complex32_zero_dim__int32_zero_dim", kArgs749, kOutcomes31},
    {"div__complex32_zero_dim__int64_zero_dim", kArgs750, kOutcomes31},
    {"div__complex32_zero_dim__float16_zero_dim", kArgs751, kOutcomes31},
    {"div__complex32_zero_dim__bfloat16_zero_dim", kArgs752, kOutcomes449},
    {"div__complex32_zero_dim__float32_zero_dim", kArgs753, kOutcomes449},
    {"div__complex32_zero_dim__float64_zero_dim", kArgs754, kOutcomes451},
    {"div__complex32_zero_dim__complex32_zero_dim", kArgs755, kOutcomes31},
    {"div__complex32_zero_dim__complex64_zero_dim", kArgs756, kOutcomes449},
    {"div__complex32_zero_dim__complex128_zero_dim", kArgs757, kOutcomes451},
    {"div__complex32_zero_dim__bool_scalar", kArgs758, kOutcomes236},
    {"div__complex32_zero_dim__int_scalar", kArgs759, kOutcomes236},
    {"div__complex32_zero_dim__float_scalar", kArgs760, kOutcomes236},
    {"div__complex32_zero_dim__complex_scalar", kArgs761, kOutcomes236},
    {"div__complex64_zero_dim__bool_dimensioned", kArgs762, kOutcomes33},
    {"div__complex64_zero_dim__uint8_dimensioned", kArgs763, kOutcomes33},
    {"div__complex64_zero_dim__int8_dimensioned", kArgs764, kOutcomes33},
    {"div__complex64_zero_dim__int16_dimensioned", kArgs765, kOutcomes33},
    {"div__complex64_zero_dim__int32_dimensioned", kArgs766, kOutcomes33},
    {"div__complex64_zero_dim__int64_dimensioned", kArgs767, kOutcomes33},
    {"div__complex64_zero_dim__float16_dimensioned", kArgs768, kOutcomes31},
    {"div__complex64_zero_dim__bfloat16_dimensioned", kArgs769, kOutcomes33},
    {"div__complex64_zero_dim__float32_dimensioned", kArgs770, kOutcomes33},
    {"div__complex64_zero_dim__float64_dimensioned", kArgs771, kOutcomes35},
    {"div__complex64_zero_dim__complex32_dimensioned", kArgs772, kOutcomes31},
    {"div__complex64_zero_dim__complex64_dimensioned", kArgs773, kOutcomes33},
    {"div__complex64_zero_dim__complex128_dimensioned", kArgs774, kOutcomes35},
    {"div__complex64_zero_dim__bool_zero_dim", kArgs775, kOutcomes449},
    {"div__complex64_zero_dim__uint8_zero_dim", kArgs776, kOutcomes449},
    {"div__complex64_zero_dim__int8_zero_dim", kArgs777, kOutcomes449},
    {"div__complex64_zero_dim__int16_zero_dim", kArgs778, kOutcomes449},
    {"div__complex64_zero_dim__int32_zero_dim", kArgs779, kOutcomes449},
    {"div__complex64_zero_dim__int64_zero_dim", kArgs780, kOutcomes449},
    {"div__complex64_zero_dim__float16_zero_dim", kArgs781, kOutcomes449},
    {"div__complex64_zero_dim__bfloat16_zero_dim", kArgs782, kOutcomes449},
    {"div__complex64_zero_dim__float32_zero_dim", kArgs783, kOutcomes449},
    {"div__complex64_zero_dim__float64_zero_dim", kArgs784, kOutcomes451},
    {"div__complex64_zero_dim__complex32_zero_dim", kArgs785, kOutcomes449},
    {"div__complex64_zero_dim__complex64_zero_dim", kArgs786, kOutcomes449},
    {"div__complex64_zero_dim__complex128_zero_dim", kArgs787, kOutcomes451},
    {"div__complex64_zero_dim__bool_scalar", kArgs788, kOutcomes457},
    {"div__complex64_zero_dim__int_scalar", kArgs789, kOutcomes457},
    {"div__complex64_zero_dim__float_scalar", kArgs790, kOutcomes457},
    {"div__complex64_zero_dim__complex_scalar", kArgs791, kOutcomes457},
    {"div__complex128_zero_dim__bool_dimensioned", kArgs792, kOutcomes35},
    {"div__complex128_zero_dim__uint8_dimensioned", kArgs793, kOutcomes35},
    {"div__complex128_zero_dim__int8_dimensioned", kArgs794, kOutcomes35},
    {"div__complex128_zero_dim__int16_dimensioned", kArgs795, kOutcomes35},
    {"div__complex128_zero_dim__int32_dimensioned", kArgs796, kOutcomes35},
    {"div__complex128_zero_dim__int64_dimensioned", kArgs797, kOutcomes35},
    {"div__complex128_zero_dim__float16_dimensioned", kArgs798, kOutcomes31},
    {"div__complex128_zero_dim__bfloat16_dimensioned", kArgs799, kOutcomes33},
    {"div__complex128_zero_dim__float32_dimensioned", kArgs800, kOutcomes33},
    {"div__complex128_zero_dim__float64_dimensioned", kArgs801, kOutcomes35},
    {"div__complex128_zero_dim__complex32_dimensioned", kArgs802, kOutcomes31},
    {"div__complex128_zero_dim__complex64_dimensioned", kArgs803, kOutcomes33},
    {"div__complex128_zero_dim__complex128_dimensioned", kArgs804, kOutcomes35},
    {"div__complex128_zero_dim__bool_zero_dim", kArgs805, kOutcomes451},
    {"div__complex128_zero_dim__uint8_zero_dim", kArgs806, kOutcomes451},
    {"div__complex128_zero_dim__int8_zero_dim", kArgs807, kOutcomes451},
    {"div__complex128_zero_dim__int16_zero_dim", kArgs808, kOutcomes451},
    {"div__complex128_zero_dim__int32_zero_dim", kArgs809, kOutcomes451},
    {"div__complex128_zero_dim__int64_zero_dim", kArgs810, kOutcomes451},
    {"div__complex128_zero_dim__float16_zero_dim", kArgs811, kOutcomes451},
    {"div__complex128_zero_dim__bfloat16_zero_dim", kArgs812, kOutcomes451},
    {"div__complex128_zero_dim__float32_zero_dim", kArgs813, kOutcomes451},
    {"div__complex128_zero_dim__float64_zero_dim", kArgs814, kOutcomes451},
    {"div__complex128_zero_dim__complex32_zero_dim", kArgs815, kOutcomes451},
    {"div__complex128_zero_dim__complex64_zero_dim", kArgs816, kOutcomes451},
    {"div__complex128_zero_dim__complex128_zero_dim", kArgs817, kOutcomes451},
    {"div__complex128_zero_dim__bool_scalar", kArgs818, kOutcomes731},
    {"div__complex128_zero_dim__int_scalar", kArgs819, kOutcomes731},
    {"div__complex128_zero_dim__float_scalar", kArgs820, kOutcomes731},
    {"div__complex128_zero_dim__complex_scalar", kArgs821, kOutcomes731},
};
constexpr ErrorSpec kError822 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes823[] = {call(2).raises(&kError822)};
constexpr ErrorSpec kError824 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes825[] = {call(2).raises(&kError824)};
constexpr ErrorSpec kError826 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes827[] = {call(2).raises(&kError826)};
constexpr ErrorSpec kError828 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes829[] = {call(2).raises(&kError828)};
constexpr ErrorSpec kError830 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes831[] = {call(2).raises(&kError830)};
constexpr ErrorSpec kError832 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes833[] = {call(2).raises(&kError832)};
constexpr ErrorSpec kError834 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes835[] = {call(2).raises(&kError834)};
constexpr Outcome kOutcomes836[] = {call(8).raises(&kError822)};
constexpr Outcome kOutcomes837[] = {call(8).raises(&kError832)};
constexpr ErrorSpec kError838 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes839[] = {call(2).raises(&kError838)};
constexpr ErrorSpec kError840 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes841[] = {call(2).raises(&kError840)};
constexpr ErrorSpec kError842 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes843[] = {call(2).raises(&kError842)};
constexpr ErrorSpec kError844 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes845[] = {call(2).raises(&kError844)};
constexpr ErrorSpec kError846 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes847[] = {call(2).raises(&kError846)};
constexpr ErrorSpec kError848 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes849[] = {call(2).raises(&kError848)};
constexpr ErrorSpec kError850 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes851[] = {call(2).raises(&kError850)};
constexpr Outcome kOutcomes852[] = {call(8).raises(&kError838)};
constexpr Outcome kOutcomes853[] = {call(8).raises(&kError848)};
constexpr ErrorSpec kError854 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes855[] = {call(2).raises(&kError854)};
constexpr ErrorSpec kError856 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes857[] = {call(2).raises(&kError856)};
constexpr ErrorSpec kError858 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes859[] = {call(2).raises(&kError858)};
constexpr ErrorSpec kError860 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes861[] = {call(2).raises(&kError860)};
constexpr ErrorSpec kError862 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes863[] = {call(2).raises(&kError862)};
constexpr ErrorSpec kError864 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes865[] = {call(2).raises(&kError864)};
constexpr ErrorSpec kError866 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes867[] = {call(2).raises(&kError866)};
constexpr Outcome kOutcomes868[] = {call(8).raises(&kError854)};
constexpr Outcome kOutcomes869[] = {call(8).raises(&kError864)};
constexpr ErrorSpec kError870 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes871[] = {call(2).raises(&kError870)};
constexpr ErrorSpec kError872 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes873[] = {call(2).raises(&kError872)};
constexpr ErrorSpec kError874 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes875[] = {call(2).raises(&kError874)};
constexpr ErrorSpec kError876 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes877[] = {call(2).raises(&kError876)};
constexpr ErrorSpec kError878 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes879[] = {call(2).raises(&kError878)};
constexpr ErrorSpec kError880 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes881[] = {call(2).raises(&kError880)};
constexpr ErrorSpec kError882 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes883[] = {call(2).raises(&kError882)};
constexpr Outcome kOutcomes884[] = {call(8).raises(&kError870)};
constexpr Outcome kOutcomes885[] = {call(8).raises(&kError880)};
constexpr ErrorSpec kError886 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes887[] = {call(2).raises(&kError886)};
constexpr ErrorSpec kError888 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes889[] = {call(2).raises(&kError888)};
constexpr ErrorSpec kError890 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes891[] = {call(2).raises(&kError890)};
constexpr ErrorSpec kError892 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes893[] = {call(2).raises(&kError892)};
constexpr ErrorSpec kError894 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes895[] = {call(2).raises(&kError894)};
constexpr ErrorSpec kError896 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes897[] = {call(2).raises(&kError896)};
constexpr ErrorSpec kError898 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes899[] = {call(2).raises(&kError898)};
constexpr Outcome kOutcomes900[] = {call(8).raises(&kError886)};
constexpr Outcome kOutcomes901[] = {call(8).raises(&kError896)};
constexpr ErrorSpec kError902 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes903[] = {call(2).raises(&kError902)};
constexpr ErrorSpec kError904 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes905[] = {call(2).raises(&kError904)};
constexpr ErrorSpec kError906 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes907[] = {call(2).raises(&kError906)};
constexpr ErrorSpec kError908 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes909[] = {call(2).raises(&kError908)};
constexpr ErrorSpec kError910 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes911[] = {call(2).raises(&kError910)};
constexpr ErrorSpec kError912 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes913[] = {call(2).raises(&kError912)};
constexpr ErrorSpec kError914 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes915[] = {call(2).raises(&kError914)};
constexpr Outcome kOutcomes916[] = {call(8).raises(&kError902)};
constexpr Outcome kOutcomes917[] = {call(8).raises(&kError912)};
constexpr Outcome kOutcomes918[] = {call(2).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError919 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes920[] = {call(2).raises(&kError919)};
constexpr ErrorSpec kError921 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes922[] = {call(2).raises(&kError921)};
constexpr ErrorSpec kError923 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes924[] = {call(2).raises(&kError923)};
constexpr Outcome kOutcomes925[] = {call(8).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes926[] = {call(8).raises(&kError919)};
constexpr Outcome kOutcomes927[] = {call(2).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError928 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes929[] = {call(2).raises(&kError928)};
constexpr ErrorSpec kError930 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes931[] = {call(2).raises(&kError930)};
constexpr Outcome kOutcomes932[] = {call(8).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes933[] = {call(8).raises(&kError928)};
constexpr Outcome kOutcomes934[] = {call(2).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError935 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes936[] = {call(2).raises(&kError935)};
constexpr ErrorSpec kError937 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes938[] = {call(2).raises(&kError937)};
constexpr Outcome kOutcomes939[] = {call(8).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes940[] = {call(8).raises(&kError935)};
constexpr Outcome kOutcomes941[] = {call(2).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError942 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes943[] = {call(2).raises(&kError942)};
constexpr Outcome kOutcomes944[] = {call(8).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes945[] = {call(8).raises(&kError942)};
constexpr Outcome kOutcomes946[] = {call(2).raises(&kError30)};
constexpr Outcome kOutcomes947[] = {call(2).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes948[] = {call(8).raises(&kError30)};
constexpr Outcome kOutcomes949[] = {call(2).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes950[] = {call(8).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes951[] = {call(2).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes952[] = {call(8).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ArgSpec kOut953 = tensor_spec(kBool, kInts14);
constexpr Outcome kOutcomes954[] = {call(3).out_tensor(&kOut953).raises(&kError824)};
constexpr ArgSpec kOut955 = tensor_spec(kUInt8, kInts14);
constexpr Outcome kOutcomes956[] = {call(3).out_tensor(&kOut955).raises(&kError840)};
constexpr ArgSpec kOut957 = tensor_spec(kInt8, kInts14);
constexpr Outcome kOutcomes958[] = {call(3).out_tensor(&kOut957).raises(&kError856)};
constexpr ArgSpec kOut959 = tensor_spec(kInt16, kInts14);
constexpr Outcome kOutcomes960[] = {call(3).out_tensor(&kOut959).raises(&kError872)};
constexpr ArgSpec kOut961 = tensor_spec(kInt32, kInts14);
constexpr Outcome kOutcomes962[] = {call(3).out_tensor(&kOut961).raises(&kError888)};
constexpr ArgSpec kOut963 = tensor_spec(kInt64, kInts14);
constexpr Outcome kOutcomes964[] = {call(3).out_tensor(&kOut963).raises(&kError904)};
constexpr ArgSpec kOut965 = tensor_spec(kHalf, kInts14);
constexpr Outcome kOutcomes966[] = {call(3).out_tensor(&kOut965).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut967 = tensor_spec(kBFloat16, kInts14);
constexpr Outcome kOutcomes968[] = {call(3).out_tensor(&kOut967).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut969 = tensor_spec(kFloat, kInts14);
constexpr Outcome kOutcomes970[] = {call(3).out_tensor(&kOut969).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut971 = tensor_spec(kDouble, kInts14);
constexpr Outcome kOutcomes972[] = {call(3).out_tensor(&kOut971).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut973 = tensor_spec(kComplexHalf, kInts14);
constexpr Outcome kOutcomes974[] = {call(3).out_tensor(&kOut973).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut975 = tensor_spec(kComplexFloat, kInts14);
constexpr Outcome kOutcomes976[] = {call(3).out_tensor(&kOut975).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut977 = tensor_spec(kComplexDouble, kInts14);
constexpr Outcome kOutcomes978[] = {call(3).out_tensor(&kOut977).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes979[] = {call(3).out_tensor(&kOut953).raises(&kError826)};
constexpr Outcome kOutcomes980[] = {call(3).out_tensor(&kOut955).raises(&kError842)};
constexpr Outcome kOutcomes981[] = {call(3).out_tensor(&kOut957).raises(&kError858)};
constexpr Outcome kOutcomes982[] = {call(3).out_tensor(&kOut959).raises(&kError874)};
constexpr Outcome kOutcomes983[] = {call(3).out_tensor(&kOut961).raises(&kError890)};
constexpr Outcome kOutcomes984[] = {call(3).out_tensor(&kOut963).raises(&kError906)};
constexpr Outcome kOutcomes985[] = {call(3).out_tensor(&kOut953).raises(&kError822)};
constexpr Outcome kOutcomes986[] = {call(3).out_tensor(&kOut955).raises(&kError838)};
constexpr Outcome kOutcomes987[] = {call(3).out_tensor(&kOut957).raises(&kError854)};
constexpr Outcome kOutcomes988[] = {call(3).out_tensor(&kOut959).raises(&kError870)};
constexpr Outcome kOutcomes989[] = {call(3).out_tensor(&kOut961).raises(&kError886)};
constexpr Outcome kOutcomes990[] = {call(3).out_tensor(&kOut963).raises(&kError902)};
constexpr Outcome kOutcomes991[] = {call(3).out_tensor(&kOut953).raises(&kError828)};
constexpr Outcome kOutcomes992[] = {call(3).out_tensor(&kOut955).raises(&kError844)};
constexpr Outcome kOutcomes993[] = {call(3).out_tensor(&kOut957).raises(&kError860)};
constexpr Outcome kOutcomes994[] = {call(3).out_tensor(&kOut959).raises(&kError876)};
constexpr Outcome kOutcomes995[] = {call(3).out_tensor(&kOut961).raises(&kError892)};
constexpr Outcome kOutcomes996[] = {call(3).out_tensor(&kOut963).raises(&kError908)};
constexpr Outcome kOutcomes997[] = {call(3).out_tensor(&kOut953).raises(&kError832)};
constexpr Outcome kOutcomes998[] = {call(3).out_tensor(&kOut955).raises(&kError848)};
constexpr Outcome kOutcomes999[] = {call(3).out_tensor(&kOut957).raises(&kError864)};
constexpr Outcome kOutcomes1000[] = {call(3).out_tensor(&kOut959).raises(&kError880)};
constexpr Outcome kOutcomes1001[] = {call(3).out_tensor(&kOut961).raises(&kError896)};
constexpr Outcome kOutcomes1002[] = {call(3).out_tensor(&kOut963).raises(&kError912)};
constexpr Outcome kOutcomes1003[] = {call(3).out_tensor(&kOut965).raises(&kError921)};
constexpr Outcome kOutcomes1004[] = {call(3).out_tensor(&kOut967).raises(&kError928)};
constexpr Outcome kOutcomes1005[] = {call(3).out_tensor(&kOut969).raises(&kError935)};
constexpr ErrorSpec kError1006 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1007[] = {call(3).out_tensor(&kOut971).raises(&kError1006)};
constexpr Outcome kOutcomes1008[] = {call(3).out_tensor(&kOut953).raises(&kError834)};
constexpr Outcome kOutcomes1009[] = {call(3).out_tensor(&kOut955).raises(&kError850)};
constexpr Outcome kOutcomes1010[] = {call(3).out_tensor(&kOut957).raises(&kError866)};
constexpr Outcome kOutcomes1011[] = {call(3).out_tensor(&kOut959).raises(&kError882)};
constexpr Outcome kOutcomes1012[] = {call(3).out_tensor(&kOut961).raises(&kError898)};
constexpr Outcome kOutcomes1013[] = {call(3).out_tensor(&kOut963).raises(&kError914)};
constexpr Outcome kOutcomes1014[] = {call(3).out_tensor(&kOut965).raises(&kError923)};
constexpr Outcome kOutcomes1015[] = {call(3).out_tensor(&kOut967).raises(&kError930)};
constexpr Outcome kOutcomes1016[] = {call(3).out_tensor(&kOut969).raises(&kError937)};
constexpr Outcome kOutcomes1017[] = {call(3).out_tensor(&kOut971).raises(&kError942)};
constexpr Case kCasts[] = {
    {"div__inplace__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes823},
    {"div__inplace__bool_dimensioned__uint8_dimensioned", kArgs17, kOutcomes823},
    {"div__inplace__bool_dimensioned__int8_dimensioned", kArgs18, kOutcomes823},
    {"div__inplace__bool_dimensioned__int16_dimensioned", kArgs19, kOutcomes823},
    {"div__inplace__bool_dimensioned__int32_dimensioned", kArgs20, kOutcomes823},
    {"div__inplace__bool_dimensioned__int64_dimensioned", kArgs21, kOutcomes823},
    {"div__inplace__bool_dimensioned__float16_dimensioned", kArgs22, kOutcomes825},
    {"div__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs24, kOutcomes827},
    {"div__inplace__bool_dimensioned__float32_dimensioned", kArgs26, kOutcomes823},
    {"div__inplace__bool_dimensioned__float64_dimensioned", kArgs27, kOutcomes829},
    {"div__inplace__bool_dimensioned__complex32_dimensioned", kArgs29, kOutcomes831},
    {"div__inplace__bool_dimensioned__complex64_dimensioned", kArgs32, kOutcomes833},
    {"div__inplace__bool_dimensioned__complex128_dimensioned", kArgs34, kOutcomes835},
    {"div__inplace__bool_dimensioned__bool_scalar", kArgs49, kOutcomes836},
    {"div__inplace__bool_dimensioned__int_scalar", kArgs51, kOutcomes836},
    {"div__inplace__bool_dimensioned__float_scalar", kArgs52, kOutcomes836},
    {"div__inplace__bool_dimensioned__complex_scalar", kArgs53, kOutcomes837},
    {"div__inplace__uint8_dimensioned__bool_dimensioned", kArgs55, kOutcomes839},
    {"div__inplace__uint8_dimensioned__uint8_dimensioned", kArgs56, kOutcomes839},
    {"div__inplace__uint8_dimensioned__int8_dimensioned", kArgs57, kOutcomes839},
    {"div__inplace__uint8_dimensioned__int16_dimensioned", kArgs58, kOutcomes839},
    {"div__inplace__uint8_dimensioned__int32_dimensioned", kArgs59, kOutcomes839},
    {"div__inplace__uint8_dimensioned__int64_dimensioned", kArgs60, kOutcomes839},
    {"div__inplace__uint8_dimensioned__float16_dimensioned", kArgs61, kOutcomes841},
    {"div__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs62, kOutcomes843},
    {"div__inplace__uint8_dimensioned__float32_dimensioned", kArgs63, kOutcomes839},
    {"div__inplace__uint8_dimensioned__float64_dimensioned", kArgs64, kOutcomes845},
    {"div__inplace__uint8_dimensioned__complex32_dimensioned", kArgs65, kOutcomes847},
    {"div__inplace__uint8_dimensioned__complex64_dimensioned", kArgs66, kOutcomes849},
    {"div__inplace__uint8_dimensioned__complex128_dimensioned", kArgs67, kOutcomes851},
    {"div__inplace__uint8_dimensioned__bool_scalar", kArgs81, kOutcomes852},
    {"div__inplace__uint8_dimensioned__int_scalar", kArgs82, kOutcomes852},
    {"div__inplace__uint8_dimensioned__float_scalar", kArgs83, kOutcomes852},
    {"div__inplace__uint8_dimensioned__complex_scalar", kArgs84, kOutcomes853},
    {"div__inplace__int8_dimensioned__bool_dimensioned", kArgs85, kOutcomes855},
    {"div__inplace__int8_dimensioned__uint8_dimensioned", kArgs86, kOutcomes855},
    {"div__inplace__int8_dimensioned__int8_dimensioned", kArgs87, kOutcomes855},
    {"div__inplace__int8_dimensioned__int16_dimensioned", kArgs88, kOutcomes855},
    {"div__inplace__int8_dimensioned__int32_dimensioned", kArgs89, kOutcomes855},
    {"div__inplace__int8_dimensioned__int64_dimensioned", kArgs90, kOutcomes855},
    {"div__inplace__int8_dimensioned__float16_dimensioned", kArgs91, kOutcomes857},
    {"div__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs92, kOutcomes859},
    {"div__inplace__int8_dimensioned__float32_dimensioned", kArgs93, kOutcomes855},
    {"div__inplace__int8_dimensioned__float64_dimensioned", kArgs94, kOutcomes861},
    {"div__inplace__int8_dimensioned__complex32_dimensioned", kArgs95, kOutcomes863},
    {"div__inplace__int8_dimensioned__complex64_dimensioned", kArgs96, kOutcomes865},
    {"div__inplace__int8_dimensioned__complex128_dimensioned", kArgs97, kOutcomes867},
    {"div__inplace__int8_dimensioned__bool_scalar", kArgs111, kOutcomes868},
    {"div__inplace__int8_dimensioned__int_scalar", kArgs112, kOutcomes868},
    {"div__inplace__int8_dimensioned__float_scalar", kArgs113, kOutcomes868},
    {"div__inplace__int8_dimensioned__complex_scalar", kArgs114, kOutcomes869},
    {"div__inplace__int16_dimensioned__bool_dimensioned", kArgs115, kOutcomes871},
    {"div__inplace__int16_dimensioned__uint8_dimensioned", kArgs116, kOutcomes871},
    {"div__inplace__int16_dimensioned__int8_dimensioned", kArgs117, kOutcomes871},
    {"div__inplace__int16_dimensioned__int16_dimensioned", kArgs118, kOutcomes871},
    {"div__inplace__int16_dimensioned__int32_dimensioned", kArgs119, kOutcomes871},
    {"div__inplace__int16_dimensioned__int64_dimensioned", kArgs120, kOutcomes871},
    {"div__inplace__int16_dimensioned__float16_dimensioned", kArgs121, kOutcomes873},
    {"div__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs122, kOutcomes875},
    {"div__inplace__int16_dimensioned__float32_dimensioned", kArgs123, kOutcomes871},
    {"div__inplace__int16_dimensioned__float64_dimensioned", kArgs124, kOutcomes877},
    {"div__inplace__int16_dimensioned__complex32_dimensioned", kArgs125, kOutcomes879},
    {"div__inplace__int16_dimensioned__complex64_dimensioned", kArgs126, kOutcomes881},
    {"div__inplace__int16_dimensioned__complex128_dimensioned", kArgs127, kOutcomes883},
    {"div__inplace__int16_dimensioned__bool_scalar", kArgs141, kOutcomes884},
    {"div__inplace__int16_dimensioned__int_scalar", kArgs142, kOutcomes884},
    {"div__inplace__int16_dimensioned__float_scalar", kArgs143, kOutcomes884},
    {"div__inplace__int16_dimensioned__complex_scalar", kArgs144, kOutcomes885},
    {"div__inplace__int32_dimensioned__bool_dimensioned", kArgs145, kOutcomes887},
    {"div__inplace__int32_dimensioned__uint8_dimensioned", kArgs146, kOutcomes887},
    {"div__inplace__int32_dimensioned__int8_dimensioned", kArgs147, kOutcomes887},
    {"div__inplace__int32_dimensioned__int16_dimensioned", kArgs148, kOutcomes887},
    {"div__inplace__int32_dimensioned__int32_dimensioned", kArgs149, kOutcomes887},
    {"div__inplace__int32_dimensioned__int64_dimensioned", kArgs150, kOutcomes887},
    {"div__inplace__int32_dimensioned__float16_dimensioned", kArgs151, kOutcomes889},
    {"div__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs152, kOutcomes891},
    {"div__inplace__int32_dimensioned__float32_dimensioned", kArgs153, kOutcomes887},
    {"div__inplace__int32_dimensioned__float64_dimensioned", kArgs154, kOutcomes893},
    {"div__inplace__int32_dimensioned__complex32_dimensioned", kArgs155, kOutcomes895},
    {"div__inplace__int32_dimensioned__complex64_dimensioned", kArgs156, kOutcomes897},
    {"div__inplace__int32_dimensioned__complex128_dimensioned", kArgs157, kOutcomes899},
    {"div__inplace__int32_dimensioned__bool_scalar", kArgs171, kOutcomes900},
    {"div__inplace__int32_dimensioned__int_scalar", kArgs172, kOutcomes900},
    {"div__inplace__int32_dimensioned__float_scalar", kArgs173, kOutcomes900},
    {"div__inplace__int32_dimensioned__complex_scalar", kArgs174, kOutcomes901},
    {"div__inplace__int64_dimensioned__bool_dimensioned", kArgs175, kOutcomes903},
    {"div__inplace__int64_dimensioned__uint8_dimensioned", kArgs176, kOutcomes903},
    {"div__inplace__int64_dimensioned__int8_dimensioned", kArgs177, kOutcomes903},
    {"div__inplace__int64_dimensioned__int16_dimensioned", kArgs178, kOutcomes903},
    {"div__inplace__int64_dimensioned__int32_dimensioned", kArgs179, kOutcomes903},
    {"div__inplace__int64_dimensioned__int64_dimensioned", kArgs180, kOutcomes903},
    {"div__inplace__int64_dimensioned__float16_dimensioned", kArgs181, kOutcomes905},
    {"div__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs182, kOutcomes907},
    {"div__inplace__int64_dimensioned__float32_dimensioned", kArgs183, kOutcomes903},
    {"div__inplace__int64_dimensioned__float64_dimensioned", kArgs184, kOutcomes909},
    {"div__inplace__int64_dimensioned__complex32_dimensioned", kArgs185, kOutcomes911},
    {"div__inplace__int64_dimensioned__complex64_dimensioned", kArgs186, kOutcomes913},
    {"div__inplace__int64_dimensioned__complex128_dimensioned", kArgs187, kOutcomes915},
    {"div__inplace__int64_dimensioned__bool_scalar", kArgs201, kOutcomes916},
    {"div__inplace__int64_dimensioned__int_scalar", kArgs202, kOutcomes916},
    {"div__inplace__int64_dimensioned__float_scalar", kArgs203, kOutcomes916},
    {"div__inplace__int64_dimensioned__complex_scalar", kArgs204, kOutcomes917},
    {"div__inplace__float16_dimensioned__bool_dimensioned", kArgs205, kOutcomes918},
    {"div__inplace__float16_dimensioned__uint8_dimensioned", kArgs206, kOutcomes918},
    {"div__inplace__float16_dimensioned__int8_dimensioned", kArgs207, kOutcomes918},
    {"div__inplace__float16_dimensioned__int16_dimensioned", kArgs208, kOutcomes918},
    {"div__inplace__float16_dimensioned__int32_dimensioned", kArgs209, kOutcomes918},
    {"div__inplace__float16_dimensioned__int64_dimensioned", kArgs210, kOutcomes918},
    {"div__inplace__float16_dimensioned__float16_dimensioned", kArgs211, kOutcomes918},
    {"div__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs212, kOutcomes918},
    {"div__inplace__float16_dimensioned__float32_dimensioned", kArgs213, kOutcomes918},
    {"div__inplace__float16_dimensioned__float64_dimensioned", kArgs214, kOutcomes918},
    {"div__inplace__float16_dimensioned__complex32_dimensioned", kArgs215, kOutcomes920},
    {"div__inplace__float16_dimensioned__complex64_dimensioned", kArgs216, kOutcomes922},
    {"div__inplace__float16_dimensioned__complex128_dimensioned", kArgs217, kOutcomes924},
    {"div__inplace__float16_dimensioned__bool_scalar", kArgs231, kOutcomes925},
    {"div__inplace__float16_dimensioned__int_scalar", kArgs233, kOutcomes925},
    {"div__inplace__float16_dimensioned__float_scalar", kArgs234, kOutcomes925},
    {"div__inplace__float16_dimensioned__complex_scalar", kArgs235, kOutcomes926},
    {"div__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs237, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs238, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs239, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs240, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs241, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs242, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs243, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs244, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs245, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs246, kOutcomes927},
    {"div__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs247, kOutcomes929},
    {"div__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs248, kOutcomes929},
    {"div__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs249, kOutcomes931},
    {"div__inplace__bfloat16_dimensioned__bool_scalar", kArgs263, kOutcomes932},
    {"div__inplace__bfloat16_dimensioned__int_scalar", kArgs265, kOutcomes932},
    {"div__inplace__bfloat16_dimensioned__float_scalar", kArgs266, kOutcomes932},
    {"div__inplace__bfloat16_dimensioned__complex_scalar", kArgs267, kOutcomes933},
    {"div__inplace__float32_dimensioned__bool_dimensioned", kArgs268, kOutcomes934},
    {"div__inplace__float32_dimensioned__uint8_dimensioned", kArgs269, kOutcomes934},
    {"div__inplace__float32_dimensioned__int8_dimensioned", kArgs270, kOutcomes934},
    {"div__inplace__float32_dimensioned__int16_dimensioned", kArgs271, kOutcomes934},
    {"div__inplace__float32_dimensioned__int32_dimensioned", kArgs272, kOutcomes934},
    {"div__inplace__float32_dimensioned__int64_dimensioned", kArgs273, kOutcomes934},
    {"div__inplace__float32_dimensioned__float16_dimensioned", kArgs274, kOutcomes934},
    {"div__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs275, kOutcomes934},
    {"div__inplace__float32_dimensioned__float32_dimensioned", kArgs276, kOutcomes934},
    {"div__inplace__float32_dimensioned__float64_dimensioned", kArgs277, kOutcomes934},
    {"div__inplace__float32_dimensioned__complex32_dimensioned", kArgs278, kOutcomes936},
    {"div__inplace__float32_dimensioned__complex64_dimensioned", kArgs279, kOutcomes936},
    {"div__inplace__float32_dimensioned__complex128_dimensioned", kArgs280, kOutcomes938},
    {"div__inplace__float32_dimensioned__bool_scalar", kArgs294, kOutcomes939},
    {"div__inplace__float32_dimensioned__int_scalar", kArgs295, kOutcomes939},
    {"div__inplace__float32_dimensioned__float_scalar", kArgs296, kOutcomes939},
    {"div__inplace__float32_dimensioned__complex_scalar", kArgs297, kOutcomes940},
    {"div__inplace__float64_dimensioned__bool_dimensioned", kArgs298, kOutcomes941},
    {"div__inplace__float64_dimensioned__uint8_dimensioned", kArgs299, kOutcomes941},
    {"div__inplace__float64_dimensioned__int8_dimensioned", kArgs300, kOutcomes941},
    {"div__inplace__float64_dimensioned__int16_dimensioned", kArgs301, kOutcomes941},
    {"div__inplace__float64_dimensioned__int32_dimensioned", kArgs302, kOutcomes941},
    {"div__inplace__float64_dimensioned__int64_dimensioned", kArgs303, kOutcomes941},
    {"div__inplace__float64_dimensioned__float16_dimensioned", kArgs304, kOutcomes941},
    {"div__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs305, kOutcomes941},
    {"div__inplace__float64_dimensioned__float32_dimensioned", kArgs306, kOutcomes941},
    {"div__inplace__float64_dimensioned__float64_dimensioned", kArgs307, kOutcomes941},
    {"div__inplace__float64_dimensioned__complex32_dimensioned", kArgs308, kOutcomes943},
    {"div__inplace__float64_dimensioned__complex64_dimensioned", kArgs309, kOutcomes943},
    {"div__inplace__float64_dimensioned__complex128_dimensioned", kArgs310, kOutcomes943},
    {"div__inplace__float64_dimensioned__bool_scalar", kArgs324, kOutcomes944},
    {"div__inplace__float64_dimensioned__int_scalar", kArgs326, kOutcomes944},
    {"div__inplace__float64_dimensioned__float_scalar", kArgs327, kOutcomes944},
    {"div__inplace__float64_dimensioned__complex_scalar", kArgs328, kOutcomes945},
    {"div__inplace__complex32_dimensioned__bool_dimensioned", kArgs330, kOutcomes946},
    {"div__inplace__complex32_dimensioned__uint8_dimensioned", kArgs331, kOutcomes946},
    {"div__inplace__complex32_dimensioned__int8_dimensioned", kArgs332, kOutcomes946},
    {"div__inplace__complex32_dimensioned__int16_dimensioned", kArgs333, kOutcomes946},
    {"div__inplace__complex32_dimensioned__int32_dimensioned", kArgs334, kOutcomes946},
    {"div__inplace__complex32_dimensioned__int64_dimensioned", kArgs335, kOutcomes946},
    {"div__inplace__complex32_dimensioned__float16_dimensioned", kArgs336, kOutcomes946},
    {"div__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs337, kOutcomes947},
    {"div__inplace__complex32_dimensioned__float32_dimensioned", kArgs338, kOutcomes947},
    {"div__inplace__complex32_dimensioned__float64_dimensioned", kArgs339, kOutcomes947},
    {"div__inplace__complex32_dimensioned__complex32_dimensioned", kArgs340, kOutcomes946},
    {"div__inplace__complex32_dimensioned__complex64_dimensioned", kArgs341, kOutcomes947},
    {"div__inplace__complex32_dimensioned__complex128_dimensioned", kArgs342, kOutcomes947},
    {"div__inplace__complex32_dimensioned__bool_scalar", kArgs356, kOutcomes948},
    {"div__inplace__complex32_dimensioned__int_scalar", kArgs357, kOutcomes948},
    {"div__inplace__complex32_dimensioned__float_scalar", kArgs358, kOutcomes948},
    {"div__inplace__complex32_dimensioned__complex_scalar", kArgs359, kOutcomes948},
    {"div__inplace__complex64_dimensioned__bool_dimensioned", kArgs360, kOutcomes949},
    {"div__inplace__complex64_dimensioned__uint8_dimensioned", kArgs361, kOutcomes949},
    {"div__inplace__complex64_dimensioned__int8_dimensioned", kArgs362, kOutcomes949},
    {"div__inplace__complex64_dimensioned__int16_dimensioned", kArgs363, kOutcomes949},
    {"div__inplace__complex64_dimensioned__int32_dimensioned", kArgs364, kOutcomes949},
    {"div__inplace__complex64_dimensioned__int64_dimensioned", kArgs365, kOutcomes949},
    {"div__inplace__complex64_dimensioned__float16_dimensioned", kArgs366, kOutcomes949},
    {"div__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs367, kOutcomes949},
    {"div__inplace__complex64_dimensioned__float32_dimensioned", kArgs368, kOutcomes949},
    {"div__inplace__complex64_dimensioned__float64_dimensioned", kArgs369, kOutcomes949},
    {"div__inplace__complex64_dimensioned__complex32_dimensioned", kArgs370, kOutcomes949},
    {"div__inplace__complex64_dimensioned__complex64_dimensioned", kArgs371, kOutcomes949},
    {"div__inplace__complex64_dimensioned__complex128_dimensioned", kArgs372, kOutcomes949},
    {"div__inplace__complex64_dimensioned__bool_scalar", kArgs386, kOutcomes950},
    {"div__inplace__complex64_dimensioned__int_scalar", kArgs387, kOutcomes950},
    {"div__inplace__complex64_dimensioned__float_scalar", kArgs388, kOutcomes950},
    {"div__inplace__complex64_dimensioned__complex_scalar", kArgs389, kOutcomes950},
    {"div__inplace__complex128_dimensioned__bool_dimensioned", kArgs390, kOutcomes951},
    {"div__inplace__complex128_dimensioned__uint8_dimensioned", kArgs391, kOutcomes951},
    {"div__inplace__complex128_dimensioned__int8_dimensioned", kArgs392, kOutcomes951},
    {"div__inplace__complex128_dimensioned__int16_dimensioned", kArgs393, kOutcomes951},
    {"div__inplace__complex128_dimensioned__int32_dimensioned", kArgs394, kOutcomes951},
    {"div__inplace__complex128_dimensioned__int64_dimensioned", kArgs395, kOutcomes951},
    {"div__inplace__complex128_dimensioned__float16_dimensioned", kArgs396, kOutcomes951},
    {"div__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs397, kOutcomes951},
    {"div__inplace__complex128_dimensioned__float32_dimensioned", kArgs398, kOutcomes951},
    {"div__inplace__complex128_dimensioned__float64_dimensioned", kArgs399, kOutcomes951},
    {"div__inplace__complex128_dimensioned__complex32_dimensioned", kArgs400, kOutcomes951},
    {"div__inplace__complex128_dimensioned__complex64_dimensioned", kArgs401, kOutcomes951},
    {"div__inplace__complex128_dimensioned__complex128_dimensioned", kArgs402, kOutcomes951},
    {"div__inplace__complex128_dimensioned__bool_scalar", kArgs416, kOutcomes952},
    {"div__inplace__complex128_dimensioned__int_scalar", kArgs417, kOutcomes952},
    {"div__inplace__complex128_dimensioned__float_scalar", kArgs418, kOutcomes952},
    {"div__inplace__complex128_dimensioned__complex_scalar", kArgs419, kOutcomes952},
    {"div__out__float16__to__bool", kArgs211, kOutcomes954},
    {"div__out__float16__to__uint8", kArgs211, kOutcomes956},
    {"div__out__float16__to__int8", kArgs211, kOutcomes958},
    {"div__out__float16__to__int16", kArgs211, kOutcomes960},
    {"div__out__float16__to__int32", kArgs211, kOutcomes962},
    {"div__out__float16__to__int64", kArgs211, kOutcomes964},
    {"div__out__float16__to__float16", kArgs211, kOutcomes966},
    {"div__out__float16__to__bfloat16", kArgs211, kOutcomes968},
    {"div__out__float16__to__float32", kArgs211, kOutcomes970},
    {"div__out__float16__to__float64", kArgs211, kOutcomes972},
    {"div__out__float16__to__complex32", kArgs211, kOutcomes974},
    {"div__out__float16__to__complex64", kArgs211, kOutcomes976},
    {"div__out__float16__to__complex128", kArgs211, kOutcomes978},
    {"div__out__bfloat16__to__bool", kArgs244, kOutcomes979},
    {"div__out__bfloat16__to__uint8", kArgs244, kOutcomes980},
    {"div__out__bfloat16__to__int8", kArgs244, kOutcomes981},
    {"div__out__bfloat16__to__int16", kArgs244, kOutcomes982},
    {"div__out__bfloat16__to__int32", kArgs244, kOutcomes983},
    {"div__out__bfloat16__to__int64", kArgs244, kOutcomes984},
    {"div__out__bfloat16__to__float16", kArgs244, kOutcomes966},
    {"div__out__bfloat16__to__bfloat16", kArgs244, kOutcomes968},
    {"div__out__bfloat16__to__float32", kArgs244, kOutcomes970},
    {"div__out__bfloat16__to__float64", kArgs244, kOutcomes972},
    {"div__out__bfloat16__to__complex32", kArgs244, kOutcomes974},
    {"div__out__bfloat16__to__complex64", kArgs244, kOutcomes976},
    {"div__out__bfloat16__to__complex128", kArgs244, kOutcomes978},
    {"div__out__float32__to__bool", kArgs276, kOutcomes985},
    {"div__out__float32__to__uint8", kArgs276, kOutcomes986},
    {"div__out__float32__to__int8", kArgs276, kOutcomes987},
    {"div__out__float32__to__int16", kArgs276, kOutcomes988},
    {"div__out__float32__to__int32", kArgs276, kOutcomes989},
    {"div__out__float32__to__int64", kArgs276, kOutcomes990},
    {"div__out__float32__to__float16", kArgs276, kOutcomes966},
    {"div__out__float32__to__bfloat16", kArgs276, kOutcomes968},
    {"div__out__float32__to__float32", kArgs276, kOutcomes970},
    {"div__out__float32__to__float64", kArgs276, kOutcomes972},
    {"div__out__float32__to__complex32", kArgs276, kOutcomes974},
    {"div__out__float32__to__complex64", kArgs276, kOutcomes976},
    {"div__out__float32__to__complex128", kArgs276, kOutcomes978},
    {"div__out__float64__to__bool", kArgs307, kOutcomes991},
    {"div__out__float64__to__uint8", kArgs307, kOutcomes992},
    {"div__out__float64__to__int8", kArgs307, kOutcomes993},
    {"div__out__float64__to__int16", kArgs307, kOutcomes994},
    {"div__out__float64__to__int32", kArgs307, kOutcomes995},
    {"div__out__float64__to__int64", kArgs307, kOutcomes996},
    {"div__out__float64__to__float16", kArgs307, kOutcomes966},
    {"div__out__float64__to__bfloat16", kArgs307, kOutcomes968},
    {"div__out__float64__to__float32", kArgs307, kOutcomes970},
    {"div__out__float64__to__float64", kArgs307, kOutcomes972},
    {"div__out__float64__to__complex32", kArgs307, kOutcomes974},
    {"div__out__float64__to__complex64", kArgs307, kOutcomes976},
    {"div__out__float64__to__complex128", kArgs307, kOutcomes978},
    {"div__out__complex64__to__bool", kArgs371, kOutcomes997},
    {"div__out__complex64__to__uint8", kArgs371, kOutcomes998},
    {"div__out__complex64__to__int8", kArgs371, kOutcomes999},
    {"div__out__complex64__to__int16", kArgs371, kOutcomes1000},
    {"div__out__complex64__to__int32", kArgs371, kOutcomes1001},
    {"div__out__complex64__to__int64", kArgs371, kOutcomes1002},
    {"div__out__complex64__to__float16", kArgs371, kOutcomes1003},
    {"div__out__complex64__to__bfloat16", kArgs371, kOutcomes1004},
    {"div__out__complex64__to__float32", kArgs371, kOutcomes1005},
    {"div__out__complex64__to__float64", kArgs371, kOutcomes1007},
    {"div__out__complex64__to__complex32", kArgs371, kOutcomes974},
    {"div__out__complex64__to__complex64", kArgs371, kOutcomes976},
    {"div__out__complex64__to__complex128", kArgs371, kOutcomes978},
    {"div__out__complex128__to__bool", kArgs402, kOutcomes1008},
    {"div__out__complex128__to__uint8", kArgs402, kOutcomes1009},
    {"div__out__complex128__to__int8", kArgs402, kOutcomes1010},
    {"div__out__complex128__to__int16", kArgs402, kOutcomes1011},
    {"div__out__complex128__to__int32", kArgs402, kOutcomes1012},
    {"div__out__complex128__to__int64", kArgs402, kOutcomes1013},
    {"div__out__complex128__to__float16", kArgs402, kOutcomes1014},
    {"div__out__complex128__to__bfloat16", kArgs402, kOutcomes1015},
    {"div__out__complex128__to__float32", kArgs402, kOutcomes1016},
    {"div__out__complex128__to__float64", kArgs402, kOutcomes1017},
    {"div__out__complex128__to__complex32", kArgs402, kOutcomes974},
    {"div__out__complex128__to__complex64", kArgs402, kOutcomes976},
    {"div__out__complex128__to__complex128", kArgs402, kOutcomes978},
};
constexpr int64_t kInts1018[] = {2, 3};
constexpr int64_t kInts1019[] = {3};
constexpr ArgSpec kArgs1020[] = {tensor_spec(kFloat, kInts1018), tensor_spec(kFloat, kInts1019)};
constexpr Outcome kOutcomes1021[] = {call(0).shape(kInts1018)};
constexpr ArgSpec kArgs1022[] = {tensor_spec(kFloat, kInts1019), tensor_spec(kFloat, kInts1018)};
constexpr int64_t kInts1023[] = {2, 1};
constexpr int64_t kInts1024[] = {1, 3};
constexpr ArgSpec kArgs1025[] = {tensor_spec(kFloat, kInts1023), tensor_spec(kFloat, kInts1024)};
constexpr ArgSpec kArgs1026[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts1018)};
constexpr ArgSpec kArgs1027[] = {tensor_spec(kFloat, kInts1018), tensor_spec(kFloat)};
constexpr int64_t kInts1028[] = {0, 3};
constexpr ArgSpec kArgs1029[] = {tensor_spec(kFloat, kInts1028), tensor_spec(kFloat, kInts1024)};
constexpr Outcome kOutcomes1030[] = {call(0).shape(kInts1028)};
constexpr int64_t kInts1031[] = {4, 1, 3};
constexpr ArgSpec kArgs1032[] = {tensor_spec(kFloat, kInts1031), tensor_spec(kFloat, kInts1023)};
constexpr int64_t kInts1033[] = {4, 2, 3};
constexpr Outcome kOutcomes1034[] = {call(0).shape(kInts1033)};
constexpr ArgSpec kArgs1035[] = {tensor_spec(kFloat, kInts1018), tensor_spec(kFloat, kInts14)};
constexpr ErrorSpec kError1036 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1037[] = {call(0).raises(&kError1036)};
constexpr ArgSpec kArgs1038[] = {tensor_spec(kFloat, kInts5), tensor_spec(kFloat, kInts14)};
constexpr ErrorSpec kError1039 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1040[] = {call(0).raises(&kError1039)};
constexpr int64_t kInts1041[] = {2, 3, 4};
constexpr int64_t kInts1042[] = {3, 1, 5};
constexpr ArgSpec kArgs1043[] = {tensor_spec(kFloat, kInts1041), tensor_spec(kFloat, kInts1042)};
constexpr ErrorSpec kError1044 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1045[] = {call(0).raises(&kError1044)};
constexpr Outcome kOutcomes1046[] = {call(2).shape(kInts1018).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1047[] = {tensor_spec(kFloat, kInts1018), tensor_spec(kFloat, kInts1024)};
constexpr ErrorSpec kError1048 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1049[] = {call(2).raises(&kError1048)};
constexpr ArgSpec kArgs1050[] = {tensor_spec(kFloat, kInts1024), tensor_spec(kFloat, kInts1018)};
constexpr ErrorSpec kError1051 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1052[] = {call(2).raises(&kError1051)};
constexpr ErrorSpec kError1053 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes1054[] = {call(2).raises(&kError1053)};
constexpr Outcome kOutcomes1055[] = {call(2).raises(&kError1036)};
constexpr ArgSpec kArgs1056[] = {tensor_spec(kFloat, kInts1018), tensor_spec(kFloat, kInts1018)};
constexpr ArgSpec kOut1057 = tensor_spec(kFloat, kInts1018);
constexpr Outcome kOutcomes1058[] = {call(3).out_tensor(&kOut1057).shape(kInts1018).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1059[] = {call(3).out_tensor(&kOut6).shape(kInts1018).same_as(SameAs::Out)};
constexpr int64_t kInts1060[] = {6};
constexpr ArgSpec kOut1061 = tensor_spec(kFloat, kInts1060);
constexpr Outcome kOutcomes1062[] = {call(3).out_tensor(&kOut1061).shape(kInts1018).same_as(SameAs::Out)};
constexpr int64_t kInts1063[] = {3, 2};
constexpr ArgSpec kOut1064 = tensor_spec(kFloat, kInts1063);
constexpr Outcome kOutcomes1065[] = {call(3).out_tensor(&kOut1064).shape(kInts1018).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"div__broadcast__2x3__3", kArgs1020, kOutcomes1021},
    {"div__broadcast__3__2x3", kArgs1022, kOutcomes1021},
    {"div__broadcast__2x1__1x3", kArgs1025, kOutcomes1021},
    {"div__broadcast__scalar__2x3", kArgs1026, kOutcomes1021},
    {"div__broadcast__2x3__scalar", kArgs1027, kOutcomes1021},
    {"div__broadcast__0x3__1x3", kArgs1029, kOutcomes1030},
    {"div__broadcast__4x1x3__2x1", kArgs1032, kOutcomes1034},
    {"div__broadcast__2x3__2", kArgs1035, kOutcomes1037},
    {"div__broadcast__0__2", kArgs1038, kOutcomes1040},
    {"div__broadcast__2x3x4__3x1x5", kArgs1043, kOutcomes1045},
    {"div__inplace__2x3__3", kArgs1020, kOutcomes1046},
    {"div__inplace__2x3__1x3", kArgs1047, kOutcomes1046},
    {"div__inplace__2x3__scalar", kArgs1027, kOutcomes1046},
    {"div__inplace__3__2x3", kArgs1022, kOutcomes1049},
    {"div__inplace__1x3__2x3", kArgs1050, kOutcomes1052},
    {"div__inplace__scalar__2", kArgs678, kOutcomes1054},
    {"div__inplace__2x3__2", kArgs1035, kOutcomes1055},
    {"div__out__2x3", kArgs1056, kOutcomes1058},
    {"div__out__0", kArgs1056, kOutcomes1059},
    {"div__out__6", kArgs1056, kOutcomes1062},
    {"div__out__3x2", kArgs1056, kOutcomes1065},
};
constexpr const char* kNames1066[] = {"N", "C"};
constexpr ArgSpec kArgs1067[] = {tensor_spec(kFloat, kInts1018, {}, kNames1066), tensor_spec(kFloat, kInts1018, {}, kNames1066)};
constexpr const char* kNames1068[] = {"A", "C"};
constexpr ArgSpec kOut1069 = tensor_spec(kFloat, kInts1018, {}, kNames1068);
constexpr ErrorSpec kError1070 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1071[] = {call(0).names(kNames1066), call(3).out_tensor(&kOut6).names(kNames1066).same_as(SameAs::Out), call(3).out_tensor(&kOut1069).raises(&kError1070), call(2).names(kNames1066).same_as(SameAs::Self)};
constexpr const char* kNames1072[] = {"C"};
constexpr ArgSpec kArgs1073[] = {tensor_spec(kFloat, kInts1018, {}, kNames1066), tensor_spec(kFloat, kInts1019, {}, kNames1072)};
constexpr const char* kNames1074[] = {nullptr, "C"};
constexpr ArgSpec kArgs1075[] = {tensor_spec(kFloat, kInts1018, {}, kNames1066), tensor_spec(kFloat, kInts1018, {}, kNames1074)};
constexpr ArgSpec kArgs1076[] = {tensor_spec(kFloat, kInts1018, {}, kNames1066), tensor_spec(kFloat, kInts1018)};
constexpr ArgSpec kArgs1077[] = {tensor_spec(kFloat, kInts1018), tensor_spec(kFloat, kInts1018, {}, kNames1066)};
constexpr const char* kNames1078[] = {"N", "D"};
constexpr ArgSpec kArgs1079[] = {tensor_spec(kFloat, kInts1018, {}, kNames1066), tensor_spec(kFloat, kInts1018, {}, kNames1078)};
constexpr ErrorSpec kError1080 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1081[] = {call(0).raises(&kError1080)};
constexpr const char* kNames1082[] = {"N"};
constexpr ArgSpec kArgs1083[] = {tensor_spec(kFloat, kInts1018, {}, kNames1066), tensor_spec(kFloat, kInts1019, {}, kNames1082)};
constexpr ErrorSpec kError1084 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1085[] = {call(0).raises(&kError1084)};
constexpr const char* kNames1086[] = {"N", nullptr};
constexpr const char* kNames1087[] = {nullptr, "N"};
constexpr ArgSpec kArgs1088[] = {tensor_spec(kFloat, kInts1018, {}, kNames1086), tensor_spec(kFloat, kInts1018, {}, kNames1087)};
constexpr ErrorSpec kError1089 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes1090[] = {call(0).raises(&kError1089)};
constexpr Case kNames[] = {
    {"div__same_names", kArgs1067, kOutcomes1071},
    {"div__names_from_right", kArgs1073, kOutcomes1071},
    {"div__wildcard_matches", kArgs1075, kOutcomes1071},
    {"div__unnamed_second", kArgs1076, kOutcomes1071},
    {"div__unnamed_first", kArgs1077, kOutcomes1071},
    {"div__mismatch", kArgs1079, kOutcomes1081},
    {"div__mismatch_from_right", kArgs1083, kOutcomes1085},
    {"div__misaligned", kArgs1088, kOutcomes1090},
};
constexpr Num kNums1091[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums1092[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1093[] = {tensor_spec(kBool, kInts0, kNums1091), tensor_spec(kBool, kInts0, kNums1092)};
constexpr Num kNums1094[] = {{kNaN, 0}, {kInf, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {kNaN, 0}, {kInf, 0}, {1.0, 0}, {0.0, 0}, {kNaN, 0}, {1.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1095[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1094), call(2).raises(&kError822), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1094).same_as(SameAs::Out)};
constexpr Num kNums1096[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums1097[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs1098[] = {tensor_spec(kUInt8, kInts0, kNums1096), tensor_spec(kUInt8, kInts0, kNums1097)};
constexpr Num kNums1099[] = {{0.0, 0}, {1.5, 0}, {2.3333332538604736, 0}, {62.5, 0}, {51.0, 0}, {0.1666666716337204, 0}, {12.0, 0}, {50.0, 0}, {1.6666666269302368, 0}, {0.5, 0}, {1.7999999523162842, 0}, {1.0, 0}};
constexpr Outcome kOutcomes1100[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1099), call(2).raises(&kError838), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1099).same_as(SameAs::Out)};
constexpr Num kNums1101[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums1102[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs1103[] = {tensor_spec(kInt8, kInts0, kNums1101), tensor_spec(kInt8, kInts0, kNums1102)};
constexpr Num kNums1104[] = {{-5.0, 0}, {0.0, 0}, {1.0, 0}, {1.75, 0}, {-0.4000000059604645, 0}, {0.1666666716337204, 0}, {12.0, 0}, {50.0, 0}, {-33.33333206176758, 0}, {1.25, 0}, {0.4000000059604645, 0}, {1.5, 0}};
constexpr Outcome kOutcomes1105[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1104), call(2).raises(&kError854), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1106[] = {tensor_spec(kInt16, kInts0, kNums1101), tensor_spec(kInt16, kInts0, kNums1102)};
constexpr Outcome kOutcomes1107[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1104), call(2).raises(&kError870), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1108[] = {tensor_spec(kInt32, kInts0, kNums1101), tensor_spec(kInt32, kInts0, kNums1102)};
constexpr Outcome kOutcomes1109[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1104), call(2).raises(&kError886), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1110[] = {tensor_spec(kInt64, kInts0, kNums1101), tensor_spec(kInt64, kInts0, kNums1102)};
constexpr Outcome kOutcomes1111[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1104), call(2).raises(&kError902), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1112[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2)};
constexpr Num kNums1113[] = {{kInf, 0}, {-2.5, 0}, {1.0, 0}, {0.0, 0}, {kNaN, 0}, {-11.0, 0}, {-0.125, 0}, {-5.0, 0}, {0.1666259765625, 0}, {-5.0, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1114 = tensor_spec(kHalf, kInts5);
constexpr Outcome kOutcomes1115[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1113), call(2).dtype(kHalf).shape(kInts0).values(kNums1113).same_as(SameAs::Self), call(3).out_tensor(&kOut1114).dtype(kHalf).shape(kInts0).values(kNums1113).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1116[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Num kNums1117[] = {{kInf, 0}, {-2.5, 0}, {1.0, 0}, {0.0, 0}, {kNaN, 0}, {-11.0, 0}, {-0.125, 0}, {-5.0, 0}, {0.1669921875, 0}, {-5.0, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1118 = tensor_spec(kBFloat16, kInts5);
constexpr Outcome kOutcomes1119[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1117), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1117).same_as(SameAs::Self), call(3).out_tensor(&kOut1118).dtype(kBFloat16).shape(kInts0).values(kNums1117).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1120[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1121[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Num kNums1122[] = {{kInf, 0}, {-2.5, 0}, {1.0, 0}, {0.0, 0}, {kNaN, 0}, {-11.0, 0}, {-0.125, 0}, {-5.0, 0}, {0.16666666666666666, 0}, {-5.0, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1123 = tensor_spec(kDouble, kInts5);
constexpr Outcome kOutcomes1124[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1122), call(2).dtype(kDouble).shape(kInts0).values(kNums1122).same_as(SameAs::Self), call(3).out_tensor(&kOut1123).dtype(kDouble).shape(kInts0).values(kNums1122).same_as(SameAs::Out)};
constexpr Num kNums1125[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr Num kNums1126[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr ArgSpec kArgs1127[] = {tensor_spec(kComplexFloat, kInts0, kNums1125), tensor_spec(kComplexFloat, kInts0, kNums1126)};
constexpr Num kNums1128[] = {{0.5, -1.25}, {3.0, -3.0}, {1.0, 0.0}, {0.699999988079071, 1.024999976158142}, {0.125, 0.0}, {1.0, 0.0}, {-1.2000000476837158, -0.4000000059604645}, {-1.399999976158142, 0.800000011920929}, {0.0416666679084301, 0.0833333358168602}, {-0.75, -0.25}, {4.400000095367432, 2.799999952316284}, {1.0, -0.0}};
constexpr ArgSpec kOut1129 = tensor_spec(kComplexFloat, kInts5);
constexpr Outcome kOutcomes1130[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1128), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1128).same_as(SameAs::Self), call(3).out_tensor(&kOut1129).dtype(kComplexFloat).shape(kInts0).values(kNums1128).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1131[] = {tensor_spec(kComplexDouble, kInts0, kNums1125), tensor_spec(kComplexDouble, kInts0, kNums1126)};
constexpr Num kNums1132[] = {{0.5, -1.25}, {3.0, -3.0}, {1.0, 0.0}, {0.7, 1.025}, {0.125, 0.0}, {1.0, 0.0}, {-1.2, -0.4}, {-1.4, 0.8}, {0.041666666666666664, 0.08333333333333333}, {-0.75, -0.25}, {4.4, 2.8}, {1.0, -0.0}};
constexpr ArgSpec kOut1133 = tensor_spec(kComplexDouble, kInts5);
constexpr Outcome kOutcomes1134[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1132), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1132).same_as(SameAs::Self), call(3).out_tensor(&kOut1133).dtype(kComplexDouble).shape(kInts0).values(kNums1132).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1135[] = {tensor_spec(kInt32, kInts0, kNums1101), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1136[] = {{-kInf, 0}, {0.0, 0}, {1.0, 0}, {1.75, 0}, {kInf, 0}, {-4.0, 0}, {4.0, 0}, {-50.0, 0}, {-133.3333282470703, 0}, {3.3333332538604736, 0}, {0.0, 0}, {9.0, 0}};
constexpr Outcome kOutcomes1137[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1136), call(2).raises(&kError886), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1136).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1138[] = {tensor_spec(kUInt8, kInts0, kNums1096), tensor_spec(kInt8, kInts0, kNums1102)};
constexpr Num kNums1139[] = {{0.0, 0}, {1.5, 0}, {2.3333332538604736, 0}, {62.5, 0}, {51.0, 0}, {0.1666666716337204, 0}, {12.0, 0}, {50.0, 0}, {1.6666666269302368, 0}, {0.5, 0}, {1.7999999523162842, 0}, {0.5, 0}};
constexpr Outcome kOutcomes1140[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1139), call(2).raises(&kError838), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1139).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1141[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Outcome kOutcomes1142[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums1113).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1143[] = {tensor_spec(kBool, kInts0, kNums1091), tensor_spec(kInt64, kInts0, kNums1102)};
constexpr Num kNums1144[] = {{0.0, 0}, {0.5, 0}, {0.3333333432674408, 0}, {0.0, 0}, {0.20000000298023224, 0}, {0.0, 0}, {1.0, 0}, {0.5, 0}, {0.0, 0}, {0.0, 0}, {0.20000000298023224, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1145[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1144), call(2).raises(&kError822), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1144).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1146[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1126)};
constexpr Num kNums1147[] = {{0.5, 0.0}, {-1.25, 1.25}, {0.0, -3.0}, {0.0, -0.0}, {0.0, 0.0}, {1.375, -1.375}, {-0.30000001192092896, -0.6000000238418579}, {-4.0, -2.0}, {0.0416666679084301, 0.0}, {-3.75, -3.75}, {kInf, -kInf}, {kNaN, kNaN}};
constexpr Outcome kOutcomes1148[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1147), call(2).raises(&kError935), call(3).out_tensor(&kOut1129).dtype(kComplexFloat).shape(kInts0).values(kNums1147).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1149[] = {tensor_spec(kInt64, kInts0, kNums1101), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Num kNums1150[] = {{-kInf, 0}, {0.0, 0}, {1.0, 0}, {1.75, 0}, {kInf, 0}, {-4.0, 0}, {4.0, 0}, {-50.0, 0}, {-133.33333333333334, 0}, {3.3333333333333335, 0}, {0.0, 0}, {9.0, 0}};
constexpr Outcome kOutcomes1151[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1150), call(2).raises(&kError908), call(3).out_tensor(&kOut1123).dtype(kDouble).shape(kInts0).values(kNums1150).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1152[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr ArgSpec kArgs1153[] = {tensor_spec(kUInt8, kInts0, kNums1096), tensor_spec(kBool, kInts0, kNums1092)};
constexpr Num kNums1154[] = {{kNaN, 0}, {kInf, 0}, {7.0, 0}, {250.0, 0}, {255.0, 0}, {kInf, 0}, {kInf, 0}, {100.0, 0}, {5.0, 0}, {kInf, 0}, {9.0, 0}, {kInf, 0}};
constexpr Outcome kOutcomes1155[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1154), call(2).raises(&kError838), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1154).same_as(SameAs::Out)};
constexpr Num kNums1156[] = {{-0.25, 0}};
constexpr ArgSpec kArgs1157[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums1156)};
constexpr Num kNums1158[] = {{-2.0, 0}, {5.0, 0}, {-12.0, 0}, {-0.0, 0}, {0.0, 0}, {-11.0, 0}, {1.5, 0}, {-40.0, 0}, {-0.5, 0}, {30.0, 0}, {-kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1159[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1158), call(2).dtype(kFloat).shape(kInts0).values(kNums1158).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1158).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1160[] = {tensor_spec(kInt64, kInts0, kNums1101), tensor_spec(kDouble, {}, kNums1156)};
constexpr Num kNums1161[] = {{20.0, 0}, {-0.0, 0}, {-12.0, 0}, {-28.0, 0}, {8.0, 0}, {-4.0, 0}, {-48.0, 0}, {-400.0, 0}, {400.0, 0}, {-20.0, 0}, {-8.0, 0}, {-36.0, 0}};
constexpr Outcome kOutcomes1162[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1161), call(2).raises(&kError908), call(3).out_tensor(&kOut1123).dtype(kDouble).shape(kInts0).values(kNums1161).same_as(SameAs::Out)};
constexpr Num kNums1163[] = {{6, 0}};
constexpr ArgSpec kArgs1164[] = {tensor_spec(kInt32, kInts0, kNums1101), tensor_spec(kInt64, {}, kNums1163)};
constexpr Num kNums1165[] = {{-0.8333333134651184, 0}, {0.0, 0}, {0.5, 0}, {1.1666666269302368, 0}, {-0.3333333432674408, 0}, {0.1666666716337204, 0}, {2.0, 0}, {16.66666603088379, 0}, {-16.66666603088379, 0}, {0.8333333134651184, 0}, {0.3333333432674408, 0}, {1.5, 0}};
constexpr Outcome kOutcomes1166[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1165), call(2).raises(&kError886), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1165).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1167[] = {tensor_spec(kInt64, kInts0, kNums1101), float_scalar(0.5)};
constexpr Num kNums1168[] = {{-10.0, 0}, {0.0, 0}, {6.0, 0}, {14.0, 0}, {-4.0, 0}, {2.0, 0}, {24.0, 0}, {200.0, 0}, {-200.0, 0}, {10.0, 0}, {4.0, 0}, {18.0, 0}};
constexpr Outcome kOutcomes1169[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1168), call(8).raises(&kError902), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1168).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1170[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5)};
constexpr Outcome kOutcomes1171[] = {call(6).dtype(kHalf).shape(kInts0).values(kNums9), call(8).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut1114).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1172[] = {tensor_spec(kBool, kInts0, kNums1091), int_scalar(2)};
constexpr Num kNums1173[] = {{0.0, 0}, {0.5, 0}, {0.5, 0}, {0.0, 0}, {0.5, 0}, {0.0, 0}, {0.5, 0}, {0.5, 0}, {0.0, 0}, {0.0, 0}, {0.5, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1174[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1173), call(8).raises(&kError822), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1173).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1175[] = {tensor_spec(kUInt8, kInts0, kNums1096), int_scalar(2)};
constexpr Num kNums1176[] = {{0.0, 0}, {1.5, 0}, {3.5, 0}, {125.0, 0}, {127.5, 0}, {0.5, 0}, {6.0, 0}, {50.0, 0}, {2.5, 0}, {1.0, 0}, {4.5, 0}, {1.5, 0}};
constexpr Outcome kOutcomes1177[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1176), call(8).raises(&kError838), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1176).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1178[] = {tensor_spec(kInt32, kInts0, kNums1101), bool_scalar(true)};
constexpr Num kNums1179[] = {{-5.0, 0}, {0.0, 0}, {3.0, 0}, {7.0, 0}, {-2.0, 0}, {1.0, 0}, {12.0, 0}, {100.0, 0}, {-100.0, 0}, {5.0, 0}, {2.0, 0}, {9.0, 0}};
constexpr Outcome kOutcomes1180[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1179), call(8).raises(&kError886), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1179).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1181[] = {tensor_spec(kFloat, kInts0, kNums1), complex_scalar(0.5, 0.5)};
constexpr Num kNums1182[] = {{0.5, -0.5}, {-1.25, 1.25}, {3.0, -3.0}, {0.0, 0.0}, {0.0, 0.0}, {2.75, -2.75}, {-0.375, 0.375}, {10.0, -10.0}, {0.125, -0.125}, {-7.5, 7.5}, {kInf, -kInf}, {kNaN, kNaN}};
constexpr Outcome kOutcomes1183[] = {call(6).dtype(kComplexFloat).shape(kInts0).values(kNums1182), call(8).raises(&kError935), call(9).out_tensor(&kOut1129).dtype(kComplexFloat).shape(kInts0).values(kNums1182).same_as(SameAs::Out)};
constexpr int64_t kInts1184[] = {1, 4};
constexpr Num kNums1185[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1186[] = {expanded(tensor_spec(kFloat, kInts1184, kNums1185), kInts0), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1187[] = {{kInf, 0}, {-2.5, 0}, {1.0, 0}, {0.0, 0}, {-kInf, 0}, {5.0, 0}, {1.0, 0}, {-0.0, 0}, {0.6666666865348816, 0}, {-0.8333333134651184, 0}, {0.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1188[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1187), call(1).dtype(kFloat).shape(kInts0).values(kNums1187), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1187).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"div__self_bool__other_bool", kArgs1093, kOutcomes1095},
    {"div__self_uint8__other_uint8", kArgs1098, kOutcomes1100},
    {"div__self_int8__other_int8", kArgs1103, kOutcomes1105},
    {"div__self_int16__other_int16", kArgs1106, kOutcomes1107},
    {"div__self_int32__other_int32", kArgs1108, kOutcomes1109},
    {"div__self_int64__other_int64", kArgs1110, kOutcomes1111},
    {"div__self_float16__other_float16", kArgs1112, kOutcomes1115},
    {"div__self_bfloat16__other_bfloat16", kArgs1116, kOutcomes1119},
    {"div__self_float32__other_float32", kArgs3, kOutcomes1120},
    {"div__self_float64__other_float64", kArgs1121, kOutcomes1124},
    {"div__self_complex64__other_complex64", kArgs1127, kOutcomes1130},
    {"div__self_complex128__other_complex128", kArgs1131, kOutcomes1134},
    {"div__self_int32__other_float32", kArgs1135, kOutcomes1137},
    {"div__self_uint8__other_int8", kArgs1138, kOutcomes1140},
    {"div__self_float16__other_bfloat16", kArgs1141, kOutcomes1142},
    {"div__self_bool__other_int64", kArgs1143, kOutcomes1145},
    {"div__self_float32__other_complex64", kArgs1146, kOutcomes1148},
    {"div__self_int64__other_float64", kArgs1149, kOutcomes1151},
    {"div__self_float16__other_float32", kArgs1152, kOutcomes1142},
    {"div__self_uint8__other_bool", kArgs1153, kOutcomes1155},
    {"div__self_float32__other_float64_zero_dim", kArgs1157, kOutcomes1159},
    {"div__self_int64__other_float64_zero_dim", kArgs1160, kOutcomes1162},
    {"div__self_int32__other_int64_zero_dim", kArgs1164, kOutcomes1166},
    {"div__self_int64__other_float_scalar", kArgs1167, kOutcomes1169},
    {"div__self_float16__other_float_scalar", kArgs1170, kOutcomes1171},
    {"div__self_bool__other_int_scalar", kArgs1172, kOutcomes1174},
    {"div__self_uint8__other_int_scalar", kArgs1175, kOutcomes1177},
    {"div__self_int32__other_bool_scalar", kArgs1178, kOutcomes1180},
    {"div__self_float32__other_complex_scalar", kArgs1181, kOutcomes1183},
    {"div__expanded_self", kArgs1186, kOutcomes1188},
};
constexpr int64_t kInts1189[] = {67, 499};
constexpr ArgSpec kArgs1190[] = {tiled(tensor_spec(kHalf, kInts1189, kNums1)), tiled(tensor_spec(kHalf, kInts1189, kNums2))};
constexpr Outcome kOutcomes1191[] = {call(0).dtype(kHalf).shape(kInts1189)};
constexpr ArgSpec kArgs1192[] = {tiled(tensor_spec(kBFloat16, kInts1189, kNums1)), tiled(tensor_spec(kBFloat16, kInts1189, kNums2))};
constexpr Outcome kOutcomes1193[] = {call(0).dtype(kBFloat16).shape(kInts1189)};
constexpr ArgSpec kArgs1194[] = {tiled(tensor_spec(kFloat, kInts1189, kNums1)), tiled(tensor_spec(kFloat, kInts1189, kNums2))};
constexpr Outcome kOutcomes1195[] = {call(0).dtype(kFloat).shape(kInts1189)};
constexpr ArgSpec kArgs1196[] = {tiled(tensor_spec(kDouble, kInts1189, kNums1)), tiled(tensor_spec(kDouble, kInts1189, kNums2))};
constexpr Outcome kOutcomes1197[] = {call(0).dtype(kDouble).shape(kInts1189)};
constexpr ArgSpec kArgs1198[] = {tiled(tensor_spec(kComplexFloat, kInts1189, kNums1125)), tiled(tensor_spec(kComplexFloat, kInts1189, kNums1126))};
constexpr Outcome kOutcomes1199[] = {call(0).dtype(kComplexFloat).shape(kInts1189)};
constexpr ArgSpec kArgs1200[] = {tiled(tensor_spec(kComplexDouble, kInts1189, kNums1125)), tiled(tensor_spec(kComplexDouble, kInts1189, kNums1126))};
constexpr Outcome kOutcomes1201[] = {call(0).dtype(kComplexDouble).shape(kInts1189)};
constexpr Case kCrosschecks[] = {
    {"div__float16", kArgs1190, kOutcomes1191},
    {"div__bfloat16", kArgs1192, kOutcomes1193},
    {"div__float32", kArgs1194, kOutcomes1195},
    {"div__float64", kArgs1196, kOutcomes1197},
    {"div__complex64", kArgs1198, kOutcomes1199},
    {"div__complex128", kArgs1200, kOutcomes1201},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(div, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(div, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(div, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(div, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(div, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(div, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(div, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(div, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(div, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(div, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("div")) GTEST_SKIP() << "no " << golden_op_path("div");
  GoldenStore store;
  load_golden_cases("div", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(div, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("div")) GTEST_SKIP() << "no " << golden_op_path("div");
  GoldenStore store;
  load_golden_cases("div", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
