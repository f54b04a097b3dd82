// generated from ops.yaml by codegen; do not edit
// Conformance test of `pow`, from its ops.yaml entries (pow, pow.Tensor_Scalar, pow.Scalar).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/pow.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::pow(Tensor, Tensor)", "pow", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::pow(v.tensor(0), v.tensor(1)); }},
    {"Tensor::pow(Tensor)", "pow", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).pow(v.tensor(1)); }},
    {"Tensor::pow_(Tensor)", "pow", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).pow_(v.tensor(1)); }},
    {"opforge::pow_out(Tensor&, Tensor, Tensor)", "pow", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::pow_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"opforge::pow(Tensor, Scalar)", "pow.Tensor_Scalar", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::pow(v.tensor(0), v.scalar(1)); }},
    {"Tensor::pow(Scalar)", "pow.Tensor_Scalar", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).pow(v.scalar(1)); }},
    {"Tensor::pow_(Scalar)", "pow.Tensor_Scalar", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).pow_(v.scalar(1)); }},
    {"opforge::pow_out(Tensor&, Tensor, Scalar)", "pow.Tensor_Scalar", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::pow_out(out[0], v.tensor(0), v.scalar(1)); }},
    {"opforge::pow(Scalar, Tensor)", "pow.Scalar", Form::Function, 0, 0x2u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::pow(v.scalar(0), v.tensor(1)); }},
    {"opforge::pow_out(Tensor&, Scalar, Tensor)", "pow.Scalar", Form::Out, 0, 0x2u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::pow_out(out[0], v.scalar(0), v.tensor(1)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums4[] = {{1.0, 0}, {kNaN, 0}, {27.0, 0}, {0.0, 0}, {1.0, 0}, {0.7765453457832336, 0}, {-0.052734375, 0}, {0.009999999776482582, 0}, {0.21022410690784454, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr int64_t kInts5[] = {0};
constexpr ArgSpec kOut6 = tensor_spec(kFloat, kInts5);
constexpr Outcome kOutcomes7[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(1).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs8[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums9[] = {{0.7071067690849304, 0}, {kNaN, 0}, {1.7320507764816284, 0}, {0.0, 0}, {-0.0, 0}, {1.658312439918518, 0}, {kNaN, 0}, {3.1622776985168457, 0}, {0.3535533845424652, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes10[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums9), call(5).dtype(kFloat).shape(kInts0).values(kNums9), call(6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs11[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums12[] = {{1.0, 0}, {kNaN, 0}, {-0.125, 0}, {0.0625, 0}, {1.0, 0}, {kNaN, 0}, {-0.125, 0}, {4.0, 0}, {kNaN, 0}, {kNaN, 0}, {0.0, 0}, {-0.5, 0}};
constexpr Outcome kOutcomes13[] = {call(8).dtype(kFloat).shape(kInts0).values(kNums12), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums12).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"pow__self_float32__exponent_float32", kArgs3, kOutcomes7},
    {"pow_Tensor_Scalar__self_float32__exponent_float_scalar", kArgs8, kOutcomes10},
    {"pow_Scalar__self_float_scalar__exponent_float32", kArgs11, kOutcomes13},
};
constexpr int64_t kInts14[] = {2};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool, kInts14)};
constexpr ErrorSpec kError16 = {"NotImplementedError", "not implemented for 'Bool'", Match::Contains};
constexpr Outcome kOutcomes17[] = {call(0).raises(&kError16)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr Outcome kOutcomes19[] = {call(0).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8, kInts14)};
constexpr Outcome kOutcomes21[] = {call(0).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16, kInts14)};
constexpr Outcome kOutcomes23[] = {call(0).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32, kInts14)};
constexpr Outcome kOutcomes25[] = {call(0).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64, kInts14)};
constexpr Outcome kOutcomes27[] = {call(0).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs28[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf, kInts14)};
constexpr Outcome kOutcomes29[] = {call(0).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs30[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr Outcome kOutcomes31[] = {call(0).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat, kInts14)};
constexpr Outcome kOutcomes33[] = {call(0).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble, kInts14)};
constexpr Outcome kOutcomes35[] = {call(0).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ErrorSpec kError37 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes38[] = {call(0).raises(&kError37)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr Outcome kOutcomes40[] = {call(0).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr Outcome kOutcomes42[] = {call(0).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kBool), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kBool), tensor_spec(kBool)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr Outcome kOutcomes383[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs384[] = {tensor_spec(kBool), tensor_spec(kInt8)};
constexpr Outcome kOutcomes385[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs386[] = {tensor_spec(kBool), tensor_spec(kInt16)};
constexpr Outcome kOutcomes387[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs388[] = {tensor_spec(kBool), tensor_spec(kInt32)};
constexpr Outcome kOutcomes389[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs390[] = {tensor_spec(kBool), tensor_spec(kInt64)};
constexpr Outcome kOutcomes391[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs392[] = {tensor_spec(kBool), tensor_spec(kHalf)};
constexpr Outcome kOutcomes393[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs394[] = {tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes395[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs396[] = {tensor_spec(kBool), tensor_spec(kFloat)};
constexpr Outcome kOutcomes397[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs398[] = {tensor_spec(kBool), tensor_spec(kDouble)};
constexpr Outcome kOutcomes399[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs400[] = {tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr Outcome kOutcomes402[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs403[] = {tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr Outcome kOutcomes404[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs405[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs446[] = {tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs447[] = {tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs450[] = {tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs451[] = {tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs663[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kBool, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes718[] = {call(4).raises(&kError16)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes720[] = {call(4).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kBool, kInts14), float_scalar(1.0)};
constexpr Outcome kOutcomes722[] = {call(4).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kBool, kInts14), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes724[] = {call(4).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kUInt8, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes726[] = {call(4).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kUInt8, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kUInt8, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kInt8, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes731[] = {call(4).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kInt8, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kInt8, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kInt16, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes736[] = {call(4).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kInt16, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kInt16, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kInt32, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes741[] = {call(4).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kInt32, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kInt32, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kInt64, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kInt64, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kInt64, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kHalf, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes750[] = {call(4).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kHalf, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kHalf, kInts14), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes754[] = {call(4).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kBFloat16, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes756[] = {call(4).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kBFloat16, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kBFloat16, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kFloat, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kFloat, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kFloat, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kDouble, kInts14), bool_scalar(true)};
constexpr Outcome kOutcomes765[] = {call(4).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kDouble, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kDouble, kInts14), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes769[] = {call(4).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexHalf, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexHalf, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexHalf, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexFloat, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexFloat, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexFloat, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexDouble, kInts14), bool_scalar(true)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexDouble, kInts14), float_scalar(1.0)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexDouble, kInts14), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kBool), bool_scalar(true)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kBool), int_scalar(1)};
constexpr Outcome kOutcomes784[] = {call(4).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs785[] = {tensor_spec(kBool), float_scalar(1.0)};
constexpr Outcome kOutcomes786[] = {call(4).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs787[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes788[] = {call(4).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs789[] = {tensor_spec(kUInt8), bool_scalar(true)};
constexpr Outcome kOutcomes790[] = {call(4).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs791[] = {tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kInt8), bool_scalar(true)};
constexpr Outcome kOutcomes795[] = {call(4).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs796[] = {tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kInt16), bool_scalar(true)};
constexpr Outcome kOutcomes800[] = {call(4).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs801[] = {tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kInt32), bool_scalar(true)};
constexpr Outcome kOutcomes805[] = {call(4).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs806[] = {tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kHalf), bool_scalar(true)};
constexpr Outcome kOutcomes814[] = {call(4).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs815[] = {tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes818[] = {call(4).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs819[] = {tensor_spec(kBFloat16), bool_scalar(true)};
constexpr Outcome kOutcomes820[] = {call(4).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs821[] = {tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs822[] = {tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs823[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs824[] = {tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs825[] = {tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs826[] = {tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs827[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs828[] = {tensor_spec(kDouble), bool_scalar(true)};
constexpr Outcome kOutcomes829[] = {call(4).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs830[] = {tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs831[] = {tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs832[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes833[] = {call(4).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs834[] = {tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs835[] = {tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs836[] = {tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs837[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs838[] = {tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs839[] = {tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs840[] = {tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs841[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs842[] = {tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs843[] = {tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs844[] = {tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs845[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs846[] = {bool_scalar(true), tensor_spec(kBool, kInts14)};
constexpr Outcome kOutcomes847[] = {call(8).raises(&kError16)};
constexpr ArgSpec kArgs848[] = {bool_scalar(true), tensor_spec(kUInt8, kInts14)};
constexpr Outcome kOutcomes849[] = {call(8).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs850[] = {bool_scalar(true), tensor_spec(kInt8, kInts14)};
constexpr Outcome kOutcomes851[] = {call(8).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs852[] = {bool_scalar(true), tensor_spec(kInt16, kInts14)};
constexpr Outcome kOutcomes853[] = {call(8).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs854[] = {bool_scalar(true), tensor_spec(kInt32, kInts14)};
constexpr Outcome kOutcomes855[] = {call(8).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs856[] = {bool_scalar(true), tensor_spec(kInt64, kInts14)};
constexpr Outcome kOutcomes857[] = {call(8).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs858[] = {bool_scalar(true), tensor_spec(kHalf, kInts14)};
constexpr Outcome kOutcomes859[] = {call(8).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs860[] = {bool_scalar(true), tensor_spec(kBFloat16, kInts14)};
constexpr Outcome kOutcomes861[] = {call(8).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs862[] = {bool_scalar(true), tensor_spec(kFloat, kInts14)};
constexpr Outcome kOutcomes863[] = {call(8).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs864[] = {bool_scalar(true), tensor_spec(kDouble, kInts14)};
constexpr Outcome kOutcomes865[] = {call(8).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs866[] = {bool_scalar(true), tensor_spec(kComplexHalf, kInts14)};
constexpr Outcome kOutcomes867[] = {call(8).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs868[] = {bool_scalar(true), tensor_spec(kComplexFloat, kInts14)};
constexpr Outcome kOutcomes869[] = {call(8).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs870[] = {bool_scalar(true), tensor_spec(kComplexDouble, kInts14)};
constexpr Outcome kOutcomes871[] = {call(8).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs872[] = {bool_scalar(true), tensor_spec(kBool)};
constexpr ArgSpec kArgs873[] = {bool_scalar(true), tensor_spec(kUInt8)};
constexpr Outcome kOutcomes874[] = {call(8).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs875[] = {bool_scalar(true), tensor_spec(kInt8)};
constexpr Outcome kOutcomes876[] = {call(8).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs877[] = {bool_scalar(true), tensor_spec(kInt16)};
constexpr Outcome kOutcomes878[] = {call(8).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs879[] = {bool_scalar(true), tensor_spec(kInt32)};
constexpr Outcome kOutcomes880[] = {call(8).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs881[] = {bool_scalar(true), tensor_spec(kInt64)};
constexpr Outcome kOutcomes882[] = {call(8).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs883[] = {bool_scalar(true), tensor_spec(kHalf)};
constexpr Outcome kOutcomes884[] = {call(8).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs885[] = {bool_scalar(true), tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes886[] = {call(8).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs887[] = {bool_scalar(true), tensor_spec(kFloat)};
constexpr Outcome kOutcomes888[] = {call(8).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs889[] = {bool_scalar(true), tensor_spec(kDouble)};
constexpr Outcome kOutcomes890[] = {call(8).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs891[] = {bool_scalar(true), tensor_spec(kComplexHalf)};
constexpr Outcome kOutcomes892[] = {call(8).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs893[] = {bool_scalar(true), tensor_spec(kComplexFloat)};
constexpr Outcome kOutcomes894[] = {call(8).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs895[] = {bool_scalar(true), tensor_spec(kComplexDouble)};
constexpr Outcome kOutcomes896[] = {call(8).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs897[] = {int_scalar(1), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs898[] = {int_scalar(1), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs899[] = {int_scalar(1), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs900[] = {int_scalar(1), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs901[] = {int_scalar(1), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs902[] = {int_scalar(1), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs903[] = {int_scalar(1), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs904[] = {int_scalar(1), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs905[] = {int_scalar(1), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs906[] = {int_scalar(1), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs907[] = {int_scalar(1), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs908[] = {int_scalar(1), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs909[] = {int_scalar(1), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs910[] = {int_scalar(1), tensor_spec(kBool)};
constexpr ArgSpec kArgs911[] = {int_scalar(1), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs912[] = {int_scalar(1), tensor_spec(kInt8)};
constexpr ArgSpec kArgs913[] = {int_scalar(1), tensor_spec(kInt16)};
constexpr ArgSpec kArgs914[] = {int_scalar(1), tensor_spec(kInt32)};
constexpr ArgSpec kArgs915[] = {int_scalar(1), tensor_spec(kInt64)};
constexpr ArgSpec kArgs916[] = {int_scalar(1), tensor_spec(kHalf)};
constexpr ArgSpec kArgs917[] = {int_scalar(1), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs918[] = {int_scalar(1), tensor_spec(kFloat)};
constexpr ArgSpec kArgs919[] = {int_scalar(1), tensor_spec(kDouble)};
constexpr ArgSpec kArgs920[] = {int_scalar(1), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs921[] = {int_scalar(1), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs922[] = {int_scalar(1), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs923[] = {float_scalar(1.0), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs924[] = {float_scalar(1.0), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs925[] = {float_scalar(1.0), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs926[] = {float_scalar(1.0), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs927[] = {float_scalar(1.0), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs928[] = {float_scalar(1.0), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs929[] = {float_scalar(1.0), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs930[] = {float_scalar(1.0), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs931[] = {float_scalar(1.0), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs932[] = {float_scalar(1.0), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs933[] = {float_scalar(1.0), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs934[] = {float_scalar(1.0), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs935[] = {float_scalar(1.0), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs936[] = {float_scalar(1.0), tensor_spec(kBool)};
constexpr ArgSpec kArgs937[] = {float_scalar(1.0), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs938[] = {float_scalar(1.0), tensor_spec(kInt8)};
constexpr ArgSpec kArgs939[] = {float_scalar(1.0), tensor_spec(kInt16)};
constexpr ArgSpec kArgs940[] = {float_scalar(1.0), tensor_spec(kInt32)};
constexpr ArgSpec kArgs941[] = {float_scalar(1.0), tensor_spec(kInt64)};
constexpr ArgSpec kArgs942[] = {float_scalar(1.0), tensor_spec(kHalf)};
constexpr ArgSpec kArgs943[] = {float_scalar(1.0), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs944[] = {float_scalar(1.0), tensor_spec(kFloat)};
constexpr ArgSpec kArgs945[] = {float_scalar(1.0), tensor_spec(kDouble)};
constexpr ArgSpec kArgs946[] = {float_scalar(1.0), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs947[] = {float_scalar(1.0), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs948[] = {float_scalar(1.0), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs949[] = {complex_scalar(0.0, 1.0), tensor_spec(kBool, kInts14)};
constexpr ArgSpec kArgs950[] = {complex_scalar(0.0, 1.0), tensor_spec(kUInt8, kInts14)};
constexpr ArgSpec kArgs951[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt8, kInts14)};
constexpr ArgSpec kArgs952[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt16, kInts14)};
constexpr ArgSpec kArgs953[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt32, kInts14)};
constexpr ArgSpec kArgs954[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt64, kInts14)};
constexpr ArgSpec kArgs955[] = {complex_scalar(0.0, 1.0), tensor_spec(kHalf, kInts14)};
constexpr ArgSpec kArgs956[] = {complex_scalar(0.0, 1.0), tensor_spec(kBFloat16, kInts14)};
constexpr ArgSpec kArgs957[] = {complex_scalar(0.0, 1.0), tensor_spec(kFloat, kInts14)};
constexpr ArgSpec kArgs958[] = {complex_scalar(0.0, 1.0), tensor_spec(kDouble, kInts14)};
constexpr ArgSpec kArgs959[] = {complex_scalar(0.0, 1.0), tensor_spec(kComplexHalf, kInts14)};
constexpr ArgSpec kArgs960[] = {complex_scalar(0.0, 1.0), tensor_spec(kComplexFloat, kInts14)};
constexpr ArgSpec kArgs961[] = {complex_scalar(0.0, 1.0), tensor_spec(kComplexDouble, kInts14)};
constexpr ArgSpec kArgs962[] = {complex_scalar(0.0, 1.0), tensor_spec(kBool)};
constexpr ArgSpec kArgs963[] = {complex_scalar(0.0, 1.0), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs964[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt8)};
constexpr ArgSpec kArgs965[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt16)};
constexpr ArgSpec kArgs966[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt32)};
constexpr ArgSpec kArgs967[] = {complex_scalar(0.0, 1.0), tensor_spec(kInt64)};
constexpr ArgSpec kArgs968[] = {complex_scalar(0.0, 1.0), tensor_spec(kHalf)};
constexpr ArgSpec kArgs969[] = {complex_scalar(0.0, 1.0), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs970[] = {complex_scalar(0.0, 1.0), tensor_spec(kFloat)};
constexpr ArgSpec kArgs971[] = {complex_scalar(0.0, 1.0), tensor_spec(kDouble)};
constexpr ArgSpec kArgs972[] = {complex_scalar(0.0, 1.0), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs973[] = {complex_scalar(0.0, 1.0), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs974[] = {complex_scalar(0.0, 1.0), tensor_spec(kComplexDouble)};
constexpr Case kDtypes[] = {
    {"pow__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes17},
    {"pow__bool_dimensioned__uint8_dimensioned", kArgs18, kOutcomes19},
    {"pow__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes21},
    {"pow__bool_dimensioned__int16_dimensioned", kArgs22, kOutcomes23},
    {"pow__bool_dimensioned__int32_dimensioned", kArgs24, kOutcomes25},
    {"pow__bool_dimensioned__int64_dimensioned", kArgs26, kOutcomes27},
    {"pow__bool_dimensioned__float16_dimensioned", kArgs28, kOutcomes29},
    {"pow__bool_dimensioned__bfloat16_dimensioned", kArgs30, kOutcomes31},
    {"pow__bool_dimensioned__float32_dimensioned", kArgs32, kOutcomes33},
    {"pow__bool_dimensioned__float64_dimensioned", kArgs34, kOutcomes35},
    {"pow__bool_dimensioned__complex32_dimensioned", kArgs36, kOutcomes38},
    {"pow__bool_dimensioned__complex64_dimensioned", kArgs39, kOutcomes40},
    {"pow__bool_dimensioned__complex128_dimensioned", kArgs41, kOutcomes42},
    {"pow__bool_dimensioned__bool_zero_dim", kArgs43, kOutcomes17},
    {"pow__bool_dimensioned__uint8_zero_dim", kArgs44, kOutcomes19},
    {"pow__bool_dimensioned__int8_zero_dim", kArgs45, kOutcomes21},
    {"pow__bool_dimensioned__int16_zero_dim", kArgs46, kOutcomes23},
    {"pow__bool_dimensioned__int32_zero_dim", kArgs47, kOutcomes25},
    {"pow__bool_dimensioned__int64_zero_dim", kArgs48, kOutcomes27},
    {"pow__bool_dimensioned__float16_zero_dim", kArgs49, kOutcomes29},
    {"pow__bool_dimensioned__bfloat16_zero_dim", kArgs50, kOutcomes31},
    {"pow__bool_dimensioned__float32_zero_dim", kArgs51, kOutcomes33},
    {"pow__bool_dimensioned__float64_zero_dim", kArgs52, kOutcomes35},
    {"pow__bool_dimensioned__complex32_zero_dim", kArgs53, kOutcomes38},
    {"pow__bool_dimensioned__complex64_zero_dim", kArgs54, kOutcomes40},
    {"pow__bool_dimensioned__complex128_zero_dim", kArgs55, kOutcomes42},
    {"pow__uint8_dimensioned__bool_dimensioned", kArgs56, kOutcomes19},
    {"pow__uint8_dimensioned__uint8_dimensioned", kArgs57, kOutcomes19},
    {"pow__uint8_dimensioned__int8_dimensioned", kArgs58, kOutcomes23},
    {"pow__uint8_dimensioned__int16_dimensioned", kArgs59, kOutcomes23},
    {"pow__uint8_dimensioned__int32_dimensioned", kArgs60, kOutcomes25},
    {"pow__uint8_dimensioned__int64_dimensioned", kArgs61, kOutcomes27},
    {"pow__uint8_dimensioned__float16_dimensioned", kArgs62, kOutcomes29},
    {"pow__uint8_dimensioned__bfloat16_dimensioned", kArgs63, kOutcomes31},
    {"pow__uint8_dimensioned__float32_dimensioned", kArgs64, kOutcomes33},
    {"pow__uint8_dimensioned__float64_dimensioned", kArgs65, kOutcomes35},
    {"pow__uint8_dimensioned__complex32_dimensioned", kArgs66, kOutcomes38},
    {"pow__uint8_dimensioned__complex64_dimensioned", kArgs67, kOutcomes40},
    {"pow__uint8_dimensioned__complex128_dimensioned", kArgs68, kOutcomes42},
    {"pow__uint8_dimensioned__bool_zero_dim", kArgs69, kOutcomes19},
    {"pow__uint8_dimensioned__uint8_zero_dim", kArgs70, kOutcomes19},
    {"pow__uint8_dimensioned__int8_zero_dim", kArgs71, kOutcomes19},
    {"pow__uint8_dimensioned__int16_zero_dim", kArgs72, kOutcomes19},
    {"pow__uint8_dimensioned__int32_zero_dim", kArgs73, kOutcomes19},
    {"pow__uint8_dimensioned__int64_zero_dim", kArgs74, kOutcomes19},
    {"pow__uint8_dimensioned__float16_zero_dim", kArgs75, kOutcomes29},
    {"pow__uint8_dimensioned__bfloat16_zero_dim", kArgs76, kOutcomes31},
    {"pow__uint8_dimensioned__float32_zero_dim", kArgs77, kOutcomes33},
    {"pow__uint8_dimensioned__float64_zero_dim", kArgs78, kOutcomes35},
    {"pow__uint8_dimensioned__complex32_zero_dim", kArgs79, kOutcomes38},
    {"pow__uint8_dimensioned__complex64_zero_dim", kArgs80, kOutcomes40},
    {"pow__uint8_dimensioned__complex128_zero_dim", kArgs81, kOutcomes42},
    {"pow__int8_dimensioned__bool_dimensioned", kArgs82, kOutcomes21},
    {"pow__int8_dimensioned__uint8_dimensioned", kArgs83, kOutcomes23},
    {"pow__int8_dimensioned__int8_dimensioned", kArgs84, kOutcomes21},
    {"pow__int8_dimensioned__int16_dimensioned", kArgs85, kOutcomes23},
    {"pow__int8_dimensioned__int32_dimensioned", kArgs86, kOutcomes25},
    {"pow__int8_dimensioned__int64_dimensioned", kArgs87, kOutcomes27},
    {"pow__int8_dimensioned__float16_dimensioned", kArgs88, kOutcomes29},
    {"pow__int8_dimensioned__bfloat16_dimensioned", kArgs89, kOutcomes31},
    {"pow__int8_dimensioned__float32_dimensioned", kArgs90, kOutcomes33},
    {"pow__int8_dimensioned__float64_dimensioned", kArgs91, kOutcomes35},
    {"pow__int8_dimensioned__complex32_dimensioned", kArgs92, kOutcomes38},
    {"pow__int8_dimensioned__complex64_dimensioned", kArgs93, kOutcomes40},
    {"pow__int8_dimensioned__complex128_dimensioned", kArgs94, kOutcomes42},
    {"pow__int8_dimensioned__bool_zero_dim", kArgs95, kOutcomes21},
    {"pow__int8_dimensioned__uint8_zero_dim", kArgs96, kOutcomes21},
    {"pow__int8_dimensioned__int8_zero_dim", kArgs97, kOutcomes21},
    {"pow__int8_dimensioned__int16_zero_dim", kArgs98, kOutcomes21},
    {"pow__int8_dimensioned__int32_zero_dim", kArgs99, kOutcomes21},
    {"pow__int8_dimensioned__int64_zero_dim", kArgs100, kOutcomes21},
    {"pow__int8_dimensioned__float16_zero_dim", kArgs101, kOutcomes29},
    {"pow__int8_dimensioned__bfloat16_zero_dim", kArgs102, kOutcomes31},
    {"pow__int8_dimensioned__float32_zero_dim", kArgs103, kOutcomes33},
    {"pow__int8_dimensioned__float64_zero_dim", kArgs104, kOutcomes35},
    {"pow__int8_dimensioned__complex32_zero_dim", kArgs105, kOutcomes38},
    {"pow__int8_dimensioned__complex64_zero_dim", kArgs106, kOutcomes40},
    {"pow__int8_dimensioned__complex128_zero_dim", kArgs107, kOutcomes42},
    {"pow__int16_dimensioned__bool_dimensioned", kArgs108, kOutcomes23},
    {"pow__int16_dimensioned__uint8_dimensioned", kArgs109, kOutcomes23},
    {"pow__int16_dimensioned__int8_dimensioned", kArgs110, kOutcomes23},
    {"pow__int16_dimensioned__int16_dimensioned", kArgs111, kOutcomes23},
    {"pow__int16_dimensioned__int32_dimensioned", kArgs112, kOutcomes25},
    {"pow__int16_dimensioned__int64_dimensioned", kArgs113, kOutcomes27},
    {"pow__int16_dimensioned__float16_dimensioned", kArgs114, kOutcomes29},
    {"pow__int16_dimensioned__bfloat16_dimensioned", kArgs115, kOutcomes31},
    {"pow__int16_dimensioned__float32_dimensioned", kArgs116, kOutcomes33},
    {"pow__int16_dimensioned__float64_dimensioned", kArgs117, kOutcomes35},
    {"pow__int16_dimensioned__complex32_dimensioned", kArgs118, kOutcomes38},
    {"pow__int16_dimensioned__complex64_dimensioned", kArgs119, kOutcomes40},
    {"pow__int16_dimensioned__complex128_dimensioned", kArgs120, kOutcomes42},
    {"pow__int16_dimensioned__bool_zero_dim", kArgs121, kOutcomes23},
    {"pow__int16_dimensioned__uint8_zero_dim", kArgs122, kOutcomes23},
    {"pow__int16_dimensioned__int8_zero_dim", kArgs123, kOutcomes23},
    {"pow__int16_dimensioned__int16_zero_dim", kArgs124, kOutcomes23},
    {"pow__int16_dimensioned__int32_zero_dim", kArgs125, kOutcomes23},
    {"pow__int16_dimensioned__int64_zero_dim", kArgs126, kOutcomes23},
    {"pow__int16_dimensioned__float16_zero_dim", kArgs127, kOutcomes29},
    {"pow__int16_dimensioned__bfloat16_zero_dim", kArgs128, kOutcomes31},
    {"pow__int16_dimensioned__float32_zero_dim", kArgs129, kOutcomes33},
    {"pow__int16_dimensioned__float64_zero_dim", kArgs130, kOutcomes35},
    {"pow__int16_dimensioned__complex32_zero_dim", kArgs131, kOutcomes38},
    {"pow__int16_dimensioned__complex64_zero_dim", kArgs132, kOutcomes40},
    {"pow__int16_dimensioned__complex128_zero_dim", kArgs133, kOutcomes42},
    {"pow__int32_dimensioned__bool_dimensioned", kArgs134, kOutcomes25},
    {"pow__int32_dimensioned__uint8_dimensioned", kArgs135, kOutcomes25},
    {"pow__int32_dimensioned__int8_dimensioned", kArgs136, kOutcomes25},
    {"pow__int32_dimensioned__int16_dimensioned", kArgs137, kOutcomes25},
    {"pow__int32_dimensioned__int32_dimensioned", kArgs138, kOutcomes25},
    {"pow__int32_dimensioned__int64_dimensioned", kArgs139, kOutcomes27},
    {"pow__int32_dimensioned__float16_dimensioned", kArgs140, kOutcomes29},
    {"pow__int32_dimensioned__bfloat16_dimensioned", kArgs141, kOutcomes31},
    {"pow__int32_dimensioned__float32_dimensioned", kArgs142, kOutcomes33},
    {"pow__int32_dimensioned__float64_dimensioned", kArgs143, kOutcomes35},
    {"pow__int32_dimensioned__complex32_dimensioned", kArgs144, kOutcomes38},
    {"pow__int32_dimensioned__complex64_dimensioned", kArgs145, kOutcomes40},
    {"pow__int32_dimensioned__complex128_dimensioned", kArgs146, kOutcomes42},
    {"pow__int32_dimensioned__bool_zero_dim", kArgs147, kOutcomes25},
    {"pow__int32_dimensioned__uint8_zero_dim", kArgs148, kOutcomes25},
    {"pow__int32_dimensioned__int8_zero_dim", kArgs149, kOutcomes25},
    {"pow__int32_dimensioned__int16_zero_dim", kArgs150, kOutcomes25},
    {"pow__int32_dimensioned__int32_zero_dim", kArgs151, kOutcomes25},
    {"pow__int32_dimensioned__int64_zero_dim", kArgs152, kOutcomes25},
    {"pow__int32_dimensioned__float16_zero_dim", kArgs153, kOutcomes29},
    {"pow__int32_dimensioned__bfloat16_zero_dim", kArgs154, kOutcomes31},
    {"pow__int32_dimensioned__float32_zero_dim", kArgs155, kOutcomes33},
    {"pow__int32_dimensioned__float64_zero_dim", kArgs156, kOutcomes35},
    {"pow__int32_dimensioned__complex32_zero_dim", kArgs157, kOutcomes38},
    {"pow__int32_dimensioned__complex64_zero_dim", kArgs158, kOutcomes40},
    {"pow__int32_dimensioned__complex128_zero_dim", kArgs159, kOutcomes42},
    {"pow__int64_dimensioned__bool_dimensioned", kArgs160, kOutcomes27},
    {"pow__int64_dimensioned__uint8_dimensioned", kArgs161, kOutcomes27},
    {"pow__int64_dimensioned__int8_dimensioned", kArgs162, kOutcomes27},
    {"pow__int64_dimensioned__int16_dimensioned", kArgs163, kOutcomes27},
    {"pow__int64_dimensioned__int32_dimensioned", kArgs164, kOutcomes27},
    {"pow__int64_dimensioned__int64_dimensioned", kArgs165, kOutcomes27},
    {"pow__int64_dimensioned__float16_dimensioned", kArgs166, kOutcomes29},
    {"pow__int64_dimensioned__bfloat16_dimensioned", kArgs167, kOutcomes31},
    {"pow__int64_dimensioned__float32_dimensioned", kArgs168, kOutcomes33},
    {"pow__int64_dimensioned__float64_dimensioned", kArgs169, kOutcomes35},
    {"pow__int64_dimensioned__complex32_dimensioned", kArgs170, kOutcomes38},
    {"pow__int64_dimensioned__complex64_dimensioned", kArgs171, kOutcomes40},
    {"pow__int64_dimensioned__complex128_dimensioned", kArgs172, kOutcomes42},
    {"pow__int64_dimensioned__bool_zero_dim", kArgs173, kOutcomes27},
    {"pow__int64_dimensioned__uint8_zero_dim", kArgs174, kOutcomes27},
    {"pow__int64_dimensioned__int8_zero_dim", kArgs175, kOutcomes27},
    {"pow__int64_dimensioned__int16_zero_dim", kArgs176, kOutcomes27},
    {"pow__int64_dimensioned__int32_zero_dim", kArgs177, kOutcomes27},
    {"pow__int64_dimensioned__int64_zero_dim", kArgs178, kOutcomes27},
    {"pow__int64_dimensioned__float16_zero_dim", kArgs179, kOutcomes29},
    {"pow__int64_dimensioned__bfloat16_zero_dim", kArgs180, kOutcomes31},
    {"pow__int64_dimensioned__float32_zero_dim", kArgs181, kOutcomes33},
    {"pow__int64_dimensioned__float64_zero_dim", kArgs182, kOutcomes35},
    {"pow__int64_dimensioned__complex32_zero_dim", kArgs183, kOutcomes38},
    {"pow__int64_dimensioned__complex64_zero_dim", kArgs184, kOutcomes40},
    {"pow__int64_dimensioned__complex128_zero_dim", kArgs185, kOutcomes42},
    {"pow__float16_dimensioned__bool_dimensioned", kArgs186, kOutcomes29},
    {"pow__float16_dimensioned__uint8_dimensioned", kArgs187, kOutcomes29},
    {"pow__float16_dimensioned__int8_dimensioned", kArgs188, kOutcomes29},
    {"pow__float16_dimensioned__int16_dimensioned", kArgs189, kOutcomes29},
    {"pow__float16_dimensioned__int32_dimensioned", kArgs190, kOutcomes29},
    {"pow__float16_dimensioned__int64_dimensioned", kArgs191, kOutcomes29},
    {"pow__float16_dimensioned__float16_dimensioned", kArgs192, kOutcomes29},
    {"pow__float16_dimensioned__bfloat16_dimensioned", kArgs193, kOutcomes33},
    {"pow__float16_dimensioned__float32_dimensioned", kArgs194, kOutcomes33},
    {"pow__float16_dimensioned__float64_dimensioned", kArgs195, kOutcomes35},
    {"pow__float16_dimensioned__complex32_dimensioned", kArgs196, kOutcomes38},
    {"pow__float16_dimensioned__complex64_dimensioned", kArgs197, kOutcomes40},
    {"pow__float16_dimensioned__complex128_dimensioned", kArgs198, kOutcomes42},
    {"pow__float16_dimensioned__bool_zero_dim", kArgs199, kOutcomes29},
    {"pow__float16_dimensioned__uint8_zero_dim", kArgs200, kOutcomes29},
    {"pow__float16_dimensioned__int8_zero_dim", kArgs201, kOutcomes29},
    {"pow__float16_dimensioned__int16_zero_dim", kArgs202, kOutcomes29},
    {"pow__float16_dimensioned__int32_zero_dim", kArgs203, kOutcomes29},
    {"pow__float16_dimensioned__int64_zero_dim", kArgs204, kOutcomes29},
    {"pow__float16_dimensioned__float16_zero_dim", kArgs205, kOutcomes29},
    {"pow__float16_dimensioned__bfloat16_zero_dim", kArgs206, kOutcomes29},
    {"pow__float16_dimensioned__float32_zero_dim", kArgs207, kOutcomes29},
    {"pow__float16_dimensioned__float64_zero_dim", kArgs208, kOutcomes29},
    {"pow__float16_dimensioned__complex32_zero_dim", kArgs209, kOutcomes38},
    {"pow__float16_dimensioned__complex64_zero_dim", kArgs210, kOutcomes38},
    {"pow__float16_dimensioned__complex128_zero_dim", kArgs211, kOutcomes38},
    {"pow__bfloat16_dimensioned__bool_dimensioned", kArgs212, kOutcomes31},
    {"pow__bfloat16_dimensioned__uint8_dimensioned", kArgs213, kOutcomes31},
    {"pow__bfloat16_dimensioned__int8_dimensioned", kArgs214, kOutcomes31},
    {"pow__bfloat16_dimensioned__int16_dimensioned", kArgs215, kOutcomes31},
    {"pow__bfloat16_dimensioned__int32_dimensioned", kArgs216, kOutcomes31},
    {"pow__bfloat16_dimensioned__int64_dimensioned", kArgs217, kOutcomes31},
    {"pow__bfloat16_dimensioned__float16_dimensioned", kArgs218, kOutcomes33},
    {"pow__bfloat16_dimensioned__bfloat16_dimensioned", kArgs219, kOutcomes31},
    {"pow__bfloat16_dimensioned__float32_dimensioned", kArgs220, kOutcomes33},
    {"pow__bfloat16_dimensioned__float64_dimensioned", kArgs221, kOutcomes35},
    {"pow__bfloat16_dimensioned__complex32_dimensioned", kArgs222, kOutcomes40},
    {"pow__bfloat16_dimensioned__complex64_dimensioned", kArgs223, kOutcomes40},
    {"pow__bfloat16_dimensioned__complex128_dimensioned", kArgs224, kOutcomes42},
    {"pow__bfloat16_dimensioned__bool_zero_dim", kArgs225, kOutcomes31},
    {"pow__bfloat16_dimensioned__uint8_zero_dim", kArgs226, kOutcomes31},
    {"pow__bfloat16_dimensioned__int8_zero_dim", kArgs227, kOutcomes31},
    {"pow__bfloat16_dimensioned__int16_zero_dim", kArgs228, kOutcomes31},
    {"pow__bfloat16_dimensioned__int32_zero_dim", kArgs229, kOutcomes31},
    {"pow__bfloat16_dimensioned__int64_zero_dim", kArgs230, kOutcomes31},
    {"pow__bfloat16_dimensioned__float16_zero_dim", kArgs231, kOutcomes31},
    {"pow__bfloat16_dimensioned__bfloat16_zero_dim", kArgs232, kOutcomes31},
    {"pow__bfloat16_dimensioned__float32_zero_dim", kArgs233, kOutcomes31},
    {"pow__bfloat16_dimensioned__float64_zero_dim", kArgs234, kOutcomes31},
    {"pow__bfloat16_dimensioned__complex32_zero_dim", kArgs235, kOutcomes40},
    {"pow__bfloat16_dimensioned__complex64_zero_dim", kArgs236, kOutcomes40},
    {"pow__bfloat16_dimensioned__complex128_zero_dim", kArgs237, kOutcomes40},
    {"pow__float32_dimensioned__bool_dimensioned", kArgs238, kOutcomes33},
    {"pow__float32_dimensioned__uint8_dimensioned", kArgs239, kOutcomes33},
    {"pow__float32_dimensioned__int8_dimensioned", kArgs240, kOutcomes33},
    {"pow__float32_dimensioned__int16_dimensioned", kArgs241, kOutcomes33},
    {"pow__float32_dimensioned__int32_dimensioned", kArgs242, kOutcomes33},
    {"pow__float32_dimensioned__int64_dimensioned", kArgs243, kOutcomes33},
    {"pow__float32_dimensioned__float16_dimensioned", kArgs244, kOutcomes33},
    {"pow__float32_dimensioned__bfloat16_dimensioned", kArgs245, kOutcomes33},
    {"pow__float32_dimensioned__float32_dimensioned", kArgs246, kOutcomes33},
    {"pow__float32_dimensioned__float64_dimensioned", kArgs247, kOutcomes35},
    {"pow__float32_dimensioned__complex32_dimensioned", kArgs248, kOutcomes40},
    {"pow__float32_dimensioned__complex64_dimensioned", kArgs249, kOutcomes40},
    {"pow__float32_dimensioned__complex128_dimensioned", kArgs250, kOutcomes42},
    {"pow__float32_dimensioned__bool_zero_dim", kArgs251, kOutcomes33},
    {"pow__float32_dimensioned__uint8_zero_dim", kArgs252, kOutcomes33},
    {"pow__float32_dimensioned__int8_zero_dim", kArgs253, kOutcomes33},
    {"pow__float32_dimensioned__int16_zero_dim", kArgs254, kOutcomes33},
    {"pow__float32_dimensioned__int32_zero_dim", kArgs255, kOutcomes33},
    {"pow__float32_dimensioned__int64_zero_dim", kArgs256, kOutcomes33},
    {"pow__float32_dimensioned__float16_zero_dim", kArgs257, kOutcomes33},
    {"pow__float32_dimensioned__bfloat16_zero_dim", kArgs258, kOutcomes33},
    {"pow__float32_dimensioned__float32_zero_dim", kArgs259, kOutcomes33},
    {"pow__float32_dimensioned__float64_zero_dim", kArgs260, kOutcomes33},
    {"pow__float32_dimensioned__complex32_zero_dim", kArgs261, kOutcomes40},
    {"pow__float32_dimensioned__complex64_zero_dim", kArgs262, kOutcomes40},
    {"pow__float32_dimensioned__complex128_zero_dim", kArgs263, kOutcomes40},
    {"pow__float64_dimensioned__bool_dimensioned", kArgs264, kOutcomes35},
    {"pow__float64_dimensioned__uint8_dimensioned", kArgs265, kOutcomes35},
    {"pow__float64_dimensioned__int8_dimensioned", kArgs266, kOutcomes35},
    {"pow__float64_dimensioned__int16_dimensioned", kArgs267, kOutcomes35},
    {"pow__float64_dimensioned__int32_dimensioned", kArgs268, kOutcomes35},
    {"pow__float64_dimensioned__int64_dimensioned", kArgs269, kOutcomes35},
    {"pow__float64_dimensioned__float16_dimensioned", kArgs270, kOutcomes35},
    {"pow__float64_dimensioned__bfloat16_dimensioned", kArgs271, kOutcomes35},
    {"pow__float64_dimensioned__float32_dimensioned", kArgs272, kOutcomes35},
    {"pow__float64_dimensioned__float64_dimensioned", kArgs273, kOutcomes35},
    {"pow__float64_dimensioned__complex32_dimensioned", kArgs274, kOutcomes42},
    {"pow__float64_dimensioned__complex64_dimensioned", kArgs275, kOutcomes42},
    {"pow__float64_dimensioned__complex128_dimensioned", kArgs276, kOutcomes42},
    {"pow__float64_dimensioned__bool_zero_dim", kArgs277, kOutcomes35},
    {"pow__float64_dimensioned__uint8_zero_dim", kArgs278, kOutcomes35},
    {"pow__float64_dimensioned__int8_zero_dim", kArgs279, kOutcomes35},
    {"pow__float64_dimensioned__int16_zero_dim", kArgs280, kOutcomes35},
    {"pow__float64_dimensioned__int32_zero_dim", kArgs281, kOutcomes35},
    {"pow__float64_dimensioned__int64_zero_dim", kArgs282, kOutcomes35},
    {"pow__float64_dimensioned__float16_zero_dim", kArgs283, kOutcomes35},
    {"pow__float64_dimensioned__bfloat16_zero_dim", kArgs284, kOutcomes35},
    {"pow__float64_dimensioned__float32_zero_dim", kArgs285, kOutcomes35},
    {"pow__float64_dimensioned__float64_zero_dim", kArgs286, kOutcomes35},
    {"pow__float64_dimensioned__complex32_zero_dim", kArgs287, kOutcomes42},
    {"pow__float64_dimensioned__complex64_zero_dim", kArgs288, kOutcomes42},
    {"pow__float64_dimensioned__complex128_zero_dim", kArgs289, kOutcomes42},
    {"pow__complex32_dimensioned__bool_dimensioned", kArgs290, kOutcomes38},
    {"pow__complex32_dimensioned__uint8_dimensioned", kArgs291, kOutcomes38},
    {"pow__complex32_dimensioned__int8_dimensioned", kArgs292, kOutcomes38},
    {"pow__complex32_dimensioned__int16_dimensioned", kArgs293, kOutcomes38},
    {"pow__complex32_dimensioned__int32_dimensioned", kArgs294, kOutcomes38},
    {"pow__complex32_dimensioned__int64_dimensioned", kArgs295, kOutcomes38},
    {"pow__complex32_dimensioned__float16_dimensioned", kArgs296, kOutcomes38},
    {"pow__complex32_dimensioned__bfloat16_dimensioned", kArgs297, kOutcomes40},
    {"pow__complex32_dimensioned__float32_dimensioned", kArgs298, kOutcomes40},
    {"pow__complex32_dimensioned__float64_dimensioned", kArgs299, kOutcomes42},
    {"pow__complex32_dimensioned__complex32_dimensioned", kArgs300, kOutcomes38},
    {"pow__complex32_dimensioned__complex64_dimensioned", kArgs301, kOutcomes40},
    {"pow__complex32_dimensioned__complex128_dimensioned", kArgs302, kOutcomes42},
    {"pow__complex32_dimensioned__bool_zero_dim", kArgs303, kOutcomes38},
    {"pow__complex32_dimensioned__uint8_zero_dim", kArgs304, kOutcomes38},
    {"pow__complex32_dimensioned__int8_zero_dim", kArgs305, kOutcomes38},
    {"pow__complex32_dimensioned__int16_zero_dim", kArgs306, kOutcomes38},
    {"pow__complex32_dimensioned__int32_zero_dim", kArgs307, kOutcomes38},
    {"pow__complex32_dimensioned__int64_zero_dim", kArgs308, kOutcomes38},
    {"pow__complex32_dimensioned__float16_zero_dim", kArgs309, kOutcomes38},
    {"pow__complex32_dimensioned__bfloat16_zero_dim", kArgs310, kOutcomes38},
    {"pow__complex32_dimensioned__float32_zero_dim", kArgs311, kOutcomes38},
    {"pow__complex32_dimensioned__float64_zero_dim", kArgs312, kOutcomes38},
    {"pow__complex32_dimensioned__complex32_zero_dim", kArgs313, kOutcomes38},
    {"pow__complex32_dimensioned__complex64_zero_dim", kArgs314, kOutcomes38},
    {"pow__complex32_dimensioned__complex128_zero_dim", kArgs315, kOutcomes38},
    {"pow__complex64_dimensioned__bool_dimensioned", kArgs316, kOutcomes40},
    {"pow__complex64_dimensioned__uint8_dimensioned", kArgs317, kOutcomes40},
    {"pow__complex64_dimensioned__int8_dimensioned", kArgs318, kOutcomes40},
    {"pow__complex64_dimensioned__int16_dimensioned", kArgs319, kOutcomes40},
    {"pow__complex64_dimensioned__int32_dimensioned", kArgs320, kOutcomes40},
    {"pow__complex64_dimensioned__int64_dimensioned", kArgs321, kOutcomes40},
    {"pow__complex64_dimensioned__float16_dimensioned", kArgs322, kOutcomes40},
    {"pow__complex64_dimensioned__bfloat16_dimensioned", kArgs323, kOutcomes40},
    {"pow__complex64_dimensioned__float32_dimensioned", kArgs324, kOutcomes40},
    {"pow__complex64_dimensioned__float64_dimensioned", kArgs325, kOutcomes42},
    {"pow__complex64_dimensioned__complex32_dimensioned", kArgs326, kOutcomes40},
    {"pow__complex64_dimensioned__complex64_dimensioned", kArgs327, kOutcomes40},
    {"pow__complex64_dimensioned__complex128_dimensioned", kArgs328, kOutcomes42},
    {"pow__complex64_dimensioned__bool_zero_dim", kArgs329, kOutcomes40},
    {"pow__complex64_dimensioned__uint8_zero_dim", kArgs330, kOutcomes40},
    {"pow__complex64_dimensioned__int8_zero_dim", kArgs331, kOutcomes40},
    {"pow__complex64_dimensioned__int16_zero_dim", kArgs332, kOutcomes40},
    {"pow__complex64_dimensioned__int32_zero_dim", kArgs333, kOutcomes40},
    {"pow__complex64_dimensioned__int64_zero_dim", kArgs334, kOutcomes40},
    {"pow__complex64_dimensioned__float16_zero_dim", kArgs335, kOutcomes40},
    {"pow__complex64_dimensioned__bfloat16_zero_dim", kArgs336, kOutcomes40},
    {"pow__complex64_dimensioned__float32_zero_dim", kArgs337, kOutcomes40},
    {"pow__complex64_dimensioned__float64_zero_dim", kArgs338, kOutcomes40},
    {"pow__complex64_dimensioned__complex32_zero_dim", kArgs339, kOutcomes40},
    {"pow__complex64_dimensioned__complex64_zero_dim", kArgs340, kOutcomes40},
    {"pow__complex64_dimensioned__complex128_zero_dim", kArgs341, kOutcomes40},
    {"pow__complex128_dimensioned__bool_dimensioned", kArgs342, kOutcomes42},
    {"pow__complex128_dimensioned__uint8_dimensioned", kArgs343, kOutcomes42},
    {"pow__complex128_dimensioned__int8_dimensioned", kArgs344, kOutcomes42},
    {"pow__complex128_dimensioned__int16_dimensioned", kArgs345, kOutcomes42},
    {"pow__complex128_dimensioned__int32_dimensioned", kArgs346, kOutcomes42},
    {"pow__complex128_dimensioned__int64_dimensioned", kArgs347, kOutcomes42},
    {"pow__complex128_dimensioned__float16_dimensioned", kArgs348, kOutcomes42},
    {"pow__complex128_dimensioned__bfloat16_dimensioned", kArgs349, kOutcomes42},
    {"pow__complex128_dimensioned__float32_dimensioned", kArgs350, kOutcomes42},
    {"pow__complex128_dimensioned__float64_dimensioned", kArgs351, kOutcomes42},
    {"pow__complex128_dimensioned__complex32_dimensioned", kArgs352, kOutcomes42},
    {"pow__complex128_dimensioned__complex64_dimensioned", kArgs353, kOutcomes42},
    {"pow__complex128_dimensioned__complex128_dimensioned", kArgs354, kOutcomes42},
    {"pow__complex128_dimensioned__bool_zero_dim", kArgs355, kOutcomes42},
    {"pow__complex128_dimensioned__uint8_zero_dim", kArgs356, kOutcomes42},
    {"pow__complex128_dimensioned__int8_zero_dim", kArgs357, kOutcomes42},
    {"pow__complex128_dimensioned__int16_zero_dim", kArgs358, kOutcomes42},
    {"pow__complex128_dimensioned__int32_zero_dim", kArgs359, kOutcomes42},
    {"pow__complex128_dimensioned__int64_zero_dim", kArgs360, kOutcomes42},
    {"pow__complex128_dimensioned__float16_zero_dim", kArgs361, kOutcomes42},
    {"pow__complex128_dimensioned__bfloat16_zero_dim", kArgs362, kOutcomes42},
    {"pow__complex128_dimensioned__float32_zero_dim", kArgs363, kOutcomes42},
    {"pow__complex128_dimensioned__float64_zero_dim", kArgs364, kOutcomes42},
    {"pow__complex128_dimensioned__complex32_zero_dim", kArgs365, kOutcomes42},
    {"pow__complex128_dimensioned__complex64_zero_dim", kArgs366, kOutcomes42},
    {"pow__complex128_dimensioned__complex128_zero_dim", kArgs367, kOutcomes42},
    {"pow__bool_zero_dim__bool_dimensioned", kArgs368, kOutcomes17},
    {"pow__bool_zero_dim__uint8_dimensioned", kArgs369, kOutcomes19},
    {"pow__bool_zero_dim__int8_dimensioned", kArgs370, kOutcomes21},
    {"pow__bool_zero_dim__int16_dimensioned", kArgs371, kOutcomes23},
    {"pow__bool_zero_dim__int32_dimensioned", kArgs372, kOutcomes25},
    {"pow__bool_zero_dim__int64_dimensioned", kArgs373, kOutcomes27},
    {"pow__bool_zero_dim__float16_dimensioned", kArgs374, kOutcomes29},
    {"pow__bool_zero_dim__bfloat16_dimensioned", kArgs375, kOutcomes31},
    {"pow__bool_zero_dim__float32_dimensioned", kArgs376, kOutcomes33},
    {"pow__bool_zero_dim__float64_dimensioned", kArgs377, kOutcomes35},
    {"pow__bool_zero_dim__complex32_dimensioned", kArgs378, kOutcomes38},
    {"pow__bool_zero_dim__complex64_dimensioned", kArgs379, kOutcomes40},
    {"pow__bool_zero_dim__complex128_dimensioned", kArgs380, kOutcomes42},
    {"pow__bool_zero_dim__bool_zero_dim", kArgs381, kOutcomes17},
    {"pow__bool_zero_dim__uint8_zero_dim", kArgs382, kOutcomes383},
    {"pow__bool_zero_dim__int8_zero_dim", kArgs384, kOutcomes385},
    {"pow__bool_zero_dim__int16_zero_dim", kArgs386, kOutcomes387},
    {"pow__bool_zero_dim__int32_zero_dim", kArgs388, kOutcomes389},
    {"pow__bool_zero_dim__int64_zero_dim", kArgs390, kOutcomes391},
    {"pow__bool_zero_dim__float16_zero_dim", kArgs392, kOutcomes393},
    {"pow__bool_zero_dim__bfloat16_zero_dim", kArgs394, kOutcomes395},
    {"pow__bool_zero_dim__float32_zero_dim", kArgs396, kOutcomes397},
    {"pow__bool_zero_dim__float64_zero_dim", kArgs398, kOutcomes399},
    {"pow__bool_zero_dim__complex32_zero_dim", kArgs400, kOutcomes38},
    {"pow__bool_zero_dim__complex64_zero_dim", kArgs401, kOutcomes402},
    {"pow__bool_zero_dim__complex128_zero_dim", kArgs403, kOutcomes404},
    {"pow__uint8_zero_dim__bool_dimensioned", kArgs405, kOutcomes19},
    {"pow__uint8_zero_dim__uint8_dimensioned", kArgs406, kOutcomes19},
    {"pow__uint8_zero_dim__int8_dimensioned", kArgs407, kOutcomes21},
    {"pow__uint8_zero_dim__int16_dimensioned", kArgs408, kOutcomes23},
    {"pow__uint8_zero_dim__int32_dimensioned", kArgs409, kOutcomes25},
    {"pow__uint8_zero_dim__int64_dimensioned", kArgs410, kOutcomes27},
    {"pow__uint8_zero_dim__float16_dimensioned", kArgs411, kOutcomes29},
    {"pow__uint8_zero_dim__bfloat16_dimensioned", kArgs412, kOutcomes31},
    {"pow__uint8_zero_dim__float32_dimensioned", kArgs413, kOutcomes33},
    {"pow__uint8_zero_dim__float64_dimensioned", kArgs414, kOutcomes35},
    {"pow__uint8_zero_dim__complex32_dimensioned", kArgs415, kOutcomes38},
    {"pow__uint8_zero_dim__complex64_dimensioned", kArgs416, kOutcomes40},
    {"pow__uint8_zero_dim__complex128_dimensioned", kArgs417, kOutcomes42},
    {"pow__uint8_zero_dim__bool_zero_dim", kArgs418, kOutcomes383},
    {"pow__uint8_zero_dim__uint8_zero_dim", kArgs419, kOutcomes383},
    {"pow__uint8_zero_dim__int8_zero_dim", kArgs420, kOutcomes387},
    {"pow__uint8_zero_dim__int16_zero_dim", kArgs421, kOutcomes387},
    {"pow__uint8_zero_dim__int32_zero_dim", kArgs422, kOutcomes389},
    {"pow__uint8_zero_dim__int64_zero_dim", kArgs423, kOutcomes391},
    {"pow__uint8_zero_dim__float16_zero_dim", kArgs424, kOutcomes393},
    {"pow__uint8_zero_dim__bfloat16_zero_dim", kArgs425, kOutcomes395},
    {"pow__uint8_zero_dim__float32_zero_dim", kArgs426, kOutcomes397},
    {"pow__uint8_zero_dim__float64_zero_dim", kArgs427, kOutcomes399},
    {"pow__uint8_zero_dim__complex32_zero_dim", kArgs428, kOutcomes38},
    {"pow__uint8_zero_dim__complex64_zero_dim", kArgs429, kOutcomes402},
    {"pow__uint8_zero_dim__complex128_zero_dim", kArgs430, kOutcomes404},
    {"pow__int8_zero_dim__bool_dimensioned", kArgs431, kOutcomes21},
    {"pow__int8_zero_dim__uint8_dimensioned", kArgs432, kOutcomes19},
    {"pow__int8_zero_dim__int8_dimensioned", kArgs433, kOutcomes21},
    {"pow__int8_zero_dim__int16_dimensioned", kArgs434, kOutcomes23},
    {"pow__int8_zero_dim__int32_dimensioned", kArgs435, kOutcomes25},
    {"pow__int8_zero_dim__int64_dimensioned", kArgs436, kOutcomes27},
    {"pow__int8_zero_dim__float16_dimensioned", kArgs437, kOutcomes29},
    {"pow__int8_zero_dim__bfloat16_dimensioned", kArgs438, kOutcomes31},
    {"pow__int8_zero_dim__float32_dimensioned", kArgs439, kOutcomes33},
    {"pow__int8_zero_dim__float64_dimensioned", kArgs440, kOutcomes35},
    {"pow__int8_zero_dim__complex32_dimensioned", kArgs441, kOutcomes38},
    {"pow__int8_zero_dim__complex64_dimensioned", kArgs442, kOutcomes40},
    {"pow__int8_zero_dim__complex128_dimensioned", kArgs443, kOutcomes42},
    {"pow__int8_zero_dim__bool_zero_dim", kArgs444, kOutcomes385},
    {"pow__int8_zero_dim__uint8_zero_dim", kArgs445, kOutcomes387},
    {"pow__int8_zero_dim__int8_zero_dim", kArgs446, kOutcomes385},
    {"pow__int8_zero_dim__int16_zero_dim", kArgs447, kOutcomes387},
    {"pow__int8_zero_dim__int32_zero_dim", kArgs448, kOutcomes389},
    {"pow__int8_zero_dim__int64_zero_dim", kArgs449, kOutcomes391},
    {"pow__int8_zero_dim__float16_zero_dim", kArgs450, kOutcomes393},
    {"pow__int8_zero_dim__bfloat16_zero_dim", kArgs451, kOutcomes395},
    {"pow__int8_zero_dim__float32_zero_dim", kArgs452, kOutcomes397},
    {"pow__int8_zero_dim__float64_zero_dim", kArgs453, kOutcomes399},
    {"pow__int8_zero_dim__complex32_zero_dim", kArgs454, kOutcomes38},
    {"pow__int8_zero_dim__complex64_zero_dim", kArgs455, kOutcomes402},
    {"pow__int8_zero_dim__complex128_zero_dim", kArgs456, kOutcomes404},
    {"pow__int16_zero_dim__bool_dimensioned", kArgs457, kOutcomes23},
    {"pow__int16_zero_dim__uint8_dimensioned", kArgs458, kOutcomes19},
    {"pow__int16_zero_dim__int8_dimensioned", kArgs459, kOutcomes21},
    {"pow__int16_zero_dim__int16_dimensioned", kArgs460, kOutcomes23},
    {"pow__int16_zero_dim__int32_dimensioned", kArgs461, kOutcomes25},
    {"pow__int16_zero_dim__int64_dimensioned", kArgs462, kOutcomes27},
    {"pow__int16_zero_dim__float16_dimensioned", kArgs463, kOutcomes29},
    {"pow__int16_zero_dim__bfloat16_dimensioned", kArgs464, kOutcomes31},
    {"pow__int16_zero_dim__float32_dimensioned", kArgs465, kOutcomes33},
    {"pow__int16_zero_dim__float64_dimensioned", kArgs466, kOutcomes35},
    {"pow__int16_zero_dim__complex32_dimensioned", kArgs467, kOutcomes38},
    {"pow__int16_zero_dim__complex64_dimensioned", kArgs468, kOutcomes40},
    {"pow__int16_zero_dim__complex128_dimensioned", kArgs469, kOutcomes42},
    {"pow__int16_zero_dim__bool_zero_dim", kArgs470, kOutcomes387},
    {"pow__int16_zero_dim__uint8_zero_dim", kArgs471, kOutcomes387},
    {"pow__int16_zero_dim__int8_zero_dim", kArgs472, kOutcomes387},
    {"pow__int16_zero_dim__int16_zero_dim", kArgs473, kOutcomes387},
    {"pow__int16_zero_dim__int32_zero_dim", kArgs474, kOutcomes389},
    {"pow__int16_zero_dim__int64_zero_dim", kArgs475, kOutcomes391},
    {"pow__int16_zero_dim__float16_zero_dim", kArgs476, kOutcomes393},
    {"pow__int16_zero_dim__bfloat16_zero_dim", kArgs477, kOutcomes395},
    {"pow__int16_zero_dim__float32_zero_dim", kArgs478, kOutcomes397},
    {"pow__int16_zero_dim__float64_zero_dim", kArgs479, kOutcomes399},
    {"pow__int16_zero_dim__complex32_zero_dim", kArgs480, kOutcomes38},
    {"pow__int16_zero_dim__complex64_zero_dim", kArgs481, kOutcomes402},
    {"pow__int16_zero_dim__complex128_zero_dim", kArgs482, kOutcomes404},
    {"pow__int32_zero_dim__bool_dimensioned", kArgs483, kOutcomes25},
    {"pow__int32_zero_dim__uint8_dimensioned", kArgs484, kOutcomes19},
    {"pow__int32_zero_dim__int8_dimensioned", kArgs485, kOutcomes21},
    {"pow__int32_zero_dim__int16_dimensioned", kArgs486, kOutcomes23},
    {"pow__int32_zero_dim__int32_dimensioned", kArgs487, kOutcomes25},
    {"pow__int32_zero_dim__int64_dimensioned", kArgs488, kOutcomes27},
    {"pow__int32_zero_dim__float16_dimensioned", kArgs489, kOutcomes29},
    {"pow__int32_zero_dim__bfloat16_dimensioned", kArgs490, kOutcomes31},
    {"pow__int32_zero_dim__float32_dimensioned", kArgs491, kOutcomes33},
    {"pow__int32_zero_dim__float64_dimensioned", kArgs492, kOutcomes35},
    {"pow__int32_zero_dim__complex32_dimensioned", kArgs493, kOutcomes38},
    {"pow__int32_zero_dim__complex64_dimensioned", kArgs494, kOutcomes40},
    {"pow__int32_zero_dim__complex128_dimensioned", kArgs495, kOutcomes42},
    {"pow__int32_zero_dim__bool_zero_dim", kArgs496, kOutcomes389},
    {"pow__int32_zero_dim__uint8_zero_dim", kArgs497, kOutcomes389},
    {"pow__int32_zero_dim__int8_zero_dim", kArgs498, kOutcomes389},
    {"pow__int32_zero_dim__int16_zero_dim", kArgs499, kOutcomes389},
    {"pow__int32_zero_dim__int32_zero_dim", kArgs500, kOutcomes389},
    {"pow__int32_zero_dim__int64_zero_dim", kArgs501, kOutcomes391},
    {"pow__int32_zero_dim__float16_zero_dim", kArgs502, kOutcomes393},
    {"pow__int32_zero_dim__bfloat16_zero_dim", kArgs503, kOutcomes395},
    {"pow__int32_zero_dim__float32_zero_dim", kArgs504, kOutcomes397},
    {"pow__int32_zero_dim__float64_zero_dim", kArgs505, kOutcomes399},
    {"pow__int32_zero_dim__complex32_zero_dim", kArgs506, kOutcomes38},
    {"pow__int32_zero_dim__complex64_zero_dim", kArgs507, kOutcomes402},
    {"pow__int32_zero_dim__complex128_zero_dim", kArgs508, kOutcomes404},
    {"pow__int64_zero_dim__bool_dimensioned", kArgs509, kOutcomes27},
    {"pow__int64_zero_dim__uint8_dimensioned", kArgs510, kOutcomes19},
    {"pow__int64_zero_dim__int8_dimensioned", kArgs511, kOutcomes21},
    {"pow__int64_zero_dim__int16_dimensioned", kArgs512, kOutcomes23},
    {"pow__int64_zero_dim__int32_dimensioned", kArgs513, kOutcomes25},
    {"pow__int64_zero_dim__int64_dimensioned", kArgs514, kOutcomes27},
    {"pow__int64_zero_dim__float16_dimensioned", kArgs515, kOutcomes29},
    {"pow__int64_zero_dim__bfloat16_dimensioned", kArgs516, kOutcomes31},
    {"pow__int64_zero_dim__float32_dimensioned", kArgs517, kOutcomes33},
    {"pow__int64_zero_dim__float64_dimensioned", kArgs518, kOutcomes35},
    {"pow__int64_zero_dim__complex32_dimensioned", kArgs519, kOutcomes38},
    {"pow__int64_zero_dim__complex64_dimensioned", kArgs520, kOutcomes40},
    {"pow__int64_zero_dim__complex128_dimensioned", kArgs521, kOutcomes42},
    {"pow__int64_zero_dim__bool_zero_dim", kArgs522, kOutcomes391},
    {"pow__int64_zero_dim__uint8_zero_dim", kArgs523, kOutcomes391},
    {"pow__int64_zero_dim__int8_zero_dim", kArgs524, kOutcomes391},
    {"pow__int64_zero_dim__int16_zero_dim", kArgs525, kOutcomes391},
    {"pow__int64_zero_dim__int32_zero_dim", kArgs526, kOutcomes391},
    {"pow__int64_zero_dim__int64_zero_dim", kArgs527, kOutcomes391},
    {"pow__int64_zero_dim__float16_zero_dim", kArgs528, kOutcomes393},
    {"pow__int64_zero_dim__bfloat16_zero_dim", kArgs529, kOutcomes395},
    {"pow__int64_zero_dim__float32_zero_dim", kArgs530, kOutcomes397},
    {"pow__int64_zero_dim__float64_zero_dim", kArgs531, kOutcomes399},
    {"pow__int64_zero_dim__complex32_zero_dim", kArgs532, kOutcomes38},
    {"pow__int64_zero_dim__complex64_zero_dim", kArgs533, kOutcomes402},
    {"pow__int64_zero_dim__complex128_zero_dim", kArgs534, kOutcomes404},
    {"pow__float16_zero_dim__bool_dimensioned", kArgs535, kOutcomes29},
    {"pow__float16_zero_dim__uint8_dimensioned", kArgs536, kOutcomes29},
    {"pow__float16_zero_dim__int8_dimensioned", kArgs537, kOutcomes29},
    {"pow__float16_zero_dim__int16_dimensioned", kArgs538, kOutcomes29},
    {"pow__float16_zero_dim__int32_dimensioned", kArgs539, kOutcomes29},
    {"pow__float16_zero_dim__int64_dimensioned", kArgs540, kOutcomes29},
    {"pow__float16_zero_dim__float16_dimensioned", kArgs541, kOutcomes29},
    {"pow__float16_zero_dim__bfloat16_dimensioned", kArgs542, kOutcomes31},
    {"pow__float16_zero_dim__float32_dimensioned", kArgs543, kOutcomes33},
    {"pow__float16_zero_dim__float64_dimensioned", kArgs544, kOutcomes35},
    {"pow__float16_zero_dim__complex32_dimensioned", kArgs545, kOutcomes38},
    {"pow__float16_zero_dim__complex64_dimensioned", kArgs546, kOutcomes40},
    {"pow__float16_zero_dim__complex128_dimensioned", kArgs547, kOutcomes42},
    {"pow__float16_zero_dim__bool_zero_dim", kArgs548, kOutcomes393},
    {"pow__float16_zero_dim__uint8_zero_dim", kArgs549, kOutcomes393},
    {"pow__float16_zero_dim__int8_zero_dim", kArgs550, kOutcomes393},
    {"pow__float16_zero_dim__int16_zero_dim", kArgs551, kOutcomes393},
    {"pow__float16_zero_dim__int32_zero_dim", kArgs552, kOutcomes393},
    {"pow__float16_zero_dim__int64_zero_dim", kArgs553, kOutcomes393},
    {"pow__float16_zero_dim__float16_zero_dim", kArgs554, kOutcomes393},
    {"pow__float16_zero_dim__bfloat16_zero_dim", kArgs555, kOutcomes397},
    {"pow__float16_zero_dim__float32_zero_dim", kArgs556, kOutcomes397},
    {"pow__float16_zero_dim__float64_zero_dim", kArgs557, kOutcomes399},
    {"pow__float16_zero_dim__complex32_zero_dim", kArgs558, kOutcomes38},
    {"pow__float16_zero_dim__complex64_zero_dim", kArgs559, kOutcomes402},
    {"pow__float16_zero_dim__complex128_zero_dim", kArgs560, kOutcomes404},
    {"pow__bfloat16_zero_dim__bool_dimensioned", kArgs561, kOutcomes31},
    {"pow__bfloat16_zero_dim__uint8_dimensioned", kArgs562, kOutcomes31},
    {"pow__bfloat16_zero_dim__int8_dimensioned", kArgs563, kOutcomes31},
    {"pow__bfloat16_zero_dim__int16_dimensioned", kArgs564, kOutcomes31},
    {"pow__bfloat16_zero_dim__int32_dimensioned", kArgs565, kOutcomes31},
    {"pow__bfloat16_zero_dim__int64_dimensioned", kArgs566, kOutcomes31},
    {"pow__bfloat16_zero_dim__float16_dimensioned", kArgs567, kOutcomes29},
    {"pow__bfloat16_zero_dim__bfloat16_dimensioned", kArgs568, kOutcomes31},
    {"pow__bfloat16_zero_dim__float32_dimensioned", kArgs569, kOutcomes33},
    {"pow__bfloat16_zero_dim__float64_dimensioned", kArgs570, kOutcomes35},
    {"pow__bfloat16_zero_dim__complex32_dimensioned", kArgs571, kOutcomes38},
    {"pow__bfloat16_zero_dim__complex64_dimensioned", kArgs572, kOutcomes40},
    {"pow__bfloat16_zero_dim__complex128_dimensioned", kArgs573, kOutcomes42},
    {"pow__bfloat16_zero_dim__bool_zero_dim", kArgs574, kOutcomes395},
    {"pow__bfloat16_zero_dim__uint8_zero_dim", kArgs575, kOutcomes395},
    {"pow__bfloat16_zero_dim__int8_zero_dim", kArgs576, kOutcomes395},
    {"pow__bfloat16_zero_dim__int16_zero_dim", kArgs577, kOutcomes395},
    {"pow__bfloat16_zero_dim__int32_zero_dim", kArgs578, kOutcomes395},
    {"pow__bfloat16_zero_dim__int64_zero_dim", kArgs579, kOutcomes395},
    {"pow__bfloat16_zero_dim__float16_zero_dim", kArgs580, kOutcomes397},
    {"pow__bfloat16_zero_dim__bfloat16_zero_dim", kArgs581, kOutcomes395},
    {"pow__bfloat16_zero_dim__float32_zero_dim", kArgs582, kOutcomes397},
    {"pow__bfloat16_zero_dim__float64_zero_dim", kArgs583, kOutcomes399},
    {"pow__bfloat16_zero_dim__complex32_zero_dim", kArgs584, kOutcomes402},
    {"pow__bfloat16_zero_dim__complex64_zero_dim", kArgs585, kOutcomes402},
    {"pow__bfloat16_zero_dim__complex128_zero_dim", kArgs586, kOutcomes404},
    {"pow__float32_zero_dim__bool_dimensioned", kArgs587, kOutcomes33},
    {"pow__float32_zero_dim__uint8_dimensioned", kArgs588, kOutcomes33},
    {"pow__float32_zero_dim__int8_dimensioned", kArgs589, kOutcomes33},
    {"pow__float32_zero_dim__int16_dimensioned", kArgs590, kOutcomes33},
    {"pow__float32_zero_dim__int32_dimensioned", kArgs591, kOutcomes33},
    {"pow__float32_zero_dim__int64_dimensioned", kArgs592, kOutcomes33},
    {"pow__float32_zero_dim__float16_dimensioned", kArgs593, kOutcomes29},
    {"pow__float32_zero_dim__bfloat16_dimensioned", kArgs594, kOutcomes31},
    {"pow__float32_zero_dim__float32_dimensioned", kArgs595, kOutcomes33},
    {"pow__float32_zero_dim__float64_dimensioned", kArgs596, kOutcomes35},
    {"pow__float32_zero_dim__complex32_dimensioned", kArgs597, kOutcomes38},
    {"pow__float32_zero_dim__complex64_dimensioned", kArgs598, kOutcomes40},
    {"pow__float32_zero_dim__complex128_dimensioned", kArgs599, kOutcomes42},
    {"pow__float32_zero_dim__bool_zero_dim", kArgs600, kOutcomes397},
    {"pow__float32_zero_dim__uint8_zero_dim", kArgs601, kOutcomes397},
    {"pow__float32_zero_dim__int8_zero_dim", kArgs602, kOutcomes397},
    {"pow__float32_zero_dim__int16_zero_dim", kArgs603, kOutcomes397},
    {"pow__float32_zero_dim__int32_zero_dim", kArgs604, kOutcomes397},
    {"pow__float32_zero_dim__int64_zero_dim", kArgs605, kOutcomes397},
    {"pow__float32_zero_dim__float16_zero_dim", kArgs606, kOutcomes397},
    {"pow__float32_zero_dim__bfloat16_zero_dim", kArgs607, kOutcomes397},
    {"pow__float32_zero_dim__float32_zero_dim", kArgs608, kOutcomes397},
    {"pow__float32_zero_dim__float64_zero_dim", kArgs609, kOutcomes399},
    {"pow__float32_zero_dim__complex32_zero_dim", kArgs610, kOutcomes402},
    {"pow__float32_zero_dim__complex64_zero_dim", kArgs611, kOutcomes402},
    {"pow__float32_zero_dim__complex128_zero_dim", kArgs612, kOutcomes404},
    {"pow__float64_zero_dim__bool_dimensioned", kArgs613, kOutcomes35},
    {"pow__float64_zero_dim__uint8_dimensioned", kArgs614, kOutcomes35},
    {"pow__float64_zero_dim__int8_dimensioned", kArgs615, kOutcomes35},
    {"pow__float64_zero_dim__int16_dimensioned", kArgs616, kOutcomes35},
    {"pow__float64_zero_dim__int32_dimensioned", kArgs617, kOutcomes35},
    {"pow__float64_zero_dim__int64_dimensioned", kArgs618, kOutcomes35},
    {"pow__float64_zero_dim__float16_dimensioned", kArgs619, kOutcomes29},
    {"pow__float64_zero_dim__bfloat16_dimensioned", kArgs620, kOutcomes31},
    {"pow__float64_zero_dim__float32_dimensioned", kArgs621, kOutcomes33},
    {"pow__float64_zero_dim__float64_dimensioned", kArgs622, kOutcomes35},
    {"pow__float64_zero_dim__complex32_dimensioned", kArgs623, kOutcomes38},
    {"pow__float64_zero_dim__complex64_dimensioned", kArgs624, kOutcomes40},
    {"pow__float64_zero_dim__complex128_dimensioned", kArgs625, kOutcomes42},
    {"pow__float64_zero_dim__bool_zero_dim", kArgs626, kOutcomes399},
    {"pow__float64_zero_dim__uint8_zero_dim", kArgs627, kOutcomes399},
    {"pow__float64_zero_dim__int8_zero_dim", kArgs628, kOutcomes399},
    {"pow__float64_zero_dim__int16_zero_dim", kArgs629, kOutcomes399},
    {"pow__float64_zero_dim__int32_zero_dim", kArgs630, kOutcomes399},
    {"pow__float64_zero_dim__int64_zero_dim", kArgs631, kOutcomes399},
    {"pow__float64_zero_dim__float16_zero_dim", kArgs632, kOutcomes399},
    {"pow__float64_zero_dim__bfloat16_zero_dim", kArgs633, kOutcomes399},
    {"pow__float64_zero_dim__float32_zero_dim", kArgs634, kOutcomes399},
    {"pow__float64_zero_dim__float64_zero_dim", kArgs635, kOutcomes399},
    {"pow__float64_zero_dim__complex32_zero_dim", kArgs636, kOutcomes404},
    {"pow__float64_zero_dim__complex64_zero_dim", kArgs637, kOutcomes404},
    {"pow__float64_zero_dim__complex128_zero_dim", kArgs638, kOutcomes404},
    {"pow__complex32_zero_dim__bool_dimensioned", kArgs639, kOutcomes38},
    {"pow__complex32_zero_dim__uint8_dimensioned", kArgs640, kOutcomes38},
    {"pow__complex32_zero_dim__int8_dimensioned", kArgs641, kOutcomes38},
    {"pow__complex32_zero_dim__int16_dimensioned", kArgs642, kOutcomes38},
    {"pow__complex32_zero_dim__int32_dimensioned", kArgs643, kOutcomes38},
    {"pow__complex32_zero_dim__int64_dimensioned", kArgs644, kOutcomes38},
    {"pow__complex32_zero_dim__float16_dimensioned", kArgs645, kOutcomes38},
    {"pow__complex32_zero_dim__bfloat16_dimensioned", kArgs646, kOutcomes40},
    {"pow__complex32_zero_dim__float32_dimensioned", kArgs647, kOutcomes40},
    {"pow__complex32_zero_dim__float64_dimensioned", kArgs648, kOutcomes42},
    {"pow__complex32_zero_dim__complex32_dimensioned", kArgs649, kOutcomes38},
    {"pow__complex32_zero_dim__complex64_dimensioned", kArgs650, kOutcomes40},
    {"pow__complex32_zero_dim__complex128_dimensioned", kArgs651, kOutcomes42},
    {"pow__complex32_zero_dim__bool_zero_dim", kArgs652, kOutcomes38},
    {"pow__complex32_zero_dim__uint8_zero_dim", kArgs653, kOutcomes38},
    {"pow__complex32_zero_dim__int8_zero_dim", kArgs654, kOutcomes38},
    {"pow__complex32_zero_dim__int16_zero_dim", kArgs655, kOutcomes38},
    {"pow__complex32_zero_dim__int32_zero_dim", kArgs656, kOutcomes38},
    {"pow__complex32_zero_dim__int64_zero_dim", kArgs657, kOutcomes38},
    {"pow__complex32_zero_dim__float16_zero_dim", kArgs658, kOutcomes38},
    {"pow__complex32_zero_dim__bfloat16_zero_dim", kArgs659, kOutcomes402},
    {"pow__complex32_zero_dim__float32_zero_dim", kArgs660, kOutcomes402},
    {"pow__complex32_zero_dim__float64_zero_dim", kArgs661, kOutcomes404},
    {"pow__complex32_zero_dim__complex32_zero_dim", kArgs662, kOutcomes38},
    {"pow__complex32_zero_dim__complex64_zero_dim", kArgs663, kOutcomes402},
    {"pow__complex32_zero_dim__complex128_zero_dim", kArgs664, kOutcomes404},
    {"pow__complex64_zero_dim__bool_dimensioned", kArgs665, kOutcomes40},
    {"pow__complex64_zero_dim__uint8_dimensioned", kArgs666, kOutcomes40},
    {"pow__complex64_zero_dim__int8_dimensioned", kArgs667, kOutcomes40},
    {"pow__complex64_zero_dim__int16_dimensioned", kArgs668, kOutcomes40},
    {"pow__complex64_zero_dim__int32_dimensioned", kArgs669, kOutcomes40},
    {"pow__complex64_zero_dim__int64_dimensioned", kArgs670, kOutcomes40},
    {"pow__complex64_zero_dim__float16_dimensioned", kArgs671, kOutcomes38},
    {"pow__complex64_zero_dim__bfloat16_dimensioned", kArgs672, kOutcomes40},
    {"pow__complex64_zero_dim__float32_dimensioned", kArgs673, kOutcomes40},
    {"pow__complex64_zero_dim__float64_dimensioned", kArgs674, kOutcomes42},
    {"pow__complex64_zero_dim__complex32_dimensioned", kArgs675, kOutcomes38},
    {"pow__complex64_zero_dim__complex64_dimensioned", kArgs676, kOutcomes40},
    {"pow__complex64_zero_dim__complex128_dimensioned", kArgs677, kOutcomes42},
    {"pow__complex64_zero_dim__bool_zero_dim", kArgs678, kOutcomes402},
    {"pow__complex64_zero_dim__uint8_zero_dim", kArgs679, kOutcomes402},
    {"pow__complex64_zero_dim__int8_zero_dim", kArgs680, kOutcomes402},
    {"pow__complex64_zero_dim__int16_zero_dim", kArgs681, kOutcomes402},
    {"pow__complex64_zero_dim__int32_zero_dim", kArgs682, kOutcomes402},
    {"pow__complex64_zero_dim__int64_zero_dim", kArgs683, kOutcomes402},
    {"pow__complex64_zero_dim__float16_zero_dim", kArgs684, kOutcomes402},
    {"pow__complex64_zero_dim__bfloat16_zero_dim", kArgs685, kOutcomes402},
    {"pow__complex64_zero_dim__float32_zero_dim", kArgs686, kOutcomes402},
    {"pow__complex64_zero_dim__float64_zero_dim", kArgs687, kOutcomes404},
    {"pow__complex64_zero_dim__complex32_zero_dim", kArgs688, kOutcomes402},
    {"pow__complex64_zero_dim__complex64_zero_dim", kArgs689, kOutcomes402},
    {"pow__complex64_zero_dim__complex128_zero_dim", kArgs690, kOutcomes404},
    {"pow__complex128_zero_dim__bool_dimensioned", kArgs691, kOutcomes42},
    {"pow__complex128_zero_dim__uint8_dimensioned", kArgs692, kOutcomes42},
    {"pow__complex128_zero_dim__int8_dimensioned", kArgs693, kOutcomes42},
    {"pow__complex128_zero_dim__int16_dimensioned", kArgs694, kOutcomes42},
    {"pow__complex128_zero_dim__int32_dimensioned", kArgs695, kOutcomes42},
    {"pow__complex128_zero_dim__int64_dimensioned", kArgs696, kOutcomes42},
    {"pow__complex128_zero_dim__float16_dimensioned", kArgs697, kOutcomes38},
    {"pow__complex128_zero_dim__bfloat16_dimensioned", kArgs698, kOutcomes40},
    {"pow__complex128_zero_dim__float32_dimensioned", kArgs699, kOutcomes40},
    {"pow__complex128_zero_dim__float64_dimensioned", kArgs700, kOutcomes42},
    {"pow__complex128_zero_dim__complex32_dimensioned", kArgs701, kOutcomes38},
    {"pow__complex128_zero_dim__complex64_dimensioned", kArgs702, kOutcomes40},
    {"pow__complex128_zero_dim__complex128_dimensioned", kArgs703, kOutcomes42},
    {"pow__complex128_zero_dim__bool_zero_dim", kArgs704, kOutcomes404},
    {"pow__complex128_zero_dim__uint8_zero_dim", kArgs705, kOutcomes404},
    {"pow__complex128_zero_dim__int8_zero_dim", kArgs706, kOutcomes404},
    {"pow__complex128_zero_dim__int16_zero_dim", kArgs707, kOutcomes404},
    {"pow__complex128_zero_dim__int32_zero_dim", kArgs708, kOutcomes404},
    {"pow__complex128_zero_dim__int64_zero_dim", kArgs709, kOutcomes404},
    {"pow__complex128_zero_dim__float16_zero_dim", kArgs710, kOutcomes404},
    {"pow__complex128_zero_dim__bfloat16_zero_dim", kArgs711, kOutcomes404},
    {"pow__complex128_zero_dim__float32_zero_dim", kArgs712, kOutcomes404},
    {"pow__complex128_zero_dim__float64_zero_dim", kArgs713, kOutcomes404},
    {"pow__complex128_zero_dim__complex32_zero_dim", kArgs714, kOutcomes404},
    {"pow__complex128_zero_dim__complex64_zero_dim", kArgs715, kOutcomes404},
    {"pow__complex128_zero_dim__complex128_zero_dim", kArgs716, kOutcomes404},
    {"pow_Tensor_Scalar__bool_dimensioned__bool_scalar", kArgs717, kOutcomes718},
    {"pow_Tensor_Scalar__bool_dimensioned__int_scalar", kArgs719, kOutcomes720},
    {"pow_Tensor_Scalar__bool_dimensioned__float_scalar", kArgs721, kOutcomes722},
    {"pow_Tensor_Scalar__bool_dimensioned__complex_scalar", kArgs723, kOutcomes724},
    {"pow_Tensor_Scalar__uint8_dimensioned__bool_scalar", kArgs725, kOutcomes726},
    {"pow_Tensor_Scalar__uint8_dimensioned__int_scalar", kArgs727, kOutcomes726},
    {"pow_Tensor_Scalar__uint8_dimensioned__float_scalar", kArgs728, kOutcomes722},
    {"pow_Tensor_Scalar__uint8_dimensioned__complex_scalar", kArgs729, kOutcomes724},
    {"pow_Tensor_Scalar__int8_dimensioned__bool_scalar", kArgs730, kOutcomes731},
    {"pow_Tensor_Scalar__int8_dimensioned__int_scalar", kArgs732, kOutcomes731},
    {"pow_Tensor_Scalar__int8_dimensioned__float_scalar", kArgs733, kOutcomes722},
    {"pow_Tensor_Scalar__int8_dimensioned__complex_scalar", kArgs734, kOutcomes724},
    {"pow_Tensor_Scalar__int16_dimensioned__bool_scalar", kArgs735, kOutcomes736},
    {"pow_Tensor_Scalar__int16_dimensioned__int_scalar", kArgs737, kOutcomes736},
    {"pow_Tensor_Scalar__int16_dimensioned__float_scalar", kArgs738, kOutcomes722},
    {"pow_Tensor_Scalar__int16_dimensioned__complex_scalar", kArgs739, kOutcomes724},
    {"pow_Tensor_Scalar__int32_dimensioned__bool_scalar", kArgs740, kOutcomes741},
    {"pow_Tensor_Scalar__int32_dimensioned__int_scalar", kArgs742, kOutcomes741},
    {"pow_Tensor_Scalar__int32_dimensioned__float_scalar", kArgs743, kOutcomes722},
    {"pow_Tensor_Scalar__int32_dimensioned__complex_scalar", kArgs744, kOutcomes724},
    {"pow_Tensor_Scalar__int64_dimensioned__bool_scalar", kArgs745, kOutcomes720},
    {"pow_Tensor_Scalar__int64_dimensioned__int_scalar", kArgs746, kOutcomes720},
    {"pow_Tensor_Scalar__int64_dimensioned__float_scalar", kArgs747, kOutcomes722},
    {"pow_Tensor_Scalar__int64_dimensioned__complex_scalar", kArgs748, kOutcomes724},
    {"pow_Tensor_Scalar__float16_dimensioned__bool_scalar", kArgs749, kOutcomes750},
    {"pow_Tensor_Scalar__float16_dimensioned__int_scalar", kArgs751, kOutcomes750},
    {"pow_Tensor_Scalar__float16_dimensioned__float_scalar", kArgs752, kOutcomes750},
    {"pow_Tensor_Scalar__float16_dimensioned__complex_scalar", kArgs753, kOutcomes754},
    {"pow_Tensor_Scalar__bfloat16_dimensioned__bool_scalar", kArgs755, kOutcomes756},
    {"pow_Tensor_Scalar__bfloat16_dimensioned__int_scalar", kArgs757, kOutcomes756},
    {"pow_Tensor_Scalar__bfloat16_dimensioned__float_scalar", kArgs758, kOutcomes756},
    {"pow_Tensor_Scalar__bfloat16_dimensioned__complex_scalar", kArgs759, kOutcomes724},
    {"pow_Tensor_Scalar__float32_dimensioned__bool_scalar", kArgs760, kOutcomes722},
    {"pow_Tensor_Scalar__float32_dimensioned__int_scalar", kArgs761, kOutcomes722},
    {"pow_Tensor_Scalar__float32_dimensioned__float_scalar", kArgs762, kOutcomes722},
    {"pow_Tensor_Scalar__float32_dimensioned__complex_scalar", kArgs763, kOutcomes724},
    {"pow_Tensor_Scalar__float64_dimensioned__bool_scalar", kArgs764, kOutcomes765},
    {"pow_Tensor_Scalar__float64_dimensioned__int_scalar", kArgs766, kOutcomes765},
    {"pow_Tensor_Scalar__float64_dimensioned__float_scalar", kArgs767, kOutcomes765},
    {"pow_Tensor_Scalar__float64_dimensioned__complex_scalar", kArgs768, kOutcomes769},
    {"pow_Tensor_Scalar__complex32_dimensioned__bool_scalar", kArgs770, kOutcomes754},
    {"pow_Tensor_Scalar__complex32_dimensioned__int_scalar", kArgs771, kOutcomes754},
    {"pow_Tensor_Scalar__complex32_dimensioned__float_scalar", kArgs772, kOutcomes754},
    {"pow_Tensor_Scalar__complex32_dimensioned__complex_scalar", kArgs773, kOutcomes754},
    {"pow_Tensor_Scalar__complex64_dimensioned__bool_scalar", kArgs774, kOutcomes724},
    {"pow_Tensor_Scalar__complex64_dimensioned__int_scalar", kArgs775, kOutcomes724},
    {"pow_Tensor_Scalar__complex64_dimensioned__float_scalar", kArgs776, kOutcomes724},
    {"pow_Tensor_Scalar__complex64_dimensioned__complex_scalar", kArgs777, kOutcomes724},
    {"pow_Tensor_Scalar__complex128_dimensioned__bool_scalar", kArgs778, kOutcomes769},
    {"pow_Tensor_Scalar__complex128_dimensioned__int_scalar", kArgs779, kOutcomes769},
    {"pow_Tensor_Scalar__complex128_dimensioned__float_scalar", kArgs780, kOutcomes769},
    {"pow_Tensor_Scalar__complex128_dimensioned__complex_scalar", kArgs781, kOutcomes769},
    {"pow_Tensor_Scalar__bool_zero_dim__bool_scalar", kArgs782, kOutcomes718},
    {"pow_Tensor_Scalar__bool_zero_dim__int_scalar", kArgs783, kOutcomes784},
    {"pow_Tensor_Scalar__bool_zero_dim__float_scalar", kArgs785, kOutcomes786},
    {"pow_Tensor_Scalar__bool_zero_dim__complex_scalar", kArgs787, kOutcomes788},
    {"pow_Tensor_Scalar__uint8_zero_dim__bool_scalar", kArgs789, kOutcomes790},
    {"pow_Tensor_Scalar__uint8_zero_dim__int_scalar", kArgs791, kOutcomes790},
    {"pow_Tensor_Scalar__uint8_zero_dim__float_scalar", kArgs792, kOutcomes786},
    {"pow_Tensor_Scalar__uint8_zero_dim__complex_scalar", kArgs793, kOutcomes788},
    {"pow_Tensor_Scalar__int8_zero_dim__bool_scalar", kArgs794, kOutcomes795},
    {"pow_Tensor_Scalar__int8_zero_dim__int_scalar", kArgs796, kOutcomes795},
    {"pow_Tensor_Scalar__int8_zero_dim__float_scalar", kArgs797, kOutcomes786},
    {"pow_Tensor_Scalar__int8_zero_dim__complex_scalar", kArgs798, kOutcomes788},
    {"pow_Tensor_Scalar__int16_zero_dim__bool_scalar", kArgs799, kOutcomes800},
    {"pow_Tensor_Scalar__int16_zero_dim__int_scalar", kArgs801, kOutcomes800},
    {"pow_Tensor_Scalar__int16_zero_dim__float_scalar", kArgs802, kOutcomes786},
    {"pow_Tensor_Scalar__int16_zero_dim__complex_scalar", kArgs803, kOutcomes788},
    {"pow_Tensor_Scalar__int32_zero_dim__bool_scalar", kArgs804, kOutcomes805},
    {"pow_Tensor_Scalar__int32_zero_dim__int_scalar", kArgs806, kOutcomes805},
    {"pow_Tensor_Scalar__int32_zero_dim__float_scalar", kArgs807, kOutcomes786},
    {"pow_Tensor_Scalar__int32_zero_dim__complex_scalar", kArgs808, kOutcomes788},
    {"pow_Tensor_Scalar__int64_zero_dim__bool_scalar", kArgs809, kOutcomes784},
    {"pow_Tensor_Scalar__int64_zero_dim__int_scalar", kArgs810, kOutcomes784},
    {"pow_Tensor_Scalar__int64_zero_dim__float_scalar", kArgs811, kOutcomes786},
    {"pow_Tensor_Scalar__int64_zero_dim__complex_scalar", kArgs812, kOutcomes788},
    {"pow_Tensor_Scalar__float16_zero_dim__bool_scalar", kArgs813, kOutcomes814},
    {"pow_Tensor_Scalar__float16_zero_dim__int_scalar", kArgs815, kOutcomes814},
    {"pow_Tensor_Scalar__float16_zero_dim__float_scalar", kArgs816, kOutcomes814},
    {"pow_Tensor_Scalar__float16_zero_dim__complex_scalar", kArgs817, kOutcomes818},
    {"pow_Tensor_Scalar__bfloat16_zero_dim__bool_scalar", kArgs819, kOutcomes820},
    {"pow_Tensor_Scalar__bfloat16_zero_dim__int_scalar", kArgs821, kOutcomes820},
    {"pow_Tensor_Scalar__bfloat16_zero_dim__float_scalar", kArgs822, kOutcomes820},
    {"pow_Tensor_Scalar__bfloat16_zero_dim__complex_scalar", kArgs823, kOutcomes788},
    {"pow_Tensor_Scalar__float32_zero_dim__bool_scalar", kArgs824, kOutcomes786},
    {"pow_Tensor_Scalar__float32_zero_dim__int_scalar", kArgs825, kOutcomes786},
    {"pow_Tensor_Scalar__float32_zero_dim__float_scalar", kArgs826, kOutcomes786},
    {"pow_Tensor_Scalar__float32_zero_dim__complex_scalar", kArgs827, kOutcomes788},
    {"pow_Tensor_Scalar__float64_zero_dim__bool_scalar", kArgs828, kOutcomes829},
    {"pow_Tensor_Scalar__float64_zero_dim__int_scalar", kArgs830, kOutcomes829},
    {"pow_Tensor_Scalar__float64_zero_dim__float_scalar", kArgs831, kOutcomes829},
    {"pow_Tensor_Scalar__float64_zero_dim__complex_scalar", kArgs832, kOutcomes833},
    {"pow_Tensor_Scalar__complex32_zero_dim__bool_scalar", kArgs834, kOutcomes818},
    {"pow_Tensor_Scalar__complex32_zero_dim__int_scalar", kArgs835, kOutcomes818},
    {"pow_Tensor_Scalar__complex32_zero_dim__float_scalar", kArgs836, kOutcomes818},
    {"pow_Tensor_Scalar__complex32_zero_dim__complex_scalar", kArgs837, kOutcomes818},
    {"pow_Tensor_Scalar__complex64_zero_dim__bool_scalar", kArgs838, kOutcomes788},
    {"pow_Tensor_Scalar__complex64_zero_dim__int_scalar", kArgs839, kOutcomes788},
    {"pow_Tensor_Scalar__complex64_zero_dim__float_scalar", kArgs840, kOutcomes788},
    {"pow_Tensor_Scalar__complex64_zero_dim__complex_scalar", kArgs841, kOutcomes788},
    {"pow_Tensor_Scalar__complex128_zero_dim__bool_scalar", kArgs842, kOutcomes833},
    {"pow_Tensor_Scalar__complex128_zero_dim__int_scalar", kArgs843, kOutcomes833},
    {"pow_Tensor_Scalar__complex128_zero_dim__float_scalar", kArgs844, kOutcomes833},
    {"pow_Tensor_Scalar__complex128_zero_dim__complex_scalar", kArgs845, kOutcomes833},
    {"pow_Scalar__bool_scalar__bool_dimensioned", kArgs846, kOutcomes847},
    {"pow_Scalar__bool_scalar__uint8_dimensioned", kArgs848, kOutcomes849},
    {"pow_Scalar__bool_scalar__int8_dimensioned", kArgs850, kOutcomes851},
    {"pow_Scalar__bool_scalar__int16_dimensioned", kArgs852, kOutcomes853},
    {"pow_Scalar__bool_scalar__int32_dimensioned", kArgs854, kOutcomes855},
    {"pow_Scalar__bool_scalar__int64_dimensioned", kArgs856, kOutcomes857},
    {"pow_Scalar__bool_scalar__float16_dimensioned", kArgs858, kOutcomes859},
    {"pow_Scalar__bool_scalar__bfloat16_dimensioned", kArgs860, kOutcomes861},
    {"pow_Scalar__bool_scalar__float32_dimensioned", kArgs862, kOutcomes863},
    {"pow_Scalar__bool_scalar__float64_dimensioned", kArgs864, kOutcomes865},
    {"pow_Scalar__bool_scalar__complex32_dimensioned", kArgs866, kOutcomes867},
    {"pow_Scalar__bool_scalar__complex64_dimensioned", kArgs868, kOutcomes869},
    {"pow_Scalar__bool_scalar__complex128_dimensioned", kArgs870, kOutcomes871},
    {"pow_Scalar__bool_scalar__bool_zero_dim", kArgs872, kOutcomes847},
    {"pow_Scalar__bool_scalar__uint8_zero_dim", kArgs873, kOutcomes874},
    {"pow_Scalar__bool_scalar__int8_zero_dim", kArgs875, kOutcomes876},
    {"pow_Scalar__bool_scalar__int16_zero_dim", kArgs877, kOutcomes878},
    {"pow_Scalar__bool_scalar__int32_zero_dim", kArgs879, kOutcomes880},
    {"pow_Scalar__bool_scalar__int64_zero_dim", kArgs881, kOutcomes882},
    {"pow_Scalar__bool_scalar__float16_zero_dim", kArgs883, kOutcomes884},
    {"pow_Scalar__bool_scalar__bfloat16_zero_dim", kArgs885, kOutcomes886},
    {"pow_Scalar__bool_scalar__float32_zero_dim", kArgs887, kOutcomes888},
    {"pow_Scalar__bool_scalar__float64_zero_dim", kArgs889, kOutcomes890},
    {"pow_Scalar__bool_scalar__complex32_zero_dim", kArgs891, kOutcomes892},
    {"pow_Scalar__bool_scalar__complex64_zero_dim", kArgs893, kOutcomes894},
    {"pow_Scalar__bool_scalar__complex128_zero_dim", kArgs895, kOutcomes896},
    {"pow_Scalar__int_scalar__bool_dimensioned", kArgs897, kOutcomes857},
    {"pow_Scalar__int_scalar__uint8_dimensioned", kArgs898, kOutcomes849},
    {"pow_Scalar__int_scalar__int8_dimensioned", kArgs899, kOutcomes851},
    {"pow_Scalar__int_scalar__int16_dimensioned", kArgs900, kOutcomes853},
    {"pow_Scalar__int_scalar__int32_dimensioned", kArgs901, kOutcomes855},
    {"pow_Scalar__int_scalar__int64_dimensioned", kArgs902, kOutcomes857},
    {"pow_Scalar__int_scalar__float16_dimensioned", kArgs903, kOutcomes859},
    {"pow_Scalar__int_scalar__bfloat16_dimensioned", kArgs904, kOutcomes861},
    {"pow_Scalar__int_scalar__float32_dimensioned", kArgs905, kOutcomes863},
    {"pow_Scalar__int_scalar__float64_dimensioned", kArgs906, kOutcomes865},
    {"pow_Scalar__int_scalar__complex32_dimensioned", kArgs907, kOutcomes867},
    {"pow_Scalar__int_scalar__complex64_dimensioned", kArgs908, kOutcomes869},
    {"pow_Scalar__int_scalar__complex128_dimensioned", kArgs909, kOutcomes871},
    {"pow_Scalar__int_scalar__bool_zero_dim", kArgs910, kOutcomes882},
    {"pow_Scalar__int_scalar__uint8_zero_dim", kArgs911, kOutcomes874},
    {"pow_Scalar__int_scalar__int8_zero_dim", kArgs912, kOutcomes876},
    {"pow_Scalar__int_scalar__int16_zero_dim", kArgs913, kOutcomes878},
    {"pow_Scalar__int_scalar__int32_zero_dim", kArgs914, kOutcomes880},
    {"pow_Scalar__int_scalar__int64_zero_dim", kArgs915, kOutcomes882},
    {"pow_Scalar__int_scalar__float16_zero_dim", kArgs916, kOutcomes884},
    {"pow_Scalar__int_scalar__bfloat16_zero_dim", kArgs917, kOutcomes886},
    {"pow_Scalar__int_scalar__float32_zero_dim", kArgs918, kOutcomes888},
    {"pow_Scalar__int_scalar__float64_zero_dim", kArgs919, kOutcomes890},
    {"pow_Scalar__int_scalar__complex32_zero_dim", kArgs920, kOutcomes892},
    {"pow_Scalar__int_scalar__complex64_zero_dim", kArgs921, kOutcomes894},
    {"pow_Scalar__int_scalar__complex128_zero_dim", kArgs922, kOutcomes896},
    {"pow_Scalar__float_scalar__bool_dimensioned", kArgs923, kOutcomes863},
    {"pow_Scalar__float_scalar__uint8_dimensioned", kArgs924, kOutcomes863},
    {"pow_Scalar__float_scalar__int8_dimensioned", kArgs925, kOutcomes863},
    {"pow_Scalar__float_scalar__int16_dimensioned", kArgs926, kOutcomes863},
    {"pow_Scalar__float_scalar__int32_dimensioned", kArgs927, kOutcomes863},
    {"pow_Scalar__float_scalar__int64_dimensioned", kArgs928, kOutcomes863},
    {"pow_Scalar__float_scalar__float16_dimensioned", kArgs929, kOutcomes859},
    {"pow_Scalar__float_scalar__bfloat16_dimensioned", kArgs930, kOutcomes861},
    {"pow_Scalar__float_scalar__float32_dimensioned", kArgs931, kOutcomes863},
    {"pow_Scalar__float_scalar__float64_dimensioned", kArgs932, kOutcomes865},
    {"pow_Scalar__float_scalar__complex32_dimensioned", kArgs933, kOutcomes867},
    {"pow_Scalar__float_scalar__complex64_dimensioned", kArgs934, kOutcomes869},
    {"pow_Scalar__float_scalar__complex128_dimensioned", kArgs935, kOutcomes871},
    {"pow_Scalar__float_scalar__bool_zero_dim", kArgs936, kOutcomes888},
    {"pow_Scalar__float_scalar__uint8_zero_dim", kArgs937, kOutcomes888},
    {"pow_Scalar__float_scalar__int8_zero_dim", kArgs938, kOutcomes888},
    {"pow_Scalar__float_scalar__int16_zero_dim", kArgs939, kOutcomes888},
    {"pow_Scalar__float_scalar__int32_zero_dim", kArgs940, kOutcomes888},
    {"pow_Scalar__float_scalar__int64_zero_dim", kArgs941, kOutcomes888},
    {"pow_Scalar__float_scalar__float16_zero_dim", kArgs942, kOutcomes884},
    {"pow_Scalar__float_scalar__bfloat16_zero_dim", kArgs943, kOutcomes886},
    {"pow_Scalar__float_scalar__float32_zero_dim", kArgs944, kOutcomes888},
    {"pow_Scalar__float_scalar__float64_zero_dim", kArgs945, kOutcomes890},
    {"pow_Scalar__float_scalar__complex32_zero_dim", kArgs946, kOutcomes892},
    {"pow_Scalar__float_scalar__complex64_zero_dim", kArgs947, kOutcomes894},
    {"pow_Scalar__float_scalar__complex128_zero_dim", kArgs948, kOutcomes896},
    {"pow_Scalar__complex_scalar__bool_dimensioned", kArgs949, kOutcomes869},
    {"pow_Scalar__complex_scalar__uint8_dimensioned", kArgs950, kOutcomes869},
    {"pow_Scalar__complex_scalar__int8_dimensioned", kArgs951, kOutcomes869},
    {"pow_Scalar__complex_scalar__int16_dimensioned", kArgs952, kOutcomes869},
    {"pow_Scalar__complex_scalar__int32_dimensioned", kArgs953, kOutcomes869},
    {"pow_Scalar__complex_scalar__int64_dimensioned", kArgs954, kOutcomes869},
    {"pow_Scalar__complex_scalar__float16_dimensioned", kArgs955, kOutcomes867},
    {"pow_Scalar__complex_scalar__bfloat16_dimensioned", kArgs956, kOutcomes869},
    {"pow_Scalar__complex_scalar__float32_dimensioned", kArgs957, kOutcomes869},
    {"pow_Scalar__complex_scalar__float64_dimensioned", kArgs958, kOutcomes871},
    {"pow_Scalar__complex_scalar__complex32_dimensioned", kArgs959, kOutcomes867},
    {"pow_Scalar__complex_scalar__complex64_dimensioned", kArgs960, kOutcomes869},
    {"pow_Scalar__complex_scalar__complex128_dimensioned", kArgs961, kOutcomes871},
    {"pow_Scalar__complex_scalar__bool_zero_dim", kArgs962, kOutcomes894},
    {"pow_Scalar__complex_scalar__uint8_zero_dim", kArgs963, kOutcomes894},
    {"pow_Scalar__complex_scalar__int8_zero_dim", kArgs964, kOutcomes894},
    {"pow_Scalar__complex_scalar__int16_zero_dim", kArgs965, kOutcomes894},
    {"pow_Scalar__complex_scalar__int32_zero_dim", kArgs966, kOutcomes894},
    {"pow_Scalar__complex_scalar__int64_zero_dim", kArgs967, kOutcomes894},
    {"pow_Scalar__complex_scalar__float16_zero_dim", kArgs968, kOutcomes892},
    {"pow_Scalar__complex_scalar__bfloat16_zero_dim", kArgs969, kOutcomes894},
    {"pow_Scalar__complex_scalar__float32_zero_dim", kArgs970, kOutcomes894},
    {"pow_Scalar__complex_scalar__float64_zero_dim", kArgs971, kOutcomes896},
    {"pow_Scalar__complex_scalar__complex32_zero_dim", kArgs972, kOutcomes892},
    {"pow_Scalar__complex_scalar__complex64_zero_dim", kArgs973, kOutcomes894},
    {"pow_Scalar__complex_scalar__complex128_zero_dim", kArgs974, kOutcomes896},
};
constexpr Outcome kOutcomes975[] = {call(2).raises(&kError16)};
constexpr ErrorSpec kError976 = {"RuntimeError", "result type Byte can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes977[] = {call(2).raises(&kError976)};
constexpr ErrorSpec kError978 = {"RuntimeError", "result type Char can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes979[] = {call(2).raises(&kError978)};
constexpr ErrorSpec kError980 = {"RuntimeError", "result type Short can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes981[] = {call(2).raises(&kError980)};
constexpr ErrorSpec kError982 = {"RuntimeError", "result type Int can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes983[] = {call(2).raises(&kError982)};
constexpr ErrorSpec kError984 = {"RuntimeError", "result type Long can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes985[] = {call(2).raises(&kError984)};
constexpr ErrorSpec kError986 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes987[] = {call(2).raises(&kError986)};
constexpr ErrorSpec kError988 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes989[] = {call(2).raises(&kError988)};
constexpr ErrorSpec kError990 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes991[] = {call(2).raises(&kError990)};
constexpr ErrorSpec kError992 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes993[] = {call(2).raises(&kError992)};
constexpr ErrorSpec kError994 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes995[] = {call(2).raises(&kError994)};
constexpr ErrorSpec kError996 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes997[] = {call(2).raises(&kError996)};
constexpr ErrorSpec kError998 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes999[] = {call(2).raises(&kError998)};
constexpr Outcome kOutcomes1000[] = {call(2).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1001 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1002[] = {call(2).raises(&kError1001)};
constexpr ErrorSpec kError1003 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1004[] = {call(2).raises(&kError1003)};
constexpr ErrorSpec kError1005 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1006[] = {call(2).raises(&kError1005)};
constexpr ErrorSpec kError1007 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1008[] = {call(2).raises(&kError1007)};
constexpr ErrorSpec kError1009 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1010[] = {call(2).raises(&kError1009)};
constexpr ErrorSpec kError1011 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1012[] = {call(2).raises(&kError1011)};
constexpr ErrorSpec kError1013 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1014[] = {call(2).raises(&kError1013)};
constexpr Outcome kOutcomes1015[] = {call(2).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1016 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1017[] = {call(2).raises(&kError1016)};
constexpr ErrorSpec kError1018 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1019[] = {call(2).raises(&kError1018)};
constexpr ErrorSpec kError1020 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1021[] = {call(2).raises(&kError1020)};
constexpr ErrorSpec kError1022 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1023[] = {call(2).raises(&kError1022)};
constexpr ErrorSpec kError1024 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1025[] = {call(2).raises(&kError1024)};
constexpr ErrorSpec kError1026 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1027[] = {call(2).raises(&kError1026)};
constexpr ErrorSpec kError1028 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1029[] = {call(2).raises(&kError1028)};
constexpr Outcome kOutcomes1030[] = {call(2).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1031 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1032[] = {call(2).raises(&kError1031)};
constexpr ErrorSpec kError1033 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1034[] = {call(2).raises(&kError1033)};
constexpr ErrorSpec kError1035 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1036[] = {call(2).raises(&kError1035)};
constexpr ErrorSpec kError1037 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1038[] = {call(2).raises(&kError1037)};
constexpr ErrorSpec kError1039 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1040[] = {call(2).raises(&kError1039)};
constexpr ErrorSpec kError1041 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1042[] = {call(2).raises(&kError1041)};
constexpr ErrorSpec kError1043 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1044[] = {call(2).raises(&kError1043)};
constexpr Outcome kOutcomes1045[] = {call(2).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1046 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1047[] = {call(2).raises(&kError1046)};
constexpr ErrorSpec kError1048 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1049[] = {call(2).raises(&kError1048)};
constexpr ErrorSpec kError1050 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1051[] = {call(2).raises(&kError1050)};
constexpr ErrorSpec kError1052 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1053[] = {call(2).raises(&kError1052)};
constexpr ErrorSpec kError1054 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1055[] = {call(2).raises(&kError1054)};
constexpr ErrorSpec kError1056 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1057[] = {call(2).raises(&kError1056)};
constexpr ErrorSpec kError1058 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1059[] = {call(2).raises(&kError1058)};
constexpr Outcome kOutcomes1060[] = {call(2).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1061 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1062[] = {call(2).raises(&kError1061)};
constexpr ErrorSpec kError1063 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1064[] = {call(2).raises(&kError1063)};
constexpr ErrorSpec kError1065 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1066[] = {call(2).raises(&kError1065)};
constexpr ErrorSpec kError1067 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1068[] = {call(2).raises(&kError1067)};
constexpr ErrorSpec kError1069 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1070[] = {call(2).raises(&kError1069)};
constexpr ErrorSpec kError1071 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1072[] = {call(2).raises(&kError1071)};
constexpr ErrorSpec kError1073 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1074[] = {call(2).raises(&kError1073)};
constexpr Outcome kOutcomes1075[] = {call(2).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1076 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes1077[] = {call(2).raises(&kError1076)};
constexpr ErrorSpec kError1078 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes1079[] = {call(2).raises(&kError1078)};
constexpr ErrorSpec kError1080 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes1081[] = {call(2).raises(&kError1080)};
constexpr Outcome kOutcomes1082[] = {call(2).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1083 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1084[] = {call(2).raises(&kError1083)};
constexpr ErrorSpec kError1085 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1086[] = {call(2).raises(&kError1085)};
constexpr Outcome kOutcomes1087[] = {call(2).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1088 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1089[] = {call(2).raises(&kError1088)};
constexpr ErrorSpec kError1090 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1091[] = {call(2).raises(&kError1090)};
constexpr Outcome kOutcomes1092[] = {call(2).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1093 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1094[] = {call(2).raises(&kError1093)};
constexpr Outcome kOutcomes1095[] = {call(2).raises(&kError37)};
constexpr Outcome kOutcomes1096[] = {call(2).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1097[] = {call(2).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1098[] = {call(2).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ArgSpec kOut1099 = tensor_spec(kBool, kInts14);
constexpr Outcome kOutcomes1100[] = {call(3).out_tensor(&kOut1099).raises(&kError976)};
constexpr ArgSpec kOut1101 = tensor_spec(kUInt8, kInts14);
constexpr Outcome kOutcomes1102[] = {call(3).out_tensor(&kOut1101).dtype(kUInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1103 = tensor_spec(kInt8, kInts14);
constexpr Outcome kOutcomes1104[] = {call(3).out_tensor(&kOut1103).dtype(kInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1105 = tensor_spec(kInt16, kInts14);
constexpr Outcome kOutcomes1106[] = {call(3).out_tensor(&kOut1105).dtype(kInt16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1107 = tensor_spec(kInt32, kInts14);
constexpr Outcome kOutcomes1108[] = {call(3).out_tensor(&kOut1107).dtype(kInt32).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1109 = tensor_spec(kInt64, kInts14);
constexpr Outcome kOutcomes1110[] = {call(3).out_tensor(&kOut1109).dtype(kInt64).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1111 = tensor_spec(kHalf, kInts14);
constexpr Outcome kOutcomes1112[] = {call(3).out_tensor(&kOut1111).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1113 = tensor_spec(kBFloat16, kInts14);
constexpr Outcome kOutcomes1114[] = {call(3).out_tensor(&kOut1113).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1115 = tensor_spec(kFloat, kInts14);
constexpr Outcome kOutcomes1116[] = {call(3).out_tensor(&kOut1115).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1117 = tensor_spec(kDouble, kInts14);
constexpr Outcome kOutcomes1118[] = {call(3).out_tensor(&kOut1117).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1119 = tensor_spec(kComplexHalf, kInts14);
constexpr Outcome kOutcomes1120[] = {call(3).out_tensor(&kOut1119).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1121 = tensor_spec(kComplexFloat, kInts14);
constexpr Outcome kOutcomes1122[] = {call(3).out_tensor(&kOut1121).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1123 = tensor_spec(kComplexDouble, kInts14);
constexpr Outcome kOutcomes1124[] = {call(3).out_tensor(&kOut1123).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1125[] = {call(3).out_tensor(&kOut1099).raises(&kError978)};
constexpr Outcome kOutcomes1126[] = {call(3).out_tensor(&kOut1099).raises(&kError980)};
constexpr Outcome kOutcomes1127[] = {call(3).out_tensor(&kOut1099).raises(&kError982)};
constexpr Outcome kOutcomes1128[] = {call(3).out_tensor(&kOut1099).raises(&kError984)};
constexpr Outcome kOutcomes1129[] = {call(3).out_tensor(&kOut1099).raises(&kError986)};
constexpr Outcome kOutcomes1130[] = {call(3).out_tensor(&kOut1101).raises(&kError1001)};
constexpr Outcome kOutcomes1131[] = {call(3).out_tensor(&kOut1103).raises(&kError1016)};
constexpr Outcome kOutcomes1132[] = {call(3).out_tensor(&kOut1105).raises(&kError1031)};
constexpr Outcome kOutcomes1133[] = {call(3).out_tensor(&kOut1107).raises(&kError1046)};
constexpr Outcome kOutcomes1134[] = {call(3).out_tensor(&kOut1109).raises(&kError1061)};
constexpr Outcome kOutcomes1135[] = {call(3).out_tensor(&kOut1099).raises(&kError988)};
constexpr Outcome kOutcomes1136[] = {call(3).out_tensor(&kOut1101).raises(&kError1003)};
constexpr Outcome kOutcomes1137[] = {call(3).out_tensor(&kOut1103).raises(&kError1018)};
constexpr Outcome kOutcomes1138[] = {call(3).out_tensor(&kOut1105).raises(&kError1033)};
constexpr Outcome kOutcomes1139[] = {call(3).out_tensor(&kOut1107).raises(&kError1048)};
constexpr Outcome kOutcomes1140[] = {call(3).out_tensor(&kOut1109).raises(&kError1063)};
constexpr Outcome kOutcomes1141[] = {call(3).out_tensor(&kOut1099).raises(&kError990)};
constexpr Outcome kOutcomes1142[] = {call(3).out_tensor(&kOut1101).raises(&kError1005)};
constexpr Outcome kOutcomes1143[] = {call(3).out_tensor(&kOut1103).raises(&kError1020)};
constexpr Outcome kOutcomes1144[] = {call(3).out_tensor(&kOut1105).raises(&kError1035)};
constexpr Outcome kOutcomes1145[] = {call(3).out_tensor(&kOut1107).raises(&kError1050)};
constexpr Outcome kOutcomes1146[] = {call(3).out_tensor(&kOut1109).raises(&kError1065)};
constexpr Outcome kOutcomes1147[] = {call(3).out_tensor(&kOut1099).raises(&kError992)};
constexpr Outcome kOutcomes1148[] = {call(3).out_tensor(&kOut1101).raises(&kError1007)};
constexpr Outcome kOutcomes1149[] = {call(3).out_tensor(&kOut1103).raises(&kError1022)};
constexpr Outcome kOutcomes1150[] = {call(3).out_tensor(&kOut1105).raises(&kError1037)};
constexpr Outcome kOutcomes1151[] = {call(3).out_tensor(&kOut1107).raises(&kError1052)};
constexpr Outcome kOutcomes1152[] = {call(3).out_tensor(&kOut1109).raises(&kError1067)};
constexpr Outcome kOutcomes1153[] = {call(3).out_tensor(&kOut1099).raises(&kError996)};
constexpr Outcome kOutcomes1154[] = {call(3).out_tensor(&kOut1101).raises(&kError1011)};
constexpr Outcome kOutcomes1155[] = {call(3).out_tensor(&kOut1103).raises(&kError1026)};
constexpr Outcome kOutcomes1156[] = {call(3).out_tensor(&kOut1105).raises(&kError1041)};
constexpr Outcome kOutcomes1157[] = {call(3).out_tensor(&kOut1107).raises(&kError1056)};
constexpr Outcome kOutcomes1158[] = {call(3).out_tensor(&kOut1109).raises(&kError1071)};
constexpr Outcome kOutcomes1159[] = {call(3).out_tensor(&kOut1111).raises(&kError1078)};
constexpr Outcome kOutcomes1160[] = {call(3).out_tensor(&kOut1113).raises(&kError1083)};
constexpr Outcome kOutcomes1161[] = {call(3).out_tensor(&kOut1115).raises(&kError1088)};
constexpr ErrorSpec kError1162 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1163[] = {call(3).out_tensor(&kOut1117).raises(&kError1162)};
constexpr Outcome kOutcomes1164[] = {call(3).out_tensor(&kOut1099).raises(&kError998)};
constexpr Outcome kOutcomes1165[] = {call(3).out_tensor(&kOut1101).raises(&kError1013)};
constexpr Outcome kOutcomes1166[] = {call(3).out_tensor(&kOut1103).raises(&kError1028)};
constexpr Outcome kOutcomes1167[] = {call(3).out_tensor(&kOut1105).raises(&kError1043)};
constexpr Outcome kOutcomes1168[] = {call(3).out_tensor(&kOut1107).raises(&kError1058)};
constexpr Outcome kOutcomes1169[] = {call(3).out_tensor(&kOut1109).raises(&kError1073)};
constexpr Outcome kOutcomes1170[] = {call(3).out_tensor(&kOut1111).raises(&kError1080)};
constexpr Outcome kOutcomes1171[] = {call(3).out_tensor(&kOut1113).raises(&kError1085)};
constexpr Outcome kOutcomes1172[] = {call(3).out_tensor(&kOut1115).raises(&kError1090)};
constexpr Outcome kOutcomes1173[] = {call(3).out_tensor(&kOut1117).raises(&kError1093)};
constexpr Outcome kOutcomes1174[] = {call(6).raises(&kError16)};
constexpr ErrorSpec kError1175 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes1176[] = {call(6).raises(&kError1175)};
constexpr ErrorSpec kError1177 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes1178[] = {call(6).raises(&kError1177)};
constexpr ErrorSpec kError1179 = {"RuntimeError", "Found dtype Bool but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1180[] = {call(6).raises(&kError1179)};
constexpr Outcome kOutcomes1181[] = {call(6).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1182 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes1183[] = {call(6).raises(&kError1182)};
constexpr ErrorSpec kError1184 = {"RuntimeError", "Found dtype Byte but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1185[] = {call(6).raises(&kError1184)};
constexpr Outcome kOutcomes1186[] = {call(6).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1187 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes1188[] = {call(6).raises(&kError1187)};
constexpr ErrorSpec kError1189 = {"RuntimeError", "Found dtype Char but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1190[] = {call(6).raises(&kError1189)};
constexpr Outcome kOutcomes1191[] = {call(6).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1192 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes1193[] = {call(6).raises(&kError1192)};
constexpr ErrorSpec kError1194 = {"RuntimeError", "Found dtype Short but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1195[] = {call(6).raises(&kError1194)};
constexpr Outcome kOutcomes1196[] = {call(6).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1197 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes1198[] = {call(6).raises(&kError1197)};
constexpr ErrorSpec kError1199 = {"RuntimeError", "Found dtype Int but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1200[] = {call(6).raises(&kError1199)};
constexpr Outcome kOutcomes1201[] = {call(6).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1202 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes1203[] = {call(6).raises(&kError1202)};
constexpr ErrorSpec kError1204 = {"RuntimeError", "Found dtype Long but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1205[] = {call(6).raises(&kError1204)};
constexpr Outcome kOutcomes1206[] = {call(6).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1207 = {"RuntimeError", "Found dtype Half but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1208[] = {call(6).raises(&kError1207)};
constexpr Outcome kOutcomes1209[] = {call(6).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1210 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1211[] = {call(6).raises(&kError1210)};
constexpr Outcome kOutcomes1212[] = {call(6).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1213 = {"RuntimeError", "Found dtype Float but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1214[] = {call(6).raises(&kError1213)};
constexpr Outcome kOutcomes1215[] = {call(6).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1216 = {"RuntimeError", "Found dtype Double but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1217[] = {call(6).raises(&kError1216)};
constexpr Outcome kOutcomes1218[] = {call(6).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1219[] = {call(6).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1220[] = {call(6).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError1221 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1222[] = {call(7).out_tensor(&kOut1099).raises(&kError1221)};
constexpr Outcome kOutcomes1223[] = {call(7).out_tensor(&kOut1101).dtype(kUInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1224 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1225[] = {call(7).out_tensor(&kOut1103).raises(&kError1224)};
constexpr ErrorSpec kError1226 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1227[] = {call(7).out_tensor(&kOut1105).raises(&kError1226)};
constexpr ErrorSpec kError1228 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1229[] = {call(7).out_tensor(&kOut1107).raises(&kError1228)};
constexpr ErrorSpec kError1230 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1231[] = {call(7).out_tensor(&kOut1109).raises(&kError1230)};
constexpr ErrorSpec kError1232 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1233[] = {call(7).out_tensor(&kOut1111).raises(&kError1232)};
constexpr ErrorSpec kError1234 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1235[] = {call(7).out_tensor(&kOut1113).raises(&kError1234)};
constexpr ErrorSpec kError1236 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1237[] = {call(7).out_tensor(&kOut1115).raises(&kError1236)};
constexpr ErrorSpec kError1238 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1239[] = {call(7).out_tensor(&kOut1117).raises(&kError1238)};
constexpr ErrorSpec kError1240 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1241[] = {call(7).out_tensor(&kOut1119).raises(&kError1240)};
constexpr ErrorSpec kError1242 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1243[] = {call(7).out_tensor(&kOut1121).raises(&kError1242)};
constexpr ErrorSpec kError1244 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1245[] = {call(7).out_tensor(&kOut1123).raises(&kError1244)};
constexpr ErrorSpec kError1246 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes1247[] = {call(7).out_tensor(&kOut1099).raises(&kError1246)};
constexpr ErrorSpec kError1248 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes1249[] = {call(7).out_tensor(&kOut1101).raises(&kError1248)};
constexpr Outcome kOutcomes1250[] = {call(7).out_tensor(&kOut1103).dtype(kInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1251 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes1252[] = {call(7).out_tensor(&kOut1105).raises(&kError1251)};
constexpr ErrorSpec kError1253 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes1254[] = {call(7).out_tensor(&kOut1107).raises(&kError1253)};
constexpr ErrorSpec kError1255 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes1256[] = {call(7).out_tensor(&kOut1109).raises(&kError1255)};
constexpr ErrorSpec kError1257 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes1258[] = {call(7).out_tensor(&kOut1111).raises(&kError1257)};
constexpr ErrorSpec kError1259 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes1260[] = {call(7).out_tensor(&kOut1113).raises(&kError1259)};
constexpr ErrorSpec kError1261 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes1262[] = {call(7).out_tensor(&kOut1115).raises(&kError1261)};
constexpr ErrorSpec kError1263 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes1264[] = {call(7).out_tensor(&kOut1117).raises(&kError1263)};
constexpr ErrorSpec kError1265 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes1266[] = {call(7).out_tensor(&kOut1119).raises(&kError1265)};
constexpr ErrorSpec kError1267 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes1268[] = {call(7).out_tensor(&kOut1121).raises(&kError1267)};
constexpr ErrorSpec kError1269 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes1270[] = {call(7).out_tensor(&kOut1123).raises(&kError1269)};
constexpr ErrorSpec kError1271 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes1272[] = {call(7).out_tensor(&kOut1099).raises(&kError1271)};
constexpr ErrorSpec kError1273 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes1274[] = {call(7).out_tensor(&kOut1101).raises(&kError1273)};
constexpr ErrorSpec kError1275 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes1276[] = {call(7).out_tensor(&kOut1103).raises(&kError1275)};
constexpr Outcome kOutcomes1277[] = {call(7).out_tensor(&kOut1105).dtype(kInt16).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1278 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes1279[] = {call(7).out_tensor(&kOut1107).raises(&kError1278)};
constexpr ErrorSpec kError1280 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes1281[] = {call(7).out_tensor(&kOut1109).raises(&kError1280)};
constexpr ErrorSpec kError1282 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes1283[] = {call(7).out_tensor(&kOut1111).raises(&kError1282)};
constexpr ErrorSpec kError1284 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes1285[] = {call(7).out_tensor(&kOut1113).raises(&kError1284)};
constexpr ErrorSpec kError1286 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes1287[] = {call(7).out_tensor(&kOut1115).raises(&kError1286)};
constexpr ErrorSpec kError1288 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes1289[] = {call(7).out_tensor(&kOut1117).raises(&kError1288)};
constexpr ErrorSpec kError1290 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes1291[] = {call(7).out_tensor(&kOut1119).raises(&kError1290)};
constexpr ErrorSpec kError1292 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes1293[] = {call(7).out_tensor(&kOut1121).raises(&kError1292)};
constexpr ErrorSpec kError1294 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes1295[] = {call(7).out_tensor(&kOut1123).raises(&kError1294)};
constexpr ErrorSpec kError1296 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes1297[] = {call(7).out_tensor(&kOut1099).raises(&kError1296)};
constexpr ErrorSpec kError1298 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes1299[] = {call(7).out_tensor(&kOut1101).raises(&kError1298)};
constexpr ErrorSpec kError1300 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes1301[] = {call(7).out_tensor(&kOut1103).raises(&kError1300)};
constexpr ErrorSpec kError1302 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes1303[] = {call(7).out_tensor(&kOut1105).raises(&kError1302)};
constexpr Outcome kOutcomes1304[] = {call(7).out_tensor(&kOut1107).dtype(kInt32).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1305 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes1306[] = {call(7).out_tensor(&kOut1109).raises(&kError1305)};
constexpr ErrorSpec kError1307 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes1308[] = {call(7).out_tensor(&kOut1111).raises(&kError1307)};
constexpr ErrorSpec kError1309 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes1310[] = {call(7).out_tensor(&kOut1113).raises(&kError1309)};
constexpr ErrorSpec kError1311 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes1312[] = {call(7).out_tensor(&kOut1115).raises(&kError1311)};
constexpr ErrorSpec kError1313 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes1314[] = {call(7).out_tensor(&kOut1117).raises(&kError1313)};
constexpr ErrorSpec kError1315 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes1316[] = {call(7).out_tensor(&kOut1119).raises(&kError1315)};
constexpr ErrorSpec kError1317 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes1318[] = {call(7).out_tensor(&kOut1121).raises(&kError1317)};
constexpr ErrorSpec kError1319 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes1320[] = {call(7).out_tensor(&kOut1123).raises(&kError1319)};
constexpr Outcome kOutcomes1321[] = {call(7).out_tensor(&kOut1099).raises(&kError1175)};
constexpr ErrorSpec kError1322 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes1323[] = {call(7).out_tensor(&kOut1101).raises(&kError1322)};
constexpr ErrorSpec kError1324 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes1325[] = {call(7).out_tensor(&kOut1103).raises(&kError1324)};
constexpr ErrorSpec kError1326 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes1327[] = {call(7).out_tensor(&kOut1105).raises(&kError1326)};
constexpr ErrorSpec kError1328 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes1329[] = {call(7).out_tensor(&kOut1107).raises(&kError1328)};
constexpr Outcome kOutcomes1330[] = {call(7).out_tensor(&kOut1109).dtype(kInt64).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1331 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes1332[] = {call(7).out_tensor(&kOut1111).raises(&kError1331)};
constexpr ErrorSpec kError1333 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes1334[] = {call(7).out_tensor(&kOut1113).raises(&kError1333)};
constexpr ErrorSpec kError1335 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes1336[] = {call(7).out_tensor(&kOut1115).raises(&kError1335)};
constexpr ErrorSpec kError1337 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes1338[] = {call(7).out_tensor(&kOut1117).raises(&kError1337)};
constexpr ErrorSpec kError1339 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes1340[] = {call(7).out_tensor(&kOut1119).raises(&kError1339)};
constexpr ErrorSpec kError1341 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes1342[] = {call(7).out_tensor(&kOut1121).raises(&kError1341)};
constexpr ErrorSpec kError1343 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes1344[] = {call(7).out_tensor(&kOut1123).raises(&kError1343)};
constexpr ErrorSpec kError1345 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes1346[] = {call(7).out_tensor(&kOut1099).raises(&kError1345)};
constexpr ErrorSpec kError1347 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes1348[] = {call(7).out_tensor(&kOut1101).raises(&kError1347)};
constexpr ErrorSpec kError1349 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes1350[] = {call(7).out_tensor(&kOut1103).raises(&kError1349)};
constexpr ErrorSpec kError1351 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes1352[] = {call(7).out_tensor(&kOut1105).raises(&kError1351)};
constexpr ErrorSpec kError1353 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes1354[] = {call(7).out_tensor(&kOut1107).raises(&kError1353)};
constexpr ErrorSpec kError1355 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes1356[] = {call(7).out_tensor(&kOut1109).raises(&kError1355)};
constexpr Outcome kOutcomes1357[] = {call(7).out_tensor(&kOut1111).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1358 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes1359[] = {call(7).out_tensor(&kOut1113).raises(&kError1358)};
constexpr ErrorSpec kError1360 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes1361[] = {call(7).out_tensor(&kOut1115).raises(&kError1360)};
constexpr ErrorSpec kError1362 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes1363[] = {call(7).out_tensor(&kOut1117).raises(&kError1362)};
constexpr ErrorSpec kError1364 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes1365[] = {call(7).out_tensor(&kOut1119).raises(&kError1364)};
constexpr ErrorSpec kError1366 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes1367[] = {call(7).out_tensor(&kOut1121).raises(&kError1366)};
constexpr ErrorSpec kError1368 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes1369[] = {call(7).out_tensor(&kOut1123).raises(&kError1368)};
constexpr ErrorSpec kError1370 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1371[] = {call(7).out_tensor(&kOut1099).raises(&kError1370)};
constexpr ErrorSpec kError1372 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1373[] = {call(7).out_tensor(&kOut1101).raises(&kError1372)};
constexpr ErrorSpec kError1374 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1375[] = {call(7).out_tensor(&kOut1103).raises(&kError1374)};
constexpr ErrorSpec kError1376 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1377[] = {call(7).out_tensor(&kOut1105).raises(&kError1376)};
constexpr ErrorSpec kError1378 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1379[] = {call(7).out_tensor(&kOut1107).raises(&kError1378)};
constexpr ErrorSpec kError1380 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1381[] = {call(7).out_tensor(&kOut1109).raises(&kError1380)};
constexpr ErrorSpec kError1382 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1383[] = {call(7).out_tensor(&kOut1111).raises(&kError1382)};
constexpr Outcome kOutcomes1384[] = {call(7).out_tensor(&kOut1113).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1385 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1386[] = {call(7).out_tensor(&kOut1115).raises(&kError1385)};
constexpr ErrorSpec kError1387 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1388[] = {call(7).out_tensor(&kOut1117).raises(&kError1387)};
constexpr ErrorSpec kError1389 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1390[] = {call(7).out_tensor(&kOut1119).raises(&kError1389)};
constexpr ErrorSpec kError1391 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1392[] = {call(7).out_tensor(&kOut1121).raises(&kError1391)};
constexpr ErrorSpec kError1393 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1394[] = {call(7).out_tensor(&kOut1123).raises(&kError1393)};
constexpr Outcome kOutcomes1395[] = {call(7).out_tensor(&kOut1099).raises(&kError1177)};
constexpr Outcome kOutcomes1396[] = {call(7).out_tensor(&kOut1101).raises(&kError1182)};
constexpr Outcome kOutcomes1397[] = {call(7).out_tensor(&kOut1103).raises(&kError1187)};
constexpr Outcome kOutcomes1398[] = {call(7).out_tensor(&kOut1105).raises(&kError1192)};
constexpr Outcome kOutcomes1399[] = {call(7).out_tensor(&kOut1107).raises(&kError1197)};
constexpr Outcome kOutcomes1400[] = {call(7).out_tensor(&kOut1109).raises(&kError1202)};
constexpr ErrorSpec kError1401 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes1402[] = {call(7).out_tensor(&kOut1111).raises(&kError1401)};
constexpr ErrorSpec kError1403 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes1404[] = {call(7).out_tensor(&kOut1113).raises(&kError1403)};
constexpr Outcome kOutcomes1405[] = {call(7).out_tensor(&kOut1115).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1406 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes1407[] = {call(7).out_tensor(&kOut1117).raises(&kError1406)};
constexpr ErrorSpec kError1408 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes1409[] = {call(7).out_tensor(&kOut1119).raises(&kError1408)};
constexpr ErrorSpec kError1410 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes1411[] = {call(7).out_tensor(&kOut1121).raises(&kError1410)};
constexpr ErrorSpec kError1412 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes1413[] = {call(7).out_tensor(&kOut1123).raises(&kError1412)};
constexpr ErrorSpec kError1414 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes1415[] = {call(7).out_tensor(&kOut1099).raises(&kError1414)};
constexpr ErrorSpec kError1416 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes1417[] = {call(7).out_tensor(&kOut1101).raises(&kError1416)};
constexpr ErrorSpec kError1418 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes1419[] = {call(7).out_tensor(&kOut1103).raises(&kError1418)};
constexpr ErrorSpec kError1420 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes1421[] = {call(7).out_tensor(&kOut1105).raises(&kError1420)};
constexpr ErrorSpec kError1422 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes1423[] = {call(7).out_tensor(&kOut1107).raises(&kError1422)};
constexpr ErrorSpec kError1424 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes1425[] = {call(7).out_tensor(&kOut1109).raises(&kError1424)};
constexpr ErrorSpec kError1426 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes1427[] = {call(7).out_tensor(&kOut1111).raises(&kError1426)};
constexpr ErrorSpec kError1428 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes1429[] = {call(7).out_tensor(&kOut1113).raises(&kError1428)};
constexpr ErrorSpec kError1430 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes1431[] = {call(7).out_tensor(&kOut1115).raises(&kError1430)};
constexpr Outcome kOutcomes1432[] = {call(7).out_tensor(&kOut1117).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1433 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes1434[] = {call(7).out_tensor(&kOut1119).raises(&kError1433)};
constexpr ErrorSpec kError1435 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes1436[] = {call(7).out_tensor(&kOut1121).raises(&kError1435)};
constexpr ErrorSpec kError1437 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes1438[] = {call(7).out_tensor(&kOut1123).raises(&kError1437)};
constexpr ErrorSpec kError1439 = {"RuntimeError", "Found dtype Bool but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1440[] = {call(7).out_tensor(&kOut1099).raises(&kError1439)};
constexpr ErrorSpec kError1441 = {"RuntimeError", "Found dtype Byte but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1442[] = {call(7).out_tensor(&kOut1101).raises(&kError1441)};
constexpr ErrorSpec kError1443 = {"RuntimeError", "Found dtype Char but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1444[] = {call(7).out_tensor(&kOut1103).raises(&kError1443)};
constexpr ErrorSpec kError1445 = {"RuntimeError", "Found dtype Short but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1446[] = {call(7).out_tensor(&kOut1105).raises(&kError1445)};
constexpr ErrorSpec kError1447 = {"RuntimeError", "Found dtype Int but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1448[] = {call(7).out_tensor(&kOut1107).raises(&kError1447)};
constexpr ErrorSpec kError1449 = {"RuntimeError", "Found dtype Long but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1450[] = {call(7).out_tensor(&kOut1109).raises(&kError1449)};
constexpr Outcome kOutcomes1451[] = {call(7).out_tensor(&kOut1111).raises(&kError1207)};
constexpr ErrorSpec kError1452 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1453[] = {call(7).out_tensor(&kOut1113).raises(&kError1452)};
constexpr ErrorSpec kError1454 = {"RuntimeError", "Found dtype Float but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1455[] = {call(7).out_tensor(&kOut1115).raises(&kError1454)};
constexpr ErrorSpec kError1456 = {"RuntimeError", "Found dtype Double but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1457[] = {call(7).out_tensor(&kOut1117).raises(&kError1456)};
constexpr Outcome kOutcomes1458[] = {call(7).out_tensor(&kOut1119).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1459 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1460[] = {call(7).out_tensor(&kOut1121).raises(&kError1459)};
constexpr ErrorSpec kError1461 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1462[] = {call(7).out_tensor(&kOut1123).raises(&kError1461)};
constexpr Outcome kOutcomes1463[] = {call(7).out_tensor(&kOut1099).raises(&kError1179)};
constexpr Outcome kOutcomes1464[] = {call(7).out_tensor(&kOut1101).raises(&kError1184)};
constexpr Outcome kOutcomes1465[] = {call(7).out_tensor(&kOut1103).raises(&kError1189)};
constexpr Outcome kOutcomes1466[] = {call(7).out_tensor(&kOut1105).raises(&kError1194)};
constexpr Outcome kOutcomes1467[] = {call(7).out_tensor(&kOut1107).raises(&kError1199)};
constexpr Outcome kOutcomes1468[] = {call(7).out_tensor(&kOut1109).raises(&kError1204)};
constexpr ErrorSpec kError1469 = {"RuntimeError", "Found dtype Half but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1470[] = {call(7).out_tensor(&kOut1111).raises(&kError1469)};
constexpr Outcome kOutcomes1471[] = {call(7).out_tensor(&kOut1113).raises(&kError1210)};
constexpr Outcome kOutcomes1472[] = {call(7).out_tensor(&kOut1115).raises(&kError1213)};
constexpr ErrorSpec kError1473 = {"RuntimeError", "Found dtype Double but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1474[] = {call(7).out_tensor(&kOut1117).raises(&kError1473)};
constexpr ErrorSpec kError1475 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1476[] = {call(7).out_tensor(&kOut1119).raises(&kError1475)};
constexpr Outcome kOutcomes1477[] = {call(7).out_tensor(&kOut1121).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ErrorSpec kError1478 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1479[] = {call(7).out_tensor(&kOut1123).raises(&kError1478)};
constexpr ErrorSpec kError1480 = {"RuntimeError", "Found dtype Bool but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1481[] = {call(7).out_tensor(&kOut1099).raises(&kError1480)};
constexpr ErrorSpec kError1482 = {"RuntimeError", "Found dtype Byte but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1483[] = {call(7).out_tensor(&kOut1101).raises(&kError1482)};
constexpr ErrorSpec kError1484 = {"RuntimeError", "Found dtype Char but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1485[] = {call(7).out_tensor(&kOut1103).raises(&kError1484)};
constexpr ErrorSpec kError1486 = {"RuntimeError", "Found dtype Short but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1487[] = {call(7).out_tensor(&kOut1105).raises(&kError1486)};
constexpr ErrorSpec kError1488 = {"RuntimeError", "Found dtype Int but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1489[] = {call(7).out_tensor(&kOut1107).raises(&kError1488)};
constexpr ErrorSpec kError1490 = {"RuntimeError", "Found dtype Long but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1491[] = {call(7).out_tensor(&kOut1109).raises(&kError1490)};
constexpr ErrorSpec kError1492 = {"RuntimeError", "Found dtype Half but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1493[] = {call(7).out_tensor(&kOut1111).raises(&kError1492)};
constexpr ErrorSpec kError1494 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1495[] = {call(7).out_tensor(&kOut1113).raises(&kError1494)};
constexpr ErrorSpec kError1496 = {"RuntimeError", "Found dtype Float but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1497[] = {call(7).out_tensor(&kOut1115).raises(&kError1496)};
constexpr Outcome kOutcomes1498[] = {call(7).out_tensor(&kOut1117).raises(&kError1216)};
constexpr ErrorSpec kError1499 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1500[] = {call(7).out_tensor(&kOut1119).raises(&kError1499)};
constexpr ErrorSpec kError1501 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1502[] = {call(7).out_tensor(&kOut1121).raises(&kError1501)};
constexpr Outcome kOutcomes1503[] = {call(7).out_tensor(&kOut1123).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1504[] = {call(9).out_tensor(&kOut1099).raises(&kError976)};
constexpr Outcome kOutcomes1505[] = {call(9).out_tensor(&kOut1101).dtype(kUInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1506[] = {call(9).out_tensor(&kOut1103).dtype(kInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1507[] = {call(9).out_tensor(&kOut1105).dtype(kInt16).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1508[] = {call(9).out_tensor(&kOut1107).dtype(kInt32).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1509[] = {call(9).out_tensor(&kOut1109).dtype(kInt64).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1510[] = {call(9).out_tensor(&kOut1111).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1511[] = {call(9).out_tensor(&kOut1113).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1512[] = {call(9).out_tensor(&kOut1115).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1513[] = {call(9).out_tensor(&kOut1117).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1514[] = {call(9).out_tensor(&kOut1119).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1515[] = {call(9).out_tensor(&kOut1121).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1516[] = {call(9).out_tensor(&kOut1123).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1517[] = {call(9).out_tensor(&kOut1099).raises(&kError978)};
constexpr Outcome kOutcomes1518[] = {call(9).out_tensor(&kOut1099).raises(&kError980)};
constexpr Outcome kOutcomes1519[] = {call(9).out_tensor(&kOut1099).raises(&kError982)};
constexpr Outcome kOutcomes1520[] = {call(9).out_tensor(&kOut1099).raises(&kError984)};
constexpr Outcome kOutcomes1521[] = {call(9).out_tensor(&kOut1099).raises(&kError986)};
constexpr Outcome kOutcomes1522[] = {call(9).out_tensor(&kOut1101).raises(&kError1001)};
constexpr Outcome kOutcomes1523[] = {call(9).out_tensor(&kOut1103).raises(&kError1016)};
constexpr Outcome kOutcomes1524[] = {call(9).out_tensor(&kOut1105).raises(&kError1031)};
constexpr Outcome kOutcomes1525[] = {call(9).out_tensor(&kOut1107).raises(&kError1046)};
constexpr Outcome kOutcomes1526[] = {call(9).out_tensor(&kOut1109).raises(&kError1061)};
constexpr Outcome kOutcomes1527[] = {call(9).out_tensor(&kOut1099).raises(&kError988)};
constexpr Outcome kOutcomes1528[] = {call(9).out_tensor(&kOut1101).raises(&kError1003)};
constexpr Outcome kOutcomes1529[] = {call(9).out_tensor(&kOut1103).raises(&kError1018)};
constexpr Outcome kOutcomes1530[] = {call(9).out_tensor(&kOut1105).raises(&kError1033)};
constexpr Outcome kOutcomes1531[] = {call(9).out_tensor(&kOut1107).raises(&kError1048)};
constexpr Outcome kOutcomes1532[] = {call(9).out_tensor(&kOut1109).raises(&kError1063)};
constexpr Outcome kOutcomes1533[] = {call(9).out_tensor(&kOut1099).raises(&kError990)};
constexpr Outcome kOutcomes1534[] = {call(9).out_tensor(&kOut1101).raises(&kError1005)};
constexpr Outcome kOutcomes1535[] = {call(9).out_tensor(&kOut1103).raises(&kError1020)};
constexpr Outcome kOutcomes1536[] = {call(9).out_tensor(&kOut1105).raises(&kError1035)};
constexpr Outcome kOutcomes1537[] = {call(9).out_tensor(&kOut1107).raises(&kError1050)};
constexpr Outcome kOutcomes1538[] = {call(9).out_tensor(&kOut1109).raises(&kError1065)};
constexpr Outcome kOutcomes1539[] = {call(9).out_tensor(&kOut1099).raises(&kError992)};
constexpr Outcome kOutcomes1540[] = {call(9).out_tensor(&kOut1101).raises(&kError1007)};
constexpr Outcome kOutcomes1541[] = {call(9).out_tensor(&kOut1103).raises(&kError1022)};
constexpr Outcome kOutcomes1542[] = {call(9).out_tensor(&kOut1105).raises(&kError1037)};
constexpr Outcome kOutcomes1543[] = {call(9).out_tensor(&kOut1107).raises(&kError1052)};
constexpr Outcome kOutcomes1544[] = {call(9).out_tensor(&kOut1109).raises(&kError1067)};
constexpr Outcome kOutcomes1545[] = {call(9).out_tensor(&kOut1099).raises(&kError994)};
constexpr Outcome kOutcomes1546[] = {call(9).out_tensor(&kOut1101).raises(&kError1009)};
constexpr Outcome kOutcomes1547[] = {call(9).out_tensor(&kOut1103).raises(&kError1024)};
constexpr Outcome kOutcomes1548[] = {call(9).out_tensor(&kOut1105).raises(&kError1039)};
constexpr Outcome kOutcomes1549[] = {call(9).out_tensor(&kOut1107).raises(&kError1054)};
constexpr Outcome kOutcomes1550[] = {call(9).out_tensor(&kOut1109).raises(&kError1069)};
constexpr Outcome kOutcomes1551[] = {call(9).out_tensor(&kOut1111).raises(&kError1076)};
constexpr ErrorSpec kError1552 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1553[] = {call(9).out_tensor(&kOut1113).raises(&kError1552)};
constexpr ErrorSpec kError1554 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1555[] = {call(9).out_tensor(&kOut1115).raises(&kError1554)};
constexpr ErrorSpec kError1556 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1557[] = {call(9).out_tensor(&kOut1117).raises(&kError1556)};
constexpr Outcome kOutcomes1558[] = {call(9).out_tensor(&kOut1099).raises(&kError996)};
constexpr Outcome kOutcomes1559[] = {call(9).out_tensor(&kOut1101).raises(&kError1011)};
constexpr Outcome kOutcomes1560[] = {call(9).out_tensor(&kOut1103).raises(&kError1026)};
constexpr Outcome kOutcomes1561[] = {call(9).out_tensor(&kOut1105).raises(&kError1041)};
constexpr Outcome kOutcomes1562[] = {call(9).out_tensor(&kOut1107).raises(&kError1056)};
constexpr Outcome kOutcomes1563[] = {call(9).out_tensor(&kOut1109).raises(&kError1071)};
constexpr Outcome kOutcomes1564[] = {call(9).out_tensor(&kOut1111).raises(&kError1078)};
constexpr Outcome kOutcomes1565[] = {call(9).out_tensor(&kOut1113).raises(&kError1083)};
constexpr Outcome kOutcomes1566[] = {call(9).out_tensor(&kOut1115).raises(&kError1088)};
constexpr Outcome kOutcomes1567[] = {call(9).out_tensor(&kOut1117).raises(&kError1162)};
constexpr Outcome kOutcomes1568[] = {call(9).out_tensor(&kOut1099).raises(&kError998)};
constexpr Outcome kOutcomes1569[] = {call(9).out_tensor(&kOut1101).raises(&kError1013)};
constexpr Outcome kOutcomes1570[] = {call(9).out_tensor(&kOut1103).raises(&kError1028)};
constexpr Outcome kOutcomes1571[] = {call(9).out_tensor(&kOut1105).raises(&kError1043)};
constexpr Outcome kOutcomes1572[] = {call(9).out_tensor(&kOut1107).raises(&kError1058)};
constexpr Outcome kOutcomes1573[] = {call(9).out_tensor(&kOut1109).raises(&kError1073)};
constexpr Outcome kOutcomes1574[] = {call(9).out_tensor(&kOut1111).raises(&kError1080)};
constexpr Outcome kOutcomes1575[] = {call(9).out_tensor(&kOut1113).raises(&kError1085)};
constexpr Outcome kOutcomes1576[] = {call(9).out_tensor(&kOut1115).raises(&kError1090)};
constexpr Outcome kOutcomes1577[] = {call(9).out_tensor(&kOut1117).raises(&kError1093)};
constexpr Case kCasts[] = {
    {"pow__inplace__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes975},
    {"pow__inplace__bool_dimensioned__uint8_dimensioned", kArgs18, kOutcomes977},
    {"pow__inplace__bool_dimensioned__int8_dimensioned", kArgs20, kOutcomes979},
    {"pow__inplace__bool_dimensioned__int16_dimensioned", kArgs22, kOutcomes981},
    {"pow__inplace__bool_dimensioned__int32_dimensioned", kArgs24, kOutcomes983},
    {"pow__inplace__bool_dimensioned__int64_dimensioned", kArgs26, kOutcomes985},
    {"pow__inplace__bool_dimensioned__float16_dimensioned", kArgs28, kOutcomes987},
    {"pow__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs30, kOutcomes989},
    {"pow__inplace__bool_dimensioned__float32_dimensioned", kArgs32, kOutcomes991},
    {"pow__inplace__bool_dimensioned__float64_dimensioned", kArgs34, kOutcomes993},
    {"pow__inplace__bool_dimensioned__complex32_dimensioned", kArgs36, kOutcomes995},
    {"pow__inplace__bool_dimensioned__complex64_dimensioned", kArgs39, kOutcomes997},
    {"pow__inplace__bool_dimensioned__complex128_dimensioned", kArgs41, kOutcomes999},
    {"pow__inplace__uint8_dimensioned__bool_dimensioned", kArgs56, kOutcomes1000},
    {"pow__inplace__uint8_dimensioned__uint8_dimensioned", kArgs57, kOutcomes1000},
    {"pow__inplace__uint8_dimensioned__int8_dimensioned", kArgs58, kOutcomes1000},
    {"pow__inplace__uint8_dimensioned__int16_dimensioned", kArgs59, kOutcomes1000},
    {"pow__inplace__uint8_dimensioned__int32_dimensioned", kArgs60, kOutcomes1000},
    {"pow__inplace__uint8_dimensioned__int64_dimensioned", kArgs61, kOutcomes1000},
    {"pow__inplace__uint8_dimensioned__float16_dimensioned", kArgs62, kOutcomes1002},
    {"pow__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs63, kOutcomes1004},
    {"pow__inplace__uint8_dimensioned__float32_dimensioned", kArgs64, kOutcomes1006},
    {"pow__inplace__uint8_dimensioned__float64_dimensioned", kArgs65, kOutcomes1008},
    {"pow__inplace__uint8_dimensioned__complex32_dimensioned", kArgs66, kOutcomes1010},
    {"pow__inplace__uint8_dimensioned__complex64_dimensioned", kArgs67, kOutcomes1012},
    {"pow__inplace__uint8_dimensioned__complex128_dimensioned", kArgs68, kOutcomes1014},
    {"pow__inplace__int8_dimensioned__bool_dimensioned", kArgs82, kOutcomes1015},
    {"pow__inplace__int8_dimensioned__uint8_dimensioned", kArgs83, kOutcomes1015},
    {"pow__inplace__int8_dimensioned__int8_dimensioned", kArgs84, kOutcomes1015},
    {"pow__inplace__int8_dimensioned__int16_dimensioned", kArgs85, kOutcomes1015},
    {"pow__inplace__int8_dimensioned__int32_dimensioned", kArgs86, kOutcomes1015},
    {"pow__inplace__int8_dimensioned__int64_dimensioned", kArgs87, kOutcomes1015},
    {"pow__inplace__int8_dimensioned__float16_dimensioned", kArgs88, kOutcomes1017},
    {"pow__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs89, kOutcomes1019},
    {"pow__inplace__int8_dimensioned__float32_dimensioned", kArgs90, kOutcomes1021},
    {"pow__inplace__int8_dimensioned__float64_dimensioned", kArgs91, kOutcomes1023},
    {"pow__inplace__int8_dimensioned__complex32_dimensioned", kArgs92, kOutcomes1025},
    {"pow__inplace__int8_dimensioned__complex64_dimensioned", kArgs93, kOutcomes1027},
    {"pow__inplace__int8_dimensioned__complex128_dimensioned", kArgs94, kOutcomes1029},
    {"pow__inplace__int16_dimensioned__bool_dimensioned", kArgs108, kOutcomes1030},
    {"pow__inplace__int16_dimensioned__uint8_dimensioned", kArgs109, kOutcomes1030},
    {"pow__inplace__int16_dimensioned__int8_dimensioned", kArgs110, kOutcomes1030},
    {"pow__inplace__int16_dimensioned__int16_dimensioned", kArgs111, kOutcomes1030},
    {"pow__inplace__int16_dimensioned__int32_dimensioned", kArgs112, kOutcomes1030},
    {"pow__inplace__int16_dimensioned__int64_dimensioned", kArgs113, kOutcomes1030},
    {"pow__inplace__int16_dimensioned__float16_dimensioned", kArgs114, kOutcomes1032},
    {"pow__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs115, kOutcomes1034},
    {"pow__inplace__int16_dimensioned__float32_dimensioned", kArgs116, kOutcomes1036},
    {"pow__inplace__int16_dimensioned__float64_dimensioned", kArgs117, kOutcomes1038},
    {"pow__inplace__int16_dimensioned__complex32_dimensioned", kArgs118, kOutcomes1040},
    {"pow__inplace__int16_dimensioned__complex64_dimensioned", kArgs119, kOutcomes1042},
    {"pow__inplace__int16_dimensioned__complex128_dimensioned", kArgs120, kOutcomes1044},
    {"pow__inplace__int32_dimensioned__bool_dimensioned", kArgs134, kOutcomes1045},
    {"pow__inplace__int32_dimensioned__uint8_dimensioned", kArgs135, kOutcomes1045},
    {"pow__inplace__int32_dimensioned__int8_dimensioned", kArgs136, kOutcomes1045},
    {"pow__inplace__int32_dimensioned__int16_dimensioned", kArgs137, kOutcomes1045},
    {"pow__inplace__int32_dimensioned__int32_dimensioned", kArgs138, kOutcomes1045},
    {"pow__inplace__int32_dimensioned__int64_dimensioned", kArgs139, kOutcomes1045},
    {"pow__inplace__int32_dimensioned__float16_dimensioned", kArgs140, kOutcomes1047},
    {"pow__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs141, kOutcomes1049},
    {"pow__inplace__int32_dimensioned__float32_dimensioned", kArgs142, kOutcomes1051},
    {"pow__inplace__int32_dimensioned__float64_dimensioned", kArgs143, kOutcomes1053},
    {"pow__inplace__int32_dimensioned__complex32_dimensioned", kArgs144, kOutcomes1055},
    {"pow__inplace__int32_dimensioned__complex64_dimensioned", kArgs145, kOutcomes1057},
    {"pow__inplace__int32_dimensioned__complex128_dimensioned", kArgs146, kOutcomes1059},
    {"pow__inplace__int64_dimensioned__bool_dimensioned", kArgs160, kOutcomes1060},
    {"pow__inplace__int64_dimensioned__uint8_dimensioned", kArgs161, kOutcomes1060},
    {"pow__inplace__int64_dimensioned__int8_dimensioned", kArgs162, kOutcomes1060},
    {"pow__inplace__int64_dimensioned__int16_dimensioned", kArgs163, kOutcomes1060},
    {"pow__inplace__int64_dimensioned__int32_dimensioned", kArgs164, kOutcomes1060},
    {"pow__inplace__int64_dimensioned__int64_dimensioned", kArgs165, kOutcomes1060},
    {"pow__inplace__int64_dimensioned__float16_dimensioned", kArgs166, kOutcomes1062},
    {"pow__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs167, kOutcomes1064},
    {"pow__inplace__int64_dimensioned__float32_dimensioned", kArgs168, kOutcomes1066},
    {"pow__inplace__int64_dimensioned__float64_dimensioned", kArgs169, kOutcomes1068},
    {"pow__inplace__int64_dimensioned__complex32_dimensioned", kArgs170, kOutcomes1070},
    {"pow__inplace__int64_dimensioned__complex64_dimensioned", kArgs171, kOutcomes1072},
    {"pow__inplace__int64_dimensioned__complex128_dimensioned", kArgs172, kOutcomes1074},
    {"pow__inplace__float16_dimensioned__bool_dimensioned", kArgs186, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__uint8_dimensioned", kArgs187, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__int8_dimensioned", kArgs188, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__int16_dimensioned", kArgs189, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__int32_dimensioned", kArgs190, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__int64_dimensioned", kArgs191, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__float16_dimensioned", kArgs192, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs193, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__float32_dimensioned", kArgs194, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__float64_dimensioned", kArgs195, kOutcomes1075},
    {"pow__inplace__float16_dimensioned__complex32_dimensioned", kArgs196, kOutcomes1077},
    {"pow__inplace__float16_dimensioned__complex64_dimensioned", kArgs197, kOutcomes1079},
    {"pow__inplace__float16_dimensioned__complex128_dimensioned", kArgs198, kOutcomes1081},
    {"pow__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs212, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs213, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs214, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs215, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs216, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs217, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs218, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs219, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs220, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs221, kOutcomes1082},
    {"pow__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs222, kOutcomes1084},
    {"pow__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs223, kOutcomes1084},
    {"pow__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs224, kOutcomes1086},
    {"pow__inplace__float32_dimensioned__bool_dimensioned", kArgs238, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__uint8_dimensioned", kArgs239, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__int8_dimensioned", kArgs240, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__int16_dimensioned", kArgs241, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__int32_dimensioned", kArgs242, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__int64_dimensioned", kArgs243, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__float16_dimensioned", kArgs244, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs245, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__float32_dimensioned", kArgs246, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__float64_dimensioned", kArgs247, kOutcomes1087},
    {"pow__inplace__float32_dimensioned__complex32_dimensioned", kArgs248, kOutcomes1089},
    {"pow__inplace__float32_dimensioned__complex64_dimensioned", kArgs249, kOutcomes1089},
    {"pow__inplace__float32_dimensioned__complex128_dimensioned", kArgs250, kOutcomes1091},
    {"pow__inplace__float64_dimensioned__bool_dimensioned", kArgs264, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__uint8_dimensioned", kArgs265, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__int8_dimensioned", kArgs266, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__int16_dimensioned", kArgs267, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__int32_dimensioned", kArgs268, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__int64_dimensioned", kArgs269, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__float16_dimensioned", kArgs270, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs271, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__float32_dimensioned", kArgs272, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__float64_dimensioned", kArgs273, kOutcomes1092},
    {"pow__inplace__float64_dimensioned__complex32_dimensioned", kArgs274, kOutcomes1094},
    {"pow__inplace__float64_dimensioned__complex64_dimensioned", kArgs275, kOutcomes1094},
    {"pow__inplace__float64_dimensioned__complex128_dimensioned", kArgs276, kOutcomes1094},
    {"pow__inplace__complex32_dimensioned__bool_dimensioned", kArgs290, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__uint8_dimensioned", kArgs291, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__int8_dimensioned", kArgs292, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__int16_dimensioned", kArgs293, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__int32_dimensioned", kArgs294, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__int64_dimensioned", kArgs295, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__float16_dimensioned", kArgs296, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs297, kOutcomes1096},
    {"pow__inplace__complex32_dimensioned__float32_dimensioned", kArgs298, kOutcomes1096},
    {"pow__inplace__complex32_dimensioned__float64_dimensioned", kArgs299, kOutcomes1096},
    {"pow__inplace__complex32_dimensioned__complex32_dimensioned", kArgs300, kOutcomes1095},
    {"pow__inplace__complex32_dimensioned__complex64_dimensioned", kArgs301, kOutcomes1096},
    {"pow__inplace__complex32_dimensioned__complex128_dimensioned", kArgs302, kOutcomes1096},
    {"pow__inplace__complex64_dimensioned__bool_dimensioned", kArgs316, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__uint8_dimensioned", kArgs317, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__int8_dimensioned", kArgs318, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__int16_dimensioned", kArgs319, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__int32_dimensioned", kArgs320, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__int64_dimensioned", kArgs321, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__float16_dimensioned", kArgs322, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs323, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__float32_dimensioned", kArgs324, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__float64_dimensioned", kArgs325, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__complex32_dimensioned", kArgs326, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__complex64_dimensioned", kArgs327, kOutcomes1097},
    {"pow__inplace__complex64_dimensioned__complex128_dimensioned", kArgs328, kOutcomes1097},
    {"pow__inplace__complex128_dimensioned__bool_dimensioned", kArgs342, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__uint8_dimensioned", kArgs343, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__int8_dimensioned", kArgs344, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__int16_dimensioned", kArgs345, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__int32_dimensioned", kArgs346, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__int64_dimensioned", kArgs347, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__float16_dimensioned", kArgs348, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs349, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__float32_dimensioned", kArgs350, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__float64_dimensioned", kArgs351, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__complex32_dimensioned", kArgs352, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__complex64_dimensioned", kArgs353, kOutcomes1098},
    {"pow__inplace__complex128_dimensioned__complex128_dimensioned", kArgs354, kOutcomes1098},
    {"pow__out__uint8__to__bool", kArgs57, kOutcomes1100},
    {"pow__out__uint8__to__uint8", kArgs57, kOutcomes1102},
    {"pow__out__uint8__to__int8", kArgs57, kOutcomes1104},
    {"pow__out__uint8__to__int16", kArgs57, kOutcomes1106},
    {"pow__out__uint8__to__int32", kArgs57, kOutcomes1108},
    {"pow__out__uint8__to__int64", kArgs57, kOutcomes1110},
    {"pow__out__uint8__to__float16", kArgs57, kOutcomes1112},
    {"pow__out__uint8__to__bfloat16", kArgs57, kOutcomes1114},
    {"pow__out__uint8__to__float32", kArgs57, kOutcomes1116},
    {"pow__out__uint8__to__float64", kArgs57, kOutcomes1118},
    {"pow__out__uint8__to__complex32", kArgs57, kOutcomes1120},
    {"pow__out__uint8__to__complex64", kArgs57, kOutcomes1122},
    {"pow__out__uint8__to__complex128", kArgs57, kOutcomes1124},
    {"pow__out__int8__to__bool", kArgs84, kOutcomes1125},
    {"pow__out__int8__to__uint8", kArgs84, kOutcomes1102},
    {"pow__out__int8__to__int8", kArgs84, kOutcomes1104},
    {"pow__out__int8__to__int16", kArgs84, kOutcomes1106},
    {"pow__out__int8__to__int32", kArgs84, kOutcomes1108},
    {"pow__out__int8__to__int64", kArgs84, kOutcomes1110},
    {"pow__out__int8__to__float16", kArgs84, kOutcomes1112},
    {"pow__out__int8__to__bfloat16", kArgs84, kOutcomes1114},
    {"pow__out__int8__to__float32", kArgs84, kOutcomes1116},
    {"pow__out__int8__to__float64", kArgs84, kOutcomes1118},
    {"pow__out__int8__to__complex32", kArgs84, kOutcomes1120},
    {"pow__out__int8__to__complex64", kArgs84, kOutcomes1122},
    {"pow__out__int8__to__complex128", kArgs84, kOutcomes1124},
    {"pow__out__int16__to__bool", kArgs111, kOutcomes1126},
    {"pow__out__int16__to__uint8", kArgs111, kOutcomes1102},
    {"pow__out__int16__to__int8", kArgs111, kOutcomes1104},
    {"pow__out__int16__to__int16", kArgs111, kOutcomes1106},
    {"pow__out__int16__to__int32", kArgs111, kOutcomes1108},
    {"pow__out__int16__to__int64", kArgs111, kOutcomes1110},
    {"pow__out__int16__to__float16", kArgs111, kOutcomes1112},
    {"pow__out__int16__to__bfloat16", kArgs111, kOutcomes1114},
    {"pow__out__int16__to__float32", kArgs111, kOutcomes1116},
    {"pow__out__int16__to__float64", kArgs111, kOutcomes1118},
    {"pow__out__int16__to__complex32", kArgs111, kOutcomes1120},
    {"pow__out__int16__to__complex64", kArgs111, kOutcomes1122},
    {"pow__out__int16__to__complex128", kArgs111, kOutcomes1124},
    {"pow__out__int32__to__bool", kArgs138, kOutcomes1127},
    {"pow__out__int32__to__uint8", kArgs138, kOutcomes1102},
    {"pow__out__int32__to__int8", kArgs138, kOutcomes1104},
    {"pow__out__int32__to__int16", kArgs138, kOutcomes1106},
    {"pow__out__int32__to__int32", kArgs138, kOutcomes1108},
    {"pow__out__int32__to__int64", kArgs138, kOutcomes1110},
    {"pow__out__int32__to__float16", kArgs138, kOutcomes1112},
    {"pow__out__int32__to__bfloat16", kArgs138, kOutcomes1114},
    {"pow__out__int32__to__float32", kArgs138, kOutcomes1116},
    {"pow__out__int32__to__float64", kArgs138, kOutcomes1118},
    {"pow__out__int32__to__complex32", kArgs138, kOutcomes1120},
    {"pow__out__int32__to__complex64", kArgs138, kOutcomes1122},
    {"pow__out__int32__to__complex128", kArgs138, kOutcomes1124},
    {"pow__out__int64__to__bool", kArgs165, kOutcomes1128},
    {"pow__out__int64__to__uint8", kArgs165, kOutcomes1102},
    {"pow__out__int64__to__int8", kArgs165, kOutcomes1104},
    {"pow__out__int64__to__int16", kArgs165, kOutcomes1106},
    {"pow__out__int64__to__int32", kArgs165, kOutcomes1108},
    {"pow__out__int64__to__int64", kArgs165, kOutcomes1110},
    {"pow__out__int64__to__float16", kArgs165, kOutcomes1112},
    {"pow__out__int64__to__bfloat16", kArgs165, kOutcomes1114},
    {"pow__out__int64__to__float32", kArgs165, kOutcomes1116},
    {"pow__out__int64__to__float64", kArgs165, kOutcomes1118},
    {"pow__out__int64__to__complex32", kArgs165, kOutcomes1120},
    {"pow__out__int64__to__complex64", kArgs165, kOutcomes1122},
    {"pow__out__int64__to__complex128", kArgs165, kOutcomes1124},
    {"pow__out__float16__to__bool", kArgs192, kOutcomes1129},
    {"pow__out__float16__to__uint8", kArgs192, kOutcomes1130},
    {"pow__out__float16__to__int8", kArgs192, kOutcomes1131},
    {"pow__out__float16__to__int16", kArgs192, kOutcomes1132},
    {"pow__out__float16__to__int32", kArgs192, kOutcomes1133},
    {"pow__out__float16__to__int64", kArgs192, kOutcomes1134},
    {"pow__out__float16__to__float16", kArgs192, kOutcomes1112},
    {"pow__out__float16__to__bfloat16", kArgs192, kOutcomes1114},
    {"pow__out__float16__to__float32", kArgs192, kOutcomes1116},
    {"pow__out__float16__to__float64", kArgs192, kOutcomes1118},
    {"pow__out__float16__to__complex32", kArgs192, kOutcomes1120},
    {"pow__out__float16__to__complex64", kArgs192, kOutcomes1122},
    {"pow__out__float16__to__complex128", kArgs192, kOutcomes1124},
    {"pow__out__bfloat16__to__bool", kArgs219, kOutcomes1135},
    {"pow__out__bfloat16__to__uint8", kArgs219, kOutcomes1136},
    {"pow__out__bfloat16__to__int8", kArgs219, kOutcomes1137},
    {"pow__out__bfloat16__to__int16", kArgs219, kOutcomes1138},
    {"pow__out__bfloat16__to__int32", kArgs219, kOutcomes1139},
    {"pow__out__bfloat16__to__int64", kArgs219, kOutcomes1140},
    {"pow__out__bfloat16__to__float16", kArgs219, kOutcomes1112},
    {"pow__out__bfloat16__to__bfloat16", kArgs219, kOutcomes1114},
    {"pow__out__bfloat16__to__float32", kArgs219, kOutcomes1116},
    {"pow__out__bfloat16__to__float64", kArgs219, kOutcomes1118},
    {"pow__out__bfloat16__to__complex32", kArgs219, kOutcomes1120},
    {"pow__out__bfloat16__to__complex64", kArgs219, kOutcomes1122},
    {"pow__out__bfloat16__to__complex128", kArgs219, kOutcomes1124},
    {"pow__out__float32__to__bool", kArgs246, kOutcomes1141},
    {"pow__out__float32__to__uint8", kArgs246, kOutcomes1142},
    {"pow__out__float32__to__int8", kArgs246, kOutcomes1143},
    {"pow__out__float32__to__int16", kArgs246, kOutcomes1144},
    {"pow__out__float32__to__int32", kArgs246, kOutcomes1145},
    {"pow__out__float32__to__int64", kArgs246, kOutcomes1146},
    {"pow__out__float32__to__float16", kArgs246, kOutcomes1112},
    {"pow__out__float32__to__bfloat16", kArgs246, kOutcomes1114},
    {"pow__out__float32__to__float32", kArgs246, kOutcomes1116},
    {"pow__out__float32__to__float64", kArgs246, kOutcomes1118},
    {"pow__out__float32__to__complex32", kArgs246, kOutcomes1120},
    {"pow__out__float32__to__complex64", kArgs246, kOutcomes1122},
    {"pow__out__float32__to__complex128", kArgs246, kOutcomes1124},
    {"pow__out__float64__to__bool", kArgs273, kOutcomes1147},
    {"pow__out__float64__to__uint8", kArgs273, kOutcomes1148},
    {"pow__out__float64__to__int8", kArgs273, kOutcomes1149},
    {"pow__out__float64__to__int16", kArgs273, kOutcomes1150},
    {"pow__out__float64__to__int32", kArgs273, kOutcomes1151},
    {"pow__out__float64__to__int64", kArgs273, kOutcomes1152},
    {"pow__out__float64__to__float16", kArgs273, kOutcomes1112},
    {"pow__out__float64__to__bfloat16", kArgs273, kOutcomes1114},
    {"pow__out__float64__to__float32", kArgs273, kOutcomes1116},
    {"pow__out__float64__to__float64", kArgs273, kOutcomes1118},
    {"pow__out__float64__to__complex32", kArgs273, kOutcomes1120},
    {"pow__out__float64__to__complex64", kArgs273, kOutcomes1122},
    {"pow__out__float64__to__complex128", kArgs273, kOutcomes1124},
    {"pow__out__complex64__to__bool", kArgs327, kOutcomes1153},
    {"pow__out__complex64__to__uint8", kArgs327, kOutcomes1154},
    {"pow__out__complex64__to__int8", kArgs327, kOutcomes1155},
    {"pow__out__complex64__to__int16", kArgs327, kOutcomes1156},
    {"pow__out__complex64__to__int32", kArgs327, kOutcomes1157},
    {"pow__out__complex64__to__int64", kArgs327, kOutcomes1158},
    {"pow__out__complex64__to__float16", kArgs327, kOutcomes1159},
    {"pow__out__complex64__to__bfloat16", kArgs327, kOutcomes1160},
    {"pow__out__complex64__to__float32", kArgs327, kOutcomes1161},
    {"pow__out__complex64__to__float64", kArgs327, kOutcomes1163},
    {"pow__out__complex64__to__complex32", kArgs327, kOutcomes1120},
    {"pow__out__complex64__to__complex64", kArgs327, kOutcomes1122},
    {"pow__out__complex64__to__complex128", kArgs327, kOutcomes1124},
    {"pow__out__complex128__to__bool", kArgs354, kOutcomes1164},
    {"pow__out__complex128__to__uint8", kArgs354, kOutcomes1165},
    {"pow__out__complex128__to__int8", kArgs354, kOutcomes1166},
    {"pow__out__complex128__to__int16", kArgs354, kOutcomes1167},
    {"pow__out__complex128__to__int32", kArgs354, kOutcomes1168},
    {"pow__out__complex128__to__int64", kArgs354, kOutcomes1169},
    {"pow__out__complex128__to__float16", kArgs354, kOutcomes1170},
    {"pow__out__complex128__to__bfloat16", kArgs354, kOutcomes1171},
    {"pow__out__complex128__to__float32", kArgs354, kOutcomes1172},
    {"pow__out__complex128__to__float64", kArgs354, kOutcomes1173},
    {"pow__out__complex128__to__complex32", kArgs354, kOutcomes1120},
    {"pow__out__complex128__to__complex64", kArgs354, kOutcomes1122},
    {"pow__out__complex128__to__complex128", kArgs354, kOutcomes1124},
    {"pow_Tensor_Scalar__inplace__bool_dimensioned__bool_scalar", kArgs717, kOutcomes1174},
    {"pow_Tensor_Scalar__inplace__bool_dimensioned__int_scalar", kArgs719, kOutcomes1176},
    {"pow_Tensor_Scalar__inplace__bool_dimensioned__float_scalar", kArgs721, kOutcomes1178},
    {"pow_Tensor_Scalar__inplace__bool_dimensioned__complex_scalar", kArgs723, kOutcomes1180},
    {"pow_Tensor_Scalar__inplace__uint8_dimensioned__bool_scalar", kArgs725, kOutcomes1181},
    {"pow_Tensor_Scalar__inplace__uint8_dimensioned__int_scalar", kArgs727, kOutcomes1181},
    {"pow_Tensor_Scalar__inplace__uint8_dimensioned__float_scalar", kArgs728, kOutcomes1183},
    {"pow_Tensor_Scalar__inplace__uint8_dimensioned__complex_scalar", kArgs729, kOutcomes1185},
    {"pow_Tensor_Scalar__inplace__int8_dimensioned__bool_scalar", kArgs730, kOutcomes1186},
    {"pow_Tensor_Scalar__inplace__int8_dimensioned__int_scalar", kArgs732, kOutcomes1186},
    {"pow_Tensor_Scalar__inplace__int8_dimensioned__float_scalar", kArgs733, kOutcomes1188},
    {"pow_Tensor_Scalar__inplace__int8_dimensioned__complex_scalar", kArgs734, kOutcomes1190},
    {"pow_Tensor_Scalar__inplace__int16_dimensioned__bool_scalar", kArgs735, kOutcomes1191},
    {"pow_Tensor_Scalar__inplace__int16_dimensioned__int_scalar", kArgs737, kOutcomes1191},
    {"pow_Tensor_Scalar__inplace__int16_dimensioned__float_scalar", kArgs738, kOutcomes1193},
    {"pow_Tensor_Scalar__inplace__int16_dimensioned__complex_scalar", kArgs739, kOutcomes1195},
    {"pow_Tensor_Scalar__inplace__int32_dimensioned__bool_scalar", kArgs740, kOutcomes1196},
    {"pow_Tensor_Scalar__inplace__int32_dimensioned__int_scalar", kArgs742, kOutcomes1196},
    {"pow_Tensor_Scalar__inplace__int32_dimensioned__float_scalar", kArgs743, kOutcomes1198},
    {"pow_Tensor_Scalar__inplace__int32_dimensioned__complex_scalar", kArgs744, kOutcomes1200},
    {"pow_Tensor_Scalar__inplace__int64_dimensioned__bool_scalar", kArgs745, kOutcomes1201},
    {"pow_Tensor_Scalar__inplace__int64_dimensioned__int_scalar", kArgs746, kOutcomes1201},
    {"pow_Tensor_Scalar__inplace__int64_dimensioned__float_scalar", kArgs747, kOutcomes1203},
    {"pow_Tensor_Scalar__inplace__int64_dimensioned__complex_scalar", kArgs748, kOutcomes1205},
    {"pow_Tensor_Scalar__inplace__float16_dimensioned__bool_scalar", kArgs749, kOutcomes1206},
    {"pow_Tensor_Scalar__inplace__float16_dimensioned__int_scalar", kArgs751, kOutcomes1206},
    {"pow_Tensor_Scalar__inplace__float16_dimensioned__float_scalar", kArgs752, kOutcomes1206},
    {"pow_Tensor_Scalar__inplace__float16_dimensioned__complex_scalar", kArgs753, kOutcomes1208},
    {"pow_Tensor_Scalar__inplace__bfloat16_dimensioned__bool_scalar", kArgs755, kOutcomes1209},
    {"pow_Tensor_Scalar__inplace__bfloat16_dimensioned__int_scalar", kArgs757, kOutcomes1209},
    {"pow_Tensor_Scalar__inplace__bfloat16_dimensioned__float_scalar", kArgs758, kOutcomes1209},
    {"pow_Tensor_Scalar__inplace__bfloat16_dimensioned__complex_scalar", kArgs759, kOutcomes1211},
    {"pow_Tensor_Scalar__inplace__float32_dimensioned__bool_scalar", kArgs760, kOutcomes1212},
    {"pow_Tensor_Scalar__inplace__float32_dimensioned__int_scalar", kArgs761, kOutcomes1212},
    {"pow_Tensor_Scalar__inplace__float32_dimensioned__float_scalar", kArgs762, kOutcomes1212},
    {"pow_Tensor_Scalar__inplace__float32_dimensioned__complex_scalar", kArgs763, kOutcomes1214},
    {"pow_Tensor_Scalar__inplace__float64_dimensioned__bool_scalar", kArgs764, kOutcomes1215},
    {"pow_Tensor_Scalar__inplace__float64_dimensioned__int_scalar", kArgs766, kOutcomes1215},
    {"pow_Tensor_Scalar__inplace__float64_dimensioned__float_scalar", kArgs767, kOutcomes1215},
    {"pow_Tensor_Scalar__inplace__float64_dimensioned__complex_scalar", kArgs768, kOutcomes1217},
    {"pow_Tensor_Scalar__inplace__complex32_dimensioned__bool_scalar", kArgs770, kOutcomes1218},
    {"pow_Tensor_Scalar__inplace__complex32_dimensioned__int_scalar", kArgs771, kOutcomes1218},
    {"pow_Tensor_Scalar__inplace__complex32_dimensioned__float_scalar", kArgs772, kOutcomes1218},
    {"pow_Tensor_Scalar__inplace__complex32_dimensioned__complex_scalar", kArgs773, kOutcomes1218},
    {"pow_Tensor_Scalar__inplace__complex64_dimensioned__bool_scalar", kArgs774, kOutcomes1219},
    {"pow_Tensor_Scalar__inplace__complex64_dimensioned__int_scalar", kArgs775, kOutcomes1219},
    {"pow_Tensor_Scalar__inplace__complex64_dimensioned__float_scalar", kArgs776, kOutcomes1219},
    {"pow_Tensor_Scalar__inplace__complex64_dimensioned__complex_scalar", kArgs777, kOutcomes1219},
    {"pow_Tensor_Scalar__inplace__complex128_dimensioned__bool_scalar", kArgs778, kOutcomes1220},
    {"pow_Tensor_Scalar__inplace__complex128_dimensioned__int_scalar", kArgs779, kOutcomes1220},
    {"pow_Tensor_Scalar__inplace__complex128_dimensioned__float_scalar", kArgs780, kOutcomes1220},
    {"pow_Tensor_Scalar__inplace__complex128_dimensioned__complex_scalar", kArgs781, kOutcomes1220},
    {"pow_Tensor_Scalar__out__uint8__to__bool", kArgs727, kOutcomes1222},
    {"pow_Tensor_Scalar__out__uint8__to__uint8", kArgs727, kOutcomes1223},
    {"pow_Tensor_Scalar__out__uint8__to__int8", kArgs727, kOutcomes1225},
    {"pow_Tensor_Scalar__out__uint8__to__int16", kArgs727, kOutcomes1227},
    {"pow_Tensor_Scalar__out__uint8__to__int32", kArgs727, kOutcomes1229},
    {"pow_Tensor_Scalar__out__uint8__to__int64", kArgs727, kOutcomes1231},
    {"pow_Tensor_Scalar__out__uint8__to__float16", kArgs727, kOutcomes1233},
    {"pow_Tensor_Scalar__out__uint8__to__bfloat16", kArgs727, kOutcomes1235},
    {"pow_Tensor_Scalar__out__uint8__to__float32", kArgs727, kOutcomes1237},
    {"pow_Tensor_Scalar__out__uint8__to__float64", kArgs727, kOutcomes1239},
    {"pow_Tensor_Scalar__out__uint8__to__complex32", kArgs727, kOutcomes1241},
    {"pow_Tensor_Scalar__out__uint8__to__complex64", kArgs727, kOutcomes1243},
    {"pow_Tensor_Scalar__out__uint8__to__complex128", kArgs727, kOutcomes1245},
    {"pow_Tensor_Scalar__out__int8__to__bool", kArgs732, kOutcomes1247},
    {"pow_Tensor_Scalar__out__int8__to__uint8", kArgs732, kOutcomes1249},
    {"pow_Tensor_Scalar__out__int8__to__int8", kArgs732, kOutcomes1250},
    {"pow_Tensor_Scalar__out__int8__to__int16", kArgs732, kOutcomes1252},
    {"pow_Tensor_Scalar__out__int8__to__int32", kArgs732, kOutcomes1254},
    {"pow_Tensor_Scalar__out__int8__to__int64", kArgs732, kOutcomes1256},
    {"pow_Tensor_Scalar__out__int8__to__float16", kArgs732, kOutcomes1258},
    {"pow_Tensor_Scalar__out__int8__to__bfloat16", kArgs732, kOutcomes1260},
    {"pow_Tensor_Scalar__out__int8__to__float32", kArgs732, kOutcomes1262},
    {"pow_Tensor_Scalar__out__int8__to__float64", kArgs732, kOutcomes1264},
    {"pow_Tensor_Scalar__out__int8__to__complex32", kArgs732, kOutcomes1266},
    {"pow_Tensor_Scalar__out__int8__to__complex64", kArgs732, kOutcomes1268},
    {"pow_Tensor_Scalar__out__int8__to__complex128", kArgs732, kOutcomes1270},
    {"pow_Tensor_Scalar__out__int16__to__bool", kArgs737, kOutcomes1272},
    {"pow_Tensor_Scalar__out__int16__to__uint8", kArgs737, kOutcomes1274},
    {"pow_Tensor_Scalar__out__int16__to__int8", kArgs737, kOutcomes1276},
    {"pow_Tensor_Scalar__out__int16__to__int16", kArgs737, kOutcomes1277},
    {"pow_Tensor_Scalar__out__int16__to__int32", kArgs737, kOutcomes1279},
    {"pow_Tensor_Scalar__out__int16__to__int64", kArgs737, kOutcomes1281},
    {"pow_Tensor_Scalar__out__int16__to__float16", kArgs737, kOutcomes1283},
    {"pow_Tensor_Scalar__out__int16__to__bfloat16", kArgs737, kOutcomes1285},
    {"pow_Tensor_Scalar__out__int16__to__float32", kArgs737, kOutcomes1287},
    {"pow_Tensor_Scalar__out__int16__to__float64", kArgs737, kOutcomes1289},
    {"pow_Tensor_Scalar__out__int16__to__complex32", kArgs737, kOutcomes1291},
    {"pow_Tensor_Scalar__out__int16__to__complex64", kArgs737, kOutcomes1293},
    {"pow_Tensor_Scalar__out__int16__to__complex128", kArgs737, kOutcomes1295},
    {"pow_Tensor_Scalar__out__int32__to__bool", kArgs742, kOutcomes1297},
    {"pow_Tensor_Scalar__out__int32__to__uint8", kArgs742, kOutcomes1299},
    {"pow_Tensor_Scalar__out__int32__to__int8", kArgs742, kOutcomes1301},
    {"pow_Tensor_Scalar__out__int32__to__int16", kArgs742, kOutcomes1303},
    {"pow_Tensor_Scalar__out__int32__to__int32", kArgs742, kOutcomes1304},
    {"pow_Tensor_Scalar__out__int32__to__int64", kArgs742, kOutcomes1306},
    {"pow_Tensor_Scalar__out__int32__to__float16", kArgs742, kOutcomes1308},
    {"pow_Tensor_Scalar__out__int32__to__bfloat16", kArgs742, kOutcomes1310},
    {"pow_Tensor_Scalar__out__int32__to__float32", kArgs742, kOutcomes1312},
    {"pow_Tensor_Scalar__out__int32__to__float64", kArgs742, kOutcomes1314},
    {"pow_Tensor_Scalar__out__int32__to__complex32", kArgs742, kOutcomes1316},
    {"pow_Tensor_Scalar__out__int32__to__complex64", kArgs742, kOutcomes1318},
    {"pow_Tensor_Scalar__out__int32__to__complex128", kArgs742, kOutcomes1320},
    {"pow_Tensor_Scalar__out__int64__to__bool", kArgs746, kOutcomes1321},
    {"pow_Tensor_Scalar__out__int64__to__uint8", kArgs746, kOutcomes1323},
    {"pow_Tensor_Scalar__out__int64__to__int8", kArgs746, kOutcomes1325},
    {"pow_Tensor_Scalar__out__int64__to__int16", kArgs746, kOutcomes1327},
    {"pow_Tensor_Scalar__out__int64__to__int32", kArgs746, kOutcomes1329},
    {"pow_Tensor_Scalar__out__int64__to__int64", kArgs746, kOutcomes1330},
    {"pow_Tensor_Scalar__out__int64__to__float16", kArgs746, kOutcomes1332},
    {"pow_Tensor_Scalar__out__int64__to__bfloat16", kArgs746, kOutcomes1334},
    {"pow_Tensor_Scalar__out__int64__to__float32", kArgs746, kOutcomes1336},
    {"pow_Tensor_Scalar__out__int64__to__float64", kArgs746, kOutcomes1338},
    {"pow_Tensor_Scalar__out__int64__to__complex32", kArgs746, kOutcomes1340},
    {"pow_Tensor_Scalar__out__int64__to__complex64", kArgs746, kOutcomes1342},
    {"pow_Tensor_Scalar__out__int64__to__complex128", kArgs746, kOutcomes1344},
    {"pow_Tensor_Scalar__out__float16__to__bool", kArgs752, kOutcomes1346},
    {"pow_Tensor_Scalar__out__float16__to__uint8", kArgs752, kOutcomes1348},
    {"pow_Tensor_Scalar__out__float16__to__int8", kArgs752, kOutcomes1350},
    {"pow_Tensor_Scalar__out__float16__to__int16", kArgs752, kOutcomes1352},
    {"pow_Tensor_Scalar__out__float16__to__int32", kArgs752, kOutcomes1354},
    {"pow_Tensor_Scalar__out__float16__to__int64", kArgs752, kOutcomes1356},
    {"pow_Tensor_Scalar__out__float16__to__float16", kArgs752, kOutcomes1357},
    {"pow_Tensor_Scalar__out__float16__to__bfloat16", kArgs752, kOutcomes1359},
    {"pow_Tensor_Scalar__out__float16__to__float32", kArgs752, kOutcomes1361},
    {"pow_Tensor_Scalar__out__float16__to__float64", kArgs752, kOutcomes1363},
    {"pow_Tensor_Scalar__out__float16__to__complex32", kArgs752, kOutcomes1365},
    {"pow_Tensor_Scalar__out__float16__to__complex64", kArgs752, kOutcomes1367},
    {"pow_Tensor_Scalar__out__float16__to__complex128", kArgs752, kOutcomes1369},
    {"pow_Tensor_Scalar__out__bfloat16__to__bool", kArgs758, kOutcomes1371},
    {"pow_Tensor_Scalar__out__bfloat16__to__uint8", kArgs758, kOutcomes1373},
    {"pow_Tensor_Scalar__out__bfloat16__to__int8", kArgs758, kOutcomes1375},
    {"pow_Tensor_Scalar__out__bfloat16__to__int16", kArgs758, kOutcomes1377},
    {"pow_Tensor_Scalar__out__bfloat16__to__int32", kArgs758, kOutcomes1379},
    {"pow_Tensor_Scalar__out__bfloat16__to__int64", kArgs758, kOutcomes1381},
    {"pow_Tensor_Scalar__out__bfloat16__to__float16", kArgs758, kOutcomes1383},
    {"pow_Tensor_Scalar__out__bfloat16__to__bfloat16", kArgs758, kOutcomes1384},
    {"pow_Tensor_Scalar__out__bfloat16__to__float32", kArgs758, kOutcomes1386},
    {"pow_Tensor_Scalar__out__bfloat16__to__float64", kArgs758, kOutcomes1388},
    {"pow_Tensor_Scalar__out__bfloat16__to__complex32", kArgs758, kOutcomes1390},
    {"pow_Tensor_Scalar__out__bfloat16__to__complex64", kArgs758, kOutcomes1392},
    {"pow_Tensor_Scalar__out__bfloat16__to__complex128", kArgs758, kOutcomes1394},
    {"pow_Tensor_Scalar__out__float32__to__bool", kArgs762, kOutcomes1395},
    {"pow_Tensor_Scalar__out__float32__to__uint8", kArgs762, kOutcomes1396},
    {"pow_Tensor_Scalar__out__float32__to__int8", kArgs762, kOutcomes1397},
    {"pow_Tensor_Scalar__out__float32__to__int16", kArgs762, kOutcomes1398},
    {"pow_Tensor_Scalar__out__float32__to__int32", kArgs762, kOutcomes1399},
    {"pow_Tensor_Scalar__out__float32__to__int64", kArgs762, kOutcomes1400},
    {"pow_Tensor_Scalar__out__float32__to__float16", kArgs762, kOutcomes1402},
    {"pow_Tensor_Scalar__out__float32__to__bfloat16", kArgs762, kOutcomes1404},
    {"pow_Tensor_Scalar__out__float32__to__float32", kArgs762, kOutcomes1405},
    {"pow_Tensor_Scalar__out__float32__to__float64", kArgs762, kOutcomes1407},
    {"pow_Tensor_Scalar__out__float32__to__complex32", kArgs762, kOutcomes1409},
    {"pow_Tensor_Scalar__out__float32__to__complex64", kArgs762, kOutcomes1411},
    {"pow_Tensor_Scalar__out__float32__to__complex128", kArgs762, kOutcomes1413},
    {"pow_Tensor_Scalar__out__float64__to__bool", kArgs767, kOutcomes1415},
    {"pow_Tensor_Scalar__out__float64__to__uint8", kArgs767, kOutcomes1417},
    {"pow_Tensor_Scalar__out__float64__to__int8", kArgs767, kOutcomes1419},
    {"pow_Tensor_Scalar__out__float64__to__int16", kArgs767, kOutcomes1421},
    {"pow_Tensor_Scalar__out__float64__to__int32", kArgs767, kOutcomes1423},
    {"pow_Tensor_Scalar__out__float64__to__int64", kArgs767, kOutcomes1425},
    {"pow_Tensor_Scalar__out__float64__to__float16", kArgs767, kOutcomes1427},
    {"pow_Tensor_Scalar__out__float64__to__bfloat16", kArgs767, kOutcomes1429},
    {"pow_Tensor_Scalar__out__float64__to__float32", kArgs767, kOutcomes1431},
    {"pow_Tensor_Scalar__out__float64__to__float64", kArgs767, kOutcomes1432},
    {"pow_Tensor_Scalar__out__float64__to__complex32", kArgs767, kOutcomes1434},
    {"pow_Tensor_Scalar__out__float64__to__complex64", kArgs767, kOutcomes1436},
    {"pow_Tensor_Scalar__out__float64__to__complex128", kArgs767, kOutcomes1438},
    {"pow_Tensor_Scalar__out__complex32__to__bool", kArgs773, kOutcomes1440},
    {"pow_Tensor_Scalar__out__complex32__to__uint8", kArgs773, kOutcomes1442},
    {"pow_Tensor_Scalar__out__complex32__to__int8", kArgs773, kOutcomes1444},
    {"pow_Tensor_Scalar__out__complex32__to__int16", kArgs773, kOutcomes1446},
    {"pow_Tensor_Scalar__out__complex32__to__int32", kArgs773, kOutcomes1448},
    {"pow_Tensor_Scalar__out__complex32__to__int64", kArgs773, kOutcomes1450},
    {"pow_Tensor_Scalar__out__complex32__to__float16", kArgs773, kOutcomes1451},
    {"pow_Tensor_Scalar__out__complex32__to__bfloat16", kArgs773, kOutcomes1453},
    {"pow_Tensor_Scalar__out__complex32__to__float32", kArgs773, kOutcomes1455},
    {"pow_Tensor_Scalar__out__complex32__to__float64", kArgs773, kOutcomes1457},
    {"pow_Tensor_Scalar__out__complex32__to__complex32", kArgs773, kOutcomes1458},
    {"pow_Tensor_Scalar__out__complex32__to__complex64", kArgs773, kOutcomes1460},
    {"pow_Tensor_Scalar__out__complex32__to__complex128", kArgs773, kOutcomes1462},
    {"pow_Tensor_Scalar__out__complex64__to__bool", kArgs777, kOutcomes1463},
    {"pow_Tensor_Scalar__out__complex64__to__uint8", kArgs777, kOutcomes1464},
    {"pow_Tensor_Scalar__out__complex64__to__int8", kArgs777, kOutcomes1465},
    {"pow_Tensor_Scalar__out__complex64__to__int16", kArgs777, kOutcomes1466},
    {"pow_Tensor_Scalar__out__complex64__to__int32", kArgs777, kOutcomes1467},
    {"pow_Tensor_Scalar__out__complex64__to__int64", kArgs777, kOutcomes1468},
    {"pow_Tensor_Scalar__out__complex64__to__float16", kArgs777, kOutcomes1470},
    {"pow_Tensor_Scalar__out__complex64__to__bfloat16", kArgs777, kOutcomes1471},
    {"pow_Tensor_Scalar__out__complex64__to__float32", kArgs777, kOutcomes1472},
    {"pow_Tensor_Scalar__out__complex64__to__float64", kArgs777, kOutcomes1474},
    {"pow_Tensor_Scalar__out__complex64__to__complex32", kArgs777, kOutcomes1476},
    {"pow_Tensor_Scalar__out__complex64__to__complex64", kArgs777, kOutcomes1477},
    {"pow_Tensor_Scalar__out__complex64__to__complex128", kArgs777, kOutcomes1479},
    {"pow_Tensor_Scalar__out__complex128__to__bool", kArgs781, kOutcomes1481},
    {"pow_Tensor_Scalar__out__complex128__to__uint8", kArgs781, kOutcomes1483},
    {"pow_Tensor_Scalar__out__complex128__to__int8", kArgs781, kOutcomes1485},
    {"pow_Tensor_Scalar__out__complex128__to__int16", kArgs781, kOutcomes1487},
    {"pow_Tensor_Scalar__out__complex128__to__int32", kArgs781, kOutcomes1489},
    {"pow_Tensor_Scalar__out__complex128__to__int64", kArgs781, kOutcomes1491},
    {"pow_Tensor_Scalar__out__complex128__to__float16", kArgs781, kOutcomes1493},
    {"pow_Tensor_Scalar__out__complex128__to__bfloat16", kArgs781, kOutcomes1495},
    {"pow_Tensor_Scalar__out__complex128__to__float32", kArgs781, kOutcomes1497},
    {"pow_Tensor_Scalar__out__complex128__to__float64", kArgs781, kOutcomes1498},
    {"pow_Tensor_Scalar__out__complex128__to__complex32", kArgs781, kOutcomes1500},
    {"pow_Tensor_Scalar__out__complex128__to__complex64", kArgs781, kOutcomes1502},
    {"pow_Tensor_Scalar__out__complex128__to__complex128", kArgs781, kOutcomes1503},
    {"pow_Scalar__out__uint8__to__bool", kArgs898, kOutcomes1504},
    {"pow_Scalar__out__uint8__to__uint8", kArgs898, kOutcomes1505},
    {"pow_Scalar__out__uint8__to__int8", kArgs898, kOutcomes1506},
    {"pow_Scalar__out__uint8__to__int16", kArgs898, kOutcomes1507},
    {"pow_Scalar__out__uint8__to__int32", kArgs898, kOutcomes1508},
    {"pow_Scalar__out__uint8__to__int64", kArgs898, kOutcomes1509},
    {"pow_Scalar__out__uint8__to__float16", kArgs898, kOutcomes1510},
    {"pow_Scalar__out__uint8__to__bfloat16", kArgs898, kOutcomes1511},
    {"pow_Scalar__out__uint8__to__float32", kArgs898, kOutcomes1512},
    {"pow_Scalar__out__uint8__to__float64", kArgs898, kOutcomes1513},
    {"pow_Scalar__out__uint8__to__complex32", kArgs898, kOutcomes1514},
    {"pow_Scalar__out__uint8__to__complex64", kArgs898, kOutcomes1515},
    {"pow_Scalar__out__uint8__to__complex128", kArgs898, kOutcomes1516},
    {"pow_Scalar__out__int8__to__bool", kArgs899, kOutcomes1517},
    {"pow_Scalar__out__int8__to__uint8", kArgs899, kOutcomes1505},
    {"pow_Scalar__out__int8__to__int8", kArgs899, kOutcomes1506},
    {"pow_Scalar__out__int8__to__int16", kArgs899, kOutcomes1507},
    {"pow_Scalar__out__int8__to__int32", kArgs899, kOutcomes1508},
    {"pow_Scalar__out__int8__to__int64", kArgs899, kOutcomes1509},
    {"pow_Scalar__out__int8__to__float16", kArgs899, kOutcomes1510},
    {"pow_Scalar__out__int8__to__bfloat16", kArgs899, kOutcomes1511},
    {"pow_Scalar__out__int8__to__float32", kArgs899, kOutcomes1512},
    {"pow_Scalar__out__int8__to__float64", kArgs899, kOutcomes1513},
    {"pow_Scalar__out__int8__to__complex32", kArgs899, kOutcomes1514},
    {"pow_Scalar__out__int8__to__complex64", kArgs899, kOutcomes1515},
    {"pow_Scalar__out__int8__to__complex128", kArgs899, kOutcomes1516},
    {"pow_Scalar__out__int16__to__bool", kArgs900, kOutcomes1518},
    {"pow_Scalar__out__int16__to__uint8", kArgs900, kOutcomes1505},
    {"pow_Scalar__out__int16__to__int8", kArgs900, kOutcomes1506},
    {"pow_Scalar__out__int16__to__int16", kArgs900, kOutcomes1507},
    {"pow_Scalar__out__int16__to__int32", kArgs900, kOutcomes1508},
    {"pow_Scalar__out__int16__to__int64", kArgs900, kOutcomes1509},
    {"pow_Scalar__out__int16__to__float16", kArgs900, kOutcomes1510},
    {"pow_Scalar__out__int16__to__bfloat16", kArgs900, kOutcomes1511},
    {"pow_Scalar__out__int16__to__float32", kArgs900, kOutcomes1512},
    {"pow_Scalar__out__int16__to__float64", kArgs900, kOutcomes1513},
    {"pow_Scalar__out__int16__to__complex32", kArgs900, kOutcomes1514},
    {"pow_Scalar__out__int16__to__complex64", kArgs900, kOutcomes1515},
    {"pow_Scalar__out__int16__to__complex128", kArgs900, kOutcomes1516},
    {"pow_Scalar__out__int32__to__bool", kArgs901, kOutcomes1519},
    {"pow_Scalar__out__int32__to__uint8", kArgs901, kOutcomes1505},
    {"pow_Scalar__out__int32__to__int8", kArgs901, kOutcomes1506},
    {"pow_Scalar__out__int32__to__int16", kArgs901, kOutcomes1507},
    {"pow_Scalar__out__int32__to__int32", kArgs901, kOutcomes1508},
    {"pow_Scalar__out__int32__to__int64", kArgs901, kOutcomes1509},
    {"pow_Scalar__out__int32__to__float16", kArgs901, kOutcomes1510},
    {"pow_Scalar__out__int32__to__bfloat16", kArgs901, kOutcomes1511},
    {"pow_Scalar__out__int32__to__float32", kArgs901, kOutcomes1512},
    {"pow_Scalar__out__int32__to__float64", kArgs901, kOutcomes1513},
    {"pow_Scalar__out__int32__to__complex32", kArgs901, kOutcomes1514},
    {"pow_Scalar__out__int32__to__complex64", kArgs901, kOutcomes1515},
    {"pow_Scalar__out__int32__to__complex128", kArgs901, kOutcomes1516},
    {"pow_Scalar__out__int64__to__bool", kArgs902, kOutcomes1520},
    {"pow_Scalar__out__int64__to__uint8", kArgs902, kOutcomes1505},
    {"pow_Scalar__out__int64__to__int8", kArgs902, kOutcomes1506},
    {"pow_Scalar__out__int64__to__int16", kArgs902, kOutcomes1507},
    {"pow_Scalar__out__int64__to__int32", kArgs902, kOutcomes1508},
    {"pow_Scalar__out__int64__to__int64", kArgs902, kOutcomes1509},
    {"pow_Scalar__out__int64__to__float16", kArgs902, kOutcomes1510},
    {"pow_Scalar__out__int64__to__bfloat16", kArgs902, kOutcomes1511},
    {"pow_Scalar__out__int64__to__float32", kArgs902, kOutcomes1512},
    {"pow_Scalar__out__int64__to__float64", kArgs902, kOutcomes1513},
    {"pow_Scalar__out__int64__to__complex32", kArgs902, kOutcomes1514},
    {"pow_Scalar__out__int64__to__complex64", kArgs902, kOutcomes1515},
    {"pow_Scalar__out__int64__to__complex128", kArgs902, kOutcomes1516},
    {"pow_Scalar__out__float16__to__bool", kArgs929, kOutcomes1521},
    {"pow_Scalar__out__float16__to__uint8", kArgs929, kOutcomes1522},
    {"pow_Scalar__out__float16__to__int8", kArgs929, kOutcomes1523},
    {"pow_Scalar__out__float16__to__int16", kArgs929, kOutcomes1524},
    {"pow_Scalar__out__float16__to__int32", kArgs929, kOutcomes1525},
    {"pow_Scalar__out__float16__to__int64", kArgs929, kOutcomes1526},
    {"pow_Scalar__out__float16__to__float16", kArgs929, kOutcomes1510},
    {"pow_Scalar__out__float16__to__bfloat16", kArgs929, kOutcomes1511},
    {"pow_Scalar__out__float16__to__float32", kArgs929, kOutcomes1512},
    {"pow_Scalar__out__float16__to__float64", kArgs929, kOutcomes1513},
    {"pow_Scalar__out__float16__to__complex32", kArgs929, kOutcomes1514},
    {"pow_Scalar__out__float16__to__complex64", kArgs929, kOutcomes1515},
    {"pow_Scalar__out__float16__to__complex128", kArgs929, kOutcomes1516},
    {"pow_Scalar__out__bfloat16__to__bool", kArgs930, kOutcomes1527},
    {"pow_Scalar__out__bfloat16__to__uint8", kArgs930, kOutcomes1528},
    {"pow_Scalar__out__bfloat16__to__int8", kArgs930, kOutcomes1529},
    {"pow_Scalar__out__bfloat16__to__int16", kArgs930, kOutcomes1530},
    {"pow_Scalar__out__bfloat16__to__int32", kArgs930, kOutcomes1531},
    {"pow_Scalar__out__bfloat16__to__int64", kArgs930, kOutcomes1532},
    {"pow_Scalar__out__bfloat16__to__float16", kArgs930, kOutcomes1510},
    {"pow_Scalar__out__bfloat16__to__bfloat16", kArgs930, kOutcomes1511},
    {"pow_Scalar__out__bfloat16__to__float32", kArgs930, kOutcomes1512},
    {"pow_Scalar__out__bfloat16__to__float64", kArgs930, kOutcomes1513},
    {"pow_Scalar__out__bfloat16__to__complex32", kArgs930, kOutcomes1514},
    {"pow_Scalar__out__bfloat16__to__complex64", kArgs930, kOutcomes1515},
    {"pow_Scalar__out__bfloat16__to__complex128", kArgs930, kOutcomes1516},
    {"pow_Scalar__out__float32__to__bool", kArgs931, kOutcomes1533},
    {"pow_Scalar__out__float32__to__uint8", kArgs931, kOutcomes1534},
    {"pow_Scalar__out__float32__to__int8", kArgs931, kOutcomes1535},
    {"pow_Scalar__out__float32__to__int16", kArgs931, kOutcomes1536},
    {"pow_Scalar__out__float32__to__int32", kArgs931, kOutcomes1537},
    {"pow_Scalar__out__float32__to__int64", kArgs931, kOutcomes1538},
    {"pow_Scalar__out__float32__to__float16", kArgs931, kOutcomes1510},
    {"pow_Scalar__out__float32__to__bfloat16", kArgs931, kOutcomes1511},
    {"pow_Scalar__out__float32__to__float32", kArgs931, kOutcomes1512},
    {"pow_Scalar__out__float32__to__float64", kArgs931, kOutcomes1513},
    {"pow_Scalar__out__float32__to__complex32", kArgs931, kOutcomes1514},
    {"pow_Scalar__out__float32__to__complex64", kArgs931, kOutcomes1515},
    {"pow_Scalar__out__float32__to__complex128", kArgs931, kOutcomes1516},
    {"pow_Scalar__out__float64__to__bool", kArgs932, kOutcomes1539},
    {"pow_Scalar__out__float64__to__uint8", kArgs932, kOutcomes1540},
    {"pow_Scalar__out__float64__to__int8", kArgs932, kOutcomes1541},
    {"pow_Scalar__out__float64__to__int16", kArgs932, kOutcomes1542},
    {"pow_Scalar__out__float64__to__int32", kArgs932, kOutcomes1543},
    {"pow_Scalar__out__float64__to__int64", kArgs932, kOutcomes1544},
    {"pow_Scalar__out__float64__to__float16", kArgs932, kOutcomes1510},
    {"pow_Scalar__out__float64__to__bfloat16", kArgs932, kOutcomes1511},
    {"pow_Scalar__out__float64__to__float32", kArgs932, kOutcomes1512},
    {"pow_Scalar__out__float64__to__float64", kArgs932, kOutcomes1513},
    {"pow_Scalar__out__float64__to__complex32", kArgs932, kOutcomes1514},
    {"pow_Scalar__out__float64__to__complex64", kArgs932, kOutcomes1515},
    {"pow_Scalar__out__float64__to__complex128", kArgs932, kOutcomes1516},
    {"pow_Scalar__out__complex32__to__bool", kArgs959, kOutcomes1545},
    {"pow_Scalar__out__complex32__to__uint8", kArgs959, kOutcomes1546},
    {"pow_Scalar__out__complex32__to__int8", kArgs959, kOutcomes1547},
    {"pow_Scalar__out__complex32__to__int16", kArgs959, kOutcomes1548},
    {"pow_Scalar__out__complex32__to__int32", kArgs959, kOutcomes1549},
    {"pow_Scalar__out__complex32__to__int64", kArgs959, kOutcomes1550},
    {"pow_Scalar__out__complex32__to__float16", kArgs959, kOutcomes1551},
    {"pow_Scalar__out__complex32__to__bfloat16", kArgs959, kOutcomes1553},
    {"pow_Scalar__out__complex32__to__float32", kArgs959, kOutcomes1555},
    {"pow_Scalar__out__complex32__to__float64", kArgs959, kOutcomes1557},
    {"pow_Scalar__out__complex32__to__complex32", kArgs959, kOutcomes1514},
    {"pow_Scalar__out__complex32__to__complex64", kArgs959, kOutcomes1515},
    {"pow_Scalar__out__complex32__to__complex128", kArgs959, kOutcomes1516},
    {"pow_Scalar__out__complex64__to__bool", kArgs960, kOutcomes1558},
    {"pow_Scalar__out__complex64__to__uint8", kArgs960, kOutcomes1559},
    {"pow_Scalar__out__complex64__to__int8", kArgs960, kOutcomes1560},
    {"pow_Scalar__out__complex64__to__int16", kArgs960, kOutcomes1561},
    {"pow_Scalar__out__complex64__to__int32", kArgs960, kOutcomes1562},
    {"pow_Scalar__out__complex64__to__int64", kArgs960, kOutcomes1563},
    {"pow_Scalar__out__complex64__to__float16", kArgs960, kOutcomes1564},
    {"pow_Scalar__out__complex64__to__bfloat16", kArgs960, kOutcomes1565},
    {"pow_Scalar__out__complex64__to__float32", kArgs960, kOutcomes1566},
    {"pow_Scalar__out__complex64__to__float64", kArgs960, kOutcomes1567},
    {"pow_Scalar__out__complex64__to__complex32", kArgs960, kOutcomes1514},
    {"pow_Scalar__out__complex64__to__complex64", kArgs960, kOutcomes1515},
    {"pow_Scalar__out__complex64__to__complex128", kArgs960, kOutcomes1516},
    {"pow_Scalar__out__complex128__to__bool", kArgs961, kOutcomes1568},
    {"pow_Scalar__out__complex128__to__uint8", kArgs961, kOutcomes1569},
    {"pow_Scalar__out__complex128__to__int8", kArgs961, kOutcomes1570},
    {"pow_Scalar__out__complex128__to__int16", kArgs961, kOutcomes1571},
    {"pow_Scalar__out__complex128__to__int32", kArgs961, kOutcomes1572},
    {"pow_Scalar__out__complex128__to__int64", kArgs961, kOutcomes1573},
    {"pow_Scalar__out__complex128__to__float16", kArgs961, kOutcomes1574},
    {"pow_Scalar__out__complex128__to__bfloat16", kArgs961, kOutcomes1575},
    {"pow_Scalar__out__complex128__to__float32", kArgs961, kOutcomes1576},
    {"pow_Scalar__out__complex128__to__float64", kArgs961, kOutcomes1577},
    {"pow_Scalar__out__complex128__to__complex32", kArgs961, kOutcomes1514},
    {"pow_Scalar__out__complex128__to__complex64", kArgs961, kOutcomes1515},
    {"pow_Scalar__out__complex128__to__complex128", kArgs961, kOutcomes1516},
};
constexpr int64_t kInts1578[] = {2, 3};
constexpr int64_t kInts1579[] = {3};
constexpr ArgSpec kArgs1580[] = {tensor_spec(kFloat, kInts1578), tensor_spec(kFloat, kInts1579)};
constexpr Outcome kOutcomes1581[] = {call(0).shape(kInts1578)};
constexpr ArgSpec kArgs1582[] = {tensor_spec(kFloat, kInts1579), tensor_spec(kFloat, kInts1578)};
constexpr int64_t kInts1583[] = {2, 1};
constexpr int64_t kInts1584[] = {1, 3};
constexpr ArgSpec kArgs1585[] = {tensor_spec(kFloat, kInts1583), tensor_spec(kFloat, kInts1584)};
constexpr ArgSpec kArgs1586[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts1578)};
constexpr ArgSpec kArgs1587[] = {tensor_spec(kFloat, kInts1578), tensor_spec(kFloat)};
constexpr int64_t kInts1588[] = {0, 3};
constexpr ArgSpec kArgs1589[] = {tensor_spec(kFloat, kInts1588), tensor_spec(kFloat, kInts1584)};
constexpr Outcome kOutcomes1590[] = {call(0).shape(kInts1588)};
constexpr int64_t kInts1591[] = {4, 1, 3};
constexpr ArgSpec kArgs1592[] = {tensor_spec(kFloat, kInts1591), tensor_spec(kFloat, kInts1583)};
constexpr int64_t kInts1593[] = {4, 2, 3};
constexpr Outcome kOutcomes1594[] = {call(0).shape(kInts1593)};
constexpr ArgSpec kArgs1595[] = {tensor_spec(kFloat, kInts1578), tensor_spec(kFloat, kInts14)};
constexpr ErrorSpec kError1596 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1597[] = {call(0).raises(&kError1596)};
constexpr ArgSpec kArgs1598[] = {tensor_spec(kFloat, kInts5), tensor_spec(kFloat, kInts14)};
constexpr ErrorSpec kError1599 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1600[] = {call(0).raises(&kError1599)};
constexpr int64_t kInts1601[] = {2, 3, 4};
constexpr int64_t kInts1602[] = {3, 1, 5};
constexpr ArgSpec kArgs1603[] = {tensor_spec(kFloat, kInts1601), tensor_spec(kFloat, kInts1602)};
constexpr ErrorSpec kError1604 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1605[] = {call(0).raises(&kError1604)};
constexpr Outcome kOutcomes1606[] = {call(2).shape(kInts1578).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1607[] = {tensor_spec(kFloat, kInts1578), tensor_spec(kFloat, kInts1584)};
constexpr ErrorSpec kError1608 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1609[] = {call(2).raises(&kError1608)};
constexpr ArgSpec kArgs1610[] = {tensor_spec(kFloat, kInts1584), tensor_spec(kFloat, kInts1578)};
constexpr ErrorSpec kError1611 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1612[] = {call(2).raises(&kError1611)};
constexpr ErrorSpec kError1613 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes1614[] = {call(2).raises(&kError1613)};
constexpr Outcome kOutcomes1615[] = {call(2).raises(&kError1596)};
constexpr ArgSpec kArgs1616[] = {tensor_spec(kFloat, kInts1578), tensor_spec(kFloat, kInts1578)};
constexpr ArgSpec kOut1617 = tensor_spec(kFloat, kInts1578);
constexpr Outcome kOutcomes1618[] = {call(3).out_tensor(&kOut1617).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1619[] = {call(3).out_tensor(&kOut6).shape(kInts1578).same_as(SameAs::Out)};
constexpr int64_t kInts1620[] = {6};
constexpr ArgSpec kOut1621 = tensor_spec(kFloat, kInts1620);
constexpr Outcome kOutcomes1622[] = {call(3).out_tensor(&kOut1621).shape(kInts1578).same_as(SameAs::Out)};
constexpr int64_t kInts1623[] = {3, 2};
constexpr ArgSpec kOut1624 = tensor_spec(kFloat, kInts1623);
constexpr Outcome kOutcomes1625[] = {call(3).out_tensor(&kOut1624).shape(kInts1578).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1626[] = {tensor_spec(kFloat, kInts1578), float_scalar(0.5)};
constexpr Outcome kOutcomes1627[] = {call(7).out_tensor(&kOut1617).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1628[] = {call(7).out_tensor(&kOut6).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1629[] = {call(7).out_tensor(&kOut1621).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1630[] = {call(7).out_tensor(&kOut1624).shape(kInts1578).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1631[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts1578)};
constexpr Outcome kOutcomes1632[] = {call(9).out_tensor(&kOut1617).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1633[] = {call(9).out_tensor(&kOut6).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1634[] = {call(9).out_tensor(&kOut1621).shape(kInts1578).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1635[] = {call(9).out_tensor(&kOut1624).shape(kInts1578).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"pow__broadcast__2x3__3", kArgs1580, kOutcomes1581},
    {"pow__broadcast__3__2x3", kArgs1582, kOutcomes1581},
    {"pow__broadcast__2x1__1x3", kArgs1585, kOutcomes1581},
    {"pow__broadcast__scalar__2x3", kArgs1586, kOutcomes1581},
    {"pow__broadcast__2x3__scalar", kArgs1587, kOutcomes1581},
    {"pow__broadcast__0x3__1x3", kArgs1589, kOutcomes1590},
    {"pow__broadcast__4x1x3__2x1", kArgs1592, kOutcomes1594},
    {"pow__broadcast__2x3__2", kArgs1595, kOutcomes1597},
    {"pow__broadcast__0__2", kArgs1598, kOutcomes1600},
    {"pow__broadcast__2x3x4__3x1x5", kArgs1603, kOutcomes1605},
    {"pow__inplace__2x3__3", kArgs1580, kOutcomes1606},
    {"pow__inplace__2x3__1x3", kArgs1607, kOutcomes1606},
    {"pow__inplace__2x3__scalar", kArgs1587, kOutcomes1606},
    {"pow__inplace__3__2x3", kArgs1582, kOutcomes1609},
    {"pow__inplace__1x3__2x3", kArgs1610, kOutcomes1612},
    {"pow__inplace__scalar__2", kArgs595, kOutcomes1614},
    {"pow__inplace__2x3__2", kArgs1595, kOutcomes1615},
    {"pow__out__2x3", kArgs1616, kOutcomes1618},
    {"pow__out__0", kArgs1616, kOutcomes1619},
    {"pow__out__6", kArgs1616, kOutcomes1622},
    {"pow__out__3x2", kArgs1616, kOutcomes1625},
    {"pow_Tensor_Scalar__out__2x3", kArgs1626, kOutcomes1627},
    {"pow_Tensor_Scalar__out__0", kArgs1626, kOutcomes1628},
    {"pow_Tensor_Scalar__out__6", kArgs1626, kOutcomes1629},
    {"pow_Tensor_Scalar__out__3x2", kArgs1626, kOutcomes1630},
    {"pow_Scalar__out__2x3", kArgs1631, kOutcomes1632},
    {"pow_Scalar__out__0", kArgs1631, kOutcomes1633},
    {"pow_Scalar__out__6", kArgs1631, kOutcomes1634},
    {"pow_Scalar__out__3x2", kArgs1631, kOutcomes1635},
};
constexpr const char* kNames1636[] = {"N", "C"};
constexpr ArgSpec kArgs1637[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), tensor_spec(kFloat, kInts1578, {}, kNames1636)};
constexpr const char* kNames1638[] = {"A", "C"};
constexpr ArgSpec kOut1639 = tensor_spec(kFloat, kInts1578, {}, kNames1638);
constexpr ErrorSpec kError1640 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1641[] = {call(0).names(kNames1636), call(3).out_tensor(&kOut6).names(kNames1636).same_as(SameAs::Out), call(3).out_tensor(&kOut1639).raises(&kError1640), call(2).names(kNames1636).same_as(SameAs::Self)};
constexpr const char* kNames1642[] = {"C"};
constexpr ArgSpec kArgs1643[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), tensor_spec(kFloat, kInts1579, {}, kNames1642)};
constexpr const char* kNames1644[] = {nullptr, "C"};
constexpr ArgSpec kArgs1645[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), tensor_spec(kFloat, kInts1578, {}, kNames1644)};
constexpr ArgSpec kArgs1646[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), tensor_spec(kFloat, kInts1578)};
constexpr ArgSpec kArgs1647[] = {tensor_spec(kFloat, kInts1578), tensor_spec(kFloat, kInts1578, {}, kNames1636)};
constexpr const char* kNames1648[] = {"N", "D"};
constexpr ArgSpec kArgs1649[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), tensor_spec(kFloat, kInts1578, {}, kNames1648)};
constexpr ErrorSpec kError1650 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1651[] = {call(0).raises(&kError1650)};
constexpr const char* kNames1652[] = {"N"};
constexpr ArgSpec kArgs1653[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), tensor_spec(kFloat, kInts1579, {}, kNames1652)};
constexpr ErrorSpec kError1654 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1655[] = {call(0).raises(&kError1654)};
constexpr const char* kNames1656[] = {"N", nullptr};
constexpr const char* kNames1657[] = {nullptr, "N"};
constexpr ArgSpec kArgs1658[] = {tensor_spec(kFloat, kInts1578, {}, kNames1656), tensor_spec(kFloat, kInts1578, {}, kNames1657)};
constexpr ErrorSpec kError1659 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes1660[] = {call(0).raises(&kError1659)};
constexpr ArgSpec kArgs1661[] = {tensor_spec(kFloat, kInts1578, {}, kNames1636), float_scalar(0.5)};
constexpr Outcome kOutcomes1662[] = {call(4).names(kNames1636), call(7).out_tensor(&kOut6).names(kNames1636).same_as(SameAs::Out), call(7).out_tensor(&kOut1639).raises(&kError1640), call(6).names(kNames1636).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1663[] = {tensor_spec(kFloat, kInts1578, {}, kNames1656), float_scalar(0.5)};
constexpr const char* kNames1664[] = {"A", nullptr};
constexpr ArgSpec kOut1665 = tensor_spec(kFloat, kInts1578, {}, kNames1664);
constexpr ErrorSpec kError1666 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1667[] = {call(4).names(kNames1656), call(7).out_tensor(&kOut6).names(kNames1656).same_as(SameAs::Out), call(7).out_tensor(&kOut1665).raises(&kError1666), call(6).names(kNames1656).same_as(SameAs::Self)};
constexpr const char* kNames1668[] = {nullptr, nullptr};
constexpr Outcome kOutcomes1669[] = {call(4).names(kNames1668), call(7).out_tensor(&kOut6).names(kNames1668).same_as(SameAs::Out), call(6).names(kNames1668).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1670[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts1578, {}, kNames1636)};
constexpr Outcome kOutcomes1671[] = {call(8).names(kNames1636), call(9).out_tensor(&kOut6).names(kNames1636).same_as(SameAs::Out), call(9).out_tensor(&kOut1639).raises(&kError1640)};
constexpr ArgSpec kArgs1672[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts1578, {}, kNames1656)};
constexpr Outcome kOutcomes1673[] = {call(8).names(kNames1656), call(9).out_tensor(&kOut6).names(kNames1656).same_as(SameAs::Out), call(9).out_tensor(&kOut1665).raises(&kError1666)};
constexpr Outcome kOutcomes1674[] = {call(8).names(kNames1668), call(9).out_tensor(&kOut6).names(kNames1668).same_as(SameAs::Out)};
constexpr Case kNames[] = {
    {"pow__same_names", kArgs1637, kOutcomes1641},
    {"pow__names_from_right", kArgs1643, kOutcomes1641},
    {"pow__wildcard_matches", kArgs1645, kOutcomes1641},
    {"pow__unnamed_second", kArgs1646, kOutcomes1641},
    {"pow__unnamed_first", kArgs1647, kOutcomes1641},
    {"pow__mismatch", kArgs1649, kOutcomes1651},
    {"pow__mismatch_from_right", kArgs1653, kOutcomes1655},
    {"pow__misaligned", kArgs1658, kOutcomes1660},
    {"pow_Tensor_Scalar__names_kept", kArgs1661, kOutcomes1662},
    {"pow_Tensor_Scalar__partial_names_kept", kArgs1663, kOutcomes1667},
    {"pow_Tensor_Scalar__unnamed_stays_unnamed", kArgs1626, kOutcomes1669},
    {"pow_Scalar__names_kept", kArgs1670, kOutcomes1671},
    {"pow_Scalar__partial_names_kept", kArgs1672, kOutcomes1673},
    {"pow_Scalar__unnamed_stays_unnamed", kArgs1631, kOutcomes1674},
};
constexpr Num kNums1675[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums1676[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs1677[] = {tensor_spec(kUInt8, kInts0, kNums1675), tensor_spec(kUInt8, kInts0, kNums1676)};
constexpr Num kNums1678[] = {{0, 0}, {9, 0}, {87, 0}, {16, 0}, {255, 0}, {1, 0}, {12, 0}, {16, 0}, {125, 0}, {16, 0}, {169, 0}, {27, 0}};
constexpr ArgSpec kOut1679 = tensor_spec(kUInt8, kInts5);
constexpr Outcome kOutcomes1680[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1678), call(2).dtype(kUInt8).shape(kInts0).values(kNums1678).same_as(SameAs::Self), call(3).out_tensor(&kOut1679).dtype(kUInt8).shape(kInts0).values(kNums1678).same_as(SameAs::Out)};
constexpr Num kNums1681[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums1682[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs1683[] = {tensor_spec(kInt8, kInts0, kNums1681), tensor_spec(kInt8, kInts0, kNums1682)};
constexpr Num kNums1684[] = {{-5, 0}, {0, 0}, {27, 0}, {97, 0}, {-32, 0}, {1, 0}, {12, 0}, {16, 0}, {-64, 0}, {113, 0}, {32, 0}, {-15, 0}};
constexpr ArgSpec kOut1685 = tensor_spec(kInt8, kInts5);
constexpr Outcome kOutcomes1686[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1684), call(2).dtype(kInt8).shape(kInts0).values(kNums1684).same_as(SameAs::Self), call(3).out_tensor(&kOut1685).dtype(kInt8).shape(kInts0).values(kNums1684).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1687[] = {tensor_spec(kInt16, kInts0, kNums1681), tensor_spec(kInt16, kInts0, kNums1682)};
constexpr Num kNums1688[] = {{-5, 0}, {0, 0}, {27, 0}, {2401, 0}, {-32, 0}, {1, 0}, {12, 0}, {10000, 0}, {-16960, 0}, {625, 0}, {32, 0}, {7153, 0}};
constexpr ArgSpec kOut1689 = tensor_spec(kInt16, kInts5);
constexpr Outcome kOutcomes1690[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1688), call(2).dtype(kInt16).shape(kInts0).values(kNums1688).same_as(SameAs::Self), call(3).out_tensor(&kOut1689).dtype(kInt16).shape(kInts0).values(kNums1688).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1691[] = {tensor_spec(kInt32, kInts0, kNums1681), tensor_spec(kInt32, kInts0, kNums1682)};
constexpr Num kNums1692[] = {{-5, 0}, {0, 0}, {27, 0}, {2401, 0}, {-32, 0}, {1, 0}, {12, 0}, {10000, 0}, {-1000000, 0}, {625, 0}, {32, 0}, {531441, 0}};
constexpr ArgSpec kOut1693 = tensor_spec(kInt32, kInts5);
constexpr Outcome kOutcomes1694[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1692), call(2).dtype(kInt32).shape(kInts0).values(kNums1692).same_as(SameAs::Self), call(3).out_tensor(&kOut1693).dtype(kInt32).shape(kInts0).values(kNums1692).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1695[] = {tensor_spec(kInt64, kInts0, kNums1681), tensor_spec(kInt64, kInts0, kNums1682)};
constexpr ArgSpec kOut1696 = tensor_spec(kInt64, kInts5);
constexpr Outcome kOutcomes1697[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1692), call(2).dtype(kInt64).shape(kInts0).values(kNums1692).same_as(SameAs::Self), call(3).out_tensor(&kOut1696).dtype(kInt64).shape(kInts0).values(kNums1692).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1698[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2)};
constexpr Num kNums1699[] = {{1.0, 0}, {kNaN, 0}, {27.0, 0}, {0.0, 0}, {1.0, 0}, {0.7763671875, 0}, {-0.052734375, 0}, {0.01000213623046875, 0}, {0.210205078125, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1700 = tensor_spec(kHalf, kInts5);
constexpr Outcome kOutcomes1701[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1699), call(2).dtype(kHalf).shape(kInts0).values(kNums1699).same_as(SameAs::Self), call(3).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1699).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1702[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Num kNums1703[] = {{1.0, 0}, {kNaN, 0}, {27.0, 0}, {0.0, 0}, {1.0, 0}, {0.77734375, 0}, {-0.052734375, 0}, {0.010009765625, 0}, {0.2099609375, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1704 = tensor_spec(kBFloat16, kInts5);
constexpr Outcome kOutcomes1705[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1703), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1703).same_as(SameAs::Self), call(3).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1703).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1706[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1707[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Num kNums1708[] = {{1.0, 0}, {kNaN, 0}, {27.0, 0}, {0.0, 0}, {1.0, 0}, {0.7765453555044465, 0}, {-0.052734375, 0}, {0.01, 0}, {0.21022410381342863, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1709 = tensor_spec(kDouble, kInts5);
constexpr Outcome kOutcomes1710[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1708), call(2).dtype(kDouble).shape(kInts0).values(kNums1708).same_as(SameAs::Self), call(3).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1708).same_as(SameAs::Out)};
constexpr Num kNums1711[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr Num kNums1712[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr ArgSpec kArgs1713[] = {tensor_spec(kComplexFloat, kInts0, kNums1711), tensor_spec(kComplexFloat, kInts0, kNums1712)};
constexpr Num kNums1714[] = {{0.5, -1.25}, {1.4772435426712036, 0.9042960405349731}, {0.20787957310676575, 0.0}, {0.0005028212908655405, -0.0007250374765135348}, {0.0625, 0.0}, {0.2739572525024414, 0.5837007761001587}, {2.1541993618011475, 2.057058811187744}, {-0.2043677419424057, -0.021841518580913544}, {-0.021484375, -0.00390625}, {-13.654364585876465, 8.852903366088867}, {0.9357030987739563, 0.930661141872406}, {0.28385454416275024, -0.37170660495758057}};
constexpr ArgSpec kOut1715 = tensor_spec(kComplexFloat, kInts5);
constexpr Outcome kOutcomes1716[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1714), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1714).same_as(SameAs::Self), call(3).out_tensor(&kOut1715).dtype(kComplexFloat).shape(kInts0).values(kNums1714).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1717[] = {tensor_spec(kComplexDouble, kInts0, kNums1711), tensor_spec(kComplexDouble, kInts0, kNums1712)};
constexpr Num kNums1718[] = {{0.5, -1.25}, {1.4772435933995158, 0.9042960609004582}, {0.20787957635076193, 0.0}, {0.0005028212796538326, -0.0007250374622085307}, {0.0625, 0.0}, {0.2739572538301211, 0.5837007587586147}, {2.1541993135028816, 2.0570589126293086}, {-0.20436774239938743, -0.021841517973385585}, {-0.021484375, -0.00390625}, {-13.654364585423798, 8.85290363761184}, {0.9357030929400897, 0.9306611356017337}, {0.2838545396153654, -0.37170661029505}};
constexpr ArgSpec kOut1719 = tensor_spec(kComplexDouble, kInts5);
constexpr Outcome kOutcomes1720[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1718), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1718).same_as(SameAs::Self), call(3).out_tensor(&kOut1719).dtype(kComplexDouble).shape(kInts0).values(kNums1718).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1721[] = {tensor_spec(kInt32, kInts0, kNums1681), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1722[] = {{1.0, 0}, {0.0, 0}, {27.0, 0}, {2401.0, 0}, {1.0, 0}, {1.0, 0}, {1728.0, 0}, {9.999999747378752e-05, 0}, {kNaN, 0}, {11.180339813232422, 0}, {kInf, 0}, {9.0, 0}};
constexpr Outcome kOutcomes1723[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1722), call(2).raises(&kError1050), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1722).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1724[] = {tensor_spec(kUInt8, kInts0, kNums1675), tensor_spec(kInt8, kInts0, kNums1682)};
constexpr Num kNums1725[] = {{0, 0}, {9, 0}, {343, 0}, {-23280, 0}, {1279, 0}, {1, 0}, {12, 0}, {10000, 0}, {125, 0}, {16, 0}, {-6487, 0}, {729, 0}};
constexpr Num kNums1726[] = {{0, 0}, {9, 0}, {87, 0}, {16, 0}, {255, 0}, {1, 0}, {12, 0}, {16, 0}, {125, 0}, {16, 0}, {169, 0}, {217, 0}};
constexpr Outcome kOutcomes1727[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1725), call(2).dtype(kUInt8).shape(kInts0).values(kNums1726).same_as(SameAs::Self), call(3).out_tensor(&kOut1689).dtype(kInt16).shape(kInts0).values(kNums1725).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1728[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Outcome kOutcomes1729[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums1699).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums1730[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1731[] = {tensor_spec(kBool, kInts0, kNums1730), tensor_spec(kInt64, kInts0, kNums1682)};
constexpr Outcome kOutcomes1732[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1730), call(2).raises(&kError984), call(3).out_tensor(&kOut1696).dtype(kInt64).shape(kInts0).values(kNums1730).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1733[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1712)};
constexpr Num kNums1734[] = {{0.5, 0.0}, {-0.025877347216010094, 0.2309713363647461}, {0.45483243465423584, 0.8905770182609558}, kUnchecked, {0.0, 0.0}, {1.458886981010437, 2.3311262130737305}, {1.0944023132324219, 3.6018059253692627}, {-0.006682015024125576, 0.007439803332090378}, {0.001953125, 0.0}, {74.56822967529297, 156.71945190429688}, kUnchecked, {kNaN, kNaN}};
constexpr Outcome kOutcomes1735[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1734), call(2).raises(&kError1088), call(3).out_tensor(&kOut1715).dtype(kComplexFloat).shape(kInts0).values(kNums1734).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1736[] = {tensor_spec(kInt64, kInts0, kNums1681), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Num kNums1737[] = {{1.0, 0}, {0.0, 0}, {27.0, 0}, {2401.0, 0}, {1.0, 0}, {1.0, 0}, {1728.0, 0}, {0.0001, 0}, {kNaN, 0}, {11.180339887498949, 0}, {kInf, 0}, {9.0, 0}};
constexpr Outcome kOutcomes1738[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1737), call(2).raises(&kError1067), call(3).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1737).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1739[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1740[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1741[] = {tensor_spec(kUInt8, kInts0, kNums1675), tensor_spec(kBool, kInts0, kNums1740)};
constexpr Num kNums1742[] = {{1, 0}, {1, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {1, 0}, {100, 0}, {5, 0}, {1, 0}, {9, 0}, {1, 0}};
constexpr Outcome kOutcomes1743[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1742), call(2).dtype(kUInt8).shape(kInts0).values(kNums1742).same_as(SameAs::Self), call(3).out_tensor(&kOut1679).dtype(kUInt8).shape(kInts0).values(kNums1742).same_as(SameAs::Out)};
constexpr Num kNums1744[] = {{-0.25, 0}};
constexpr ArgSpec kArgs1745[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums1744)};
constexpr Num kNums1746[] = {{1.1892070770263672, 0}, {kNaN, 0}, {0.7598356604576111, 0}, {kInf, 0}, {kInf, 0}, {0.7765453457832336, 0}, {kNaN, 0}, {0.5623413324356079, 0}, {1.6817928552627563, 0}, {kNaN, 0}, {0.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1747[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1746), call(2).dtype(kFloat).shape(kInts0).values(kNums1746).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1746).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1748[] = {tensor_spec(kInt64, kInts0, kNums1681), tensor_spec(kDouble, {}, kNums1744)};
constexpr Num kNums1749[] = {{kNaN, 0}, {kInf, 0}, {0.7598356856515925, 0}, {0.6147881529512643, 0}, {kNaN, 0}, {1.0, 0}, {0.537284965911771, 0}, {0.31622776601683794, 0}, {kNaN, 0}, {0.668740304976422, 0}, {0.8408964152537145, 0}, {0.5773502691896257, 0}};
constexpr Outcome kOutcomes1750[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1749), call(2).raises(&kError1067), call(3).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1749).same_as(SameAs::Out)};
constexpr Num kNums1751[] = {{6, 0}};
constexpr ArgSpec kArgs1752[] = {tensor_spec(kInt32, kInts0, kNums1681), tensor_spec(kInt64, {}, kNums1751)};
constexpr Num kNums1753[] = {{15625, 0}, {0, 0}, {729, 0}, {117649, 0}, {64, 0}, {1, 0}, {2985984, 0}, {-727379968, 0}, {-727379968, 0}, {15625, 0}, {64, 0}, {531441, 0}};
constexpr Outcome kOutcomes1754[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1753), call(2).dtype(kInt32).shape(kInts0).values(kNums1753).same_as(SameAs::Self), call(3).out_tensor(&kOut1693).dtype(kInt32).shape(kInts0).values(kNums1753).same_as(SameAs::Out)};
constexpr int64_t kInts1755[] = {1, 4};
constexpr Num kNums1756[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1757[] = {expanded(tensor_spec(kFloat, kInts1755, kNums1756), kInts0), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1758[] = {{1.0, 0}, {kNaN, 0}, {27.0, 0}, {0.0, 0}, {1.0, 0}, {kNaN, 0}, {27.0, 0}, {kInf, 0}, {0.5946035385131836, 0}, {kNaN, 0}, {kInf, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1759[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1758), call(1).dtype(kFloat).shape(kInts0).values(kNums1758), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1758).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1760[] = {tensor_spec(kUInt8, kInts0, kNums1675), int_scalar(2)};
constexpr Num kNums1761[] = {{0, 0}, {9, 0}, {49, 0}, {36, 0}, {1, 0}, {1, 0}, {144, 0}, {16, 0}, {25, 0}, {4, 0}, {81, 0}, {9, 0}};
constexpr Outcome kOutcomes1762[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums1761), call(6).dtype(kUInt8).shape(kInts0).values(kNums1761).same_as(SameAs::Self), call(7).out_tensor(&kOut1679).dtype(kUInt8).shape(kInts0).values(kNums1761).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1763[] = {tensor_spec(kInt8, kInts0, kNums1681), int_scalar(2)};
constexpr Num kNums1764[] = {{25, 0}, {0, 0}, {9, 0}, {49, 0}, {4, 0}, {1, 0}, {-112, 0}, {16, 0}, {16, 0}, {25, 0}, {4, 0}, {81, 0}};
constexpr Outcome kOutcomes1765[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums1764), call(6).dtype(kInt8).shape(kInts0).values(kNums1764).same_as(SameAs::Self), call(7).out_tensor(&kOut1685).dtype(kInt8).shape(kInts0).values(kNums1764).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1766[] = {tensor_spec(kInt16, kInts0, kNums1681), int_scalar(2)};
constexpr Num kNums1767[] = {{25, 0}, {0, 0}, {9, 0}, {49, 0}, {4, 0}, {1, 0}, {144, 0}, {10000, 0}, {10000, 0}, {25, 0}, {4, 0}, {81, 0}};
constexpr Outcome kOutcomes1768[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums1767), call(6).dtype(kInt16).shape(kInts0).values(kNums1767).same_as(SameAs::Self), call(7).out_tensor(&kOut1689).dtype(kInt16).shape(kInts0).values(kNums1767).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1769[] = {tensor_spec(kInt32, kInts0, kNums1681), int_scalar(2)};
constexpr Outcome kOutcomes1770[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums1767), call(6).dtype(kInt32).shape(kInts0).values(kNums1767).same_as(SameAs::Self), call(7).out_tensor(&kOut1693).dtype(kInt32).shape(kInts0).values(kNums1767).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1771[] = {tensor_spec(kInt64, kInts0, kNums1681), int_scalar(2)};
constexpr Outcome kOutcomes1772[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums1767), call(6).dtype(kInt64).shape(kInts0).values(kNums1767).same_as(SameAs::Self), call(7).out_tensor(&kOut1696).dtype(kInt64).shape(kInts0).values(kNums1767).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1773[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums1774[] = {{0.70703125, 0}, {kNaN, 0}, {1.732421875, 0}, {0.0, 0}, {-0.0, 0}, {1.658203125, 0}, {kNaN, 0}, {3.162109375, 0}, {0.353515625, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1775[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1774), call(6).dtype(kHalf).shape(kInts0).values(kNums1774).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1774).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1776[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums1777[] = {{0.70703125, 0}, {kNaN, 0}, {1.734375, 0}, {0.0, 0}, {-0.0, 0}, {1.65625, 0}, {kNaN, 0}, {3.15625, 0}, {0.353515625, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1778[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1777), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1777).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1777).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1779[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums9), call(6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1780[] = {tensor_spec(kDouble, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums1781[] = {{0.7071067811865476, 0}, {kNaN, 0}, {1.7320508075688772, 0}, {0.0, 0}, {-0.0, 0}, {1.6583123951777, 0}, {kNaN, 0}, {3.1622776601683795, 0}, {0.3535533905932738, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1782[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1781), call(6).dtype(kDouble).shape(kInts0).values(kNums1781).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1781).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1783[] = {tensor_spec(kComplexHalf, kInts0, kNums1711), complex_scalar(0.5, 0.5)};
constexpr Num kNums1784[] = {{1.8974609375, -0.90869140625}, {1.4775390625, 0.904296875}, {0.322509765625, 0.322509765625}, {-0.15869140625, 0.3349609375}, {0.384521484375, -0.319580078125}, {0.677734375, 0.4306640625}, {0.1387939453125, 0.218505859375}, {3.068359375, 0.46337890625}, {0.302978515625, -0.0254364013671875}, {0.04852294921875, 0.27294921875}, {0.50732421875, 0.884765625}, {1.6689453125, -0.61279296875}};
constexpr ArgSpec kOut1785 = tensor_spec(kComplexHalf, kInts5);
constexpr Outcome kOutcomes1786[] = {call(4).dtype(kComplexHalf).shape(kInts0).values(kNums1784), call(6).dtype(kComplexHalf).shape(kInts0).values(kNums1784).same_as(SameAs::Self), call(7).out_tensor(&kOut1785).dtype(kComplexHalf).shape(kInts0).values(kNums1784).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1787[] = {tensor_spec(kComplexFloat, kInts0, kNums1711), complex_scalar(0.5, 0.5)};
constexpr Num kNums1788[] = {{1.8977259397506714, -0.9084538221359253}, {1.4772435426712036, 0.9042960405349731}, {0.3223969340324402, 0.3223969340324402}, {-0.15873965620994568, 0.3348846435546875}, {0.38461944460868835, -0.31948062777519226}, {0.6777725219726562, 0.4306022822856903}, {0.13882485032081604, 0.21851179003715515}, {3.0690431594848633, 0.46333977580070496}, {0.302870512008667, -0.025436142459511757}, {0.048537783324718475, 0.27286940813064575}, {0.5073540806770325, 0.8848982453346252}, {1.668485403060913, -0.6129726767539978}};
constexpr Outcome kOutcomes1789[] = {call(4).dtype(kComplexFloat).shape(kInts0).values(kNums1788), call(6).dtype(kComplexFloat).shape(kInts0).values(kNums1788).same_as(SameAs::Self), call(7).out_tensor(&kOut1715).dtype(kComplexFloat).shape(kInts0).values(kNums1788).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1790[] = {tensor_spec(kComplexDouble, kInts0, kNums1711), complex_scalar(0.5, 0.5)};
constexpr Num kNums1791[] = {{1.8977258811411435, -0.9084538014283953}, {1.4772435933995158, 0.9042960609004582}, {0.32239694194483454, 0.3223969419448345}, {-0.15873965717225313, 0.3348846582442372}, {0.38461945068198605, -0.3194806381568174}, {0.6777725052404346, 0.4306022701168375}, {0.13882485508017203, 0.21851178302380542}, {3.069043209988921, 0.4633397632059554}, {0.3028705200207733, -0.0254361427938102}, {0.0485377835012564, 0.2728693951123591}, {0.5073540580974986, 0.8848982552486311}, {1.668485369034804, -0.6129726789984594}};
constexpr Outcome kOutcomes1792[] = {call(4).dtype(kComplexDouble).shape(kInts0).values(kNums1791), call(6).dtype(kComplexDouble).shape(kInts0).values(kNums1791).same_as(SameAs::Self), call(7).out_tensor(&kOut1719).dtype(kComplexDouble).shape(kInts0).values(kNums1791).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1793[] = {tensor_spec(kInt64, kInts0, kNums1681), float_scalar(0.5)};
constexpr Num kNums1794[] = {{kNaN, 0}, {0.0, 0}, {1.7320507764816284, 0}, {2.6457512378692627, 0}, {kNaN, 0}, {1.0, 0}, {3.464101552963257, 0}, {10.0, 0}, {kNaN, 0}, {2.2360680103302, 0}, {1.4142135381698608, 0}, {3.0, 0}};
constexpr Outcome kOutcomes1795[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1794), call(6).raises(&kError1202), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1794).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1796[] = {tensor_spec(kBool, kInts0, kNums1730), int_scalar(2)};
constexpr Outcome kOutcomes1797[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums1730), call(6).raises(&kError1175), call(7).out_tensor(&kOut1696).dtype(kInt64).shape(kInts0).values(kNums1730).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1798[] = {tensor_spec(kUInt8, kInts0, kNums1675), int_scalar(256)};
constexpr ErrorSpec kError1799 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1800[] = {call(4).raises(&kError1799)};
constexpr ArgSpec kArgs1801[] = {tensor_spec(kInt8, kInts0, kNums1681), int_scalar(128)};
constexpr ErrorSpec kError1802 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1803[] = {call(4).raises(&kError1802)};
constexpr ArgSpec kArgs1804[] = {tensor_spec(kInt16, kInts0, kNums1681), int_scalar(32768)};
constexpr ErrorSpec kError1805 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1806[] = {call(4).raises(&kError1805)};
constexpr ArgSpec kArgs1807[] = {tensor_spec(kInt32, kInts0, kNums1681), int_scalar(2147483648)};
constexpr ErrorSpec kError1808 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes1809[] = {call(4).raises(&kError1808)};
constexpr ArgSpec kArgs1810[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(70000.0)};
constexpr ErrorSpec kError1811 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes1812[] = {call(4).raises(&kError1811)};
constexpr ArgSpec kArgs1813[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(1e+39)};
constexpr ErrorSpec kError1814 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes1815[] = {call(4).raises(&kError1814)};
constexpr ArgSpec kArgs1816[] = {tensor_spec(kComplexHalf, kInts0, kNums1711), float_scalar(70000.0)};
constexpr ErrorSpec kError1817 = {"RuntimeError", "value cannot be converted to type c10::complex<c10::Half> without overflow", Match::Exact};
constexpr Outcome kOutcomes1818[] = {call(4).raises(&kError1817)};
constexpr Num kNums1819[] = {{-0.0, 0}, {0.0, 0}, {-kInf, 0}, {kInf, 0}, {kNaN, 0}, {-2.0, 0}, {-0.5, 0}, {0.25, 0}, {1.5, 0}, {3.0, 0}, {10.0, 0}, {-7.0, 0}};
constexpr ArgSpec kArgs1820[] = {tensor_spec(kHalf, kInts0, kNums1819), int_scalar(2)};
constexpr Num kNums1821[] = {{0.0, 0}, {0.0, 0}, {kInf, 0}, {kInf, 0}, {kNaN, 0}, {4.0, 0}, {0.25, 0}, {0.0625, 0}, {2.25, 0}, {9.0, 0}, {100.0, 0}, {49.0, 0}};
constexpr Outcome kOutcomes1822[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1821), call(6).dtype(kHalf).shape(kInts0).values(kNums1821).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1821).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1823[] = {tensor_spec(kHalf, kInts0, kNums1819), int_scalar(3)};
constexpr Num kNums1824[] = {{-0.0, 0}, {0.0, 0}, {-kInf, 0}, {kInf, 0}, {kNaN, 0}, {-8.0, 0}, {-0.125, 0}, {0.015625, 0}, {3.375, 0}, {27.0, 0}, {1000.0, 0}, {-343.0, 0}};
constexpr Outcome kOutcomes1825[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1824), call(6).dtype(kHalf).shape(kInts0).values(kNums1824).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1824).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1826[] = {tensor_spec(kHalf, kInts0, kNums1819), int_scalar(-2)};
constexpr Num kNums1827[] = {{kInf, 0}, {kInf, 0}, {0.0, 0}, {0.0, 0}, {kNaN, 0}, {0.25, 0}, {4.0, 0}, {16.0, 0}, {0.4443359375, 0}, {0.111083984375, 0}, {0.01000213623046875, 0}, {0.0204010009765625, 0}};
constexpr Outcome kOutcomes1828[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1827), call(6).dtype(kHalf).shape(kInts0).values(kNums1827).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1827).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1829[] = {tensor_spec(kHalf, kInts0, kNums1819), float_scalar(0.5)};
constexpr Num kNums1830[] = {{-0.0, 0}, {0.0, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.5, 0}, {1.224609375, 0}, {1.732421875, 0}, {3.162109375, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1831[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1830), call(6).dtype(kHalf).shape(kInts0).values(kNums1830).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1830).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1832[] = {tensor_spec(kHalf, kInts0, kNums1819), float_scalar(-0.5)};
constexpr Num kNums1833[] = {{-kInf, 0}, {kInf, 0}, {kNaN, 0}, {0.0, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {2.0, 0}, {0.81640625, 0}, {0.5771484375, 0}, {0.316162109375, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1834[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1833), call(6).dtype(kHalf).shape(kInts0).values(kNums1833).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1833).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1835[] = {tensor_spec(kHalf, kInts0, kNums1819), int_scalar(-1)};
constexpr Num kNums1836[] = {{-kInf, 0}, {kInf, 0}, {-0.0, 0}, {0.0, 0}, {kNaN, 0}, {-0.5, 0}, {-2.0, 0}, {4.0, 0}, {0.66650390625, 0}, {0.333251953125, 0}, {0.0999755859375, 0}, {-0.142822265625, 0}};
constexpr Outcome kOutcomes1837[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1836), call(6).dtype(kHalf).shape(kInts0).values(kNums1836).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1836).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1838[] = {tensor_spec(kHalf, kInts0, kNums1819), float_scalar(2.5)};
constexpr Num kNums1839[] = {{0.0, 0}, {0.0, 0}, {kInf, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.03125, 0}, {2.755859375, 0}, {15.5859375, 0}, {316.25, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1840[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1839), call(6).dtype(kHalf).shape(kInts0).values(kNums1839).same_as(SameAs::Self), call(7).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums1839).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1841[] = {tensor_spec(kBFloat16, kInts0, kNums1819), int_scalar(2)};
constexpr Outcome kOutcomes1842[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1821), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1821).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1821).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1843[] = {tensor_spec(kBFloat16, kInts0, kNums1819), int_scalar(3)};
constexpr Num kNums1844[] = {{-0.0, 0}, {0.0, 0}, {-kInf, 0}, {kInf, 0}, {kNaN, 0}, {-8.0, 0}, {-0.125, 0}, {0.015625, 0}, {3.375, 0}, {27.0, 0}, {1000.0, 0}, {-344.0, 0}};
constexpr Outcome kOutcomes1845[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1844), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1844).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1844).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1846[] = {tensor_spec(kBFloat16, kInts0, kNums1819), int_scalar(-2)};
constexpr Num kNums1847[] = {{kInf, 0}, {kInf, 0}, {0.0, 0}, {0.0, 0}, {kNaN, 0}, {0.25, 0}, {4.0, 0}, {16.0, 0}, {0.4453125, 0}, {0.111328125, 0}, {0.010009765625, 0}, {0.0203857421875, 0}};
constexpr Outcome kOutcomes1848[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1847), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1847).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1847).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1849[] = {tensor_spec(kBFloat16, kInts0, kNums1819), float_scalar(0.5)};
constexpr Num kNums1850[] = {{-0.0, 0}, {0.0, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.5, 0}, {1.2265625, 0}, {1.734375, 0}, {3.15625, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1851[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1850), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1850).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1850).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1852[] = {tensor_spec(kBFloat16, kInts0, kNums1819), float_scalar(-0.5)};
constexpr Num kNums1853[] = {{-kInf, 0}, {kInf, 0}, {kNaN, 0}, {0.0, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {2.0, 0}, {0.81640625, 0}, {0.578125, 0}, {0.31640625, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1854[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1853), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1853).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1853).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1855[] = {tensor_spec(kBFloat16, kInts0, kNums1819), int_scalar(-1)};
constexpr Num kNums1856[] = {{-kInf, 0}, {kInf, 0}, {-0.0, 0}, {0.0, 0}, {kNaN, 0}, {-0.5, 0}, {-2.0, 0}, {4.0, 0}, {0.66796875, 0}, {0.333984375, 0}, {0.10009765625, 0}, {-0.142578125, 0}};
constexpr Outcome kOutcomes1857[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1856), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1856).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1856).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1858[] = {tensor_spec(kBFloat16, kInts0, kNums1819), float_scalar(2.5)};
constexpr Num kNums1859[] = {{0.0, 0}, {0.0, 0}, {kInf, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.03125, 0}, {2.75, 0}, {15.5625, 0}, {316.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1860[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums1859), call(6).dtype(kBFloat16).shape(kInts0).values(kNums1859).same_as(SameAs::Self), call(7).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums1859).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1861[] = {tensor_spec(kFloat, kInts0, kNums1819), int_scalar(2)};
constexpr Outcome kOutcomes1862[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1821), call(6).dtype(kFloat).shape(kInts0).values(kNums1821).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1821).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1863[] = {tensor_spec(kFloat, kInts0, kNums1819), int_scalar(3)};
constexpr Outcome kOutcomes1864[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1824), call(6).dtype(kFloat).shape(kInts0).values(kNums1824).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1824).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1865[] = {tensor_spec(kFloat, kInts0, kNums1819), int_scalar(-2)};
constexpr Num kNums1866[] = {{kInf, 0}, {kInf, 0}, {0.0, 0}, {0.0, 0}, {kNaN, 0}, {0.25, 0}, {4.0, 0}, {16.0, 0}, {0.4444444477558136, 0}, {0.1111111119389534, 0}, {0.009999999776482582, 0}, {0.020408162847161293, 0}};
constexpr Outcome kOutcomes1867[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1866), call(6).dtype(kFloat).shape(kInts0).values(kNums1866).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1866).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1868[] = {tensor_spec(kFloat, kInts0, kNums1819), float_scalar(0.5)};
constexpr Num kNums1869[] = {{-0.0, 0}, {0.0, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.5, 0}, {1.2247449159622192, 0}, {1.7320507764816284, 0}, {3.1622776985168457, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1870[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1869), call(6).dtype(kFloat).shape(kInts0).values(kNums1869).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1869).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1871[] = {tensor_spec(kFloat, kInts0, kNums1819), float_scalar(-0.5)};
constexpr Num kNums1872[] = {{-kInf, 0}, {kInf, 0}, {kNaN, 0}, {0.0, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {2.0, 0}, {0.8164966106414795, 0}, {0.5773502588272095, 0}, {0.3162277638912201, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1873[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1872), call(6).dtype(kFloat).shape(kInts0).values(kNums1872).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1872).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1874[] = {tensor_spec(kFloat, kInts0, kNums1819), int_scalar(-1)};
constexpr Num kNums1875[] = {{-kInf, 0}, {kInf, 0}, {-0.0, 0}, {0.0, 0}, {kNaN, 0}, {-0.5, 0}, {-2.0, 0}, {4.0, 0}, {0.6666666865348816, 0}, {0.3333333432674408, 0}, {0.10000000149011612, 0}, {-0.1428571492433548, 0}};
constexpr Outcome kOutcomes1876[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1875), call(6).dtype(kFloat).shape(kInts0).values(kNums1875).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1875).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1877[] = {tensor_spec(kFloat, kInts0, kNums1819), float_scalar(2.5)};
constexpr Num kNums1878[] = {{0.0, 0}, {0.0, 0}, {kInf, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.03125, 0}, {2.755676031112671, 0}, {15.588457107543945, 0}, {316.2277526855469, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1879[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1878), call(6).dtype(kFloat).shape(kInts0).values(kNums1878).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1878).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1880[] = {tensor_spec(kDouble, kInts0, kNums1819), int_scalar(2)};
constexpr Outcome kOutcomes1881[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1821), call(6).dtype(kDouble).shape(kInts0).values(kNums1821).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1821).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1882[] = {tensor_spec(kDouble, kInts0, kNums1819), int_scalar(3)};
constexpr Outcome kOutcomes1883[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1824), call(6).dtype(kDouble).shape(kInts0).values(kNums1824).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1824).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1884[] = {tensor_spec(kDouble, kInts0, kNums1819), int_scalar(-2)};
constexpr Num kNums1885[] = {{kInf, 0}, {kInf, 0}, {0.0, 0}, {0.0, 0}, {kNaN, 0}, {0.25, 0}, {4.0, 0}, {16.0, 0}, {0.4444444444444444, 0}, {0.1111111111111111, 0}, {0.01, 0}, {0.02040816326530612, 0}};
constexpr Outcome kOutcomes1886[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1885), call(6).dtype(kDouble).shape(kInts0).values(kNums1885).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1885).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1887[] = {tensor_spec(kDouble, kInts0, kNums1819), float_scalar(0.5)};
constexpr Num kNums1888[] = {{-0.0, 0}, {0.0, 0}, {kNaN, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.5, 0}, {1.224744871391589, 0}, {1.7320508075688772, 0}, {3.1622776601683795, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1889[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1888), call(6).dtype(kDouble).shape(kInts0).values(kNums1888).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1888).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1890[] = {tensor_spec(kDouble, kInts0, kNums1819), float_scalar(-0.5)};
constexpr Num kNums1891[] = {{-kInf, 0}, {kInf, 0}, {kNaN, 0}, {0.0, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {2.0, 0}, {0.8164965809277261, 0}, {0.5773502691896258, 0}, {0.31622776601683794, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1892[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1891), call(6).dtype(kDouble).shape(kInts0).values(kNums1891).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1891).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1893[] = {tensor_spec(kDouble, kInts0, kNums1819), int_scalar(-1)};
constexpr Num kNums1894[] = {{-kInf, 0}, {kInf, 0}, {-0.0, 0}, {0.0, 0}, {kNaN, 0}, {-0.5, 0}, {-2.0, 0}, {4.0, 0}, {0.6666666666666666, 0}, {0.3333333333333333, 0}, {0.1, 0}, {-0.14285714285714285, 0}};
constexpr Outcome kOutcomes1895[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1894), call(6).dtype(kDouble).shape(kInts0).values(kNums1894).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1894).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1896[] = {tensor_spec(kDouble, kInts0, kNums1819), float_scalar(2.5)};
constexpr Num kNums1897[] = {{0.0, 0}, {0.0, 0}, {kInf, 0}, {kInf, 0}, {kNaN, 0}, {kNaN, 0}, {kNaN, 0}, {0.03125, 0}, {2.7556759606310752, 0}, {15.588457268119896, 0}, {316.22776601683796, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1898[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums1897), call(6).dtype(kDouble).shape(kInts0).values(kNums1897).same_as(SameAs::Self), call(7).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums1897).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1899[] = {expanded(tensor_spec(kFloat, kInts1755, kNums1756), kInts0), float_scalar(0.5)};
constexpr Num kNums1900[] = {{0.7071067690849304, 0}, {kNaN, 0}, {1.7320507764816284, 0}, {0.0, 0}, {0.7071067690849304, 0}, {kNaN, 0}, {1.7320507764816284, 0}, {0.0, 0}, {0.7071067690849304, 0}, {kNaN, 0}, {1.7320507764816284, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1901[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1900), call(5).dtype(kFloat).shape(kInts0).values(kNums1900), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1900).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1902[] = {int_scalar(3), tensor_spec(kUInt8, kInts0, kNums1676)};
constexpr Num kNums1903[] = {{3, 0}, {9, 0}, {27, 0}, {81, 0}, {243, 0}, {217, 0}, {3, 0}, {9, 0}, {27, 0}, {81, 0}, {243, 0}, {27, 0}};
constexpr Outcome kOutcomes1904[] = {call(8).dtype(kUInt8).shape(kInts0).values(kNums1903), call(9).out_tensor(&kOut1679).dtype(kUInt8).shape(kInts0).values(kNums1903).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1905[] = {int_scalar(3), tensor_spec(kInt8, kInts0, kNums1682)};
constexpr Num kNums1906[] = {{3, 0}, {9, 0}, {27, 0}, {81, 0}, {-13, 0}, {-39, 0}, {3, 0}, {9, 0}, {27, 0}, {81, 0}, {-13, 0}, {-39, 0}};
constexpr Outcome kOutcomes1907[] = {call(8).dtype(kInt8).shape(kInts0).values(kNums1906), call(9).out_tensor(&kOut1685).dtype(kInt8).shape(kInts0).values(kNums1906).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1908[] = {int_scalar(3), tensor_spec(kInt16, kInts0, kNums1682)};
constexpr Num kNums1909[] = {{3, 0}, {9, 0}, {27, 0}, {81, 0}, {243, 0}, {729, 0}, {3, 0}, {9, 0}, {27, 0}, {81, 0}, {243, 0}, {729, 0}};
constexpr Outcome kOutcomes1910[] = {call(8).dtype(kInt16).shape(kInts0).values(kNums1909), call(9).out_tensor(&kOut1689).dtype(kInt16).shape(kInts0).values(kNums1909).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1911[] = {int_scalar(3), tensor_spec(kInt32, kInts0, kNums1682)};
constexpr Outcome kOutcomes1912[] = {call(8).dtype(kInt32).shape(kInts0).values(kNums1909), call(9).out_tensor(&kOut1693).dtype(kInt32).shape(kInts0).values(kNums1909).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1913[] = {int_scalar(3), tensor_spec(kInt64, kInts0, kNums1682)};
constexpr Outcome kOutcomes1914[] = {call(8).dtype(kInt64).shape(kInts0).values(kNums1909), call(9).out_tensor(&kOut1696).dtype(kInt64).shape(kInts0).values(kNums1909).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1915[] = {float_scalar(-0.5), tensor_spec(kHalf, kInts0, kNums2)};
constexpr Outcome kOutcomes1916[] = {call(8).dtype(kHalf).shape(kInts0).values(kNums12), call(9).out_tensor(&kOut1700).dtype(kHalf).shape(kInts0).values(kNums12).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1917[] = {float_scalar(-0.5), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Outcome kOutcomes1918[] = {call(8).dtype(kBFloat16).shape(kInts0).values(kNums12), call(9).out_tensor(&kOut1704).dtype(kBFloat16).shape(kInts0).values(kNums12).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1919[] = {float_scalar(-0.5), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Outcome kOutcomes1920[] = {call(8).dtype(kDouble).shape(kInts0).values(kNums12), call(9).out_tensor(&kOut1709).dtype(kDouble).shape(kInts0).values(kNums12).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1921[] = {complex_scalar(0.5, -1.0), tensor_spec(kComplexHalf, kInts0, kNums1712)};
constexpr Num kNums1922[] = {{0.5, -1.0}, {1.6162109375, -0.87841796875}, {3.0078125, 0.3369140625}, {1.9501953125, 7.953125}, {-0.75, -1.0}, {1.8408203125, -2.837890625}, {0.55859375, -0.1929931640625}, {-1.6591796875, 1.7626953125}, {-1.375, 0.25}, {0.12744140625, -0.346923828125}, {1.2060546875, -0.69970703125}, {0.21142578125, -0.29052734375}};
constexpr Outcome kOutcomes1923[] = {call(8).dtype(kComplexHalf).shape(kInts0).values(kNums1922), call(9).out_tensor(&kOut1785).dtype(kComplexHalf).shape(kInts0).values(kNums1922).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1924[] = {complex_scalar(0.5, -1.0), tensor_spec(kComplexFloat, kInts0, kNums1712)};
constexpr Num kNums1925[] = {{0.5, -1.0}, {1.6160436868667603, -0.8782137036323547}, {3.006906032562256, 0.33688488602638245}, {1.9504269361495972, 7.952778339385986}, {-0.75, -1.0}, {1.840337872505188, -2.838463544845581}, {0.5587604641914368, -0.19299718737602234}, {-1.658921241760254, 1.7627151012420654}, {-1.375, 0.25}, {0.12742449343204498, -0.34684401750564575}, {1.206262469291687, -0.6997896432876587}, {0.21137647330760956, -0.2906018793582916}};
constexpr Outcome kOutcomes1926[] = {call(8).dtype(kComplexFloat).shape(kInts0).values(kNums1925), call(9).out_tensor(&kOut1715).dtype(kComplexFloat).shape(kInts0).values(kNums1925).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1927[] = {complex_scalar(0.5, -1.0), tensor_spec(kComplexDouble, kInts0, kNums1712)};
constexpr Num kNums1928[] = {{0.5, -1.0}, {1.6160436927660773, -0.8782137321108973}, {3.0069059633497446, 0.33688487598599626}, {1.9504269930006521, 7.95277855625983}, {-0.75, -1.0}, {1.840337857660869, -2.838463525356746}, {0.558760463985897, -0.19299718176682878}, {-1.6589211830389146, 1.7627150760705586}, {-1.375, 0.25}, {0.1274245008247914, -0.3468440316623997}, {1.2062624860278075, -0.6997896213561887}, {0.21137647058034068, -0.29060188029736606}};
constexpr Outcome kOutcomes1929[] = {call(8).dtype(kComplexDouble).shape(kInts0).values(kNums1928), call(9).out_tensor(&kOut1719).dtype(kComplexDouble).shape(kInts0).values(kNums1928).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1930[] = {float_scalar(-0.5), tensor_spec(kInt64, kInts0, kNums1682)};
constexpr Num kNums1931[] = {{-0.5, 0}, {0.25, 0}, {-0.125, 0}, {0.0625, 0}, {-0.03125, 0}, {0.015625, 0}, {-0.5, 0}, {0.25, 0}, {-0.125, 0}, {0.0625, 0}, {-0.03125, 0}, {0.015625, 0}};
constexpr Outcome kOutcomes1932[] = {call(8).dtype(kFloat).shape(kInts0).values(kNums1931), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1931).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1933[] = {int_scalar(3), tensor_spec(kBool, kInts0, kNums1740)};
constexpr Num kNums1934[] = {{1, 0}, {1, 0}, {3, 0}, {3, 0}, {3, 0}, {1, 0}, {1, 0}, {3, 0}, {3, 0}, {1, 0}, {3, 0}, {1, 0}};
constexpr Outcome kOutcomes1935[] = {call(8).dtype(kInt64).shape(kInts0).values(kNums1934), call(9).out_tensor(&kOut1696).dtype(kInt64).shape(kInts0).values(kNums1934).same_as(SameAs::Out)};
constexpr Num kNums1936[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}};
constexpr ArgSpec kArgs1937[] = {float_scalar(-0.5), expanded(tensor_spec(kFloat, kInts1755, kNums1936), kInts0)};
constexpr Num kNums1938[] = {{1.0, 0}, {kNaN, 0}, {-0.125, 0}, {0.0625, 0}, {1.0, 0}, {kNaN, 0}, {-0.125, 0}, {0.0625, 0}, {1.0, 0}, {kNaN, 0}, {-0.125, 0}, {0.0625, 0}};
constexpr Outcome kOutcomes1939[] = {call(8).dtype(kFloat).shape(kInts0).values(kNums1938), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1938).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"pow__self_uint8__exponent_uint8", kArgs1677, kOutcomes1680},
    {"pow__self_int8__exponent_int8", kArgs1683, kOutcomes1686},
    {"pow__self_int16__exponent_int16", kArgs1687, kOutcomes1690},
    {"pow__self_int32__exponent_int32", kArgs1691, kOutcomes1694},
    {"pow__self_int64__exponent_int64", kArgs1695, kOutcomes1697},
    {"pow__self_float16__exponent_float16", kArgs1698, kOutcomes1701},
    {"pow__self_bfloat16__exponent_bfloat16", kArgs1702, kOutcomes1705},
    {"pow__self_float32__exponent_float32", kArgs3, kOutcomes1706},
    {"pow__self_float64__exponent_float64", kArgs1707, kOutcomes1710},
    {"pow__self_complex64__exponent_complex64", kArgs1713, kOutcomes1716},
    {"pow__self_complex128__exponent_complex128", kArgs1717, kOutcomes1720},
    {"pow__self_int32__exponent_float32", kArgs1721, kOutcomes1723},
    {"pow__self_uint8__exponent_int8", kArgs1724, kOutcomes1727},
    {"pow__self_float16__exponent_bfloat16", kArgs1728, kOutcomes1729},
    {"pow__self_bool__exponent_int64", kArgs1731, kOutcomes1732},
    {"pow__self_float32__exponent_complex64", kArgs1733, kOutcomes1735},
    {"pow__self_int64__exponent_float64", kArgs1736, kOutcomes1738},
    {"pow__self_float16__exponent_float32", kArgs1739, kOutcomes1729},
    {"pow__self_uint8__exponent_bool", kArgs1741, kOutcomes1743},
    {"pow__self_float32__exponent_float64_zero_dim", kArgs1745, kOutcomes1747},
    {"pow__self_int64__exponent_float64_zero_dim", kArgs1748, kOutcomes1750},
    {"pow__self_int32__exponent_int64_zero_dim", kArgs1752, kOutcomes1754},
    {"pow__expanded_self", kArgs1757, kOutcomes1759},
    {"pow_Tensor_Scalar__self_uint8__exponent_int_scalar", kArgs1760, kOutcomes1762},
    {"pow_Tensor_Scalar__self_int8__exponent_int_scalar", kArgs1763, kOutcomes1765},
    {"pow_Tensor_Scalar__self_int16__exponent_int_scalar", kArgs1766, kOutcomes1768},
    {"pow_Tensor_Scalar__self_int32__exponent_int_scalar", kArgs1769, kOutcomes1770},
    {"pow_Tensor_Scalar__self_int64__exponent_int_scalar", kArgs1771, kOutcomes1772},
    {"pow_Tensor_Scalar__self_float16__exponent_float_scalar", kArgs1773, kOutcomes1775},
    {"pow_Tensor_Scalar__self_bfloat16__exponent_float_scalar", kArgs1776, kOutcomes1778},
    {"pow_Tensor_Scalar__self_float32__exponent_float_scalar", kArgs8, kOutcomes1779},
    {"pow_Tensor_Scalar__self_float64__exponent_float_scalar", kArgs1780, kOutcomes1782},
    {"pow_Tensor_Scalar__self_complex32__exponent_complex_scalar", kArgs1783, kOutcomes1786},
    {"pow_Tensor_Scalar__self_complex64__exponent_complex_scalar", kArgs1787, kOutcomes1789},
    {"pow_Tensor_Scalar__self_complex128__exponent_complex_scalar", kArgs1790, kOutcomes1792},
    {"pow_Tensor_Scalar__self_int64__exponent_float_scalar", kArgs1793, kOutcomes1795},
    {"pow_Tensor_Scalar__self_bool__exponent_int_scalar", kArgs1796, kOutcomes1797},
    {"pow_Tensor_Scalar__self_float16__exponent_float_scalar", kArgs1773, kOutcomes1775},
    {"pow_Tensor_Scalar__uint8__exponent_overflow", kArgs1798, kOutcomes1800},
    {"pow_Tensor_Scalar__int8__exponent_overflow", kArgs1801, kOutcomes1803},
    {"pow_Tensor_Scalar__int16__exponent_overflow", kArgs1804, kOutcomes1806},
    {"pow_Tensor_Scalar__int32__exponent_overflow", kArgs1807, kOutcomes1809},
    {"pow_Tensor_Scalar__float16__exponent_overflow", kArgs1810, kOutcomes1812},
    {"pow_Tensor_Scalar__bfloat16__exponent_overflow", kArgs1813, kOutcomes1815},
    {"pow_Tensor_Scalar__complex32__exponent_overflow", kArgs1816, kOutcomes1818},
    {"pow_Tensor_Scalar__float16__exponent_special_0", kArgs1820, kOutcomes1822},
    {"pow_Tensor_Scalar__float16__exponent_special_1", kArgs1823, kOutcomes1825},
    {"pow_Tensor_Scalar__float16__exponent_special_2", kArgs1826, kOutcomes1828},
    {"pow_Tensor_Scalar__float16__exponent_special_3", kArgs1829, kOutcomes1831},
    {"pow_Tensor_Scalar__float16__exponent_special_4", kArgs1832, kOutcomes1834},
    {"pow_Tensor_Scalar__float16__exponent_special_5", kArgs1835, kOutcomes1837},
    {"pow_Tensor_Scalar__float16__exponent_special_6", kArgs1838, kOutcomes1840},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_0", kArgs1841, kOutcomes1842},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_1", kArgs1843, kOutcomes1845},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_2", kArgs1846, kOutcomes1848},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_3", kArgs1849, kOutcomes1851},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_4", kArgs1852, kOutcomes1854},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_5", kArgs1855, kOutcomes1857},
    {"pow_Tensor_Scalar__bfloat16__exponent_special_6", kArgs1858, kOutcomes1860},
    {"pow_Tensor_Scalar__float32__exponent_special_0", kArgs1861, kOutcomes1862},
    {"pow_Tensor_Scalar__float32__exponent_special_1", kArgs1863, kOutcomes1864},
    {"pow_Tensor_Scalar__float32__exponent_special_2", kArgs1865, kOutcomes1867},
    {"pow_Tensor_Scalar__float32__exponent_special_3", kArgs1868, kOutcomes1870},
    {"pow_Tensor_Scalar__float32__exponent_special_4", kArgs1871, kOutcomes1873},
    {"pow_Tensor_Scalar__float32__exponent_special_5", kArgs1874, kOutcomes1876},
    {"pow_Tensor_Scalar__float32__exponent_special_6", kArgs1877, kOutcomes1879},
    {"pow_Tensor_Scalar__float64__exponent_special_0", kArgs1880, kOutcomes1881},
    {"pow_Tensor_Scalar__float64__exponent_special_1", kArgs1882, kOutcomes1883},
    {"pow_Tensor_Scalar__float64__exponent_special_2", kArgs1884, kOutcomes1886},
    {"pow_Tensor_Scalar__float64__exponent_special_3", kArgs1887, kOutcomes1889},
    {"pow_Tensor_Scalar__float64__exponent_special_4", kArgs1890, kOutcomes1892},
    {"pow_Tensor_Scalar__float64__exponent_special_5", kArgs1893, kOutcomes1895},
    {"pow_Tensor_Scalar__float64__exponent_special_6", kArgs1896, kOutcomes1898},
    {"pow_Tensor_Scalar__expanded_self", kArgs1899, kOutcomes1901},
    {"pow_Scalar__self_int_scalar__exponent_uint8", kArgs1902, kOutcomes1904},
    {"pow_Scalar__self_int_scalar__exponent_int8", kArgs1905, kOutcomes1907},
    {"pow_Scalar__self_int_scalar__exponent_int16", kArgs1908, kOutcomes1910},
    {"pow_Scalar__self_int_scalar__exponent_int32", kArgs1911, kOutcomes1912},
    {"pow_Scalar__self_int_scalar__exponent_int64", kArgs1913, kOutcomes1914},
    {"pow_Scalar__self_float_scalar__exponent_float16", kArgs1915, kOutcomes1916},
    {"pow_Scalar__self_float_scalar__exponent_bfloat16", kArgs1917, kOutcomes1918},
    {"pow_Scalar__self_float_scalar__exponent_float32", kArgs11, kOutcomes13},
    {"pow_Scalar__self_float_scalar__exponent_float64", kArgs1919, kOutcomes1920},
    {"pow_Scalar__self_complex_scalar__exponent_complex32", kArgs1921, kOutcomes1923},
    {"pow_Scalar__self_complex_scalar__exponent_complex64", kArgs1924, kOutcomes1926},
    {"pow_Scalar__self_complex_scalar__exponent_complex128", kArgs1927, kOutcomes1929},
    {"pow_Scalar__self_float_scalar__exponent_int64", kArgs1930, kOutcomes1932},
    {"pow_Scalar__self_int_scalar__exponent_bool", kArgs1933, kOutcomes1935},
    {"pow_Scalar__self_float_scalar__exponent_float16", kArgs1915, kOutcomes1916},
    {"pow_Scalar__expanded_exponent", kArgs1937, kOutcomes1939},
};
constexpr int64_t kInts1940[] = {67, 499};
constexpr ArgSpec kArgs1941[] = {tiled(tensor_spec(kUInt8, kInts1940, kNums1675)), tiled(tensor_spec(kUInt8, kInts1940, kNums1676))};
constexpr Outcome kOutcomes1942[] = {call(0).dtype(kUInt8).shape(kInts1940)};
constexpr ArgSpec kArgs1943[] = {tiled(tensor_spec(kInt8, kInts1940, kNums1681)), tiled(tensor_spec(kInt8, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1944[] = {call(0).dtype(kInt8).shape(kInts1940)};
constexpr ArgSpec kArgs1945[] = {tiled(tensor_spec(kInt16, kInts1940, kNums1681)), tiled(tensor_spec(kInt16, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1946[] = {call(0).dtype(kInt16).shape(kInts1940)};
constexpr ArgSpec kArgs1947[] = {tiled(tensor_spec(kInt32, kInts1940, kNums1681)), tiled(tensor_spec(kInt32, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1948[] = {call(0).dtype(kInt32).shape(kInts1940)};
constexpr ArgSpec kArgs1949[] = {tiled(tensor_spec(kInt64, kInts1940, kNums1681)), tiled(tensor_spec(kInt64, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1950[] = {call(0).dtype(kInt64).shape(kInts1940)};
constexpr ArgSpec kArgs1951[] = {tiled(tensor_spec(kHalf, kInts1940, kNums1)), tiled(tensor_spec(kHalf, kInts1940, kNums2))};
constexpr Outcome kOutcomes1952[] = {call(0).dtype(kHalf).shape(kInts1940)};
constexpr ArgSpec kArgs1953[] = {tiled(tensor_spec(kBFloat16, kInts1940, kNums1)), tiled(tensor_spec(kBFloat16, kInts1940, kNums2))};
constexpr Outcome kOutcomes1954[] = {call(0).dtype(kBFloat16).shape(kInts1940)};
constexpr ArgSpec kArgs1955[] = {tiled(tensor_spec(kFloat, kInts1940, kNums1)), tiled(tensor_spec(kFloat, kInts1940, kNums2))};
constexpr Outcome kOutcomes1956[] = {call(0).dtype(kFloat).shape(kInts1940)};
constexpr ArgSpec kArgs1957[] = {tiled(tensor_spec(kDouble, kInts1940, kNums1)), tiled(tensor_spec(kDouble, kInts1940, kNums2))};
constexpr Outcome kOutcomes1958[] = {call(0).dtype(kDouble).shape(kInts1940)};
constexpr ArgSpec kArgs1959[] = {tiled(tensor_spec(kComplexFloat, kInts1940, kNums1711)), tiled(tensor_spec(kComplexFloat, kInts1940, kNums1712))};
constexpr Outcome kOutcomes1960[] = {call(0).dtype(kComplexFloat).shape(kInts1940)};
constexpr ArgSpec kArgs1961[] = {tiled(tensor_spec(kComplexDouble, kInts1940, kNums1711)), tiled(tensor_spec(kComplexDouble, kInts1940, kNums1712))};
constexpr Outcome kOutcomes1962[] = {call(0).dtype(kComplexDouble).shape(kInts1940)};
constexpr ArgSpec kArgs1963[] = {tiled(tensor_spec(kUInt8, kInts1940, kNums1675)), int_scalar(2)};
constexpr Outcome kOutcomes1964[] = {call(4).dtype(kUInt8).shape(kInts1940)};
constexpr ArgSpec kArgs1965[] = {tiled(tensor_spec(kInt8, kInts1940, kNums1681)), int_scalar(2)};
constexpr Outcome kOutcomes1966[] = {call(4).dtype(kInt8).shape(kInts1940)};
constexpr ArgSpec kArgs1967[] = {tiled(tensor_spec(kInt16, kInts1940, kNums1681)), int_scalar(2)};
constexpr Outcome kOutcomes1968[] = {call(4).dtype(kInt16).shape(kInts1940)};
constexpr ArgSpec kArgs1969[] = {tiled(tensor_spec(kInt32, kInts1940, kNums1681)), int_scalar(2)};
constexpr Outcome kOutcomes1970[] = {call(4).dtype(kInt32).shape(kInts1940)};
constexpr ArgSpec kArgs1971[] = {tiled(tensor_spec(kInt64, kInts1940, kNums1681)), int_scalar(2)};
constexpr Outcome kOutcomes1972[] = {call(4).dtype(kInt64).shape(kInts1940)};
constexpr ArgSpec kArgs1973[] = {tiled(tensor_spec(kHalf, kInts1940, kNums1)), float_scalar(0.5)};
constexpr Outcome kOutcomes1974[] = {call(4).dtype(kHalf).shape(kInts1940)};
constexpr ArgSpec kArgs1975[] = {tiled(tensor_spec(kBFloat16, kInts1940, kNums1)), float_scalar(0.5)};
constexpr Outcome kOutcomes1976[] = {call(4).dtype(kBFloat16).shape(kInts1940)};
constexpr ArgSpec kArgs1977[] = {tiled(tensor_spec(kFloat, kInts1940, kNums1)), float_scalar(0.5)};
constexpr Outcome kOutcomes1978[] = {call(4).dtype(kFloat).shape(kInts1940)};
constexpr ArgSpec kArgs1979[] = {tiled(tensor_spec(kDouble, kInts1940, kNums1)), float_scalar(0.5)};
constexpr Outcome kOutcomes1980[] = {call(4).dtype(kDouble).shape(kInts1940)};
constexpr ArgSpec kArgs1981[] = {tiled(tensor_spec(kComplexHalf, kInts1940, kNums1711)), complex_scalar(0.5, 0.5)};
constexpr Outcome kOutcomes1982[] = {call(4).dtype(kComplexHalf).shape(kInts1940)};
constexpr ArgSpec kArgs1983[] = {tiled(tensor_spec(kComplexFloat, kInts1940, kNums1711)), complex_scalar(0.5, 0.5)};
constexpr Outcome kOutcomes1984[] = {call(4).dtype(kComplexFloat).shape(kInts1940)};
constexpr ArgSpec kArgs1985[] = {tiled(tensor_spec(kComplexDouble, kInts1940, kNums1711)), complex_scalar(0.5, 0.5)};
constexpr Outcome kOutcomes1986[] = {call(4).dtype(kComplexDouble).shape(kInts1940)};
constexpr ArgSpec kArgs1987[] = {int_scalar(3), tiled(tensor_spec(kUInt8, kInts1940, kNums1676))};
constexpr Outcome kOutcomes1988[] = {call(8).dtype(kUInt8).shape(kInts1940)};
constexpr ArgSpec kArgs1989[] = {int_scalar(3), tiled(tensor_spec(kInt8, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1990[] = {call(8).dtype(kInt8).shape(kInts1940)};
constexpr ArgSpec kArgs1991[] = {int_scalar(3), tiled(tensor_spec(kInt16, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1992[] = {call(8).dtype(kInt16).shape(kInts1940)};
constexpr ArgSpec kArgs1993[] = {int_scalar(3), tiled(tensor_spec(kInt32, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1994[] = {call(8).dtype(kInt32).shape(kInts1940)};
constexpr ArgSpec kArgs1995[] = {int_scalar(3), tiled(tensor_spec(kInt64, kInts1940, kNums1682))};
constexpr Outcome kOutcomes1996[] = {call(8).dtype(kInt64).shape(kInts1940)};
constexpr ArgSpec kArgs1997[] = {float_scalar(-0.5), tiled(tensor_spec(kHalf, kInts1940, kNums2))};
constexpr Outcome kOutcomes1998[] = {call(8).dtype(kHalf).shape(kInts1940)};
constexpr ArgSpec kArgs1999[] = {float_scalar(-0.5), tiled(tensor_spec(kBFloat16, kInts1940, kNums2))};
constexpr Outcome kOutcomes2000[] = {call(8).dtype(kBFloat16).shape(kInts1940)};
constexpr ArgSpec kArgs2001[] = {float_scalar(-0.5), tiled(tensor_spec(kFloat, kInts1940, kNums2))};
constexpr Outcome kOutcomes2002[] = {call(8).dtype(kFloat).shape(kInts1940)};
constexpr ArgSpec kArgs2003[] = {float_scalar(-0.5), tiled(tensor_spec(kDouble, kInts1940, kNums2))};
constexpr Outcome kOutcomes2004[] = {call(8).dtype(kDouble).shape(kInts1940)};
constexpr ArgSpec kArgs2005[] = {complex_scalar(0.5, -1.0), tiled(tensor_spec(kComplexHalf, kInts1940, kNums1712))};
constexpr Outcome kOutcomes2006[] = {call(8).dtype(kComplexHalf).shape(kInts1940)};
constexpr ArgSpec kArgs2007[] = {complex_scalar(0.5, -1.0), tiled(tensor_spec(kComplexFloat, kInts1940, kNums1712))};
constexpr Outcome kOutcomes2008[] = {call(8).dtype(kComplexFloat).shape(kInts1940)};
constexpr ArgSpec kArgs2009[] = {complex_scalar(0.5, -1.0), tiled(tensor_spec(kComplexDouble, kInts1940, kNums1712))};
constexpr Outcome kOutcomes2010[] = {call(8).dtype(kComplexDouble).shape(kInts1940)};
constexpr Case kCrosschecks[] = {
    {"pow__uint8", kArgs1941, kOutcomes1942},
    {"pow__int8", kArgs1943, kOutcomes1944},
    {"pow__int16", kArgs1945, kOutcomes1946},
    {"pow__int32", kArgs1947, kOutcomes1948},
    {"pow__int64", kArgs1949, kOutcomes1950},
    {"pow__float16", kArgs1951, kOutcomes1952},
    {"pow__bfloat16", kArgs1953, kOutcomes1954},
    {"pow__float32", kArgs1955, kOutcomes1956},
    {"pow__float64", kArgs1957, kOutcomes1958},
    {"pow__complex64", kArgs1959, kOutcomes1960},
    {"pow__complex128", kArgs1961, kOutcomes1962},
    {"pow_Tensor_Scalar__uint8", kArgs1963, kOutcomes1964},
    {"pow_Tensor_Scalar__int8", kArgs1965, kOutcomes1966},
    {"pow_Tensor_Scalar__int16", kArgs1967, kOutcomes1968},
    {"pow_Tensor_Scalar__int32", kArgs1969, kOutcomes1970},
    {"pow_Tensor_Scalar__int64", kArgs1971, kOutcomes1972},
    {"pow_Tensor_Scalar__float16", kArgs1973, kOutcomes1974},
    {"pow_Tensor_Scalar__bfloat16", kArgs1975, kOutcomes1976},
    {"pow_Tensor_Scalar__float32", kArgs1977, kOutcomes1978},
    {"pow_Tensor_Scalar__float64", kArgs1979, kOutcomes1980},
    {"pow_Tensor_Scalar__complex32", kArgs1981, kOutcomes1982},
    {"pow_Tensor_Scalar__complex64", kArgs1983, kOutcomes1984},
    {"pow_Tensor_Scalar__complex128", kArgs1985, kOutcomes1986},
    {"pow_Scalar__uint8", kArgs1987, kOutcomes1988},
    {"pow_Scalar__int8", kArgs1989, kOutcomes1990},
    {"pow_Scalar__int16", kArgs1991, kOutcomes1992},
    {"pow_Scalar__int32", kArgs1993, kOutcomes1994},
    {"pow_Scalar__int64", kArgs1995, kOutcomes1996},
    {"pow_Scalar__float16", kArgs1997, kOutcomes1998},
    {"pow_Scalar__bfloat16", kArgs1999, kOutcomes2000},
    {"pow_Scalar__float32", kArgs2001, kOutcomes2002},
    {"pow_Scalar__float64", kArgs2003, kOutcomes2004},
    {"pow_Scalar__complex32", kArgs2005, kOutcomes2006},
    {"pow_Scalar__complex64", kArgs2007, kOutcomes2008},
    {"pow_Scalar__complex128", kArgs2009, kOutcomes2010},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(pow, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(pow, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(pow, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(pow, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(pow, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(pow, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(pow, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(pow, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(pow, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(pow, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("pow")) GTEST_SKIP() << "no " << golden_op_path("pow");
  GoldenStore store;
  load_golden_cases("pow", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(pow, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("pow")) GTEST_SKIP() << "no " << golden_op_path("pow");
  GoldenStore store;
  load_golden_cases("pow", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
