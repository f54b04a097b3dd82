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
#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>
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
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sub_out(*out, v.tensor(0), v.tensor(1), v.scalar(2)); }},
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
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sub_out(*out, v.tensor(0), v.scalar(1), v.scalar(2)); }},
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
constexpr ErrorSpec kError16 = {"NotImplementedError", "not implemented for 'Bool'", Match::Contains};
constexpr Outcome kOutcomes17[] = {call(0).raises(&kError16)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes19[] = {call(0).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes21[] = {call(0).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes23[] = {call(0).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes25[] = {call(0).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes27[] = {call(0).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs28[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes29[] = {call(0).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs30[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes31[] = {call(0).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes33[] = {call(0).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes35[] = {call(0).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes37[] = {call(0).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes39[] = {call(0).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes41[] = {call(0).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kBool, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes56[] = {call(6).raises(&kError16)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kBool, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes58[] = {call(6).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kBool, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr Outcome kOutcomes60[] = {call(6).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kBool, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes62[] = {call(6).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kUInt8, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes90[] = {call(6).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kUInt8, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kUInt8, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kUInt8, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt8, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes121[] = {call(6).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt8, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt8, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt8, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt16, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes152[] = {call(6).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt16, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt16, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt16, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt32, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes183[] = {call(6).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt32, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt32, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kInt32, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kInt64, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kInt64, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kInt64, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kInt64, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kHalf, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes244[] = {call(6).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kHalf, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kHalf, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kHalf, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes248[] = {call(6).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kBFloat16, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes276[] = {call(6).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kBFloat16, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kBFloat16, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kBFloat16, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kFloat, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kFloat, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kFloat, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kFloat, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kDouble, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes337[] = {call(6).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kDouble, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kDouble, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kDouble, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes341[] = {call(6).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexHalf, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexHalf, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexHalf, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexHalf, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexFloat, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexFloat, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexFloat, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexFloat, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kComplexDouble, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kComplexDouble, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kComplexDouble, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kComplexDouble, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBool), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBool), tensor_spec(kUInt8), int_scalar(1)};
constexpr Outcome kOutcomes447[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool), tensor_spec(kInt8), int_scalar(1)};
constexpr Outcome kOutcomes449[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBool), tensor_spec(kInt16), int_scalar(1)};
constexpr Outcome kOutcomes451[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool), tensor_spec(kInt32), int_scalar(1)};
constexpr Outcome kOutcomes453[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBool), tensor_spec(kInt64), int_scalar(1)};
constexpr Outcome kOutcomes455[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBool), tensor_spec(kHalf), int_scalar(1)};
constexpr Outcome kOutcomes457[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBool), tensor_spec(kBFloat16), int_scalar(1)};
constexpr Outcome kOutcomes459[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBool), tensor_spec(kFloat), int_scalar(1)};
constexpr Outcome kOutcomes461[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBool), tensor_spec(kDouble), int_scalar(1)};
constexpr Outcome kOutcomes463[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBool), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr Outcome kOutcomes465[] = {call(0).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs466[] = {tensor_spec(kBool), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr Outcome kOutcomes467[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs468[] = {tensor_spec(kBool), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr Outcome kOutcomes469[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs470[] = {tensor_spec(kBool), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kBool), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes472[] = {call(6).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs473[] = {tensor_spec(kBool), float_scalar(1.0), int_scalar(1)};
constexpr Outcome kOutcomes474[] = {call(6).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs475[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes476[] = {call(6).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs477[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kUInt8), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kUInt8), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kUInt8), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kUInt8), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kUInt8), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kUInt8), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kUInt8), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kUInt8), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kUInt8), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kUInt8), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes504[] = {call(6).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs505[] = {tensor_spec(kUInt8), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kUInt8), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt8), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt8), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt8), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt8), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt8), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt8), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt8), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt8), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt8), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt8), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt8), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes535[] = {call(6).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs536[] = {tensor_spec(kInt8), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt8), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt16), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt16), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt16), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt16), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt16), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt16), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt16), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt16), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt16), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt16), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt16), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes566[] = {call(6).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs567[] = {tensor_spec(kInt16), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt16), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt32), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt32), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt32), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt32), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt32), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt32), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt32), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt32), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kInt32), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kInt32), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kInt32), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes597[] = {call(6).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs598[] = {tensor_spec(kInt32), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kInt32), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kInt64), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kInt64), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kInt64), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kInt64), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kInt64), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kInt64), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kInt64), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kInt64), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kInt64), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kInt64), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kInt64), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kInt64), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kInt64), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kHalf), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kHalf), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kHalf), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kHalf), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kHalf), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kHalf), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kHalf), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kHalf), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kHalf), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kHalf), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kHalf), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes658[] = {call(6).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs659[] = {tensor_spec(kHalf), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kHalf), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes662[] = {call(6).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs663[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kBFloat16), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kBFloat16), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kBFloat16), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kBFloat16), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kBFloat16), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kBFloat16), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kBFloat16), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kBFloat16), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kBFloat16), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes690[] = {call(6).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs691[] = {tensor_spec(kBFloat16), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kBFloat16), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kFloat), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kFloat), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kFloat), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kFloat), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kFloat), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kFloat), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kFloat), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kFloat), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kFloat), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kFloat), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kFloat), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kFloat), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kFloat), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kDouble), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kDouble), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kDouble), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kDouble), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kDouble), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kDouble), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kDouble), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kDouble), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kDouble), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kDouble), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kDouble), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes751[] = {call(6).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs752[] = {tensor_spec(kDouble), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kDouble), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes755[] = {call(6).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs756[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexHalf), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexHalf), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexHalf), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexHalf), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexFloat), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kComplexFloat), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kComplexFloat), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kComplexFloat), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs818[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs819[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs820[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs821[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs822[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs823[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs824[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs825[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs826[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs827[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs828[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs829[] = {tensor_spec(kComplexDouble), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs830[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs831[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs832[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs833[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs834[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs835[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs836[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs837[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs838[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs839[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs840[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs841[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs842[] = {tensor_spec(kComplexDouble), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs843[] = {tensor_spec(kComplexDouble), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs844[] = {tensor_spec(kComplexDouble), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs845[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Case kDtypes[] = {
    {"sub__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes17},
    {"sub__bool_dimensioned__uint8_dimensioned", kArgs18, kOutcomes19},
    {"sub__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes21},
    {"sub__bool_dimensioned__int16_dimensioned", kArgs22, kOutcomes23},
    {"sub__bool_dimensioned__int32_dimensioned", kArgs24, kOutcomes25},
    {"sub__bool_dimensioned__int64_dimensioned", kArgs26, kOutcomes27},
    {"sub__bool_dimensioned__float16_dimensioned", kArgs28, kOutcomes29},
    {"sub__bool_dimensioned__bfloat16_dimensioned", kArgs30, kOutcomes31},
    {"sub__bool_dimensioned__float32_dimensioned", kArgs32, kOutcomes33},
    {"sub__bool_dimensioned__float64_dimensioned", kArgs34, kOutcomes35},
    {"sub__bool_dimensioned__complex32_dimensioned", kArgs36, kOutcomes37},
    {"sub__bool_dimensioned__complex64_dimensioned", kArgs38, kOutcomes39},
    {"sub__bool_dimensioned__complex128_dimensioned", kArgs40, kOutcomes41},
    {"sub__bool_dimensioned__bool_zero_dim", kArgs42, kOutcomes17},
    {"sub__bool_dimensioned__uint8_zero_dim", kArgs43, kOutcomes19},
    {"sub__bool_dimensioned__int8_zero_dim", kArgs44, kOutcomes21},
    {"sub__bool_dimensioned__int16_zero_dim", kArgs45, kOutcomes23},
    {"sub__bool_dimensioned__int32_zero_dim", kArgs46, kOutcomes25},
    {"sub__bool_dimensioned__int64_zero_dim", kArgs47, kOutcomes27},
    {"sub__bool_dimensioned__float16_zero_dim", kArgs48, kOutcomes29},
    {"sub__bool_dimensioned__bfloat16_zero_dim", kArgs49, kOutcomes31},
    {"sub__bool_dimensioned__float32_zero_dim", kArgs50, kOutcomes33},
    {"sub__bool_dimensioned__float64_zero_dim", kArgs51, kOutcomes35},
    {"sub__bool_dimensioned__complex32_zero_dim", kArgs52, kOutcomes37},
    {"sub__bool_dimensioned__complex64_zero_dim", kArgs53, kOutcomes39},
    {"sub__bool_dimensioned__complex128_zero_dim", kArgs54, kOutcomes41},
    {"sub__bool_dimensioned__bool_scalar", kArgs55, kOutcomes56},
    {"sub__bool_dimensioned__int_scalar", kArgs57, kOutcomes58},
    {"sub__bool_dimensioned__float_scalar", kArgs59, kOutcomes60},
    {"sub__bool_dimensioned__complex_scalar", kArgs61, kOutcomes62},
    {"sub__uint8_dimensioned__bool_dimensioned", kArgs63, kOutcomes19},
    {"sub__uint8_dimensioned__uint8_dimensioned", kArgs64, kOutcomes19},
    {"sub__uint8_dimensioned__int8_dimensioned", kArgs65, kOutcomes23},
    {"sub__uint8_dimensioned__int16_dimensioned", kArgs66, kOutcomes23},
    {"sub__uint8_dimensioned__int32_dimensioned", kArgs67, kOutcomes25},
    {"sub__uint8_dimensioned__int64_dimensioned", kArgs68, kOutcomes27},
    {"sub__uint8_dimensioned__float16_dimensioned", kArgs69, kOutcomes29},
    {"sub__uint8_dimensioned__bfloat16_dimensioned", kArgs70, kOutcomes31},
    {"sub__uint8_dimensioned__float32_dimensioned", kArgs71, kOutcomes33},
    {"sub__uint8_dimensioned__float64_dimensioned", kArgs72, kOutcomes35},
    {"sub__uint8_dimensioned__complex32_dimensioned", kArgs73, kOutcomes37},
    {"sub__uint8_dimensioned__complex64_dimensioned", kArgs74, kOutcomes39},
    {"sub__uint8_dimensioned__complex128_dimensioned", kArgs75, kOutcomes41},
    {"sub__uint8_dimensioned__bool_zero_dim", kArgs76, kOutcomes19},
    {"sub__uint8_dimensioned__uint8_zero_dim", kArgs77, kOutcomes19},
    {"sub__uint8_dimensioned__int8_zero_dim", kArgs78, kOutcomes19},
    {"sub__uint8_dimensioned__int16_zero_dim", kArgs79, kOutcomes19},
    {"sub__uint8_dimensioned__int32_zero_dim", kArgs80, kOutcomes19},
    {"sub__uint8_dimensioned__int64_zero_dim", kArgs81, kOutcomes19},
    {"sub__uint8_dimensioned__float16_zero_dim", kArgs82, kOutcomes29},
    {"sub__uint8_dimensioned__bfloat16_zero_dim", kArgs83, kOutcomes31},
    {"sub__uint8_dimensioned__float32_zero_dim", kArgs84, kOutcomes33},
    {"sub__uint8_dimensioned__float64_zero_dim", kArgs85, kOutcomes35},
    {"sub__uint8_dimensioned__complex32_zero_dim", kArgs86, kOutcomes37},
    {"sub__uint8_dimensioned__complex64_zero_dim", kArgs87, kOutcomes39},
    {"sub__uint8_dimensioned__complex128_zero_dim", kArgs88, kOutcomes41},
    {"sub__uint8_dimensioned__bool_scalar", kArgs89, kOutcomes90},
    {"sub__uint8_dimensioned__int_scalar", kArgs91, kOutcomes90},
    {"sub__uint8_dimensioned__float_scalar", kArgs92, kOutcomes60},
    {"sub__uint8_dimensioned__complex_scalar", kArgs93, kOutcomes62},
    {"sub__int8_dimensioned__bool_dimensioned", kArgs94, kOutcomes21},
    {"sub__int8_dimensioned__uint8_dimensioned", kArgs95, kOutcomes23},
    {"sub__int8_dimensioned__int8_dimensioned", kArgs96, kOutcomes21},
    {"sub__int8_dimensioned__int16_dimensioned", kArgs97, kOutcomes23},
    {"sub__int8_dimensioned__int32_dimensioned", kArgs98, kOutcomes25},
    {"sub__int8_dimensioned__int64_dimensioned", kArgs99, kOutcomes27},
    {"sub__int8_dimensioned__float16_dimensioned", kArgs100, kOutcomes29},
    {"sub__int8_dimensioned__bfloat16_dimensioned", kArgs101, kOutcomes31},
    {"sub__int8_dimensioned__float32_dimensioned", kArgs102, kOutcomes33},
    {"sub__int8_dimensioned__float64_dimensioned", kArgs103, kOutcomes35},
    {"sub__int8_dimensioned__complex32_dimensioned", kArgs104, kOutcomes37},
    {"sub__int8_dimensioned__complex64_dimensioned", kArgs105, kOutcomes39},
    {"sub__int8_dimensioned__complex128_dimensioned", kArgs106, kOutcomes41},
    {"sub__int8_dimensioned__bool_zero_dim", kArgs107, kOutcomes21},
    {"sub__int8_dimensioned__uint8_zero_dim", kArgs108, kOutcomes21},
    {"sub__int8_dimensioned__int8_zero_dim", kArgs109, kOutcomes21},
    {"sub__int8_dimensioned__int16_zero_dim", kArgs110, kOutcomes21},
    {"sub__int8_dimensioned__int32_zero_dim", kArgs111, kOutcomes21},
    {"sub__int8_dimensioned__int64_zero_dim", kArgs112, kOutcomes21},
    {"sub__int8_dimensioned__float16_zero_dim", kArgs113, kOutcomes29},
    {"sub__int8_dimensioned__bfloat16_zero_dim", kArgs114, kOutcomes31},
    {"sub__int8_dimensioned__float32_zero_dim", kArgs115, kOutcomes33},
    {"sub__int8_dimensioned__float64_zero_dim", kArgs116, kOutcomes35},
    {"sub__int8_dimensioned__complex32_zero_dim", kArgs117, kOutcomes37},
    {"sub__int8_dimensioned__complex64_zero_dim", kArgs118, kOutcomes39},
    {"sub__int8_dimensioned__complex128_zero_dim", kArgs119, kOutcomes41},
    {"sub__int8_dimensioned__bool_scalar", kArgs120, kOutcomes121},
    {"sub__int8_dimensioned__int_scalar", kArgs122, kOutcomes121},
    {"sub__int8_dimensioned__float_scalar", kArgs123, kOutcomes60},
    {"sub__int8_dimensioned__complex_scalar", kArgs124, kOutcomes62},
    {"sub__int16_dimensioned__bool_dimensioned", kArgs125, kOutcomes23},
    {"sub__int16_dimensioned__uint8_dimensioned", kArgs126, kOutcomes23},
    {"sub__int16_dimensioned__int8_dimensioned", kArgs127, kOutcomes23},
    {"sub__int16_dimensioned__int16_dimensioned", kArgs128, kOutcomes23},
    {"sub__int16_dimensioned__int32_dimensioned", kArgs129, kOutcomes25},
    {"sub__int16_dimensioned__int64_dimensioned", kArgs130, kOutcomes27},
    {"sub__int16_dimensioned__float16_dimensioned", kArgs131, kOutcomes29},
    {"sub__int16_dimensioned__bfloat16_dimensioned", kArgs132, kOutcomes31},
    {"sub__int16_dimensioned__float32_dimensioned", kArgs133, kOutcomes33},
    {"sub__int16_dimensioned__float64_dimensioned", kArgs134, kOutcomes35},
    {"sub__int16_dimensioned__complex32_dimensioned", kArgs135, kOutcomes37},
    {"sub__int16_dimensioned__complex64_dimensioned", kArgs136, kOutcomes39},
    {"sub__int16_dimensioned__complex128_dimensioned", kArgs137, kOutcomes41},
    {"sub__int16_dimensioned__bool_zero_dim", kArgs138, kOutcomes23},
    {"sub__int16_dimensioned__uint8_zero_dim", kArgs139, kOutcomes23},
    {"sub__int16_dimensioned__int8_zero_dim", kArgs140, kOutcomes23},
    {"sub__int16_dimensioned__int16_zero_dim", kArgs141, kOutcomes23},
    {"sub__int16_dimensioned__int32_zero_dim", kArgs142, kOutcomes23},
    {"sub__int16_dimensioned__int64_zero_dim", kArgs143, kOutcomes23},
    {"sub__int16_dimensioned__float16_zero_dim", kArgs144, kOutcomes29},
    {"sub__int16_dimensioned__bfloat16_zero_dim", kArgs145, kOutcomes31},
    {"sub__int16_dimensioned__float32_zero_dim", kArgs146, kOutcomes33},
    {"sub__int16_dimensioned__float64_zero_dim", kArgs147, kOutcomes35},
    {"sub__int16_dimensioned__complex32_zero_dim", kArgs148, kOutcomes37},
    {"sub__int16_dimensioned__complex64_zero_dim", kArgs149, kOutcomes39},
    {"sub__int16_dimensioned__complex128_zero_dim", kArgs150, kOutcomes41},
    {"sub__int16_dimensioned__bool_scalar", kArgs151, kOutcomes152},
    {"sub__int16_dimensioned__int_scalar", kArgs153, kOutcomes152},
    {"sub__int16_dimensioned__float_scalar", kArgs154, kOutcomes60},
    {"sub__int16_dimensioned__complex_scalar", kArgs155, kOutcomes62},
    {"sub__int32_dimensioned__bool_dimensioned", kArgs156, kOutcomes25},
    {"sub__int32_dimensioned__uint8_dimensioned", kArgs157, kOutcomes25},
    {"sub__int32_dimensioned__int8_dimensioned", kArgs158, kOutcomes25},
    {"sub__int32_dimensioned__int16_dimensioned", kArgs159, kOutcomes25},
    {"sub__int32_dimensioned__int32_dimensioned", kArgs160, kOutcomes25},
    {"sub__int32_dimensioned__int64_dimensioned", kArgs161, kOutcomes27},
    {"sub__int32_dimensioned__float16_dimensioned", kArgs162, kOutcomes29},
    {"sub__int32_dimensioned__bfloat16_dimensioned", kArgs163, kOutcomes31},
    {"sub__int32_dimensioned__float32_dimensioned", kArgs164, kOutcomes33},
    {"sub__int32_dimensioned__float64_dimensioned", kArgs165, kOutcomes35},
    {"sub__int32_dimensioned__complex32_dimensioned", kArgs166, kOutcomes37},
    {"sub__int32_dimensioned__complex64_dimensioned", kArgs167, kOutcomes39},
    {"sub__int32_dimensioned__complex128_dimensioned", kArgs168, kOutcomes41},
    {"sub__int32_dimensioned__bool_zero_dim", kArgs169, kOutcomes25},
    {"sub__int32_dimensioned__uint8_zero_dim", kArgs170, kOutcomes25},
    {"sub__int32_dimensioned__int8_zero_dim", kArgs171, kOutcomes25},
    {"sub__int32_dimensioned__int16_zero_dim", kArgs172, kOutcomes25},
    {"sub__int32_dimensioned__int32_zero_dim", kArgs173, kOutcomes25},
    {"sub__int32_dimensioned__int64_zero_dim", kArgs174, kOutcomes25},
    {"sub__int32_dimensioned__float16_zero_dim", kArgs175, kOutcomes29},
    {"sub__int32_dimensioned__bfloat16_zero_dim", kArgs176, kOutcomes31},
    {"sub__int32_dimensioned__float32_zero_dim", kArgs177, kOutcomes33},
    {"sub__int32_dimensioned__float64_zero_dim", kArgs178, kOutcomes35},
    {"sub__int32_dimensioned__complex32_zero_dim", kArgs179, kOutcomes37},
    {"sub__int32_dimensioned__complex64_zero_dim", kArgs180, kOutcomes39},
    {"sub__int32_dimensioned__complex128_zero_dim", kArgs181, kOutcomes41},
    {"sub__int32_dimensioned__bool_scalar", kArgs182, kOutcomes183},
    {"sub__int32_dimensioned__int_scalar", kArgs184, kOutcomes183},
    {"sub__int32_dimensioned__float_scalar", kArgs185, kOutcomes60},
    {"sub__int32_dimensioned__complex_scalar", kArgs186, kOutcomes62},
    {"sub__int64_dimensioned__bool_dimensioned", kArgs187, kOutcomes27},
    {"sub__int64_dimensioned__uint8_dimensioned", kArgs188, kOutcomes27},
    {"sub__int64_dimensioned__int8_dimensioned", kArgs189, kOutcomes27},
    {"sub__int64_dimensioned__int16_dimensioned", kArgs190, kOutcomes27},
    {"sub__int64_dimensioned__int32_dimensioned", kArgs191, kOutcomes27},
    {"sub__int64_dimensioned__int64_dimensioned", kArgs192, kOutcomes27},
    {"sub__int64_dimensioned__float16_dimensioned", kArgs193, kOutcomes29},
    {"sub__int64_dimensioned__bfloat16_dimensioned", kArgs194, kOutcomes31},
    {"sub__int64_dimensioned__float32_dimensioned", kArgs195, kOutcomes33},
    {"sub__int64_dimensioned__float64_dimensioned", kArgs196, kOutcomes35},
    {"sub__int64_dimensioned__complex32_dimensioned", kArgs197, kOutcomes37},
    {"sub__int64_dimensioned__complex64_dimensioned", kArgs198, kOutcomes39},
    {"sub__int64_dimensioned__complex128_dimensioned", kArgs199, kOutcomes41},
    {"sub__int64_dimensioned__bool_zero_dim", kArgs200, kOutcomes27},
    {"sub__int64_dimensioned__uint8_zero_dim", kArgs201, kOutcomes27},
    {"sub__int64_dimensioned__int8_zero_dim", kArgs202, kOutcomes27},
    {"sub__int64_dimensioned__int16_zero_dim", kArgs203, kOutcomes27},
    {"sub__int64_dimensioned__int32_zero_dim", kArgs204, kOutcomes27},
    {"sub__int64_dimensioned__int64_zero_dim", kArgs205, kOutcomes27},
    {"sub__int64_dimensioned__float16_zero_dim", kArgs206, kOutcomes29},
    {"sub__int64_dimensioned__bfloat16_zero_dim", kArgs207, kOutcomes31},
    {"sub__int64_dimensioned__float32_zero_dim", kArgs208, kOutcomes33},
    {"sub__int64_dimensioned__float64_zero_dim", kArgs209, kOutcomes35},
    {"sub__int64_dimensioned__complex32_zero_dim", kArgs210, kOutcomes37},
    {"sub__int64_dimensioned__complex64_zero_dim", kArgs211, kOutcomes39},
    {"sub__int64_dimensioned__complex128_zero_dim", kArgs212, kOutcomes41},
    {"sub__int64_dimensioned__bool_scalar", kArgs213, kOutcomes58},
    {"sub__int64_dimensioned__int_scalar", kArgs214, kOutcomes58},
    {"sub__int64_dimensioned__float_scalar", kArgs215, kOutcomes60},
    {"sub__int64_dimensioned__complex_scalar", kArgs216, kOutcomes62},
    {"sub__float16_dimensioned__bool_dimensioned", kArgs217, kOutcomes29},
    {"sub__float16_dimensioned__uint8_dimensioned", kArgs218, kOutcomes29},
    {"sub__float16_dimensioned__int8_dimensioned", kArgs219, kOutcomes29},
    {"sub__float16_dimensioned__int16_dimensioned", kArgs220, kOutcomes29},
    {"sub__float16_dimensioned__int32_dimensioned", kArgs221, kOutcomes29},
    {"sub__float16_dimensioned__int64_dimensioned", kArgs222, kOutcomes29},
    {"sub__float16_dimensioned__float16_dimensioned", kArgs223, kOutcomes29},
    {"sub__float16_dimensioned__bfloat16_dimensioned", kArgs224, kOutcomes33},
    {"sub__float16_dimensioned__float32_dimensioned", kArgs225, kOutcomes33},
    {"sub__float16_dimensioned__float64_dimensioned", kArgs226, kOutcomes35},
    {"sub__float16_dimensioned__complex32_dimensioned", kArgs227, kOutcomes37},
    {"sub__float16_dimensioned__complex64_dimensioned", kArgs228, kOutcomes39},
    {"sub__float16_dimensioned__complex128_dimensioned", kArgs229, kOutcomes41},
    {"sub__float16_dimensioned__bool_zero_dim", kArgs230, kOutcomes29},
    {"sub__float16_dimensioned__uint8_zero_dim", kArgs231, kOutcomes29},
    {"sub__float16_dimensioned__int8_zero_dim", kArgs232, kOutcomes29},
    {"sub__float16_dimensioned__int16_zero_dim", kArgs233, kOutcomes29},
    {"sub__float16_dimensioned__int32_zero_dim", kArgs234, kOutcomes29},
    {"sub__float16_dimensioned__int64_zero_dim", kArgs235, kOutcomes29},
    {"sub__float16_dimensioned__float16_zero_dim", kArgs236, kOutcomes29},
    {"sub__float16_dimensioned__bfloat16_zero_dim", kArgs237, kOutcomes29},
    {"sub__float16_dimensioned__float32_zero_dim", kArgs238, kOutcomes29},
    {"sub__float16_dimensioned__float64_zero_dim", kArgs239, kOutcomes29},
    {"sub__float16_dimensioned__complex32_zero_dim", kArgs240, kOutcomes37},
    {"sub__float16_dimensioned__complex64_zero_dim", kArgs241, kOutcomes37},
    {"sub__float16_dimensioned__complex128_zero_dim", kArgs242, kOutcomes37},
    {"sub__float16_dimensioned__bool_scalar", kArgs243, kOutcomes244},
    {"sub__float16_dimensioned__int_scalar", kArgs245, kOutcomes244},
    {"sub__float16_dimensioned__float_scalar", kArgs246, kOutcomes244},
    {"sub__float16_dimensioned__complex_scalar", kArgs247, kOutcomes248},
    {"sub__bfloat16_dimensioned__bool_dimensioned", kArgs249, kOutcomes31},
    {"sub__bfloat16_dimensioned__uint8_dimensioned", kArgs250, kOutcomes31},
    {"sub__bfloat16_dimensioned__int8_dimensioned", kArgs251, kOutcomes31},
    {"sub__bfloat16_dimensioned__int16_dimensioned", kArgs252, kOutcomes31},
    {"sub__bfloat16_dimensioned__int32_dimensioned", kArgs253, kOutcomes31},
    {"sub__bfloat16_dimensioned__int64_dimensioned", kArgs254, kOutcomes31},
    {"sub__bfloat16_dimensioned__float16_dimensioned", kArgs255, kOutcomes33},
    {"sub__bfloat16_dimensioned__bfloat16_dimensioned", kArgs256, kOutcomes31},
    {"sub__bfloat16_dimensioned__float32_dimensioned", kArgs257, kOutcomes33},
    {"sub__bfloat16_dimensioned__float64_dimensioned", kArgs258, kOutcomes35},
    {"sub__bfloat16_dimensioned__complex32_dimensioned", kArgs259, kOutcomes39},
    {"sub__bfloat16_dimensioned__complex64_dimensioned", kArgs260, kOutcomes39},
    {"sub__bfloat16_dimensioned__complex128_dimensioned", kArgs261, kOutcomes41},
    {"sub__bfloat16_dimensioned__bool_zero_dim", kArgs262, kOutcomes31},
    {"sub__bfloat16_dimensioned__uint8_zero_dim", kArgs263, kOutcomes31},
    {"sub__bfloat16_dimensioned__int8_zero_dim", kArgs264, kOutcomes31},
    {"sub__bfloat16_dimensioned__int16_zero_dim", kArgs265, kOutcomes31},
    {"sub__bfloat16_dimensioned__int32_zero_dim", kArgs266, kOutcomes31},
    {"sub__bfloat16_dimensioned__int64_zero_dim", kArgs267, kOutcomes31},
    {"sub__bfloat16_dimensioned__float16_zero_dim", kArgs268, kOutcomes31},
    {"sub__bfloat16_dimensioned__bfloat16_zero_dim", kArgs269, kOutcomes31},
    {"sub__bfloat16_dimensioned__float32_zero_dim", kArgs270, kOutcomes31},
    {"sub__bfloat16_dimensioned__float64_zero_dim", kArgs271, kOutcomes31},
    {"sub__bfloat16_dimensioned__complex32_zero_dim", kArgs272, kOutcomes39},
    {"sub__bfloat16_dimensioned__complex64_zero_dim", kArgs273, kOutcomes39},
    {"sub__bfloat16_dimensioned__complex128_zero_dim", kArgs274, kOutcomes39},
    {"sub__bfloat16_dimensioned__bool_scalar", kArgs275, kOutcomes276},
    {"sub__bfloat16_dimensioned__int_scalar", kArgs277, kOutcomes276},
    {"sub__bfloat16_dimensioned__float_scalar", kArgs278, kOutcomes276},
    {"sub__bfloat16_dimensioned__complex_scalar", kArgs279, kOutcomes62},
    {"sub__float32_dimensioned__bool_dimensioned", kArgs280, kOutcomes33},
    {"sub__float32_dimensioned__uint8_dimensioned", kArgs281, kOutcomes33},
    {"sub__float32_dimensioned__int8_dimensioned", kArgs282, kOutcomes33},
    {"sub__float32_dimensioned__int16_dimensioned", kArgs283, kOutcomes33},
    {"sub__float32_dimensioned__int32_dimensioned", kArgs284, kOutcomes33},
    {"sub__float32_dimensioned__int64_dimensioned", kArgs285, kOutcomes33},
    {"sub__float32_dimensioned__float16_dimensioned", kArgs286, kOutcomes33},
    {"sub__float32_dimensioned__bfloat16_dimensioned", kArgs287, kOutcomes33},
    {"sub__float32_dimensioned__float32_dimensioned", kArgs288, kOutcomes33},
    {"sub__float32_dimensioned__float64_dimensioned", kArgs289, kOutcomes35},
    {"sub__float32_dimensioned__complex32_dimensioned", kArgs290, kOutcomes39},
    {"sub__float32_dimensioned__complex64_dimensioned", kArgs291, kOutcomes39},
    {"sub__float32_dimensioned__complex128_dimensioned", kArgs292, kOutcomes41},
    {"sub__float32_dimensioned__bool_zero_dim", kArgs293, kOutcomes33},
    {"sub__float32_dimensioned__uint8_zero_dim", kArgs294, kOutcomes33},
    {"sub__float32_dimensioned__int8_zero_dim", kArgs295, kOutcomes33},
    {"sub__float32_dimensioned__int16_zero_dim", kArgs296, kOutcomes33},
    {"sub__float32_dimensioned__int32_zero_dim", kArgs297, kOutcomes33},
    {"sub__float32_dimensioned__int64_zero_dim", kArgs298, kOutcomes33},
    {"sub__float32_dimensioned__float16_zero_dim", kArgs299, kOutcomes33},
    {"sub__float32_dimensioned__bfloat16_zero_dim", kArgs300, kOutcomes33},
    {"sub__float32_dimensioned__float32_zero_dim", kArgs301, kOutcomes33},
    {"sub__float32_dimensioned__float64_zero_dim", kArgs302, kOutcomes33},
    {"sub__float32_dimensioned__complex32_zero_dim", kArgs303, kOutcomes39},
    {"sub__float32_dimensioned__complex64_zero_dim", kArgs304, kOutcomes39},
    {"sub__float32_dimensioned__complex128_zero_dim", kArgs305, kOutcomes39},
    {"sub__float32_dimensioned__bool_scalar", kArgs306, kOutcomes60},
    {"sub__float32_dimensioned__int_scalar", kArgs307, kOutcomes60},
    {"sub__float32_dimensioned__float_scalar", kArgs308, kOutcomes60},
    {"sub__float32_dimensioned__complex_scalar", kArgs309, kOutcomes62},
    {"sub__float64_dimensioned__bool_dimensioned", kArgs310, kOutcomes35},
    {"sub__float64_dimensioned__uint8_dimensioned", kArgs311, kOutcomes35},
    {"sub__float64_dimensioned__int8_dimensioned", kArgs312, kOutcomes35},
    {"sub__float64_dimensioned__int16_dimensioned", kArgs313, kOutcomes35},
    {"sub__float64_dimensioned__int32_dimensioned", kArgs314, kOutcomes35},
    {"sub__float64_dimensioned__int64_dimensioned", kArgs315, kOutcomes35},
    {"sub__float64_dimensioned__float16_dimensioned", kArgs316, kOutcomes35},
    {"sub__float64_dimensioned__bfloat16_dimensioned", kArgs317, kOutcomes35},
    {"sub__float64_dimensioned__float32_dimensioned", kArgs318, kOutcomes35},
    {"sub__float64_dimensioned__float64_dimensioned", kArgs319, kOutcomes35},
    {"sub__float64_dimensioned__complex32_dimensioned", kArgs320, kOutcomes41},
    {"sub__float64_dimensioned__complex64_dimensioned", kArgs321, kOutcomes41},
    {"sub__float64_dimensioned__complex128_dimensioned", kArgs322, kOutcomes41},
    {"sub__float64_dimensioned__bool_zero_dim", kArgs323, kOutcomes35},
    {"sub__float64_dimensioned__uint8_zero_dim", kArgs324, kOutcomes35},
    {"sub__float64_dimensioned__int8_zero_dim", kArgs325, kOutcomes35},
    {"sub__float64_dimensioned__int16_zero_dim", kArgs326, kOutcomes35},
    {"sub__float64_dimensioned__int32_zero_dim", kArgs327, kOutcomes35},
    {"sub__float64_dimensioned__int64_zero_dim", kArgs328, kOutcomes35},
    {"sub__float64_dimensioned__float16_zero_dim", kArgs329, kOutcomes35},
    {"sub__float64_dimensioned__bfloat16_zero_dim", kArgs330, kOutcomes35},
    {"sub__float64_dimensioned__float32_zero_dim", kArgs331, kOutcomes35},
    {"sub__float64_dimensioned__float64_zero_dim", kArgs332, kOutcomes35},
    {"sub__float64_dimensioned__complex32_zero_dim", kArgs333, kOutcomes41},
    {"sub__float64_dimensioned__complex64_zero_dim", kArgs334, kOutcomes41},
    {"sub__float64_dimensioned__complex128_zero_dim", kArgs335, kOutcomes41},
    {"sub__float64_dimensioned__bool_scalar", kArgs336, kOutcomes337},
    {"sub__float64_dimensioned__int_scalar", kArgs338, kOutcomes337},
    {"sub__float64_dimensioned__float_scalar", kArgs339, kOutcomes337},
    {"sub__float64_dimensioned__complex_scalar", kArgs340, kOutcomes341},
    {"sub__complex32_dimensioned__bool_dimensioned", kArgs342, kOutcomes37},
    {"sub__complex32_dimensioned__uint8_dimensioned", kArgs343, kOutcomes37},
    {"sub__complex32_dimensioned__int8_dimensioned", kArgs344, kOutcomes37},
    {"sub__complex32_dimensioned__int16_dimensioned", kArgs345, kOutcomes37},
    {"sub__complex32_dimensioned__int32_dimensioned", kArgs346, kOutcomes37},
    {"sub__complex32_dimensioned__int64_dimensioned", kArgs347, kOutcomes37},
    {"sub__complex32_dimensioned__float16_dimensioned", kArgs348, kOutcomes37},
    {"sub__complex32_dimensioned__bfloat16_dimensioned", kArgs349, kOutcomes39},
    {"sub__complex32_dimensioned__float32_dimensioned", kArgs350, kOutcomes39},
    {"sub__complex32_dimensioned__float64_dimensioned", kArgs351, kOutcomes41},
    {"sub__complex32_dimensioned__complex32_dimensioned", kArgs352, kOutcomes37},
    {"sub__complex32_dimensioned__complex64_dimensioned", kArgs353, kOutcomes39},
    {"sub__complex32_dimensioned__complex128_dimensioned", kArgs354, kOutcomes41},
    {"sub__complex32_dimensioned__bool_zero_dim", kArgs355, kOutcomes37},
    {"sub__complex32_dimensioned__uint8_zero_dim", kArgs356, kOutcomes37},
    {"sub__complex32_dimensioned__int8_zero_dim", kArgs357, kOutcomes37},
    {"sub__complex32_dimensioned__int16_zero_dim", kArgs358, kOutcomes37},
    {"sub__complex32_dimensioned__int32_zero_dim", kArgs359, kOutcomes37},
    {"sub__complex32_dimensioned__int64_zero_dim", kArgs360, kOutcomes37},
    {"sub__complex32_dimensioned__float16_zero_dim", kArgs361, kOutcomes37},
    {"sub__complex32_dimensioned__bfloat16_zero_dim", kArgs362, kOutcomes37},
    {"sub__complex32_dimensioned__float32_zero_dim", kArgs363, kOutcomes37},
    {"sub__complex32_dimensioned__float64_zero_dim", kArgs364, kOutcomes37},
    {"sub__complex32_dimensioned__complex32_zero_dim", kArgs365, kOutcomes37},
    {"sub__complex32_dimensioned__complex64_zero_dim", kArgs366, kOutcomes37},
    {"sub__complex32_dimensioned__complex128_zero_dim", kArgs367, kOutcomes37},
    {"sub__complex32_dimensioned__bool_scalar", kArgs368, kOutcomes248},
    {"sub__complex32_dimensioned__int_scalar", kArgs369, kOutcomes248},
    {"sub__complex32_dimensioned__float_scalar", kArgs370, kOutcomes248},
    {"sub__complex32_dimensioned__complex_scalar", kArgs371, kOutcomes248},
    {"sub__complex64_dimensioned__bool_dimensioned", kArgs372, kOutcomes39},
    {"sub__complex64_dimensioned__uint8_dimensioned", kArgs373, kOutcomes39},
    {"sub__complex64_dimensioned__int8_dimensioned", kArgs374, kOutcomes39},
    {"sub__complex64_dimensioned__int16_dimensioned", kArgs375, kOutcomes39},
    {"sub__complex64_dimensioned__int32_dimensioned", kArgs376, kOutcomes39},
    {"sub__complex64_dimensioned__int64_dimensioned", kArgs377, kOutcomes39},
    {"sub__complex64_dimensioned__float16_dimensioned", kArgs378, kOutcomes39},
    {"sub__complex64_dimensioned__bfloat16_dimensioned", kArgs379, kOutcomes39},
    {"sub__complex64_dimensioned__float32_dimensioned", kArgs380, kOutcomes39},
    {"sub__complex64_dimensioned__float64_dimensioned", kArgs381, kOutcomes41},
    {"sub__complex64_dimensioned__complex32_dimensioned", kArgs382, kOutcomes39},
    {"sub__complex64_dimensioned__complex64_dimensioned", kArgs383, kOutcomes39},
    {"sub__complex64_dimensioned__complex128_dimensioned", kArgs384, kOutcomes41},
    {"sub__complex64_dimensioned__bool_zero_dim", kArgs385, kOutcomes39},
    {"sub__complex64_dimensioned__uint8_zero_dim", kArgs386, kOutcomes39},
    {"sub__complex64_dimensioned__int8_zero_dim", kArgs387, kOutcomes39},
    {"sub__complex64_dimensioned__int16_zero_dim", kArgs388, kOutcomes39},
    {"sub__complex64_dimensioned__int32_zero_dim", kArgs389, kOutcomes39},
    {"sub__complex64_dimensioned__int64_zero_dim", kArgs390, kOutcomes39},
    {"sub__complex64_dimensioned__float16_zero_dim", kArgs391, kOutcomes39},
    {"sub__complex64_dimensioned__bfloat16_zero_dim", kArgs392, kOutcomes39},
    {"sub__complex64_dimensioned__float32_zero_dim", kArgs393, kOutcomes39},
    {"sub__complex64_dimensioned__float64_zero_dim", kArgs394, kOutcomes39},
    {"sub__complex64_dimensioned__complex32_zero_dim", kArgs395, kOutcomes39},
    {"sub__complex64_dimensioned__complex64_zero_dim", kArgs396, kOutcomes39},
    {"sub__complex64_dimensioned__complex128_zero_dim", kArgs397, kOutcomes39},
    {"sub__complex64_dimensioned__bool_scalar", kArgs398, kOutcomes62},
    {"sub__complex64_dimensioned__int_scalar", kArgs399, kOutcomes62},
    {"sub__complex64_dimensioned__float_scalar", kArgs400, kOutcomes62},
    {"sub__complex64_dimensioned__complex_scalar", kArgs401, kOutcomes62},
    {"sub__complex128_dimensioned__bool_dimensioned", kArgs402, kOutcomes41},
    {"sub__complex128_dimensioned__uint8_dimensioned", kArgs403, kOutcomes41},
    {"sub__complex128_dimensioned__int8_dimensioned", kArgs404, kOutcomes41},
    {"sub__complex128_dimensioned__int16_dimensioned", kArgs405, kOutcomes41},
    {"sub__complex128_dimensioned__int32_dimensioned", kArgs406, kOutcomes41},
    {"sub__complex128_dimensioned__int64_dimensioned", kArgs407, kOutcomes41},
    {"sub__complex128_dimensioned__float16_dimensioned", kArgs408, kOutcomes41},
    {"sub__complex128_dimensioned__bfloat16_dimensioned", kArgs409, kOutcomes41},
    {"sub__complex128_dimensioned__float32_dimensioned", kArgs410, kOutcomes41},
    {"sub__complex128_dimensioned__float64_dimensioned", kArgs411, kOutcomes41},
    {"sub__complex128_dimensioned__complex32_dimensioned", kArgs412, kOutcomes41},
    {"sub__complex128_dimensioned__complex64_dimensioned", kArgs413, kOutcomes41},
    {"sub__complex128_dimensioned__complex128_dimensioned", kArgs414, kOutcomes41},
    {"sub__complex128_dimensioned__bool_zero_dim", kArgs415, kOutcomes41},
    {"sub__complex128_dimensioned__uint8_zero_dim", kArgs416, kOutcomes41},
    {"sub__complex128_dimensioned__int8_zero_dim", kArgs417, kOutcomes41},
    {"sub__complex128_dimensioned__int16_zero_dim", kArgs418, kOutcomes41},
    {"sub__complex128_dimensioned__int32_zero_dim", kArgs419, kOutcomes41},
    {"sub__complex128_dimensioned__int64_zero_dim", kArgs420, kOutcomes41},
    {"sub__complex128_dimensioned__float16_zero_dim", kArgs421, kOutcomes41},
    {"sub__complex128_dimensioned__bfloat16_zero_dim", kArgs422, kOutcomes41},
    {"sub__complex128_dimensioned__float32_zero_dim", kArgs423, kOutcomes41},
    {"sub__complex128_dimensioned__float64_zero_dim", kArgs424, kOutcomes41},
    {"sub__complex128_dimensioned__complex32_zero_dim", kArgs425, kOutcomes41},
    {"sub__complex128_dimensioned__complex64_zero_dim", kArgs426, kOutcomes41},
    {"sub__complex128_dimensioned__complex128_zero_dim", kArgs427, kOutcomes41},
    {"sub__complex128_dimensioned__bool_scalar", kArgs428, kOutcomes341},
    {"sub__complex128_dimensioned__int_scalar", kArgs429, kOutcomes341},
    {"sub__complex128_dimensioned__float_scalar", kArgs430, kOutcomes341},
    {"sub__complex128_dimensioned__complex_scalar", kArgs431, kOutcomes341},
    {"sub__bool_zero_dim__bool_dimensioned", kArgs432, kOutcomes17},
    {"sub__bool_zero_dim__uint8_dimensioned", kArgs433, kOutcomes19},
    {"sub__bool_zero_dim__int8_dimensioned", kArgs434, kOutcomes21},
    {"sub__bool_zero_dim__int16_dimensioned", kArgs435, kOutcomes23},
    {"sub__bool_zero_dim__int32_dimensioned", kArgs436, kOutcomes25},
    {"sub__bool_zero_dim__int64_dimensioned", kArgs437, kOutcomes27},
    {"sub__bool_zero_dim__float16_dimensioned", kArgs438, kOutcomes29},
    {"sub__bool_zero_dim__bfloat16_dimensioned", kArgs439, kOutcomes31},
    {"sub__bool_zero_dim__float32_dimensioned", kArgs440, kOutcomes33},
    {"sub__bool_zero_dim__float64_dimensioned", kArgs441, kOutcomes35},
    {"sub__bool_zero_dim__complex32_dimensioned", kArgs442, kOutcomes37},
    {"sub__bool_zero_dim__complex64_dimensioned", kArgs443, kOutcomes39},
    {"sub__bool_zero_dim__complex128_dimensioned", kArgs444, kOutcomes41},
    {"sub__bool_zero_dim__bool_zero_dim", kArgs445, kOutcomes17},
    {"sub__bool_zero_dim__uint8_zero_dim", kArgs446, kOutcomes447},
    {"sub__bool_zero_dim__int8_zero_dim", kArgs448, kOutcomes449},
    {"sub__bool_zero_dim__int16_zero_dim", kArgs450, kOutcomes451},
    {"sub__bool_zero_dim__int32_zero_dim", kArgs452, kOutcomes453},
    {"sub__bool_zero_dim__int64_zero_dim", kArgs454, kOutcomes455},
    {"sub__bool_zero_dim__float16_zero_dim", kArgs456, kOutcomes457},
    {"sub__bool_zero_dim__bfloat16_zero_dim", kArgs458, kOutcomes459},
    {"sub__bool_zero_dim__float32_zero_dim", kArgs460, kOutcomes461},
    {"sub__bool_zero_dim__float64_zero_dim", kArgs462, kOutcomes463},
    {"sub__bool_zero_dim__complex32_zero_dim", kArgs464, kOutcomes465},
    {"sub__bool_zero_dim__complex64_zero_dim", kArgs466, kOutcomes467},
    {"sub__bool_zero_dim__complex128_zero_dim", kArgs468, kOutcomes469},
    {"sub__bool_zero_dim__bool_scalar", kArgs470, kOutcomes56},
    {"sub__bool_zero_dim__int_scalar", kArgs471, kOutcomes472},
    {"sub__bool_zero_dim__float_scalar", kArgs473, kOutcomes474},
    {"sub__bool_zero_dim__complex_scalar", kArgs475, kOutcomes476},
    {"sub__uint8_zero_dim__bool_dimensioned", kArgs477, kOutcomes19},
    {"sub__uint8_zero_dim__uint8_dimensioned", kArgs478, kOutcomes19},
    {"sub__uint8_zero_dim__int8_dimensioned", kArgs479, kOutcomes21},
    {"sub__uint8_zero_dim__int16_dimensioned", kArgs480, kOutcomes23},
    {"sub__uint8_zero_dim__int32_dimensioned", kArgs481, kOutcomes25},
    {"sub__uint8_zero_dim__int64_dimensioned", kArgs482, kOutcomes27},
    {"sub__uint8_zero_dim__float16_dimensioned", kArgs483, kOutcomes29},
    {"sub__uint8_zero_dim__bfloat16_dimensioned", kArgs484, kOutcomes31},
    {"sub__uint8_zero_dim__float32_dimensioned", kArgs485, kOutcomes33},
    {"sub__uint8_zero_dim__float64_dimensioned", kArgs486, kOutcomes35},
    {"sub__uint8_zero_dim__complex32_dimensioned", kArgs487, kOutcomes37},
    {"sub__uint8_zero_dim__complex64_dimensioned", kArgs488, kOutcomes39},
    {"sub__uint8_zero_dim__complex128_dimensioned", kArgs489, kOutcomes41},
    {"sub__uint8_zero_dim__bool_zero_dim", kArgs490, kOutcomes447},
    {"sub__uint8_zero_dim__uint8_zero_dim", kArgs491, kOutcomes447},
    {"sub__uint8_zero_dim__int8_zero_dim", kArgs492, kOutcomes451},
    {"sub__uint8_zero_dim__int16_zero_dim", kArgs493, kOutcomes451},
    {"sub__uint8_zero_dim__int32_zero_dim", kArgs494, kOutcomes453},
    {"sub__uint8_zero_dim__int64_zero_dim", kArgs495, kOutcomes455},
    {"sub__uint8_zero_dim__float16_zero_dim", kArgs496, kOutcomes457},
    {"sub__uint8_zero_dim__bfloat16_zero_dim", kArgs497, kOutcomes459},
    {"sub__uint8_zero_dim__float32_zero_dim", kArgs498, kOutcomes461},
    {"sub__uint8_zero_dim__float64_zero_dim", kArgs499, kOutcomes463},
    {"sub__uint8_zero_dim__complex32_zero_dim", kArgs500, kOutcomes465},
    {"sub__uint8_zero_dim__complex64_zero_dim", kArgs501, kOutcomes467},
    {"sub__uint8_zero_dim__complex128_zero_dim", kArgs502, kOutcomes469},
    {"sub__uint8_zero_dim__bool_scalar", kArgs503, kOutcomes504},
    {"sub__uint8_zero_dim__int_scalar", kArgs505, kOutcomes504},
    {"sub__uint8_zero_dim__float_scalar", kArgs506, kOutcomes474},
    {"sub__uint8_zero_dim__complex_scalar", kArgs507, kOutcomes476},
    {"sub__int8_zero_dim__bool_dimensioned", kArgs508, kOutcomes21},
    {"sub__int8_zero_dim__uint8_dimensioned", kArgs509, kOutcomes19},
    {"sub__int8_zero_dim__int8_dimensioned", kArgs510, kOutcomes21},
    {"sub__int8_zero_dim__int16_dimensioned", kArgs511, kOutcomes23},
    {"sub__int8_zero_dim__int32_dimensioned", kArgs512, kOutcomes25},
    {"sub__int8_zero_dim__int64_dimensioned", kArgs513, kOutcomes27},
    {"sub__int8_zero_dim__float16_dimensioned", kArgs514, kOutcomes29},
    {"sub__int8_zero_dim__bfloat16_dimensioned", kArgs515, kOutcomes31},
    {"sub__int8_zero_dim__float32_dimensioned", kArgs516, kOutcomes33},
    {"sub__int8_zero_dim__float64_dimensioned", kArgs517, kOutcomes35},
    {"sub__int8_zero_dim__complex32_dimensioned", kArgs518, kOutcomes37},
    {"sub__int8_zero_dim__complex64_dimensioned", kArgs519, kOutcomes39},
    {"sub__int8_zero_dim__complex128_dimensioned", kArgs520, kOutcomes41},
    {"sub__int8_zero_dim__bool_zero_dim", kArgs521, kOutcomes449},
    {"sub__int8_zero_dim__uint8_zero_dim", kArgs522, kOutcomes451},
    {"sub__int8_zero_dim__int8_zero_dim", kArgs523, kOutcomes449},
    {"sub__int8_zero_dim__int16_zero_dim", kArgs524, kOutcomes451},
    {"sub__int8_zero_dim__int32_zero_dim", kArgs525, kOutcomes453},
    {"sub__int8_zero_dim__int64_zero_dim", kArgs526, kOutcomes455},
    {"sub__int8_zero_dim__float16_zero_dim", kArgs527, kOutcomes457},
    {"sub__int8_zero_dim__bfloat16_zero_dim", kArgs528, kOutcomes459},
    {"sub__int8_zero_dim__float32_zero_dim", kArgs529, kOutcomes461},
    {"sub__int8_zero_dim__float64_zero_dim", kArgs530, kOutcomes463},
    {"sub__int8_zero_dim__complex32_zero_dim", kArgs531, kOutcomes465},
    {"sub__int8_zero_dim__complex64_zero_dim", kArgs532, kOutcomes467},
    {"sub__int8_zero_dim__complex128_zero_dim", kArgs533, kOutcomes469},
    {"sub__int8_zero_dim__bool_scalar", kArgs534, kOutcomes535},
    {"sub__int8_zero_dim__int_scalar", kArgs536, kOutcomes535},
    {"sub__int8_zero_dim__float_scalar", kArgs537, kOutcomes474},
    {"sub__int8_zero_dim__complex_scalar", kArgs538, kOutcomes476},
    {"sub__int16_zero_dim__bool_dimensioned", kArgs539, kOutcomes23},
    {"sub__int16_zero_dim__uint8_dimensioned", kArgs540, kOutcomes19},
    {"sub__int16_zero_dim__int8_dimensioned", kArgs541, kOutcomes21},
    {"sub__int16_zero_dim__int16_dimensioned", kArgs542, kOutcomes23},
    {"sub__int16_zero_dim__int32_dimensioned", kArgs543, kOutcomes25},
    {"sub__int16_zero_dim__int64_dimensioned", kArgs544, kOutcomes27},
    {"sub__int16_zero_dim__float16_dimensioned", kArgs545, kOutcomes29},
    {"sub__int16_zero_dim__bfloat16_dimensioned", kArgs546, kOutcomes31},
    {"sub__int16_zero_dim__float32_dimensioned", kArgs547, kOutcomes33},
    {"sub__int16_zero_dim__float64_dimensioned", kArgs548, kOutcomes35},
    {"sub__int16_zero_dim__complex32_dimensioned", kArgs549, kOutcomes37},
    {"sub__int16_zero_dim__complex64_dimensioned", kArgs550, kOutcomes39},
    {"sub__int16_zero_dim__complex128_dimensioned", kArgs551, kOutcomes41},
    {"sub__int16_zero_dim__bool_zero_dim", kArgs552, kOutcomes451},
    {"sub__int16_zero_dim__uint8_zero_dim", kArgs553, kOutcomes451},
    {"sub__int16_zero_dim__int8_zero_dim", kArgs554, kOutcomes451},
    {"sub__int16_zero_dim__int16_zero_dim", kArgs555, kOutcomes451},
    {"sub__int16_zero_dim__int32_zero_dim", kArgs556, kOutcomes453},
    {"sub__int16_zero_dim__int64_zero_dim", kArgs557, kOutcomes455},
    {"sub__int16_zero_dim__float16_zero_dim", kArgs558, kOutcomes457},
    {"sub__int16_zero_dim__bfloat16_zero_dim", kArgs559, kOutcomes459},
    {"sub__int16_zero_dim__float32_zero_dim", kArgs560, kOutcomes461},
    {"sub__int16_zero_dim__float64_zero_dim", kArgs561, kOutcomes463},
    {"sub__int16_zero_dim__complex32_zero_dim", kArgs562, kOutcomes465},
    {"sub__int16_zero_dim__complex64_zero_dim", kArgs563, kOutcomes467},
    {"sub__int16_zero_dim__complex128_zero_dim", kArgs564, kOutcomes469},
    {"sub__int16_zero_dim__bool_scalar", kArgs565, kOutcomes566},
    {"sub__int16_zero_dim__int_scalar", kArgs567, kOutcomes566},
    {"sub__int16_zero_dim__float_scalar", kArgs568, kOutcomes474},
    {"sub__int16_zero_dim__complex_scalar", kArgs569, kOutcomes476},
    {"sub__int32_zero_dim__bool_dimensioned", kArgs570, kOutcomes25},
    {"sub__int32_zero_dim__uint8_dimensioned", kArgs571, kOutcomes19},
    {"sub__int32_zero_dim__int8_dimensioned", kArgs572, kOutcomes21},
    {"sub__int32_zero_dim__int16_dimensioned", kArgs573, kOutcomes23},
    {"sub__int32_zero_dim__int32_dimensioned", kArgs574, kOutcomes25},
    {"sub__int32_zero_dim__int64_dimensioned", kArgs575, kOutcomes27},
    {"sub__int32_zero_dim__float16_dimensioned", kArgs576, kOutcomes29},
    {"sub__int32_zero_dim__bfloat16_dimensioned", kArgs577, kOutcomes31},
    {"sub__int32_zero_dim__float32_dimensioned", kArgs578, kOutcomes33},
    {"sub__int32_zero_dim__float64_dimensioned", kArgs579, kOutcomes35},
    {"sub__int32_zero_dim__complex32_dimensioned", kArgs580, kOutcomes37},
    {"sub__int32_zero_dim__complex64_dimensioned", kArgs581, kOutcomes39},
    {"sub__int32_zero_dim__complex128_dimensioned", kArgs582, kOutcomes41},
    {"sub__int32_zero_dim__bool_zero_dim", kArgs583, kOutcomes453},
    {"sub__int32_zero_dim__uint8_zero_dim", kArgs584, kOutcomes453},
    {"sub__int32_zero_dim__int8_zero_dim", kArgs585, kOutcomes453},
    {"sub__int32_zero_dim__int16_zero_dim", kArgs586, kOutcomes453},
    {"sub__int32_zero_dim__int32_zero_dim", kArgs587, kOutcomes453},
    {"sub__int32_zero_dim__int64_zero_dim", kArgs588, kOutcomes455},
    {"sub__int32_zero_dim__float16_zero_dim", kArgs589, kOutcomes457},
    {"sub__int32_zero_dim__bfloat16_zero_dim", kArgs590, kOutcomes459},
    {"sub__int32_zero_dim__float32_zero_dim", kArgs591, kOutcomes461},
    {"sub__int32_zero_dim__float64_zero_dim", kArgs592, kOutcomes463},
    {"sub__int32_zero_dim__complex32_zero_dim", kArgs593, kOutcomes465},
    {"sub__int32_zero_dim__complex64_zero_dim", kArgs594, kOutcomes467},
    {"sub__int32_zero_dim__complex128_zero_dim", kArgs595, kOutcomes469},
    {"sub__int32_zero_dim__bool_scalar", kArgs596, kOutcomes597},
    {"sub__int32_zero_dim__int_scalar", kArgs598, kOutcomes597},
    {"sub__int32_zero_dim__float_scalar", kArgs599, kOutcomes474},
    {"sub__int32_zero_dim__complex_scalar", kArgs600, kOutcomes476},
    {"sub__int64_zero_dim__bool_dimensioned", kArgs601, kOutcomes27},
    {"sub__int64_zero_dim__uint8_dimensioned", kArgs602, kOutcomes19},
    {"sub__int64_zero_dim__int8_dimensioned", kArgs603, kOutcomes21},
    {"sub__int64_zero_dim__int16_dimensioned", kArgs604, kOutcomes23},
    {"sub__int64_zero_dim__int32_dimensioned", kArgs605, kOutcomes25},
    {"sub__int64_zero_dim__int64_dimensioned", kArgs606, kOutcomes27},
    {"sub__int64_zero_dim__float16_dimensioned", kArgs607, kOutcomes29},
    {"sub__int64_zero_dim__bfloat16_dimensioned", kArgs608, kOutcomes31},
    {"sub__int64_zero_dim__float32_dimensioned", kArgs609, kOutcomes33},
    {"sub__int64_zero_dim__float64_dimensioned", kArgs610, kOutcomes35},
    {"sub__int64_zero_dim__complex32_dimensioned", kArgs611, kOutcomes37},
    {"sub__int64_zero_dim__complex64_dimensioned", kArgs612, kOutcomes39},
    {"sub__int64_zero_dim__complex128_dimensioned", kArgs613, kOutcomes41},
    {"sub__int64_zero_dim__bool_zero_dim", kArgs614, kOutcomes455},
    {"sub__int64_zero_dim__uint8_zero_dim", kArgs615, kOutcomes455},
    {"sub__int64_zero_dim__int8_zero_dim", kArgs616, kOutcomes455},
    {"sub__int64_zero_dim__int16_zero_dim", kArgs617, kOutcomes455},
    {"sub__int64_zero_dim__int32_zero_dim", kArgs618, kOutcomes455},
    {"sub__int64_zero_dim__int64_zero_dim", kArgs619, kOutcomes455},
    {"sub__int64_zero_dim__float16_zero_dim", kArgs620, kOutcomes457},
    {"sub__int64_zero_dim__bfloat16_zero_dim", kArgs621, kOutcomes459},
    {"sub__int64_zero_dim__float32_zero_dim", kArgs622, kOutcomes461},
    {"sub__int64_zero_dim__float64_zero_dim", kArgs623, kOutcomes463},
    {"sub__int64_zero_dim__complex32_zero_dim", kArgs624, kOutcomes465},
    {"sub__int64_zero_dim__complex64_zero_dim", kArgs625, kOutcomes467},
    {"sub__int64_zero_dim__complex128_zero_dim", kArgs626, kOutcomes469},
    {"sub__int64_zero_dim__bool_scalar", kArgs627, kOutcomes472},
    {"sub__int64_zero_dim__int_scalar", kArgs628, kOutcomes472},
    {"sub__int64_zero_dim__float_scalar", kArgs629, kOutcomes474},
    {"sub__int64_zero_dim__complex_scalar", kArgs630, kOutcomes476},
    {"sub__float16_zero_dim__bool_dimensioned", kArgs631, kOutcomes29},
    {"sub__float16_zero_dim__uint8_dimensioned", kArgs632, kOutcomes29},
    {"sub__float16_zero_dim__int8_dimensioned", kArgs633, kOutcomes29},
    {"sub__float16_zero_dim__int16_dimensioned", kArgs634, kOutcomes29},
    {"sub__float16_zero_dim__int32_dimensioned", kArgs635, kOutcomes29},
    {"sub__float16_zero_dim__int64_dimensioned", kArgs636, kOutcomes29},
    {"sub__float16_zero_dim__float16_dimensioned", kArgs637, kOutcomes29},
    {"sub__float16_zero_dim__bfloat16_dimensioned", kArgs638, kOutcomes31},
    {"sub__float16_zero_dim__float32_dimensioned", kArgs639, kOutcomes33},
    {"sub__float16_zero_dim__float64_dimensioned", kArgs640, kOutcomes35},
    {"sub__float16_zero_dim__complex32_dimensioned", kArgs641, kOutcomes37},
    {"sub__float16_zero_dim__complex64_dimensioned", kArgs642, kOutcomes39},
    {"sub__float16_zero_dim__complex128_dimensioned", kArgs643, kOutcomes41},
    {"sub__float16_zero_dim__bool_zero_dim", kArgs644, kOutcomes457},
    {"sub__float16_zero_dim__uint8_zero_dim", kArgs645, kOutcomes457},
    {"sub__float16_zero_dim__int8_zero_dim", kArgs646, kOutcomes457},
    {"sub__float16_zero_dim__int16_zero_dim", kArgs647, kOutcomes457},
    {"sub__float16_zero_dim__int32_zero_dim", kArgs648, kOutcomes457},
    {"sub__float16_zero_dim__int64_zero_dim", kArgs649, kOutcomes457},
    {"sub__float16_zero_dim__float16_zero_dim", kArgs650, kOutcomes457},
    {"sub__float16_zero_dim__bfloat16_zero_dim", kArgs651, kOutcomes461},
    {"sub__float16_zero_dim__float32_zero_dim", kArgs652, kOutcomes461},
    {"sub__float16_zero_dim__float64_zero_dim", kArgs653, kOutcomes463},
    {"sub__float16_zero_dim__complex32_zero_dim", kArgs654, kOutcomes465},
    {"sub__float16_zero_dim__complex64_zero_dim", kArgs655, kOutcomes467},
    {"sub__float16_zero_dim__complex128_zero_dim", kArgs656, kOutcomes469},
    {"sub__float16_zero_dim__bool_scalar", kArgs657, kOutcomes658},
    {"sub__float16_zero_dim__int_scalar", kArgs659, kOutcomes658},
    {"sub__float16_zero_dim__float_scalar", kArgs660, kOutcomes658},
    {"sub__float16_zero_dim__complex_scalar", kArgs661, kOutcomes662},
    {"sub__bfloat16_zero_dim__bool_dimensioned", kArgs663, kOutcomes31},
    {"sub__bfloat16_zero_dim__uint8_dimensioned", kArgs664, kOutcomes31},
    {"sub__bfloat16_zero_dim__int8_dimensioned", kArgs665, kOutcomes31},
    {"sub__bfloat16_zero_dim__int16_dimensioned", kArgs666, kOutcomes31},
    {"sub__bfloat16_zero_dim__int32_dimensioned", kArgs667, kOutcomes31},
    {"sub__bfloat16_zero_dim__int64_dimensioned", kArgs668, kOutcomes31},
    {"sub__bfloat16_zero_dim__float16_dimensioned", kArgs669, kOutcomes29},
    {"sub__bfloat16_zero_dim__bfloat16_dimensioned", kArgs670, kOutcomes31},
    {"sub__bfloat16_zero_dim__float32_dimensioned", kArgs671, kOutcomes33},
    {"sub__bfloat16_zero_dim__float64_dimensioned", kArgs672, kOutcomes35},
    {"sub__bfloat16_zero_dim__complex32_dimensioned", kArgs673, kOutcomes37},
    {"sub__bfloat16_zero_dim__complex64_dimensioned", kArgs674, kOutcomes39},
    {"sub__bfloat16_zero_dim__complex128_dimensioned", kArgs675, kOutcomes41},
    {"sub__bfloat16_zero_dim__bool_zero_dim", kArgs676, kOutcomes459},
    {"sub__bfloat16_zero_dim__uint8_zero_dim", kArgs677, kOutcomes459},
    {"sub__bfloat16_zero_dim__int8_zero_dim", kArgs678, kOutcomes459},
    {"sub__bfloat16_zero_dim__int16_zero_dim", kArgs679, kOutcomes459},
    {"sub__bfloat16_zero_dim__int32_zero_dim", kArgs680, kOutcomes459},
    {"sub__bfloat16_zero_dim__int64_zero_dim", kArgs681, kOutcomes459},
    {"sub__bfloat16_zero_dim__float16_zero_dim", kArgs682, kOutcomes461},
    {"sub__bfloat16_zero_dim__bfloat16_zero_dim", kArgs683, kOutcomes459},
    {"sub__bfloat16_zero_dim__float32_zero_dim", kArgs684, kOutcomes461},
    {"sub__bfloat16_zero_dim__float64_zero_dim", kArgs685, kOutcomes463},
    {"sub__bfloat16_zero_dim__complex32_zero_dim", kArgs686, kOutcomes467},
    {"sub__bfloat16_zero_dim__complex64_zero_dim", kArgs687, kOutcomes467},
    {"sub__bfloat16_zero_dim__complex128_zero_dim", kArgs688, kOutcomes469},
    {"sub__bfloat16_zero_dim__bool_scalar", kArgs689, kOutcomes690},
    {"sub__bfloat16_zero_dim__int_scalar", kArgs691, kOutcomes690},
    {"sub__bfloat16_zero_dim__float_scalar", kArgs692, kOutcomes690},
    {"sub__bfloat16_zero_dim__complex_scalar", kArgs693, kOutcomes476},
    {"sub__float32_zero_dim__bool_dimensioned", kArgs694, kOutcomes33},
    {"sub__float32_zero_dim__uint8_dimensioned", kArgs695, kOutcomes33},
    {"sub__float32_zero_dim__int8_dimensioned", kArgs696, kOutcomes33},
    {"sub__float32_zero_dim__int16_dimensioned", kArgs697, kOutcomes33},
    {"sub__float32_zero_dim__int32_dimensioned", kArgs698, kOutcomes33},
    {"sub__float32_zero_dim__int64_dimensioned", kArgs699, kOutcomes33},
    {"sub__float32_zero_dim__float16_dimensioned", kArgs700, kOutcomes29},
    {"sub__float32_zero_dim__bfloat16_dimensioned", kArgs701, kOutcomes31},
    {"sub__float32_zero_dim__float32_dimensioned", kArgs702, kOutcomes33},
    {"sub__float32_zero_dim__float64_dimensioned", kArgs703, kOutcomes35},
    {"sub__float32_zero_dim__complex32_dimensioned", kArgs704, kOutcomes37},
    {"sub__float32_zero_dim__complex64_dimensioned", kArgs705, kOutcomes39},
    {"sub__float32_zero_dim__complex128_dimensioned", kArgs706, kOutcomes41},
    {"sub__float32_zero_dim__bool_zero_dim", kArgs707, kOutcomes461},
    {"sub__float32_zero_dim__uint8_zero_dim", kArgs708, kOutcomes461},
    {"sub__float32_zero_dim__int8_zero_dim", kArgs709, kOutcomes461},
    {"sub__float32_zero_dim__int16_zero_dim", kArgs710, kOutcomes461},
    {"sub__float32_zero_dim__int32_zero_dim", kArgs711, kOutcomes461},
    {"sub__float32_zero_dim__int64_zero_dim", kArgs712, kOutcomes461},
    {"sub__float32_zero_dim__float16_zero_dim", kArgs713, kOutcomes461},
    {"sub__float32_zero_dim__bfloat16_zero_dim", kArgs714, kOutcomes461},
    {"sub__float32_zero_dim__float32_zero_dim", kArgs715, kOutcomes461},
    {"sub__float32_zero_dim__float64_zero_dim", kArgs716, kOutcomes463},
    {"sub__float32_zero_dim__complex32_zero_dim", kArgs717, kOutcomes467},
    {"sub__float32_zero_dim__complex64_zero_dim", kArgs718, kOutcomes467},
    {"sub__float32_zero_dim__complex128_zero_dim", kArgs719, kOutcomes469},
    {"sub__float32_zero_dim__bool_scalar", kArgs720, kOutcomes474},
    {"sub__float32_zero_dim__int_scalar", kArgs721, kOutcomes474},
    {"sub__float32_zero_dim__float_scalar", kArgs722, kOutcomes474},
    {"sub__float32_zero_dim__complex_scalar", kArgs723, kOutcomes476},
    {"sub__float64_zero_dim__bool_dimensioned", kArgs724, kOutcomes35},
    {"sub__float64_zero_dim__uint8_dimensioned", kArgs725, kOutcomes35},
    {"sub__float64_zero_dim__int8_dimensioned", kArgs726, kOutcomes35},
    {"sub__float64_zero_dim__int16_dimensioned", kArgs727, kOutcomes35},
    {"sub__float64_zero_dim__int32_dimensioned", kArgs728, kOutcomes35},
    {"sub__float64_zero_dim__int64_dimensioned", kArgs729, kOutcomes35},
    {"sub__float64_zero_dim__float16_dimensioned", kArgs730, kOutcomes29},
    {"sub__float64_zero_dim__bfloat16_dimensioned", kArgs731, kOutcomes31},
    {"sub__float64_zero_dim__float32_dimensioned", kArgs732, kOutcomes33},
    {"sub__float64_zero_dim__float64_dimensioned", kArgs733, kOutcomes35},
    {"sub__float64_zero_dim__complex32_dimensioned", kArgs734, kOutcomes37},
    {"sub__float64_zero_dim__complex64_dimensioned", kArgs735, kOutcomes39},
    {"sub__float64_zero_dim__complex128_dimensioned", kArgs736, kOutcomes41},
    {"sub__float64_zero_dim__bool_zero_dim", kArgs737, kOutcomes463},
    {"sub__float64_zero_dim__uint8_zero_dim", kArgs738, kOutcomes463},
    {"sub__float64_zero_dim__int8_zero_dim", kArgs739, kOutcomes463},
    {"sub__float64_zero_dim__int16_zero_dim", kArgs740, kOutcomes463},
    {"sub__float64_zero_dim__int32_zero_dim", kArgs741, kOutcomes463},
    {"sub__float64_zero_dim__int64_zero_dim", kArgs742, kOutcomes463},
    {"sub__float64_zero_dim__float16_zero_dim", kArgs743, kOutcomes463},
    {"sub__float64_zero_dim__bfloat16_zero_dim", kArgs744, kOutcomes463},
    {"sub__float64_zero_dim__float32_zero_dim", kArgs745, kOutcomes463},
    {"sub__float64_zero_dim__float64_zero_dim", kArgs746, kOutcomes463},
    {"sub__float64_zero_dim__complex32_zero_dim", kArgs747, kOutcomes469},
    {"sub__float64_zero_dim__complex64_zero_dim", kArgs748, kOutcomes469},
    {"sub__float64_zero_dim__complex128_zero_dim", kArgs749, kOutcomes469},
    {"sub__float64_zero_dim__bool_scalar", kArgs750, kOutcomes751},
    {"sub__float64_zero_dim__int_scalar", kArgs752, kOutcomes751},
    {"sub__float64_zero_dim__float_scalar", kArgs753, kOutcomes751},
    {"sub__float64_zero_dim__complex_scalar", kArgs754, kOutcomes755},
    {"sub__complex32_zero_dim__bool_dimensioned", kArgs756, kOutcomes37},
    {"sub__complex32_zero_dim__uint8_dimensioned", kArgs757, kOutcomes37},
    {"sub__complex32_zero_dim__int8_dimensioned", kArgs758, kOutcomes37},
    {"sub__complex32_zero_dim__int16_dimensioned", kArgs759, kOutcomes37},
    {"sub__complex32_zero_dim__int32_dimensioned", kArgs760, kOutcomes37},
    {"sub__complex32_zero_dim__int64_dimensioned", kArgs761, kOutcomes37},
    {"sub__complex32_zero_dim__float16_dimensioned", kArgs762, kOutcomes37},
    {"sub__complex32_zero_dim__bfloat16_dimensioned", kArgs763, kOutcomes39},
    {"sub__complex32_zero_dim__float32_dimensioned", kArgs764, kOutcomes39},
    {"sub__complex32_zero_dim__float64_dimensioned", kArgs765, kOutcomes41},
    {"sub__complex32_zero_dim__complex32_dimensioned", kArgs766, kOutcomes37},
    {"sub__complex32_zero_dim__complex64_dimensioned", kArgs767, kOutcomes39},
    {"sub__complex32_zero_dim__complex128_dimensioned", kArgs768, kOutcomes41},
    {"sub__complex32_zero_dim__bool_zero_dim", kArgs769, kOutcomes465},
    {"sub__complex32_zero_dim__uint8_zero_dim", kArgs770, kOutcomes465},
    {"sub__complex32_zero_dim__int8_zero_dim", kArgs771, kOutcomes465},
    {"sub__complex32_zero_dim__int16_zero_dim", kArgs772, kOutcomes465},
    {"sub__complex32_zero_dim__int32_zero_dim", kArgs773, kOutcomes465},
    {"sub__complex32_zero_dim__int64_zero_dim", kArgs774, kOutcomes465},
    {"sub__complex32_zero_dim__float16_zero_dim", kArgs775, kOutcomes465},
    {"sub__complex32_zero_dim__bfloat16_zero_dim", kArgs776, kOutcomes467},
    {"sub__complex32_zero_dim__float32_zero_dim", kArgs777, kOutcomes467},
    {"sub__complex32_zero_dim__float64_zero_dim", kArgs778, kOutcomes469},
    {"sub__complex32_zero_dim__complex32_zero_dim", kArgs779, kOutcomes465},
    {"sub__complex32_zero_dim__complex64_zero_dim", kArgs780, kOutcomes467},
    {"sub__complex32_zero_dim__complex128_zero_dim", kArgs781, kOutcomes469},
    {"sub__complex32_zero_dim__bool_scalar", kArgs782, kOutcomes662},
    {"sub__complex32_zero_dim__int_scalar", kArgs783, kOutcomes662},
    {"sub__complex32_zero_dim__float_scalar", kArgs784, kOutcomes662},
    {"sub__complex32_zero_dim__complex_scalar", kArgs785, kOutcomes662},
    {"sub__complex64_zero_dim__bool_dimensioned", kArgs786, kOutcomes39},
    {"sub__complex64_zero_dim__uint8_dimensioned", kArgs787, kOutcomes39},
    {"sub__complex64_zero_dim__int8_dimensioned", kArgs788, kOutcomes39},
    {"sub__complex64_zero_dim__int16_dimensioned", kArgs789, kOutcomes39},
    {"sub__complex64_zero_dim__int32_dimensioned", kArgs790, kOutcomes39},
    {"sub__complex64_zero_dim__int64_dimensioned", kArgs791, kOutcomes39},
    {"sub__complex64_zero_dim__float16_dimensioned", kArgs792, kOutcomes37},
    {"sub__complex64_zero_dim__bfloat16_dimensioned", kArgs793, kOutcomes39},
    {"sub__complex64_zero_dim__float32_dimensioned", kArgs794, kOutcomes39},
    {"sub__complex64_zero_dim__float64_dimensioned", kArgs795, kOutcomes41},
    {"sub__complex64_zero_dim__complex32_dimensioned", kArgs796, kOutcomes37},
    {"sub__complex64_zero_dim__complex64_dimensioned", kArgs797, kOutcomes39},
    {"sub__complex64_zero_dim__complex128_dimensioned", kArgs798, kOutcomes41},
    {"sub__complex64_zero_dim__bool_zero_dim", kArgs799, kOutcomes467},
    {"sub__complex64_zero_dim__uint8_zero_dim", kArgs800, kOutcomes467},
    {"sub__complex64_zero_dim__int8_zero_dim", kArgs801, kOutcomes467},
    {"sub__complex64_zero_dim__int16_zero_dim", kArgs802, kOutcomes467},
    {"sub__complex64_zero_dim__int32_zero_dim", kArgs803, kOutcomes467},
    {"sub__complex64_zero_dim__int64_zero_dim", kArgs804, kOutcomes467},
    {"sub__complex64_zero_dim__float16_zero_dim", kArgs805, kOutcomes467},
    {"sub__complex64_zero_dim__bfloat16_zero_dim", kArgs806, kOutcomes467},
    {"sub__complex64_zero_dim__float32_zero_dim", kArgs807, kOutcomes467},
    {"sub__complex64_zero_dim__float64_zero_dim", kArgs808, kOutcomes469},
    {"sub__complex64_zero_dim__complex32_zero_dim", kArgs809, kOutcomes467},
    {"sub__complex64_zero_dim__complex64_zero_dim", kArgs810, kOutcomes467},
    {"sub__complex64_zero_dim__complex128_zero_dim", kArgs811, kOutcomes469},
    {"sub__complex64_zero_dim__bool_scalar", kArgs812, kOutcomes476},
    {"sub__complex64_zero_dim__int_scalar", kArgs813, kOutcomes476},
    {"sub__complex64_zero_dim__float_scalar", kArgs814, kOutcomes476},
    {"sub__complex64_zero_dim__complex_scalar", kArgs815, kOutcomes476},
    {"sub__complex128_zero_dim__bool_dimensioned", kArgs816, kOutcomes41},
    {"sub__complex128_zero_dim__uint8_dimensioned", kArgs817, kOutcomes41},
    {"sub__complex128_zero_dim__int8_dimensioned", kArgs818, kOutcomes41},
    {"sub__complex128_zero_dim__int16_dimensioned", kArgs819, kOutcomes41},
    {"sub__complex128_zero_dim__int32_dimensioned", kArgs820, kOutcomes41},
    {"sub__complex128_zero_dim__int64_dimensioned", kArgs821, kOutcomes41},
    {"sub__complex128_zero_dim__float16_dimensioned", kArgs822, kOutcomes37},
    {"sub__complex128_zero_dim__bfloat16_dimensioned", kArgs823, kOutcomes39},
    {"sub__complex128_zero_dim__float32_dimensioned", kArgs824, kOutcomes39},
    {"sub__complex128_zero_dim__float64_dimensioned", kArgs825, kOutcomes41},
    {"sub__complex128_zero_dim__complex32_dimensioned", kArgs826, kOutcomes37},
    {"sub__complex128_zero_dim__complex64_dimensioned", kArgs827, kOutcomes39},
    {"sub__complex128_zero_dim__complex128_dimensioned", kArgs828, kOutcomes41},
    {"sub__complex128_zero_dim__bool_zero_dim", kArgs829, kOutcomes469},
    {"sub__complex128_zero_dim__uint8_zero_dim", kArgs830, kOutcomes469},
    {"sub__complex128_zero_dim__int8_zero_dim", kArgs831, kOutcomes469},
    {"sub__complex128_zero_dim__int16_zero_dim", kArgs832, kOutcomes469},
    {"sub__complex128_zero_dim__int32_zero_dim", kArgs833, kOutcomes469},
    {"sub__complex128_zero_dim__int64_zero_dim", kArgs834, kOutcomes469},
    {"sub__complex128_zero_dim__float16_zero_dim", kArgs835, kOutcomes469},
    {"sub__complex128_zero_dim__bfloat16_zero_dim", kArgs836, kOutcomes469},
    {"sub__complex128_zero_dim__float32_zero_dim", kArgs837, kOutcomes469},
    {"sub__complex128_zero_dim__float64_zero_dim", kArgs838, kOutcomes469},
    {"sub__complex128_zero_dim__complex32_zero_dim", kArgs839, kOutcomes469},
    {"sub__complex128_zero_dim__complex64_zero_dim", kArgs840, kOutcomes469},
    {"sub__complex128_zero_dim__complex128_zero_dim", kArgs841, kOutcomes469},
    {"sub__complex128_zero_dim__bool_scalar", kArgs842, kOutcomes755},
    {"sub__complex128_zero_dim__int_scalar", kArgs843, kOutcomes755},
    {"sub__complex128_zero_dim__float_scalar", kArgs844, kOutcomes755},
    {"sub__complex128_zero_dim__complex_scalar", kArgs845, kOutcomes755},
};
constexpr Outcome kOutcomes846[] = {call(2).raises(&kError16)};
constexpr ErrorSpec kError847 = {"RuntimeError", "result type Byte can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes848[] = {call(2).raises(&kError847)};
constexpr ErrorSpec kError849 = {"RuntimeError", "result type Char can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes850[] = {call(2).raises(&kError849)};
constexpr ErrorSpec kError851 = {"RuntimeError", "result type Short can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes852[] = {call(2).raises(&kError851)};
constexpr ErrorSpec kError853 = {"RuntimeError", "result type Int can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes854[] = {call(2).raises(&kError853)};
constexpr ErrorSpec kError855 = {"RuntimeError", "result type Long can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes856[] = {call(2).raises(&kError855)};
constexpr ErrorSpec kError857 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes858[] = {call(2).raises(&kError857)};
constexpr ErrorSpec kError859 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes860[] = {call(2).raises(&kError859)};
constexpr ErrorSpec kError861 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes862[] = {call(2).raises(&kError861)};
constexpr ErrorSpec kError863 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes864[] = {call(2).raises(&kError863)};
constexpr ErrorSpec kError865 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes866[] = {call(2).raises(&kError865)};
constexpr ErrorSpec kError867 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes868[] = {call(2).raises(&kError867)};
constexpr ErrorSpec kError869 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes870[] = {call(2).raises(&kError869)};
constexpr Outcome kOutcomes871[] = {call(8).raises(&kError16)};
constexpr Outcome kOutcomes872[] = {call(8).raises(&kError855)};
constexpr Outcome kOutcomes873[] = {call(8).raises(&kError861)};
constexpr Outcome kOutcomes874[] = {call(8).raises(&kError867)};
constexpr Outcome kOutcomes875[] = {call(2).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError876 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes877[] = {call(2).raises(&kError876)};
constexpr ErrorSpec kError878 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes879[] = {call(2).raises(&kError878)};
constexpr ErrorSpec kError880 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes881[] = {call(2).raises(&kError880)};
constexpr ErrorSpec kError882 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes883[] = {call(2).raises(&kError882)};
constexpr ErrorSpec kError884 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes885[] = {call(2).raises(&kError884)};
constexpr ErrorSpec kError886 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes887[] = {call(2).raises(&kError886)};
constexpr ErrorSpec kError888 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes889[] = {call(2).raises(&kError888)};
constexpr Outcome kOutcomes890[] = {call(8).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes891[] = {call(8).raises(&kError880)};
constexpr Outcome kOutcomes892[] = {call(8).raises(&kError886)};
constexpr Outcome kOutcomes893[] = {call(2).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError894 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes895[] = {call(2).raises(&kError894)};
constexpr ErrorSpec kError896 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes897[] = {call(2).raises(&kError896)};
constexpr ErrorSpec kError898 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes899[] = {call(2).raises(&kError898)};
constexpr ErrorSpec kError900 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes901[] = {call(2).raises(&kError900)};
constexpr ErrorSpec kError902 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes903[] = {call(2).raises(&kError902)};
constexpr ErrorSpec kError904 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes905[] = {call(2).raises(&kError904)};
constexpr ErrorSpec kError906 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes907[] = {call(2).raises(&kError906)};
constexpr Outcome kOutcomes908[] = {call(8).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes909[] = {call(8).raises(&kError898)};
constexpr Outcome kOutcomes910[] = {call(8).raises(&kError904)};
constexpr Outcome kOutcomes911[] = {call(2).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError912 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes913[] = {call(2).raises(&kError912)};
constexpr ErrorSpec kError914 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes915[] = {call(2).raises(&kError914)};
constexpr ErrorSpec kError916 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes917[] = {call(2).raises(&kError916)};
constexpr ErrorSpec kError918 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes919[] = {call(2).raises(&kError918)};
constexpr ErrorSpec kError920 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes921[] = {call(2).raises(&kError920)};
constexpr ErrorSpec kError922 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes923[] = {call(2).raises(&kError922)};
constexpr ErrorSpec kError924 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes925[] = {call(2).raises(&kError924)};
constexpr Outcome kOutcomes926[] = {call(8).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes927[] = {call(8).raises(&kError916)};
constexpr Outcome kOutcomes928[] = {call(8).raises(&kError922)};
constexpr Outcome kOutcomes929[] = {call(2).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError930 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes931[] = {call(2).raises(&kError930)};
constexpr ErrorSpec kError932 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes933[] = {call(2).raises(&kError932)};
constexpr ErrorSpec kError934 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes935[] = {call(2).raises(&kError934)};
constexpr ErrorSpec kError936 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes937[] = {call(2).raises(&kError936)};
constexpr ErrorSpec kError938 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes939[] = {call(2).raises(&kError938)};
constexpr ErrorSpec kError940 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes941[] = {call(2).raises(&kError940)};
constexpr ErrorSpec kError942 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes943[] = {call(2).raises(&kError942)};
constexpr Outcome kOutcomes944[] = {call(8).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes945[] = {call(8).raises(&kError934)};
constexpr Outcome kOutcomes946[] = {call(8).raises(&kError940)};
constexpr Outcome kOutcomes947[] = {call(2).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError948 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes949[] = {call(2).raises(&kError948)};
constexpr ErrorSpec kError950 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes951[] = {call(2).raises(&kError950)};
constexpr ErrorSpec kError952 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes953[] = {call(2).raises(&kError952)};
constexpr ErrorSpec kError954 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes955[] = {call(2).raises(&kError954)};
constexpr ErrorSpec kError956 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes957[] = {call(2).raises(&kError956)};
constexpr ErrorSpec kError958 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes959[] = {call(2).raises(&kError958)};
constexpr ErrorSpec kError960 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes961[] = {call(2).raises(&kError960)};
constexpr Outcome kOutcomes962[] = {call(8).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes963[] = {call(8).raises(&kError952)};
constexpr Outcome kOutcomes964[] = {call(8).raises(&kError958)};
constexpr Outcome kOutcomes965[] = {call(2).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError966 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes967[] = {call(2).raises(&kError966)};
constexpr ErrorSpec kError968 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes969[] = {call(2).raises(&kError968)};
constexpr ErrorSpec kError970 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes971[] = {call(2).raises(&kError970)};
constexpr Outcome kOutcomes972[] = {call(8).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes973[] = {call(8).raises(&kError966)};
constexpr Outcome kOutcomes974[] = {call(2).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError975 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes976[] = {call(2).raises(&kError975)};
constexpr ErrorSpec kError977 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes978[] = {call(2).raises(&kError977)};
constexpr Outcome kOutcomes979[] = {call(8).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes980[] = {call(8).raises(&kError975)};
constexpr Outcome kOutcomes981[] = {call(2).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError982 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes983[] = {call(2).raises(&kError982)};
constexpr ErrorSpec kError984 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes985[] = {call(2).raises(&kError984)};
constexpr Outcome kOutcomes986[] = {call(8).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes987[] = {call(8).raises(&kError982)};
constexpr Outcome kOutcomes988[] = {call(2).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError989 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes990[] = {call(2).raises(&kError989)};
constexpr Outcome kOutcomes991[] = {call(8).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes992[] = {call(8).raises(&kError989)};
constexpr Outcome kOutcomes993[] = {call(2).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes994[] = {call(8).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes995[] = {call(2).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes996[] = {call(8).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes997[] = {call(2).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes998[] = {call(8).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ArgSpec kOut999 = tensor_spec(kBool, kInts14);
constexpr Outcome kOutcomes1000[] = {call(3).out_tensor(&kOut999).raises(&kError847)};
constexpr ArgSpec kOut1001 = tensor_spec(kUInt8, kInts14);
constexpr Outcome kOutcomes1002[] = {call(3).out_tensor(&kOut1001).dtype(kUInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1003 = tensor_spec(kInt8, kInts14);
constexpr Outcome kOutcomes1004[] = {call(3).out_tensor(&kOut1003).dtype(kInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1005 = tensor_spec(kInt16, kInts14);
constexpr Outcome kOutcomes1006[] = {call(3).out_tensor(&kOut1005).dtype(kInt16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1007 = tensor_spec(kInt32, kInts14);
constexpr Outcome kOutcomes1008[] = {call(3).out_tensor(&kOut1007).dtype(kInt32).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1009 = tensor_spec(kInt64, kInts14);
constexpr Outcome kOutcomes1010[] = {call(3).out_tensor(&kOut1009).dtype(kInt64).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1011 = tensor_spec(kHalf, kInts14);
constexpr Outcome kOutcomes1012[] = {call(3).out_tensor(&kOut1011).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1013 = tensor_spec(kBFloat16, kInts14);
constexpr Outcome kOutcomes1014[] = {call(3).out_tensor(&kOut1013).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1015 = tensor_spec(kFloat, kInts14);
constexpr Outcome kOutcomes1016[] = {call(3).out_tensor(&kOut1015).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1017 = tensor_spec(kDouble, kInts14);
constexpr Outcome kOutcomes1018[] = {call(3).out_tensor(&kOut1017).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1019 = tensor_spec(kComplexHalf, kInts14);
constexpr Outcome kOutcomes1020[] = {call(3).out_tensor(&kOut1019).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1021 = tensor_spec(kComplexFloat, kInts14);
constexpr Outcome kOutcomes1022[] = {call(3).out_tensor(&kOut1021).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1023 = tensor_spec(kComplexDouble, kInts14);
constexpr Outcome kOutcomes1024[] = {call(3).out_tensor(&kOut1023).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1025[] = {call(3).out_tensor(&kOut999).raises(&kError849)};
constexpr Outcome kOutcomes1026[] = {call(3).out_tensor(&kOut999).raises(&kError851)};
constexpr Outcome kOutcomes1027[] = {call(3).out_tensor(&kOut999).raises(&kError853)};
constexpr Outcome kOutcomes1028[] = {call(3).out_tensor(&kOut999).raises(&kError855)};
constexpr Outcome kOutcomes1029[] = {call(3).out_tensor(&kOut999).raises(&kError857)};
constexpr Outcome kOutcomes1030[] = {call(3).out_tensor(&kOut1001).raises(&kError876)};
constexpr Outcome kOutcomes1031[] = {call(3).out_tensor(&kOut1003).raises(&kError894)};
constexpr Outcome kOutcomes1032[] = {call(3).out_tensor(&kOut1005).raises(&kError912)};
constexpr Outcome kOutcomes1033[] = {call(3).out_tensor(&kOut1007).raises(&kError930)};
constexpr Outcome kOutcomes1034[] = {call(3).out_tensor(&kOut1009).raises(&kError948)};
constexpr Outcome kOutcomes1035[] = {call(3).out_tensor(&kOut999).raises(&kError859)};
constexpr Outcome kOutcomes1036[] = {call(3).out_tensor(&kOut1001).raises(&kError878)};
constexpr Outcome kOutcomes1037[] = {call(3).out_tensor(&kOut1003).raises(&kError896)};
constexpr Outcome kOutcomes1038[] = {call(3).out_tensor(&kOut1005).raises(&kError914)};
constexpr Outcome kOutcomes1039[] = {call(3).out_tensor(&kOut1007).raises(&kError932)};
constexpr Outcome kOutcomes1040[] = {call(3).out_tensor(&kOut1009).raises(&kError950)};
constexpr Outcome kOutcomes1041[] = {call(3).out_tensor(&kOut999).raises(&kError861)};
constexpr Outcome kOutcomes1042[] = {call(3).out_tensor(&kOut1001).raises(&kError880)};
constexpr Outcome kOutcomes1043[] = {call(3).out_tensor(&kOut1003).raises(&kError898)};
constexpr Outcome kOutcomes1044[] = {call(3).out_tensor(&kOut1005).raises(&kError916)};
constexpr Outcome kOutcomes1045[] = {call(3).out_tensor(&kOut1007).raises(&kError934)};
constexpr Outcome kOutcomes1046[] = {call(3).out_tensor(&kOut1009).raises(&kError952)};
constexpr Outcome kOutcomes1047[] = {call(3).out_tensor(&kOut999).raises(&kError863)};
constexpr Outcome kOutcomes1048[] = {call(3).out_tensor(&kOut1001).raises(&kError882)};
constexpr Outcome kOutcomes1049[] = {call(3).out_tensor(&kOut1003).raises(&kError900)};
constexpr Outcome kOutcomes1050[] = {call(3).out_tensor(&kOut1005).raises(&kError918)};
constexpr Outcome kOutcomes1051[] = {call(3).out_tensor(&kOut1007).raises(&kError936)};
constexpr Outcome kOutcomes1052[] = {call(3).out_tensor(&kOut1009).raises(&kError954)};
constexpr Outcome kOutcomes1053[] = {call(3).out_tensor(&kOut999).raises(&kError865)};
constexpr Outcome kOutcomes1054[] = {call(3).out_tensor(&kOut1001).raises(&kError884)};
constexpr Outcome kOutcomes1055[] = {call(3).out_tensor(&kOut1003).raises(&kError902)};
constexpr Outcome kOutcomes1056[] = {call(3).out_tensor(&kOut1005).raises(&kError920)};
constexpr Outcome kOutcomes1057[] = {call(3).out_tensor(&kOut1007).raises(&kError938)};
constexpr Outcome kOutcomes1058[] = {call(3).out_tensor(&kOut1009).raises(&kError956)};
constexpr Outcome kOutcomes1059[] = {call(3).out_tensor(&kOut1011).raises(&kError966)};
constexpr ErrorSpec kError1060 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1061[] = {call(3).out_tensor(&kOut1013).raises(&kError1060)};
constexpr ErrorSpec kError1062 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1063[] = {call(3).out_tensor(&kOut1015).raises(&kError1062)};
constexpr ErrorSpec kError1064 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1065[] = {call(3).out_tensor(&kOut1017).raises(&kError1064)};
constexpr Outcome kOutcomes1066[] = {call(3).out_tensor(&kOut999).raises(&kError867)};
constexpr Outcome kOutcomes1067[] = {call(3).out_tensor(&kOut1001).raises(&kError886)};
constexpr Outcome kOutcomes1068[] = {call(3).out_tensor(&kOut1003).raises(&kError904)};
constexpr Outcome kOutcomes1069[] = {call(3).out_tensor(&kOut1005).raises(&kError922)};
constexpr Outcome kOutcomes1070[] = {call(3).out_tensor(&kOut1007).raises(&kError940)};
constexpr Outcome kOutcomes1071[] = {call(3).out_tensor(&kOut1009).raises(&kError958)};
constexpr Outcome kOutcomes1072[] = {call(3).out_tensor(&kOut1011).raises(&kError968)};
constexpr Outcome kOutcomes1073[] = {call(3).out_tensor(&kOut1013).raises(&kError975)};
constexpr Outcome kOutcomes1074[] = {call(3).out_tensor(&kOut1015).raises(&kError982)};
constexpr ErrorSpec kError1075 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1076[] = {call(3).out_tensor(&kOut1017).raises(&kError1075)};
constexpr Outcome kOutcomes1077[] = {call(3).out_tensor(&kOut999).raises(&kError869)};
constexpr Outcome kOutcomes1078[] = {call(3).out_tensor(&kOut1001).raises(&kError888)};
constexpr Outcome kOutcomes1079[] = {call(3).out_tensor(&kOut1003).raises(&kError906)};
constexpr Outcome kOutcomes1080[] = {call(3).out_tensor(&kOut1005).raises(&kError924)};
constexpr Outcome kOutcomes1081[] = {call(3).out_tensor(&kOut1007).raises(&kError942)};
constexpr Outcome kOutcomes1082[] = {call(3).out_tensor(&kOut1009).raises(&kError960)};
constexpr Outcome kOutcomes1083[] = {call(3).out_tensor(&kOut1011).raises(&kError970)};
constexpr Outcome kOutcomes1084[] = {call(3).out_tensor(&kOut1013).raises(&kError977)};
constexpr Outcome kOutcomes1085[] = {call(3).out_tensor(&kOut1015).raises(&kError984)};
constexpr Outcome kOutcomes1086[] = {call(3).out_tensor(&kOut1017).raises(&kError989)};
constexpr Case kCasts[] = {
    {"sub__inplace__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes846},
    {"sub__inplace__bool_dimensioned__uint8_dimensioned", kArgs18, kOutcomes848},
    {"sub__inplace__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes850},
    {"sub__inplace__bool_dimensioned__int16_dimensioned", kArgs22, kOutcomes852},
    {"sub__inplace__bool_dimensioned__int32_dimensioned", kArgs24, kOutcomes854},
    {"sub__inplace__bool_dimensioned__int64_dimensioned", kArgs26, kOutcomes856},
    {"sub__inplace__bool_dimensioned__float16_dimensioned", kArgs28, kOutcomes858},
    {"sub__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs30, kOutcomes860},
    {"sub__inplace__bool_dimensioned__float32_dimensioned", kArgs32, kOutcomes862},
    {"sub__inplace__bool_dimensioned__float64_dimensioned", kArgs34, kOutcomes864},
    {"sub__inplace__bool_dimensioned__complex32_dimensioned", kArgs36, kOutcomes866},
    {"sub__inplace__bool_dimensioned__complex64_dimensioned", kArgs38, kOutcomes868},
    {"sub__inplace__bool_dimensioned__complex128_dimensioned", kArgs40, kOutcomes870},
    {"sub__inplace__bool_dimensioned__bool_scalar", kArgs55, kOutcomes871},
    {"sub__inplace__bool_dimensioned__int_scalar", kArgs57, kOutcomes872},
    {"sub__inplace__bool_dimensioned__float_scalar", kArgs59, kOutcomes873},
    {"sub__inplace__bool_dimensioned__complex_scalar", kArgs61, kOutcomes874},
    {"sub__inplace__uint8_dimensioned__bool_dimensioned", kArgs63, kOutcomes875},
    {"sub__inplace__uint8_dimensioned__uint8_dimensioned", kArgs64, kOutcomes875},
    {"sub__inplace__uint8_dimensioned__int8_dimensioned", kArgs65, kOutcomes875},
    {"sub__inplace__uint8_dimensioned__int16_dimensioned", kArgs66, kOutcomes875},
    {"sub__inplace__uint8_dimensioned__int32_dimensioned", kArgs67, kOutcomes875},
    {"sub__inplace__uint8_dimensioned__int64_dimensioned", kArgs68, kOutcomes875},
    {"sub__inplace__uint8_dimensioned__float16_dimensioned", kArgs69, kOutcomes877},
    {"sub__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs70, kOutcomes879},
    {"sub__inplace__uint8_dimensioned__float32_dimensioned", kArgs71, kOutcomes881},
    {"sub__inplace__uint8_dimensioned__float64_dimensioned", kArgs72, kOutcomes883},
    {"sub__inplace__uint8_dimensioned__complex32_dimensioned", kArgs73, kOutcomes885},
    {"sub__inplace__uint8_dimensioned__complex64_dimensioned", kArgs74, kOutcomes887},
    {"sub__inplace__uint8_dimensioned__complex128_dimensioned", kArgs75, kOutcomes889},
    {"sub__inplace__uint8_dimensioned__bool_scalar", kArgs89, kOutcomes890},
    {"sub__inplace__uint8_dimensioned__int_scalar", kArgs91, kOutcomes890},
    {"sub__inplace__uint8_dimensioned__float_scalar", kArgs92, kOutcomes891},
    {"sub__inplace__uint8_dimensioned__complex_scalar", kArgs93, kOutcomes892},
    {"sub__inplace__int8_dimensioned__bool_dimensioned", kArgs94, kOutcomes893},
    {"sub__inplace__int8_dimensioned__uint8_dimensioned", kArgs95, kOutcomes893},
    {"sub__inplace__int8_dimensioned__int8_dimensioned", kArgs96, kOutcomes893},
    {"sub__inplace__int8_dimensioned__int16_dimensioned", kArgs97, kOutcomes893},
    {"sub__inplace__int8_dimensioned__int32_dimensioned", kArgs98, kOutcomes893},
    {"sub__inplace__int8_dimensioned__int64_dimensioned", kArgs99, kOutcomes893},
    {"sub__inplace__int8_dimensioned__float16_dimensioned", kArgs100, kOutcomes895},
    {"sub__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs101, kOutcomes897},
    {"sub__inplace__int8_dimensioned__float32_dimensioned", kArgs102, kOutcomes899},
    {"sub__inplace__int8_dimensioned__float64_dimensioned", kArgs103, kOutcomes901},
    {"sub__inplace__int8_dimensioned__complex32_dimensioned", kArgs104, kOutcomes903},
    {"sub__inplace__int8_dimensioned__complex64_dimensioned", kArgs105, kOutcomes905},
    {"sub__inplace__int8_dimensioned__complex128_dimensioned", kArgs106, kOutcomes907},
    {"sub__inplace__int8_dimensioned__bool_scalar", kArgs120, kOutcomes908},
    {"sub__inplace__int8_dimensioned__int_scalar", kArgs122, kOutcomes908},
    {"sub__inplace__int8_dimensioned__float_scalar", kArgs123, kOutcomes909},
    {"sub__inplace__int8_dimensioned__complex_scalar", kArgs124, kOutcomes910},
    {"sub__inplace__int16_dimensioned__bool_dimensioned", kArgs125, kOutcomes911},
    {"sub__inplace__int16_dimensioned__uint8_dimensioned", kArgs126, kOutcomes911},
    {"sub__inplace__int16_dimensioned__int8_dimensioned", kArgs127, kOutcomes911},
    {"sub__inplace__int16_dimensioned__int16_dimensioned", kArgs128, kOutcomes911},
    {"sub__inplace__int16_dimensioned__int32_dimensioned", kArgs129, kOutcomes911},
    {"sub__inplace__int16_dimensioned__int64_dimensioned", kArgs130, kOutcomes911},
    {"sub__inplace__int16_dimensioned__float16_dimensioned", kArgs131, kOutcomes913},
    {"sub__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs132, kOutcomes915},
    {"sub__inplace__int16_dimensioned__float32_dimensioned", kArgs133, kOutcomes917},
    {"sub__inplace__int16_dimensioned__float64_dimensioned", kArgs134, kOutcomes919},
    {"sub__inplace__int16_dimensioned__complex32_dimensioned", kArgs135, kOutcomes921},
    {"sub__inplace__int16_dimensioned__complex64_dimensioned", kArgs136, kOutcomes923},
    {"sub__inplace__int16_dimensioned__complex128_dimensioned", kArgs137, kOutcomes925},
    {"sub__inplace__int16_dimensioned__bool_scalar", kArgs151, kOutcomes926},
    {"sub__inplace__int16_dimensioned__int_scalar", kArgs153, kOutcomes926},
    {"sub__inplace__int16_dimensioned__float_scalar", kArgs154, kOutcomes927},
    {"sub__inplace__int16_dimensioned__complex_scalar", kArgs155, kOutcomes928},
    {"sub__inplace__int32_dimensioned__bool_dimensioned", kArgs156, kOutcomes929},
    {"sub__inplace__int32_dimensioned__uint8_dimensioned", kArgs157, kOutcomes929},
    {"sub__inplace__int32_dimensioned__int8_dimensioned", kArgs158, kOutcomes929},
    {"sub__inplace__int32_dimensioned__int16_dimensioned", kArgs159, kOutcomes929},
    {"sub__inplace__int32_dimensioned__int32_dimensioned", kArgs160, kOutcomes929},
    {"sub__inplace__int32_dimensioned__int64_dimensioned", kArgs161, kOutcomes929},
    {"sub__inplace__int32_dimensioned__float16_dimensioned", kArgs162, kOutcomes931},
    {"sub__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs163, kOutcomes933},
    {"sub__inplace__int32_dimensioned__float32_dimensioned", kArgs164, kOutcomes935},
    {"sub__inplace__int32_dimensioned__float64_dimensioned", kArgs165, kOutcomes937},
    {"sub__inplace__int32_dimensioned__complex32_dimensioned", kArgs166, kOutcomes939},
    {"sub__inplace__int32_dimensioned__complex64_dimensioned", kArgs167, kOutcomes941},
    {"sub__inplace__int32_dimensioned__complex128_dimensioned", kArgs168, kOutcomes943},
    {"sub__inplace__int32_dimensioned__bool_scalar", kArgs182, kOutcomes944},
    {"sub__inplace__int32_dimensioned__int_scalar", kArgs184, kOutcomes944},
    {"sub__inplace__int32_dimensioned__float_scalar", kArgs185, kOutcomes945},
    {"sub__inplace__int32_dimensioned__complex_scalar", kArgs186, kOutcomes946},
    {"sub__inplace__int64_dimensioned__bool_dimensioned", kArgs187, kOutcomes947},
    {"sub__inplace__int64_dimensioned__uint8_dimensioned", kArgs188, kOutcomes947},
    {"sub__inplace__int64_dimensioned__int8_dimensioned", kArgs189, kOutcomes947},
    {"sub__inplace__int64_dimensioned__int16_dimensioned", kArgs190, kOutcomes947},
    {"sub__inplace__int64_dimensioned__int32_dimensioned", kArgs191, kOutcomes947},
    {"sub__inplace__int64_dimensioned__int64_dimensioned", kArgs192, kOutcomes947},
    {"sub__inplace__int64_dimensioned__float16_dimensioned", kArgs193, kOutcomes949},
    {"sub__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs194, kOutcomes951},
    {"sub__inplace__int64_dimensioned__float32_dimensioned", kArgs195, kOutcomes953},
    {"sub__inplace__int64_dimensioned__float64_dimensioned", kArgs196, kOutcomes955},
    {"sub__inplace__int64_dimensioned__complex32_dimensioned", kArgs197, kOutcomes957},
    {"sub__inplace__int64_dimensioned__complex64_dimensioned", kArgs198, kOutcomes959},
    {"sub__inplace__int64_dimensioned__complex128_dimensioned", kArgs199, kOutcomes961},
    {"sub__inplace__int64_dimensioned__bool_scalar", kArgs213, kOutcomes962},
    {"sub__inplace__int64_dimensioned__int_scalar", kArgs214, kOutcomes962},
    {"sub__inplace__int64_dimensioned__float_scalar", kArgs215, kOutcomes963},
    {"sub__inplace__int64_dimensioned__complex_scalar", kArgs216, kOutcomes964},
    {"sub__inplace__float16_dimensioned__bool_dimensioned", kArgs217, kOutcomes965},
    {"sub__inplace__float16_dimensioned__uint8_dimensioned", kArgs218, kOutcomes965},
    {"sub__inplace__float16_dimensioned__int8_dimensioned", kArgs219, kOutcomes965},
    {"sub__inplace__float16_dimensioned__int16_dimensioned", kArgs220, kOutcomes965},
    {"sub__inplace__float16_dimensioned__int32_dimensioned", kArgs221, kOutcomes965},
    {"sub__inplace__float16_dimensioned__int64_dimensioned", kArgs222, kOutcomes965},
    {"sub__inplace__float16_dimensioned__float16_dimensioned", kArgs223, kOutcomes965},
    {"sub__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs224, kOutcomes965},
    {"sub__inplace__float16_dimensioned__float32_dimensioned", kArgs225, kOutcomes965},
    {"sub__inplace__float16_dimensioned__float64_dimensioned", kArgs226, kOutcomes965},
    {"sub__inplace__float16_dimensioned__complex32_dimensioned", kArgs227, kOutcomes967},
    {"sub__inplace__float16_dimensioned__complex64_dimensioned", kArgs228, kOutcomes969},
    {"sub__inplace__float16_dimensioned__complex128_dimensioned", kArgs229, kOutcomes971},
    {"sub__inplace__float16_dimensioned__bool_scalar", kArgs243, kOutcomes972},
    {"sub__inplace__float16_dimensioned__int_scalar", kArgs245, kOutcomes972},
    {"sub__inplace__float16_dimensioned__float_scalar", kArgs246, kOutcomes972},
    {"sub__inplace__float16_dimensioned__complex_scalar", kArgs247, kOutcomes973},
    {"sub__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs249, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs250, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs251, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs252, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs253, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs254, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs255, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs256, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs257, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs258, kOutcomes974},
    {"sub__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs259, kOutcomes976},
    {"sub__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs260, kOutcomes976},
    {"sub__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs261, kOutcomes978},
    {"sub__inplace__bfloat16_dimensioned__bool_scalar", kArgs275, kOutcomes979},
    {"sub__inplace__bfloat16_dimensioned__int_scalar", kArgs277, kOutcomes979},
    {"sub__inplace__bfloat16_dimensioned__float_scalar", kArgs278, kOutcomes979},
    {"sub__inplace__bfloat16_dimensioned__complex_scalar", kArgs279, kOutcomes980},
    {"sub__inplace__float32_dimensioned__bool_dimensioned", kArgs280, kOutcomes981},
    {"sub__inplace__float32_dimensioned__uint8_dimensioned", kArgs281, kOutcomes981},
    {"sub__inplace__float32_dimensioned__int8_dimensioned", kArgs282, kOutcomes981},
    {"sub__inplace__float32_dimensioned__int16_dimensioned", kArgs283, kOutcomes981},
    {"sub__inplace__float32_dimensioned__int32_dimensioned", kArgs284, kOutcomes981},
    {"sub__inplace__float32_dimensioned__int64_dimensioned", kArgs285, kOutcomes981},
    {"sub__inplace__float32_dimensioned__float16_dimensioned", kArgs286, kOutcomes981},
    {"sub__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs287, kOutcomes981},
    {"sub__inplace__float32_dimensioned__float32_dimensioned", kArgs288, kOutcomes981},
    {"sub__inplace__float32_dimensioned__float64_dimensioned", kArgs289, kOutcomes981},
    {"sub__inplace__float32_dimensioned__complex32_dimensioned", kArgs290, kOutcomes983},
    {"sub__inplace__float32_dimensioned__complex64_dimensioned", kArgs291, kOutcomes983},
    {"sub__inplace__float32_dimensioned__complex128_dimensioned", kArgs292, kOutcomes985},
    {"sub__inplace__float32_dimensioned__bool_scalar", kArgs306, kOutcomes986},
    {"sub__inplace__float32_dimensioned__int_scalar", kArgs307, kOutcomes986},
    {"sub__inplace__float32_dimensioned__float_scalar", kArgs308, kOutcomes986},
    {"sub__inplace__float32_dimensioned__complex_scalar", kArgs309, kOutcomes987},
    {"sub__inplace__float64_dimensioned__bool_dimensioned", kArgs310, kOutcomes988},
    {"sub__inplace__float64_dimensioned__uint8_dimensioned", kArgs311, kOutcomes988},
    {"sub__inplace__float64_dimensioned__int8_dimensioned", kArgs312, kOutcomes988},
    {"sub__inplace__float64_dimensioned__int16_dimensioned", kArgs313, kOutcomes988},
    {"sub__inplace__float64_dimensioned__int32_dimensioned", kArgs314, kOutcomes988},
    {"sub__inplace__float64_dimensioned__int64_dimensioned", kArgs315, kOutcomes988},
    {"sub__inplace__float64_dimensioned__float16_dimensioned", kArgs316, kOutcomes988},
    {"sub__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs317, kOutcomes988},
    {"sub__inplace__float64_dimensioned__float32_dimensioned", kArgs318, kOutcomes988},
    {"sub__inplace__float64_dimensioned__float64_dimensioned", kArgs319, kOutcomes988},
    {"sub__inplace__float64_dimensioned__complex32_dimensioned", kArgs320, kOutcomes990},
    {"sub__inplace__float64_dimensioned__complex64_dimensioned", kArgs321, kOutcomes990},
    {"sub__inplace__float64_dimensioned__complex128_dimensioned", kArgs322, kOutcomes990},
    {"sub__inplace__float64_dimensioned__bool_scalar", kArgs336, kOutcomes991},
    {"sub__inplace__float64_dimensioned__int_scalar", kArgs338, kOutcomes991},
    {"sub__inplace__float64_dimensioned__float_scalar", kArgs339, kOutcomes991},
    {"sub__inplace__float64_dimensioned__complex_scalar", kArgs340, kOutcomes992},
    {"sub__inplace__complex32_dimensioned__bool_dimensioned", kArgs342, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__uint8_dimensioned", kArgs343, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__int8_dimensioned", kArgs344, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__int16_dimensioned", kArgs345, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__int32_dimensioned", kArgs346, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__int64_dimensioned", kArgs347, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__float16_dimensioned", kArgs348, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs349, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__float32_dimensioned", kArgs350, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__float64_dimensioned", kArgs351, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__complex32_dimensioned", kArgs352, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__complex64_dimensioned", kArgs353, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__complex128_dimensioned", kArgs354, kOutcomes993},
    {"sub__inplace__complex32_dimensioned__bool_scalar", kArgs368, kOutcomes994},
    {"sub__inplace__complex32_dimensioned__int_scalar", kArgs369, kOutcomes994},
    {"sub__inplace__complex32_dimensioned__float_scalar", kArgs370, kOutcomes994},
    {"sub__inplace__complex32_dimensioned__complex_scalar", kArgs371, kOutcomes994},
    {"sub__inplace__complex64_dimensioned__bool_dimensioned", kArgs372, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__uint8_dimensioned", kArgs373, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__int8_dimensioned", kArgs374, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__int16_dimensioned", kArgs375, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__int32_dimensioned", kArgs376, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__int64_dimensioned", kArgs377, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__float16_dimensioned", kArgs378, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs379, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__float32_dimensioned", kArgs380, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__float64_dimensioned", kArgs381, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__complex32_dimensioned", kArgs382, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__complex64_dimensioned", kArgs383, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__complex128_dimensioned", kArgs384, kOutcomes995},
    {"sub__inplace__complex64_dimensioned__bool_scalar", kArgs398, kOutcomes996},
    {"sub__inplace__complex64_dimensioned__int_scalar", kArgs399, kOutcomes996},
    {"sub__inplace__complex64_dimensioned__float_scalar", kArgs400, kOutcomes996},
    {"sub__inplace__complex64_dimensioned__complex_scalar", kArgs401, kOutcomes996},
    {"sub__inplace__complex128_dimensioned__bool_dimensioned", kArgs402, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__uint8_dimensioned", kArgs403, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__int8_dimensioned", kArgs404, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__int16_dimensioned", kArgs405, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__int32_dimensioned", kArgs406, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__int64_dimensioned", kArgs407, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__float16_dimensioned", kArgs408, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs409, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__float32_dimensioned", kArgs410, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__float64_dimensioned", kArgs411, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__complex32_dimensioned", kArgs412, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__complex64_dimensioned", kArgs413, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__complex128_dimensioned", kArgs414, kOutcomes997},
    {"sub__inplace__complex128_dimensioned__bool_scalar", kArgs428, kOutcomes998},
    {"sub__inplace__complex128_dimensioned__int_scalar", kArgs429, kOutcomes998},
    {"sub__inplace__complex128_dimensioned__float_scalar", kArgs430, kOutcomes998},
    {"sub__inplace__complex128_dimensioned__complex_scalar", kArgs431, kOutcomes998},
    {"sub__out__uint8__to__bool", kArgs64, kOutcomes1000},
    {"sub__out__uint8__to__uint8", kArgs64, kOutcomes1002},
    {"sub__out__uint8__to__int8", kArgs64, kOutcomes1004},
    {"sub__out__uint8__to__int16", kArgs64, kOutcomes1006},
    {"sub__out__uint8__to__int32", kArgs64, kOutcomes1008},
    {"sub__out__uint8__to__int64", kArgs64, kOutcomes1010},
    {"sub__out__uint8__to__float16", kArgs64, kOutcomes1012},
    {"sub__out__uint8__to__bfloat16", kArgs64, kOutcomes1014},
    {"sub__out__uint8__to__float32", kArgs64, kOutcomes1016},
    {"sub__out__uint8__to__float64", kArgs64, kOutcomes1018},
    {"sub__out__uint8__to__complex32", kArgs64, kOutcomes1020},
    {"sub__out__uint8__to__complex64", kArgs64, kOutcomes1022},
    {"sub__out__uint8__to__complex128", kArgs64, kOutcomes1024},
    {"sub__out__int8__to__bool", kArgs96, kOutcomes1025},
    {"sub__out__int8__to__uint8", kArgs96, kOutcomes1002},
    {"sub__out__int8__to__int8", kArgs96, kOutcomes1004},
    {"sub__out__int8__to__int16", kArgs96, kOutcomes1006},
    {"sub__out__int8__to__int32", kArgs96, kOutcomes1008},
    {"sub__out__int8__to__int64", kArgs96, kOutcomes1010},
    {"sub__out__int8__to__float16", kArgs96, kOutcomes1012},
    {"sub__out__int8__to__bfloat16", kArgs96, kOutcomes1014},
    {"sub__out__int8__to__float32", kArgs96, kOutcomes1016},
    {"sub__out__int8__to__float64", kArgs96, kOutcomes1018},
    {"sub__out__int8__to__complex32", kArgs96, kOutcomes1020},
    {"sub__out__int8__to__complex64", kArgs96, kOutcomes1022},
    {"sub__out__int8__to__complex128", kArgs96, kOutcomes1024},
    {"sub__out__int16__to__bool", kArgs128, kOutcomes1026},
    {"sub__out__int16__to__uint8", kArgs128, kOutcomes1002},
    {"sub__out__int16__to__int8", kArgs128, kOutcomes1004},
    {"sub__out__int16__to__int16", kArgs128, kOutcomes1006},
    {"sub__out__int16__to__int32", kArgs128, kOutcomes1008},
    {"sub__out__int16__to__int64", kArgs128, kOutcomes1010},
    {"sub__out__int16__to__float16", kArgs128, kOutcomes1012},
    {"sub__out__int16__to__bfloat16", kArgs128, kOutcomes1014},
    {"sub__out__int16__to__float32", kArgs128, kOutcomes1016},
    {"sub__out__int16__to__float64", kArgs128, kOutcomes1018},
    {"sub__out__int16__to__complex32", kArgs128, kOutcomes1020},
    {"sub__out__int16__to__complex64", kArgs128, kOutcomes1022},
    {"sub__out__int16__to__complex128", kArgs128, kOutcomes1024},
    {"sub__out__int32__to__bool", kArgs160, kOutcomes1027},
    {"sub__out__int32__to__uint8", kArgs160, kOutcomes1002},
    {"sub__out__int32__to__int8", kArgs160, kOutcomes1004},
    {"sub__out__int32__to__int16", kArgs160, kOutcomes1006},
    {"sub__out__int32__to__int32", kArgs160, kOutcomes1008},
    {"sub__out__int32__to__int64", kArgs160, kOutcomes1010},
    {"sub__out__int32__to__float16", kArgs160, kOutcomes1012},
    {"sub__out__int32__to__bfloat16", kArgs160, kOutcomes1014},
    {"sub__out__int32__to__float32", kArgs160, kOutcomes1016},
    {"sub__out__int32__to__float64", kArgs160, kOutcomes1018},
    {"sub__out__int32__to__complex32", kArgs160, kOutcomes1020},
    {"sub__out__int32__to__complex64", kArgs160, kOutcomes1022},
    {"sub__out__int32__to__complex128", kArgs160, kOutcomes1024},
    {"sub__out__int64__to__bool", kArgs192, kOutcomes1028},
    {"sub__out__int64__to__uint8", kArgs192, kOutcomes1002},
    {"sub__out__int64__to__int8", kArgs192, kOutcomes1004},
    {"sub__out__int64__to__int16", kArgs192, kOutcomes1006},
    {"sub__out__int64__to__int32", kArgs192, kOutcomes1008},
    {"sub__out__int64__to__int64", kArgs192, kOutcomes1010},
    {"sub__out__int64__to__float16", kArgs192, kOutcomes1012},
    {"sub__out__int64__to__bfloat16", kArgs192, kOutcomes1014},
    {"sub__out__int64__to__float32", kArgs192, kOutcomes1016},
    {"sub__out__int64__to__float64", kArgs192, kOutcomes1018},
    {"sub__out__int64__to__complex32", kArgs192, kOutcomes1020},
    {"sub__out__int64__to__complex64", kArgs192, kOutcomes1022},
    {"sub__out__int64__to__complex128", kArgs192, kOutcomes1024},
    {"sub__out__float16__to__bool", kArgs223, kOutcomes1029},
    {"sub__out__float16__to__uint8", kArgs223, kOutcomes1030},
    {"sub__out__float16__to__int8", kArgs223, kOutcomes1031},
    {"sub__out__float16__to__int16", kArgs223, kOutcomes1032},
    {"sub__out__float16__to__int32", kArgs223, kOutcomes1033},
    {"sub__out__float16__to__int64", kArgs223, kOutcomes1034},
    {"sub__out__float16__to__float16", kArgs223, kOutcomes1012},
    {"sub__out__float16__to__bfloat16", kArgs223, kOutcomes1014},
    {"sub__out__float16__to__float32", kArgs223, kOutcomes1016},
    {"sub__out__float16__to__float64", kArgs223, kOutcomes1018},
    {"sub__out__float16__to__complex32", kArgs223, kOutcomes1020},
    {"sub__out__float16__to__complex64", kArgs223, kOutcomes1022},
    {"sub__out__float16__to__complex128", kArgs223, kOutcomes1024},
    {"sub__out__bfloat16__to__bool", kArgs256, kOutcomes1035},
    {"sub__out__bfloat16__to__uint8", kArgs256, kOutcomes1036},
    {"sub__out__bfloat16__to__int8", kArgs256, kOutcomes1037},
    {"sub__out__bfloat16__to__int16", kArgs256, kOutcomes1038},
    {"sub__out__bfloat16__to__int32", kArgs256, kOutcomes1039},
    {"sub__out__bfloat16__to__int64", kArgs256, kOutcomes1040},
    {"sub__out__bfloat16__to__float16", kArgs256, kOutcomes1012},
    {"sub__out__bfloat16__to__bfloat16", kArgs256, kOutcomes1014},
    {"sub__out__bfloat16__to__float32", kArgs256, kOutcomes1016},
    {"sub__out__bfloat16__to__float64", kArgs256, kOutcomes1018},
    {"sub__out__bfloat16__to__complex32", kArgs256, kOutcomes1020},
    {"sub__out__bfloat16__to__complex64", kArgs256, kOutcomes1022},
    {"sub__out__bfloat16__to__complex128", kArgs256, kOutcomes1024},
    {"sub__out__float32__to__bool", kArgs288, kOutcomes1041},
    {"sub__out__float32__to__uint8", kArgs288, kOutcomes1042},
    {"sub__out__float32__to__int8", kArgs288, kOutcomes1043},
    {"sub__out__float32__to__int16", kArgs288, kOutcomes1044},
    {"sub__out__float32__to__int32", kArgs288, kOutcomes1045},
    {"sub__out__float32__to__int64", kArgs288, kOutcomes1046},
    {"sub__out__float32__to__float16", kArgs288, kOutcomes1012},
    {"sub__out__float32__to__bfloat16", kArgs288, kOutcomes1014},
    {"sub__out__float32__to__float32", kArgs288, kOutcomes1016},
    {"sub__out__float32__to__float64", kArgs288, kOutcomes1018},
    {"sub__out__float32__to__complex32", kArgs288, kOutcomes1020},
    {"sub__out__float32__to__complex64", kArgs288, kOutcomes1022},
    {"sub__out__float32__to__complex128", kArgs288, kOutcomes1024},
    {"sub__out__float64__to__bool", kArgs319, kOutcomes1047},
    {"sub__out__float64__to__uint8", kArgs319, kOutcomes1048},
    {"sub__out__float64__to__int8", kArgs319, kOutcomes1049},
    {"sub__out__float64__to__int16", kArgs319, kOutcomes1050},
    {"sub__out__float64__to__int32", kArgs319, kOutcomes1051},
    {"sub__out__float64__to__int64", kArgs319, kOutcomes1052},
    {"sub__out__float64__to__float16", kArgs319, kOutcomes1012},
    {"sub__out__float64__to__bfloat16", kArgs319, kOutcomes1014},
    {"sub__out__float64__to__float32", kArgs319, kOutcomes1016},
    {"sub__out__float64__to__float64", kArgs319, kOutcomes1018},
    {"sub__out__float64__to__complex32", kArgs319, kOutcomes1020},
    {"sub__out__float64__to__complex64", kArgs319, kOutcomes1022},
    {"sub__out__float64__to__complex128", kArgs319, kOutcomes1024},
    {"sub__out__complex32__to__bool", kArgs352, kOutcomes1053},
    {"sub__out__complex32__to__uint8", kArgs352, kOutcomes1054},
    {"sub__out__complex32__to__int8", kArgs352, kOutcomes1055},
    {"sub__out__complex32__to__int16", kArgs352, kOutcomes1056},
    {"sub__out__complex32__to__int32", kArgs352, kOutcomes1057},
    {"sub__out__complex32__to__int64", kArgs352, kOutcomes1058},
    {"sub__out__complex32__to__float16", kArgs352, kOutcomes1059},
    {"sub__out__complex32__to__bfloat16", kArgs352, kOutcomes1061},
    {"sub__out__complex32__to__float32", kArgs352, kOutcomes1063},
    {"sub__out__complex32__to__float64", kArgs352, kOutcomes1065},
    {"sub__out__complex32__to__complex32", kArgs352, kOutcomes1020},
    {"sub__out__complex32__to__complex64", kArgs352, kOutcomes1022},
    {"sub__out__complex32__to__complex128", kArgs352, kOutcomes1024},
    {"sub__out__complex64__to__bool", kArgs383, kOutcomes1066},
    {"sub__out__complex64__to__uint8", kArgs383, kOutcomes1067},
    {"sub__out__complex64__to__int8", kArgs383, kOutcomes1068},
    {"sub__out__complex64__to__int16", kArgs383, kOutcomes1069},
    {"sub__out__complex64__to__int32", kArgs383, kOutcomes1070},
    {"sub__out__complex64__to__int64", kArgs383, kOutcomes1071},
    {"sub__out__complex64__to__float16", kArgs383, kOutcomes1072},
    {"sub__out__complex64__to__bfloat16", kArgs383, kOutcomes1073},
    {"sub__out__complex64__to__float32", kArgs383, kOutcomes1074},
    {"sub__out__complex64__to__float64", kArgs383, kOutcomes1076},
    {"sub__out__complex64__to__complex32", kArgs383, kOutcomes1020},
    {"sub__out__complex64__to__complex64", kArgs383, kOutcomes1022},
    {"sub__out__complex64__to__complex128", kArgs383, kOutcomes1024},
    {"sub__out__complex128__to__bool", kArgs414, kOutcomes1077},
    {"sub__out__complex128__to__uint8", kArgs414, kOutcomes1078},
    {"sub__out__complex128__to__int8", kArgs414, kOutcomes1079},
    {"sub__out__complex128__to__int16", kArgs414, kOutcomes1080},
    {"sub__out__complex128__to__int32", kArgs414, kOutcomes1081},
    {"sub__out__complex128__to__int64", kArgs414, kOutcomes1082},
    {"sub__out__complex128__to__float16", kArgs414, kOutcomes1083},
    {"sub__out__complex128__to__bfloat16", kArgs414, kOutcomes1084},
    {"sub__out__complex128__to__float32", kArgs414, kOutcomes1085},
    {"sub__out__complex128__to__float64", kArgs414, kOutcomes1086},
    {"sub__out__complex128__to__complex32", kArgs414, kOutcomes1020},
    {"sub__out__complex128__to__complex64", kArgs414, kOutcomes1022},
    {"sub__out__complex128__to__complex128", kArgs414, kOutcomes1024},
};
constexpr int64_t kInts1087[] = {2, 3};
constexpr int64_t kInts1088[] = {3};
constexpr ArgSpec kArgs1089[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat, kInts1088), int_scalar(1)};
constexpr Outcome kOutcomes1090[] = {call(0).shape(kInts1087)};
constexpr ArgSpec kArgs1091[] = {tensor_spec(kFloat, kInts1088), tensor_spec(kFloat, kInts1087), int_scalar(1)};
constexpr int64_t kInts1092[] = {2, 1};
constexpr int64_t kInts1093[] = {1, 3};
constexpr ArgSpec kArgs1094[] = {tensor_spec(kFloat, kInts1092), tensor_spec(kFloat, kInts1093), int_scalar(1)};
constexpr ArgSpec kArgs1095[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts1087), int_scalar(1)};
constexpr ArgSpec kArgs1096[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat), int_scalar(1)};
constexpr int64_t kInts1097[] = {0, 3};
constexpr ArgSpec kArgs1098[] = {tensor_spec(kFloat, kInts1097), tensor_spec(kFloat, kInts1093), int_scalar(1)};
constexpr Outcome kOutcomes1099[] = {call(0).shape(kInts1097)};
constexpr int64_t kInts1100[] = {4, 1, 3};
constexpr ArgSpec kArgs1101[] = {tensor_spec(kFloat, kInts1100), tensor_spec(kFloat, kInts1092), int_scalar(1)};
constexpr int64_t kInts1102[] = {4, 2, 3};
constexpr Outcome kOutcomes1103[] = {call(0).shape(kInts1102)};
constexpr ArgSpec kArgs1104[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ErrorSpec kError1105 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1106[] = {call(0).raises(&kError1105)};
constexpr ArgSpec kArgs1107[] = {tensor_spec(kFloat, kInts5), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ErrorSpec kError1108 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1109[] = {call(0).raises(&kError1108)};
constexpr int64_t kInts1110[] = {2, 3, 4};
constexpr int64_t kInts1111[] = {3, 1, 5};
constexpr ArgSpec kArgs1112[] = {tensor_spec(kFloat, kInts1110), tensor_spec(kFloat, kInts1111), int_scalar(1)};
constexpr ErrorSpec kError1113 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1114[] = {call(0).raises(&kError1113)};
constexpr Outcome kOutcomes1115[] = {call(2).shape(kInts1087).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1116[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat, kInts1093), int_scalar(1)};
constexpr ErrorSpec kError1117 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1118[] = {call(2).raises(&kError1117)};
constexpr ArgSpec kArgs1119[] = {tensor_spec(kFloat, kInts1093), tensor_spec(kFloat, kInts1087), int_scalar(1)};
constexpr ErrorSpec kError1120 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1121[] = {call(2).raises(&kError1120)};
constexpr ErrorSpec kError1122 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes1123[] = {call(2).raises(&kError1122)};
constexpr Outcome kOutcomes1124[] = {call(2).raises(&kError1105)};
constexpr ArgSpec kArgs1125[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat, kInts1087), int_scalar(1)};
constexpr ArgSpec kOut1126 = tensor_spec(kFloat, kInts1087);
constexpr Outcome kOutcomes1127[] = {call(3).out_tensor(&kOut1126).shape(kInts1087).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1128[] = {call(3).out_tensor(&kOut6).shape(kInts1087).same_as(SameAs::Out)};
constexpr int64_t kInts1129[] = {6};
constexpr ArgSpec kOut1130 = tensor_spec(kFloat, kInts1129);
constexpr Outcome kOutcomes1131[] = {call(3).out_tensor(&kOut1130).shape(kInts1087).same_as(SameAs::Out)};
constexpr int64_t kInts1132[] = {3, 2};
constexpr ArgSpec kOut1133 = tensor_spec(kFloat, kInts1132);
constexpr Outcome kOutcomes1134[] = {call(3).out_tensor(&kOut1133).shape(kInts1087).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"sub__broadcast__2x3__3", kArgs1089, kOutcomes1090},
    {"sub__broadcast__3__2x3", kArgs1091, kOutcomes1090},
    {"sub__broadcast__2x1__1x3", kArgs1094, kOutcomes1090},
    {"sub__broadcast__scalar__2x3", kArgs1095, kOutcomes1090},
    {"sub__broadcast__2x3__scalar", kArgs1096, kOutcomes1090},
    {"sub__broadcast__0x3__1x3", kArgs1098, kOutcomes1099},
    {"sub__broadcast__4x1x3__2x1", kArgs1101, kOutcomes1103},
    {"sub__broadcast__2x3__2", kArgs1104, kOutcomes1106},
    {"sub__broadcast__0__2", kArgs1107, kOutcomes1109},
    {"sub__broadcast__2x3x4__3x1x5", kArgs1112, kOutcomes1114},
    {"sub__inplace__2x3__3", kArgs1089, kOutcomes1115},
    {"sub__inplace__2x3__1x3", kArgs1116, kOutcomes1115},
    {"sub__inplace__2x3__scalar", kArgs1096, kOutcomes1115},
    {"sub__inplace__3__2x3", kArgs1091, kOutcomes1118},
    {"sub__inplace__1x3__2x3", kArgs1119, kOutcomes1121},
    {"sub__inplace__scalar__2", kArgs702, kOutcomes1123},
    {"sub__inplace__2x3__2", kArgs1104, kOutcomes1124},
    {"sub__out__2x3", kArgs1125, kOutcomes1127},
    {"sub__out__0", kArgs1125, kOutcomes1128},
    {"sub__out__6", kArgs1125, kOutcomes1131},
    {"sub__out__3x2", kArgs1125, kOutcomes1134},
};
constexpr const char* kNames1135[] = {"N", "C"};
constexpr ArgSpec kArgs1136[] = {tensor_spec(kFloat, kInts1087, {}, kNames1135), tensor_spec(kFloat, kInts1087, {}, kNames1135), int_scalar(1)};
constexpr const char* kNames1137[] = {"A", "C"};
constexpr ArgSpec kOut1138 = tensor_spec(kFloat, kInts1087, {}, kNames1137);
constexpr ErrorSpec kError1139 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1140[] = {call(0).names(kNames1135), call(3).out_tensor(&kOut6).names(kNames1135).same_as(SameAs::Out), call(3).out_tensor(&kOut1138).raises(&kError1139), call(2).names(kNames1135).same_as(SameAs::Self)};
constexpr const char* kNames1141[] = {"C"};
constexpr ArgSpec kArgs1142[] = {tensor_spec(kFloat, kInts1087, {}, kNames1135), tensor_spec(kFloat, kInts1088, {}, kNames1141), int_scalar(1)};
constexpr const char* kNames1143[] = {nullptr, "C"};
constexpr ArgSpec kArgs1144[] = {tensor_spec(kFloat, kInts1087, {}, kNames1135), tensor_spec(kFloat, kInts1087, {}, kNames1143), int_scalar(1)};
constexpr ArgSpec kArgs1145[] = {tensor_spec(kFloat, kInts1087, {}, kNames1135), tensor_spec(kFloat, kInts1087), int_scalar(1)};
constexpr ArgSpec kArgs1146[] = {tensor_spec(kFloat, kInts1087), tensor_spec(kFloat, kInts1087, {}, kNames1135), int_scalar(1)};
constexpr const char* kNames1147[] = {"N", "D"};
constexpr ArgSpec kArgs1148[] = {tensor_spec(kFloat, kInts1087, {}, kNames1135), tensor_spec(kFloat, kInts1087, {}, kNames1147), int_scalar(1)};
constexpr ErrorSpec kError1149 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1150[] = {call(0).raises(&kError1149)};
constexpr const char* kNames1151[] = {"N"};
constexpr ArgSpec kArgs1152[] = {tensor_spec(kFloat, kInts1087, {}, kNames1135), tensor_spec(kFloat, kInts1088, {}, kNames1151), int_scalar(1)};
constexpr ErrorSpec kError1153 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1154[] = {call(0).raises(&kError1153)};
constexpr const char* kNames1155[] = {"N", nullptr};
constexpr const char* kNames1156[] = {nullptr, "N"};
constexpr ArgSpec kArgs1157[] = {tensor_spec(kFloat, kInts1087, {}, kNames1155), tensor_spec(kFloat, kInts1087, {}, kNames1156), int_scalar(1)};
constexpr ErrorSpec kError1158 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes1159[] = {call(0).raises(&kError1158)};
constexpr Case kNames[] = {
    {"sub__same_names", kArgs1136, kOutcomes1140},
    {"sub__names_from_right", kArgs1142, kOutcomes1140},
    {"sub__wildcard_matches", kArgs1144, kOutcomes1140},
    {"sub__unnamed_second", kArgs1145, kOutcomes1140},
    {"sub__unnamed_first", kArgs1146, kOutcomes1140},
    {"sub__mismatch", kArgs1148, kOutcomes1150},
    {"sub__mismatch_from_right", kArgs1152, kOutcomes1154},
    {"sub__misaligned", kArgs1157, kOutcomes1159},
};
constexpr Num kNums1160[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums1161[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs1162[] = {tensor_spec(kUInt8, kInts0, kNums1160), tensor_spec(kUInt8, kInts0, kNums1161), int_scalar(1)};
constexpr Num kNums1163[] = {{255, 0}, {1, 0}, {4, 0}, {246, 0}, {250, 0}, {251, 0}, {11, 0}, {98, 0}, {2, 0}, {254, 0}, {4, 0}, {0, 0}};
constexpr ArgSpec kOut1164 = tensor_spec(kUInt8, kInts5);
constexpr Outcome kOutcomes1165[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1163), call(2).dtype(kUInt8).shape(kInts0).values(kNums1163).same_as(SameAs::Self), call(3).out_tensor(&kOut1164).dtype(kUInt8).shape(kInts0).values(kNums1163).same_as(SameAs::Out)};
constexpr Num kNums1166[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums1167[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs1168[] = {tensor_spec(kInt8, kInts0, kNums1166), tensor_spec(kInt8, kInts0, kNums1167), int_scalar(1)};
constexpr Num kNums1169[] = {{-6, 0}, {-2, 0}, {0, 0}, {3, 0}, {-7, 0}, {-5, 0}, {11, 0}, {98, 0}, {-103, 0}, {1, 0}, {-3, 0}, {3, 0}};
constexpr ArgSpec kOut1170 = tensor_spec(kInt8, kInts5);
constexpr Outcome kOutcomes1171[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1169), call(2).dtype(kInt8).shape(kInts0).values(kNums1169).same_as(SameAs::Self), call(3).out_tensor(&kOut1170).dtype(kInt8).shape(kInts0).values(kNums1169).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1172[] = {tensor_spec(kInt16, kInts0, kNums1166), tensor_spec(kInt16, kInts0, kNums1167), int_scalar(1)};
constexpr ArgSpec kOut1173 = tensor_spec(kInt16, kInts5);
constexpr Outcome kOutcomes1174[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1169), call(2).dtype(kInt16).shape(kInts0).values(kNums1169).same_as(SameAs::Self), call(3).out_tensor(&kOut1173).dtype(kInt16).shape(kInts0).values(kNums1169).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1175[] = {tensor_spec(kInt32, kInts0, kNums1166), tensor_spec(kInt32, kInts0, kNums1167), int_scalar(1)};
constexpr ArgSpec kOut1176 = tensor_spec(kInt32, kInts5);
constexpr Outcome kOutcomes1177[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1169), call(2).dtype(kInt32).shape(kInts0).values(kNums1169).same_as(SameAs::Self), call(3).out_tensor(&kOut1176).dtype(kInt32).shape(kInts0).values(kNums1169).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1178[] = {tensor_spec(kInt64, kInts0, kNums1166), tensor_spec(kInt64, kInts0, kNums1167), int_scalar(1)};
constexpr ArgSpec kOut1179 = tensor_spec(kInt64, kInts5);
constexpr Outcome kOutcomes1180[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1169), call(2).dtype(kInt64).shape(kInts0).values(kNums1169).same_as(SameAs::Self), call(3).out_tensor(&kOut1179).dtype(kInt64).shape(kInts0).values(kNums1169).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1181[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1182 = tensor_spec(kHalf, kInts5);
constexpr Outcome kOutcomes1183[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1182).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1184[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1185 = tensor_spec(kBFloat16, kInts5);
constexpr Outcome kOutcomes1186[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums4), call(2).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1185).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1187[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1188[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1189 = tensor_spec(kDouble, kInts5);
constexpr Outcome kOutcomes1190[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums4), call(2).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1189).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums1191[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr Num kNums1192[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr ArgSpec kArgs1193[] = {tensor_spec(kComplexHalf, kInts0, kNums1191), tensor_spec(kComplexHalf, kInts0, kNums1192), int_scalar(1)};
constexpr Num kNums1194[] = {{-0.5, -1.25}, {2.5, -0.5}, {0.0, 0.0}, {-1.75, -1.625}, {-1.75, 0.0}, {0.0, 0.0}, {-0.75, 1.0}, {4.0, -4.0}, {-2.875, 0.25}, {-2.0, 1.5}, {1.0, 2.25}, {0.0, 0.0}};
constexpr ArgSpec kOut1195 = tensor_spec(kComplexHalf, kInts5);
constexpr Outcome kOutcomes1196[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1194), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums1194).same_as(SameAs::Self), call(3).out_tensor(&kOut1195).dtype(kComplexHalf).shape(kInts0).values(kNums1194).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1197[] = {tensor_spec(kComplexFloat, kInts0, kNums1191), tensor_spec(kComplexFloat, kInts0, kNums1192), int_scalar(1)};
constexpr ArgSpec kOut1198 = tensor_spec(kComplexFloat, kInts5);
constexpr Outcome kOutcomes1199[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1194), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1194).same_as(SameAs::Self), call(3).out_tensor(&kOut1198).dtype(kComplexFloat).shape(kInts0).values(kNums1194).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1200[] = {tensor_spec(kComplexDouble, kInts0, kNums1191), tensor_spec(kComplexDouble, kInts0, kNums1192), int_scalar(1)};
constexpr ArgSpec kOut1201 = tensor_spec(kComplexDouble, kInts5);
constexpr Outcome kOutcomes1202[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1194), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1194).same_as(SameAs::Self), call(3).out_tensor(&kOut1201).dtype(kComplexDouble).shape(kInts0).values(kNums1194).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1203[] = {tensor_spec(kInt32, kInts0, kNums1166), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1204[] = {{-5.0, 0}, {-0.5, 0}, {0.0, 0}, {3.0, 0}, {-2.0, 0}, {1.25, 0}, {9.0, 0}, {102.0, 0}, {-100.75, 0}, {3.5, 0}, {-kInf, 0}, {8.0, 0}};
constexpr Outcome kOutcomes1205[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1204), call(2).raises(&kError934), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1206[] = {tensor_spec(kUInt8, kInts0, kNums1160), tensor_spec(kInt8, kInts0, kNums1167), int_scalar(1)};
constexpr Num kNums1207[] = {{-1, 0}, {1, 0}, {4, 0}, {246, 0}, {250, 0}, {-5, 0}, {11, 0}, {98, 0}, {2, 0}, {-2, 0}, {4, 0}, {-3, 0}};
constexpr Num kNums1208[] = {{255, 0}, {1, 0}, {4, 0}, {246, 0}, {250, 0}, {251, 0}, {11, 0}, {98, 0}, {2, 0}, {254, 0}, {4, 0}, {253, 0}};
constexpr Outcome kOutcomes1209[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1207), call(2).dtype(kUInt8).shape(kInts0).values(kNums1208).same_as(SameAs::Self), call(3).out_tensor(&kOut1173).dtype(kInt16).shape(kInts0).values(kNums1207).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1210[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes1211[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums1212[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1213[] = {tensor_spec(kBool, kInts0, kNums1212), tensor_spec(kInt64, kInts0, kNums1167), int_scalar(1)};
constexpr Num kNums1214[] = {{-1, 0}, {-1, 0}, {-2, 0}, {-4, 0}, {-4, 0}, {-6, 0}, {0, 0}, {-1, 0}, {-3, 0}, {-4, 0}, {-4, 0}, {-6, 0}};
constexpr Outcome kOutcomes1215[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1214), call(2).raises(&kError855), call(3).out_tensor(&kOut1179).dtype(kInt64).shape(kInts0).values(kNums1214).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1216[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1192), int_scalar(1)};
constexpr Num kNums1217[] = {{-0.5, 0.0}, {-1.75, -0.5}, {3.0, -1.0}, {1.0, -2.0}, {-2.0, 0.0}, {1.75, -1.0}, {-0.625, 0.5}, {12.0, -1.0}, {-2.875, 0.0}, {-8.5, 1.0}, {kInf, -0.25}, {kNaN, 1.0}};
constexpr Outcome kOutcomes1218[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1217), call(2).raises(&kError982), call(3).out_tensor(&kOut1198).dtype(kComplexFloat).shape(kInts0).values(kNums1217).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1219[] = {tensor_spec(kInt64, kInts0, kNums1166), tensor_spec(kDouble, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes1220[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1204), call(2).raises(&kError954), call(3).out_tensor(&kOut1189).dtype(kDouble).shape(kInts0).values(kNums1204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1221[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1222[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1223[] = {tensor_spec(kUInt8, kInts0, kNums1160), tensor_spec(kBool, kInts0, kNums1222), int_scalar(1)};
constexpr Num kNums1224[] = {{0, 0}, {3, 0}, {6, 0}, {249, 0}, {254, 0}, {1, 0}, {12, 0}, {99, 0}, {4, 0}, {2, 0}, {8, 0}, {3, 0}};
constexpr Outcome kOutcomes1225[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1224), call(2).dtype(kUInt8).shape(kInts0).values(kNums1224).same_as(SameAs::Self), call(3).out_tensor(&kOut1164).dtype(kUInt8).shape(kInts0).values(kNums1224).same_as(SameAs::Out)};
constexpr Num kNums1226[] = {{-0.25, 0}};
constexpr ArgSpec kArgs1227[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums1226), int_scalar(1)};
constexpr Num kNums1228[] = {{0.75, 0}, {-1.0, 0}, {3.25, 0}, {0.25, 0}, {0.25, 0}, {3.0, 0}, {-0.125, 0}, {10.25, 0}, {0.375, 0}, {-7.25, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1229[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1228), call(2).dtype(kFloat).shape(kInts0).values(kNums1228).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1228).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1230[] = {tensor_spec(kInt64, kInts0, kNums1166), tensor_spec(kDouble, {}, kNums1226), int_scalar(1)};
constexpr Num kNums1231[] = {{-4.75, 0}, {0.25, 0}, {3.25, 0}, {7.25, 0}, {-1.75, 0}, {1.25, 0}, {12.25, 0}, {100.25, 0}, {-99.75, 0}, {5.25, 0}, {2.25, 0}, {9.25, 0}};
constexpr Outcome kOutcomes1232[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1231), call(2).raises(&kError954), call(3).out_tensor(&kOut1189).dtype(kDouble).shape(kInts0).values(kNums1231).same_as(SameAs::Out)};
constexpr Num kNums1233[] = {{6, 0}};
constexpr ArgSpec kArgs1234[] = {tensor_spec(kInt32, kInts0, kNums1166), tensor_spec(kInt64, {}, kNums1233), int_scalar(1)};
constexpr Num kNums1235[] = {{-11, 0}, {-6, 0}, {-3, 0}, {1, 0}, {-8, 0}, {-5, 0}, {6, 0}, {94, 0}, {-106, 0}, {-1, 0}, {-4, 0}, {3, 0}};
constexpr Outcome kOutcomes1236[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1235), call(2).dtype(kInt32).shape(kInts0).values(kNums1235).same_as(SameAs::Self), call(3).out_tensor(&kOut1176).dtype(kInt32).shape(kInts0).values(kNums1235).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1237[] = {tensor_spec(kInt64, kInts0, kNums1166), float_scalar(0.5), int_scalar(1)};
constexpr Num kNums1238[] = {{-5.5, 0}, {-0.5, 0}, {2.5, 0}, {6.5, 0}, {-2.5, 0}, {0.5, 0}, {11.5, 0}, {99.5, 0}, {-100.5, 0}, {4.5, 0}, {1.5, 0}, {8.5, 0}};
constexpr Outcome kOutcomes1239[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1238), call(8).raises(&kError952), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1238).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1240[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), int_scalar(1)};
constexpr Outcome kOutcomes1241[] = {call(6).dtype(kHalf).shape(kInts0).values(kNums9), call(8).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut1182).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1242[] = {tensor_spec(kBool, kInts0, kNums1212), int_scalar(2), int_scalar(1)};
constexpr Num kNums1243[] = {{-2, 0}, {-1, 0}, {-1, 0}, {-2, 0}, {-1, 0}, {-2, 0}, {-1, 0}, {-1, 0}, {-2, 0}, {-2, 0}, {-1, 0}, {-2, 0}};
constexpr Outcome kOutcomes1244[] = {call(6).dtype(kInt64).shape(kInts0).values(kNums1243), call(8).raises(&kError855), call(9).out_tensor(&kOut1179).dtype(kInt64).shape(kInts0).values(kNums1243).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1245[] = {tensor_spec(kUInt8, kInts0, kNums1160), int_scalar(2), int_scalar(1)};
constexpr Num kNums1246[] = {{254, 0}, {1, 0}, {5, 0}, {248, 0}, {253, 0}, {255, 0}, {10, 0}, {98, 0}, {3, 0}, {0, 0}, {7, 0}, {1, 0}};
constexpr Outcome kOutcomes1247[] = {call(6).dtype(kUInt8).shape(kInts0).values(kNums1246), call(8).dtype(kUInt8).shape(kInts0).values(kNums1246).same_as(SameAs::Self), call(9).out_tensor(&kOut1164).dtype(kUInt8).shape(kInts0).values(kNums1246).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1248[] = {tensor_spec(kInt32, kInts0, kNums1166), bool_scalar(true), int_scalar(1)};
constexpr Num kNums1249[] = {{-6, 0}, {-1, 0}, {2, 0}, {6, 0}, {-3, 0}, {0, 0}, {11, 0}, {99, 0}, {-101, 0}, {4, 0}, {1, 0}, {8, 0}};
constexpr Outcome kOutcomes1250[] = {call(6).dtype(kInt32).shape(kInts0).values(kNums1249), call(8).dtype(kInt32).shape(kInts0).values(kNums1249).same_as(SameAs::Self), call(9).out_tensor(&kOut1176).dtype(kInt32).shape(kInts0).values(kNums1249).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1251[] = {tensor_spec(kFloat, kInts0, kNums1), complex_scalar(0.5, 0.5), int_scalar(1)};
constexpr Num kNums1252[] = {{0.0, -0.5}, {-1.75, -0.5}, {2.5, -0.5}, {-0.5, -0.5}, {-0.5, -0.5}, {2.25, -0.5}, {-0.875, -0.5}, {9.5, -0.5}, {-0.375, -0.5}, {-8.0, -0.5}, {kInf, -0.5}, {kNaN, -0.5}};
constexpr Outcome kOutcomes1253[] = {call(6).dtype(kComplexFloat).shape(kInts0).values(kNums1252), call(8).raises(&kError982), call(9).out_tensor(&kOut1198).dtype(kComplexFloat).shape(kInts0).values(kNums1252).same_as(SameAs::Out)};
constexpr int64_t kInts1254[] = {1, 4};
constexpr Num kNums1255[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1256[] = {expanded(tensor_spec(kFloat, kInts1254, kNums1255), kInts0), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1257[] = {{0.5, 0}, {-1.75, 0}, {0.0, 0}, {-4.0, 0}, {0.5, 0}, {-1.0, 0}, {0.0, 0}, {2.0, 0}, {-0.25, 0}, {-2.75, 0}, {-kInf, 0}, {-1.0, 0}};
constexpr Outcome kOutcomes1258[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1257), call(1).dtype(kFloat).shape(kInts0).values(kNums1257), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1257).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"sub__self_uint8__other_uint8", kArgs1162, kOutcomes1165},
    {"sub__self_int8__other_int8", kArgs1168, kOutcomes1171},
    {"sub__self_int16__other_int16", kArgs1172, kOutcomes1174},
    {"sub__self_int32__other_int32", kArgs1175, kOutcomes1177},
    {"sub__self_int64__other_int64", kArgs1178, kOutcomes1180},
    {"sub__self_float16__other_float16", kArgs1181, kOutcomes1183},
    {"sub__self_bfloat16__other_bfloat16", kArgs1184, kOutcomes1186},
    {"sub__self_float32__other_float32", kArgs3, kOutcomes1187},
    {"sub__self_float64__other_float64", kArgs1188, kOutcomes1190},
    {"sub__self_complex32__other_complex32", kArgs1193, kOutcomes1196},
    {"sub__self_complex64__other_complex64", kArgs1197, kOutcomes1199},
    {"sub__self_complex128__other_complex128", kArgs1200, kOutcomes1202},
    {"sub__self_int32__other_float32", kArgs1203, kOutcomes1205},
    {"sub__self_uint8__other_int8", kArgs1206, kOutcomes1209},
    {"sub__self_float16__other_bfloat16", kArgs1210, kOutcomes1211},
    {"sub__self_bool__other_int64", kArgs1213, kOutcomes1215},
    {"sub__self_float32__other_complex64", kArgs1216, kOutcomes1218},
    {"sub__self_int64__other_float64", kArgs1219, kOutcomes1220},
    {"sub__self_float16__other_float32", kArgs1221, kOutcomes1211},
    {"sub__self_uint8__other_bool", kArgs1223, kOutcomes1225},
    {"sub__self_float32__other_float64_zero_dim", kArgs1227, kOutcomes1229},
    {"sub__self_int64__other_float64_zero_dim", kArgs1230, kOutcomes1232},
    {"sub__self_int32__other_int64_zero_dim", kArgs1234, kOutcomes1236},
    {"sub__self_int64__other_float_scalar", kArgs1237, kOutcomes1239},
    {"sub__self_float16__other_float_scalar", kArgs1240, kOutcomes1241},
    {"sub__self_bool__other_int_scalar", kArgs1242, kOutcomes1244},
    {"sub__self_uint8__other_int_scalar", kArgs1245, kOutcomes1247},
    {"sub__self_int32__other_bool_scalar", kArgs1248, kOutcomes1250},
    {"sub__self_float32__other_complex_scalar", kArgs1251, kOutcomes1253},
    {"sub__expanded_self", kArgs1256, kOutcomes1258},
};
constexpr int64_t kInts1259[] = {67, 499};
constexpr ArgSpec kArgs1260[] = {tiled(tensor_spec(kUInt8, kInts1259, kNums1160)), tiled(tensor_spec(kUInt8, kInts1259, kNums1161)), int_scalar(1)};
constexpr Outcome kOutcomes1261[] = {call(0).dtype(kUInt8).shape(kInts1259)};
constexpr ArgSpec kArgs1262[] = {tiled(tensor_spec(kInt8, kInts1259, kNums1166)), tiled(tensor_spec(kInt8, kInts1259, kNums1167)), int_scalar(1)};
constexpr Outcome kOutcomes1263[] = {call(0).dtype(kInt8).shape(kInts1259)};
constexpr ArgSpec kArgs1264[] = {tiled(tensor_spec(kInt16, kInts1259, kNums1166)), tiled(tensor_spec(kInt16, kInts1259, kNums1167)), int_scalar(1)};
constexpr Outcome kOutcomes1265[] = {call(0).dtype(kInt16).shape(kInts1259)};
constexpr ArgSpec kArgs1266[] = {tiled(tensor_spec(kInt32, kInts1259, kNums1166)), tiled(tensor_spec(kInt32, kInts1259, kNums1167)), int_scalar(1)};
constexpr Outcome kOutcomes1267[] = {call(0).dtype(kInt32).shape(kInts1259)};
constexpr ArgSpec kArgs1268[] = {tiled(tensor_spec(kInt64, kInts1259, kNums1166)), tiled(tensor_spec(kInt64, kInts1259, kNums1167)), int_scalar(1)};
constexpr Outcome kOutcomes1269[] = {call(0).dtype(kInt64).shape(kInts1259)};
constexpr ArgSpec kArgs1270[] = {tiled(tensor_spec(kHalf, kInts1259, kNums1)), tiled(tensor_spec(kHalf, kInts1259, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1271[] = {call(0).dtype(kHalf).shape(kInts1259)};
constexpr ArgSpec kArgs1272[] = {tiled(tensor_spec(kBFloat16, kInts1259, kNums1)), tiled(tensor_spec(kBFloat16, kInts1259, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1273[] = {call(0).dtype(kBFloat16).shape(kInts1259)};
constexpr ArgSpec kArgs1274[] = {tiled(tensor_spec(kFloat, kInts1259, kNums1)), tiled(tensor_spec(kFloat, kInts1259, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1275[] = {call(0).dtype(kFloat).shape(kInts1259)};
constexpr ArgSpec kArgs1276[] = {tiled(tensor_spec(kDouble, kInts1259, kNums1)), tiled(tensor_spec(kDouble, kInts1259, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1277[] = {call(0).dtype(kDouble).shape(kInts1259)};
constexpr ArgSpec kArgs1278[] = {tiled(tensor_spec(kComplexHalf, kInts1259, kNums1191)), tiled(tensor_spec(kComplexHalf, kInts1259, kNums1192)), int_scalar(1)};
constexpr Outcome kOutcomes1279[] = {call(0).dtype(kComplexHalf).shape(kInts1259)};
constexpr ArgSpec kArgs1280[] = {tiled(tensor_spec(kComplexFloat, kInts1259, kNums1191)), tiled(tensor_spec(kComplexFloat, kInts1259, kNums1192)), int_scalar(1)};
constexpr Outcome kOutcomes1281[] = {call(0).dtype(kComplexFloat).shape(kInts1259)};
constexpr ArgSpec kArgs1282[] = {tiled(tensor_spec(kComplexDouble, kInts1259, kNums1191)), tiled(tensor_spec(kComplexDouble, kInts1259, kNums1192)), int_scalar(1)};
constexpr Outcome kOutcomes1283[] = {call(0).dtype(kComplexDouble).shape(kInts1259)};
constexpr Case kCrosschecks[] = {
    {"sub__uint8", kArgs1260, kOutcomes1261},
    {"sub__int8", kArgs1262, kOutcomes1263},
    {"sub__int16", kArgs1264, kOutcomes1265},
    {"sub__int32", kArgs1266, kOutcomes1267},
    {"sub__int64", kArgs1268, kOutcomes1269},
    {"sub__float16", kArgs1270, kOutcomes1271},
    {"sub__bfloat16", kArgs1272, kOutcomes1273},
    {"sub__float32", kArgs1274, kOutcomes1275},
    {"sub__float64", kArgs1276, kOutcomes1277},
    {"sub__complex32", kArgs1278, kOutcomes1279},
    {"sub__complex64", kArgs1280, kOutcomes1281},
    {"sub__complex128", kArgs1282, kOutcomes1283},
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

// Golden cases whose PyTorch behaviour opforge does not implement yet (the `known_gaps` of ops.yaml):
// MatchesPyTorchGolden leaves them out and KnownGaps reports them as skipped.
struct KnownGap {
  std::string_view id;
  std::string_view reason;
};
constexpr KnownGap kKnownGaps[] = {
    {"sub__bool_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__uint8_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int8_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__bfloat16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex128_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__uint8_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int8_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int16_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int32_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int64_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float16_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__bfloat16_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float32_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float64_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex32_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex64_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex128_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__int_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__float_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_dimensioned__complex_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__uint8_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__uint8_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__uint8_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int8_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int8_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int8_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int16_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int16_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int16_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int32_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int32_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int32_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int64_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int64_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int64_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float16_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float16_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float16_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bfloat16_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bfloat16_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bfloat16_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float32_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float32_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float32_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float64_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float64_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float64_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex32_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex32_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex32_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex64_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex64_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex64_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex128_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex128_dimensioned__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex128_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__uint8_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int8_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__bfloat16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex128_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__uint8_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int8_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int16_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int32_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int64_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float16_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__bfloat16_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float32_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float64_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex32_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex64_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex128_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__int_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__float_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bool_zero_dim__complex_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__uint8_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__uint8_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__uint8_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int8_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int8_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int8_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int16_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int16_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int16_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int32_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int32_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int32_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int64_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int64_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__int64_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float16_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float16_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float16_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bfloat16_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bfloat16_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__bfloat16_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float32_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float32_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float32_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float64_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float64_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__float64_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex32_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex32_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex32_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex64_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex64_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex64_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex128_zero_dim__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex128_zero_dim__bool_zero_dim", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__complex128_zero_dim__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__uint8_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__int8_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__int16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__int32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__int64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__float16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__bfloat16_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__float32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__float64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__complex32_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__complex64_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__complex128_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__int_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__float_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bool_dimensioned__complex_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__uint8_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__uint8_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int8_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int8_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int16_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int16_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int32_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int32_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int64_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__int64_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__float16_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__float16_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bfloat16_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__bfloat16_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__float32_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__float32_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__float64_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__float64_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__complex32_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__complex32_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__complex64_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__complex64_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__complex128_dimensioned__bool_dimensioned", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__inplace__complex128_dimensioned__bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__self_bool__other_int64", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__self_uint8__other_bool", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__self_bool__other_int_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
    {"sub__self_int32__other_bool_scalar", "PyTorch's RuntimeError for bool operands of sub (\"Subtraction, the `-` operator, with two bool tensors is not supported ...\", and its one-bool-operand variant)"},
};

bool is_known_gap(std::string_view id) {
  return std::any_of(std::begin(kKnownGaps), std::end(kKnownGaps), [&](const KnownGap& g) { return g.id == id; });
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(sub, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("sub")) GTEST_SKIP() << "no " << golden_op_path("sub");
  GoldenStore store;
  load_golden_cases("sub", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  std::erase_if(store.cases, [](const Case& c) { return is_known_gap(c.id); });
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

TEST(sub, KnownGaps) {
  std::string report;
  std::string_view last_reason;
  for (const KnownGap& g : kKnownGaps) {
    if (g.reason != last_reason) report.append("\n  not implemented: ").append(g.reason).append("\n    cases:");
    report.append(" ").append(g.id);
    last_reason = g.reason;
  }
  GTEST_SKIP() << std::size(kKnownGaps) << " golden cases left out (ops.yaml known_gaps):" << report;
}

}  // namespace
