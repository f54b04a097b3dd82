// generated from ops.yaml by codegen; do not edit
// Conformance test of `gt`, from its ops.yaml entries (gt).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/gt.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::gt(Tensor, Tensor)", "gt", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::gt(v.tensor(0), v.tensor(1)); }},
    {"Tensor::gt(Tensor)", "gt", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).gt(v.tensor(1)); }},
    {"Tensor::gt_(Tensor)", "gt", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).gt_(v.tensor(1)); }},
    {"opforge::gt_out(Tensor&, Tensor, Tensor)", "gt", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::gt_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"Tensor > Tensor", "gt", Form::Operator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) > v.tensor(1); }},
    {"opforge::gt(Tensor, Scalar)", "gt", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::gt(v.tensor(0), v.scalar(1)); }},
    {"Tensor::gt(Scalar)", "gt", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).gt(v.scalar(1)); }},
    {"Tensor::gt_(Scalar)", "gt", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).gt_(v.scalar(1)); }},
    {"opforge::gt_out(Tensor&, Tensor, Scalar)", "gt", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::gt_out(out[0], v.tensor(0), v.scalar(1)); }},
    {"Tensor > Scalar", "gt", Form::Operator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) > v.scalar(1); }},
    {"Scalar > Tensor", "gt", Form::ReversedOperator, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.scalar(0) > v.tensor(1); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums4[] = {{1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Num kNums5[] = {{1.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}};
constexpr int64_t kInts6[] = {0};
constexpr ArgSpec kOut7 = tensor_spec(kBool, kInts6);
constexpr Outcome kOutcomes8[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(1).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out), call(4).dtype(kBool).shape(kInts0).values(kNums4)};
constexpr ArgSpec kArgs9[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums10[] = {{0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums11[] = {{0.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes12[] = {call(5).dtype(kBool).shape(kInts0).values(kNums10), call(6).dtype(kBool).shape(kInts0).values(kNums10), call(7).dtype(kFloat).shape(kInts0).values(kNums11).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums10).same_as(SameAs::Out), call(9).dtype(kBool).shape(kInts0).values(kNums10)};
constexpr ArgSpec kArgs13[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums14[] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes15[] = {call(10).dtype(kBool).shape(kInts0).values(kNums14)};
constexpr Case kCallForms[] = {
    {"gt__self_float32__other_float32", kArgs3, kOutcomes8},
    {"gt__self_float32__other_float_scalar", kArgs9, kOutcomes12},
    {"gt__scalar_other_tensor", kArgs13, kOutcomes15},
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
constexpr ErrorSpec kError29 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes30[] = {call(0).raises(&kError29)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ErrorSpec kError32 = {"NotImplementedError", "not implemented for 'ComplexFloat'", Match::Contains};
constexpr Outcome kOutcomes33[] = {call(0).raises(&kError32)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ErrorSpec kError35 = {"NotImplementedError", "not implemented for 'ComplexDouble'", Match::Contains};
constexpr Outcome kOutcomes36[] = {call(0).raises(&kError35)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBool, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts16), bool_scalar(true)};
constexpr Outcome kOutcomes51[] = {call(5).dtype(kBool).shape(kInts16)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBool, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBool, kInts16), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes55[] = {call(5).raises(&kError32)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kUInt8, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kUInt8, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kUInt8, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kUInt8, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kInt8, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kInt8, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt8, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt8, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt8, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt8, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt16, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt16, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt16, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt16, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt16, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt16, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt16, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt16, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt32, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt32, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt32, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt32, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt32, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt32, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt32, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt32, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt32, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt64, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt64, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt64, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt64, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kInt64, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt64, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt64, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kInt64, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kInt64, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kHalf, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kHalf, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kHalf, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kHalf, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kHalf, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kHalf, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kHalf, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kHalf, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kHalf, kInts16), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes236[] = {call(5).raises(&kError29)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBFloat16, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBFloat16, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBFloat16, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBFloat16, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBFloat16, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kFloat, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kFloat, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kFloat, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kFloat, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kFloat, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kFloat, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kFloat, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kFloat, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kFloat, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kFloat, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kFloat, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kDouble, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kDouble, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kDouble, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kDouble, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kDouble, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kDouble, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kDouble, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kDouble, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kDouble, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kDouble, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kDouble, kInts16), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes327[] = {call(5).raises(&kError35)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexHalf, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexHalf, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexHalf, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexHalf, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexHalf, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexFloat, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexFloat, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexFloat, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexFloat, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexFloat, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBool)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kComplexDouble, kInts16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kComplexDouble, kInts16), bool_scalar(true)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts16), int_scalar(1)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kComplexDouble, kInts16), float_scalar(1.0)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kComplexDouble, kInts16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kBool), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool), tensor_spec(kBool)};
constexpr Outcome kOutcomes432[] = {call(0).dtype(kBool).shape({})};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool), tensor_spec(kInt8)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kInt16)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), tensor_spec(kInt32)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool), tensor_spec(kInt64)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), tensor_spec(kHalf)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool), tensor_spec(kFloat)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool), tensor_spec(kDouble)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBool), bool_scalar(true)};
constexpr Outcome kOutcomes446[] = {call(5).dtype(kBool).shape({})};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool), float_scalar(1.0)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs450[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs451[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kUInt8), bool_scalar(true)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kInt8), bool_scalar(true)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kInt16), bool_scalar(true)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kInt32), bool_scalar(true)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kHalf), bool_scalar(true)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kBFloat16), bool_scalar(true)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs663[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kDouble), bool_scalar(true)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs756[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts16)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts16)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts16)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts16)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts16)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts16)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts16)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts16)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts16)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts16)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts16)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts16)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts16)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr Case kDtypes[] = {
    {"gt__bool_dimensioned__bool_dimensioned", kArgs17, kOutcomes18},
    {"gt__bool_dimensioned__uint8_dimensioned", kArgs19, kOutcomes18},
    {"gt__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes18},
    {"gt__bool_dimensioned__int16_dimensioned", kArgs21, kOutcomes18},
    {"gt__bool_dimensioned__int32_dimensioned", kArgs22, kOutcomes18},
    {"gt__bool_dimensioned__int64_dimensioned", kArgs23, kOutcomes18},
    {"gt__bool_dimensioned__float16_dimensioned", kArgs24, kOutcomes18},
    {"gt__bool_dimensioned__bfloat16_dimensioned", kArgs25, kOutcomes18},
    {"gt__bool_dimensioned__float32_dimensioned", kArgs26, kOutcomes18},
    {"gt__bool_dimensioned__float64_dimensioned", kArgs27, kOutcomes18},
    {"gt__bool_dimensioned__complex32_dimensioned", kArgs28, kOutcomes30},
    {"gt__bool_dimensioned__complex64_dimensioned", kArgs31, kOutcomes33},
    {"gt__bool_dimensioned__complex128_dimensioned", kArgs34, kOutcomes36},
    {"gt__bool_dimensioned__bool_zero_dim", kArgs37, kOutcomes18},
    {"gt__bool_dimensioned__uint8_zero_dim", kArgs38, kOutcomes18},
    {"gt__bool_dimensioned__int8_zero_dim", kArgs39, kOutcomes18},
    {"gt__bool_dimensioned__int16_zero_dim", kArgs40, kOutcomes18},
    {"gt__bool_dimensioned__int32_zero_dim", kArgs41, kOutcomes18},
    {"gt__bool_dimensioned__int64_zero_dim", kArgs42, kOutcomes18},
    {"gt__bool_dimensioned__float16_zero_dim", kArgs43, kOutcomes18},
    {"gt__bool_dimensioned__bfloat16_zero_dim", kArgs44, kOutcomes18},
    {"gt__bool_dimensioned__float32_zero_dim", kArgs45, kOutcomes18},
    {"gt__bool_dimensioned__float64_zero_dim", kArgs46, kOutcomes18},
    {"gt__bool_dimensioned__complex32_zero_dim", kArgs47, kOutcomes30},
    {"gt__bool_dimensioned__complex64_zero_dim", kArgs48, kOutcomes33},
    {"gt__bool_dimensioned__complex128_zero_dim", kArgs49, kOutcomes36},
    {"gt__bool_dimensioned__bool_scalar", kArgs50, kOutcomes51},
    {"gt__bool_dimensioned__int_scalar", kArgs52, kOutcomes51},
    {"gt__bool_dimensioned__float_scalar", kArgs53, kOutcomes51},
    {"gt__bool_dimensioned__complex_scalar", kArgs54, kOutcomes55},
    {"gt__uint8_dimensioned__bool_dimensioned", kArgs56, kOutcomes18},
    {"gt__uint8_dimensioned__uint8_dimensioned", kArgs57, kOutcomes18},
    {"gt__uint8_dimensioned__int8_dimensioned", kArgs58, kOutcomes18},
    {"gt__uint8_dimensioned__int16_dimensioned", kArgs59, kOutcomes18},
    {"gt__uint8_dimensioned__int32_dimensioned", kArgs60, kOutcomes18},
    {"gt__uint8_dimensioned__int64_dimensioned", kArgs61, kOutcomes18},
    {"gt__uint8_dimensioned__float16_dimensioned", kArgs62, kOutcomes18},
    {"gt__uint8_dimensioned__bfloat16_dimensioned", kArgs63, kOutcomes18},
    {"gt__uint8_dimensioned__float32_dimensioned", kArgs64, kOutcomes18},
    {"gt__uint8_dimensioned__float64_dimensioned", kArgs65, kOutcomes18},
    {"gt__uint8_dimensioned__complex32_dimensioned", kArgs66, kOutcomes30},
    {"gt__uint8_dimensioned__complex64_dimensioned", kArgs67, kOutcomes33},
    {"gt__uint8_dimensioned__complex128_dimensioned", kArgs68, kOutcomes36},
    {"gt__uint8_dimensioned__bool_zero_dim", kArgs69, kOutcomes18},
    {"gt__uint8_dimensioned__uint8_zero_dim", kArgs70, kOutcomes18},
    {"gt__uint8_dimensioned__int8_zero_dim", kArgs71, kOutcomes18},
    {"gt__uint8_dimensioned__int16_zero_dim", kArgs72, kOutcomes18},
    {"gt__uint8_dimensioned__int32_zero_dim", kArgs73, kOutcomes18},
    {"gt__uint8_dimensioned__int64_zero_dim", kArgs74, kOutcomes18},
    {"gt__uint8_dimensioned__float16_zero_dim", kArgs75, kOutcomes18},
    {"gt__uint8_dimensioned__bfloat16_zero_dim", kArgs76, kOutcomes18},
    {"gt__uint8_dimensioned__float32_zero_dim", kArgs77, kOutcomes18},
    {"gt__uint8_dimensioned__float64_zero_dim", kArgs78, kOutcomes18},
    {"gt__uint8_dimensioned__complex32_zero_dim", kArgs79, kOutcomes30},
    {"gt__uint8_dimensioned__complex64_zero_dim", kArgs80, kOutcomes33},
    {"gt__uint8_dimensioned__complex128_zero_dim", kArgs81, kOutcomes36},
    {"gt__uint8_dimensioned__bool_scalar", kArgs82, kOutcomes51},
    {"gt__uint8_dimensioned__int_scalar", kArgs83, kOutcomes51},
    {"gt__uint8_dimensioned__float_scalar", kArgs84, kOutcomes51},
    {"gt__uint8_dimensioned__complex_scalar", kArgs85, kOutcomes55},
    {"gt__int8_dimensioned__bool_dimensioned", kArgs86, kOutcomes18},
    {"gt__int8_dimensioned__uint8_dimensioned", kArgs87, kOutcomes18},
    {"gt__int8_dimensioned__int8_dimensioned", kArgs88, kOutcomes18},
    {"gt__int8_dimensioned__int16_dimensioned", kArgs89, kOutcomes18},
    {"gt__int8_dimensioned__int32_dimensioned", kArgs90, kOutcomes18},
    {"gt__int8_dimensioned__int64_dimensioned", kArgs91, kOutcomes18},
    {"gt__int8_dimensioned__float16_dimensioned", kArgs92, kOutcomes18},
    {"gt__int8_dimensioned__bfloat16_dimensioned", kArgs93, kOutcomes18},
    {"gt__int8_dimensioned__float32_dimensioned", kArgs94, kOutcomes18},
    {"gt__int8_dimensioned__float64_dimensioned", kArgs95, kOutcomes18},
    {"gt__int8_dimensioned__complex32_dimensioned", kArgs96, kOutcomes30},
    {"gt__int8_dimensioned__complex64_dimensioned", kArgs97, kOutcomes33},
    {"gt__int8_dimensioned__complex128_dimensioned", kArgs98, kOutcomes36},
    {"gt__int8_dimensioned__bool_zero_dim", kArgs99, kOutcomes18},
    {"gt__int8_dimensioned__uint8_zero_dim", kArgs100, kOutcomes18},
    {"gt__int8_dimensioned__int8_zero_dim", kArgs101, kOutcomes18},
    {"gt__int8_dimensioned__int16_zero_dim", kArgs102, kOutcomes18},
    {"gt__int8_dimensioned__int32_zero_dim", kArgs103, kOutcomes18},
    {"gt__int8_dimensioned__int64_zero_dim", kArgs104, kOutcomes18},
    {"gt__int8_dimensioned__float16_zero_dim", kArgs105, kOutcomes18},
    {"gt__int8_dimensioned__bfloat16_zero_dim", kArgs106, kOutcomes18},
    {"gt__int8_dimensioned__float32_zero_dim", kArgs107, kOutcomes18},
    {"gt__int8_dimensioned__float64_zero_dim", kArgs108, kOutcomes18},
    {"gt__int8_dimensioned__complex32_zero_dim", kArgs109, kOutcomes30},
    {"gt__int8_dimensioned__complex64_zero_dim", kArgs110, kOutcomes33},
    {"gt__int8_dimensioned__complex128_zero_dim", kArgs111, kOutcomes36},
    {"gt__int8_dimensioned__bool_scalar", kArgs112, kOutcomes51},
    {"gt__int8_dimensioned__int_scalar", kArgs113, kOutcomes51},
    {"gt__int8_dimensioned__float_scalar", kArgs114, kOutcomes51},
    {"gt__int8_dimensioned__complex_scalar", kArgs115, kOutcomes55},
    {"gt__int16_dimensioned__bool_dimensioned", kArgs116, kOutcomes18},
    {"gt__int16_dimensioned__uint8_dimensioned", kArgs117, kOutcomes18},
    {"gt__int16_dimensioned__int8_dimensioned", kArgs118, kOutcomes18},
    {"gt__int16_dimensioned__int16_dimensioned", kArgs119, kOutcomes18},
    {"gt__int16_dimensioned__int32_dimensioned", kArgs120, kOutcomes18},
    {"gt__int16_dimensioned__int64_dimensioned", kArgs121, kOutcomes18},
    {"gt__int16_dimensioned__float16_dimensioned", kArgs122, kOutcomes18},
    {"gt__int16_dimensioned__bfloat16_dimensioned", kArgs123, kOutcomes18},
    {"gt__int16_dimensioned__float32_dimensioned", kArgs124, kOutcomes18},
    {"gt__int16_dimensioned__float64_dimensioned", kArgs125, kOutcomes18},
    {"gt__int16_dimensioned__complex32_dimensioned", kArgs126, kOutcomes30},
    {"gt__int16_dimensioned__complex64_dimensioned", kArgs127, kOutcomes33},
    {"gt__int16_dimensioned__complex128_dimensioned", kArgs128, kOutcomes36},
    {"gt__int16_dimensioned__bool_zero_dim", kArgs129, kOutcomes18},
    {"gt__int16_dimensioned__uint8_zero_dim", kArgs130, kOutcomes18},
    {"gt__int16_dimensioned__int8_zero_dim", kArgs131, kOutcomes18},
    {"gt__int16_dimensioned__int16_zero_dim", kArgs132, kOutcomes18},
    {"gt__int16_dimensioned__int32_zero_dim", kArgs133, kOutcomes18},
    {"gt__int16_dimensioned__int64_zero_dim", kArgs134, kOutcomes18},
    {"gt__int16_dimensioned__float16_zero_dim", kArgs135, kOutcomes18},
    {"gt__int16_dimensioned__bfloat16_zero_dim", kArgs136, kOutcomes18},
    {"gt__int16_dimensioned__float32_zero_dim", kArgs137, kOutcomes18},
    {"gt__int16_dimensioned__float64_zero_dim", kArgs138, kOutcomes18},
    {"gt__int16_dimensioned__complex32_zero_dim", kArgs139, kOutcomes30},
    {"gt__int16_dimensioned__complex64_zero_dim", kArgs140, kOutcomes33},
    {"gt__int16_dimensioned__complex128_zero_dim", kArgs141, kOutcomes36},
    {"gt__int16_dimensioned__bool_scalar", kArgs142, kOutcomes51},
    {"gt__int16_dimensioned__int_scalar", kArgs143, kOutcomes51},
    {"gt__int16_dimensioned__float_scalar", kArgs144, kOutcomes51},
    {"gt__int16_dimensioned__complex_scalar", kArgs145, kOutcomes55},
    {"gt__int32_dimensioned__bool_dimensioned", kArgs146, kOutcomes18},
    {"gt__int32_dimensioned__uint8_dimensioned", kArgs147, kOutcomes18},
    {"gt__int32_dimensioned__int8_dimensioned", kArgs148, kOutcomes18},
    {"gt__int32_dimensioned__int16_dimensioned", kArgs149, kOutcomes18},
    {"gt__int32_dimensioned__int32_dimensioned", kArgs150, kOutcomes18},
    {"gt__int32_dimensioned__int64_dimensioned", kArgs151, kOutcomes18},
    {"gt__int32_dimensioned__float16_dimensioned", kArgs152, kOutcomes18},
    {"gt__int32_dimensioned__bfloat16_dimensioned", kArgs153, kOutcomes18},
    {"gt__int32_dimensioned__float32_dimensioned", kArgs154, kOutcomes18},
    {"gt__int32_dimensioned__float64_dimensioned", kArgs155, kOutcomes18},
    {"gt__int32_dimensioned__complex32_dimensioned", kArgs156, kOutcomes30},
    {"gt__int32_dimensioned__complex64_dimensioned", kArgs157, kOutcomes33},
    {"gt__int32_dimensioned__complex128_dimensioned", kArgs158, kOutcomes36},
    {"gt__int32_dimensioned__bool_zero_dim", kArgs159, kOutcomes18},
    {"gt__int32_dimensioned__uint8_zero_dim", kArgs160, kOutcomes18},
    {"gt__int32_dimensioned__int8_zero_dim", kArgs161, kOutcomes18},
    {"gt__int32_dimensioned__int16_zero_dim", kArgs162, kOutcomes18},
    {"gt__int32_dimensioned__int32_zero_dim", kArgs163, kOutcomes18},
    {"gt__int32_dimensioned__int64_zero_dim", kArgs164, kOutcomes18},
    {"gt__int32_dimensioned__float16_zero_dim", kArgs165, kOutcomes18},
    {"gt__int32_dimensioned__bfloat16_zero_dim", kArgs166, kOutcomes18},
    {"gt__int32_dimensioned__float32_zero_dim", kArgs167, kOutcomes18},
    {"gt__int32_dimensioned__float64_zero_dim", kArgs168, kOutcomes18},
    {"gt__int32_dimensioned__complex32_zero_dim", kArgs169, kOutcomes30},
    {"gt__int32_dimensioned__complex64_zero_dim", kArgs170, kOutcomes33},
    {"gt__int32_dimensioned__complex128_zero_dim", kArgs171, kOutcomes36},
    {"gt__int32_dimensioned__bool_scalar", kArgs172, kOutcomes51},
    {"gt__int32_dimensioned__int_scalar", kArgs173, kOutcomes51},
    {"gt__int32_dimensioned__float_scalar", kArgs174, kOutcomes51},
    {"gt__int32_dimensioned__complex_scalar", kArgs175, kOutcomes55},
    {"gt__int64_dimensioned__bool_dimensioned", kArgs176, kOutcomes18},
    {"gt__int64_dimensioned__uint8_dimensioned", kArgs177, kOutcomes18},
    {"gt__int64_dimensioned__int8_dimensioned", kArgs178, kOutcomes18},
    {"gt__int64_dimensioned__int16_dimensioned", kArgs179, kOutcomes18},
    {"gt__int64_dimensioned__int32_dimensioned", kArgs180, kOutcomes18},
    {"gt__int64_dimensioned__int64_dimensioned", kArgs181, kOutcomes18},
    {"gt__int64_dimensioned__float16_dimensioned", kArgs182, kOutcomes18},
    {"gt__int64_dimensioned__bfloat16_dimensioned", kArgs183, kOutcomes18},
    {"gt__int64_dimensioned__float32_dimensioned", kArgs184, kOutcomes18},
    {"gt__int64_dimensioned__float64_dimensioned", kArgs185, kOutcomes18},
    {"gt__int64_dimensioned__complex32_dimensioned", kArgs186, kOutcomes30},
    {"gt__int64_dimensioned__complex64_dimensioned", kArgs187, kOutcomes33},
    {"gt__int64_dimensioned__complex128_dimensioned", kArgs188, kOutcomes36},
    {"gt__int64_dimensioned__bool_zero_dim", kArgs189, kOutcomes18},
    {"gt__int64_dimensioned__uint8_zero_dim", kArgs190, kOutcomes18},
    {"gt__int64_dimensioned__int8_zero_dim", kArgs191, kOutcomes18},
    {"gt__int64_dimensioned__int16_zero_dim", kArgs192, kOutcomes18},
    {"gt__int64_dimensioned__int32_zero_dim", kArgs193, kOutcomes18},
    {"gt__int64_dimensioned__int64_zero_dim", kArgs194, kOutcomes18},
    {"gt__int64_dimensioned__float16_zero_dim", kArgs195, kOutcomes18},
    {"gt__int64_dimensioned__bfloat16_zero_dim", kArgs196, kOutcomes18},
    {"gt__int64_dimensioned__float32_zero_dim", kArgs197, kOutcomes18},
    {"gt__int64_dimensioned__float64_zero_dim", kArgs198, kOutcomes18},
    {"gt__int64_dimensioned__complex32_zero_dim", kArgs199, kOutcomes30},
    {"gt__int64_dimensioned__complex64_zero_dim", kArgs200, kOutcomes33},
    {"gt__int64_dimensioned__complex128_zero_dim", kArgs201, kOutcomes36},
    {"gt__int64_dimensioned__bool_scalar", kArgs202, kOutcomes51},
    {"gt__int64_dimensioned__int_scalar", kArgs203, kOutcomes51},
    {"gt__int64_dimensioned__float_scalar", kArgs204, kOutcomes51},
    {"gt__int64_dimensioned__complex_scalar", kArgs205, kOutcomes55},
    {"gt__float16_dimensioned__bool_dimensioned", kArgs206, kOutcomes18},
    {"gt__float16_dimensioned__uint8_dimensioned", kArgs207, kOutcomes18},
    {"gt__float16_dimensioned__int8_dimensioned", kArgs208, kOutcomes18},
    {"gt__float16_dimensioned__int16_dimensioned", kArgs209, kOutcomes18},
    {"gt__float16_dimensioned__int32_dimensioned", kArgs210, kOutcomes18},
    {"gt__float16_dimensioned__int64_dimensioned", kArgs211, kOutcomes18},
    {"gt__float16_dimensioned__float16_dimensioned", kArgs212, kOutcomes18},
    {"gt__float16_dimensioned__bfloat16_dimensioned", kArgs213, kOutcomes18},
    {"gt__float16_dimensioned__float32_dimensioned", kArgs214, kOutcomes18},
    {"gt__float16_dimensioned__float64_dimensioned", kArgs215, kOutcomes18},
    {"gt__float16_dimensioned__complex32_dimensioned", kArgs216, kOutcomes30},
    {"gt__float16_dimensioned__complex64_dimensioned", kArgs217, kOutcomes33},
    {"gt__float16_dimensioned__complex128_dimensioned", kArgs218, kOutcomes36},
    {"gt__float16_dimensioned__bool_zero_dim", kArgs219, kOutcomes18},
    {"gt__float16_dimensioned__uint8_zero_dim", kArgs220, kOutcomes18},
    {"gt__float16_dimensioned__int8_zero_dim", kArgs221, kOutcomes18},
    {"gt__float16_dimensioned__int16_zero_dim", kArgs222, kOutcomes18},
    {"gt__float16_dimensioned__int32_zero_dim", kArgs223, kOutcomes18},
    {"gt__float16_dimensioned__int64_zero_dim", kArgs224, kOutcomes18},
    {"gt__float16_dimensioned__float16_zero_dim", kArgs225, kOutcomes18},
    {"gt__float16_dimensioned__bfloat16_zero_dim", kArgs226, kOutcomes18},
    {"gt__float16_dimensioned__float32_zero_dim", kArgs227, kOutcomes18},
    {"gt__float16_dimensioned__float64_zero_dim", kArgs228, kOutcomes18},
    {"gt__float16_dimensioned__complex32_zero_dim", kArgs229, kOutcomes30},
    {"gt__float16_dimensioned__complex64_zero_dim", kArgs230, kOutcomes30},
    {"gt__float16_dimensioned__complex128_zero_dim", kArgs231, kOutcomes30},
    {"gt__float16_dimensioned__bool_scalar", kArgs232, kOutcomes51},
    {"gt__float16_dimensioned__int_scalar", kArgs233, kOutcomes51},
    {"gt__float16_dimensioned__float_scalar", kArgs234, kOutcomes51},
    {"gt__float16_dimensioned__complex_scalar", kArgs235, kOutcomes236},
    {"gt__bfloat16_dimensioned__bool_dimensioned", kArgs237, kOutcomes18},
    {"gt__bfloat16_dimensioned__uint8_dimensioned", kArgs238, kOutcomes18},
    {"gt__bfloat16_dimensioned__int8_dimensioned", kArgs239, kOutcomes18},
    {"gt__bfloat16_dimensioned__int16_dimensioned", kArgs240, kOutcomes18},
    {"gt__bfloat16_dimensioned__int32_dimensioned", kArgs241, kOutcomes18},
    {"gt__bfloat16_dimensioned__int64_dimensioned", kArgs242, kOutcomes18},
    {"gt__bfloat16_dimensioned__float16_dimensioned", kArgs243, kOutcomes18},
    {"gt__bfloat16_dimensioned__bfloat16_dimensioned", kArgs244, kOutcomes18},
    {"gt__bfloat16_dimensioned__float32_dimensioned", kArgs245, kOutcomes18},
    {"gt__bfloat16_dimensioned__float64_dimensioned", kArgs246, kOutcomes18},
    {"gt__bfloat16_dimensioned__complex32_dimensioned", kArgs247, kOutcomes33},
    {"gt__bfloat16_dimensioned__complex64_dimensioned", kArgs248, kOutcomes33},
    {"gt__bfloat16_dimensioned__complex128_dimensioned", kArgs249, kOutcomes36},
    {"gt__bfloat16_dimensioned__bool_zero_dim", kArgs250, kOutcomes18},
    {"gt__bfloat16_dimensioned__uint8_zero_dim", kArgs251, kOutcomes18},
    {"gt__bfloat16_dimensioned__int8_zero_dim", kArgs252, kOutcomes18},
    {"gt__bfloat16_dimensioned__int16_zero_dim", kArgs253, kOutcomes18},
    {"gt__bfloat16_dimensioned__int32_zero_dim", kArgs254, kOutcomes18},
    {"gt__bfloat16_dimensioned__int64_zero_dim", kArgs255, kOutcomes18},
    {"gt__bfloat16_dimensioned__float16_zero_dim", kArgs256, kOutcomes18},
    {"gt__bfloat16_dimensioned__bfloat16_zero_dim", kArgs257, kOutcomes18},
    {"gt__bfloat16_dimensioned__float32_zero_dim", kArgs258, kOutcomes18},
    {"gt__bfloat16_dimensioned__float64_zero_dim", kArgs259, kOutcomes18},
    {"gt__bfloat16_dimensioned__complex32_zero_dim", kArgs260, kOutcomes33},
    {"gt__bfloat16_dimensioned__complex64_zero_dim", kArgs261, kOutcomes33},
    {"gt__bfloat16_dimensioned__complex128_zero_dim", kArgs262, kOutcomes33},
    {"gt__bfloat16_dimensioned__bool_scalar", kArgs263, kOutcomes51},
    {"gt__bfloat16_dimensioned__int_scalar", kArgs264, kOutcomes51},
    {"gt__bfloat16_dimensioned__float_scalar", kArgs265, kOutcomes51},
    {"gt__bfloat16_dimensioned__complex_scalar", kArgs266, kOutcomes55},
    {"gt__float32_dimensioned__bool_dimensioned", kArgs267, kOutcomes18},
    {"gt__float32_dimensioned__uint8_dimensioned", kArgs268, kOutcomes18},
    {"gt__float32_dimensioned__int8_dimensioned", kArgs269, kOutcomes18},
    {"gt__float32_dimensioned__int16_dimensioned", kArgs270, kOutcomes18},
    {"gt__float32_dimensioned__int32_dimensioned", kArgs271, kOutcomes18},
    {"gt__float32_dimensioned__int64_dimensioned", kArgs272, kOutcomes18},
    {"gt__float32_dimensioned__float16_dimensioned", kArgs273, kOutcomes18},
    {"gt__float32_dimensioned__bfloat16_dimensioned", kArgs274, kOutcomes18},
    {"gt__float32_dimensioned__float32_dimensioned", kArgs275, kOutcomes18},
    {"gt__float32_dimensioned__float64_dimensioned", kArgs276, kOutcomes18},
    {"gt__float32_dimensioned__complex32_dimensioned", kArgs277, kOutcomes33},
    {"gt__float32_dimensioned__complex64_dimensioned", kArgs278, kOutcomes33},
    {"gt__float32_dimensioned__complex128_dimensioned", kArgs279, kOutcomes36},
    {"gt__float32_dimensioned__bool_zero_dim", kArgs280, kOutcomes18},
    {"gt__float32_dimensioned__uint8_zero_dim", kArgs281, kOutcomes18},
    {"gt__float32_dimensioned__int8_zero_dim", kArgs282, kOutcomes18},
    {"gt__float32_dimensioned__int16_zero_dim", kArgs283, kOutcomes18},
    {"gt__float32_dimensioned__int32_zero_dim", kArgs284, kOutcomes18},
    {"gt__float32_dimensioned__int64_zero_dim", kArgs285, kOutcomes18},
    {"gt__float32_dimensioned__float16_zero_dim", kArgs286, kOutcomes18},
    {"gt__float32_dimensioned__bfloat16_zero_dim", kArgs287, kOutcomes18},
    {"gt__float32_dimensioned__float32_zero_dim", kArgs288, kOutcomes18},
    {"gt__float32_dimensioned__float64_zero_dim", kArgs289, kOutcomes18},
    {"gt__float32_dimensioned__complex32_zero_dim", kArgs290, kOutcomes33},
    {"gt__float32_dimensioned__complex64_zero_dim", kArgs291, kOutcomes33},
    {"gt__float32_dimensioned__complex128_zero_dim", kArgs292, kOutcomes33},
    {"gt__float32_dimensioned__bool_scalar", kArgs293, kOutcomes51},
    {"gt__float32_dimensioned__int_scalar", kArgs294, kOutcomes51},
    {"gt__float32_dimensioned__float_scalar", kArgs295, kOutcomes51},
    {"gt__float32_dimensioned__complex_scalar", kArgs296, kOutcomes55},
    {"gt__float64_dimensioned__bool_dimensioned", kArgs297, kOutcomes18},
    {"gt__float64_dimensioned__uint8_dimensioned", kArgs298, kOutcomes18},
    {"gt__float64_dimensioned__int8_dimensioned", kArgs299, kOutcomes18},
    {"gt__float64_dimensioned__int16_dimensioned", kArgs300, kOutcomes18},
    {"gt__float64_dimensioned__int32_dimensioned", kArgs301, kOutcomes18},
    {"gt__float64_dimensioned__int64_dimensioned", kArgs302, kOutcomes18},
    {"gt__float64_dimensioned__float16_dimensioned", kArgs303, kOutcomes18},
    {"gt__float64_dimensioned__bfloat16_dimensioned", kArgs304, kOutcomes18},
    {"gt__float64_dimensioned__float32_dimensioned", kArgs305, kOutcomes18},
    {"gt__float64_dimensioned__float64_dimensioned", kArgs306, kOutcomes18},
    {"gt__float64_dimensioned__complex32_dimensioned", kArgs307, kOutcomes36},
    {"gt__float64_dimensioned__complex64_dimensioned", kArgs308, kOutcomes36},
    {"gt__float64_dimensioned__complex128_dimensioned", kArgs309, kOutcomes36},
    {"gt__float64_dimensioned__bool_zero_dim", kArgs310, kOutcomes18},
    {"gt__float64_dimensioned__uint8_zero_dim", kArgs311, kOutcomes18},
    {"gt__float64_dimensioned__int8_zero_dim", kArgs312, kOutcomes18},
    {"gt__float64_dimensioned__int16_zero_dim", kArgs313, kOutcomes18},
    {"gt__float64_dimensioned__int32_zero_dim", kArgs314, kOutcomes18},
    {"gt__float64_dimensioned__int64_zero_dim", kArgs315, kOutcomes18},
    {"gt__float64_dimensioned__float16_zero_dim", kArgs316, kOutcomes18},
    {"gt__float64_dimensioned__bfloat16_zero_dim", kArgs317, kOutcomes18},
    {"gt__float64_dimensioned__float32_zero_dim", kArgs318, kOutcomes18},
    {"gt__float64_dimensioned__float64_zero_dim", kArgs319, kOutcomes18},
    {"gt__float64_dimensioned__complex32_zero_dim", kArgs320, kOutcomes36},
    {"gt__float64_dimensioned__complex64_zero_dim", kArgs321, kOutcomes36},
    {"gt__float64_dimensioned__complex128_zero_dim", kArgs322, kOutcomes36},
    {"gt__float64_dimensioned__bool_scalar", kArgs323, kOutcomes51},
    {"gt__float64_dimensioned__int_scalar", kArgs324, kOutcomes51},
    {"gt__float64_dimensioned__float_scalar", kArgs325, kOutcomes51},
    {"gt__float64_dimensioned__complex_scalar", kArgs326, kOutcomes327},
    {"gt__complex32_dimensioned__bool_dimensioned", kArgs328, kOutcomes30},
    {"gt__complex32_dimensioned__uint8_dimensioned", kArgs329, kOutcomes30},
    {"gt__complex32_dimensioned__int8_dimensioned", kArgs330, kOutcomes30},
    {"gt__complex32_dimensioned__int16_dimensioned", kArgs331, kOutcomes30},
    {"gt__complex32_dimensioned__int32_dimensioned", kArgs332, kOutcomes30},
    {"gt__complex32_dimensioned__int64_dimensioned", kArgs333, kOutcomes30},
    {"gt__complex32_dimensioned__float16_dimensioned", kArgs334, kOutcomes30},
    {"gt__complex32_dimensioned__bfloat16_dimensioned", kArgs335, kOutcomes33},
    {"gt__complex32_dimensioned__float32_dimensioned", kArgs336, kOutcomes33},
    {"gt__complex32_dimensioned__float64_dimensioned", kArgs337, kOutcomes36},
    {"gt__complex32_dimensioned__complex32_dimensioned", kArgs338, kOutcomes30},
    {"gt__complex32_dimensioned__complex64_dimensioned", kArgs339, kOutcomes33},
    {"gt__complex32_dimensioned__complex128_dimensioned", kArgs340, kOutcomes36},
    {"gt__complex32_dimensioned__bool_zero_dim", kArgs341, kOutcomes30},
    {"gt__complex32_dimensioned__uint8_zero_dim", kArgs342, kOutcomes30},
    {"gt__complex32_dimensioned__int8_zero_dim", kArgs343, kOutcomes30},
    {"gt__complex32_dimensioned__int16_zero_dim", kArgs344, kOutcomes30},
    {"gt__complex32_dimensioned__int32_zero_dim", kArgs345, kOutcomes30},
    {"gt__complex32_dimensioned__int64_zero_dim", kArgs346, kOutcomes30},
    {"gt__complex32_dimensioned__float16_zero_dim", kArgs347, kOutcomes30},
    {"gt__complex32_dimensioned__bfloat16_zero_dim", kArgs348, kOutcomes30},
    {"gt__complex32_dimensioned__float32_zero_dim", kArgs349, kOutcomes30},
    {"gt__complex32_dimensioned__float64_zero_dim", kArgs350, kOutcomes30},
    {"gt__complex32_dimensioned__complex32_zero_dim", kArgs351, kOutcomes30},
    {"gt__complex32_dimensioned__complex64_zero_dim", kArgs352, kOutcomes30},
    {"gt__complex32_dimensioned__complex128_zero_dim", kArgs353, kOutcomes30},
    {"gt__complex32_dimensioned__bool_scalar", kArgs354, kOutcomes236},
    {"gt__complex32_dimensioned__int_scalar", kArgs355, kOutcomes236},
    {"gt__complex32_dimensioned__float_scalar", kArgs356, kOutcomes236},
    {"gt__complex32_dimensioned__complex_scalar", kArgs357, kOutcomes236},
    {"gt__complex64_dimensioned__bool_dimensioned", kArgs358, kOutcomes33},
    {"gt__complex64_dimensioned__uint8_dimensioned", kArgs359, kOutcomes33},
    {"gt__complex64_dimensioned__int8_dimensioned", kArgs360, kOutcomes33},
    {"gt__complex64_dimensioned__int16_dimensioned", kArgs361, kOutcomes33},
    {"gt__complex64_dimensioned__int32_dimensioned", kArgs362, kOutcomes33},
    {"gt__complex64_dimensioned__int64_dimensioned", kArgs363, kOutcomes33},
    {"gt__complex64_dimensioned__float16_dimensioned", kArgs364, kOutcomes33},
    {"gt__complex64_dimensioned__bfloat16_dimensioned", kArgs365, kOutcomes33},
    {"gt__complex64_dimensioned__float32_dimensioned", kArgs366, kOutcomes33},
    {"gt__complex64_dimensioned__float64_dimensioned", kArgs367, kOutcomes36},
    {"gt__complex64_dimensioned__complex32_dimensioned", kArgs368, kOutcomes33},
    {"gt__complex64_dimensioned__complex64_dimensioned", kArgs369, kOutcomes33},
    {"gt__complex64_dimensioned__complex128_dimensioned", kArgs370, kOutcomes36},
    {"gt__complex64_dimensioned__bool_zero_dim", kArgs371, kOutcomes33},
    {"gt__complex64_dimensioned__uint8_zero_dim", kArgs372, kOutcomes33},
    {"gt__complex64_dimensioned__int8_zero_dim", kArgs373, kOutcomes33},
    {"gt__complex64_dimensioned__int16_zero_dim", kArgs374, kOutcomes33},
    {"gt__complex64_dimensioned__int32_zero_dim", kArgs375, kOutcomes33},
    {"gt__complex64_dimensioned__int64_zero_dim", kArgs376, kOutcomes33},
    {"gt__complex64_dimensioned__float16_zero_dim", kArgs377, kOutcomes33},
    {"gt__complex64_dimensioned__bfloat16_zero_dim", kArgs378, kOutcomes33},
    {"gt__complex64_dimensioned__float32_zero_dim", kArgs379, kOutcomes33},
    {"gt__complex64_dimensioned__float64_zero_dim", kArgs380, kOutcomes33},
    {"gt__complex64_dimensioned__complex32_zero_dim", kArgs381, kOutcomes33},
    {"gt__complex64_dimensioned__complex64_zero_dim", kArgs382, kOutcomes33},
    {"gt__complex64_dimensioned__complex128_zero_dim", kArgs383, kOutcomes33},
    {"gt__complex64_dimensioned__bool_scalar", kArgs384, kOutcomes55},
    {"gt__complex64_dimensioned__int_scalar", kArgs385, kOutcomes55},
    {"gt__complex64_dimensioned__float_scalar", kArgs386, kOutcomes55},
    {"gt__complex64_dimensioned__complex_scalar", kArgs387, kOutcomes55},
    {"gt__complex128_dimensioned__bool_dimensioned", kArgs388, kOutcomes36},
    {"gt__complex128_dimensioned__uint8_dimensioned", kArgs389, kOutcomes36},
    {"gt__complex128_dimensioned__int8_dimensioned", kArgs390, kOutcomes36},
    {"gt__complex128_dimensioned__int16_dimensioned", kArgs391, kOutcomes36},
    {"gt__complex128_dimensioned__int32_dimensioned", kArgs392, kOutcomes36},
    {"gt__complex128_dimensioned__int64_dimensioned", kArgs393, kOutcomes36},
    {"gt__complex128_dimensioned__float16_dimensioned", kArgs394, kOutcomes36},
    {"gt__complex128_dimensioned__bfloat16_dimensioned", kArgs395, kOutcomes36},
    {"gt__complex128_dimensioned__float32_dimensioned", kArgs396, kOutcomes36},
    {"gt__complex128_dimensioned__float64_dimensioned", kArgs397, kOutcomes36},
    {"gt__complex128_dimensioned__complex32_dimensioned", kArgs398, kOutcomes36},
    {"gt__complex128_dimensioned__complex64_dimensioned", kArgs399, kOutcomes36},
    {"gt__complex128_dimensioned__complex128_dimensioned", kArgs400, kOutcomes36},
    {"gt__complex128_dimensioned__bool_zero_dim", kArgs401, kOutcomes36},
    {"gt__complex128_dimensioned__uint8_zero_dim", kArgs402, kOutcomes36},
    {"gt__complex128_dimensioned__int8_zero_dim", kArgs403, kOutcomes36},
    {"gt__complex128_dimensioned__int16_zero_dim", kArgs404, kOutcomes36},
    {"gt__complex128_dimensioned__int32_zero_dim", kArgs405, kOutcomes36},
    {"gt__complex128_dimensioned__int64_zero_dim", kArgs406, kOutcomes36},
    {"gt__complex128_dimensioned__float16_zero_dim", kArgs407, kOutcomes36},
    {"gt__complex128_dimensioned__bfloat16_zero_dim", kArgs408, kOutcomes36},
    {"gt__complex128_dimensioned__float32_zero_dim", kArgs409, kOutcomes36},
    {"gt__complex128_dimensioned__float64_zero_dim", kArgs410, kOutcomes36},
    {"gt__complex128_dimensioned__complex32_zero_dim", kArgs411, kOutcomes36},
    {"gt__complex128_dimensioned__complex64_zero_dim", kArgs412, kOutcomes36},
    {"gt__complex128_dimensioned__complex128_zero_dim", kArgs413, kOutcomes36},
    {"gt__complex128_dimensioned__bool_scalar", kArgs414, kOutcomes327},
    {"gt__complex128_dimensioned__int_scalar", kArgs415, kOutcomes327},
    {"gt__complex128_dimensioned__float_scalar", kArgs416, kOutcomes327},
    {"gt__complex128_dimensioned__complex_scalar", kArgs417, kOutcomes327},
    {"gt__bool_zero_dim__bool_dimensioned", kArgs418, kOutcomes18},
    {"gt__bool_zero_dim__uint8_dimensioned", kArgs419, kOutcomes18},
    {"gt__bool_zero_dim__int8_dimensioned", kArgs420, kOutcomes18},
    {"gt__bool_zero_dim__int16_dimensioned", kArgs421, kOutcomes18},
    {"gt__bool_zero_dim__int32_dimensioned", kArgs422, kOutcomes18},
    {"gt__bool_zero_dim__int64_dimensioned", kArgs423, kOutcomes18},
    {"gt__bool_zero_dim__float16_dimensioned", kArgs424, kOutcomes18},
    {"gt__bool_zero_dim__bfloat16_dimensioned", kArgs425, kOutcomes18},
    {"gt__bool_zero_dim__float32_dimensioned", kArgs426, kOutcomes18},
    {"gt__bool_zero_dim__float64_dimensioned", kArgs427, kOutcomes18},
    {"gt__bool_zero_dim__complex32_dimensioned", kArgs428, kOutcomes30},
    {"gt__bool_zero_dim__complex64_dimensioned", kArgs429, kOutcomes33},
    {"gt__bool_zero_dim__complex128_dimensioned", kArgs430, kOutcomes36},
    {"gt__bool_zero_dim__bool_zero_dim", kArgs431, kOutcomes432},
    {"gt__bool_zero_dim__uint8_zero_dim", kArgs433, kOutcomes432},
    {"gt__bool_zero_dim__int8_zero_dim", kArgs434, kOutcomes432},
    {"gt__bool_zero_dim__int16_zero_dim", kArgs435, kOutcomes432},
    {"gt__bool_zero_dim__int32_zero_dim", kArgs436, kOutcomes432},
    {"gt__bool_zero_dim__int64_zero_dim", kArgs437, kOutcomes432},
    {"gt__bool_zero_dim__float16_zero_dim", kArgs438, kOutcomes432},
    {"gt__bool_zero_dim__bfloat16_zero_dim", kArgs439, kOutcomes432},
    {"gt__bool_zero_dim__float32_zero_dim", kArgs440, kOutcomes432},
    {"gt__bool_zero_dim__float64_zero_dim", kArgs441, kOutcomes432},
    {"gt__bool_zero_dim__complex32_zero_dim", kArgs442, kOutcomes30},
    {"gt__bool_zero_dim__complex64_zero_dim", kArgs443, kOutcomes33},
    {"gt__bool_zero_dim__complex128_zero_dim", kArgs444, kOutcomes36},
    {"gt__bool_zero_dim__bool_scalar", kArgs445, kOutcomes446},
    {"gt__bool_zero_dim__int_scalar", kArgs447, kOutcomes446},
    {"gt__bool_zero_dim__float_scalar", kArgs448, kOutcomes446},
    {"gt__bool_zero_dim__complex_scalar", kArgs449, kOutcomes55},
    {"gt__uint8_zero_dim__bool_dimensioned", kArgs450, kOutcomes18},
    {"gt__uint8_zero_dim__uint8_dimensioned", kArgs451, kOutcomes18},
    {"gt__uint8_zero_dim__int8_dimensioned", kArgs452, kOutcomes18},
    {"gt__uint8_zero_dim__int16_dimensioned", kArgs453, kOutcomes18},
    {"gt__uint8_zero_dim__int32_dimensioned", kArgs454, kOutcomes18},
    {"gt__uint8_zero_dim__int64_dimensioned", kArgs455, kOutcomes18},
    {"gt__uint8_zero_dim__float16_dimensioned", kArgs456, kOutcomes18},
    {"gt__uint8_zero_dim__bfloat16_dimensioned", kArgs457, kOutcomes18},
    {"gt__uint8_zero_dim__float32_dimensioned", kArgs458, kOutcomes18},
    {"gt__uint8_zero_dim__float64_dimensioned", kArgs459, kOutcomes18},
    {"gt__uint8_zero_dim__complex32_dimensioned", kArgs460, kOutcomes30},
    {"gt__uint8_zero_dim__complex64_dimensioned", kArgs461, kOutcomes33},
    {"gt__uint8_zero_dim__complex128_dimensioned", kArgs462, kOutcomes36},
    {"gt__uint8_zero_dim__bool_zero_dim", kArgs463, kOutcomes432},
    {"gt__uint8_zero_dim__uint8_zero_dim", kArgs464, kOutcomes432},
    {"gt__uint8_zero_dim__int8_zero_dim", kArgs465, kOutcomes432},
    {"gt__uint8_zero_dim__int16_zero_dim", kArgs466, kOutcomes432},
    {"gt__uint8_zero_dim__int32_zero_dim", kArgs467, kOutcomes432},
    {"gt__uint8_zero_dim__int64_zero_dim", kArgs468, kOutcomes432},
    {"gt__uint8_zero_dim__float16_zero_dim", kArgs469, kOutcomes432},
    {"gt__uint8_zero_dim__bfloat16_zero_dim", kArgs470, kOutcomes432},
    {"gt__uint8_zero_dim__float32_zero_dim", kArgs471, kOutcomes432},
    {"gt__uint8_zero_dim__float64_zero_dim", kArgs472, kOutcomes432},
    {"gt__uint8_zero_dim__complex32_zero_dim", kArgs473, kOutcomes30},
    {"gt__uint8_zero_dim__complex64_zero_dim", kArgs474, kOutcomes33},
    {"gt__uint8_zero_dim__complex128_zero_dim", kArgs475, kOutcomes36},
    {"gt__uint8_zero_dim__bool_scalar", kArgs476, kOutcomes446},
    {"gt__uint8_zero_dim__int_scalar", kArgs477, kOutcomes446},
    {"gt__uint8_zero_dim__float_scalar", kArgs478, kOutcomes446},
    {"gt__uint8_zero_dim__complex_scalar", kArgs479, kOutcomes55},
    {"gt__int8_zero_dim__bool_dimensioned", kArgs480, kOutcomes18},
    {"gt__int8_zero_dim__uint8_dimensioned", kArgs481, kOutcomes18},
    {"gt__int8_zero_dim__int8_dimensioned", kArgs482, kOutcomes18},
    {"gt__int8_zero_dim__int16_dimensioned", kArgs483, kOutcomes18},
    {"gt__int8_zero_dim__int32_dimensioned", kArgs484, kOutcomes18},
    {"gt__int8_zero_dim__int64_dimensioned", kArgs485, kOutcomes18},
    {"gt__int8_zero_dim__float16_dimensioned", kArgs486, kOutcomes18},
    {"gt__int8_zero_dim__bfloat16_dimensioned", kArgs487, kOutcomes18},
    {"gt__int8_zero_dim__float32_dimensioned", kArgs488, kOutcomes18},
    {"gt__int8_zero_dim__float64_dimensioned", kArgs489, kOutcomes18},
    {"gt__int8_zero_dim__complex32_dimensioned", kArgs490, kOutcomes30},
    {"gt__int8_zero_dim__complex64_dimensioned", kArgs491, kOutcomes33},
    {"gt__int8_zero_dim__complex128_dimensioned", kArgs492, kOutcomes36},
    {"gt__int8_zero_dim__bool_zero_dim", kArgs493, kOutcomes432},
    {"gt__int8_zero_dim__uint8_zero_dim", kArgs494, kOutcomes432},
    {"gt__int8_zero_dim__int8_zero_dim", kArgs495, kOutcomes432},
    {"gt__int8_zero_dim__int16_zero_dim", kArgs496, kOutcomes432},
    {"gt__int8_zero_dim__int32_zero_dim", kArgs497, kOutcomes432},
    {"gt__int8_zero_dim__int64_zero_dim", kArgs498, kOutcomes432},
    {"gt__int8_zero_dim__float16_zero_dim", kArgs499, kOutcomes432},
    {"gt__int8_zero_dim__bfloat16_zero_dim", kArgs500, kOutcomes432},
    {"gt__int8_zero_dim__float32_zero_dim", kArgs501, kOutcomes432},
    {"gt__int8_zero_dim__float64_zero_dim", kArgs502, kOutcomes432},
    {"gt__int8_zero_dim__complex32_zero_dim", kArgs503, kOutcomes30},
    {"gt__int8_zero_dim__complex64_zero_dim", kArgs504, kOutcomes33},
    {"gt__int8_zero_dim__complex128_zero_dim", kArgs505, kOutcomes36},
    {"gt__int8_zero_dim__bool_scalar", kArgs506, kOutcomes446},
    {"gt__int8_zero_dim__int_scalar", kArgs507, kOutcomes446},
    {"gt__int8_zero_dim__float_scalar", kArgs508, kOutcomes446},
    {"gt__int8_zero_dim__complex_scalar", kArgs509, kOutcomes55},
    {"gt__int16_zero_dim__bool_dimensioned", kArgs510, kOutcomes18},
    {"gt__int16_zero_dim__uint8_dimensioned", kArgs511, kOutcomes18},
    {"gt__int16_zero_dim__int8_dimensioned", kArgs512, kOutcomes18},
    {"gt__int16_zero_dim__int16_dimensioned", kArgs513, kOutcomes18},
    {"gt__int16_zero_dim__int32_dimensioned", kArgs514, kOutcomes18},
    {"gt__int16_zero_dim__int64_dimensioned", kArgs515, kOutcomes18},
    {"gt__int16_zero_dim__float16_dimensioned", kArgs516, kOutcomes18},
    {"gt__int16_zero_dim__bfloat16_dimensioned", kArgs517, kOutcomes18},
    {"gt__int16_zero_dim__float32_dimensioned", kArgs518, kOutcomes18},
    {"gt__int16_zero_dim__float64_dimensioned", kArgs519, kOutcomes18},
    {"gt__int16_zero_dim__complex32_dimensioned", kArgs520, kOutcomes30},
    {"gt__int16_zero_dim__complex64_dimensioned", kArgs521, kOutcomes33},
    {"gt__int16_zero_dim__complex128_dimensioned", kArgs522, kOutcomes36},
    {"gt__int16_zero_dim__bool_zero_dim", kArgs523, kOutcomes432},
    {"gt__int16_zero_dim__uint8_zero_dim", kArgs524, kOutcomes432},
    {"gt__int16_zero_dim__int8_zero_dim", kArgs525, kOutcomes432},
    {"gt__int16_zero_dim__int16_zero_dim", kArgs526, kOutcomes432},
    {"gt__int16_zero_dim__int32_zero_dim", kArgs527, kOutcomes432},
    {"gt__int16_zero_dim__int64_zero_dim", kArgs528, kOutcomes432},
    {"gt__int16_zero_dim__float16_zero_dim", kArgs529, kOutcomes432},
    {"gt__int16_zero_dim__bfloat16_zero_dim", kArgs530, kOutcomes432},
    {"gt__int16_zero_dim__float32_zero_dim", kArgs531, kOutcomes432},
    {"gt__int16_zero_dim__float64_zero_dim", kArgs532, kOutcomes432},
    {"gt__int16_zero_dim__complex32_zero_dim", kArgs533, kOutcomes30},
    {"gt__int16_zero_dim__complex64_zero_dim", kArgs534, kOutcomes33},
    {"gt__int16_zero_dim__complex128_zero_dim", kArgs535, kOutcomes36},
    {"gt__int16_zero_dim__bool_scalar", kArgs536, kOutcomes446},
    {"gt__int16_zero_dim__int_scalar", kArgs537, kOutcomes446},
    {"gt__int16_zero_dim__float_scalar", kArgs538, kOutcomes446},
    {"gt__int16_zero_dim__complex_scalar", kArgs539, kOutcomes55},
    {"gt__int32_zero_dim__bool_dimensioned", kArgs540, kOutcomes18},
    {"gt__int32_zero_dim__uint8_dimensioned", kArgs541, kOutcomes18},
    {"gt__int32_zero_dim__int8_dimensioned", kArgs542, kOutcomes18},
    {"gt__int32_zero_dim__int16_dimensioned", kArgs543, kOutcomes18},
    {"gt__int32_zero_dim__int32_dimensioned", kArgs544, kOutcomes18},
    {"gt__int32_zero_dim__int64_dimensioned", kArgs545, kOutcomes18},
    {"gt__int32_zero_dim__float16_dimensioned", kArgs546, kOutcomes18},
    {"gt__int32_zero_dim__bfloat16_dimensioned", kArgs547, kOutcomes18},
    {"gt__int32_zero_dim__float32_dimensioned", kArgs548, kOutcomes18},
    {"gt__int32_zero_dim__float64_dimensioned", kArgs549, kOutcomes18},
    {"gt__int32_zero_dim__complex32_dimensioned", kArgs550, kOutcomes30},
    {"gt__int32_zero_dim__complex64_dimensioned", kArgs551, kOutcomes33},
    {"gt__int32_zero_dim__complex128_dimensioned", kArgs552, kOutcomes36},
    {"gt__int32_zero_dim__bool_zero_dim", kArgs553, kOutcomes432},
    {"gt__int32_zero_dim__uint8_zero_dim", kArgs554, kOutcomes432},
    {"gt__int32_zero_dim__int8_zero_dim", kArgs555, kOutcomes432},
    {"gt__int32_zero_dim__int16_zero_dim", kArgs556, kOutcomes432},
    {"gt__int32_zero_dim__int32_zero_dim", kArgs557, kOutcomes432},
    {"gt__int32_zero_dim__int64_zero_dim", kArgs558, kOutcomes432},
    {"gt__int32_zero_dim__float16_zero_dim", kArgs559, kOutcomes432},
    {"gt__int32_zero_dim__bfloat16_zero_dim", kArgs560, kOutcomes432},
    {"gt__int32_zero_dim__float32_zero_dim", kArgs561, kOutcomes432},
    {"gt__int32_zero_dim__float64_zero_dim", kArgs562, kOutcomes432},
    {"gt__int32_zero_dim__complex32_zero_dim", kArgs563, kOutcomes30},
    {"gt__int32_zero_dim__complex64_zero_dim", kArgs564, kOutcomes33},
    {"gt__int32_zero_dim__complex128_zero_dim", kArgs565, kOutcomes36},
    {"gt__int32_zero_dim__bool_scalar", kArgs566, kOutcomes446},
    {"gt__int32_zero_dim__int_scalar", kArgs567, kOutcomes446},
    {"gt__int32_zero_dim__float_scalar", kArgs568, kOutcomes446},
    {"gt__int32_zero_dim__complex_scalar", kArgs569, kOutcomes55},
    {"gt__int64_zero_dim__bool_dimensioned", kArgs570, kOutcomes18},
    {"gt__int64_zero_dim__uint8_dimensioned", kArgs571, kOutcomes18},
    {"gt__int64_zero_dim__int8_dimensioned", kArgs572, kOutcomes18},
    {"gt__int64_zero_dim__int16_dimensioned", kArgs573, kOutcomes18},
    {"gt__int64_zero_dim__int32_dimensioned", kArgs574, kOutcomes18},
    {"gt__int64_zero_dim__int64_dimensioned", kArgs575, kOutcomes18},
    {"gt__int64_zero_dim__float16_dimensioned", kArgs576, kOutcomes18},
    {"gt__int64_zero_dim__bfloat16_dimensioned", kArgs577, kOutcomes18},
    {"gt__int64_zero_dim__float32_dimensioned", kArgs578, kOutcomes18},
    {"gt__int64_zero_dim__float64_dimensioned", kArgs579, kOutcomes18},
    {"gt__int64_zero_dim__complex32_dimensioned", kArgs580, kOutcomes30},
    {"gt__int64_zero_dim__complex64_dimensioned", kArgs581, kOutcomes33},
    {"gt__int64_zero_dim__complex128_dimensioned", kArgs582, kOutcomes36},
    {"gt__int64_zero_dim__bool_zero_dim", kArgs583, kOutcomes432},
    {"gt__int64_zero_dim__uint8_zero_dim", kArgs584, kOutcomes432},
    {"gt__int64_zero_dim__int8_zero_dim", kArgs585, kOutcomes432},
    {"gt__int64_zero_dim__int16_zero_dim", kArgs586, kOutcomes432},
    {"gt__int64_zero_dim__int32_zero_dim", kArgs587, kOutcomes432},
    {"gt__int64_zero_dim__int64_zero_dim", kArgs588, kOutcomes432},
    {"gt__int64_zero_dim__float16_zero_dim", kArgs589, kOutcomes432},
    {"gt__int64_zero_dim__bfloat16_zero_dim", kArgs590, kOutcomes432},
    {"gt__int64_zero_dim__float32_zero_dim", kArgs591, kOutcomes432},
    {"gt__int64_zero_dim__float64_zero_dim", kArgs592, kOutcomes432},
    {"gt__int64_zero_dim__complex32_zero_dim", kArgs593, kOutcomes30},
    {"gt__int64_zero_dim__complex64_zero_dim", kArgs594, kOutcomes33},
    {"gt__int64_zero_dim__complex128_zero_dim", kArgs595, kOutcomes36},
    {"gt__int64_zero_dim__bool_scalar", kArgs596, kOutcomes446},
    {"gt__int64_zero_dim__int_scalar", kArgs597, kOutcomes446},
    {"gt__int64_zero_dim__float_scalar", kArgs598, kOutcomes446},
    {"gt__int64_zero_dim__complex_scalar", kArgs599, kOutcomes55},
    {"gt__float16_zero_dim__bool_dimensioned", kArgs600, kOutcomes18},
    {"gt__float16_zero_dim__uint8_dimensioned", kArgs601, kOutcomes18},
    {"gt__float16_zero_dim__int8_dimensioned", kArgs602, kOutcomes18},
    {"gt__float16_zero_dim__int16_dimensioned", kArgs603, kOutcomes18},
    {"gt__float16_zero_dim__int32_dimensioned", kArgs604, kOutcomes18},
    {"gt__float16_zero_dim__int64_dimensioned", kArgs605, kOutcomes18},
    {"gt__float16_zero_dim__float16_dimensioned", kArgs606, kOutcomes18},
    {"gt__float16_zero_dim__bfloat16_dimensioned", kArgs607, kOutcomes18},
    {"gt__float16_zero_dim__float32_dimensioned", kArgs608, kOutcomes18},
    {"gt__float16_zero_dim__float64_dimensioned", kArgs609, kOutcomes18},
    {"gt__float16_zero_dim__complex32_dimensioned", kArgs610, kOutcomes30},
    {"gt__float16_zero_dim__complex64_dimensioned", kArgs611, kOutcomes33},
    {"gt__float16_zero_dim__complex128_dimensioned", kArgs612, kOutcomes36},
    {"gt__float16_zero_dim__bool_zero_dim", kArgs613, kOutcomes432},
    {"gt__float16_zero_dim__uint8_zero_dim", kArgs614, kOutcomes432},
    {"gt__float16_zero_dim__int8_zero_dim", kArgs615, kOutcomes432},
    {"gt__float16_zero_dim__int16_zero_dim", kArgs616, kOutcomes432},
    {"gt__float16_zero_dim__int32_zero_dim", kArgs617, kOutcomes432},
    {"gt__float16_zero_dim__int64_zero_dim", kArgs618, kOutcomes432},
    {"gt__float16_zero_dim__float16_zero_dim", kArgs619, kOutcomes432},
    {"gt__float16_zero_dim__bfloat16_zero_dim", kArgs620, kOutcomes432},
    {"gt__float16_zero_dim__float32_zero_dim", kArgs621, kOutcomes432},
    {"gt__float16_zero_dim__float64_zero_dim", kArgs622, kOutcomes432},
    {"gt__float16_zero_dim__complex32_zero_dim", kArgs623, kOutcomes30},
    {"gt__float16_zero_dim__complex64_zero_dim", kArgs624, kOutcomes33},
    {"gt__float16_zero_dim__complex128_zero_dim", kArgs625, kOutcomes36},
    {"gt__float16_zero_dim__bool_scalar", kArgs626, kOutcomes446},
    {"gt__float16_zero_dim__int_scalar", kArgs627, kOutcomes446},
    {"gt__float16_zero_dim__float_scalar", kArgs628, kOutcomes446},
    {"gt__float16_zero_dim__complex_scalar", kArgs629, kOutcomes236},
    {"gt__bfloat16_zero_dim__bool_dimensioned", kArgs630, kOutcomes18},
    {"gt__bfloat16_zero_dim__uint8_dimensioned", kArgs631, kOutcomes18},
    {"gt__bfloat16_zero_dim__int8_dimensioned", kArgs632, kOutcomes18},
    {"gt__bfloat16_zero_dim__int16_dimensioned", kArgs633, kOutcomes18},
    {"gt__bfloat16_zero_dim__int32_dimensioned", kArgs634, kOutcomes18},
    {"gt__bfloat16_zero_dim__int64_dimensioned", kArgs635, kOutcomes18},
    {"gt__bfloat16_zero_dim__float16_dimensioned", kArgs636, kOutcomes18},
    {"gt__bfloat16_zero_dim__bfloat16_dimensioned", kArgs637, kOutcomes18},
    {"gt__bfloat16_zero_dim__float32_dimensioned", kArgs638, kOutcomes18},
    {"gt__bfloat16_zero_dim__float64_dimensioned", kArgs639, kOutcomes18},
    {"gt__bfloat16_zero_dim__complex32_dimensioned", kArgs640, kOutcomes30},
    {"gt__bfloat16_zero_dim__complex64_dimensioned", kArgs641, kOutcomes33},
    {"gt__bfloat16_zero_dim__complex128_dimensioned", kArgs642, kOutcomes36},
    {"gt__bfloat16_zero_dim__bool_zero_dim", kArgs643, kOutcomes432},
    {"gt__bfloat16_zero_dim__uint8_zero_dim", kArgs644, kOutcomes432},
    {"gt__bfloat16_zero_dim__int8_zero_dim", kArgs645, kOutcomes432},
    {"gt__bfloat16_zero_dim__int16_zero_dim", kArgs646, kOutcomes432},
    {"gt__bfloat16_zero_dim__int32_zero_dim", kArgs647, kOutcomes432},
    {"gt__bfloat16_zero_dim__int64_zero_dim", kArgs648, kOutcomes432},
    {"gt__bfloat16_zero_dim__float16_zero_dim", kArgs649, kOutcomes432},
    {"gt__bfloat16_zero_dim__bfloat16_zero_dim", kArgs650, kOutcomes432},
    {"gt__bfloat16_zero_dim__float32_zero_dim", kArgs651, kOutcomes432},
    {"gt__bfloat16_zero_dim__float64_zero_dim", kArgs652, kOutcomes432},
    {"gt__bfloat16_zero_dim__complex32_zero_dim", kArgs653, kOutcomes33},
    {"gt__bfloat16_zero_dim__complex64_zero_dim", kArgs654, kOutcomes33},
    {"gt__bfloat16_zero_dim__complex128_zero_dim", kArgs655, kOutcomes36},
    {"gt__bfloat16_zero_dim__bool_scalar", kArgs656, kOutcomes446},
    {"gt__bfloat16_zero_dim__int_scalar", kArgs657, kOutcomes446},
    {"gt__bfloat16_zero_dim__float_scalar", kArgs658, kOutcomes446},
    {"gt__bfloat16_zero_dim__complex_scalar", kArgs659, kOutcomes55},
    {"gt__float32_zero_dim__bool_dimensioned", kArgs660, kOutcomes18},
    {"gt__float32_zero_dim__uint8_dimensioned", kArgs661, kOutcomes18},
    {"gt__float32_zero_dim__int8_dimensioned", kArgs662, kOutcomes18},
    {"gt__float32_zero_dim__int16_dimensioned", kArgs663, kOutcomes18},
    {"gt__float32_zero_dim__int32_dimensioned", kArgs664, kOutcomes18},
    {"gt__float32_zero_dim__int64_dimensioned", kArgs665, kOutcomes18},
    {"gt__float32_zero_dim__float16_dimensioned", kArgs666, kOutcomes18},
    {"gt__float32_zero_dim__bfloat16_dimensioned", kArgs667, kOutcomes18},
    {"gt__float32_zero_dim__float32_dimensioned", kArgs668, kOutcomes18},
    {"gt__float32_zero_dim__float64_dimensioned", kArgs669, kOutcomes18},
    {"gt__float32_zero_dim__complex32_dimensioned", kArgs670, kOutcomes30},
    {"gt__float32_zero_dim__complex64_dimensioned", kArgs671, kOutcomes33},
    {"gt__float32_zero_dim__complex128_dimensioned", kArgs672, kOutcomes36},
    {"gt__float32_zero_dim__bool_zero_dim", kArgs673, kOutcomes432},
    {"gt__float32_zero_dim__uint8_zero_dim", kArgs674, kOutcomes432},
    {"gt__float32_zero_dim__int8_zero_dim", kArgs675, kOutcomes432},
    {"gt__float32_zero_dim__int16_zero_dim", kArgs676, kOutcomes432},
    {"gt__float32_zero_dim__int32_zero_dim", kArgs677, kOutcomes432},
    {"gt__float32_zero_dim__int64_zero_dim", kArgs678, kOutcomes432},
    {"gt__float32_zero_dim__float16_zero_dim", kArgs679, kOutcomes432},
    {"gt__float32_zero_dim__bfloat16_zero_dim", kArgs680, kOutcomes432},
    {"gt__float32_zero_dim__float32_zero_dim", kArgs681, kOutcomes432},
    {"gt__float32_zero_dim__float64_zero_dim", kArgs682, kOutcomes432},
    {"gt__float32_zero_dim__complex32_zero_dim", kArgs683, kOutcomes33},
    {"gt__float32_zero_dim__complex64_zero_dim", kArgs684, kOutcomes33},
    {"gt__float32_zero_dim__complex128_zero_dim", kArgs685, kOutcomes36},
    {"gt__float32_zero_dim__bool_scalar", kArgs686, kOutcomes446},
    {"gt__float32_zero_dim__int_scalar", kArgs687, kOutcomes446},
    {"gt__float32_zero_dim__float_scalar", kArgs688, kOutcomes446},
    {"gt__float32_zero_dim__complex_scalar", kArgs689, kOutcomes55},
    {"gt__float64_zero_dim__bool_dimensioned", kArgs690, kOutcomes18},
    {"gt__float64_zero_dim__uint8_dimensioned", kArgs691, kOutcomes18},
    {"gt__float64_zero_dim__int8_dimensioned", kArgs692, kOutcomes18},
    {"gt__float64_zero_dim__int16_dimensioned", kArgs693, kOutcomes18},
    {"gt__float64_zero_dim__int32_dimensioned", kArgs694, kOutcomes18},
    {"gt__float64_zero_dim__int64_dimensioned", kArgs695, kOutcomes18},
    {"gt__float64_zero_dim__float16_dimensioned", kArgs696, kOutcomes18},
    {"gt__float64_zero_dim__bfloat16_dimensioned", kArgs697, kOutcomes18},
    {"gt__float64_zero_dim__float32_dimensioned", kArgs698, kOutcomes18},
    {"gt__float64_zero_dim__float64_dimensioned", kArgs699, kOutcomes18},
    {"gt__float64_zero_dim__complex32_dimensioned", kArgs700, kOutcomes30},
    {"gt__float64_zero_dim__complex64_dimensioned", kArgs701, kOutcomes33},
    {"gt__float64_zero_dim__complex128_dimensioned", kArgs702, kOutcomes36},
    {"gt__float64_zero_dim__bool_zero_dim", kArgs703, kOutcomes432},
    {"gt__float64_zero_dim__uint8_zero_dim", kArgs704, kOutcomes432},
    {"gt__float64_zero_dim__int8_zero_dim", kArgs705, kOutcomes432},
    {"gt__float64_zero_dim__int16_zero_dim", kArgs706, kOutcomes432},
    {"gt__float64_zero_dim__int32_zero_dim", kArgs707, kOutcomes432},
    {"gt__float64_zero_dim__int64_zero_dim", kArgs708, kOutcomes432},
    {"gt__float64_zero_dim__float16_zero_dim", kArgs709, kOutcomes432},
    {"gt__float64_zero_dim__bfloat16_zero_dim", kArgs710, kOutcomes432},
    {"gt__float64_zero_dim__float32_zero_dim", kArgs711, kOutcomes432},
    {"gt__float64_zero_dim__float64_zero_dim", kArgs712, kOutcomes432},
    {"gt__float64_zero_dim__complex32_zero_dim", kArgs713, kOutcomes36},
    {"gt__float64_zero_dim__complex64_zero_dim", kArgs714, kOutcomes36},
    {"gt__float64_zero_dim__complex128_zero_dim", kArgs715, kOutcomes36},
    {"gt__float64_zero_dim__bool_scalar", kArgs716, kOutcomes446},
    {"gt__float64_zero_dim__int_scalar", kArgs717, kOutcomes446},
    {"gt__float64_zero_dim__float_scalar", kArgs718, kOutcomes446},
    {"gt__float64_zero_dim__complex_scalar", kArgs719, kOutcomes327},
    {"gt__complex32_zero_dim__bool_dimensioned", kArgs720, kOutcomes30},
    {"gt__complex32_zero_dim__uint8_dimensioned", kArgs721, kOutcomes30},
    {"gt__complex32_zero_dim__int8_dimensioned", kArgs722, kOutcomes30},
    {"gt__complex32_zero_dim__int16_dimensioned", kArgs723, kOutcomes30},
    {"gt__complex32_zero_dim__int32_dimensioned", kArgs724, kOutcomes30},
    {"gt__complex32_zero_dim__int64_dimensioned", kArgs725, kOutcomes30},
    {"gt__complex32_zero_dim__float16_dimensioned", kArgs726, kOutcomes30},
    {"gt__complex32_zero_dim__bfloat16_dimensioned", kArgs727, kOutcomes33},
    {"gt__complex32_zero_dim__float32_dimensioned", kArgs728, kOutcomes33},
    {"gt__complex32_zero_dim__float64_dimensioned", kArgs729, kOutcomes36},
    {"gt__complex32_zero_dim__complex32_dimensioned", kArgs730, kOutcomes30},
    {"gt__complex32_zero_dim__complex64_dimensioned", kArgs731, kOutcomes33},
    {"gt__complex32_zero_dim__complex128_dimensioned", kArgs732, kOutcomes36},
    {"gt__complex32_zero_dim__bool_zero_dim", kArgs733, kOutcomes30},
    {"gt__complex32_zero_dim__uint8_zero_dim", kArgs734, kOutcomes30},
    {"gt__complex32_zero_dim__int8_zero_dim", kArgs735, kOutcomes30},
    {"gt__complex32_zero_dim__int16_zero_dim", kArgs736, kOutcomes30},
    {"gt__complex32_zero_dim__int32_zero_dim", kArgs737, kOutcomes30},
    {"gt__complex32_zero_dim__int64_zero_dim", kArgs738, kOutcomes30},
    {"gt__complex32_zero_dim__float16_zero_dim", kArgs739, kOutcomes30},
    {"gt__complex32_zero_dim__bfloat16_zero_dim", kArgs740, kOutcomes33},
    {"gt__complex32_zero_dim__float32_zero_dim", kArgs741, kOutcomes33},
    {"gt__complex32_zero_dim__float64_zero_dim", kArgs742, kOutcomes36},
    {"gt__complex32_zero_dim__complex32_zero_dim", kArgs743, kOutcomes30},
    {"gt__complex32_zero_dim__complex64_zero_dim", kArgs744, kOutcomes33},
    {"gt__complex32_zero_dim__complex128_zero_dim", kArgs745, kOutcomes36},
    {"gt__complex32_zero_dim__bool_scalar", kArgs746, kOutcomes236},
    {"gt__complex32_zero_dim__int_scalar", kArgs747, kOutcomes236},
    {"gt__complex32_zero_dim__float_scalar", kArgs748, kOutcomes236},
    {"gt__complex32_zero_dim__complex_scalar", kArgs749, kOutcomes236},
    {"gt__complex64_zero_dim__bool_dimensioned", kArgs750, kOutcomes33},
    {"gt__complex64_zero_dim__uint8_dimensioned", kArgs751, kOutcomes33},
    {"gt__complex64_zero_dim__int8_dimensioned", kArgs752, kOutcomes33},
    {"gt__complex64_zero_dim__int16_dimensioned", kArgs753, kOutcomes33},
    {"gt__complex64_zero_dim__int32_dimensioned", kArgs754, kOutcomes33},
    {"gt__complex64_zero_dim__int64_dimensioned", kArgs755, kOutcomes33},
    {"gt__complex64_zero_dim__float16_dimensioned", kArgs756, kOutcomes30},
    {"gt__complex64_zero_dim__bfloat16_dimensioned", kArgs757, kOutcomes33},
    {"gt__complex64_zero_dim__float32_dimensioned", kArgs758, kOutcomes33},
    {"gt__complex64_zero_dim__float64_dimensioned", kArgs759, kOutcomes36},
    {"gt__complex64_zero_dim__complex32_dimensioned", kArgs760, kOutcomes30},
    {"gt__complex64_zero_dim__complex64_dimensioned", kArgs761, kOutcomes33},
    {"gt__complex64_zero_dim__complex128_dimensioned", kArgs762, kOutcomes36},
    {"gt__complex64_zero_dim__bool_zero_dim", kArgs763, kOutcomes33},
    {"gt__complex64_zero_dim__uint8_zero_dim", kArgs764, kOutcomes33},
    {"gt__complex64_zero_dim__int8_zero_dim", kArgs765, kOutcomes33},
    {"gt__complex64_zero_dim__int16_zero_dim", kArgs766, kOutcomes33},
    {"gt__complex64_zero_dim__int32_zero_dim", kArgs767, kOutcomes33},
    {"gt__complex64_zero_dim__int64_zero_dim", kArgs768, kOutcomes33},
    {"gt__complex64_zero_dim__float16_zero_dim", kArgs769, kOutcomes33},
    {"gt__complex64_zero_dim__bfloat16_zero_dim", kArgs770, kOutcomes33},
    {"gt__complex64_zero_dim__float32_zero_dim", kArgs771, kOutcomes33},
    {"gt__complex64_zero_dim__float64_zero_dim", kArgs772, kOutcomes36},
    {"gt__complex64_zero_dim__complex32_zero_dim", kArgs773, kOutcomes33},
    {"gt__complex64_zero_dim__complex64_zero_dim", kArgs774, kOutcomes33},
    {"gt__complex64_zero_dim__complex128_zero_dim", kArgs775, kOutcomes36},
    {"gt__complex64_zero_dim__bool_scalar", kArgs776, kOutcomes55},
    {"gt__complex64_zero_dim__int_scalar", kArgs777, kOutcomes55},
    {"gt__complex64_zero_dim__float_scalar", kArgs778, kOutcomes55},
    {"gt__complex64_zero_dim__complex_scalar", kArgs779, kOutcomes55},
    {"gt__complex128_zero_dim__bool_dimensioned", kArgs780, kOutcomes36},
    {"gt__complex128_zero_dim__uint8_dimensioned", kArgs781, kOutcomes36},
    {"gt__complex128_zero_dim__int8_dimensioned", kArgs782, kOutcomes36},
    {"gt__complex128_zero_dim__int16_dimensioned", kArgs783, kOutcomes36},
    {"gt__complex128_zero_dim__int32_dimensioned", kArgs784, kOutcomes36},
    {"gt__complex128_zero_dim__int64_dimensioned", kArgs785, kOutcomes36},
    {"gt__complex128_zero_dim__float16_dimensioned", kArgs786, kOutcomes30},
    {"gt__complex128_zero_dim__bfloat16_dimensioned", kArgs787, kOutcomes33},
    {"gt__complex128_zero_dim__float32_dimensioned", kArgs788, kOutcomes33},
    {"gt__complex128_zero_dim__float64_dimensioned", kArgs789, kOutcomes36},
    {"gt__complex128_zero_dim__complex32_dimensioned", kArgs790, kOutcomes30},
    {"gt__complex128_zero_dim__complex64_dimensioned", kArgs791, kOutcomes33},
    {"gt__complex128_zero_dim__complex128_dimensioned", kArgs792, kOutcomes36},
    {"gt__complex128_zero_dim__bool_zero_dim", kArgs793, kOutcomes36},
    {"gt__complex128_zero_dim__uint8_zero_dim", kArgs794, kOutcomes36},
    {"gt__complex128_zero_dim__int8_zero_dim", kArgs795, kOutcomes36},
    {"gt__complex128_zero_dim__int16_zero_dim", kArgs796, kOutcomes36},
    {"gt__complex128_zero_dim__int32_zero_dim", kArgs797, kOutcomes36},
    {"gt__complex128_zero_dim__int64_zero_dim", kArgs798, kOutcomes36},
    {"gt__complex128_zero_dim__float16_zero_dim", kArgs799, kOutcomes36},
    {"gt__complex128_zero_dim__bfloat16_zero_dim", kArgs800, kOutcomes36},
    {"gt__complex128_zero_dim__float32_zero_dim", kArgs801, kOutcomes36},
    {"gt__complex128_zero_dim__float64_zero_dim", kArgs802, kOutcomes36},
    {"gt__complex128_zero_dim__complex32_zero_dim", kArgs803, kOutcomes36},
    {"gt__complex128_zero_dim__complex64_zero_dim", kArgs804, kOutcomes36},
    {"gt__complex128_zero_dim__complex128_zero_dim", kArgs805, kOutcomes36},
    {"gt__complex128_zero_dim__bool_scalar", kArgs806, kOutcomes327},
    {"gt__complex128_zero_dim__int_scalar", kArgs807, kOutcomes327},
    {"gt__complex128_zero_dim__float_scalar", kArgs808, kOutcomes327},
    {"gt__complex128_zero_dim__complex_scalar", kArgs809, kOutcomes327},
};
constexpr Outcome kOutcomes810[] = {call(2).dtype(kBool).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes811[] = {call(2).raises(&kError29)};
constexpr Outcome kOutcomes812[] = {call(2).raises(&kError32)};
constexpr Outcome kOutcomes813[] = {call(2).raises(&kError35)};
constexpr Outcome kOutcomes814[] = {call(7).dtype(kBool).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes815[] = {call(7).raises(&kError32)};
constexpr Outcome kOutcomes816[] = {call(2).dtype(kUInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes817[] = {call(7).dtype(kUInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes818[] = {call(2).dtype(kInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes819[] = {call(7).dtype(kInt8).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes820[] = {call(2).dtype(kInt16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes821[] = {call(7).dtype(kInt16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes822[] = {call(2).dtype(kInt32).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes823[] = {call(7).dtype(kInt32).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes824[] = {call(2).dtype(kInt64).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes825[] = {call(7).dtype(kInt64).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes826[] = {call(2).dtype(kHalf).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes827[] = {call(7).dtype(kHalf).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes828[] = {call(7).raises(&kError29)};
constexpr Outcome kOutcomes829[] = {call(2).dtype(kBFloat16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes830[] = {call(7).dtype(kBFloat16).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes831[] = {call(2).dtype(kFloat).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes832[] = {call(7).dtype(kFloat).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes833[] = {call(2).dtype(kDouble).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes834[] = {call(7).dtype(kDouble).shape(kInts16).same_as(SameAs::Self)};
constexpr Outcome kOutcomes835[] = {call(7).raises(&kError35)};
constexpr ArgSpec kOut836 = tensor_spec(kBool, kInts16);
constexpr Outcome kOutcomes837[] = {call(3).out_tensor(&kOut836).dtype(kBool).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut838 = tensor_spec(kUInt8, kInts16);
constexpr Outcome kOutcomes839[] = {call(3).out_tensor(&kOut838).dtype(kUInt8).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut840 = tensor_spec(kInt8, kInts16);
constexpr Outcome kOutcomes841[] = {call(3).out_tensor(&kOut840).dtype(kInt8).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut842 = tensor_spec(kInt16, kInts16);
constexpr Outcome kOutcomes843[] = {call(3).out_tensor(&kOut842).dtype(kInt16).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut844 = tensor_spec(kInt32, kInts16);
constexpr Outcome kOutcomes845[] = {call(3).out_tensor(&kOut844).dtype(kInt32).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut846 = tensor_spec(kInt64, kInts16);
constexpr Outcome kOutcomes847[] = {call(3).out_tensor(&kOut846).dtype(kInt64).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut848 = tensor_spec(kHalf, kInts16);
constexpr Outcome kOutcomes849[] = {call(3).out_tensor(&kOut848).dtype(kHalf).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut850 = tensor_spec(kBFloat16, kInts16);
constexpr Outcome kOutcomes851[] = {call(3).out_tensor(&kOut850).dtype(kBFloat16).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut852 = tensor_spec(kFloat, kInts16);
constexpr Outcome kOutcomes853[] = {call(3).out_tensor(&kOut852).dtype(kFloat).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut854 = tensor_spec(kDouble, kInts16);
constexpr Outcome kOutcomes855[] = {call(3).out_tensor(&kOut854).dtype(kDouble).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut856 = tensor_spec(kComplexHalf, kInts16);
constexpr Outcome kOutcomes857[] = {call(3).out_tensor(&kOut856).dtype(kComplexHalf).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut858 = tensor_spec(kComplexFloat, kInts16);
constexpr Outcome kOutcomes859[] = {call(3).out_tensor(&kOut858).dtype(kComplexFloat).shape(kInts16).same_as(SameAs::Out)};
constexpr ArgSpec kOut860 = tensor_spec(kComplexDouble, kInts16);
constexpr Outcome kOutcomes861[] = {call(3).out_tensor(&kOut860).dtype(kComplexDouble).shape(kInts16).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"gt__inplace__bool_dimensioned__bool_dimensioned", kArgs17, kOutcomes810},
    {"gt__inplace__bool_dimensioned__uint8_dimensioned", kArgs19, kOutcomes810},
    {"gt__inplace__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes810},
    {"gt__inplace__bool_dimensioned__int16_dimensioned", kArgs21, kOutcomes810},
    {"gt__inplace__bool_dimensioned__int32_dimensioned", kArgs22, kOutcomes810},
    {"gt__inplace__bool_dimensioned__int64_dimensioned", kArgs23, kOutcomes810},
    {"gt__inplace__bool_dimensioned__float16_dimensioned", kArgs24, kOutcomes810},
    {"gt__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs25, kOutcomes810},
    {"gt__inplace__bool_dimensioned__float32_dimensioned", kArgs26, kOutcomes810},
    {"gt__inplace__bool_dimensioned__float64_dimensioned", kArgs27, kOutcomes810},
    {"gt__inplace__bool_dimensioned__complex32_dimensioned", kArgs28, kOutcomes811},
    {"gt__inplace__bool_dimensioned__complex64_dimensioned", kArgs31, kOutcomes812},
    {"gt__inplace__bool_dimensioned__complex128_dimensioned", kArgs34, kOutcomes813},
    {"gt__inplace__bool_dimensioned__bool_scalar", kArgs50, kOutcomes814},
    {"gt__inplace__bool_dimensioned__int_scalar", kArgs52, kOutcomes814},
    {"gt__inplace__bool_dimensioned__float_scalar", kArgs53, kOutcomes814},
    {"gt__inplace__bool_dimensioned__complex_scalar", kArgs54, kOutcomes815},
    {"gt__inplace__uint8_dimensioned__bool_dimensioned", kArgs56, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__uint8_dimensioned", kArgs57, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__int8_dimensioned", kArgs58, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__int16_dimensioned", kArgs59, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__int32_dimensioned", kArgs60, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__int64_dimensioned", kArgs61, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__float16_dimensioned", kArgs62, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs63, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__float32_dimensioned", kArgs64, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__float64_dimensioned", kArgs65, kOutcomes816},
    {"gt__inplace__uint8_dimensioned__complex32_dimensioned", kArgs66, kOutcomes811},
    {"gt__inplace__uint8_dimensioned__complex64_dimensioned", kArgs67, kOutcomes812},
    {"gt__inplace__uint8_dimensioned__complex128_dimensioned", kArgs68, kOutcomes813},
    {"gt__inplace__uint8_dimensioned__bool_scalar", kArgs82, kOutcomes817},
    {"gt__inplace__uint8_dimensioned__int_scalar", kArgs83, kOutcomes817},
    {"gt__inplace__uint8_dimensioned__float_scalar", kArgs84, kOutcomes817},
    {"gt__inplace__uint8_dimensioned__complex_scalar", kArgs85, kOutcomes815},
    {"gt__inplace__int8_dimensioned__bool_dimensioned", kArgs86, kOutcomes818},
    {"gt__inplace__int8_dimensioned__uint8_dimensioned", kArgs87, kOutcomes818},
    {"gt__inplace__int8_dimensioned__int8_dimensioned", kArgs88, kOutcomes818},
    {"gt__inplace__int8_dimensioned__int16_dimensioned", kArgs89, kOutcomes818},
    {"gt__inplace__int8_dimensioned__int32_dimensioned", kArgs90, kOutcomes818},
    {"gt__inplace__int8_dimensioned__int64_dimensioned", kArgs91, kOutcomes818},
    {"gt__inplace__int8_dimensioned__float16_dimensioned", kArgs92, kOutcomes818},
    {"gt__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs93, kOutcomes818},
    {"gt__inplace__int8_dimensioned__float32_dimensioned", kArgs94, kOutcomes818},
    {"gt__inplace__int8_dimensioned__float64_dimensioned", kArgs95, kOutcomes818},
    {"gt__inplace__int8_dimensioned__complex32_dimensioned", kArgs96, kOutcomes811},
    {"gt__inplace__int8_dimensioned__complex64_dimensioned", kArgs97, kOutcomes812},
    {"gt__inplace__int8_dimensioned__complex128_dimensioned", kArgs98, kOutcomes813},
    {"gt__inplace__int8_dimensioned__bool_scalar", kArgs112, kOutcomes819},
    {"gt__inplace__int8_dimensioned__int_scalar", kArgs113, kOutcomes819},
    {"gt__inplace__int8_dimensioned__float_scalar", kArgs114, kOutcomes819},
    {"gt__inplace__int8_dimensioned__complex_scalar", kArgs115, kOutcomes815},
    {"gt__inplace__int16_dimensioned__bool_dimensioned", kArgs116, kOutcomes820},
    {"gt__inplace__int16_dimensioned__uint8_dimensioned", kArgs117, kOutcomes820},
    {"gt__inplace__int16_dimensioned__int8_dimensioned", kArgs118, kOutcomes820},
    {"gt__inplace__int16_dimensioned__int16_dimensioned", kArgs119, kOutcomes820},
    {"gt__inplace__int16_dimensioned__int32_dimensioned", kArgs120, kOutcomes820},
    {"gt__inplace__int16_dimensioned__int64_dimensioned", kArgs121, kOutcomes820},
    {"gt__inplace__int16_dimensioned__float16_dimensioned", kArgs122, kOutcomes820},
    {"gt__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs123, kOutcomes820},
    {"gt__inplace__int16_dimensioned__float32_dimensioned", kArgs124, kOutcomes820},
    {"gt__inplace__int16_dimensioned__float64_dimensioned", kArgs125, kOutcomes820},
    {"gt__inplace__int16_dimensioned__complex32_dimensioned", kArgs126, kOutcomes811},
    {"gt__inplace__int16_dimensioned__complex64_dimensioned", kArgs127, kOutcomes812},
    {"gt__inplace__int16_dimensioned__complex128_dimensioned", kArgs128, kOutcomes813},
    {"gt__inplace__int16_dimensioned__bool_scalar", kArgs142, kOutcomes821},
    {"gt__inplace__int16_dimensioned__int_scalar", kArgs143, kOutcomes821},
    {"gt__inplace__int16_dimensioned__float_scalar", kArgs144, kOutcomes821},
    {"gt__inplace__int16_dimensioned__complex_scalar", kArgs145, kOutcomes815},
    {"gt__inplace__int32_dimensioned__bool_dimensioned", kArgs146, kOutcomes822},
    {"gt__inplace__int32_dimensioned__uint8_dimensioned", kArgs147, kOutcomes822},
    {"gt__inplace__int32_dimensioned__int8_dimensioned", kArgs148, kOutcomes822},
    {"gt__inplace__int32_dimensioned__int16_dimensioned", kArgs149, kOutcomes822},
    {"gt__inplace__int32_dimensioned__int32_dimensioned", kArgs150, kOutcomes822},
    {"gt__inplace__int32_dimensioned__int64_dimensioned", kArgs151, kOutcomes822},
    {"gt__inplace__int32_dimensioned__float16_dimensioned", kArgs152, kOutcomes822},
    {"gt__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs153, kOutcomes822},
    {"gt__inplace__int32_dimensioned__float32_dimensioned", kArgs154, kOutcomes822},
    {"gt__inplace__int32_dimensioned__float64_dimensioned", kArgs155, kOutcomes822},
    {"gt__inplace__int32_dimensioned__complex32_dimensioned", kArgs156, kOutcomes811},
    {"gt__inplace__int32_dimensioned__complex64_dimensioned", kArgs157, kOutcomes812},
    {"gt__inplace__int32_dimensioned__complex128_dimensioned", kArgs158, kOutcomes813},
    {"gt__inplace__int32_dimensioned__bool_scalar", kArgs172, kOutcomes823},
    {"gt__inplace__int32_dimensioned__int_scalar", kArgs173, kOutcomes823},
    {"gt__inplace__int32_dimensioned__float_scalar", kArgs174, kOutcomes823},
    {"gt__inplace__int32_dimensioned__complex_scalar", kArgs175, kOutcomes815},
    {"gt__inplace__int64_dimensioned__bool_dimensioned", kArgs176, kOutcomes824},
    {"gt__inplace__int64_dimensioned__uint8_dimensioned", kArgs177, kOutcomes824},
    {"gt__inplace__int64_dimensioned__int8_dimensioned", kArgs178, kOutcomes824},
    {"gt__inplace__int64_dimensioned__int16_dimensioned", kArgs179, kOutcomes824},
    {"gt__inplace__int64_dimensioned__int32_dimensioned", kArgs180, kOutcomes824},
    {"gt__inplace__int64_dimensioned__int64_dimensioned", kArgs181, kOutcomes824},
    {"gt__inplace__int64_dimensioned__float16_dimensioned", kArgs182, kOutcomes824},
    {"gt__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs183, kOutcomes824},
    {"gt__inplace__int64_dimensioned__float32_dimensioned", kArgs184, kOutcomes824},
    {"gt__inplace__int64_dimensioned__float64_dimensioned", kArgs185, kOutcomes824},
    {"gt__inplace__int64_dimensioned__complex32_dimensioned", kArgs186, kOutcomes811},
    {"gt__inplace__int64_dimensioned__complex64_dimensioned", kArgs187, kOutcomes812},
    {"gt__inplace__int64_dimensioned__complex128_dimensioned", kArgs188, kOutcomes813},
    {"gt__inplace__int64_dimensioned__bool_scalar", kArgs202, kOutcomes825},
    {"gt__inplace__int64_dimensioned__int_scalar", kArgs203, kOutcomes825},
    {"gt__inplace__int64_dimensioned__float_scalar", kArgs204, kOutcomes825},
    {"gt__inplace__int64_dimensioned__complex_scalar", kArgs205, kOutcomes815},
    {"gt__inplace__float16_dimensioned__bool_dimensioned", kArgs206, kOutcomes826},
    {"gt__inplace__float16_dimensioned__uint8_dimensioned", kArgs207, kOutcomes826},
    {"gt__inplace__float16_dimensioned__int8_dimensioned", kArgs208, kOutcomes826},
    {"gt__inplace__float16_dimensioned__int16_dimensioned", kArgs209, kOutcomes826},
    {"gt__inplace__float16_dimensioned__int32_dimensioned", kArgs210, kOutcomes826},
    {"gt__inplace__float16_dimensioned__int64_dimensioned", kArgs211, kOutcomes826},
    {"gt__inplace__float16_dimensioned__float16_dimensioned", kArgs212, kOutcomes826},
    {"gt__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs213, kOutcomes826},
    {"gt__inplace__float16_dimensioned__float32_dimensioned", kArgs214, kOutcomes826},
    {"gt__inplace__float16_dimensioned__float64_dimensioned", kArgs215, kOutcomes826},
    {"gt__inplace__float16_dimensioned__complex32_dimensioned", kArgs216, kOutcomes811},
    {"gt__inplace__float16_dimensioned__complex64_dimensioned", kArgs217, kOutcomes812},
    {"gt__inplace__float16_dimensioned__complex128_dimensioned", kArgs218, kOutcomes813},
    {"gt__inplace__float16_dimensioned__bool_scalar", kArgs232, kOutcomes827},
    {"gt__inplace__float16_dimensioned__int_scalar", kArgs233, kOutcomes827},
    {"gt__inplace__float16_dimensioned__float_scalar", kArgs234, kOutcomes827},
    {"gt__inplace__float16_dimensioned__complex_scalar", kArgs235, kOutcomes828},
    {"gt__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs237, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs238, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs239, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs240, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs241, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs242, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs243, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs244, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs245, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs246, kOutcomes829},
    {"gt__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs247, kOutcomes812},
    {"gt__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs248, kOutcomes812},
    {"gt__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs249, kOutcomes813},
    {"gt__inplace__bfloat16_dimensioned__bool_scalar", kArgs263, kOutcomes830},
    {"gt__inplace__bfloat16_dimensioned__int_scalar", kArgs264, kOutcomes830},
    {"gt__inplace__bfloat16_dimensioned__float_scalar", kArgs265, kOutcomes830},
    {"gt__inplace__bfloat16_dimensioned__complex_scalar", kArgs266, kOutcomes815},
    {"gt__inplace__float32_dimensioned__bool_dimensioned", kArgs267, kOutcomes831},
    {"gt__inplace__float32_dimensioned__uint8_dimensioned", kArgs268, kOutcomes831},
    {"gt__inplace__float32_dimensioned__int8_dimensioned", kArgs269, kOutcomes831},
    {"gt__inplace__float32_dimensioned__int16_dimensioned", kArgs270, kOutcomes831},
    {"gt__inplace__float32_dimensioned__int32_dimensioned", kArgs271, kOutcomes831},
    {"gt__inplace__float32_dimensioned__int64_dimensioned", kArgs272, kOutcomes831},
    {"gt__inplace__float32_dimensioned__float16_dimensioned", kArgs273, kOutcomes831},
    {"gt__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs274, kOutcomes831},
    {"gt__inplace__float32_dimensioned__float32_dimensioned", kArgs275, kOutcomes831},
    {"gt__inplace__float32_dimensioned__float64_dimensioned", kArgs276, kOutcomes831},
    {"gt__inplace__float32_dimensioned__complex32_dimensioned", kArgs277, kOutcomes812},
    {"gt__inplace__float32_dimensioned__complex64_dimensioned", kArgs278, kOutcomes812},
    {"gt__inplace__float32_dimensioned__complex128_dimensioned", kArgs279, kOutcomes813},
    {"gt__inplace__float32_dimensioned__bool_scalar", kArgs293, kOutcomes832},
    {"gt__inplace__float32_dimensioned__int_scalar", kArgs294, kOutcomes832},
    {"gt__inplace__float32_dimensioned__float_scalar", kArgs295, kOutcomes832},
    {"gt__inplace__float32_dimensioned__complex_scalar", kArgs296, kOutcomes815},
    {"gt__inplace__float64_dimensioned__bool_dimensioned", kArgs297, kOutcomes833},
    {"gt__inplace__float64_dimensioned__uint8_dimensioned", kArgs298, kOutcomes833},
    {"gt__inplace__float64_dimensioned__int8_dimensioned", kArgs299, kOutcomes833},
    {"gt__inplace__float64_dimensioned__int16_dimensioned", kArgs300, kOutcomes833},
    {"gt__inplace__float64_dimensioned__int32_dimensioned", kArgs301, kOutcomes833},
    {"gt__inplace__float64_dimensioned__int64_dimensioned", kArgs302, kOutcomes833},
    {"gt__inplace__float64_dimensioned__float16_dimensioned", kArgs303, kOutcomes833},
    {"gt__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs304, kOutcomes833},
    {"gt__inplace__float64_dimensioned__float32_dimensioned", kArgs305, kOutcomes833},
    {"gt__inplace__float64_dimensioned__float64_dimensioned", kArgs306, kOutcomes833},
    {"gt__inplace__float64_dimensioned__complex32_dimensioned", kArgs307, kOutcomes813},
    {"gt__inplace__float64_dimensioned__complex64_dimensioned", kArgs308, kOutcomes813},
    {"gt__inplace__float64_dimensioned__complex128_dimensioned", kArgs309, kOutcomes813},
    {"gt__inplace__float64_dimensioned__bool_scalar", kArgs323, kOutcomes834},
    {"gt__inplace__float64_dimensioned__int_scalar", kArgs324, kOutcomes834},
    {"gt__inplace__float64_dimensioned__float_scalar", kArgs325, kOutcomes834},
    {"gt__inplace__float64_dimensioned__complex_scalar", kArgs326, kOutcomes835},
    {"gt__inplace__complex32_dimensioned__bool_dimensioned", kArgs328, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__uint8_dimensioned", kArgs329, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__int8_dimensioned", kArgs330, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__int16_dimensioned", kArgs331, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__int32_dimensioned", kArgs332, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__int64_dimensioned", kArgs333, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__float16_dimensioned", kArgs334, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs335, kOutcomes812},
    {"gt__inplace__complex32_dimensioned__float32_dimensioned", kArgs336, kOutcomes812},
    {"gt__inplace__complex32_dimensioned__float64_dimensioned", kArgs337, kOutcomes813},
    {"gt__inplace__complex32_dimensioned__complex32_dimensioned", kArgs338, kOutcomes811},
    {"gt__inplace__complex32_dimensioned__complex64_dimensioned", kArgs339, kOutcomes812},
    {"gt__inplace__complex32_dimensioned__complex128_dimensioned", kArgs340, kOutcomes813},
    {"gt__inplace__complex32_dimensioned__bool_scalar", kArgs354, kOutcomes828},
    {"gt__inplace__complex32_dimensioned__int_scalar", kArgs355, kOutcomes828},
    {"gt__inplace__complex32_dimensioned__float_scalar", kArgs356, kOutcomes828},
    {"gt__inplace__complex32_dimensioned__complex_scalar", kArgs357, kOutcomes828},
    {"gt__inplace__complex64_dimensioned__bool_dimensioned", kArgs358, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__uint8_dimensioned", kArgs359, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__int8_dimensioned", kArgs360, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__int16_dimensioned", kArgs361, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__int32_dimensioned", kArgs362, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__int64_dimensioned", kArgs363, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__float16_dimensioned", kArgs364, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs365, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__float32_dimensioned", kArgs366, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__float64_dimensioned", kArgs367, kOutcomes813},
    {"gt__inplace__complex64_dimensioned__complex32_dimensioned", kArgs368, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__complex64_dimensioned", kArgs369, kOutcomes812},
    {"gt__inplace__complex64_dimensioned__complex128_dimensioned", kArgs370, kOutcomes813},
    {"gt__inplace__complex64_dimensioned__bool_scalar", kArgs384, kOutcomes815},
    {"gt__inplace__complex64_dimensioned__int_scalar", kArgs385, kOutcomes815},
    {"gt__inplace__complex64_dimensioned__float_scalar", kArgs386, kOutcomes815},
    {"gt__inplace__complex64_dimensioned__complex_scalar", kArgs387, kOutcomes815},
    {"gt__inplace__complex128_dimensioned__bool_dimensioned", kArgs388, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__uint8_dimensioned", kArgs389, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__int8_dimensioned", kArgs390, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__int16_dimensioned", kArgs391, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__int32_dimensioned", kArgs392, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__int64_dimensioned", kArgs393, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__float16_dimensioned", kArgs394, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs395, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__float32_dimensioned", kArgs396, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__float64_dimensioned", kArgs397, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__complex32_dimensioned", kArgs398, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__complex64_dimensioned", kArgs399, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__complex128_dimensioned", kArgs400, kOutcomes813},
    {"gt__inplace__complex128_dimensioned__bool_scalar", kArgs414, kOutcomes835},
    {"gt__inplace__complex128_dimensioned__int_scalar", kArgs415, kOutcomes835},
    {"gt__inplace__complex128_dimensioned__float_scalar", kArgs416, kOutcomes835},
    {"gt__inplace__complex128_dimensioned__complex_scalar", kArgs417, kOutcomes835},
    {"gt__out__bool__to__bool", kArgs17, kOutcomes837},
    {"gt__out__bool__to__uint8", kArgs17, kOutcomes839},
    {"gt__out__bool__to__int8", kArgs17, kOutcomes841},
    {"gt__out__bool__to__int16", kArgs17, kOutcomes843},
    {"gt__out__bool__to__int32", kArgs17, kOutcomes845},
    {"gt__out__bool__to__int64", kArgs17, kOutcomes847},
    {"gt__out__bool__to__float16", kArgs17, kOutcomes849},
    {"gt__out__bool__to__bfloat16", kArgs17, kOutcomes851},
    {"gt__out__bool__to__float32", kArgs17, kOutcomes853},
    {"gt__out__bool__to__float64", kArgs17, kOutcomes855},
    {"gt__out__bool__to__complex32", kArgs17, kOutcomes857},
    {"gt__out__bool__to__complex64", kArgs17, kOutcomes859},
    {"gt__out__bool__to__complex128", kArgs17, kOutcomes861},
    {"gt__out__uint8__to__bool", kArgs57, kOutcomes837},
    {"gt__out__uint8__to__uint8", kArgs57, kOutcomes839},
    {"gt__out__uint8__to__int8", kArgs57, kOutcomes841},
    {"gt__out__uint8__to__int16", kArgs57, kOutcomes843},
    {"gt__out__uint8__to__int32", kArgs57, kOutcomes845},
    {"gt__out__uint8__to__int64", kArgs57, kOutcomes847},
    {"gt__out__uint8__to__float16", kArgs57, kOutcomes849},
    {"gt__out__uint8__to__bfloat16", kArgs57, kOutcomes851},
    {"gt__out__uint8__to__float32", kArgs57, kOutcomes853},
    {"gt__out__uint8__to__float64", kArgs57, kOutcomes855},
    {"gt__out__uint8__to__complex32", kArgs57, kOutcomes857},
    {"gt__out__uint8__to__complex64", kArgs57, kOutcomes859},
    {"gt__out__uint8__to__complex128", kArgs57, kOutcomes861},
    {"gt__out__int8__to__bool", kArgs88, kOutcomes837},
    {"gt__out__int8__to__uint8", kArgs88, kOutcomes839},
    {"gt__out__int8__to__int8", kArgs88, kOutcomes841},
    {"gt__out__int8__to__int16", kArgs88, kOutcomes843},
    {"gt__out__int8__to__int32", kArgs88, kOutcomes845},
    {"gt__out__int8__to__int64", kArgs88, kOutcomes847},
    {"gt__out__int8__to__float16", kArgs88, kOutcomes849},
    {"gt__out__int8__to__bfloat16", kArgs88, kOutcomes851},
    {"gt__out__int8__to__float32", kArgs88, kOutcomes853},
    {"gt__out__int8__to__float64", kArgs88, kOutcomes855},
    {"gt__out__int8__to__complex32", kArgs88, kOutcomes857},
    {"gt__out__int8__to__complex64", kArgs88, kOutcomes859},
    {"gt__out__int8__to__complex128", kArgs88, kOutcomes861},
    {"gt__out__int16__to__bool", kArgs119, kOutcomes837},
    {"gt__out__int16__to__uint8", kArgs119, kOutcomes839},
    {"gt__out__int16__to__int8", kArgs119, kOutcomes841},
    {"gt__out__int16__to__int16", kArgs119, kOutcomes843},
    {"gt__out__int16__to__int32", kArgs119, kOutcomes845},
    {"gt__out__int16__to__int64", kArgs119, kOutcomes847},
    {"gt__out__int16__to__float16", kArgs119, kOutcomes849},
    {"gt__out__int16__to__bfloat16", kArgs119, kOutcomes851},
    {"gt__out__int16__to__float32", kArgs119, kOutcomes853},
    {"gt__out__int16__to__float64", kArgs119, kOutcomes855},
    {"gt__out__int16__to__complex32", kArgs119, kOutcomes857},
    {"gt__out__int16__to__complex64", kArgs119, kOutcomes859},
    {"gt__out__int16__to__complex128", kArgs119, kOutcomes861},
    {"gt__out__int32__to__bool", kArgs150, kOutcomes837},
    {"gt__out__int32__to__uint8", kArgs150, kOutcomes839},
    {"gt__out__int32__to__int8", kArgs150, kOutcomes841},
    {"gt__out__int32__to__int16", kArgs150, kOutcomes843},
    {"gt__out__int32__to__int32", kArgs150, kOutcomes845},
    {"gt__out__int32__to__int64", kArgs150, kOutcomes847},
    {"gt__out__int32__to__float16", kArgs150, kOutcomes849},
    {"gt__out__int32__to__bfloat16", kArgs150, kOutcomes851},
    {"gt__out__int32__to__float32", kArgs150, kOutcomes853},
    {"gt__out__int32__to__float64", kArgs150, kOutcomes855},
    {"gt__out__int32__to__complex32", kArgs150, kOutcomes857},
    {"gt__out__int32__to__complex64", kArgs150, kOutcomes859},
    {"gt__out__int32__to__complex128", kArgs150, kOutcomes861},
    {"gt__out__int64__to__bool", kArgs181, kOutcomes837},
    {"gt__out__int64__to__uint8", kArgs181, kOutcomes839},
    {"gt__out__int64__to__int8", kArgs181, kOutcomes841},
    {"gt__out__int64__to__int16", kArgs181, kOutcomes843},
    {"gt__out__int64__to__int32", kArgs181, kOutcomes845},
    {"gt__out__int64__to__int64", kArgs181, kOutcomes847},
    {"gt__out__int64__to__float16", kArgs181, kOutcomes849},
    {"gt__out__int64__to__bfloat16", kArgs181, kOutcomes851},
    {"gt__out__int64__to__float32", kArgs181, kOutcomes853},
    {"gt__out__int64__to__float64", kArgs181, kOutcomes855},
    {"gt__out__int64__to__complex32", kArgs181, kOutcomes857},
    {"gt__out__int64__to__complex64", kArgs181, kOutcomes859},
    {"gt__out__int64__to__complex128", kArgs181, kOutcomes861},
    {"gt__out__float16__to__bool", kArgs212, kOutcomes837},
    {"gt__out__float16__to__uint8", kArgs212, kOutcomes839},
    {"gt__out__float16__to__int8", kArgs212, kOutcomes841},
    {"gt__out__float16__to__int16", kArgs212, kOutcomes843},
    {"gt__out__float16__to__int32", kArgs212, kOutcomes845},
    {"gt__out__float16__to__int64", kArgs212, kOutcomes847},
    {"gt__out__float16__to__float16", kArgs212, kOutcomes849},
    {"gt__out__float16__to__bfloat16", kArgs212, kOutcomes851},
    {"gt__out__float16__to__float32", kArgs212, kOutcomes853},
    {"gt__out__float16__to__float64", kArgs212, kOutcomes855},
    {"gt__out__float16__to__complex32", kArgs212, kOutcomes857},
    {"gt__out__float16__to__complex64", kArgs212, kOutcomes859},
    {"gt__out__float16__to__complex128", kArgs212, kOutcomes861},
    {"gt__out__bfloat16__to__bool", kArgs244, kOutcomes837},
    {"gt__out__bfloat16__to__uint8", kArgs244, kOutcomes839},
    {"gt__out__bfloat16__to__int8", kArgs244, kOutcomes841},
    {"gt__out__bfloat16__to__int16", kArgs244, kOutcomes843},
    {"gt__out__bfloat16__to__int32", kArgs244, kOutcomes845},
    {"gt__out__bfloat16__to__int64", kArgs244, kOutcomes847},
    {"gt__out__bfloat16__to__float16", kArgs244, kOutcomes849},
    {"gt__out__bfloat16__to__bfloat16", kArgs244, kOutcomes851},
    {"gt__out__bfloat16__to__float32", kArgs244, kOutcomes853},
    {"gt__out__bfloat16__to__float64", kArgs244, kOutcomes855},
    {"gt__out__bfloat16__to__complex32", kArgs244, kOutcomes857},
    {"gt__out__bfloat16__to__complex64", kArgs244, kOutcomes859},
    {"gt__out__bfloat16__to__complex128", kArgs244, kOutcomes861},
    {"gt__out__float32__to__bool", kArgs275, kOutcomes837},
    {"gt__out__float32__to__uint8", kArgs275, kOutcomes839},
    {"gt__out__float32__to__int8", kArgs275, kOutcomes841},
    {"gt__out__float32__to__int16", kArgs275, kOutcomes843},
    {"gt__out__float32__to__int32", kArgs275, kOutcomes845},
    {"gt__out__float32__to__int64", kArgs275, kOutcomes847},
    {"gt__out__float32__to__float16", kArgs275, kOutcomes849},
    {"gt__out__float32__to__bfloat16", kArgs275, kOutcomes851},
    {"gt__out__float32__to__float32", kArgs275, kOutcomes853},
    {"gt__out__float32__to__float64", kArgs275, kOutcomes855},
    {"gt__out__float32__to__complex32", kArgs275, kOutcomes857},
    {"gt__out__float32__to__complex64", kArgs275, kOutcomes859},
    {"gt__out__float32__to__complex128", kArgs275, kOutcomes861},
    {"gt__out__float64__to__bool", kArgs306, kOutcomes837},
    {"gt__out__float64__to__uint8", kArgs306, kOutcomes839},
    {"gt__out__float64__to__int8", kArgs306, kOutcomes841},
    {"gt__out__float64__to__int16", kArgs306, kOutcomes843},
    {"gt__out__float64__to__int32", kArgs306, kOutcomes845},
    {"gt__out__float64__to__int64", kArgs306, kOutcomes847},
    {"gt__out__float64__to__float16", kArgs306, kOutcomes849},
    {"gt__out__float64__to__bfloat16", kArgs306, kOutcomes851},
    {"gt__out__float64__to__float32", kArgs306, kOutcomes853},
    {"gt__out__float64__to__float64", kArgs306, kOutcomes855},
    {"gt__out__float64__to__complex32", kArgs306, kOutcomes857},
    {"gt__out__float64__to__complex64", kArgs306, kOutcomes859},
    {"gt__out__float64__to__complex128", kArgs306, kOutcomes861},
};
constexpr int64_t kInts862[] = {2, 3};
constexpr int64_t kInts863[] = {3};
constexpr ArgSpec kArgs864[] = {tensor_spec(kFloat, kInts862), tensor_spec(kFloat, kInts863)};
constexpr Outcome kOutcomes865[] = {call(0).shape(kInts862)};
constexpr ArgSpec kArgs866[] = {tensor_spec(kFloat, kInts863), tensor_spec(kFloat, kInts862)};
constexpr int64_t kInts867[] = {2, 1};
constexpr int64_t kInts868[] = {1, 3};
constexpr ArgSpec kArgs869[] = {tensor_spec(kFloat, kInts867), tensor_spec(kFloat, kInts868)};
constexpr ArgSpec kArgs870[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts862)};
constexpr ArgSpec kArgs871[] = {tensor_spec(kFloat, kInts862), tensor_spec(kFloat)};
constexpr int64_t kInts872[] = {0, 3};
constexpr ArgSpec kArgs873[] = {tensor_spec(kFloat, kInts872), tensor_spec(kFloat, kInts868)};
constexpr Outcome kOutcomes874[] = {call(0).shape(kInts872)};
constexpr int64_t kInts875[] = {4, 1, 3};
constexpr ArgSpec kArgs876[] = {tensor_spec(kFloat, kInts875), tensor_spec(kFloat, kInts867)};
constexpr int64_t kInts877[] = {4, 2, 3};
constexpr Outcome kOutcomes878[] = {call(0).shape(kInts877)};
constexpr ArgSpec kArgs879[] = {tensor_spec(kFloat, kInts862), tensor_spec(kFloat, kInts16)};
constexpr ErrorSpec kError880 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes881[] = {call(0).raises(&kError880)};
constexpr ArgSpec kArgs882[] = {tensor_spec(kFloat, kInts6), tensor_spec(kFloat, kInts16)};
constexpr ErrorSpec kError883 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes884[] = {call(0).raises(&kError883)};
constexpr int64_t kInts885[] = {2, 3, 4};
constexpr int64_t kInts886[] = {3, 1, 5};
constexpr ArgSpec kArgs887[] = {tensor_spec(kFloat, kInts885), tensor_spec(kFloat, kInts886)};
constexpr ErrorSpec kError888 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes889[] = {call(0).raises(&kError888)};
constexpr Outcome kOutcomes890[] = {call(2).shape(kInts862).same_as(SameAs::Self)};
constexpr ArgSpec kArgs891[] = {tensor_spec(kFloat, kInts862), tensor_spec(kFloat, kInts868)};
constexpr ErrorSpec kError892 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes893[] = {call(2).raises(&kError892)};
constexpr ArgSpec kArgs894[] = {tensor_spec(kFloat, kInts868), tensor_spec(kFloat, kInts862)};
constexpr ErrorSpec kError895 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes896[] = {call(2).raises(&kError895)};
constexpr ErrorSpec kError897 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes898[] = {call(2).raises(&kError897)};
constexpr Outcome kOutcomes899[] = {call(2).raises(&kError880)};
constexpr ArgSpec kArgs900[] = {tensor_spec(kFloat, kInts862), tensor_spec(kFloat, kInts862)};
constexpr ArgSpec kOut901 = tensor_spec(kBool, kInts862);
constexpr Outcome kOutcomes902[] = {call(3).out_tensor(&kOut901).shape(kInts862).same_as(SameAs::Out)};
constexpr Outcome kOutcomes903[] = {call(3).out_tensor(&kOut7).shape(kInts862).same_as(SameAs::Out)};
constexpr int64_t kInts904[] = {6};
constexpr ArgSpec kOut905 = tensor_spec(kBool, kInts904);
constexpr Outcome kOutcomes906[] = {call(3).out_tensor(&kOut905).shape(kInts862).same_as(SameAs::Out)};
constexpr int64_t kInts907[] = {3, 2};
constexpr ArgSpec kOut908 = tensor_spec(kBool, kInts907);
constexpr Outcome kOutcomes909[] = {call(3).out_tensor(&kOut908).shape(kInts862).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"gt__broadcast__2x3__3", kArgs864, kOutcomes865},
    {"gt__broadcast__3__2x3", kArgs866, kOutcomes865},
    {"gt__broadcast__2x1__1x3", kArgs869, kOutcomes865},
    {"gt__broadcast__scalar__2x3", kArgs870, kOutcomes865},
    {"gt__broadcast__2x3__scalar", kArgs871, kOutcomes865},
    {"gt__broadcast__0x3__1x3", kArgs873, kOutcomes874},
    {"gt__broadcast__4x1x3__2x1", kArgs876, kOutcomes878},
    {"gt__broadcast__2x3__2", kArgs879, kOutcomes881},
    {"gt__broadcast__0__2", kArgs882, kOutcomes884},
    {"gt__broadcast__2x3x4__3x1x5", kArgs887, kOutcomes889},
    {"gt__inplace__2x3__3", kArgs864, kOutcomes890},
    {"gt__inplace__2x3__1x3", kArgs891, kOutcomes890},
    {"gt__inplace__2x3__scalar", kArgs871, kOutcomes890},
    {"gt__inplace__3__2x3", kArgs866, kOutcomes893},
    {"gt__inplace__1x3__2x3", kArgs894, kOutcomes896},
    {"gt__inplace__scalar__2", kArgs668, kOutcomes898},
    {"gt__inplace__2x3__2", kArgs879, kOutcomes899},
    {"gt__out__2x3", kArgs900, kOutcomes902},
    {"gt__out__0", kArgs900, kOutcomes903},
    {"gt__out__6", kArgs900, kOutcomes906},
    {"gt__out__3x2", kArgs900, kOutcomes909},
};
constexpr const char* kNames910[] = {"N", "C"};
constexpr ArgSpec kArgs911[] = {tensor_spec(kFloat, kInts862, {}, kNames910), tensor_spec(kFloat, kInts862, {}, kNames910)};
constexpr const char* kNames912[] = {"A", "C"};
constexpr ArgSpec kOut913 = tensor_spec(kBool, kInts862, {}, kNames912);
constexpr ErrorSpec kError914 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes915[] = {call(0).names(kNames910), call(3).out_tensor(&kOut7).names(kNames910).same_as(SameAs::Out), call(3).out_tensor(&kOut913).raises(&kError914), call(2).names(kNames910).same_as(SameAs::Self)};
constexpr const char* kNames916[] = {"C"};
constexpr ArgSpec kArgs917[] = {tensor_spec(kFloat, kInts862, {}, kNames910), tensor_spec(kFloat, kInts863, {}, kNames916)};
constexpr const char* kNames918[] = {nullptr, "C"};
constexpr ArgSpec kArgs919[] = {tensor_spec(kFloat, kInts862, {}, kNames910), tensor_spec(kFloat, kInts862, {}, kNames918)};
constexpr ArgSpec kArgs920[] = {tensor_spec(kFloat, kInts862, {}, kNames910), tensor_spec(kFloat, kInts862)};
constexpr ArgSpec kArgs921[] = {tensor_spec(kFloat, kInts862), tensor_spec(kFloat, kInts862, {}, kNames910)};
constexpr const char* kNames922[] = {"N", "D"};
constexpr ArgSpec kArgs923[] = {tensor_spec(kFloat, kInts862, {}, kNames910), tensor_spec(kFloat, kInts862, {}, kNames922)};
constexpr ErrorSpec kError924 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes925[] = {call(0).raises(&kError924)};
constexpr const char* kNames926[] = {"N"};
constexpr ArgSpec kArgs927[] = {tensor_spec(kFloat, kInts862, {}, kNames910), tensor_spec(kFloat, kInts863, {}, kNames926)};
constexpr ErrorSpec kError928 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes929[] = {call(0).raises(&kError928)};
constexpr const char* kNames930[] = {"N", nullptr};
constexpr const char* kNames931[] = {nullptr, "N"};
constexpr ArgSpec kArgs932[] = {tensor_spec(kFloat, kInts862, {}, kNames930), tensor_spec(kFloat, kInts862, {}, kNames931)};
constexpr ErrorSpec kError933 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes934[] = {call(0).raises(&kError933)};
constexpr Case kNames[] = {
    {"gt__same_names", kArgs911, kOutcomes915},
    {"gt__names_from_right", kArgs917, kOutcomes915},
    {"gt__wildcard_matches", kArgs919, kOutcomes915},
    {"gt__unnamed_second", kArgs920, kOutcomes915},
    {"gt__unnamed_first", kArgs921, kOutcomes915},
    {"gt__mismatch", kArgs923, kOutcomes925},
    {"gt__mismatch_from_right", kArgs927, kOutcomes929},
    {"gt__misaligned", kArgs932, kOutcomes934},
};
constexpr Num kNums935[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums936[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs937[] = {tensor_spec(kBool, kInts0, kNums935), tensor_spec(kBool, kInts0, kNums936)};
constexpr Num kNums938[] = {{0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes939[] = {call(0).dtype(kBool).shape(kInts0).values(kNums938), call(2).dtype(kBool).shape(kInts0).values(kNums938).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums938).same_as(SameAs::Out)};
constexpr Num kNums940[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums941[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs942[] = {tensor_spec(kUInt8, kInts0, kNums940), tensor_spec(kUInt8, kInts0, kNums941)};
constexpr Num kNums943[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Outcome kOutcomes944[] = {call(0).dtype(kBool).shape(kInts0).values(kNums943), call(2).dtype(kUInt8).shape(kInts0).values(kNums943).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums943).same_as(SameAs::Out)};
constexpr Num kNums945[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums946[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs947[] = {tensor_spec(kInt8, kInts0, kNums945), tensor_spec(kInt8, kInts0, kNums946)};
constexpr Num kNums948[] = {{0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}};
constexpr Outcome kOutcomes949[] = {call(0).dtype(kBool).shape(kInts0).values(kNums948), call(2).dtype(kInt8).shape(kInts0).values(kNums948).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums948).same_as(SameAs::Out)};
constexpr ArgSpec kArgs950[] = {tensor_spec(kInt16, kInts0, kNums945), tensor_spec(kInt16, kInts0, kNums946)};
constexpr Outcome kOutcomes951[] = {call(0).dtype(kBool).shape(kInts0).values(kNums948), call(2).dtype(kInt16).shape(kInts0).values(kNums948).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums948).same_as(SameAs::Out)};
constexpr ArgSpec kArgs952[] = {tensor_spec(kInt32, kInts0, kNums945), tensor_spec(kInt32, kInts0, kNums946)};
constexpr Outcome kOutcomes953[] = {call(0).dtype(kBool).shape(kInts0).values(kNums948), call(2).dtype(kInt32).shape(kInts0).values(kNums948).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums948).same_as(SameAs::Out)};
constexpr ArgSpec kArgs954[] = {tensor_spec(kInt64, kInts0, kNums945), tensor_spec(kInt64, kInts0, kNums946)};
constexpr Outcome kOutcomes955[] = {call(0).dtype(kBool).shape(kInts0).values(kNums948), call(2).dtype(kInt64).shape(kInts0).values(kNums948).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums948).same_as(SameAs::Out)};
constexpr ArgSpec kArgs956[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2)};
constexpr Outcome kOutcomes957[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs958[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Outcome kOutcomes959[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kBFloat16).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Outcome kOutcomes960[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs961[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Outcome kOutcomes962[] = {call(0).dtype(kBool).shape(kInts0).values(kNums4), call(2).dtype(kDouble).shape(kInts0).values(kNums5).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs963[] = {tensor_spec(kInt32, kInts0, kNums945), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums964[] = {{0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}};
constexpr Outcome kOutcomes965[] = {call(0).dtype(kBool).shape(kInts0).values(kNums964), call(2).dtype(kInt32).shape(kInts0).values(kNums964).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums964).same_as(SameAs::Out)};
constexpr ArgSpec kArgs966[] = {tensor_spec(kUInt8, kInts0, kNums940), tensor_spec(kInt8, kInts0, kNums946)};
constexpr ArgSpec kArgs967[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr ArgSpec kArgs968[] = {tensor_spec(kBool, kInts0, kNums935), tensor_spec(kInt64, kInts0, kNums946)};
constexpr Num kNums969[] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes970[] = {call(0).dtype(kBool).shape(kInts0).values(kNums969), call(2).dtype(kBool).shape(kInts0).values(kNums969).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums969).same_as(SameAs::Out)};
constexpr ArgSpec kArgs971[] = {tensor_spec(kInt64, kInts0, kNums945), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Outcome kOutcomes972[] = {call(0).dtype(kBool).shape(kInts0).values(kNums964), call(2).dtype(kInt64).shape(kInts0).values(kNums964).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums964).same_as(SameAs::Out)};
constexpr ArgSpec kArgs973[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr ArgSpec kArgs974[] = {tensor_spec(kUInt8, kInts0, kNums940), tensor_spec(kBool, kInts0, kNums936)};
constexpr Num kNums975[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes976[] = {call(0).dtype(kBool).shape(kInts0).values(kNums975), call(2).dtype(kUInt8).shape(kInts0).values(kNums975).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums975).same_as(SameAs::Out)};
constexpr Num kNums977[] = {{-0.25, 0}};
constexpr ArgSpec kArgs978[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums977)};
constexpr Num kNums979[] = {{1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums980[] = {{1.0, 0}, {0.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {1.0, 0}, {0.0, 0}, {1.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes981[] = {call(0).dtype(kBool).shape(kInts0).values(kNums979), call(2).dtype(kFloat).shape(kInts0).values(kNums980).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums979).same_as(SameAs::Out)};
constexpr ArgSpec kArgs982[] = {tensor_spec(kInt64, kInts0, kNums945), tensor_spec(kDouble, {}, kNums977)};
constexpr Num kNums983[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes984[] = {call(0).dtype(kBool).shape(kInts0).values(kNums983), call(2).dtype(kInt64).shape(kInts0).values(kNums983).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums983).same_as(SameAs::Out)};
constexpr Num kNums985[] = {{6, 0}};
constexpr ArgSpec kArgs986[] = {tensor_spec(kInt32, kInts0, kNums945), tensor_spec(kInt64, {}, kNums985)};
constexpr Num kNums987[] = {{0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}};
constexpr Outcome kOutcomes988[] = {call(0).dtype(kBool).shape(kInts0).values(kNums987), call(2).dtype(kInt32).shape(kInts0).values(kNums987).same_as(SameAs::Self), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums987).same_as(SameAs::Out)};
constexpr ArgSpec kArgs989[] = {tensor_spec(kInt64, kInts0, kNums945), float_scalar(0.5)};
constexpr Num kNums990[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes991[] = {call(5).dtype(kBool).shape(kInts0).values(kNums990), call(7).dtype(kInt64).shape(kInts0).values(kNums990).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums990).same_as(SameAs::Out)};
constexpr ArgSpec kArgs992[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5)};
constexpr Outcome kOutcomes993[] = {call(5).dtype(kBool).shape(kInts0).values(kNums10), call(7).dtype(kHalf).shape(kInts0).values(kNums11).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums10).same_as(SameAs::Out)};
constexpr ArgSpec kArgs994[] = {tensor_spec(kBool, kInts0, kNums935), int_scalar(2)};
constexpr Outcome kOutcomes995[] = {call(5).dtype(kBool).shape(kInts0).values(kNums969), call(7).dtype(kBool).shape(kInts0).values(kNums969).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums969).same_as(SameAs::Out)};
constexpr ArgSpec kArgs996[] = {tensor_spec(kUInt8, kInts0, kNums940), int_scalar(2)};
constexpr Num kNums997[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes998[] = {call(5).dtype(kBool).shape(kInts0).values(kNums997), call(7).dtype(kUInt8).shape(kInts0).values(kNums997).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums997).same_as(SameAs::Out)};
constexpr ArgSpec kArgs999[] = {tensor_spec(kInt32, kInts0, kNums945), bool_scalar(true)};
constexpr Num kNums1000[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}};
constexpr Outcome kOutcomes1001[] = {call(5).dtype(kBool).shape(kInts0).values(kNums1000), call(7).dtype(kInt32).shape(kInts0).values(kNums1000).same_as(SameAs::Self), call(8).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums1000).same_as(SameAs::Out)};
constexpr int64_t kInts1002[] = {1, 4};
constexpr Num kNums1003[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1004[] = {expanded(tensor_spec(kFloat, kInts1002, kNums1003), kInts0), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1005[] = {{1, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes1006[] = {call(0).dtype(kBool).shape(kInts0).values(kNums1005), call(1).dtype(kBool).shape(kInts0).values(kNums1005), call(3).out_tensor(&kOut7).dtype(kBool).shape(kInts0).values(kNums1005).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"gt__self_bool__other_bool", kArgs937, kOutcomes939},
    {"gt__self_uint8__other_uint8", kArgs942, kOutcomes944},
    {"gt__self_int8__other_int8", kArgs947, kOutcomes949},
    {"gt__self_int16__other_int16", kArgs950, kOutcomes951},
    {"gt__self_int32__other_int32", kArgs952, kOutcomes953},
    {"gt__self_int64__other_int64", kArgs954, kOutcomes955},
    {"gt__self_float16__other_float16", kArgs956, kOutcomes957},
    {"gt__self_bfloat16__other_bfloat16", kArgs958, kOutcomes959},
    {"gt__self_float32__other_float32", kArgs3, kOutcomes960},
    {"gt__self_float64__other_float64", kArgs961, kOutcomes962},
    {"gt__self_int32__other_float32", kArgs963, kOutcomes965},
    {"gt__self_uint8__other_int8", kArgs966, kOutcomes944},
    {"gt__self_float16__other_bfloat16", kArgs967, kOutcomes957},
    {"gt__self_bool__other_int64", kArgs968, kOutcomes970},
    {"gt__self_int64__other_float64", kArgs971, kOutcomes972},
    {"gt__self_float16__other_float32", kArgs973, kOutcomes957},
    {"gt__self_uint8__other_bool", kArgs974, kOutcomes976},
    {"gt__self_float32__other_float64_zero_dim", kArgs978, kOutcomes981},
    {"gt__self_int64__other_float64_zero_dim", kArgs982, kOutcomes984},
    {"gt__self_int32__other_int64_zero_dim", kArgs986, kOutcomes988},
    {"gt__self_int64__other_float_scalar", kArgs989, kOutcomes991},
    {"gt__self_float16__other_float_scalar", kArgs992, kOutcomes993},
    {"gt__self_bool__other_int_scalar", kArgs994, kOutcomes995},
    {"gt__self_uint8__other_int_scalar", kArgs996, kOutcomes998},
    {"gt__self_int32__other_bool_scalar", kArgs999, kOutcomes1001},
    {"gt__expanded_self", kArgs1004, kOutcomes1006},
};
constexpr int64_t kInts1007[] = {67, 499};
constexpr ArgSpec kArgs1008[] = {tiled(tensor_spec(kBool, kInts1007, kNums935)), tiled(tensor_spec(kBool, kInts1007, kNums936))};
constexpr Outcome kOutcomes1009[] = {call(0).dtype(kBool).shape(kInts1007)};
constexpr ArgSpec kArgs1010[] = {tiled(tensor_spec(kUInt8, kInts1007, kNums940)), tiled(tensor_spec(kUInt8, kInts1007, kNums941))};
constexpr ArgSpec kArgs1011[] = {tiled(tensor_spec(kInt8, kInts1007, kNums945)), tiled(tensor_spec(kInt8, kInts1007, kNums946))};
constexpr ArgSpec kArgs1012[] = {tiled(tensor_spec(kInt16, kInts1007, kNums945)), tiled(tensor_spec(kInt16, kInts1007, kNums946))};
constexpr ArgSpec kArgs1013[] = {tiled(tensor_spec(kInt32, kInts1007, kNums945)), tiled(tensor_spec(kInt32, kInts1007, kNums946))};
constexpr ArgSpec kArgs1014[] = {tiled(tensor_spec(kInt64, kInts1007, kNums945)), tiled(tensor_spec(kInt64, kInts1007, kNums946))};
constexpr ArgSpec kArgs1015[] = {tiled(tensor_spec(kHalf, kInts1007, kNums1)), tiled(tensor_spec(kHalf, kInts1007, kNums2))};
constexpr ArgSpec kArgs1016[] = {tiled(tensor_spec(kBFloat16, kInts1007, kNums1)), tiled(tensor_spec(kBFloat16, kInts1007, kNums2))};
constexpr ArgSpec kArgs1017[] = {tiled(tensor_spec(kFloat, kInts1007, kNums1)), tiled(tensor_spec(kFloat, kInts1007, kNums2))};
constexpr ArgSpec kArgs1018[] = {tiled(tensor_spec(kDouble, kInts1007, kNums1)), tiled(tensor_spec(kDouble, kInts1007, kNums2))};
constexpr Case kCrosschecks[] = {
    {"gt__bool", kArgs1008, kOutcomes1009},
    {"gt__uint8", kArgs1010, kOutcomes1009},
    {"gt__int8", kArgs1011, kOutcomes1009},
    {"gt__int16", kArgs1012, kOutcomes1009},
    {"gt__int32", kArgs1013, kOutcomes1009},
    {"gt__int64", kArgs1014, kOutcomes1009},
    {"gt__float16", kArgs1015, kOutcomes1009},
    {"gt__bfloat16", kArgs1016, kOutcomes1009},
    {"gt__float32", kArgs1017, kOutcomes1009},
    {"gt__float64", kArgs1018, kOutcomes1009},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(gt, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(gt, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(gt, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(gt, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(gt, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(gt, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(gt, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(gt, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(gt, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(gt, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("gt")) GTEST_SKIP() << "no " << golden_op_path("gt");
  GoldenStore store;
  load_golden_cases("gt", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(gt, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("gt")) GTEST_SKIP() << "no " << golden_op_path("gt");
  GoldenStore store;
  load_golden_cases("gt", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
