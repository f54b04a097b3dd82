// generated from ops.yaml by codegen; do not edit
// Conformance test of `atan2`, from its ops.yaml entries (atan2).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/atan2.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::atan2(Tensor, Tensor)", "atan2", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::atan2(v.tensor(0), v.tensor(1)); }},
    {"Tensor::atan2(Tensor)", "atan2", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).atan2(v.tensor(1)); }},
    {"Tensor::atan2_(Tensor)", "atan2", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).atan2_(v.tensor(1)); }},
    {"opforge::atan2_out(Tensor&, Tensor, Tensor)", "atan2", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::atan2_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"opforge::atan2(Tensor, Scalar)", "atan2", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::atan2(v.tensor(0), v.scalar(1)); }},
    {"Tensor::atan2(Scalar)", "atan2", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).atan2(v.scalar(1)); }},
    {"Tensor::atan2_(Scalar)", "atan2", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).atan2_(v.scalar(1)); }},
    {"opforge::atan2_out(Tensor&, Tensor, Scalar)", "atan2", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::atan2_out(out[0], v.tensor(0), v.scalar(1)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums4[] = {{1.5707963705062866, 0}, {-1.1902899742126465, 0}, {0.7853981852531433, 0}, {0.0, 0}, {-3.1415927410125732, 0}, {1.6614562273025513, 0}, {-0.12435499578714371, 0}, {1.768191933631897, 0}, {0.16514867544174194, 0}, {-1.3734008073806763, 0}, {0.7853981852531433, 0}, {kNaN, 0}};
constexpr int64_t kInts5[] = {0};
constexpr ArgSpec kOut6 = tensor_spec(kFloat, kInts5);
constexpr Outcome kOutcomes7[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(1).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs8[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums9[] = {{0.7853981852531433, 0}, {-1.1902899742126465, 0}, {1.4056476354599, 0}, {0.0, 0}, {-0.0, 0}, {1.3909428119659424, 0}, {-0.6435011029243469, 0}, {1.5208379030227661, 0}, {0.244978666305542, 0}, {-1.504228115081787, 0}, {1.5707963705062866, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes10[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums9), call(5).dtype(kFloat).shape(kInts0).values(kNums9), call(6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"atan2__self_float32__other_float32", kArgs3, kOutcomes7},
    {"atan2__self_float32__other_float_scalar", kArgs8, kOutcomes10},
};
constexpr int64_t kInts11[] = {2};
constexpr ArgSpec kArgs12[] = {tensor_spec(kBool, kInts11), tensor_spec(kBool, kInts11)};
constexpr Outcome kOutcomes13[] = {call(0).dtype(kFloat).shape(kInts11)};
constexpr ArgSpec kArgs14[] = {tensor_spec(kBool, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs16[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts11), tensor_spec(kHalf, kInts11)};
constexpr Outcome kOutcomes20[] = {call(0).dtype(kHalf).shape(kInts11)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr Outcome kOutcomes22[] = {call(0).dtype(kBFloat16).shape(kInts11)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBool, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kBool, kInts11), tensor_spec(kDouble, kInts11)};
constexpr Outcome kOutcomes25[] = {call(0).dtype(kDouble).shape(kInts11)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ErrorSpec kError27 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes28[] = {call(0).raises(&kError27)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ErrorSpec kError30 = {"NotImplementedError", "not implemented for 'ComplexFloat'", Match::Contains};
constexpr Outcome kOutcomes31[] = {call(0).raises(&kError30)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ErrorSpec kError33 = {"NotImplementedError", "not implemented for 'ComplexDouble'", Match::Contains};
constexpr Outcome kOutcomes34[] = {call(0).raises(&kError33)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kBool, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts11), bool_scalar(true)};
constexpr Outcome kOutcomes49[] = {call(4).dtype(kFloat).shape(kInts11)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts11), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes53[] = {call(4).raises(&kError30)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs61[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kUInt8, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kUInt8, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kInt8, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kInt8, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kInt8, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kInt8, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt8, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt8, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt8, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt16, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt16, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt16, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt16, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt16, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt16, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt16, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt16, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt32, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt32, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt32, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt32, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt32, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt32, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt32, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt32, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt64, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt64, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kInt64, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt64, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt64, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kInt64, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kInt64, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt64, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt64, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kHalf, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kHalf, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kHalf, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kHalf, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kHalf, kInts11), bool_scalar(true)};
constexpr Outcome kOutcomes231[] = {call(4).dtype(kHalf).shape(kInts11)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kHalf, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kHalf, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kHalf, kInts11), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes235[] = {call(4).raises(&kError27)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBFloat16, kInts11), bool_scalar(true)};
constexpr Outcome kOutcomes263[] = {call(4).dtype(kBFloat16).shape(kInts11)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBFloat16, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBFloat16, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBFloat16, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kFloat, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kFloat, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs275[] = {tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kFloat, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kFloat, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kFloat, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kFloat, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kFloat, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kFloat, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kFloat, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kDouble, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kDouble, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kDouble, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kDouble, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kDouble, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kDouble, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kDouble, kInts11), bool_scalar(true)};
constexpr Outcome kOutcomes324[] = {call(4).dtype(kDouble).shape(kInts11)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kDouble, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kDouble, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kDouble, kInts11), complex_scalar(0.0, 1.0)};
constexpr Outcome kOutcomes328[] = {call(4).raises(&kError33)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs336[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs340[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexHalf, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexHalf, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexHalf, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexHalf, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexFloat, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexFloat, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexFloat, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexFloat, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBool)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt8)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt16)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt32)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt64)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kHalf)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kFloat)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kDouble)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts11), bool_scalar(true)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kComplexDouble, kInts11), int_scalar(1)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kComplexDouble, kInts11), float_scalar(1.0)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kComplexDouble, kInts11), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kBool), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool), tensor_spec(kBool)};
constexpr Outcome kOutcomes433[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kInt8)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), tensor_spec(kInt16)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool), tensor_spec(kInt32)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), tensor_spec(kInt64)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), tensor_spec(kHalf)};
constexpr Outcome kOutcomes440[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool), tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes442[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool), tensor_spec(kFloat)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool), tensor_spec(kDouble)};
constexpr Outcome kOutcomes445[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBool), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBool), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBool), bool_scalar(true)};
constexpr Outcome kOutcomes450[] = {call(4).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs451[] = {tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool), float_scalar(1.0)};
constexpr ArgSpec kArgs453[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs454[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs455[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs456[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs457[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs458[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs459[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs460[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs461[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs462[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs463[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs464[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs465[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs466[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs467[] = {tensor_spec(kUInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs468[] = {tensor_spec(kUInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs469[] = {tensor_spec(kUInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs470[] = {tensor_spec(kUInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs471[] = {tensor_spec(kUInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs472[] = {tensor_spec(kUInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs473[] = {tensor_spec(kUInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs474[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs475[] = {tensor_spec(kUInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs476[] = {tensor_spec(kUInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs477[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs478[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kUInt8), bool_scalar(true)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kUInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kInt8), tensor_spec(kBool)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kInt8), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kInt8), tensor_spec(kInt8)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kInt8), tensor_spec(kInt16)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kInt8), tensor_spec(kInt32)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kInt8), tensor_spec(kInt64)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kInt8), tensor_spec(kHalf)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kInt8), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs505[] = {tensor_spec(kInt8), tensor_spec(kFloat)};
constexpr ArgSpec kArgs506[] = {tensor_spec(kInt8), tensor_spec(kDouble)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt8), bool_scalar(true)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt8), float_scalar(1.0)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt16), tensor_spec(kBool)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kInt16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs536[] = {tensor_spec(kInt16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt16), bool_scalar(true)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt16), float_scalar(1.0)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt32), tensor_spec(kBool)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt32), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt32), tensor_spec(kInt8)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt32), tensor_spec(kInt16)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt32), tensor_spec(kInt32)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt32), tensor_spec(kInt64)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt32), tensor_spec(kHalf)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt32), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt32), tensor_spec(kFloat)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kInt32), tensor_spec(kDouble)};
constexpr ArgSpec kArgs567[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt32), bool_scalar(true)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt32), float_scalar(1.0)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt64), tensor_spec(kBool)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt64), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt64), tensor_spec(kInt8)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt64), tensor_spec(kInt16)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kInt64), tensor_spec(kInt32)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kInt64), tensor_spec(kInt64)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kInt64), tensor_spec(kHalf)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kInt64), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kInt64), tensor_spec(kFloat)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kInt64), tensor_spec(kDouble)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs598[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs599[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kInt64), bool_scalar(true)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kInt64), float_scalar(1.0)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kHalf), bool_scalar(true)};
constexpr Outcome kOutcomes631[] = {call(4).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs632[] = {tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kBFloat16), tensor_spec(kBool)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kBFloat16), tensor_spec(kInt8)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kBFloat16), tensor_spec(kInt16)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kBFloat16), tensor_spec(kInt32)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kBFloat16), tensor_spec(kInt64)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kBFloat16), tensor_spec(kHalf)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kBFloat16), tensor_spec(kFloat)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kBFloat16), tensor_spec(kDouble)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs659[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs660[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kBFloat16), bool_scalar(true)};
constexpr Outcome kOutcomes662[] = {call(4).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs663[] = {tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs664[] = {tensor_spec(kBFloat16), float_scalar(1.0)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs691[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs692[] = {tensor_spec(kFloat), bool_scalar(true)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kDouble), bool_scalar(true)};
constexpr Outcome kOutcomes723[] = {call(4).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs724[] = {tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kComplexHalf), tensor_spec(kBool)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs752[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs753[] = {tensor_spec(kComplexHalf), bool_scalar(true)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kComplexHalf), float_scalar(1.0)};
constexpr ArgSpec kArgs756[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs757[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexFloat), tensor_spec(kBool)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexFloat), bool_scalar(true)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexFloat), float_scalar(1.0)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexDouble), tensor_spec(kBool)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kComplexDouble), bool_scalar(true)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kComplexDouble), float_scalar(1.0)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0)};
constexpr Case kDtypes[] = {
    {"atan2__bool_dimensioned__bool_dimensioned", kArgs12, kOutcomes13},
    {"atan2__bool_dimensioned__uint8_dimensioned", kArgs14, kOutcomes13},
    {"atan2__bool_dimensioned__int8_dimensioned", kArgs15, kOutcomes13},
    {"atan2__bool_dimensioned__int16_dimensioned", kArgs16, kOutcomes13},
    {"atan2__bool_dimensioned__int32_dimensioned", kArgs17, kOutcomes13},
    {"atan2__bool_dimensioned__int64_dimensioned", kArgs18, kOutcomes13},
    {"atan2__bool_dimensioned__float16_dimensioned", kArgs19, kOutcomes20},
    {"atan2__bool_dimensioned__bfloat16_dimensioned", kArgs21, kOutcomes22},
    {"atan2__bool_dimensioned__float32_dimensioned", kArgs23, kOutcomes13},
    {"atan2__bool_dimensioned__float64_dimensioned", kArgs24, kOutcomes25},
    {"atan2__bool_dimensioned__complex32_dimensioned", kArgs26, kOutcomes28},
    {"atan2__bool_dimensioned__complex64_dimensioned", kArgs29, kOutcomes31},
    {"atan2__bool_dimensioned__complex128_dimensioned", kArgs32, kOutcomes34},
    {"atan2__bool_dimensioned__bool_zero_dim", kArgs35, kOutcomes13},
    {"atan2__bool_dimensioned__uint8_zero_dim", kArgs36, kOutcomes13},
    {"atan2__bool_dimensioned__int8_zero_dim", kArgs37, kOutcomes13},
    {"atan2__bool_dimensioned__int16_zero_dim", kArgs38, kOutcomes13},
    {"atan2__bool_dimensioned__int32_zero_dim", kArgs39, kOutcomes13},
    {"atan2__bool_dimensioned__int64_zero_dim", kArgs40, kOutcomes13},
    {"atan2__bool_dimensioned__float16_zero_dim", kArgs41, kOutcomes20},
    {"atan2__bool_dimensioned__bfloat16_zero_dim", kArgs42, kOutcomes22},
    {"atan2__bool_dimensioned__float32_zero_dim", kArgs43, kOutcomes13},
    {"atan2__bool_dimensioned__float64_zero_dim", kArgs44, kOutcomes25},
    {"atan2__bool_dimensioned__complex32_zero_dim", kArgs45, kOutcomes28},
    {"atan2__bool_dimensioned__complex64_zero_dim", kArgs46, kOutcomes31},
    {"atan2__bool_dimensioned__complex128_zero_dim", kArgs47, kOutcomes34},
    {"atan2__bool_dimensioned__bool_scalar", kArgs48, kOutcomes49},
    {"atan2__bool_dimensioned__int_scalar", kArgs50, kOutcomes49},
    {"atan2__bool_dimensioned__float_scalar", kArgs51, kOutcomes49},
    {"atan2__bool_dimensioned__complex_scalar", kArgs52, kOutcomes53},
    {"atan2__uint8_dimensioned__bool_dimensioned", kArgs54, kOutcomes13},
    {"atan2__uint8_dimensioned__uint8_dimensioned", kArgs55, kOutcomes13},
    {"atan2__uint8_dimensioned__int8_dimensioned", kArgs56, kOutcomes13},
    {"atan2__uint8_dimensioned__int16_dimensioned", kArgs57, kOutcomes13},
    {"atan2__uint8_dimensioned__int32_dimensioned", kArgs58, kOutcomes13},
    {"atan2__uint8_dimensioned__int64_dimensioned", kArgs59, kOutcomes13},
    {"atan2__uint8_dimensioned__float16_dimensioned", kArgs60, kOutcomes20},
    {"atan2__uint8_dimensioned__bfloat16_dimensioned", kArgs61, kOutcomes22},
    {"atan2__uint8_dimensioned__float32_dimensioned", kArgs62, kOutcomes13},
    {"atan2__uint8_dimensioned__float64_dimensioned", kArgs63, kOutcomes25},
    {"atan2__uint8_dimensioned__complex32_dimensioned", kArgs64, kOutcomes28},
    {"atan2__uint8_dimensioned__complex64_dimensioned", kArgs65, kOutcomes31},
    {"atan2__uint8_dimensioned__complex128_dimensioned", kArgs66, kOutcomes34},
    {"atan2__uint8_dimensioned__bool_zero_dim", kArgs67, kOutcomes13},
    {"atan2__uint8_dimensioned__uint8_zero_dim", kArgs68, kOutcomes13},
    {"atan2__uint8_dimensioned__int8_zero_dim", kArgs69, kOutcomes13},
    {"atan2__uint8_dimensioned__int16_zero_dim", kArgs70, kOutcomes13},
    {"atan2__uint8_dimensioned__int32_zero_dim", kArgs71, kOutcomes13},
    {"atan2__uint8_dimensioned__int64_zero_dim", kArgs72, kOutcomes13},
    {"atan2__uint8_dimensioned__float16_zero_dim", kArgs73, kOutcomes20},
    {"atan2__uint8_dimensioned__bfloat16_zero_dim", kArgs74, kOutcomes22},
    {"atan2__uint8_dimensioned__float32_zero_dim", kArgs75, kOutcomes13},
    {"atan2__uint8_dimensioned__float64_zero_dim", kArgs76, kOutcomes25},
    {"atan2__uint8_dimensioned__complex32_zero_dim", kArgs77, kOutcomes28},
    {"atan2__uint8_dimensioned__complex64_zero_dim", kArgs78, kOutcomes31},
    {"atan2__uint8_dimensioned__complex128_zero_dim", kArgs79, kOutcomes34},
    {"atan2__uint8_dimensioned__bool_scalar", kArgs80, kOutcomes49},
    {"atan2__uint8_dimensioned__int_scalar", kArgs81, kOutcomes49},
    {"atan2__uint8_dimensioned__float_scalar", kArgs82, kOutcomes49},
    {"atan2__uint8_dimensioned__complex_scalar", kArgs83, kOutcomes53},
    {"atan2__int8_dimensioned__bool_dimensioned", kArgs84, kOutcomes13},
    {"atan2__int8_dimensioned__uint8_dimensioned", kArgs85, kOutcomes13},
    {"atan2__int8_dimensioned__int8_dimensioned", kArgs86, kOutcomes13},
    {"atan2__int8_dimensioned__int16_dimensioned", kArgs87, kOutcomes13},
    {"atan2__int8_dimensioned__int32_dimensioned", kArgs88, kOutcomes13},
    {"atan2__int8_dimensioned__int64_dimensioned", kArgs89, kOutcomes13},
    {"atan2__int8_dimensioned__float16_dimensioned", kArgs90, kOutcomes20},
    {"atan2__int8_dimensioned__bfloat16_dimensioned", kArgs91, kOutcomes22},
    {"atan2__int8_dimensioned__float32_dimensioned", kArgs92, kOutcomes13},
    {"atan2__int8_dimensioned__float64_dimensioned", kArgs93, kOutcomes25},
    {"atan2__int8_dimensioned__complex32_dimensioned", kArgs94, kOutcomes28},
    {"atan2__int8_dimensioned__complex64_dimensioned", kArgs95, kOutcomes31},
    {"atan2__int8_dimensioned__complex128_dimensioned", kArgs96, kOutcomes34},
    {"atan2__int8_dimensioned__bool_zero_dim", kArgs97, kOutcomes13},
    {"atan2__int8_dimensioned__uint8_zero_dim", kArgs98, kOutcomes13},
    {"atan2__int8_dimensioned__int8_zero_dim", kArgs99, kOutcomes13},
    {"atan2__int8_dimensioned__int16_zero_dim", kArgs100, kOutcomes13},
    {"atan2__int8_dimensioned__int32_zero_dim", kArgs101, kOutcomes13},
    {"atan2__int8_dimensioned__int64_zero_dim", kArgs102, kOutcomes13},
    {"atan2__int8_dimensioned__float16_zero_dim", kArgs103, kOutcomes20},
    {"atan2__int8_dimensioned__bfloat16_zero_dim", kArgs104, kOutcomes22},
    {"atan2__int8_dimensioned__float32_zero_dim", kArgs105, kOutcomes13},
    {"atan2__int8_dimensioned__float64_zero_dim", kArgs106, kOutcomes25},
    {"atan2__int8_dimensioned__complex32_zero_dim", kArgs107, kOutcomes28},
    {"atan2__int8_dimensioned__complex64_zero_dim", kArgs108, kOutcomes31},
    {"atan2__int8_dimensioned__complex128_zero_dim", kArgs109, kOutcomes34},
    {"atan2__int8_dimensioned__bool_scalar", kArgs110, kOutcomes49},
    {"atan2__int8_dimensioned__int_scalar", kArgs111, kOutcomes49},
    {"atan2__int8_dimensioned__float_scalar", kArgs112, kOutcomes49},
    {"atan2__int8_dimensioned__complex_scalar", kArgs113, kOutcomes53},
    {"atan2__int16_dimensioned__bool_dimensioned", kArgs114, kOutcomes13},
    {"atan2__int16_dimensioned__uint8_dimensioned", kArgs115, kOutcomes13},
    {"atan2__int16_dimensioned__int8_dimensioned", kArgs116, kOutcomes13},
    {"atan2__int16_dimensioned__int16_dimensioned", kArgs117, kOutcomes13},
    {"atan2__int16_dimensioned__int32_dimensioned", kArgs118, kOutcomes13},
    {"atan2__int16_dimensioned__int64_dimensioned", kArgs119, kOutcomes13},
    {"atan2__int16_dimensioned__float16_dimensioned", kArgs120, kOutcomes20},
    {"atan2__int16_dimensioned__bfloat16_dimensioned", kArgs121, kOutcomes22},
    {"atan2__int16_dimensioned__float32_dimensioned", kArgs122, kOutcomes13},
    {"atan2__int16_dimensioned__float64_dimensioned", kArgs123, kOutcomes25},
    {"atan2__int16_dimensioned__complex32_dimensioned", kArgs124, kOutcomes28},
    {"atan2__int16_dimensioned__complex64_dimensioned", kArgs125, kOutcomes31},
    {"atan2__int16_dimensioned__complex128_dimensioned", kArgs126, kOutcomes34},
    {"atan2__int16_dimensioned__bool_zero_dim", kArgs127, kOutcomes13},
    {"atan2__int16_dimensioned__uint8_zero_dim", kArgs128, kOutcomes13},
    {"atan2__int16_dimensioned__int8_zero_dim", kArgs129, kOutcomes13},
    {"atan2__int16_dimensioned__int16_zero_dim", kArgs130, kOutcomes13},
    {"atan2__int16_dimensioned__int32_zero_dim", kArgs131, kOutcomes13},
    {"atan2__int16_dimensioned__int64_zero_dim", kArgs132, kOutcomes13},
    {"atan2__int16_dimensioned__float16_zero_dim", kArgs133, kOutcomes20},
    {"atan2__int16_dimensioned__bfloat16_zero_dim", kArgs134, kOutcomes22},
    {"atan2__int16_dimensioned__float32_zero_dim", kArgs135, kOutcomes13},
    {"atan2__int16_dimensioned__float64_zero_dim", kArgs136, kOutcomes25},
    {"atan2__int16_dimensioned__complex32_zero_dim", kArgs137, kOutcomes28},
    {"atan2__int16_dimensioned__complex64_zero_dim", kArgs138, kOutcomes31},
    {"atan2__int16_dimensioned__complex128_zero_dim", kArgs139, kOutcomes34},
    {"atan2__int16_dimensioned__bool_scalar", kArgs140, kOutcomes49},
    {"atan2__int16_dimensioned__int_scalar", kArgs141, kOutcomes49},
    {"atan2__int16_dimensioned__float_scalar", kArgs142, kOutcomes49},
    {"atan2__int16_dimensioned__complex_scalar", kArgs143, kOutcomes53},
    {"atan2__int32_dimensioned__bool_dimensioned", kArgs144, kOutcomes13},
    {"atan2__int32_dimensioned__uint8_dimensioned", kArgs145, kOutcomes13},
    {"atan2__int32_dimensioned__int8_dimensioned", kArgs146, kOutcomes13},
    {"atan2__int32_dimensioned__int16_dimensioned", kArgs147, kOutcomes13},
    {"atan2__int32_dimensioned__int32_dimensioned", kArgs148, kOutcomes13},
    {"atan2__int32_dimensioned__int64_dimensioned", kArgs149, kOutcomes13},
    {"atan2__int32_dimensioned__float16_dimensioned", kArgs150, kOutcomes20},
    {"atan2__int32_dimensioned__bfloat16_dimensioned", kArgs151, kOutcomes22},
    {"atan2__int32_dimensioned__float32_dimensioned", kArgs152, kOutcomes13},
    {"atan2__int32_dimensioned__float64_dimensioned", kArgs153, kOutcomes25},
    {"atan2__int32_dimensioned__complex32_dimensioned", kArgs154, kOutcomes28},
    {"atan2__int32_dimensioned__complex64_dimensioned", kArgs155, kOutcomes31},
    {"atan2__int32_dimensioned__complex128_dimensioned", kArgs156, kOutcomes34},
    {"atan2__int32_dimensioned__bool_zero_dim", kArgs157, kOutcomes13},
    {"atan2__int32_dimensioned__uint8_zero_dim", kArgs158, kOutcomes13},
    {"atan2__int32_dimensioned__int8_zero_dim", kArgs159, kOutcomes13},
    {"atan2__int32_dimensioned__int16_zero_dim", kArgs160, kOutcomes13},
    {"atan2__int32_dimensioned__int32_zero_dim", kArgs161, kOutcomes13},
    {"atan2__int32_dimensioned__int64_zero_dim", kArgs162, kOutcomes13},
    {"atan2__int32_dimensioned__float16_zero_dim", kArgs163, kOutcomes20},
    {"atan2__int32_dimensioned__bfloat16_zero_dim", kArgs164, kOutcomes22},
    {"atan2__int32_dimensioned__float32_zero_dim", kArgs165, kOutcomes13},
    {"atan2__int32_dimensioned__float64_zero_dim", kArgs166, kOutcomes25},
    {"atan2__int32_dimensioned__complex32_zero_dim", kArgs167, kOutcomes28},
    {"atan2__int32_dimensioned__complex64_zero_dim", kArgs168, kOutcomes31},
    {"atan2__int32_dimensioned__complex128_zero_dim", kArgs169, kOutcomes34},
    {"atan2__int32_dimensioned__bool_scalar", kArgs170, kOutcomes49},
    {"atan2__int32_dimensioned__int_scalar", kArgs171, kOutcomes49},
    {"atan2__int32_dimensioned__float_scalar", kArgs172, kOutcomes49},
    {"atan2__int32_dimensioned__complex_scalar", kArgs173, kOutcomes53},
    {"atan2__int64_dimensioned__bool_dimensioned", kArgs174, kOutcomes13},
    {"atan2__int64_dimensioned__uint8_dimensioned", kArgs175, kOutcomes13},
    {"atan2__int64_dimensioned__int8_dimensioned", kArgs176, kOutcomes13},
    {"atan2__int64_dimensioned__int16_dimensioned", kArgs177, kOutcomes13},
    {"atan2__int64_dimensioned__int32_dimensioned", kArgs178, kOutcomes13},
    {"atan2__int64_dimensioned__int64_dimensioned", kArgs179, kOutcomes13},
    {"atan2__int64_dimensioned__float16_dimensioned", kArgs180, kOutcomes20},
    {"atan2__int64_dimensioned__bfloat16_dimensioned", kArgs181, kOutcomes22},
    {"atan2__int64_dimensioned__float32_dimensioned", kArgs182, kOutcomes13},
    {"atan2__int64_dimensioned__float64_dimensioned", kArgs183, kOutcomes25},
    {"atan2__int64_dimensioned__complex32_dimensioned", kArgs184, kOutcomes28},
    {"atan2__int64_dimensioned__complex64_dimensioned", kArgs185, kOutcomes31},
    {"atan2__int64_dimensioned__complex128_dimensioned", kArgs186, kOutcomes34},
    {"atan2__int64_dimensioned__bool_zero_dim", kArgs187, kOutcomes13},
    {"atan2__int64_dimensioned__uint8_zero_dim", kArgs188, kOutcomes13},
    {"atan2__int64_dimensioned__int8_zero_dim", kArgs189, kOutcomes13},
    {"atan2__int64_dimensioned__int16_zero_dim", kArgs190, kOutcomes13},
    {"atan2__int64_dimensioned__int32_zero_dim", kArgs191, kOutcomes13},
    {"atan2__int64_dimensioned__int64_zero_dim", kArgs192, kOutcomes13},
    {"atan2__int64_dimensioned__float16_zero_dim", kArgs193, kOutcomes20},
    {"atan2__int64_dimensioned__bfloat16_zero_dim", kArgs194, kOutcomes22},
    {"atan2__int64_dimensioned__float32_zero_dim", kArgs195, kOutcomes13},
    {"atan2__int64_dimensioned__float64_zero_dim", kArgs196, kOutcomes25},
    {"atan2__int64_dimensioned__complex32_zero_dim", kArgs197, kOutcomes28},
    {"atan2__int64_dimensioned__complex64_zero_dim", kArgs198, kOutcomes31},
    {"atan2__int64_dimensioned__complex128_zero_dim", kArgs199, kOutcomes34},
    {"atan2__int64_dimensioned__bool_scalar", kArgs200, kOutcomes49},
    {"atan2__int64_dimensioned__int_scalar", kArgs201, kOutcomes49},
    {"atan2__int64_dimensioned__float_scalar", kArgs202, kOutcomes49},
    {"atan2__int64_dimensioned__complex_scalar", kArgs203, kOutcomes53},
    {"atan2__float16_dimensioned__bool_dimensioned", kArgs204, kOutcomes20},
    {"atan2__float16_dimensioned__uint8_dimensioned", kArgs205, kOutcomes20},
    {"atan2__float16_dimensioned__int8_dimensioned", kArgs206, kOutcomes20},
    {"atan2__float16_dimensioned__int16_dimensioned", kArgs207, kOutcomes20},
    {"atan2__float16_dimensioned__int32_dimensioned", kArgs208, kOutcomes20},
    {"atan2__float16_dimensioned__int64_dimensioned", kArgs209, kOutcomes20},
    {"atan2__float16_dimensioned__float16_dimensioned", kArgs210, kOutcomes20},
    {"atan2__float16_dimensioned__bfloat16_dimensioned", kArgs211, kOutcomes13},
    {"atan2__float16_dimensioned__float32_dimensioned", kArgs212, kOutcomes13},
    {"atan2__float16_dimensioned__float64_dimensioned", kArgs213, kOutcomes25},
    {"atan2__float16_dimensioned__complex32_dimensioned", kArgs214, kOutcomes28},
    {"atan2__float16_dimensioned__complex64_dimensioned", kArgs215, kOutcomes31},
    {"atan2__float16_dimensioned__complex128_dimensioned", kArgs216, kOutcomes34},
    {"atan2__float16_dimensioned__bool_zero_dim", kArgs217, kOutcomes20},
    {"atan2__float16_dimensioned__uint8_zero_dim", kArgs218, kOutcomes20},
    {"atan2__float16_dimensioned__int8_zero_dim", kArgs219, kOutcomes20},
    {"atan2__float16_dimensioned__int16_zero_dim", kArgs220, kOutcomes20},
    {"atan2__float16_dimensioned__int32_zero_dim", kArgs221, kOutcomes20},
    {"atan2__float16_dimensioned__int64_zero_dim", kArgs222, kOutcomes20},
    {"atan2__float16_dimensioned__float16_zero_dim", kArgs223, kOutcomes20},
    {"atan2__float16_dimensioned__bfloat16_zero_dim", kArgs224, kOutcomes20},
    {"atan2__float16_dimensioned__float32_zero_dim", kArgs225, kOutcomes20},
    {"atan2__float16_dimensioned__float64_zero_dim", kArgs226, kOutcomes20},
    {"atan2__float16_dimensioned__complex32_zero_dim", kArgs227, kOutcomes28},
    {"atan2__float16_dimensioned__complex64_zero_dim", kArgs228, kOutcomes28},
    {"atan2__float16_dimensioned__complex128_zero_dim", kArgs229, kOutcomes28},
    {"atan2__float16_dimensioned__bool_scalar", kArgs230, kOutcomes231},
    {"atan2__float16_dimensioned__int_scalar", kArgs232, kOutcomes231},
    {"atan2__float16_dimensioned__float_scalar", kArgs233, kOutcomes231},
    {"atan2__float16_dimensioned__complex_scalar", kArgs234, kOutcomes235},
    {"atan2__bfloat16_dimensioned__bool_dimensioned", kArgs236, kOutcomes22},
    {"atan2__bfloat16_dimensioned__uint8_dimensioned", kArgs237, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int8_dimensioned", kArgs238, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int16_dimensioned", kArgs239, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int32_dimensioned", kArgs240, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int64_dimensioned", kArgs241, kOutcomes22},
    {"atan2__bfloat16_dimensioned__float16_dimensioned", kArgs242, kOutcomes13},
    {"atan2__bfloat16_dimensioned__bfloat16_dimensioned", kArgs243, kOutcomes22},
    {"atan2__bfloat16_dimensioned__float32_dimensioned", kArgs244, kOutcomes13},
    {"atan2__bfloat16_dimensioned__float64_dimensioned", kArgs245, kOutcomes25},
    {"atan2__bfloat16_dimensioned__complex32_dimensioned", kArgs246, kOutcomes31},
    {"atan2__bfloat16_dimensioned__complex64_dimensioned", kArgs247, kOutcomes31},
    {"atan2__bfloat16_dimensioned__complex128_dimensioned", kArgs248, kOutcomes34},
    {"atan2__bfloat16_dimensioned__bool_zero_dim", kArgs249, kOutcomes22},
    {"atan2__bfloat16_dimensioned__uint8_zero_dim", kArgs250, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int8_zero_dim", kArgs251, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int16_zero_dim", kArgs252, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int32_zero_dim", kArgs253, kOutcomes22},
    {"atan2__bfloat16_dimensioned__int64_zero_dim", kArgs254, kOutcomes22},
    {"atan2__bfloat16_dimensioned__float16_zero_dim", kArgs255, kOutcomes22},
    {"atan2__bfloat16_dimensioned__bfloat16_zero_dim", kArgs256, kOutcomes22},
    {"atan2__bfloat16_dimensioned__float32_zero_dim", kArgs257, kOutcomes22},
    {"atan2__bfloat16_dimensioned__float64_zero_dim", kArgs258, kOutcomes22},
    {"atan2__bfloat16_dimensioned__complex32_zero_dim", kArgs259, kOutcomes31},
    {"atan2__bfloat16_dimensioned__complex64_zero_dim", kArgs260, kOutcomes31},
    {"atan2__bfloat16_dimensioned__complex128_zero_dim", kArgs261, kOutcomes31},
    {"atan2__bfloat16_dimensioned__bool_scalar", kArgs262, kOutcomes263},
    {"atan2__bfloat16_dimensioned__int_scalar", kArgs264, kOutcomes263},
    {"atan2__bfloat16_dimensioned__float_scalar", kArgs265, kOutcomes263},
    {"atan2__bfloat16_dimensioned__complex_scalar", kArgs266, kOutcomes53},
    {"atan2__float32_dimensioned__bool_dimensioned", kArgs267, kOutcomes13},
    {"atan2__float32_dimensioned__uint8_dimensioned", kArgs268, kOutcomes13},
    {"atan2__float32_dimensioned__int8_dimensioned", kArgs269, kOutcomes13},
    {"atan2__float32_dimensioned__int16_dimensioned", kArgs270, kOutcomes13},
    {"atan2__float32_dimensioned__int32_dimensioned", kArgs271, kOutcomes13},
    {"atan2__float32_dimensioned__int64_dimensioned", kArgs272, kOutcomes13},
    {"atan2__float32_dimensioned__float16_dimensioned", kArgs273, kOutcomes13},
    {"atan2__float32_dimensioned__bfloat16_dimensioned", kArgs274, kOutcomes13},
    {"atan2__float32_dimensioned__float32_dimensioned", kArgs275, kOutcomes13},
    {"atan2__float32_dimensioned__float64_dimensioned", kArgs276, kOutcomes25},
    {"atan2__float32_dimensioned__complex32_dimensioned", kArgs277, kOutcomes31},
    {"atan2__float32_dimensioned__complex64_dimensioned", kArgs278, kOutcomes31},
    {"atan2__float32_dimensioned__complex128_dimensioned", kArgs279, kOutcomes34},
    {"atan2__float32_dimensioned__bool_zero_dim", kArgs280, kOutcomes13},
    {"atan2__float32_dimensioned__uint8_zero_dim", kArgs281, kOutcomes13},
    {"atan2__float32_dimensioned__int8_zero_dim", kArgs282, kOutcomes13},
    {"atan2__float32_dimensioned__int16_zero_dim", kArgs283, kOutcomes13},
    {"atan2__float32_dimensioned__int32_zero_dim", kArgs284, kOutcomes13},
    {"atan2__float32_dimensioned__int64_zero_dim", kArgs285, kOutcomes13},
    {"atan2__float32_dimensioned__float16_zero_dim", kArgs286, kOutcomes13},
    {"atan2__float32_dimensioned__bfloat16_zero_dim", kArgs287, kOutcomes13},
    {"atan2__float32_dimensioned__float32_zero_dim", kArgs288, kOutcomes13},
    {"atan2__float32_dimensioned__float64_zero_dim", kArgs289, kOutcomes13},
    {"atan2__float32_dimensioned__complex32_zero_dim", kArgs290, kOutcomes31},
    {"atan2__float32_dimensioned__complex64_zero_dim", kArgs291, kOutcomes31},
    {"atan2__float32_dimensioned__complex128_zero_dim", kArgs292, kOutcomes31},
    {"atan2__float32_dimensioned__bool_scalar", kArgs293, kOutcomes49},
    {"atan2__float32_dimensioned__int_scalar", kArgs294, kOutcomes49},
    {"atan2__float32_dimensioned__float_scalar", kArgs295, kOutcomes49},
    {"atan2__float32_dimensioned__complex_scalar", kArgs296, kOutcomes53},
    {"atan2__float64_dimensioned__bool_dimensioned", kArgs297, kOutcomes25},
    {"atan2__float64_dimensioned__uint8_dimensioned", kArgs298, kOutcomes25},
    {"atan2__float64_dimensioned__int8_dimensioned", kArgs299, kOutcomes25},
    {"atan2__float64_dimensioned__int16_dimensioned", kArgs300, kOutcomes25},
    {"atan2__float64_dimensioned__int32_dimensioned", kArgs301, kOutcomes25},
    {"atan2__float64_dimensioned__int64_dimensioned", kArgs302, kOutcomes25},
    {"atan2__float64_dimensioned__float16_dimensioned", kArgs303, kOutcomes25},
    {"atan2__float64_dimensioned__bfloat16_dimensioned", kArgs304, kOutcomes25},
    {"atan2__float64_dimensioned__float32_dimensioned", kArgs305, kOutcomes25},
    {"atan2__float64_dimensioned__float64_dimensioned", kArgs306, kOutcomes25},
    {"atan2__float64_dimensioned__complex32_dimensioned", kArgs307, kOutcomes34},
    {"atan2__float64_dimensioned__complex64_dimensioned", kArgs308, kOutcomes34},
    {"atan2__float64_dimensioned__complex128_dimensioned", kArgs309, kOutcomes34},
    {"atan2__float64_dimensioned__bool_zero_dim", kArgs310, kOutcomes25},
    {"atan2__float64_dimensioned__uint8_zero_dim", kArgs311, kOutcomes25},
    {"atan2__float64_dimensioned__int8_zero_dim", kArgs312, kOutcomes25},
    {"atan2__float64_dimensioned__int16_zero_dim", kArgs313, kOutcomes25},
    {"atan2__float64_dimensioned__int32_zero_dim", kArgs314, kOutcomes25},
    {"atan2__float64_dimensioned__int64_zero_dim", kArgs315, kOutcomes25},
    {"atan2__float64_dimensioned__float16_zero_dim", kArgs316, kOutcomes25},
    {"atan2__float64_dimensioned__bfloat16_zero_dim", kArgs317, kOutcomes25},
    {"atan2__float64_dimensioned__float32_zero_dim", kArgs318, kOutcomes25},
    {"atan2__float64_dimensioned__float64_zero_dim", kArgs319, kOutcomes25},
    {"atan2__float64_dimensioned__complex32_zero_dim", kArgs320, kOutcomes34},
    {"atan2__float64_dimensioned__complex64_zero_dim", kArgs321, kOutcomes34},
    {"atan2__float64_dimensioned__complex128_zero_dim", kArgs322, kOutcomes34},
    {"atan2__float64_dimensioned__bool_scalar", kArgs323, kOutcomes324},
    {"atan2__float64_dimensioned__int_scalar", kArgs325, kOutcomes324},
    {"atan2__float64_dimensioned__float_scalar", kArgs326, kOutcomes324},
    {"atan2__float64_dimensioned__complex_scalar", kArgs327, kOutcomes328},
    {"atan2__complex32_dimensioned__bool_dimensioned", kArgs329, kOutcomes28},
    {"atan2__complex32_dimensioned__uint8_dimensioned", kArgs330, kOutcomes28},
    {"atan2__complex32_dimensioned__int8_dimensioned", kArgs331, kOutcomes28},
    {"atan2__complex32_dimensioned__int16_dimensioned", kArgs332, kOutcomes28},
    {"atan2__complex32_dimensioned__int32_dimensioned", kArgs333, kOutcomes28},
    {"atan2__complex32_dimensioned__int64_dimensioned", kArgs334, kOutcomes28},
    {"atan2__complex32_dimensioned__float16_dimensioned", kArgs335, kOutcomes28},
    {"atan2__complex32_dimensioned__bfloat16_dimensioned", kArgs336, kOutcomes31},
    {"atan2__complex32_dimensioned__float32_dimensioned", kArgs337, kOutcomes31},
    {"atan2__complex32_dimensioned__float64_dimensioned", kArgs338, kOutcomes34},
    {"atan2__complex32_dimensioned__complex32_dimensioned", kArgs339, kOutcomes28},
    {"atan2__complex32_dimensioned__complex64_dimensioned", kArgs340, kOutcomes31},
    {"atan2__complex32_dimensioned__complex128_dimensioned", kArgs341, kOutcomes34},
    {"atan2__complex32_dimensioned__bool_zero_dim", kArgs342, kOutcomes28},
    {"atan2__complex32_dimensioned__uint8_zero_dim", kArgs343, kOutcomes28},
    {"atan2__complex32_dimensioned__int8_zero_dim", kArgs344, kOutcomes28},
    {"atan2__complex32_dimensioned__int16_zero_dim", kArgs345, kOutcomes28},
    {"atan2__complex32_dimensioned__int32_zero_dim", kArgs346, kOutcomes28},
    {"atan2__complex32_dimensioned__int64_zero_dim", kArgs347, kOutcomes28},
    {"atan2__complex32_dimensioned__float16_zero_dim", kArgs348, kOutcomes28},
    {"atan2__complex32_dimensioned__bfloat16_zero_dim", kArgs349, kOutcomes28},
    {"atan2__complex32_dimensioned__float32_zero_dim", kArgs350, kOutcomes28},
    {"atan2__complex32_dimensioned__float64_zero_dim", kArgs351, kOutcomes28},
    {"atan2__complex32_dimensioned__complex32_zero_dim", kArgs352, kOutcomes28},
    {"atan2__complex32_dimensioned__complex64_zero_dim", kArgs353, kOutcomes28},
    {"atan2__complex32_dimensioned__complex128_zero_dim", kArgs354, kOutcomes28},
    {"atan2__complex32_dimensioned__bool_scalar", kArgs355, kOutcomes235},
    {"atan2__complex32_dimensioned__int_scalar", kArgs356, kOutcomes235},
    {"atan2__complex32_dimensioned__float_scalar", kArgs357, kOutcomes235},
    {"atan2__complex32_dimensioned__complex_scalar", kArgs358, kOutcomes235},
    {"atan2__complex64_dimensioned__bool_dimensioned", kArgs359, kOutcomes31},
    {"atan2__complex64_dimensioned__uint8_dimensioned", kArgs360, kOutcomes31},
    {"atan2__complex64_dimensioned__int8_dimensioned", kArgs361, kOutcomes31},
    {"atan2__complex64_dimensioned__int16_dimensioned", kArgs362, kOutcomes31},
    {"atan2__complex64_dimensioned__int32_dimensioned", kArgs363, kOutcomes31},
    {"atan2__complex64_dimensioned__int64_dimensioned", kArgs364, kOutcomes31},
    {"atan2__complex64_dimensioned__float16_dimensioned", kArgs365, kOutcomes31},
    {"atan2__complex64_dimensioned__bfloat16_dimensioned", kArgs366, kOutcomes31},
    {"atan2__complex64_dimensioned__float32_dimensioned", kArgs367, kOutcomes31},
    {"atan2__complex64_dimensioned__float64_dimensioned", kArgs368, kOutcomes34},
    {"atan2__complex64_dimensioned__complex32_dimensioned", kArgs369, kOutcomes31},
    {"atan2__complex64_dimensioned__complex64_dimensioned", kArgs370, kOutcomes31},
    {"atan2__complex64_dimensioned__complex128_dimensioned", kArgs371, kOutcomes34},
    {"atan2__complex64_dimensioned__bool_zero_dim", kArgs372, kOutcomes31},
    {"atan2__complex64_dimensioned__uint8_zero_dim", kArgs373, kOutcomes31},
    {"atan2__complex64_dimensioned__int8_zero_dim", kArgs374, kOutcomes31},
    {"atan2__complex64_dimensioned__int16_zero_dim", kArgs375, kOutcomes31},
    {"atan2__complex64_dimensioned__int32_zero_dim", kArgs376, kOutcomes31},
    {"atan2__complex64_dimensioned__int64_zero_dim", kArgs377, kOutcomes31},
    {"atan2__complex64_dimensioned__float16_zero_dim", kArgs378, kOutcomes31},
    {"atan2__complex64_dimensioned__bfloat16_zero_dim", kArgs379, kOutcomes31},
    {"atan2__complex64_dimensioned__float32_zero_dim", kArgs380, kOutcomes31},
    {"atan2__complex64_dimensioned__float64_zero_dim", kArgs381, kOutcomes31},
    {"atan2__complex64_dimensioned__complex32_zero_dim", kArgs382, kOutcomes31},
    {"atan2__complex64_dimensioned__complex64_zero_dim", kArgs383, kOutcomes31},
    {"atan2__complex64_dimensioned__complex128_zero_dim", kArgs384, kOutcomes31},
    {"atan2__complex64_dimensioned__bool_scalar", kArgs385, kOutcomes53},
    {"atan2__complex64_dimensioned__int_scalar", kArgs386, kOutcomes53},
    {"atan2__complex64_dimensioned__float_scalar", kArgs387, kOutcomes53},
    {"atan2__complex64_dimensioned__complex_scalar", kArgs388, kOutcomes53},
    {"atan2__complex128_dimensioned__bool_dimensioned", kArgs389, kOutcomes34},
    {"atan2__complex128_dimensioned__uint8_dimensioned", kArgs390, kOutcomes34},
    {"atan2__complex128_dimensioned__int8_dimensioned", kArgs391, kOutcomes34},
    {"atan2__complex128_dimensioned__int16_dimensioned", kArgs392, kOutcomes34},
    {"atan2__complex128_dimensioned__int32_dimensioned", kArgs393, kOutcomes34},
    {"atan2__complex128_dimensioned__int64_dimensioned", kArgs394, kOutcomes34},
    {"atan2__complex128_dimensioned__float16_dimensioned", kArgs395, kOutcomes34},
    {"atan2__complex128_dimensioned__bfloat16_dimensioned", kArgs396, kOutcomes34},
    {"atan2__complex128_dimensioned__float32_dimensioned", kArgs397, kOutcomes34},
    {"atan2__complex128_dimensioned__float64_dimensioned", kArgs398, kOutcomes34},
    {"atan2__complex128_dimensioned__complex32_dimensioned", kArgs399, kOutcomes34},
    {"atan2__complex128_dimensioned__complex64_dimensioned", kArgs400, kOutcomes34},
    {"atan2__complex128_dimensioned__complex128_dimensioned", kArgs401, kOutcomes34},
    {"atan2__complex128_dimensioned__bool_zero_dim", kArgs402, kOutcomes34},
    {"atan2__complex128_dimensioned__uint8_zero_dim", kArgs403, kOutcomes34},
    {"atan2__complex128_dimensioned__int8_zero_dim", kArgs404, kOutcomes34},
    {"atan2__complex128_dimensioned__int16_zero_dim", kArgs405, kOutcomes34},
    {"atan2__complex128_dimensioned__int32_zero_dim", kArgs406, kOutcomes34},
    {"atan2__complex128_dimensioned__int64_zero_dim", kArgs407, kOutcomes34},
    {"atan2__complex128_dimensioned__float16_zero_dim", kArgs408, kOutcomes34},
    {"atan2__complex128_dimensioned__bfloat16_zero_dim", kArgs409, kOutcomes34},
    {"atan2__complex128_dimensioned__float32_zero_dim", kArgs410, kOutcomes34},
    {"atan2__complex128_dimensioned__float64_zero_dim", kArgs411, kOutcomes34},
    {"atan2__complex128_dimensioned__complex32_zero_dim", kArgs412, kOutcomes34},
    {"atan2__complex128_dimensioned__complex64_zero_dim", kArgs413, kOutcomes34},
    {"atan2__complex128_dimensioned__complex128_zero_dim", kArgs414, kOutcomes34},
    {"atan2__complex128_dimensioned__bool_scalar", kArgs415, kOutcomes328},
    {"atan2__complex128_dimensioned__int_scalar", kArgs416, kOutcomes328},
    {"atan2__complex128_dimensioned__float_scalar", kArgs417, kOutcomes328},
    {"atan2__complex128_dimensioned__complex_scalar", kArgs418, kOutcomes328},
    {"atan2__bool_zero_dim__bool_dimensioned", kArgs419, kOutcomes13},
    {"atan2__bool_zero_dim__uint8_dimensioned", kArgs420, kOutcomes13},
    {"atan2__bool_zero_dim__int8_dimensioned", kArgs421, kOutcomes13},
    {"atan2__bool_zero_dim__int16_dimensioned", kArgs422, kOutcomes13},
    {"atan2__bool_zero_dim__int32_dimensioned", kArgs423, kOutcomes13},
    {"atan2__bool_zero_dim__int64_dimensioned", kArgs424, kOutcomes13},
    {"atan2__bool_zero_dim__float16_dimensioned", kArgs425, kOutcomes20},
    {"atan2__bool_zero_dim__bfloat16_dimensioned", kArgs426, kOutcomes22},
    {"atan2__bool_zero_dim__float32_dimensioned", kArgs427, kOutcomes13},
    {"atan2__bool_zero_dim__float64_dimensioned", kArgs428, kOutcomes25},
    {"atan2__bool_zero_dim__complex32_dimensioned", kArgs429, kOutcomes28},
    {"atan2__bool_zero_dim__complex64_dimensioned", kArgs430, kOutcomes31},
    {"atan2__bool_zero_dim__complex128_dimensioned", kArgs431, kOutcomes34},
    {"atan2__bool_zero_dim__bool_zero_dim", kArgs432, kOutcomes433},
    {"atan2__bool_zero_dim__uint8_zero_dim", kArgs434, kOutcomes433},
    {"atan2__bool_zero_dim__int8_zero_dim", kArgs435, kOutcomes433},
    {"atan2__bool_zero_dim__int16_zero_dim", kArgs436, kOutcomes433},
    {"atan2__bool_zero_dim__int32_zero_dim", kArgs437, kOutcomes433},
    {"atan2__bool_zero_dim__int64_zero_dim", kArgs438, kOutcomes433},
    {"atan2__bool_zero_dim__float16_zero_dim", kArgs439, kOutcomes440},
    {"atan2__bool_zero_dim__bfloat16_zero_dim", kArgs441, kOutcomes442},
    {"atan2__bool_zero_dim__float32_zero_dim", kArgs443, kOutcomes433},
    {"atan2__bool_zero_dim__float64_zero_dim", kArgs444, kOutcomes445},
    {"atan2__bool_zero_dim__complex32_zero_dim", kArgs446, kOutcomes28},
    {"atan2__bool_zero_dim__complex64_zero_dim", kArgs447, kOutcomes31},
    {"atan2__bool_zero_dim__complex128_zero_dim", kArgs448, kOutcomes34},
    {"atan2__bool_zero_dim__bool_scalar", kArgs449, kOutcomes450},
    {"atan2__bool_zero_dim__int_scalar", kArgs451, kOutcomes450},
    {"atan2__bool_zero_dim__float_scalar", kArgs452, kOutcomes450},
    {"atan2__bool_zero_dim__complex_scalar", kArgs453, kOutcomes53},
    {"atan2__uint8_zero_dim__bool_dimensioned", kArgs454, kOutcomes13},
    {"atan2__uint8_zero_dim__uint8_dimensioned", kArgs455, kOutcomes13},
    {"atan2__uint8_zero_dim__int8_dimensioned", kArgs456, kOutcomes13},
    {"atan2__uint8_zero_dim__int16_dimensioned", kArgs457, kOutcomes13},
    {"atan2__uint8_zero_dim__int32_dimensioned", kArgs458, kOutcomes13},
    {"atan2__uint8_zero_dim__int64_dimensioned", kArgs459, kOutcomes13},
    {"atan2__uint8_zero_dim__float16_dimensioned", kArgs460, kOutcomes20},
    {"atan2__uint8_zero_dim__bfloat16_dimensioned", kArgs461, kOutcomes22},
    {"atan2__uint8_zero_dim__float32_dimensioned", kArgs462, kOutcomes13},
    {"atan2__uint8_zero_dim__float64_dimensioned", kArgs463, kOutcomes25},
    {"atan2__uint8_zero_dim__complex32_dimensioned", kArgs464, kOutcomes28},
    {"atan2__uint8_zero_dim__complex64_dimensioned", kArgs465, kOutcomes31},
    {"atan2__uint8_zero_dim__complex128_dimensioned", kArgs466, kOutcomes34},
    {"atan2__uint8_zero_dim__bool_zero_dim", kArgs467, kOutcomes433},
    {"atan2__uint8_zero_dim__uint8_zero_dim", kArgs468, kOutcomes433},
    {"atan2__uint8_zero_dim__int8_zero_dim", kArgs469, kOutcomes433},
    {"atan2__uint8_zero_dim__int16_zero_dim", kArgs470, kOutcomes433},
    {"atan2__uint8_zero_dim__int32_zero_dim", kArgs471, kOutcomes433},
    {"atan2__uint8_zero_dim__int64_zero_dim", kArgs472, kOutcomes433},
    {"atan2__uint8_zero_dim__float16_zero_dim", kArgs473, kOutcomes440},
    {"atan2__uint8_zero_dim__bfloat16_zero_dim", kArgs474, kOutcomes442},
    {"atan2__uint8_zero_dim__float32_zero_dim", kArgs475, kOutcomes433},
    {"atan2__uint8_zero_dim__float64_zero_dim", kArgs476, kOutcomes445},
    {"atan2__uint8_zero_dim__complex32_zero_dim", kArgs477, kOutcomes28},
    {"atan2__uint8_zero_dim__complex64_zero_dim", kArgs478, kOutcomes31},
    {"atan2__uint8_zero_dim__complex128_zero_dim", kArgs479, kOutcomes34},
    {"atan2__uint8_zero_dim__bool_scalar", kArgs480, kOutcomes450},
    {"atan2__uint8_zero_dim__int_scalar", kArgs481, kOutcomes450},
    {"atan2__uint8_zero_dim__float_scalar", kArgs482, kOutcomes450},
    {"atan2__uint8_zero_dim__complex_scalar", kArgs483, kOutcomes53},
    {"atan2__int8_zero_dim__bool_dimensioned", kArgs484, kOutcomes13},
    {"atan2__int8_zero_dim__uint8_dimensioned", kArgs485, kOutcomes13},
    {"atan2__int8_zero_dim__int8_dimensioned", kArgs486, kOutcomes13},
    {"atan2__int8_zero_dim__int16_dimensioned", kArgs487, kOutcomes13},
    {"atan2__int8_zero_dim__int32_dimensioned", kArgs488, kOutcomes13},
    {"atan2__int8_zero_dim__int64_dimensioned", kArgs489, kOutcomes13},
    {"atan2__int8_zero_dim__float16_dimensioned", kArgs490, kOutcomes20},
    {"atan2__int8_zero_dim__bfloat16_dimensioned", kArgs491, kOutcomes22},
    {"atan2__int8_zero_dim__float32_dimensioned", kArgs492, kOutcomes13},
    {"atan2__int8_zero_dim__float64_dimensioned", kArgs493, kOutcomes25},
    {"atan2__int8_zero_dim__complex32_dimensioned", kArgs494, kOutcomes28},
    {"atan2__int8_zero_dim__complex64_dimensioned", kArgs495, kOutcomes31},
    {"atan2__int8_zero_dim__complex128_dimensioned", kArgs496, kOutcomes34},
    {"atan2__int8_zero_dim__bool_zero_dim", kArgs497, kOutcomes433},
    {"atan2__int8_zero_dim__uint8_zero_dim", kArgs498, kOutcomes433},
    {"atan2__int8_zero_dim__int8_zero_dim", kArgs499, kOutcomes433},
    {"atan2__int8_zero_dim__int16_zero_dim", kArgs500, kOutcomes433},
    {"atan2__int8_zero_dim__int32_zero_dim", kArgs501, kOutcomes433},
    {"atan2__int8_zero_dim__int64_zero_dim", kArgs502, kOutcomes433},
    {"atan2__int8_zero_dim__float16_zero_dim", kArgs503, kOutcomes440},
    {"atan2__int8_zero_dim__bfloat16_zero_dim", kArgs504, kOutcomes442},
    {"atan2__int8_zero_dim__float32_zero_dim", kArgs505, kOutcomes433},
    {"atan2__int8_zero_dim__float64_zero_dim", kArgs506, kOutcomes445},
    {"atan2__int8_zero_dim__complex32_zero_dim", kArgs507, kOutcomes28},
    {"atan2__int8_zero_dim__complex64_zero_dim", kArgs508, kOutcomes31},
    {"atan2__int8_zero_dim__complex128_zero_dim", kArgs509, kOutcomes34},
    {"atan2__int8_zero_dim__bool_scalar", kArgs510, kOutcomes450},
    {"atan2__int8_zero_dim__int_scalar", kArgs511, kOutcomes450},
    {"atan2__int8_zero_dim__float_scalar", kArgs512, kOutcomes450},
    {"atan2__int8_zero_dim__complex_scalar", kArgs513, kOutcomes53},
    {"atan2__int16_zero_dim__bool_dimensioned", kArgs514, kOutcomes13},
    {"atan2__int16_zero_dim__uint8_dimensioned", kArgs515, kOutcomes13},
    {"atan2__int16_zero_dim__int8_dimensioned", kArgs516, kOutcomes13},
    {"atan2__int16_zero_dim__int16_dimensioned", kArgs517, kOutcomes13},
    {"atan2__int16_zero_dim__int32_dimensioned", kArgs518, kOutcomes13},
    {"atan2__int16_zero_dim__int64_dimensioned", kArgs519, kOutcomes13},
    {"atan2__int16_zero_dim__float16_dimensioned", kArgs520, kOutcomes20},
    {"atan2__int16_zero_dim__bfloat16_dimensioned", kArgs521, kOutcomes22},
    {"atan2__int16_zero_dim__float32_dimensioned", kArgs522, kOutcomes13},
    {"atan2__int16_zero_dim__float64_dimensioned", kArgs523, kOutcomes25},
    {"atan2__int16_zero_dim__complex32_dimensioned", kArgs524, kOutcomes28},
    {"atan2__int16_zero_dim__complex64_dimensioned", kArgs525, kOutcomes31},
    {"atan2__int16_zero_dim__complex128_dimensioned", kArgs526, kOutcomes34},
    {"atan2__int16_zero_dim__bool_zero_dim", kArgs527, kOutcomes433},
    {"atan2__int16_zero_dim__uint8_zero_dim", kArgs528, kOutcomes433},
    {"atan2__int16_zero_dim__int8_zero_dim", kArgs529, kOutcomes433},
    {"atan2__int16_zero_dim__int16_zero_dim", kArgs530, kOutcomes433},
    {"atan2__int16_zero_dim__int32_zero_dim", kArgs531, kOutcomes433},
    {"atan2__int16_zero_dim__int64_zero_dim", kArgs532, kOutcomes433},
    {"atan2__int16_zero_dim__float16_zero_dim", kArgs533, kOutcomes440},
    {"atan2__int16_zero_dim__bfloat16_zero_dim", kArgs534, kOutcomes442},
    {"atan2__int16_zero_dim__float32_zero_dim", kArgs535, kOutcomes433},
    {"atan2__int16_zero_dim__float64_zero_dim", kArgs536, kOutcomes445},
    {"atan2__int16_zero_dim__complex32_zero_dim", kArgs537, kOutcomes28},
    {"atan2__int16_zero_dim__complex64_zero_dim", kArgs538, kOutcomes31},
    {"atan2__int16_zero_dim__complex128_zero_dim", kArgs539, kOutcomes34},
    {"atan2__int16_zero_dim__bool_scalar", kArgs540, kOutcomes450},
    {"atan2__int16_zero_dim__int_scalar", kArgs541, kOutcomes450},
    {"atan2__int16_zero_dim__float_scalar", kArgs542, kOutcomes450},
    {"atan2__int16_zero_dim__complex_scalar", kArgs543, kOutcomes53},
    {"atan2__int32_zero_dim__bool_dimensioned", kArgs544, kOutcomes13},
    {"atan2__int32_zero_dim__uint8_dimensioned", kArgs545, kOutcomes13},
    {"atan2__int32_zero_dim__int8_dimensioned", kArgs546, kOutcomes13},
    {"atan2__int32_zero_dim__int16_dimensioned", kArgs547, kOutcomes13},
    {"atan2__int32_zero_dim__int32_dimensioned", kArgs548, kOutcomes13},
    {"atan2__int32_zero_dim__int64_dimensioned", kArgs549, kOutcomes13},
    {"atan2__int32_zero_dim__float16_dimensioned", kArgs550, kOutcomes20},
    {"atan2__int32_zero_dim__bfloat16_dimensioned", kArgs551, kOutcomes22},
    {"atan2__int32_zero_dim__float32_dimensioned", kArgs552, kOutcomes13},
    {"atan2__int32_zero_dim__float64_dimensioned", kArgs553, kOutcomes25},
    {"atan2__int32_zero_dim__complex32_dimensioned", kArgs554, kOutcomes28},
    {"atan2__int32_zero_dim__complex64_dimensioned", kArgs555, kOutcomes31},
    {"atan2__int32_zero_dim__complex128_dimensioned", kArgs556, kOutcomes34},
    {"atan2__int32_zero_dim__bool_zero_dim", kArgs557, kOutcomes433},
    {"atan2__int32_zero_dim__uint8_zero_dim", kArgs558, kOutcomes433},
    {"atan2__int32_zero_dim__int8_zero_dim", kArgs559, kOutcomes433},
    {"atan2__int32_zero_dim__int16_zero_dim", kArgs560, kOutcomes433},
    {"atan2__int32_zero_dim__int32_zero_dim", kArgs561, kOutcomes433},
    {"atan2__int32_zero_dim__int64_zero_dim", kArgs562, kOutcomes433},
    {"atan2__int32_zero_dim__float16_zero_dim", kArgs563, kOutcomes440},
    {"atan2__int32_zero_dim__bfloat16_zero_dim", kArgs564, kOutcomes442},
    {"atan2__int32_zero_dim__float32_zero_dim", kArgs565, kOutcomes433},
    {"atan2__int32_zero_dim__float64_zero_dim", kArgs566, kOutcomes445},
    {"atan2__int32_zero_dim__complex32_zero_dim", kArgs567, kOutcomes28},
    {"atan2__int32_zero_dim__complex64_zero_dim", kArgs568, kOutcomes31},
    {"atan2__int32_zero_dim__complex128_zero_dim", kArgs569, kOutcomes34},
    {"atan2__int32_zero_dim__bool_scalar", kArgs570, kOutcomes450},
    {"atan2__int32_zero_dim__int_scalar", kArgs571, kOutcomes450},
    {"atan2__int32_zero_dim__float_scalar", kArgs572, kOutcomes450},
    {"atan2__int32_zero_dim__complex_scalar", kArgs573, kOutcomes53},
    {"atan2__int64_zero_dim__bool_dimensioned", kArgs574, kOutcomes13},
    {"atan2__int64_zero_dim__uint8_dimensioned", kArgs575, kOutcomes13},
    {"atan2__int64_zero_dim__int8_dimensioned", kArgs576, kOutcomes13},
    {"atan2__int64_zero_dim__int16_dimensioned", kArgs577, kOutcomes13},
    {"atan2__int64_zero_dim__int32_dimensioned", kArgs578, kOutcomes13},
    {"atan2__int64_zero_dim__int64_dimensioned", kArgs579, kOutcomes13},
    {"atan2__int64_zero_dim__float16_dimensioned", kArgs580, kOutcomes20},
    {"atan2__int64_zero_dim__bfloat16_dimensioned", kArgs581, kOutcomes22},
    {"atan2__int64_zero_dim__float32_dimensioned", kArgs582, kOutcomes13},
    {"atan2__int64_zero_dim__float64_dimensioned", kArgs583, kOutcomes25},
    {"atan2__int64_zero_dim__complex32_dimensioned", kArgs584, kOutcomes28},
    {"atan2__int64_zero_dim__complex64_dimensioned", kArgs585, kOutcomes31},
    {"atan2__int64_zero_dim__complex128_dimensioned", kArgs586, kOutcomes34},
    {"atan2__int64_zero_dim__bool_zero_dim", kArgs587, kOutcomes433},
    {"atan2__int64_zero_dim__uint8_zero_dim", kArgs588, kOutcomes433},
    {"atan2__int64_zero_dim__int8_zero_dim", kArgs589, kOutcomes433},
    {"atan2__int64_zero_dim__int16_zero_dim", kArgs590, kOutcomes433},
    {"atan2__int64_zero_dim__int32_zero_dim", kArgs591, kOutcomes433},
    {"atan2__int64_zero_dim__int64_zero_dim", kArgs592, kOutcomes433},
    {"atan2__int64_zero_dim__float16_zero_dim", kArgs593, kOutcomes440},
    {"atan2__int64_zero_dim__bfloat16_zero_dim", kArgs594, kOutcomes442},
    {"atan2__int64_zero_dim__float32_zero_dim", kArgs595, kOutcomes433},
    {"atan2__int64_zero_dim__float64_zero_dim", kArgs596, kOutcomes445},
    {"atan2__int64_zero_dim__complex32_zero_dim", kArgs597, kOutcomes28},
    {"atan2__int64_zero_dim__complex64_zero_dim", kArgs598, kOutcomes31},
    {"atan2__int64_zero_dim__complex128_zero_dim", kArgs599, kOutcomes34},
    {"atan2__int64_zero_dim__bool_scalar", kArgs600, kOutcomes450},
    {"atan2__int64_zero_dim__int_scalar", kArgs601, kOutcomes450},
    {"atan2__int64_zero_dim__float_scalar", kArgs602, kOutcomes450},
    {"atan2__int64_zero_dim__complex_scalar", kArgs603, kOutcomes53},
    {"atan2__float16_zero_dim__bool_dimensioned", kArgs604, kOutcomes20},
    {"atan2__float16_zero_dim__uint8_dimensioned", kArgs605, kOutcomes20},
    {"atan2__float16_zero_dim__int8_dimensioned", kArgs606, kOutcomes20},
    {"atan2__float16_zero_dim__int16_dimensioned", kArgs607, kOutcomes20},
    {"atan2__float16_zero_dim__int32_dimensioned", kArgs608, kOutcomes20},
    {"atan2__float16_zero_dim__int64_dimensioned", kArgs609, kOutcomes20},
    {"atan2__float16_zero_dim__float16_dimensioned", kArgs610, kOutcomes20},
    {"atan2__float16_zero_dim__bfloat16_dimensioned", kArgs611, kOutcomes22},
    {"atan2__float16_zero_dim__float32_dimensioned", kArgs612, kOutcomes13},
    {"atan2__float16_zero_dim__float64_dimensioned", kArgs613, kOutcomes25},
    {"atan2__float16_zero_dim__complex32_dimensioned", kArgs614, kOutcomes28},
    {"atan2__float16_zero_dim__complex64_dimensioned", kArgs615, kOutcomes31},
    {"atan2__float16_zero_dim__complex128_dimensioned", kArgs616, kOutcomes34},
    {"atan2__float16_zero_dim__bool_zero_dim", kArgs617, kOutcomes440},
    {"atan2__float16_zero_dim__uint8_zero_dim", kArgs618, kOutcomes440},
    {"atan2__float16_zero_dim__int8_zero_dim", kArgs619, kOutcomes440},
    {"atan2__float16_zero_dim__int16_zero_dim", kArgs620, kOutcomes440},
    {"atan2__float16_zero_dim__int32_zero_dim", kArgs621, kOutcomes440},
    {"atan2__float16_zero_dim__int64_zero_dim", kArgs622, kOutcomes440},
    {"atan2__float16_zero_dim__float16_zero_dim", kArgs623, kOutcomes440},
    {"atan2__float16_zero_dim__bfloat16_zero_dim", kArgs624, kOutcomes433},
    {"atan2__float16_zero_dim__float32_zero_dim", kArgs625, kOutcomes433},
    {"atan2__float16_zero_dim__float64_zero_dim", kArgs626, kOutcomes445},
    {"atan2__float16_zero_dim__complex32_zero_dim", kArgs627, kOutcomes28},
    {"atan2__float16_zero_dim__complex64_zero_dim", kArgs628, kOutcomes31},
    {"atan2__float16_zero_dim__complex128_zero_dim", kArgs629, kOutcomes34},
    {"atan2__float16_zero_dim__bool_scalar", kArgs630, kOutcomes631},
    {"atan2__float16_zero_dim__int_scalar", kArgs632, kOutcomes631},
    {"atan2__float16_zero_dim__float_scalar", kArgs633, kOutcomes631},
    {"atan2__float16_zero_dim__complex_scalar", kArgs634, kOutcomes235},
    {"atan2__bfloat16_zero_dim__bool_dimensioned", kArgs635, kOutcomes22},
    {"atan2__bfloat16_zero_dim__uint8_dimensioned", kArgs636, kOutcomes22},
    {"atan2__bfloat16_zero_dim__int8_dimensioned", kArgs637, kOutcomes22},
    {"atan2__bfloat16_zero_dim__int16_dimensioned", kArgs638, kOutcomes22},
    {"atan2__bfloat16_zero_dim__int32_dimensioned", kArgs639, kOutcomes22},
    {"atan2__bfloat16_zero_dim__int64_dimensioned", kArgs640, kOutcomes22},
    {"atan2__bfloat16_zero_dim__float16_dimensioned", kArgs641, kOutcomes20},
    {"atan2__bfloat16_zero_dim__bfloat16_dimensioned", kArgs642, kOutcomes22},
    {"atan2__bfloat16_zero_dim__float32_dimensioned", kArgs643, kOutcomes13},
    {"atan2__bfloat16_zero_dim__float64_dimensioned", kArgs644, kOutcomes25},
    {"atan2__bfloat16_zero_dim__complex32_dimensioned", kArgs645, kOutcomes28},
    {"atan2__bfloat16_zero_dim__complex64_dimensioned", kArgs646, kOutcomes31},
    {"atan2__bfloat16_zero_dim__complex128_dimensioned", kArgs647, kOutcomes34},
    {"atan2__bfloat16_zero_dim__bool_zero_dim", kArgs648, kOutcomes442},
    {"atan2__bfloat16_zero_dim__uint8_zero_dim", kArgs649, kOutcomes442},
    {"atan2__bfloat16_zero_dim__int8_zero_dim", kArgs650, kOutcomes442},
    {"atan2__bfloat16_zero_dim__int16_zero_dim", kArgs651, kOutcomes442},
    {"atan2__bfloat16_zero_dim__int32_zero_dim", kArgs652, kOutcomes442},
    {"atan2__bfloat16_zero_dim__int64_zero_dim", kArgs653, kOutcomes442},
    {"atan2__bfloat16_zero_dim__float16_zero_dim", kArgs654, kOutcomes433},
    {"atan2__bfloat16_zero_dim__bfloat16_zero_dim", kArgs655, kOutcomes442},
    {"atan2__bfloat16_zero_dim__float32_zero_dim", kArgs656, kOutcomes433},
    {"atan2__bfloat16_zero_dim__float64_zero_dim", kArgs657, kOutcomes445},
    {"atan2__bfloat16_zero_dim__complex32_zero_dim", kArgs658, kOutcomes31},
    {"atan2__bfloat16_zero_dim__complex64_zero_dim", kArgs659, kOutcomes31},
    {"atan2__bfloat16_zero_dim__complex128_zero_dim", kArgs660, kOutcomes34},
    {"atan2__bfloat16_zero_dim__bool_scalar", kArgs661, kOutcomes662},
    {"atan2__bfloat16_zero_dim__int_scalar", kArgs663, kOutcomes662},
    {"atan2__bfloat16_zero_dim__float_scalar", kArgs664, kOutcomes662},
    {"atan2__bfloat16_zero_dim__complex_scalar", kArgs665, kOutcomes53},
    {"atan2__float32_zero_dim__bool_dimensioned", kArgs666, kOutcomes13},
    {"atan2__float32_zero_dim__uint8_dimensioned", kArgs667, kOutcomes13},
    {"atan2__float32_zero_dim__int8_dimensioned", kArgs668, kOutcomes13},
    {"atan2__float32_zero_dim__int16_dimensioned", kArgs669, kOutcomes13},
    {"atan2__float32_zero_dim__int32_dimensioned", kArgs670, kOutcomes13},
    {"atan2__float32_zero_dim__int64_dimensioned", kArgs671, kOutcomes13},
    {"atan2__float32_zero_dim__float16_dimensioned", kArgs672, kOutcomes20},
    {"atan2__float32_zero_dim__bfloat16_dimensioned", kArgs673, kOutcomes22},
    {"atan2__float32_zero_dim__float32_dimensioned", kArgs674, kOutcomes13},
    {"atan2__float32_zero_dim__float64_dimensioned", kArgs675, kOutcomes25},
    {"atan2__float32_zero_dim__complex32_dimensioned", kArgs676, kOutcomes28},
    {"atan2__float32_zero_dim__complex64_dimensioned", kArgs677, kOutcomes31},
    {"atan2__float32_zero_dim__complex128_dimensioned", kArgs678, kOutcomes34},
    {"atan2__float32_zero_dim__bool_zero_dim", kArgs679, kOutcomes433},
    {"atan2__float32_zero_dim__uint8_zero_dim", kArgs680, kOutcomes433},
    {"atan2__float32_zero_dim__int8_zero_dim", kArgs681, kOutcomes433},
    {"atan2__float32_zero_dim__int16_zero_dim", kArgs682, kOutcomes433},
    {"atan2__float32_zero_dim__int32_zero_dim", kArgs683, kOutcomes433},
    {"atan2__float32_zero_dim__int64_zero_dim", kArgs684, kOutcomes433},
    {"atan2__float32_zero_dim__float16_zero_dim", kArgs685, kOutcomes433},
    {"atan2__float32_zero_dim__bfloat16_zero_dim", kArgs686, kOutcomes433},
    {"atan2__float32_zero_dim__float32_zero_dim", kArgs687, kOutcomes433},
    {"atan2__float32_zero_dim__float64_zero_dim", kArgs688, kOutcomes445},
    {"atan2__float32_zero_dim__complex32_zero_dim", kArgs689, kOutcomes31},
    {"atan2__float32_zero_dim__complex64_zero_dim", kArgs690, kOutcomes31},
    {"atan2__float32_zero_dim__complex128_zero_dim", kArgs691, kOutcomes34},
    {"atan2__float32_zero_dim__bool_scalar", kArgs692, kOutcomes450},
    {"atan2__float32_zero_dim__int_scalar", kArgs693, kOutcomes450},
    {"atan2__float32_zero_dim__float_scalar", kArgs694, kOutcomes450},
    {"atan2__float32_zero_dim__complex_scalar", kArgs695, kOutcomes53},
    {"atan2__float64_zero_dim__bool_dimensioned", kArgs696, kOutcomes25},
    {"atan2__float64_zero_dim__uint8_dimensioned", kArgs697, kOutcomes25},
    {"atan2__float64_zero_dim__int8_dimensioned", kArgs698, kOutcomes25},
    {"atan2__float64_zero_dim__int16_dimensioned", kArgs699, kOutcomes25},
    {"atan2__float64_zero_dim__int32_dimensioned", kArgs700, kOutcomes25},
    {"atan2__float64_zero_dim__int64_dimensioned", kArgs701, kOutcomes25},
    {"atan2__float64_zero_dim__float16_dimensioned", kArgs702, kOutcomes20},
    {"atan2__float64_zero_dim__bfloat16_dimensioned", kArgs703, kOutcomes22},
    {"atan2__float64_zero_dim__float32_dimensioned", kArgs704, kOutcomes13},
    {"atan2__float64_zero_dim__float64_dimensioned", kArgs705, kOutcomes25},
    {"atan2__float64_zero_dim__complex32_dimensioned", kArgs706, kOutcomes28},
    {"atan2__float64_zero_dim__complex64_dimensioned", kArgs707, kOutcomes31},
    {"atan2__float64_zero_dim__complex128_dimensioned", kArgs708, kOutcomes34},
    {"atan2__float64_zero_dim__bool_zero_dim", kArgs709, kOutcomes445},
    {"atan2__float64_zero_dim__uint8_zero_dim", kArgs710, kOutcomes445},
    {"atan2__float64_zero_dim__int8_zero_dim", kArgs711, kOutcomes445},
    {"atan2__float64_zero_dim__int16_zero_dim", kArgs712, kOutcomes445},
    {"atan2__float64_zero_dim__int32_zero_dim", kArgs713, kOutcomes445},
    {"atan2__float64_zero_dim__int64_zero_dim", kArgs714, kOutcomes445},
    {"atan2__float64_zero_dim__float16_zero_dim", kArgs715, kOutcomes445},
    {"atan2__float64_zero_dim__bfloat16_zero_dim", kArgs716, kOutcomes445},
    {"atan2__float64_zero_dim__float32_zero_dim", kArgs717, kOutcomes445},
    {"atan2__float64_zero_dim__float64_zero_dim", kArgs718, kOutcomes445},
    {"atan2__float64_zero_dim__complex32_zero_dim", kArgs719, kOutcomes34},
    {"atan2__float64_zero_dim__complex64_zero_dim", kArgs720, kOutcomes34},
    {"atan2__float64_zero_dim__complex128_zero_dim", kArgs721, kOutcomes34},
    {"atan2__float64_zero_dim__bool_scalar", kArgs722, kOutcomes723},
    {"atan2__float64_zero_dim__int_scalar", kArgs724, kOutcomes723},
    {"atan2__float64_zero_dim__float_scalar", kArgs725, kOutcomes723},
    {"atan2__float64_zero_dim__complex_scalar", kArgs726, kOutcomes328},
    {"atan2__complex32_zero_dim__bool_dimensioned", kArgs727, kOutcomes28},
    {"atan2__complex32_zero_dim__uint8_dimensioned", kArgs728, kOutcomes28},
    {"atan2__complex32_zero_dim__int8_dimensioned", kArgs729, kOutcomes28},
    {"atan2__complex32_zero_dim__int16_dimensioned", kArgs730, kOutcomes28},
    {"atan2__complex32_zero_dim__int32_dimensioned", kArgs731, kOutcomes28},
    {"atan2__complex32_zero_dim__int64_dimensioned", kArgs732, kOutcomes28},
    {"atan2__complex32_zero_dim__float16_dimensioned", kArgs733, kOutcomes28},
    {"atan2__complex32_zero_dim__bfloat16_dimensioned", kArgs734, kOutcomes31},
    {"atan2__complex32_zero_dim__float32_dimensioned", kArgs735, kOutcomes31},
    {"atan2__complex32_zero_dim__float64_dimensioned", kArgs736, kOutcomes34},
    {"atan2__complex32_zero_dim__complex32_dimensioned", kArgs737, kOutcomes28},
    {"atan2__complex32_zero_dim__complex64_dimensioned", kArgs738, kOutcomes31},
    {"atan2__complex32_zero_dim__complex128_dimensioned", kArgs739, kOutcomes34},
    {"atan2__complex32_zero_dim__bool_zero_dim", kArgs740, kOutcomes28},
    {"atan2__complex32_zero_dim__uint8_zero_dim", kArgs741, kOutcomes28},
    {"atan2__complex32_zero_dim__int8_zero_dim", kArgs742, kOutcomes28},
    {"atan2__complex32_zero_dim__int16_zero_dim", kArgs743, kOutcomes28},
    {"atan2__complex32_zero_dim__int32_zero_dim", kArgs744, kOutcomes28},
    {"atan2__complex32_zero_dim__int64_zero_dim", kArgs745, kOutcomes28},
    {"atan2__complex32_zero_dim__float16_zero_dim", kArgs746, kOutcomes28},
    {"atan2__complex32_zero_dim__bfloat16_zero_dim", kArgs747, kOutcomes31},
    {"atan2__complex32_zero_dim__float32_zero_dim", kArgs748, kOutcomes31},
    {"atan2__complex32_zero_dim__float64_zero_dim", kArgs749, kOutcomes34},
    {"atan2__complex32_zero_dim__complex32_zero_dim", kArgs750, kOutcomes28},
    {"atan2__complex32_zero_dim__complex64_zero_dim", kArgs751, kOutcomes31},
    {"atan2__complex32_zero_dim__complex128_zero_dim", kArgs752, kOutcomes34},
    {"atan2__complex32_zero_dim__bool_scalar", kArgs753, kOutcomes235},
    {"atan2__complex32_zero_dim__int_scalar", kArgs754, kOutcomes235},
    {"atan2__complex32_zero_dim__float_scalar", kArgs755, kOutcomes235},
    {"atan2__complex32_zero_dim__complex_scalar", kArgs756, kOutcomes235},
    {"atan2__complex64_zero_dim__bool_dimensioned", kArgs757, kOutcomes31},
    {"atan2__complex64_zero_dim__uint8_dimensioned", kArgs758, kOutcomes31},
    {"atan2__complex64_zero_dim__int8_dimensioned", kArgs759, kOutcomes31},
    {"atan2__complex64_zero_dim__int16_dimensioned", kArgs760, kOutcomes31},
    {"atan2__complex64_zero_dim__int32_dimensioned", kArgs761, kOutcomes31},
    {"atan2__complex64_zero_dim__int64_dimensioned", kArgs762, kOutcomes31},
    {"atan2__complex64_zero_dim__float16_dimensioned", kArgs763, kOutcomes28},
    {"atan2__complex64_zero_dim__bfloat16_dimensioned", kArgs764, kOutcomes31},
    {"atan2__complex64_zero_dim__float32_dimensioned", kArgs765, kOutcomes31},
    {"atan2__complex64_zero_dim__float64_dimensioned", kArgs766, kOutcomes34},
    {"atan2__complex64_zero_dim__complex32_dimensioned", kArgs767, kOutcomes28},
    {"atan2__complex64_zero_dim__complex64_dimensioned", kArgs768, kOutcomes31},
    {"atan2__complex64_zero_dim__complex128_dimensioned", kArgs769, kOutcomes34},
    {"atan2__complex64_zero_dim__bool_zero_dim", kArgs770, kOutcomes31},
    {"atan2__complex64_zero_dim__uint8_zero_dim", kArgs771, kOutcomes31},
    {"atan2__complex64_zero_dim__int8_zero_dim", kArgs772, kOutcomes31},
    {"atan2__complex64_zero_dim__int16_zero_dim", kArgs773, kOutcomes31},
    {"atan2__complex64_zero_dim__int32_zero_dim", kArgs774, kOutcomes31},
    {"atan2__complex64_zero_dim__int64_zero_dim", kArgs775, kOutcomes31},
    {"atan2__complex64_zero_dim__float16_zero_dim", kArgs776, kOutcomes31},
    {"atan2__complex64_zero_dim__bfloat16_zero_dim", kArgs777, kOutcomes31},
    {"atan2__complex64_zero_dim__float32_zero_dim", kArgs778, kOutcomes31},
    {"atan2__complex64_zero_dim__float64_zero_dim", kArgs779, kOutcomes34},
    {"atan2__complex64_zero_dim__complex32_zero_dim", kArgs780, kOutcomes31},
    {"atan2__complex64_zero_dim__complex64_zero_dim", kArgs781, kOutcomes31},
    {"atan2__complex64_zero_dim__complex128_zero_dim", kArgs782, kOutcomes34},
    {"atan2__complex64_zero_dim__bool_scalar", kArgs783, kOutcomes53},
    {"atan2__complex64_zero_dim__int_scalar", kArgs784, kOutcomes53},
    {"atan2__complex64_zero_dim__float_scalar", kArgs785, kOutcomes53},
    {"atan2__complex64_zero_dim__complex_scalar", kArgs786, kOutcomes53},
    {"atan2__complex128_zero_dim__bool_dimensioned", kArgs787, kOutcomes34},
    {"atan2__complex128_zero_dim__uint8_dimensioned", kArgs788, kOutcomes34},
    {"atan2__complex128_zero_dim__int8_dimensioned", kArgs789, kOutcomes34},
    {"atan2__complex128_zero_dim__int16_dimensioned", kArgs790, kOutcomes34},
    {"atan2__complex128_zero_dim__int32_dimensioned", kArgs791, kOutcomes34},
    {"atan2__complex128_zero_dim__int64_dimensioned", kArgs792, kOutcomes34},
    {"atan2__complex128_zero_dim__float16_dimensioned", kArgs793, kOutcomes28},
    {"atan2__complex128_zero_dim__bfloat16_dimensioned", kArgs794, kOutcomes31},
    {"atan2__complex128_zero_dim__float32_dimensioned", kArgs795, kOutcomes31},
    {"atan2__complex128_zero_dim__float64_dimensioned", kArgs796, kOutcomes34},
    {"atan2__complex128_zero_dim__complex32_dimensioned", kArgs797, kOutcomes28},
    {"atan2__complex128_zero_dim__complex64_dimensioned", kArgs798, kOutcomes31},
    {"atan2__complex128_zero_dim__complex128_dimensioned", kArgs799, kOutcomes34},
    {"atan2__complex128_zero_dim__bool_zero_dim", kArgs800, kOutcomes34},
    {"atan2__complex128_zero_dim__uint8_zero_dim", kArgs801, kOutcomes34},
    {"atan2__complex128_zero_dim__int8_zero_dim", kArgs802, kOutcomes34},
    {"atan2__complex128_zero_dim__int16_zero_dim", kArgs803, kOutcomes34},
    {"atan2__complex128_zero_dim__int32_zero_dim", kArgs804, kOutcomes34},
    {"atan2__complex128_zero_dim__int64_zero_dim", kArgs805, kOutcomes34},
    {"atan2__complex128_zero_dim__float16_zero_dim", kArgs806, kOutcomes34},
    {"atan2__complex128_zero_dim__bfloat16_zero_dim", kArgs807, kOutcomes34},
    {"atan2__complex128_zero_dim__float32_zero_dim", kArgs808, kOutcomes34},
    {"atan2__complex128_zero_dim__float64_zero_dim", kArgs809, kOutcomes34},
    {"atan2__complex128_zero_dim__complex32_zero_dim", kArgs810, kOutcomes34},
    {"atan2__complex128_zero_dim__complex64_zero_dim", kArgs811, kOutcomes34},
    {"atan2__complex128_zero_dim__complex128_zero_dim", kArgs812, kOutcomes34},
    {"atan2__complex128_zero_dim__bool_scalar", kArgs813, kOutcomes328},
    {"atan2__complex128_zero_dim__int_scalar", kArgs814, kOutcomes328},
    {"atan2__complex128_zero_dim__float_scalar", kArgs815, kOutcomes328},
    {"atan2__complex128_zero_dim__complex_scalar", kArgs816, kOutcomes328},
};
constexpr ErrorSpec kError817 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes818[] = {call(2).raises(&kError817)};
constexpr ErrorSpec kError819 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes820[] = {call(2).raises(&kError819)};
constexpr ErrorSpec kError821 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes822[] = {call(2).raises(&kError821)};
constexpr ErrorSpec kError823 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes824[] = {call(2).raises(&kError823)};
constexpr ErrorSpec kError825 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes826[] = {call(2).raises(&kError825)};
constexpr ErrorSpec kError827 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes828[] = {call(2).raises(&kError827)};
constexpr ErrorSpec kError829 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes830[] = {call(2).raises(&kError829)};
constexpr Outcome kOutcomes831[] = {call(6).raises(&kError817)};
constexpr Outcome kOutcomes832[] = {call(6).raises(&kError827)};
constexpr ErrorSpec kError833 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes834[] = {call(2).raises(&kError833)};
constexpr ErrorSpec kError835 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes836[] = {call(2).raises(&kError835)};
constexpr ErrorSpec kError837 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes838[] = {call(2).raises(&kError837)};
constexpr ErrorSpec kError839 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes840[] = {call(2).raises(&kError839)};
constexpr ErrorSpec kError841 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes842[] = {call(2).raises(&kError841)};
constexpr ErrorSpec kError843 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes844[] = {call(2).raises(&kError843)};
constexpr ErrorSpec kError845 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes846[] = {call(2).raises(&kError845)};
constexpr Outcome kOutcomes847[] = {call(6).raises(&kError833)};
constexpr Outcome kOutcomes848[] = {call(6).raises(&kError843)};
constexpr ErrorSpec kError849 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes850[] = {call(2).raises(&kError849)};
constexpr ErrorSpec kError851 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes852[] = {call(2).raises(&kError851)};
constexpr ErrorSpec kError853 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes854[] = {call(2).raises(&kError853)};
constexpr ErrorSpec kError855 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes856[] = {call(2).raises(&kError855)};
constexpr ErrorSpec kError857 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes858[] = {call(2).raises(&kError857)};
constexpr ErrorSpec kError859 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes860[] = {call(2).raises(&kError859)};
constexpr ErrorSpec kError861 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes862[] = {call(2).raises(&kError861)};
constexpr Outcome kOutcomes863[] = {call(6).raises(&kError849)};
constexpr Outcome kOutcomes864[] = {call(6).raises(&kError859)};
constexpr ErrorSpec kError865 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes866[] = {call(2).raises(&kError865)};
constexpr ErrorSpec kError867 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes868[] = {call(2).raises(&kError867)};
constexpr ErrorSpec kError869 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes870[] = {call(2).raises(&kError869)};
constexpr ErrorSpec kError871 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes872[] = {call(2).raises(&kError871)};
constexpr ErrorSpec kError873 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes874[] = {call(2).raises(&kError873)};
constexpr ErrorSpec kError875 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes876[] = {call(2).raises(&kError875)};
constexpr ErrorSpec kError877 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes878[] = {call(2).raises(&kError877)};
constexpr Outcome kOutcomes879[] = {call(6).raises(&kError865)};
constexpr Outcome kOutcomes880[] = {call(6).raises(&kError875)};
constexpr ErrorSpec kError881 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes882[] = {call(2).raises(&kError881)};
constexpr ErrorSpec kError883 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes884[] = {call(2).raises(&kError883)};
constexpr ErrorSpec kError885 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes886[] = {call(2).raises(&kError885)};
constexpr ErrorSpec kError887 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes888[] = {call(2).raises(&kError887)};
constexpr ErrorSpec kError889 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes890[] = {call(2).raises(&kError889)};
constexpr ErrorSpec kError891 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes892[] = {call(2).raises(&kError891)};
constexpr ErrorSpec kError893 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes894[] = {call(2).raises(&kError893)};
constexpr Outcome kOutcomes895[] = {call(6).raises(&kError881)};
constexpr Outcome kOutcomes896[] = {call(6).raises(&kError891)};
constexpr ErrorSpec kError897 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes898[] = {call(2).raises(&kError897)};
constexpr ErrorSpec kError899 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes900[] = {call(2).raises(&kError899)};
constexpr ErrorSpec kError901 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes902[] = {call(2).raises(&kError901)};
constexpr ErrorSpec kError903 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes904[] = {call(2).raises(&kError903)};
constexpr ErrorSpec kError905 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes906[] = {call(2).raises(&kError905)};
constexpr ErrorSpec kError907 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes908[] = {call(2).raises(&kError907)};
constexpr ErrorSpec kError909 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes910[] = {call(2).raises(&kError909)};
constexpr Outcome kOutcomes911[] = {call(6).raises(&kError897)};
constexpr Outcome kOutcomes912[] = {call(6).raises(&kError907)};
constexpr Outcome kOutcomes913[] = {call(2).dtype(kHalf).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError914 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes915[] = {call(2).raises(&kError914)};
constexpr ErrorSpec kError916 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes917[] = {call(2).raises(&kError916)};
constexpr ErrorSpec kError918 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes919[] = {call(2).raises(&kError918)};
constexpr Outcome kOutcomes920[] = {call(6).dtype(kHalf).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes921[] = {call(6).raises(&kError914)};
constexpr Outcome kOutcomes922[] = {call(2).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError923 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes924[] = {call(2).raises(&kError923)};
constexpr ErrorSpec kError925 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes926[] = {call(2).raises(&kError925)};
constexpr Outcome kOutcomes927[] = {call(6).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes928[] = {call(6).raises(&kError923)};
constexpr Outcome kOutcomes929[] = {call(2).dtype(kFloat).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError930 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes931[] = {call(2).raises(&kError930)};
constexpr ErrorSpec kError932 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes933[] = {call(2).raises(&kError932)};
constexpr Outcome kOutcomes934[] = {call(6).dtype(kFloat).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes935[] = {call(6).raises(&kError930)};
constexpr Outcome kOutcomes936[] = {call(2).dtype(kDouble).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError937 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes938[] = {call(2).raises(&kError937)};
constexpr Outcome kOutcomes939[] = {call(6).dtype(kDouble).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes940[] = {call(6).raises(&kError937)};
constexpr Outcome kOutcomes941[] = {call(2).raises(&kError27)};
constexpr Outcome kOutcomes942[] = {call(2).raises(&kError30)};
constexpr Outcome kOutcomes943[] = {call(2).raises(&kError33)};
constexpr Outcome kOutcomes944[] = {call(6).raises(&kError27)};
constexpr Outcome kOutcomes945[] = {call(6).raises(&kError30)};
constexpr Outcome kOutcomes946[] = {call(6).raises(&kError33)};
constexpr ArgSpec kOut947 = tensor_spec(kBool, kInts11);
constexpr Outcome kOutcomes948[] = {call(3).out_tensor(&kOut947).raises(&kError819)};
constexpr ArgSpec kOut949 = tensor_spec(kUInt8, kInts11);
constexpr Outcome kOutcomes950[] = {call(3).out_tensor(&kOut949).raises(&kError835)};
constexpr ArgSpec kOut951 = tensor_spec(kInt8, kInts11);
constexpr Outcome kOutcomes952[] = {call(3).out_tensor(&kOut951).raises(&kError851)};
constexpr ArgSpec kOut953 = tensor_spec(kInt16, kInts11);
constexpr Outcome kOutcomes954[] = {call(3).out_tensor(&kOut953).raises(&kError867)};
constexpr ArgSpec kOut955 = tensor_spec(kInt32, kInts11);
constexpr Outcome kOutcomes956[] = {call(3).out_tensor(&kOut955).raises(&kError883)};
constexpr ArgSpec kOut957 = tensor_spec(kInt64, kInts11);
constexpr Outcome kOutcomes958[] = {call(3).out_tensor(&kOut957).raises(&kError899)};
constexpr ArgSpec kOut959 = tensor_spec(kHalf, kInts11);
constexpr Outcome kOutcomes960[] = {call(3).out_tensor(&kOut959).dtype(kHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut961 = tensor_spec(kBFloat16, kInts11);
constexpr Outcome kOutcomes962[] = {call(3).out_tensor(&kOut961).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut963 = tensor_spec(kFloat, kInts11);
constexpr Outcome kOutcomes964[] = {call(3).out_tensor(&kOut963).dtype(kFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut965 = tensor_spec(kDouble, kInts11);
constexpr Outcome kOutcomes966[] = {call(3).out_tensor(&kOut965).dtype(kDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut967 = tensor_spec(kComplexHalf, kInts11);
constexpr Outcome kOutcomes968[] = {call(3).out_tensor(&kOut967).dtype(kComplexHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut969 = tensor_spec(kComplexFloat, kInts11);
constexpr Outcome kOutcomes970[] = {call(3).out_tensor(&kOut969).dtype(kComplexFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut971 = tensor_spec(kComplexDouble, kInts11);
constexpr Outcome kOutcomes972[] = {call(3).out_tensor(&kOut971).dtype(kComplexDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes973[] = {call(3).out_tensor(&kOut947).raises(&kError821)};
constexpr Outcome kOutcomes974[] = {call(3).out_tensor(&kOut949).raises(&kError837)};
constexpr Outcome kOutcomes975[] = {call(3).out_tensor(&kOut951).raises(&kError853)};
constexpr Outcome kOutcomes976[] = {call(3).out_tensor(&kOut953).raises(&kError869)};
constexpr Outcome kOutcomes977[] = {call(3).out_tensor(&kOut955).raises(&kError885)};
constexpr Outcome kOutcomes978[] = {call(3).out_tensor(&kOut957).raises(&kError901)};
constexpr Outcome kOutcomes979[] = {call(3).out_tensor(&kOut947).raises(&kError817)};
constexpr Outcome kOutcomes980[] = {call(3).out_tensor(&kOut949).raises(&kError833)};
constexpr Outcome kOutcomes981[] = {call(3).out_tensor(&kOut951).raises(&kError849)};
constexpr Outcome kOutcomes982[] = {call(3).out_tensor(&kOut953).raises(&kError865)};
constexpr Outcome kOutcomes983[] = {call(3).out_tensor(&kOut955).raises(&kError881)};
constexpr Outcome kOutcomes984[] = {call(3).out_tensor(&kOut957).raises(&kError897)};
constexpr Outcome kOutcomes985[] = {call(3).out_tensor(&kOut947).raises(&kError823)};
constexpr Outcome kOutcomes986[] = {call(3).out_tensor(&kOut949).raises(&kError839)};
constexpr Outcome kOutcomes987[] = {call(3).out_tensor(&kOut951).raises(&kError855)};
constexpr Outcome kOutcomes988[] = {call(3).out_tensor(&kOut953).raises(&kError871)};
constexpr Outcome kOutcomes989[] = {call(3).out_tensor(&kOut955).raises(&kError887)};
constexpr Outcome kOutcomes990[] = {call(3).out_tensor(&kOut957).raises(&kError903)};
constexpr Case kCasts[] = {
    {"atan2__inplace__bool_dimensioned__bool_dimensioned", kArgs12, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__uint8_dimensioned", kArgs14, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__int8_dimensioned", kArgs15, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__int16_dimensioned", kArgs16, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__int32_dimensioned", kArgs17, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__int64_dimensioned", kArgs18, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__float16_dimensioned", kArgs19, kOutcomes820},
    {"atan2__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs21, kOutcomes822},
    {"atan2__inplace__bool_dimensioned__float32_dimensioned", kArgs23, kOutcomes818},
    {"atan2__inplace__bool_dimensioned__float64_dimensioned", kArgs24, kOutcomes824},
    {"atan2__inplace__bool_dimensioned__complex32_dimensioned", kArgs26, kOutcomes826},
    {"atan2__inplace__bool_dimensioned__complex64_dimensioned", kArgs29, kOutcomes828},
    {"atan2__inplace__bool_dimensioned__complex128_dimensioned", kArgs32, kOutcomes830},
    {"atan2__inplace__bool_dimensioned__bool_scalar", kArgs48, kOutcomes831},
    {"atan2__inplace__bool_dimensioned__int_scalar", kArgs50, kOutcomes831},
    {"atan2__inplace__bool_dimensioned__float_scalar", kArgs51, kOutcomes831},
    {"atan2__inplace__bool_dimensioned__complex_scalar", kArgs52, kOutcomes832},
    {"atan2__inplace__uint8_dimensioned__bool_dimensioned", kArgs54, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__uint8_dimensioned", kArgs55, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__int8_dimensioned", kArgs56, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__int16_dimensioned", kArgs57, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__int32_dimensioned", kArgs58, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__int64_dimensioned", kArgs59, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__float16_dimensioned", kArgs60, kOutcomes836},
    {"atan2__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs61, kOutcomes838},
    {"atan2__inplace__uint8_dimensioned__float32_dimensioned", kArgs62, kOutcomes834},
    {"atan2__inplace__uint8_dimensioned__float64_dimensioned", kArgs63, kOutcomes840},
    {"atan2__inplace__uint8_dimensioned__complex32_dimensioned", kArgs64, kOutcomes842},
    {"atan2__inplace__uint8_dimensioned__complex64_dimensioned", kArgs65, kOutcomes844},
    {"atan2__inplace__uint8_dimensioned__complex128_dimensioned", kArgs66, kOutcomes846},
    {"atan2__inplace__uint8_dimensioned__bool_scalar", kArgs80, kOutcomes847},
    {"atan2__inplace__uint8_dimensioned__int_scalar", kArgs81, kOutcomes847},
    {"atan2__inplace__uint8_dimensioned__float_scalar", kArgs82, kOutcomes847},
    {"atan2__inplace__uint8_dimensioned__complex_scalar", kArgs83, kOutcomes848},
    {"atan2__inplace__int8_dimensioned__bool_dimensioned", kArgs84, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__uint8_dimensioned", kArgs85, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__int8_dimensioned", kArgs86, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__int16_dimensioned", kArgs87, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__int32_dimensioned", kArgs88, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__int64_dimensioned", kArgs89, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__float16_dimensioned", kArgs90, kOutcomes852},
    {"atan2__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs91, kOutcomes854},
    {"atan2__inplace__int8_dimensioned__float32_dimensioned", kArgs92, kOutcomes850},
    {"atan2__inplace__int8_dimensioned__float64_dimensioned", kArgs93, kOutcomes856},
    {"atan2__inplace__int8_dimensioned__complex32_dimensioned", kArgs94, kOutcomes858},
    {"atan2__inplace__int8_dimensioned__complex64_dimensioned", kArgs95, kOutcomes860},
    {"atan2__inplace__int8_dimensioned__complex128_dimensioned", kArgs96, kOutcomes862},
    {"atan2__inplace__int8_dimensioned__bool_scalar", kArgs110, kOutcomes863},
    {"atan2__inplace__int8_dimensioned__int_scalar", kArgs111, kOutcomes863},
    {"atan2__inplace__int8_dimensioned__float_scalar", kArgs112, kOutcomes863},
    {"atan2__inplace__int8_dimensioned__complex_scalar", kArgs113, kOutcomes864},
    {"atan2__inplace__int16_dimensioned__bool_dimensioned", kArgs114, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__uint8_dimensioned", kArgs115, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__int8_dimensioned", kArgs116, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__int16_dimensioned", kArgs117, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__int32_dimensioned", kArgs118, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__int64_dimensioned", kArgs119, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__float16_dimensioned", kArgs120, kOutcomes868},
    {"atan2__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs121, kOutcomes870},
    {"atan2__inplace__int16_dimensioned__float32_dimensioned", kArgs122, kOutcomes866},
    {"atan2__inplace__int16_dimensioned__float64_dimensioned", kArgs123, kOutcomes872},
    {"atan2__inplace__int16_dimensioned__complex32_dimensioned", kArgs124, kOutcomes874},
    {"atan2__inplace__int16_dimensioned__complex64_dimensioned", kArgs125, kOutcomes876},
    {"atan2__inplace__int16_dimensioned__complex128_dimensioned", kArgs126, kOutcomes878},
    {"atan2__inplace__int16_dimensioned__bool_scalar", kArgs140, kOutcomes879},
    {"atan2__inplace__int16_dimensioned__int_scalar", kArgs141, kOutcomes879},
    {"atan2__inplace__int16_dimensioned__float_scalar", kArgs142, kOutcomes879},
    {"atan2__inplace__int16_dimensioned__complex_scalar", kArgs143, kOutcomes880},
    {"atan2__inplace__int32_dimensioned__bool_dimensioned", kArgs144, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__uint8_dimensioned", kArgs145, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__int8_dimensioned", kArgs146, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__int16_dimensioned", kArgs147, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__int32_dimensioned", kArgs148, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__int64_dimensioned", kArgs149, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__float16_dimensioned", kArgs150, kOutcomes884},
    {"atan2__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs151, kOutcomes886},
    {"atan2__inplace__int32_dimensioned__float32_dimensioned", kArgs152, kOutcomes882},
    {"atan2__inplace__int32_dimensioned__float64_dimensioned", kArgs153, kOutcomes888},
    {"atan2__inplace__int32_dimensioned__complex32_dimensioned", kArgs154, kOutcomes890},
    {"atan2__inplace__int32_dimensioned__complex64_dimensioned", kArgs155, kOutcomes892},
    {"atan2__inplace__int32_dimensioned__complex128_dimensioned", kArgs156, kOutcomes894},
    {"atan2__inplace__int32_dimensioned__bool_scalar", kArgs170, kOutcomes895},
    {"atan2__inplace__int32_dimensioned__int_scalar", kArgs171, kOutcomes895},
    {"atan2__inplace__int32_dimensioned__float_scalar", kArgs172, kOutcomes895},
    {"atan2__inplace__int32_dimensioned__complex_scalar", kArgs173, kOutcomes896},
    {"atan2__inplace__int64_dimensioned__bool_dimensioned", kArgs174, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__uint8_dimensioned", kArgs175, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__int8_dimensioned", kArgs176, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__int16_dimensioned", kArgs177, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__int32_dimensioned", kArgs178, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__int64_dimensioned", kArgs179, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__float16_dimensioned", kArgs180, kOutcomes900},
    {"atan2__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs181, kOutcomes902},
    {"atan2__inplace__int64_dimensioned__float32_dimensioned", kArgs182, kOutcomes898},
    {"atan2__inplace__int64_dimensioned__float64_dimensioned", kArgs183, kOutcomes904},
    {"atan2__inplace__int64_dimensioned__complex32_dimensioned", kArgs184, kOutcomes906},
    {"atan2__inplace__int64_dimensioned__complex64_dimensioned", kArgs185, kOutcomes908},
    {"atan2__inplace__int64_dimensioned__complex128_dimensioned", kArgs186, kOutcomes910},
    {"atan2__inplace__int64_dimensioned__bool_scalar", kArgs200, kOutcomes911},
    {"atan2__inplace__int64_dimensioned__int_scalar", kArgs201, kOutcomes911},
    {"atan2__inplace__int64_dimensioned__float_scalar", kArgs202, kOutcomes911},
    {"atan2__inplace__int64_dimensioned__complex_scalar", kArgs203, kOutcomes912},
    {"atan2__inplace__float16_dimensioned__bool_dimensioned", kArgs204, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__uint8_dimensioned", kArgs205, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__int8_dimensioned", kArgs206, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__int16_dimensioned", kArgs207, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__int32_dimensioned", kArgs208, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__int64_dimensioned", kArgs209, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__float16_dimensioned", kArgs210, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs211, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__float32_dimensioned", kArgs212, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__float64_dimensioned", kArgs213, kOutcomes913},
    {"atan2__inplace__float16_dimensioned__complex32_dimensioned", kArgs214, kOutcomes915},
    {"atan2__inplace__float16_dimensioned__complex64_dimensioned", kArgs215, kOutcomes917},
    {"atan2__inplace__float16_dimensioned__complex128_dimensioned", kArgs216, kOutcomes919},
    {"atan2__inplace__float16_dimensioned__bool_scalar", kArgs230, kOutcomes920},
    {"atan2__inplace__float16_dimensioned__int_scalar", kArgs232, kOutcomes920},
    {"atan2__inplace__float16_dimensioned__float_scalar", kArgs233, kOutcomes920},
    {"atan2__inplace__float16_dimensioned__complex_scalar", kArgs234, kOutcomes921},
    {"atan2__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs236, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs237, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs238, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs239, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs240, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs241, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs242, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs243, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs244, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs245, kOutcomes922},
    {"atan2__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs246, kOutcomes924},
    {"atan2__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs247, kOutcomes924},
    {"atan2__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs248, kOutcomes926},
    {"atan2__inplace__bfloat16_dimensioned__bool_scalar", kArgs262, kOutcomes927},
    {"atan2__inplace__bfloat16_dimensioned__int_scalar", kArgs264, kOutcomes927},
    {"atan2__inplace__bfloat16_dimensioned__float_scalar", kArgs265, kOutcomes927},
    {"atan2__inplace__bfloat16_dimensioned__complex_scalar", kArgs266, kOutcomes928},
    {"atan2__inplace__float32_dimensioned__bool_dimensioned", kArgs267, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__uint8_dimensioned", kArgs268, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__int8_dimensioned", kArgs269, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__int16_dimensioned", kArgs270, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__int32_dimensioned", kArgs271, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__int64_dimensioned", kArgs272, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__float16_dimensioned", kArgs273, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs274, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__float32_dimensioned", kArgs275, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__float64_dimensioned", kArgs276, kOutcomes929},
    {"atan2__inplace__float32_dimensioned__complex32_dimensioned", kArgs277, kOutcomes931},
    {"atan2__inplace__float32_dimensioned__complex64_dimensioned", kArgs278, kOutcomes931},
    {"atan2__inplace__float32_dimensioned__complex128_dimensioned", kArgs279, kOutcomes933},
    {"atan2__inplace__float32_dimensioned__bool_scalar", kArgs293, kOutcomes934},
    {"atan2__inplace__float32_dimensioned__int_scalar", kArgs294, kOutcomes934},
    {"atan2__inplace__float32_dimensioned__float_scalar", kArgs295, kOutcomes934},
    {"atan2__inplace__float32_dimensioned__complex_scalar", kArgs296, kOutcomes935},
    {"atan2__inplace__float64_dimensioned__bool_dimensioned", kArgs297, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__uint8_dimensioned", kArgs298, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__int8_dimensioned", kArgs299, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__int16_dimensioned", kArgs300, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__int32_dimensioned", kArgs301, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__int64_dimensioned", kArgs302, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__float16_dimensioned", kArgs303, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs304, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__float32_dimensioned", kArgs305, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__float64_dimensioned", kArgs306, kOutcomes936},
    {"atan2__inplace__float64_dimensioned__complex32_dimensioned", kArgs307, kOutcomes938},
    {"atan2__inplace__float64_dimensioned__complex64_dimensioned", kArgs308, kOutcomes938},
    {"atan2__inplace__float64_dimensioned__complex128_dimensioned", kArgs309, kOutcomes938},
    {"atan2__inplace__float64_dimensioned__bool_scalar", kArgs323, kOutcomes939},
    {"atan2__inplace__float64_dimensioned__int_scalar", kArgs325, kOutcomes939},
    {"atan2__inplace__float64_dimensioned__float_scalar", kArgs326, kOutcomes939},
    {"atan2__inplace__float64_dimensioned__complex_scalar", kArgs327, kOutcomes940},
    {"atan2__inplace__complex32_dimensioned__bool_dimensioned", kArgs329, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__uint8_dimensioned", kArgs330, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__int8_dimensioned", kArgs331, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__int16_dimensioned", kArgs332, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__int32_dimensioned", kArgs333, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__int64_dimensioned", kArgs334, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__float16_dimensioned", kArgs335, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs336, kOutcomes942},
    {"atan2__inplace__complex32_dimensioned__float32_dimensioned", kArgs337, kOutcomes942},
    {"atan2__inplace__complex32_dimensioned__float64_dimensioned", kArgs338, kOutcomes943},
    {"atan2__inplace__complex32_dimensioned__complex32_dimensioned", kArgs339, kOutcomes941},
    {"atan2__inplace__complex32_dimensioned__complex64_dimensioned", kArgs340, kOutcomes942},
    {"atan2__inplace__complex32_dimensioned__complex128_dimensioned", kArgs341, kOutcomes943},
    {"atan2__inplace__complex32_dimensioned__bool_scalar", kArgs355, kOutcomes944},
    {"atan2__inplace__complex32_dimensioned__int_scalar", kArgs356, kOutcomes944},
    {"atan2__inplace__complex32_dimensioned__float_scalar", kArgs357, kOutcomes944},
    {"atan2__inplace__complex32_dimensioned__complex_scalar", kArgs358, kOutcomes944},
    {"atan2__inplace__complex64_dimensioned__bool_dimensioned", kArgs359, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__uint8_dimensioned", kArgs360, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__int8_dimensioned", kArgs361, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__int16_dimensioned", kArgs362, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__int32_dimensioned", kArgs363, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__int64_dimensioned", kArgs364, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__float16_dimensioned", kArgs365, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs366, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__float32_dimensioned", kArgs367, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__float64_dimensioned", kArgs368, kOutcomes943},
    {"atan2__inplace__complex64_dimensioned__complex32_dimensioned", kArgs369, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__complex64_dimensioned", kArgs370, kOutcomes942},
    {"atan2__inplace__complex64_dimensioned__complex128_dimensioned", kArgs371, kOutcomes943},
    {"atan2__inplace__complex64_dimensioned__bool_scalar", kArgs385, kOutcomes945},
    {"atan2__inplace__complex64_dimensioned__int_scalar", kArgs386, kOutcomes945},
    {"atan2__inplace__complex64_dimensioned__float_scalar", kArgs387, kOutcomes945},
    {"atan2__inplace__complex64_dimensioned__complex_scalar", kArgs388, kOutcomes945},
    {"atan2__inplace__complex128_dimensioned__bool_dimensioned", kArgs389, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__uint8_dimensioned", kArgs390, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__int8_dimensioned", kArgs391, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__int16_dimensioned", kArgs392, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__int32_dimensioned", kArgs393, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__int64_dimensioned", kArgs394, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__float16_dimensioned", kArgs395, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs396, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__float32_dimensioned", kArgs397, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__float64_dimensioned", kArgs398, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__complex32_dimensioned", kArgs399, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__complex64_dimensioned", kArgs400, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__complex128_dimensioned", kArgs401, kOutcomes943},
    {"atan2__inplace__complex128_dimensioned__bool_scalar", kArgs415, kOutcomes946},
    {"atan2__inplace__complex128_dimensioned__int_scalar", kArgs416, kOutcomes946},
    {"atan2__inplace__complex128_dimensioned__float_scalar", kArgs417, kOutcomes946},
    {"atan2__inplace__complex128_dimensioned__complex_scalar", kArgs418, kOutcomes946},
    {"atan2__out__float16__to__bool", kArgs210, kOutcomes948},
    {"atan2__out__float16__to__uint8", kArgs210, kOutcomes950},
    {"atan2__out__float16__to__int8", kArgs210, kOutcomes952},
    {"atan2__out__float16__to__int16", kArgs210, kOutcomes954},
    {"atan2__out__float16__to__int32", kArgs210, kOutcomes956},
    {"atan2__out__float16__to__int64", kArgs210, kOutcomes958},
    {"atan2__out__float16__to__float16", kArgs210, kOutcomes960},
    {"atan2__out__float16__to__bfloat16", kArgs210, kOutcomes962},
    {"atan2__out__float16__to__float32", kArgs210, kOutcomes964},
    {"atan2__out__float16__to__float64", kArgs210, kOutcomes966},
    {"atan2__out__float16__to__complex32", kArgs210, kOutcomes968},
    {"atan2__out__float16__to__complex64", kArgs210, kOutcomes970},
    {"atan2__out__float16__to__complex128", kArgs210, kOutcomes972},
    {"atan2__out__bfloat16__to__bool", kArgs243, kOutcomes973},
    {"atan2__out__bfloat16__to__uint8", kArgs243, kOutcomes974},
    {"atan2__out__bfloat16__to__int8", kArgs243, kOutcomes975},
    {"atan2__out__bfloat16__to__int16", kArgs243, kOutcomes976},
    {"atan2__out__bfloat16__to__int32", kArgs243, kOutcomes977},
    {"atan2__out__bfloat16__to__int64", kArgs243, kOutcomes978},
    {"atan2__out__bfloat16__to__float16", kArgs243, kOutcomes960},
    {"atan2__out__bfloat16__to__bfloat16", kArgs243, kOutcomes962},
    {"atan2__out__bfloat16__to__float32", kArgs243, kOutcomes964},
    {"atan2__out__bfloat16__to__float64", kArgs243, kOutcomes966},
    {"atan2__out__bfloat16__to__complex32", kArgs243, kOutcomes968},
    {"atan2__out__bfloat16__to__complex64", kArgs243, kOutcomes970},
    {"atan2__out__bfloat16__to__complex128", kArgs243, kOutcomes972},
    {"atan2__out__float32__to__bool", kArgs275, kOutcomes979},
    {"atan2__out__float32__to__uint8", kArgs275, kOutcomes980},
    {"atan2__out__float32__to__int8", kArgs275, kOutcomes981},
    {"atan2__out__float32__to__int16", kArgs275, kOutcomes982},
    {"atan2__out__float32__to__int32", kArgs275, kOutcomes983},
    {"atan2__out__float32__to__int64", kArgs275, kOutcomes984},
    {"atan2__out__float32__to__float16", kArgs275, kOutcomes960},
    {"atan2__out__float32__to__bfloat16", kArgs275, kOutcomes962},
    {"atan2__out__float32__to__float32", kArgs275, kOutcomes964},
    {"atan2__out__float32__to__float64", kArgs275, kOutcomes966},
    {"atan2__out__float32__to__complex32", kArgs275, kOutcomes968},
    {"atan2__out__float32__to__complex64", kArgs275, kOutcomes970},
    {"atan2__out__float32__to__complex128", kArgs275, kOutcomes972},
    {"atan2__out__float64__to__bool", kArgs306, kOutcomes985},
    {"atan2__out__float64__to__uint8", kArgs306, kOutcomes986},
    {"atan2__out__float64__to__int8", kArgs306, kOutcomes987},
    {"atan2__out__float64__to__int16", kArgs306, kOutcomes988},
    {"atan2__out__float64__to__int32", kArgs306, kOutcomes989},
    {"atan2__out__float64__to__int64", kArgs306, kOutcomes990},
    {"atan2__out__float64__to__float16", kArgs306, kOutcomes960},
    {"atan2__out__float64__to__bfloat16", kArgs306, kOutcomes962},
    {"atan2__out__float64__to__float32", kArgs306, kOutcomes964},
    {"atan2__out__float64__to__float64", kArgs306, kOutcomes966},
    {"atan2__out__float64__to__complex32", kArgs306, kOutcomes968},
    {"atan2__out__float64__to__complex64", kArgs306, kOutcomes970},
    {"atan2__out__float64__to__complex128", kArgs306, kOutcomes972},
};
constexpr int64_t kInts991[] = {2, 3};
constexpr int64_t kInts992[] = {3};
constexpr ArgSpec kArgs993[] = {tensor_spec(kFloat, kInts991), tensor_spec(kFloat, kInts992)};
constexpr Outcome kOutcomes994[] = {call(0).shape(kInts991)};
constexpr ArgSpec kArgs995[] = {tensor_spec(kFloat, kInts992), tensor_spec(kFloat, kInts991)};
constexpr int64_t kInts996[] = {2, 1};
constexpr int64_t kInts997[] = {1, 3};
constexpr ArgSpec kArgs998[] = {tensor_spec(kFloat, kInts996), tensor_spec(kFloat, kInts997)};
constexpr ArgSpec kArgs999[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts991)};
constexpr ArgSpec kArgs1000[] = {tensor_spec(kFloat, kInts991), tensor_spec(kFloat)};
constexpr int64_t kInts1001[] = {0, 3};
constexpr ArgSpec kArgs1002[] = {tensor_spec(kFloat, kInts1001), tensor_spec(kFloat, kInts997)};
constexpr Outcome kOutcomes1003[] = {call(0).shape(kInts1001)};
constexpr int64_t kInts1004[] = {4, 1, 3};
constexpr ArgSpec kArgs1005[] = {tensor_spec(kFloat, kInts1004), tensor_spec(kFloat, kInts996)};
constexpr int64_t kInts1006[] = {4, 2, 3};
constexpr Outcome kOutcomes1007[] = {call(0).shape(kInts1006)};
constexpr ArgSpec kArgs1008[] = {tensor_spec(kFloat, kInts991), tensor_spec(kFloat, kInts11)};
constexpr ErrorSpec kError1009 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1010[] = {call(0).raises(&kError1009)};
constexpr ArgSpec kArgs1011[] = {tensor_spec(kFloat, kInts5), tensor_spec(kFloat, kInts11)};
constexpr ErrorSpec kError1012 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1013[] = {call(0).raises(&kError1012)};
constexpr int64_t kInts1014[] = {2, 3, 4};
constexpr int64_t kInts1015[] = {3, 1, 5};
constexpr ArgSpec kArgs1016[] = {tensor_spec(kFloat, kInts1014), tensor_spec(kFloat, kInts1015)};
constexpr ErrorSpec kError1017 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1018[] = {call(0).raises(&kError1017)};
constexpr Outcome kOutcomes1019[] = {call(2).shape(kInts991).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1020[] = {tensor_spec(kFloat, kInts991), tensor_spec(kFloat, kInts997)};
constexpr ErrorSpec kError1021 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1022[] = {call(2).raises(&kError1021)};
constexpr ArgSpec kArgs1023[] = {tensor_spec(kFloat, kInts997), tensor_spec(kFloat, kInts991)};
constexpr ErrorSpec kError1024 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1025[] = {call(2).raises(&kError1024)};
constexpr ErrorSpec kError1026 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes1027[] = {call(2).raises(&kError1026)};
constexpr Outcome kOutcomes1028[] = {call(2).raises(&kError1009)};
constexpr ArgSpec kArgs1029[] = {tensor_spec(kFloat, kInts991), tensor_spec(kFloat, kInts991)};
constexpr ArgSpec kOut1030 = tensor_spec(kFloat, kInts991);
constexpr Outcome kOutcomes1031[] = {call(3).out_tensor(&kOut1030).shape(kInts991).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1032[] = {call(3).out_tensor(&kOut6).shape(kInts991).same_as(SameAs::Out)};
constexpr int64_t kInts1033[] = {6};
constexpr ArgSpec kOut1034 = tensor_spec(kFloat, kInts1033);
constexpr Outcome kOutcomes1035[] = {call(3).out_tensor(&kOut1034).shape(kInts991).same_as(SameAs::Out)};
constexpr int64_t kInts1036[] = {3, 2};
constexpr ArgSpec kOut1037 = tensor_spec(kFloat, kInts1036);
constexpr Outcome kOutcomes1038[] = {call(3).out_tensor(&kOut1037).shape(kInts991).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"atan2__broadcast__2x3__3", kArgs993, kOutcomes994},
    {"atan2__broadcast__3__2x3", kArgs995, kOutcomes994},
    {"atan2__broadcast__2x1__1x3", kArgs998, kOutcomes994},
    {"atan2__broadcast__scalar__2x3", kArgs999, kOutcomes994},
    {"atan2__broadcast__2x3__scalar", kArgs1000, kOutcomes994},
    {"atan2__broadcast__0x3__1x3", kArgs1002, kOutcomes1003},
    {"atan2__broadcast__4x1x3__2x1", kArgs1005, kOutcomes1007},
    {"atan2__broadcast__2x3__2", kArgs1008, kOutcomes1010},
    {"atan2__broadcast__0__2", kArgs1011, kOutcomes1013},
    {"atan2__broadcast__2x3x4__3x1x5", kArgs1016, kOutcomes1018},
    {"atan2__inplace__2x3__3", kArgs993, kOutcomes1019},
    {"atan2__inplace__2x3__1x3", kArgs1020, kOutcomes1019},
    {"atan2__inplace__2x3__scalar", kArgs1000, kOutcomes1019},
    {"atan2__inplace__3__2x3", kArgs995, kOutcomes1022},
    {"atan2__inplace__1x3__2x3", kArgs1023, kOutcomes1025},
    {"atan2__inplace__scalar__2", kArgs674, kOutcomes1027},
    {"atan2__inplace__2x3__2", kArgs1008, kOutcomes1028},
    {"atan2__out__2x3", kArgs1029, kOutcomes1031},
    {"atan2__out__0", kArgs1029, kOutcomes1032},
    {"atan2__out__6", kArgs1029, kOutcomes1035},
    {"atan2__out__3x2", kArgs1029, kOutcomes1038},
};
constexpr const char* kNames1039[] = {"N", "C"};
constexpr ArgSpec kArgs1040[] = {tensor_spec(kFloat, kInts991, {}, kNames1039), tensor_spec(kFloat, kInts991, {}, kNames1039)};
constexpr const char* kNames1041[] = {"A", "C"};
constexpr ArgSpec kOut1042 = tensor_spec(kFloat, kInts991, {}, kNames1041);
constexpr ErrorSpec kError1043 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1044[] = {call(0).names(kNames1039), call(3).out_tensor(&kOut6).names(kNames1039).same_as(SameAs::Out), call(3).out_tensor(&kOut1042).raises(&kError1043), call(2).names(kNames1039).same_as(SameAs::Self)};
constexpr const char* kNames1045[] = {"C"};
constexpr ArgSpec kArgs1046[] = {tensor_spec(kFloat, kInts991, {}, kNames1039), tensor_spec(kFloat, kInts992, {}, kNames1045)};
constexpr const char* kNames1047[] = {nullptr, "C"};
constexpr ArgSpec kArgs1048[] = {tensor_spec(kFloat, kInts991, {}, kNames1039), tensor_spec(kFloat, kInts991, {}, kNames1047)};
constexpr ArgSpec kArgs1049[] = {tensor_spec(kFloat, kInts991, {}, kNames1039), tensor_spec(kFloat, kInts991)};
constexpr ArgSpec kArgs1050[] = {tensor_spec(kFloat, kInts991), tensor_spec(kFloat, kInts991, {}, kNames1039)};
constexpr const char* kNames1051[] = {"N", "D"};
constexpr ArgSpec kArgs1052[] = {tensor_spec(kFloat, kInts991, {}, kNames1039), tensor_spec(kFloat, kInts991, {}, kNames1051)};
constexpr ErrorSpec kError1053 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1054[] = {call(0).raises(&kError1053)};
constexpr const char* kNames1055[] = {"N"};
constexpr ArgSpec kArgs1056[] = {tensor_spec(kFloat, kInts991, {}, kNames1039), tensor_spec(kFloat, kInts992, {}, kNames1055)};
constexpr ErrorSpec kError1057 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1058[] = {call(0).raises(&kError1057)};
constexpr const char* kNames1059[] = {"N", nullptr};
constexpr const char* kNames1060[] = {nullptr, "N"};
constexpr ArgSpec kArgs1061[] = {tensor_spec(kFloat, kInts991, {}, kNames1059), tensor_spec(kFloat, kInts991, {}, kNames1060)};
constexpr ErrorSpec kError1062 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes1063[] = {call(0).raises(&kError1062)};
constexpr Case kNames[] = {
    {"atan2__same_names", kArgs1040, kOutcomes1044},
    {"atan2__names_from_right", kArgs1046, kOutcomes1044},
    {"atan2__wildcard_matches", kArgs1048, kOutcomes1044},
    {"atan2__unnamed_second", kArgs1049, kOutcomes1044},
    {"atan2__unnamed_first", kArgs1050, kOutcomes1044},
    {"atan2__mismatch", kArgs1052, kOutcomes1054},
    {"atan2__mismatch_from_right", kArgs1056, kOutcomes1058},
    {"atan2__misaligned", kArgs1061, kOutcomes1063},
};
constexpr Num kNums1064[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums1065[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1066[] = {tensor_spec(kBool, kInts0, kNums1064), tensor_spec(kBool, kInts0, kNums1065)};
constexpr Num kNums1067[] = {{0.0, 0}, {1.5707963705062866, 0}, {0.7853981852531433, 0}, {0.0, 0}, {0.7853981852531433, 0}, {0.0, 0}, {1.5707963705062866, 0}, {0.7853981852531433, 0}, {0.0, 0}, {0.0, 0}, {0.7853981852531433, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1068[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1067), call(2).raises(&kError817), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1067).same_as(SameAs::Out)};
constexpr Num kNums1069[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums1070[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs1071[] = {tensor_spec(kUInt8, kInts0, kNums1069), tensor_spec(kUInt8, kInts0, kNums1070)};
constexpr Num kNums1072[] = {{0.0, 0}, {0.9827937483787537, 0}, {1.1659045219421387, 0}, {1.554797649383545, 0}, {1.551190972328186, 0}, {0.16514867544174194, 0}, {1.4876550436019897, 0}, {1.550799012184143, 0}, {1.0303767919540405, 0}, {0.46364760398864746, 0}, {1.0636978149414062, 0}, {0.7853981852531433, 0}};
constexpr Outcome kOutcomes1073[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1072), call(2).raises(&kError833), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1072).same_as(SameAs::Out)};
constexpr Num kNums1074[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums1075[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs1076[] = {tensor_spec(kInt8, kInts0, kNums1074), tensor_spec(kInt8, kInts0, kNums1075)};
constexpr Num kNums1077[] = {{-1.3734008073806763, 0}, {0.0, 0}, {0.7853981852531433, 0}, {1.0516501665115356, 0}, {-0.38050636649131775, 0}, {0.16514867544174194, 0}, {1.4876550436019897, 0}, {1.550799012184143, 0}, {-1.5408053398132324, 0}, {0.8960554003715515, 0}, {0.38050636649131775, 0}, {0.9827937483787537, 0}};
constexpr Outcome kOutcomes1078[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1077), call(2).raises(&kError849), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1079[] = {tensor_spec(kInt16, kInts0, kNums1074), tensor_spec(kInt16, kInts0, kNums1075)};
constexpr Outcome kOutcomes1080[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1077), call(2).raises(&kError865), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1081[] = {tensor_spec(kInt32, kInts0, kNums1074), tensor_spec(kInt32, kInts0, kNums1075)};
constexpr Outcome kOutcomes1082[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1077), call(2).raises(&kError881), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1083[] = {tensor_spec(kInt64, kInts0, kNums1074), tensor_spec(kInt64, kInts0, kNums1075)};
constexpr Outcome kOutcomes1084[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1077), call(2).raises(&kError897), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1085[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2)};
constexpr Num kNums1086[] = {{1.5703125, 0}, {-1.1904296875, 0}, {0.78515625, 0}, {0.0, 0}, {-3.140625, 0}, {1.6611328125, 0}, {-0.12432861328125, 0}, {1.7685546875, 0}, {0.1651611328125, 0}, {-1.373046875, 0}, {0.78515625, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1087 = tensor_spec(kHalf, kInts5);
constexpr Outcome kOutcomes1088[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1086), call(2).dtype(kHalf).shape(kInts0).values(kNums1086).same_as(SameAs::Self), call(3).out_tensor(&kOut1087).dtype(kHalf).shape(kInts0).values(kNums1086).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1089[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Num kNums1090[] = {{1.5703125, 0}, {-1.1875, 0}, {0.78515625, 0}, {0.0, 0}, {-3.140625, 0}, {1.6640625, 0}, {-0.12451171875, 0}, {1.765625, 0}, {0.1650390625, 0}, {-1.375, 0}, {0.78515625, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1091 = tensor_spec(kBFloat16, kInts5);
constexpr Outcome kOutcomes1092[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1090), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1090).same_as(SameAs::Self), call(3).out_tensor(&kOut1091).dtype(kBFloat16).shape(kInts0).values(kNums1090).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1093[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1094[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Num kNums1095[] = {{1.5707963267948966, 0}, {-1.1902899496825317, 0}, {0.7853981633974483, 0}, {0.0, 0}, {-3.141592653589793, 0}, {1.6614562139956417, 0}, {-0.12435499454676144, 0}, {1.7681918866447774, 0}, {0.16514867741462683, 0}, {-1.373400766945016, 0}, {0.7853981633974483, 0}, {kNaN, 0}};
constexpr ArgSpec kOut1096 = tensor_spec(kDouble, kInts5);
constexpr Outcome kOutcomes1097[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1095), call(2).dtype(kDouble).shape(kInts0).values(kNums1095).same_as(SameAs::Self), call(3).out_tensor(&kOut1096).dtype(kDouble).shape(kInts0).values(kNums1095).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1098[] = {tensor_spec(kInt32, kInts0, kNums1074), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1099[] = {{-1.5707963705062866, 0}, {0.0, 0}, {0.7853981852531433, 0}, {1.0516501665115356, 0}, {-1.5707963705062866, 0}, {1.8157750368118286, 0}, {1.3258177042007446, 0}, {1.5907936096191406, 0}, {-1.5632964372634888, 0}, {1.2793395519256592, 0}, {0.0, 0}, {1.4601391553878784, 0}};
constexpr Outcome kOutcomes1100[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1099), call(2).raises(&kError881), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1099).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1101[] = {tensor_spec(kUInt8, kInts0, kNums1069), tensor_spec(kInt8, kInts0, kNums1075)};
constexpr Num kNums1102[] = {{0.0, 0}, {0.9827937483787537, 0}, {1.1659045219421387, 0}, {1.554797649383545, 0}, {1.551190972328186, 0}, {0.16514867544174194, 0}, {1.4876550436019897, 0}, {1.550799012184143, 0}, {1.0303767919540405, 0}, {0.46364760398864746, 0}, {1.0636978149414062, 0}, {0.46364760398864746, 0}};
constexpr Outcome kOutcomes1103[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1102), call(2).raises(&kError833), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1102).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1104[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2)};
constexpr Outcome kOutcomes1105[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums1086).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1106[] = {tensor_spec(kBool, kInts0, kNums1064), tensor_spec(kInt64, kInts0, kNums1075)};
constexpr Num kNums1107[] = {{0.0, 0}, {0.46364760398864746, 0}, {0.32175055146217346, 0}, {0.0, 0}, {0.19739556312561035, 0}, {0.0, 0}, {0.7853981852531433, 0}, {0.46364760398864746, 0}, {0.0, 0}, {0.0, 0}, {0.19739556312561035, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1108[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1107), call(2).raises(&kError817), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1107).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1109[] = {tensor_spec(kInt64, kInts0, kNums1074), tensor_spec(kDouble, kInts0, kNums2)};
constexpr Num kNums1110[] = {{-1.5707963267948966, 0}, {0.0, 0}, {0.7853981633974483, 0}, {1.0516502125483738, 0}, {-1.5707963267948966, 0}, {1.8157749899217608, 0}, {1.3258176636680326, 0}, {1.590793660768047, 0}, {-1.5632964674151508, 0}, {1.2793395323170296, 0}, {0.0, 0}, {1.460139105621001, 0}};
constexpr Outcome kOutcomes1111[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1110), call(2).raises(&kError903), call(3).out_tensor(&kOut1096).dtype(kDouble).shape(kInts0).values(kNums1110).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1112[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2)};
constexpr ArgSpec kArgs1113[] = {tensor_spec(kUInt8, kInts0, kNums1069), tensor_spec(kBool, kInts0, kNums1065)};
constexpr Num kNums1114[] = {{0.0, 0}, {1.5707963705062866, 0}, {1.4288992881774902, 0}, {1.5667963027954102, 0}, {1.5668747425079346, 0}, {1.5707963705062866, 0}, {1.5707963705062866, 0}, {1.5607966184616089, 0}, {1.3734008073806763, 0}, {1.5707963705062866, 0}, {1.4601391553878784, 0}, {1.5707963705062866, 0}};
constexpr Outcome kOutcomes1115[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1114), call(2).raises(&kError833), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1114).same_as(SameAs::Out)};
constexpr Num kNums1116[] = {{-0.25, 0}};
constexpr ArgSpec kArgs1117[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums1116)};
constexpr Num kNums1118[] = {{2.0344438552856445, 0}, {-1.768191933631897, 0}, {1.653937578201294, 0}, {3.1415927410125732, 0}, {-3.1415927410125732, 0}, {1.6614562273025513, 0}, {-2.158798933029175, 0}, {1.5957911014556885, 0}, {2.677945137023926, 0}, {-1.6041172742843628, 0}, {1.5707963705062866, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1119[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1118), call(2).dtype(kFloat).shape(kInts0).values(kNums1118).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1118).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1120[] = {tensor_spec(kInt64, kInts0, kNums1074), tensor_spec(kDouble, {}, kNums1116)};
constexpr Num kNums1121[] = {{-1.6207547225168393, 0}, {3.141592653589793, 0}, {1.6539375586833378, 0}, {1.6064954394742206, 0}, {-1.695151321341658, 0}, {1.8157749899217608, 0}, {1.5916266468311138, 0}, {1.5732963215865827, 0}, {-1.5732963215865827, 0}, {1.6207547225168393, 0}, {1.695151321341658, 0}, {1.5985669633883177, 0}};
constexpr Outcome kOutcomes1122[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1121), call(2).raises(&kError903), call(3).out_tensor(&kOut1096).dtype(kDouble).shape(kInts0).values(kNums1121).same_as(SameAs::Out)};
constexpr Num kNums1123[] = {{6, 0}};
constexpr ArgSpec kArgs1124[] = {tensor_spec(kInt32, kInts0, kNums1074), tensor_spec(kInt64, {}, kNums1123)};
constexpr Num kNums1125[] = {{-0.6947382688522339, 0}, {0.0, 0}, {0.46364760398864746, 0}, {0.8621700406074524, 0}, {-0.32175055146217346, 0}, {0.16514867544174194, 0}, {1.1071487665176392, 0}, {1.5108681917190552, 0}, {-1.5108681917190552, 0}, {0.6947382688522339, 0}, {0.32175055146217346, 0}, {0.9827937483787537, 0}};
constexpr Outcome kOutcomes1126[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1125), call(2).raises(&kError881), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1125).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1127[] = {tensor_spec(kInt64, kInts0, kNums1074), float_scalar(0.5)};
constexpr Num kNums1128[] = {{-1.4711276292800903, 0}, {0.0, 0}, {1.4056476354599, 0}, {1.4994888305664062, 0}, {-1.3258177042007446, 0}, {1.1071487665176392, 0}, {1.5291537046432495, 0}, {1.5657963752746582, 0}, {-1.5657963752746582, 0}, {1.4711276292800903, 0}, {1.3258177042007446, 0}, {1.515297770500183, 0}};
constexpr Outcome kOutcomes1129[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1128), call(6).raises(&kError897), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1128).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1130[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5)};
constexpr Num kNums1131[] = {{0.78515625, 0}, {-1.1904296875, 0}, {1.4052734375, 0}, {0.0, 0}, {-0.0, 0}, {1.390625, 0}, {-0.6435546875, 0}, {1.5205078125, 0}, {0.2449951171875, 0}, {-1.50390625, 0}, {1.5703125, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1132[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums1131), call(6).dtype(kHalf).shape(kInts0).values(kNums1131).same_as(SameAs::Self), call(7).out_tensor(&kOut1087).dtype(kHalf).shape(kInts0).values(kNums1131).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1133[] = {tensor_spec(kBool, kInts0, kNums1064), int_scalar(2)};
constexpr Num kNums1134[] = {{0.0, 0}, {0.46364760398864746, 0}, {0.46364760398864746, 0}, {0.0, 0}, {0.46364760398864746, 0}, {0.0, 0}, {0.46364760398864746, 0}, {0.46364760398864746, 0}, {0.0, 0}, {0.0, 0}, {0.46364760398864746, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1135[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1134), call(6).raises(&kError817), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1134).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1136[] = {tensor_spec(kUInt8, kInts0, kNums1069), int_scalar(2)};
constexpr Num kNums1137[] = {{0.0, 0}, {0.9827937483787537, 0}, {1.292496681213379, 0}, {1.5627964735031128, 0}, {1.5629533529281616, 0}, {0.46364760398864746, 0}, {1.4056476354599, 0}, {1.550799012184143, 0}, {1.1902899742126465, 0}, {0.7853981852531433, 0}, {1.3521274328231812, 0}, {0.9827937483787537, 0}};
constexpr Outcome kOutcomes1138[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1137), call(6).raises(&kError833), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1137).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1139[] = {tensor_spec(kInt32, kInts0, kNums1074), bool_scalar(true)};
constexpr Num kNums1140[] = {{-1.3734008073806763, 0}, {0.0, 0}, {1.249045729637146, 0}, {1.4288992881774902, 0}, {-1.1071487665176392, 0}, {0.7853981852531433, 0}, {1.4876550436019897, 0}, {1.5607966184616089, 0}, {-1.5607966184616089, 0}, {1.3734008073806763, 0}, {1.1071487665176392, 0}, {1.4601391553878784, 0}};
constexpr Outcome kOutcomes1141[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums1140), call(6).raises(&kError881), call(7).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1140).same_as(SameAs::Out)};
constexpr int64_t kInts1142[] = {1, 4};
constexpr Num kNums1143[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1144[] = {expanded(tensor_spec(kFloat, kInts1142, kNums1143), kInts0), tensor_spec(kFloat, kInts0, kNums2)};
constexpr Num kNums1145[] = {{1.5707963705062866, 0}, {-1.1902899742126465, 0}, {0.7853981852531433, 0}, {0.0, 0}, {1.5707963705062866, 0}, {-1.768191933631897, 0}, {0.7853981852531433, 0}, {3.1415927410125732, 0}, {0.588002622127533, 0}, {-0.6947382688522339, 0}, {0.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes1146[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1145), call(1).dtype(kFloat).shape(kInts0).values(kNums1145), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1145).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"atan2__self_bool__other_bool", kArgs1066, kOutcomes1068},
    {"atan2__self_uint8__other_uint8", kArgs1071, kOutcomes1073},
    {"atan2__self_int8__other_int8", kArgs1076, kOutcomes1078},
    {"atan2__self_int16__other_int16", kArgs1079, kOutcomes1080},
    {"atan2__self_int32__other_int32", kArgs1081, kOutcomes1082},
    {"atan2__self_int64__other_int64", kArgs1083, kOutcomes1084},
    {"atan2__self_float16__other_float16", kArgs1085, kOutcomes1088},
    {"atan2__self_bfloat16__other_bfloat16", kArgs1089, kOutcomes1092},
    {"atan2__self_float32__other_float32", kArgs3, kOutcomes1093},
    {"atan2__self_float64__other_float64", kArgs1094, kOutcomes1097},
    {"atan2__self_int32__other_float32", kArgs1098, kOutcomes1100},
    {"atan2__self_uint8__other_int8", kArgs1101, kOutcomes1103},
    {"atan2__self_float16__other_bfloat16", kArgs1104, kOutcomes1105},
    {"atan2__self_bool__other_int64", kArgs1106, kOutcomes1108},
    {"atan2__self_int64__other_float64", kArgs1109, kOutcomes1111},
    {"atan2__self_float16__other_float32", kArgs1112, kOutcomes1105},
    {"atan2__self_uint8__other_bool", kArgs1113, kOutcomes1115},
    {"atan2__self_float32__other_float64_zero_dim", kArgs1117, kOutcomes1119},
    {"atan2__self_int64__other_float64_zero_dim", kArgs1120, kOutcomes1122},
    {"atan2__self_int32__other_int64_zero_dim", kArgs1124, kOutcomes1126},
    {"atan2__self_int64__other_float_scalar", kArgs1127, kOutcomes1129},
    {"atan2__self_float16__other_float_scalar", kArgs1130, kOutcomes1132},
    {"atan2__self_bool__other_int_scalar", kArgs1133, kOutcomes1135},
    {"atan2__self_uint8__other_int_scalar", kArgs1136, kOutcomes1138},
    {"atan2__self_int32__other_bool_scalar", kArgs1139, kOutcomes1141},
    {"atan2__expanded_self", kArgs1144, kOutcomes1146},
};
constexpr int64_t kInts1147[] = {67, 499};
constexpr ArgSpec kArgs1148[] = {tiled(tensor_spec(kHalf, kInts1147, kNums1)), tiled(tensor_spec(kHalf, kInts1147, kNums2))};
constexpr Outcome kOutcomes1149[] = {call(0).dtype(kHalf).shape(kInts1147)};
constexpr ArgSpec kArgs1150[] = {tiled(tensor_spec(kBFloat16, kInts1147, kNums1)), tiled(tensor_spec(kBFloat16, kInts1147, kNums2))};
constexpr Outcome kOutcomes1151[] = {call(0).dtype(kBFloat16).shape(kInts1147)};
constexpr ArgSpec kArgs1152[] = {tiled(tensor_spec(kFloat, kInts1147, kNums1)), tiled(tensor_spec(kFloat, kInts1147, kNums2))};
constexpr Outcome kOutcomes1153[] = {call(0).dtype(kFloat).shape(kInts1147)};
constexpr ArgSpec kArgs1154[] = {tiled(tensor_spec(kDouble, kInts1147, kNums1)), tiled(tensor_spec(kDouble, kInts1147, kNums2))};
constexpr Outcome kOutcomes1155[] = {call(0).dtype(kDouble).shape(kInts1147)};
constexpr Case kCrosschecks[] = {
    {"atan2__float16", kArgs1148, kOutcomes1149},
    {"atan2__bfloat16", kArgs1150, kOutcomes1151},
    {"atan2__float32", kArgs1152, kOutcomes1153},
    {"atan2__float64", kArgs1154, kOutcomes1155},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(atan2, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(atan2, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(atan2, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(atan2, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(atan2, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(atan2, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(atan2, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(atan2, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(atan2, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(atan2, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("atan2")) GTEST_SKIP() << "no " << golden_op_path("atan2");
  GoldenStore store;
  load_golden_cases("atan2", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(atan2, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("atan2")) GTEST_SKIP() << "no " << golden_op_path("atan2");
  GoldenStore store;
  load_golden_cases("atan2", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
