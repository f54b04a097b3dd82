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
    {"opforge::clamp(Tensor, Scalar?, Scalar?)", "clamp", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp(v.tensor(0), v.optional_scalar(1), v.optional_scalar(2)); }},
    {"Tensor::clamp(Scalar?, Scalar?)", "clamp", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp(v.optional_scalar(1), v.optional_scalar(2)); }},
    {"Tensor::clamp_(Scalar?, Scalar?)", "clamp", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp_(v.optional_scalar(1), v.optional_scalar(2)); }},
    {"opforge::clamp_out(Tensor&, Tensor, Scalar?, Scalar?)", "clamp", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp_out(*out, v.tensor(0), v.optional_scalar(1), v.optional_scalar(2)); }},
    {"opforge::clamp(Tensor, Tensor?, Tensor?)", "clamp.Tensor", Form::Function, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp(v.tensor(0), v.optional_tensor(1), v.optional_tensor(2)); }},
    {"Tensor::clamp(Tensor?, Tensor?)", "clamp.Tensor", Form::Method, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp(v.optional_tensor(1), v.optional_tensor(2)); }},
    {"Tensor::clamp_(Tensor?, Tensor?)", "clamp.Tensor", Form::Inplace, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).clamp_(v.optional_tensor(1), v.optional_tensor(2)); }},
    {"opforge::clamp_out(Tensor&, Tensor, Tensor?, Tensor?)", "clamp.Tensor", Form::Out, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::clamp_out(*out, v.tensor(0), v.optional_tensor(1), v.optional_tensor(2)); }},
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
constexpr ErrorSpec kError20 = {"NotImplementedError", "not implemented for 'ComplexFloat'", Match::Contains};
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
constexpr ErrorSpec kError51 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes52[] = {call(0).raises(&kError51)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBFloat16, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes54[] = {call(0).dtype(kBFloat16).shape(kInts11)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kBFloat16, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs56[] = {tensor_spec(kBFloat16, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs57[] = {tensor_spec(kBFloat16, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs58[] = {tensor_spec(kFloat, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs59[] = {tensor_spec(kFloat, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs60[] = {tensor_spec(kFloat, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs61[] = {tensor_spec(kFloat, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs62[] = {tensor_spec(kDouble, kInts11), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes63[] = {call(0).dtype(kDouble).shape(kInts11)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kDouble, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs65[] = {tensor_spec(kDouble, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs66[] = {tensor_spec(kDouble, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ErrorSpec kError67 = {"NotImplementedError", "not implemented for 'ComplexDouble'", Match::Contains};
constexpr Outcome kOutcomes68[] = {call(0).raises(&kError67)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kComplexHalf, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs70[] = {tensor_spec(kComplexHalf, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs71[] = {tensor_spec(kComplexHalf, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs72[] = {tensor_spec(kComplexHalf, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs73[] = {tensor_spec(kComplexFloat, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs74[] = {tensor_spec(kComplexFloat, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs75[] = {tensor_spec(kComplexFloat, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs76[] = {tensor_spec(kComplexFloat, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs77[] = {tensor_spec(kComplexDouble, kInts11), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs78[] = {tensor_spec(kComplexDouble, kInts11), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs79[] = {tensor_spec(kComplexDouble, kInts11), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs80[] = {tensor_spec(kComplexDouble, kInts11), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs81[] = {tensor_spec(kBool), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs82[] = {tensor_spec(kBool), int_scalar(1), none_spec()};
constexpr Outcome kOutcomes83[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs84[] = {tensor_spec(kBool), float_scalar(1.0), none_spec()};
constexpr Outcome kOutcomes85[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs86[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs87[] = {tensor_spec(kUInt8), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes88[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs89[] = {tensor_spec(kUInt8), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs90[] = {tensor_spec(kUInt8), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs91[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs92[] = {tensor_spec(kInt8), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes93[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt16), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes98[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt16), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt16), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt32), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes103[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt32), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt32), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt64), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt64), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt64), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs111[] = {tensor_spec(kHalf), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes112[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs113[] = {tensor_spec(kHalf), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs114[] = {tensor_spec(kHalf), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs115[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs116[] = {tensor_spec(kBFloat16), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes117[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs118[] = {tensor_spec(kBFloat16), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs119[] = {tensor_spec(kBFloat16), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs120[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs121[] = {tensor_spec(kFloat), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs122[] = {tensor_spec(kFloat), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs123[] = {tensor_spec(kFloat), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs124[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs125[] = {tensor_spec(kDouble), bool_scalar(true), none_spec()};
constexpr Outcome kOutcomes126[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs127[] = {tensor_spec(kDouble), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs128[] = {tensor_spec(kDouble), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs129[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs130[] = {tensor_spec(kComplexHalf), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs131[] = {tensor_spec(kComplexHalf), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs132[] = {tensor_spec(kComplexHalf), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs133[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs134[] = {tensor_spec(kComplexFloat), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs135[] = {tensor_spec(kComplexFloat), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs136[] = {tensor_spec(kComplexFloat), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs137[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs138[] = {tensor_spec(kComplexDouble), bool_scalar(true), none_spec()};
constexpr ArgSpec kArgs139[] = {tensor_spec(kComplexDouble), int_scalar(1), none_spec()};
constexpr ArgSpec kArgs140[] = {tensor_spec(kComplexDouble), float_scalar(1.0), none_spec()};
constexpr ArgSpec kArgs141[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0), none_spec()};
constexpr ArgSpec kArgs142[] = {tensor_spec(kBool, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kBool, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kBool, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kBool, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kUInt8, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kUInt8, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kUInt8, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kUInt8, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt8, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs151[] = {tensor_spec(kInt8, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt8, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt8, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt16, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt16, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt16, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt16, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt64, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt64, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt64, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt64, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kHalf, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kHalf, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kHalf, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kHalf, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kBFloat16, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kBFloat16, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kBFloat16, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kBFloat16, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kFloat, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kFloat, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kFloat, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kFloat, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kDouble, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kDouble, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kDouble, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kDouble, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs182[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kBool), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kBool), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kBool), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kBool), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kUInt8), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kUInt8), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kUInt8), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kUInt8), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt8), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt8), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kInt8), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kInt8), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt16), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kInt16), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt16), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kInt16), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt32), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kInt32), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kInt32), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kInt32), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kInt64), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kInt64), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kInt64), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kInt64), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kBFloat16), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kBFloat16), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kBFloat16), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kBFloat16), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kFloat), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kFloat), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kFloat), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kFloat), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kDouble), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kDouble), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kDouble), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kDouble), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kComplexHalf), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kComplexHalf), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kComplexHalf), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kComplexHalf), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kComplexFloat), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kComplexFloat), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kComplexFloat), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kComplexFloat), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kComplexDouble), none_spec(), bool_scalar(true)};
constexpr ArgSpec kArgs243[] = {tensor_spec(kComplexDouble), none_spec(), int_scalar(1)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kComplexDouble), none_spec(), float_scalar(1.0)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kComplexDouble), none_spec(), complex_scalar(0.0, 1.0)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kBool, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr Outcome kOutcomes247[] = {call(4).raises(&kError13)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBool, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr Outcome kOutcomes249[] = {call(4).dtype(kUInt8).shape(kInts11)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr Outcome kOutcomes251[] = {call(4).dtype(kInt8).shape(kInts11)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr Outcome kOutcomes253[] = {call(4).dtype(kInt16).shape(kInts11)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr Outcome kOutcomes255[] = {call(4).dtype(kInt32).shape(kInts11)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr Outcome kOutcomes257[] = {call(4).dtype(kInt64).shape(kInts11)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBool, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr Outcome kOutcomes259[] = {call(4).dtype(kHalf).shape(kInts11)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBool, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr Outcome kOutcomes261[] = {call(4).dtype(kBFloat16).shape(kInts11)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBool, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr Outcome kOutcomes263[] = {call(4).dtype(kFloat).shape(kInts11)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBool, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr Outcome kOutcomes265[] = {call(4).dtype(kDouble).shape(kInts11)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr Outcome kOutcomes267[] = {call(4).raises(&kError51)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr Outcome kOutcomes269[] = {call(4).raises(&kError20)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr Outcome kOutcomes271[] = {call(4).raises(&kError67)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kBool, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs273[] = {tensor_spec(kBool, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs274[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs275[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs276[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs277[] = {tensor_spec(kBool, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs278[] = {tensor_spec(kBool, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs279[] = {tensor_spec(kBool, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs280[] = {tensor_spec(kBool, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs281[] = {tensor_spec(kBool, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs282[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs283[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs284[] = {tensor_spec(kBool, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs285[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs286[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs287[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs288[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs289[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs290[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs291[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs292[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs293[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs294[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs295[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs296[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs297[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs298[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs299[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs300[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs301[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs302[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs303[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs304[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs305[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs306[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs307[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs308[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs309[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs310[] = {tensor_spec(kUInt8, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs311[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs312[] = {tensor_spec(kInt8, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs313[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs314[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs315[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs316[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs317[] = {tensor_spec(kInt8, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs318[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs319[] = {tensor_spec(kInt8, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs320[] = {tensor_spec(kInt8, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs321[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs322[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs323[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs324[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs325[] = {tensor_spec(kInt8, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs326[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs327[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs328[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs329[] = {tensor_spec(kInt8, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs330[] = {tensor_spec(kInt8, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs331[] = {tensor_spec(kInt8, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs332[] = {tensor_spec(kInt8, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs333[] = {tensor_spec(kInt8, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs334[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs335[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs336[] = {tensor_spec(kInt8, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs337[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs338[] = {tensor_spec(kInt16, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs339[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs340[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs341[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs342[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs343[] = {tensor_spec(kInt16, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs344[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs345[] = {tensor_spec(kInt16, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs346[] = {tensor_spec(kInt16, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs347[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs348[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs349[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs350[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs351[] = {tensor_spec(kInt16, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs352[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs353[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs354[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs355[] = {tensor_spec(kInt16, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs356[] = {tensor_spec(kInt16, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs357[] = {tensor_spec(kInt16, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs358[] = {tensor_spec(kInt16, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs359[] = {tensor_spec(kInt16, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs360[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs361[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs362[] = {tensor_spec(kInt16, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs363[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs364[] = {tensor_spec(kInt32, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs365[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs366[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs367[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs368[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs369[] = {tensor_spec(kInt32, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs370[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs371[] = {tensor_spec(kInt32, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs372[] = {tensor_spec(kInt32, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs373[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs374[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs375[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs376[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs377[] = {tensor_spec(kInt32, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs378[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs379[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs380[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs381[] = {tensor_spec(kInt32, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs382[] = {tensor_spec(kInt32, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs383[] = {tensor_spec(kInt32, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs384[] = {tensor_spec(kInt32, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs385[] = {tensor_spec(kInt32, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs386[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs387[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs388[] = {tensor_spec(kInt32, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs389[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs390[] = {tensor_spec(kInt64, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs391[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs392[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs393[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs394[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs395[] = {tensor_spec(kInt64, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs396[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs397[] = {tensor_spec(kInt64, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs398[] = {tensor_spec(kInt64, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs399[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs400[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs401[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs402[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs403[] = {tensor_spec(kInt64, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs404[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs405[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs406[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs407[] = {tensor_spec(kInt64, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs408[] = {tensor_spec(kInt64, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs409[] = {tensor_spec(kInt64, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs410[] = {tensor_spec(kInt64, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs411[] = {tensor_spec(kInt64, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs412[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs413[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs414[] = {tensor_spec(kInt64, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs415[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs416[] = {tensor_spec(kHalf, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs417[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs418[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs419[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs420[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs421[] = {tensor_spec(kHalf, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs422[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs423[] = {tensor_spec(kHalf, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs424[] = {tensor_spec(kHalf, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs425[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs426[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs427[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs428[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs429[] = {tensor_spec(kHalf, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs430[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs431[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs432[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs433[] = {tensor_spec(kHalf, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs434[] = {tensor_spec(kHalf, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs435[] = {tensor_spec(kHalf, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs436[] = {tensor_spec(kHalf, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs437[] = {tensor_spec(kHalf, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs438[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs439[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs440[] = {tensor_spec(kHalf, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs445[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs447[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs449[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs451[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs453[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs455[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs457[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs459[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs461[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs463[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs465[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs466[] = {tensor_spec(kBFloat16, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs467[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs468[] = {tensor_spec(kFloat, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs469[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs470[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs471[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs472[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs473[] = {tensor_spec(kFloat, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs474[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs475[] = {tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs476[] = {tensor_spec(kFloat, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs477[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs478[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs479[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs480[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs481[] = {tensor_spec(kFloat, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs482[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs483[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs484[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs485[] = {tensor_spec(kFloat, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs486[] = {tensor_spec(kFloat, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs487[] = {tensor_spec(kFloat, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs488[] = {tensor_spec(kFloat, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs489[] = {tensor_spec(kFloat, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs490[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs491[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs492[] = {tensor_spec(kFloat, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs493[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs494[] = {tensor_spec(kDouble, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs495[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs496[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs497[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs498[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs499[] = {tensor_spec(kDouble, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs500[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs501[] = {tensor_spec(kDouble, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs502[] = {tensor_spec(kDouble, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs503[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs504[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs505[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs506[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs507[] = {tensor_spec(kDouble, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs508[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs509[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs510[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs511[] = {tensor_spec(kDouble, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs512[] = {tensor_spec(kDouble, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs513[] = {tensor_spec(kDouble, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs514[] = {tensor_spec(kDouble, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs515[] = {tensor_spec(kDouble, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs516[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs517[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs518[] = {tensor_spec(kDouble, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs519[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs520[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs521[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs522[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs523[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs524[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs525[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs526[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs527[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs528[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs529[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs530[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs531[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs532[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs533[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs534[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs535[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs536[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs537[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs538[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs539[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs540[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs541[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs542[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs543[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs544[] = {tensor_spec(kComplexHalf, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs545[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs546[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs547[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs548[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs549[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs550[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs551[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs552[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs553[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs554[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs555[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs556[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs557[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs558[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs559[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs560[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs561[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs562[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs563[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs564[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs565[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs566[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs567[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs568[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs569[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs570[] = {tensor_spec(kComplexFloat, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs571[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs572[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs573[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs574[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs575[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs576[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs577[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs578[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs579[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs580[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs581[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs582[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs583[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs584[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs585[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs586[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs587[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs588[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs589[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs590[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs591[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs592[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs593[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs594[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs595[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs596[] = {tensor_spec(kComplexDouble, kInts11), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs597[] = {tensor_spec(kBool), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs598[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs599[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs600[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs601[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs602[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs603[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs604[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs605[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs606[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs607[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs608[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs609[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs610[] = {tensor_spec(kBool), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs611[] = {tensor_spec(kBool), tensor_spec(kUInt8), none_spec()};
constexpr Outcome kOutcomes612[] = {call(4).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs613[] = {tensor_spec(kBool), tensor_spec(kInt8), none_spec()};
constexpr Outcome kOutcomes614[] = {call(4).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs615[] = {tensor_spec(kBool), tensor_spec(kInt16), none_spec()};
constexpr Outcome kOutcomes616[] = {call(4).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs617[] = {tensor_spec(kBool), tensor_spec(kInt32), none_spec()};
constexpr Outcome kOutcomes618[] = {call(4).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs619[] = {tensor_spec(kBool), tensor_spec(kInt64), none_spec()};
constexpr Outcome kOutcomes620[] = {call(4).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs621[] = {tensor_spec(kBool), tensor_spec(kHalf), none_spec()};
constexpr Outcome kOutcomes622[] = {call(4).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs623[] = {tensor_spec(kBool), tensor_spec(kBFloat16), none_spec()};
constexpr Outcome kOutcomes624[] = {call(4).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs625[] = {tensor_spec(kBool), tensor_spec(kFloat), none_spec()};
constexpr Outcome kOutcomes626[] = {call(4).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs627[] = {tensor_spec(kBool), tensor_spec(kDouble), none_spec()};
constexpr Outcome kOutcomes628[] = {call(4).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs629[] = {tensor_spec(kBool), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs630[] = {tensor_spec(kBool), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs631[] = {tensor_spec(kBool), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs632[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs633[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs634[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs635[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs636[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs637[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs638[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs639[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs640[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs641[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs642[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs643[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs644[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs645[] = {tensor_spec(kUInt8), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs646[] = {tensor_spec(kUInt8), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs647[] = {tensor_spec(kUInt8), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs648[] = {tensor_spec(kUInt8), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs649[] = {tensor_spec(kUInt8), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs650[] = {tensor_spec(kUInt8), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs651[] = {tensor_spec(kUInt8), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs652[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs653[] = {tensor_spec(kUInt8), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs654[] = {tensor_spec(kUInt8), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs655[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs656[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs657[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs658[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs659[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs660[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs661[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs662[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs663[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs664[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs665[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs666[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs667[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs668[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs669[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs670[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs671[] = {tensor_spec(kInt8), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs672[] = {tensor_spec(kInt8), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs673[] = {tensor_spec(kInt8), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs674[] = {tensor_spec(kInt8), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs675[] = {tensor_spec(kInt8), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs676[] = {tensor_spec(kInt8), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs677[] = {tensor_spec(kInt8), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs678[] = {tensor_spec(kInt8), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs679[] = {tensor_spec(kInt8), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs680[] = {tensor_spec(kInt8), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs681[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs682[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs683[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs684[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs685[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs686[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs687[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs688[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs689[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs690[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs691[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs692[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs693[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs694[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs695[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs696[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs697[] = {tensor_spec(kInt16), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs698[] = {tensor_spec(kInt16), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs699[] = {tensor_spec(kInt16), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs700[] = {tensor_spec(kInt16), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs701[] = {tensor_spec(kInt16), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs702[] = {tensor_spec(kInt16), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs703[] = {tensor_spec(kInt16), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs704[] = {tensor_spec(kInt16), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs705[] = {tensor_spec(kInt16), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs706[] = {tensor_spec(kInt16), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs707[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs708[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs709[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs710[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs711[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs712[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs713[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs714[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs715[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs716[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs717[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs718[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs719[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs720[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs721[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs722[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs723[] = {tensor_spec(kInt32), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs724[] = {tensor_spec(kInt32), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs725[] = {tensor_spec(kInt32), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs726[] = {tensor_spec(kInt32), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs727[] = {tensor_spec(kInt32), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs728[] = {tensor_spec(kInt32), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs729[] = {tensor_spec(kInt32), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs730[] = {tensor_spec(kInt32), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs731[] = {tensor_spec(kInt32), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs732[] = {tensor_spec(kInt32), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs733[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs734[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs735[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs736[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs737[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs738[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs739[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs740[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs741[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs742[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs743[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs744[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs745[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs746[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs747[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs748[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs749[] = {tensor_spec(kInt64), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs750[] = {tensor_spec(kInt64), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs751[] = {tensor_spec(kInt64), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs752[] = {tensor_spec(kInt64), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs753[] = {tensor_spec(kInt64), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs754[] = {tensor_spec(kInt64), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs755[] = {tensor_spec(kInt64), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs756[] = {tensor_spec(kInt64), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs757[] = {tensor_spec(kInt64), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs758[] = {tensor_spec(kInt64), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs759[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs760[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs761[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs762[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs763[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs764[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs765[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs766[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs767[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs768[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs769[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs770[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs771[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs772[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs773[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs774[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs775[] = {tensor_spec(kHalf), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs776[] = {tensor_spec(kHalf), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs777[] = {tensor_spec(kHalf), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs778[] = {tensor_spec(kHalf), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs779[] = {tensor_spec(kHalf), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs780[] = {tensor_spec(kHalf), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs781[] = {tensor_spec(kHalf), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs782[] = {tensor_spec(kHalf), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs783[] = {tensor_spec(kHalf), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs784[] = {tensor_spec(kHalf), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs785[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs786[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs787[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs788[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs789[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs790[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs791[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs792[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs793[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs794[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs795[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs796[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs797[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs798[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs799[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs800[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs801[] = {tensor_spec(kBFloat16), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs802[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs803[] = {tensor_spec(kBFloat16), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs804[] = {tensor_spec(kBFloat16), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs805[] = {tensor_spec(kBFloat16), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs806[] = {tensor_spec(kBFloat16), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs807[] = {tensor_spec(kBFloat16), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs808[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs809[] = {tensor_spec(kBFloat16), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs810[] = {tensor_spec(kBFloat16), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs811[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs812[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs813[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs814[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs815[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs816[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs817[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs818[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs819[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs820[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs821[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs822[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs823[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs824[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs825[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs826[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs827[] = {tensor_spec(kFloat), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs828[] = {tensor_spec(kFloat), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs829[] = {tensor_spec(kFloat), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs830[] = {tensor_spec(kFloat), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs831[] = {tensor_spec(kFloat), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs832[] = {tensor_spec(kFloat), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs833[] = {tensor_spec(kFloat), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs834[] = {tensor_spec(kFloat), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs835[] = {tensor_spec(kFloat), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs836[] = {tensor_spec(kFloat), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs837[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs838[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs839[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs840[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs841[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs842[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs843[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs844[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs845[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs846[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs847[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs848[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs849[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs850[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs851[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs852[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs853[] = {tensor_spec(kDouble), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs854[] = {tensor_spec(kDouble), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs855[] = {tensor_spec(kDouble), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs856[] = {tensor_spec(kDouble), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs857[] = {tensor_spec(kDouble), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs858[] = {tensor_spec(kDouble), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs859[] = {tensor_spec(kDouble), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs860[] = {tensor_spec(kDouble), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs861[] = {tensor_spec(kDouble), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs862[] = {tensor_spec(kDouble), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs863[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs864[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs865[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs866[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs867[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs868[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs869[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs870[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs871[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs872[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs873[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs874[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs875[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs876[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs877[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs878[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs879[] = {tensor_spec(kComplexHalf), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs880[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs881[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs882[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs883[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs884[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs885[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs886[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs887[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs888[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs889[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs890[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs891[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs892[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs893[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs894[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs895[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs896[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs897[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs898[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs899[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs900[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs901[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs902[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs903[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs904[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs905[] = {tensor_spec(kComplexFloat), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs906[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs907[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs908[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs909[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs910[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs911[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs912[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs913[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs914[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs915[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs916[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs917[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs918[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts11), none_spec()};
constexpr ArgSpec kArgs919[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs920[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts11), none_spec()};
constexpr ArgSpec kArgs921[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts11), none_spec()};
constexpr ArgSpec kArgs922[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts11), none_spec()};
constexpr ArgSpec kArgs923[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts11), none_spec()};
constexpr ArgSpec kArgs924[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs925[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts11), none_spec()};
constexpr ArgSpec kArgs926[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs927[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs928[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts11), none_spec()};
constexpr ArgSpec kArgs929[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts11), none_spec()};
constexpr ArgSpec kArgs930[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts11), none_spec()};
constexpr ArgSpec kArgs931[] = {tensor_spec(kComplexDouble), tensor_spec(kBool), none_spec()};
constexpr ArgSpec kArgs932[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8), none_spec()};
constexpr ArgSpec kArgs933[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8), none_spec()};
constexpr ArgSpec kArgs934[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16), none_spec()};
constexpr ArgSpec kArgs935[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32), none_spec()};
constexpr ArgSpec kArgs936[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64), none_spec()};
constexpr ArgSpec kArgs937[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf), none_spec()};
constexpr ArgSpec kArgs938[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16), none_spec()};
constexpr ArgSpec kArgs939[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat), none_spec()};
constexpr ArgSpec kArgs940[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble), none_spec()};
constexpr ArgSpec kArgs941[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf), none_spec()};
constexpr ArgSpec kArgs942[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat), none_spec()};
constexpr ArgSpec kArgs943[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble), none_spec()};
constexpr ArgSpec kArgs944[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs945[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs946[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs947[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs948[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs949[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs950[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs951[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs952[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs953[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs954[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs955[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs956[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs957[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs958[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs959[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs960[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs961[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs962[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs963[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs964[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs965[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs966[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs967[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs968[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs969[] = {tensor_spec(kBool, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs970[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs971[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs972[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs973[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs974[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs975[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs976[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs977[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs978[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs979[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs980[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs981[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs982[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs983[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs984[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs985[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs986[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs987[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs988[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs989[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs990[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs991[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs992[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs993[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs994[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs995[] = {tensor_spec(kUInt8, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs996[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs997[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs998[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs999[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1000[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1001[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1002[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1003[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1004[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1005[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1006[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1007[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1008[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1009[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1010[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1011[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1012[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1013[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1014[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1015[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1016[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1017[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1018[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1019[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1020[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1021[] = {tensor_spec(kInt8, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1022[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1023[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1024[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1025[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1026[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1027[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1028[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1029[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1030[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1031[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1032[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1033[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1034[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1035[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1036[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1037[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1038[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1039[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1040[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1041[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1042[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1043[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1044[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1045[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1046[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1047[] = {tensor_spec(kInt16, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1048[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1049[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1050[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1051[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1052[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1053[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1054[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1055[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1056[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1057[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1058[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1059[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1060[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1061[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1062[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1063[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1064[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1065[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1066[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1067[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1068[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1069[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1070[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1071[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1072[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1073[] = {tensor_spec(kInt32, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1074[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1075[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1076[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1077[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1078[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1079[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1080[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1081[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1082[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1083[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1084[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1085[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1086[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1087[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1088[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1089[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1090[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1091[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1092[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1093[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1094[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1095[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1096[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1097[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1098[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1099[] = {tensor_spec(kInt64, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1100[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1101[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1102[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1103[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1104[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1105[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1106[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1107[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1108[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1109[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1110[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1111[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1112[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1113[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1114[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1115[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1116[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1117[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1118[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1119[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1120[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1121[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1122[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1123[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1124[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1125[] = {tensor_spec(kHalf, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1126[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1127[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1128[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1129[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1130[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1131[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1132[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1133[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1134[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1135[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1136[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1137[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1138[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1139[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1140[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1141[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1142[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1143[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1144[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1145[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1146[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1147[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1148[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1149[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1150[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1151[] = {tensor_spec(kBFloat16, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1152[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1153[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1154[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1155[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1156[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1157[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1158[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1159[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1160[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1161[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1162[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1163[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1164[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1165[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1166[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1167[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1168[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1169[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1170[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1171[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1172[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1173[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1174[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1175[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1176[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1177[] = {tensor_spec(kFloat, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1178[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1179[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1180[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1181[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1182[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1183[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1184[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1185[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1186[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1187[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1188[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1189[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1190[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1191[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1192[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1193[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1194[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1195[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1196[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1197[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1198[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1199[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1200[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1201[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1202[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1203[] = {tensor_spec(kDouble, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1204[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1205[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1206[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1207[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1208[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1209[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1210[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1211[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1212[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1213[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1214[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1215[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1216[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1217[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1218[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1219[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1220[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1221[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1222[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1223[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1224[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1225[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1226[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1227[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1228[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1229[] = {tensor_spec(kComplexHalf, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1230[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1231[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1232[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1233[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1234[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1235[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1236[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1237[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1238[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1239[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1240[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1241[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1242[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1243[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1244[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1245[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1246[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1247[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1248[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1249[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1250[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1251[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1252[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1253[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1254[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1255[] = {tensor_spec(kComplexFloat, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1256[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1257[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1258[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1259[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1260[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1261[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1262[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1263[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1264[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1265[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1266[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1267[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1268[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1269[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1270[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1271[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1272[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1273[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1274[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1275[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1276[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1277[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1278[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1279[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1280[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1281[] = {tensor_spec(kComplexDouble, kInts11), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1282[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1283[] = {tensor_spec(kBool), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1284[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1285[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1286[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1287[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1288[] = {tensor_spec(kBool), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1289[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1290[] = {tensor_spec(kBool), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1291[] = {tensor_spec(kBool), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1292[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1293[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1294[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1295[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1296[] = {tensor_spec(kBool), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1297[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1298[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1299[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1300[] = {tensor_spec(kBool), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1301[] = {tensor_spec(kBool), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1302[] = {tensor_spec(kBool), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1303[] = {tensor_spec(kBool), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1304[] = {tensor_spec(kBool), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1305[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1306[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1307[] = {tensor_spec(kBool), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1308[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1309[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1310[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1311[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1312[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1313[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1314[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1315[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1316[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1317[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1318[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1319[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1320[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1321[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1322[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1323[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1324[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1325[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1326[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1327[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1328[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1329[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1330[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1331[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1332[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1333[] = {tensor_spec(kUInt8), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1334[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1335[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1336[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1337[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1338[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1339[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1340[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1341[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1342[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1343[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1344[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1345[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1346[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1347[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1348[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1349[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1350[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1351[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1352[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1353[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1354[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1355[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1356[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1357[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1358[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1359[] = {tensor_spec(kInt8), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1360[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1361[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1362[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1363[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1364[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1365[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1366[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1367[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1368[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1369[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1370[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1371[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1372[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1373[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1374[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1375[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1376[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1377[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1378[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1379[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1380[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1381[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1382[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1383[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1384[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1385[] = {tensor_spec(kInt16), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1386[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1387[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1388[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1389[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1390[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1391[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1392[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1393[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1394[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1395[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1396[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1397[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1398[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1399[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1400[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1401[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1402[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1403[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1404[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1405[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1406[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1407[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1408[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1409[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1410[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1411[] = {tensor_spec(kInt32), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1412[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1413[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1414[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1415[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1416[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1417[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1418[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1419[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1420[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1421[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1422[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1423[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1424[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1425[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1426[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1427[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1428[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1429[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1430[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1431[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1432[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1433[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1434[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1435[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1436[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1437[] = {tensor_spec(kInt64), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1438[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1439[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1440[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1441[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1442[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1443[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1444[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1445[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1446[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1447[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1448[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1449[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1450[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1451[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1452[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1453[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1454[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1455[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1456[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1457[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1458[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1459[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1460[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1461[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1462[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1463[] = {tensor_spec(kHalf), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1464[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1465[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1466[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1467[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1468[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1469[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1470[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1471[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1472[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1473[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1474[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1475[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1476[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1477[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1478[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1479[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1480[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1481[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1482[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1483[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1484[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1485[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1486[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1487[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1488[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1489[] = {tensor_spec(kBFloat16), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1490[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1491[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1492[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1493[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1494[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1495[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1496[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1497[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1498[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1499[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1500[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1501[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1502[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1503[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1504[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1505[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1506[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1507[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1508[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1509[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1510[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1511[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1512[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1513[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1514[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1515[] = {tensor_spec(kFloat), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1516[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1517[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1518[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1519[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1520[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1521[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1522[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1523[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1524[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1525[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1526[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1527[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1528[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1529[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1530[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1531[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1532[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1533[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1534[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1535[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1536[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1537[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1538[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1539[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1540[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1541[] = {tensor_spec(kDouble), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1542[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1543[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1544[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1545[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1546[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1547[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1548[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1549[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1550[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1551[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1552[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1553[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1554[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1555[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1556[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1557[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1558[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1559[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1560[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1561[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1562[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1563[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1564[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1565[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1566[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1567[] = {tensor_spec(kComplexHalf), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1568[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1569[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1570[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1571[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1572[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1573[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1574[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1575[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1576[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1577[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1578[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1579[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1580[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1581[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1582[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1583[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1584[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1585[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1586[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1587[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1588[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1589[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1590[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1591[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1592[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1593[] = {tensor_spec(kComplexFloat), none_spec(), tensor_spec(kComplexDouble)};
constexpr ArgSpec kArgs1594[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBool, kInts11)};
constexpr ArgSpec kArgs1595[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kUInt8, kInts11)};
constexpr ArgSpec kArgs1596[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt8, kInts11)};
constexpr ArgSpec kArgs1597[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt16, kInts11)};
constexpr ArgSpec kArgs1598[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt32, kInts11)};
constexpr ArgSpec kArgs1599[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt64, kInts11)};
constexpr ArgSpec kArgs1600[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kHalf, kInts11)};
constexpr ArgSpec kArgs1601[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBFloat16, kInts11)};
constexpr ArgSpec kArgs1602[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kFloat, kInts11)};
constexpr ArgSpec kArgs1603[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kDouble, kInts11)};
constexpr ArgSpec kArgs1604[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexHalf, kInts11)};
constexpr ArgSpec kArgs1605[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexFloat, kInts11)};
constexpr ArgSpec kArgs1606[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexDouble, kInts11)};
constexpr ArgSpec kArgs1607[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBool)};
constexpr ArgSpec kArgs1608[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kUInt8)};
constexpr ArgSpec kArgs1609[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt8)};
constexpr ArgSpec kArgs1610[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt16)};
constexpr ArgSpec kArgs1611[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt32)};
constexpr ArgSpec kArgs1612[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kInt64)};
constexpr ArgSpec kArgs1613[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kHalf)};
constexpr ArgSpec kArgs1614[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs1615[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kFloat)};
constexpr ArgSpec kArgs1616[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kDouble)};
constexpr ArgSpec kArgs1617[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs1618[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs1619[] = {tensor_spec(kComplexDouble), none_spec(), tensor_spec(kComplexDouble)};
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
    {"clamp__bfloat16_dimensioned__complex_scalar__none", kArgs57, kOutcomes21},
    {"clamp__float32_dimensioned__bool_scalar__none", kArgs58, kOutcomes18},
    {"clamp__float32_dimensioned__int_scalar__none", kArgs59, kOutcomes18},
    {"clamp__float32_dimensioned__float_scalar__none", kArgs60, kOutcomes18},
    {"clamp__float32_dimensioned__complex_scalar__none", kArgs61, kOutcomes21},
    {"clamp__float64_dimensioned__bool_scalar__none", kArgs62, kOutcomes63},
    {"clamp__float64_dimensioned__int_scalar__none", kArgs64, kOutcomes63},
    {"clamp__float64_dimensioned__float_scalar__none", kArgs65, kOutcomes63},
    {"clamp__float64_dimensioned__complex_scalar__none", kArgs66, kOutcomes68},
    {"clamp__complex32_dimensioned__bool_scalar__none", kArgs69, kOutcomes52},
    {"clamp__complex32_dimensioned__int_scalar__none", kArgs70, kOutcomes52},
    {"clamp__complex32_dimensioned__float_scalar__none", kArgs71, kOutcomes52},
    {"clamp__complex32_dimensioned__complex_scalar__none", kArgs72, kOutcomes52},
    {"clamp__complex64_dimensioned__bool_scalar__none", kArgs73, kOutcomes21},
    {"clamp__complex64_dimensioned__int_scalar__none", kArgs74, kOutcomes21},
    {"clamp__complex64_dimensioned__float_scalar__none", kArgs75, kOutcomes21},
    {"clamp__complex64_dimensioned__complex_scalar__none", kArgs76, kOutcomes21},
    {"clamp__complex128_dimensioned__bool_scalar__none", kArgs77, kOutcomes68},
    {"clamp__complex128_dimensioned__int_scalar__none", kArgs78, kOutcomes68},
    {"clamp__complex128_dimensioned__float_scalar__none", kArgs79, kOutcomes68},
    {"clamp__complex128_dimensioned__complex_scalar__none", kArgs80, kOutcomes68},
    {"clamp__bool_zero_dim__bool_scalar__none", kArgs81, kOutcomes14},
    {"clamp__bool_zero_dim__int_scalar__none", kArgs82, kOutcomes83},
    {"clamp__bool_zero_dim__float_scalar__none", kArgs84, kOutcomes85},
    {"clamp__bool_zero_dim__complex_scalar__none", kArgs86, kOutcomes21},
    {"clamp__uint8_zero_dim__bool_scalar__none", kArgs87, kOutcomes88},
    {"clamp__uint8_zero_dim__int_scalar__none", kArgs89, kOutcomes88},
    {"clamp__uint8_zero_dim__float_scalar__none", kArgs90, kOutcomes85},
    {"clamp__uint8_zero_dim__complex_scalar__none", kArgs91, kOutcomes21},
    {"clamp__int8_zero_dim__bool_scalar__none", kArgs92, kOutcomes93},
    {"clamp__int8_zero_dim__int_scalar__none", kArgs94, kOutcomes93},
    {"clamp__int8_zero_dim__float_scalar__none", kArgs95, kOutcomes85},
    {"clamp__int8_zero_dim__complex_scalar__none", kArgs96, kOutcomes21},
    {"clamp__int16_zero_dim__bool_scalar__none", kArgs97, kOutcomes98},
    {"clamp__int16_zero_dim__int_scalar__none", kArgs99, kOutcomes98},
    {"clamp__int16_zero_dim__float_scalar__none", kArgs100, kOutcomes85},
    {"clamp__int16_zero_dim__complex_scalar__none", kArgs101, kOutcomes21},
    {"clamp__int32_zero_dim__bool_scalar__none", kArgs102, kOutcomes103},
    {"clamp__int32_zero_dim__int_scalar__none", kArgs104, kOutcomes103},
    {"clamp__int32_zero_dim__float_scalar__none", kArgs105, kOutcomes85},
    {"clamp__int32_zero_dim__complex_scalar__none", kArgs106, kOutcomes21},
    {"clamp__int64_zero_dim__bool_scalar__none", kArgs107, kOutcomes83},
    {"clamp__int64_zero_dim__int_scalar__none", kArgs108, kOutcomes83},
    {"clamp__int64_zero_dim__float_scalar__none", kArgs109, kOutcomes85},
    {"clamp__int64_zero_dim__complex_scalar__none", kArgs110, kOutcomes21},
    {"clamp__float16_zero_dim__bool_scalar__none", kArgs111, kOutcomes112},
    {"clamp__float16_zero_dim__int_scalar__none", kArgs113, kOutcomes112},
    {"clamp__float16_zero_dim__float_scalar__none", kArgs114, kOutcomes112},
    {"clamp__float16_zero_dim__complex_scalar__none", kArgs115, kOutcomes52},
    {"clamp__bfloat16_zero_dim__bool_scalar__none", kArgs116, kOutcomes117},
    {"clamp__bfloat16_zero_dim__int_scalar__none", kArgs118, kOutcomes117},
    {"clamp__bfloat16_zero_dim__float_scalar__none", kArgs119, kOutcomes117},
    {"clamp__bfloat16_zero_dim__complex_scalar__none", kArgs120, kOutcomes21},
    {"clamp__float32_zero_dim__bool_scalar__none", kArgs121, kOutcomes85},
    {"clamp__float32_zero_dim__int_scalar__none", kArgs122, kOutcomes85},
    {"clamp__float32_zero_dim__float_scalar__none", kArgs123, kOutcomes85},
    {"clamp__float32_zero_dim__complex_scalar__none", kArgs124, kOutcomes21},
    {"clamp__float64_zero_dim__bool_scalar__none", kArgs125, kOutcomes126},
    {"clamp__float64_zero_dim__int_scalar__none", kArgs127, kOutcomes126},
    {"clamp__float64_zero_dim__float_scalar__none", kArgs128, kOutcomes126},
    {"clamp__float64_zero_dim__complex_scalar__none", kArgs129, kOutcomes68},
    {"clamp__complex32_zero_dim__bool_scalar__none", kArgs130, kOutcomes52},
    {"clamp__complex32_zero_dim__int_scalar__none", kArgs131, kOutcomes52},
    {"clamp__complex32_zero_dim__float_scalar__none", kArgs132, kOutcomes52},
    {"clamp__complex32_zero_dim__complex_scalar__none", kArgs133, kOutcomes52},
    {"clamp__complex64_zero_dim__bool_scalar__none", kArgs134, kOutcomes21},
    {"clamp__complex64_zero_dim__int_scalar__none", kArgs135, kOutcomes21},
    {"clamp__complex64_zero_dim__float_scalar__none", kArgs136, kOutcomes21},
    {"clamp__complex64_zero_dim__complex_scalar__none", kArgs137, kOutcomes21},
    {"clamp__complex128_zero_dim__bool_scalar__none", kArgs138, kOutcomes68},
    {"clamp__complex128_zero_dim__int_scalar__none", kArgs139, kOutcomes68},
    {"clamp__complex128_zero_dim__float_scalar__none", kArgs140, kOutcomes68},
    {"clamp__complex128_zero_dim__complex_scalar__none", kArgs141, kOutcomes68},
    {"clamp__bool_dimensioned__none__bool_scalar", kArgs142, kOutcomes14},
    {"clamp__bool_dimensioned__none__int_scalar", kArgs143, kOutcomes16},
    {"clamp__bool_dimensioned__none__float_scalar", kArgs144, kOutcomes18},
    {"clamp__bool_dimensioned__none__complex_scalar", kArgs145, kOutcomes21},
    {"clamp__uint8_dimensioned__none__bool_scalar", kArgs146, kOutcomes23},
    {"clamp__uint8_dimensioned__none__int_scalar", kArgs147, kOutcomes23},
    {"clamp__uint8_dimensioned__none__float_scalar", kArgs148, kOutcomes18},
    {"clamp__uint8_dimensioned__none__complex_scalar", kArgs149, kOutcomes21},
    {"clamp__int8_dimensioned__none__bool_scalar", kArgs150, kOutcomes28},
    {"clamp__int8_dimensioned__none__int_scalar", kArgs151, kOutcomes28},
    {"clamp__int8_dimensioned__none__float_scalar", kArgs152, kOutcomes18},
    {"clamp__int8_dimensioned__none__complex_scalar", kArgs153, kOutcomes21},
    {"clamp__int16_dimensioned__none__bool_scalar", kArgs154, kOutcomes33},
    {"clamp__int16_dimensioned__none__int_scalar", kArgs155, kOutcomes33},
    {"clamp__int16_dimensioned__none__float_scalar", kArgs156, kOutcomes18},
    {"clamp__int16_dimensioned__none__complex_scalar", kArgs157, kOutcomes21},
    {"clamp__int32_dimensioned__none__bool_scalar", kArgs158, kOutcomes38},
    {"clamp__int32_dimensioned__none__int_scalar", kArgs159, kOutcomes38},
    {"clamp__int32_dimensioned__none__float_scalar", kArgs160, kOutcomes18},
    {"clamp__int32_dimensioned__none__complex_scalar", kArgs161, kOutcomes21},
    {"clamp__int64_dimensioned__none__bool_scalar", kArgs162, kOutcomes16},
    {"clamp__int64_dimensioned__none__int_scalar", kArgs163, kOutcomes16},
    {"clamp__int64_dimensioned__none__float_scalar", kArgs164, kOutcomes18},
    {"clamp__int64_dimensioned__none__complex_scalar", kArgs165, kOutcomes21},
    {"clamp__float16_dimensioned__none__bool_scalar", kArgs166, kOutcomes47},
    {"clamp__float16_dimensioned__none__int_scalar", kArgs167, kOutcomes47},
    {"clamp__float16_dimensioned__none__float_scalar", kArgs168, kOutcomes47},
    {"clamp__float16_dimensioned__none__complex_scalar", kArgs169, kOutcomes52},
    {"clamp__bfloat16_dimensioned__none__bool_scalar", kArgs170, kOutcomes54},
    {"clamp__bfloat16_dimensioned__none__int_scalar", kArgs171, kOutcomes54},
    {"clamp__bfloat16_dimensioned__none__float_scalar", kArgs172, kOutcomes54},
    {"clamp__bfloat16_dimensioned__none__complex_scalar", kArgs173, kOutcomes21},
    {"clamp__float32_dimensioned__none__bool_scalar", kArgs174, kOutcomes18},
    {"clamp__float32_dimensioned__none__int_scalar", kArgs175, kOutcomes18},
    {"clamp__float32_dimensioned__none__float_scalar", kArgs176, kOutcomes18},
    {"clamp__float32_dimensioned__none__complex_scalar", kArgs177, kOutcomes21},
    {"clamp__float64_dimensioned__none__bool_scalar", kArgs178, kOutcomes63},
    {"clamp__float64_dimensioned__none__int_scalar", kArgs179, kOutcomes63},
    {"clamp__float64_dimensioned__none__float_scalar", kArgs180, kOutcomes63},
    {"clamp__float64_dimensioned__none__complex_scalar", kArgs181, kOutcomes68},
    {"clamp__complex32_dimensioned__none__bool_scalar", kArgs182, kOutcomes52},
    {"clamp__complex32_dimensioned__none__int_scalar", kArgs183, kOutcomes52},
    {"clamp__complex32_dimensioned__none__float_scalar", kArgs184, kOutcomes52},
    {"clamp__complex32_dimensioned__none__complex_scalar", kArgs185, kOutcomes52},
    {"clamp__complex64_dimensioned__none__bool_scalar", kArgs186, kOutcomes21},
    {"clamp__complex64_dimensioned__none__int_scalar", kArgs187, kOutcomes21},
    {"clamp__complex64_dimensioned__none__float_scalar", kArgs188, kOutcomes21},
    {"clamp__complex64_dimensioned__none__complex_scalar", kArgs189, kOutcomes21},
    {"clamp__complex128_dimensioned__none__bool_scalar", kArgs190, kOutcomes68},
    {"clamp__complex128_dimensioned__none__int_scalar", kArgs191, kOutcomes68},
    {"clamp__complex128_dimensioned__none__float_scalar", kArgs192, kOutcomes68},
    {"clamp__complex128_dimensioned__none__complex_scalar", kArgs193, kOutcomes68},
    {"clamp__bool_zero_dim__none__bool_scalar", kArgs194, kOutcomes14},
    {"clamp__bool_zero_dim__none__int_scalar", kArgs195, kOutcomes83},
    {"clamp__bool_zero_dim__none__float_scalar", kArgs196, kOutcomes85},
    {"clamp__bool_zero_dim__none__complex_scalar", kArgs197, kOutcomes21},
    {"clamp__uint8_zero_dim__none__bool_scalar", kArgs198, kOutcomes88},
    {"clamp__uint8_zero_dim__none__int_scalar", kArgs199, kOutcomes88},
    {"clamp__uint8_zero_dim__none__float_scalar", kArgs200, kOutcomes85},
    {"clamp__uint8_zero_dim__none__complex_scalar", kArgs201, kOutcomes21},
    {"clamp__int8_zero_dim__none__bool_scalar", kArgs202, kOutcomes93},
    {"clamp__int8_zero_dim__none__int_scalar", kArgs203, kOutcomes93},
    {"clamp__int8_zero_dim__none__float_scalar", kArgs204, kOutcomes85},
    {"clamp__int8_zero_dim__none__complex_scalar", kArgs205, kOutcomes21},
    {"clamp__int16_zero_dim__none__bool_scalar", kArgs206, kOutcomes98},
    {"clamp__int16_zero_dim__none__int_scalar", kArgs207, kOutcomes98},
    {"clamp__int16_zero_dim__none__float_scalar", kArgs208, kOutcomes85},
    {"clamp__int16_zero_dim__none__complex_scalar", kArgs209, kOutcomes21},
    {"clamp__int32_zero_dim__none__bool_scalar", kArgs210, kOutcomes103},
    {"clamp__int32_zero_dim__none__int_scalar", kArgs211, kOutcomes103},
    {"clamp__int32_zero_dim__none__float_scalar", kArgs212, kOutcomes85},
    {"clamp__int32_zero_dim__none__complex_scalar", kArgs213, kOutcomes21},
    {"clamp__int64_zero_dim__none__bool_scalar", kArgs214, kOutcomes83},
    {"clamp__int64_zero_dim__none__int_scalar", kArgs215, kOutcomes83},
    {"clamp__int64_zero_dim__none__float_scalar", kArgs216, kOutcomes85},
    {"clamp__int64_zero_dim__none__complex_scalar", kArgs217, kOutcomes21},
    {"clamp__float16_zero_dim__none__bool_scalar", kArgs218, kOutcomes112},
    {"clamp__float16_zero_dim__none__int_scalar", kArgs219, kOutcomes112},
    {"clamp__float16_zero_dim__none__float_scalar", kArgs220, kOutcomes112},
    {"clamp__float16_zero_dim__none__complex_scalar", kArgs221, kOutcomes52},
    {"clamp__bfloat16_zero_dim__none__bool_scalar", kArgs222, kOutcomes117},
    {"clamp__bfloat16_zero_dim__none__int_scalar", kArgs223, kOutcomes117},
    {"clamp__bfloat16_zero_dim__none__float_scalar", kArgs224, kOutcomes117},
    {"clamp__bfloat16_zero_dim__none__complex_scalar", kArgs225, kOutcomes21},
    {"clamp__float32_zero_dim__none__bool_scalar", kArgs226, kOutcomes85},
    {"clamp__float32_zero_dim__none__int_scalar", kArgs227, kOutcomes85},
    {"clamp__float32_zero_dim__none__float_scalar", kArgs228, kOutcomes85},
    {"clamp__float32_zero_dim__none__complex_scalar", kArgs229, kOutcomes21},
    {"clamp__float64_zero_dim__none__bool_scalar", kArgs230, kOutcomes126},
    {"clamp__float64_zero_dim__none__int_scalar", kArgs231, kOutcomes126},
    {"clamp__float64_zero_dim__none__float_scalar", kArgs232, kOutcomes126},
    {"clamp__float64_zero_dim__none__complex_scalar", kArgs233, kOutcomes68},
    {"clamp__complex32_zero_dim__none__bool_scalar", kArgs234, kOutcomes52},
    {"clamp__complex32_zero_dim__none__int_scalar", kArgs235, kOutcomes52},
    {"clamp__complex32_zero_dim__none__float_scalar", kArgs236, kOutcomes52},
    {"clamp__complex32_zero_dim__none__complex_scalar", kArgs237, kOutcomes52},
    {"clamp__complex64_zero_dim__none__bool_scalar", kArgs238, kOutcomes21},
    {"clamp__complex64_zero_dim__none__int_scalar", kArgs239, kOutcomes21},
    {"clamp__complex64_zero_dim__none__float_scalar", kArgs240, kOutcomes21},
    {"clamp__complex64_zero_dim__none__complex_scalar", kArgs241, kOutcomes21},
    {"clamp__complex128_zero_dim__none__bool_scalar", kArgs242, kOutcomes68},
    {"clamp__complex128_zero_dim__none__int_scalar", kArgs243, kOutcomes68},
    {"clamp__complex128_zero_dim__none__float_scalar", kArgs244, kOutcomes68},
    {"clamp__complex128_zero_dim__none__complex_scalar", kArgs245, kOutcomes68},
    {"clamp_Tensor__bool_dimensioned__bool_dimensioned__none", kArgs246, kOutcomes247},
    {"clamp_Tensor__bool_dimensioned__uint8_dimensioned__none", kArgs248, kOutcomes249},
    {"clamp_Tensor__bool_dimensioned__int8_dimensioned__none", kArgs250, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__int16_dimensioned__none", kArgs252, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__int32_dimensioned__none", kArgs254, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__int64_dimensioned__none", kArgs256, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__float16_dimensioned__none", kArgs258, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__bfloat16_dimensioned__none", kArgs260, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__float32_dimensioned__none", kArgs262, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__float64_dimensioned__none", kArgs264, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__complex32_dimensioned__none", kArgs266, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__complex64_dimensioned__none", kArgs268, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__complex128_dimensioned__none", kArgs270, kOutcomes271},
    {"clamp_Tensor__bool_dimensioned__bool_zero_dim__none", kArgs272, kOutcomes247},
    {"clamp_Tensor__bool_dimensioned__uint8_zero_dim__none", kArgs273, kOutcomes249},
    {"clamp_Tensor__bool_dimensioned__int8_zero_dim__none", kArgs274, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__int16_zero_dim__none", kArgs275, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__int32_zero_dim__none", kArgs276, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__int64_zero_dim__none", kArgs277, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__float16_zero_dim__none", kArgs278, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__bfloat16_zero_dim__none", kArgs279, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__float32_zero_dim__none", kArgs280, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__float64_zero_dim__none", kArgs281, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__complex32_zero_dim__none", kArgs282, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__complex64_zero_dim__none", kArgs283, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__complex128_zero_dim__none", kArgs284, kOutcomes271},
    {"clamp_Tensor__uint8_dimensioned__bool_dimensioned__none", kArgs285, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__uint8_dimensioned__none", kArgs286, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__int8_dimensioned__none", kArgs287, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int16_dimensioned__none", kArgs288, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__int32_dimensioned__none", kArgs289, kOutcomes255},
    {"clamp_Tensor__uint8_dimensioned__int64_dimensioned__none", kArgs290, kOutcomes257},
    {"clamp_Tensor__uint8_dimensioned__float16_dimensioned__none", kArgs291, kOutcomes259},
    {"clamp_Tensor__uint8_dimensioned__bfloat16_dimensioned__none", kArgs292, kOutcomes261},
    {"clamp_Tensor__uint8_dimensioned__float32_dimensioned__none", kArgs293, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__float64_dimensioned__none", kArgs294, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__complex32_dimensioned__none", kArgs295, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__complex64_dimensioned__none", kArgs296, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__complex128_dimensioned__none", kArgs297, kOutcomes271},
    {"clamp_Tensor__uint8_dimensioned__bool_zero_dim__none", kArgs298, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__uint8_zero_dim__none", kArgs299, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__int8_zero_dim__none", kArgs300, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__int16_zero_dim__none", kArgs301, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__int32_zero_dim__none", kArgs302, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__int64_zero_dim__none", kArgs303, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__float16_zero_dim__none", kArgs304, kOutcomes259},
    {"clamp_Tensor__uint8_dimensioned__bfloat16_zero_dim__none", kArgs305, kOutcomes261},
    {"clamp_Tensor__uint8_dimensioned__float32_zero_dim__none", kArgs306, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__float64_zero_dim__none", kArgs307, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__complex32_zero_dim__none", kArgs308, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__complex64_zero_dim__none", kArgs309, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__complex128_zero_dim__none", kArgs310, kOutcomes271},
    {"clamp_Tensor__int8_dimensioned__bool_dimensioned__none", kArgs311, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__uint8_dimensioned__none", kArgs312, kOutcomes253},
    {"clamp_Tensor__int8_dimensioned__int8_dimensioned__none", kArgs313, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__int16_dimensioned__none", kArgs314, kOutcomes253},
    {"clamp_Tensor__int8_dimensioned__int32_dimensioned__none", kArgs315, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__int64_dimensioned__none", kArgs316, kOutcomes257},
    {"clamp_Tensor__int8_dimensioned__float16_dimensioned__none", kArgs317, kOutcomes259},
    {"clamp_Tensor__int8_dimensioned__bfloat16_dimensioned__none", kArgs318, kOutcomes261},
    {"clamp_Tensor__int8_dimensioned__float32_dimensioned__none", kArgs319, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__float64_dimensioned__none", kArgs320, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__complex32_dimensioned__none", kArgs321, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__complex64_dimensioned__none", kArgs322, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__complex128_dimensioned__none", kArgs323, kOutcomes271},
    {"clamp_Tensor__int8_dimensioned__bool_zero_dim__none", kArgs324, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__uint8_zero_dim__none", kArgs325, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__int8_zero_dim__none", kArgs326, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__int16_zero_dim__none", kArgs327, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__int32_zero_dim__none", kArgs328, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__int64_zero_dim__none", kArgs329, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__float16_zero_dim__none", kArgs330, kOutcomes259},
    {"clamp_Tensor__int8_dimensioned__bfloat16_zero_dim__none", kArgs331, kOutcomes261},
    {"clamp_Tensor__int8_dimensioned__float32_zero_dim__none", kArgs332, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__float64_zero_dim__none", kArgs333, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__complex32_zero_dim__none", kArgs334, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__complex64_zero_dim__none", kArgs335, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__complex128_zero_dim__none", kArgs336, kOutcomes271},
    {"clamp_Tensor__int16_dimensioned__bool_dimensioned__none", kArgs337, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__uint8_dimensioned__none", kArgs338, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int8_dimensioned__none", kArgs339, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int16_dimensioned__none", kArgs340, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int32_dimensioned__none", kArgs341, kOutcomes255},
    {"clamp_Tensor__int16_dimensioned__int64_dimensioned__none", kArgs342, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__float16_dimensioned__none", kArgs343, kOutcomes259},
    {"clamp_Tensor__int16_dimensioned__bfloat16_dimensioned__none", kArgs344, kOutcomes261},
    {"clamp_Tensor__int16_dimensioned__float32_dimensioned__none", kArgs345, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__float64_dimensioned__none", kArgs346, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__complex32_dimensioned__none", kArgs347, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__complex64_dimensioned__none", kArgs348, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__complex128_dimensioned__none", kArgs349, kOutcomes271},
    {"clamp_Tensor__int16_dimensioned__bool_zero_dim__none", kArgs350, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__uint8_zero_dim__none", kArgs351, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int8_zero_dim__none", kArgs352, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int16_zero_dim__none", kArgs353, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int32_zero_dim__none", kArgs354, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__int64_zero_dim__none", kArgs355, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__float16_zero_dim__none", kArgs356, kOutcomes259},
    {"clamp_Tensor__int16_dimensioned__bfloat16_zero_dim__none", kArgs357, kOutcomes261},
    {"clamp_Tensor__int16_dimensioned__float32_zero_dim__none", kArgs358, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__float64_zero_dim__none", kArgs359, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__complex32_zero_dim__none", kArgs360, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__complex64_zero_dim__none", kArgs361, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__complex128_zero_dim__none", kArgs362, kOutcomes271},
    {"clamp_Tensor__int32_dimensioned__bool_dimensioned__none", kArgs363, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__uint8_dimensioned__none", kArgs364, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int8_dimensioned__none", kArgs365, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int16_dimensioned__none", kArgs366, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int32_dimensioned__none", kArgs367, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int64_dimensioned__none", kArgs368, kOutcomes257},
    {"clamp_Tensor__int32_dimensioned__float16_dimensioned__none", kArgs369, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__bfloat16_dimensioned__none", kArgs370, kOutcomes261},
    {"clamp_Tensor__int32_dimensioned__float32_dimensioned__none", kArgs371, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__float64_dimensioned__none", kArgs372, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__complex32_dimensioned__none", kArgs373, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__complex64_dimensioned__none", kArgs374, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__complex128_dimensioned__none", kArgs375, kOutcomes271},
    {"clamp_Tensor__int32_dimensioned__bool_zero_dim__none", kArgs376, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__uint8_zero_dim__none", kArgs377, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int8_zero_dim__none", kArgs378, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int16_zero_dim__none", kArgs379, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int32_zero_dim__none", kArgs380, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__int64_zero_dim__none", kArgs381, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__float16_zero_dim__none", kArgs382, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__bfloat16_zero_dim__none", kArgs383, kOutcomes261},
    {"clamp_Tensor__int32_dimensioned__float32_zero_dim__none", kArgs384, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__float64_zero_dim__none", kArgs385, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__complex32_zero_dim__none", kArgs386, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__complex64_zero_dim__none", kArgs387, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__complex128_zero_dim__none", kArgs388, kOutcomes271},
    {"clamp_Tensor__int64_dimensioned__bool_dimensioned__none", kArgs389, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__uint8_dimensioned__none", kArgs390, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int8_dimensioned__none", kArgs391, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int16_dimensioned__none", kArgs392, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int32_dimensioned__none", kArgs393, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int64_dimensioned__none", kArgs394, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__float16_dimensioned__none", kArgs395, kOutcomes259},
    {"clamp_Tensor__int64_dimensioned__bfloat16_dimensioned__none", kArgs396, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__float32_dimensioned__none", kArgs397, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__float64_dimensioned__none", kArgs398, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__complex32_dimensioned__none", kArgs399, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__complex64_dimensioned__none", kArgs400, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__complex128_dimensioned__none", kArgs401, kOutcomes271},
    {"clamp_Tensor__int64_dimensioned__bool_zero_dim__none", kArgs402, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__uint8_zero_dim__none", kArgs403, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int8_zero_dim__none", kArgs404, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int16_zero_dim__none", kArgs405, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int32_zero_dim__none", kArgs406, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__int64_zero_dim__none", kArgs407, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__float16_zero_dim__none", kArgs408, kOutcomes259},
    {"clamp_Tensor__int64_dimensioned__bfloat16_zero_dim__none", kArgs409, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__float32_zero_dim__none", kArgs410, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__float64_zero_dim__none", kArgs411, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__complex32_zero_dim__none", kArgs412, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__complex64_zero_dim__none", kArgs413, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__complex128_zero_dim__none", kArgs414, kOutcomes271},
    {"clamp_Tensor__float16_dimensioned__bool_dimensioned__none", kArgs415, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__uint8_dimensioned__none", kArgs416, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int8_dimensioned__none", kArgs417, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int16_dimensioned__none", kArgs418, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int32_dimensioned__none", kArgs419, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int64_dimensioned__none", kArgs420, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__float16_dimensioned__none", kArgs421, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__bfloat16_dimensioned__none", kArgs422, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__float32_dimensioned__none", kArgs423, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__float64_dimensioned__none", kArgs424, kOutcomes265},
    {"clamp_Tensor__float16_dimensioned__complex32_dimensioned__none", kArgs425, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__complex64_dimensioned__none", kArgs426, kOutcomes269},
    {"clamp_Tensor__float16_dimensioned__complex128_dimensioned__none", kArgs427, kOutcomes271},
    {"clamp_Tensor__float16_dimensioned__bool_zero_dim__none", kArgs428, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__uint8_zero_dim__none", kArgs429, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int8_zero_dim__none", kArgs430, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int16_zero_dim__none", kArgs431, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int32_zero_dim__none", kArgs432, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__int64_zero_dim__none", kArgs433, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__float16_zero_dim__none", kArgs434, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__bfloat16_zero_dim__none", kArgs435, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__float32_zero_dim__none", kArgs436, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__float64_zero_dim__none", kArgs437, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__complex32_zero_dim__none", kArgs438, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__complex64_zero_dim__none", kArgs439, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__complex128_zero_dim__none", kArgs440, kOutcomes267},
    {"clamp_Tensor__bfloat16_dimensioned__bool_dimensioned__none", kArgs441, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__uint8_dimensioned__none", kArgs442, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int8_dimensioned__none", kArgs443, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int16_dimensioned__none", kArgs444, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int32_dimensioned__none", kArgs445, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int64_dimensioned__none", kArgs446, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__float16_dimensioned__none", kArgs447, kOutcomes263},
    {"clamp_Tensor__bfloat16_dimensioned__bfloat16_dimensioned__none", kArgs448, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__float32_dimensioned__none", kArgs449, kOutcomes263},
    {"clamp_Tensor__bfloat16_dimensioned__float64_dimensioned__none", kArgs450, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__complex32_dimensioned__none", kArgs451, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__complex64_dimensioned__none", kArgs452, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__complex128_dimensioned__none", kArgs453, kOutcomes271},
    {"clamp_Tensor__bfloat16_dimensioned__bool_zero_dim__none", kArgs454, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__uint8_zero_dim__none", kArgs455, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int8_zero_dim__none", kArgs456, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int16_zero_dim__none", kArgs457, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int32_zero_dim__none", kArgs458, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__int64_zero_dim__none", kArgs459, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__float16_zero_dim__none", kArgs460, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__bfloat16_zero_dim__none", kArgs461, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__float32_zero_dim__none", kArgs462, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__float64_zero_dim__none", kArgs463, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__complex32_zero_dim__none", kArgs464, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__complex64_zero_dim__none", kArgs465, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__complex128_zero_dim__none", kArgs466, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__bool_dimensioned__none", kArgs467, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__uint8_dimensioned__none", kArgs468, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int8_dimensioned__none", kArgs469, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int16_dimensioned__none", kArgs470, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int32_dimensioned__none", kArgs471, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int64_dimensioned__none", kArgs472, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__float16_dimensioned__none", kArgs473, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__bfloat16_dimensioned__none", kArgs474, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__float32_dimensioned__none", kArgs475, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__float64_dimensioned__none", kArgs476, kOutcomes265},
    {"clamp_Tensor__float32_dimensioned__complex32_dimensioned__none", kArgs477, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__complex64_dimensioned__none", kArgs478, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__complex128_dimensioned__none", kArgs479, kOutcomes271},
    {"clamp_Tensor__float32_dimensioned__bool_zero_dim__none", kArgs480, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__uint8_zero_dim__none", kArgs481, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int8_zero_dim__none", kArgs482, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int16_zero_dim__none", kArgs483, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int32_zero_dim__none", kArgs484, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__int64_zero_dim__none", kArgs485, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__float16_zero_dim__none", kArgs486, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__bfloat16_zero_dim__none", kArgs487, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__float32_zero_dim__none", kArgs488, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__float64_zero_dim__none", kArgs489, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__complex32_zero_dim__none", kArgs490, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__complex64_zero_dim__none", kArgs491, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__complex128_zero_dim__none", kArgs492, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__bool_dimensioned__none", kArgs493, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__uint8_dimensioned__none", kArgs494, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int8_dimensioned__none", kArgs495, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int16_dimensioned__none", kArgs496, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int32_dimensioned__none", kArgs497, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int64_dimensioned__none", kArgs498, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__float16_dimensioned__none", kArgs499, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__bfloat16_dimensioned__none", kArgs500, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__float32_dimensioned__none", kArgs501, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__float64_dimensioned__none", kArgs502, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__complex32_dimensioned__none", kArgs503, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__complex64_dimensioned__none", kArgs504, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__complex128_dimensioned__none", kArgs505, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__bool_zero_dim__none", kArgs506, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__uint8_zero_dim__none", kArgs507, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int8_zero_dim__none", kArgs508, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int16_zero_dim__none", kArgs509, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int32_zero_dim__none", kArgs510, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__int64_zero_dim__none", kArgs511, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__float16_zero_dim__none", kArgs512, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__bfloat16_zero_dim__none", kArgs513, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__float32_zero_dim__none", kArgs514, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__float64_zero_dim__none", kArgs515, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__complex32_zero_dim__none", kArgs516, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__complex64_zero_dim__none", kArgs517, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__complex128_zero_dim__none", kArgs518, kOutcomes271},
    {"clamp_Tensor__complex32_dimensioned__bool_dimensioned__none", kArgs519, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__uint8_dimensioned__none", kArgs520, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int8_dimensioned__none", kArgs521, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int16_dimensioned__none", kArgs522, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int32_dimensioned__none", kArgs523, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int64_dimensioned__none", kArgs524, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__float16_dimensioned__none", kArgs525, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__bfloat16_dimensioned__none", kArgs526, kOutcomes269},
    {"clamp_Tensor__complex32_dimensioned__float32_dimensioned__none", kArgs527, kOutcomes269},
    {"clamp_Tensor__complex32_dimensioned__float64_dimensioned__none", kArgs528, kOutcomes271},
    {"clamp_Tensor__complex32_dimensioned__complex32_dimensioned__none", kArgs529, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__complex64_dimensioned__none", kArgs530, kOutcomes269},
    {"clamp_Tensor__complex32_dimensioned__complex128_dimensioned__none", kArgs531, kOutcomes271},
    {"clamp_Tensor__complex32_dimensioned__bool_zero_dim__none", kArgs532, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__uint8_zero_dim__none", kArgs533, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int8_zero_dim__none", kArgs534, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int16_zero_dim__none", kArgs535, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int32_zero_dim__none", kArgs536, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__int64_zero_dim__none", kArgs537, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__float16_zero_dim__none", kArgs538, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__bfloat16_zero_dim__none", kArgs539, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__float32_zero_dim__none", kArgs540, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__float64_zero_dim__none", kArgs541, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__complex32_zero_dim__none", kArgs542, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__complex64_zero_dim__none", kArgs543, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__complex128_zero_dim__none", kArgs544, kOutcomes267},
    {"clamp_Tensor__complex64_dimensioned__bool_dimensioned__none", kArgs545, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__uint8_dimensioned__none", kArgs546, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int8_dimensioned__none", kArgs547, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int16_dimensioned__none", kArgs548, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int32_dimensioned__none", kArgs549, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int64_dimensioned__none", kArgs550, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__float16_dimensioned__none", kArgs551, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__bfloat16_dimensioned__none", kArgs552, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__float32_dimensioned__none", kArgs553, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__float64_dimensioned__none", kArgs554, kOutcomes271},
    {"clamp_Tensor__complex64_dimensioned__complex32_dimensioned__none", kArgs555, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__complex64_dimensioned__none", kArgs556, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__complex128_dimensioned__none", kArgs557, kOutcomes271},
    {"clamp_Tensor__complex64_dimensioned__bool_zero_dim__none", kArgs558, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__uint8_zero_dim__none", kArgs559, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int8_zero_dim__none", kArgs560, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int16_zero_dim__none", kArgs561, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int32_zero_dim__none", kArgs562, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__int64_zero_dim__none", kArgs563, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__float16_zero_dim__none", kArgs564, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__bfloat16_zero_dim__none", kArgs565, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__float32_zero_dim__none", kArgs566, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__float64_zero_dim__none", kArgs567, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__complex32_zero_dim__none", kArgs568, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__complex64_zero_dim__none", kArgs569, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__complex128_zero_dim__none", kArgs570, kOutcomes269},
    {"clamp_Tensor__complex128_dimensioned__bool_dimensioned__none", kArgs571, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__uint8_dimensioned__none", kArgs572, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int8_dimensioned__none", kArgs573, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int16_dimensioned__none", kArgs574, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int32_dimensioned__none", kArgs575, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int64_dimensioned__none", kArgs576, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__float16_dimensioned__none", kArgs577, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__bfloat16_dimensioned__none", kArgs578, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__float32_dimensioned__none", kArgs579, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__float64_dimensioned__none", kArgs580, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__complex32_dimensioned__none", kArgs581, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__complex64_dimensioned__none", kArgs582, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__complex128_dimensioned__none", kArgs583, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__bool_zero_dim__none", kArgs584, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__uint8_zero_dim__none", kArgs585, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int8_zero_dim__none", kArgs586, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int16_zero_dim__none", kArgs587, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int32_zero_dim__none", kArgs588, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__int64_zero_dim__none", kArgs589, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__float16_zero_dim__none", kArgs590, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__bfloat16_zero_dim__none", kArgs591, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__float32_zero_dim__none", kArgs592, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__float64_zero_dim__none", kArgs593, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__complex32_zero_dim__none", kArgs594, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__complex64_zero_dim__none", kArgs595, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__complex128_zero_dim__none", kArgs596, kOutcomes271},
    {"clamp_Tensor__bool_zero_dim__bool_dimensioned__none", kArgs597, kOutcomes247},
    {"clamp_Tensor__bool_zero_dim__uint8_dimensioned__none", kArgs598, kOutcomes249},
    {"clamp_Tensor__bool_zero_dim__int8_dimensioned__none", kArgs599, kOutcomes251},
    {"clamp_Tensor__bool_zero_dim__int16_dimensioned__none", kArgs600, kOutcomes253},
    {"clamp_Tensor__bool_zero_dim__int32_dimensioned__none", kArgs601, kOutcomes255},
    {"clamp_Tensor__bool_zero_dim__int64_dimensioned__none", kArgs602, kOutcomes257},
    {"clamp_Tensor__bool_zero_dim__float16_dimensioned__none", kArgs603, kOutcomes259},
    {"clamp_Tensor__bool_zero_dim__bfloat16_dimensioned__none", kArgs604, kOutcomes261},
    {"clamp_Tensor__bool_zero_dim__float32_dimensioned__none", kArgs605, kOutcomes263},
    {"clamp_Tensor__bool_zero_dim__float64_dimensioned__none", kArgs606, kOutcomes265},
    {"clamp_Tensor__bool_zero_dim__complex32_dimensioned__none", kArgs607, kOutcomes267},
    {"clamp_Tensor__bool_zero_dim__complex64_dimensioned__none", kArgs608, kOutcomes269},
    {"clamp_Tensor__bool_zero_dim__complex128_dimensioned__none", kArgs609, kOutcomes271},
    {"clamp_Tensor__bool_zero_dim__bool_zero_dim__none", kArgs610, kOutcomes247},
    {"clamp_Tensor__bool_zero_dim__uint8_zero_dim__none", kArgs611, kOutcomes612},
    {"clamp_Tensor__bool_zero_dim__int8_zero_dim__none", kArgs613, kOutcomes614},
    {"clamp_Tensor__bool_zero_dim__int16_zero_dim__none", kArgs615, kOutcomes616},
    {"clamp_Tensor__bool_zero_dim__int32_zero_dim__none", kArgs617, kOutcomes618},
    {"clamp_Tensor__bool_zero_dim__int64_zero_dim__none", kArgs619, kOutcomes620},
    {"clamp_Tensor__bool_zero_dim__float16_zero_dim__none", kArgs621, kOutcomes622},
    {"clamp_Tensor__bool_zero_dim__bfloat16_zero_dim__none", kArgs623, kOutcomes624},
    {"clamp_Tensor__bool_zero_dim__float32_zero_dim__none", kArgs625, kOutcomes626},
    {"clamp_Tensor__bool_zero_dim__float64_zero_dim__none", kArgs627, kOutcomes628},
    {"clamp_Tensor__bool_zero_dim__complex32_zero_dim__none", kArgs629, kOutcomes267},
    {"clamp_Tensor__bool_zero_dim__complex64_zero_dim__none", kArgs630, kOutcomes269},
    {"clamp_Tensor__bool_zero_dim__complex128_zero_dim__none", kArgs631, kOutcomes271},
    {"clamp_Tensor__uint8_zero_dim__bool_dimensioned__none", kArgs632, kOutcomes249},
    {"clamp_Tensor__uint8_zero_dim__uint8_dimensioned__none", kArgs633, kOutcomes249},
    {"clamp_Tensor__uint8_zero_dim__int8_dimensioned__none", kArgs634, kOutcomes251},
    {"clamp_Tensor__uint8_zero_dim__int16_dimensioned__none", kArgs635, kOutcomes253},
    {"clamp_Tensor__uint8_zero_dim__int32_dimensioned__none", kArgs636, kOutcomes255},
    {"clamp_Tensor__uint8_zero_dim__int64_dimensioned__none", kArgs637, kOutcomes257},
    {"clamp_Tensor__uint8_zero_dim__float16_dimensioned__none", kArgs638, kOutcomes259},
    {"clamp_Tensor__uint8_zero_dim__bfloat16_dimensioned__none", kArgs639, kOutcomes261},
    {"clamp_Tensor__uint8_zero_dim__float32_dimensioned__none", kArgs640, kOutcomes263},
    {"clamp_Tensor__uint8_zero_dim__float64_dimensioned__none", kArgs641, kOutcomes265},
    {"clamp_Tensor__uint8_zero_dim__complex32_dimensioned__none", kArgs642, kOutcomes267},
    {"clamp_Tensor__uint8_zero_dim__complex64_dimensioned__none", kArgs643, kOutcomes269},
    {"clamp_Tensor__uint8_zero_dim__complex128_dimensioned__none", kArgs644, kOutcomes271},
    {"clamp_Tensor__uint8_zero_dim__bool_zero_dim__none", kArgs645, kOutcomes612},
    {"clamp_Tensor__uint8_zero_dim__uint8_zero_dim__none", kArgs646, kOutcomes612},
    {"clamp_Tensor__uint8_zero_dim__int8_zero_dim__none", kArgs647, kOutcomes616},
    {"clamp_Tensor__uint8_zero_dim__int16_zero_dim__none", kArgs648, kOutcomes616},
    {"clamp_Tensor__uint8_zero_dim__int32_zero_dim__none", kArgs649, kOutcomes618},
    {"clamp_Tensor__uint8_zero_dim__int64_zero_dim__none", kArgs650, kOutcomes620},
    {"clamp_Tensor__uint8_zero_dim__float16_zero_dim__none", kArgs651, kOutcomes622},
    {"clamp_Tensor__uint8_zero_dim__bfloat16_zero_dim__none", kArgs652, kOutcomes624},
    {"clamp_Tensor__uint8_zero_dim__float32_zero_dim__none", kArgs653, kOutcomes626},
    {"clamp_Tensor__uint8_zero_dim__float64_zero_dim__none", kArgs654, kOutcomes628},
    {"clamp_Tensor__uint8_zero_dim__complex32_zero_dim__none", kArgs655, kOutcomes267},
    {"clamp_Tensor__uint8_zero_dim__complex64_zero_dim__none", kArgs656, kOutcomes269},
    {"clamp_Tensor__uint8_zero_dim__complex128_zero_dim__none", kArgs657, kOutcomes271},
    {"clamp_Tensor__int8_zero_dim__bool_dimensioned__none", kArgs658, kOutcomes251},
    {"clamp_Tensor__int8_zero_dim__uint8_dimensioned__none", kArgs659, kOutcomes249},
    {"clamp_Tensor__int8_zero_dim__int8_dimensioned__none", kArgs660, kOutcomes251},
    {"clamp_Tensor__int8_zero_dim__int16_dimensioned__none", kArgs661, kOutcomes253},
    {"clamp_Tensor__int8_zero_dim__int32_dimensioned__none", kArgs662, kOutcomes255},
    {"clamp_Tensor__int8_zero_dim__int64_dimensioned__none", kArgs663, kOutcomes257},
    {"clamp_Tensor__int8_zero_dim__float16_dimensioned__none", kArgs664, kOutcomes259},
    {"clamp_Tensor__int8_zero_dim__bfloat16_dimensioned__none", kArgs665, kOutcomes261},
    {"clamp_Tensor__int8_zero_dim__float32_dimensioned__none", kArgs666, kOutcomes263},
    {"clamp_Tensor__int8_zero_dim__float64_dimensioned__none", kArgs667, kOutcomes265},
    {"clamp_Tensor__int8_zero_dim__complex32_dimensioned__none", kArgs668, kOutcomes267},
    {"clamp_Tensor__int8_zero_dim__complex64_dimensioned__none", kArgs669, kOutcomes269},
    {"clamp_Tensor__int8_zero_dim__complex128_dimensioned__none", kArgs670, kOutcomes271},
    {"clamp_Tensor__int8_zero_dim__bool_zero_dim__none", kArgs671, kOutcomes614},
    {"clamp_Tensor__int8_zero_dim__uint8_zero_dim__none", kArgs672, kOutcomes616},
    {"clamp_Tensor__int8_zero_dim__int8_zero_dim__none", kArgs673, kOutcomes614},
    {"clamp_Tensor__int8_zero_dim__int16_zero_dim__none", kArgs674, kOutcomes616},
    {"clamp_Tensor__int8_zero_dim__int32_zero_dim__none", kArgs675, kOutcomes618},
    {"clamp_Tensor__int8_zero_dim__int64_zero_dim__none", kArgs676, kOutcomes620},
    {"clamp_Tensor__int8_zero_dim__float16_zero_dim__none", kArgs677, kOutcomes622},
    {"clamp_Tensor__int8_zero_dim__bfloat16_zero_dim__none", kArgs678, kOutcomes624},
    {"clamp_Tensor__int8_zero_dim__float32_zero_dim__none", kArgs679, kOutcomes626},
    {"clamp_Tensor__int8_zero_dim__float64_zero_dim__none", kArgs680, kOutcomes628},
    {"clamp_Tensor__int8_zero_dim__complex32_zero_dim__none", kArgs681, kOutcomes267},
    {"clamp_Tensor__int8_zero_dim__complex64_zero_dim__none", kArgs682, kOutcomes269},
    {"clamp_Tensor__int8_zero_dim__complex128_zero_dim__none", kArgs683, kOutcomes271},
    {"clamp_Tensor__int16_zero_dim__bool_dimensioned__none", kArgs684, kOutcomes253},
    {"clamp_Tensor__int16_zero_dim__uint8_dimensioned__none", kArgs685, kOutcomes249},
    {"clamp_Tensor__int16_zero_dim__int8_dimensioned__none", kArgs686, kOutcomes251},
    {"clamp_Tensor__int16_zero_dim__int16_dimensioned__none", kArgs687, kOutcomes253},
    {"clamp_Tensor__int16_zero_dim__int32_dimensioned__none", kArgs688, kOutcomes255},
    {"clamp_Tensor__int16_zero_dim__int64_dimensioned__none", kArgs689, kOutcomes257},
    {"clamp_Tensor__int16_zero_dim__float16_dimensioned__none", kArgs690, kOutcomes259},
    {"clamp_Tensor__int16_zero_dim__bfloat16_dimensioned__none", kArgs691, kOutcomes261},
    {"clamp_Tensor__int16_zero_dim__float32_dimensioned__none", kArgs692, kOutcomes263},
    {"clamp_Tensor__int16_zero_dim__float64_dimensioned__none", kArgs693, kOutcomes265},
    {"clamp_Tensor__int16_zero_dim__complex32_dimensioned__none", kArgs694, kOutcomes267},
    {"clamp_Tensor__int16_zero_dim__complex64_dimensioned__none", kArgs695, kOutcomes269},
    {"clamp_Tensor__int16_zero_dim__complex128_dimensioned__none", kArgs696, kOutcomes271},
    {"clamp_Tensor__int16_zero_dim__bool_zero_dim__none", kArgs697, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__uint8_zero_dim__none", kArgs698, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__int8_zero_dim__none", kArgs699, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__int16_zero_dim__none", kArgs700, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__int32_zero_dim__none", kArgs701, kOutcomes618},
    {"clamp_Tensor__int16_zero_dim__int64_zero_dim__none", kArgs702, kOutcomes620},
    {"clamp_Tensor__int16_zero_dim__float16_zero_dim__none", kArgs703, kOutcomes622},
    {"clamp_Tensor__int16_zero_dim__bfloat16_zero_dim__none", kArgs704, kOutcomes624},
    {"clamp_Tensor__int16_zero_dim__float32_zero_dim__none", kArgs705, kOutcomes626},
    {"clamp_Tensor__int16_zero_dim__float64_zero_dim__none", kArgs706, kOutcomes628},
    {"clamp_Tensor__int16_zero_dim__complex32_zero_dim__none", kArgs707, kOutcomes267},
    {"clamp_Tensor__int16_zero_dim__complex64_zero_dim__none", kArgs708, kOutcomes269},
    {"clamp_Tensor__int16_zero_dim__complex128_zero_dim__none", kArgs709, kOutcomes271},
    {"clamp_Tensor__int32_zero_dim__bool_dimensioned__none", kArgs710, kOutcomes255},
    {"clamp_Tensor__int32_zero_dim__uint8_dimensioned__none", kArgs711, kOutcomes249},
    {"clamp_Tensor__int32_zero_dim__int8_dimensioned__none", kArgs712, kOutcomes251},
    {"clamp_Tensor__int32_zero_dim__int16_dimensioned__none", kArgs713, kOutcomes253},
    {"clamp_Tensor__int32_zero_dim__int32_dimensioned__none", kArgs714, kOutcomes255},
    {"clamp_Tensor__int32_zero_dim__int64_dimensioned__none", kArgs715, kOutcomes257},
    {"clamp_Tensor__int32_zero_dim__float16_dimensioned__none", kArgs716, kOutcomes259},
    {"clamp_Tensor__int32_zero_dim__bfloat16_dimensioned__none", kArgs717, kOutcomes261},
    {"clamp_Tensor__int32_zero_dim__float32_dimensioned__none", kArgs718, kOutcomes263},
    {"clamp_Tensor__int32_zero_dim__float64_dimensioned__none", kArgs719, kOutcomes265},
    {"clamp_Tensor__int32_zero_dim__complex32_dimensioned__none", kArgs720, kOutcomes267},
    {"clamp_Tensor__int32_zero_dim__complex64_dimensioned__none", kArgs721, kOutcomes269},
    {"clamp_Tensor__int32_zero_dim__complex128_dimensioned__none", kArgs722, kOutcomes271},
    {"clamp_Tensor__int32_zero_dim__bool_zero_dim__none", kArgs723, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__uint8_zero_dim__none", kArgs724, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__int8_zero_dim__none", kArgs725, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__int16_zero_dim__none", kArgs726, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__int32_zero_dim__none", kArgs727, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__int64_zero_dim__none", kArgs728, kOutcomes620},
    {"clamp_Tensor__int32_zero_dim__float16_zero_dim__none", kArgs729, kOutcomes622},
    {"clamp_Tensor__int32_zero_dim__bfloat16_zero_dim__none", kArgs730, kOutcomes624},
    {"clamp_Tensor__int32_zero_dim__float32_zero_dim__none", kArgs731, kOutcomes626},
    {"clamp_Tensor__int32_zero_dim__float64_zero_dim__none", kArgs732, kOutcomes628},
    {"clamp_Tensor__int32_zero_dim__complex32_zero_dim__none", kArgs733, kOutcomes267},
    {"clamp_Tensor__int32_zero_dim__complex64_zero_dim__none", kArgs734, kOutcomes269},
    {"clamp_Tensor__int32_zero_dim__complex128_zero_dim__none", kArgs735, kOutcomes271},
    {"clamp_Tensor__int64_zero_dim__bool_dimensioned__none", kArgs736, kOutcomes257},
    {"clamp_Tensor__int64_zero_dim__uint8_dimensioned__none", kArgs737, kOutcomes249},
    {"clamp_Tensor__int64_zero_dim__int8_dimensioned__none", kArgs738, kOutcomes251},
    {"clamp_Tensor__int64_zero_dim__int16_dimensioned__none", kArgs739, kOutcomes253},
    {"clamp_Tensor__int64_zero_dim__int32_dimensioned__none", kArgs740, kOutcomes255},
    {"clamp_Tensor__int64_zero_dim__int64_dimensioned__none", kArgs741, kOutcomes257},
    {"clamp_Tensor__int64_zero_dim__float16_dimensioned__none", kArgs742, kOutcomes259},
    {"clamp_Tensor__int64_zero_dim__bfloat16_dimensioned__none", kArgs743, kOutcomes261},
    {"clamp_Tensor__int64_zero_dim__float32_dimensioned__none", kArgs744, kOutcomes263},
    {"clamp_Tensor__int64_zero_dim__float64_dimensioned__none", kArgs745, kOutcomes265},
    {"clamp_Tensor__int64_zero_dim__complex32_dimensioned__none", kArgs746, kOutcomes267},
    {"clamp_Tensor__int64_zero_dim__complex64_dimensioned__none", kArgs747, kOutcomes269},
    {"clamp_Tensor__int64_zero_dim__complex128_dimensioned__none", kArgs748, kOutcomes271},
    {"clamp_Tensor__int64_zero_dim__bool_zero_dim__none", kArgs749, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__uint8_zero_dim__none", kArgs750, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__int8_zero_dim__none", kArgs751, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__int16_zero_dim__none", kArgs752, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__int32_zero_dim__none", kArgs753, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__int64_zero_dim__none", kArgs754, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__float16_zero_dim__none", kArgs755, kOutcomes622},
    {"clamp_Tensor__int64_zero_dim__bfloat16_zero_dim__none", kArgs756, kOutcomes624},
    {"clamp_Tensor__int64_zero_dim__float32_zero_dim__none", kArgs757, kOutcomes626},
    {"clamp_Tensor__int64_zero_dim__float64_zero_dim__none", kArgs758, kOutcomes628},
    {"clamp_Tensor__int64_zero_dim__complex32_zero_dim__none", kArgs759, kOutcomes267},
    {"clamp_Tensor__int64_zero_dim__complex64_zero_dim__none", kArgs760, kOutcomes269},
    {"clamp_Tensor__int64_zero_dim__complex128_zero_dim__none", kArgs761, kOutcomes271},
    {"clamp_Tensor__float16_zero_dim__bool_dimensioned__none", kArgs762, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__uint8_dimensioned__none", kArgs763, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__int8_dimensioned__none", kArgs764, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__int16_dimensioned__none", kArgs765, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__int32_dimensioned__none", kArgs766, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__int64_dimensioned__none", kArgs767, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__float16_dimensioned__none", kArgs768, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__bfloat16_dimensioned__none", kArgs769, kOutcomes261},
    {"clamp_Tensor__float16_zero_dim__float32_dimensioned__none", kArgs770, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__float64_dimensioned__none", kArgs771, kOutcomes265},
    {"clamp_Tensor__float16_zero_dim__complex32_dimensioned__none", kArgs772, kOutcomes267},
    {"clamp_Tensor__float16_zero_dim__complex64_dimensioned__none", kArgs773, kOutcomes269},
    {"clamp_Tensor__float16_zero_dim__complex128_dimensioned__none", kArgs774, kOutcomes271},
    {"clamp_Tensor__float16_zero_dim__bool_zero_dim__none", kArgs775, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__uint8_zero_dim__none", kArgs776, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__int8_zero_dim__none", kArgs777, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__int16_zero_dim__none", kArgs778, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__int32_zero_dim__none", kArgs779, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__int64_zero_dim__none", kArgs780, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__float16_zero_dim__none", kArgs781, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__bfloat16_zero_dim__none", kArgs782, kOutcomes626},
    {"clamp_Tensor__float16_zero_dim__float32_zero_dim__none", kArgs783, kOutcomes626},
    {"clamp_Tensor__float16_zero_dim__float64_zero_dim__none", kArgs784, kOutcomes628},
    {"clamp_Tensor__float16_zero_dim__complex32_zero_dim__none", kArgs785, kOutcomes267},
    {"clamp_Tensor__float16_zero_dim__complex64_zero_dim__none", kArgs786, kOutcomes269},
    {"clamp_Tensor__float16_zero_dim__complex128_zero_dim__none", kArgs787, kOutcomes271},
    {"clamp_Tensor__bfloat16_zero_dim__bool_dimensioned__none", kArgs788, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__uint8_dimensioned__none", kArgs789, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__int8_dimensioned__none", kArgs790, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__int16_dimensioned__none", kArgs791, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__int32_dimensioned__none", kArgs792, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__int64_dimensioned__none", kArgs793, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__float16_dimensioned__none", kArgs794, kOutcomes259},
    {"clamp_Tensor__bfloat16_zero_dim__bfloat16_dimensioned__none", kArgs795, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__float32_dimensioned__none", kArgs796, kOutcomes263},
    {"clamp_Tensor__bfloat16_zero_dim__float64_dimensioned__none", kArgs797, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__complex32_dimensioned__none", kArgs798, kOutcomes267},
    {"clamp_Tensor__bfloat16_zero_dim__complex64_dimensioned__none", kArgs799, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__complex128_dimensioned__none", kArgs800, kOutcomes271},
    {"clamp_Tensor__bfloat16_zero_dim__bool_zero_dim__none", kArgs801, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__uint8_zero_dim__none", kArgs802, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__int8_zero_dim__none", kArgs803, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__int16_zero_dim__none", kArgs804, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__int32_zero_dim__none", kArgs805, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__int64_zero_dim__none", kArgs806, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__float16_zero_dim__none", kArgs807, kOutcomes626},
    {"clamp_Tensor__bfloat16_zero_dim__bfloat16_zero_dim__none", kArgs808, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__float32_zero_dim__none", kArgs809, kOutcomes626},
    {"clamp_Tensor__bfloat16_zero_dim__float64_zero_dim__none", kArgs810, kOutcomes628},
    {"clamp_Tensor__bfloat16_zero_dim__complex32_zero_dim__none", kArgs811, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__complex64_zero_dim__none", kArgs812, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__complex128_zero_dim__none", kArgs813, kOutcomes271},
    {"clamp_Tensor__float32_zero_dim__bool_dimensioned__none", kArgs814, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__uint8_dimensioned__none", kArgs815, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__int8_dimensioned__none", kArgs816, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__int16_dimensioned__none", kArgs817, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__int32_dimensioned__none", kArgs818, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__int64_dimensioned__none", kArgs819, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__float16_dimensioned__none", kArgs820, kOutcomes259},
    {"clamp_Tensor__float32_zero_dim__bfloat16_dimensioned__none", kArgs821, kOutcomes261},
    {"clamp_Tensor__float32_zero_dim__float32_dimensioned__none", kArgs822, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__float64_dimensioned__none", kArgs823, kOutcomes265},
    {"clamp_Tensor__float32_zero_dim__complex32_dimensioned__none", kArgs824, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__complex64_dimensioned__none", kArgs825, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__complex128_dimensioned__none", kArgs826, kOutcomes271},
    {"clamp_Tensor__float32_zero_dim__bool_zero_dim__none", kArgs827, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__uint8_zero_dim__none", kArgs828, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__int8_zero_dim__none", kArgs829, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__int16_zero_dim__none", kArgs830, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__int32_zero_dim__none", kArgs831, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__int64_zero_dim__none", kArgs832, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__float16_zero_dim__none", kArgs833, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__bfloat16_zero_dim__none", kArgs834, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__float32_zero_dim__none", kArgs835, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__float64_zero_dim__none", kArgs836, kOutcomes628},
    {"clamp_Tensor__float32_zero_dim__complex32_zero_dim__none", kArgs837, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__complex64_zero_dim__none", kArgs838, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__complex128_zero_dim__none", kArgs839, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__bool_dimensioned__none", kArgs840, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__uint8_dimensioned__none", kArgs841, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__int8_dimensioned__none", kArgs842, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__int16_dimensioned__none", kArgs843, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__int32_dimensioned__none", kArgs844, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__int64_dimensioned__none", kArgs845, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__float16_dimensioned__none", kArgs846, kOutcomes259},
    {"clamp_Tensor__float64_zero_dim__bfloat16_dimensioned__none", kArgs847, kOutcomes261},
    {"clamp_Tensor__float64_zero_dim__float32_dimensioned__none", kArgs848, kOutcomes263},
    {"clamp_Tensor__float64_zero_dim__float64_dimensioned__none", kArgs849, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__complex32_dimensioned__none", kArgs850, kOutcomes267},
    {"clamp_Tensor__float64_zero_dim__complex64_dimensioned__none", kArgs851, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__complex128_dimensioned__none", kArgs852, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__bool_zero_dim__none", kArgs853, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__uint8_zero_dim__none", kArgs854, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__int8_zero_dim__none", kArgs855, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__int16_zero_dim__none", kArgs856, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__int32_zero_dim__none", kArgs857, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__int64_zero_dim__none", kArgs858, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__float16_zero_dim__none", kArgs859, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__bfloat16_zero_dim__none", kArgs860, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__float32_zero_dim__none", kArgs861, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__float64_zero_dim__none", kArgs862, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__complex32_zero_dim__none", kArgs863, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__complex64_zero_dim__none", kArgs864, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__complex128_zero_dim__none", kArgs865, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__bool_dimensioned__none", kArgs866, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__uint8_dimensioned__none", kArgs867, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int8_dimensioned__none", kArgs868, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int16_dimensioned__none", kArgs869, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int32_dimensioned__none", kArgs870, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int64_dimensioned__none", kArgs871, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__float16_dimensioned__none", kArgs872, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__bfloat16_dimensioned__none", kArgs873, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__float32_dimensioned__none", kArgs874, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__float64_dimensioned__none", kArgs875, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__complex32_dimensioned__none", kArgs876, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__complex64_dimensioned__none", kArgs877, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__complex128_dimensioned__none", kArgs878, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__bool_zero_dim__none", kArgs879, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__uint8_zero_dim__none", kArgs880, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int8_zero_dim__none", kArgs881, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int16_zero_dim__none", kArgs882, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int32_zero_dim__none", kArgs883, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__int64_zero_dim__none", kArgs884, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__float16_zero_dim__none", kArgs885, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__bfloat16_zero_dim__none", kArgs886, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__float32_zero_dim__none", kArgs887, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__float64_zero_dim__none", kArgs888, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__complex32_zero_dim__none", kArgs889, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__complex64_zero_dim__none", kArgs890, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__complex128_zero_dim__none", kArgs891, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__bool_dimensioned__none", kArgs892, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__uint8_dimensioned__none", kArgs893, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int8_dimensioned__none", kArgs894, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int16_dimensioned__none", kArgs895, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int32_dimensioned__none", kArgs896, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int64_dimensioned__none", kArgs897, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__float16_dimensioned__none", kArgs898, kOutcomes267},
    {"clamp_Tensor__complex64_zero_dim__bfloat16_dimensioned__none", kArgs899, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__float32_dimensioned__none", kArgs900, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__float64_dimensioned__none", kArgs901, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__complex32_dimensioned__none", kArgs902, kOutcomes267},
    {"clamp_Tensor__complex64_zero_dim__complex64_dimensioned__none", kArgs903, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__complex128_dimensioned__none", kArgs904, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__bool_zero_dim__none", kArgs905, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__uint8_zero_dim__none", kArgs906, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int8_zero_dim__none", kArgs907, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int16_zero_dim__none", kArgs908, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int32_zero_dim__none", kArgs909, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__int64_zero_dim__none", kArgs910, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__float16_zero_dim__none", kArgs911, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__bfloat16_zero_dim__none", kArgs912, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__float32_zero_dim__none", kArgs913, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__float64_zero_dim__none", kArgs914, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__complex32_zero_dim__none", kArgs915, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__complex64_zero_dim__none", kArgs916, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__complex128_zero_dim__none", kArgs917, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__bool_dimensioned__none", kArgs918, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__uint8_dimensioned__none", kArgs919, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int8_dimensioned__none", kArgs920, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int16_dimensioned__none", kArgs921, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int32_dimensioned__none", kArgs922, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int64_dimensioned__none", kArgs923, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__float16_dimensioned__none", kArgs924, kOutcomes267},
    {"clamp_Tensor__complex128_zero_dim__bfloat16_dimensioned__none", kArgs925, kOutcomes269},
    {"clamp_Tensor__complex128_zero_dim__float32_dimensioned__none", kArgs926, kOutcomes269},
    {"clamp_Tensor__complex128_zero_dim__float64_dimensioned__none", kArgs927, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__complex32_dimensioned__none", kArgs928, kOutcomes267},
    {"clamp_Tensor__complex128_zero_dim__complex64_dimensioned__none", kArgs929, kOutcomes269},
    {"clamp_Tensor__complex128_zero_dim__complex128_dimensioned__none", kArgs930, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__bool_zero_dim__none", kArgs931, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__uint8_zero_dim__none", kArgs932, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int8_zero_dim__none", kArgs933, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int16_zero_dim__none", kArgs934, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int32_zero_dim__none", kArgs935, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__int64_zero_dim__none", kArgs936, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__float16_zero_dim__none", kArgs937, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__bfloat16_zero_dim__none", kArgs938, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__float32_zero_dim__none", kArgs939, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__float64_zero_dim__none", kArgs940, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__complex32_zero_dim__none", kArgs941, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__complex64_zero_dim__none", kArgs942, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__complex128_zero_dim__none", kArgs943, kOutcomes271},
    {"clamp_Tensor__bool_dimensioned__none__bool_dimensioned", kArgs944, kOutcomes247},
    {"clamp_Tensor__bool_dimensioned__none__uint8_dimensioned", kArgs945, kOutcomes249},
    {"clamp_Tensor__bool_dimensioned__none__int8_dimensioned", kArgs946, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__none__int16_dimensioned", kArgs947, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__none__int32_dimensioned", kArgs948, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__none__int64_dimensioned", kArgs949, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__none__float16_dimensioned", kArgs950, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__none__bfloat16_dimensioned", kArgs951, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__none__float32_dimensioned", kArgs952, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__none__float64_dimensioned", kArgs953, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__none__complex32_dimensioned", kArgs954, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__none__complex64_dimensioned", kArgs955, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__none__complex128_dimensioned", kArgs956, kOutcomes271},
    {"clamp_Tensor__bool_dimensioned__none__bool_zero_dim", kArgs957, kOutcomes247},
    {"clamp_Tensor__bool_dimensioned__none__uint8_zero_dim", kArgs958, kOutcomes249},
    {"clamp_Tensor__bool_dimensioned__none__int8_zero_dim", kArgs959, kOutcomes251},
    {"clamp_Tensor__bool_dimensioned__none__int16_zero_dim", kArgs960, kOutcomes253},
    {"clamp_Tensor__bool_dimensioned__none__int32_zero_dim", kArgs961, kOutcomes255},
    {"clamp_Tensor__bool_dimensioned__none__int64_zero_dim", kArgs962, kOutcomes257},
    {"clamp_Tensor__bool_dimensioned__none__float16_zero_dim", kArgs963, kOutcomes259},
    {"clamp_Tensor__bool_dimensioned__none__bfloat16_zero_dim", kArgs964, kOutcomes261},
    {"clamp_Tensor__bool_dimensioned__none__float32_zero_dim", kArgs965, kOutcomes263},
    {"clamp_Tensor__bool_dimensioned__none__float64_zero_dim", kArgs966, kOutcomes265},
    {"clamp_Tensor__bool_dimensioned__none__complex32_zero_dim", kArgs967, kOutcomes267},
    {"clamp_Tensor__bool_dimensioned__none__complex64_zero_dim", kArgs968, kOutcomes269},
    {"clamp_Tensor__bool_dimensioned__none__complex128_zero_dim", kArgs969, kOutcomes271},
    {"clamp_Tensor__uint8_dimensioned__none__bool_dimensioned", kArgs970, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__uint8_dimensioned", kArgs971, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__int8_dimensioned", kArgs972, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int16_dimensioned", kArgs973, kOutcomes253},
    {"clamp_Tensor__uint8_dimensioned__none__int32_dimensioned", kArgs974, kOutcomes255},
    {"clamp_Tensor__uint8_dimensioned__none__int64_dimensioned", kArgs975, kOutcomes257},
    {"clamp_Tensor__uint8_dimensioned__none__float16_dimensioned", kArgs976, kOutcomes259},
    {"clamp_Tensor__uint8_dimensioned__none__bfloat16_dimensioned", kArgs977, kOutcomes261},
    {"clamp_Tensor__uint8_dimensioned__none__float32_dimensioned", kArgs978, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__none__float64_dimensioned", kArgs979, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__none__complex32_dimensioned", kArgs980, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__none__complex64_dimensioned", kArgs981, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__none__complex128_dimensioned", kArgs982, kOutcomes271},
    {"clamp_Tensor__uint8_dimensioned__none__bool_zero_dim", kArgs983, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__uint8_zero_dim", kArgs984, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__int8_zero_dim", kArgs985, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__int16_zero_dim", kArgs986, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__int32_zero_dim", kArgs987, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__int64_zero_dim", kArgs988, kOutcomes249},
    {"clamp_Tensor__uint8_dimensioned__none__float16_zero_dim", kArgs989, kOutcomes259},
    {"clamp_Tensor__uint8_dimensioned__none__bfloat16_zero_dim", kArgs990, kOutcomes261},
    {"clamp_Tensor__uint8_dimensioned__none__float32_zero_dim", kArgs991, kOutcomes263},
    {"clamp_Tensor__uint8_dimensioned__none__float64_zero_dim", kArgs992, kOutcomes265},
    {"clamp_Tensor__uint8_dimensioned__none__complex32_zero_dim", kArgs993, kOutcomes267},
    {"clamp_Tensor__uint8_dimensioned__none__complex64_zero_dim", kArgs994, kOutcomes269},
    {"clamp_Tensor__uint8_dimensioned__none__complex128_zero_dim", kArgs995, kOutcomes271},
    {"clamp_Tensor__int8_dimensioned__none__bool_dimensioned", kArgs996, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__uint8_dimensioned", kArgs997, kOutcomes253},
    {"clamp_Tensor__int8_dimensioned__none__int8_dimensioned", kArgs998, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__int16_dimensioned", kArgs999, kOutcomes253},
    {"clamp_Tensor__int8_dimensioned__none__int32_dimensioned", kArgs1000, kOutcomes255},
    {"clamp_Tensor__int8_dimensioned__none__int64_dimensioned", kArgs1001, kOutcomes257},
    {"clamp_Tensor__int8_dimensioned__none__float16_dimensioned", kArgs1002, kOutcomes259},
    {"clamp_Tensor__int8_dimensioned__none__bfloat16_dimensioned", kArgs1003, kOutcomes261},
    {"clamp_Tensor__int8_dimensioned__none__float32_dimensioned", kArgs1004, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__none__float64_dimensioned", kArgs1005, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__none__complex32_dimensioned", kArgs1006, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__none__complex64_dimensioned", kArgs1007, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__none__complex128_dimensioned", kArgs1008, kOutcomes271},
    {"clamp_Tensor__int8_dimensioned__none__bool_zero_dim", kArgs1009, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__uint8_zero_dim", kArgs1010, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__int8_zero_dim", kArgs1011, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__int16_zero_dim", kArgs1012, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__int32_zero_dim", kArgs1013, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__int64_zero_dim", kArgs1014, kOutcomes251},
    {"clamp_Tensor__int8_dimensioned__none__float16_zero_dim", kArgs1015, kOutcomes259},
    {"clamp_Tensor__int8_dimensioned__none__bfloat16_zero_dim", kArgs1016, kOutcomes261},
    {"clamp_Tensor__int8_dimensioned__none__float32_zero_dim", kArgs1017, kOutcomes263},
    {"clamp_Tensor__int8_dimensioned__none__float64_zero_dim", kArgs1018, kOutcomes265},
    {"clamp_Tensor__int8_dimensioned__none__complex32_zero_dim", kArgs1019, kOutcomes267},
    {"clamp_Tensor__int8_dimensioned__none__complex64_zero_dim", kArgs1020, kOutcomes269},
    {"clamp_Tensor__int8_dimensioned__none__complex128_zero_dim", kArgs1021, kOutcomes271},
    {"clamp_Tensor__int16_dimensioned__none__bool_dimensioned", kArgs1022, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__uint8_dimensioned", kArgs1023, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int8_dimensioned", kArgs1024, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int16_dimensioned", kArgs1025, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int32_dimensioned", kArgs1026, kOutcomes255},
    {"clamp_Tensor__int16_dimensioned__none__int64_dimensioned", kArgs1027, kOutcomes257},
    {"clamp_Tensor__int16_dimensioned__none__float16_dimensioned", kArgs1028, kOutcomes259},
    {"clamp_Tensor__int16_dimensioned__none__bfloat16_dimensioned", kArgs1029, kOutcomes261},
    {"clamp_Tensor__int16_dimensioned__none__float32_dimensioned", kArgs1030, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__none__float64_dimensioned", kArgs1031, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__none__complex32_dimensioned", kArgs1032, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__none__complex64_dimensioned", kArgs1033, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__none__complex128_dimensioned", kArgs1034, kOutcomes271},
    {"clamp_Tensor__int16_dimensioned__none__bool_zero_dim", kArgs1035, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__uint8_zero_dim", kArgs1036, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int8_zero_dim", kArgs1037, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int16_zero_dim", kArgs1038, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int32_zero_dim", kArgs1039, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__int64_zero_dim", kArgs1040, kOutcomes253},
    {"clamp_Tensor__int16_dimensioned__none__float16_zero_dim", kArgs1041, kOutcomes259},
    {"clamp_Tensor__int16_dimensioned__none__bfloat16_zero_dim", kArgs1042, kOutcomes261},
    {"clamp_Tensor__int16_dimensioned__none__float32_zero_dim", kArgs1043, kOutcomes263},
    {"clamp_Tensor__int16_dimensioned__none__float64_zero_dim", kArgs1044, kOutcomes265},
    {"clamp_Tensor__int16_dimensioned__none__complex32_zero_dim", kArgs1045, kOutcomes267},
    {"clamp_Tensor__int16_dimensioned__none__complex64_zero_dim", kArgs1046, kOutcomes269},
    {"clamp_Tensor__int16_dimensioned__none__complex128_zero_dim", kArgs1047, kOutcomes271},
    {"clamp_Tensor__int32_dimensioned__none__bool_dimensioned", kArgs1048, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__uint8_dimensioned", kArgs1049, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int8_dimensioned", kArgs1050, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int16_dimensioned", kArgs1051, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int32_dimensioned", kArgs1052, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int64_dimensioned", kArgs1053, kOutcomes257},
    {"clamp_Tensor__int32_dimensioned__none__float16_dimensioned", kArgs1054, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__bfloat16_dimensioned", kArgs1055, kOutcomes261},
    {"clamp_Tensor__int32_dimensioned__none__float32_dimensioned", kArgs1056, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__none__float64_dimensioned", kArgs1057, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__none__complex32_dimensioned", kArgs1058, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__none__complex64_dimensioned", kArgs1059, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__none__complex128_dimensioned", kArgs1060, kOutcomes271},
    {"clamp_Tensor__int32_dimensioned__none__bool_zero_dim", kArgs1061, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__uint8_zero_dim", kArgs1062, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int8_zero_dim", kArgs1063, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int16_zero_dim", kArgs1064, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int32_zero_dim", kArgs1065, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__int64_zero_dim", kArgs1066, kOutcomes255},
    {"clamp_Tensor__int32_dimensioned__none__float16_zero_dim", kArgs1067, kOutcomes259},
    {"clamp_Tensor__int32_dimensioned__none__bfloat16_zero_dim", kArgs1068, kOutcomes261},
    {"clamp_Tensor__int32_dimensioned__none__float32_zero_dim", kArgs1069, kOutcomes263},
    {"clamp_Tensor__int32_dimensioned__none__float64_zero_dim", kArgs1070, kOutcomes265},
    {"clamp_Tensor__int32_dimensioned__none__complex32_zero_dim", kArgs1071, kOutcomes267},
    {"clamp_Tensor__int32_dimensioned__none__complex64_zero_dim", kArgs1072, kOutcomes269},
    {"clamp_Tensor__int32_dimensioned__none__complex128_zero_dim", kArgs1073, kOutcomes271},
    {"clamp_Tensor__int64_dimensioned__none__bool_dimensioned", kArgs1074, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__uint8_dimensioned", kArgs1075, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int8_dimensioned", kArgs1076, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int16_dimensioned", kArgs1077, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int32_dimensioned", kArgs1078, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int64_dimensioned", kArgs1079, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__float16_dimensioned", kArgs1080, kOutcomes259},
    {"clamp_Tensor__int64_dimensioned__none__bfloat16_dimensioned", kArgs1081, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__float32_dimensioned", kArgs1082, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__none__float64_dimensioned", kArgs1083, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__none__complex32_dimensioned", kArgs1084, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__none__complex64_dimensioned", kArgs1085, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__none__complex128_dimensioned", kArgs1086, kOutcomes271},
    {"clamp_Tensor__int64_dimensioned__none__bool_zero_dim", kArgs1087, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__uint8_zero_dim", kArgs1088, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int8_zero_dim", kArgs1089, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int16_zero_dim", kArgs1090, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int32_zero_dim", kArgs1091, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__int64_zero_dim", kArgs1092, kOutcomes257},
    {"clamp_Tensor__int64_dimensioned__none__float16_zero_dim", kArgs1093, kOutcomes259},
    {"clamp_Tensor__int64_dimensioned__none__bfloat16_zero_dim", kArgs1094, kOutcomes261},
    {"clamp_Tensor__int64_dimensioned__none__float32_zero_dim", kArgs1095, kOutcomes263},
    {"clamp_Tensor__int64_dimensioned__none__float64_zero_dim", kArgs1096, kOutcomes265},
    {"clamp_Tensor__int64_dimensioned__none__complex32_zero_dim", kArgs1097, kOutcomes267},
    {"clamp_Tensor__int64_dimensioned__none__complex64_zero_dim", kArgs1098, kOutcomes269},
    {"clamp_Tensor__int64_dimensioned__none__complex128_zero_dim", kArgs1099, kOutcomes271},
    {"clamp_Tensor__float16_dimensioned__none__bool_dimensioned", kArgs1100, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__uint8_dimensioned", kArgs1101, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int8_dimensioned", kArgs1102, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int16_dimensioned", kArgs1103, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int32_dimensioned", kArgs1104, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int64_dimensioned", kArgs1105, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__float16_dimensioned", kArgs1106, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__bfloat16_dimensioned", kArgs1107, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__float32_dimensioned", kArgs1108, kOutcomes263},
    {"clamp_Tensor__float16_dimensioned__none__float64_dimensioned", kArgs1109, kOutcomes265},
    {"clamp_Tensor__float16_dimensioned__none__complex32_dimensioned", kArgs1110, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__none__complex64_dimensioned", kArgs1111, kOutcomes269},
    {"clamp_Tensor__float16_dimensioned__none__complex128_dimensioned", kArgs1112, kOutcomes271},
    {"clamp_Tensor__float16_dimensioned__none__bool_zero_dim", kArgs1113, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__uint8_zero_dim", kArgs1114, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int8_zero_dim", kArgs1115, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int16_zero_dim", kArgs1116, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int32_zero_dim", kArgs1117, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__int64_zero_dim", kArgs1118, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__float16_zero_dim", kArgs1119, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__bfloat16_zero_dim", kArgs1120, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__float32_zero_dim", kArgs1121, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__float64_zero_dim", kArgs1122, kOutcomes259},
    {"clamp_Tensor__float16_dimensioned__none__complex32_zero_dim", kArgs1123, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__none__complex64_zero_dim", kArgs1124, kOutcomes267},
    {"clamp_Tensor__float16_dimensioned__none__complex128_zero_dim", kArgs1125, kOutcomes267},
    {"clamp_Tensor__bfloat16_dimensioned__none__bool_dimensioned", kArgs1126, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__uint8_dimensioned", kArgs1127, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int8_dimensioned", kArgs1128, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int16_dimensioned", kArgs1129, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int32_dimensioned", kArgs1130, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int64_dimensioned", kArgs1131, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__float16_dimensioned", kArgs1132, kOutcomes263},
    {"clamp_Tensor__bfloat16_dimensioned__none__bfloat16_dimensioned", kArgs1133, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__float32_dimensioned", kArgs1134, kOutcomes263},
    {"clamp_Tensor__bfloat16_dimensioned__none__float64_dimensioned", kArgs1135, kOutcomes265},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex32_dimensioned", kArgs1136, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex64_dimensioned", kArgs1137, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex128_dimensioned", kArgs1138, kOutcomes271},
    {"clamp_Tensor__bfloat16_dimensioned__none__bool_zero_dim", kArgs1139, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__uint8_zero_dim", kArgs1140, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int8_zero_dim", kArgs1141, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int16_zero_dim", kArgs1142, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int32_zero_dim", kArgs1143, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__int64_zero_dim", kArgs1144, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__float16_zero_dim", kArgs1145, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__bfloat16_zero_dim", kArgs1146, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__float32_zero_dim", kArgs1147, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__float64_zero_dim", kArgs1148, kOutcomes261},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex32_zero_dim", kArgs1149, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex64_zero_dim", kArgs1150, kOutcomes269},
    {"clamp_Tensor__bfloat16_dimensioned__none__complex128_zero_dim", kArgs1151, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__none__bool_dimensioned", kArgs1152, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__uint8_dimensioned", kArgs1153, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int8_dimensioned", kArgs1154, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int16_dimensioned", kArgs1155, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int32_dimensioned", kArgs1156, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int64_dimensioned", kArgs1157, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__float16_dimensioned", kArgs1158, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__bfloat16_dimensioned", kArgs1159, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__float32_dimensioned", kArgs1160, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__float64_dimensioned", kArgs1161, kOutcomes265},
    {"clamp_Tensor__float32_dimensioned__none__complex32_dimensioned", kArgs1162, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__none__complex64_dimensioned", kArgs1163, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__none__complex128_dimensioned", kArgs1164, kOutcomes271},
    {"clamp_Tensor__float32_dimensioned__none__bool_zero_dim", kArgs1165, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__uint8_zero_dim", kArgs1166, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int8_zero_dim", kArgs1167, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int16_zero_dim", kArgs1168, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int32_zero_dim", kArgs1169, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__int64_zero_dim", kArgs1170, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__float16_zero_dim", kArgs1171, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__bfloat16_zero_dim", kArgs1172, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__float32_zero_dim", kArgs1173, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__float64_zero_dim", kArgs1174, kOutcomes263},
    {"clamp_Tensor__float32_dimensioned__none__complex32_zero_dim", kArgs1175, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__none__complex64_zero_dim", kArgs1176, kOutcomes269},
    {"clamp_Tensor__float32_dimensioned__none__complex128_zero_dim", kArgs1177, kOutcomes269},
    {"clamp_Tensor__float64_dimensioned__none__bool_dimensioned", kArgs1178, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__uint8_dimensioned", kArgs1179, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int8_dimensioned", kArgs1180, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int16_dimensioned", kArgs1181, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int32_dimensioned", kArgs1182, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int64_dimensioned", kArgs1183, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__float16_dimensioned", kArgs1184, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__bfloat16_dimensioned", kArgs1185, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__float32_dimensioned", kArgs1186, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__float64_dimensioned", kArgs1187, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__complex32_dimensioned", kArgs1188, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__none__complex64_dimensioned", kArgs1189, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__none__complex128_dimensioned", kArgs1190, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__none__bool_zero_dim", kArgs1191, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__uint8_zero_dim", kArgs1192, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int8_zero_dim", kArgs1193, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int16_zero_dim", kArgs1194, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int32_zero_dim", kArgs1195, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__int64_zero_dim", kArgs1196, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__float16_zero_dim", kArgs1197, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__bfloat16_zero_dim", kArgs1198, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__float32_zero_dim", kArgs1199, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__float64_zero_dim", kArgs1200, kOutcomes265},
    {"clamp_Tensor__float64_dimensioned__none__complex32_zero_dim", kArgs1201, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__none__complex64_zero_dim", kArgs1202, kOutcomes271},
    {"clamp_Tensor__float64_dimensioned__none__complex128_zero_dim", kArgs1203, kOutcomes271},
    {"clamp_Tensor__complex32_dimensioned__none__bool_dimensioned", kArgs1204, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__uint8_dimensioned", kArgs1205, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int8_dimensioned", kArgs1206, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int16_dimensioned", kArgs1207, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int32_dimensioned", kArgs1208, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int64_dimensioned", kArgs1209, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__float16_dimensioned", kArgs1210, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__bfloat16_dimensioned", kArgs1211, kOutcomes269},
    {"clamp_Tensor__complex32_dimensioned__none__float32_dimensioned", kArgs1212, kOutcomes269},
    {"clamp_Tensor__complex32_dimensioned__none__float64_dimensioned", kArgs1213, kOutcomes271},
    {"clamp_Tensor__complex32_dimensioned__none__complex32_dimensioned", kArgs1214, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__complex64_dimensioned", kArgs1215, kOutcomes269},
    {"clamp_Tensor__complex32_dimensioned__none__complex128_dimensioned", kArgs1216, kOutcomes271},
    {"clamp_Tensor__complex32_dimensioned__none__bool_zero_dim", kArgs1217, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__uint8_zero_dim", kArgs1218, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int8_zero_dim", kArgs1219, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int16_zero_dim", kArgs1220, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int32_zero_dim", kArgs1221, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__int64_zero_dim", kArgs1222, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__float16_zero_dim", kArgs1223, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__bfloat16_zero_dim", kArgs1224, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__float32_zero_dim", kArgs1225, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__float64_zero_dim", kArgs1226, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__complex32_zero_dim", kArgs1227, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__complex64_zero_dim", kArgs1228, kOutcomes267},
    {"clamp_Tensor__complex32_dimensioned__none__complex128_zero_dim", kArgs1229, kOutcomes267},
    {"clamp_Tensor__complex64_dimensioned__none__bool_dimensioned", kArgs1230, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__uint8_dimensioned", kArgs1231, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int8_dimensioned", kArgs1232, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int16_dimensioned", kArgs1233, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int32_dimensioned", kArgs1234, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int64_dimensioned", kArgs1235, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__float16_dimensioned", kArgs1236, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__bfloat16_dimensioned", kArgs1237, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__float32_dimensioned", kArgs1238, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__float64_dimensioned", kArgs1239, kOutcomes271},
    {"clamp_Tensor__complex64_dimensioned__none__complex32_dimensioned", kArgs1240, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__complex64_dimensioned", kArgs1241, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__complex128_dimensioned", kArgs1242, kOutcomes271},
    {"clamp_Tensor__complex64_dimensioned__none__bool_zero_dim", kArgs1243, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__uint8_zero_dim", kArgs1244, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int8_zero_dim", kArgs1245, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int16_zero_dim", kArgs1246, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int32_zero_dim", kArgs1247, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__int64_zero_dim", kArgs1248, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__float16_zero_dim", kArgs1249, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__bfloat16_zero_dim", kArgs1250, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__float32_zero_dim", kArgs1251, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__float64_zero_dim", kArgs1252, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__complex32_zero_dim", kArgs1253, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__complex64_zero_dim", kArgs1254, kOutcomes269},
    {"clamp_Tensor__complex64_dimensioned__none__complex128_zero_dim", kArgs1255, kOutcomes269},
    {"clamp_Tensor__complex128_dimensioned__none__bool_dimensioned", kArgs1256, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__uint8_dimensioned", kArgs1257, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int8_dimensioned", kArgs1258, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int16_dimensioned", kArgs1259, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int32_dimensioned", kArgs1260, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int64_dimensioned", kArgs1261, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__float16_dimensioned", kArgs1262, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__bfloat16_dimensioned", kArgs1263, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__float32_dimensioned", kArgs1264, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__float64_dimensioned", kArgs1265, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__complex32_dimensioned", kArgs1266, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__complex64_dimensioned", kArgs1267, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__complex128_dimensioned", kArgs1268, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__bool_zero_dim", kArgs1269, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__uint8_zero_dim", kArgs1270, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int8_zero_dim", kArgs1271, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int16_zero_dim", kArgs1272, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int32_zero_dim", kArgs1273, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__int64_zero_dim", kArgs1274, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__float16_zero_dim", kArgs1275, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__bfloat16_zero_dim", kArgs1276, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__float32_zero_dim", kArgs1277, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__float64_zero_dim", kArgs1278, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__complex32_zero_dim", kArgs1279, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__complex64_zero_dim", kArgs1280, kOutcomes271},
    {"clamp_Tensor__complex128_dimensioned__none__complex128_zero_dim", kArgs1281, kOutcomes271},
    {"clamp_Tensor__bool_zero_dim__none__bool_dimensioned", kArgs1282, kOutcomes247},
    {"clamp_Tensor__bool_zero_dim__none__uint8_dimensioned", kArgs1283, kOutcomes249},
    {"clamp_Tensor__bool_zero_dim__none__int8_dimensioned", kArgs1284, kOutcomes251},
    {"clamp_Tensor__bool_zero_dim__none__int16_dimensioned", kArgs1285, kOutcomes253},
    {"clamp_Tensor__bool_zero_dim__none__int32_dimensioned", kArgs1286, kOutcomes255},
    {"clamp_Tensor__bool_zero_dim__none__int64_dimensioned", kArgs1287, kOutcomes257},
    {"clamp_Tensor__bool_zero_dim__none__float16_dimensioned", kArgs1288, kOutcomes259},
    {"clamp_Tensor__bool_zero_dim__none__bfloat16_dimensioned", kArgs1289, kOutcomes261},
    {"clamp_Tensor__bool_zero_dim__none__float32_dimensioned", kArgs1290, kOutcomes263},
    {"clamp_Tensor__bool_zero_dim__none__float64_dimensioned", kArgs1291, kOutcomes265},
    {"clamp_Tensor__bool_zero_dim__none__complex32_dimensioned", kArgs1292, kOutcomes267},
    {"clamp_Tensor__bool_zero_dim__none__complex64_dimensioned", kArgs1293, kOutcomes269},
    {"clamp_Tensor__bool_zero_dim__none__complex128_dimensioned", kArgs1294, kOutcomes271},
    {"clamp_Tensor__bool_zero_dim__none__bool_zero_dim", kArgs1295, kOutcomes247},
    {"clamp_Tensor__bool_zero_dim__none__uint8_zero_dim", kArgs1296, kOutcomes612},
    {"clamp_Tensor__bool_zero_dim__none__int8_zero_dim", kArgs1297, kOutcomes614},
    {"clamp_Tensor__bool_zero_dim__none__int16_zero_dim", kArgs1298, kOutcomes616},
    {"clamp_Tensor__bool_zero_dim__none__int32_zero_dim", kArgs1299, kOutcomes618},
    {"clamp_Tensor__bool_zero_dim__none__int64_zero_dim", kArgs1300, kOutcomes620},
    {"clamp_Tensor__bool_zero_dim__none__float16_zero_dim", kArgs1301, kOutcomes622},
    {"clamp_Tensor__bool_zero_dim__none__bfloat16_zero_dim", kArgs1302, kOutcomes624},
    {"clamp_Tensor__bool_zero_dim__none__float32_zero_dim", kArgs1303, kOutcomes626},
    {"clamp_Tensor__bool_zero_dim__none__float64_zero_dim", kArgs1304, kOutcomes628},
    {"clamp_Tensor__bool_zero_dim__none__complex32_zero_dim", kArgs1305, kOutcomes267},
    {"clamp_Tensor__bool_zero_dim__none__complex64_zero_dim", kArgs1306, kOutcomes269},
    {"clamp_Tensor__bool_zero_dim__none__complex128_zero_dim", kArgs1307, kOutcomes271},
    {"clamp_Tensor__uint8_zero_dim__none__bool_dimensioned", kArgs1308, kOutcomes249},
    {"clamp_Tensor__uint8_zero_dim__none__uint8_dimensioned", kArgs1309, kOutcomes249},
    {"clamp_Tensor__uint8_zero_dim__none__int8_dimensioned", kArgs1310, kOutcomes251},
    {"clamp_Tensor__uint8_zero_dim__none__int16_dimensioned", kArgs1311, kOutcomes253},
    {"clamp_Tensor__uint8_zero_dim__none__int32_dimensioned", kArgs1312, kOutcomes255},
    {"clamp_Tensor__uint8_zero_dim__none__int64_dimensioned", kArgs1313, kOutcomes257},
    {"clamp_Tensor__uint8_zero_dim__none__float16_dimensioned", kArgs1314, kOutcomes259},
    {"clamp_Tensor__uint8_zero_dim__none__bfloat16_dimensioned", kArgs1315, kOutcomes261},
    {"clamp_Tensor__uint8_zero_dim__none__float32_dimensioned", kArgs1316, kOutcomes263},
    {"clamp_Tensor__uint8_zero_dim__none__float64_dimensioned", kArgs1317, kOutcomes265},
    {"clamp_Tensor__uint8_zero_dim__none__complex32_dimensioned", kArgs1318, kOutcomes267},
    {"clamp_Tensor__uint8_zero_dim__none__complex64_dimensioned", kArgs1319, kOutcomes269},
    {"clamp_Tensor__uint8_zero_dim__none__complex128_dimensioned", kArgs1320, kOutcomes271},
    {"clamp_Tensor__uint8_zero_dim__none__bool_zero_dim", kArgs1321, kOutcomes612},
    {"clamp_Tensor__uint8_zero_dim__none__uint8_zero_dim", kArgs1322, kOutcomes612},
    {"clamp_Tensor__uint8_zero_dim__none__int8_zero_dim", kArgs1323, kOutcomes616},
    {"clamp_Tensor__uint8_zero_dim__none__int16_zero_dim", kArgs1324, kOutcomes616},
    {"clamp_Tensor__uint8_zero_dim__none__int32_zero_dim", kArgs1325, kOutcomes618},
    {"clamp_Tensor__uint8_zero_dim__none__int64_zero_dim", kArgs1326, kOutcomes620},
    {"clamp_Tensor__uint8_zero_dim__none__float16_zero_dim", kArgs1327, kOutcomes622},
    {"clamp_Tensor__uint8_zero_dim__none__bfloat16_zero_dim", kArgs1328, kOutcomes624},
    {"clamp_Tensor__uint8_zero_dim__none__float32_zero_dim", kArgs1329, kOutcomes626},
    {"clamp_Tensor__uint8_zero_dim__none__float64_zero_dim", kArgs1330, kOutcomes628},
    {"clamp_Tensor__uint8_zero_dim__none__complex32_zero_dim", kArgs1331, kOutcomes267},
    {"clamp_Tensor__uint8_zero_dim__none__complex64_zero_dim", kArgs1332, kOutcomes269},
    {"clamp_Tensor__uint8_zero_dim__none__complex128_zero_dim", kArgs1333, kOutcomes271},
    {"clamp_Tensor__int8_zero_dim__none__bool_dimensioned", kArgs1334, kOutcomes251},
    {"clamp_Tensor__int8_zero_dim__none__uint8_dimensioned", kArgs1335, kOutcomes249},
    {"clamp_Tensor__int8_zero_dim__none__int8_dimensioned", kArgs1336, kOutcomes251},
    {"clamp_Tensor__int8_zero_dim__none__int16_dimensioned", kArgs1337, kOutcomes253},
    {"clamp_Tensor__int8_zero_dim__none__int32_dimensioned", kArgs1338, kOutcomes255},
    {"clamp_Tensor__int8_zero_dim__none__int64_dimensioned", kArgs1339, kOutcomes257},
    {"clamp_Tensor__int8_zero_dim__none__float16_dimensioned", kArgs1340, kOutcomes259},
    {"clamp_Tensor__int8_zero_dim__none__bfloat16_dimensioned", kArgs1341, kOutcomes261},
    {"clamp_Tensor__int8_zero_dim__none__float32_dimensioned", kArgs1342, kOutcomes263},
    {"clamp_Tensor__int8_zero_dim__none__float64_dimensioned", kArgs1343, kOutcomes265},
    {"clamp_Tensor__int8_zero_dim__none__complex32_dimensioned", kArgs1344, kOutcomes267},
    {"clamp_Tensor__int8_zero_dim__none__complex64_dimensioned", kArgs1345, kOutcomes269},
    {"clamp_Tensor__int8_zero_dim__none__complex128_dimensioned", kArgs1346, kOutcomes271},
    {"clamp_Tensor__int8_zero_dim__none__bool_zero_dim", kArgs1347, kOutcomes614},
    {"clamp_Tensor__int8_zero_dim__none__uint8_zero_dim", kArgs1348, kOutcomes616},
    {"clamp_Tensor__int8_zero_dim__none__int8_zero_dim", kArgs1349, kOutcomes614},
    {"clamp_Tensor__int8_zero_dim__none__int16_zero_dim", kArgs1350, kOutcomes616},
    {"clamp_Tensor__int8_zero_dim__none__int32_zero_dim", kArgs1351, kOutcomes618},
    {"clamp_Tensor__int8_zero_dim__none__int64_zero_dim", kArgs1352, kOutcomes620},
    {"clamp_Tensor__int8_zero_dim__none__float16_zero_dim", kArgs1353, kOutcomes622},
    {"clamp_Tensor__int8_zero_dim__none__bfloat16_zero_dim", kArgs1354, kOutcomes624},
    {"clamp_Tensor__int8_zero_dim__none__float32_zero_dim", kArgs1355, kOutcomes626},
    {"clamp_Tensor__int8_zero_dim__none__float64_zero_dim", kArgs1356, kOutcomes628},
    {"clamp_Tensor__int8_zero_dim__none__complex32_zero_dim", kArgs1357, kOutcomes267},
    {"clamp_Tensor__int8_zero_dim__none__complex64_zero_dim", kArgs1358, kOutcomes269},
    {"clamp_Tensor__int8_zero_dim__none__complex128_zero_dim", kArgs1359, kOutcomes271},
    {"clamp_Tensor__int16_zero_dim__none__bool_dimensioned", kArgs1360, kOutcomes253},
    {"clamp_Tensor__int16_zero_dim__none__uint8_dimensioned", kArgs1361, kOutcomes249},
    {"clamp_Tensor__int16_zero_dim__none__int8_dimensioned", kArgs1362, kOutcomes251},
    {"clamp_Tensor__int16_zero_dim__none__int16_dimensioned", kArgs1363, kOutcomes253},
    {"clamp_Tensor__int16_zero_dim__none__int32_dimensioned", kArgs1364, kOutcomes255},
    {"clamp_Tensor__int16_zero_dim__none__int64_dimensioned", kArgs1365, kOutcomes257},
    {"clamp_Tensor__int16_zero_dim__none__float16_dimensioned", kArgs1366, kOutcomes259},
    {"clamp_Tensor__int16_zero_dim__none__bfloat16_dimensioned", kArgs1367, kOutcomes261},
    {"clamp_Tensor__int16_zero_dim__none__float32_dimensioned", kArgs1368, kOutcomes263},
    {"clamp_Tensor__int16_zero_dim__none__float64_dimensioned", kArgs1369, kOutcomes265},
    {"clamp_Tensor__int16_zero_dim__none__complex32_dimensioned", kArgs1370, kOutcomes267},
    {"clamp_Tensor__int16_zero_dim__none__complex64_dimensioned", kArgs1371, kOutcomes269},
    {"clamp_Tensor__int16_zero_dim__none__complex128_dimensioned", kArgs1372, kOutcomes271},
    {"clamp_Tensor__int16_zero_dim__none__bool_zero_dim", kArgs1373, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__none__uint8_zero_dim", kArgs1374, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__none__int8_zero_dim", kArgs1375, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__none__int16_zero_dim", kArgs1376, kOutcomes616},
    {"clamp_Tensor__int16_zero_dim__none__int32_zero_dim", kArgs1377, kOutcomes618},
    {"clamp_Tensor__int16_zero_dim__none__int64_zero_dim", kArgs1378, kOutcomes620},
    {"clamp_Tensor__int16_zero_dim__none__float16_zero_dim", kArgs1379, kOutcomes622},
    {"clamp_Tensor__int16_zero_dim__none__bfloat16_zero_dim", kArgs1380, kOutcomes624},
    {"clamp_Tensor__int16_zero_dim__none__float32_zero_dim", kArgs1381, kOutcomes626},
    {"clamp_Tensor__int16_zero_dim__none__float64_zero_dim", kArgs1382, kOutcomes628},
    {"clamp_Tensor__int16_zero_dim__none__complex32_zero_dim", kArgs1383, kOutcomes267},
    {"clamp_Tensor__int16_zero_dim__none__complex64_zero_dim", kArgs1384, kOutcomes269},
    {"clamp_Tensor__int16_zero_dim__none__complex128_zero_dim", kArgs1385, kOutcomes271},
    {"clamp_Tensor__int32_zero_dim__none__bool_dimensioned", kArgs1386, kOutcomes255},
    {"clamp_Tensor__int32_zero_dim__none__uint8_dimensioned", kArgs1387, kOutcomes249},
    {"clamp_Tensor__int32_zero_dim__none__int8_dimensioned", kArgs1388, kOutcomes251},
    {"clamp_Tensor__int32_zero_dim__none__int16_dimensioned", kArgs1389, kOutcomes253},
    {"clamp_Tensor__int32_zero_dim__none__int32_dimensioned", kArgs1390, kOutcomes255},
    {"clamp_Tensor__int32_zero_dim__none__int64_dimensioned", kArgs1391, kOutcomes257},
    {"clamp_Tensor__int32_zero_dim__none__float16_dimensioned", kArgs1392, kOutcomes259},
    {"clamp_Tensor__int32_zero_dim__none__bfloat16_dimensioned", kArgs1393, kOutcomes261},
    {"clamp_Tensor__int32_zero_dim__none__float32_dimensioned", kArgs1394, kOutcomes263},
    {"clamp_Tensor__int32_zero_dim__none__float64_dimensioned", kArgs1395, kOutcomes265},
    {"clamp_Tensor__int32_zero_dim__none__complex32_dimensioned", kArgs1396, kOutcomes267},
    {"clamp_Tensor__int32_zero_dim__none__complex64_dimensioned", kArgs1397, kOutcomes269},
    {"clamp_Tensor__int32_zero_dim__none__complex128_dimensioned", kArgs1398, kOutcomes271},
    {"clamp_Tensor__int32_zero_dim__none__bool_zero_dim", kArgs1399, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__none__uint8_zero_dim", kArgs1400, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__none__int8_zero_dim", kArgs1401, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__none__int16_zero_dim", kArgs1402, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__none__int32_zero_dim", kArgs1403, kOutcomes618},
    {"clamp_Tensor__int32_zero_dim__none__int64_zero_dim", kArgs1404, kOutcomes620},
    {"clamp_Tensor__int32_zero_dim__none__float16_zero_dim", kArgs1405, kOutcomes622},
    {"clamp_Tensor__int32_zero_dim__none__bfloat16_zero_dim", kArgs1406, kOutcomes624},
    {"clamp_Tensor__int32_zero_dim__none__float32_zero_dim", kArgs1407, kOutcomes626},
    {"clamp_Tensor__int32_zero_dim__none__float64_zero_dim", kArgs1408, kOutcomes628},
    {"clamp_Tensor__int32_zero_dim__none__complex32_zero_dim", kArgs1409, kOutcomes267},
    {"clamp_Tensor__int32_zero_dim__none__complex64_zero_dim", kArgs1410, kOutcomes269},
    {"clamp_Tensor__int32_zero_dim__none__complex128_zero_dim", kArgs1411, kOutcomes271},
    {"clamp_Tensor__int64_zero_dim__none__bool_dimensioned", kArgs1412, kOutcomes257},
    {"clamp_Tensor__int64_zero_dim__none__uint8_dimensioned", kArgs1413, kOutcomes249},
    {"clamp_Tensor__int64_zero_dim__none__int8_dimensioned", kArgs1414, kOutcomes251},
    {"clamp_Tensor__int64_zero_dim__none__int16_dimensioned", kArgs1415, kOutcomes253},
    {"clamp_Tensor__int64_zero_dim__none__int32_dimensioned", kArgs1416, kOutcomes255},
    {"clamp_Tensor__int64_zero_dim__none__int64_dimensioned", kArgs1417, kOutcomes257},
    {"clamp_Tensor__int64_zero_dim__none__float16_dimensioned", kArgs1418, kOutcomes259},
    {"clamp_Tensor__int64_zero_dim__none__bfloat16_dimensioned", kArgs1419, kOutcomes261},
    {"clamp_Tensor__int64_zero_dim__none__float32_dimensioned", kArgs1420, kOutcomes263},
    {"clamp_Tensor__int64_zero_dim__none__float64_dimensioned", kArgs1421, kOutcomes265},
    {"clamp_Tensor__int64_zero_dim__none__complex32_dimensioned", kArgs1422, kOutcomes267},
    {"clamp_Tensor__int64_zero_dim__none__complex64_dimensioned", kArgs1423, kOutcomes269},
    {"clamp_Tensor__int64_zero_dim__none__complex128_dimensioned", kArgs1424, kOutcomes271},
    {"clamp_Tensor__int64_zero_dim__none__bool_zero_dim", kArgs1425, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__none__uint8_zero_dim", kArgs1426, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__none__int8_zero_dim", kArgs1427, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__none__int16_zero_dim", kArgs1428, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__none__int32_zero_dim", kArgs1429, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__none__int64_zero_dim", kArgs1430, kOutcomes620},
    {"clamp_Tensor__int64_zero_dim__none__float16_zero_dim", kArgs1431, kOutcomes622},
    {"clamp_Tensor__int64_zero_dim__none__bfloat16_zero_dim", kArgs1432, kOutcomes624},
    {"clamp_Tensor__int64_zero_dim__none__float32_zero_dim", kArgs1433, kOutcomes626},
    {"clamp_Tensor__int64_zero_dim__none__float64_zero_dim", kArgs1434, kOutcomes628},
    {"clamp_Tensor__int64_zero_dim__none__complex32_zero_dim", kArgs1435, kOutcomes267},
    {"clamp_Tensor__int64_zero_dim__none__complex64_zero_dim", kArgs1436, kOutcomes269},
    {"clamp_Tensor__int64_zero_dim__none__complex128_zero_dim", kArgs1437, kOutcomes271},
    {"clamp_Tensor__float16_zero_dim__none__bool_dimensioned", kArgs1438, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__uint8_dimensioned", kArgs1439, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__int8_dimensioned", kArgs1440, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__int16_dimensioned", kArgs1441, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__int32_dimensioned", kArgs1442, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__int64_dimensioned", kArgs1443, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__float16_dimensioned", kArgs1444, kOutcomes259},
    {"clamp_Tensor__float16_zero_dim__none__bfloat16_dimensioned", kArgs1445, kOutcomes261},
    {"clamp_Tensor__float16_zero_dim__none__float32_dimensioned", kArgs1446, kOutcomes263},
    {"clamp_Tensor__float16_zero_dim__none__float64_dimensioned", kArgs1447, kOutcomes265},
    {"clamp_Tensor__float16_zero_dim__none__complex32_dimensioned", kArgs1448, kOutcomes267},
    {"clamp_Tensor__float16_zero_dim__none__complex64_dimensioned", kArgs1449, kOutcomes269},
    {"clamp_Tensor__float16_zero_dim__none__complex128_dimensioned", kArgs1450, kOutcomes271},
    {"clamp_Tensor__float16_zero_dim__none__bool_zero_dim", kArgs1451, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__uint8_zero_dim", kArgs1452, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__int8_zero_dim", kArgs1453, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__int16_zero_dim", kArgs1454, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__int32_zero_dim", kArgs1455, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__int64_zero_dim", kArgs1456, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__float16_zero_dim", kArgs1457, kOutcomes622},
    {"clamp_Tensor__float16_zero_dim__none__bfloat16_zero_dim", kArgs1458, kOutcomes626},
    {"clamp_Tensor__float16_zero_dim__none__float32_zero_dim", kArgs1459, kOutcomes626},
    {"clamp_Tensor__float16_zero_dim__none__float64_zero_dim", kArgs1460, kOutcomes628},
    {"clamp_Tensor__float16_zero_dim__none__complex32_zero_dim", kArgs1461, kOutcomes267},
    {"clamp_Tensor__float16_zero_dim__none__complex64_zero_dim", kArgs1462, kOutcomes269},
    {"clamp_Tensor__float16_zero_dim__none__complex128_zero_dim", kArgs1463, kOutcomes271},
    {"clamp_Tensor__bfloat16_zero_dim__none__bool_dimensioned", kArgs1464, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__uint8_dimensioned", kArgs1465, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__int8_dimensioned", kArgs1466, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__int16_dimensioned", kArgs1467, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__int32_dimensioned", kArgs1468, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__int64_dimensioned", kArgs1469, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__float16_dimensioned", kArgs1470, kOutcomes259},
    {"clamp_Tensor__bfloat16_zero_dim__none__bfloat16_dimensioned", kArgs1471, kOutcomes261},
    {"clamp_Tensor__bfloat16_zero_dim__none__float32_dimensioned", kArgs1472, kOutcomes263},
    {"clamp_Tensor__bfloat16_zero_dim__none__float64_dimensioned", kArgs1473, kOutcomes265},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex32_dimensioned", kArgs1474, kOutcomes267},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex64_dimensioned", kArgs1475, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex128_dimensioned", kArgs1476, kOutcomes271},
    {"clamp_Tensor__bfloat16_zero_dim__none__bool_zero_dim", kArgs1477, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__uint8_zero_dim", kArgs1478, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__int8_zero_dim", kArgs1479, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__int16_zero_dim", kArgs1480, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__int32_zero_dim", kArgs1481, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__int64_zero_dim", kArgs1482, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__float16_zero_dim", kArgs1483, kOutcomes626},
    {"clamp_Tensor__bfloat16_zero_dim__none__bfloat16_zero_dim", kArgs1484, kOutcomes624},
    {"clamp_Tensor__bfloat16_zero_dim__none__float32_zero_dim", kArgs1485, kOutcomes626},
    {"clamp_Tensor__bfloat16_zero_dim__none__float64_zero_dim", kArgs1486, kOutcomes628},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex32_zero_dim", kArgs1487, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex64_zero_dim", kArgs1488, kOutcomes269},
    {"clamp_Tensor__bfloat16_zero_dim__none__complex128_zero_dim", kArgs1489, kOutcomes271},
    {"clamp_Tensor__float32_zero_dim__none__bool_dimensioned", kArgs1490, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__uint8_dimensioned", kArgs1491, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__int8_dimensioned", kArgs1492, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__int16_dimensioned", kArgs1493, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__int32_dimensioned", kArgs1494, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__int64_dimensioned", kArgs1495, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__float16_dimensioned", kArgs1496, kOutcomes259},
    {"clamp_Tensor__float32_zero_dim__none__bfloat16_dimensioned", kArgs1497, kOutcomes261},
    {"clamp_Tensor__float32_zero_dim__none__float32_dimensioned", kArgs1498, kOutcomes263},
    {"clamp_Tensor__float32_zero_dim__none__float64_dimensioned", kArgs1499, kOutcomes265},
    {"clamp_Tensor__float32_zero_dim__none__complex32_dimensioned", kArgs1500, kOutcomes267},
    {"clamp_Tensor__float32_zero_dim__none__complex64_dimensioned", kArgs1501, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__none__complex128_dimensioned", kArgs1502, kOutcomes271},
    {"clamp_Tensor__float32_zero_dim__none__bool_zero_dim", kArgs1503, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__uint8_zero_dim", kArgs1504, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__int8_zero_dim", kArgs1505, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__int16_zero_dim", kArgs1506, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__int32_zero_dim", kArgs1507, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__int64_zero_dim", kArgs1508, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__float16_zero_dim", kArgs1509, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__bfloat16_zero_dim", kArgs1510, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__float32_zero_dim", kArgs1511, kOutcomes626},
    {"clamp_Tensor__float32_zero_dim__none__float64_zero_dim", kArgs1512, kOutcomes628},
    {"clamp_Tensor__float32_zero_dim__none__complex32_zero_dim", kArgs1513, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__none__complex64_zero_dim", kArgs1514, kOutcomes269},
    {"clamp_Tensor__float32_zero_dim__none__complex128_zero_dim", kArgs1515, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__none__bool_dimensioned", kArgs1516, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__uint8_dimensioned", kArgs1517, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__int8_dimensioned", kArgs1518, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__int16_dimensioned", kArgs1519, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__int32_dimensioned", kArgs1520, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__int64_dimensioned", kArgs1521, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__float16_dimensioned", kArgs1522, kOutcomes259},
    {"clamp_Tensor__float64_zero_dim__none__bfloat16_dimensioned", kArgs1523, kOutcomes261},
    {"clamp_Tensor__float64_zero_dim__none__float32_dimensioned", kArgs1524, kOutcomes263},
    {"clamp_Tensor__float64_zero_dim__none__float64_dimensioned", kArgs1525, kOutcomes265},
    {"clamp_Tensor__float64_zero_dim__none__complex32_dimensioned", kArgs1526, kOutcomes267},
    {"clamp_Tensor__float64_zero_dim__none__complex64_dimensioned", kArgs1527, kOutcomes269},
    {"clamp_Tensor__float64_zero_dim__none__complex128_dimensioned", kArgs1528, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__none__bool_zero_dim", kArgs1529, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__uint8_zero_dim", kArgs1530, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__int8_zero_dim", kArgs1531, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__int16_zero_dim", kArgs1532, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__int32_zero_dim", kArgs1533, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__int64_zero_dim", kArgs1534, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__float16_zero_dim", kArgs1535, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__bfloat16_zero_dim", kArgs1536, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__float32_zero_dim", kArgs1537, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__float64_zero_dim", kArgs1538, kOutcomes628},
    {"clamp_Tensor__float64_zero_dim__none__complex32_zero_dim", kArgs1539, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__none__complex64_zero_dim", kArgs1540, kOutcomes271},
    {"clamp_Tensor__float64_zero_dim__none__complex128_zero_dim", kArgs1541, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__none__bool_dimensioned", kArgs1542, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__uint8_dimensioned", kArgs1543, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int8_dimensioned", kArgs1544, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int16_dimensioned", kArgs1545, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int32_dimensioned", kArgs1546, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int64_dimensioned", kArgs1547, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__float16_dimensioned", kArgs1548, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__bfloat16_dimensioned", kArgs1549, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__none__float32_dimensioned", kArgs1550, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__none__float64_dimensioned", kArgs1551, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__none__complex32_dimensioned", kArgs1552, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__complex64_dimensioned", kArgs1553, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__none__complex128_dimensioned", kArgs1554, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__none__bool_zero_dim", kArgs1555, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__uint8_zero_dim", kArgs1556, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int8_zero_dim", kArgs1557, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int16_zero_dim", kArgs1558, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int32_zero_dim", kArgs1559, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__int64_zero_dim", kArgs1560, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__float16_zero_dim", kArgs1561, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__bfloat16_zero_dim", kArgs1562, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__none__float32_zero_dim", kArgs1563, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__none__float64_zero_dim", kArgs1564, kOutcomes271},
    {"clamp_Tensor__complex32_zero_dim__none__complex32_zero_dim", kArgs1565, kOutcomes267},
    {"clamp_Tensor__complex32_zero_dim__none__complex64_zero_dim", kArgs1566, kOutcomes269},
    {"clamp_Tensor__complex32_zero_dim__none__complex128_zero_dim", kArgs1567, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__none__bool_dimensioned", kArgs1568, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__uint8_dimensioned", kArgs1569, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int8_dimensioned", kArgs1570, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int16_dimensioned", kArgs1571, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int32_dimensioned", kArgs1572, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int64_dimensioned", kArgs1573, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__float16_dimensioned", kArgs1574, kOutcomes267},
    {"clamp_Tensor__complex64_zero_dim__none__bfloat16_dimensioned", kArgs1575, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__float32_dimensioned", kArgs1576, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__float64_dimensioned", kArgs1577, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__none__complex32_dimensioned", kArgs1578, kOutcomes267},
    {"clamp_Tensor__complex64_zero_dim__none__complex64_dimensioned", kArgs1579, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__complex128_dimensioned", kArgs1580, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__none__bool_zero_dim", kArgs1581, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__uint8_zero_dim", kArgs1582, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int8_zero_dim", kArgs1583, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int16_zero_dim", kArgs1584, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int32_zero_dim", kArgs1585, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__int64_zero_dim", kArgs1586, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__float16_zero_dim", kArgs1587, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__bfloat16_zero_dim", kArgs1588, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__float32_zero_dim", kArgs1589, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__float64_zero_dim", kArgs1590, kOutcomes271},
    {"clamp_Tensor__complex64_zero_dim__none__complex32_zero_dim", kArgs1591, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__complex64_zero_dim", kArgs1592, kOutcomes269},
    {"clamp_Tensor__complex64_zero_dim__none__complex128_zero_dim", kArgs1593, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__bool_dimensioned", kArgs1594, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__uint8_dimensioned", kArgs1595, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int8_dimensioned", kArgs1596, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int16_dimensioned", kArgs1597, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int32_dimensioned", kArgs1598, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int64_dimensioned", kArgs1599, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__float16_dimensioned", kArgs1600, kOutcomes267},
    {"clamp_Tensor__complex128_zero_dim__none__bfloat16_dimensioned", kArgs1601, kOutcomes269},
    {"clamp_Tensor__complex128_zero_dim__none__float32_dimensioned", kArgs1602, kOutcomes269},
    {"clamp_Tensor__complex128_zero_dim__none__float64_dimensioned", kArgs1603, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__complex32_dimensioned", kArgs1604, kOutcomes267},
    {"clamp_Tensor__complex128_zero_dim__none__complex64_dimensioned", kArgs1605, kOutcomes269},
    {"clamp_Tensor__complex128_zero_dim__none__complex128_dimensioned", kArgs1606, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__bool_zero_dim", kArgs1607, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__uint8_zero_dim", kArgs1608, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int8_zero_dim", kArgs1609, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int16_zero_dim", kArgs1610, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int32_zero_dim", kArgs1611, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__int64_zero_dim", kArgs1612, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__float16_zero_dim", kArgs1613, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__bfloat16_zero_dim", kArgs1614, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__float32_zero_dim", kArgs1615, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__float64_zero_dim", kArgs1616, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__complex32_zero_dim", kArgs1617, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__complex64_zero_dim", kArgs1618, kOutcomes271},
    {"clamp_Tensor__complex128_zero_dim__none__complex128_zero_dim", kArgs1619, kOutcomes271},
};
constexpr Outcome kOutcomes1620[] = {call(2).raises(&kError13)};
constexpr ErrorSpec kError1621 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes1622[] = {call(2).raises(&kError1621)};
constexpr ErrorSpec kError1623 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes1624[] = {call(2).raises(&kError1623)};
constexpr ErrorSpec kError1625 = {"RuntimeError", "Found dtype Bool but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1626[] = {call(2).raises(&kError1625)};
constexpr Outcome kOutcomes1627[] = {call(2).dtype(kUInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1628 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes1629[] = {call(2).raises(&kError1628)};
constexpr ErrorSpec kError1630 = {"RuntimeError", "Found dtype Byte but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1631[] = {call(2).raises(&kError1630)};
constexpr Outcome kOutcomes1632[] = {call(2).dtype(kInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1633 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes1634[] = {call(2).raises(&kError1633)};
constexpr ErrorSpec kError1635 = {"RuntimeError", "Found dtype Char but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1636[] = {call(2).raises(&kError1635)};
constexpr Outcome kOutcomes1637[] = {call(2).dtype(kInt16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1638 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes1639[] = {call(2).raises(&kError1638)};
constexpr ErrorSpec kError1640 = {"RuntimeError", "Found dtype Short but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1641[] = {call(2).raises(&kError1640)};
constexpr Outcome kOutcomes1642[] = {call(2).dtype(kInt32).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1643 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes1644[] = {call(2).raises(&kError1643)};
constexpr ErrorSpec kError1645 = {"RuntimeError", "Found dtype Int but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1646[] = {call(2).raises(&kError1645)};
constexpr Outcome kOutcomes1647[] = {call(2).dtype(kInt64).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1648 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes1649[] = {call(2).raises(&kError1648)};
constexpr ErrorSpec kError1650 = {"RuntimeError", "Found dtype Long but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1651[] = {call(2).raises(&kError1650)};
constexpr Outcome kOutcomes1652[] = {call(2).dtype(kHalf).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1653 = {"RuntimeError", "Found dtype Half but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes1654[] = {call(2).raises(&kError1653)};
constexpr Outcome kOutcomes1655[] = {call(2).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1656 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1657[] = {call(2).raises(&kError1656)};
constexpr Outcome kOutcomes1658[] = {call(2).dtype(kFloat).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1659 = {"RuntimeError", "Found dtype Float but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes1660[] = {call(2).raises(&kError1659)};
constexpr Outcome kOutcomes1661[] = {call(2).dtype(kDouble).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1662 = {"RuntimeError", "Found dtype Double but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes1663[] = {call(2).raises(&kError1662)};
constexpr Outcome kOutcomes1664[] = {call(2).raises(&kError51)};
constexpr Outcome kOutcomes1665[] = {call(2).raises(&kError20)};
constexpr Outcome kOutcomes1666[] = {call(2).raises(&kError67)};
constexpr ArgSpec kOut1667 = tensor_spec(kBool, kInts11);
constexpr ErrorSpec kError1668 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1669[] = {call(3).out_tensor(&kOut1667).raises(&kError1668)};
constexpr ArgSpec kOut1670 = tensor_spec(kUInt8, kInts11);
constexpr Outcome kOutcomes1671[] = {call(3).out_tensor(&kOut1670).dtype(kUInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr ArgSpec kOut1672 = tensor_spec(kInt8, kInts11);
constexpr ErrorSpec kError1673 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1674[] = {call(3).out_tensor(&kOut1672).raises(&kError1673)};
constexpr ArgSpec kOut1675 = tensor_spec(kInt16, kInts11);
constexpr ErrorSpec kError1676 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1677[] = {call(3).out_tensor(&kOut1675).raises(&kError1676)};
constexpr ArgSpec kOut1678 = tensor_spec(kInt32, kInts11);
constexpr ErrorSpec kError1679 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1680[] = {call(3).out_tensor(&kOut1678).raises(&kError1679)};
constexpr ArgSpec kOut1681 = tensor_spec(kInt64, kInts11);
constexpr ErrorSpec kError1682 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1683[] = {call(3).out_tensor(&kOut1681).raises(&kError1682)};
constexpr ArgSpec kOut1684 = tensor_spec(kHalf, kInts11);
constexpr ErrorSpec kError1685 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1686[] = {call(3).out_tensor(&kOut1684).raises(&kError1685)};
constexpr ArgSpec kOut1687 = tensor_spec(kBFloat16, kInts11);
constexpr ErrorSpec kError1688 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1689[] = {call(3).out_tensor(&kOut1687).raises(&kError1688)};
constexpr ArgSpec kOut1690 = tensor_spec(kFloat, kInts11);
constexpr ErrorSpec kError1691 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1692[] = {call(3).out_tensor(&kOut1690).raises(&kError1691)};
constexpr ArgSpec kOut1693 = tensor_spec(kDouble, kInts11);
constexpr ErrorSpec kError1694 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1695[] = {call(3).out_tensor(&kOut1693).raises(&kError1694)};
constexpr ArgSpec kOut1696 = tensor_spec(kComplexHalf, kInts11);
constexpr ErrorSpec kError1697 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1698[] = {call(3).out_tensor(&kOut1696).raises(&kError1697)};
constexpr ArgSpec kOut1699 = tensor_spec(kComplexFloat, kInts11);
constexpr ErrorSpec kError1700 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1701[] = {call(3).out_tensor(&kOut1699).raises(&kError1700)};
constexpr ArgSpec kOut1702 = tensor_spec(kComplexDouble, kInts11);
constexpr ErrorSpec kError1703 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes1704[] = {call(3).out_tensor(&kOut1702).raises(&kError1703)};
constexpr ErrorSpec kError1705 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes1706[] = {call(3).out_tensor(&kOut1667).raises(&kError1705)};
constexpr ErrorSpec kError1707 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes1708[] = {call(3).out_tensor(&kOut1670).raises(&kError1707)};
constexpr Outcome kOutcomes1709[] = {call(3).out_tensor(&kOut1672).dtype(kInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1710 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes1711[] = {call(3).out_tensor(&kOut1675).raises(&kError1710)};
constexpr ErrorSpec kError1712 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes1713[] = {call(3).out_tensor(&kOut1678).raises(&kError1712)};
constexpr ErrorSpec kError1714 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes1715[] = {call(3).out_tensor(&kOut1681).raises(&kError1714)};
constexpr ErrorSpec kError1716 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes1717[] = {call(3).out_tensor(&kOut1684).raises(&kError1716)};
constexpr ErrorSpec kError1718 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes1719[] = {call(3).out_tensor(&kOut1687).raises(&kError1718)};
constexpr ErrorSpec kError1720 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes1721[] = {call(3).out_tensor(&kOut1690).raises(&kError1720)};
constexpr ErrorSpec kError1722 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes1723[] = {call(3).out_tensor(&kOut1693).raises(&kError1722)};
constexpr ErrorSpec kError1724 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes1725[] = {call(3).out_tensor(&kOut1696).raises(&kError1724)};
constexpr ErrorSpec kError1726 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes1727[] = {call(3).out_tensor(&kOut1699).raises(&kError1726)};
constexpr ErrorSpec kError1728 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes1729[] = {call(3).out_tensor(&kOut1702).raises(&kError1728)};
constexpr ErrorSpec kError1730 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes1731[] = {call(3).out_tensor(&kOut1667).raises(&kError1730)};
constexpr ErrorSpec kError1732 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes1733[] = {call(3).out_tensor(&kOut1670).raises(&kError1732)};
constexpr ErrorSpec kError1734 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes1735[] = {call(3).out_tensor(&kOut1672).raises(&kError1734)};
constexpr Outcome kOutcomes1736[] = {call(3).out_tensor(&kOut1675).dtype(kInt16).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1737 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes1738[] = {call(3).out_tensor(&kOut1678).raises(&kError1737)};
constexpr ErrorSpec kError1739 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes1740[] = {call(3).out_tensor(&kOut1681).raises(&kError1739)};
constexpr ErrorSpec kError1741 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes1742[] = {call(3).out_tensor(&kOut1684).raises(&kError1741)};
constexpr ErrorSpec kError1743 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes1744[] = {call(3).out_tensor(&kOut1687).raises(&kError1743)};
constexpr ErrorSpec kError1745 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes1746[] = {call(3).out_tensor(&kOut1690).raises(&kError1745)};
constexpr ErrorSpec kError1747 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes1748[] = {call(3).out_tensor(&kOut1693).raises(&kError1747)};
constexpr ErrorSpec kError1749 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes1750[] = {call(3).out_tensor(&kOut1696).raises(&kError1749)};
constexpr ErrorSpec kError1751 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes1752[] = {call(3).out_tensor(&kOut1699).raises(&kError1751)};
constexpr ErrorSpec kError1753 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes1754[] = {call(3).out_tensor(&kOut1702).raises(&kError1753)};
constexpr ErrorSpec kError1755 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes1756[] = {call(3).out_tensor(&kOut1667).raises(&kError1755)};
constexpr ErrorSpec kError1757 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes1758[] = {call(3).out_tensor(&kOut1670).raises(&kError1757)};
constexpr ErrorSpec kError1759 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes1760[] = {call(3).out_tensor(&kOut1672).raises(&kError1759)};
constexpr ErrorSpec kError1761 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes1762[] = {call(3).out_tensor(&kOut1675).raises(&kError1761)};
constexpr Outcome kOutcomes1763[] = {call(3).out_tensor(&kOut1678).dtype(kInt32).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1764 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes1765[] = {call(3).out_tensor(&kOut1681).raises(&kError1764)};
constexpr ErrorSpec kError1766 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes1767[] = {call(3).out_tensor(&kOut1684).raises(&kError1766)};
constexpr ErrorSpec kError1768 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes1769[] = {call(3).out_tensor(&kOut1687).raises(&kError1768)};
constexpr ErrorSpec kError1770 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes1771[] = {call(3).out_tensor(&kOut1690).raises(&kError1770)};
constexpr ErrorSpec kError1772 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes1773[] = {call(3).out_tensor(&kOut1693).raises(&kError1772)};
constexpr ErrorSpec kError1774 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes1775[] = {call(3).out_tensor(&kOut1696).raises(&kError1774)};
constexpr ErrorSpec kError1776 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes1777[] = {call(3).out_tensor(&kOut1699).raises(&kError1776)};
constexpr ErrorSpec kError1778 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes1779[] = {call(3).out_tensor(&kOut1702).raises(&kError1778)};
constexpr Outcome kOutcomes1780[] = {call(3).out_tensor(&kOut1667).raises(&kError1621)};
constexpr ErrorSpec kError1781 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes1782[] = {call(3).out_tensor(&kOut1670).raises(&kError1781)};
constexpr ErrorSpec kError1783 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes1784[] = {call(3).out_tensor(&kOut1672).raises(&kError1783)};
constexpr ErrorSpec kError1785 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes1786[] = {call(3).out_tensor(&kOut1675).raises(&kError1785)};
constexpr ErrorSpec kError1787 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes1788[] = {call(3).out_tensor(&kOut1678).raises(&kError1787)};
constexpr Outcome kOutcomes1789[] = {call(3).out_tensor(&kOut1681).dtype(kInt64).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1790 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes1791[] = {call(3).out_tensor(&kOut1684).raises(&kError1790)};
constexpr ErrorSpec kError1792 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes1793[] = {call(3).out_tensor(&kOut1687).raises(&kError1792)};
constexpr ErrorSpec kError1794 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes1795[] = {call(3).out_tensor(&kOut1690).raises(&kError1794)};
constexpr ErrorSpec kError1796 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes1797[] = {call(3).out_tensor(&kOut1693).raises(&kError1796)};
constexpr ErrorSpec kError1798 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes1799[] = {call(3).out_tensor(&kOut1696).raises(&kError1798)};
constexpr ErrorSpec kError1800 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes1801[] = {call(3).out_tensor(&kOut1699).raises(&kError1800)};
constexpr ErrorSpec kError1802 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes1803[] = {call(3).out_tensor(&kOut1702).raises(&kError1802)};
constexpr ErrorSpec kError1804 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes1805[] = {call(3).out_tensor(&kOut1667).raises(&kError1804)};
constexpr ErrorSpec kError1806 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes1807[] = {call(3).out_tensor(&kOut1670).raises(&kError1806)};
constexpr ErrorSpec kError1808 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes1809[] = {call(3).out_tensor(&kOut1672).raises(&kError1808)};
constexpr ErrorSpec kError1810 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes1811[] = {call(3).out_tensor(&kOut1675).raises(&kError1810)};
constexpr ErrorSpec kError1812 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes1813[] = {call(3).out_tensor(&kOut1678).raises(&kError1812)};
constexpr ErrorSpec kError1814 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes1815[] = {call(3).out_tensor(&kOut1681).raises(&kError1814)};
constexpr Outcome kOutcomes1816[] = {call(3).out_tensor(&kOut1684).dtype(kHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1817 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes1818[] = {call(3).out_tensor(&kOut1687).raises(&kError1817)};
constexpr ErrorSpec kError1819 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes1820[] = {call(3).out_tensor(&kOut1690).raises(&kError1819)};
constexpr ErrorSpec kError1821 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes1822[] = {call(3).out_tensor(&kOut1693).raises(&kError1821)};
constexpr ErrorSpec kError1823 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes1824[] = {call(3).out_tensor(&kOut1696).raises(&kError1823)};
constexpr ErrorSpec kError1825 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes1826[] = {call(3).out_tensor(&kOut1699).raises(&kError1825)};
constexpr ErrorSpec kError1827 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes1828[] = {call(3).out_tensor(&kOut1702).raises(&kError1827)};
constexpr ErrorSpec kError1829 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1830[] = {call(3).out_tensor(&kOut1667).raises(&kError1829)};
constexpr ErrorSpec kError1831 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1832[] = {call(3).out_tensor(&kOut1670).raises(&kError1831)};
constexpr ErrorSpec kError1833 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1834[] = {call(3).out_tensor(&kOut1672).raises(&kError1833)};
constexpr ErrorSpec kError1835 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1836[] = {call(3).out_tensor(&kOut1675).raises(&kError1835)};
constexpr ErrorSpec kError1837 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1838[] = {call(3).out_tensor(&kOut1678).raises(&kError1837)};
constexpr ErrorSpec kError1839 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1840[] = {call(3).out_tensor(&kOut1681).raises(&kError1839)};
constexpr ErrorSpec kError1841 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1842[] = {call(3).out_tensor(&kOut1684).raises(&kError1841)};
constexpr Outcome kOutcomes1843[] = {call(3).out_tensor(&kOut1687).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1844 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1845[] = {call(3).out_tensor(&kOut1690).raises(&kError1844)};
constexpr ErrorSpec kError1846 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1847[] = {call(3).out_tensor(&kOut1693).raises(&kError1846)};
constexpr ErrorSpec kError1848 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1849[] = {call(3).out_tensor(&kOut1696).raises(&kError1848)};
constexpr ErrorSpec kError1850 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1851[] = {call(3).out_tensor(&kOut1699).raises(&kError1850)};
constexpr ErrorSpec kError1852 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes1853[] = {call(3).out_tensor(&kOut1702).raises(&kError1852)};
constexpr Outcome kOutcomes1854[] = {call(3).out_tensor(&kOut1667).raises(&kError1623)};
constexpr Outcome kOutcomes1855[] = {call(3).out_tensor(&kOut1670).raises(&kError1628)};
constexpr Outcome kOutcomes1856[] = {call(3).out_tensor(&kOut1672).raises(&kError1633)};
constexpr Outcome kOutcomes1857[] = {call(3).out_tensor(&kOut1675).raises(&kError1638)};
constexpr Outcome kOutcomes1858[] = {call(3).out_tensor(&kOut1678).raises(&kError1643)};
constexpr Outcome kOutcomes1859[] = {call(3).out_tensor(&kOut1681).raises(&kError1648)};
constexpr ErrorSpec kError1860 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes1861[] = {call(3).out_tensor(&kOut1684).raises(&kError1860)};
constexpr ErrorSpec kError1862 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes1863[] = {call(3).out_tensor(&kOut1687).raises(&kError1862)};
constexpr Outcome kOutcomes1864[] = {call(3).out_tensor(&kOut1690).dtype(kFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1865 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes1866[] = {call(3).out_tensor(&kOut1693).raises(&kError1865)};
constexpr ErrorSpec kError1867 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes1868[] = {call(3).out_tensor(&kOut1696).raises(&kError1867)};
constexpr ErrorSpec kError1869 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes1870[] = {call(3).out_tensor(&kOut1699).raises(&kError1869)};
constexpr ErrorSpec kError1871 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes1872[] = {call(3).out_tensor(&kOut1702).raises(&kError1871)};
constexpr ErrorSpec kError1873 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes1874[] = {call(3).out_tensor(&kOut1667).raises(&kError1873)};
constexpr ErrorSpec kError1875 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes1876[] = {call(3).out_tensor(&kOut1670).raises(&kError1875)};
constexpr ErrorSpec kError1877 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes1878[] = {call(3).out_tensor(&kOut1672).raises(&kError1877)};
constexpr ErrorSpec kError1879 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes1880[] = {call(3).out_tensor(&kOut1675).raises(&kError1879)};
constexpr ErrorSpec kError1881 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes1882[] = {call(3).out_tensor(&kOut1678).raises(&kError1881)};
constexpr ErrorSpec kError1883 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes1884[] = {call(3).out_tensor(&kOut1681).raises(&kError1883)};
constexpr ErrorSpec kError1885 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes1886[] = {call(3).out_tensor(&kOut1684).raises(&kError1885)};
constexpr ErrorSpec kError1887 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes1888[] = {call(3).out_tensor(&kOut1687).raises(&kError1887)};
constexpr ErrorSpec kError1889 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes1890[] = {call(3).out_tensor(&kOut1690).raises(&kError1889)};
constexpr Outcome kOutcomes1891[] = {call(3).out_tensor(&kOut1693).dtype(kDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr ErrorSpec kError1892 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes1893[] = {call(3).out_tensor(&kOut1696).raises(&kError1892)};
constexpr ErrorSpec kError1894 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes1895[] = {call(3).out_tensor(&kOut1699).raises(&kError1894)};
constexpr ErrorSpec kError1896 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes1897[] = {call(3).out_tensor(&kOut1702).raises(&kError1896)};
constexpr Outcome kOutcomes1898[] = {call(6).raises(&kError13)};
constexpr ErrorSpec kError1899 = {"RuntimeError", "result type Byte can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1900[] = {call(6).raises(&kError1899)};
constexpr ErrorSpec kError1901 = {"RuntimeError", "result type Char can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1902[] = {call(6).raises(&kError1901)};
constexpr ErrorSpec kError1903 = {"RuntimeError", "result type Short can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1904[] = {call(6).raises(&kError1903)};
constexpr ErrorSpec kError1905 = {"RuntimeError", "result type Int can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1906[] = {call(6).raises(&kError1905)};
constexpr ErrorSpec kError1907 = {"RuntimeError", "result type Long can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1908[] = {call(6).raises(&kError1907)};
constexpr ErrorSpec kError1909 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1910[] = {call(6).raises(&kError1909)};
constexpr ErrorSpec kError1911 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1912[] = {call(6).raises(&kError1911)};
constexpr ErrorSpec kError1913 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1914[] = {call(6).raises(&kError1913)};
constexpr ErrorSpec kError1915 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1916[] = {call(6).raises(&kError1915)};
constexpr ErrorSpec kError1917 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1918[] = {call(6).raises(&kError1917)};
constexpr ErrorSpec kError1919 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1920[] = {call(6).raises(&kError1919)};
constexpr ErrorSpec kError1921 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes1922[] = {call(6).raises(&kError1921)};
constexpr Outcome kOutcomes1923[] = {call(6).dtype(kUInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1924 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1925[] = {call(6).raises(&kError1924)};
constexpr ErrorSpec kError1926 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1927[] = {call(6).raises(&kError1926)};
constexpr ErrorSpec kError1928 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1929[] = {call(6).raises(&kError1928)};
constexpr ErrorSpec kError1930 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1931[] = {call(6).raises(&kError1930)};
constexpr ErrorSpec kError1932 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1933[] = {call(6).raises(&kError1932)};
constexpr ErrorSpec kError1934 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1935[] = {call(6).raises(&kError1934)};
constexpr ErrorSpec kError1936 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes1937[] = {call(6).raises(&kError1936)};
constexpr Outcome kOutcomes1938[] = {call(6).dtype(kInt8).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1939 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1940[] = {call(6).raises(&kError1939)};
constexpr ErrorSpec kError1941 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1942[] = {call(6).raises(&kError1941)};
constexpr ErrorSpec kError1943 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1944[] = {call(6).raises(&kError1943)};
constexpr ErrorSpec kError1945 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1946[] = {call(6).raises(&kError1945)};
constexpr ErrorSpec kError1947 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1948[] = {call(6).raises(&kError1947)};
constexpr ErrorSpec kError1949 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1950[] = {call(6).raises(&kError1949)};
constexpr ErrorSpec kError1951 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes1952[] = {call(6).raises(&kError1951)};
constexpr Outcome kOutcomes1953[] = {call(6).dtype(kInt16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1954 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1955[] = {call(6).raises(&kError1954)};
constexpr ErrorSpec kError1956 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1957[] = {call(6).raises(&kError1956)};
constexpr ErrorSpec kError1958 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1959[] = {call(6).raises(&kError1958)};
constexpr ErrorSpec kError1960 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1961[] = {call(6).raises(&kError1960)};
constexpr ErrorSpec kError1962 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1963[] = {call(6).raises(&kError1962)};
constexpr ErrorSpec kError1964 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1965[] = {call(6).raises(&kError1964)};
constexpr ErrorSpec kError1966 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes1967[] = {call(6).raises(&kError1966)};
constexpr Outcome kOutcomes1968[] = {call(6).dtype(kInt32).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1969 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1970[] = {call(6).raises(&kError1969)};
constexpr ErrorSpec kError1971 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1972[] = {call(6).raises(&kError1971)};
constexpr ErrorSpec kError1973 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1974[] = {call(6).raises(&kError1973)};
constexpr ErrorSpec kError1975 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1976[] = {call(6).raises(&kError1975)};
constexpr ErrorSpec kError1977 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1978[] = {call(6).raises(&kError1977)};
constexpr ErrorSpec kError1979 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1980[] = {call(6).raises(&kError1979)};
constexpr ErrorSpec kError1981 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes1982[] = {call(6).raises(&kError1981)};
constexpr Outcome kOutcomes1983[] = {call(6).dtype(kInt64).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1984 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1985[] = {call(6).raises(&kError1984)};
constexpr ErrorSpec kError1986 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1987[] = {call(6).raises(&kError1986)};
constexpr ErrorSpec kError1988 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1989[] = {call(6).raises(&kError1988)};
constexpr ErrorSpec kError1990 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1991[] = {call(6).raises(&kError1990)};
constexpr ErrorSpec kError1992 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1993[] = {call(6).raises(&kError1992)};
constexpr ErrorSpec kError1994 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1995[] = {call(6).raises(&kError1994)};
constexpr ErrorSpec kError1996 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes1997[] = {call(6).raises(&kError1996)};
constexpr Outcome kOutcomes1998[] = {call(6).dtype(kHalf).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError1999 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes2000[] = {call(6).raises(&kError1999)};
constexpr ErrorSpec kError2001 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes2002[] = {call(6).raises(&kError2001)};
constexpr ErrorSpec kError2003 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes2004[] = {call(6).raises(&kError2003)};
constexpr Outcome kOutcomes2005[] = {call(6).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError2006 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes2007[] = {call(6).raises(&kError2006)};
constexpr ErrorSpec kError2008 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes2009[] = {call(6).raises(&kError2008)};
constexpr Outcome kOutcomes2010[] = {call(6).dtype(kFloat).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError2011 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes2012[] = {call(6).raises(&kError2011)};
constexpr ErrorSpec kError2013 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes2014[] = {call(6).raises(&kError2013)};
constexpr Outcome kOutcomes2015[] = {call(6).dtype(kDouble).shape(kInts11).same_as(SameAs::Self)};
constexpr ErrorSpec kError2016 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes2017[] = {call(6).raises(&kError2016)};
constexpr Outcome kOutcomes2018[] = {call(6).raises(&kError51)};
constexpr Outcome kOutcomes2019[] = {call(6).raises(&kError20)};
constexpr Outcome kOutcomes2020[] = {call(6).raises(&kError67)};
constexpr Outcome kOutcomes2021[] = {call(7).out_tensor(&kOut1667).raises(&kError1899)};
constexpr Outcome kOutcomes2022[] = {call(7).out_tensor(&kOut1670).dtype(kUInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2023[] = {call(7).out_tensor(&kOut1672).dtype(kInt8).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2024[] = {call(7).out_tensor(&kOut1675).dtype(kInt16).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2025[] = {call(7).out_tensor(&kOut1678).dtype(kInt32).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2026[] = {call(7).out_tensor(&kOut1681).dtype(kInt64).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2027[] = {call(7).out_tensor(&kOut1684).dtype(kHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2028[] = {call(7).out_tensor(&kOut1687).dtype(kBFloat16).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2029[] = {call(7).out_tensor(&kOut1690).dtype(kFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2030[] = {call(7).out_tensor(&kOut1693).dtype(kDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2031[] = {call(7).out_tensor(&kOut1696).dtype(kComplexHalf).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2032[] = {call(7).out_tensor(&kOut1699).dtype(kComplexFloat).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2033[] = {call(7).out_tensor(&kOut1702).dtype(kComplexDouble).shape(kInts11).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2034[] = {call(7).out_tensor(&kOut1667).raises(&kError1901)};
constexpr Outcome kOutcomes2035[] = {call(7).out_tensor(&kOut1667).raises(&kError1903)};
constexpr Outcome kOutcomes2036[] = {call(7).out_tensor(&kOut1667).raises(&kError1905)};
constexpr Outcome kOutcomes2037[] = {call(7).out_tensor(&kOut1667).raises(&kError1907)};
constexpr Outcome kOutcomes2038[] = {call(7).out_tensor(&kOut1667).raises(&kError1909)};
constexpr Outcome kOutcomes2039[] = {call(7).out_tensor(&kOut1670).raises(&kError1924)};
constexpr Outcome kOutcomes2040[] = {call(7).out_tensor(&kOut1672).raises(&kError1939)};
constexpr Outcome kOutcomes2041[] = {call(7).out_tensor(&kOut1675).raises(&kError1954)};
constexpr Outcome kOutcomes2042[] = {call(7).out_tensor(&kOut1678).raises(&kError1969)};
constexpr Outcome kOutcomes2043[] = {call(7).out_tensor(&kOut1681).raises(&kError1984)};
constexpr Outcome kOutcomes2044[] = {call(7).out_tensor(&kOut1667).raises(&kError1911)};
constexpr Outcome kOutcomes2045[] = {call(7).out_tensor(&kOut1670).raises(&kError1926)};
constexpr Outcome kOutcomes2046[] = {call(7).out_tensor(&kOut1672).raises(&kError1941)};
constexpr Outcome kOutcomes2047[] = {call(7).out_tensor(&kOut1675).raises(&kError1956)};
constexpr Outcome kOutcomes2048[] = {call(7).out_tensor(&kOut1678).raises(&kError1971)};
constexpr Outcome kOutcomes2049[] = {call(7).out_tensor(&kOut1681).raises(&kError1986)};
constexpr Outcome kOutcomes2050[] = {call(7).out_tensor(&kOut1667).raises(&kError1913)};
constexpr Outcome kOutcomes2051[] = {call(7).out_tensor(&kOut1670).raises(&kError1928)};
constexpr Outcome kOutcomes2052[] = {call(7).out_tensor(&kOut1672).raises(&kError1943)};
constexpr Outcome kOutcomes2053[] = {call(7).out_tensor(&kOut1675).raises(&kError1958)};
constexpr Outcome kOutcomes2054[] = {call(7).out_tensor(&kOut1678).raises(&kError1973)};
constexpr Outcome kOutcomes2055[] = {call(7).out_tensor(&kOut1681).raises(&kError1988)};
constexpr Outcome kOutcomes2056[] = {call(7).out_tensor(&kOut1667).raises(&kError1915)};
constexpr Outcome kOutcomes2057[] = {call(7).out_tensor(&kOut1670).raises(&kError1930)};
constexpr Outcome kOutcomes2058[] = {call(7).out_tensor(&kOut1672).raises(&kError1945)};
constexpr Outcome kOutcomes2059[] = {call(7).out_tensor(&kOut1675).raises(&kError1960)};
constexpr Outcome kOutcomes2060[] = {call(7).out_tensor(&kOut1678).raises(&kError1975)};
constexpr Outcome kOutcomes2061[] = {call(7).out_tensor(&kOut1681).raises(&kError1990)};
constexpr Case kCasts[] = {
    {"clamp__inplace__bool_dimensioned__bool_scalar__none", kArgs12, kOutcomes1620},
    {"clamp__inplace__bool_dimensioned__int_scalar__none", kArgs15, kOutcomes1622},
    {"clamp__inplace__bool_dimensioned__float_scalar__none", kArgs17, kOutcomes1624},
    {"clamp__inplace__bool_dimensioned__complex_scalar__none", kArgs19, kOutcomes1626},
    {"clamp__inplace__uint8_dimensioned__bool_scalar__none", kArgs22, kOutcomes1627},
    {"clamp__inplace__uint8_dimensioned__int_scalar__none", kArgs24, kOutcomes1627},
    {"clamp__inplace__uint8_dimensioned__float_scalar__none", kArgs25, kOutcomes1629},
    {"clamp__inplace__uint8_dimensioned__complex_scalar__none", kArgs26, kOutcomes1631},
    {"clamp__inplace__int8_dimensioned__bool_scalar__none", kArgs27, kOutcomes1632},
    {"clamp__inplace__int8_dimensioned__int_scalar__none", kArgs29, kOutcomes1632},
    {"clamp__inplace__int8_dimensioned__float_scalar__none", kArgs30, kOutcomes1634},
    {"clamp__inplace__int8_dimensioned__complex_scalar__none", kArgs31, kOutcomes1636},
    {"clamp__inplace__int16_dimensioned__bool_scalar__none", kArgs32, kOutcomes1637},
    {"clamp__inplace__int16_dimensioned__int_scalar__none", kArgs34, kOutcomes1637},
    {"clamp__inplace__int16_dimensioned__float_scalar__none", kArgs35, kOutcomes1639},
    {"clamp__inplace__int16_dimensioned__complex_scalar__none", kArgs36, kOutcomes1641},
    {"clamp__inplace__int32_dimensioned__bool_scalar__none", kArgs37, kOutcomes1642},
    {"clamp__inplace__int32_dimensioned__int_scalar__none", kArgs39, kOutcomes1642},
    {"clamp__inplace__int32_dimensioned__float_scalar__none", kArgs40, kOutcomes1644},
    {"clamp__inplace__int32_dimensioned__complex_scalar__none", kArgs41, kOutcomes1646},
    {"clamp__inplace__int64_dimensioned__bool_scalar__none", kArgs42, kOutcomes1647},
    {"clamp__inplace__int64_dimensioned__int_scalar__none", kArgs43, kOutcomes1647},
    {"clamp__inplace__int64_dimensioned__float_scalar__none", kArgs44, kOutcomes1649},
    {"clamp__inplace__int64_dimensioned__complex_scalar__none", kArgs45, kOutcomes1651},
    {"clamp__inplace__float16_dimensioned__bool_scalar__none", kArgs46, kOutcomes1652},
    {"clamp__inplace__float16_dimensioned__int_scalar__none", kArgs48, kOutcomes1652},
    {"clamp__inplace__float16_dimensioned__float_scalar__none", kArgs49, kOutcomes1652},
    {"clamp__inplace__float16_dimensioned__complex_scalar__none", kArgs50, kOutcomes1654},
    {"clamp__inplace__bfloat16_dimensioned__bool_scalar__none", kArgs53, kOutcomes1655},
    {"clamp__inplace__bfloat16_dimensioned__int_scalar__none", kArgs55, kOutcomes1655},
    {"clamp__inplace__bfloat16_dimensioned__float_scalar__none", kArgs56, kOutcomes1655},
    {"clamp__inplace__bfloat16_dimensioned__complex_scalar__none", kArgs57, kOutcomes1657},
    {"clamp__inplace__float32_dimensioned__bool_scalar__none", kArgs58, kOutcomes1658},
    {"clamp__inplace__float32_dimensioned__int_scalar__none", kArgs59, kOutcomes1658},
    {"clamp__inplace__float32_dimensioned__float_scalar__none", kArgs60, kOutcomes1658},
    {"clamp__inplace__float32_dimensioned__complex_scalar__none", kArgs61, kOutcomes1660},
    {"clamp__inplace__float64_dimensioned__bool_scalar__none", kArgs62, kOutcomes1661},
    {"clamp__inplace__float64_dimensioned__int_scalar__none", kArgs64, kOutcomes1661},
    {"clamp__inplace__float64_dimensioned__float_scalar__none", kArgs65, kOutcomes1661},
    {"clamp__inplace__float64_dimensioned__complex_scalar__none", kArgs66, kOutcomes1663},
    {"clamp__inplace__complex32_dimensioned__bool_scalar__none", kArgs69, kOutcomes1664},
    {"clamp__inplace__complex32_dimensioned__int_scalar__none", kArgs70, kOutcomes1664},
    {"clamp__inplace__complex32_dimensioned__float_scalar__none", kArgs71, kOutcomes1664},
    {"clamp__inplace__complex32_dimensioned__complex_scalar__none", kArgs72, kOutcomes1664},
    {"clamp__inplace__complex64_dimensioned__bool_scalar__none", kArgs73, kOutcomes1665},
    {"clamp__inplace__complex64_dimensioned__int_scalar__none", kArgs74, kOutcomes1665},
    {"clamp__inplace__complex64_dimensioned__float_scalar__none", kArgs75, kOutcomes1665},
    {"clamp__inplace__complex64_dimensioned__complex_scalar__none", kArgs76, kOutcomes1665},
    {"clamp__inplace__complex128_dimensioned__bool_scalar__none", kArgs77, kOutcomes1666},
    {"clamp__inplace__complex128_dimensioned__int_scalar__none", kArgs78, kOutcomes1666},
    {"clamp__inplace__complex128_dimensioned__float_scalar__none", kArgs79, kOutcomes1666},
    {"clamp__inplace__complex128_dimensioned__complex_scalar__none", kArgs80, kOutcomes1666},
    {"clamp__out__uint8__to__bool", kArgs24, kOutcomes1669},
    {"clamp__out__uint8__to__uint8", kArgs24, kOutcomes1671},
    {"clamp__out__uint8__to__int8", kArgs24, kOutcomes1674},
    {"clamp__out__uint8__to__int16", kArgs24, kOutcomes1677},
    {"clamp__out__uint8__to__int32", kArgs24, kOutcomes1680},
    {"clamp__out__uint8__to__int64", kArgs24, kOutcomes1683},
    {"clamp__out__uint8__to__float16", kArgs24, kOutcomes1686},
    {"clamp__out__uint8__to__bfloat16", kArgs24, kOutcomes1689},
    {"clamp__out__uint8__to__float32", kArgs24, kOutcomes1692},
    {"clamp__out__uint8__to__float64", kArgs24, kOutcomes1695},
    {"clamp__out__uint8__to__complex32", kArgs24, kOutcomes1698},
    {"clamp__out__uint8__to__complex64", kArgs24, kOutcomes1701},
    {"clamp__out__uint8__to__complex128", kArgs24, kOutcomes1704},
    {"clamp__out__int8__to__bool", kArgs29, kOutcomes1706},
    {"clamp__out__int8__to__uint8", kArgs29, kOutcomes1708},
    {"clamp__out__int8__to__int8", kArgs29, kOutcomes1709},
    {"clamp__out__int8__to__int16", kArgs29, kOutcomes1711},
    {"clamp__out__int8__to__int32", kArgs29, kOutcomes1713},
    {"clamp__out__int8__to__int64", kArgs29, kOutcomes1715},
    {"clamp__out__int8__to__float16", kArgs29, kOutcomes1717},
    {"clamp__out__int8__to__bfloat16", kArgs29, kOutcomes1719},
    {"clamp__out__int8__to__float32", kArgs29, kOutcomes1721},
    {"clamp__out__int8__to__float64", kArgs29, kOutcomes1723},
    {"clamp__out__int8__to__complex32", kArgs29, kOutcomes1725},
    {"clamp__out__int8__to__complex64", kArgs29, kOutcomes1727},
    {"clamp__out__int8__to__complex128", kArgs29, kOutcomes1729},
    {"clamp__out__int16__to__bool", kArgs34, kOutcomes1731},
    {"clamp__out__int16__to__uint8", kArgs34, kOutcomes1733},
    {"clamp__out__int16__to__int8", kArgs34, kOutcomes1735},
    {"clamp__out__int16__to__int16", kArgs34, kOutcomes1736},
    {"clamp__out__int16__to__int32", kArgs34, kOutcomes1738},
    {"clamp__out__int16__to__int64", kArgs34, kOutcomes1740},
    {"clamp__out__int16__to__float16", kArgs34, kOutcomes1742},
    {"clamp__out__int16__to__bfloat16", kArgs34, kOutcomes1744},
    {"clamp__out__int16__to__float32", kArgs34, kOutcomes1746},
    {"clamp__out__int16__to__float64", kArgs34, kOutcomes1748},
    {"clamp__out__int16__to__complex32", kArgs34, kOutcomes1750},
    {"clamp__out__int16__to__complex64", kArgs34, kOutcomes1752},
    {"clamp__out__int16__to__complex128", kArgs34, kOutcomes1754},
    {"clamp__out__int32__to__bool", kArgs39, kOutcomes1756},
    {"clamp__out__int32__to__uint8", kArgs39, kOutcomes1758},
    {"clamp__out__int32__to__int8", kArgs39, kOutcomes1760},
    {"clamp__out__int32__to__int16", kArgs39, kOutcomes1762},
    {"clamp__out__int32__to__int32", kArgs39, kOutcomes1763},
    {"clamp__out__int32__to__int64", kArgs39, kOutcomes1765},
    {"clamp__out__int32__to__float16", kArgs39, kOutcomes1767},
    {"clamp__out__int32__to__bfloat16", kArgs39, kOutcomes1769},
    {"clamp__out__int32__to__float32", kArgs39, kOutcomes1771},
    {"clamp__out__int32__to__float64", kArgs39, kOutcomes1773},
    {"clamp__out__int32__to__complex32", kArgs39, kOutcomes1775},
    {"clamp__out__int32__to__complex64", kArgs39, kOutcomes1777},
    {"clamp__out__int32__to__complex128", kArgs39, kOutcomes1779},
    {"clamp__out__int64__to__bool", kArgs43, kOutcomes1780},
    {"clamp__out__int64__to__uint8", kArgs43, kOutcomes1782},
    {"clamp__out__int64__to__int8", kArgs43, kOutcomes1784},
    {"clamp__out__int64__to__int16", kArgs43, kOutcomes1786},
    {"clamp__out__int64__to__int32", kArgs43, kOutcomes1788},
    {"clamp__out__int64__to__int64", kArgs43, kOutcomes1789},
    {"clamp__out__int64__to__float16", kArgs43, kOutcomes1791},
    {"clamp__out__int64__to__bfloat16", kArgs43, kOutcomes1793},
    {"clamp__out__int64__to__float32", kArgs43, kOutcomes1795},
    {"clamp__out__int64__to__float64", kArgs43, kOutcomes1797},
    {"clamp__out__int64__to__complex32", kArgs43, kOutcomes1799},
    {"clamp__out__int64__to__complex64", kArgs43, kOutcomes1801},
    {"clamp__out__int64__to__complex128", kArgs43, kOutcomes1803},
    {"clamp__out__float16__to__bool", kArgs49, kOutcomes1805},
    {"clamp__out__float16__to__uint8", kArgs49, kOutcomes1807},
    {"clamp__out__float16__to__int8", kArgs49, kOutcomes1809},
    {"clamp__out__float16__to__int16", kArgs49, kOutcomes1811},
    {"clamp__out__float16__to__int32", kArgs49, kOutcomes1813},
    {"clamp__out__float16__to__int64", kArgs49, kOutcomes1815},
    {"clamp__out__float16__to__float16", kArgs49, kOutcomes1816},
    {"clamp__out__float16__to__bfloat16", kArgs49, kOutcomes1818},
    {"clamp__out__float16__to__float32", kArgs49, kOutcomes1820},
    {"clamp__out__float16__to__float64", kArgs49, kOutcomes1822},
    {"clamp__out__float16__to__complex32", kArgs49, kOutcomes1824},
    {"clamp__out__float16__to__complex64", kArgs49, kOutcomes1826},
    {"clamp__out__float16__to__complex128", kArgs49, kOutcomes1828},
    {"clamp__out__bfloat16__to__bool", kArgs56, kOutcomes1830},
    {"clamp__out__bfloat16__to__uint8", kArgs56, kOutcomes1832},
    {"clamp__out__bfloat16__to__int8", kArgs56, kOutcomes1834},
    {"clamp__out__bfloat16__to__int16", kArgs56, kOutcomes1836},
    {"clamp__out__bfloat16__to__int32", kArgs56, kOutcomes1838},
    {"clamp__out__bfloat16__to__int64", kArgs56, kOutcomes1840},
    {"clamp__out__bfloat16__to__float16", kArgs56, kOutcomes1842},
    {"clamp__out__bfloat16__to__bfloat16", kArgs56, kOutcomes1843},
    {"clamp__out__bfloat16__to__float32", kArgs56, kOutcomes1845},
    {"clamp__out__bfloat16__to__float64", kArgs56, kOutcomes1847},
    {"clamp__out__bfloat16__to__complex32", kArgs56, kOutcomes1849},
    {"clamp__out__bfloat16__to__complex64", kArgs56, kOutcomes1851},
    {"clamp__out__bfloat16__to__complex128", kArgs56, kOutcomes1853},
    {"clamp__out__float32__to__bool", kArgs60, kOutcomes1854},
    {"clamp__out__float32__to__uint8", kArgs60, kOutcomes1855},
    {"clamp__out__float32__to__int8", kArgs60, kOutcomes1856},
    {"clamp__out__float32__to__int16", kArgs60, kOutcomes1857},
    {"clamp__out__float32__to__int32", kArgs60, kOutcomes1858},
    {"clamp__out__float32__to__int64", kArgs60, kOutcomes1859},
    {"clamp__out__float32__to__float16", kArgs60, kOutcomes1861},
    {"clamp__out__float32__to__bfloat16", kArgs60, kOutcomes1863},
    {"clamp__out__float32__to__float32", kArgs60, kOutcomes1864},
    {"clamp__out__float32__to__float64", kArgs60, kOutcomes1866},
    {"clamp__out__float32__to__complex32", kArgs60, kOutcomes1868},
    {"clamp__out__float32__to__complex64", kArgs60, kOutcomes1870},
    {"clamp__out__float32__to__complex128", kArgs60, kOutcomes1872},
    {"clamp__out__float64__to__bool", kArgs65, kOutcomes1874},
    {"clamp__out__float64__to__uint8", kArgs65, kOutcomes1876},
    {"clamp__out__float64__to__int8", kArgs65, kOutcomes1878},
    {"clamp__out__float64__to__int16", kArgs65, kOutcomes1880},
    {"clamp__out__float64__to__int32", kArgs65, kOutcomes1882},
    {"clamp__out__float64__to__int64", kArgs65, kOutcomes1884},
    {"clamp__out__float64__to__float16", kArgs65, kOutcomes1886},
    {"clamp__out__float64__to__bfloat16", kArgs65, kOutcomes1888},
    {"clamp__out__float64__to__float32", kArgs65, kOutcomes1890},
    {"clamp__out__float64__to__float64", kArgs65, kOutcomes1891},
    {"clamp__out__float64__to__complex32", kArgs65, kOutcomes1893},
    {"clamp__out__float64__to__complex64", kArgs65, kOutcomes1895},
    {"clamp__out__float64__to__complex128", kArgs65, kOutcomes1897},
    {"clamp_Tensor__inplace__bool_dimensioned__bool_dimensioned__none", kArgs246, kOutcomes1898},
    {"clamp_Tensor__inplace__bool_dimensioned__uint8_dimensioned__none", kArgs248, kOutcomes1900},
    {"clamp_Tensor__inplace__bool_dimensioned__int8_dimensioned__none", kArgs250, kOutcomes1902},
    {"clamp_Tensor__inplace__bool_dimensioned__int16_dimensioned__none", kArgs252, kOutcomes1904},
    {"clamp_Tensor__inplace__bool_dimensioned__int32_dimensioned__none", kArgs254, kOutcomes1906},
    {"clamp_Tensor__inplace__bool_dimensioned__int64_dimensioned__none", kArgs256, kOutcomes1908},
    {"clamp_Tensor__inplace__bool_dimensioned__float16_dimensioned__none", kArgs258, kOutcomes1910},
    {"clamp_Tensor__inplace__bool_dimensioned__bfloat16_dimensioned__none", kArgs260, kOutcomes1912},
    {"clamp_Tensor__inplace__bool_dimensioned__float32_dimensioned__none", kArgs262, kOutcomes1914},
    {"clamp_Tensor__inplace__bool_dimensioned__float64_dimensioned__none", kArgs264, kOutcomes1916},
    {"clamp_Tensor__inplace__bool_dimensioned__complex32_dimensioned__none", kArgs266, kOutcomes1918},
    {"clamp_Tensor__inplace__bool_dimensioned__complex64_dimensioned__none", kArgs268, kOutcomes1920},
    {"clamp_Tensor__inplace__bool_dimensioned__complex128_dimensioned__none", kArgs270, kOutcomes1922},
    {"clamp_Tensor__inplace__uint8_dimensioned__bool_dimensioned__none", kArgs285, kOutcomes1923},
    {"clamp_Tensor__inplace__uint8_dimensioned__uint8_dimensioned__none", kArgs286, kOutcomes1923},
    {"clamp_Tensor__inplace__uint8_dimensioned__int8_dimensioned__none", kArgs287, kOutcomes1923},
    {"clamp_Tensor__inplace__uint8_dimensioned__int16_dimensioned__none", kArgs288, kOutcomes1923},
    {"clamp_Tensor__inplace__uint8_dimensioned__int32_dimensioned__none", kArgs289, kOutcomes1923},
    {"clamp_Tensor__inplace__uint8_dimensioned__int64_dimensioned__none", kArgs290, kOutcomes1923},
    {"clamp_Tensor__inplace__uint8_dimensioned__float16_dimensioned__none", kArgs291, kOutcomes1925},
    {"clamp_Tensor__inplace__uint8_dimensioned__bfloat16_dimensioned__none", kArgs292, kOutcomes1927},
    {"clamp_Tensor__inplace__uint8_dimensioned__float32_dimensioned__none", kArgs293, kOutcomes1929},
    {"clamp_Tensor__inplace__uint8_dimensioned__float64_dimensioned__none", kArgs294, kOutcomes1931},
    {"clamp_Tensor__inplace__uint8_dimensioned__complex32_dimensioned__none", kArgs295, kOutcomes1933},
    {"clamp_Tensor__inplace__uint8_dimensioned__complex64_dimensioned__none", kArgs296, kOutcomes1935},
    {"clamp_Tensor__inplace__uint8_dimensioned__complex128_dimensioned__none", kArgs297, kOutcomes1937},
    {"clamp_Tensor__inplace__int8_dimensioned__bool_dimensioned__none", kArgs311, kOutcomes1938},
    {"clamp_Tensor__inplace__int8_dimensioned__uint8_dimensioned__none", kArgs312, kOutcomes1938},
    {"clamp_Tensor__inplace__int8_dimensioned__int8_dimensioned__none", kArgs313, kOutcomes1938},
    {"clamp_Tensor__inplace__int8_dimensioned__int16_dimensioned__none", kArgs314, kOutcomes1938},
    {"clamp_Tensor__inplace__int8_dimensioned__int32_dimensioned__none", kArgs315, kOutcomes1938},
    {"clamp_Tensor__inplace__int8_dimensioned__int64_dimensioned__none", kArgs316, kOutcomes1938},
    {"clamp_Tensor__inplace__int8_dimensioned__float16_dimensioned__none", kArgs317, kOutcomes1940},
    {"clamp_Tensor__inplace__int8_dimensioned__bfloat16_dimensioned__none", kArgs318, kOutcomes1942},
    {"clamp_Tensor__inplace__int8_dimensioned__float32_dimensioned__none", kArgs319, kOutcomes1944},
    {"clamp_Tensor__inplace__int8_dimensioned__float64_dimensioned__none", kArgs320, kOutcomes1946},
    {"clamp_Tensor__inplace__int8_dimensioned__complex32_dimensioned__none", kArgs321, kOutcomes1948},
    {"clamp_Tensor__inplace__int8_dimensioned__complex64_dimensioned__none", kArgs322, kOutcomes1950},
    {"clamp_Tensor__inplace__int8_dimensioned__complex128_dimensioned__none", kArgs323, kOutcomes1952},
    {"clamp_Tensor__inplace__int16_dimensioned__bool_dimensioned__none", kArgs337, kOutcomes1953},
    {"clamp_Tensor__inplace__int16_dimensioned__uint8_dimensioned__none", kArgs338, kOutcomes1953},
    {"clamp_Tensor__inplace__int16_dimensioned__int8_dimensioned__none", kArgs339, kOutcomes1953},
    {"clamp_Tensor__inplace__int16_dimensioned__int16_dimensioned__none", kArgs340, kOutcomes1953},
    {"clamp_Tensor__inplace__int16_dimensioned__int32_dimensioned__none", kArgs341, kOutcomes1953},
    {"clamp_Tensor__inplace__int16_dimensioned__int64_dimensioned__none", kArgs342, kOutcomes1953},
    {"clamp_Tensor__inplace__int16_dimensioned__float16_dimensioned__none", kArgs343, kOutcomes1955},
    {"clamp_Tensor__inplace__int16_dimensioned__bfloat16_dimensioned__none", kArgs344, kOutcomes1957},
    {"clamp_Tensor__inplace__int16_dimensioned__float32_dimensioned__none", kArgs345, kOutcomes1959},
    {"clamp_Tensor__inplace__int16_dimensioned__float64_dimensioned__none", kArgs346, kOutcomes1961},
    {"clamp_Tensor__inplace__int16_dimensioned__complex32_dimensioned__none", kArgs347, kOutcomes1963},
    {"clamp_Tensor__inplace__int16_dimensioned__complex64_dimensioned__none", kArgs348, kOutcomes1965},
    {"clamp_Tensor__inplace__int16_dimensioned__complex128_dimensioned__none", kArgs349, kOutcomes1967},
    {"clamp_Tensor__inplace__int32_dimensioned__bool_dimensioned__none", kArgs363, kOutcomes1968},
    {"clamp_Tensor__inplace__int32_dimensioned__uint8_dimensioned__none", kArgs364, kOutcomes1968},
    {"clamp_Tensor__inplace__int32_dimensioned__int8_dimensioned__none", kArgs365, kOutcomes1968},
    {"clamp_Tensor__inplace__int32_dimensioned__int16_dimensioned__none", kArgs366, kOutcomes1968},
    {"clamp_Tensor__inplace__int32_dimensioned__int32_dimensioned__none", kArgs367, kOutcomes1968},
    {"clamp_Tensor__inplace__int32_dimensioned__int64_dimensioned__none", kArgs368, kOutcomes1968},
    {"clamp_Tensor__inplace__int32_dimensioned__float16_dimensioned__none", kArgs369, kOutcomes1970},
    {"clamp_Tensor__inplace__int32_dimensioned__bfloat16_dimensioned__none", kArgs370, kOutcomes1972},
    {"clamp_Tensor__inplace__int32_dimensioned__float32_dimensioned__none", kArgs371, kOutcomes1974},
    {"clamp_Tensor__inplace__int32_dimensioned__float64_dimensioned__none", kArgs372, kOutcomes1976},
    {"clamp_Tensor__inplace__int32_dimensioned__complex32_dimensioned__none", kArgs373, kOutcomes1978},
    {"clamp_Tensor__inplace__int32_dimensioned__complex64_dimensioned__none", kArgs374, kOutcomes1980},
    {"clamp_Tensor__inplace__int32_dimensioned__complex128_dimensioned__none", kArgs375, kOutcomes1982},
    {"clamp_Tensor__inplace__int64_dimensioned__bool_dimensioned__none", kArgs389, kOutcomes1983},
    {"clamp_Tensor__inplace__int64_dimensioned__uint8_dimensioned__none", kArgs390, kOutcomes1983},
    {"clamp_Tensor__inplace__int64_dimensioned__int8_dimensioned__none", kArgs391, kOutcomes1983},
    {"clamp_Tensor__inplace__int64_dimensioned__int16_dimensioned__none", kArgs392, kOutcomes1983},
    {"clamp_Tensor__inplace__int64_dimensioned__int32_dimensioned__none", kArgs393, kOutcomes1983},
    {"clamp_Tensor__inplace__int64_dimensioned__int64_dimensioned__none", kArgs394, kOutcomes1983},
    {"clamp_Tensor__inplace__int64_dimensioned__float16_dimensioned__none", kArgs395, kOutcomes1985},
    {"clamp_Tensor__inplace__int64_dimensioned__bfloat16_dimensioned__none", kArgs396, kOutcomes1987},
    {"clamp_Tensor__inplace__int64_dimensioned__float32_dimensioned__none", kArgs397, kOutcomes1989},
    {"clamp_Tensor__inplace__int64_dimensioned__float64_dimensioned__none", kArgs398, kOutcomes1991},
    {"clamp_Tensor__inplace__int64_dimensioned__complex32_dimensioned__none", kArgs399, kOutcomes1993},
    {"clamp_Tensor__inplace__int64_dimensioned__complex64_dimensioned__none", kArgs400, kOutcomes1995},
    {"clamp_Tensor__inplace__int64_dimensioned__complex128_dimensioned__none", kArgs401, kOutcomes1997},
    {"clamp_Tensor__inplace__float16_dimensioned__bool_dimensioned__none", kArgs415, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__uint8_dimensioned__none", kArgs416, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__int8_dimensioned__none", kArgs417, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__int16_dimensioned__none", kArgs418, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__int32_dimensioned__none", kArgs419, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__int64_dimensioned__none", kArgs420, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__float16_dimensioned__none", kArgs421, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__bfloat16_dimensioned__none", kArgs422, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__float32_dimensioned__none", kArgs423, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__float64_dimensioned__none", kArgs424, kOutcomes1998},
    {"clamp_Tensor__inplace__float16_dimensioned__complex32_dimensioned__none", kArgs425, kOutcomes2000},
    {"clamp_Tensor__inplace__float16_dimensioned__complex64_dimensioned__none", kArgs426, kOutcomes2002},
    {"clamp_Tensor__inplace__float16_dimensioned__complex128_dimensioned__none", kArgs427, kOutcomes2004},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__bool_dimensioned__none", kArgs441, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__uint8_dimensioned__none", kArgs442, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int8_dimensioned__none", kArgs443, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int16_dimensioned__none", kArgs444, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int32_dimensioned__none", kArgs445, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__int64_dimensioned__none", kArgs446, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__float16_dimensioned__none", kArgs447, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__bfloat16_dimensioned__none", kArgs448, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__float32_dimensioned__none", kArgs449, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__float64_dimensioned__none", kArgs450, kOutcomes2005},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__complex32_dimensioned__none", kArgs451, kOutcomes2007},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__complex64_dimensioned__none", kArgs452, kOutcomes2007},
    {"clamp_Tensor__inplace__bfloat16_dimensioned__complex128_dimensioned__none", kArgs453, kOutcomes2009},
    {"clamp_Tensor__inplace__float32_dimensioned__bool_dimensioned__none", kArgs467, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__uint8_dimensioned__none", kArgs468, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__int8_dimensioned__none", kArgs469, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__int16_dimensioned__none", kArgs470, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__int32_dimensioned__none", kArgs471, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__int64_dimensioned__none", kArgs472, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__float16_dimensioned__none", kArgs473, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__bfloat16_dimensioned__none", kArgs474, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__float32_dimensioned__none", kArgs475, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__float64_dimensioned__none", kArgs476, kOutcomes2010},
    {"clamp_Tensor__inplace__float32_dimensioned__complex32_dimensioned__none", kArgs477, kOutcomes2012},
    {"clamp_Tensor__inplace__float32_dimensioned__complex64_dimensioned__none", kArgs478, kOutcomes2012},
    {"clamp_Tensor__inplace__float32_dimensioned__complex128_dimensioned__none", kArgs479, kOutcomes2014},
    {"clamp_Tensor__inplace__float64_dimensioned__bool_dimensioned__none", kArgs493, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__uint8_dimensioned__none", kArgs494, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__int8_dimensioned__none", kArgs495, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__int16_dimensioned__none", kArgs496, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__int32_dimensioned__none", kArgs497, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__int64_dimensioned__none", kArgs498, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__float16_dimensioned__none", kArgs499, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__bfloat16_dimensioned__none", kArgs500, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__float32_dimensioned__none", kArgs501, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__float64_dimensioned__none", kArgs502, kOutcomes2015},
    {"clamp_Tensor__inplace__float64_dimensioned__complex32_dimensioned__none", kArgs503, kOutcomes2017},
    {"clamp_Tensor__inplace__float64_dimensioned__complex64_dimensioned__none", kArgs504, kOutcomes2017},
    {"clamp_Tensor__inplace__float64_dimensioned__complex128_dimensioned__none", kArgs505, kOutcomes2017},
    {"clamp_Tensor__inplace__complex32_dimensioned__bool_dimensioned__none", kArgs519, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__uint8_dimensioned__none", kArgs520, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__int8_dimensioned__none", kArgs521, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__int16_dimensioned__none", kArgs522, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__int32_dimensioned__none", kArgs523, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__int64_dimensioned__none", kArgs524, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__float16_dimensioned__none", kArgs525, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__bfloat16_dimensioned__none", kArgs526, kOutcomes2019},
    {"clamp_Tensor__inplace__complex32_dimensioned__float32_dimensioned__none", kArgs527, kOutcomes2019},
    {"clamp_Tensor__inplace__complex32_dimensioned__float64_dimensioned__none", kArgs528, kOutcomes2020},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex32_dimensioned__none", kArgs529, kOutcomes2018},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex64_dimensioned__none", kArgs530, kOutcomes2019},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex128_dimensioned__none", kArgs531, kOutcomes2020},
    {"clamp_Tensor__inplace__complex64_dimensioned__bool_dimensioned__none", kArgs545, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__uint8_dimensioned__none", kArgs546, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__int8_dimensioned__none", kArgs547, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__int16_dimensioned__none", kArgs548, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__int32_dimensioned__none", kArgs549, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__int64_dimensioned__none", kArgs550, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__float16_dimensioned__none", kArgs551, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__bfloat16_dimensioned__none", kArgs552, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__float32_dimensioned__none", kArgs553, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__float64_dimensioned__none", kArgs554, kOutcomes2020},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex32_dimensioned__none", kArgs555, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex64_dimensioned__none", kArgs556, kOutcomes2019},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex128_dimensioned__none", kArgs557, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__bool_dimensioned__none", kArgs571, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__uint8_dimensioned__none", kArgs572, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__int8_dimensioned__none", kArgs573, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__int16_dimensioned__none", kArgs574, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__int32_dimensioned__none", kArgs575, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__int64_dimensioned__none", kArgs576, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__float16_dimensioned__none", kArgs577, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__bfloat16_dimensioned__none", kArgs578, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__float32_dimensioned__none", kArgs579, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__float64_dimensioned__none", kArgs580, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex32_dimensioned__none", kArgs581, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex64_dimensioned__none", kArgs582, kOutcomes2020},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex128_dimensioned__none", kArgs583, kOutcomes2020},
    {"clamp_Tensor__out__uint8__to__bool", kArgs286, kOutcomes2021},
    {"clamp_Tensor__out__uint8__to__uint8", kArgs286, kOutcomes2022},
    {"clamp_Tensor__out__uint8__to__int8", kArgs286, kOutcomes2023},
    {"clamp_Tensor__out__uint8__to__int16", kArgs286, kOutcomes2024},
    {"clamp_Tensor__out__uint8__to__int32", kArgs286, kOutcomes2025},
    {"clamp_Tensor__out__uint8__to__int64", kArgs286, kOutcomes2026},
    {"clamp_Tensor__out__uint8__to__float16", kArgs286, kOutcomes2027},
    {"clamp_Tensor__out__uint8__to__bfloat16", kArgs286, kOutcomes2028},
    {"clamp_Tensor__out__uint8__to__float32", kArgs286, kOutcomes2029},
    {"clamp_Tensor__out__uint8__to__float64", kArgs286, kOutcomes2030},
    {"clamp_Tensor__out__uint8__to__complex32", kArgs286, kOutcomes2031},
    {"clamp_Tensor__out__uint8__to__complex64", kArgs286, kOutcomes2032},
    {"clamp_Tensor__out__uint8__to__complex128", kArgs286, kOutcomes2033},
    {"clamp_Tensor__out__int8__to__bool", kArgs313, kOutcomes2034},
    {"clamp_Tensor__out__int8__to__uint8", kArgs313, kOutcomes2022},
    {"clamp_Tensor__out__int8__to__int8", kArgs313, kOutcomes2023},
    {"clamp_Tensor__out__int8__to__int16", kArgs313, kOutcomes2024},
    {"clamp_Tensor__out__int8__to__int32", kArgs313, kOutcomes2025},
    {"clamp_Tensor__out__int8__to__int64", kArgs313, kOutcomes2026},
    {"clamp_Tensor__out__int8__to__float16", kArgs313, kOutcomes2027},
    {"clamp_Tensor__out__int8__to__bfloat16", kArgs313, kOutcomes2028},
    {"clamp_Tensor__out__int8__to__float32", kArgs313, kOutcomes2029},
    {"clamp_Tensor__out__int8__to__float64", kArgs313, kOutcomes2030},
    {"clamp_Tensor__out__int8__to__complex32", kArgs313, kOutcomes2031},
    {"clamp_Tensor__out__int8__to__complex64", kArgs313, kOutcomes2032},
    {"clamp_Tensor__out__int8__to__complex128", kArgs313, kOutcomes2033},
    {"clamp_Tensor__out__int16__to__bool", kArgs340, kOutcomes2035},
    {"clamp_Tensor__out__int16__to__uint8", kArgs340, kOutcomes2022},
    {"clamp_Tensor__out__int16__to__int8", kArgs340, kOutcomes2023},
    {"clamp_Tensor__out__int16__to__int16", kArgs340, kOutcomes2024},
    {"clamp_Tensor__out__int16__to__int32", kArgs340, kOutcomes2025},
    {"clamp_Tensor__out__int16__to__int64", kArgs340, kOutcomes2026},
    {"clamp_Tensor__out__int16__to__float16", kArgs340, kOutcomes2027},
    {"clamp_Tensor__out__int16__to__bfloat16", kArgs340, kOutcomes2028},
    {"clamp_Tensor__out__int16__to__float32", kArgs340, kOutcomes2029},
    {"clamp_Tensor__out__int16__to__float64", kArgs340, kOutcomes2030},
    {"clamp_Tensor__out__int16__to__complex32", kArgs340, kOutcomes2031},
    {"clamp_Tensor__out__int16__to__complex64", kArgs340, kOutcomes2032},
    {"clamp_Tensor__out__int16__to__complex128", kArgs340, kOutcomes2033},
    {"clamp_Tensor__out__int32__to__bool", kArgs367, kOutcomes2036},
    {"clamp_Tensor__out__int32__to__uint8", kArgs367, kOutcomes2022},
    {"clamp_Tensor__out__int32__to__int8", kArgs367, kOutcomes2023},
    {"clamp_Tensor__out__int32__to__int16", kArgs367, kOutcomes2024},
    {"clamp_Tensor__out__int32__to__int32", kArgs367, kOutcomes2025},
    {"clamp_Tensor__out__int32__to__int64", kArgs367, kOutcomes2026},
    {"clamp_Tensor__out__int32__to__float16", kArgs367, kOutcomes2027},
    {"clamp_Tensor__out__int32__to__bfloat16", kArgs367, kOutcomes2028},
    {"clamp_Tensor__out__int32__to__float32", kArgs367, kOutcomes2029},
    {"clamp_Tensor__out__int32__to__float64", kArgs367, kOutcomes2030},
    {"clamp_Tensor__out__int32__to__complex32", kArgs367, kOutcomes2031},
    {"clamp_Tensor__out__int32__to__complex64", kArgs367, kOutcomes2032},
    {"clamp_Tensor__out__int32__to__complex128", kArgs367, kOutcomes2033},
    {"clamp_Tensor__out__int64__to__bool", kArgs394, kOutcomes2037},
    {"clamp_Tensor__out__int64__to__uint8", kArgs394, kOutcomes2022},
    {"clamp_Tensor__out__int64__to__int8", kArgs394, kOutcomes2023},
    {"clamp_Tensor__out__int64__to__int16", kArgs394, kOutcomes2024},
    {"clamp_Tensor__out__int64__to__int32", kArgs394, kOutcomes2025},
    {"clamp_Tensor__out__int64__to__int64", kArgs394, kOutcomes2026},
    {"clamp_Tensor__out__int64__to__float16", kArgs394, kOutcomes2027},
    {"clamp_Tensor__out__int64__to__bfloat16", kArgs394, kOutcomes2028},
    {"clamp_Tensor__out__int64__to__float32", kArgs394, kOutcomes2029},
    {"clamp_Tensor__out__int64__to__float64", kArgs394, kOutcomes2030},
    {"clamp_Tensor__out__int64__to__complex32", kArgs394, kOutcomes2031},
    {"clamp_Tensor__out__int64__to__complex64", kArgs394, kOutcomes2032},
    {"clamp_Tensor__out__int64__to__complex128", kArgs394, kOutcomes2033},
    {"clamp_Tensor__out__float16__to__bool", kArgs421, kOutcomes2038},
    {"clamp_Tensor__out__float16__to__uint8", kArgs421, kOutcomes2039},
    {"clamp_Tensor__out__float16__to__int8", kArgs421, kOutcomes2040},
    {"clamp_Tensor__out__float16__to__int16", kArgs421, kOutcomes2041},
    {"clamp_Tensor__out__float16__to__int32", kArgs421, kOutcomes2042},
    {"clamp_Tensor__out__float16__to__int64", kArgs421, kOutcomes2043},
    {"clamp_Tensor__out__float16__to__float16", kArgs421, kOutcomes2027},
    {"clamp_Tensor__out__float16__to__bfloat16", kArgs421, kOutcomes2028},
    {"clamp_Tensor__out__float16__to__float32", kArgs421, kOutcomes2029},
    {"clamp_Tensor__out__float16__to__float64", kArgs421, kOutcomes2030},
    {"clamp_Tensor__out__float16__to__complex32", kArgs421, kOutcomes2031},
    {"clamp_Tensor__out__float16__to__complex64", kArgs421, kOutcomes2032},
    {"clamp_Tensor__out__float16__to__complex128", kArgs421, kOutcomes2033},
    {"clamp_Tensor__out__bfloat16__to__bool", kArgs448, kOutcomes2044},
    {"clamp_Tensor__out__bfloat16__to__uint8", kArgs448, kOutcomes2045},
    {"clamp_Tensor__out__bfloat16__to__int8", kArgs448, kOutcomes2046},
    {"clamp_Tensor__out__bfloat16__to__int16", kArgs448, kOutcomes2047},
    {"clamp_Tensor__out__bfloat16__to__int32", kArgs448, kOutcomes2048},
    {"clamp_Tensor__out__bfloat16__to__int64", kArgs448, kOutcomes2049},
    {"clamp_Tensor__out__bfloat16__to__float16", kArgs448, kOutcomes2027},
    {"clamp_Tensor__out__bfloat16__to__bfloat16", kArgs448, kOutcomes2028},
    {"clamp_Tensor__out__bfloat16__to__float32", kArgs448, kOutcomes2029},
    {"clamp_Tensor__out__bfloat16__to__float64", kArgs448, kOutcomes2030},
    {"clamp_Tensor__out__bfloat16__to__complex32", kArgs448, kOutcomes2031},
    {"clamp_Tensor__out__bfloat16__to__complex64", kArgs448, kOutcomes2032},
    {"clamp_Tensor__out__bfloat16__to__complex128", kArgs448, kOutcomes2033},
    {"clamp_Tensor__out__float32__to__bool", kArgs475, kOutcomes2050},
    {"clamp_Tensor__out__float32__to__uint8", kArgs475, kOutcomes2051},
    {"clamp_Tensor__out__float32__to__int8", kArgs475, kOutcomes2052},
    {"clamp_Tensor__out__float32__to__int16", kArgs475, kOutcomes2053},
    {"clamp_Tensor__out__float32__to__int32", kArgs475, kOutcomes2054},
    {"clamp_Tensor__out__float32__to__int64", kArgs475, kOutcomes2055},
    {"clamp_Tensor__out__float32__to__float16", kArgs475, kOutcomes2027},
    {"clamp_Tensor__out__float32__to__bfloat16", kArgs475, kOutcomes2028},
    {"clamp_Tensor__out__float32__to__float32", kArgs475, kOutcomes2029},
    {"clamp_Tensor__out__float32__to__float64", kArgs475, kOutcomes2030},
    {"clamp_Tensor__out__float32__to__complex32", kArgs475, kOutcomes2031},
    {"clamp_Tensor__out__float32__to__complex64", kArgs475, kOutcomes2032},
    {"clamp_Tensor__out__float32__to__complex128", kArgs475, kOutcomes2033},
    {"clamp_Tensor__out__float64__to__bool", kArgs502, kOutcomes2056},
    {"clamp_Tensor__out__float64__to__uint8", kArgs502, kOutcomes2057},
    {"clamp_Tensor__out__float64__to__int8", kArgs502, kOutcomes2058},
    {"clamp_Tensor__out__float64__to__int16", kArgs502, kOutcomes2059},
    {"clamp_Tensor__out__float64__to__int32", kArgs502, kOutcomes2060},
    {"clamp_Tensor__out__float64__to__int64", kArgs502, kOutcomes2061},
    {"clamp_Tensor__out__float64__to__float16", kArgs502, kOutcomes2027},
    {"clamp_Tensor__out__float64__to__bfloat16", kArgs502, kOutcomes2028},
    {"clamp_Tensor__out__float64__to__float32", kArgs502, kOutcomes2029},
    {"clamp_Tensor__out__float64__to__float64", kArgs502, kOutcomes2030},
    {"clamp_Tensor__out__float64__to__complex32", kArgs502, kOutcomes2031},
    {"clamp_Tensor__out__float64__to__complex64", kArgs502, kOutcomes2032},
    {"clamp_Tensor__out__float64__to__complex128", kArgs502, kOutcomes2033},
};
constexpr int64_t kInts2062[] = {2, 3};
constexpr ArgSpec kArgs2063[] = {tensor_spec(kFloat, kInts2062), float_scalar(0.5), float_scalar(2.5)};
constexpr ArgSpec kOut2064 = tensor_spec(kFloat, kInts2062);
constexpr Outcome kOutcomes2065[] = {call(3).out_tensor(&kOut2064).shape(kInts2062).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2066[] = {call(3).out_tensor(&kOut5).shape(kInts2062).same_as(SameAs::Out)};
constexpr int64_t kInts2067[] = {6};
constexpr ArgSpec kOut2068 = tensor_spec(kFloat, kInts2067);
constexpr Outcome kOutcomes2069[] = {call(3).out_tensor(&kOut2068).shape(kInts2062).same_as(SameAs::Out)};
constexpr int64_t kInts2070[] = {3, 2};
constexpr ArgSpec kOut2071 = tensor_spec(kFloat, kInts2070);
constexpr Outcome kOutcomes2072[] = {call(3).out_tensor(&kOut2071).shape(kInts2062).same_as(SameAs::Out)};
constexpr int64_t kInts2073[] = {3};
constexpr ArgSpec kArgs2074[] = {tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2073), tensor_spec(kFloat, kInts2062)};
constexpr Outcome kOutcomes2075[] = {call(4).shape(kInts2062)};
constexpr ArgSpec kArgs2076[] = {tensor_spec(kFloat, kInts2073), tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062)};
constexpr int64_t kInts2077[] = {2, 1};
constexpr int64_t kInts2078[] = {1, 3};
constexpr ArgSpec kArgs2079[] = {tensor_spec(kFloat, kInts2077), tensor_spec(kFloat, kInts2078), tensor_spec(kFloat, kInts2062)};
constexpr ArgSpec kArgs2080[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062)};
constexpr ArgSpec kArgs2081[] = {tensor_spec(kFloat, kInts2062), tensor_spec(kFloat), tensor_spec(kFloat, kInts2062)};
constexpr int64_t kInts2082[] = {0, 3};
constexpr ArgSpec kArgs2083[] = {tensor_spec(kFloat, kInts2082), tensor_spec(kFloat, kInts2078), tensor_spec(kFloat, kInts2062)};
constexpr ErrorSpec kError2084 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes2085[] = {call(4).raises(&kError2084)};
constexpr int64_t kInts2086[] = {4, 1, 3};
constexpr ArgSpec kArgs2087[] = {tensor_spec(kFloat, kInts2086), tensor_spec(kFloat, kInts2077), tensor_spec(kFloat, kInts2062)};
constexpr int64_t kInts2088[] = {4, 2, 3};
constexpr Outcome kOutcomes2089[] = {call(4).shape(kInts2088)};
constexpr ArgSpec kArgs2090[] = {tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts2062)};
constexpr ErrorSpec kError2091 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes2092[] = {call(4).raises(&kError2091)};
constexpr ArgSpec kArgs2093[] = {tensor_spec(kFloat, kInts4), tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts2062)};
constexpr int64_t kInts2094[] = {2, 3, 4};
constexpr int64_t kInts2095[] = {3, 1, 5};
constexpr ArgSpec kArgs2096[] = {tensor_spec(kFloat, kInts2094), tensor_spec(kFloat, kInts2095), tensor_spec(kFloat, kInts2062)};
constexpr ErrorSpec kError2097 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes2098[] = {call(4).raises(&kError2097)};
constexpr Outcome kOutcomes2099[] = {call(6).shape(kInts2062).same_as(SameAs::Self)};
constexpr ArgSpec kArgs2100[] = {tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2078), tensor_spec(kFloat, kInts2062)};
constexpr ErrorSpec kError2101 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes2102[] = {call(6).raises(&kError2101)};
constexpr ArgSpec kArgs2103[] = {tensor_spec(kFloat, kInts2078), tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062)};
constexpr ErrorSpec kError2104 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes2105[] = {call(6).raises(&kError2104)};
constexpr ArgSpec kArgs2106[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts11), tensor_spec(kFloat, kInts2062)};
constexpr ErrorSpec kError2107 = {"RuntimeError", "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes2108[] = {call(6).raises(&kError2107)};
constexpr Outcome kOutcomes2109[] = {call(6).raises(&kError2091)};
constexpr ArgSpec kArgs2110[] = {tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062)};
constexpr Outcome kOutcomes2111[] = {call(7).out_tensor(&kOut2064).shape(kInts2062).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2112[] = {call(7).out_tensor(&kOut5).shape(kInts2062).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2113[] = {call(7).out_tensor(&kOut2068).shape(kInts2062).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2114[] = {call(7).out_tensor(&kOut2071).shape(kInts2062).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"clamp__out__2x3", kArgs2063, kOutcomes2065},
    {"clamp__out__0", kArgs2063, kOutcomes2066},
    {"clamp__out__6", kArgs2063, kOutcomes2069},
    {"clamp__out__3x2", kArgs2063, kOutcomes2072},
    {"clamp_Tensor__broadcast__2x3__3", kArgs2074, kOutcomes2075},
    {"clamp_Tensor__broadcast__3__2x3", kArgs2076, kOutcomes2075},
    {"clamp_Tensor__broadcast__2x1__1x3", kArgs2079, kOutcomes2075},
    {"clamp_Tensor__broadcast__scalar__2x3", kArgs2080, kOutcomes2075},
    {"clamp_Tensor__broadcast__2x3__scalar", kArgs2081, kOutcomes2075},
    {"clamp_Tensor__broadcast__0x3__1x3", kArgs2083, kOutcomes2085},
    {"clamp_Tensor__broadcast__4x1x3__2x1", kArgs2087, kOutcomes2089},
    {"clamp_Tensor__broadcast__2x3__2", kArgs2090, kOutcomes2092},
    {"clamp_Tensor__broadcast__0__2", kArgs2093, kOutcomes2085},
    {"clamp_Tensor__broadcast__2x3x4__3x1x5", kArgs2096, kOutcomes2098},
    {"clamp_Tensor__inplace__2x3__3", kArgs2074, kOutcomes2099},
    {"clamp_Tensor__inplace__2x3__1x3", kArgs2100, kOutcomes2099},
    {"clamp_Tensor__inplace__2x3__scalar", kArgs2081, kOutcomes2099},
    {"clamp_Tensor__inplace__3__2x3", kArgs2076, kOutcomes2102},
    {"clamp_Tensor__inplace__1x3__2x3", kArgs2103, kOutcomes2105},
    {"clamp_Tensor__inplace__scalar__2", kArgs2106, kOutcomes2108},
    {"clamp_Tensor__inplace__2x3__2", kArgs2090, kOutcomes2109},
    {"clamp_Tensor__out__2x3", kArgs2110, kOutcomes2111},
    {"clamp_Tensor__out__0", kArgs2110, kOutcomes2112},
    {"clamp_Tensor__out__6", kArgs2110, kOutcomes2113},
    {"clamp_Tensor__out__3x2", kArgs2110, kOutcomes2114},
};
constexpr const char* kNames2115[] = {"N", "C"};
constexpr ArgSpec kArgs2116[] = {tensor_spec(kFloat, kInts2062, {}, kNames2115), float_scalar(0.5), float_scalar(2.5)};
constexpr const char* kNames2117[] = {"A", "C"};
constexpr ArgSpec kOut2118 = tensor_spec(kFloat, kInts2062, {}, kNames2117);
constexpr ErrorSpec kError2119 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes2120[] = {call(0).names(kNames2115), call(3).out_tensor(&kOut5).names(kNames2115).same_as(SameAs::Out), call(3).out_tensor(&kOut2118).raises(&kError2119), call(2).names(kNames2115).same_as(SameAs::Self)};
constexpr const char* kNames2121[] = {"N", nullptr};
constexpr ArgSpec kArgs2122[] = {tensor_spec(kFloat, kInts2062, {}, kNames2121), float_scalar(0.5), float_scalar(2.5)};
constexpr const char* kNames2123[] = {"A", nullptr};
constexpr ArgSpec kOut2124 = tensor_spec(kFloat, kInts2062, {}, kNames2123);
constexpr ErrorSpec kError2125 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes2126[] = {call(0).names(kNames2121), call(3).out_tensor(&kOut5).names(kNames2121).same_as(SameAs::Out), call(3).out_tensor(&kOut2124).raises(&kError2125), call(2).names(kNames2121).same_as(SameAs::Self)};
constexpr const char* kNames2127[] = {nullptr, nullptr};
constexpr Outcome kOutcomes2128[] = {call(0).names(kNames2127), call(3).out_tensor(&kOut5).names(kNames2127).same_as(SameAs::Out), call(2).names(kNames2127).same_as(SameAs::Self)};
constexpr ArgSpec kArgs2129[] = {tensor_spec(kFloat, kInts2062, {}, kNames2115), tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062)};
constexpr Outcome kOutcomes2130[] = {call(4).names(kNames2115), call(7).out_tensor(&kOut5).names(kNames2115).same_as(SameAs::Out), call(7).out_tensor(&kOut2118).raises(&kError2119), call(6).names(kNames2115).same_as(SameAs::Self)};
constexpr ArgSpec kArgs2131[] = {tensor_spec(kFloat, kInts2062, {}, kNames2121), tensor_spec(kFloat, kInts2062), tensor_spec(kFloat, kInts2062)};
constexpr Outcome kOutcomes2132[] = {call(4).names(kNames2121), call(7).out_tensor(&kOut5).names(kNames2121).same_as(SameAs::Out), call(7).out_tensor(&kOut2124).raises(&kError2125), call(6).names(kNames2121).same_as(SameAs::Self)};
constexpr Outcome kOutcomes2133[] = {call(4).names(kNames2127), call(7).out_tensor(&kOut5).names(kNames2127).same_as(SameAs::Out), call(6).names(kNames2127).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"clamp__names_kept", kArgs2116, kOutcomes2120},
    {"clamp__partial_names_kept", kArgs2122, kOutcomes2126},
    {"clamp__unnamed_stays_unnamed", kArgs2063, kOutcomes2128},
    {"clamp_Tensor__names_kept", kArgs2129, kOutcomes2130},
    {"clamp_Tensor__partial_names_kept", kArgs2131, kOutcomes2132},
    {"clamp_Tensor__unnamed_stays_unnamed", kArgs2110, kOutcomes2133},
};
constexpr Num kNums2134[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs2135[] = {tensor_spec(kUInt8, kInts0, kNums2134), int_scalar(2), none_spec()};
constexpr Num kNums2136[] = {{2, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {2, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kOut2137 = tensor_spec(kUInt8, kInts4);
constexpr Outcome kOutcomes2138[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums2136), call(2).dtype(kUInt8).shape(kInts0).values(kNums2136).same_as(SameAs::Self), call(3).out_tensor(&kOut2137).dtype(kUInt8).shape(kInts0).values(kNums2136).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2139[] = {tensor_spec(kUInt8, kInts0, kNums2134), none_spec(), int_scalar(7)};
constexpr Num kNums2140[] = {{0, 0}, {3, 0}, {7, 0}, {7, 0}, {7, 0}, {1, 0}, {7, 0}, {7, 0}, {5, 0}, {2, 0}, {7, 0}, {3, 0}};
constexpr Outcome kOutcomes2141[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums2140), call(2).dtype(kUInt8).shape(kInts0).values(kNums2140).same_as(SameAs::Self), call(3).out_tensor(&kOut2137).dtype(kUInt8).shape(kInts0).values(kNums2140).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2142[] = {tensor_spec(kUInt8, kInts0, kNums2134), int_scalar(2), int_scalar(7)};
constexpr Num kNums2143[] = {{2, 0}, {3, 0}, {7, 0}, {7, 0}, {7, 0}, {2, 0}, {7, 0}, {7, 0}, {5, 0}, {2, 0}, {7, 0}, {3, 0}};
constexpr Outcome kOutcomes2144[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums2143), call(2).dtype(kUInt8).shape(kInts0).values(kNums2143).same_as(SameAs::Self), call(3).out_tensor(&kOut2137).dtype(kUInt8).shape(kInts0).values(kNums2143).same_as(SameAs::Out)};
constexpr Num kNums2145[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs2146[] = {tensor_spec(kInt8, kInts0, kNums2145), int_scalar(2), none_spec()};
constexpr Num kNums2147[] = {{2, 0}, {2, 0}, {3, 0}, {7, 0}, {2, 0}, {2, 0}, {12, 0}, {100, 0}, {2, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kOut2148 = tensor_spec(kInt8, kInts4);
constexpr Outcome kOutcomes2149[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums2147), call(2).dtype(kInt8).shape(kInts0).values(kNums2147).same_as(SameAs::Self), call(3).out_tensor(&kOut2148).dtype(kInt8).shape(kInts0).values(kNums2147).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2150[] = {tensor_spec(kInt8, kInts0, kNums2145), none_spec(), int_scalar(7)};
constexpr Num kNums2151[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {7, 0}, {7, 0}, {-100, 0}, {5, 0}, {2, 0}, {7, 0}};
constexpr Outcome kOutcomes2152[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums2151), call(2).dtype(kInt8).shape(kInts0).values(kNums2151).same_as(SameAs::Self), call(3).out_tensor(&kOut2148).dtype(kInt8).shape(kInts0).values(kNums2151).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2153[] = {tensor_spec(kInt8, kInts0, kNums2145), int_scalar(2), int_scalar(7)};
constexpr Num kNums2154[] = {{2, 0}, {2, 0}, {3, 0}, {7, 0}, {2, 0}, {2, 0}, {7, 0}, {7, 0}, {2, 0}, {5, 0}, {2, 0}, {7, 0}};
constexpr Outcome kOutcomes2155[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums2154), call(2).dtype(kInt8).shape(kInts0).values(kNums2154).same_as(SameAs::Self), call(3).out_tensor(&kOut2148).dtype(kInt8).shape(kInts0).values(kNums2154).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2156[] = {tensor_spec(kInt16, kInts0, kNums2145), int_scalar(2), none_spec()};
constexpr ArgSpec kOut2157 = tensor_spec(kInt16, kInts4);
constexpr Outcome kOutcomes2158[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums2147), call(2).dtype(kInt16).shape(kInts0).values(kNums2147).same_as(SameAs::Self), call(3).out_tensor(&kOut2157).dtype(kInt16).shape(kInts0).values(kNums2147).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2159[] = {tensor_spec(kInt16, kInts0, kNums2145), none_spec(), int_scalar(7)};
constexpr Outcome kOutcomes2160[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums2151), call(2).dtype(kInt16).shape(kInts0).values(kNums2151).same_as(SameAs::Self), call(3).out_tensor(&kOut2157).dtype(kInt16).shape(kInts0).values(kNums2151).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2161[] = {tensor_spec(kInt16, kInts0, kNums2145), int_scalar(2), int_scalar(7)};
constexpr Outcome kOutcomes2162[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums2154), call(2).dtype(kInt16).shape(kInts0).values(kNums2154).same_as(SameAs::Self), call(3).out_tensor(&kOut2157).dtype(kInt16).shape(kInts0).values(kNums2154).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2163[] = {tensor_spec(kInt32, kInts0, kNums2145), int_scalar(2), none_spec()};
constexpr ArgSpec kOut2164 = tensor_spec(kInt32, kInts4);
constexpr Outcome kOutcomes2165[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums2147), call(2).dtype(kInt32).shape(kInts0).values(kNums2147).same_as(SameAs::Self), call(3).out_tensor(&kOut2164).dtype(kInt32).shape(kInts0).values(kNums2147).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2166[] = {tensor_spec(kInt32, kInts0, kNums2145), none_spec(), int_scalar(7)};
constexpr Outcome kOutcomes2167[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums2151), call(2).dtype(kInt32).shape(kInts0).values(kNums2151).same_as(SameAs::Self), call(3).out_tensor(&kOut2164).dtype(kInt32).shape(kInts0).values(kNums2151).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2168[] = {tensor_spec(kInt32, kInts0, kNums2145), int_scalar(2), int_scalar(7)};
constexpr Outcome kOutcomes2169[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums2154), call(2).dtype(kInt32).shape(kInts0).values(kNums2154).same_as(SameAs::Self), call(3).out_tensor(&kOut2164).dtype(kInt32).shape(kInts0).values(kNums2154).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2170[] = {tensor_spec(kInt64, kInts0, kNums2145), int_scalar(2), none_spec()};
constexpr ArgSpec kOut2171 = tensor_spec(kInt64, kInts4);
constexpr Outcome kOutcomes2172[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums2147), call(2).dtype(kInt64).shape(kInts0).values(kNums2147).same_as(SameAs::Self), call(3).out_tensor(&kOut2171).dtype(kInt64).shape(kInts0).values(kNums2147).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2173[] = {tensor_spec(kInt64, kInts0, kNums2145), none_spec(), int_scalar(7)};
constexpr Outcome kOutcomes2174[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums2151), call(2).dtype(kInt64).shape(kInts0).values(kNums2151).same_as(SameAs::Self), call(3).out_tensor(&kOut2171).dtype(kInt64).shape(kInts0).values(kNums2151).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2175[] = {tensor_spec(kInt64, kInts0, kNums2145), int_scalar(2), int_scalar(7)};
constexpr Outcome kOutcomes2176[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums2154), call(2).dtype(kInt64).shape(kInts0).values(kNums2154).same_as(SameAs::Self), call(3).out_tensor(&kOut2171).dtype(kInt64).shape(kInts0).values(kNums2154).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2177[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr ArgSpec kOut2178 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes2179[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums3), call(2).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut2178).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2180[] = {tensor_spec(kHalf, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Num kNums2181[] = {{0.5, 0}, {-1.25, 0}, {2.5, 0}, {0.0, 0}, {-0.0, 0}, {2.5, 0}, {-0.375, 0}, {2.5, 0}, {0.125, 0}, {-7.5, 0}, {2.5, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes2182[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums2181), call(2).dtype(kHalf).shape(kInts0).values(kNums2181).same_as(SameAs::Self), call(3).out_tensor(&kOut2178).dtype(kHalf).shape(kInts0).values(kNums2181).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2183[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Num kNums2184[] = {{0.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {2.5, 0}, {0.5, 0}, {0.5, 0}, {2.5, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes2185[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums2184), call(2).dtype(kHalf).shape(kInts0).values(kNums2184).same_as(SameAs::Self), call(3).out_tensor(&kOut2178).dtype(kHalf).shape(kInts0).values(kNums2184).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2186[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr ArgSpec kOut2187 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes2188[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums3), call(2).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut2187).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2189[] = {tensor_spec(kBFloat16, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Outcome kOutcomes2190[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums2181), call(2).dtype(kBFloat16).shape(kInts0).values(kNums2181).same_as(SameAs::Self), call(3).out_tensor(&kOut2187).dtype(kBFloat16).shape(kInts0).values(kNums2181).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2191[] = {tensor_spec(kBFloat16, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Outcome kOutcomes2192[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums2184), call(2).dtype(kBFloat16).shape(kInts0).values(kNums2184).same_as(SameAs::Self), call(3).out_tensor(&kOut2187).dtype(kBFloat16).shape(kInts0).values(kNums2184).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2193[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2194[] = {tensor_spec(kFloat, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Outcome kOutcomes2195[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums2181), call(2).dtype(kFloat).shape(kInts0).values(kNums2181).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2181).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2196[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Outcome kOutcomes2197[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums2184), call(2).dtype(kFloat).shape(kInts0).values(kNums2184).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2184).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2198[] = {tensor_spec(kDouble, kInts0, kNums1), float_scalar(0.5), none_spec()};
constexpr ArgSpec kOut2199 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes2200[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums3), call(2).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut2199).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2201[] = {tensor_spec(kDouble, kInts0, kNums1), none_spec(), float_scalar(2.5)};
constexpr Outcome kOutcomes2202[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums2181), call(2).dtype(kDouble).shape(kInts0).values(kNums2181).same_as(SameAs::Self), call(3).out_tensor(&kOut2199).dtype(kDouble).shape(kInts0).values(kNums2181).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2203[] = {tensor_spec(kDouble, kInts0, kNums1), float_scalar(0.5), float_scalar(2.5)};
constexpr Outcome kOutcomes2204[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums2184), call(2).dtype(kDouble).shape(kInts0).values(kNums2184).same_as(SameAs::Self), call(3).out_tensor(&kOut2199).dtype(kDouble).shape(kInts0).values(kNums2184).same_as(SameAs::Out)};
constexpr int64_t kInts2205[] = {1, 4};
constexpr Num kNums2206[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs2207[] = {expanded(tensor_spec(kFloat, kInts2205, kNums2206), kInts0), float_scalar(0.5), none_spec()};
constexpr Num kNums2208[] = {{0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}, {0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}, {0.5, 0}, {0.5, 0}, {3.0, 0}, {0.5, 0}};
constexpr Outcome kOutcomes2209[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums2208), call(1).dtype(kFloat).shape(kInts0).values(kNums2208), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2208).same_as(SameAs::Out)};
constexpr Num kNums2210[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs2211[] = {tensor_spec(kUInt8, kInts0, kNums2134), tensor_spec(kUInt8, kInts0, kNums2210), none_spec()};
constexpr Num kNums2212[] = {{1, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {6, 0}, {12, 0}, {100, 0}, {5, 0}, {4, 0}, {9, 0}, {3, 0}};
constexpr Outcome kOutcomes2213[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums2212), call(6).dtype(kUInt8).shape(kInts0).values(kNums2212).same_as(SameAs::Self), call(7).out_tensor(&kOut2137).dtype(kUInt8).shape(kInts0).values(kNums2212).same_as(SameAs::Out)};
constexpr Num kNums2214[] = {{2, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {7, 0}};
constexpr ArgSpec kArgs2215[] = {tensor_spec(kUInt8, kInts0, kNums2134), none_spec(), tensor_spec(kUInt8, kInts0, kNums2214)};
constexpr Num kNums2216[] = {{0, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {3, 0}};
constexpr Outcome kOutcomes2217[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums2216), call(6).dtype(kUInt8).shape(kInts0).values(kNums2216).same_as(SameAs::Self), call(7).out_tensor(&kOut2137).dtype(kUInt8).shape(kInts0).values(kNums2216).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2218[] = {tensor_spec(kUInt8, kInts0, kNums2134), tensor_spec(kUInt8, kInts0, kNums2210), tensor_spec(kUInt8, kInts0, kNums2214)};
constexpr Num kNums2219[] = {{1, 0}, {2, 0}, {5, 0}, {100, 0}, {4, 0}, {0, 0}, {3, 0}, {9, 0}, {1, 0}, {1, 0}, {6, 0}, {3, 0}};
constexpr Outcome kOutcomes2220[] = {call(4).dtype(kUInt8).shape(kInts0).values(kNums2219), call(6).dtype(kUInt8).shape(kInts0).values(kNums2219).same_as(SameAs::Self), call(7).out_tensor(&kOut2137).dtype(kUInt8).shape(kInts0).values(kNums2219).same_as(SameAs::Out)};
constexpr Num kNums2221[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs2222[] = {tensor_spec(kInt8, kInts0, kNums2145), tensor_spec(kInt8, kInts0, kNums2221), none_spec()};
constexpr Num kNums2223[] = {{1, 0}, {2, 0}, {3, 0}, {7, 0}, {5, 0}, {6, 0}, {12, 0}, {100, 0}, {3, 0}, {5, 0}, {5, 0}, {9, 0}};
constexpr Outcome kOutcomes2224[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums2223), call(6).dtype(kInt8).shape(kInts0).values(kNums2223).same_as(SameAs::Self), call(7).out_tensor(&kOut2148).dtype(kInt8).shape(kInts0).values(kNums2223).same_as(SameAs::Out)};
constexpr Num kNums2225[] = {{-1, 0}, {4, 0}, {3, 0}, {6, 0}, {0, 0}, {2, 0}, {10, 0}, {50, 0}, {-50, 0}, {3, 0}, {1, 0}, {12, 0}};
constexpr ArgSpec kArgs2226[] = {tensor_spec(kInt8, kInts0, kNums2145), none_spec(), tensor_spec(kInt8, kInts0, kNums2225)};
constexpr Num kNums2227[] = {{-5, 0}, {0, 0}, {3, 0}, {6, 0}, {-2, 0}, {1, 0}, {10, 0}, {50, 0}, {-100, 0}, {3, 0}, {1, 0}, {9, 0}};
constexpr Outcome kOutcomes2228[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums2227), call(6).dtype(kInt8).shape(kInts0).values(kNums2227).same_as(SameAs::Self), call(7).out_tensor(&kOut2148).dtype(kInt8).shape(kInts0).values(kNums2227).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2229[] = {tensor_spec(kInt8, kInts0, kNums2145), tensor_spec(kInt8, kInts0, kNums2221), tensor_spec(kInt8, kInts0, kNums2225)};
constexpr Num kNums2230[] = {{-1, 0}, {2, 0}, {3, 0}, {6, 0}, {0, 0}, {2, 0}, {10, 0}, {50, 0}, {-50, 0}, {3, 0}, {1, 0}, {9, 0}};
constexpr Outcome kOutcomes2231[] = {call(4).dtype(kInt8).shape(kInts0).values(kNums2230), call(6).dtype(kInt8).shape(kInts0).values(kNums2230).same_as(SameAs::Self), call(7).out_tensor(&kOut2148).dtype(kInt8).shape(kInts0).values(kNums2230).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2232[] = {tensor_spec(kInt16, kInts0, kNums2145), tensor_spec(kInt16, kInts0, kNums2221), none_spec()};
constexpr Outcome kOutcomes2233[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums2223), call(6).dtype(kInt16).shape(kInts0).values(kNums2223).same_as(SameAs::Self), call(7).out_tensor(&kOut2157).dtype(kInt16).shape(kInts0).values(kNums2223).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2234[] = {tensor_spec(kInt16, kInts0, kNums2145), none_spec(), tensor_spec(kInt16, kInts0, kNums2225)};
constexpr Outcome kOutcomes2235[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums2227), call(6).dtype(kInt16).shape(kInts0).values(kNums2227).same_as(SameAs::Self), call(7).out_tensor(&kOut2157).dtype(kInt16).shape(kInts0).values(kNums2227).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2236[] = {tensor_spec(kInt16, kInts0, kNums2145), tensor_spec(kInt16, kInts0, kNums2221), tensor_spec(kInt16, kInts0, kNums2225)};
constexpr Outcome kOutcomes2237[] = {call(4).dtype(kInt16).shape(kInts0).values(kNums2230), call(6).dtype(kInt16).shape(kInts0).values(kNums2230).same_as(SameAs::Self), call(7).out_tensor(&kOut2157).dtype(kInt16).shape(kInts0).values(kNums2230).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2238[] = {tensor_spec(kInt32, kInts0, kNums2145), tensor_spec(kInt32, kInts0, kNums2221), none_spec()};
constexpr Outcome kOutcomes2239[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums2223), call(6).dtype(kInt32).shape(kInts0).values(kNums2223).same_as(SameAs::Self), call(7).out_tensor(&kOut2164).dtype(kInt32).shape(kInts0).values(kNums2223).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2240[] = {tensor_spec(kInt32, kInts0, kNums2145), none_spec(), tensor_spec(kInt32, kInts0, kNums2225)};
constexpr Outcome kOutcomes2241[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums2227), call(6).dtype(kInt32).shape(kInts0).values(kNums2227).same_as(SameAs::Self), call(7).out_tensor(&kOut2164).dtype(kInt32).shape(kInts0).values(kNums2227).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2242[] = {tensor_spec(kInt32, kInts0, kNums2145), tensor_spec(kInt32, kInts0, kNums2221), tensor_spec(kInt32, kInts0, kNums2225)};
constexpr Outcome kOutcomes2243[] = {call(4).dtype(kInt32).shape(kInts0).values(kNums2230), call(6).dtype(kInt32).shape(kInts0).values(kNums2230).same_as(SameAs::Self), call(7).out_tensor(&kOut2164).dtype(kInt32).shape(kInts0).values(kNums2230).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2244[] = {tensor_spec(kInt64, kInts0, kNums2145), tensor_spec(kInt64, kInts0, kNums2221), none_spec()};
constexpr Outcome kOutcomes2245[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums2223), call(6).dtype(kInt64).shape(kInts0).values(kNums2223).same_as(SameAs::Self), call(7).out_tensor(&kOut2171).dtype(kInt64).shape(kInts0).values(kNums2223).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2246[] = {tensor_spec(kInt64, kInts0, kNums2145), none_spec(), tensor_spec(kInt64, kInts0, kNums2225)};
constexpr Outcome kOutcomes2247[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums2227), call(6).dtype(kInt64).shape(kInts0).values(kNums2227).same_as(SameAs::Self), call(7).out_tensor(&kOut2171).dtype(kInt64).shape(kInts0).values(kNums2227).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2248[] = {tensor_spec(kInt64, kInts0, kNums2145), tensor_spec(kInt64, kInts0, kNums2221), tensor_spec(kInt64, kInts0, kNums2225)};
constexpr Outcome kOutcomes2249[] = {call(4).dtype(kInt64).shape(kInts0).values(kNums2230), call(6).dtype(kInt64).shape(kInts0).values(kNums2230).same_as(SameAs::Self), call(7).out_tensor(&kOut2171).dtype(kInt64).shape(kInts0).values(kNums2230).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2250[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums7), none_spec()};
constexpr Outcome kOutcomes2251[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums9), call(6).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut2178).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr Num kNums2252[] = {{1.0, 0}, {2.0, 0}, {2.5, 0}, {-1.0, 0}, {0.5, 0}, {4.0, 0}, {0.25, 0}, {8.0, 0}, {0.0, 0}, {-2.0, 0}, {1.0, 0}, {2.0, 0}};
constexpr ArgSpec kArgs2253[] = {tensor_spec(kHalf, kInts0, kNums1), none_spec(), tensor_spec(kHalf, kInts0, kNums2252)};
constexpr Num kNums2254[] = {{0.5, 0}, {-1.25, 0}, {2.5, 0}, {-1.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {8.0, 0}, {0.0, 0}, {-7.5, 0}, {1.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes2255[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums2254), call(6).dtype(kHalf).shape(kInts0).values(kNums2254).same_as(SameAs::Self), call(7).out_tensor(&kOut2178).dtype(kHalf).shape(kInts0).values(kNums2254).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2256[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums7), tensor_spec(kHalf, kInts0, kNums2252)};
constexpr Num kNums2257[] = {{0.5, 0}, {0.5, 0}, {2.5, 0}, {-1.0, 0}, {-0.0, 0}, {2.75, 0}, {0.25, 0}, {8.0, 0}, {0.0, 0}, {-2.0, 0}, {1.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes2258[] = {call(4).dtype(kHalf).shape(kInts0).values(kNums2257), call(6).dtype(kHalf).shape(kInts0).values(kNums2257).same_as(SameAs::Self), call(7).out_tensor(&kOut2178).dtype(kHalf).shape(kInts0).values(kNums2257).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2259[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums7), none_spec()};
constexpr Outcome kOutcomes2260[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums9), call(6).dtype(kBFloat16).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut2187).dtype(kBFloat16).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2261[] = {tensor_spec(kBFloat16, kInts0, kNums1), none_spec(), tensor_spec(kBFloat16, kInts0, kNums2252)};
constexpr Outcome kOutcomes2262[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums2254), call(6).dtype(kBFloat16).shape(kInts0).values(kNums2254).same_as(SameAs::Self), call(7).out_tensor(&kOut2187).dtype(kBFloat16).shape(kInts0).values(kNums2254).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2263[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums7), tensor_spec(kBFloat16, kInts0, kNums2252)};
constexpr Outcome kOutcomes2264[] = {call(4).dtype(kBFloat16).shape(kInts0).values(kNums2257), call(6).dtype(kBFloat16).shape(kInts0).values(kNums2257).same_as(SameAs::Self), call(7).out_tensor(&kOut2187).dtype(kBFloat16).shape(kInts0).values(kNums2257).same_as(SameAs::Out)};
constexpr Outcome kOutcomes2265[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums9), call(6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2266[] = {tensor_spec(kFloat, kInts0, kNums1), none_spec(), tensor_spec(kFloat, kInts0, kNums2252)};
constexpr Outcome kOutcomes2267[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums2254), call(6).dtype(kFloat).shape(kInts0).values(kNums2254).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2254).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2268[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums7), tensor_spec(kFloat, kInts0, kNums2252)};
constexpr Outcome kOutcomes2269[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums2257), call(6).dtype(kFloat).shape(kInts0).values(kNums2257).same_as(SameAs::Self), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2257).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2270[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums7), none_spec()};
constexpr Outcome kOutcomes2271[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums9), call(6).dtype(kDouble).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(7).out_tensor(&kOut2199).dtype(kDouble).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2272[] = {tensor_spec(kDouble, kInts0, kNums1), none_spec(), tensor_spec(kDouble, kInts0, kNums2252)};
constexpr Outcome kOutcomes2273[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums2254), call(6).dtype(kDouble).shape(kInts0).values(kNums2254).same_as(SameAs::Self), call(7).out_tensor(&kOut2199).dtype(kDouble).shape(kInts0).values(kNums2254).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2274[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums7), tensor_spec(kDouble, kInts0, kNums2252)};
constexpr Outcome kOutcomes2275[] = {call(4).dtype(kDouble).shape(kInts0).values(kNums2257), call(6).dtype(kDouble).shape(kInts0).values(kNums2257).same_as(SameAs::Self), call(7).out_tensor(&kOut2199).dtype(kDouble).shape(kInts0).values(kNums2257).same_as(SameAs::Out)};
constexpr ArgSpec kArgs2276[] = {expanded(tensor_spec(kFloat, kInts2205, kNums2206), kInts0), tensor_spec(kFloat, kInts0, kNums7), none_spec()};
constexpr Num kNums2277[] = {{0.5, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {0.5, 0}, {-0.25, 0}, {3.0, 0}, {0.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr Outcome kOutcomes2278[] = {call(4).dtype(kFloat).shape(kInts0).values(kNums2277), call(5).dtype(kFloat).shape(kInts0).values(kNums2277), call(7).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums2277).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"clamp__self_uint8__min_int_scalar", kArgs2135, kOutcomes2138},
    {"clamp__self_uint8__max_int_scalar", kArgs2139, kOutcomes2141},
    {"clamp__self_uint8__min_int_scalar__max_int_scalar", kArgs2142, kOutcomes2144},
    {"clamp__self_int8__min_int_scalar", kArgs2146, kOutcomes2149},
    {"clamp__self_int8__max_int_scalar", kArgs2150, kOutcomes2152},
    {"clamp__self_int8__min_int_scalar__max_int_scalar", kArgs2153, kOutcomes2155},
    {"clamp__self_int16__min_int_scalar", kArgs2156, kOutcomes2158},
    {"clamp__self_int16__max_int_scalar", kArgs2159, kOutcomes2160},
    {"clamp__self_int16__min_int_scalar__max_int_scalar", kArgs2161, kOutcomes2162},
    {"clamp__self_int32__min_int_scalar", kArgs2163, kOutcomes2165},
    {"clamp__self_int32__max_int_scalar", kArgs2166, kOutcomes2167},
    {"clamp__self_int32__min_int_scalar__max_int_scalar", kArgs2168, kOutcomes2169},
    {"clamp__self_int64__min_int_scalar", kArgs2170, kOutcomes2172},
    {"clamp__self_int64__max_int_scalar", kArgs2173, kOutcomes2174},
    {"clamp__self_int64__min_int_scalar__max_int_scalar", kArgs2175, kOutcomes2176},
    {"clamp__self_float16__min_float_scalar", kArgs2177, kOutcomes2179},
    {"clamp__self_float16__max_float_scalar", kArgs2180, kOutcomes2182},
    {"clamp__self_float16__min_float_scalar__max_float_scalar", kArgs2183, kOutcomes2185},
    {"clamp__self_bfloat16__min_float_scalar", kArgs2186, kOutcomes2188},
    {"clamp__self_bfloat16__max_float_scalar", kArgs2189, kOutcomes2190},
    {"clamp__self_bfloat16__min_float_scalar__max_float_scalar", kArgs2191, kOutcomes2192},
    {"clamp__self_float32__min_float_scalar", kArgs2, kOutcomes2193},
    {"clamp__self_float32__max_float_scalar", kArgs2194, kOutcomes2195},
    {"clamp__self_float32__min_float_scalar__max_float_scalar", kArgs2196, kOutcomes2197},
    {"clamp__self_float64__min_float_scalar", kArgs2198, kOutcomes2200},
    {"clamp__self_float64__max_float_scalar", kArgs2201, kOutcomes2202},
    {"clamp__self_float64__min_float_scalar__max_float_scalar", kArgs2203, kOutcomes2204},
    {"clamp__expanded_self", kArgs2207, kOutcomes2209},
    {"clamp_Tensor__self_uint8__min_uint8", kArgs2211, kOutcomes2213},
    {"clamp_Tensor__self_uint8__max_uint8", kArgs2215, kOutcomes2217},
    {"clamp_Tensor__self_uint8__min_uint8__max_uint8", kArgs2218, kOutcomes2220},
    {"clamp_Tensor__self_int8__min_int8", kArgs2222, kOutcomes2224},
    {"clamp_Tensor__self_int8__max_int8", kArgs2226, kOutcomes2228},
    {"clamp_Tensor__self_int8__min_int8__max_int8", kArgs2229, kOutcomes2231},
    {"clamp_Tensor__self_int16__min_int16", kArgs2232, kOutcomes2233},
    {"clamp_Tensor__self_int16__max_int16", kArgs2234, kOutcomes2235},
    {"clamp_Tensor__self_int16__min_int16__max_int16", kArgs2236, kOutcomes2237},
    {"clamp_Tensor__self_int32__min_int32", kArgs2238, kOutcomes2239},
    {"clamp_Tensor__self_int32__max_int32", kArgs2240, kOutcomes2241},
    {"clamp_Tensor__self_int32__min_int32__max_int32", kArgs2242, kOutcomes2243},
    {"clamp_Tensor__self_int64__min_int64", kArgs2244, kOutcomes2245},
    {"clamp_Tensor__self_int64__max_int64", kArgs2246, kOutcomes2247},
    {"clamp_Tensor__self_int64__min_int64__max_int64", kArgs2248, kOutcomes2249},
    {"clamp_Tensor__self_float16__min_float16", kArgs2250, kOutcomes2251},
    {"clamp_Tensor__self_float16__max_float16", kArgs2253, kOutcomes2255},
    {"clamp_Tensor__self_float16__min_float16__max_float16", kArgs2256, kOutcomes2258},
    {"clamp_Tensor__self_bfloat16__min_bfloat16", kArgs2259, kOutcomes2260},
    {"clamp_Tensor__self_bfloat16__max_bfloat16", kArgs2261, kOutcomes2262},
    {"clamp_Tensor__self_bfloat16__min_bfloat16__max_bfloat16", kArgs2263, kOutcomes2264},
    {"clamp_Tensor__self_float32__min_float32", kArgs8, kOutcomes2265},
    {"clamp_Tensor__self_float32__max_float32", kArgs2266, kOutcomes2267},
    {"clamp_Tensor__self_float32__min_float32__max_float32", kArgs2268, kOutcomes2269},
    {"clamp_Tensor__self_float64__min_float64", kArgs2270, kOutcomes2271},
    {"clamp_Tensor__self_float64__max_float64", kArgs2272, kOutcomes2273},
    {"clamp_Tensor__self_float64__min_float64__max_float64", kArgs2274, kOutcomes2275},
    {"clamp_Tensor__expanded_self", kArgs2276, kOutcomes2278},
};
constexpr int64_t kInts2279[] = {67, 499};
constexpr ArgSpec kArgs2280[] = {tiled(tensor_spec(kUInt8, kInts2279, kNums2134)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2281[] = {call(0).dtype(kUInt8).shape(kInts2279)};
constexpr ArgSpec kArgs2282[] = {tiled(tensor_spec(kInt8, kInts2279, kNums2145)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2283[] = {call(0).dtype(kInt8).shape(kInts2279)};
constexpr ArgSpec kArgs2284[] = {tiled(tensor_spec(kInt16, kInts2279, kNums2145)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2285[] = {call(0).dtype(kInt16).shape(kInts2279)};
constexpr ArgSpec kArgs2286[] = {tiled(tensor_spec(kInt32, kInts2279, kNums2145)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2287[] = {call(0).dtype(kInt32).shape(kInts2279)};
constexpr ArgSpec kArgs2288[] = {tiled(tensor_spec(kInt64, kInts2279, kNums2145)), int_scalar(2), none_spec()};
constexpr Outcome kOutcomes2289[] = {call(0).dtype(kInt64).shape(kInts2279)};
constexpr ArgSpec kArgs2290[] = {tiled(tensor_spec(kHalf, kInts2279, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2291[] = {call(0).dtype(kHalf).shape(kInts2279)};
constexpr ArgSpec kArgs2292[] = {tiled(tensor_spec(kBFloat16, kInts2279, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2293[] = {call(0).dtype(kBFloat16).shape(kInts2279)};
constexpr ArgSpec kArgs2294[] = {tiled(tensor_spec(kFloat, kInts2279, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2295[] = {call(0).dtype(kFloat).shape(kInts2279)};
constexpr ArgSpec kArgs2296[] = {tiled(tensor_spec(kDouble, kInts2279, kNums1)), float_scalar(0.5), none_spec()};
constexpr Outcome kOutcomes2297[] = {call(0).dtype(kDouble).shape(kInts2279)};
constexpr ArgSpec kArgs2298[] = {tiled(tensor_spec(kUInt8, kInts2279, kNums2134)), tiled(tensor_spec(kUInt8, kInts2279, kNums2210)), none_spec()};
constexpr Outcome kOutcomes2299[] = {call(4).dtype(kUInt8).shape(kInts2279)};
constexpr ArgSpec kArgs2300[] = {tiled(tensor_spec(kInt8, kInts2279, kNums2145)), tiled(tensor_spec(kInt8, kInts2279, kNums2221)), none_spec()};
constexpr Outcome kOutcomes2301[] = {call(4).dtype(kInt8).shape(kInts2279)};
constexpr ArgSpec kArgs2302[] = {tiled(tensor_spec(kInt16, kInts2279, kNums2145)), tiled(tensor_spec(kInt16, kInts2279, kNums2221)), none_spec()};
constexpr Outcome kOutcomes2303[] = {call(4).dtype(kInt16).shape(kInts2279)};
constexpr ArgSpec kArgs2304[] = {tiled(tensor_spec(kInt32, kInts2279, kNums2145)), tiled(tensor_spec(kInt32, kInts2279, kNums2221)), none_spec()};
constexpr Outcome kOutcomes2305[] = {call(4).dtype(kInt32).shape(kInts2279)};
constexpr ArgSpec kArgs2306[] = {tiled(tensor_spec(kInt64, kInts2279, kNums2145)), tiled(tensor_spec(kInt64, kInts2279, kNums2221)), none_spec()};
constexpr Outcome kOutcomes2307[] = {call(4).dtype(kInt64).shape(kInts2279)};
constexpr ArgSpec kArgs2308[] = {tiled(tensor_spec(kHalf, kInts2279, kNums1)), tiled(tensor_spec(kHalf, kInts2279, kNums7)), none_spec()};
constexpr Outcome kOutcomes2309[] = {call(4).dtype(kHalf).shape(kInts2279)};
constexpr ArgSpec kArgs2310[] = {tiled(tensor_spec(kBFloat16, kInts2279, kNums1)), tiled(tensor_spec(kBFloat16, kInts2279, kNums7)), none_spec()};
constexpr Outcome kOutcomes2311[] = {call(4).dtype(kBFloat16).shape(kInts2279)};
constexpr ArgSpec kArgs2312[] = {tiled(tensor_spec(kFloat, kInts2279, kNums1)), tiled(tensor_spec(kFloat, kInts2279, kNums7)), none_spec()};
constexpr Outcome kOutcomes2313[] = {call(4).dtype(kFloat).shape(kInts2279)};
constexpr ArgSpec kArgs2314[] = {tiled(tensor_spec(kDouble, kInts2279, kNums1)), tiled(tensor_spec(kDouble, kInts2279, kNums7)), none_spec()};
constexpr Outcome kOutcomes2315[] = {call(4).dtype(kDouble).shape(kInts2279)};
constexpr Case kCrosschecks[] = {
    {"clamp__uint8", kArgs2280, kOutcomes2281},
    {"clamp__int8", kArgs2282, kOutcomes2283},
    {"clamp__int16", kArgs2284, kOutcomes2285},
    {"clamp__int32", kArgs2286, kOutcomes2287},
    {"clamp__int64", kArgs2288, kOutcomes2289},
    {"clamp__float16", kArgs2290, kOutcomes2291},
    {"clamp__bfloat16", kArgs2292, kOutcomes2293},
    {"clamp__float32", kArgs2294, kOutcomes2295},
    {"clamp__float64", kArgs2296, kOutcomes2297},
    {"clamp_Tensor__uint8", kArgs2298, kOutcomes2299},
    {"clamp_Tensor__int8", kArgs2300, kOutcomes2301},
    {"clamp_Tensor__int16", kArgs2302, kOutcomes2303},
    {"clamp_Tensor__int32", kArgs2304, kOutcomes2305},
    {"clamp_Tensor__int64", kArgs2306, kOutcomes2307},
    {"clamp_Tensor__float16", kArgs2308, kOutcomes2309},
    {"clamp_Tensor__bfloat16", kArgs2310, kOutcomes2311},
    {"clamp_Tensor__float32", kArgs2312, kOutcomes2313},
    {"clamp_Tensor__float64", kArgs2314, kOutcomes2315},
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

// Golden cases whose PyTorch behaviour opforge does not implement yet (the `known_gaps` of ops.yaml):
// MatchesPyTorchGolden leaves them out and KnownGaps reports them as skipped.
struct KnownGap {
  std::string_view id;
  std::string_view reason;
};
constexpr KnownGap kKnownGaps[] = {
    {"clamp__bool_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__uint8_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int8_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int16_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int32_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int64_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float16_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bfloat16_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float32_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float64_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bool_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__uint8_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int8_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int16_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int32_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int64_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float16_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bfloat16_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float32_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float64_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bool_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__uint8_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int8_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int16_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int32_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int64_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float16_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bfloat16_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float32_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float64_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__none__bool_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__none__int_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__none__float_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__none__bool_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__none__int_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__none__float_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__none__bool_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__none__int_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__none__float_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_dimensioned__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bool_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__uint8_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int8_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int16_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int32_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__int64_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float16_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__bfloat16_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float32_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__float64_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__none__bool_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__none__int_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__none__float_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex32_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__none__bool_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__none__int_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__none__float_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex64_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__none__bool_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__none__int_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__none__float_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__complex128_zero_dim__none__complex_scalar", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__bool_dimensioned__bool_dimensioned__none", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__bool_dimensioned__bool_zero_dim__none", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__complex32_dimensioned__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__bool_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__uint8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__int64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__float16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__bfloat16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__float32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__float64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__complex32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__complex64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__complex128_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__bool_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__uint8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__int64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__float16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__bfloat16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__float32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__float64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__complex32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__complex64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__complex128_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__bool_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__uint8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__int64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__float16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__bfloat16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__float32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__float64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__complex32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__complex64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__complex128_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__bool_zero_dim__bool_dimensioned__none", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__bool_zero_dim__bool_zero_dim__none", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__complex32_zero_dim__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__bool_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__uint8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__int64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__float16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__bfloat16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__float32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__float64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__complex32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__complex64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__complex128_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__bool_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__uint8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__int64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__float16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__bfloat16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__float32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__float64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__complex32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__complex64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__complex128_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__bool_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__uint8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int8_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__int64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__float16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__bfloat16_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__float32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__float64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__complex32_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__complex64_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__complex128_zero_dim__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__bool_dimensioned__none__bool_dimensioned", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__bool_dimensioned__none__bool_zero_dim", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__complex32_dimensioned__none__bool_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__uint8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__float16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__bfloat16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__float32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__float64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__complex32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__complex64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__complex128_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__bool_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__uint8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__int64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__float16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__bfloat16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__float32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__float64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__complex32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__complex64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_dimensioned__none__complex128_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__bool_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__uint8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__float16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__bfloat16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__float32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__float64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__complex32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__complex64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__complex128_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__bool_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__uint8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__int64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__float16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__bfloat16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__float32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__float64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__complex32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__complex64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_dimensioned__none__complex128_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__bool_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__uint8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__float16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__bfloat16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__float32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__float64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__complex32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__complex64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__complex128_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__bool_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__uint8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__int64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__float16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__bfloat16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__float32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__float64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__complex32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__complex64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_dimensioned__none__complex128_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__bool_zero_dim__none__bool_dimensioned", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__bool_zero_dim__none__bool_zero_dim", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__complex32_zero_dim__none__bool_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__uint8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__float16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__bfloat16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__float32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__float64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__complex32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__complex64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__complex128_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__bool_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__uint8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__int64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__float16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__bfloat16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__float32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__float64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__complex32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__complex64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex32_zero_dim__none__complex128_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__bool_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__uint8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__float16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__bfloat16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__float32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__float64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__complex32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__complex64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__complex128_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__bool_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__uint8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__int64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__float16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__bfloat16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__float32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__float64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__complex32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__complex64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex64_zero_dim__none__complex128_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__bool_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__uint8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int8_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__float16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__bfloat16_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__float32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__float64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__complex32_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__complex64_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__complex128_dimensioned", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__bool_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__uint8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int8_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__int64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__float16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__bfloat16_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__float32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__float64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__complex32_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__complex64_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__complex128_zero_dim__none__complex128_zero_dim", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__bool_dimensioned__int_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__bool_dimensioned__float_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__bool_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__uint8_dimensioned__float_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__uint8_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__int8_dimensioned__float_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__int8_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__int16_dimensioned__float_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__int16_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__int32_dimensioned__float_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__int32_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__int64_dimensioned__float_scalar__none", "PyTorch's same_kind cast check (with its message) for clamp_ of an integral or bool tensor with a float or int bound"},
    {"clamp__inplace__int64_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__float16_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__bfloat16_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__float32_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__float64_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex32_dimensioned__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex32_dimensioned__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex32_dimensioned__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex32_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex64_dimensioned__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex64_dimensioned__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex64_dimensioned__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex64_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex128_dimensioned__bool_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex128_dimensioned__int_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex128_dimensioned__float_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp__inplace__complex128_dimensioned__complex_scalar__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__bool_dimensioned__bool_dimensioned__none", "PyTorch's support of bool tensors in clamp.Tensor"},
    {"clamp_Tensor__inplace__complex32_dimensioned__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex32_dimensioned__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex64_dimensioned__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__bool_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__uint8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__int8_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__int16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__int32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__int64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__float16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__bfloat16_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__float32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__float64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex32_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex64_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
    {"clamp_Tensor__inplace__complex128_dimensioned__complex128_dimensioned__none", "PyTorch's RuntimeError for clamp of complex values (\"clamp is not supported for complex types\")"},
};

bool is_known_gap(std::string_view id) {
  return std::any_of(std::begin(kKnownGaps), std::end(kKnownGaps), [&](const KnownGap& g) { return g.id == id; });
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(clamp, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("clamp")) GTEST_SKIP() << "no " << golden_op_path("clamp");
  GoldenStore store;
  load_golden_cases("clamp", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  std::erase_if(store.cases, [](const Case& c) { return is_known_gap(c.id); });
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

TEST(clamp, KnownGaps) {
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
