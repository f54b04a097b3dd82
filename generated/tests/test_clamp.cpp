// generated from ops.yaml by codegen; do not edit
// Conformance test of `clamp`, from its ops.yaml entries (clamp, clamp.Tensor).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/clamp.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::clamp(Tensor, Scalar?, Scalar?)", "clamp", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp(v.tensor(0), v.optional_scalar(1), v.optional_scalar(2)); }},
    {"Tensor::clamp(Scalar?, Scalar?)", "clamp", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp(v.optional_scalar(1), v.optional_scalar(2)); }},
    {"Tensor::clamp_(Scalar?, Scalar?)", "clamp", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp_(v.optional_scalar(1), v.optional_scalar(2)); }},
    {"opforge::clamp_out(Tensor&, Tensor, Scalar?, Scalar?)", "clamp", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp_out(out[0], v.tensor(0), v.optional_scalar(1), v.optional_scalar(2)); }},
    {"opforge::clamp(Tensor, Tensor?, Tensor?)", "clamp.Tensor", Form::Function, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp(v.tensor(0), v.optional_tensor(1), v.optional_tensor(2)); }},
    {"Tensor::clamp(Tensor?, Tensor?)", "clamp.Tensor", Form::Method, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp(v.optional_tensor(1), v.optional_tensor(2)); }},
    {"Tensor::clamp_(Tensor?, Tensor?)", "clamp.Tensor", Form::Inplace, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp_(v.optional_tensor(1), v.optional_tensor(2)); }},
    {"opforge::clamp_out(Tensor&, Tensor, Tensor?, Tensor?)", "clamp.Tensor", Form::Out, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp_out(out[0], v.tensor(0), v.optional_tensor(1), v.optional_tensor(2)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr Num kNums3[] = {{0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}, {0.5, 0}, {2.75, 0}, {0.5, 0}, {10.0, 0}, {0.5, 0}, {0.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr int64_t kInts4[] = {0};
constexpr ArgSpec kOut5 = tensor_spec(kFloat, kInts4);
constexpr Outcome kOutcomes6[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(1).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Num kNums7[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs8[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums7), none_spec()};
constexpr Num kNums9[] = {{0.5, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {2.75, 0}, {3.0, 0}, {10.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes10[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums9), call(5).dtype(kFloat).shape(kInts0).values(kNums9), call(6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"clamp__self_float32__min_float_scalar", kArgs2, kOutcomes6},
    {"clamp_Tensor__self_float32__min_float32", kArgs8, kOutcomes10},
};
constexpr int64_t kInts11[] = {2};
constexpr ArgSpec kArgs12[] = {tensor_spec(kBool, kInts11), bool_scalar(true), none_spec()};
constexpr ErrorSpec kError13 = {"NotImplementedError", "not implemented for 'Bool'", Match::Contains};
constexpr Outcome kOutcomes14[] = {call(0).raises(&kError13)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts11), int_scalar(1), none_spec()};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kInt64).shape(kInts11)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBool, kInts11), float_scalar(1.0), none_spec()};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kFloat).shape(kInts11)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ErrorSpec kError20 = {"RuntimeError", "clamp is not supported for complex types", Match::Exact};
constexpr Outcome kOutcomes21[] = {call(0).raises(&kError20)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kUInt8, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes23[] = {call(0).dtype(kUInt8).shape(kInts11)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kUInt8, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs25[] = {tensor_spec(kUInt8, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs26[] = {tensor_spec(kUInt8, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs27[] = {tensor_spec(kInt8, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kInt8).shape(kInts11)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kInt8, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs30[] = {tensor_spec(kInt8, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs31[] = {tensor_spec(kInt8, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs32[] = {tensor_spec(kInt16, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes33[] = {call(0).dtype(kInt16).shape(kInts11)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kInt16, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs35[] = {tensor_spec(kInt16, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs36[] = {tensor_spec(kInt16, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs37[] = {tensor_spec(kInt32, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes38[] = {call(0).dtype(kInt32).shape(kInts11)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kInt32, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs40[] = {tensor_spec(kInt32, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs41[] = {tensor_spec(kInt32, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs42[] = {tensor_spec(kInt64, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs43[] = {tensor_spec(kInt64, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs44[] = {tensor_spec(kInt64, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs45[] = {tensor_spec(kInt64, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs46[] = {tensor_spec(kHalf, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes47[] = {call(0).dtype(kHalf).shape(kInts11)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kHalf, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs49[] = {tensor_spec(kHalf, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs50[] = {tensor_spec(kHalf, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ErrorSpec kError51 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes52[] = {call(0).raises(&kError51)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBFloat16, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes54[] = {call(0).dtype(kBFloat16).shape(kInts11)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kBFloat16, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs56[] = {tensor_spec(kBFloat16, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs57[] = {tensor_spec(kBFloat16, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ErrorSpec kError58 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes59[] = {call(0).raises(&kError58)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kFloat, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs61[] = {tensor_spec(kFloat, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs62[] = {tensor_spec(kFloat, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs63[] = {tensor_spec(kFloat, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ErrorSpec kError64 = {"RuntimeError", "value cannot be converted to type float without overflow", Match::Exact};
constexpr Outcome kOutcomes65[] = {call(0).raises(&kError64)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kDouble, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes67[] = {call(0).dtype(kDouble).shape(kInts11)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kDouble, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs69[] = {tensor_spec(kDouble, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs70[] = {tensor_spec(kDouble, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ErrorSpec kError71 = {"RuntimeError", "value cannot be converted to type double without overflow", Match::Exact};
constexpr Outcome kOutcomes72[] = {call(0).raises(&kError71)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kComplexHalf, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs74[] = {tensor_spec(kComplexHalf, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs75[] = {tensor_spec(kComplexHalf, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs76[] = {tensor_spec(kComplexHalf, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs77[] = {tensor_spec(kComplexFloat, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs78[] = {tensor_spec(kComplexFloat, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs79[] = {tensor_spec(kComplexFloat, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs80[] = {tensor_spec(kComplexFloat, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs81[] = {tensor_spec(kComplexDouble, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs82[] = {tensor_spec(kComplexDouble, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs83[] = {tensor_spec(kComplexDouble, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs84[] = {tensor_spec(kComplexDouble, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs85[] = {tensor_spec(kBool), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs86[] = {tensor_spec(kBool), int_scalar(1), none_spec()};
constexpr Outcome kOutcomes87[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs88[] = {tensor_spec(kBool), float_scalar(1.0), none_spec()};
constexpr Outcome kOutcomes89[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs90[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs91[] = {tensor_spec(kUInt8), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes92[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs93[] = {tensor_spec(kUInt8), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs94[] = {tensor_spec(kUInt8), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs95[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes97[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt16), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes102[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt16), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt16), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt32), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes107[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt32), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt32), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt64), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt64), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt64), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs115[] = {tensor_spec(kHalf), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes116[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs117[] = {tensor_spec(kHalf), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs118[] = {tensor_spec(kHalf), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs119[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs120[] = {tensor_spec(kBFloat16), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes121[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs122[] = {tensor_spec(kBFloat16), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs123[] = {tensor_spec(kBFloat16), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs124[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs125[] = {tensor_spec(kFloat), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs126[] = {tensor_spec(kFloat), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs127[] = {tensor_spec(kFloat), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs128[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs129[] = {tensor_spec(kDouble), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes130[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs131[] = {tensor_spec(kDouble), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs132[] = {tensor_spec(kDouble), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs133[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs134[] = {tensor_spec(kComplexHalf), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs135[] = {tensor_spec(kComplexHalf), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs136[] = {tensor_spec(kComplexHalf), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs137[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs138[] = {tensor_spec(kComplexFloat), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs139[] = {tensor_spec(kComplexFloat), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs140[] = {tensor_spec(kComplexFloat), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs141[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs142[] = {tensor_spec(kComplexDouble), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs143[] = {tensor_spec(kComplexDouble), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs144[] = {tensor_spec(kComplexDouble), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs145[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs146[] = {tensor_spec(kBool, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kBool, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kBool, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kBool, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kUInt8, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kUInt8, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kUInt8, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kUInt8, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt8, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt8, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt8, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt8, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt16, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt16, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt16, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt16, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt64, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt64, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt64, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt64, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kHalf, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kHalf, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kHalf, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kHalf, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kBFloat16, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kBFloat16, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kBFloat16, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kBFloat16, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kFloat, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kFloat, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kFloat, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kFloat, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kDouble, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kDouble, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kDouble, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kDouble, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kBool), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kBool), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kBool), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kBool), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kUInt8), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kUInt8), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kUInt8), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kUInt8), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt8), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kInt8), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt8), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kInt8), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt16), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kInt16), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kInt16), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kInt16), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kInt32), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kInt32), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kInt32), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kInt32), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kInt64), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kInt64), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kInt64), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kInt64), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kBFloat16), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kBFloat16), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kBFloat16), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kBFloat16), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kFloat), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kFloat), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kFloat), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kFloat), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kDouble), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kDouble), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kDouble), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kDouble), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kComplexHalf), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kComplexHalf), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kComplexHalf), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kComplexHalf), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kComplexFloat), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kComplexFloat), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kComplexFloat), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kComplexFloat), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kComplexDouble), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs247[] = {tensor_spec(kComplexDouble), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kComplexDouble), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kComplexDouble), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBool, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr Outcome kOutcomes251[] = {call(4).dtype(kBool).shape(kInts11)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBool, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr Outcome kOutcomes253[] = {call(4).dtype(kUInt8).shape(kInts11)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr Outcome kOutcomes255[] = {call(4).dtype(kInt8).shape(kInts11)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr Outcome kOutcomes257[] = {call(4).dtype(kInt16).shape(kInts11)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr Outcome kOutcomes259[] = {call(4).dtype(kInt32).shape(kInts11)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr Outcome kOutcomes261[] = {call(4).dtype(kInt64).shape(kInts11)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBool, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr Outcome kOutcomes263[] = {call(4).dtype(kHalf).shape(kInts11)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBool, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr Outcome kOutcomes265[] = {call(4).dtype(kBFloat16).shape(kInts11)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBool, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr Outcome kOutcomes267[] = {call(4).dtype(kFloat).shape(kInts11)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBool, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr Outcome kOutcomes269[] = {call(4).dtype(kDouble).shape(kInts11)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ErrorSpec kError271 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes272[] = {call(4).raises(&kError271)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ErrorSpec kError274 = {"NotImplementedError", "not implemented for 'ComplexFloat'", Match::Contains};
constexpr Outcome kOutcomes275[] = {call(4).raises(&kError274)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ErrorSpec kError277 = {"NotImplementedError", "not implemented for 'ComplexDouble'", Match::Contains};
constexpr Outcome kOutcomes278[] = {call(4).raises(&kError277)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kBool, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs280[] = {tensor_spec(kBool, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs281[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs282[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs283[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs284[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs285[] = {tensor_spec(kBool, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs286[] = {tensor_spec(kBool, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs287[] = {tensor_spec(kBool, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs288[] = {tensor_spec(kBool, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs289[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs290[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs291[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs292[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs293[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs294[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs295[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs296[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs297[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs298[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs299[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs300[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs301[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs302[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs303[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs304[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs305[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs306[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs307[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs308[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs309[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs310[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs311[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs312[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs313[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs314[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs315[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs316[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs317[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs318[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs319[] = {tensor_spec(kInt8, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs320[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs321[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs322[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs323[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs324[] = {tensor_spec(kInt8, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs325[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs326[] = {tensor_spec(kInt8, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs327[] = {tensor_spec(kInt8, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs328[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs329[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs330[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs331[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs332[] = {tensor_spec(kInt8, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs333[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs334[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs335[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs336[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs337[] = {tensor_spec(kInt8, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs338[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs339[] = {tensor_spec(kInt8, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs340[] = {tensor_spec(kInt8, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs341[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs342[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs343[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs344[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs345[] = {tensor_spec(kInt16, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs346[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs347[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs348[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs349[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs350[] = {tensor_spec(kInt16, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs351[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs352[] = {tensor_spec(kInt16, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs353[] = {tensor_spec(kInt16, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs354[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs355[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs356[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs357[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs358[] = {tensor_spec(kInt16, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs359[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs360[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs361[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs362[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs363[] = {tensor_spec(kInt16, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs364[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs365[] = {tensor_spec(kInt16, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs366[] = {tensor_spec(kInt16, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs367[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs368[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs369[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs370[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs371[] = {tensor_spec(kInt32, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs372[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs373[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs374[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs375[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs376[] = {tensor_spec(kInt32, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs377[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs378[] = {tensor_spec(kInt32, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs379[] = {tensor_spec(kInt32, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs380[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs381[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs382[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs383[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs384[] = {tensor_spec(kInt32, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs385[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs386[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs387[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs388[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs389[] = {tensor_spec(kInt32, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs390[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs391[] = {tensor_spec(kInt32, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs392[] = {tensor_spec(kInt32, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs393[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs394[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs395[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs396[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs397[] = {tensor_spec(kInt64, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs398[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs399[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs400[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs401[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs402[] = {tensor_spec(kInt64, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs403[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs404[] = {tensor_spec(kInt64, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs405[] = {tensor_spec(kInt64, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs406[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs407[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs408[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs409[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs410[] = {tensor_spec(kInt64, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs411[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs412[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs413[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs414[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs415[] = {tensor_spec(kInt64, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs416[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs417[] = {tensor_spec(kInt64, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs418[] = {tensor_spec(kInt64, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs419[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs420[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs421[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs422[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs423[] = {tensor_spec(kHalf, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs424[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs425[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs426[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs427[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs428[] = {tensor_spec(kHalf, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs429[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs430[] = {tensor_spec(kHalf, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs431[] = {tensor_spec(kHalf, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs432[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs433[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs434[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs435[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs436[] = {tensor_spec(kHalf, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs437[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs438[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs439[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs440[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs441[] = {tensor_spec(kHalf, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs442[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs443[] = {tensor_spec(kHalf, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs444[] = {tensor_spec(kHalf, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs445[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs446[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs447[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs451[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs453[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs455[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs457[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs459[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs461[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs463[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs465[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs466[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs467[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs468[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs469[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs470[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs471[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs472[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs473[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs474[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs475[] = {tensor_spec(kFloat, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs476[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs477[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs478[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs479[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs480[] = {tensor_spec(kFloat, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs481[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs482[] = {tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs483[] = {tensor_spec(kFloat, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs484[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs485[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs486[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs487[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs488[] = {tensor_spec(kFloat, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs489[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs490[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs491[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs492[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs493[] = {tensor_spec(kFloat, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs494[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs495[] = {tensor_spec(kFloat, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs496[] = {tensor_spec(kFloat, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs497[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs498[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs499[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs500[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs501[] = {tensor_spec(kDouble, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs502[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs503[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs504[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs505[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs506[] = {tensor_spec(kDouble, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs507[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs508[] = {tensor_spec(kDouble, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs509[] = {tensor_spec(kDouble, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs510[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs511[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs512[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs513[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs514[] = {tensor_spec(kDouble, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs515[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs516[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs517[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs518[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs519[] = {tensor_spec(kDouble, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs520[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs521[] = {tensor_spec(kDouble, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs522[] = {tensor_spec(kDouble, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs523[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs524[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs525[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs526[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr Outcome kOutcomes527[] = {call(4).raises(&kError20)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs529[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs530[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs531[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs532[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs533[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs534[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs535[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs536[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs537[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs538[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs539[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs540[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs541[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs542[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs543[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs544[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs545[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs546[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs547[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs548[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs549[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs550[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs551[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs552[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs553[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs554[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs555[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs556[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs557[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs558[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs559[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs560[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs561[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs562[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs563[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs564[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs565[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs566[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs567[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs568[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs569[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs570[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs571[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs572[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs573[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs574[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs575[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs576[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs577[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs578[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs579[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs580[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs581[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs582[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs583[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs584[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs585[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs586[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs587[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs588[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs589[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs590[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs591[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs592[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs593[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs594[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs595[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs596[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs597[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs598[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs599[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs600[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs601[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs602[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs603[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs604[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs605[] = {tensor_spec(kBool), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs606[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs607[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs608[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs609[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs610[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs611[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs612[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs613[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs614[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs615[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs616[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs617[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs618[] = {tensor_spec(kBool), tensor_spec(kBool), none_spec()};
constexpr Outcome kOutcomes619[] = {call(4).dtype(kBool).shape({})};
constexpr ArgSpec kArgs620[] = {tensor_spec(kBool), tensor_spec(kUInt8), none_spec()};
constexpr Outcome kOutcomes621[] = {call(4).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs622[] = {tensor_spec(kBool), tensor_spec(kInt8), none_spec()};
constexpr Outcome kOutcomes623[] = {call(4).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs624[] = {tensor_spec(kBool), tensor_spec(kInt16), none_spec()};
constexpr Outcome kOutcomes625[] = {call(4).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs626[] = {tensor_spec(kBool), tensor_spec(kInt32), none_spec()};
constexpr Outcome kOutcomes627[] = {call(4).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs628[] = {tensor_spec(kBool), tensor_spec(kInt64), none_spec()};
constexpr Outcome kOutcomes629[] = {call(4).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs630[] = {tensor_spec(kBool), tensor_spec(kHalf), none_spec()};
constexpr Outcome kOutcomes631[] = {call(4).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs632[] = {tensor_spec(kBool), tensor_spec(kBFloat16), none_spec()};
constexpr Outcome kOutcomes633[] = {call(4).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs634[] = {tensor_spec(kBool), tensor_spec(kFloat), none_spec()};
constexpr Outcome kOutcomes635[] = {call(4).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs636[] = {tensor_spec(kBool), tensor_spec(kDouble), none_spec()};
constexpr Outcome kOutcomes637[] = {call(4).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs638[] = {tensor_spec(kBool), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs639[] = {tensor_spec(kBool), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs640[] = {tensor_spec(kBool), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs641[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs642[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs643[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs644[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs645[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs646[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs647[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs648[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs649[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs650[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs651[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs652[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs653[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs654[] = {tensor_spec(kUInt8), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs655[] = {tensor_spec(kUInt8), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs656[] = {tensor_spec(kUInt8), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs657[] = {tensor_spec(kUInt8), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs658[] = {tensor_spec(kUInt8), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs659[] = {tensor_spec(kUInt8), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs660[] = {tensor_spec(kUInt8), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs661[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs662[] = {tensor_spec(kUInt8), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs663[] = {tensor_spec(kUInt8), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs664[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs665[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs666[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs667[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs668[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs669[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs670[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs671[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs672[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs673[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs674[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs675[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs676[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs677[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs678[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs679[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs680[] = {tensor_spec(kInt8), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs681[] = {tensor_spec(kInt8), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs682[] = {tensor_spec(kInt8), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs683[] = {tensor_spec(kInt8), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs684[] = {tensor_spec(kInt8), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs685[] = {tensor_spec(kInt8), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs686[] = {tensor_spec(kInt8), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs687[] = {tensor_spec(kInt8), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs688[] = {tensor_spec(kInt8), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs689[] = {tensor_spec(kInt8), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs690[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs691[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs692[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs693[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs694[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs695[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs696[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs697[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs698[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs699[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs700[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs701[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs702[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs703[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs704[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs705[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs706[] = {tensor_spec(kInt16), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs707[] = {tensor_spec(kInt16), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs708[] = {tensor_spec(kInt16), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs709[] = {tensor_spec(kInt16), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs710[] = {tensor_spec(kInt16), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs711[] = {tensor_spec(kInt16), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs712[] = {tensor_spec(kInt16), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs713[] = {tensor_spec(kInt16), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs714[] = {tensor_spec(kInt16), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs715[] = {tensor_spec(kInt16), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs716[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs717[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs718[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs719[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs720[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs721[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs722[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs723[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs724[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs725[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs726[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs727[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs728[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs729[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs730[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs731[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs732[] = {tensor_spec(kInt32), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs733[] = {tensor_spec(kInt32), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs734[] = {tensor_spec(kInt32), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs735[] = {tensor_spec(kInt32), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs736[] = {tensor_spec(kInt32), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs737[] = {tensor_spec(kInt32), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs738[] = {tensor_spec(kInt32), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs739[] = {tensor_spec(kInt32), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs740[] = {tensor_spec(kInt32), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs741[] = {tensor_spec(kInt32), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs742[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs743[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs744[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs745[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs746[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs747[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs748[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs749[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs750[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs751[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs752[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs753[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs754[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs755[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs756[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs757[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs758[] = {tensor_spec(kInt64), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs759[] = {tensor_spec(kInt64), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs760[] = {tensor_spec(kInt64), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs761[] = {tensor_spec(kInt64), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs762[] = {tensor_spec(kInt64), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs763[] = {tensor_spec(kInt64), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs764[] = {tensor_spec(kInt64), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs765[] = {tensor_spec(kInt64), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs766[] = {tensor_spec(kInt64), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs767[] = {tensor_spec(kInt64), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs768[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs769[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs770[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs771[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs772[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs773[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs774[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs775[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs776[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs777[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs778[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs779[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs780[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs781[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs782[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs783[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs784[] = {tensor_spec(kHalf), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs785[] = {tensor_spec(kHalf), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs786[] = {tensor_spec(kHalf), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs787[] = {tensor_spec(kHalf), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs788[] = {tensor_spec(kHalf), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs789[] = {tensor_spec(kHalf), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs790[] = {tensor_spec(kHalf), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs791[] = {tensor_spec(kHalf), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs792[] = {tensor_spec(kHalf), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs793[] = {tensor_spec(kHalf), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs794[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs795[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs796[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs797[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs798[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs799[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs800[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs801[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs802[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs803[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs804[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs805[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs806[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs807[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs808[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs809[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs810[] = {tensor_spec(kBFloat16), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs811[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs812[] = {tensor_spec(kBFloat16), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs813[] = {tensor_spec(kBFloat16), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs814[] = {tensor_spec(kBFloat16), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs815[] = {tensor_spec(kBFloat16), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs816[] = {tensor_spec(kBFloat16), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs817[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs818[] = {tensor_spec(kBFloat16), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs819[] = {tensor_spec(kBFloat16), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs820[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs821[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs822[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs823[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs824[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs825[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs826[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs827[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs828[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs829[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs830[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs831[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs832[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs833[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs834[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs835[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs836[] = {tensor_spec(kFloat), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs837[] = {tensor_spec(kFloat), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs838[] = {tensor_spec(kFloat), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs839[] = {tensor_spec(kFloat), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs840[] = {tensor_spec(kFloat), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs841[] = {tensor_spec(kFloat), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs842[] = {tensor_spec(kFloat), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs843[] = {tensor_spec(kFloat), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs844[] = {tensor_spec(kFloat), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs845[] = {tensor_spec(kFloat), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs846[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs847[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs848[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs849[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs850[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs851[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs852[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs853[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs854[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs855[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs856[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs857[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs858[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs859[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs860[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs861[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs862[] = {tensor_spec(kDouble), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs863[] = {tensor_spec(kDouble), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs864[] = {tensor_spec(kDouble), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs865[] = {tensor_spec(kDouble), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs866[] = {tensor_spec(kDouble), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs867[] = {tensor_spec(kDouble), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs868[] = {tensor_spec(kDouble), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs869[] = {tensor_spec(kDouble), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs870[] = {tensor_spec(kDouble), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs871[] = {tensor_spec(kDouble), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs872[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs873[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs874[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs875[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs876[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs877[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs878[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs879[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs880[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs881[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs882[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs883[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs884[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs885[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs886[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs887[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs888[] = {tensor_spec(kComplexHalf), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs889[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs890[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs891[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs892[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs893[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs894[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs895[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs896[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs897[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs898[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs899[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs900[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs901[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs902[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs903[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs904[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs905[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs906[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs907[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs908[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs909[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs910[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs911[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs912[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs913[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs914[] = {tensor_spec(kComplexFloat), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs915[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs916[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs917[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs918[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs919[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs920[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs921[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs922[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs923[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs924[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs925[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs926[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs927[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs928[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs929[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs930[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs931[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs932[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs933[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs934[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs935[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs936[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs937[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs938[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs939[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs940[] = {tensor_spec(kComplexDouble), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs941[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs942[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs943[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs944[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs945[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs946[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs947[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs948[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs949[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs950[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs951[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs952[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs953[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs954[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs955[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs956[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs957[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs958[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs959[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs960[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs961[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs962[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs963[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs964[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs965[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs966[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs967[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs968[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs969[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs970[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs971[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs972[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs973[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs974[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs975[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs976[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs977[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs978[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs979[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs980[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs981[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs982[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs983[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs984[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs985[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs986[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs987[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs988[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs989[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs990[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs991[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs992[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs993[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs994[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs995[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs996[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs997[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs998[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs999[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1000[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1001[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1002[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1003[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1004[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1005[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1006[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1007[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1008[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1009[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1010[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1011[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1012[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1013[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1014[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1015[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1016[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1017[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1018[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1019[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1020[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1021[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1022[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1023[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1024[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1025[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1026[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1027[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1028[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1029[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1030[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1031[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1032[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1033[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1034[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1035[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1036[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1037[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1038[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1039[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1040[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1041[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1042[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1043[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1044[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1045[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1046[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1047[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1048[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1049[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1050[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1051[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1052[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1053[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1054[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1055[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1056[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1057[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1058[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1059[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1060[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1061[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1062[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1063[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1064[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1065[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1066[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1067[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1068[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1069[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1070[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1071[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1072[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1073[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1074[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1075[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1076[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1077[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1078[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1079[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1080[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1081[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1082[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1083[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1084[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1085[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1086[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1087[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1088[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1089[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1090[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1091[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1092[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1093[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1094[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1095[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1096[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1097[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1098[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1099[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1100[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1101[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1102[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1103[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1104[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1105[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1106[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1107[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1108[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1109[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1110[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1111[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1112[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1113[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1114[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1115[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1116[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1117[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1118[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1119[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1120[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1121[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1122[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1123[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1124[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1125[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1126[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1127[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1128[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1129[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1130[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1131[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1132[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1133[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1134[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1135[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1136[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1137[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1138[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1139[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1140[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1141[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1142[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1143[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1144[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1145[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1146[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1147[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1148[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1149[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1150[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1151[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1152[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1153[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1154[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1155[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1156[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1157[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1158[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1159[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1160[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1161[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1162[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1163[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1164[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1165[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1166[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1167[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1168[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1169[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1170[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1171[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1172[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1173[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1174[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1175[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1176[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1177[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1178[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1179[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1180[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1181[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1182[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1183[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1184[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1185[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1186[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1187[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1188[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1189[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1190[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1191[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1192[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1193[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1194[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1195[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1196[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1197[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1198[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1199[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1200[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1201[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1202[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1203[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1204[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1205[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1206[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1207[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1208[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1209[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1210[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1211[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1212[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1213[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1214[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1215[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1216[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1217[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1218[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1219[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1220[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1221[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1222[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1223[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1224[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1225[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1226[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1227[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1228[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1229[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1230[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1231[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1232[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1233[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1234[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1235[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1236[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1237[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1238[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1239[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1240[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1241[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1242[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1243[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1244[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1245[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1246[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1247[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1248[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1249[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1250[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1251[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1252[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1253[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1254[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1255[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1256[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1257[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1258[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1259[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1260[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1261[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1262[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1263[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1264[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1265[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1266[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1267[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1268[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1269[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1270[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1271[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1272[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1273[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1274[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1275[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1276[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1277[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1278[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1279[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1280[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1281[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1282[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1283[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1284[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1285[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1286[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1287[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1288[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1289[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1290[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1291[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1292[] = {tensor_spec(kBool), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1293[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1294[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1295[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1296[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1297[] = {tensor_spec(kBool), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1298[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1299[] = {tensor_spec(kBool), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1300[] = {tensor_spec(kBool), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1301[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1302[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1303[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1304[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1305[] = {tensor_spec(kBool), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1306[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1307[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1308[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1309[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1310[] = {tensor_spec(kBool), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1311[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1312[] = {tensor_spec(kBool), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1313[] = {tensor_spec(kBool), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1314[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1315[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1316[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1317[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1318[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1319[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1320[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1321[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1322[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1323[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1324[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1325[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1326[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1327[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1328[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1329[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1330[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1331[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1332[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1333[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1334[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1335[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1336[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1337[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1338[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1339[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1340[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1341[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1342[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1343[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1344[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1345[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1346[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1347[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1348[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1349[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1350[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1351[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1352[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1353[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1354[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1355[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1356[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1357[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1358[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1359[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1360[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1361[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1362[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1363[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1364[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1365[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1366[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1367[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1368[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1369[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1370[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1371[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1372[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1373[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1374[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1375[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1376[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1377[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1378[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1379[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1380[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1381[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1382[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1383[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1384[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1385[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1386[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1387[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1388[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1389[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1390[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1391[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1392[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1393[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1394[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1395[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1396[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1397[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1398[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1399[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1400[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1401[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1402[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1403[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1404[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1405[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1406[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1407[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1408[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1409[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1410[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1411[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1412[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1413[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1414[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1415[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1416[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1417[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1418[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1419[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1420[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1421[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1422[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1423[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1424[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1425[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1426[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1427[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1428[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1429[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1430[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1431[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1432[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1433[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1434[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1435[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1436[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1437[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1438[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1439[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1440[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1441[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1442[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1443[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1444[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1445[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1446[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1447[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1448[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1449[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1450[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1451[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1452[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1453[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1454[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1455[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1456[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1457[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1458[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1459[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1460[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1461[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1462[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1463[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1464[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1465[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1466[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1467[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1468[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1469[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1470[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1471[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1472[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1473[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1474[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1475[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1476[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1477[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1478[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1479[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1480[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1481[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1482[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1483[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1484[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1485[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1486[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1487[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1488[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1489[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1490[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1491[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1492[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1493[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1494[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1495[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1496[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1497[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1498[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1499[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1500[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1501[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1502[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1503[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1504[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1505[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1506[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1507[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1508[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1509[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1510[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1511[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1512[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1513[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1514[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1515[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1516[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1517[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1518[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1519[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1520[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1521[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1522[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1523[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1524[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1525[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1526[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1527[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1528[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1529[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1530[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1531[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1532[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1533[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1534[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1535[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1536[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1537[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1538[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1539[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1540[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1541[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1542[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1543[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1544[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1545[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1546[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1547[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1548[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1549[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1550[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1551[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1552[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1553[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1554[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1555[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1556[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1557[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1558[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1559[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1560[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1561[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1562[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1563[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1564[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1565[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1566[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1567[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1568[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1569[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1570[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1571[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1572[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1573[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1574[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1575[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1576[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1577[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1578[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1579[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1580[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1581[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1582[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1583[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1584[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1585[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1586[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1587[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1588[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1589[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1590[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1591[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1592[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1593[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1594[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1595[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1596[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1597[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1598[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1599[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1600[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1601[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1602[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1603[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1604[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1605[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1606[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1607[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1608[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1609[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1610[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1611[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1612[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1613[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1614[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1615[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1616[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1617[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1618[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1619[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1620[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1621[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1622[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1623[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1624[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1625[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1626[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1627[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1628[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexDouble)};
constexpr Case kDtypes[] = {
    {"clamp__bool_dimensioned__bool_scalar__none", kArgs12, kOutcomes14},
    {"clamp__bool_dimensioned__int_scalar__none", kArgs15, kOutcomes16},
    {"clamp__bool_dimensioned__float_scalar__none", kArgs17, kOutcomes18},
    {"clamp__bool_dimensioned__complex_scalar__none", kArgs19, kOutcomes21},
    {"clamp__uint8_dimensioned__bool_scalar__none", kArgs22, kOutcomes23},
    {"clamp__uint8_dimensioned__int_scalar__none", kArgs24, kOutcomes23},
    {"clamp__uint8_dimensioned__float_scalar__none", kArgs25, kOutcomes18},
    {"clamp__uint8_dimensioned__complex_scalar__none", kArgs26, kOutcomes21},
    {"clamp__int8_dimensioned__bool_scalar__none", kArgs27, kOutcomes28},
    {"clamp__int8_dimensioned__int_scalar__none", kArgs29, kOutcomes28},
    {"clamp__int8_dimensioned__float_scalar__none", kArgs30, kOutcomes18},
    {"clamp__int8_dimensioned__complex_scalar__none", kArgs31, kOutcomes21},
    {"clamp__int16_dimensioned__bool_scalar__none", kArgs32, kOutcomes33},
    {"clamp__int16_dimensioned__int_scalar__none", kArgs34, kOutcomes33},
    {"clamp__int16_dimensioned__float_scalar__none", kArgs35, kOutcomes18},
    {"clamp__int16_dimensioned__complex_scalar__none", kArgs36, kOutcomes21},
    {"clamp__int32_dimensioned__bool_scalar__none", kArgs37, kOutcomes38},
    {"clamp__int32_dimensioned__int_scalar__none", kArgs39, kOutcomes38},
    {"clamp__int32_dimensioned__float_scalar__none", kArgs40, kOutcomes18},
    {"clamp__int32_dimensioned__complex_scalar__none", kArgs41, kOutcomes21},
    {"clamp__int64_dimensioned__bool_scalar__none", kArgs42, kOutcomes16},
    {"clamp__int64_dimensioned__int_scalar__none", kArgs43, kOutcomes16},
    {"clamp__int64_dimensioned__float_scalar__none", kArgs44, kOutcomes18},
    {"clamp__int64_dimensioned__complex_scalar__none", kArgs45, kOutcomes21},
    {"clamp__float16_dimensioned__bool_scalar__none", kArgs46, kOutcomes47},
    {"clamp__float16_dimensioned__int_scalar__none", kArgs48, kOutcomes47},
    {"clamp__float16_dimensioned__float_scalar__none", kArgs49, kOutcomes47},
    {"clamp__float16_dimensioned__complex_scalar__none", kArgs50, kOutcomes52},
    {"clamp__bfloat16_dimensioned__bool_scalar__none", kArgs53, kOutcomes54},
    {"clamp__bfloat16_dimensioned__int_scalar__none", kArgs55, kOutcomes54},
    {"clamp__bfloat16_dimensioned__float_scalar__none", kArgs56, kOutcomes54},
    {"clamp__bfloat16_dimensioned__complex_scalar__none", kArgs57, kOutcomes59},
    {"clamp__float32_dimensioned__bool_scalar__none", kArgs60, kOutcomes18},
    {"clamp__float32_dimensioned__int_scalar__none", kArgs61, kOutcomes18},
    {"clamp__float32_dimensioned__float_scalar__none", kArgs62, kOutcomes18},
    {"clamp__float32_dimensioned__complex_scalar__none", kArgs63, kOutcomes65},
    {"clamp__float64_dimensioned__bool_scalar__none", kArgs66, kOutcomes67},
    {"clamp__float64_dimensioned__int_scalar__none", kArgs68, kOutcomes67},
    {"clamp__float64_dimensioned__float_scalar__none", kArgs69, kOutcomes67},
    {"clamp__float64_dimensioned__complex_scalar__none", kArgs70, kOutcomes72},
    {"clamp__complex32_dimensioned__bool_scalar__none", kArgs73, kOutcomes21},
    {"clamp__complex32_dimensioned__int_scalar__none", kArgs74, kOutcomes21},
    {"clamp__complex32_dimensioned__float_scalar__none", kArgs75, kOutcomes21},
    {"clamp__complex32_dimensioned__complex_scalar__none", kArgs76, kOutcomes21},
    {"clamp__complex64_dimensioned__bool_scalar__none", kArgs77, kOutcomes21},
    {"clamp__complex64_dimensioned__int_scalar__none", kArgs78, kOutcomes21},
    {"clamp__complex64_dimensioned__float_scalar__none", kArgs79, kOutcomes21},
    {"clamp__complex64_dimensioned__complex_scalar__none", kArgs80, kOutcomes21},
    {"clamp__complex128_dimensioned__bool_scalar__none", kArgs81, kOutcomes21},
    {"clamp__complex128_dimensioned__int_scalar__none", kArgs82, kOutcomes21},
    {"clamp__complex128_dimensioned__float_scalar__none", kArgs83, kOutcomes21},
    {"clamp__complex128_dimensioned__complex_scalar__none", kArgs84, kOutcomes21},
    {"clamp__bool_zero_dim__bool_scalar__none", kArgs85, kOutcomes14},
    {"clamp__bool_zero_dim__int_scalar__none", kArgs86, kOutcomes87},
    {"clamp__bool_zero_dim__float_scalar__none", kArgs88, kOutcomes89},
    {"clamp__bool_zero_dim__complex_scalar__none", kArgs90, kOutcomes21},
    {"clamp__uint8_zero_dim__bool_scalar__none", kArgs91, kOutcomes92},
    {"clamp__uint8_zero_dim__int_scalar__none", kArgs93, kOutcomes92},
    {"clamp__uint8_zero_dim__float_scalar__none", kArgs94, kOutcomes89},
    {"clamp__uint8_zero_dim__complex_scalar__none", kArgs95, kOutcomes21},
    {"clamp__int8_zero_dim__bool_scalar__none", kArgs96, kOutcomes97},
    {"clamp__int8_zero_dim__int_scalar__none", kArgs98, kOutcomes97},
    {"clamp__int8_zero_dim__float_scalar__none", kArgs99, kOutcomes89},
    {"clamp__int8_zero_dim__complex_scalar__none", kArgs100, kOutcomes21},
    {"clamp__int16_zero_dim__bool_scalar__none", kArgs101, kOutcomes102},
    {"clamp__int16_zero_dim__int_scalar__none", kArgs103, kOutcomes102},
    {"clamp__int16_zero_dim__float_scalar__none", kArgs104, kOutcomes89},
    {"clamp__int16_zero_dim__complex_scalar__none", kArgs105, kOutcomes21},
    {"clamp__int32_zero_dim__bool_scalar__none", kArgs106, kOutcomes107},
    {"clamp__int32_zero_dim__int_scalar__none", kArgs108, kOutcomes107},
    {"clamp__int32_zero_dim__float_scalar__none", kArgs109, kOutcomes89},
    {"clamp__int32_zero_dim__complex_scalar__none", kArgs110, kOutcomes21},
    {"clamp__int64_zero_dim__bool_scalar__none", kArgs111, kOutcomes87},
    {"clamp__int64_zero_dim__int_scalar__none", kArgs112, kOutcomes87},
    {"clamp__int64_zero_dim__float_scalar__none", kArgs113, kOutcomes89},
    {"clamp__int64_zero_dim__complex_scalar__none", kArgs114, kOutcomes21},
    {"clamp__float16_zero_dim__bool_scalar__none", kArgs115, kOutcomes116},
    {"clamp__float16_zero_dim__int_scalar__none", kArgs117, kOutcomes116},
    {"clamp__float16_zero_dim__float_scalar__none", kArgs118, kOutcomes116},
    {"clamp__float16_zero_dim__complex_scalar__none", kArgs119, kOutcomes52},
    {"clamp__bfloat16_zero_dim__bool_scalar__none", kArgs120, kOutcomes121},
    {"clamp__bfloat16_zero_dim__int_scalar__none", kArgs122, kOutcomes121},
    {"clamp__bfloat16_zero_dim__float_scalar__none", kArgs123, kOutcomes121},
    {"clamp__bfloat16_zero_dim__complex_scalar__none", kArgs124, kOutcomes59},
    {"clamp__float32_zero_dim__bool_scalar__none", kArgs125, kOutcomes89},
    {"clamp__float32_zero_dim__int_scalar__none", kArgs126, kOutcomes89},
    {"clamp__float32_zero_dim__float_scalar__none", kArgs127, kOutcomes89},
    {"clamp__float32_zero_dim__complex_scalar__none", kArgs128, kOutcomes65},
    {"clamp__float64_zero_dim__bool_scalar__none", kArgs129, kOutcomes130},
    {"clamp__float64_zero_dim__int_scalar__none", kArgs131, kOutcomes130},
    {"clamp__float64_zero_dim__float_scalar__none", kArgs132, kOutcomes130},
    {"clamp__float64_zero_dim__complex_scalar__none", kArgs133, kOutcomes72},
    {"clamp__complex32_zero_dim__bool_scalar__none", kArgs134, kOutcomes21},
    {"clamp__complex32_zero_dim__int_scalar__none", kArgs135, kOutcomes21},
    {"clamp__complex32_zero_dim__float_scalar__none", kArgs136, kOutcomes21},
    {"clamp__complex32_zero_dim__complex_scalar__none", kArgs137, kOutcomes21},
    {"clamp__complex64_zero_dim__bool_scalar__none", kArgs138, kOutcomes21},
    {"clamp__complex64_zero_dim__int_scalar__none", kArgs139, kOutcomes21},
    {"clamp__complex64_zero_dim__float_scalar__none", kArgs140, kOutcomes21},
    {"clamp__complex64_zero_dim__complex_scalar__none", kArgs141, kOutcomes21},
    {"clamp__complex128_zero_dim__bool_scalar__none", kArgs142, kOutcomes21},
    {"clamp__complex128_zero_dim__int_scalar__none", kArgs143, kOutcomes21},
    {"clamp__complex128_zero_dim__float_scalar__none", kArgs144, kOutcomes21},
    {"clamp__complex128_zero_dim__complex_scalar__none", kArgs145, kOutcomes21},
    {"clamp__bool_dimensioned__none__bool_scalar", kArgs146, kOutcomes14},
    {"clamp__bool_dimensioned__none__int_scalar", kArgs147, kOutcomes16},
    {"clamp__bool_dimensioned__none__float_scalar", kArgs148, kOutcomes18},
    {"clamp__bool_dimensioned__none__complex_scalar", kArgs149, kOutcomes21},
    {"clamp__uint8_dimensioned__none__bool_scalar", kArgs150, kOutcomes23},
    {"clamp__uint8_dimensioned__none__int_scalar", kArgs151, kOutcomes23},
    {"clamp__uint8_dimensioned__none__float_scalar", kArgs152, kOutcomes18},
    {"clamp__uint8_dimensioned__none__complex_scalar", kArgs153, kOutcomes21},
    {"clamp__int8_dimensioned__none__bool_scalar", kArgs154, kOutcomes28},
    {"clamp__int8_dimensioned__none__int_scalar", kArgs155, kOutcomes28},
    {"clamp__int8_dimensioned__none__float_scalar", kArgs156, kOutcomes18},
    {"clamp__int8_dimensioned__none__complex_scalar", kArgs157, kOutcomes21},
    {"clamp__int16_dimensioned__none__bool_scalar", kArgs158, kOutcomes33},
    {"clamp__int16_dimensioned__none__int_scalar", kArgs159, kOutcomes33},
    {"clamp__int16_dimensioned__none__float_scalar", kArgs160, kOutcomes18},
    {"clamp__int16_dimensioned__none__complex_scalar", kArgs161, kOutcomes21},
    {"clamp__int32_dimensioned__none__bool_scalar", kArgs162, kOutcomes38},
    {"clamp__int32_dimensioned__none__int_scalar", kArgs163, kOutcomes38},
    {"clamp__int32_dimensioned__none__float_scalar", kArgs164, kOutcomes18},
    {"clamp__int32_dimensioned__none__complex_scalar", kArgs165, kOutcomes21},
    {"clamp__int64_dimensioned__none__bool_scalar", kArgs166, kOutcomes16},
    {"clamp__int64_dimensioned__none__int_scalar", kArgs167, kOutcomes16},
    {"clamp__int64_dimensioned__none__float_scalar", kArgs168, kOutcomes18},
    {"clamp__int64_dimensioned__none__complex_scalar", kArgs169, kOutcomes21},
    {"clamp__float16_dimensioned__none__bool_scalar", kArgs170, kOutcomes47},
    {"clamp__float16_dimensioned__none__int_scalar", kArgs171, kOutcomes47},
    {"clamp__float16_dimensioned__none__float_scalar", kArgs172, kOutcomes47},
    {"clamp__float16_dimensioned__none__complex_scalar", kArgs173, kOutcomes52},
    {"clamp__bfloat16_dimensioned__none__bool_scalar", kArgs174, kOutcomes54},
    {"clamp__bfloat16_dimensioned__none__int_scalar", kArgs175, kOutcomes54},
    {"clamp__bfloat16_dimensioned__none__float_scalar", kArgs176, kOutcomes54},
    {"clamp__bfloat16_dimensioned__none__complex_scalar", kArgs177, kOutcomes59},
    {"clamp__float32_dimensioned__none__bool_scalar", kArgs178, kOutcomes18},
    {"clamp__float32_dimensioned__none__int_scalar", kArgs179, kOutcomes18},
    {"clamp__float32_dimensioned__none__float_scalar", kArgs180, kOutcomes18},
    {"clamp__float32_dimensioned__none__complex_scalar", kArgs181, kOutcomes65},
    {"clamp__float64_dimensioned__none__bool_scalar", kArgs182, kOutcomes67},
    {"clamp__float64_dimensioned__none__int_scalar", kArgs183, kOutcomes67},
    {"clamp__float64_dimensioned__none__float_scalar", kArgs184, kOutcomes67},
    {"clamp__float64_dimensioned__none__complex_scalar", kArgs185, kOutcomes72},
    {"clamp__complex32_dimensioned__none__bool_scalar", kArgs186, kOutcomes21},
    {"clamp__complex32_dimensioned__none__int_scalar", kArgs187, kOutcomes21},
    {"clamp__complex32_dimensioned__none__float_scalar", kArgs188, kOutcomes21},
    {"clamp__complex32_dimensioned__none__complex_scalar", kArgs189, kOutcomes21},
    {"clamp__complex64_dimensioned__none__bool_scalar", kArgs190, kOutcomes21},
    {"clamp__complex64_dimensioned__none__int_scalar", kArgs191, kOutcomes21},
    {"clamp__complex64_dimensioned__none__float_scalar", kArgs192, kOutcomes21},
    {"clamp__complex64_dimensioned__none__complex_scalar", kArgs193, kOutcomes21},
    {"clamp__complex128_dimensioned__none__bool_scalar", kArgs194, kOutcomes21},
    {"clamp__complex128_dimensioned__none__int_scalar", kArgs195, kOutcomes21},
    {"clamp__complex128_dimensioned__none__float_scalar", kArgs196, kOutcomes21},
    {"clamp__complex128_dimensioned__none__complex_scalar", kArgs197, kOutcomes21},
    {"clamp__bool_zero_dim__none__bool_scalar", kArgs198, kOutcomes14},
    {"clamp__bool_zero_dim__none__int_scalar", kArgs199, kOutcomes87},
    {"clamp__bool_zero_dim__none__float_scalar", kArgs200, kOutcomes89},
    {"clamp__bool_zero_dim__none__complex_scalar", kArgs201, kOutcomes21},
    {"clamp__uint8_zero_dim__none__bool_scalar", kArgs202, kOutcomes92},
    {"clamp__uint8_zero_dim__none__int_scalar", kArgs203, kOutcomes92},
    {"clamp__uint8_zero_dim__none__float_scalar", kArgs204, kOutcomes89},
    {"clamp__uint8_zero_dim__none__complex_scalar", kArgs205, kOutcomes21},
    {"clamp__int8_zero_dim__none__bool_scalar", kArgs206, kOutcomes97},
    {"clamp__int8_zero_dim__none__int_scalar", kArgs207, kOutcomes97},
    {"clamp__int8_zero_dim__none__float_scalar", kArgs208, kOutcomes89},
    {"clamp__int8_zero_dim__none__complex_scalar", kArgs209, kOutcomes21},
    {"clamp__int16_zero_dim__none__bool_scalar", kArgs210, kOutcomes102},
    {"clamp__int16_zero_dim__none__int_scalar", kArgs211, kOutcomes102},
    {"clamp__int16_zero_dim__none__float_scalar", kArgs212, kOutcomes89},
    {"clamp__int16_zero_dim__none__complex_scalar", kArgs213, kOutcomes21},
    {"clamp__int32_zero_dim__none__bool_scalar", kArgs214, kOutcomes107},
    {"clamp__int32_zero_dim__none__int_scalar", kArgs215, kOutcomes107},
    {"clamp__int32_zero_dim__none__float_scalar", kArgs216, kOutcomes89},
    {"clamp__int32_zero_dim__none__complex_scalar", kArgs217, kOutcomes21},
    {"clamp__int64_zero_dim__none__bool_scalar", kArgs218, kOutcomes87},
    {"clamp__int64_zero_dim__none__int_scalar", kArgs219, kOutcomes87},
    {"clamp__int64_zero_dim__none__float_scalar", kArgs220, kOutcomes89},
    {"clamp__int64_zero_dim__none__complex_scalar", kArgs221, kOutcomes21},
    {"clamp__float16_zero_dim__none__bool_scalar", kArgs222, kOutcomes116},
    {"clamp__float16_zero_dim__none__int_scalar", kArgs223, kOutcomes116},
    {"clamp__float16_zero_dim__none__float_scalar", kArgs224, kOutcomes116},
    {"clamp__float16_zero_dim__none__complex_scalar", kArgs225, kOutcomes52},
    {"clamp__bfloat16_zero_dim__none__bool_scalar", kArgs226, kOutcomes121},
    {"clamp__bfloat16_zero_dim__none__int_scalar", kArgs227, kOutcomes121},
    {"clamp__bfloat16_zero_dim__none__float_scalar", kArgs228, kOutcomes121},
    {"clamp__bfloat16_zero_dim__none__complex_scalar", kArgs229, kOutcomes59},
    {"clamp__float32_zero_dim__none__bool_scalar", kArgs230, kOutcomes89},
    {"clamp__float32_zero_dim__none__int_scalar", kArgs231, kOutcomes89},
    {"clamp__float32_zero_dim__none__float_scalar", kArgs232, kOutcomes89},
    {"clamp__float32_zero_dim__none__complex_scalar", kArgs233, kOutcomes65},
    {"clamp__float64_zero_dim__none__bool_scalar", kArgs234, kOutcomes130},
    {"clamp__float64_zero_dim__none__int_scalar", kArgs235, kOutcomes130},
    {"clamp__float64_zero_dim__none__float_scalar", kArgs236, kOutcomes130},
    {"clamp__float64_zero_dim__none__complex_scalar", kArgs237, kOutcomes72},
    {"clamp__complex32_zero_dim__none__bool_scalar", kArgs238, kOutcomes21},
    {"clamp__complex32_zero_dim__none__int_scalar", kArgs239, kOutcomes21},
    {"clamp__complex32_zero_dim__none__float_scalar", kArgs240, kOutcomes21},
    {"clamp__complex32_zero_dim__none__complex_scalar", kArgs241, kOutcomes21},
    {"clamp__complex64_zero_dim__none__bool_scalar", kArgs242, kOutcomes21},
    {"clamp__complex64_zero_dim__none__int_scalar", kArgs243, kOutcomes21},
    {"clamp__complex64_zero_dim__none__float_scalar", kArgs244, kOutcomes21},
    {"clamp__complex64_zero_dim__none__complex_scalar", kArgs245, kOutcomes21},
    {"clamp__complex128_zero_dim__none__bool_scalar", kArgs246, kOutcomes21},
    {"clamp__complex128_zero_dim__none__int_scalar", kArgs247, kOutcomes21},
    {"clamp__complex128_zero_dim__none__float_scalar", kArgs248, kOutcomes21},
    {"clamp__complex128_zero_dim__none__complex_scalar", kArgs249, kOutcomes21},
    {"clamp_Tensor__bool_dimensioned__bool_dimensioned__none", kArgs250, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__uint8_dimensioned__none", kArgs252, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__int8_dimensioned__none", kArgs254, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__int16_dimensioned__none", kArgs256, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__int32_dimensioned__none", kArgs258, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__int64_dimensioned__none", kArgs260, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__float16_dimensioned__none", kArgs262, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__bfloat16_dimensioned__none", kArgs264, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__float32_dimensioned__none", kArgs266, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__float64_dimensioned__none", kArgs268, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__complex32_dimensioned__none", kArgs270, kOutcomes272},
    {"clamp_Tensor__bool_dimensioned__complex64_dimensioned__none", kArgs273, kOutcomes275},
    {"clamp_Tensor__bool_dimensioned__complex128_dimensioned__none", kArgs276, kOutcomes278},
    {"clamp_Tensor__bool_dimensioned__bool_zero_dim__none", kArgs279, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__uint8_zero_dim__none", kArgs280, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__int8_zero_dim__none", kArgs281, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__int16_zero_dim__none", kArgs282, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__int32_zero_dim__none", kArgs283, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__int64_zero_dim__none", kArgs284, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__float16_zero_dim__none", kArgs285, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__bfloat16_zero_dim__none", kArgs286, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__float32_zero_dim__none", kArgs287, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__float64_zero_dim__none", kArgs288, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__complex32_zero_dim__none", kArgs289, kOutcomes272},
    {"clamp_Tensor__bool_dimensioned__complex64_zero_dim__none", kArgs290, kOutcomes275},
    {"clamp_Tensor__bool_dimensioned__complex128_zero_dim__none", kArgs291, kOutcomes278},
    {"clamp_Tensor__uint8_dimensioned__bool_dimensioned__none", kArgs292, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__uint8_dimensioned__none", kArgs293, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int8_dimensioned__none", kArgs294, kOutcomes257},
    {"clamp_Tensor__uint8_dimensioned__int16_dimensioned__none", kArgs295, kOutcomes257},
    {"clamp_Tensor__uint8_dimensioned__int32_dimensioned__none", kArgs296, kOutcomes259},
    {"clamp_Tensor__uint8_dimensioned__int64_dimensioned__none", kArgs297, kOutcomes261},
    {"clamp_Tensor__uint8_dimensioned__float16_dimensioned__none", kArgs298, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__bfloat16_dimensioned__none", kArgs299, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__float32_dimensioned__none", kArgs300, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__float64_dimensioned__none", kArgs301, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__complex32_dimensioned__none", kArgs302, kOutcomes272},
    {"clamp_Tensor__uint8_dimensioned__complex64_dimensioned__none", kArgs303, kOutcomes275},
    {"clamp_Tensor__uint8_dimensioned__complex128_dimensioned__none", kArgs304, kOutcomes278},
    {"clamp_Tensor__uint8_dimensioned__bool_zero_dim__none", kArgs305, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__uint8_zero_dim__none", kArgs306, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int8_zero_dim__none", kArgs307, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int16_zero_dim__none", kArgs308, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int32_zero_dim__none", kArgs309, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int64_zero_dim__none", kArgs310, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__float16_zero_dim__none", kArgs311, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__bfloat16_zero_dim__none", kArgs312, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__float32_zero_dim__none", kArgs313, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__float64_zero_dim__none", kArgs314, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__complex32_zero_dim__none", kArgs315, kOutcomes272},
    {"clamp_Tensor__uint8_dimensioned__complex64_zero_dim__none", kArgs316, kOutcomes275},
    {"clamp_Tensor__uint8_dimensioned__complex128_zero_dim__none", kArgs317, kOutcomes278},
    {"clamp_Tensor__int8_dimensioned__bool_dimensioned__none", kArgs318, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__uint8_dimensioned__none", kArgs319, kOutcomes257},
    {"clamp_Tensor__int8_dimensioned__int8_dimensioned__none", kArgs320, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__int16_dimensioned__none", kArgs321, kOutcomes257},
    {"clamp_Tensor__int8_dimensioned__int32_dimensioned__none", kArgs322, kOutcomes259},
    {"clamp_Tensor__int8_dimensioned__int64_dimensioned__none", kArgs323, kOutcomes261},
    {"clamp_Tensor__int8_dimensioned__float16_dimensioned__none", kArgs324, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__bfloat16_dimensioned__none", kArgs325, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__float32_dimensioned__none", kArgs326, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__float64_dimensioned__none", kArgs327, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__complex32_dimensioned__none", kArgs328, kOutcomes272},
    {"clamp_Tensor__int8_dimensioned__complex64_dimensioned__none", kArgs329, kOutcomes275},
    {"clamp_Tensor__int8_dimensioned__complex128_dimensioned__none", kArgs330, kOutcomes278},
    {"clamp_Tensor__int8_dimensioned__bool_zero_dim__none", kArgs331, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__uint8_zero_dim__none", kArgs332, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__int8_zero_dim__none", kArgs333, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__int16_zero_dim__none", kArgs334, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__int32_zero_dim__none", kArgs335, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__int64_zero_dim__none", kArgs336, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__float16_zero_dim__none", kArgs337, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__bfloat16_zero_dim__none", kArgs338, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__float32_zero_dim__none", kArgs339, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__float64_zero_dim__none", kArgs340, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__complex32_zero_dim__none", kArgs341, kOutcomes272},
    {"clamp_Tensor__int8_dimensioned__complex64_zero_dim__none", kArgs342, kOutcomes275},
    {"clamp_Tensor__int8_dimensioned__complex128_zero_dim__none", kArgs343, kOutcomes278},
    {"clamp_Tensor__int16_dimensioned__bool_dimensioned__none", kArgs344, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__uint8_dimensioned__none", kArgs345, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int8_dimensioned__none", kArgs346, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int16_dimensioned__none", kArgs347, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int32_dimensioned__none", kArgs348, kOutcomes259},
    {"clamp_Tensor__int16_dimensioned__int64_dimensioned__none", kArgs349, kOutcomes261},
    {"clamp_Tensor__int16_dimensioned__float16_dimensioned__none", kArgs350, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__bfloat16_dimensioned__none", kArgs351, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__float32_dimensioned__none", kArgs352, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__float64_dimensioned__none", kArgs353, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__complex32_dimensioned__none", kArgs354, kOutcomes272},
    {"clamp_Tensor__int16_dimensioned__complex64_dimensioned__none", kArgs355, kOutcomes275},
    {"clamp_Tensor__int16_dimensioned__complex128_dimensioned__none", kArgs356, kOutcomes278},
    {"clamp_Tensor__int16_dimensioned__bool_zero_dim__none", kArgs357, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__uint8_zero_dim__none", kArgs358, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int8_zero_dim__none", kArgs359, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int16_zero_dim__none", kArgs360, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int32_zero_dim__none", kArgs361, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__int64_zero_dim__none", kArgs362, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__float16_zero_dim__none", kArgs363, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__bfloat16_zero_dim__none", kArgs364, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__float32_zero_dim__none", kArgs365, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__float64_zero_dim__none", kArgs366, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__complex32_zero_dim__none", kArgs367, kOutcomes272},
    {"clamp_Tensor__int16_dimensioned__complex64_zero_dim__none", kArgs368, kOutcomes275},
    {"clamp_Tensor__int16_dimensioned__complex128_zero_dim__none", kArgs369, kOutcomes278},
    {"clamp_Tensor__int32_dimensioned__bool_dimensioned__none", kArgs370, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__uint8_dimensioned__none", kArgs371, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int8_dimensioned__none", kArgs372, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int16_dimensioned__none", kArgs373, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int32_dimensioned__none", kArgs374, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int64_dimensioned__none", kArgs375, kOutcomes261},
    {"clamp_Tensor__int32_dimensioned__float16_dimensioned__none", kArgs376, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__bfloat16_dimensioned__none", kArgs377, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__float32_dimensioned__none", kArgs378, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__float64_dimensioned__none", kArgs379, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__complex32_dimensioned__none", kArgs380, kOutcomes272},
    {"clamp_Tensor__int32_dimensioned__complex64_dimensioned__none", kArgs381, kOutcomes275},
    {"clamp_Tensor__int32_dimensioned__complex128_dimensioned__none", kArgs382, kOutcomes278},
    {"clamp_Tensor__int32_dimensioned__bool_zero_dim__none", kArgs383, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__uint8_zero_dim__none", kArgs384, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int8_zero_dim__none", kArgs385, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int16_zero_dim__none", kArgs386, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int32_zero_dim__none", kArgs387, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__int64_zero_dim__none", kArgs388, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__float16_zero_dim__none", kArgs389, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__bfloat16_zero_dim__none", kArgs390, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__float32_zero_dim__none", kArgs391, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__float64_zero_dim__none", kArgs392, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__complex32_zero_dim__none", kArgs393, kOutcomes272},
    {"clamp_Tensor__int32_dimensioned__complex64_zero_dim__none", kArgs394, kOutcomes275},
    {"clamp_Tensor__int32_dimensioned__complex128_zero_dim__none", kArgs395, kOutcomes278},
    {"clamp_Tensor__int64_dimensioned__bool_dimensioned__none", kArgs396, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__uint8_dimensioned__none", kArgs397, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int8_dimensioned__none", kArgs398, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int16_dimensioned__none", kArgs399, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int32_dimensioned__none", kArgs400, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int64_dimensioned__none", kArgs401, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__float16_dimensioned__none", kArgs402, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__bfloat16_dimensioned__none", kArgs403, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__float32_dimensioned__none", kArgs404, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__float64_dimensioned__none", kArgs405, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__complex32_dimensioned__none", kArgs406, kOutcomes272},
    {"clamp_Tensor__int64_dimensioned__complex64_dimensioned__none", kArgs407, kOutcomes275},
    {"clamp_Tensor__int64_dimensioned__complex128_dimensioned__none", kArgs408, kOutcomes278},
    {"clamp_Tensor__int64_dimensioned__bool_zero_dim__none", kArgs409, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__uint8_zero_dim__none", kArgs410, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int8_zero_dim__none", kArgs411, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int16_zero_dim__none", kArgs412, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int32_zero_dim__none", kArgs413, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__int64_zero_dim__none", kArgs414, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__float16_zero_dim__none", kArgs415, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__bfloat16_zero_dim__none", kArgs416, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__float32_zero_dim__none", kArgs417, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__float64_zero_dim__none", kArgs418, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__complex32_zero_dim__none", kArgs419, kOutcomes272},
    {"clamp_Tensor__int64_dimensioned__complex64_zero_dim__none", kArgs420, kOutcomes275},
    {"clamp_Tensor__int64_dimensioned__complex128_zero_dim__none", kArgs421, kOutcomes278},
    {"clamp_Tensor__float16_dimensioned__bool_dimensioned__none", kArgs422, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__uint8_dimensioned__none", kArgs423, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int8_dimensioned__none", kArgs424, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int16_dimensioned__none", kArgs425, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int32_dimensioned__none", kArgs426, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int64_dimensioned__none", kArgs427, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__float16_dimensioned__none", kArgs428, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__bfloat16_dimensioned__none", kArgs429, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__float32_dimensioned__none", kArgs430, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__float64_dimensioned__none", kArgs431, kOutcomes269},
    {"clamp_Tensor__float16_dimensioned__complex32_dimensioned__none", kArgs432, kOutcomes272},
    {"clamp_Tensor__float16_dimensioned__complex64_dimensioned__none", kArgs433, kOutcomes275},
    {"clamp_Tensor__float16_dimensioned__complex128_dimensioned__none", kArgs434, kOutcomes278},
    {"clamp_Tensor__float16_dimensioned__bool_zero_dim__none", kArgs435, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__uint8_zero_dim__none", kArgs436, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int8_zero_dim__none", kArgs437, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int16_zero_dim__none", kArgs438, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int32_zero_dim__none", kArgs439, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__int64_zero_dim__none", kArgs440, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__float16_zero_dim__none", kArgs441, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__bfloat16_zero_dim__none", kArgs442, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__float32_zero_dim__none", kArgs443, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__float64_zero_dim__none", kArgs444, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__complex32_zero_dim__none", kArgs445, kOutcomes272},
    {"clamp_Tensor__float16_dimensioned__complex64_zero_dim__none", kArgs446, kOutcomes272},
    {"clamp_Tensor__float16_dimensioned__complex128_zero_dim__none", kArgs447, kOutcomes272},
    {"clamp_Tensor__bfloat16_dimensioned__bool_dimensioned__none", kArgs448, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__uint8_dimensioned__none", kArgs449, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int8_dimensioned__none", kArgs450, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int16_dimensioned__none", kArgs451, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int32_dimensioned__none", kArgs452, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int64_dimensioned__none", kArgs453, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__float16_dimensioned__none", kArgs454, kOutcomes267},
    {"clamp_Tensor__bfloat16_dimensioned__bfloat16_dimensioned__none", kArgs455, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__float32_dimensioned__none", kArgs456, kOutcomes267},
    {"clamp_Tensor__bfloat16_dimensioned__float64_dimensioned__none", kArgs457, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__complex32_dimensioned__none", kArgs458, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__complex64_dimensioned__none", kArgs459, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__complex128_dimensioned__none", kArgs460, kOutcomes278},
    {"clamp_Tensor__bfloat16_dimensioned__bool_zero_dim__none", kArgs461, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__uint8_zero_dim__none", kArgs462, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int8_zero_dim__none", kArgs463, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int16_zero_dim__none", kArgs464, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int32_zero_dim__none", kArgs465, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__int64_zero_dim__none", kArgs466, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__float16_zero_dim__none", kArgs467, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__bfloat16_zero_dim__none", kArgs468, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__float32_zero_dim__none", kArgs469, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__float64_zero_dim__none", kArgs470, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__complex32_zero_dim__none", kArgs471, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__complex64_zero_dim__none", kArgs472, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__complex128_zero_dim__none", kArgs473, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__bool_dimensioned__none", kArgs474, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__uint8_dimensioned__none", kArgs475, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int8_dimensioned__none", kArgs476, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int16_dimensioned__none", kArgs477, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int32_dimensioned__none", kArgs478, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int64_dimensioned__none", kArgs479, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__float16_dimensioned__none", kArgs480, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__bfloat16_dimensioned__none", kArgs481, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__float32_dimensioned__none", kArgs482, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__float64_dimensioned__none", kArgs483, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__complex32_dimensioned__none", kArgs484, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__complex64_dimensioned__none", kArgs485, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__complex128_dimensioned__none", kArgs486, kOutcomes278},
    {"clamp_Tensor__float32_dimensioned__bool_zero_dim__none", kArgs487, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__uint8_zero_dim__none", kArgs488, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int8_zero_dim__none", kArgs489, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int16_zero_dim__none", kArgs490, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int32_zero_dim__none", kArgs491, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__int64_zero_dim__none", kArgs492, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__float16_zero_dim__none", kArgs493, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__bfloat16_zero_dim__none", kArgs494, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__float32_zero_dim__none", kArgs495, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__float64_zero_dim__none", kArgs496, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__complex32_zero_dim__none", kArgs497, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__complex64_zero_dim__none", kArgs498, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__complex128_zero_dim__none", kArgs499, kOutcomes275},
    {"clamp_Tensor__float64_dimensioned__bool_dimensioned__none", kArgs500, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__uint8_dimensioned__none", kArgs501, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int8_dimensioned__none", kArgs502, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int16_dimensioned__none", kArgs503, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int32_dimensioned__none", kArgs504, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int64_dimensioned__none", kArgs505, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__float16_dimensioned__none", kArgs506, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__bfloat16_dimensioned__none", kArgs507, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__float32_dimensioned__none", kArgs508, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__float64_dimensioned__none", kArgs509, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__complex32_dimensioned__none", kArgs510, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__complex64_dimensioned__none", kArgs511, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__complex128_dimensioned__none", kArgs512, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__bool_zero_dim__none", kArgs513, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__uint8_zero_dim__none", kArgs514, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int8_zero_dim__none", kArgs515, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int16_zero_dim__none", kArgs516, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int32_zero_dim__none", kArgs517, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__int64_zero_dim__none", kArgs518, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__float16_zero_dim__none", kArgs519, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__bfloat16_zero_dim__none", kArgs520, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__float32_zero_dim__none", kArgs521, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__float64_zero_dim__none", kArgs522, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__complex32_zero_dim__none", kArgs523, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__complex64_zero_dim__none", kArgs524, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__complex128_zero_dim__none", kArgs525, kOutcomes278},
    {"clamp_Tensor__complex32_dimensioned__bool_dimensioned__none", kArgs526, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__uint8_dimensioned__none", kArgs528, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int8_dimensioned__none", kArgs529, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int16_dimensioned__none", kArgs530, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int32_dimensioned__none", kArgs531, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int64_dimensioned__none", kArgs532, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__float16_dimensioned__none", kArgs533, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__bfloat16_dimensioned__none", kArgs534, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__float32_dimensioned__none", kArgs535, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__float64_dimensioned__none", kArgs536, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__complex32_dimensioned__none", kArgs537, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__complex64_dimensioned__none", kArgs538, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__complex128_dimensioned__none", kArgs539, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__bool_zero_dim__none", kArgs540, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__uint8_zero_dim__none", kArgs541, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int8_zero_dim__none", kArgs542, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int16_zero_dim__none", kArgs543, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int32_zero_dim__none", kArgs544, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__int64_zero_dim__none", kArgs545, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__float16_zero_dim__none", kArgs546, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__bfloat16_zero_dim__none", kArgs547, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__float32_zero_dim__none", kArgs548, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__float64_zero_dim__none", kArgs549, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__complex32_zero_dim__none", kArgs550, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__complex64_zero_dim__none", kArgs551, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__complex128_zero_dim__none", kArgs552, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__bool_dimensioned__none", kArgs553, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__uint8_dimensioned__none", kArgs554, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int8_dimensioned__none", kArgs555, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int16_dimensioned__none", kArgs556, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int32_dimensioned__none", kArgs557, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int64_dimensioned__none", kArgs558, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__float16_dimensioned__none", kArgs559, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__bfloat16_dimensioned__none", kArgs560, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__float32_dimensioned__none", kArgs561, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__float64_dimensioned__none", kArgs562, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__complex32_dimensioned__none", kArgs563, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__complex64_dimensioned__none", kArgs564, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__complex128_dimensioned__none", kArgs565, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__bool_zero_dim__none", kArgs566, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__uint8_zero_dim__none", kArgs567, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int8_zero_dim__none", kArgs568, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int16_zero_dim__none", kArgs569, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int32_zero_dim__none", kArgs570, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__int64_zero_dim__none", kArgs571, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__float16_zero_dim__none", kArgs572, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__bfloat16_zero_dim__none", kArgs573, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__float32_zero_dim__none", kArgs574, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__float64_zero_dim__none", kArgs575, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__complex32_zero_dim__none", kArgs576, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__complex64_zero_dim__none", kArgs577, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__complex128_zero_dim__none", kArgs578, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__bool_dimensioned__none", kArgs579, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__uint8_dimensioned__none", kArgs580, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int8_dimensioned__none", kArgs581, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int16_dimensioned__none", kArgs582, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int32_dimensioned__none", kArgs583, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int64_dimensioned__none", kArgs584, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__float16_dimensioned__none", kArgs585, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__bfloat16_dimensioned__none", kArgs586, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__float32_dimensioned__none", kArgs587, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__float64_dimensioned__none", kArgs588, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__complex32_dimensioned__none", kArgs589, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__complex64_dimensioned__none", kArgs590, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__complex128_dimensioned__none", kArgs591, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__bool_zero_dim__none", kArgs592, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__uint8_zero_dim__none", kArgs593, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int8_zero_dim__none", kArgs594, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int16_zero_dim__none", kArgs595, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int32_zero_dim__none", kArgs596, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__int64_zero_dim__none", kArgs597, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__float16_zero_dim__none", kArgs598, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__bfloat16_zero_dim__none", kArgs599, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__float32_zero_dim__none", kArgs600, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__float64_zero_dim__none", kArgs601, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__complex32_zero_dim__none", kArgs602, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__complex64_zero_dim__none", kArgs603, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__complex128_zero_dim__none", kArgs604, kOutcomes527},
    {"clamp_Tensor__bool_zero_dim__bool_dimensioned__none", kArgs605, kOutcomes251},
    {"clamp_Tensor__bool_zero_dim__uint8_dimensioned__none", kArgs606, kOutcomes253},
    {"clamp_Tensor__bool_zero_dim__int8_dimensioned__none", kArgs607, kOutcomes255},
    {"clamp_Tensor__bool_zero_dim__int16_dimensioned__none", kArgs608, kOutcomes257},
    {"clamp_Tensor__bool_zero_dim__int32_dimensioned__none", kArgs609, kOutcomes259},
    {"clamp_Tensor__bool_zero_dim__int64_dimensioned__none", kArgs610, kOutcomes261},
    {"clamp_Tensor__bool_zero_dim__float16_dimensioned__none", kArgs611, kOutcomes263},
    {"clamp_Tensor__bool_zero_dim__bfloat16_dimensioned__none", kArgs612, kOutcomes265},
    {"clamp_Tensor__bool_zero_dim__float32_dimensioned__none", kArgs613, kOutcomes267},
    {"clamp_Tensor__bool_zero_dim__float64_dimensioned__none", kArgs614, kOutcomes269},
    {"clamp_Tensor__bool_zero_dim__complex32_dimensioned__none", kArgs615, kOutcomes272},
    {"clamp_Tensor__bool_zero_dim__complex64_dimensioned__none", kArgs616, kOutcomes275},
    {"clamp_Tensor__bool_zero_dim__complex128_dimensioned__none", kArgs617, kOutcomes278},
    {"clamp_Tensor__bool_zero_dim__bool_zero_dim__none", kArgs618, kOutcomes619},
    {"clamp_Tensor__bool_zero_dim__uint8_zero_dim__none", kArgs620, kOutcomes621},
    {"clamp_Tensor__bool_zero_dim__int8_zero_dim__none", kArgs622, kOutcomes623},
    {"clamp_Tensor__bool_zero_dim__int16_zero_dim__none", kArgs624, kOutcomes625},
    {"clamp_Tensor__bool_zero_dim__int32_zero_dim__none", kArgs626, kOutcomes627},
    {"clamp_Tensor__bool_zero_dim__int64_zero_dim__none", kArgs628, kOutcomes629},
    {"clamp_Tensor__bool_zero_dim__float16_zero_dim__none", kArgs630, kOutcomes631},
    {"clamp_Tensor__bool_zero_dim__bfloat16_zero_dim__none", kArgs632, kOutcomes633},
    {"clamp_Tensor__bool_zero_dim__float32_zero_dim__none", kArgs634, kOutcomes635},
    {"clamp_Tensor__bool_zero_dim__float64_zero_dim__none", kArgs636, kOutcomes637},
    {"clamp_Tensor__bool_zero_dim__complex32_zero_dim__none", kArgs638, kOutcomes272},
    {"clamp_Tensor__bool_zero_dim__complex64_zero_dim__none", kArgs639, kOutcomes275},
    {"clamp_Tensor__bool_zero_dim__complex128_zero_dim__none", kArgs640, kOutcomes278},
    {"clamp_Tensor__uint8_zero_dim__bool_dimensioned__none", kArgs641, kOutcomes253},
    {"clamp_Tensor__uint8_zero_dim__uint8_dimensioned__none", kArgs642, kOutcomes253},
    {"clamp_Tensor__uint8_zero_dim__int8_dimensioned__none", kArgs643, kOutcomes255},
    {"clamp_Tensor__uint8_zero_dim__int16_dimensioned__none", kArgs644, kOutcomes257},
    {"clamp_Tensor__uint8_zero_dim__int32_dimensioned__none", kArgs645, kOutcomes259},
    {"clamp_Tensor__uint8_zero_dim__int64_dimensioned__none", kArgs646, kOutcomes261},
    {"clamp_Tensor__uint8_zero_dim__float16_dimensioned__none", kArgs647, kOutcomes263},
    {"clamp_Tensor__uint8_zero_dim__bfloat16_dimensioned__none", kArgs648, kOutcomes265},
    {"clamp_Tensor__uint8_zero_dim__float32_dimensioned__none", kArgs649, kOutcomes267},
    {"clamp_Tensor__uint8_zero_dim__float64_dimensioned__none", kArgs650, kOutcomes269},
    {"clamp_Tensor__uint8_zero_dim__complex32_dimensioned__none", kArgs651, kOutcomes272},
    {"clamp_Tensor__uint8_zero_dim__complex64_dimensioned__none", kArgs652, kOutcomes275},
    {"clamp_Tensor__uint8_zero_dim__complex128_dimensioned__none", kArgs653, kOutcomes278},
    {"clamp_Tensor__uint8_zero_dim__bool_zero_dim__none", kArgs654, kOutcomes621},
    {"clamp_Tensor__uint8_zero_dim__uint8_zero_dim__none", kArgs655, kOutcomes621},
    {"clamp_Tensor__uint8_zero_dim__int8_zero_dim__none", kArgs656, kOutcomes625},
    {"clamp_Tensor__uint8_zero_dim__int16_zero_dim__none", kArgs657, kOutcomes625},
    {"clamp_Tensor__uint8_zero_dim__int32_zero_dim__none", kArgs658, kOutcomes627},
    {"clamp_Tensor__uint8_zero_dim__int64_zero_dim__none", kArgs659, kOutcomes629},
    {"clamp_Tensor__uint8_zero_dim__float16_zero_dim__none", kArgs660, kOutcomes631},
    {"clamp_Tensor__uint8_zero_dim__bfloat16_zero_dim__none", kArgs661, kOutcomes633},
    {"clamp_Tensor__uint8_zero_dim__float32_zero_dim__none", kArgs662, kOutcomes635},
    {"clamp_Tensor__uint8_zero_dim__float64_zero_dim__none", kArgs663, kOutcomes637},
    {"clamp_Tensor__uint8_zero_dim__complex32_zero_dim__none", kArgs664, kOutcomes272},
    {"clamp_Tensor__uint8_zero_dim__complex64_zero_dim__none", kArgs665, kOutcomes275},
    {"clamp_Tensor__uint8_zero_dim__complex128_zero_dim__none", kArgs666, kOutcomes278},
    {"clamp_Tensor__int8_zero_dim__bool_dimensioned__none", kArgs667, kOutcomes255},
    {"clamp_Tensor__int8_zero_dim__uint8_dimensioned__none", kArgs668, kOutcomes253},
    {"clamp_Tensor__int8_zero_dim__int8_dimensioned__none", kArgs669, kOutcomes255},
    {"clamp_Tensor__int8_zero_dim__int16_dimensioned__none", kArgs670, kOutcomes257},
    {"clamp_Tensor__int8_zero_dim__int32_dimensioned__none", kArgs671, kOutcomes259},
    {"clamp_Tensor__int8_zero_dim__int64_dimensioned__none", kArgs672, kOutcomes261},
    {"clamp_Tensor__int8_zero_dim__float16_dimensioned__none", kArgs673, kOutcomes263},
    {"clamp_Tensor__int8_zero_dim__bfloat16_dimensioned__none", kArgs674, kOutcomes265},
    {"clamp_Tensor__int8_zero_dim__float32_dimensioned__none", kArgs675, kOutcomes267},
    {"clamp_Tensor__int8_zero_dim__float64_dimensioned__none", kArgs676, kOutcomes269},
    {"clamp_Tensor__int8_zero_dim__complex32_dimensioned__none", kArgs677, kOutcomes272},
    {"clamp_Tensor__int8_zero_dim__complex64_dimensioned__none", kArgs678, kOutcomes275},
    {"clamp_Tensor__int8_zero_dim__complex128_dimensioned__none", kArgs679, kOutcomes278},
    {"clamp_Tensor__int8_zero_dim__bool_zero_dim__none", kArgs680, kOutcomes623},
    {"clamp_Tensor__int8_zero_dim__uint8_zero_dim__none", kArgs681, kOutcomes625},
    {"clamp_Tensor__int8_zero_dim__int8_zero_dim__none", kArgs682, kOutcomes623},
    {"clamp_Tensor__int8_zero_dim__int16_zero_dim__none", kArgs683, kOutcomes625},
    {"clamp_Tensor__int8_zero_dim__int32_zero_dim__none", kArgs684, kOutcomes627},
    {"clamp_Tensor__int8_zero_dim__int64_zero_dim__none", kArgs685, kOutcomes629},
    {"clamp_Tensor__int8_zero_dim__float16_zero_dim__none", kArgs686, kOutcomes631},
    {"clamp_Tensor__int8_zero_dim__bfloat16_zero_dim__none", kArgs687, kOutcomes633},
    {"clamp_Tensor__int8_zero_dim__float32_zero_dim__none", kArgs688, kOutcomes635},
    {"clamp_Tensor__int8_zero_dim__float64_zero_dim__none", kArgs689, kOutcomes637},
    {"clamp_Tensor__int8_zero_dim__complex32_zero_dim__none", kArgs690, kOutcomes272},
    {"clamp_Tensor__int8_zero_dim__complex64_zero_dim__none", kArgs691, kOutcomes275},
    {"clamp_Tensor__int8_zero_dim__complex128_zero_dim__none", kArgs692, kOutcomes278},
    {"clamp_Tensor__int16_zero_dim__bool_dimensioned__none", kArgs693, kOutcomes257},
    {"clamp_Tensor__int16_zero_dim__uint8_dimensioned__none", kArgs694, kOutcomes253},
    {"clamp_Tensor__int16_zero_dim__int8_dimensioned__none", kArgs695, kOutcomes255},
    {"clamp_Tensor__int16_zero_dim__int16_dimensioned__none", kArgs696, kOutcomes257},
    {"clamp_Tensor__int16_zero_dim__int32_dimensioned__none", kArgs697, kOutcomes259},
    {"clamp_Tensor__int16_zero_dim__int64_dimensioned__none", kArgs698, kOutcomes261},
    {"clamp_Tensor__int16_zero_dim__float16_dimensioned__none", kArgs699, kOutcomes263},
    {"clamp_Tensor__int16_zero_dim__bfloat16_dimensioned__none", kArgs700, kOutcomes265},
    {"clamp_Tensor__int16_zero_dim__float32_dimensioned__none", kArgs701, kOutcomes267},
    {"clamp_Tensor__int16_zero_dim__float64_dimensioned__none", kArgs702, kOutcomes269},
    {"clamp_Tensor__int16_zero_dim__complex32_dimensioned__none", kArgs703, kOutcomes272},
    {"clamp_Tensor__int16_zero_dim__complex64_dimensioned__none", kArgs704, kOutcomes275},
    {"clamp_Tensor__int16_zero_dim__complex128_dimensioned__none", kArgs705, kOutcomes278},
    {"clamp_Tensor__int16_zero_dim__bool_zero_dim__none", kArgs706, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__uint8_zero_dim__none", kArgs707, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__int8_zero_dim__none", kArgs708, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__int16_zero_dim__none", kArgs709, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__int32_zero_dim__none", kArgs710, kOutcomes627},
    {"clamp_Tensor__int16_zero_dim__int64_zero_dim__none", kArgs711, kOutcomes629},
    {"clamp_Tensor__int16_zero_dim__float16_zero_dim__none", kArgs712, kOutcomes631},
    {"clamp_Tensor__int16_zero_dim__bfloat16_zero_dim__none", kArgs713, kOutcomes633},
    {"clamp_Tensor__int16_zero_dim__float32_zero_dim__none", kArgs714, kOutcomes635},
    {"clamp_Tensor__int16_zero_dim__float64_zero_dim__none", kArgs715, kOutcomes637},
    {"clamp_Tensor__int16_zero_dim__complex32_zero_dim__none", kArgs716, kOutcomes272},
    {"clamp_Tensor__int16_zero_dim__complex64_zero_dim__none", kArgs717, kOutcomes275},
    {"clamp_Tensor__int16_zero_dim__complex128_zero_dim__none", kArgs718, kOutcomes278},
    {"clamp_Tensor__int32_zero_dim__bool_dimensioned__none", kArgs719, kOutcomes259},
    {"clamp_Tensor__int32_zero_dim__uint8_dimensioned__none", kArgs720, kOutcomes253},
    {"clamp_Tensor__int32_zero_dim__int8_dimensioned__none", kArgs721, kOutcomes255},
    {"clamp_Tensor__int32_zero_dim__int16_dimensioned__none", kArgs722, kOutcomes257},
    {"clamp_Tensor__int32_zero_dim__int32_dimensioned__none", kArgs723, kOutcomes259},
    {"clamp_Tensor__int32_zero_dim__int64_dimensioned__none", kArgs724, kOutcomes261},
    {"clamp_Tensor__int32_zero_dim__float16_dimensioned__none", kArgs725, kOutcomes263},
    {"clamp_Tensor__int32_zero_dim__bfloat16_dimensioned__none", kArgs726, kOutcomes265},
    {"clamp_Tensor__int32_zero_dim__float32_dimensioned__none", kArgs727, kOutcomes267},
    {"clamp_Tensor__int32_zero_dim__float64_dimensioned__none", kArgs728, kOutcomes269},
    {"clamp_Tensor__int32_zero_dim__complex32_dimensioned__none", kArgs729, kOutcomes272},
    {"clamp_Tensor__int32_zero_dim__complex64_dimensioned__none", kArgs730, kOutcomes275},
    {"clamp_Tensor__int32_zero_dim__complex128_dimensioned__none", kArgs731, kOutcomes278},
    {"clamp_Tensor__int32_zero_dim__bool_zero_dim__none", kArgs732, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__uint8_zero_dim__none", kArgs733, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__int8_zero_dim__none", kArgs734, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__int16_zero_dim__none", kArgs735, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__int32_zero_dim__none", kArgs736, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__int64_zero_dim__none", kArgs737, kOutcomes629},
    {"clamp_Tensor__int32_zero_dim__float16_zero_dim__none", kArgs738, kOutcomes631},
    {"clamp_Tensor__int32_zero_dim__bfloat16_zero_dim__none", kArgs739, kOutcomes633},
    {"clamp_Tensor__int32_zero_dim__float32_zero_dim__none", kArgs740, kOutcomes635},
    {"clamp_Tensor__int32_zero_dim__float64_zero_dim__none", kArgs741, kOutcomes637},
    {"clamp_Tensor__int32_zero_dim__complex32_zero_dim__none", kArgs742, kOutcomes272},
    {"clamp_Tensor__int32_zero_dim__complex64_zero_dim__none", kArgs743, kOutcomes275},
    {"clamp_Tensor__int32_zero_dim__complex128_zero_dim__none", kArgs744, kOutcomes278},
    {"clamp_Tensor__int64_zero_dim__bool_dimensioned__none", kArgs745, kOutcomes261},
    {"clamp_Tensor__int64_zero_dim__uint8_dimensioned__none", kArgs746, kOutcomes253},
    {"clamp_Tensor__int64_zero_dim__int8_dimensioned__none", kArgs747, kOutcomes255},
    {"clamp_Tensor__int64_zero_dim__int16_dimensioned__none", kArgs748, kOutcomes257},
    {"clamp_Tensor__int64_zero_dim__int32_dimensioned__none", kArgs749, kOutcomes259},
    {"clamp_Tensor__int64_zero_dim__int64_dimensioned__none", kArgs750, kOutcomes261},
    {"clamp_Tensor__int64_zero_dim__float16_dimensioned__none", kArgs751, kOutcomes263},
    {"clamp_Tensor__int64_zero_dim__bfloat16_dimensioned__none", kArgs752, kOutcomes265},
    {"clamp_Tensor__int64_zero_dim__float32_dimensioned__none", kArgs753, kOutcomes267},
    {"clamp_Tensor__int64_zero_dim__float64_dimensioned__none", kArgs754, kOutcomes269},
    {"clamp_Tensor__int64_zero_dim__complex32_dimensioned__none", kArgs755, kOutcomes272},
    {"clamp_Tensor__int64_zero_dim__complex64_dimensioned__none", kArgs756, kOutcomes275},
    {"clamp_Tensor__int64_zero_dim__complex128_dimensioned__none", kArgs757, kOutcomes278},
    {"clamp_Tensor__int64_zero_dim__bool_zero_dim__none", kArgs758, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__uint8_zero_dim__none", kArgs759, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__int8_zero_dim__none", kArgs760, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__int16_zero_dim__none", kArgs761, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__int32_zero_dim__none", kArgs762, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__int64_zero_dim__none", kArgs763, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__float16_zero_dim__none", kArgs764, kOutcomes631},
    {"clamp_Tensor__int64_zero_dim__bfloat16_zero_dim__none", kArgs765, kOutcomes633},
    {"clamp_Tensor__int64_zero_dim__float32_zero_dim__none", kArgs766, kOutcomes635},
    {"clamp_Tensor__int64_zero_dim__float64_zero_dim__none", kArgs767, kOutcomes637},
    {"clamp_Tensor__int64_zero_dim__complex32_zero_dim__none", kArgs768, kOutcomes272},
    {"clamp_Tensor__int64_zero_dim__complex64_zero_dim__none", kArgs769, kOutcomes275},
    {"clamp_Tensor__int64_zero_dim__complex128_zero_dim__none", kArgs770, kOutcomes278},
    {"clamp_Tensor__float16_zero_dim__bool_dimensioned__none", kArgs771, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__uint8_dimensioned__none", kArgs772, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__int8_dimensioned__none", kArgs773, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__int16_dimensioned__none", kArgs774, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__int32_dimensioned__none", kArgs775, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__int64_dimensioned__none", kArgs776, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__float16_dimensioned__none", kArgs777, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__bfloat16_dimensioned__none", kArgs778, kOutcomes265},
    {"clamp_Tensor__float16_zero_dim__float32_dimensioned__none", kArgs779, kOutcomes267},
    {"clamp_Tensor__float16_zero_dim__float64_dimensioned__none", kArgs780, kOutcomes269},
    {"clamp_Tensor__float16_zero_dim__complex32_dimensioned__none", kArgs781, kOutcomes272},
    {"clamp_Tensor__float16_zero_dim__complex64_dimensioned__none", kArgs782, kOutcomes275},
    {"clamp_Tensor__float16_zero_dim__complex128_dimensioned__none", kArgs783, kOutcomes278},
    {"clamp_Tensor__float16_zero_dim__bool_zero_dim__none", kArgs784, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__uint8_zero_dim__none", kArgs785, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__int8_zero_dim__none", kArgs786, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__int16_zero_dim__none", kArgs787, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__int32_zero_dim__none", kArgs788, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__int64_zero_dim__none", kArgs789, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__float16_zero_dim__none", kArgs790, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__bfloat16_zero_dim__none", kArgs791, kOutcomes635},
    {"clamp_Tensor__float16_zero_dim__float32_zero_dim__none", kArgs792, kOutcomes635},
    {"clamp_Tensor__float16_zero_dim__float64_zero_dim__none", kArgs793, kOutcomes637},
    {"clamp_Tensor__float16_zero_dim__complex32_zero_dim__none", kArgs794, kOutcomes272},
    {"clamp_Tensor__float16_zero_dim__complex64_zero_dim__none", kArgs795, kOutcomes275},
    {"clamp_Tensor__float16_zero_dim__complex128_zero_dim__none", kArgs796, kOutcomes278},
    {"clamp_Tensor__bfloat16_zero_dim__bool_dimensioned__none", kArgs797, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__uint8_dimensioned__none", kArgs798, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__int8_dimensioned__none", kArgs799, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__int16_dimensioned__none", kArgs800, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__int32_dimensioned__none", kArgs801, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__int64_dimensioned__none", kArgs802, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__float16_dimensioned__none", kArgs803, kOutcomes263},
    {"clamp_Tensor__bfloat16_zero_dim__bfloat16_dimensioned__none", kArgs804, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__float32_dimensioned__none", kArgs805, kOutcomes267},
    {"clamp_Tensor__bfloat16_zero_dim__float64_dimensioned__none", kArgs806, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__complex32_dimensioned__none", kArgs807, kOutcomes272},
    {"clamp_Tensor__bfloat16_zero_dim__complex64_dimensioned__none", kArgs808, kOutcomes275},
    {"clamp_Tensor__bfloat16_zero_dim__complex128_dimensioned__none", kArgs809, kOutcomes278},
    {"clamp_Tensor__bfloat16_zero_dim__bool_zero_dim__none", kArgs810, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__uint8_zero_dim__none", kArgs811, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__int8_zero_dim__none", kArgs812, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__int16_zero_dim__none", kArgs813, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__int32_zero_dim__none", kArgs814, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__int64_zero_dim__none", kArgs815, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__float16_zero_dim__none", kArgs816, kOutcomes635},
    {"clamp_Tensor__bfloat16_zero_dim__bfloat16_zero_dim__none", kArgs817, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__float32_zero_dim__none", kArgs818, kOutcomes635},
    {"clamp_Tensor__bfloat16_zero_dim__float64_zero_dim__none", kArgs819, kOutcomes637},
    {"clamp_Tensor__bfloat16_zero_dim__complex32_zero_dim__none", kArgs820, kOutcomes275},
    {"clamp_Tensor__bfloat16_zero_dim__complex64_zero_dim__none", kArgs821, kOutcomes275},
    {"clamp_Tensor__bfloat16_zero_dim__complex128_zero_dim__none", kArgs822, kOutcomes278},
    {"clamp_Tensor__float32_zero_dim__bool_dimensioned__none", kArgs823, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__uint8_dimensioned__none", kArgs824, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__int8_dimensioned__none", kArgs825, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__int16_dimensioned__none", kArgs826, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__int32_dimensioned__none", kArgs827, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__int64_dimensioned__none", kArgs828, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__float16_dimensioned__none", kArgs829, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__bfloat16_dimensioned__none", kArgs830, kOutcomes265},
    {"clamp_Tensor__float32_zero_dim__float32_dimensioned__none", kArgs831, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__float64_dimensioned__none", kArgs832, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__complex32_dimensioned__none", kArgs833, kOutcomes272},
    {"clamp_Tensor__float32_zero_dim__complex64_dimensioned__none", kArgs834, kOutcomes275},
    {"clamp_Tensor__float32_zero_dim__complex128_dimensioned__none", kArgs835, kOutcomes278},
    {"clamp_Tensor__float32_zero_dim__bool_zero_dim__none", kArgs836, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__uint8_zero_dim__none", kArgs837, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__int8_zero_dim__none", kArgs838, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__int16_zero_dim__none", kArgs839, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__int32_zero_dim__none", kArgs840, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__int64_zero_dim__none", kArgs841, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__float16_zero_dim__none", kArgs842, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__bfloat16_zero_dim__none", kArgs843, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__float32_zero_dim__none", kArgs844, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__float64_zero_dim__none", kArgs845, kOutcomes637},
    {"clamp_Tensor__float32_zero_dim__complex32_zero_dim__none", kArgs846, kOutcomes275},
    {"clamp_Tensor__float32_zero_dim__complex64_zero_dim__none", kArgs847, kOutcomes275},
    {"clamp_Tensor__float32_zero_dim__complex128_zero_dim__none", kArgs848, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__bool_dimensioned__none", kArgs849, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__uint8_dimensioned__none", kArgs850, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__int8_dimensioned__none", kArgs851, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__int16_dimensioned__none", kArgs852, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__int32_dimensioned__none", kArgs853, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__int64_dimensioned__none", kArgs854, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__float16_dimensioned__none", kArgs855, kOutcomes263},
    {"clamp_Tensor__float64_zero_dim__bfloat16_dimensioned__none", kArgs856, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__float32_dimensioned__none", kArgs857, kOutcomes267},
    {"clamp_Tensor__float64_zero_dim__float64_dimensioned__none", kArgs858, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__complex32_dimensioned__none", kArgs859, kOutcomes272},
    {"clamp_Tensor__float64_zero_dim__complex64_dimensioned__none", kArgs860, kOutcomes275},
    {"clamp_Tensor__float64_zero_dim__complex128_dimensioned__none", kArgs861, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__bool_zero_dim__none", kArgs862, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__uint8_zero_dim__none", kArgs863, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__int8_zero_dim__none", kArgs864, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__int16_zero_dim__none", kArgs865, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__int32_zero_dim__none", kArgs866, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__int64_zero_dim__none", kArgs867, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__float16_zero_dim__none", kArgs868, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__bfloat16_zero_dim__none", kArgs869, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__float32_zero_dim__none", kArgs870, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__float64_zero_dim__none", kArgs871, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__complex32_zero_dim__none", kArgs872, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__complex64_zero_dim__none", kArgs873, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__complex128_zero_dim__none", kArgs874, kOutcomes278},
    {"clamp_Tensor__complex32_zero_dim__bool_dimensioned__none", kArgs875, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__uint8_dimensioned__none", kArgs876, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int8_dimensioned__none", kArgs877, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int16_dimensioned__none", kArgs878, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int32_dimensioned__none", kArgs879, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int64_dimensioned__none", kArgs880, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__float16_dimensioned__none", kArgs881, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__bfloat16_dimensioned__none", kArgs882, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__float32_dimensioned__none", kArgs883, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__float64_dimensioned__none", kArgs884, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__complex32_dimensioned__none", kArgs885, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__complex64_dimensioned__none", kArgs886, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__complex128_dimensioned__none", kArgs887, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__bool_zero_dim__none", kArgs888, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__uint8_zero_dim__none", kArgs889, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int8_zero_dim__none", kArgs890, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int16_zero_dim__none", kArgs891, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int32_zero_dim__none", kArgs892, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__int64_zero_dim__none", kArgs893, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__float16_zero_dim__none", kArgs894, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__bfloat16_zero_dim__none", kArgs895, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__float32_zero_dim__none", kArgs896, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__float64_zero_dim__none", kArgs897, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__complex32_zero_dim__none", kArgs898, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__complex64_zero_dim__none", kArgs899, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__complex128_zero_dim__none", kArgs900, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__bool_dimensioned__none", kArgs901, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__uint8_dimensioned__none", kArgs902, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int8_dimensioned__none", kArgs903, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int16_dimensioned__none", kArgs904, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int32_dimensioned__none", kArgs905, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int64_dimensioned__none", kArgs906, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__float16_dimensioned__none", kArgs907, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__bfloat16_dimensioned__none", kArgs908, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__float32_dimensioned__none", kArgs909, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__float64_dimensioned__none", kArgs910, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__complex32_dimensioned__none", kArgs911, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__complex64_dimensioned__none", kArgs912, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__complex128_dimensioned__none", kArgs913, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__bool_zero_dim__none", kArgs914, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__uint8_zero_dim__none", kArgs915, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int8_zero_dim__none", kArgs916, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int16_zero_dim__none", kArgs917, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int32_zero_dim__none", kArgs918, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__int64_zero_dim__none", kArgs919, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__float16_zero_dim__none", kArgs920, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__bfloat16_zero_dim__none", kArgs921, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__float32_zero_dim__none", kArgs922, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__float64_zero_dim__none", kArgs923, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__complex32_zero_dim__none", kArgs924, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__complex64_zero_dim__none", kArgs925, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__complex128_zero_dim__none", kArgs926, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__bool_dimensioned__none", kArgs927, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__uint8_dimensioned__none", kArgs928, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int8_dimensioned__none", kArgs929, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int16_dimensioned__none", kArgs930, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int32_dimensioned__none", kArgs931, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int64_dimensioned__none", kArgs932, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__float16_dimensioned__none", kArgs933, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__bfloat16_dimensioned__none", kArgs934, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__float32_dimensioned__none", kArgs935, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__float64_dimensioned__none", kArgs936, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__complex32_dimensioned__none", kArgs937, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__complex64_dimensioned__none", kArgs938, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__complex128_dimensioned__none", kArgs939, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__bool_zero_dim__none", kArgs940, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__uint8_zero_dim__none", kArgs941, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int8_zero_dim__none", kArgs942, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int16_zero_dim__none", kArgs943, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int32_zero_dim__none", kArgs944, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__int64_zero_dim__none", kArgs945, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__float16_zero_dim__none", kArgs946, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__bfloat16_zero_dim__none", kArgs947, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__float32_zero_dim__none", kArgs948, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__float64_zero_dim__none", kArgs949, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__complex32_zero_dim__none", kArgs950, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__complex64_zero_dim__none", kArgs951, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__complex128_zero_dim__none", kArgs952, kOutcomes527},
    {"clamp_Tensor__bool_dimensioned__none__bool_dimensioned", kArgs953, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__none__uint8_dimensioned", kArgs954, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__none__int8_dimensioned", kArgs955, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__none__int16_dimensioned", kArgs956, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__none__int32_dimensioned", kArgs957, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__none__int64_dimensioned", kArgs958, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__none__float16_dimensioned", kArgs959, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__none__bfloat16_dimensioned", kArgs960, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__none__float32_dimensioned", kArgs961, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__none__float64_dimensioned", kArgs962, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__none__complex32_dimensioned", kArgs963, kOutcomes272},
    {"clamp_Tensor__bool_dimensioned__none__complex64_dimensioned", kArgs964, kOutcomes275},
    {"clamp_Tensor__bool_dimensioned__none__complex128_dimensioned", kArgs965, kOutcomes278},
    {"clamp_Tensor__bool_dimensioned__none__bool_zero_dim", kArgs966, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__none__uint8_zero_dim", kArgs967, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__none__int8_zero_dim", kArgs968, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__none__int16_zero_dim", kArgs969, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__none__int32_zero_dim", kArgs970, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__none__int64_zero_dim", kArgs971, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__none__float16_zero_dim", kArgs972, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__none__bfloat16_zero_dim", kArgs973, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__none__float32_zero_dim", kArgs974, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__none__float64_zero_dim", kArgs975, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__none__complex32_zero_dim", kArgs976, kOutcomes272},
    {"clamp_Tensor__bool_dimensioned__none__complex64_zero_dim", kArgs977, kOutcomes275},
    {"clamp_Tensor__bool_dimensioned__none__complex128_zero_dim", kArgs978, kOutcomes278},
    {"clamp_Tensor__uint8_dimensioned__none__bool_dimensioned", kArgs979, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__uint8_dimensioned", kArgs980, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int8_dimensioned", kArgs981, kOutcomes257},
    {"clamp_Tensor__uint8_dimensioned__none__int16_dimensioned", kArgs982, kOutcomes257},
    {"clamp_Tensor__uint8_dimensioned__none__int32_dimensioned", kArgs983, kOutcomes259},
    {"clamp_Tensor__uint8_dimensioned__none__int64_dimensioned", kArgs984, kOutcomes261},
    {"clamp_Tensor__uint8_dimensioned__none__float16_dimensioned", kArgs985, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__none__bfloat16_dimensioned", kArgs986, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__none__float32_dimensioned", kArgs987, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__none__float64_dimensioned", kArgs988, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__none__complex32_dimensioned", kArgs989, kOutcomes272},
    {"clamp_Tensor__uint8_dimensioned__none__complex64_dimensioned", kArgs990, kOutcomes275},
    {"clamp_Tensor__uint8_dimensioned__none__complex128_dimensioned", kArgs991, kOutcomes278},
    {"clamp_Tensor__uint8_dimensioned__none__bool_zero_dim", kArgs992, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__uint8_zero_dim", kArgs993, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int8_zero_dim", kArgs994, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int16_zero_dim", kArgs995, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int32_zero_dim", kArgs996, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int64_zero_dim", kArgs997, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__float16_zero_dim", kArgs998, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__none__bfloat16_zero_dim", kArgs999, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__none__float32_zero_dim", kArgs1000, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__none__float64_zero_dim", kArgs1001, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__none__complex32_zero_dim", kArgs1002, kOutcomes272},
    {"clamp_Tensor__uint8_dimensioned__none__complex64_zero_dim", kArgs1003, kOutcomes275},
    {"clamp_Tensor__uint8_dimensioned__none__complex128_zero_dim", kArgs1004, kOutcomes278},
    {"clamp_Tensor__int8_dimensioned__none__bool_dimensioned", kArgs1005, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__uint8_dimensioned", kArgs1006, kOutcomes257},
    {"clamp_Tensor__int8_dimensioned__none__int8_dimensioned", kArgs1007, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__int16_dimensioned", kArgs1008, kOutcomes257},
    {"clamp_Tensor__int8_dimensioned__none__int32_dimensioned", kArgs1009, kOutcomes259},
    {"clamp_Tensor__int8_dimensioned__none__int64_dimensioned", kArgs1010, kOutcomes261},
    {"clamp_Tensor__int8_dimensioned__none__float16_dimensioned", kArgs1011, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__none__bfloat16_dimensioned", kArgs1012, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__none__float32_dimensioned", kArgs1013, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__none__float64_dimensioned", kArgs1014, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__none__complex32_dimensioned", kArgs1015, kOutcomes272},
    {"clamp_Tensor__int8_dimensioned__none__complex64_dimensioned", kArgs1016, kOutcomes275},
    {"clamp_Tensor__int8_dimensioned__none__complex128_dimensioned", kArgs1017, kOutcomes278},
    {"clamp_Tensor__int8_dimensioned__none__bool_zero_dim", kArgs1018, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__uint8_zero_dim", kArgs1019, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__int8_zero_dim", kArgs1020, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__int16_zero_dim", kArgs1021, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__int32_zero_dim", kArgs1022, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__int64_zero_dim", kArgs1023, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__float16_zero_dim", kArgs1024, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__none__bfloat16_zero_dim", kArgs1025, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__none__float32_zero_dim", kArgs1026, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__none__float64_zero_dim", kArgs1027, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__none__complex32_zero_dim", kArgs1028, kOutcomes272},
    {"clamp_Tensor__int8_dimensioned__none__complex64_zero_dim", kArgs1029, kOutcomes275},
    {"clamp_Tensor__int8_dimensioned__none__complex128_zero_dim", kArgs1030, kOutcomes278},
    {"clamp_Tensor__int16_dimensioned__none__bool_dimensioned", kArgs1031, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__uint8_dimensioned", kArgs1032, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int8_dimensioned", kArgs1033, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int16_dimensioned", kArgs1034, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int32_dimensioned", kArgs1035, kOutcomes259},
    {"clamp_Tensor__int16_dimensioned__none__int64_dimensioned", kArgs1036, kOutcomes261},
    {"clamp_Tensor__int16_dimensioned__none__float16_dimensioned", kArgs1037, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__none__bfloat16_dimensioned", kArgs1038, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__none__float32_dimensioned", kArgs1039, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__none__float64_dimensioned", kArgs1040, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__none__complex32_dimensioned", kArgs1041, kOutcomes272},
    {"clamp_Tensor__int16_dimensioned__none__complex64_dimensioned", kArgs1042, kOutcomes275},
    {"clamp_Tensor__int16_dimensioned__none__complex128_dimensioned", kArgs1043, kOutcomes278},
    {"clamp_Tensor__int16_dimensioned__none__bool_zero_dim", kArgs1044, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__uint8_zero_dim", kArgs1045, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int8_zero_dim", kArgs1046, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int16_zero_dim", kArgs1047, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int32_zero_dim", kArgs1048, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__int64_zero_dim", kArgs1049, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__float16_zero_dim", kArgs1050, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__none__bfloat16_zero_dim", kArgs1051, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__none__float32_zero_dim", kArgs1052, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__none__float64_zero_dim", kArgs1053, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__none__complex32_zero_dim", kArgs1054, kOutcomes272},
    {"clamp_Tensor__int16_dimensioned__none__complex64_zero_dim", kArgs1055, kOutcomes275},
    {"clamp_Tensor__int16_dimensioned__none__complex128_zero_dim", kArgs1056, kOutcomes278},
    {"clamp_Tensor__int32_dimensioned__none__bool_dimensioned", kArgs1057, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__uint8_dimensioned", kArgs1058, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int8_dimensioned", kArgs1059, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int16_dimensioned", kArgs1060, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int32_dimensioned", kArgs1061, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int64_dimensioned", kArgs1062, kOutcomes261},
    {"clamp_Tensor__int32_dimensioned__none__float16_dimensioned", kArgs1063, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__none__bfloat16_dimensioned", kArgs1064, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__none__float32_dimensioned", kArgs1065, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__none__float64_dimensioned", kArgs1066, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__none__complex32_dimensioned", kArgs1067, kOutcomes272},
    {"clamp_Tensor__int32_dimensioned__none__complex64_dimensioned", kArgs1068, kOutcomes275},
    {"clamp_Tensor__int32_dimensioned__none__complex128_dimensioned", kArgs1069, kOutcomes278},
    {"clamp_Tensor__int32_dimensioned__none__bool_zero_dim", kArgs1070, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__uint8_zero_dim", kArgs1071, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int8_zero_dim", kArgs1072, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int16_zero_dim", kArgs1073, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int32_zero_dim", kArgs1074, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__int64_zero_dim", kArgs1075, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__float16_zero_dim", kArgs1076, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__none__bfloat16_zero_dim", kArgs1077, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__none__float32_zero_dim", kArgs1078, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__none__float64_zero_dim", kArgs1079, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__none__complex32_zero_dim", kArgs1080, kOutcomes272},
    {"clamp_Tensor__int32_dimensioned__none__complex64_zero_dim", kArgs1081, kOutcomes275},
    {"clamp_Tensor__int32_dimensioned__none__complex128_zero_dim", kArgs1082, kOutcomes278},
    {"clamp_Tensor__int64_dimensioned__none__bool_dimensioned", kArgs1083, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__uint8_dimensioned", kArgs1084, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int8_dimensioned", kArgs1085, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int16_dimensioned", kArgs1086, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int32_dimensioned", kArgs1087, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int64_dimensioned", kArgs1088, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__float16_dimensioned", kArgs1089, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__none__bfloat16_dimensioned", kArgs1090, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__none__float32_dimensioned", kArgs1091, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__none__float64_dimensioned", kArgs1092, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__none__complex32_dimensioned", kArgs1093, kOutcomes272},
    {"clamp_Tensor__int64_dimensioned__none__complex64_dimensioned", kArgs1094, kOutcomes275},
    {"clamp_Tensor__int64_dimensioned__none__complex128_dimensioned", kArgs1095, kOutcomes278},
    {"clamp_Tensor__int64_dimensioned__none__bool_zero_dim", kArgs1096, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__uint8_zero_dim", kArgs1097, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int8_zero_dim", kArgs1098, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int16_zero_dim", kArgs1099, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int32_zero_dim", kArgs1100, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__int64_zero_dim", kArgs1101, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__float16_zero_dim", kArgs1102, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__none__bfloat16_zero_dim", kArgs1103, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__none__float32_zero_dim", kArgs1104, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__none__float64_zero_dim", kArgs1105, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__none__complex32_zero_dim", kArgs1106, kOutcomes272},
    {"clamp_Tensor__int64_dimensioned__none__complex64_zero_dim", kArgs1107, kOutcomes275},
    {"clamp_Tensor__int64_dimensioned__none__complex128_zero_dim", kArgs1108, kOutcomes278},
    {"clamp_Tensor__float16_dimensioned__none__bool_dimensioned", kArgs1109, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__uint8_dimensioned", kArgs1110, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int8_dimensioned", kArgs1111, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int16_dimensioned", kArgs1112, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int32_dimensioned", kArgs1113, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int64_dimensioned", kArgs1114, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__float16_dimensioned", kArgs1115, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__bfloat16_dimensioned", kArgs1116, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__none__float32_dimensioned", kArgs1117, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__none__float64_dimensioned", kArgs1118, kOutcomes269},
    {"clamp_Tensor__float16_dimensioned__none__complex32_dimensioned", kArgs1119, kOutcomes272},
    {"clamp_Tensor__float16_dimensioned__none__complex64_dimensioned", kArgs1120, kOutcomes275},
    {"clamp_Tensor__float16_dimensioned__none__complex128_dimensioned", kArgs1121, kOutcomes278},
    {"clamp_Tensor__float16_dimensioned__none__bool_zero_dim", kArgs1122, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__uint8_zero_dim", kArgs1123, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int8_zero_dim", kArgs1124, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int16_zero_dim", kArgs1125, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int32_zero_dim", kArgs1126, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__int64_zero_dim", kArgs1127, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__float16_zero_dim", kArgs1128, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__bfloat16_zero_dim", kArgs1129, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__float32_zero_dim", kArgs1130, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__float64_zero_dim", kArgs1131, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__complex32_zero_dim", kArgs1132, kOutcomes272},
    {"clamp_Tensor__float16_dimensioned__none__complex64_zero_dim", kArgs1133, kOutcomes272},
    {"clamp_Tensor__float16_dimensioned__none__complex128_zero_dim", kArgs1134, kOutcomes272},
    {"clamp_Tensor__bfloat16_dimensioned__none__bool_dimensioned", kArgs1135, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__uint8_dimensioned", kArgs1136, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int8_dimensioned", kArgs1137, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int16_dimensioned", kArgs1138, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int32_dimensioned", kArgs1139, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int64_dimensioned", kArgs1140, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__float16_dimensioned", kArgs1141, kOutcomes267},
    {"clamp_Tensor__bfloat16_dimensioned__none__bfloat16_dimensioned", kArgs1142, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__float32_dimensioned", kArgs1143, kOutcomes267},
    {"clamp_Tensor__bfloat16_dimensioned__none__float64_dimensioned", kArgs1144, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex32_dimensioned", kArgs1145, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex64_dimensioned", kArgs1146, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex128_dimensioned", kArgs1147, kOutcomes278},
    {"clamp_Tensor__bfloat16_dimensioned__none__bool_zero_dim", kArgs1148, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__uint8_zero_dim", kArgs1149, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int8_zero_dim", kArgs1150, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int16_zero_dim", kArgs1151, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int32_zero_dim", kArgs1152, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__int64_zero_dim", kArgs1153, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__float16_zero_dim", kArgs1154, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__bfloat16_zero_dim", kArgs1155, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__float32_zero_dim", kArgs1156, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__float64_zero_dim", kArgs1157, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex32_zero_dim", kArgs1158, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex64_zero_dim", kArgs1159, kOutcomes275},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex128_zero_dim", kArgs1160, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__none__bool_dimensioned", kArgs1161, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__uint8_dimensioned", kArgs1162, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int8_dimensioned", kArgs1163, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int16_dimensioned", kArgs1164, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int32_dimensioned", kArgs1165, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int64_dimensioned", kArgs1166, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__float16_dimensioned", kArgs1167, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__bfloat16_dimensioned", kArgs1168, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__float32_dimensioned", kArgs1169, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__float64_dimensioned", kArgs1170, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__none__complex32_dimensioned", kArgs1171, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__none__complex64_dimensioned", kArgs1172, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__none__complex128_dimensioned", kArgs1173, kOutcomes278},
    {"clamp_Tensor__float32_dimensioned__none__bool_zero_dim", kArgs1174, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__uint8_zero_dim", kArgs1175, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int8_zero_dim", kArgs1176, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int16_zero_dim", kArgs1177, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int32_zero_dim", kArgs1178, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__int64_zero_dim", kArgs1179, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__float16_zero_dim", kArgs1180, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__bfloat16_zero_dim", kArgs1181, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__float32_zero_dim", kArgs1182, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__float64_zero_dim", kArgs1183, kOutcomes267},
    {"clamp_Tensor__float32_dimensioned__none__complex32_zero_dim", kArgs1184, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__none__complex64_zero_dim", kArgs1185, kOutcomes275},
    {"clamp_Tensor__float32_dimensioned__none__complex128_zero_dim", kArgs1186, kOutcomes275},
    {"clamp_Tensor__float64_dimensioned__none__bool_dimensioned", kArgs1187, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__uint8_dimensioned", kArgs1188, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int8_dimensioned", kArgs1189, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int16_dimensioned", kArgs1190, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int32_dimensioned", kArgs1191, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int64_dimensioned", kArgs1192, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__float16_dimensioned", kArgs1193, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__bfloat16_dimensioned", kArgs1194, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__float32_dimensioned", kArgs1195, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__float64_dimensioned", kArgs1196, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__complex32_dimensioned", kArgs1197, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__none__complex64_dimensioned", kArgs1198, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__none__complex128_dimensioned", kArgs1199, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__none__bool_zero_dim", kArgs1200, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__uint8_zero_dim", kArgs1201, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int8_zero_dim", kArgs1202, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int16_zero_dim", kArgs1203, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int32_zero_dim", kArgs1204, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__int64_zero_dim", kArgs1205, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__float16_zero_dim", kArgs1206, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__bfloat16_zero_dim", kArgs1207, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__float32_zero_dim", kArgs1208, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__float64_zero_dim", kArgs1209, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__complex32_zero_dim", kArgs1210, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__none__complex64_zero_dim", kArgs1211, kOutcomes278},
    {"clamp_Tensor__float64_dimensioned__none__complex128_zero_dim", kArgs1212, kOutcomes278},
    {"clamp_Tensor__complex32_dimensioned__none__bool_dimensioned", kArgs1213, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__uint8_dimensioned", kArgs1214, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int8_dimensioned", kArgs1215, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int16_dimensioned", kArgs1216, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int32_dimensioned", kArgs1217, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int64_dimensioned", kArgs1218, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__float16_dimensioned", kArgs1219, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__bfloat16_dimensioned", kArgs1220, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__float32_dimensioned", kArgs1221, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__float64_dimensioned", kArgs1222, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__complex32_dimensioned", kArgs1223, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__complex64_dimensioned", kArgs1224, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__complex128_dimensioned", kArgs1225, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__bool_zero_dim", kArgs1226, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__uint8_zero_dim", kArgs1227, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int8_zero_dim", kArgs1228, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int16_zero_dim", kArgs1229, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int32_zero_dim", kArgs1230, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__int64_zero_dim", kArgs1231, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__float16_zero_dim", kArgs1232, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__bfloat16_zero_dim", kArgs1233, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__float32_zero_dim", kArgs1234, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__float64_zero_dim", kArgs1235, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__complex32_zero_dim", kArgs1236, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__complex64_zero_dim", kArgs1237, kOutcomes527},
    {"clamp_Tensor__complex32_dimensioned__none__complex128_zero_dim", kArgs1238, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__bool_dimensioned", kArgs1239, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__uint8_dimensioned", kArgs1240, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int8_dimensioned", kArgs1241, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int16_dimensioned", kArgs1242, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int32_dimensioned", kArgs1243, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int64_dimensioned", kArgs1244, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__float16_dimensioned", kArgs1245, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__bfloat16_dimensioned", kArgs1246, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__float32_dimensioned", kArgs1247, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__float64_dimensioned", kArgs1248, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__complex32_dimensioned", kArgs1249, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__complex64_dimensioned", kArgs1250, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__complex128_dimensioned", kArgs1251, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__bool_zero_dim", kArgs1252, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__uint8_zero_dim", kArgs1253, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int8_zero_dim", kArgs1254, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int16_zero_dim", kArgs1255, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int32_zero_dim", kArgs1256, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__int64_zero_dim", kArgs1257, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__float16_zero_dim", kArgs1258, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__bfloat16_zero_dim", kArgs1259, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__float32_zero_dim", kArgs1260, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__float64_zero_dim", kArgs1261, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__complex32_zero_dim", kArgs1262, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__complex64_zero_dim", kArgs1263, kOutcomes527},
    {"clamp_Tensor__complex64_dimensioned__none__complex128_zero_dim", kArgs1264, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__bool_dimensioned", kArgs1265, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__uint8_dimensioned", kArgs1266, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int8_dimensioned", kArgs1267, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int16_dimensioned", kArgs1268, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int32_dimensioned", kArgs1269, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int64_dimensioned", kArgs1270, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__float16_dimensioned", kArgs1271, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__bfloat16_dimensioned", kArgs1272, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__float32_dimensioned", kArgs1273, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__float64_dimensioned", kArgs1274, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__complex32_dimensioned", kArgs1275, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__complex64_dimensioned", kArgs1276, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__complex128_dimensioned", kArgs1277, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__bool_zero_dim", kArgs1278, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__uint8_zero_dim", kArgs1279, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int8_zero_dim", kArgs1280, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int16_zero_dim", kArgs1281, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int32_zero_dim", kArgs1282, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__int64_zero_dim", kArgs1283, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__float16_zero_dim", kArgs1284, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__bfloat16_zero_dim", kArgs1285, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__float32_zero_dim", kArgs1286, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__float64_zero_dim", kArgs1287, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__complex32_zero_dim", kArgs1288, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__complex64_zero_dim", kArgs1289, kOutcomes527},
    {"clamp_Tensor__complex128_dimensioned__none__complex128_zero_dim", kArgs1290, kOutcomes527},
    {"clamp_Tensor__bool_zero_dim__none__bool_dimensioned", kArgs1291, kOutcomes251},
    {"clamp_Tensor__bool_zero_dim__none__uint8_dimensioned", kArgs1292, kOutcomes253},
    {"clamp_Tensor__bool_zero_dim__none__int8_dimensioned", kArgs1293, kOutcomes255},
    {"clamp_Tensor__bool_zero_dim__none__int16_dimensioned", kArgs1294, kOutcomes257},
    {"clamp_Tensor__bool_zero_dim__none__int32_dimensioned", kArgs1295, kOutcomes259},
    {"clamp_Tensor__bool_zero_dim__none__int64_dimensioned", kArgs1296, kOutcomes261},
    {"clamp_Tensor__bool_zero_dim__none__float16_dimensioned", kArgs1297, kOutcomes263},
    {"clamp_Tensor__bool_zero_dim__none__bfloat16_dimensioned", kArgs1298, kOutcomes265},
    {"clamp_Tensor__bool_zero_dim__none__float32_dimensioned", kArgs1299, kOutcomes267},
    {"clamp_Tensor__bool_zero_dim__none__float64_dimensioned", kArgs1300, kOutcomes269},
    {"clamp_Tensor__bool_zero_dim__none__complex32_dimensioned", kArgs1301, kOutcomes272},
    {"clamp_Tensor__bool_zero_dim__none__complex64_dimensioned", kArgs1302, kOutcomes275},
    {"clamp_Tensor__bool_zero_dim__none__complex128_dimensioned", kArgs1303, kOutcomes278},
    {"clamp_Tensor__bool_zero_dim__none__bool_zero_dim", kArgs1304, kOutcomes619},
    {"clamp_Tensor__bool_zero_dim__none__uint8_zero_dim", kArgs1305, kOutcomes621},
    {"clamp_Tensor__bool_zero_dim__none__int8_zero_dim", kArgs1306, kOutcomes623},
    {"clamp_Tensor__bool_zero_dim__none__int16_zero_dim", kArgs1307, kOutcomes625},
    {"clamp_Tensor__bool_zero_dim__none__int32_zero_dim", kArgs1308, kOutcomes627},
    {"clamp_Tensor__bool_zero_dim__none__int64_zero_dim", kArgs1309, kOutcomes629},
    {"clamp_Tensor__bool_zero_dim__none__float16_zero_dim", kArgs1310, kOutcomes631},
    {"clamp_Tensor__bool_zero_dim__none__bfloat16_zero_dim", kArgs1311, kOutcomes633},
    {"clamp_Tensor__bool_zero_dim__none__float32_zero_dim", kArgs1312, kOutcomes635},
    {"clamp_Tensor__bool_zero_dim__none__float64_zero_dim", kArgs1313, kOutcomes637},
    {"clamp_Tensor__bool_zero_dim__none__complex32_zero_dim", kArgs1314, kOutcomes272},
    {"clamp_Tensor__bool_zero_dim__none__complex64_zero_dim", kArgs1315, kOutcomes275},
    {"clamp_Tensor__bool_zero_dim__none__complex128_zero_dim", kArgs1316, kOutcomes278},
    {"clamp_Tensor__uint8_zero_dim__none__bool_dimensioned", kArgs1317, kOutcomes253},
    {"clamp_Tensor__uint8_zero_dim__none__uint8_dimensioned", kArgs1318, kOutcomes253},
    {"clamp_Tensor__uint8_zero_dim__none__int8_dimensioned", kArgs1319, kOutcomes255},
    {"clamp_Tensor__uint8_zero_dim__none__int16_dimensioned", kArgs1320, kOutcomes257},
    {"clamp_Tensor__uint8_zero_dim__none__int32_dimensioned", kArgs1321, kOutcomes259},
    {"clamp_Tensor__uint8_zero_dim__none__int64_dimensioned", kArgs1322, kOutcomes261},
    {"clamp_Tensor__uint8_zero_dim__none__float16_dimensioned", kArgs1323, kOutcomes263},
    {"clamp_Tensor__uint8_zero_dim__none__bfloat16_dimensioned", kArgs1324, kOutcomes265},
    {"clamp_Tensor__uint8_zero_dim__none__float32_dimensioned", kArgs1325, kOutcomes267},
    {"clamp_Tensor__uint8_zero_dim__none__float64_dimensioned", kArgs1326, kOutcomes269},
    {"clamp_Tensor__uint8_zero_dim__none__complex32_dimensioned", kArgs1327, kOutcomes272},
    {"clamp_Tensor__uint8_zero_dim__none__complex64_dimensioned", kArgs1328, kOutcomes275},
    {"clamp_Tensor__uint8_zero_dim__none__complex128_dimensioned", kArgs1329, kOutcomes278},
    {"clamp_Tensor__uint8_zero_dim__none__bool_zero_dim", kArgs1330, kOutcomes621},
    {"clamp_Tensor__uint8_zero_dim__none__uint8_zero_dim", kArgs1331, kOutcomes621},
    {"clamp_Tensor__uint8_zero_dim__none__int8_zero_dim", kArgs1332, kOutcomes625},
    {"clamp_Tensor__uint8_zero_dim__none__int16_zero_dim", kArgs1333, kOutcomes625},
    {"clamp_Tensor__uint8_zero_dim__none__int32_zero_dim", kArgs1334, kOutcomes627},
    {"clamp_Tensor__uint8_zero_dim__none__int64_zero_dim", kArgs1335, kOutcomes629},
    {"clamp_Tensor__uint8_zero_dim__none__float16_zero_dim", kArgs1336, kOutcomes631},
    {"clamp_Tensor__uint8_zero_dim__none__bfloat16_zero_dim", kArgs1337, kOutcomes633},
    {"clamp_Tensor__uint8_zero_dim__none__float32_zero_dim", kArgs1338, kOutcomes635},
    {"clamp_Tensor__uint8_zero_dim__none__float64_zero_dim", kArgs1339, kOutcomes637},
    {"clamp_Tensor__uint8_zero_dim__none__complex32_zero_dim", kArgs1340, kOutcomes272},
    {"clamp_Tensor__uint8_zero_dim__none__complex64_zero_dim", kArgs1341, kOutcomes275},
    {"clamp_Tensor__uint8_zero_dim__none__complex128_zero_dim", kArgs1342, kOutcomes278},
    {"clamp_Tensor__int8_zero_dim__none__bool_dimensioned", kArgs1343, kOutcomes255},
    {"clamp_Tensor__int8_zero_dim__none__uint8_dimensioned", kArgs1344, kOutcomes253},
    {"clamp_Tensor__int8_zero_dim__none__int8_dimensioned", kArgs1345, kOutcomes255},
    {"clamp_Tensor__int8_zero_dim__none__int16_dimensioned", kArgs1346, kOutcomes257},
    {"clamp_Tensor__int8_zero_dim__none__int32_dimensioned", kArgs1347, kOutcomes259},
    {"clamp_Tensor__int8_zero_dim__none__int64_dimensioned", kArgs1348, kOutcomes261},
    {"clamp_Tensor__int8_zero_dim__none__float16_dimensioned", kArgs1349, kOutcomes263},
    {"clamp_Tensor__int8_zero_dim__none__bfloat16_dimensioned", kArgs1350, kOutcomes265},
    {"clamp_Tensor__int8_zero_dim__none__float32_dimensioned", kArgs1351, kOutcomes267},
    {"clamp_Tensor__int8_zero_dim__none__float64_dimensioned", kArgs1352, kOutcomes269},
    {"clamp_Tensor__int8_zero_dim__none__complex32_dimensioned", kArgs1353, kOutcomes272},
    {"clamp_Tensor__int8_zero_dim__none__complex64_dimensioned", kArgs1354, kOutcomes275},
    {"clamp_Tensor__int8_zero_dim__none__complex128_dimensioned", kArgs1355, kOutcomes278},
    {"clamp_Tensor__int8_zero_dim__none__bool_zero_dim", kArgs1356, kOutcomes623},
    {"clamp_Tensor__int8_zero_dim__none__uint8_zero_dim", kArgs1357, kOutcomes625},
    {"clamp_Tensor__int8_zero_dim__none__int8_zero_dim", kArgs1358, kOutcomes623},
    {"clamp_Tensor__int8_zero_dim__none__int16_zero_dim", kArgs1359, kOutcomes625},
    {"clamp_Tensor__int8_zero_dim__none__int32_zero_dim", kArgs1360, kOutcomes627},
    {"clamp_Tensor__int8_zero_dim__none__int64_zero_dim", kArgs1361, kOutcomes629},
    {"clamp_Tensor__int8_zero_dim__none__float16_zero_dim", kArgs1362, kOutcomes631},
    {"clamp_Tensor__int8_zero_dim__none__bfloat16_zero_dim", kArgs1363, kOutcomes633},
    {"clamp_Tensor__int8_zero_dim__none__float32_zero_dim", kArgs1364, kOutcomes635},
    {"clamp_Tensor__int8_zero_dim__none__float64_zero_dim", kArgs1365, kOutcomes637},
    {"clamp_Tensor__int8_zero_dim__none__complex32_zero_dim", kArgs1366, kOutcomes272},
    {"clamp_Tensor__int8_zero_dim__none__complex64_zero_dim", kArgs1367, kOutcomes275},
    {"clamp_Tensor__int8_zero_dim__none__complex128_zero_dim", kArgs1368, kOutcomes278},
    {"clamp_Tensor__int16_zero_dim__none__bool_dimensioned", kArgs1369, kOutcomes257},
    {"clamp_Tensor__int16_zero_dim__none__uint8_dimensioned", kArgs1370, kOutcomes253},
    {"clamp_Tensor__int16_zero_dim__none__int8_dimensioned", kArgs1371, kOutcomes255},
    {"clamp_Tensor__int16_zero_dim__none__int16_dimensioned", kArgs1372, kOutcomes257},
    {"clamp_Tensor__int16_zero_dim__none__int32_dimensioned", kArgs1373, kOutcomes259},
    {"clamp_Tensor__int16_zero_dim__none__int64_dimensioned", kArgs1374, kOutcomes261},
    {"clamp_Tensor__int16_zero_dim__none__float16_dimensioned", kArgs1375, kOutcomes263},
    {"clamp_Tensor__int16_zero_dim__none__bfloat16_dimensioned", kArgs1376, kOutcomes265},
    {"clamp_Tensor__int16_zero_dim__none__float32_dimensioned", kArgs1377, kOutcomes267},
    {"clamp_Tensor__int16_zero_dim__none__float64_dimensioned", kArgs1378, kOutcomes269},
    {"clamp_Tensor__int16_zero_dim__none__complex32_dimensioned", kArgs1379, kOutcomes272},
    {"clamp_Tensor__int16_zero_dim__none__complex64_dimensioned", kArgs1380, kOutcomes275},
    {"clamp_Tensor__int16_zero_dim__none__complex128_dimensioned", kArgs1381, kOutcomes278},
    {"clamp_Tensor__int16_zero_dim__none__bool_zero_dim", kArgs1382, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__none__uint8_zero_dim", kArgs1383, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__none__int8_zero_dim", kArgs1384, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__none__int16_zero_dim", kArgs1385, kOutcomes625},
    {"clamp_Tensor__int16_zero_dim__none__int32_zero_dim", kArgs1386, kOutcomes627},
    {"clamp_Tensor__int16_zero_dim__none__int64_zero_dim", kArgs1387, kOutcomes629},
    {"clamp_Tensor__int16_zero_dim__none__float16_zero_dim", kArgs1388, kOutcomes631},
    {"clamp_Tensor__int16_zero_dim__none__bfloat16_zero_dim", kArgs1389, kOutcomes633},
    {"clamp_Tensor__int16_zero_dim__none__float32_zero_dim", kArgs1390, kOutcomes635},
    {"clamp_Tensor__int16_zero_dim__none__float64_zero_dim", kArgs1391, kOutcomes637},
    {"clamp_Tensor__int16_zero_dim__none__complex32_zero_dim", kArgs1392, kOutcomes272},
    {"clamp_Tensor__int16_zero_dim__none__complex64_zero_dim", kArgs1393, kOutcomes275},
    {"clamp_Tensor__int16_zero_dim__none__complex128_zero_dim", kArgs1394, kOutcomes278},
    {"clamp_Tensor__int32_zero_dim__none__bool_dimensioned", kArgs1395, kOutcomes259},
    {"clamp_Tensor__int32_zero_dim__none__uint8_dimensioned", kArgs1396, kOutcomes253},
    {"clamp_Tensor__int32_zero_dim__none__int8_dimensioned", kArgs1397, kOutcomes255},
    {"clamp_Tensor__int32_zero_dim__none__int16_dimensioned", kArgs1398, kOutcomes257},
    {"clamp_Tensor__int32_zero_dim__none__int32_dimensioned", kArgs1399, kOutcomes259},
    {"clamp_Tensor__int32_zero_dim__none__int64_dimensioned", kArgs1400, kOutcomes261},
    {"clamp_Tensor__int32_zero_dim__none__float16_dimensioned", kArgs1401, kOutcomes263},
    {"clamp_Tensor__int32_zero_dim__none__bfloat16_dimensioned", kArgs1402, kOutcomes265},
    {"clamp_Tensor__int32_zero_dim__none__float32_dimensioned", kArgs1403, kOutcomes267},
    {"clamp_Tensor__int32_zero_dim__none__float64_dimensioned", kArgs1404, kOutcomes269},
    {"clamp_Tensor__int32_zero_dim__none__complex32_dimensioned", kArgs1405, kOutcomes272},
    {"clamp_Tensor__int32_zero_dim__none__complex64_dimensioned", kArgs1406, kOutcomes275},
    {"clamp_Tensor__int32_zero_dim__none__complex128_dimensioned", kArgs1407, kOutcomes278},
    {"clamp_Tensor__int32_zero_dim__none__bool_zero_dim", kArgs1408, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__none__uint8_zero_dim", kArgs1409, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__none__int8_zero_dim", kArgs1410, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__none__int16_zero_dim", kArgs1411, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__none__int32_zero_dim", kArgs1412, kOutcomes627},
    {"clamp_Tensor__int32_zero_dim__none__int64_zero_dim", kArgs1413, kOutcomes629},
    {"clamp_Tensor__int32_zero_dim__none__float16_zero_dim", kArgs1414, kOutcomes631},
    {"clamp_Tensor__int32_zero_dim__none__bfloat16_zero_dim", kArgs1415, kOutcomes633},
    {"clamp_Tensor__int32_zero_dim__none__float32_zero_dim", kArgs1416, kOutcomes635},
    {"clamp_Tensor__int32_zero_dim__none__float64_zero_dim", kArgs1417, kOutcomes637},
    {"clamp_Tensor__int32_zero_dim__none__complex32_zero_dim", kArgs1418, kOutcomes272},
    {"clamp_Tensor__int32_zero_dim__none__complex64_zero_dim", kArgs1419, kOutcomes275},
    {"clamp_Tensor__int32_zero_dim__none__complex128_zero_dim", kArgs1420, kOutcomes278},
    {"clamp_Tensor__int64_zero_dim__none__bool_dimensioned", kArgs1421, kOutcomes261},
    {"clamp_Tensor__int64_zero_dim__none__uint8_dimensioned", kArgs1422, kOutcomes253},
    {"clamp_Tensor__int64_zero_dim__none__int8_dimensioned", kArgs1423, kOutcomes255},
    {"clamp_Tensor__int64_zero_dim__none__int16_dimensioned", kArgs1424, kOutcomes257},
    {"clamp_Tensor__int64_zero_dim__none__int32_dimensioned", kArgs1425, kOutcomes259},
    {"clamp_Tensor__int64_zero_dim__none__int64_dimensioned", kArgs1426, kOutcomes261},
    {"clamp_Tensor__int64_zero_dim__none__float16_dimensioned", kArgs1427, kOutcomes263},
    {"clamp_Tensor__int64_zero_dim__none__bfloat16_dimensioned", kArgs1428, kOutcomes265},
    {"clamp_Tensor__int64_zero_dim__none__float32_dimensioned", kArgs1429, kOutcomes267},
    {"clamp_Tensor__int64_zero_dim__none__float64_dimensioned", kArgs1430, kOutcomes269},
    {"clamp_Tensor__int64_zero_dim__none__complex32_dimensioned", kArgs1431, kOutcomes272},
    {"clamp_Tensor__int64_zero_dim__none__complex64_dimensioned", kArgs1432, kOutcomes275},
    {"clamp_Tensor__int64_zero_dim__none__complex128_dimensioned", kArgs1433, kOutcomes278},
    {"clamp_Tensor__int64_zero_dim__none__bool_zero_dim", kArgs1434, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__none__uint8_zero_dim", kArgs1435, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__none__int8_zero_dim", kArgs1436, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__none__int16_zero_dim", kArgs1437, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__none__int32_zero_dim", kArgs1438, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__none__int64_zero_dim", kArgs1439, kOutcomes629},
    {"clamp_Tensor__int64_zero_dim__none__float16_zero_dim", kArgs1440, kOutcomes631},
    {"clamp_Tensor__int64_zero_dim__none__bfloat16_zero_dim", kArgs1441, kOutcomes633},
    {"clamp_Tensor__int64_zero_dim__none__float32_zero_dim", kArgs1442, kOutcomes635},
    {"clamp_Tensor__int64_zero_dim__none__float64_zero_dim", kArgs1443, kOutcomes637},
    {"clamp_Tensor__int64_zero_dim__none__complex32_zero_dim", kArgs1444, kOutcomes272},
    {"clamp_Tensor__int64_zero_dim__none__complex64_zero_dim", kArgs1445, kOutcomes275},
    {"clamp_Tensor__int64_zero_dim__none__complex128_zero_dim", kArgs1446, kOutcomes278},
    {"clamp_Tensor__float16_zero_dim__none__bool_dimensioned", kArgs1447, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__uint8_dimensioned", kArgs1448, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__int8_dimensioned", kArgs1449, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__int16_dimensioned", kArgs1450, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__int32_dimensioned", kArgs1451, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__int64_dimensioned", kArgs1452, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__float16_dimensioned", kArgs1453, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__bfloat16_dimensioned", kArgs1454, kOutcomes265},
    {"clamp_Tensor__float16_zero_dim__none__float32_dimensioned", kArgs1455, kOutcomes267},
    {"clamp_Tensor__float16_zero_dim__none__float64_dimensioned", kArgs1456, kOutcomes269},
    {"clamp_Tensor__float16_zero_dim__none__complex32_dimensioned", kArgs1457, kOutcomes272},
    {"clamp_Tensor__float16_zero_dim__none__complex64_dimensioned", kArgs1458, kOutcomes275},
    {"clamp_Tensor__float16_zero_dim__none__complex128_dimensioned", kArgs1459, kOutcomes278},
    {"clamp_Tensor__float16_zero_dim__none__bool_zero_dim", kArgs1460, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__uint8_zero_dim", kArgs1461, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__int8_zero_dim", kArgs1462, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__int16_zero_dim", kArgs1463, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__int32_zero_dim", kArgs1464, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__int64_zero_dim", kArgs1465, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__float16_zero_dim", kArgs1466, kOutcomes631},
    {"clamp_Tensor__float16_zero_dim__none__bfloat16_zero_dim", kArgs1467, kOutcomes635},
    {"clamp_Tensor__float16_zero_dim__none__float32_zero_dim", kArgs1468, kOutcomes635},
    {"clamp_Tensor__float16_zero_dim__none__float64_zero_dim", kArgs1469, kOutcomes637},
    {"clamp_Tensor__float16_zero_dim__none__complex32_zero_dim", kArgs1470, kOutcomes272},
    {"clamp_Tensor__float16_zero_dim__none__complex64_zero_dim", kArgs1471, kOutcomes275},
    {"clamp_Tensor__float16_zero_dim__none__complex128_zero_dim", kArgs1472, kOutcomes278},
    {"clamp_Tensor__bfloat16_zero_dim__none__bool_dimensioned", kArgs1473, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__uint8_dimensioned", kArgs1474, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__int8_dimensioned", kArgs1475, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__int16_dimensioned", kArgs1476, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__int32_dimensioned", kArgs1477, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__int64_dimensioned", kArgs1478, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__float16_dimensioned", kArgs1479, kOutcomes263},
    {"clamp_Tensor__bfloat16_zero_dim__none__bfloat16_dimensioned", kArgs1480, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__float32_dimensioned", kArgs1481, kOutcomes267},
    {"clamp_Tensor__bfloat16_zero_dim__none__float64_dimensioned", kArgs1482, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex32_dimensioned", kArgs1483, kOutcomes272},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex64_dimensioned", kArgs1484, kOutcomes275},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex128_dimensioned", kArgs1485, kOutcomes278},
    {"clamp_Tensor__bfloat16_zero_dim__none__bool_zero_dim", kArgs1486, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__uint8_zero_dim", kArgs1487, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__int8_zero_dim", kArgs1488, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__int16_zero_dim", kArgs1489, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__int32_zero_dim", kArgs1490, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__int64_zero_dim", kArgs1491, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__float16_zero_dim", kArgs1492, kOutcomes635},
    {"clamp_Tensor__bfloat16_zero_dim__none__bfloat16_zero_dim", kArgs1493, kOutcomes633},
    {"clamp_Tensor__bfloat16_zero_dim__none__float32_zero_dim", kArgs1494, kOutcomes635},
    {"clamp_Tensor__bfloat16_zero_dim__none__float64_zero_dim", kArgs1495, kOutcomes637},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex32_zero_dim", kArgs1496, kOutcomes275},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex64_zero_dim", kArgs1497, kOutcomes275},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex128_zero_dim", kArgs1498, kOutcomes278},
    {"clamp_Tensor__float32_zero_dim__none__bool_dimensioned", kArgs1499, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__uint8_dimensioned", kArgs1500, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__int8_dimensioned", kArgs1501, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__int16_dimensioned", kArgs1502, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__int32_dimensioned", kArgs1503, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__int64_dimensioned", kArgs1504, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__float16_dimensioned", kArgs1505, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__bfloat16_dimensioned", kArgs1506, kOutcomes265},
    {"clamp_Tensor__float32_zero_dim__none__float32_dimensioned", kArgs1507, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__float64_dimensioned", kArgs1508, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__none__complex32_dimensioned", kArgs1509, kOutcomes272},
    {"clamp_Tensor__float32_zero_dim__none__complex64_dimensioned", kArgs1510, kOutcomes275},
    {"clamp_Tensor__float32_zero_dim__none__complex128_dimensioned", kArgs1511, kOutcomes278},
    {"clamp_Tensor__float32_zero_dim__none__bool_zero_dim", kArgs1512, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__uint8_zero_dim", kArgs1513, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__int8_zero_dim", kArgs1514, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__int16_zero_dim", kArgs1515, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__int32_zero_dim", kArgs1516, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__int64_zero_dim", kArgs1517, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__float16_zero_dim", kArgs1518, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__bfloat16_zero_dim", kArgs1519, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__float32_zero_dim", kArgs1520, kOutcomes635},
    {"clamp_Tensor__float32_zero_dim__none__float64_zero_dim", kArgs1521, kOutcomes637},
    {"clamp_Tensor__float32_zero_dim__none__complex32_zero_dim", kArgs1522, kOutcomes275},
    {"clamp_Tensor__float32_zero_dim__none__complex64_zero_dim", kArgs1523, kOutcomes275},
    {"clamp_Tensor__float32_zero_dim__none__complex128_zero_dim", kArgs1524, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__none__bool_dimensioned", kArgs1525, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__uint8_dimensioned", kArgs1526, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__int8_dimensioned", kArgs1527, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__int16_dimensioned", kArgs1528, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__int32_dimensioned", kArgs1529, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__int64_dimensioned", kArgs1530, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__float16_dimensioned", kArgs1531, kOutcomes263},
    {"clamp_Tensor__float64_zero_dim__none__bfloat16_dimensioned", kArgs1532, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__float32_dimensioned", kArgs1533, kOutcomes267},
    {"clamp_Tensor__float64_zero_dim__none__float64_dimensioned", kArgs1534, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__complex32_dimensioned", kArgs1535, kOutcomes272},
    {"clamp_Tensor__float64_zero_dim__none__complex64_dimensioned", kArgs1536, kOutcomes275},
    {"clamp_Tensor__float64_zero_dim__none__complex128_dimensioned", kArgs1537, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__none__bool_zero_dim", kArgs1538, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__uint8_zero_dim", kArgs1539, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__int8_zero_dim", kArgs1540, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__int16_zero_dim", kArgs1541, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__int32_zero_dim", kArgs1542, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__int64_zero_dim", kArgs1543, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__float16_zero_dim", kArgs1544, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__bfloat16_zero_dim", kArgs1545, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__float32_zero_dim", kArgs1546, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__float64_zero_dim", kArgs1547, kOutcomes637},
    {"clamp_Tensor__float64_zero_dim__none__complex32_zero_dim", kArgs1548, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__none__complex64_zero_dim", kArgs1549, kOutcomes278},
    {"clamp_Tensor__float64_zero_dim__none__complex128_zero_dim", kArgs1550, kOutcomes278},
    {"clamp_Tensor__complex32_zero_dim__none__bool_dimensioned", kArgs1551, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__uint8_dimensioned", kArgs1552, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int8_dimensioned", kArgs1553, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int16_dimensioned", kArgs1554, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int32_dimensioned", kArgs1555, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int64_dimensioned", kArgs1556, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__float16_dimensioned", kArgs1557, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__bfloat16_dimensioned", kArgs1558, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__float32_dimensioned", kArgs1559, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__float64_dimensioned", kArgs1560, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__complex32_dimensioned", kArgs1561, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__complex64_dimensioned", kArgs1562, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__complex128_dimensioned", kArgs1563, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__bool_zero_dim", kArgs1564, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__uint8_zero_dim", kArgs1565, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int8_zero_dim", kArgs1566, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int16_zero_dim", kArgs1567, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int32_zero_dim", kArgs1568, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__int64_zero_dim", kArgs1569, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__float16_zero_dim", kArgs1570, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__bfloat16_zero_dim", kArgs1571, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__float32_zero_dim", kArgs1572, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__float64_zero_dim", kArgs1573, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__complex32_zero_dim", kArgs1574, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__complex64_zero_dim", kArgs1575, kOutcomes527},
    {"clamp_Tensor__complex32_zero_dim__none__complex128_zero_dim", kArgs1576, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__bool_dimensioned", kArgs1577, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__uint8_dimensioned", kArgs1578, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int8_dimensioned", kArgs1579, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int16_dimensioned", kArgs1580, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int32_dimensioned", kArgs1581, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int64_dimensioned", kArgs1582, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__float16_dimensioned", kArgs1583, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__bfloat16_dimensioned", kArgs1584, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__float32_dimensioned", kArgs1585, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__float64_dimensioned", kArgs1586, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__complex32_dimensioned", kArgs1587, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__complex64_dimensioned", kArgs1588, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__complex128_dimensioned", kArgs1589, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__bool_zero_dim", kArgs1590, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__uint8_zero_dim", kArgs1591, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int8_zero_dim", kArgs1592, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int16_zero_dim", kArgs1593, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int32_zero_dim", kArgs1594, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__int64_zero_dim", kArgs1595, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__float16_zero_dim", kArgs1596, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__bfloat16_zero_dim", kArgs1597, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__float32_zero_dim", kArgs1598, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__float64_zero_dim", kArgs1599, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__complex32_zero_dim", kArgs1600, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__complex64_zero_dim", kArgs1601, kOutcomes527},
    {"clamp_Tensor__complex64_zero_dim__none__complex128_zero_dim", kArgs1602, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__bool_dimensioned", kArgs1603, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__uint8_dimensioned", kArgs1604, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int8_dimensioned", kArgs1605, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int16_dimensioned", kArgs1606, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int32_dimensioned", kArgs1607, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int64_dimensioned", kArgs1608, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__float16_dimensioned", kArgs1609, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__bfloat16_dimensioned", kArgs1610, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__float32_dimensioned", kArgs1611, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__float64_dimensioned", kArgs1612, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__complex32_dimensioned", kArgs1613, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__complex64_dimensioned", kArgs1614, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__complex128_dimensioned", kArgs1615, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__bool_zero_dim", kArgs1616, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__uint8_zero_dim", kArgs1617, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int8_zero_dim", kArgs1618, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int16_zero_dim", kArgs1619, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int32_zero_dim", kArgs1620, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__int64_zero_dim", kArgs1621, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__float16_zero_dim", kArgs1622, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__bfloat16_zero_dim", kArgs1623, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__float32_zero_dim", kArgs1624, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__float64_zero_dim", kArgs1625, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__complex32_zero_dim", kArgs1626, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__complex64_zero_dim", kArgs1627, kOutcomes527},
    {"clamp_Tensor__complex128_zero_dim__none__complex128_zero_dim", kArgs1628, kOutcomes527},
};
constexpr Outcome kOutcomes1629[] = {call(2).raises(&kError13)};
constexpr ErrorSpec kError1630 = {"RuntimeError", "result type Long can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1631[] = {call(2).raises(&kError1630)};
constexpr ErrorSpec kError1632 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1633[] = {call(2).raises(&kError1632)};
constexpr ErrorSpec kError1634 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1635[] = {call(2).raises(&kError1634)};
constexpr Outcome kOutcomes1636[] = {call(2).dtype(kUInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1637 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1638[] = {call(2).raises(&kError1637)};
constexpr ErrorSpec kError1639 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1640[] = {call(2).raises(&kError1639)};
constexpr Outcome kOutcomes1641[] = {call(2).dtype(kInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1642 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1643[] = {call(2).raises(&kError1642)};
constexpr ErrorSpec kError1644 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1645[] = {call(2).raises(&kError1644)};
constexpr Outcome kOutcomes1646[] = {call(2).dtype(kInt16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1647 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1648[] = {call(2).raises(&kError1647)};
constexpr ErrorSpec kError1649 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1650[] = {call(2).raises(&kError1649)};
constexpr Outcome kOutcomes1651[] = {call(2).dtype(kInt32).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1652 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1653[] = {call(2).raises(&kError1652)};
constexpr ErrorSpec kError1654 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1655[] = {call(2).raises(&kError1654)};
constexpr Outcome kOutcomes1656[] = {call(2).dtype(kInt64).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1657 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1658[] = {call(2).raises(&kError1657)};
constexpr ErrorSpec kError1659 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1660[] = {call(2).raises(&kError1659)};
constexpr Outcome kOutcomes1661[] = {call(2).dtype(kHalf).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1662[] = {call(2).raises(&kError51)};
constexpr Outcome kOutcomes1663[] = {call(2).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1664[] = {call(2).raises(&kError58)};
constexpr Outcome kOutcomes1665[] = {call(2).dtype(kFloat).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1666[] = {call(2).raises(&kError64)};
constexpr Outcome kOutcomes1667[] = {call(2).dtype(kDouble).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1668[] = {call(2).raises(&kError71)};
constexpr Outcome kOutcomes1669[] = {call(2).raises(&kError20)};
constexpr ArgSpec kOut1670 = tensor_spec(kBool, kInts11);
constexpr ErrorSpec kError1671 = {"RuntimeError", "result type Byte can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1672[] = {call(3).out_tensor(&kOut1670).raises(&kError1671)};
constexpr ArgSpec kOut1673 = tensor_spec(kUInt8, kInts11);
constexpr Outcome kOutcomes1674[] = {call(3).out_tensor(&kOut1673).dtype(kUInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1675 = tensor_spec(kInt8, kInts11);
constexpr Outcome kOutcomes1676[] = {call(3).out_tensor(&kOut1675).dtype(kInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1677 = tensor_spec(kInt16, kInts11);
constexpr Outcome kOutcomes1678[] = {call(3).out_tensor(&kOut1677).dtype(kInt16).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1679 = tensor_spec(kInt32, kInts11);
constexpr Outcome kOutcomes1680[] = {call(3).out_tensor(&kOut1679).dtype(kInt32).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1681 = tensor_spec(kInt64, kInts11);
constexpr Outcome kOutcomes1682[] = {call(3).out_tensor(&kOut1681).dtype(kInt64).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1683 = tensor_spec(kHalf, kInts11);
constexpr Outcome kOutcomes1684[] = {call(3).out_tensor(&kOut1683).dtype(kHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1685 = tensor_spec(kBFloat16, kInts11);
constexpr Outcome kOutcomes1686[] = {call(3).out_tensor(&kOut1685).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1687 = tensor_spec(kFloat, kInts11);
constexpr Outcome kOutcomes1688[] = {call(3).out_tensor(&kOut1687).dtype(kFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1689 = tensor_spec(kDouble, kInts11);
constexpr Outcome kOutcomes1690[] = {call(3).out_tensor(&kOut1689).dtype(kDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1691 = tensor_spec(kComplexHalf, kInts11);
constexpr Outcome kOutcomes1692[] = {call(3).out_tensor(&kOut1691).dtype(kComplexHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1693 = tensor_spec(kComplexFloat, kInts11);
constexpr Outcome kOutcomes1694[] = {call(3).out_tensor(&kOut1693).dtype(kComplexFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1695 = tensor_spec(kComplexDouble, kInts11);
constexpr Outcome kOutcomes1696[] = {call(3).out_tensor(&kOut1695).dtype(kComplexDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1697 = {"RuntimeError", "result type Char can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1698[] = {call(3).out_tensor(&kOut1670).raises(&kError1697)};
constexpr ErrorSpec kError1699 = {"RuntimeError", "result type Short can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1700[] = {call(3).out_tensor(&kOut1670).raises(&kError1699)};
constexpr ErrorSpec kError1701 = {"RuntimeError", "result type Int can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1702[] = {call(3).out_tensor(&kOut1670).raises(&kError1701)};
constexpr Outcome kOutcomes1703[] = {call(3).out_tensor(&kOut1670).raises(&kError1630)};
constexpr ErrorSpec kError1704 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1705[] = {call(3).out_tensor(&kOut1670).raises(&kError1704)};
constexpr ErrorSpec kError1706 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1707[] = {call(3).out_tensor(&kOut1673).raises(&kError1706)};
constexpr ErrorSpec kError1708 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1709[] = {call(3).out_tensor(&kOut1675).raises(&kError1708)};
constexpr ErrorSpec kError1710 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1711[] = {call(3).out_tensor(&kOut1677).raises(&kError1710)};
constexpr ErrorSpec kError1712 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1713[] = {call(3).out_tensor(&kOut1679).raises(&kError1712)};
constexpr ErrorSpec kError1714 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1715[] = {call(3).out_tensor(&kOut1681).raises(&kError1714)};
constexpr ErrorSpec kError1716 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1717[] = {call(3).out_tensor(&kOut1670).raises(&kError1716)};
constexpr ErrorSpec kError1718 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1719[] = {call(3).out_tensor(&kOut1673).raises(&kError1718)};
constexpr ErrorSpec kError1720 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1721[] = {call(3).out_tensor(&kOut1675).raises(&kError1720)};
constexpr ErrorSpec kError1722 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1723[] = {call(3).out_tensor(&kOut1677).raises(&kError1722)};
constexpr ErrorSpec kError1724 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1725[] = {call(3).out_tensor(&kOut1679).raises(&kError1724)};
constexpr ErrorSpec kError1726 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1727[] = {call(3).out_tensor(&kOut1681).raises(&kError1726)};
constexpr Outcome kOutcomes1728[] = {call(3).out_tensor(&kOut1670).raises(&kError1632)};
constexpr Outcome kOutcomes1729[] = {call(3).out_tensor(&kOut1673).raises(&kError1637)};
constexpr Outcome kOutcomes1730[] = {call(3).out_tensor(&kOut1675).raises(&kError1642)};
constexpr Outcome kOutcomes1731[] = {call(3).out_tensor(&kOut1677).raises(&kError1647)};
constexpr Outcome kOutcomes1732[] = {call(3).out_tensor(&kOut1679).raises(&kError1652)};
constexpr Outcome kOutcomes1733[] = {call(3).out_tensor(&kOut1681).raises(&kError1657)};
constexpr ErrorSpec kError1734 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1735[] = {call(3).out_tensor(&kOut1670).raises(&kError1734)};
constexpr ErrorSpec kError1736 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1737[] = {call(3).out_tensor(&kOut1673).raises(&kError1736)};
constexpr ErrorSpec kError1738 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1739[] = {call(3).out_tensor(&kOut1675).raises(&kError1738)};
constexpr ErrorSpec kError1740 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1741[] = {call(3).out_tensor(&kOut1677).raises(&kError1740)};
constexpr ErrorSpec kError1742 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1743[] = {call(3).out_tensor(&kOut1679).raises(&kError1742)};
constexpr ErrorSpec kError1744 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1745[] = {call(3).out_tensor(&kOut1681).raises(&kError1744)};
constexpr Outcome kOutcomes1746[] = {call(6).dtype(kBool).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1747[] = {call(6).raises(&kError1671)};
constexpr Outcome kOutcomes1748[] = {call(6).raises(&kError1697)};
constexpr Outcome kOutcomes1749[] = {call(6).raises(&kError1699)};
constexpr Outcome kOutcomes1750[] = {call(6).raises(&kError1701)};
constexpr Outcome kOutcomes1751[] = {call(6).raises(&kError1630)};
constexpr Outcome kOutcomes1752[] = {call(6).raises(&kError1704)};
constexpr Outcome kOutcomes1753[] = {call(6).raises(&kError1716)};
constexpr Outcome kOutcomes1754[] = {call(6).raises(&kError1632)};
constexpr Outcome kOutcomes1755[] = {call(6).raises(&kError1734)};
constexpr ErrorSpec kError1756 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1757[] = {call(6).raises(&kError1756)};
constexpr Outcome kOutcomes1758[] = {call(6).raises(&kError1634)};
constexpr ErrorSpec kError1759 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1760[] = {call(6).raises(&kError1759)};
constexpr Outcome kOutcomes1761[] = {call(6).dtype(kUInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1762[] = {call(6).raises(&kError1706)};
constexpr Outcome kOutcomes1763[] = {call(6).raises(&kError1718)};
constexpr Outcome kOutcomes1764[] = {call(6).raises(&kError1637)};
constexpr Outcome kOutcomes1765[] = {call(6).raises(&kError1736)};
constexpr ErrorSpec kError1766 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1767[] = {call(6).raises(&kError1766)};
constexpr Outcome kOutcomes1768[] = {call(6).raises(&kError1639)};
constexpr ErrorSpec kError1769 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1770[] = {call(6).raises(&kError1769)};
constexpr Outcome kOutcomes1771[] = {call(6).dtype(kInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1772[] = {call(6).raises(&kError1708)};
constexpr Outcome kOutcomes1773[] = {call(6).raises(&kError1720)};
constexpr Outcome kOutcomes1774[] = {call(6).raises(&kError1642)};
constexpr Outcome kOutcomes1775[] = {call(6).raises(&kError1738)};
constexpr ErrorSpec kError1776 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1777[] = {call(6).raises(&kError1776)};
constexpr Outcome kOutcomes1778[] = {call(6).raises(&kError1644)};
constexpr ErrorSpec kError1779 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1780[] = {call(6).raises(&kError1779)};
constexpr Outcome kOutcomes1781[] = {call(6).dtype(kInt16).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1782[] = {call(6).raises(&kError1710)};
constexpr Outcome kOutcomes1783[] = {call(6).raises(&kError1722)};
constexpr Outcome kOutcomes1784[] = {call(6).raises(&kError1647)};
constexpr Outcome kOutcomes1785[] = {call(6).raises(&kError1740)};
constexpr ErrorSpec kError1786 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1787[] = {call(6).raises(&kError1786)};
constexpr Outcome kOutcomes1788[] = {call(6).raises(&kError1649)};
constexpr ErrorSpec kError1789 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1790[] = {call(6).raises(&kError1789)};
constexpr Outcome kOutcomes1791[] = {call(6).dtype(kInt32).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1792[] = {call(6).raises(&kError1712)};
constexpr Outcome kOutcomes1793[] = {call(6).raises(&kError1724)};
constexpr Outcome kOutcomes1794[] = {call(6).raises(&kError1652)};
constexpr Outcome kOutcomes1795[] = {call(6).raises(&kError1742)};
constexpr ErrorSpec kError1796 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1797[] = {call(6).raises(&kError1796)};
constexpr Outcome kOutcomes1798[] = {call(6).raises(&kError1654)};
constexpr ErrorSpec kError1799 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1800[] = {call(6).raises(&kError1799)};
constexpr Outcome kOutcomes1801[] = {call(6).dtype(kInt64).shape(kInts11).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1802[] = {call(6).raises(&kError1714)};
constexpr Outcome kOutcomes1803[] = {call(6).raises(&kError1726)};
constexpr Outcome kOutcomes1804[] = {call(6).raises(&kError1657)};
constexpr Outcome kOutcomes1805[] = {call(6).raises(&kError1744)};
constexpr ErrorSpec kError1806 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1807[] = {call(6).raises(&kError1806)};
constexpr Outcome kOutcomes1808[] = {call(6).raises(&kError1659)};
constexpr ErrorSpec kError1809 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1810[] = {call(6).raises(&kError1809)};
constexpr Outcome kOutcomes1811[] = {call(6).dtype(kHalf).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1812 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes1813[] = {call(6).raises(&kError1812)};
constexpr ErrorSpec kError1814 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes1815[] = {call(6).raises(&kError1814)};
constexpr ErrorSpec kError1816 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes1817[] = {call(6).raises(&kError1816)};
constexpr Outcome kOutcomes1818[] = {call(6).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1819 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1820[] = {call(6).raises(&kError1819)};
constexpr ErrorSpec kError1821 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1822[] = {call(6).raises(&kError1821)};
constexpr Outcome kOutcomes1823[] = {call(6).dtype(kFloat).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1824 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1825[] = {call(6).raises(&kError1824)};
constexpr ErrorSpec kError1826 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1827[] = {call(6).raises(&kError1826)};
constexpr Outcome kOutcomes1828[] = {call(6).dtype(kDouble).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1829 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1830[] = {call(6).raises(&kError1829)};
constexpr Outcome kOutcomes1831[] = {call(6).raises(&kError20)};
constexpr Outcome kOutcomes1832[] = {call(7).out_tensor(&kOut1670).dtype(kBool).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1833[] = {call(7).out_tensor(&kOut1673).dtype(kUInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1834[] = {call(7).out_tensor(&kOut1675).dtype(kInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1835[] = {call(7).out_tensor(&kOut1677).dtype(kInt16).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1836[] = {call(7).out_tensor(&kOut1679).dtype(kInt32).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1837[] = {call(7).out_tensor(&kOut1681).dtype(kInt64).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1838[] = {call(7).out_tensor(&kOut1683).dtype(kHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1839[] = {call(7).out_tensor(&kOut1685).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1840[] = {call(7).out_tensor(&kOut1687).dtype(kFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1841[] = {call(7).out_tensor(&kOut1689).dtype(kDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1842[] = {call(7).out_tensor(&kOut1691).dtype(kComplexHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1843[] = {call(7).out_tensor(&kOut1693).dtype(kComplexFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1844[] = {call(7).out_tensor(&kOut1695).dtype(kComplexDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1845[] = {call(7).out_tensor(&kOut1670).raises(&kError1671)};
constexpr Outcome kOutcomes1846[] = {call(7).out_tensor(&kOut1670).raises(&kError1697)};
constexpr Outcome kOutcomes1847[] = {call(7).out_tensor(&kOut1670).raises(&kError1699)};
constexpr Outcome kOutcomes1848[] = {call(7).out_tensor(&kOut1670).raises(&kError1701)};
constexpr Outcome kOutcomes1849[] = {call(7).out_tensor(&kOut1670).raises(&kError1630)};
constexpr Outcome kOutcomes1850[] = {call(7).out_tensor(&kOut1670).raises(&kError1704)};
constexpr Outcome kOutcomes1851[] = {call(7).out_tensor(&kOut1673).raises(&kError1706)};
constexpr Outcome kOutcomes1852[] = {call(7).out_tensor(&kOut1675).raises(&kError1708)};
constexpr Outcome kOutcomes1853[] = {call(7).out_tensor(&kOut1677).raises(&kError1710)};
constexpr Outcome kOutcomes1854[] = {call(7).out_tensor(&kOut1679).raises(&kError1712)};
constexpr Outcome kOutcomes1855[] = {call(7).out_tensor(&kOut1681).raises(&kError1714)};
constexpr Outcome kOutcomes1856[] = {call(7).out_tensor(&kOut1670).raises(&kError1716)};
constexpr Outcome kOutcomes1857[] = {call(7).out_tensor(&kOut1673).raises(&kError1718)};
constexpr Outcome kOutcomes1858[] = {call(7).out_tensor(&kOut1675).raises(&kError1720)};
constexpr Outcome kOutcomes1859[] = {call(7).out_tensor(&kOut1677).raises(&kError1722)};
constexpr Outcome kOutcomes1860[] = {call(7).out_tensor(&kOut1679).raises(&kError1724)};
constexpr Outcome kOutcomes1861[] = {call(7).out_tensor(&kOut1681).raises(&kError1726)};
constexpr Outcome kOutcomes1862[] = {call(7).out_tensor(&kOut1670).raises(&kError1632)};
constexpr Outcome kOutcomes1863[] = {call(7).out_tensor(&kOut1673).raises(&kError1637)};
constexpr Outcome kOutcomes1864[] = {call(7).out_tensor(&kOut1675).raises(&kError1642)};
constexpr Outcome kOutcomes1865[] = {call(7).out_tensor(&kOut1677).raises(&kError1647)};
constexpr Outcome kOutcomes1866[] = {call(7).out_tensor(&kOut1679).raises(&kError1652)};
constexpr Outcome kOutcomes1867[] = {call(7).out_tensor(&kOut1681).raises(&kError1657)};
constexpr Outcome kOutcomes1868[] = {call(7).out_tensor(&kOut1670).raises(&kError1734)};
constexpr Outcome kOutcomes1869[] = {call(7).out_tensor(&kOut1673).raises(&kError1736)};
constexpr Outcome kOutcomes1870[] = {call(7).out_tensor(&kOut1675).raises(&kError1738)};
constexpr Outcome kOutcomes1871[] = {call(7).out_tensor(&kOut1677).raises(&kError1740)};
constexpr Outcome kOutcomes1872[] = {call(7).out_tensor(&kOut1679).raises(&kError1742)};
constexpr Outcome kOutcomes1873[] = {call(7).out_tensor(&kOut1681).raises(&kError1744)};
constexpr Case kCasts[] = {
    {"clamp__inplace__bool_dimensioned__bool_scalar__none", kArgs12, kOutcomes1629},
    {"clamp__inplace__bool_dimensioned__int_scalar__none", kArgs15, kOutcomes1631},
    {"clamp__inplace__bool_dimensioned__float_scalar__none", kArgs17, kOutcomes1633},
    {"clamp__inplace__bool_dimensioned__complex_scalar__none", kArgs19, kOutcomes1635},
    {"clamp__inplace__uint8_dimensioned__bool_scalar__none", kArgs22, kOutcomes1636},
    {"clamp__inplace__uint8_dimensioned__int_scalar__none", kArgs24, kOutcomes1636},
    {"clamp__inplace__uint8_dimensioned__float_scalar__none", kArgs25, kOutcomes1638},
    {"clamp__inplace__uint8_dimensioned__complex_scalar__none", kArgs26, kOutcomes1640},
    {"clamp__inplace__int8_dimensioned__bool_scalar__none", kArgs27, kOutcomes1641},
    {"clamp__inplace__int8_dimensioned__int_scalar__none", kArgs29, kOutcomes1641},
    {"clamp__inplace__int8_dimensioned__float_scalar__none", kArgs30, kOutcomes1643},
    {"clamp__inplace__int8_dimensioned__complex_scalar__none", kArgs31, kOutcomes1645},
    {"clamp__inplace__int16_dimensioned__bool_scalar__none", kArgs32, kOutcomes1646},
    {"clamp__inplace__int16_dimensioned__int_scalar__none", kArgs34, kOutcomes1646},
    {"clamp__inplace__int16_dimensioned__float_scalar__none", kArgs35, kOutcomes1648},
    {"clamp__inplace__int16_dimensioned__complex_scalar__none", kArgs36, kOutcomes1650},
    {"clamp__inplace__int32_dimensioned__bool_scalar__none", kArgs37, kOutcomes1651},
    {"clamp__inplace__int32_dimensioned__int_scalar__none", kArgs39, kOutcomes1651},
    {"clamp__inplace__int32_dimensioned__float_scalar__none", kArgs40, kOutcomes1653},
    {"clamp__inplace__int32_dimensioned__complex_scalar__none", kArgs41, kOutcomes1655},
    {"clamp__inplace__int64_dimensioned__bool_scalar__none", kArgs42, kOutcomes1656},
    {"clamp__inplace__int64_dimensioned__int_scalar__none", kArgs43, kOutcomes1656},
    {"clamp__inplace__int64_dimensioned__float_scalar__none", kArgs44, kOutcomes1658},
    {"clamp__inplace__int64_dimensioned__complex_scalar__none", kArgs45, kOutcomes1660},
    {"clamp__inplace__float16_dimensioned__bool_scalar__none", kArgs46, kOutcomes1661},
    {"clamp__inplace__float16_dimensioned__int_scalar__none", kArgs48, kOutcomes1661},
    {"clamp__inplace__float16_dimensioned__float_scalar__none", kArgs49, kOutcomes1661},
    {"clamp__inplace__float16_dimensioned__complex_scalar__none", kArgs50, kOutcomes1662},
    {"clamp__inplace__bfloat16_dimensioned__bool_scalar__none", kArgs53, kOutcomes1663},
    {"clamp__inplace__bfloat16_dimensioned__int_scalar__none", kArgs55, kOutcomes1663},
    {"clamp__inplace__bfloat16_dimensioned__float_scalar__none", kArgs56, kOutcomes1663},
    {"clamp__inplace__bfloat16_dimensioned__complex_scalar__none", kArgs57, kOutcomes1664},
    {"clamp__inplace__float32_dimensioned__bool_scalar__none", kArgs60, kOutcomes1665},
    {"clamp__inplace__float32_dimensioned__int_scalar__none", kArgs61, kOutcomes1665},
    {"clamp__inplace__float32_dimensioned__float_scalar__none", kArgs62, kOutcomes1665},
    {"clamp__inplace__float32_dimensioned__complex_scalar__none", kArgs63, kOutcomes1666},
    {"clamp__inplace__float64_dimensioned__bool_scalar__none", kArgs66, kOutcomes1667},
    {"clamp__inplace__float64_dimensioned__int_scalar__none", kArgs68, kOutcomes1667},
    {"clamp__inplace__float64_dimensioned__float_scalar__none", kArgs69, kOutcomes1667},
    {"clamp__inplace__float64_dimensioned__complex_scalar__none", kArgs70, kOutcomes1668},
    {"clamp__inplace__complex32_dimensioned__bool_scalar__none", kArgs73, kOutcomes1669},
    {"clamp__inplace__complex32_dimensioned__int_scalar__none", kArgs74, kOutcomes1669},
    {"clamp__inplace__complex32_dimensioned__float_scalar__none", kArgs75, kOutcomes1669},
    {"clamp__inplace__complex32_dimensioned__complex_scalar__none", kArgs76, kOutcomes1669},
    {"clamp__inplace__complex64_dimensioned__bool_scalar__none", kArgs77, kOutcomes1669},
    {"clamp__inplace__complex64_dimensioned__int_scalar__none", kArgs78, kOutcomes1669},
    {"clamp__inplace__complex64_dimensioned__float_scalar__none", kArgs79, kOutcomes1669},
    {"clamp__inplace__complex64_dimensioned__complex_scalar__none", kArgs80, kOutcomes1669},
    {"clamp__inplace__complex128_dimensioned__bool_scalar__none", kArgs81, kOutcomes1669},
    {"clamp__inplace__complex128_dimensioned__int_scalar__none", kArgs82, kOutcomes1669},
    {"clamp__inplace__complex128_dimensioned__float_scalar__none", kArgs83, kOutcomes1669},
    {"clamp__inplace__complex128_dimensioned__complex_scalar__none", kArgs84, kOutcomes1669},
    {"clamp__out__uint8__to__bool", kArgs24, kOutcomes1672},
    {"clamp__out__uint8__to__uint8", kArgs24, kOutcomes1674},
    {"clamp__out__uint8__to__int8", kArgs24, kOutcomes1676},
    {"clamp__out__uint8__to__int16", kArgs24, kOutcomes1678},
    {"clamp__out__uint8__to__int32", kArgs24, kOutcomes1680},
    {"clamp__out__uint8__to__int64", kArgs24, kOutcomes1682},
    {"clamp__out__uint8__to__float16", kArgs24, kOutcomes1684},
    {"clamp__out__uint8__to__bfloat16", kArgs24, kOutcomes1686},
    {"clamp__out__uint8__to__float32", kArgs24, kOutcomes1688},
    {"clamp__out__uint8__to__float64", kArgs24, kOutcomes1690},
    {"clamp__out__uint8__to__complex32", kArgs24, kOutcomes1692},
    {"clamp__out__uint8__to__complex64", kArgs24, kOutcomes1694},
    {"clamp__out__uint8__to__complex128", kArgs24, kOutcomes1696},
    {"clamp__out__int8__to__bool", kArgs29, kOutcomes1698},
    {"clamp__out__int8__to__uint8", kArgs29, kOutcomes1674},
    {"clamp__out__int8__to__int8", kArgs29, kOutcomes1676},
    {"clamp__out__int8__to__int16", kArgs29, kOutcomes1678},
    {"clamp__out__int8__to__int32", kArgs29, kOutcomes1680},
    {"clamp__out__int8__to__int64", kArgs29, kOutcomes1682},
    {"clamp__out__int8__to__float16", kArgs29, kOutcomes1684},
    {"clamp__out__int8__to__bfloat16", kArgs29, kOutcomes1686},
    {"clamp__out__int8__to__float32", kArgs29, kOutcomes1688},
    {"clamp__out__int8__to__float64", kArgs29, kOutcomes1690},
    {"clamp__out__int8__to__complex32", kArgs29, kOutcomes1692},
    {"clamp__out__int8__to__complex64", kArgs29, kOutcomes1694},
    {"clamp__out__int8__to__complex128", kArgs29, kOutcomes1696},
    {"clamp__out__int16__to__bool", kArgs34, kOutcomes1700},
    {"clamp__out__int16__to__uint8", kArgs34, kOutcomes1674},
    {"clamp__out__int16__to__int8", kArgs34, kOutcomes1676},
    {"clamp__out__int16__to__int16", kArgs34, kOutcomes1678},
    {"clamp__out__int16__to__int32", kArgs34, kOutcomes1680},
    {"clamp__out__int16__to__int64", kArgs34, kOutcomes1682},
    {"clamp__out__int16__to__float16", kArgs34, kOutcomes1684},
    {"clamp__out__int16__to__bfloat16", kArgs34, kOutcomes1686},
    {"clamp__out__int16__to__float32", kArgs34, kOutcomes1688},
    {"clamp__out__int16__to__float64", kArgs34, kOutcomes1690},
    {"clamp__out__int16__to__complex32", kArgs34, kOutcomes1692},
    {"clamp__out__int16__to__complex64", kArgs34, kOutcomes1694},
    {"clamp__out__int16__to__complex128", kArgs34, kOutcomes1696},
    {"clamp__out__int32__to__bool", kArgs39, kOutcomes1702},
    {"clamp__out__int32__to__uint8", kArgs39, kOutcomes1674},
    {"clamp__out__int32__to__int8", kArgs39, kOutcomes1676},
    {"clamp__out__int32__to__int16", kArgs39, kOutcomes1678},
    {"clamp__out__int32__to__int32", kArgs39, kOutcomes1680},
    {"clamp__out__int32__to__int64", kArgs39, kOutcomes1682},
    {"clamp__out__int32__to__float16", kArgs39, kOutcomes1684},
    {"clamp__out__int32__to__bfloat16", kArgs39, kOutcomes1686},
    {"clamp__out__int32__to__float32", kArgs39, kOutcomes1688},
    {"clamp__out__int32__to__float64", kArgs39, kOutcomes1690},
    {"clamp__out__int32__to__complex32", kArgs39, kOutcomes1692},
    {"clamp__out__int32__to__complex64", kArgs39, kOutcomes1694},
    {"clamp__out__int32__to__complex128", kArgs39, kOutcomes1696},
    {"clamp__out__int64__to__bool", kArgs43, kOutcomes1703},
    {"clamp__out__int64__to__uint8", kArgs43, kOutcomes1674},
    {"clamp__out__int64__to__int8", kArgs43, kOutcomes1676},
    {"clamp__out__int64__to__int16", kArgs43, kOutcomes1678},
    {"clamp__out__int64__to__int32", kArgs43, kOutcomes1680},
    {"clamp__out__int64__to__int64", kArgs43, kOutcomes1682},
    {"clamp__out__int64__to__float16", kArgs43, kOutcomes1684},
    {"clamp__out__int64__to__bfloat16", kArgs43, kOutcomes1686},
    {"clamp__out__int64__to__float32", kArgs43, kOutcomes1688},
    {"clamp__out__int64__to__float64", kArgs43, kOutcomes1690},
    {"clamp__out__int64__to__complex32", kArgs43, kOutcomes1692},
    {"clamp__out__int64__to__complex64", kArgs43, kOutcomes1694},
    {"clamp__out__int64__to__complex128", kArgs43, kOutcomes1696},
    {"clamp__out__float16__to__bool", kArgs49, kOutcomes1705},
    {"clamp__out__float16__to__uint8", kArgs49, kOutcomes1707},
    {"clamp__out__float16__to__int8", kArgs49, kOutcomes1709},
    {"clamp__out__float16__to__int16", kArgs49, kOutcomes1711},
    {"clamp__out__float16__to__int32", kArgs49, kOutcomes1713},
    {"clamp__out__float16__to__int64", kArgs49, kOutcomes1715},
    {"clamp__out__float16__to__float16", kArgs49, kOutcomes1684},
    {"clamp__out__float16__to__bfloat16", kArgs49, kOutcomes1686},
    {"clamp__out__float16__to__float32", kArgs49, kOutcomes1688},
    {"clamp__out__float16__to__float64", kArgs49, kOutcomes1690},
    {"clamp__out__float16__to__complex32", kArgs49, kOutcomes1692},
    {"clamp__out__float16__to__complex64", kArgs49, kOutcomes1694},
    {"clamp__out__float16__to__complex128", kArgs49, kOutcomes1696},
    {"clamp__out__bfloat16__to__bool", kArgs56, kOutcomes1717},
    {"clamp__out__bfloat16__to__uint8", kArgs56, kOutcomes1719},
    {"clamp__out__bfloat16__to__int8", kArgs56, kOutcomes1721},
    {"clamp__out__bfloat16__to__int16", kArgs56, kOutcomes1723},
    {"clamp__out__bfloat16__to__int32", kArgs56, kOutcomes1725},
    {"clamp__out__bfloat16__to__int64", kArgs56, kOutcomes1727},
    {"clamp__out__bfloat16__to__float16", kArgs56, kOutcomes1684},
    {"clamp__out__bfloat16__to__bfloat16", kArgs56, kOutcomes1686},
    {"clamp__out__bfloat16__to__float32", kArgs56, kOutcomes1688},
    {"clamp__out__bfloat16__to__float64", kArgs56, kOutcomes1690},
    {"clamp__out__bfloat16__to__complex32", kArgs56, kOutcomes1692},
    {"clamp__out__bfloat16__to__complex64", kArgs56, kOutcomes1694},
    {"clamp__out__bfloat16__to__complex128", kArgs56, kOutcomes1696},
    {"clamp__out__float32__to__bool", kArgs62, kOutcomes1728},
    {"clamp__out__float32__to__uint8", kArgs62, kOutcomes1729},
    {"clamp__out__float32__to__int8", kArgs62, kOutcomes1730},
    {"clamp__out__float32__to__int16", kArgs62, kOutcomes1731},
    {"clamp__out__float32__to__int32", kArgs62, kOutcomes1732},
    {"clamp__out__float32__to__int64", kArgs62, kOutcomes1733},
    {"clamp__out__float32__to__float16", kArgs62, kOutcomes1684},
    {"clamp__out__float32__to__bfloat16", kArgs62, kOutcomes1686},
    {"clamp__out__float32__to__float32", kArgs62, kOutcomes1688},
    {"clamp__out__float32__to__float64", kArgs62, kOutcomes1690},
    {"clamp__out__float32__to__complex32", kArgs62, kOutcomes1692},
    {"clamp__out__float32__to__complex64", kArgs62, kOutcomes1694},
    {"clamp__out__float32__to__complex128", kArgs62, kOutcomes1696},
    {"clamp__out__float64__to__bool", kArgs69, kOutcomes1735},
    {"clamp__out__float64__to__uint8", kArgs69, kOutcomes1737},
    {"clamp__out__float64__to__int8", kArgs69, kOutcomes1739},
    {"clamp__out__float64__to__int16", kArgs69, kOutcomes1741},
    {"clamp__out__float64__to__int32", kArgs69, kOutcomes1743},
    {"clamp__out__float64__to__int64", kArgs69, kOutcomes1745},
    {"clamp__out__float64__to__float16", kArgs69, kOutcomes1684},
    {"clamp__out__float64__to__bfloat16", kArgs69, kOutcomes1686},
    {"clamp__out__float64__to__float32", kArgs69, kOutcomes1688},
    {"clamp__out__float64__to__float64", kArgs69, kOutcomes1690},
    {"clamp__out__float64__to__complex32", kArgs69, kOutcomes1692},
    {"clamp__out__float64__to__complex64", kArgs69, kOutcomes1694},
    {"clamp__out__float64__to__complex128", kArgs69, kOutcomes1696},
    {"clamp_Tensor__inplace__bool_dimensioned__bool_dimensioned__none", kArgs250, kOutcomes1746},
    {"clamp_Tensor__inplace__bool_dimensioned__uint8_dimensioned__none", kArgs252, kOutcomes1747},
    {"clamp_Tensor__inplace__bool_dimensioned__int8_dimensioned__none", kArgs254, kOutcomes1748},
    {"clamp_Tensor__inplace__bool_dimensioned__int16_dimensioned__none", kArgs256, kOutcomes1749},
    {"clamp_Tensor__inplace__bool_dimensioned__int32_dimensioned__none", kArgs258, kOutcomes1750},
    {"clamp_Tensor__inplace__bool_dimensioned__int64_dimensioned__none", kArgs260, kOutcomes1751},
    {"clamp_Tensor__inplace__bool_dimensioned__float16_dimensioned__none", kArgs262, kOutcomes1752},
    {"clamp_Tensor__inplace__bool_dimensioned__bfloat16_dimensioned__none", kArgs264, kOutcomes1753},
    {"clamp_Tensor__inplace__bool_dimensioned__float32_dimensioned__none", kArgs266, kOutcomes1754},
    {"clamp_Tensor__inplace__bool_dimensioned__float64_dimensioned__none", kArgs268, kOutcomes1755},
    {"clamp_Tensor__inplace__bool_dimensioned__complex32_dimensioned__none", kArgs270, kOutcomes1757},
    {"clamp_Tensor__inplace__bool_dimensioned__complex64_dimensioned__none", kArgs273, kOutcomes1758},
    {"clamp_Tensor__inplace__bool_dimensioned__complex128_dimensioned__none", kArgs276, kOutcomes1760},
    {"clamp_Tensor__inplace__uint8_dimensioned__bool_dimensioned__none", kArgs292, kOutcomes1761},
    {"clamp_Tensor__inplace__uint8_dimensioned__uint8_dimensioned__none", kArgs293, kOutcomes1761},
    {"clamp_Tensor__inplace__uint8_dimensioned__int8_dimensioned__none", kArgs294, kOutcomes1761},
    {"clamp_Tensor__inplace__uint8_dimensioned__int16_dimensioned__none", kArgs295, kOutcomes1761},
    {"clamp_Tensor__inplace__uint8_dimensioned__int32_dimensioned__none", kArgs296, kOutcomes1761},
    {"clamp_Tensor__inplace__uint8_dimensioned__int64_dimensioned__none", kArgs297, kOutcomes1761},
    {"clamp_Tensor__inplace__uint8_dimensioned__float16_dimensioned__none", kArgs298, kOutcomes1762},
    {"clamp_Tensor__inplace__uint8_dimensioned__bfloat16_dimensioned__none", kArgs299, kOutcomes1763},
    {"clamp_Tensor__inplace__uint8_dimensioned__float32_dimensioned__none", kArgs300, kOutcomes1764},
    {"clamp_Tensor__inplace__uint8_dimensioned__float64_dimensioned__none", kArgs301, kOutcomes1765},
    {"clamp_Tensor__inplace__uint8_dimensioned__complex32_dimensioned__none", kArgs302, kOutcomes1767},
    {"clamp_Tensor__inplace__uint8_dimensioned__complex64_dimensioned__none", kArgs303, kOutcomes1768},
    {"clamp_Tensor__inplace__uint8_dimensioned__complex128_dimensioned__none", kArgs304, kOutcomes1770},
    {"clamp_Tensor__inplace__int8_dimensioned__bool_dimensioned__none", kArgs318, kOutcomes1771},
    {"clamp_Tensor__inplace__int8_dimensioned__uint8_dimensioned__none", kArgs319, kOutcomes1771},
    {"clamp_Tensor__inplace__int8_dimensioned__int8_dimensioned__none", kArgs320, kOutcomes1771},
    {"clamp_Tensor__inplace__int8_dimensioned__int16_dimensioned__none", kArgs321, kOutcomes1771},
    {"clamp_Tensor__inplace__int8_dimensioned__int32_dimensioned__none", kArgs322, kOutcomes1771},
    {"clamp_Tensor__inplace__int8_dimensioned__int64_dimensioned__none", kArgs323, kOutcomes1771},
    {"clamp_Tensor__inplace__int8_dimensioned__float16_dimensioned__none", kArgs324, kOutcomes1772},
    {"clamp_Tensor__inplace__int8_dimensioned__bfloat16_dimensioned__none", kArgs325, kOutcomes1773},
    {"clamp_Tensor__inplace__int8_dimensioned__float32_dimensioned__none", kArgs326, kOutcomes1774},
    {"clamp_Tensor__inplace__int8_dimensioned__float64_dimensioned__none", kArgs327, kOutcomes1775},
    {"clamp_Tensor__inplace__int8_dimensioned__complex32_dimensioned__none", kArgs328, kOutcomes1777},
    {"clamp_Tensor__inplace__int8_dimensioned__complex64_dimensioned__none", kArgs329, kOutcomes1778},
    {"clamp_Tensor__inplace__int8_dimensioned__complex128_dimensioned__none", kArgs330, kOutcomes1780},
    {"clamp_Tensor__inplace__int16_dimensioned__bool_dimensioned__none", kArgs344, kOutcomes1781},
    {"clamp_Tensor__inplace__int16_dimensioned__uint8_dimensioned__none", kArgs345, kOutcomes1781},
    {"clamp_Tensor__inplace__int16_dimensioned__int8_dimensioned__none", kArgs346, kOutcomes1781},
    {"clamp_Tensor__inplace__int16_dimensioned__int16_dimensioned__none", kArgs347, kOutcomes1781},
    {"clamp_Tensor__inplace__int16_dimensioned__int32_dimensioned__none", kArgs348, kOutcomes1781},
    {"clamp_Tensor__inplace__int16_dimensioned__int64_dimensioned__none", kArgs349, kOutcomes1781},
    {"clamp_Tensor__inplace__int16_dimensioned__float16_dimensioned__none", kArgs350, kOutcomes1782},
    {"clamp_Tensor__inplace__int16_dimensioned__bfloat16_dimensioned__none", kArgs351, kOutcomes1783},
    {"clamp_Tensor__inplace__int16_dimensioned__float32_dimensioned__none", kArgs352, kOutcomes1784},
    {"clamp_Tensor__inplace__int16_dimensioned__float64_dimensioned__none", kArgs353, kOutcomes1785},
    {"clamp_Tensor__inplace__int16_dimensioned__complex32_dimensioned__none", kArgs354, kOutcomes1787},
    {"clamp_Tensor__inplace__int16_dimensioned__complex64_dimensioned__none", kArgs355, kOutcomes1788},
    {"clamp_Tensor__inplace__int16_dimensioned__complex128_dimensioned__none", kArgs356, kOutcomes1790},
    {"clamp_Tensor__inplace__int32_dimensioned__bool_dimensioned__none", kArgs370, kOutcomes1791},
    {"clamp_Tensor__inplace__int32_dimensioned__uint8_dimensioned__none", kArgs371, kOutcomes1791},
    {"clamp_Tensor__inplace__int32_dimensioned__int8_dimensioned__none", kArgs372, kOutcomes1791},
    {"clamp_Tensor__inplace__int32_dimensioned__int16_dimensioned__none", kArgs373, kOutcomes1791},
    {"clamp_Tensor__inplace__int32_dimensioned__int32_dimensioned__none", kArgs374, kOutcomes1791},
    {"clamp_Tensor__inplace__int32_dimensioned__int64_dimensioned__none", kArgs375, kOutcomes1791},
    {"clamp_Tensor__inplace__int32_dimensioned__float16_dimensioned__none", kArgs376, kOutcomes1792},
    {"clamp_Tensor__inplace__int32_dimensioned__bfloat16_dimensioned__none", kArgs377, kOutcomes1793},
    {"clamp_Tensor__inplace__int32_dimensioned__float32_dimensioned__none", kArgs378, kOutcomes1794},
    {"clamp_Tensor__inplace__int32_dimensioned__float64_dimensioned__none", kArgs379, kOutcomes1795},
    {"clamp_Tensor__inplace__int32_dimensioned__complex32_dimensioned__none", kArgs380, kOutcomes1797},
    {"clamp_Tensor__inplace__int32_dimensioned__complex64_dimensioned__none", kArgs381, kOutcomes1798},
    {"clamp_Tensor__inplace__int32_dimensioned__complex128_dimensioned__none", kArgs382, kOutcomes1800},
    {"clamp_Tensor__inplace__int64_dimensioned__bool_dimensioned__none", kArgs396, kOutcomes1801},
    {"clamp_Tensor__inplace__int64_dimensioned__uint8_dimensioned__none", kArgs397, kOutcomes1801},
    {"clamp_Tensor__inplace__int64_dimensioned__int8_dimensioned__none", kArgs398, kOutcomes1801},
    {"clamp_Tensor__inplace__int64_dimensioned__int16_dimensioned__none", kArgs399, kOutcomes1801},
    {"clamp_Tensor__inplace__int64_dimensioned__int32_dimensioned__none", kArgs400, kOutcomes1801},
    {"clamp_Tensor__inplace__int64_dimensioned__int64_dimensioned__none", kArgs401, kOutcomes1801},
    {"clamp_Tensor__inplace__int64_dimensioned__float16_dimensioned__none", kArgs402, kOutcomes1802},
    {"clamp_Tensor__inplace__int64_dimensioned__bfloat16_dimensioned__none", kArgs403, kOutcomes1803},
    {"clamp_Tensor__inplace__int64_dimensioned__float32_dimensioned__none", kArgs404, kOutcomes1804},
    {"clamp_Tensor__inplace__int64_dimensioned__float64_dimensioned__none", kArgs405, kOutcomes1805},
    {"clamp_Tensor__inplace__int64_dimensioned__complex32_dimensioned__none", kArgs406, kOutcomes1807},
    {"clamp_Tensor__inplace__int64_dimensioned__complex64_dimensioned__none", kArgs407, kOutcomes1808},
    {"clamp_Tensor__inplace__int64_dimensioned__complex128_dimensioned__none", kArgs408, kOutcomes1810},
    {"clamp_Tensor__inplace__float16_dimensioned__bool_dimensioned__none", kArgs422, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__uint8_dimensioned__none", kArgs423, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__int8_dimensioned__none", kArgs424, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__int16_dimensioned__none", kArgs425, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__int32_dimensioned__none", kArgs426, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__int64_dimensioned__none", kArgs427, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__float16_dimensioned__none", kArgs428, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__bfloat16_dimensioned__none", kArgs429, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__float32_dimensioned__none", kArgs430, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__float64_dimensioned__none", kArgs431, kOutcomes1811},
    {"clamp_Tensor__inplace__float16_dimensioned__complex32_dimensioned__none", kArgs432, kOutcomes1813},
    {"clamp_Tensor__inplace__float16_dimensioned__complex64_dimensioned__none", kArgs433, kOutcomes1815},
    {"clamp_Tensor__inplace__float16_dimensioned__complex128_dimensioned__none", kArgs434, kOutcomes1817},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__bool_dimensioned__none", kArgs448, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__uint8_dimensioned__none", kArgs449, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int8_dimensioned__none", kArgs450, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int16_dimensioned__none", kArgs451, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int32_dimensioned__none", kArgs452, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int64_dimensioned__none", kArgs453, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__float16_dimensioned__none", kArgs454, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__bfloat16_dimensioned__none", kArgs455, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__float32_dimensioned__none", kArgs456, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__float64_dimensioned__none", kArgs457, kOutcomes1818},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__complex32_dimensioned__none", kArgs458, kOutcomes1820},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__complex64_dimensioned__none", kArgs459, kOutcomes1820},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__complex128_dimensioned__none", kArgs460, kOutcomes1822},
    {"clamp_Tensor__inplace__float32_dimensioned__bool_dimensioned__none", kArgs474, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__uint8_dimensioned__none", kArgs475, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__int8_dimensioned__none", kArgs476, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__int16_dimensioned__none", kArgs477, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__int32_dimensioned__none", kArgs478, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__int64_dimensioned__none", kArgs479, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__float16_dimensioned__none", kArgs480, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__bfloat16_dimensioned__none", kArgs481, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__float32_dimensioned__none", kArgs482, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__float64_dimensioned__none", kArgs483, kOutcomes1823},
    {"clamp_Tensor__inplace__float32_dimensioned__complex32_dimensioned__none", kArgs484, kOutcomes1825},
    {"clamp_Tensor__inplace__float32_dimensioned__complex64_dimensioned__none", kArgs485, kOutcomes1825},
    {"clamp_Tensor__inplace__float32_dimensioned__complex128_dimensioned__none", kArgs486, kOutcomes1827},
    {"clamp_Tensor__inplace__float64_dimensioned__bool_dimensioned__none", kArgs500, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__uint8_dimensioned__none", kArgs501, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__int8_dimensioned__none", kArgs502, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__int16_dimensioned__none", kArgs503, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__int32_dimensioned__none", kArgs504, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__int64_dimensioned__none", kArgs505, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__float16_dimensioned__none", kArgs506, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__bfloat16_dimensioned__none", kArgs507, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__float32_dimensioned__none", kArgs508, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__float64_dimensioned__none", kArgs509, kOutcomes1828},
    {"clamp_Tensor__inplace__float64_dimensioned__complex32_dimensioned__none", kArgs510, kOutcomes1830},
    {"clamp_Tensor__inplace__float64_dimensioned__complex64_dimensioned__none", kArgs511, kOutcomes1830},
    {"clamp_Tensor__inplace__float64_dimensioned__complex128_dimensioned__none", kArgs512, kOutcomes1830},
    {"clamp_Tensor__inplace__complex32_dimensioned__bool_dimensioned__none", kArgs526, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__uint8_dimensioned__none", kArgs528, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__int8_dimensioned__none", kArgs529, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__int16_dimensioned__none", kArgs530, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__int32_dimensioned__none", kArgs531, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__int64_dimensioned__none", kArgs532, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__float16_dimensioned__none", kArgs533, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__bfloat16_dimensioned__none", kArgs534, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__float32_dimensioned__none", kArgs535, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__float64_dimensioned__none", kArgs536, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex32_dimensioned__none", kArgs537, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex64_dimensioned__none", kArgs538, kOutcomes1831},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex128_dimensioned__none", kArgs539, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__bool_dimensioned__none", kArgs553, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__uint8_dimensioned__none", kArgs554, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__int8_dimensioned__none", kArgs555, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__int16_dimensioned__none", kArgs556, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__int32_dimensioned__none", kArgs557, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__int64_dimensioned__none", kArgs558, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__float16_dimensioned__none", kArgs559, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__bfloat16_dimensioned__none", kArgs560, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__float32_dimensioned__none", kArgs561, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__float64_dimensioned__none", kArgs562, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex32_dimensioned__none", kArgs563, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex64_dimensioned__none", kArgs564, kOutcomes1831},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex128_dimensioned__none", kArgs565, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__bool_dimensioned__none", kArgs579, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__uint8_dimensioned__none", kArgs580, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__int8_dimensioned__none", kArgs581, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__int16_dimensioned__none", kArgs582, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__int32_dimensioned__none", kArgs583, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__int64_dimensioned__none", kArgs584, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__float16_dimensioned__none", kArgs585, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__bfloat16_dimensioned__none", kArgs586, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__float32_dimensioned__none", kArgs587, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__float64_dimensioned__none", kArgs588, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex32_dimensioned__none", kArgs589, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex64_dimensioned__none", kArgs590, kOutcomes1831},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex128_dimensioned__none", kArgs591, kOutcomes1831},
    {"clamp_Tensor__out__bool__to__bool", kArgs250, kOutcomes1832},
    {"clamp_Tensor__out__bool__to__uint8", kArgs250, kOutcomes1833},
    {"clamp_Tensor__out__bool__to__int8", kArgs250, kOutcomes1834},
    {"clamp_Tensor__out__bool__to__int16", kArgs250, kOutcomes1835},
    {"clamp_Tensor__out__bool__to__int32", kArgs250, kOutcomes1836},
    {"clamp_Tensor__out__bool__to__int64", kArgs250, kOutcomes1837},
    {"clamp_Tensor__out__bool__to__float16", kArgs250, kOutcomes1838},
    {"clamp_Tensor__out__bool__to__bfloat16", kArgs250, kOutcomes1839},
    {"clamp_Tensor__out__bool__to__float32", kArgs250, kOutcomes1840},
    {"clamp_Tensor__out__bool__to__float64", kArgs250, kOutcomes1841},
    {"clamp_Tensor__out__bool__to__complex32", kArgs250, kOutcomes1842},
    {"clamp_Tensor__out__bool__to__complex64", kArgs250, kOutcomes1843},
    {"clamp_Tensor__out__bool__to__complex128", kArgs250, kOutcomes1844},
    {"clamp_Tensor__out__uint8__to__bool", kArgs293, kOutcomes1845},
    {"clamp_Tensor__out__uint8__to__uint8", kArgs293, kOutcomes1833},
    {"clamp_Tensor__out__uint8__to__int8", kArgs293, kOutcomes1834},
    {"clamp_Tensor__out__uint8__to__int16", kArgs293, kOutcomes1835},
    {"clamp_Tensor__out__uint8__to__int32", kArgs293, kOutcomes1836},
    {"clamp_Tensor__out__uint8__to__int64", kArgs293, kOutcomes1837},
    {"clamp_Tensor__out__uint8__to__float16", kArgs293, kOutcomes1838},
    {"clamp_Tensor__out__uint8__to__bfloat16", kArgs293, kOutcomes1839},
    {"clamp_Tensor__out__uint8__to__float32", kArgs293, kOutcomes1840},
    {"clamp_Tensor__out__uint8__to__float64", kArgs293, kOutcomes1841},
    {"clamp_Tensor__out__uint8__to__complex32", kArgs293, kOutcomes1842},
    {"clamp_Tensor__out__uint8__to__complex64", kArgs293, kOutcomes1843},
    {"clamp_Tensor__out__uint8__to__complex128", kArgs293, kOutcomes1844},
    {"clamp_Tensor__out__int8__to__bool", kArgs320, kOutcomes1846},
    {"clamp_Tensor__out__int8__to__uint8", kArgs320, kOutcomes1833},
    {"clamp_Tensor__out__int8__to__int8", kArgs320, kOutcomes1834},
    {"clamp_Tensor__out__int8__to__int16", kArgs320, kOutcomes1835},
    {"clamp_Tensor__out__int8__to__int32", kArgs320, kOutcomes1836},
    {"clamp_Tensor__out__int8__to__int64", kArgs320, kOutcomes1837},
    {"clamp_Tensor__out__int8__to__float16", kArgs320, kOutcomes1838},
    {"clamp_Tensor__out__int8__to__bfloat16", kArgs320, kOutcomes1839},
    {"clamp_Tensor__out__int8__to__float32", kArgs320, kOutcomes1840},
    {"clamp_Tensor__out__int8__to__float64", kArgs320, kOutcomes1841},
    {"clamp_Tensor__out__int8__to__complex32", kArgs320, kOutcomes1842},
    {"clamp_Tensor__out__int8__to__complex64", kArgs320, kOutcomes1843},
    {"clamp_Tensor__out__int8__to__complex128", kArgs320, kOutcomes1844},
    {"clamp_Tensor__out__int16__to__bool", kArgs347, kOutcomes1847},
    {"clamp_Tensor__out__int16__to__uint8", kArgs347, kOutcomes1833},
    {"clamp_Tensor__out__int16__to__int8", kArgs347, kOutcomes1834},
    {"clamp_Tensor__out__int16__to__int16", kArgs347, kOutcomes1835},
    {"clamp_Tensor__out__int16__to__int32", kArgs347, kOutcomes1836},
    {"clamp_Tensor__out__int16__to__int64", kArgs347, kOutcomes1837},
    {"clamp_Tensor__out__int16__to__float16", kArgs347, kOutcomes1838},
    {"clamp_Tensor__out__int16__to__bfloat16", kArgs347, kOutcomes1839},
    {"clamp_Tensor__out__int16__to__float32", kArgs347, kOutcomes1840},
    {"clamp_Tensor__out__int16__to__float64", kArgs347, kOutcomes1841},
    {"clamp_Tensor__out__int16__to__complex32", kArgs347, kOutcomes1842},
    {"clamp_Tensor__out__int16__to__complex64", kArgs347, kOutcomes1843},
    {"clamp_Tensor__out__int16__to__complex128", kArgs347, kOutcomes1844},
    {"clamp_Tensor__out__int32__to__bool", kArgs374, kOutcomes1848},
    {"clamp_Tensor__out__int32__to__uint8", kArgs374, kOutcomes1833},
    {"clamp_Tensor__out__int32__to__int8", kArgs374, kOutcomes1834},
    {"clamp_Tensor__out__int32__to__int16", kArgs374, kOutcomes1835},
    {"clamp_Tensor__out__int32__to__int32", kArgs374, kOutcomes1836},
    {"clamp_Tensor__out__int32__to__int64", kArgs374, kOutcomes1837},
    {"clamp_Tensor__out__int32__to__float16", kArgs374, kOutcomes1838},
    {"clamp_Tensor__out__int32__to__bfloat16", kArgs374, kOutcomes1839},
    {"clamp_Tensor__out__int32__to__float32", kArgs374, kOutcomes1840},
    {"clamp_Tensor__out__int32__to__float64", kArgs374, kOutcomes1841},
    {"clamp_Tensor__out__int32__to__complex32", kArgs374, kOutcomes1842},
    {"clamp_Tensor__out__int32__to__complex64", kArgs374, kOutcomes1843},
    {"clamp_Tensor__out__int32__to__complex128", kArgs374, kOutcomes1844},
    {"clamp_Tensor__out__int64__to__bool", kArgs401, kOutcomes1849},
    {"clamp_Tensor__out__int64__to__uint8", kArgs401, kOutcomes1833},
    {"clamp_Tensor__out__int64__to__int8", kArgs401, kOutcomes1834},
    {"clamp_Tensor__out__int64__to__int16", kArgs401, kOutcomes1835},
    {"clamp_Tensor__out__int64__to__int32", kArgs401, kOutcomes1836},
    {"clamp_Tensor__out__int64__to__int64", kArgs401, kOutcomes1837},
    {"clamp_Tensor__out__int64__to__float16", kArgs401, kOutcomes1838},
    {"clamp_Tensor__out__int64__to__bfloat16", kArgs401, kOutcomes1839},
    {"clamp_Tensor__out__int64__to__float32", kArgs401, kOutcomes1840},
    {"clamp_Tensor__out__int64__to__float64", kArgs401, kOutcomes1841},
    {"clamp_Tensor__out__int64__to__complex32", kArgs401, kOutcomes1842},
    {"clamp_Tensor__out__int64__to__complex64", kArgs401, kOutcomes1843},
    {"clamp_Tensor__out__int64__to__complex128", kArgs401, kOutcomes1844},
    {"clamp_Tensor__out__float16__to__bool", kArgs428, kOutcomes1850},
    {"clamp_Tensor__out__float16__to__uint8", kArgs428, kOutcomes1851},
    {"clamp_Tensor__out__float16__to__int8", kArgs428, kOutcomes1852},
    {"clamp_Tensor__out__float16__to__int16", kArgs428, kOutcomes1853},
    {"clamp_Tensor__out__float16__to__int32", kArgs428, kOutcomes1854},
    {"clamp_Tensor__out__float16__to__int64", kArgs428, kOutcomes1855},
    {"clamp_Tensor__out__float16__to__float16", kArgs428, kOutcomes1838},
    {"clamp_Tensor__out__float16__to__bfloat16", kArgs428, kOutcomes1839},
    {"clamp_Tensor__out__float16__to__float32", kArgs428, kOutcomes1840},
    {"clamp_Tensor__out__float16__to__float64", kArgs428, kOutcomes1841},
    {"clamp_Tensor__out__float16__to__complex32", kArgs428, kOutcomes1842},
    {"clamp_Tensor__out__float16__to__complex64", kArgs428, kOutcomes1843},
    {"clamp_Tensor__out__float16__to__complex128", kArgs428, kOutcomes1844},
    {"clamp_Tensor__out__bfloat16__to__bool", kArgs455, kOutcomes1856},
    {"clamp_Tensor__out__bfloat16__to__uint8", kArgs455, kOutcomes1857},
    {"clamp_Tensor__out__bfloat16__to__int8", kArgs455, kOutcomes1858},
    {"clamp_Tensor__out__bfloat16__to__int16", kArgs455, kOutcomes1859},
    {"clamp_Tensor__out__bfloat16__to__int32", kArgs455, kOutcomes1860},
    {"clamp_Tensor__out__bfloat16__to__int64", kArgs455, kOutcomes1861},
    {"clamp_Tensor__out__bfloat16__to__float16", kArgs455, kOutcomes1838},
    {"clamp_Tensor__out__bfloat16__to__bfloat16", kArgs455, kOutcomes1839},
    {"clamp_Tensor__out__bfloat16__to__float32", kArgs455, kOutcomes1840},
    {"clamp_Tensor__out__bfloat16__to__float64", kArgs455, kOutcomes1841},
    {"clamp_Tensor__out__bfloat16__to__complex32", kArgs455, kOutcomes1842},
    {"clamp_Tensor__out__bfloat16__to__complex64", kArgs455, kOutcomes1843},
    {"clamp_Tensor__out__bfloat16__to__complex128", kArgs455, kOutcomes1844},
    {"clamp_Tensor__out__float32__to__bool", kArgs482, kOutcomes1862},
    {"clamp_Tensor__out__float32__to__uint8", kArgs482, kOutcomes1863},
    {"clamp_Tensor__out__float32__to__int8", kArgs482, kOutcomes1864},
    {"clamp_Tensor__out__float32__to__int16", kArgs482, kOutcomes1865},
    {"clamp_Tensor__out__float32__to__int32", kArgs482, kOutcomes1866},
    {"clamp_Tensor__out__float32__to__int64", kArgs482, kOutcomes1867},
    {"clamp_Tensor__out__float32__to__float16", kArgs482, kOutcomes1838},
    {"clamp_Tensor__out__float32__to__bfloat16", kArgs482, kOutcomes1839},
    {"clamp_Tensor__out__float32__to__float32", kArgs482, kOutcomes1840},
    {"clamp_Tensor__out__float32__to__float64", kArgs482, kOutcomes1841},
    {"clamp_Tensor__out__float32__to__complex32", kArgs482, kOutcomes1842},
    {"clamp_Tensor__out__float32__to__complex64", kArgs482, kOutcomes1843},
    {"clamp_Tensor__out__float32__to__complex128", kArgs482, kOutcomes1844},
    {"clamp_Tensor__out__float64__to__bool", kArgs509, kOutcomes1868},
    {"clamp_Tensor__out__float64__to__uint8", kArgs509, kOutcomes1869},
    {"clamp_Tensor__out__float64__to__int8", kArgs509, kOutcomes1870},
    {"clamp_Tensor__out__float64__to__int16", kArgs509, kOutcomes1871},
    {"clamp_Tensor__out__float64__to__int32", kArgs509, kOutcomes1872},
    {"clamp_Tensor__out__float64__to__int64", kArgs509, kOutcomes1873},
    {"clamp_Tensor__out__float64__to__float16", kArgs509, kOutcomes1838},
    {"clamp_Tensor__out__float64__to__bfloat16", kArgs509, kOutcomes1839},
    {"clamp_Tensor__out__float64__to__float32", kArgs509, kOutcomes1840},
    {"clamp_Tensor__out__float64__to__float64", kArgs509, kOutcomes1841},
    {"clamp_Tensor__out__float64__to__complex32", kArgs509, kOutcomes1842},
    {"clamp_Tensor__out__float64__to__complex64", kArgs509, kOutcomes1843},
    {"clamp_Tensor__out__float64__to__complex128", kArgs509, kOutcomes1844},
};
constexpr int64_t kInts1874[] = {2, 3};
constexpr ArgSpec kArgs1875[] = {tensor_spec(kFloat, kInts1874), float_scalar(0.5), float_scalar(2.5)};
constexpr ArgSpec kOut1876 = tensor_spec(kFloat, kInts1874);
constexpr Outcome kOutcomes1877[] = {call(3).out_tensor(&kOut1876).shape(kInts1874).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1878[] = {call(3).out_tensor(&kOut5).shape(kInts1874).same_as(SameAs::Out)};
constexpr int64_t kInts1879[] = {6};
constexpr ArgSpec kOut1880 = tensor_spec(kFloat, kInts1879);
constexpr Outcome kOutcomes1881[] = {call(3).out_tensor(&kOut1880).shape(kInts1874).same_as(SameAs::Out)};
constexpr int64_t kInts1882[] = {3, 2};
constexpr ArgSpec kOut1883 = tensor_spec(kFloat, kInts1882);
constexpr Outcome kOutcomes1884[] = {call(3).out_tensor(&kOut1883).shape(kInts1874).same_as(SameAs::Out)};
constexpr int64_t kInts1885[] = {3};
constexpr ArgSpec kArgs1886[] = {tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1885), tensor_spec(kFloat, kInts1874)};
constexpr Outcome kOutcomes1887[] = {call(4).shape(kInts1874)};
constexpr ArgSpec kArgs1888[] = {tensor_spec(kFloat, kInts1885), tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874)};
constexpr int64_t kInts1889[] = {2, 1};
constexpr int64_t kInts1890[] = {1, 3};
constexpr ArgSpec kArgs1891[] = {tensor_spec(kFloat, kInts1889), tensor_spec(kFloat, kInts1890), tensor_spec(kFloat, kInts1874)};
constexpr ArgSpec kArgs1892[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874)};
constexpr ArgSpec kArgs1893[] = {tensor_spec(kFloat, kInts1874), tensor_spec(kFloat), tensor_spec(kFloat, kInts1874)};
constexpr int64_t kInts1894[] = {0, 3};
constexpr ArgSpec kArgs1895[] = {tensor_spec(kFloat, kInts1894), tensor_spec(kFloat, kInts1890), tensor_spec(kFloat, kInts1874)};
constexpr ErrorSpec kError1896 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1897[] = {call(4).raises(&kError1896)};
constexpr int64_t kInts1898[] = {4, 1, 3};
constexpr ArgSpec kArgs1899[] = {tensor_spec(kFloat, kInts1898), tensor_spec(kFloat, kInts1889), tensor_spec(kFloat, kInts1874)};
constexpr int64_t kInts1900[] = {4, 2, 3};
constexpr Outcome kOutcomes1901[] = {call(4).shape(kInts1900)};
constexpr ArgSpec kArgs1902[] = {tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts1874)};
constexpr ErrorSpec kError1903 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1904[] = {call(4).raises(&kError1903)};
constexpr ArgSpec kArgs1905[] = {tensor_spec(kFloat, kInts4), tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts1874)};
constexpr int64_t kInts1906[] = {2, 3, 4};
constexpr int64_t kInts1907[] = {3, 1, 5};
constexpr ArgSpec kArgs1908[] = {tensor_spec(kFloat, kInts1906), tensor_spec(kFloat, kInts1907), tensor_spec(kFloat, kInts1874)};
constexpr ErrorSpec kError1909 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1910[] = {call(4).raises(&kError1909)};
constexpr Outcome kOutcomes1911[] = {call(6).shape(kInts1874).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1912[] = {tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1890), tensor_spec(kFloat, kInts1874)};
constexpr ErrorSpec kError1913 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1914[] = {call(6).raises(&kError1913)};
constexpr ArgSpec kArgs1915[] = {tensor_spec(kFloat, kInts1890), tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874)};
constexpr ErrorSpec kError1916 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1917[] = {call(6).raises(&kError1916)};
constexpr ArgSpec kArgs1918[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts1874)};
constexpr ErrorSpec kError1919 = {"RuntimeError", "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1920[] = {call(6).raises(&kError1919)};
constexpr Outcome kOutcomes1921[] = {call(6).raises(&kError1903)};
constexpr ArgSpec kArgs1922[] = {tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874)};
constexpr Outcome kOutcomes1923[] = {call(7).out_tensor(&kOut1876).shape(kInts1874).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1924[] = {call(7).out_tensor(&kOut5).shape(kInts1874).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1925[] = {call(7).out_tensor(&kOut1880).shape(kInts1874).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1926[] = {call(7).out_tensor(&kOut1883).shape(kInts1874).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"clamp__out__2x3", kArgs1875, kOutcomes1877},
    {"clamp__out__0", kArgs1875, kOutcomes1878},
    {"clamp__out__6", kArgs1875, kOutcomes1881},
    {"clamp__out__3x2", kArgs1875, kOutcomes1884},
    {"clamp_Tensor__broadcast__2x3__3", kArgs1886, kOutcomes1887},
    {"clamp_Tensor__broadcast__3__2x3", kArgs1888, kOutcomes1887},
    {"clamp_Tensor__broadcast__2x1__1x3", kArgs1891, kOutcomes1887},
    {"clamp_Tensor__broadcast__scalar__2x3", kArgs1892, kOutcomes1887},
    {"clamp_Tensor__broadcast__2x3__scalar", kArgs1893, kOutcomes1887},
    {"clamp_Tensor__broadcast__0x3__1x3", kArgs1895, kOutcomes1897},
    {"clamp_Tensor__broadcast__4x1x3__2x1", kArgs1899, kOutcomes1901},
    {"clamp_Tensor__broadcast__2x3__2", kArgs1902, kOutcomes1904},
    {"clamp_Tensor__broadcast__0__2", kArgs1905, kOutcomes1897},
    {"clamp_Tensor__broadcast__2x3x4__3x1x5", kArgs1908, kOutcomes1910},
    {"clamp_Tensor__inplace__2x3__3", kArgs1886, kOutcomes1911},
    {"clamp_Tensor__inplace__2x3__1x3", kArgs1912, kOutcomes1911},
    {"clamp_Tensor__inplace__2x3__scalar", kArgs1893, kOutcomes1911},
    {"clamp_Tensor__inplace__3__2x3", kArgs1888, kOutcomes1914},
    {"clamp_Tensor__inplace__1x3__2x3", kArgs1915, kOutcomes1917},
    {"clamp_Tensor__inplace__scalar__2", kArgs1918, kOutcomes1920},
    {"clamp_Tensor__inplace__2x3__2", kArgs1902, kOutcomes1921},
    {"clamp_Tensor__out__2x3", kArgs1922, kOutcomes1923},
    {"clamp_Tensor__out__0", kArgs1922, kOutcomes1924},
    {"clamp_Tensor__out__6", kArgs1922, kOutcomes1925},
    {"clamp_Tensor__out__3x2", kArgs1922, kOutcomes1926},
};
constexpr const char* kNames1927[] = {"N", "C"};
constexpr ArgSpec kArgs1928[] = {tensor_spec(kFloat, kInts1874, {}, kNames1927), float_scalar(0.5), float_scalar(2.5)};
constexpr const char* kNames1929[] = {"A", "C"};
constexpr ArgSpec kOut1930 = tensor_spec(kFloat, kInts1874, {}, kNames1929);
constexpr ErrorSpec kError1931 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1932[] = {call(0).names(kNames1927), call(3).out_tensor(&kOut5).names(kNames1927).same_as(SameAs::Out), call(3).out_tensor(&kOut1930).raises(&kError1931), call(2).names(kNames1927).same_as(SameAs::Self)};
constexpr const char* kNames1933[] = {"N", nullptr};
constexpr ArgSpec kArgs1934[] = {tensor_spec(kFloat, kInts1874, {}, kNames1933), float_scalar(0.5), float_scalar(2.5)};
constexpr const char* kNames1935[] = {"A", nullptr};
constexpr ArgSpec kOut1936 = tensor_spec(kFloat, kInts1874, {}, kNames1935);
constexpr ErrorSpec kError1937 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1938[] = {call(0).names(kNames1933), call(3).out_tensor(&kOut5).names(kNames1933).same_as(SameAs::Out), call(3).out_tensor(&kOut1936).raises(&kError1937), call(2).names(kNames1933).same_as(SameAs::Self)};
constexpr const char* kNames1939[] = {nullptr, nullptr};
constexpr Outcome kOutcomes1940[] = {call(0).names(kNames1939), call(3).out_tensor(&kOut5).names(kNames1939).same_as(SameAs::Out), call(2).names(kNames1939).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1941[] = {tensor_spec(kFloat, kInts1874, {}, kNames1927), tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874)};
constexpr Outcome kOutcomes1942[] = {call(4).names(kNames1927), call(7).out_tensor(&kOut5).names(kNames1927).same_as(SameAs::Out), call(7).out_tensor(&kOut1930).raises(&kError1931), call(6).names(kNames1927).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1943[] = {tensor_spec(kFloat, kInts1874, {}, kNames1933), tensor_spec(kFloat, kInts1874), tensor_spec(kFloat, kInts1874)};
constexpr Outcome kOutcomes1944[] = {call(4).names(kNames1933), call(7).out_tensor(&kOut5).names(kNames1933).same_as(SameAs::Out), call(7).out_tensor(&kOut1936).raises(&kError1937), call(6).names(kNames1933).same_as(SameAs::Self)};
constexpr Outcome kOutcomes1945[] = {call(4).names(kNames1939), call(7).out_tensor(&kOut5).names(kNames1939).same_as(SameAs::Out), call(6).names(kNames1939).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"clamp__names_kept", kArgs1928, kOutcomes1932},
    {"clamp__partial_names_kept", kArgs1934, kOutcomes1938},
    {"clamp__unnamed_stays_unnamed", kArgs1875, kOutcomes1940},
    {"clamp_Tensor__names_kept", kArgs1941, kOutcomes1942},
    {"clamp_Tensor__partial_names_kept", kArgs1943, kOutcomes1944},
    {"clamp_Tensor__unnamed_stays_unnamed", kArgs1922, kOutcomes1945},
};
constexpr Num kNums1946[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs1947[] = {tensor_spec(kUInt8, kInts0, kNums1946), int_scalar(2), none_spec()};
constexpr Num kNums1948[] = {{2, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {2, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kOut1949 = tensor_spec(kUInt8, kInts4);
constexpr Outcome kOutcomes1950[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1948), call(2).dtype(kUInt8).shape(kInts0).values(kNums1948).same_as(SameAs::Self), call(3).out_tensor(&kOut1949).dtype(kUInt8).shape(kInts0).values(kNums1948).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1951[] = {tensor_spec(kUInt8, kInts0, kNums1946), none_spec(), int_scalar(7)};
constexpr Num kNums1952[] = {{0, 0}, {3, 0}, {7, 0}, {7, 0}, {7, 0}, {1, 0}, {7, 0}, {7, 0}, {5, 0}, {2, 0}, {7, 0}, {3, 0}};
constexpr Outcome kOutcomes1953[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1952), call(2).dtype(kUInt8).shape(kInts0).values(kNums1952).same_as(SameAs::Self), call(3).out_tensor(&kOut1949).dtype(kUInt8).shape(kInts0).values(kNums1952).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1954[] = {tensor_spec(kUInt8, kInts0, kNums1946), int_scalar(2), int_scalar(7)};
constexpr Num kNums1955[] = {{2, 0}, {3, 0}, {7, 0}, {7, 0}, {7, 0}, {2, 0}, {7, 0}, {7, 0}, {5, 0}, {2, 0}, {7, 0}, {3, 0}};
constexpr Outcome kOutcomes1956[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1955), call(2).dtype(kUInt8).shape(kInts0).values(kNums1955).same_as(SameAs::Self), call(3).out_tensor(&kOut1949).dtype(kUInt8).shape(kInts0).values(kNums1955).same_as(SameAs::Out)};
constexpr Num kNums1957[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs1958[] = {tensor_spec(kInt8, kInts0, kNums1957), int_scalar(2), none_spec()};
constexpr Num kNums1959[] = {{2, 0}, {2, 0}, {3, 0}, {7, 0}, {2, 0}, {2, 0}, {12, 0}, {100, 0}, {2, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kOut1960 = tensor_spec(kInt8, kInts4);
constexpr Outcome kOutcomes1961[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1959), call(2).dtype(kInt8).shape(kInts0).values(kNums1959).same_as(SameAs::Self), call(3).out_tensor(&kOut1960).dtype(kInt8).shape(kInts0).values(kNums1959).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1962[] = {tensor_spec(kInt8, kInts0, kNums1957), none_spec(), int_scalar(7)};
constexpr Num kNums1963[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {7, 0}, {7, 0}, {-100, 0}, {5, 0}, {2, 0}, {7, 0}};
constexpr Outcome kOutcomes1964[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1963), call(2).dtype(kInt8).shape(kInts0).values(kNums1963).same_as(SameAs::Self), call(3).out_tensor(&kOut1960).dtype(kInt8).shape(kInts0).values(kNums1963).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1965[] = {tensor_spec(kInt8, kInts0, kNums1957), int_scalar(2), int_scalar(7)};
constexpr Num kNums1966[] = {{2, 0}, {2, 0}, {3, 0}, {7, 0}, {2, 0}, {2, 0}, {7, 0}, {7, 0}, {2, 0}, {5, 0}, {2, 0}, {7, 0}};
constexpr Outcome kOutcomes1967[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1966), call(2).dtype(kInt8).shape(kInts0).values(kNums1966).same_as(SameAs::Self), call(3).out_tensor(&kOut1960).dtype(kInt8).shape(kInts0).values(kNums1966).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1968[] = {tensor_spec(kInt16, kInts0, kNums1957), int_scalar(2), none_spec()};
constexpr ArgSpec kOut1969 = tensor_spec(kInt16, kInts4);
constexpr Outcome kOutcomes1970[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1959), call(2).dtype(kInt16).shape(kInts0).values(kNums1959).same_as(SameAs::Self), call(3).out_tensor(&kOut1969).dtype(kInt16).shape(kInts0).values(kNums1959).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1971[] = {tensor_spec(kInt16, kInts0, kNums1957), none_spec(), int_scalar(7)};
constexpr Outcome kOutcomes1972[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1963), call(2).dtype(kInt16).shape(kInts0).values(kNums1963).same_as(SameAs::Self), call(3).out_tensor(&kOut1969).dtype(kInt16).shape(kInts0).values(kNums1963).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1973[] = {tensor_spec(kInt16, kInts0, kNums1957), int_scalar(2), int_scalar(7)};
constexpr Outcome kOutcomes1974[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1966), call(2).dtype(kInt16).shape(kInts0).values(kNums1966).same_as(SameAs::Self), call(3).out_tensor(&kOut1969).dtype(kInt16).shape(kInts0).values(kNums1966).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1975[] = {tensor_spec(kInt32, kInts0, kNums1957), int_scalar(2), none_spec()};
constexpr ArgSpec kOut1976 = tensor_spec(kInt32, kInts4);
constexpr Outcome kOutcomes1977[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1959), call(2).dtype(kInt32).shape(kInts0).values(kNums1959).same_as(SameAs::Self), call(3).out_tensor(&kOut1976).dtype(kInt32).shape(kInts0).values(kNums1959).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1978[] = {tensor_spec(kInt32, kInts0, kNums1957), none_spec(), int_scalar(7)};
constexpr Outcome kOutcomes1979[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1963), call(2).dtype(kInt32).shape(kInts0).values(kNums1963).same_as(SameAs::Self), call(3).out_tensor(&kOut1976).dtype(kInt32).shape(kInts0).values(kNums1963).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1980[] = {tensor_spec(kInt32, kInts0, kNums1957), int_scalar(2), int_scalar(7)};
constexpr Outcome kOutcomes1981[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1966), call(2).dtype(kInt32).shape(kInts0).values(kNums1966).same_as(SameAs::Self), call(3).out_tensor(&kOut1976).dtype(kInt32).shape(kInts0).values(kNums1966).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1982[] = {tensor_spec(kInt64, kInts0, kNums1957), int_scalar(2), none_spec()};
constexpr ArgSpec kOut1983 = tensor_spec(kInt64, kInts4);
constexpr Outcome kOutcomes1984[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1959), call(2).dtype(kInt64).shape(kInts0).values(kNums1959).same_as(SameAs::Self), call(3).out_tensor(&kOut1983).dtype(kInt64).shape(kInts0).values(kNums1959).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1985[] = {tensor_spec(kInt64, kInts0, kNums1957), none_spec(), int_scalar(7)};
constexpr Outcome kOutcomes1986[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1963), call(2).dtype(kInt64).shape(kInts0).values(kNums1963).same_as(SameAs::Self), call(3).out_tensor(&kOut1983).dtype(kInt64).shape(kInts0).values(kNums1963).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1987[] = {tensor_spec(kInt64, kInts0, kNums1957), int_scalar(2), int_scalar(7)};
constexpr Outcome kOutcomes1988[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1966), call(2).dtype(kInt64).shape(kInts0).values(kNums1966).same_as(SameAs::Self), call(3).out_tensor(&kOut1983).dtype(kInt64).shape(kInts0).values(kNums1966).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1989[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr ArgSpec kOut1990 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes1991[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums3), call(2).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut1990).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1992[] = {tensor_spec(kHalf, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Num kNums1993[] = {{0.5, 0}, {-1.25, 0}, {2.5, 0}, {0.0, 0}, {-0.0, 0}, {2.5, 0}, {-0.375, 0}, {2.5, 0}, {0.125, 0}, {-7.5, 0}, {2.5, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1994[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1993), call(2).dtype(kHalf).shape(kInts0).values(kNums1993).same_as(SameAs::Self), call(3).out_tensor(&kOut1990).dtype(kHalf).shape(kInts0).values(kNums1993).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1995[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Num kNums1996[] = {{0.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {0.5, 0}, {2.5, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1997[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1996), call(2).dtype(kHalf).shape(kInts0).values(kNums1996).same_as(SameAs::Self), call(3).out_tensor(&kOut1990).dtype(kHalf).shape(kInts0).values(kNums1996).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1998[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr ArgSpec kOut1999 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes2000[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums3), call(2).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut1999).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2001[] = {tensor_spec(kBFloat16, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Outcome kOutcomes2002[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1993), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1993).same_as(SameAs::Self), call(3).out_tensor(&kOut1999).dtype(kBFloat16).shape(kInts0).values(kNums1993).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2003[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Outcome kOutcomes2004[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1996), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1996).same_as(SameAs::Self), call(3).out_tensor(&kOut1999).dtype(kBFloat16).shape(kInts0).values(kNums1996).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2005[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2006[] = {tensor_spec(kFloat, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Outcome kOutcomes2007[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1993), call(2).dtype(kFloat).shape(kInts0).values(kNums1993).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums1993).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2008[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Outcome kOutcomes2009[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1996), call(2).dtype(kFloat).shape(kInts0).values(kNums1996).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums1996).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2010[] = {tensor_spec(kDouble, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr ArgSpec kOut2011 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes2012[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums3), call(2).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut2011).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2013[] = {tensor_spec(kDouble, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Outcome kOutcomes2014[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1993), call(2).dtype(kDouble).shape(kInts0).values(kNums1993).same_as(SameAs::Self), call(3).out_tensor(&kOut2011).dtype(kDouble).shape(kInts0).values(kNums1993).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2015[] = {tensor_spec(kDouble, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Outcome kOutcomes2016[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1996), call(2).dtype(kDouble).shape(kInts0).values(kNums1996).same_as(SameAs::Self), call(3).out_tensor(&kOut2011).dtype(kDouble).shape(kInts0).values(kNums1996).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2017[] = {tensor_spec(kUInt8, kInts0, kNums1946), int_scalar(256), none_spec()};
constexpr ErrorSpec kError2018 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes2019[] = {call(0).raises(&kError2018)};
constexpr ArgSpec kArgs2020[] = {tensor_spec(kInt8, kInts0, kNums1957), int_scalar(128), none_spec()};
constexpr ErrorSpec kError2021 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes2022[] = {call(0).raises(&kError2021)};
constexpr ArgSpec kArgs2023[] = {tensor_spec(kInt16, kInts0, kNums1957), int_scalar(32768), none_spec()};
constexpr ErrorSpec kError2024 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes2025[] = {call(0).raises(&kError2024)};
constexpr ArgSpec kArgs2026[] = {tensor_spec(kInt32, kInts0, kNums1957), int_scalar(2147483648), none_spec()};
constexpr ErrorSpec kError2027 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes2028[] = {call(0).raises(&kError2027)};
constexpr ArgSpec kArgs2029[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(70000.0), none_spec()};
constexpr ArgSpec kArgs2030[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(1e+39), none_spec()};
constexpr ArgSpec kArgs2031[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(1e+39), none_spec()};
constexpr ArgSpec kArgs2032[] = {tensor_spec(kUInt8, kInts0, kNums1946), none_spec(), int_scalar(256)};
constexpr ArgSpec kArgs2033[] = {tensor_spec(kInt8, kInts0, kNums1957), none_spec(), int_scalar(128)};
constexpr ArgSpec kArgs2034[] = {tensor_spec(kInt16, kInts0, kNums1957), none_spec(), int_scalar(32768)};
constexpr ArgSpec kArgs2035[] = {tensor_spec(kInt32, kInts0, kNums1957), none_spec(), int_scalar(2147483648)};
constexpr ArgSpec kArgs2036[] = {tensor_spec(kHalf, kInts0, kNums1), none_spec(), float_scalar(70000.0)};
constexpr ArgSpec kArgs2037[] = {tensor_spec(kBFloat16, kInts0, kNums1), none_spec(), float_scalar(1e+39)};
constexpr ArgSpec kArgs2038[] = {tensor_spec(kFloat, kInts0, kNums1), none_spec(), float_scalar(1e+39)};
constexpr int64_t kInts2039[] = {1, 4};
constexpr Num kNums2040[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs2041[] = {expanded(tensor_spec(kFloat, kInts2039, kNums2040), kInts0), float_scalar(0.5), none_spec()};
constexpr Num kNums2042[] = {{0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}, {0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}, {0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}};
constexpr Outcome kOutcomes2043[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums2042), call(1).dtype(kFloat).shape(kInts0).values(kNums2042), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2042).same_as(SameAs::Out)};
constexpr Num kNums2044[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums2045[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs2046[] = {tensor_spec(kBool, kInts0, kNums2044), tensor_spec(kBool, kInts0, kNums2045), none_spec()};
constexpr Num kNums2047[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kOut2048 = tensor_spec(kBool, kInts4);
constexpr Outcome kOutcomes2049[] = {call(4).dtype(kBool).shape(kInts0).values(kNums2047), call(6).dtype(kBool).shape(kInts0).values(kNums2047).same_as(SameAs::Self), call(7).out_tensor(&kOut2048).dtype(kBool).shape(kInts0).values(kNums2047).same_as(SameAs::Out)};
constexpr Num kNums2050[] = {{1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}};
constexpr ArgSpec kArgs2051[] = {tensor_spec(kBool, kInts0, kNums2044), none_spec(), tensor_spec(kBool, kInts0, kNums2050)};
constexpr Num kNums2052[] = {{0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes2053[] = {call(4).dtype(kBool).shape(kInts0).values(kNums2052), call(6).dtype(kBool).shape(kInts0).values(kNums2052).same_as(SameAs::Self), call(7).out_tensor(&kOut2048).dtype(kBool).shape(kInts0).values(kNums2052).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2054[] = {tensor_spec(kBool, kInts0, kNums2044), tensor_spec(kBool, kInts0, kNums2045), tensor_spec(kBool, kInts0, kNums2050)};
constexpr Num kNums2055[] = {{0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes2056[] = {call(4).dtype(kBool).shape(kInts0).values(kNums2055), call(6).dtype(kBool).shape(kInts0).values(kNums2055).same_as(SameAs::Self), call(7).out_tensor(&kOut2048).dtype(kBool).shape(kInts0).values(kNums2055).same_as(SameAs::Out)};
constexpr Num kNums2057[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs2058[] = {tensor_spec(kUInt8, kInts0, kNums1946), tensor_spec(kUInt8, kInts0, kNums2057), none_spec()};
constexpr Num kNums2059[] = {{1, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {6, 0}, {12, 0}, {100, 0}, {5, 0}, {4, 0}, {9, 0}, {3, 0}};
constexpr Outcome kOutcomes2060[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums2059), call(6).dtype(kUInt8).shape(kInts0).values(kNums2059).same_as(SameAs::Self), call(7).out_tensor(&kOut1949).dtype(kUInt8).shape(kInts0).values(kNums2059).same_as(SameAs::Out)};
constexpr Num kNums2061[] = {{2, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {7, 0}};
constexpr ArgSpec kArgs2062[] = {tensor_spec(kUInt8, kInts0, kNums1946), none_spec(), tensor_spec(kUInt8, kInts0, kNums2061)};
constexpr Num kNums2063[] = {{0, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {3, 0}};
constexpr Outcome kOutcomes2064[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums2063), call(6).dtype(kUInt8).shape(kInts0).values(kNums2063).same_as(SameAs::Self), call(7).out_tensor(&kOut1949).dtype(kUInt8).shape(kInts0).values(kNums2063).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2065[] = {tensor_spec(kUInt8, kInts0, kNums1946), tensor_spec(kUInt8, kInts0, kNums2057), tensor_spec(kUInt8, kInts0, kNums2061)};
constexpr Num kNums2066[] = {{1, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {3, 0}};
constexpr Outcome kOutcomes2067[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums2066), call(6).dtype(kUInt8).shape(kInts0).values(kNums2066).same_as(SameAs::Self), call(7).out_tensor(&kOut1949).dtype(kUInt8).shape(kInts0).values(kNums2066).same_as(SameAs::Out)};
constexpr Num kNums2068[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs2069[] = {tensor_spec(kInt8, kInts0, kNums1957), tensor_spec(kInt8, kInts0, kNums2068), none_spec()};
constexpr Num kNums2070[] = {{1, 0}, {2, 0}, {3, 0}, {7, 0}, {5, 0}, {6, 0}, {12, 0}, {100, 0}, {3, 0}, {5, 0}, {5, 0}, {9, 0}};
constexpr Outcome kOutcomes2071[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums2070), call(6).dtype(kInt8).shape(kInts0).values(kNums2070).same_as(SameAs::Self), call(7).out_tensor(&kOut1960).dtype(kInt8).shape(kInts0).values(kNums2070).same_as(SameAs::Out)};
constexpr Num kNums2072[] = {{-1, 0}, {4, 0}, {3, 0}, {6, 0}, {0, 0}, {2, 0}, {10, 0}, {50, 0}, {-50, 0}, {3, 0}, {1, 0}, {12, 0}};
constexpr ArgSpec kArgs2073[] = {tensor_spec(kInt8, kInts0, kNums1957), none_spec(), tensor_spec(kInt8, kInts0, kNums2072)};
constexpr Num kNums2074[] = {{-5, 0}, {0, 0}, {3, 0}, {6, 0}, {-2, 0}, {1, 0}, {10, 0}, {50, 0}, {-100, 0}, {3, 0}, {1, 0}, {9, 0}};
constexpr Outcome kOutcomes2075[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums2074), call(6).dtype(kInt8).shape(kInts0).values(kNums2074).same_as(SameAs::Self), call(7).out_tensor(&kOut1960).dtype(kInt8).shape(kInts0).values(kNums2074).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2076[] = {tensor_spec(kInt8, kInts0, kNums1957), tensor_spec(kInt8, kInts0, kNums2068), tensor_spec(kInt8, kInts0, kNums2072)};
constexpr Num kNums2077[] = {{-1, 0}, {2, 0}, {3, 0}, {6, 0}, {0, 0}, {2, 0}, {10, 0}, {50, 0}, {-50, 0}, {3, 0}, {1, 0}, {9, 0}};
constexpr Outcome kOutcomes2078[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums2077), call(6).dtype(kInt8).shape(kInts0).values(kNums2077).same_as(SameAs::Self), call(7).out_tensor(&kOut1960).dtype(kInt8).shape(kInts0).values(kNums2077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2079[] = {tensor_spec(kInt16, kInts0, kNums1957), tensor_spec(kInt16, kInts0, kNums2068), none_spec()};
constexpr Outcome kOutcomes2080[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums2070), call(6).dtype(kInt16).shape(kInts0).values(kNums2070).same_as(SameAs::Self), call(7).out_tensor(&kOut1969).dtype(kInt16).shape(kInts0).values(kNums2070).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2081[] = {tensor_spec(kInt16, kInts0, kNums1957), none_spec(), tensor_spec(kInt16, kInts0, kNums2072)};
constexpr Outcome kOutcomes2082[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums2074), call(6).dtype(kInt16).shape(kInts0).values(kNums2074).same_as(SameAs::Self), call(7).out_tensor(&kOut1969).dtype(kInt16).shape(kInts0).values(kNums2074).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2083[] = {tensor_spec(kInt16, kInts0, kNums1957), tensor_spec(kInt16, kInts0, kNums2068), tensor_spec(kInt16, kInts0, kNums2072)};
constexpr Outcome kOutcomes2084[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums2077), call(6).dtype(kInt16).shape(kInts0).values(kNums2077).same_as(SameAs::Self), call(7).out_tensor(&kOut1969).dtype(kInt16).shape(kInts0).values(kNums2077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2085[] = {tensor_spec(kInt32, kInts0, kNums1957), tensor_spec(kInt32, kInts0, kNums2068), none_spec()};
constexpr Outcome kOutcomes2086[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums2070), call(6).dtype(kInt32).shape(kInts0).values(kNums2070).same_as(SameAs::Self), call(7).out_tensor(&kOut1976).dtype(kInt32).shape(kInts0).values(kNums2070).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2087[] = {tensor_spec(kInt32, kInts0, kNums1957), none_spec(), tensor_spec(kInt32, kInts0, kNums2072)};
constexpr Outcome kOutcomes2088[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums2074), call(6).dtype(kInt32).shape(kInts0).values(kNums2074).same_as(SameAs::Self), call(7).out_tensor(&kOut1976).dtype(kInt32).shape(kInts0).values(kNums2074).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2089[] = {tensor_spec(kInt32, kInts0, kNums1957), tensor_spec(kInt32, kInts0, kNums2068), tensor_spec(kInt32, kInts0, kNums2072)};
constexpr Outcome kOutcomes2090[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums2077), call(6).dtype(kInt32).shape(kInts0).values(kNums2077).same_as(SameAs::Self), call(7).out_tensor(&kOut1976).dtype(kInt32).shape(kInts0).values(kNums2077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2091[] = {tensor_spec(kInt64, kInts0, kNums1957), tensor_spec(kInt64, kInts0, kNums2068), none_spec()};
constexpr Outcome kOutcomes2092[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums2070), call(6).dtype(kInt64).shape(kInts0).values(kNums2070).same_as(SameAs::Self), call(7).out_tensor(&kOut1983).dtype(kInt64).shape(kInts0).values(kNums2070).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2093[] = {tensor_spec(kInt64, kInts0, kNums1957), none_spec(), tensor_spec(kInt64, kInts0, kNums2072)};
constexpr Outcome kOutcomes2094[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums2074), call(6).dtype(kInt64).shape(kInts0).values(kNums2074).same_as(SameAs::Self), call(7).out_tensor(&kOut1983).dtype(kInt64).shape(kInts0).values(kNums2074).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2095[] = {tensor_spec(kInt64, kInts0, kNums1957), tensor_spec(kInt64, kInts0, kNums2068), tensor_spec(kInt64, kInts0, kNums2072)};
constexpr Outcome kOutcomes2096[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums2077), call(6).dtype(kInt64).shape(kInts0).values(kNums2077).same_as(SameAs::Self), call(7).out_tensor(&kOut1983).dtype(kInt64).shape(kInts0).values(kNums2077).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2097[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums7), none_spec()};
constexpr Outcome kOutcomes2098[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums9), call(6).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut1990).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr Num kNums2099[] = {{1.0, 0}, {2.0, 0}, {2.5, 0}, {-1.0, 0}, {0.5, 0}, {4.0, 0}, {0.25, 0}, {8.0, 0}, {0.0, 0}, {-2.0, 0}, {1.0, 0}, {2.0, 0}};
constexpr ArgSpec kArgs2100[] = {tensor_spec(kHalf, kInts0, kNums1), none_spec(), tensor_spec(kHalf, kInts0, kNums2099)};
constexpr Num kNums2101[] = {{0.5, 0}, {-1.25, 0}, {2.5, 0}, {-1.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {8.0, 0}, {0.0, 0}, {-7.5, 0}, {1.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes2102[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums2101), call(6).dtype(kHalf).shape(kInts0).values(kNums2101).same_as(SameAs::Self), call(7).out_tensor(&kOut1990).dtype(kHalf).shape(kInts0).values(kNums2101).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2103[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums7), tensor_spec(kHalf, kInts0, kNums2099)};
constexpr Num kNums2104[] = {{0.5, 0}, {0.5, 0}, {2.5, 0}, {-1.0, 0}, {-0.0, 0}, {2.75, 0}, {0.25, 0}, {8.0, 0}, {0.0, 0}, {-2.0, 0}, {1.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes2105[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums2104), call(6).dtype(kHalf).shape(kInts0).values(kNums2104).same_as(SameAs::Self), call(7).out_tensor(&kOut1990).dtype(kHalf).shape(kInts0).values(kNums2104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2106[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums7), none_spec()};
constexpr Outcome kOutcomes2107[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums9), call(6).dtype(kBFloat16).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut1999).dtype(kBFloat16).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2108[] = {tensor_spec(kBFloat16, kInts0, kNums1), none_spec(), tensor_spec(kBFloat16, kInts0, kNums2099)};
constexpr Outcome kOutcomes2109[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums2101), call(6).dtype(kBFloat16).shape(kInts0).values(kNums2101).same_as(SameAs::Self), call(7).out_tensor(&kOut1999).dtype(kBFloat16).shape(kInts0).values(kNums2101).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2110[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums7), tensor_spec(kBFloat16, kInts0, kNums2099)};
constexpr Outcome kOutcomes2111[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums2104), call(6).dtype(kBFloat16).shape(kInts0).values(kNums2104).same_as(SameAs::Self), call(7).out_tensor(&kOut1999).dtype(kBFloat16).shape(kInts0).values(kNums2104).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2112[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums9), call(6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2113[] = {tensor_spec(kFloat, kInts0, kNums1), none_spec(), tensor_spec(kFloat, kInts0, kNums2099)};
constexpr Outcome kOutcomes2114[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums2101), call(6).dtype(kFloat).shape(kInts0).values(kNums2101).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2101).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2115[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums7), tensor_spec(kFloat, kInts0, kNums2099)};
constexpr Outcome kOutcomes2116[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums2104), call(6).dtype(kFloat).shape(kInts0).values(kNums2104).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2117[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums7), none_spec()};
constexpr Outcome kOutcomes2118[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums9), call(6).dtype(kDouble).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut2011).dtype(kDouble).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2119[] = {tensor_spec(kDouble, kInts0, kNums1), none_spec(), tensor_spec(kDouble, kInts0, kNums2099)};
constexpr Outcome kOutcomes2120[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums2101), call(6).dtype(kDouble).shape(kInts0).values(kNums2101).same_as(SameAs::Self), call(7).out_tensor(&kOut2011).dtype(kDouble).shape(kInts0).values(kNums2101).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2121[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums7), tensor_spec(kDouble, kInts0, kNums2099)};
constexpr Outcome kOutcomes2122[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums2104), call(6).dtype(kDouble).shape(kInts0).values(kNums2104).same_as(SameAs::Self), call(7).out_tensor(&kOut2011).dtype(kDouble).shape(kInts0).values(kNums2104).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2123[] = {expanded(tensor_spec(kFloat, kInts2039, kNums2040), kInts0), tensor_spec(kFloat, kInts0, kNums7), none_spec()};
constexpr Num kNums2124[] = {{0.5, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {0.5, 0}, {-0.25, 0}, {3.0, 0}, {0.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr Outcome kOutcomes2125[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums2124), call(5).dtype(kFloat).shape(kInts0).values(kNums2124), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2124).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"clamp__self_uint8__min_int_scalar", kArgs1947, kOutcomes1950},
    {"clamp__self_uint8__max_int_scalar", kArgs1951, kOutcomes1953},
    {"clamp__self_uint8__min_int_scalar__max_int_scalar", kArgs1954, kOutcomes1956},
    {"clamp__self_int8__min_int_scalar", kArgs1958, kOutcomes1961},
    {"clamp__self_int8__max_int_scalar", kArgs1962, kOutcomes1964},
    {"clamp__self_int8__min_int_scalar__max_int_scalar", kArgs1965, kOutcomes1967},
    {"clamp__self_int16__min_int_scalar", kArgs1968, kOutcomes1970},
    {"clamp__self_int16__max_int_scalar", kArgs1971, kOutcomes1972},
    {"clamp__self_int16__min_int_scalar__max_int_scalar", kArgs1973, kOutcomes1974},
    {"clamp__self_int32__min_int_scalar", kArgs1975, kOutcomes1977},
    {"clamp__self_int32__max_int_scalar", kArgs1978, kOutcomes1979},
    {"clamp__self_int32__min_int_scalar__max_int_scalar", kArgs1980, kOutcomes1981},
    {"clamp__self_int64__min_int_scalar", kArgs1982, kOutcomes1984},
    {"clamp__self_int64__max_int_scalar", kArgs1985, kOutcomes1986},
    {"clamp__self_int64__min_int_scalar__max_int_scalar", kArgs1987, kOutcomes1988},
    {"clamp__self_float16__min_float_scalar", kArgs1989, kOutcomes1991},
    {"clamp__self_float16__max_float_scalar", kArgs1992, kOutcomes1994},
    {"clamp__self_float16__min_float_scalar__max_float_scalar", kArgs1995, kOutcomes1997},
    {"clamp__self_bfloat16__min_float_scalar", kArgs1998, kOutcomes2000},
    {"clamp__self_bfloat16__max_float_scalar", kArgs2001, kOutcomes2002},
    {"clamp__self_bfloat16__min_float_scalar__max_float_scalar", kArgs2003, kOutcomes2004},
    {"clamp__self_float32__min_float_scalar", kArgs2, kOutcomes2005},
    {"clamp__self_float32__max_float_scalar", kArgs2006, kOutcomes2007},
    {"clamp__self_float32__min_float_scalar__max_float_scalar", kArgs2008, kOutcomes2009},
    {"clamp__self_float64__min_float_scalar", kArgs2010, kOutcomes2012},
    {"clamp__self_float64__max_float_scalar", kArgs2013, kOutcomes2014},
    {"clamp__self_float64__min_float_scalar__max_float_scalar", kArgs2015, kOutcomes2016},
    {"clamp__uint8__min_overflow", kArgs2017, kOutcomes2019},
    {"clamp__int8__min_overflow", kArgs2020, kOutcomes2022},
    {"clamp__int16__min_overflow", kArgs2023, kOutcomes2025},
    {"clamp__int32__min_overflow", kArgs2026, kOutcomes2028},
    {"clamp__float16__min_overflow", kArgs2029, kOutcomes52},
    {"clamp__bfloat16__min_overflow", kArgs2030, kOutcomes59},
    {"clamp__float32__min_overflow", kArgs2031, kOutcomes65},
    {"clamp__uint8__max_overflow", kArgs2032, kOutcomes2019},
    {"clamp__int8__max_overflow", kArgs2033, kOutcomes2022},
    {"clamp__int16__max_overflow", kArgs2034, kOutcomes2025},
    {"clamp__int32__max_overflow", kArgs2035, kOutcomes2028},
    {"clamp__float16__max_overflow", kArgs2036, kOutcomes52},
    {"clamp__bfloat16__max_overflow", kArgs2037, kOutcomes59},
    {"clamp__float32__max_overflow", kArgs2038, kOutcomes65},
    {"clamp__expanded_self", kArgs2041, kOutcomes2043},
    {"clamp_Tensor__self_bool__min_bool", kArgs2046, kOutcomes2049},
    {"clamp_Tensor__self_bool__max_bool", kArgs2051, kOutcomes2053},
    {"clamp_Tensor__self_bool__min_bool__max_bool", kArgs2054, kOutcomes2056},
    {"clamp_Tensor__self_uint8__min_uint8", kArgs2058, kOutcomes2060},
    {"clamp_Tensor__self_uint8__max_uint8", kArgs2062, kOutcomes2064},
    {"clamp_Tensor__self_uint8__min_uint8__max_uint8", kArgs2065, kOutcomes2067},
    {"clamp_Tensor__self_int8__min_int8", kArgs2069, kOutcomes2071},
    {"clamp_Tensor__self_int8__max_int8", kArgs2073, kOutcomes2075},
    {"clamp_Tensor__self_int8__min_int8__max_int8", kArgs2076, kOutcomes2078},
    {"clamp_Tensor__self_int16__min_int16", kArgs2079, kOutcomes2080},
    {"clamp_Tensor__self_int16__max_int16", kArgs2081, kOutcomes2082},
    {"clamp_Tensor__self_int16__min_int16__max_int16", kArgs2083, kOutcomes2084},
    {"clamp_Tensor__self_int32__min_int32", kArgs2085, kOutcomes2086},
    {"clamp_Tensor__self_int32__max_int32", kArgs2087, kOutcomes2088},
    {"clamp_Tensor__self_int32__min_int32__max_int32", kArgs2089, kOutcomes2090},
    {"clamp_Tensor__self_int64__min_int64", kArgs2091, kOutcomes2092},
    {"clamp_Tensor__self_int64__max_int64", kArgs2093, kOutcomes2094},
    {"clamp_Tensor__self_int64__min_int64__max_int64", kArgs2095, kOutcomes2096},
    {"clamp_Tensor__self_float16__min_float16", kArgs2097, kOutcomes2098},
    {"clamp_Tensor__self_float16__max_float16", kArgs2100, kOutcomes2102},
    {"clamp_Tensor__self_float16__min_float16__max_float16", kArgs2103, kOutcomes2105},
    {"clamp_Tensor__self_bfloat16__min_bfloat16", kArgs2106, kOutcomes2107},
    {"clamp_Tensor__self_bfloat16__max_bfloat16", kArgs2108, kOutcomes2109},
    {"clamp_Tensor__self_bfloat16__min_bfloat16__max_bfloat16", kArgs2110, kOutcomes2111},
    {"clamp_Tensor__self_float32__min_float32", kArgs8, kOutcomes2112},
    {"clamp_Tensor__self_float32__max_float32", kArgs2113, kOutcomes2114},
    {"clamp_Tensor__self_float32__min_float32__max_float32", kArgs2115, kOutcomes2116},
    {"clamp_Tensor__self_float64__min_float64", kArgs2117, kOutcomes2118},
    {"clamp_Tensor__self_float64__max_float64", kArgs2119, kOutcomes2120},
    {"clamp_Tensor__self_float64__min_float64__max_float64", kArgs2121, kOutcomes2122},
    {"clamp_Tensor__expanded_self", kArgs2123, kOutcomes2125},
};
constexpr int64_t kInts2126[] = {67, 499};
constexpr ArgSpec kArgs2127[] = {tiled(tensor_spec(kUInt8, kInts2126, kNums1946)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2128[] = {call(0).dtype(kUInt8).shape(kInts2126)};
constexpr ArgSpec kArgs2129[] = {tiled(tensor_spec(kInt8, kInts2126, kNums1957)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2130[] = {call(0).dtype(kInt8).shape(kInts2126)};
constexpr ArgSpec kArgs2131[] = {tiled(tensor_spec(kInt16, kInts2126, kNums1957)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2132[] = {call(0).dtype(kInt16).shape(kInts2126)};
constexpr ArgSpec kArgs2133[] = {tiled(tensor_spec(kInt32, kInts2126, kNums1957)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2134[] = {call(0).dtype(kInt32).shape(kInts2126)};
constexpr ArgSpec kArgs2135[] = {tiled(tensor_spec(kInt64, kInts2126, kNums1957)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2136[] = {call(0).dtype(kInt64).shape(kInts2126)};
constexpr ArgSpec kArgs2137[] = {tiled(tensor_spec(kHalf, kInts2126, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2138[] = {call(0).dtype(kHalf).shape(kInts2126)};
constexpr ArgSpec kArgs2139[] = {tiled(tensor_spec(kBFloat16, kInts2126, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2140[] = {call(0).dtype(kBFloat16).shape(kInts2126)};
constexpr ArgSpec kArgs2141[] = {tiled(tensor_spec(kFloat, kInts2126, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2142[] = {call(0).dtype(kFloat).shape(kInts2126)};
constexpr ArgSpec kArgs2143[] = {tiled(tensor_spec(kDouble, kInts2126, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2144[] = {call(0).dtype(kDouble).shape(kInts2126)};
constexpr ArgSpec kArgs2145[] = {tiled(tensor_spec(kBool, kInts2126, kNums2044)), tiled(tensor_spec(kBool, kInts2126, kNums2045)), none_spec()};
constexpr Outcome kOutcomes2146[] = {call(4).dtype(kBool).shape(kInts2126)};
constexpr ArgSpec kArgs2147[] = {tiled(tensor_spec(kUInt8, kInts2126, kNums1946)), tiled(tensor_spec(kUInt8, kInts2126, kNums2057)), none_spec()};
constexpr Outcome kOutcomes2148[] = {call(4).dtype(kUInt8).shape(kInts2126)};
constexpr ArgSpec kArgs2149[] = {tiled(tensor_spec(kInt8, kInts2126, kNums1957)), tiled(tensor_spec(kInt8, kInts2126, kNums2068)), none_spec()};
constexpr Outcome kOutcomes2150[] = {call(4).dtype(kInt8).shape(kInts2126)};
constexpr ArgSpec kArgs2151[] = {tiled(tensor_spec(kInt16, kInts2126, kNums1957)), tiled(tensor_spec(kInt16, kInts2126, kNums2068)), none_spec()};
constexpr Outcome kOutcomes2152[] = {call(4).dtype(kInt16).shape(kInts2126)};
constexpr ArgSpec kArgs2153[] = {tiled(tensor_spec(kInt32, kInts2126, kNums1957)), tiled(tensor_spec(kInt32, kInts2126, kNums2068)), none_spec()};
constexpr Outcome kOutcomes2154[] = {call(4).dtype(kInt32).shape(kInts2126)};
constexpr ArgSpec kArgs2155[] = {tiled(tensor_spec(kInt64, kInts2126, kNums1957)), tiled(tensor_spec(kInt64, kInts2126, kNums2068)), none_spec()};
constexpr Outcome kOutcomes2156[] = {call(4).dtype(kInt64).shape(kInts2126)};
constexpr ArgSpec kArgs2157[] = {tiled(tensor_spec(kHalf, kInts2126, kNums1)), tiled(tensor_spec(kHalf, kInts2126, kNums7)), none_spec()};
constexpr Outcome kOutcomes2158[] = {call(4).dtype(kHalf).shape(kInts2126)};
constexpr ArgSpec kArgs2159[] = {tiled(tensor_spec(kBFloat16, kInts2126, kNums1)), tiled(tensor_spec(kBFloat16, kInts2126, kNums7)), none_spec()};
constexpr Outcome kOutcomes2160[] = {call(4).dtype(kBFloat16).shape(kInts2126)};
constexpr ArgSpec kArgs2161[] = {tiled(tensor_spec(kFloat, kInts2126, kNums1)), tiled(tensor_spec(kFloat, kInts2126, kNums7)), none_spec()};
constexpr Outcome kOutcomes2162[] = {call(4).dtype(kFloat).shape(kInts2126)};
constexpr ArgSpec kArgs2163[] = {tiled(tensor_spec(kDouble, kInts2126, kNums1)), tiled(tensor_spec(kDouble, kInts2126, kNums7)), none_spec()};
constexpr Outcome kOutcomes2164[] = {call(4).dtype(kDouble).shape(kInts2126)};
constexpr Case kCrosschecks[] = {
    {"clamp__uint8", kArgs2127, kOutcomes2128},
    {"clamp__int8", kArgs2129, kOutcomes2130},
    {"clamp__int16", kArgs2131, kOutcomes2132},
    {"clamp__int32", kArgs2133, kOutcomes2134},
    {"clamp__int64", kArgs2135, kOutcomes2136},
    {"clamp__float16", kArgs2137, kOutcomes2138},
    {"clamp__bfloat16", kArgs2139, kOutcomes2140},
    {"clamp__float32", kArgs2141, kOutcomes2142},
    {"clamp__float64", kArgs2143, kOutcomes2144},
    {"clamp_Tensor__bool", kArgs2145, kOutcomes2146},
    {"clamp_Tensor__uint8", kArgs2147, kOutcomes2148},
    {"clamp_Tensor__int8", kArgs2149, kOutcomes2150},
    {"clamp_Tensor__int16", kArgs2151, kOutcomes2152},
    {"clamp_Tensor__int32", kArgs2153, kOutcomes2154},
    {"clamp_Tensor__int64", kArgs2155, kOutcomes2156},
    {"clamp_Tensor__float16", kArgs2157, kOutcomes2158},
    {"clamp_Tensor__bfloat16", kArgs2159, kOutcomes2160},
    {"clamp_Tensor__float32", kArgs2161, kOutcomes2162},
    {"clamp_Tensor__float64", kArgs2163, kOutcomes2164},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(clamp, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(clamp, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(clamp, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(clamp, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(clamp, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(clamp, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(clamp, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(clamp, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(clamp, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(clamp, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("clamp")) GTEST_SKIP() << "no " << golden_op_path("clamp");
  GoldenStore store;
  load_golden_cases("clamp", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(clamp, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("clamp")) GTEST_SKIP() << "no " << golden_op_path("clamp");
  GoldenStore store;
  load_golden_cases("clamp", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
