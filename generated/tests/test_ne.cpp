// generated from ops.yaml by codegen; do not edit
// Conformance test of `ne`, from its ops.yaml entries (ne).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/ne.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::ne(Tensor, Tensor)", "ne", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::ne(v.tensor(0), v.tensor(1)); }},
    {"Tensor::ne(Tensor)", "ne", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).ne(v.tensor(1)); }},
    {"Tensor::ne_(Tensor)", "ne", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).ne_(v.tensor(1)); }},
    {"opforge::ne_out(Tensor&, Tensor, Tensor)", "ne", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::ne_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"Tensor != Tensor", "ne", Form::Operator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) != v.tensor(1); }},
    {"opforge::ne(Tensor, Scalar)", "ne", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::ne(v.tensor(0), v.scalar(1)); }},
    {"Tensor::ne(Scalar)", "ne", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).ne(v.scalar(1)); }},
    {"Tensor::ne_(Scalar)", "ne", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).ne_(v.scalar(1)); }},
    {"opforge::ne_out(Tensor&, Tensor, Scalar)", "ne", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::ne_out(out[0], v.tensor(0), v.scalar(1)); }},
    {"Tensor != Scalar", "ne", Form::Operator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) != v.scalar(1); }},
    {"Scalar != Tensor", "ne", Form::ReversedOperator, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.scalar(0) != v.tensor(1); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums4[] = {{1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}};
constexpr Num kNums5[] = {{1.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}};
constexpr int64_t kInts6[] = {0};
constexpr ArgSpec kOut7 = tensor_spec(kBool, kInts6);
constexpr Outcome kOutcomes8[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(1).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out), call(4).dtype(kBool).shape(kInts0).values(kNums4)};
constexpr ArgSpec kArgs9[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums10[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Num kNums11[] = {{0.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}};
constexpr Outcome kOutcomes12[] = {call(5).dtype(kBool).shape(kInts0).values(kNums10), call(6).dtype(kBool).shape(kInts0).values(kNums10), call(7).dtype(kFloat).shape(kInts0).values(kNums11).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums10).same_as(SameAs::Out), call(9).dtype(kBool).shape(kInts0).values(kNums10)};
constexpr ArgSpec kArgs13[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums14[] = {{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes15[] = {call(10).dtype(kBool).shape(kInts0).values(kNums14)};
constexpr Case kCallForms[] = {
    {"ne__self_float32__other_float32", kArgs3, kOutcomes8},
    {"ne__self_float32__other_float_scalar", kArgs9, kOutcomes12},
    {"ne__scalar_other_tensor", kArgs13, kOutcomes15},
};
constexpr int64_t kInts16[] = {2};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBool, kInts16), tensor_spec(kBool, kInts16)};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kBool).shape(kInts16)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kBool, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kBool, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kBool, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kBool, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs28[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs30[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kBool, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBool, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts16), bool_scalar(true)};
constexpr Outcome kOutcomes45[] = {call(5).dtype(kBool).shape(kInts16)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kInt8, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kInt8, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kInt8, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kInt8, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kInt8, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt16, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt16, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt16, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt16, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt16, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt32, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt32, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt32, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt32, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt32, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt64, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt64, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt64, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt64, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt64, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt64, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kHalf, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kHalf, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kHalf, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kHalf, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kHalf, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kFloat, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kFloat, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kFloat, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kFloat, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kFloat, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kFloat, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kFloat, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kFloat, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kDouble, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kDouble, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kDouble, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kDouble, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kDouble, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kDouble, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kDouble, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kDouble, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kBool), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kBool), tensor_spec(kBool)};
constexpr Outcome kOutcomes423[] = {call(0).dtype(kBool).shape({})};
constexpr ArgSpec kArgs424[] = {tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kBool), tensor_spec(kInt8)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kBool), tensor_spec(kInt16)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kBool), tensor_spec(kInt32)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kBool), tensor_spec(kInt64)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kBool), tensor_spec(kHalf)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool), tensor_spec(kFloat)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool), tensor_spec(kDouble)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), bool_scalar(true)};
constexpr Outcome kOutcomes437[] = {call(5).dtype(kBool).shape({})};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), float_scalar(1.0)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs446[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs447[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs450[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs451[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kUInt8), bool_scalar(true)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kInt8), bool_scalar(true)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt16), bool_scalar(true)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt32), bool_scalar(true)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kHalf), bool_scalar(true)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kBFloat16), bool_scalar(true)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs663[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kDouble), bool_scalar(true)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs756[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr Case kDtypes[] = {
    {"ne__bool_dimensioned__bool_dimensioned", kArgs17, kOutcomes18},
    {"ne__bool_dimensioned__uint8_dimensioned", kArgs19, kOutcomes18},
    {"ne__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes18},
    {"ne__bool_dimensioned__int16_dimensioned", kArgs21, kOutcomes18},
    {"ne__bool_dimensioned__int32_dimensioned", kArgs22, kOutcomes18},
    {"ne__bool_dimensioned__int64_dimensioned", kArgs23, kOutcomes18},
    {"ne__bool_dimensioned__float16_dimensioned", kArgs24, kOutcomes18},
    {"ne__bool_dimensioned__bfloat16_dimensioned", kArgs25, kOutcomes18},
    {"ne__bool_dimensioned__float32_dimensioned", kArgs26, kOutcomes18},
    {"ne__bool_dimensioned__float64_dimensioned", kArgs27, kOutcomes18},
    {"ne__bool_dimensioned__complex32_dimensioned", kArgs28, kOutcomes18},
    {"ne__bool_dimensioned__complex64_dimensioned", kArgs29, kOutcomes18},
    {"ne__bool_dimensioned__complex128_dimensioned", kArgs30, kOutcomes18},
    {"ne__bool_dimensioned__bool_zero_dim", kArgs31, kOutcomes18},
    {"ne__bool_dimensioned__uint8_zero_dim", kArgs32, kOutcomes18},
    {"ne__bool_dimensioned__int8_zero_dim", kArgs33, kOutcomes18},
    {"ne__bool_dimensioned__int16_zero_dim", kArgs34, kOutcomes18},
    {"ne__bool_dimensioned__int32_zero_dim", kArgs35, kOutcomes18},
    {"ne__bool_dimensioned__int64_zero_dim", kArgs36, kOutcomes18},
    {"ne__bool_dimensioned__float16_zero_dim", kArgs37, kOutcomes18},
    {"ne__bool_dimensioned__bfloat16_zero_dim", kArgs38, kOutcomes18},
    {"ne__bool_dimensioned__float32_zero_dim", kArgs39, kOutcomes18},
    {"ne__bool_dimensioned__float64_zero_dim", kArgs40, kOutcomes18},
    {"ne__bool_dimensioned__complex32_zero_dim", kArgs41, kOutcomes18},
    {"ne__bool_dimensioned__complex64_zero_dim", kArgs42, kOutcomes18},
    {"ne__bool_dimensioned__complex128_zero_dim", kArgs43, kOutcomes18},
    {"ne__bool_dimensioned__bool_scalar", kArgs44, kOutcomes45},
    {"ne__bool_dimensioned__int_scalar", kArgs46, kOutcomes45},
    {"ne__bool_dimensioned__float_scalar", kArgs47, kOutcomes45},
    {"ne__bool_dimensioned__complex_scalar", kArgs48, kOutcomes45},
    {"ne__uint8_dimensioned__bool_dimensioned", kArgs49, kOutcomes18},
    {"ne__uint8_dimensioned__uint8_dimensioned", kArgs50, kOutcomes18},
    {"ne__uint8_dimensioned__int8_dimensioned", kArgs51, kOutcomes18},
    {"ne__uint8_dimensioned__int16_dimensioned", kArgs52, kOutcomes18},
    {"ne__uint8_dimensioned__int32_dimensioned", kArgs53, kOutcomes18},
    {"ne__uint8_dimensioned__int64_dimensioned", kArgs54, kOutcomes18},
    {"ne__uint8_dimensioned__float16_dimensioned", kArgs55, kOutcomes18},
    {"ne__uint8_dimensioned__bfloat16_dimensioned", kArgs56, kOutcomes18},
    {"ne__uint8_dimensioned__float32_dimensioned", kArgs57, kOutcomes18},
    {"ne__uint8_dimensioned__float64_dimensioned", kArgs58, kOutcomes18},
    {"ne__uint8_dimensioned__complex32_dimensioned", kArgs59, kOutcomes18},
    {"ne__uint8_dimensioned__complex64_dimensioned", kArgs60, kOutcomes18},
    {"ne__uint8_dimensioned__complex128_dimensioned", kArgs61, kOutcomes18},
    {"ne__uint8_dimensioned__bool_zero_dim", kArgs62, kOutcomes18},
    {"ne__uint8_dimensioned__uint8_zero_dim", kArgs63, kOutcomes18},
    {"ne__uint8_dimensioned__int8_zero_dim", kArgs64, kOutcomes18},
    {"ne__uint8_dimensioned__int16_zero_dim", kArgs65, kOutcomes18},
    {"ne__uint8_dimensioned__int32_zero_dim", kArgs66, kOutcomes18},
    {"ne__uint8_dimensioned__int64_zero_dim", kArgs67, kOutcomes18},
    {"ne__uint8_dimensioned__float16_zero_dim", kArgs68, kOutcomes18},
    {"ne__uint8_dimensioned__bfloat16_zero_dim", kArgs69, kOutcomes18},
    {"ne__uint8_dimensioned__float32_zero_dim", kArgs70, kOutcomes18},
    {"ne__uint8_dimensioned__float64_zero_dim", kArgs71, kOutcomes18},
    {"ne__uint8_dimensioned__complex32_zero_dim", kArgs72, kOutcomes18},
    {"ne__uint8_dimensioned__complex64_zero_dim", kArgs73, kOutcomes18},
    {"ne__uint8_dimensioned__complex128_zero_dim", kArgs74, kOutcomes18},
    {"ne__uint8_dimensioned__bool_scalar", kArgs75, kOutcomes45},
    {"ne__uint8_dimensioned__int_scalar", kArgs76, kOutcomes45},
    {"ne__uint8_dimensioned__float_scalar", kArgs77, kOutcomes45},
    {"ne__uint8_dimensioned__complex_scalar", kArgs78, kOutcomes45},
    {"ne__int8_dimensioned__bool_dimensioned", kArgs79, kOutcomes18},
    {"ne__int8_dimensioned__uint8_dimensioned", kArgs80, kOutcomes18},
    {"ne__int8_dimensioned__int8_dimensioned", kArgs81, kOutcomes18},
    {"ne__int8_dimensioned__int16_dimensioned", kArgs82, kOutcomes18},
    {"ne__int8_dimensioned__int32_dimensioned", kArgs83, kOutcomes18},
    {"ne__int8_dimensioned__int64_dimensioned", kArgs84, kOutcomes18},
    {"ne__int8_dimensioned__float16_dimensioned", kArgs85, kOutcomes18},
    {"ne__int8_dimensioned__bfloat16_dimensioned", kArgs86, kOutcomes18},
    {"ne__int8_dimensioned__float32_dimensioned", kArgs87, kOutcomes18},
    {"ne__int8_dimensioned__float64_dimensioned", kArgs88, kOutcomes18},
    {"ne__int8_dimensioned__complex32_dimensioned", kArgs89, kOutcomes18},
    {"ne__int8_dimensioned__complex64_dimensioned", kArgs90, kOutcomes18},
    {"ne__int8_dimensioned__complex128_dimensioned", kArgs91, kOutcomes18},
    {"ne__int8_dimensioned__bool_zero_dim", kArgs92, kOutcomes18},
    {"ne__int8_dimensioned__uint8_zero_dim", kArgs93, kOutcomes18},
    {"ne__int8_dimensioned__int8_zero_dim", kArgs94, kOutcomes18},
    {"ne__int8_dimensioned__int16_zero_dim", kArgs95, kOutcomes18},
    {"ne__int8_dimensioned__int32_zero_dim", kArgs96, kOutcomes18},
    {"ne__int8_dimensioned__int64_zero_dim", kArgs97, kOutcomes18},
    {"ne__int8_dimensioned__float16_zero_dim", kArgs98, kOutcomes18},
    {"ne__int8_dimensioned__bfloat16_zero_dim", kArgs99, kOutcomes18},
    {"ne__int8_dimensioned__float32_zero_dim", kArgs100, kOutcomes18},
    {"ne__int8_dimensioned__float64_zero_dim", kArgs101, kOutcomes18},
    {"ne__int8_dimensioned__complex32_zero_dim", kArgs102, kOutcomes18},
    {"ne__int8_dimensioned__complex64_zero_dim", kArgs103, kOutcomes18},
    {"ne__int8_dimensioned__complex128_zero_dim", kArgs104, kOutcomes18},
    {"ne__int8_dimensioned__bool_scalar", kArgs105, kOutcomes45},
    {"ne__int8_dimensioned__int_scalar", kArgs106, kOutcomes45},
    {"ne__int8_dimensioned__float_scalar", kArgs107, kOutcomes45},
    {"ne__int8_dimensioned__complex_scalar", kArgs108, kOutcomes45},
    {"ne__int16_dimensioned__bool_dimensioned", kArgs109, kOutcomes18},
    {"ne__int16_dimensioned__uint8_dimensioned", kArgs110, kOutcomes18},
    {"ne__int16_dimensioned__int8_dimensioned", kArgs111, kOutcomes18},
    {"ne__int16_dimensioned__int16_dimensioned", kArgs112, kOutcomes18},
    {"ne__int16_dimensioned__int32_dimensioned", kArgs113, kOutcomes18},
    {"ne__int16_dimensioned__int64_dimensioned", kArgs114, kOutcomes18},
    {"ne__int16_dimensioned__float16_dimensioned", kArgs115, kOutcomes18},
    {"ne__int16_dimensioned__bfloat16_dimensioned", kArgs116, kOutcomes18},
    {"ne__int16_dimensioned__float32_dimensioned", kArgs117, kOutcomes18},
    {"ne__int16_dimensioned__float64_dimensioned", kArgs118, kOutcomes18},
    {"ne__int16_dimensioned__complex32_dimensioned", kArgs119, kOutcomes18},
    {"ne__int16_dimensioned__complex64_dimensioned", kArgs120, kOutcomes18},
    {"ne__int16_dimensioned__complex128_dimensioned", kArgs121, kOutcomes18},
    {"ne__int16_dimensioned__bool_zero_dim", kArgs122, kOutcomes18},
    {"ne__int16_dimensioned__uint8_zero_dim", kArgs123, kOutcomes18},
    {"ne__int16_dimensioned__int8_zero_dim", kArgs124, kOutcomes18},
    {"ne__int16_dimensioned__int16_zero_dim", kArgs125, kOutcomes18},
    {"ne__int16_dimensioned__int32_zero_dim", kArgs126, kOutcomes18},
    {"ne__int16_dimensioned__int64_zero_dim", kArgs127, kOutcomes18},
    {"ne__int16_dimensioned__float16_zero_dim", kArgs128, kOutcomes18},
    {"ne__int16_dimensioned__bfloat16_zero_dim", kArgs129, kOutcomes18},
    {"ne__int16_dimensioned__float32_zero_dim", kArgs130, kOutcomes18},
    {"ne__int16_dimensioned__float64_zero_dim", kArgs131, kOutcomes18},
    {"ne__int16_dimensioned__complex32_zero_dim", kArgs132, kOutcomes18},
    {"ne__int16_dimensioned__complex64_zero_dim", kArgs133, kOutcomes18},
    {"ne__int16_dimensioned__complex128_zero_dim", kArgs134, kOutcomes18},
    {"ne__int16_dimensioned__bool_scalar", kArgs135, kOutcomes45},
    {"ne__int16_dimensioned__int_scalar", kArgs136, kOutcomes45},
    {"ne__int16_dimensioned__float_scalar", kArgs137, kOutcomes45},
    {"ne__int16_dimensioned__complex_scalar", kArgs138, kOutcomes45},
    {"ne__int32_dimensioned__bool_dimensioned", kArgs139, kOutcomes18},
    {"ne__int32_dimensioned__uint8_dimensioned", kArgs140, kOutcomes18},
    {"ne__int32_dimensioned__int8_dimensioned", kArgs141, kOutcomes18},
    {"ne__int32_dimensioned__int16_dimensioned", kArgs142, kOutcomes18},
    {"ne__int32_dimensioned__int32_dimensioned", kArgs143, kOutcomes18},
    {"ne__int32_dimensioned__int64_dimensioned", kArgs144, kOutcomes18},
    {"ne__int32_dimensioned__float16_dimensioned", kArgs145, kOutcomes18},
    {"ne__int32_dimensioned__bfloat16_dimensioned", kArgs146, kOutcomes18},
    {"ne__int32_dimensioned__float32_dimensioned", kArgs147, kOutcomes18},
    {"ne__int32_dimensioned__float64_dimensioned", kArgs148, kOutcomes18},
    {"ne__int32_dimensioned__complex32_dimensioned", kArgs149, kOutcomes18},
    {"ne__int32_dimensioned__complex64_dimensioned", kArgs150, kOutcomes18},
    {"ne__int32_dimensioned__complex128_dimensioned", kArgs151, kOutcomes18},
    {"ne__int32_dimensioned__bool_zero_dim", kArgs152, kOutcomes18},
    {"ne__int32_dimensioned__uint8_zero_dim", kArgs153, kOutcomes18},
    {"ne__int32_dimensioned__int8_zero_dim", kArgs154, kOutcomes18},
    {"ne__int32_dimensioned__int16_zero_dim", kArgs155, kOutcomes18},
    {"ne__int32_dimensioned__int32_zero_dim", kArgs156, kOutcomes18},
    {"ne__int32_dimensioned__int64_zero_dim", kArgs157, kOutcomes18},
    {"ne__int32_dimensioned__float16_zero_dim", kArgs158, kOutcomes18},
    {"ne__int32_dimensioned__bfloat16_zero_dim", kArgs159, kOutcomes18},
    {"ne__int32_dimensioned__float32_zero_dim", kArgs160, kOutcomes18},
    {"ne__int32_dimensioned__float64_zero_dim", kArgs161, kOutcomes18},
    {"ne__int32_dimensioned__complex32_zero_dim", kArgs162, kOutcomes18},
    {"ne__int32_dimensioned__complex64_zero_dim", kArgs163, kOutcomes18},
    {"ne__int32_dimensioned__complex128_zero_dim", kArgs164, kOutcomes18},
    {"ne__int32_dimensioned__bool_scalar", kArgs165, kOutcomes45},
    {"ne__int32_dimensioned__int_scalar", kArgs166, kOutcomes45},
    {"ne__int32_dimensioned__float_scalar", kArgs167, kOutcomes45},
    {"ne__int32_dimensioned__complex_scalar", kArgs168, kOutcomes45},
    {"ne__int64_dimensioned__bool_dimensioned", kArgs169, kOutcomes18},
    {"ne__int64_dimensioned__uint8_dimensioned", kArgs170, kOutcomes18},
    {"ne__int64_dimensioned__int8_dimensioned", kArgs171, kOutcomes18},
    {"ne__int64_dimensioned__int16_dimensioned", kArgs172, kOutcomes18},
    {"ne__int64_dimensioned__int32_dimensioned", kArgs173, kOutcomes18},
    {"ne__int64_dimensioned__int64_dimensioned", kArgs174, kOutcomes18},
    {"ne__int64_dimensioned__float16_dimensioned", kArgs175, kOutcomes18},
    {"ne__int64_dimensioned__bfloat16_dimensioned", kArgs176, kOutcomes18},
    {"ne__int64_dimensioned__float32_dimensioned", kArgs177, kOutcomes18},
    {"ne__int64_dimensioned__float64_dimensioned", kArgs178, kOutcomes18},
    {"ne__int64_dimensioned__complex32_dimensioned", kArgs179, kOutcomes18},
    {"ne__int64_dimensioned__complex64_dimensioned", kArgs180, kOutcomes18},
    {"ne__int64_dimensioned__complex128_dimensioned", kArgs181, kOutcomes18},
    {"ne__int64_dimensioned__bool_zero_dim", kArgs182, kOutcomes18},
    {"ne__int64_dimensioned__uint8_zero_dim", kArgs183, kOutcomes18},
    {"ne__int64_dimensioned__int8_zero_dim", kArgs184, kOutcomes18},
    {"ne__int64_dimensioned__int16_zero_dim", kArgs185, kOutcomes18},
    {"ne__int64_dimensioned__int32_zero_dim", kArgs186, kOutcomes18},
    {"ne__int64_dimensioned__int64_zero_dim", kArgs187, kOutcomes18},
    {"ne__int64_dimensioned__float16_zero_dim", kArgs188, kOutcomes18},
    {"ne__int64_dimensioned__bfloat16_zero_dim", kArgs189, kOutcomes18},
    {"ne__int64_dimensioned__float32_zero_dim", kArgs190, kOutcomes18},
    {"ne__int64_dimensioned__float64_zero_dim", kArgs191, kOutcomes18},
    {"ne__int64_dimensioned__complex32_zero_dim", kArgs192, kOutcomes18},
    {"ne__int64_dimensioned__complex64_zero_dim", kArgs193, kOutcomes18},
    {"ne__int64_dimensioned__complex128_zero_dim", kArgs194, kOutcomes18},
    {"ne__int64_dimensioned__bool_scalar", kArgs195, kOutcomes45},
    {"ne__int64_dimensioned__int_scalar", kArgs196, kOutcomes45},
    {"ne__int64_dimensioned__float_scalar", kArgs197, kOutcomes45},
    {"ne__int64_dimensioned__complex_scalar", kArgs198, kOutcomes45},
    {"ne__float16_dimensioned__bool_dimensioned", kArgs199, kOutcomes18},
    {"ne__float16_dimensioned__uint8_dimensioned", kArgs200, kOutcomes18},
    {"ne__float16_dimensioned__int8_dimensioned", kArgs201, kOutcomes18},
    {"ne__float16_dimensioned__int16_dimensioned", kArgs202, kOutcomes18},
    {"ne__float16_dimensioned__int32_dimensioned", kArgs203, kOutcomes18},
    {"ne__float16_dimensioned__int64_dimensioned", kArgs204, kOutcomes18},
    {"ne__float16_dimensioned__float16_dimensioned", kArgs205, kOutcomes18},
    {"ne__float16_dimensioned__bfloat16_dimensioned", kArgs206, kOutcomes18},
    {"ne__float16_dimensioned__float32_dimensioned", kArgs207, kOutcomes18},
    {"ne__float16_dimensioned__float64_dimensioned", kArgs208, kOutcomes18},
    {"ne__float16_dimensioned__complex32_dimensioned", kArgs209, kOutcomes18},
    {"ne__float16_dimensioned__complex64_dimensioned", kArgs210, kOutcomes18},
    {"ne__float16_dimensioned__complex128_dimensioned", kArgs211, kOutcomes18},
    {"ne__float16_dimensioned__bool_zero_dim", kArgs212, kOutcomes18},
    {"ne__float16_dimensioned__uint8_zero_dim", kArgs213, kOutcomes18},
    {"ne__float16_dimensioned__int8_zero_dim", kArgs214, kOutcomes18},
    {"ne__float16_dimensioned__int16_zero_dim", kArgs215, kOutcomes18},
    {"ne__float16_dimensioned__int32_zero_dim", kArgs216, kOutcomes18},
    {"ne__float16_dimensioned__int64_zero_dim", kArgs217, kOutcomes18},
    {"ne__float16_dimensioned__float16_zero_dim", kArgs218, kOutcomes18},
    {"ne__float16_dimensioned__bfloat16_zero_dim", kArgs219, kOutcomes18},
    {"ne__float16_dimensioned__float32_zero_dim", kArgs220, kOutcomes18},
    {"ne__float16_dimensioned__float64_zero_dim", kArgs221, kOutcomes18},
    {"ne__float16_dimensioned__complex32_zero_dim", kArgs222, kOutcomes18},
    {"ne__float16_dimensioned__complex64_zero_dim", kArgs223, kOutcomes18},
    {"ne__float16_dimensioned__complex128_zero_dim", kArgs224, kOutcomes18},
    {"ne__float16_dimensioned__bool_scalar", kArgs225, kOutcomes45},
    {"ne__float16_dimensioned__int_scalar", kArgs226, kOutcomes45},
    {"ne__float16_dimensioned__float_scalar", kArgs227, kOutcomes45},
    {"ne__float16_dimensioned__complex_scalar", kArgs228, kOutcomes45},
    {"ne__bfloat16_dimensioned__bool_dimensioned", kArgs229, kOutcomes18},
    {"ne__bfloat16_dimensioned__uint8_dimensioned", kArgs230, kOutcomes18},
    {"ne__bfloat16_dimensioned__int8_dimensioned", kArgs231, kOutcomes18},
    {"ne__bfloat16_dimensioned__int16_dimensioned", kArgs232, kOutcomes18},
    {"ne__bfloat16_dimensioned__int32_dimensioned", kArgs233, kOutcomes18},
    {"ne__bfloat16_dimensioned__int64_dimensioned", kArgs234, kOutcomes18},
    {"ne__bfloat16_dimensioned__float16_dimensioned", kArgs235, kOutcomes18},
    {"ne__bfloat16_dimensioned__bfloat16_dimensioned", kArgs236, kOutcomes18},
    {"ne__bfloat16_dimensioned__float32_dimensioned", kArgs237, kOutcomes18},
    {"ne__bfloat16_dimensioned__float64_dimensioned", kArgs238, kOutcomes18},
    {"ne__bfloat16_dimensioned__complex32_dimensioned", kArgs239, kOutcomes18},
    {"ne__bfloat16_dimensioned__complex64_dimensioned", kArgs240, kOutcomes18},
    {"ne__bfloat16_dimensioned__complex128_dimensioned", kArgs241, kOutcomes18},
    {"ne__bfloat16_dimensioned__bool_zero_dim", kArgs242, kOutcomes18},
    {"ne__bfloat16_dimensioned__uint8_zero_dim", kArgs243, kOutcomes18},
    {"ne__bfloat16_dimensioned__int8_zero_dim", kArgs244, kOutcomes18},
    {"ne__bfloat16_dimensioned__int16_zero_dim", kArgs245, kOutcomes18},
    {"ne__bfloat16_dimensioned__int32_zero_dim", kArgs246, kOutcomes18},
    {"ne__bfloat16_dimensioned__int64_zero_dim", kArgs247, kOutcomes18},
    {"ne__bfloat16_dimensioned__float16_zero_dim", kArgs248, kOutcomes18},
    {"ne__bfloat16_dimensioned__bfloat16_zero_dim", kArgs249, kOutcomes18},
    {"ne__bfloat16_dimensioned__float32_zero_dim", kArgs250, kOutcomes18},
    {"ne__bfloat16_dimensioned__float64_zero_dim", kArgs251, kOutcomes18},
    {"ne__bfloat16_dimensioned__complex32_zero_dim", kArgs252, kOutcomes18},
    {"ne__bfloat16_dimensioned__complex64_zero_dim", kArgs253, kOutcomes18},
    {"ne__bfloat16_dimensioned__complex128_zero_dim", kArgs254, kOutcomes18},
    {"ne__bfloat16_dimensioned__bool_scalar", kArgs255, kOutcomes45},
    {"ne__bfloat16_dimensioned__int_scalar", kArgs256, kOutcomes45},
    {"ne__bfloat16_dimensioned__float_scalar", kArgs257, kOutcomes45},
    {"ne__bfloat16_dimensioned__complex_scalar", kArgs258, kOutcomes45},
    {"ne__float32_dimensioned__bool_dimensioned", kArgs259, kOutcomes18},
    {"ne__float32_dimensioned__uint8_dimensioned", kArgs260, kOutcomes18},
    {"ne__float32_dimensioned__int8_dimensioned", kArgs261, kOutcomes18},
    {"ne__float32_dimensioned__int16_dimensioned", kArgs262, kOutcomes18},
    {"ne__float32_dimensioned__int32_dimensioned", kArgs263, kOutcomes18},
    {"ne__float32_dimensioned__int64_dimensioned", kArgs264, kOutcomes18},
    {"ne__float32_dimensioned__float16_dimensioned", kArgs265, kOutcomes18},
    {"ne__float32_dimensioned__bfloat16_dimensioned", kArgs266, kOutcomes18},
    {"ne__float32_dimensioned__float32_dimensioned", kArgs267, kOutcomes18},
    {"ne__float32_dimensioned__float64_dimensioned", kArgs268, kOutcomes18},
    {"ne__float32_dimensioned__complex32_dimensioned", kArgs269, kOutcomes18},
    {"ne__float32_dimensioned__complex64_dimensioned", kArgs270, kOutcomes18},
    {"ne__float32_dimensioned__complex128_dimensioned", kArgs271, kOutcomes18},
    {"ne__float32_dimensioned__bool_zero_dim", kArgs272, kOutcomes18},
    {"ne__float32_dimensioned__uint8_zero_dim", kArgs273, kOutcomes18},
    {"ne__float32_dimensioned__int8_zero_dim", kArgs274, kOutcomes18},
    {"ne__float32_dimensioned__int16_zero_dim", kArgs275, kOutcomes18},
    {"ne__float32_dimensioned__int32_zero_dim", kArgs276, kOutcomes18},
    {"ne__float32_dimensioned__int64_zero_dim", kArgs277, kOutcomes18},
    {"ne__float32_dimensioned__float16_zero_dim", kArgs278, kOutcomes18},
    {"ne__float32_dimensioned__bfloat16_zero_dim", kArgs279, kOutcomes18},
    {"ne__float32_dimensioned__float32_zero_dim", kArgs280, kOutcomes18},
    {"ne__float32_dimensioned__float64_zero_dim", kArgs281, kOutcomes18},
    {"ne__float32_dimensioned__complex32_zero_dim", kArgs282, kOutcomes18},
    {"ne__float32_dimensioned__complex64_zero_dim", kArgs283, kOutcomes18},
    {"ne__float32_dimensioned__complex128_zero_dim", kArgs284, kOutcomes18},
    {"ne__float32_dimensioned__bool_scalar", kArgs285, kOutcomes45},
    {"ne__float32_dimensioned__int_scalar", kArgs286, kOutcomes45},
    {"ne__float32_dimensioned__float_scalar", kArgs287, kOutcomes45},
    {"ne__float32_dimensioned__complex_scalar", kArgs288, kOutcomes45},
    {"ne__float64_dimensioned__bool_dimensioned", kArgs289, kOutcomes18},
    {"ne__float64_dimensioned__uint8_dimensioned", kArgs290, kOutcomes18},
    {"ne__float64_dimensioned__int8_dimensioned", kArgs291, kOutcomes18},
    {"ne__float64_dimensioned__int16_dimensioned", kArgs292, kOutcomes18},
    {"ne__float64_dimensioned__int32_dimensioned", kArgs293, kOutcomes18},
    {"ne__float64_dimensioned__int64_dimensioned", kArgs294, kOutcomes18},
    {"ne__float64_dimensioned__float16_dimensioned", kArgs295, kOutcomes18},
    {"ne__float64_dimensioned__bfloat16_dimensioned", kArgs296, kOutcomes18},
    {"ne__float64_dimensioned__float32_dimensioned", kArgs297, kOutcomes18},
    {"ne__float64_dimensioned__float64_dimensioned", kArgs298, kOutcomes18},
    {"ne__float64_dimensioned__complex32_dimensioned", kArgs299, kOutcomes18},
    {"ne__float64_dimensioned__complex64_dimensioned", kArgs300, kOutcomes18},
    {"ne__float64_dimensioned__complex128_dimensioned", kArgs301, kOutcomes18},
    {"ne__float64_dimensioned__bool_zero_dim", kArgs302, kOutcomes18},
    {"ne__float64_dimensioned__uint8_zero_dim", kArgs303, kOutcomes18},
    {"ne__float64_dimensioned__int8_zero_dim", kArgs304, kOutcomes18},
    {"ne__float64_dimensioned__int16_zero_dim", kArgs305, kOutcomes18},
    {"ne__float64_dimensioned__int32_zero_dim", kArgs306, kOutcomes18},
    {"ne__float64_dimensioned__int64_zero_dim", kArgs307, kOutcomes18},
    {"ne__float64_dimensioned__float16_zero_dim", kArgs308, kOutcomes18},
    {"ne__float64_dimensioned__bfloat16_zero_dim", kArgs309, kOutcomes18},
    {"ne__float64_dimensioned__float32_zero_dim", kArgs310, kOutcomes18},
    {"ne__float64_dimensioned__float64_zero_dim", kArgs311, kOutcomes18},
    {"ne__float64_dimensioned__complex32_zero_dim", kArgs312, kOutcomes18},
    {"ne__float64_dimensioned__complex64_zero_dim", kArgs313, kOutcomes18},
    {"ne__float64_dimensioned__complex128_zero_dim", kArgs314, kOutcomes18},
    {"ne__float64_dimensioned__bool_scalar", kArgs315, kOutcomes45},
    {"ne__float64_dimensioned__int_scalar", kArgs316, kOutcomes45},
    {"ne__float64_dimensioned__float_scalar", kArgs317, kOutcomes45},
    {"ne__float64_dimensioned__complex_scalar", kArgs318, kOutcomes45},
    {"ne__complex32_dimensioned__bool_dimensioned", kArgs319, kOutcomes18},
    {"ne__complex32_dimensioned__uint8_dimensioned", kArgs320, kOutcomes18},
    {"ne__complex32_dimensioned__int8_dimensioned", kArgs321, kOutcomes18},
    {"ne__complex32_dimensioned__int16_dimensioned", kArgs322, kOutcomes18},
    {"ne__complex32_dimensioned__int32_dimensioned", kArgs323, kOutcomes18},
    {"ne__complex32_dimensioned__int64_dimensioned", kArgs324, kOutcomes18},
    {"ne__complex32_dimensioned__float16_dimensioned", kArgs325, kOutcomes18},
    {"ne__complex32_dimensioned__bfloat16_dimensioned", kArgs326, kOutcomes18},
    {"ne__complex32_dimensioned__float32_dimensioned", kArgs327, kOutcomes18},
    {"ne__complex32_dimensioned__float64_dimensioned", kArgs328, kOutcomes18},
    {"ne__complex32_dimensioned__complex32_dimensioned", kArgs329, kOutcomes18},
    {"ne__complex32_dimensioned__complex64_dimensioned", kArgs330, kOutcomes18},
    {"ne__complex32_dimensioned__complex128_dimensioned", kArgs331, kOutcomes18},
    {"ne__complex32_dimensioned__bool_zero_dim", kArgs332, kOutcomes18},
    {"ne__complex32_dimensioned__uint8_zero_dim", kArgs333, kOutcomes18},
    {"ne__complex32_dimensioned__int8_zero_dim", kArgs334, kOutcomes18},
    {"ne__complex32_dimensioned__int16_zero_dim", kArgs335, kOutcomes18},
    {"ne__complex32_dimensioned__int32_zero_dim", kArgs336, kOutcomes18},
    {"ne__complex32_dimensioned__int64_zero_dim", kArgs337, kOutcomes18},
    {"ne__complex32_dimensioned__float16_zero_dim", kArgs338, kOutcomes18},
    {"ne__complex32_dimensioned__bfloat16_zero_dim", kArgs339, kOutcomes18},
    {"ne__complex32_dimensioned__float32_zero_dim", kArgs340, kOutcomes18},
    {"ne__complex32_dimensioned__float64_zero_dim", kArgs341, kOutcomes18},
    {"ne__complex32_dimensioned__complex32_zero_dim", kArgs342, kOutcomes18},
    {"ne__complex32_dimensioned__complex64_zero_dim", kArgs343, kOutcomes18},
    {"ne__complex32_dimensioned__complex128_zero_dim", kArgs344, kOutcomes18},
    {"ne__complex32_dimensioned__bool_scalar", kArgs345, kOutcomes45},
    {"ne__complex32_dimensioned__int_scalar", kArgs346, kOutcomes45},
    {"ne__complex32_dimensioned__float_scalar", kArgs347, kOutcomes45},
    {"ne__complex32_dimensioned__complex_scalar", kArgs348, kOutcomes45},
    {"ne__complex64_dimensioned__bool_dimensioned", kArgs349, kOutcomes18},
    {"ne__complex64_dimensioned__uint8_dimensioned", kArgs350, kOutcomes18},
    {"ne__complex64_dimensioned__int8_dimensioned", kArgs351, kOutcomes18},
    {"ne__complex64_dimensioned__int16_dimensioned", kArgs352, kOutcomes18},
    {"ne__complex64_dimensioned__int32_dimensioned", kArgs353, kOutcomes18},
    {"ne__complex64_dimensioned__int64_dimensioned", kArgs354, kOutcomes18},
    {"ne__complex64_dimensioned__float16_dimensioned", kArgs355, kOutcomes18},
    {"ne__complex64_dimensioned__bfloat16_dimensioned", kArgs356, kOutcomes18},
    {"ne__complex64_dimensioned__float32_dimensioned", kArgs357, kOutcomes18},
    {"ne__complex64_dimensioned__float64_dimensioned", kArgs358, kOutcomes18},
    {"ne__complex64_dimensioned__complex32_dimensioned", kArgs359, kOutcomes18},
    {"ne__complex64_dimensioned__complex64_dimensioned", kArgs360, kOutcomes18},
    {"ne__complex64_dimensioned__complex128_dimensioned", kArgs361, kOutcomes18},
    {"ne__complex64_dimensioned__bool_zero_dim", kArgs362, kOutcomes18},
    {"ne__complex64_dimensioned__uint8_zero_dim", kArgs363, kOutcomes18},
    {"ne__complex64_dimensioned__int8_zero_dim", kArgs364, kOutcomes18},
    {"ne__complex64_dimensioned__int16_zero_dim", kArgs365, kOutcomes18},
    {"ne__complex64_dimensioned__int32_zero_dim", kArgs366, kOutcomes18},
    {"ne__complex64_dimensioned__int64_zero_dim", kArgs367, kOutcomes18},
    {"ne__complex64_dimensioned__float16_zero_dim", kArgs368, kOutcomes18},
    {"ne__complex64_dimensioned__bfloat16_zero_dim", kArgs369, kOutcomes18},
    {"ne__complex64_dimensioned__float32_zero_dim", kArgs370, kOutcomes18},
    {"ne__complex64_dimensioned__float64_zero_dim", kArgs371, kOutcomes18},
    {"ne__complex64_dimensioned__complex32_zero_dim", kArgs372, kOutcomes18},
    {"ne__complex64_dimensioned__complex64_zero_dim", kArgs373, kOutcomes18},
    {"ne__complex64_dimensioned__complex128_zero_dim", kArgs374, kOutcomes18},
    {"ne__complex64_dimensioned__bool_scalar", kArgs375, kOutcomes45},
    {"ne__complex64_dimensioned__int_scalar", kArgs376, kOutcomes45},
    {"ne__complex64_dimensioned__float_scalar", kArgs377, kOutcomes45},
    {"ne__complex64_dimensioned__complex_scalar", kArgs378, kOutcomes45},
    {"ne__complex128_dimensioned__bool_dimensioned", kArgs379, kOutcomes18},
    {"ne__complex128_dimensioned__uint8_dimensioned", kArgs380, kOutcomes18},
    {"ne__complex128_dimensioned__int8_dimensioned", kArgs381, kOutcomes18},
    {"ne__complex128_dimensioned__int16_dimensioned", kArgs382, kOutcomes18},
    {"ne__complex128_dimensioned__int32_dimensioned", kArgs383, kOutcomes18},
    {"ne__complex128_dimensioned__int64_dimensioned", kArgs384, kOutcomes18},
    {"ne__complex128_dimensioned__float16_dimensioned", kArgs385, kOutcomes18},
    {"ne__complex128_dimensioned__bfloat16_dimensioned", kArgs386, kOutcomes18},
    {"ne__complex128_dimensioned__float32_dimensioned", kArgs387, kOutcomes18},
    {"ne__complex128_dimensioned__float64_dimensioned", kArgs388, kOutcomes18},
    {"ne__complex128_dimensioned__complex32_dimensioned", kArgs389, kOutcomes18},
    {"ne__complex128_dimensioned__complex64_dimensioned", kArgs390, kOutcomes18},
    {"ne__complex128_dimensioned__complex128_dimensioned", kArgs391, kOutcomes18},
    {"ne__complex128_dimensioned__bool_zero_dim", kArgs392, kOutcomes18},
    {"ne__complex128_dimensioned__uint8_zero_dim", kArgs393, kOutcomes18},
    {"ne__complex128_dimensioned__int8_zero_dim", kArgs394, kOutcomes18},
    {"ne__complex128_dimensioned__int16_zero_dim", kArgs395, kOutcomes18},
    {"ne__complex128_dimensioned__int32_zero_dim", kArgs396, kOutcomes18},
    {"ne__complex128_dimensioned__int64_zero_dim", kArgs397, kOutcomes18},
    {"ne__complex128_dimensioned__float16_zero_dim", kArgs398, kOutcomes18},
    {"ne__complex128_dimensioned__bfloat16_zero_dim", kArgs399, kOutcomes18},
    {"ne__complex128_dimensioned__float32_zero_dim", kArgs400, kOutcomes18},
    {"ne__complex128_dimensioned__float64_zero_dim", kArgs401, kOutcomes18},
    {"ne__complex128_dimensioned__complex32_zero_dim", kArgs402, kOutcomes18},
    {"ne__complex128_dimensioned__complex64_zero_dim", kArgs403, kOutcomes18},
    {"ne__complex128_dimensioned__complex128_zero_dim", kArgs404, kOutcomes18},
    {"ne__complex128_dimensioned__bool_scalar", kArgs405, kOutcomes45},
    {"ne__complex128_dimensioned__int_scalar", kArgs406, kOutcomes45},
    {"ne__complex128_dimensioned__float_scalar", kArgs407, kOutcomes45},
    {"ne__complex128_dimensioned__complex_scalar", kArgs408, kOutcomes45},
    {"ne__bool_zero_dim__bool_dimensioned", kArgs409, kOutcomes18},
    {"ne__bool_zero_dim__uint8_dimensioned", kArgs410, kOutcomes18},
    {"ne__bool_zero_dim__int8_dimensioned", kArgs411, kOutcomes18},
    {"ne__bool_zero_dim__int16_dimensioned", kArgs412, kOutcomes18},
    {"ne__bool_zero_dim__int32_dimensioned", kArgs413, kOutcomes18},
    {"ne__bool_zero_dim__int64_dimensioned", kArgs414, kOutcomes18},
    {"ne__bool_zero_dim__float16_dimensioned", kArgs415, kOutcomes18},
    {"ne__bool_zero_dim__bfloat16_dimensioned", kArgs416, kOutcomes18},
    {"ne__bool_zero_dim__float32_dimensioned", kArgs417, kOutcomes18},
    {"ne__bool_zero_dim__float64_dimensioned", kArgs418, kOutcomes18},
    {"ne__bool_zero_dim__complex32_dimensioned", kArgs419, kOutcomes18},
    {"ne__bool_zero_dim__complex64_dimensioned", kArgs420, kOutcomes18},
    {"ne__bool_zero_dim__complex128_dimensioned", kArgs421, kOutcomes18},
    {"ne__bool_zero_dim__bool_zero_dim", kArgs422, kOutcomes423},
    {"ne__bool_zero_dim__uint8_zero_dim", kArgs424, kOutcomes423},
    {"ne__bool_zero_dim__int8_zero_dim", kArgs425, kOutcomes423},
    {"ne__bool_zero_dim__int16_zero_dim", kArgs426, kOutcomes423},
    {"ne__bool_zero_dim__int32_zero_dim", kArgs427, kOutcomes423},
    {"ne__bool_zero_dim__int64_zero_dim", kArgs428, kOutcomes423},
    {"ne__bool_zero_dim__float16_zero_dim", kArgs429, kOutcomes423},
    {"ne__bool_zero_dim__bfloat16_zero_dim", kArgs430, kOutcomes423},
    {"ne__bool_zero_dim__float32_zero_dim", kArgs431, kOutcomes423},
    {"ne__bool_zero_dim__float64_zero_dim", kArgs432, kOutcomes423},
    {"ne__bool_zero_dim__complex32_zero_dim", kArgs433, kOutcomes423},
    {"ne__bool_zero_dim__complex64_zero_dim", kArgs434, kOutcomes423},
    {"ne__bool_zero_dim__complex128_zero_dim", kArgs435, kOutcomes423},
    {"ne__bool_zero_dim__bool_scalar", kArgs436, kOutcomes437},
    {"ne__bool_zero_dim__int_scalar", kArgs438, kOutcomes437},
    {"ne__bool_zero_dim__float_scalar", kArgs439, kOutcomes437},
    {"ne__bool_zero_dim__complex_scalar", kArgs440, kOutcomes437},
    {"ne__uint8_zero_dim__bool_dimensioned", kArgs441, kOutcomes18},
    {"ne__uint8_zero_dim__uint8_dimensioned", kArgs442, kOutcomes18},
    {"ne__uint8_zero_dim__int8_dimensioned", kArgs443, kOutcomes18},
    {"ne__uint8_zero_dim__int16_dimensioned", kArgs444, kOutcomes18},
    {"ne__uint8_zero_dim__int32_dimensioned", kArgs445, kOutcomes18},
    {"ne__uint8_zero_dim__int64_dimensioned", kArgs446, kOutcomes18},
    {"ne__uint8_zero_dim__float16_dimensioned", kArgs447, kOutcomes18},
    {"ne__uint8_zero_dim__bfloat16_dimensioned", kArgs448, kOutcomes18},
    {"ne__uint8_zero_dim__float32_dimensioned", kArgs449, kOutcomes18},
    {"ne__uint8_zero_dim__float64_dimensioned", kArgs450, kOutcomes18},
    {"ne__uint8_zero_dim__complex32_dimensioned", kArgs451, kOutcomes18},
    {"ne__uint8_zero_dim__complex64_dimensioned", kArgs452, kOutcomes18},
    {"ne__uint8_zero_dim__complex128_dimensioned", kArgs453, kOutcomes18},
    {"ne__uint8_zero_dim__bool_zero_dim", kArgs454, kOutcomes423},
    {"ne__uint8_zero_dim__uint8_zero_dim", kArgs455, kOutcomes423},
    {"ne__uint8_zero_dim__int8_zero_dim", kArgs456, kOutcomes423},
    {"ne__uint8_zero_dim__int16_zero_dim", kArgs457, kOutcomes423},
    {"ne__uint8_zero_dim__int32_zero_dim", kArgs458, kOutcomes423},
    {"ne__uint8_zero_dim__int64_zero_dim", kArgs459, kOutcomes423},
    {"ne__uint8_zero_dim__float16_zero_dim", kArgs460, kOutcomes423},
    {"ne__uint8_zero_dim__bfloat16_zero_dim", kArgs461, kOutcomes423},
    {"ne__uint8_zero_dim__float32_zero_dim", kArgs462, kOutcomes423},
    {"ne__uint8_zero_dim__float64_zero_dim", kArgs463, kOutcomes423},
    {"ne__uint8_zero_dim__complex32_zero_dim", kArgs464, kOutcomes423},
    {"ne__uint8_zero_dim__complex64_zero_dim", kArgs465, kOutcomes423},
    {"ne__uint8_zero_dim__complex128_zero_dim", kArgs466, kOutcomes423},
    {"ne__uint8_zero_dim__bool_scalar", kArgs467, kOutcomes437},
    {"ne__uint8_zero_dim__int_scalar", kArgs468, kOutcomes437},
    {"ne__uint8_zero_dim__float_scalar", kArgs469, kOutcomes437},
    {"ne__uint8_zero_dim__complex_scalar", kArgs470, kOutcomes437},
    {"ne__int8_zero_dim__bool_dimensioned", kArgs471, kOutcomes18},
    {"ne__int8_zero_dim__uint8_dimensioned", kArgs472, kOutcomes18},
    {"ne__int8_zero_dim__int8_dimensioned", kArgs473, kOutcomes18},
    {"ne__int8_zero_dim__int16_dimensioned", kArgs474, kOutcomes18},
    {"ne__int8_zero_dim__int32_dimensioned", kArgs475, kOutcomes18},
    {"ne__int8_zero_dim__int64_dimensioned", kArgs476, kOutcomes18},
    {"ne__int8_zero_dim__float16_dimensioned", kArgs477, kOutcomes18},
    {"ne__int8_zero_dim__bfloat16_dimensioned", kArgs478, kOutcomes18},
    {"ne__int8_zero_dim__float32_dimensioned", kArgs479, kOutcomes18},
    {"ne__int8_zero_dim__float64_dimensioned", kArgs480, kOutcomes18},
    {"ne__int8_zero_dim__complex32_dimensioned", kArgs481, kOutcomes18},
    {"ne__int8_zero_dim__complex64_dimensioned", kArgs482, kOutcomes18},
    {"ne__int8_zero_dim__complex128_dimensioned", kArgs483, kOutcomes18},
    {"ne__int8_zero_dim__bool_zero_dim", kArgs484, kOutcomes423},
    {"ne__int8_zero_dim__uint8_zero_dim", kArgs485, kOutcomes423},
    {"ne__int8_zero_dim__int8_zero_dim", kArgs486, kOutcomes423},
    {"ne__int8_zero_dim__int16_zero_dim", kArgs487, kOutcomes423},
    {"ne__int8_zero_dim__int32_zero_dim", kArgs488, kOutcomes423},
    {"ne__int8_zero_dim__int64_zero_dim", kArgs489, kOutcomes423},
    {"ne__int8_zero_dim__float16_zero_dim", kArgs490, kOutcomes423},
    {"ne__int8_zero_dim__bfloat16_zero_dim", kArgs491, kOutcomes423},
    {"ne__int8_zero_dim__float32_zero_dim", kArgs492, kOutcomes423},
    {"ne__int8_zero_dim__float64_zero_dim", kArgs493, kOutcomes423},
    {"ne__int8_zero_dim__complex32_zero_dim", kArgs494, kOutcomes423},
    {"ne__int8_zero_dim__complex64_zero_dim", kArgs495, kOutcomes423},
    {"ne__int8_zero_dim__complex128_zero_dim", kArgs496, kOutcomes423},
    {"ne__int8_zero_dim__bool_scalar", kArgs497, kOutcomes437},
    {"ne__int8_zero_dim__int_scalar", kArgs498, kOutcomes437},
    {"ne__int8_zero_dim__float_scalar", kArgs499, kOutcomes437},
    {"ne__int8_zero_dim__complex_scalar", kArgs500, kOutcomes437},
    {"ne__int16_zero_dim__bool_dimensioned", kArgs501, kOutcomes18},
    {"ne__int16_zero_dim__uint8_dimensioned", kArgs502, kOutcomes18},
    {"ne__int16_zero_dim__int8_dimensioned", kArgs503, kOutcomes18},
    {"ne__int16_zero_dim__int16_dimensioned", kArgs504, kOutcomes18},
    {"ne__int16_zero_dim__int32_dimensioned", kArgs505, kOutcomes18},
    {"ne__int16_zero_dim__int64_dimensioned", kArgs506, kOutcomes18},
    {"ne__int16_zero_dim__float16_dimensioned", kArgs507, kOutcomes18},
    {"ne__int16_zero_dim__bfloat16_dimensioned", kArgs508, kOutcomes18},
    {"ne__int16_zero_dim__float32_dimensioned", kArgs509, kOutcomes18},
    {"ne__int16_zero_dim__float64_dimensioned", kArgs510, kOutcomes18},
    {"ne__int16_zero_dim__complex32_dimensioned", kArgs511, kOutcomes18},
    {"ne__int16_zero_dim__complex64_dimensioned", kArgs512, kOutcomes18},
    {"ne__int16_zero_dim__complex128_dimensioned", kArgs513, kOutcomes18},
    {"ne__int16_zero_dim__bool_zero_dim", kArgs514, kOutcomes423},
    {"ne__int16_zero_dim__uint8_zero_dim", kArgs515, kOutcomes423},
    {"ne__int16_zero_dim__int8_zero_dim", kArgs516, kOutcomes423},
    {"ne__int16_zero_dim__int16_zero_dim", kArgs517, kOutcomes423},
    {"ne__int16_zero_dim__int32_zero_dim", kArgs518, kOutcomes423},
    {"ne__int16_zero_dim__int64_zero_dim", kArgs519, kOutcomes423},
    {"ne__int16_zero_dim__float16_zero_dim", kArgs520, kOutcomes423},
    {"ne__int16_zero_dim__bfloat16_zero_dim", kArgs521, kOutcomes423},
    {"ne__int16_zero_dim__float32_zero_dim", kArgs522, kOutcomes423},
    {"ne__int16_zero_dim__float64_zero_dim", kArgs523, kOutcomes423},
    {"ne__int16_zero_dim__complex32_zero_dim", kArgs524, kOutcomes423},
    {"ne__int16_zero_dim__complex64_zero_dim", kArgs525, kOutcomes423},
    {"ne__int16_zero_dim__complex128_zero_dim", kArgs526, kOutcomes423},
    {"ne__int16_zero_dim__bool_scalar", kArgs527, kOutcomes437},
    {"ne__int16_zero_dim__int_scalar", kArgs528, kOutcomes437},
    {"ne__int16_zero_dim__float_scalar", kArgs529, kOutcomes437},
    {"ne__int16_zero_dim__complex_scalar", kArgs530, kOutcomes437},
    {"ne__int32_zero_dim__bool_dimensioned", kArgs531, kOutcomes18},
    {"ne__int32_zero_dim__uint8_dimensioned", kArgs532, kOutcomes18},
    {"ne__int32_zero_dim__int8_dimensioned", kArgs533, kOutcomes18},
    {"ne__int32_zero_dim__int16_dimensioned", kArgs534, kOutcomes18},
    {"ne__int32_zero_dim__int32_dimensioned", kArgs535, kOutcomes18},
    {"ne__int32_zero_dim__int64_dimensioned", kArgs536, kOutcomes18},
    {"ne__int32_zero_dim__float16_dimensioned", kArgs537, kOutcomes18},
    {"ne__int32_zero_dim__bfloat16_dimensioned", kArgs538, kOutcomes18},
    {"ne__int32_zero_dim__float32_dimensioned", kArgs539, kOutcomes18},
    {"ne__int32_zero_dim__float64_dimensioned", kArgs540, kOutcomes18},
    {"ne__int32_zero_dim__complex32_dimensioned", kArgs541, kOutcomes18},
    {"ne__int32_zero_dim__complex64_dimensioned", kArgs542, kOutcomes18},
    {"ne__int32_zero_dim__complex128_dimensioned", kArgs543, kOutcomes18},
    {"ne__int32_zero_dim__bool_zero_dim", kArgs544, kOutcomes423},
    {"ne__int32_zero_dim__uint8_zero_dim", kArgs545, kOutcomes423},
    {"ne__int32_zero_dim__int8_zero_dim", kArgs546, kOutcomes423},
    {"ne__int32_zero_dim__int16_zero_dim", kArgs547, kOutcomes423},
    {"ne__int32_zero_dim__int32_zero_dim", kArgs548, kOutcomes423},
    {"ne__int32_zero_dim__int64_zero_dim", kArgs549, kOutcomes423},
    {"ne__int32_zero_dim__float16_zero_dim", kArgs550, kOutcomes423},
    {"ne__int32_zero_dim__bfloat16_zero_dim", kArgs551, kOutcomes423},
    {"ne__int32_zero_dim__float32_zero_dim", kArgs552, kOutcomes423},
    {"ne__int32_zero_dim__float64_zero_dim", kArgs553, kOutcomes423},
    {"ne__int32_zero_dim__complex32_zero_dim", kArgs554, kOutcomes423},
    {"ne__int32_zero_dim__complex64_zero_dim", kArgs555, kOutcomes423},
    {"ne__int32_zero_dim__complex128_zero_dim", kArgs556, kOutcomes423},
    {"ne__int32_zero_dim__bool_scalar", kArgs557, kOutcomes437},
    {"ne__int32_zero_dim__int_scalar", kArgs558, kOutcomes437},
    {"ne__int32_zero_dim__float_scalar", kArgs559, kOutcomes437},
    {"ne__int32_zero_dim__complex_scalar", kArgs560, kOutcomes437},
    {"ne__int64_zero_dim__bool_dimensioned", kArgs561, kOutcomes18},
    {"ne__int64_zero_dim__uint8_dimensioned", kArgs562, kOutcomes18},
    {"ne__int64_zero_dim__int8_dimensioned", kArgs563, kOutcomes18},
    {"ne__int64_zero_dim__int16_dimensioned", kArgs564, kOutcomes18},
    {"ne__int64_zero_dim__int32_dimensioned", kArgs565, kOutcomes18},
    {"ne__int64_zero_dim__int64_dimensioned", kArgs566, kOutcomes18},
    {"ne__int64_zero_dim__float16_dimensioned", kArgs567, kOutcomes18},
    {"ne__int64_zero_dim__bfloat16_dimensioned", kArgs568, kOutcomes18},
    {"ne__int64_zero_dim__float32_dimensioned", kArgs569, kOutcomes18},
    {"ne__int64_zero_dim__float64_dimensioned", kArgs570, kOutcomes18},
    {"ne__int64_zero_dim__complex32_dimensioned", kArgs571, kOutcomes18},
    {"ne__int64_zero_dim__complex64_dimensioned", kArgs572, kOutcomes18},
    {"ne__int64_zero_dim__complex128_dimensioned", kArgs573, kOutcomes18},
    {"ne__int64_zero_dim__bool_zero_dim", kArgs574, kOutcomes423},
    {"ne__int64_zero_dim__uint8_zero_dim", kArgs575, kOutcomes423},
    {"ne__int64_zero_dim__int8_zero_dim", kArgs576, kOutcomes423},
    {"ne__int64_zero_dim__int16_zero_dim", kArgs577, kOutcomes423},
    {"ne__int64_zero_dim__int32_zero_dim", kArgs578, kOutcomes423},
    {"ne__int64_zero_dim__int64_zero_dim", kArgs579, kOutcomes423},
    {"ne__int64_zero_dim__float16_zero_dim", kArgs580, kOutcomes423},
    {"ne__int64_zero_dim__bfloat16_zero_dim", kArgs581, kOutcomes423},
    {"ne__int64_zero_dim__float32_zero_dim", kArgs582, kOutcomes423},
    {"ne__int64_zero_dim__float64_zero_dim", kArgs583, kOutcomes423},
    {"ne__int64_zero_dim__complex32_zero_dim", kArgs584, kOutcomes423},
    {"ne__int64_zero_dim__complex64_zero_dim", kArgs585, kOutcomes423},
    {"ne__int64_zero_dim__complex128_zero_dim", kArgs586, kOutcomes423},
    {"ne__int64_zero_dim__bool_scalar", kArgs587, kOutcomes437},
    {"ne__int64_zero_dim__int_scalar", kArgs588, kOutcomes437},
    {"ne__int64_zero_dim__float_scalar", kArgs589, kOutcomes437},
    {"ne__int64_zero_dim__complex_scalar", kArgs590, kOutcomes437},
    {"ne__float16_zero_dim__bool_dimensioned", kArgs591, kOutcomes18},
    {"ne__float16_zero_dim__uint8_dimensioned", kArgs592, kOutcomes18},
    {"ne__float16_zero_dim__int8_dimensioned", kArgs593, kOutcomes18},
    {"ne__float16_zero_dim__int16_dimensioned", kArgs594, kOutcomes18},
    {"ne__float16_zero_dim__int32_dimensioned", kArgs595, kOutcomes18},
    {"ne__float16_zero_dim__int64_dimensioned", kArgs596, kOutcomes18},
    {"ne__float16_zero_dim__float16_dimensioned", kArgs597, kOutcomes18},
    {"ne__float16_zero_dim__bfloat16_dimensioned", kArgs598, kOutcomes18},
    {"ne__float16_zero_dim__float32_dimensioned", kArgs599, kOutcomes18},
    {"ne__float16_zero_dim__float64_dimensioned", kArgs600, kOutcomes18},
    {"ne__float16_zero_dim__complex32_dimensioned", kArgs601, kOutcomes18},
    {"ne__float16_zero_dim__complex64_dimensioned", kArgs602, kOutcomes18},
    {"ne__float16_zero_dim__complex128_dimensioned", kArgs603, kOutcomes18},
    {"ne__float16_zero_dim__bool_zero_dim", kArgs604, kOutcomes423},
    {"ne__float16_zero_dim__uint8_zero_dim", kArgs605, kOutcomes423},
    {"ne__float16_zero_dim__int8_zero_dim", kArgs606, kOutcomes423},
    {"ne__float16_zero_dim__int16_zero_dim", kArgs607, kOutcomes423},
    {"ne__float16_zero_dim__int32_zero_dim", kArgs608, kOutcomes423},
    {"ne__float16_zero_dim__int64_zero_dim", kArgs609, kOutcomes423},
    {"ne__float16_zero_dim__float16_zero_dim", kArgs610, kOutcomes423},
    {"ne__float16_zero_dim__bfloat16_zero_dim", kArgs611, kOutcomes423},
    {"ne__float16_zero_dim__float32_zero_dim", kArgs612, kOutcomes423},
    {"ne__float16_zero_dim__float64_zero_dim", kArgs613, kOutcomes423},
    {"ne__float16_zero_dim__complex32_zero_dim", kArgs614, kOutcomes423},
    {"ne__float16_zero_dim__complex64_zero_dim", kArgs615, kOutcomes423},
    {"ne__float16_zero_dim__complex128_zero_dim", kArgs616, kOutcomes423},
    {"ne__float16_zero_dim__bool_scalar", kArgs617, kOutcomes437},
    {"ne__float16_zero_dim__int_scalar", kArgs618, kOutcomes437},
    {"ne__float16_zero_dim__float_scalar", kArgs619, kOutcomes437},
    {"ne__float16_zero_dim__complex_scalar", kArgs620, kOutcomes437},
    {"ne__bfloat16_zero_dim__bool_dimensioned", kArgs621, kOutcomes18},
    {"ne__bfloat16_zero_dim__uint8_dimensioned", kArgs622, kOutcomes18},
    {"ne__bfloat16_zero_dim__int8_dimensioned", kArgs623, kOutcomes18},
    {"ne__bfloat16_zero_dim__int16_dimensioned", kArgs624, kOutcomes18},
    {"ne__bfloat16_zero_dim__int32_dimensioned", kArgs625, kOutcomes18},
    {"ne__bfloat16_zero_dim__int64_dimensioned", kArgs626, kOutcomes18},
    {"ne__bfloat16_zero_dim__float16_dimensioned", kArgs627, kOutcomes18},
    {"ne__bfloat16_zero_dim__bfloat16_dimensioned", kArgs628, kOutcomes18},
    {"ne__bfloat16_zero_dim__float32_dimensioned", kArgs629, kOutcomes18},
    {"ne__bfloat16_zero_dim__float64_dimensioned", kArgs630, kOutcomes18},
    {"ne__bfloat16_zero_dim__complex32_dimensioned", kArgs631, kOutcomes18},
    {"ne__bfloat16_zero_dim__complex64_dimensioned", kArgs632, kOutcomes18},
    {"ne__bfloat16_zero_dim__complex128_dimensioned", kArgs633, kOutcomes18},
    {"ne__bfloat16_zero_dim__bool_zero_dim", kArgs634, kOutcomes423},
    {"ne__bfloat16_zero_dim__uint8_zero_dim", kArgs635, kOutcomes423},
    {"ne__bfloat16_zero_dim__int8_zero_dim", kArgs636, kOutcomes423},
    {"ne__bfloat16_zero_dim__int16_zero_dim", kArgs637, kOutcomes423},
    {"ne__bfloat16_zero_dim__int32_zero_dim", kArgs638, kOutcomes423},
    {"ne__bfloat16_zero_dim__int64_zero_dim", kArgs639, kOutcomes423},
    {"ne__bfloat16_zero_dim__float16_zero_dim", kArgs640, kOutcomes423},
    {"ne__bfloat16_zero_dim__bfloat16_zero_dim", kArgs641, kOutcomes423},
    {"ne__bfloat16_zero_dim__float32_zero_dim", kArgs642, kOutcomes423},
    {"ne__bfloat16_zero_dim__float64_zero_dim", kArgs643, kOutcomes423},
    {"ne__bfloat16_zero_dim__complex32_zero_dim", kArgs644, kOutcomes423},
    {"ne__bfloat16_zero_dim__complex64_zero_dim", kArgs645, kOutcomes423},
    {"ne__bfloat16_zero_dim__complex128_zero_dim", kArgs646, kOutcomes423},
    {"ne__bfloat16_zero_dim__bool_scalar", kArgs647, kOutcomes437},
    {"ne__bfloat16_zero_dim__int_scalar", kArgs648, kOutcomes437},
    {"ne__bfloat16_zero_dim__float_scalar", kArgs649, kOutcomes437},
    {"ne__bfloat16_zero_dim__complex_scalar", kArgs650, kOutcomes437},
    {"ne__float32_zero_dim__bool_dimensioned", kArgs651, kOutcomes18},
    {"ne__float32_zero_dim__uint8_dimensioned", kArgs652, kOutcomes18},
    {"ne__float32_zero_dim__int8_dimensioned", kArgs653, kOutcomes18},
    {"ne__float32_zero_dim__int16_dimensioned", kArgs654, kOutcomes18},
    {"ne__float32_zero_dim__int32_dimensioned", kArgs655, kOutcomes18},
    {"ne__float32_zero_dim__int64_dimensioned", kArgs656, kOutcomes18},
    {"ne__float32_zero_dim__float16_dimensioned", kArgs657, kOutcomes18},
    {"ne__float32_zero_dim__bfloat16_dimensioned", kArgs658, kOutcomes18},
    {"ne__float32_zero_dim__float32_dimensioned", kArgs659, kOutcomes18},
    {"ne__float32_zero_dim__float64_dimensioned", kArgs660, kOutcomes18},
    {"ne__float32_zero_dim__complex32_dimensioned", kArgs661, kOutcomes18},
    {"ne__float32_zero_dim__complex64_dimensioned", kArgs662, kOutcomes18},
    {"ne__float32_zero_dim__complex128_dimensioned", kArgs663, kOutcomes18},
    {"ne__float32_zero_dim__bool_zero_dim", kArgs664, kOutcomes423},
    {"ne__float32_zero_dim__uint8_zero_dim", kArgs665, kOutcomes423},
    {"ne__float32_zero_dim__int8_zero_dim", kArgs666, kOutcomes423},
    {"ne__float32_zero_dim__int16_zero_dim", kArgs667, kOutcomes423},
    {"ne__float32_zero_dim__int32_zero_dim", kArgs668, kOutcomes423},
    {"ne__float32_zero_dim__int64_zero_dim", kArgs669, kOutcomes423},
    {"ne__float32_zero_dim__float16_zero_dim", kArgs670, kOutcomes423},
    {"ne__float32_zero_dim__bfloat16_zero_dim", kArgs671, kOutcomes423},
    {"ne__float32_zero_dim__float32_zero_dim", kArgs672, kOutcomes423},
    {"ne__float32_zero_dim__float64_zero_dim", kArgs673, kOutcomes423},
    {"ne__float32_zero_dim__complex32_zero_dim", kArgs674, kOutcomes423},
    {"ne__float32_zero_dim__complex64_zero_dim", kArgs675, kOutcomes423},
    {"ne__float32_zero_dim__complex128_zero_dim", kArgs676, kOutcomes423},
    {"ne__float32_zero_dim__bool_scalar", kArgs677, kOutcomes437},
    {"ne__float32_zero_dim__int_scalar", kArgs678, kOutcomes437},
    {"ne__float32_zero_dim__float_scalar", kArgs679, kOutcomes437},
    {"ne__float32_zero_dim__complex_scalar", kArgs680, kOutcomes437},
    {"ne__float64_zero_dim__bool_dimensioned", kArgs681, kOutcomes18},
    {"ne__float64_zero_dim__uint8_dimensioned", kArgs682, kOutcomes18},
    {"ne__float64_zero_dim__int8_dimensioned", kArgs683, kOutcomes18},
    {"ne__float64_zero_dim__int16_dimensioned", kArgs684, kOutcomes18},
    {"ne__float64_zero_dim__int32_dimensioned", kArgs685, kOutcomes18},
    {"ne__float64_zero_dim__int64_dimensioned", kArgs686, kOutcomes18},
    {"ne__float64_zero_dim__float16_dimensioned", kArgs687, kOutcomes18},
    {"ne__float64_zero_dim__bfloat16_dimensioned", kArgs688, kOutcomes18},
    {"ne__float64_zero_dim__float32_dimensioned", kArgs689, kOutcomes18},
    {"ne__float64_zero_dim__float64_dimensioned", kArgs690, kOutcomes18},
    {"ne__float64_zero_dim__complex32_dimensioned", kArgs691, kOutcomes18},
    {"ne__float64_zero_dim__complex64_dimensioned", kArgs692, kOutcomes18},
    {"ne__float64_zero_dim__complex128_dimensioned", kArgs693, kOutcomes18},
    {"ne__float64_zero_dim__bool_zero_dim", kArgs694, kOutcomes423},
    {"ne__float64_zero_dim__uint8_zero_dim", kArgs695, kOutcomes423},
    {"ne__float64_zero_dim__int8_zero_dim", kArgs696, kOutcomes423},
    {"ne__float64_zero_dim__int16_zero_dim", kArgs697, kOutcomes423},
    {"ne__float64_zero_dim__int32_zero_dim", kArgs698, kOutcomes423},
    {"ne__float64_zero_dim__int64_zero_dim", kArgs699, kOutcomes423},
    {"ne__float64_zero_dim__float16_zero_dim", kArgs700, kOutcomes423},
    {"ne__float64_zero_dim__bfloat16_zero_dim", kArgs701, kOutcomes423},
    {"ne__float64_zero_dim__float32_zero_dim", kArgs702, kOutcomes423},
    {"ne__float64_zero_dim__float64_zero_dim", kArgs703, kOutcomes423},
    {"ne__float64_zero_dim__complex32_zero_dim", kArgs704, kOutcomes423},
    {"ne__float64_zero_dim__complex64_zero_dim", kArgs705, kOutcomes423},
    {"ne__float64_zero_dim__complex128_zero_dim", kArgs706, kOutcomes423},
    {"ne__float64_zero_dim__bool_scalar", kArgs707, kOutcomes437},
    {"ne__float64_zero_dim__int_scalar", kArgs708, kOutcomes437},
    {"ne__float64_zero_dim__float_scalar", kArgs709, kOutcomes437},
    {"ne__float64_zero_dim__complex_scalar", kArgs710, kOutcomes437},
    {"ne__complex32_zero_dim__bool_dimensioned", kArgs711, kOutcomes18},
    {"ne__complex32_zero_dim__uint8_dimensioned", kArgs712, kOutcomes18},
    {"ne__complex32_zero_dim__int8_dimensioned", kArgs713, kOutcomes18},
    {"ne__complex32_zero_dim__int16_dimensioned", kArgs714, kOutcomes18},
    {"ne__complex32_zero_dim__int32_dimensioned", kArgs715, kOutcomes18},
    {"ne__complex32_zero_dim__int64_dimensioned", kArgs716, kOutcomes18},
    {"ne__complex32_zero_dim__float16_dimensioned", kArgs717, kOutcomes18},
    {"ne__complex32_zero_dim__bfloat16_dimensioned", kArgs718, kOutcomes18},
    {"ne__complex32_zero_dim__float32_dimensioned", kArgs719, kOutcomes18},
    {"ne__complex32_zero_dim__float64_dimensioned", kArgs720, kOutcomes18},
    {"ne__complex32_zero_dim__complex32_dimensioned", kArgs721, kOutcomes18},
    {"ne__complex32_zero_dim__complex64_dimensioned", kArgs722, kOutcomes18},
    {"ne__complex32_zero_dim__complex128_dimensioned", kArgs723, kOutcomes18},
    {"ne__complex32_zero_dim__bool_zero_dim", kArgs724, kOutcomes423},
    {"ne__complex32_zero_dim__uint8_zero_dim", kArgs725, kOutcomes423},
    {"ne__complex32_zero_dim__int8_zero_dim", kArgs726, kOutcomes423},
    {"ne__complex32_zero_dim__int16_zero_dim", kArgs727, kOutcomes423},
    {"ne__complex32_zero_dim__int32_zero_dim", kArgs728, kOutcomes423},
    {"ne__complex32_zero_dim__int64_zero_dim", kArgs729, kOutcomes423},
    {"ne__complex32_zero_dim__float16_zero_dim", kArgs730, kOutcomes423},
    {"ne__complex32_zero_dim__bfloat16_zero_dim", kArgs731, kOutcomes423},
    {"ne__complex32_zero_dim__float32_zero_dim", kArgs732, kOutcomes423},
    {"ne__complex32_zero_dim__float64_zero_dim", kArgs733, kOutcomes423},
    {"ne__complex32_zero_dim__complex32_zero_dim", kArgs734, kOutcomes423},
    {"ne__complex32_zero_dim__complex64_zero_dim", kArgs735, kOutcomes423},
    {"ne__complex32_zero_dim__complex128_zero_dim", kArgs736, kOutcomes423},
    {"ne__complex32_zero_dim__bool_scalar", kArgs737, kOutcomes437},
    {"ne__complex32_zero_dim__int_scalar", kArgs738, kOutcomes437},
    {"ne__complex32_zero_dim__float_scalar", kArgs739, kOutcomes437},
    {"ne__complex32_zero_dim__complex_scalar", kArgs740, kOutcomes437},
    {"ne__complex64_zero_dim__bool_dimensioned", kArgs741, kOutcomes18},
    {"ne__complex64_zero_dim__uint8_dimensioned", kArgs742, kOutcomes18},
    {"ne__complex64_zero_dim__int8_dimensioned", kArgs743, kOutcomes18},
    {"ne__complex64_zero_dim__int16_dimensioned", kArgs744, kOutcomes18},
    {"ne__complex64_zero_dim__int32_dimensioned", kArgs745, kOutcomes18},
    {"ne__complex64_zero_dim__int64_dimensioned", kArgs746, kOutcomes18},
    {"ne__complex64_zero_dim__float16_dimensioned", kArgs747, kOutcomes18},
    {"ne__complex64_zero_dim__bfloat16_dimensioned", kArgs748, kOutcomes18},
    {"ne__complex64_zero_dim__float32_dimensioned", kArgs749, kOutcomes18},
    {"ne__complex64_zero_dim__float64_dimensioned", kArgs750, kOutcomes18},
    {"ne__complex64_zero_dim__complex32_dimensioned", kArgs751, kOutcomes18},
    {"ne__complex64_zero_dim__complex64_dimensioned", kArgs752, kOutcomes18},
    {"ne__complex64_zero_dim__complex128_dimensioned", kArgs753, kOutcomes18},
    {"ne__complex64_zero_dim__bool_zero_dim", kArgs754, kOutcomes423},
    {"ne__complex64_zero_dim__uint8_zero_dim", kArgs755, kOutcomes423},
    {"ne__complex64_zero_dim__int8_zero_dim", kArgs756, kOutcomes423},
    {"ne__complex64_zero_dim__int16_zero_dim", kArgs757, kOutcomes423},
    {"ne__complex64_zero_dim__int32_zero_dim", kArgs758, kOutcomes423},
    {"ne__complex64_zero_dim__int64_zero_dim", kArgs759, kOutcomes423},
    {"ne__complex64_zero_dim__float16_zero_dim", kArgs760, kOutcomes423},
    {"ne__complex64_zero_dim__bfloat16_zero_dim", kArgs761, kOutcomes423},
    {"ne__complex64_zero_dim__float32_zero_dim", kArgs762, kOutcomes423},
    {"ne__complex64_zero_dim__float64_zero_dim", kArgs763, kOutcomes423},
    {"ne__complex64_zero_dim__complex32_zero_dim", kArgs764, kOutcomes423},
    {"ne__complex64_zero_dim__complex64_zero_dim", kArgs765, kOutcomes423},
    {"ne__complex64_zero_dim__complex128_zero_dim", kArgs766, kOutcomes423},
    {"ne__complex64_zero_dim__bool_scalar", kArgs767, kOutcomes437},
    {"ne__complex64_zero_dim__int_scalar", kArgs768, kOutcomes437},
    {"ne__complex64_zero_dim__float_scalar", kArgs769, kOutcomes437},
    {"ne__complex64_zero_dim__complex_scalar", kArgs770, kOutcomes437},
    {"ne__complex128_zero_dim__bool_dimensioned", kArgs771, kOutcomes18},
    {"ne__complex128_zero_dim__uint8_dimensioned", kArgs772, kOutcomes18},
    {"ne__complex128_zero_dim__int8_dimensioned", kArgs773, kOutcomes18},
    {"ne__complex128_zero_dim__int16_dimensioned", kArgs774, kOutcomes18},
    {"ne__complex128_zero_dim__int32_dimensioned", kArgs775, kOutcomes18},
    {"ne__complex128_zero_dim__int64_dimensioned", kArgs776, kOutcomes18},
    {"ne__complex128_zero_dim__float16_dimensioned", kArgs777, kOutcomes18},
    {"ne__complex128_zero_dim__bfloat16_dimensioned", kArgs778, kOutcomes18},
    {"ne__complex128_zero_dim__float32_dimensioned", kArgs779, kOutcomes18},
    {"ne__complex128_zero_dim__float64_dimensioned", kArgs780, kOutcomes18},
    {"ne__complex128_zero_dim__complex32_dimensioned", kArgs781, kOutcomes18},
    {"ne__complex128_zero_dim__complex64_dimensioned", kArgs782, kOutcomes18},
    {"ne__complex128_zero_dim__complex128_dimensioned", kArgs783, kOutcomes18},
    {"ne__complex128_zero_dim__bool_zero_dim", kArgs784, kOutcomes423},
    {"ne__complex128_zero_dim__uint8_zero_dim", kArgs785, kOutcomes423},
    {"ne__complex128_zero_dim__int8_zero_dim", kArgs786, kOutcomes423},
    {"ne__complex128_zero_dim__int16_zero_dim", kArgs787, kOutcomes423},
    {"ne__complex128_zero_dim__int32_zero_dim", kArgs788, kOutcomes423},
    {"ne__complex128_zero_dim__int64_zero_dim", kArgs789, kOutcomes423},
    {"ne__complex128_zero_dim__float16_zero_dim", kArgs790, kOutcomes423},
    {"ne__complex128_zero_dim__bfloat16_zero_dim", kArgs791, kOutcomes423},
    {"ne__complex128_zero_dim__float32_zero_dim", kArgs792, kOutcomes423},
    {"ne__complex128_zero_dim__float64_zero_dim", kArgs793, kOutcomes423},
    {"ne__complex128_zero_dim__complex32_zero_dim", kArgs794, kOutcomes423},
    {"ne__complex128_zero_dim__complex64_zero_dim", kArgs795, kOutcomes423},
    {"ne__complex128_zero_dim__complex128_zero_dim", kArgs796, kOutcomes423},
    {"ne__complex128_zero_dim__bool_scalar", kArgs797, kOutcomes437},
    {"ne__complex128_zero_dim__int_scalar", kArgs798, kOutcomes437},
    {"ne__complex128_zero_dim__float_scalar", kArgs799, kOutcomes437},
    {"ne__complex128_zero_dim__complex_scalar", kArgs800, kOutcomes437},
};
constexpr Outcome kOutcomes801[] = {call(2).dtype(kBool).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes802[] = {call(7).dtype(kBool).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes803[] = {call(2).dtype(kUInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes804[] = {call(7).dtype(kUInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes805[] = {call(2).dtype(kInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes806[] = {call(7).dtype(kInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes807[] = {call(2).dtype(kInt16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes808[] = {call(7).dtype(kInt16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes809[] = {call(2).dtype(kInt32).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes810[] = {call(7).dtype(kInt32).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes811[] = {call(2).dtype(kInt64).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes812[] = {call(7).dtype(kInt64).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes813[] = {call(2).dtype(kHalf).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes814[] = {call(7).dtype(kHalf).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes815[] = {call(2).dtype(kBFloat16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes816[] = {call(7).dtype(kBFloat16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes817[] = {call(2).dtype(kFloat).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes818[] = {call(7).dtype(kFloat).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes819[] = {call(2).dtype(kDouble).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes820[] = {call(7).dtype(kDouble).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes821[] = {call(2).dtype(kComplexHalf).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes822[] = {call(7).dtype(kComplexHalf).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes823[] = {call(2).dtype(kComplexFloat).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes824[] = {call(7).dtype(kComplexFloat).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes825[] = {call(2).dtype(kComplexDouble).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes826[] = {call(7).dtype(kComplexDouble).shape(kInts16).same_as(SameAs::Self)};
constexpr ArgSpec kOut827 = tensor_spec(kBool, kInts16);
constexpr Outcome kOutcomes828[] = {call(3).out_tensor(&kOut827).dtype(kBool).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut829 = tensor_spec(kUInt8, kInts16);
constexpr Outcome kOutcomes830[] = {call(3).out_tensor(&kOut829).dtype(kUInt8).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut831 = tensor_spec(kInt8, kInts16);
constexpr Outcome kOutcomes832[] = {call(3).out_tensor(&kOut831).dtype(kInt8).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut833 = tensor_spec(kInt16, kInts16);
constexpr Outcome kOutcomes834[] = {call(3).out_tensor(&kOut833).dtype(kInt16).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut835 = tensor_spec(kInt32, kInts16);
constexpr Outcome kOutcomes836[] = {call(3).out_tensor(&kOut835).dtype(kInt32).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut837 = tensor_spec(kInt64, kInts16);
constexpr Outcome kOutcomes838[] = {call(3).out_tensor(&kOut837).dtype(kInt64).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut839 = tensor_spec(kHalf, kInts16);
constexpr Outcome kOutcomes840[] = {call(3).out_tensor(&kOut839).dtype(kHalf).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut841 = tensor_spec(kBFloat16, kInts16);
constexpr Outcome kOutcomes842[] = {call(3).out_tensor(&kOut841).dtype(kBFloat16).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut843 = tensor_spec(kFloat, kInts16);
constexpr Outcome kOutcomes844[] = {call(3).out_tensor(&kOut843).dtype(kFloat).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut845 = tensor_spec(kDouble, kInts16);
constexpr Outcome kOutcomes846[] = {call(3).out_tensor(&kOut845).dtype(kDouble).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut847 = tensor_spec(kComplexHalf, kInts16);
constexpr Outcome kOutcomes848[] = {call(3).out_tensor(&kOut847).dtype(kComplexHalf).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut849 = tensor_spec(kComplexFloat, kInts16);
constexpr Outcome kOutcomes850[] = {call(3).out_tensor(&kOut849).dtype(kComplexFloat).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut851 = tensor_spec(kComplexDouble, kInts16);
constexpr Outcome kOutcomes852[] = {call(3).out_tensor(&kOut851).dtype(kComplexDouble).shape(kInts16).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"ne__inplace__bool_dimensioned__bool_dimensioned", kArgs17, kOutcomes801},
    {"ne__inplace__bool_dimensioned__uint8_dimensioned", kArgs19, kOutcomes801},
    {"ne__inplace__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes801},
    {"ne__inplace__bool_dimensioned__int16_dimensioned", kArgs21, kOutcomes801},
    {"ne__inplace__bool_dimensioned__int32_dimensioned", kArgs22, kOutcomes801},
    {"ne__inplace__bool_dimensioned__int64_dimensioned", kArgs23, kOutcomes801},
    {"ne__inplace__bool_dimensioned__float16_dimensioned", kArgs24, kOutcomes801},
    {"ne__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs25, kOutcomes801},
    {"ne__inplace__bool_dimensioned__float32_dimensioned", kArgs26, kOutcomes801},
    {"ne__inplace__bool_dimensioned__float64_dimensioned", kArgs27, kOutcomes801},
    {"ne__inplace__bool_dimensioned__complex32_dimensioned", kArgs28, kOutcomes801},
    {"ne__inplace__bool_dimensioned__complex64_dimensioned", kArgs29, kOutcomes801},
    {"ne__inplace__bool_dimensioned__complex128_dimensioned", kArgs30, kOutcomes801},
    {"ne__inplace__bool_dimensioned__bool_scalar", kArgs44, kOutcomes802},
    {"ne__inplace__bool_dimensioned__int_scalar", kArgs46, kOutcomes802},
    {"ne__inplace__bool_dimensioned__float_scalar", kArgs47, kOutcomes802},
    {"ne__inplace__bool_dimensioned__complex_scalar", kArgs48, kOutcomes802},
    {"ne__inplace__uint8_dimensioned__bool_dimensioned", kArgs49, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__uint8_dimensioned", kArgs50, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__int8_dimensioned", kArgs51, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__int16_dimensioned", kArgs52, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__int32_dimensioned", kArgs53, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__int64_dimensioned", kArgs54, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__float16_dimensioned", kArgs55, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs56, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__float32_dimensioned", kArgs57, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__float64_dimensioned", kArgs58, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__complex32_dimensioned", kArgs59, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__complex64_dimensioned", kArgs60, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__complex128_dimensioned", kArgs61, kOutcomes803},
    {"ne__inplace__uint8_dimensioned__bool_scalar", kArgs75, kOutcomes804},
    {"ne__inplace__uint8_dimensioned__int_scalar", kArgs76, kOutcomes804},
    {"ne__inplace__uint8_dimensioned__float_scalar", kArgs77, kOutcomes804},
    {"ne__inplace__uint8_dimensioned__complex_scalar", kArgs78, kOutcomes804},
    {"ne__inplace__int8_dimensioned__bool_dimensioned", kArgs79, kOutcomes805},
    {"ne__inplace__int8_dimensioned__uint8_dimensioned", kArgs80, kOutcomes805},
    {"ne__inplace__int8_dimensioned__int8_dimensioned", kArgs81, kOutcomes805},
    {"ne__inplace__int8_dimensioned__int16_dimensioned", kArgs82, kOutcomes805},
    {"ne__inplace__int8_dimensioned__int32_dimensioned", kArgs83, kOutcomes805},
    {"ne__inplace__int8_dimensioned__int64_dimensioned", kArgs84, kOutcomes805},
    {"ne__inplace__int8_dimensioned__float16_dimensioned", kArgs85, kOutcomes805},
    {"ne__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs86, kOutcomes805},
    {"ne__inplace__int8_dimensioned__float32_dimensioned", kArgs87, kOutcomes805},
    {"ne__inplace__int8_dimensioned__float64_dimensioned", kArgs88, kOutcomes805},
    {"ne__inplace__int8_dimensioned__complex32_dimensioned", kArgs89, kOutcomes805},
    {"ne__inplace__int8_dimensioned__complex64_dimensioned", kArgs90, kOutcomes805},
    {"ne__inplace__int8_dimensioned__complex128_dimensioned", kArgs91, kOutcomes805},
    {"ne__inplace__int8_dimensioned__bool_scalar", kArgs105, kOutcomes806},
    {"ne__inplace__int8_dimensioned__int_scalar", kArgs106, kOutcomes806},
    {"ne__inplace__int8_dimensioned__float_scalar", kArgs107, kOutcomes806},
    {"ne__inplace__int8_dimensioned__complex_scalar", kArgs108, kOutcomes806},
    {"ne__inplace__int16_dimensioned__bool_dimensioned", kArgs109, kOutcomes807},
    {"ne__inplace__int16_dimensioned__uint8_dimensioned", kArgs110, kOutcomes807},
    {"ne__inplace__int16_dimensioned__int8_dimensioned", kArgs111, kOutcomes807},
    {"ne__inplace__int16_dimensioned__int16_dimensioned", kArgs112, kOutcomes807},
    {"ne__inplace__int16_dimensioned__int32_dimensioned", kArgs113, kOutcomes807},
    {"ne__inplace__int16_dimensioned__int64_dimensioned", kArgs114, kOutcomes807},
    {"ne__inplace__int16_dimensioned__float16_dimensioned", kArgs115, kOutcomes807},
    {"ne__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs116, kOutcomes807},
    {"ne__inplace__int16_dimensioned__float32_dimensioned", kArgs117, kOutcomes807},
    {"ne__inplace__int16_dimensioned__float64_dimensioned", kArgs118, kOutcomes807},
    {"ne__inplace__int16_dimensioned__complex32_dimensioned", kArgs119, kOutcomes807},
    {"ne__inplace__int16_dimensioned__complex64_dimensioned", kArgs120, kOutcomes807},
    {"ne__inplace__int16_dimensioned__complex128_dimensioned", kArgs121, kOutcomes807},
    {"ne__inplace__int16_dimensioned__bool_scalar", kArgs135, kOutcomes808},
    {"ne__inplace__int16_dimensioned__int_scalar", kArgs136, kOutcomes808},
    {"ne__inplace__int16_dimensioned__float_scalar", kArgs137, kOutcomes808},
    {"ne__inplace__int16_dimensioned__complex_scalar", kArgs138, kOutcomes808},
    {"ne__inplace__int32_dimensioned__bool_dimensioned", kArgs139, kOutcomes809},
    {"ne__inplace__int32_dimensioned__uint8_dimensioned", kArgs140, kOutcomes809},
    {"ne__inplace__int32_dimensioned__int8_dimensioned", kArgs141, kOutcomes809},
    {"ne__inplace__int32_dimensioned__int16_dimensioned", kArgs142, kOutcomes809},
    {"ne__inplace__int32_dimensioned__int32_dimensioned", kArgs143, kOutcomes809},
    {"ne__inplace__int32_dimensioned__int64_dimensioned", kArgs144, kOutcomes809},
    {"ne__inplace__int32_dimensioned__float16_dimensioned", kArgs145, kOutcomes809},
    {"ne__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs146, kOutcomes809},
    {"ne__inplace__int32_dimensioned__float32_dimensioned", kArgs147, kOutcomes809},
    {"ne__inplace__int32_dimensioned__float64_dimensioned", kArgs148, kOutcomes809},
    {"ne__inplace__int32_dimensioned__complex32_dimensioned", kArgs149, kOutcomes809},
    {"ne__inplace__int32_dimensioned__complex64_dimensioned", kArgs150, kOutcomes809},
    {"ne__inplace__int32_dimensioned__complex128_dimensioned", kArgs151, kOutcomes809},
    {"ne__inplace__int32_dimensioned__bool_scalar", kArgs165, kOutcomes810},
    {"ne__inplace__int32_dimensioned__int_scalar", kArgs166, kOutcomes810},
    {"ne__inplace__int32_dimensioned__float_scalar", kArgs167, kOutcomes810},
    {"ne__inplace__int32_dimensioned__complex_scalar", kArgs168, kOutcomes810},
    {"ne__inplace__int64_dimensioned__bool_dimensioned", kArgs169, kOutcomes811},
    {"ne__inplace__int64_dimensioned__uint8_dimensioned", kArgs170, kOutcomes811},
    {"ne__inplace__int64_dimensioned__int8_dimensioned", kArgs171, kOutcomes811},
    {"ne__inplace__int64_dimensioned__int16_dimensioned", kArgs172, kOutcomes811},
    {"ne__inplace__int64_dimensioned__int32_dimensioned", kArgs173, kOutcomes811},
    {"ne__inplace__int64_dimensioned__int64_dimensioned", kArgs174, kOutcomes811},
    {"ne__inplace__int64_dimensioned__float16_dimensioned", kArgs175, kOutcomes811},
    {"ne__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs176, kOutcomes811},
    {"ne__inplace__int64_dimensioned__float32_dimensioned", kArgs177, kOutcomes811},
    {"ne__inplace__int64_dimensioned__float64_dimensioned", kArgs178, kOutcomes811},
    {"ne__inplace__int64_dimensioned__complex32_dimensioned", kArgs179, kOutcomes811},
    {"ne__inplace__int64_dimensioned__complex64_dimensioned", kArgs180, kOutcomes811},
    {"ne__inplace__int64_dimensioned__complex128_dimensioned", kArgs181, kOutcomes811},
    {"ne__inplace__int64_dimensioned__bool_scalar", kArgs195, kOutcomes812},
    {"ne__inplace__int64_dimensioned__int_scalar", kArgs196, kOutcomes812},
    {"ne__inplace__int64_dimensioned__float_scalar", kArgs197, kOutcomes812},
    {"ne__inplace__int64_dimensioned__complex_scalar", kArgs198, kOutcomes812},
    {"ne__inplace__float16_dimensioned__bool_dimensioned", kArgs199, kOutcomes813},
    {"ne__inplace__float16_dimensioned__uint8_dimensioned", kArgs200, kOutcomes813},
    {"ne__inplace__float16_dimensioned__int8_dimensioned", kArgs201, kOutcomes813},
    {"ne__inplace__float16_dimensioned__int16_dimensioned", kArgs202, kOutcomes813},
    {"ne__inplace__float16_dimensioned__int32_dimensioned", kArgs203, kOutcomes813},
    {"ne__inplace__float16_dimensioned__int64_dimensioned", kArgs204, kOutcomes813},
    {"ne__inplace__float16_dimensioned__float16_dimensioned", kArgs205, kOutcomes813},
    {"ne__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs206, kOutcomes813},
    {"ne__inplace__float16_dimensioned__float32_dimensioned", kArgs207, kOutcomes813},
    {"ne__inplace__float16_dimensioned__float64_dimensioned", kArgs208, kOutcomes813},
    {"ne__inplace__float16_dimensioned__complex32_dimensioned", kArgs209, kOutcomes813},
    {"ne__inplace__float16_dimensioned__complex64_dimensioned", kArgs210, kOutcomes813},
    {"ne__inplace__float16_dimensioned__complex128_dimensioned", kArgs211, kOutcomes813},
    {"ne__inplace__float16_dimensioned__bool_scalar", kArgs225, kOutcomes814},
    {"ne__inplace__float16_dimensioned__int_scalar", kArgs226, kOutcomes814},
    {"ne__inplace__float16_dimensioned__float_scalar", kArgs227, kOutcomes814},
    {"ne__inplace__float16_dimensioned__complex_scalar", kArgs228, kOutcomes814},
    {"ne__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs229, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs230, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs231, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs232, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs233, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs234, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs235, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs236, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs237, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs238, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs239, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs240, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs241, kOutcomes815},
    {"ne__inplace__bfloat16_dimensioned__bool_scalar", kArgs255, kOutcomes816},
    {"ne__inplace__bfloat16_dimensioned__int_scalar", kArgs256, kOutcomes816},
    {"ne__inplace__bfloat16_dimensioned__float_scalar", kArgs257, kOutcomes816},
    {"ne__inplace__bfloat16_dimensioned__complex_scalar", kArgs258, kOutcomes816},
    {"ne__inplace__float32_dimensioned__bool_dimensioned", kArgs259, kOutcomes817},
    {"ne__inplace__float32_dimensioned__uint8_dimensioned", kArgs260, kOutcomes817},
    {"ne__inplace__float32_dimensioned__int8_dimensioned", kArgs261, kOutcomes817},
    {"ne__inplace__float32_dimensioned__int16_dimensioned", kArgs262, kOutcomes817},
    {"ne__inplace__float32_dimensioned__int32_dimensioned", kArgs263, kOutcomes817},
    {"ne__inplace__float32_dimensioned__int64_dimensioned", kArgs264, kOutcomes817},
    {"ne__inplace__float32_dimensioned__float16_dimensioned", kArgs265, kOutcomes817},
    {"ne__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs266, kOutcomes817},
    {"ne__inplace__float32_dimensioned__float32_dimensioned", kArgs267, kOutcomes817},
    {"ne__inplace__float32_dimensioned__float64_dimensioned", kArgs268, kOutcomes817},
    {"ne__inplace__float32_dimensioned__complex32_dimensioned", kArgs269, kOutcomes817},
    {"ne__inplace__float32_dimensioned__complex64_dimensioned", kArgs270, kOutcomes817},
    {"ne__inplace__float32_dimensioned__complex128_dimensioned", kArgs271, kOutcomes817},
    {"ne__inplace__float32_dimensioned__bool_scalar", kArgs285, kOutcomes818},
    {"ne__inplace__float32_dimensioned__int_scalar", kArgs286, kOutcomes818},
    {"ne__inplace__float32_dimensioned__float_scalar", kArgs287, kOutcomes818},
    {"ne__inplace__float32_dimensioned__complex_scalar", kArgs288, kOutcomes818},
    {"ne__inplace__float64_dimensioned__bool_dimensioned", kArgs289, kOutcomes819},
    {"ne__inplace__float64_dimensioned__uint8_dimensioned", kArgs290, kOutcomes819},
    {"ne__inplace__float64_dimensioned__int8_dimensioned", kArgs291, kOutcomes819},
    {"ne__inplace__float64_dimensioned__int16_dimensioned", kArgs292, kOutcomes819},
    {"ne__inplace__float64_dimensioned__int32_dimensioned", kArgs293, kOutcomes819},
    {"ne__inplace__float64_dimensioned__int64_dimensioned", kArgs294, kOutcomes819},
    {"ne__inplace__float64_dimensioned__float16_dimensioned", kArgs295, kOutcomes819},
    {"ne__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs296, kOutcomes819},
    {"ne__inplace__float64_dimensioned__float32_dimensioned", kArgs297, kOutcomes819},
    {"ne__inplace__float64_dimensioned__float64_dimensioned", kArgs298, kOutcomes819},
    {"ne__inplace__float64_dimensioned__complex32_dimensioned", kArgs299, kOutcomes819},
    {"ne__inplace__float64_dimensioned__complex64_dimensioned", kArgs300, kOutcomes819},
    {"ne__inplace__float64_dimensioned__complex128_dimensioned", kArgs301, kOutcomes819},
    {"ne__inplace__float64_dimensioned__bool_scalar", kArgs315, kOutcomes820},
    {"ne__inplace__float64_dimensioned__int_scalar", kArgs316, kOutcomes820},
    {"ne__inplace__float64_dimensioned__float_scalar", kArgs317, kOutcomes820},
    {"ne__inplace__float64_dimensioned__complex_scalar", kArgs318, kOutcomes820},
    {"ne__inplace__complex32_dimensioned__bool_dimensioned", kArgs319, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__uint8_dimensioned", kArgs320, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__int8_dimensioned", kArgs321, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__int16_dimensioned", kArgs322, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__int32_dimensioned", kArgs323, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__int64_dimensioned", kArgs324, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__float16_dimensioned", kArgs325, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs326, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__float32_dimensioned", kArgs327, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__float64_dimensioned", kArgs328, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__complex32_dimensioned", kArgs329, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__complex64_dimensioned", kArgs330, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__complex128_dimensioned", kArgs331, kOutcomes821},
    {"ne__inplace__complex32_dimensioned__bool_scalar", kArgs345, kOutcomes822},
    {"ne__inplace__complex32_dimensioned__int_scalar", kArgs346, kOutcomes822},
    {"ne__inplace__complex32_dimensioned__float_scalar", kArgs347, kOutcomes822},
    {"ne__inplace__complex32_dimensioned__complex_scalar", kArgs348, kOutcomes822},
    {"ne__inplace__complex64_dimensioned__bool_dimensioned", kArgs349, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__uint8_dimensioned", kArgs350, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__int8_dimensioned", kArgs351, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__int16_dimensioned", kArgs352, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__int32_dimensioned", kArgs353, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__int64_dimensioned", kArgs354, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__float16_dimensioned", kArgs355, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs356, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__float32_dimensioned", kArgs357, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__float64_dimensioned", kArgs358, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__complex32_dimensioned", kArgs359, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__complex64_dimensioned", kArgs360, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__complex128_dimensioned", kArgs361, kOutcomes823},
    {"ne__inplace__complex64_dimensioned__bool_scalar", kArgs375, kOutcomes824},
    {"ne__inplace__complex64_dimensioned__int_scalar", kArgs376, kOutcomes824},
    {"ne__inplace__complex64_dimensioned__float_scalar", kArgs377, kOutcomes824},
    {"ne__inplace__complex64_dimensioned__complex_scalar", kArgs378, kOutcomes824},
    {"ne__inplace__complex128_dimensioned__bool_dimensioned", kArgs379, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__uint8_dimensioned", kArgs380, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__int8_dimensioned", kArgs381, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__int16_dimensioned", kArgs382, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__int32_dimensioned", kArgs383, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__int64_dimensioned", kArgs384, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__float16_dimensioned", kArgs385, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs386, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__float32_dimensioned", kArgs387, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__float64_dimensioned", kArgs388, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__complex32_dimensioned", kArgs389, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__complex64_dimensioned", kArgs390, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__complex128_dimensioned", kArgs391, kOutcomes825},
    {"ne__inplace__complex128_dimensioned__bool_scalar", kArgs405, kOutcomes826},
    {"ne__inplace__complex128_dimensioned__int_scalar", kArgs406, kOutcomes826},
    {"ne__inplace__complex128_dimensioned__float_scalar", kArgs407, kOutcomes826},
    {"ne__inplace__complex128_dimensioned__complex_scalar", kArgs408, kOutcomes826},
    {"ne__out__bool__to__bool", kArgs17, kOutcomes828},
    {"ne__out__bool__to__uint8", kArgs17, kOutcomes830},
    {"ne__out__bool__to__int8", kArgs17, kOutcomes832},
    {"ne__out__bool__to__int16", kArgs17, kOutcomes834},
    {"ne__out__bool__to__int32", kArgs17, kOutcomes836},
    {"ne__out__bool__to__int64", kArgs17, kOutcomes838},
    {"ne__out__bool__to__float16", kArgs17, kOutcomes840},
    {"ne__out__bool__to__bfloat16", kArgs17, kOutcomes842},
    {"ne__out__bool__to__float32", kArgs17, kOutcomes844},
    {"ne__out__bool__to__float64", kArgs17, kOutcomes846},
    {"ne__out__bool__to__complex32", kArgs17, kOutcomes848},
    {"ne__out__bool__to__complex64", kArgs17, kOutcomes850},
    {"ne__out__bool__to__complex128", kArgs17, kOutcomes852},
    {"ne__out__uint8__to__bool", kArgs50, kOutcomes828},
    {"ne__out__uint8__to__uint8", kArgs50, kOutcomes830},
    {"ne__out__uint8__to__int8", kArgs50, kOutcomes832},
    {"ne__out__uint8__to__int16", kArgs50, kOutcomes834},
    {"ne__out__uint8__to__int32", kArgs50, kOutcomes836},
    {"ne__out__uint8__to__int64", kArgs50, kOutcomes838},
    {"ne__out__uint8__to__float16", kArgs50, kOutcomes840},
    {"ne__out__uint8__to__bfloat16", kArgs50, kOutcomes842},
    {"ne__out__uint8__to__float32", kArgs50, kOutcomes844},
    {"ne__out__uint8__to__float64", kArgs50, kOutcomes846},
    {"ne__out__uint8__to__complex32", kArgs50, kOutcomes848},
    {"ne__out__uint8__to__complex64", kArgs50, kOutcomes850},
    {"ne__out__uint8__to__complex128", kArgs50, kOutcomes852},
    {"ne__out__int8__to__bool", kArgs81, kOutcomes828},
    {"ne__out__int8__to__uint8", kArgs81, kOutcomes830},
    {"ne__out__int8__to__int8", kArgs81, kOutcomes832},
    {"ne__out__int8__to__int16", kArgs81, kOutcomes834},
    {"ne__out__int8__to__int32", kArgs81, kOutcomes836},
    {"ne__out__int8__to__int64", kArgs81, kOutcomes838},
    {"ne__out__int8__to__float16", kArgs81, kOutcomes840},
    {"ne__out__int8__to__bfloat16", kArgs81, kOutcomes842},
    {"ne__out__int8__to__float32", kArgs81, kOutcomes844},
    {"ne__out__int8__to__float64", kArgs81, kOutcomes846},
    {"ne__out__int8__to__complex32", kArgs81, kOutcomes848},
    {"ne__out__int8__to__complex64", kArgs81, kOutcomes850},
    {"ne__out__int8__to__complex128", kArgs81, kOutcomes852},
    {"ne__out__int16__to__bool", kArgs112, kOutcomes828},
    {"ne__out__int16__to__uint8", kArgs112, kOutcomes830},
    {"ne__out__int16__to__int8", kArgs112, kOutcomes832},
    {"ne__out__int16__to__int16", kArgs112, kOutcomes834},
    {"ne__out__int16__to__int32", kArgs112, kOutcomes836},
    {"ne__out__int16__to__int64", kArgs112, kOutcomes838},
    {"ne__out__int16__to__float16", kArgs112, kOutcomes840},
    {"ne__out__int16__to__bfloat16", kArgs112, kOutcomes842},
    {"ne__out__int16__to__float32", kArgs112, kOutcomes844},
    {"ne__out__int16__to__float64", kArgs112, kOutcomes846},
    {"ne__out__int16__to__complex32", kArgs112, kOutcomes848},
    {"ne__out__int16__to__complex64", kArgs112, kOutcomes850},
    {"ne__out__int16__to__complex128", kArgs112, kOutcomes852},
    {"ne__out__int32__to__bool", kArgs143, kOutcomes828},
    {"ne__out__int32__to__uint8", kArgs143, kOutcomes830},
    {"ne__out__int32__to__int8", kArgs143, kOutcomes832},
    {"ne__out__int32__to__int16", kArgs143, kOutcomes834},
    {"ne__out__int32__to__int32", kArgs143, kOutcomes836},
    {"ne__out__int32__to__int64", kArgs143, kOutcomes838},
    {"ne__out__int32__to__float16", kArgs143, kOutcomes840},
    {"ne__out__int32__to__bfloat16", kArgs143, kOutcomes842},
    {"ne__out__int32__to__float32", kArgs143, kOutcomes844},
    {"ne__out__int32__to__float64", kArgs143, kOutcomes846},
    {"ne__out__int32__to__complex32", kArgs143, kOutcomes848},
    {"ne__out__int32__to__complex64", kArgs143, kOutcomes850},
    {"ne__out__int32__to__complex128", kArgs143, kOutcomes852},
    {"ne__out__int64__to__bool", kArgs174, kOutcomes828},
    {"ne__out__int64__to__uint8", kArgs174, kOutcomes830},
    {"ne__out__int64__to__int8", kArgs174, kOutcomes832},
    {"ne__out__int64__to__int16", kArgs174, kOutcomes834},
    {"ne__out__int64__to__int32", kArgs174, kOutcomes836},
    {"ne__out__int64__to__int64", kArgs174, kOutcomes838},
    {"ne__out__int64__to__float16", kArgs174, kOutcomes840},
    {"ne__out__int64__to__bfloat16", kArgs174, kOutcomes842},
    {"ne__out__int64__to__float32", kArgs174, kOutcomes844},
    {"ne__out__int64__to__float64", kArgs174, kOutcomes846},
    {"ne__out__int64__to__complex32", kArgs174, kOutcomes848},
    {"ne__out__int64__to__complex64", kArgs174, kOutcomes850},
    {"ne__out__int64__to__complex128", kArgs174, kOutcomes852},
    {"ne__out__float16__to__bool", kArgs205, kOutcomes828},
    {"ne__out__float16__to__uint8", kArgs205, kOutcomes830},
    {"ne__out__float16__to__int8", kArgs205, kOutcomes832},
    {"ne__out__float16__to__int16", kArgs205, kOutcomes834},
    {"ne__out__float16__to__int32", kArgs205, kOutcomes836},
    {"ne__out__float16__to__int64", kArgs205, kOutcomes838},
    {"ne__out__float16__to__float16", kArgs205, kOutcomes840},
    {"ne__out__float16__to__bfloat16", kArgs205, kOutcomes842},
    {"ne__out__float16__to__float32", kArgs205, kOutcomes844},
    {"ne__out__float16__to__float64", kArgs205, kOutcomes846},
    {"ne__out__float16__to__complex32", kArgs205, kOutcomes848},
    {"ne__out__float16__to__complex64", kArgs205, kOutcomes850},
    {"ne__out__float16__to__complex128", kArgs205, kOutcomes852},
    {"ne__out__bfloat16__to__bool", kArgs236, kOutcomes828},
    {"ne__out__bfloat16__to__uint8", kArgs236, kOutcomes830},
    {"ne__out__bfloat16__to__int8", kArgs236, kOutcomes832},
    {"ne__out__bfloat16__to__int16", kArgs236, kOutcomes834},
    {"ne__out__bfloat16__to__int32", kArgs236, kOutcomes836},
    {"ne__out__bfloat16__to__int64", kArgs236, kOutcomes838},
    {"ne__out__bfloat16__to__float16", kArgs236, kOutcomes840},
    {"ne__out__bfloat16__to__bfloat16", kArgs236, kOutcomes842},
    {"ne__out__bfloat16__to__float32", kArgs236, kOutcomes844},
    {"ne__out__bfloat16__to__float64", kArgs236, kOutcomes846},
    {"ne__out__bfloat16__to__complex32", kArgs236, kOutcomes848},
    {"ne__out__bfloat16__to__complex64", kArgs236, kOutcomes850},
    {"ne__out__bfloat16__to__complex128", kArgs236, kOutcomes852},
    {"ne__out__float32__to__bool", kArgs267, kOutcomes828},
    {"ne__out__float32__to__uint8", kArgs267, kOutcomes830},
    {"ne__out__float32__to__int8", kArgs267, kOutcomes832},
    {"ne__out__float32__to__int16", kArgs267, kOutcomes834},
    {"ne__out__float32__to__int32", kArgs267, kOutcomes836},
    {"ne__out__float32__to__int64", kArgs267, kOutcomes838},
    {"ne__out__float32__to__float16", kArgs267, kOutcomes840},
    {"ne__out__float32__to__bfloat16", kArgs267, kOutcomes842},
    {"ne__out__float32__to__float32", kArgs267, kOutcomes844},
    {"ne__out__float32__to__float64", kArgs267, kOutcomes846},
    {"ne__out__float32__to__complex32", kArgs267, kOutcomes848},
    {"ne__out__float32__to__complex64", kArgs267, kOutcomes850},
    {"ne__out__float32__to__complex128", kArgs267, kOutcomes852},
    {"ne__out__float64__to__bool", kArgs298, kOutcomes828},
    {"ne__out__float64__to__uint8", kArgs298, kOutcomes830},
    {"ne__out__float64__to__int8", kArgs298, kOutcomes832},
    {"ne__out__float64__to__int16", kArgs298, kOutcomes834},
    {"ne__out__float64__to__int32", kArgs298, kOutcomes836},
    {"ne__out__float64__to__int64", kArgs298, kOutcomes838},
    {"ne__out__float64__to__float16", kArgs298, kOutcomes840},
    {"ne__out__float64__to__bfloat16", kArgs298, kOutcomes842},
    {"ne__out__float64__to__float32", kArgs298, kOutcomes844},
    {"ne__out__float64__to__float64", kArgs298, kOutcomes846},
    {"ne__out__float64__to__complex32", kArgs298, kOutcomes848},
    {"ne__out__float64__to__complex64", kArgs298, kOutcomes850},
    {"ne__out__float64__to__complex128", kArgs298, kOutcomes852},
    {"ne__out__complex32__to__bool", kArgs329, kOutcomes828},
    {"ne__out__complex32__to__uint8", kArgs329, kOutcomes830},
    {"ne__out__complex32__to__int8", kArgs329, kOutcomes832},
    {"ne__out__complex32__to__int16", kArgs329, kOutcomes834},
    {"ne__out__complex32__to__int32", kArgs329, kOutcomes836},
    {"ne__out__complex32__to__int64", kArgs329, kOutcomes838},
    {"ne__out__complex32__to__float16", kArgs329, kOutcomes840},
    {"ne__out__complex32__to__bfloat16", kArgs329, kOutcomes842},
    {"ne__out__complex32__to__float32", kArgs329, kOutcomes844},
    {"ne__out__complex32__to__float64", kArgs329, kOutcomes846},
    {"ne__out__complex32__to__complex32", kArgs329, kOutcomes848},
    {"ne__out__complex32__to__complex64", kArgs329, kOutcomes850},
    {"ne__out__complex32__to__complex128", kArgs329, kOutcomes852},
    {"ne__out__complex64__to__bool", kArgs360, kOutcomes828},
    {"ne__out__complex64__to__uint8", kArgs360, kOutcomes830},
    {"ne__out__complex64__to__int8", kArgs360, kOutcomes832},
    {"ne__out__complex64__to__int16", kArgs360, kOutcomes834},
    {"ne__out__complex64__to__int32", kArgs360, kOutcomes836},
    {"ne__out__complex64__to__int64", kArgs360, kOutcomes838},
    {"ne__out__complex64__to__float16", kArgs360, kOutcomes840},
    {"ne__out__complex64__to__bfloat16", kArgs360, kOutcomes842},
    {"ne__out__complex64__to__float32", kArgs360, kOutcomes844},
    {"ne__out__complex64__to__float64", kArgs360, kOutcomes846},
    {"ne__out__complex64__to__complex32", kArgs360, kOutcomes848},
    {"ne__out__complex64__to__complex64", kArgs360, kOutcomes850},
    {"ne__out__complex64__to__complex128", kArgs360, kOutcomes852},
    {"ne__out__complex128__to__bool", kArgs391, kOutcomes828},
    {"ne__out__complex128__to__uint8", kArgs391, kOutcomes830},
    {"ne__out__complex128__to__int8", kArgs391, kOutcomes832},
    {"ne__out__complex128__to__int16", kArgs391, kOutcomes834},
    {"ne__out__complex128__to__int32", kArgs391, kOutcomes836},
    {"ne__out__complex128__to__int64", kArgs391, kOutcomes838},
    {"ne__out__complex128__to__float16", kArgs391, kOutcomes840},
    {"ne__out__complex128__to__bfloat16", kArgs391, kOutcomes842},
    {"ne__out__complex128__to__float32", kArgs391, kOutcomes844},
    {"ne__out__complex128__to__float64", kArgs391, kOutcomes846},
    {"ne__out__complex128__to__complex32", kArgs391, kOutcomes848},
    {"ne__out__complex128__to__complex64", kArgs391, kOutcomes850},
    {"ne__out__complex128__to__complex128", kArgs391, kOutcomes852},
};
constexpr int64_t kInts853[] = {2, 3};
constexpr int64_t kInts854[] = {3};
constexpr ArgSpec kArgs855[] = {tensor_spec(kFloat, kInts853), tensor_spec(kFloat, kInts854)};
constexpr Outcome kOutcomes856[] = {call(0).shape(kInts853)};
constexpr ArgSpec kArgs857[] = {tensor_spec(kFloat, kInts854), tensor_spec(kFloat, kInts853)};
constexpr int64_t kInts858[] = {2, 1};
constexpr int64_t kInts859[] = {1, 3};
constexpr ArgSpec kArgs860[] = {tensor_spec(kFloat, kInts858), tensor_spec(kFloat, kInts859)};
constexpr ArgSpec kArgs861[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts853)};
constexpr ArgSpec kArgs862[] = {tensor_spec(kFloat, kInts853), tensor_spec(kFloat)};
constexpr int64_t kInts863[] = {0, 3};
constexpr ArgSpec kArgs864[] = {tensor_spec(kFloat, kInts863), tensor_spec(kFloat, kInts859)};
constexpr Outcome kOutcomes865[] = {call(0).shape(kInts863)};
constexpr int64_t kInts866[] = {4, 1, 3};
constexpr ArgSpec kArgs867[] = {tensor_spec(kFloat, kInts866), tensor_spec(kFloat, kInts858)};
constexpr int64_t kInts868[] = {4, 2, 3};
constexpr Outcome kOutcomes869[] = {call(0).shape(kInts868)};
constexpr ArgSpec kArgs870[] = {tensor_spec(kFloat, kInts853), tensor_spec(kFloat, kInts16)};
constexpr ErrorSpec kError871 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes872[] = {call(0).raises(&kError871)};
constexpr ArgSpec kArgs873[] = {tensor_spec(kFloat, kInts6), tensor_spec(kFloat, kInts16)};
constexpr ErrorSpec kError874 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes875[] = {call(0).raises(&kError874)};
constexpr int64_t kInts876[] = {2, 3, 4};
constexpr int64_t kInts877[] = {3, 1, 5};
constexpr ArgSpec kArgs878[] = {tensor_spec(kFloat, kInts876), tensor_spec(kFloat, kInts877)};
constexpr ErrorSpec kError879 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes880[] = {call(0).raises(&kError879)};
constexpr Outcome kOutcomes881[] = {call(2).shape(kInts853).same_as(SameAs::Self)};
constexpr ArgSpec kArgs882[] = {tensor_spec(kFloat, kInts853), tensor_spec(kFloat, kInts859)};
constexpr ErrorSpec kError883 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes884[] = {call(2).raises(&kError883)};
constexpr ArgSpec kArgs885[] = {tensor_spec(kFloat, kInts859), tensor_spec(kFloat, kInts853)};
constexpr ErrorSpec kError886 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes887[] = {call(2).raises(&kError886)};
constexpr ErrorSpec kError888 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes889[] = {call(2).raises(&kError888)};
constexpr Outcome kOutcomes890[] = {call(2).raises(&kError871)};
constexpr ArgSpec kArgs891[] = {tensor_spec(kFloat, kInts853), tensor_spec(kFloat, kInts853)};
constexpr ArgSpec kOut892 = tensor_spec(kBool, kInts853);
constexpr Outcome kOutcomes893[] = {call(3).out_tensor(&kOut892).shape(kInts853).same_as(SameAs::Out)};
constexpr Outcome kOutcomes894[] = {call(3).out_tensor(&kOut7).shape(kInts853).same_as(SameAs::Out)};
constexpr int64_t kInts895[] = {6};
constexpr ArgSpec kOut896 = tensor_spec(kBool, kInts895);
constexpr Outcome kOutcomes897[] = {call(3).out_tensor(&kOut896).shape(kInts853).same_as(SameAs::Out)};
constexpr int64_t kInts898[] = {3, 2};
constexpr ArgSpec kOut899 = tensor_spec(kBool, kInts898);
constexpr Outcome kOutcomes900[] = {call(3).out_tensor(&kOut899).shape(kInts853).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"ne__broadcast__2x3__3", kArgs855, kOutcomes856},
    {"ne__broadcast__3__2x3", kArgs857, kOutcomes856},
    {"ne__broadcast__2x1__1x3", kArgs860, kOutcomes856},
    {"ne__broadcast__scalar__2x3", kArgs861, kOutcomes856},
    {"ne__broadcast__2x3__scalar", kArgs862, kOutcomes856},
    {"ne__broadcast__0x3__1x3", kArgs864, kOutcomes865},
    {"ne__broadcast__4x1x3__2x1", kArgs867, kOutcomes869},
    {"ne__broadcast__2x3__2", kArgs870, kOutcomes872},
    {"ne__broadcast__0__2", kArgs873, kOutcomes875},
    {"ne__broadcast__2x3x4__3x1x5", kArgs878, kOutcomes880},
    {"ne__inplace__2x3__3", kArgs855, kOutcomes881},
    {"ne__inplace__2x3__1x3", kArgs882, kOutcomes881},
    {"ne__inplace__2x3__scalar", kArgs862, kOutcomes881},
    {"ne__inplace__3__2x3", kArgs857, kOutcomes884},
    {"ne__inplace__1x3__2x3", kArgs885, kOutcomes887},
    {"ne__inplace__scalar__2", kArgs659, kOutcomes889},
    {"ne__inplace__2x3__2", kArgs870, kOutcomes890},
    {"ne__out__2x3", kArgs891, kOutcomes893},
    {"ne__out__0", kArgs891, kOutcomes894},
    {"ne__out__6", kArgs891, kOutcomes897},
    {"ne__out__3x2", kArgs891, kOutcomes900},
};
constexpr const char* kNames901[] = {"N", "C"};
constexpr ArgSpec kArgs902[] = {tensor_spec(kFloat, kInts853, {}, kNames901), tensor_spec(kFloat, kInts853, {}, kNames901)};
constexpr const char* kNames903[] = {"A", "C"};
constexpr ArgSpec kOut904 = tensor_spec(kBool, kInts853, {}, kNames903);
constexpr ErrorSpec kError905 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes906[] = {call(0).names(kNames901), call(3).out_tensor(&kOut7).names(kNames901).same_as(SameAs::Out), call(3).out_tensor(&kOut904).raises(&kError905), call(2).names(kNames901).same_as(SameAs::Self)};
constexpr const char* kNames907[] = {"C"};
constexpr ArgSpec kArgs908[] = {tensor_spec(kFloat, kInts853, {}, kNames901), tensor_spec(kFloat, kInts854, {}, kNames907)};
constexpr const char* kNames909[] = {nullptr, "C"};
constexpr ArgSpec kArgs910[] = {tensor_spec(kFloat, kInts853, {}, kNames901), tensor_spec(kFloat, kInts853, {}, kNames909)};
constexpr ArgSpec kArgs911[] = {tensor_spec(kFloat, kInts853, {}, kNames901), tensor_spec(kFloat, kInts853)};
constexpr ArgSpec kArgs912[] = {tensor_spec(kFloat, kInts853), tensor_spec(kFloat, kInts853, {}, kNames901)};
constexpr const char* kNames913[] = {"N", "D"};
constexpr ArgSpec kArgs914[] = {tensor_spec(kFloat, kInts853, {}, kNames901), tensor_spec(kFloat, kInts853, {}, kNames913)};
constexpr ErrorSpec kError915 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes916[] = {call(0).raises(&kError915)};
constexpr const char* kNames917[] = {"N"};
constexpr ArgSpec kArgs918[] = {tensor_spec(kFloat, kInts853, {}, kNames901), tensor_spec(kFloat, kInts854, {}, kNames917)};
constexpr ErrorSpec kError919 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes920[] = {call(0).raises(&kError919)};
constexpr const char* kNames921[] = {"N", nullptr};
constexpr const char* kNames922[] = {nullptr, "N"};
constexpr ArgSpec kArgs923[] = {tensor_spec(kFloat, kInts853, {}, kNames921), tensor_spec(kFloat, kInts853, {}, kNames922)};
constexpr ErrorSpec kError924 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes925[] = {call(0).raises(&kError924)};
constexpr Case kNames[] = {
    {"ne__same_names", kArgs902, kOutcomes906},
    {"ne__names_from_right", kArgs908, kOutcomes906},
    {"ne__wildcard_matches", kArgs910, kOutcomes906},
    {"ne__unnamed_second", kArgs911, kOutcomes906},
    {"ne__unnamed_first", kArgs912, kOutcomes906},
    {"ne__mismatch", kArgs914, kOutcomes916},
    {"ne__mismatch_from_right", kArgs918, kOutcomes920},
    {"ne__misaligned", kArgs923, kOutcomes925},
};
constexpr Num kNums926[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums927[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs928[] = {tensor_spec(kBool, kInts0, kNums926), tensor_spec(kBool, kInts0, kNums927)};
constexpr Num kNums929[] = {{0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes930[] = {call(0).dtype(kBool).shape(kInts0).values(kNums929), call(2).dtype(kBool).shape(kInts0).values(kNums929).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums929).same_as(SameAs::Out)};
constexpr Num kNums931[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums932[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs933[] = {tensor_spec(kUInt8, kInts0, kNums931), tensor_spec(kUInt8, kInts0, kNums932)};
constexpr Num kNums934[] = {{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}};
constexpr Outcome kOutcomes935[] = {call(0).dtype(kBool).shape(kInts0).values(kNums934), call(2).dtype(kUInt8).shape(kInts0).values(kNums934).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums934).same_as(SameAs::Out)};
constexpr Num kNums936[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums937[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs938[] = {tensor_spec(kInt8, kInts0, kNums936), tensor_spec(kInt8, kInts0, kNums937)};
constexpr Num kNums939[] = {{1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes940[] = {call(0).dtype(kBool).shape(kInts0).values(kNums939), call(2).dtype(kInt8).shape(kInts0).values(kNums939).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums939).same_as(SameAs::Out)};
constexpr ArgSpec kArgs941[] = {tensor_spec(kInt16, kInts0, kNums936), tensor_spec(kInt16, kInts0, kNums937)};
constexpr Outcome kOutcomes942[] = {call(0).dtype(kBool).shape(kInts0).values(kNums939), call(2).dtype(kInt16).shape(kInts0).values(kNums939).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums939).same_as(SameAs::Out)};
constexpr ArgSpec kArgs943[] = {tensor_spec(kInt32, kInts0, kNums936), tensor_spec(kInt32, kInts0, kNums937)};
constexpr Outcome kOutcomes944[] = {call(0).dtype(kBool).shape(kInts0).values(kNums939), call(2).dtype(kInt32).shape(kInts0).values(kNums939).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums939).same_as(SameAs::Out)};
constexpr ArgSpec kArgs945[] = {tensor_spec(kInt64, kInts0, kNums936), tensor_spec(kInt64, kInts0, kNums937)};
constexpr Outcome kOutcomes946[] = {call(0).dtype(kBool).shape(kInts0).values(kNums939), call(2).dtype(kInt64).shape(kInts0).values(kNums939).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums939).same_as(SameAs::Out)};
constexpr ArgSpec kArgs947[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2)};
constexpr Outcome kOutcomes948[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs949[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Outcome kOutcomes950[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kBFloat16).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Outcome kOutcomes951[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs952[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Outcome kOutcomes953[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kDouble).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums954[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr Num kNums955[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr ArgSpec kArgs956[] = {tensor_spec(kComplexHalf, kInts0, kNums954), tensor_spec(kComplexHalf, kInts0, kNums955)};
constexpr Num kNums957[] = {{1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}};
constexpr Num kNums958[] = {{1.0, 0.0}, {1.0, 0.0}, {0.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {0.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {0.0, 0.0}};
constexpr Outcome kOutcomes959[] = {call(0).dtype(kBool).shape(kInts0).values(kNums957), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums958).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums957).same_as(SameAs::Out)};
constexpr ArgSpec kArgs960[] = {tensor_spec(kComplexFloat, kInts0, kNums954), tensor_spec(kComplexFloat, kInts0, kNums955)};
constexpr Outcome kOutcomes961[] = {call(0).dtype(kBool).shape(kInts0).values(kNums957), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums958).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums957).same_as(SameAs::Out)};
constexpr ArgSpec kArgs962[] = {tensor_spec(kComplexDouble, kInts0, kNums954), tensor_spec(kComplexDouble, kInts0, kNums955)};
constexpr Outcome kOutcomes963[] = {call(0).dtype(kBool).shape(kInts0).values(kNums957), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums958).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums957).same_as(SameAs::Out)};
constexpr ArgSpec kArgs964[] = {tensor_spec(kInt32, kInts0, kNums936), tensor_spec(kFloat, kInts0, kNums2)};
constexpr ArgSpec kArgs965[] = {tensor_spec(kUInt8, kInts0, kNums931), tensor_spec(kInt8, kInts0, kNums937)};
constexpr Outcome kOutcomes966[] = {call(0).dtype(kBool).shape(kInts0).values(kNums14), call(2).dtype(kUInt8).shape(kInts0).values(kNums14).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr ArgSpec kArgs967[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr ArgSpec kArgs968[] = {tensor_spec(kBool, kInts0, kNums926), tensor_spec(kInt64, kInts0, kNums937)};
constexpr Num kNums969[] = {{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes970[] = {call(0).dtype(kBool).shape(kInts0).values(kNums969), call(2).dtype(kBool).shape(kInts0).values(kNums969).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums969).same_as(SameAs::Out)};
constexpr ArgSpec kArgs971[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums955)};
constexpr Num kNums972[] = {{1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}};
constexpr Outcome kOutcomes973[] = {call(0).dtype(kBool).shape(kInts0).values(kNums14), call(2).dtype(kFloat).shape(kInts0).values(kNums972).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr ArgSpec kArgs974[] = {tensor_spec(kInt64, kInts0, kNums936), tensor_spec(kDouble, kInts0, kNums2)};
constexpr ArgSpec kArgs975[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr ArgSpec kArgs976[] = {tensor_spec(kUInt8, kInts0, kNums931), tensor_spec(kBool, kInts0, kNums927)};
constexpr Outcome kOutcomes977[] = {call(0).dtype(kBool).shape(kInts0).values(kNums10), call(2).dtype(kUInt8).shape(kInts0).values(kNums10).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums10).same_as(SameAs::Out)};
constexpr Num kNums978[] = {{-0.25, 0}};
constexpr ArgSpec kArgs979[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums978)};
constexpr ArgSpec kArgs980[] = {tensor_spec(kInt64, kInts0, kNums936), tensor_spec(kDouble, {}, kNums978)};
constexpr Outcome kOutcomes981[] = {call(0).dtype(kBool).shape(kInts0).values(kNums14), call(2).dtype(kInt64).shape(kInts0).values(kNums14).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr Num kNums982[] = {{6, 0}};
constexpr ArgSpec kArgs983[] = {tensor_spec(kInt32, kInts0, kNums936), tensor_spec(kInt64, {}, kNums982)};
constexpr Outcome kOutcomes984[] = {call(0).dtype(kBool).shape(kInts0).values(kNums14), call(2).dtype(kInt32).shape(kInts0).values(kNums14).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr ArgSpec kArgs985[] = {tensor_spec(kInt64, kInts0, kNums936), float_scalar(0.5)};
constexpr Outcome kOutcomes986[] = {call(5).dtype(kBool).shape(kInts0).values(kNums14), call(7).dtype(kInt64).shape(kInts0).values(kNums14).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr ArgSpec kArgs987[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5)};
constexpr Outcome kOutcomes988[] = {call(5).dtype(kBool).shape(kInts0).values(kNums10), call(7).dtype(kHalf).shape(kInts0).values(kNums11).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums10).same_as(SameAs::Out)};
constexpr ArgSpec kArgs989[] = {tensor_spec(kBool, kInts0, kNums926), int_scalar(2)};
constexpr Outcome kOutcomes990[] = {call(5).dtype(kBool).shape(kInts0).values(kNums14), call(7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr ArgSpec kArgs991[] = {tensor_spec(kUInt8, kInts0, kNums931), int_scalar(2)};
constexpr Num kNums992[] = {{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes993[] = {call(5).dtype(kBool).shape(kInts0).values(kNums992), call(7).dtype(kUInt8).shape(kInts0).values(kNums992).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums992).same_as(SameAs::Out)};
constexpr ArgSpec kArgs994[] = {tensor_spec(kInt32, kInts0, kNums936), bool_scalar(true)};
constexpr Num kNums995[] = {{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes996[] = {call(5).dtype(kBool).shape(kInts0).values(kNums995), call(7).dtype(kInt32).shape(kInts0).values(kNums995).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums995).same_as(SameAs::Out)};
constexpr ArgSpec kArgs997[] = {tensor_spec(kFloat, kInts0, kNums1), complex_scalar(0.5, 0.5)};
constexpr Outcome kOutcomes998[] = {call(5).dtype(kBool).shape(kInts0).values(kNums14), call(7).dtype(kFloat).shape(kInts0).values(kNums972).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums14).same_as(SameAs::Out)};
constexpr int64_t kInts999[] = {1, 4};
constexpr Num kNums1000[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1001[] = {expanded(tensor_spec(kFloat, kInts999, kNums1000), kInts0), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1002[] = {{1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes1003[] = {call(0).dtype(kBool).shape(kInts0).values(kNums1002), call(1).dtype(kBool).shape(kInts0).values(kNums1002), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums1002).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"ne__self_bool__other_bool", kArgs928, kOutcomes930},
    {"ne__self_uint8__other_uint8", kArgs933, kOutcomes935},
    {"ne__self_int8__other_int8", kArgs938, kOutcomes940},
    {"ne__self_int16__other_int16", kArgs941, kOutcomes942},
    {"ne__self_int32__other_int32", kArgs943, kOutcomes944},
    {"ne__self_int64__other_int64", kArgs945, kOutcomes946},
    {"ne__self_float16__other_float16", kArgs947, kOutcomes948},
    {"ne__self_bfloat16__other_bfloat16", kArgs949, kOutcomes950},
    {"ne__self_float32__other_float32", kArgs3, kOutcomes951},
    {"ne__self_float64__other_float64", kArgs952, kOutcomes953},
    {"ne__self_complex32__other_complex32", kArgs956, kOutcomes959},
    {"ne__self_complex64__other_complex64", kArgs960, kOutcomes961},
    {"ne__self_complex128__other_complex128", kArgs962, kOutcomes963},
    {"ne__self_int32__other_float32", kArgs964, kOutcomes944},
    {"ne__self_uint8__other_int8", kArgs965, kOutcomes966},
    {"ne__self_float16__other_bfloat16", kArgs967, kOutcomes948},
    {"ne__self_bool__other_int64", kArgs968, kOutcomes970},
    {"ne__self_float32__other_complex64", kArgs971, kOutcomes973},
    {"ne__self_int64__other_float64", kArgs974, kOutcomes946},
    {"ne__self_float16__other_float32", kArgs975, kOutcomes948},
    {"ne__self_uint8__other_bool", kArgs976, kOutcomes977},
    {"ne__self_float32__other_float64_zero_dim", kArgs979, kOutcomes973},
    {"ne__self_int64__other_float64_zero_dim", kArgs980, kOutcomes981},
    {"ne__self_int32__other_int64_zero_dim", kArgs983, kOutcomes984},
    {"ne__self_int64__other_float_scalar", kArgs985, kOutcomes986},
    {"ne__self_float16__other_float_scalar", kArgs987, kOutcomes988},
    {"ne__self_bool__other_int_scalar", kArgs989, kOutcomes990},
    {"ne__self_uint8__other_int_scalar", kArgs991, kOutcomes993},
    {"ne__self_int32__other_bool_scalar", kArgs994, kOutcomes996},
    {"ne__self_float32__other_complex_scalar", kArgs997, kOutcomes998},
    {"ne__expanded_self", kArgs1001, kOutcomes1003},
};
constexpr int64_t kInts1004[] = {67, 499};
constexpr ArgSpec kArgs1005[] = {tiled(tensor_spec(kBool, kInts1004, kNums926)), tiled(tensor_spec(kBool, kInts1004, kNums927))};
constexpr Outcome kOutcomes1006[] = {call(0).dtype(kBool).shape(kInts1004)};
constexpr ArgSpec kArgs1007[] = {tiled(tensor_spec(kUInt8, kInts1004, kNums931)), tiled(tensor_spec(kUInt8, kInts1004, kNums932))};
constexpr ArgSpec kArgs1008[] = {tiled(tensor_spec(kInt8, kInts1004, kNums936)), tiled(tensor_spec(kInt8, kInts1004, kNums937))};
constexpr ArgSpec kArgs1009[] = {tiled(tensor_spec(kInt16, kInts1004, kNums936)), tiled(tensor_spec(kInt16, kInts1004, kNums937))};
constexpr ArgSpec kArgs1010[] = {tiled(tensor_spec(kInt32, kInts1004, kNums936)), tiled(tensor_spec(kInt32, kInts1004, kNums937))};
constexpr ArgSpec kArgs1011[] = {tiled(tensor_spec(kInt64, kInts1004, kNums936)), tiled(tensor_spec(kInt64, kInts1004, kNums937))};
constexpr ArgSpec kArgs1012[] = {tiled(tensor_spec(kHalf, kInts1004, kNums1)), tiled(tensor_spec(kHalf, kInts1004, kNums2))};
constexpr ArgSpec kArgs1013[] = {tiled(tensor_spec(kBFloat16, kInts1004, kNums1)), tiled(tensor_spec(kBFloat16, kInts1004, kNums2))};
constexpr ArgSpec kArgs1014[] = {tiled(tensor_spec(kFloat, kInts1004, kNums1)), tiled(tensor_spec(kFloat, kInts1004, kNums2))};
constexpr ArgSpec kArgs1015[] = {tiled(tensor_spec(kDouble, kInts1004, kNums1)), tiled(tensor_spec(kDouble, kInts1004, kNums2))};
constexpr ArgSpec kArgs1016[] = {tiled(tensor_spec(kComplexHalf, kInts1004, kNums954)), tiled(tensor_spec(kComplexHalf, kInts1004, kNums955))};
constexpr ArgSpec kArgs1017[] = {tiled(tensor_spec(kComplexFloat, kInts1004, kNums954)), tiled(tensor_spec(kComplexFloat, kInts1004, kNums955))};
constexpr ArgSpec kArgs1018[] = {tiled(tensor_spec(kComplexDouble, kInts1004, kNums954)), tiled(tensor_spec(kComplexDouble, kInts1004, kNums955))};
constexpr Case kCrosschecks[] = {
    {"ne__bool", kArgs1005, kOutcomes1006},
    {"ne__uint8", kArgs1007, kOutcomes1006},
    {"ne__int8", kArgs1008, kOutcomes1006},
    {"ne__int16", kArgs1009, kOutcomes1006},
    {"ne__int32", kArgs1010, kOutcomes1006},
    {"ne__int64", kArgs1011, kOutcomes1006},
    {"ne__float16", kArgs1012, kOutcomes1006},
    {"ne__bfloat16", kArgs1013, kOutcomes1006},
    {"ne__float32", kArgs1014, kOutcomes1006},
    {"ne__float64", kArgs1015, kOutcomes1006},
    {"ne__complex32", kArgs1016, kOutcomes1006},
    {"ne__complex64", kArgs1017, kOutcomes1006},
    {"ne__complex128", kArgs1018, kOutcomes1006},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(ne, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(ne, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(ne, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(ne, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(ne, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(ne, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(ne, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(ne, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(ne, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(ne, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("ne")) GTEST_SKIP() << "no " << golden_op_path("ne");
  GoldenStore store;
  load_golden_cases("ne", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(ne, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("ne")) GTEST_SKIP() << "no " << golden_op_path("ne");
  GoldenStore store;
  load_golden_cases("ne", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
