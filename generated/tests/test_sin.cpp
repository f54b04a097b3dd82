// generated from ops.yaml by codegen; do not edit
// Conformance test of `sin`, from its ops.yaml entries (sin).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/sin.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::sin(Tensor)", "sin", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sin(v.tensor(0)); }},
    {"Tensor::sin()", "sin", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sin(); }},
    {"Tensor::sin_()", "sin", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sin_(); }},
    {"opforge::sin_out(Tensor&, Tensor)", "sin", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sin_out(out[0], v.tensor(0)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kFloat, kInts0, kNums1)};
constexpr Num kNums3[] = {{0.4794255495071411, 0}, {-0.9489846229553223, 0}, {0.14112000167369843, 0}, {0.0, 0}, {-0.0, 0}, {0.38166099786758423, 0}, {-0.36627253890037537, 0}, {-0.5440211296081543, 0}, {0.1246747300028801, 0}, {-0.937999963760376, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr int64_t kInts4[] = {0};
constexpr ArgSpec kOut5 = tensor_spec(kFloat, kInts4);
constexpr Outcome kOutcomes6[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(1).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"sin__self_float32", kArgs2, kOutcomes6},
};
constexpr int64_t kInts7[] = {2};
constexpr ArgSpec kArgs8[] = {tensor_spec(kBool, kInts7)};
constexpr Outcome kOutcomes9[] = {call(0).dtype(kFloat).shape(kInts7)};
constexpr ArgSpec kArgs10[] = {tensor_spec(kUInt8, kInts7)};
constexpr ArgSpec kArgs11[] = {tensor_spec(kInt8, kInts7)};
constexpr ArgSpec kArgs12[] = {tensor_spec(kInt16, kInts7)};
constexpr ArgSpec kArgs13[] = {tensor_spec(kInt32, kInts7)};
constexpr ArgSpec kArgs14[] = {tensor_spec(kInt64, kInts7)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kHalf, kInts7)};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kHalf).shape(kInts7)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBFloat16, kInts7)};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kBFloat16).shape(kInts7)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kFloat, kInts7)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kDouble, kInts7)};
constexpr Outcome kOutcomes21[] = {call(0).dtype(kDouble).shape(kInts7)};
constexpr ArgSpec kArgs22[] = {tensor_spec(kComplexHalf, kInts7)};
constexpr ErrorSpec kError23 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes24[] = {call(0).raises(&kError23)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kComplexFloat, kInts7)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kComplexFloat).shape(kInts7)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kComplexDouble, kInts7)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kComplexDouble).shape(kInts7)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool)};
constexpr Outcome kOutcomes30[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs31[] = {tensor_spec(kUInt8)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kInt8)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kInt16)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kInt32)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kInt64)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kHalf)};
constexpr Outcome kOutcomes37[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs38[] = {tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes39[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs40[] = {tensor_spec(kFloat)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kDouble)};
constexpr Outcome kOutcomes42[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs43[] = {tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kComplexFloat)};
constexpr Outcome kOutcomes45[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs46[] = {tensor_spec(kComplexDouble)};
constexpr Outcome kOutcomes47[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr Case kDtypes[] = {
    {"sin__bool_dimensioned", kArgs8, kOutcomes9},
    {"sin__uint8_dimensioned", kArgs10, kOutcomes9},
    {"sin__int8_dimensioned", kArgs11, kOutcomes9},
    {"sin__int16_dimensioned", kArgs12, kOutcomes9},
    {"sin__int32_dimensioned", kArgs13, kOutcomes9},
    {"sin__int64_dimensioned", kArgs14, kOutcomes9},
    {"sin__float16_dimensioned", kArgs15, kOutcomes16},
    {"sin__bfloat16_dimensioned", kArgs17, kOutcomes18},
    {"sin__float32_dimensioned", kArgs19, kOutcomes9},
    {"sin__float64_dimensioned", kArgs20, kOutcomes21},
    {"sin__complex32_dimensioned", kArgs22, kOutcomes24},
    {"sin__complex64_dimensioned", kArgs25, kOutcomes26},
    {"sin__complex128_dimensioned", kArgs27, kOutcomes28},
    {"sin__bool_zero_dim", kArgs29, kOutcomes30},
    {"sin__uint8_zero_dim", kArgs31, kOutcomes30},
    {"sin__int8_zero_dim", kArgs32, kOutcomes30},
    {"sin__int16_zero_dim", kArgs33, kOutcomes30},
    {"sin__int32_zero_dim", kArgs34, kOutcomes30},
    {"sin__int64_zero_dim", kArgs35, kOutcomes30},
    {"sin__float16_zero_dim", kArgs36, kOutcomes37},
    {"sin__bfloat16_zero_dim", kArgs38, kOutcomes39},
    {"sin__float32_zero_dim", kArgs40, kOutcomes30},
    {"sin__float64_zero_dim", kArgs41, kOutcomes42},
    {"sin__complex32_zero_dim", kArgs43, kOutcomes24},
    {"sin__complex64_zero_dim", kArgs44, kOutcomes45},
    {"sin__complex128_zero_dim", kArgs46, kOutcomes47},
};
constexpr ErrorSpec kError48 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes49[] = {call(2).raises(&kError48)};
constexpr ErrorSpec kError50 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes51[] = {call(2).raises(&kError50)};
constexpr ErrorSpec kError52 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes53[] = {call(2).raises(&kError52)};
constexpr ErrorSpec kError54 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes55[] = {call(2).raises(&kError54)};
constexpr ErrorSpec kError56 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes57[] = {call(2).raises(&kError56)};
constexpr ErrorSpec kError58 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes59[] = {call(2).raises(&kError58)};
constexpr Outcome kOutcomes60[] = {call(2).dtype(kHalf).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes61[] = {call(2).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes62[] = {call(2).dtype(kFloat).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes63[] = {call(2).dtype(kDouble).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes64[] = {call(2).raises(&kError23)};
constexpr Outcome kOutcomes65[] = {call(2).dtype(kComplexFloat).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes66[] = {call(2).dtype(kComplexDouble).shape(kInts7).same_as(SameAs::Self)};
constexpr ArgSpec kOut67 = tensor_spec(kBool, kInts7);
constexpr ErrorSpec kError68 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes69[] = {call(3).out_tensor(&kOut67).raises(&kError68)};
constexpr ArgSpec kOut70 = tensor_spec(kUInt8, kInts7);
constexpr ErrorSpec kError71 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes72[] = {call(3).out_tensor(&kOut70).raises(&kError71)};
constexpr ArgSpec kOut73 = tensor_spec(kInt8, kInts7);
constexpr ErrorSpec kError74 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes75[] = {call(3).out_tensor(&kOut73).raises(&kError74)};
constexpr ArgSpec kOut76 = tensor_spec(kInt16, kInts7);
constexpr ErrorSpec kError77 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes78[] = {call(3).out_tensor(&kOut76).raises(&kError77)};
constexpr ArgSpec kOut79 = tensor_spec(kInt32, kInts7);
constexpr ErrorSpec kError80 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes81[] = {call(3).out_tensor(&kOut79).raises(&kError80)};
constexpr ArgSpec kOut82 = tensor_spec(kInt64, kInts7);
constexpr ErrorSpec kError83 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes84[] = {call(3).out_tensor(&kOut82).raises(&kError83)};
constexpr ArgSpec kOut85 = tensor_spec(kHalf, kInts7);
constexpr Outcome kOutcomes86[] = {call(3).out_tensor(&kOut85).dtype(kHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut87 = tensor_spec(kBFloat16, kInts7);
constexpr Outcome kOutcomes88[] = {call(3).out_tensor(&kOut87).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut89 = tensor_spec(kFloat, kInts7);
constexpr Outcome kOutcomes90[] = {call(3).out_tensor(&kOut89).dtype(kFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut91 = tensor_spec(kDouble, kInts7);
constexpr Outcome kOutcomes92[] = {call(3).out_tensor(&kOut91).dtype(kDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut93 = tensor_spec(kComplexHalf, kInts7);
constexpr Outcome kOutcomes94[] = {call(3).out_tensor(&kOut93).dtype(kComplexHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut95 = tensor_spec(kComplexFloat, kInts7);
constexpr Outcome kOutcomes96[] = {call(3).out_tensor(&kOut95).dtype(kComplexFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut97 = tensor_spec(kComplexDouble, kInts7);
constexpr Outcome kOutcomes98[] = {call(3).out_tensor(&kOut97).dtype(kComplexDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError99 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes100[] = {call(3).out_tensor(&kOut67).raises(&kError99)};
constexpr ErrorSpec kError101 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes102[] = {call(3).out_tensor(&kOut70).raises(&kError101)};
constexpr ErrorSpec kError103 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes104[] = {call(3).out_tensor(&kOut73).raises(&kError103)};
constexpr ErrorSpec kError105 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes106[] = {call(3).out_tensor(&kOut76).raises(&kError105)};
constexpr ErrorSpec kError107 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes108[] = {call(3).out_tensor(&kOut79).raises(&kError107)};
constexpr ErrorSpec kError109 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes110[] = {call(3).out_tensor(&kOut82).raises(&kError109)};
constexpr Outcome kOutcomes111[] = {call(3).out_tensor(&kOut67).raises(&kError48)};
constexpr Outcome kOutcomes112[] = {call(3).out_tensor(&kOut70).raises(&kError50)};
constexpr Outcome kOutcomes113[] = {call(3).out_tensor(&kOut73).raises(&kError52)};
constexpr Outcome kOutcomes114[] = {call(3).out_tensor(&kOut76).raises(&kError54)};
constexpr Outcome kOutcomes115[] = {call(3).out_tensor(&kOut79).raises(&kError56)};
constexpr Outcome kOutcomes116[] = {call(3).out_tensor(&kOut82).raises(&kError58)};
constexpr ErrorSpec kError117 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes118[] = {call(3).out_tensor(&kOut67).raises(&kError117)};
constexpr ErrorSpec kError119 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes120[] = {call(3).out_tensor(&kOut70).raises(&kError119)};
constexpr ErrorSpec kError121 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes122[] = {call(3).out_tensor(&kOut73).raises(&kError121)};
constexpr ErrorSpec kError123 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes124[] = {call(3).out_tensor(&kOut76).raises(&kError123)};
constexpr ErrorSpec kError125 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes126[] = {call(3).out_tensor(&kOut79).raises(&kError125)};
constexpr ErrorSpec kError127 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes128[] = {call(3).out_tensor(&kOut82).raises(&kError127)};
constexpr ErrorSpec kError129 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes130[] = {call(3).out_tensor(&kOut67).raises(&kError129)};
constexpr ErrorSpec kError131 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes132[] = {call(3).out_tensor(&kOut70).raises(&kError131)};
constexpr ErrorSpec kError133 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes134[] = {call(3).out_tensor(&kOut73).raises(&kError133)};
constexpr ErrorSpec kError135 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes136[] = {call(3).out_tensor(&kOut76).raises(&kError135)};
constexpr ErrorSpec kError137 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes138[] = {call(3).out_tensor(&kOut79).raises(&kError137)};
constexpr ErrorSpec kError139 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes140[] = {call(3).out_tensor(&kOut82).raises(&kError139)};
constexpr ErrorSpec kError141 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes142[] = {call(3).out_tensor(&kOut85).raises(&kError141)};
constexpr ErrorSpec kError143 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes144[] = {call(3).out_tensor(&kOut87).raises(&kError143)};
constexpr ErrorSpec kError145 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes146[] = {call(3).out_tensor(&kOut89).raises(&kError145)};
constexpr ErrorSpec kError147 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes148[] = {call(3).out_tensor(&kOut91).raises(&kError147)};
constexpr ErrorSpec kError149 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes150[] = {call(3).out_tensor(&kOut67).raises(&kError149)};
constexpr ErrorSpec kError151 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes152[] = {call(3).out_tensor(&kOut70).raises(&kError151)};
constexpr ErrorSpec kError153 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes154[] = {call(3).out_tensor(&kOut73).raises(&kError153)};
constexpr ErrorSpec kError155 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes156[] = {call(3).out_tensor(&kOut76).raises(&kError155)};
constexpr ErrorSpec kError157 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes158[] = {call(3).out_tensor(&kOut79).raises(&kError157)};
constexpr ErrorSpec kError159 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes160[] = {call(3).out_tensor(&kOut82).raises(&kError159)};
constexpr ErrorSpec kError161 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes162[] = {call(3).out_tensor(&kOut85).raises(&kError161)};
constexpr ErrorSpec kError163 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes164[] = {call(3).out_tensor(&kOut87).raises(&kError163)};
constexpr ErrorSpec kError165 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes166[] = {call(3).out_tensor(&kOut89).raises(&kError165)};
constexpr ErrorSpec kError167 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes168[] = {call(3).out_tensor(&kOut91).raises(&kError167)};
constexpr Case kCasts[] = {
    {"sin__inplace__bool_dimensioned", kArgs8, kOutcomes49},
    {"sin__inplace__uint8_dimensioned", kArgs10, kOutcomes51},
    {"sin__inplace__int8_dimensioned", kArgs11, kOutcomes53},
    {"sin__inplace__int16_dimensioned", kArgs12, kOutcomes55},
    {"sin__inplace__int32_dimensioned", kArgs13, kOutcomes57},
    {"sin__inplace__int64_dimensioned", kArgs14, kOutcomes59},
    {"sin__inplace__float16_dimensioned", kArgs15, kOutcomes60},
    {"sin__inplace__bfloat16_dimensioned", kArgs17, kOutcomes61},
    {"sin__inplace__float32_dimensioned", kArgs19, kOutcomes62},
    {"sin__inplace__float64_dimensioned", kArgs20, kOutcomes63},
    {"sin__inplace__complex32_dimensioned", kArgs22, kOutcomes64},
    {"sin__inplace__complex64_dimensioned", kArgs25, kOutcomes65},
    {"sin__inplace__complex128_dimensioned", kArgs27, kOutcomes66},
    {"sin__out__float16__to__bool", kArgs15, kOutcomes69},
    {"sin__out__float16__to__uint8", kArgs15, kOutcomes72},
    {"sin__out__float16__to__int8", kArgs15, kOutcomes75},
    {"sin__out__float16__to__int16", kArgs15, kOutcomes78},
    {"sin__out__float16__to__int32", kArgs15, kOutcomes81},
    {"sin__out__float16__to__int64", kArgs15, kOutcomes84},
    {"sin__out__float16__to__float16", kArgs15, kOutcomes86},
    {"sin__out__float16__to__bfloat16", kArgs15, kOutcomes88},
    {"sin__out__float16__to__float32", kArgs15, kOutcomes90},
    {"sin__out__float16__to__float64", kArgs15, kOutcomes92},
    {"sin__out__float16__to__complex32", kArgs15, kOutcomes94},
    {"sin__out__float16__to__complex64", kArgs15, kOutcomes96},
    {"sin__out__float16__to__complex128", kArgs15, kOutcomes98},
    {"sin__out__bfloat16__to__bool", kArgs17, kOutcomes100},
    {"sin__out__bfloat16__to__uint8", kArgs17, kOutcomes102},
    {"sin__out__bfloat16__to__int8", kArgs17, kOutcomes104},
    {"sin__out__bfloat16__to__int16", kArgs17, kOutcomes106},
    {"sin__out__bfloat16__to__int32", kArgs17, kOutcomes108},
    {"sin__out__bfloat16__to__int64", kArgs17, kOutcomes110},
    {"sin__out__bfloat16__to__float16", kArgs17, kOutcomes86},
    {"sin__out__bfloat16__to__bfloat16", kArgs17, kOutcomes88},
    {"sin__out__bfloat16__to__float32", kArgs17, kOutcomes90},
    {"sin__out__bfloat16__to__float64", kArgs17, kOutcomes92},
    {"sin__out__bfloat16__to__complex32", kArgs17, kOutcomes94},
    {"sin__out__bfloat16__to__complex64", kArgs17, kOutcomes96},
    {"sin__out__bfloat16__to__complex128", kArgs17, kOutcomes98},
    {"sin__out__float32__to__bool", kArgs19, kOutcomes111},
    {"sin__out__float32__to__uint8", kArgs19, kOutcomes112},
    {"sin__out__float32__to__int8", kArgs19, kOutcomes113},
    {"sin__out__float32__to__int16", kArgs19, kOutcomes114},
    {"sin__out__float32__to__int32", kArgs19, kOutcomes115},
    {"sin__out__float32__to__int64", kArgs19, kOutcomes116},
    {"sin__out__float32__to__float16", kArgs19, kOutcomes86},
    {"sin__out__float32__to__bfloat16", kArgs19, kOutcomes88},
    {"sin__out__float32__to__float32", kArgs19, kOutcomes90},
    {"sin__out__float32__to__float64", kArgs19, kOutcomes92},
    {"sin__out__float32__to__complex32", kArgs19, kOutcomes94},
    {"sin__out__float32__to__complex64", kArgs19, kOutcomes96},
    {"sin__out__float32__to__complex128", kArgs19, kOutcomes98},
    {"sin__out__float64__to__bool", kArgs20, kOutcomes118},
    {"sin__out__float64__to__uint8", kArgs20, kOutcomes120},
    {"sin__out__float64__to__int8", kArgs20, kOutcomes122},
    {"sin__out__float64__to__int16", kArgs20, kOutcomes124},
    {"sin__out__float64__to__int32", kArgs20, kOutcomes126},
    {"sin__out__float64__to__int64", kArgs20, kOutcomes128},
    {"sin__out__float64__to__float16", kArgs20, kOutcomes86},
    {"sin__out__float64__to__bfloat16", kArgs20, kOutcomes88},
    {"sin__out__float64__to__float32", kArgs20, kOutcomes90},
    {"sin__out__float64__to__float64", kArgs20, kOutcomes92},
    {"sin__out__float64__to__complex32", kArgs20, kOutcomes94},
    {"sin__out__float64__to__complex64", kArgs20, kOutcomes96},
    {"sin__out__float64__to__complex128", kArgs20, kOutcomes98},
    {"sin__out__complex64__to__bool", kArgs25, kOutcomes130},
    {"sin__out__complex64__to__uint8", kArgs25, kOutcomes132},
    {"sin__out__complex64__to__int8", kArgs25, kOutcomes134},
    {"sin__out__complex64__to__int16", kArgs25, kOutcomes136},
    {"sin__out__complex64__to__int32", kArgs25, kOutcomes138},
    {"sin__out__complex64__to__int64", kArgs25, kOutcomes140},
    {"sin__out__complex64__to__float16", kArgs25, kOutcomes142},
    {"sin__out__complex64__to__bfloat16", kArgs25, kOutcomes144},
    {"sin__out__complex64__to__float32", kArgs25, kOutcomes146},
    {"sin__out__complex64__to__float64", kArgs25, kOutcomes148},
    {"sin__out__complex64__to__complex32", kArgs25, kOutcomes94},
    {"sin__out__complex64__to__complex64", kArgs25, kOutcomes96},
    {"sin__out__complex64__to__complex128", kArgs25, kOutcomes98},
    {"sin__out__complex128__to__bool", kArgs27, kOutcomes150},
    {"sin__out__complex128__to__uint8", kArgs27, kOutcomes152},
    {"sin__out__complex128__to__int8", kArgs27, kOutcomes154},
    {"sin__out__complex128__to__int16", kArgs27, kOutcomes156},
    {"sin__out__complex128__to__int32", kArgs27, kOutcomes158},
    {"sin__out__complex128__to__int64", kArgs27, kOutcomes160},
    {"sin__out__complex128__to__float16", kArgs27, kOutcomes162},
    {"sin__out__complex128__to__bfloat16", kArgs27, kOutcomes164},
    {"sin__out__complex128__to__float32", kArgs27, kOutcomes166},
    {"sin__out__complex128__to__float64", kArgs27, kOutcomes168},
    {"sin__out__complex128__to__complex32", kArgs27, kOutcomes94},
    {"sin__out__complex128__to__complex64", kArgs27, kOutcomes96},
    {"sin__out__complex128__to__complex128", kArgs27, kOutcomes98},
};
constexpr int64_t kInts169[] = {2, 3};
constexpr ArgSpec kArgs170[] = {tensor_spec(kFloat, kInts169)};
constexpr ArgSpec kOut171 = tensor_spec(kFloat, kInts169);
constexpr Outcome kOutcomes172[] = {call(3).out_tensor(&kOut171).shape(kInts169).same_as(SameAs::Out)};
constexpr Outcome kOutcomes173[] = {call(3).out_tensor(&kOut5).shape(kInts169).same_as(SameAs::Out)};
constexpr int64_t kInts174[] = {6};
constexpr ArgSpec kOut175 = tensor_spec(kFloat, kInts174);
constexpr Outcome kOutcomes176[] = {call(3).out_tensor(&kOut175).shape(kInts169).same_as(SameAs::Out)};
constexpr int64_t kInts177[] = {3, 2};
constexpr ArgSpec kOut178 = tensor_spec(kFloat, kInts177);
constexpr Outcome kOutcomes179[] = {call(3).out_tensor(&kOut178).shape(kInts169).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"sin__out__2x3", kArgs170, kOutcomes172},
    {"sin__out__0", kArgs170, kOutcomes173},
    {"sin__out__6", kArgs170, kOutcomes176},
    {"sin__out__3x2", kArgs170, kOutcomes179},
};
constexpr const char* kNames180[] = {"N", "C"};
constexpr ArgSpec kArgs181[] = {tensor_spec(kFloat, kInts169, {}, kNames180)};
constexpr const char* kNames182[] = {"A", "C"};
constexpr ArgSpec kOut183 = tensor_spec(kFloat, kInts169, {}, kNames182);
constexpr ErrorSpec kError184 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes185[] = {call(0).names(kNames180), call(3).out_tensor(&kOut5).names(kNames180).same_as(SameAs::Out), call(3).out_tensor(&kOut183).raises(&kError184), call(2).names(kNames180).same_as(SameAs::Self)};
constexpr const char* kNames186[] = {"N", nullptr};
constexpr ArgSpec kArgs187[] = {tensor_spec(kFloat, kInts169, {}, kNames186)};
constexpr const char* kNames188[] = {"A", nullptr};
constexpr ArgSpec kOut189 = tensor_spec(kFloat, kInts169, {}, kNames188);
constexpr ErrorSpec kError190 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes191[] = {call(0).names(kNames186), call(3).out_tensor(&kOut5).names(kNames186).same_as(SameAs::Out), call(3).out_tensor(&kOut189).raises(&kError190), call(2).names(kNames186).same_as(SameAs::Self)};
constexpr const char* kNames192[] = {nullptr, nullptr};
constexpr Outcome kOutcomes193[] = {call(0).names(kNames192), call(3).out_tensor(&kOut5).names(kNames192).same_as(SameAs::Out), call(2).names(kNames192).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"sin__names_kept", kArgs181, kOutcomes185},
    {"sin__partial_names_kept", kArgs187, kOutcomes191},
    {"sin__unnamed_stays_unnamed", kArgs170, kOutcomes193},
};
constexpr Num kNums194[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs195[] = {tensor_spec(kBool, kInts0, kNums194)};
constexpr Num kNums196[] = {{0.0, 0}, {0.8414709568023682, 0}, {0.8414709568023682, 0}, {0.0, 0}, {0.8414709568023682, 0}, {0.0, 0}, {0.8414709568023682, 0}, {0.8414709568023682, 0}, {0.0, 0}, {0.0, 0}, {0.8414709568023682, 0}, {0.0, 0}};
constexpr Outcome kOutcomes197[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums196), call(2).raises(&kError48), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums196).same_as(SameAs::Out)};
constexpr Num kNums198[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs199[] = {tensor_spec(kUInt8, kInts0, kNums198)};
constexpr Num kNums200[] = {{0.0, 0}, {0.14112000167369843, 0}, {0.6569865942001343, 0}, {-0.9705280065536499, 0}, {-0.5063916444778442, 0}, {0.8414709568023682, 0}, {-0.5365729331970215, 0}, {-0.5063656568527222, 0}, {-0.9589242935180664, 0}, {0.9092974066734314, 0}, {0.41211849451065063, 0}, {0.14112000167369843, 0}};
constexpr Outcome kOutcomes201[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums200), call(2).raises(&kError50), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums200).same_as(SameAs::Out)};
constexpr Num kNums202[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt8, kInts0, kNums202)};
constexpr Num kNums204[] = {{0.9589242935180664, 0}, {0.0, 0}, {0.14112000167369843, 0}, {0.6569865942001343, 0}, {-0.9092974066734314, 0}, {0.8414709568023682, 0}, {-0.5365729331970215, 0}, {-0.5063656568527222, 0}, {0.5063656568527222, 0}, {-0.9589242935180664, 0}, {0.9092974066734314, 0}, {0.41211849451065063, 0}};
constexpr Outcome kOutcomes205[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError52), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt16, kInts0, kNums202)};
constexpr Outcome kOutcomes207[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError54), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt32, kInts0, kNums202)};
constexpr Outcome kOutcomes209[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError56), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt64, kInts0, kNums202)};
constexpr Outcome kOutcomes211[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError58), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kHalf, kInts0, kNums1)};
constexpr Num kNums213[] = {{0.4794921875, 0}, {-0.94921875, 0}, {0.14111328125, 0}, {0.0, 0}, {-0.0, 0}, {0.381591796875, 0}, {-0.3662109375, 0}, {-0.5439453125, 0}, {0.12469482421875, 0}, {-0.93798828125, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut214 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes215[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums213), call(2).dtype(kHalf).shape(kInts0).values(kNums213).same_as(SameAs::Self), call(3).out_tensor(&kOut214).dtype(kHalf).shape(kInts0).values(kNums213).same_as(SameAs::Out)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kBFloat16, kInts0, kNums1)};
constexpr Num kNums217[] = {{0.478515625, 0}, {-0.94921875, 0}, {0.1416015625, 0}, {0.0, 0}, {-0.0, 0}, {0.380859375, 0}, {-0.3671875, 0}, {-0.54296875, 0}, {0.12451171875, 0}, {-0.9375, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut218 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes219[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums217), call(2).dtype(kBFloat16).shape(kInts0).values(kNums217).same_as(SameAs::Self), call(3).out_tensor(&kOut218).dtype(kBFloat16).shape(kInts0).values(kNums217).same_as(SameAs::Out)};
constexpr Outcome kOutcomes220[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kDouble, kInts0, kNums1)};
constexpr Num kNums222[] = {{0.479425538604203, 0}, {-0.9489846193555862, 0}, {0.1411200080598672, 0}, {0.0, 0}, {-0.0, 0}, {0.38166099205233167, 0}, {-0.36627252908604757, 0}, {-0.5440211108893698, 0}, {0.12467473338522769, 0}, {-0.9379999767747389, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut223 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes224[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums222), call(2).dtype(kDouble).shape(kInts0).values(kNums222).same_as(SameAs::Self), call(3).out_tensor(&kOut223).dtype(kDouble).shape(kInts0).values(kNums222).same_as(SameAs::Out)};
constexpr Num kNums225[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs226[] = {tensor_spec(kComplexFloat, kInts0, kNums225)};
constexpr Num kNums227[] = {{0.905358612537384, -1.4058161973953247}, {0.14112000167369843, -0.0}, {0.0, 1.175201177597046}, {-0.4088124930858612, -0.354794442653656}, {0.24740396440029144, 0.0}, {1.2984576225280762, 0.6349639296531677}, {-0.5406126976013184, 0.4573041498661041}, {9.154499053955078, 4.168907165527344}, {0.1285911500453949, 0.2506413459777832}, {-0.9488645195960999, 0.28154900670051575}, {6.1169281005859375, 0.42797452211380005}, {1.051823616027832, -0.8598816394805908}};
constexpr ArgSpec kOut228 = tensor_spec(kComplexFloat, kInts4);
constexpr Outcome kOutcomes229[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums227), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums227).same_as(SameAs::Self), call(3).out_tensor(&kOut228).dtype(kComplexFloat).shape(kInts0).values(kNums227).same_as(SameAs::Out)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kComplexDouble, kInts0, kNums225)};
constexpr Num kNums231[] = {{0.9053586344209573, -1.4058162504314684}, {0.1411200080598672, -0.0}, {0.0, 1.1752011936438014}, {-0.4088124873505511, -0.35479445511316526}, {0.24740395925452294, 0.0}, {1.2984575814159773, 0.6349639147847361}, {-0.5406126857131534, 0.4573041531842493}, {9.15449914691143, 4.168906959966565}, {0.12859115323751702, 0.2506413514504608}, {-0.948864531437168, 0.28154899513533443}, {6.116928012369312, 0.42797453450615125}, {1.051823570531482, -0.8598816320763972}};
constexpr ArgSpec kOut232 = tensor_spec(kComplexDouble, kInts4);
constexpr Outcome kOutcomes233[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums231), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums231).same_as(SameAs::Self), call(3).out_tensor(&kOut232).dtype(kComplexDouble).shape(kInts0).values(kNums231).same_as(SameAs::Out)};
constexpr int64_t kInts234[] = {1, 4};
constexpr Num kNums235[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs236[] = {expanded(tensor_spec(kFloat, kInts234, kNums235), kInts0)};
constexpr Num kNums237[] = {{0.4794255495071411, 0}, {-0.9489846229553223, 0}, {0.14112000167369843, 0}, {0.0, 0}, {0.4794255495071411, 0}, {-0.9489846229553223, 0}, {0.14112000167369843, 0}, {0.0, 0}, {0.4794255495071411, 0}, {-0.9489846229553223, 0}, {0.14112000167369843, 0}, {0.0, 0}};
constexpr Outcome kOutcomes238[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums237), call(1).dtype(kFloat).shape(kInts0).values(kNums237), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums237).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"sin__self_bool", kArgs195, kOutcomes197},
    {"sin__self_uint8", kArgs199, kOutcomes201},
    {"sin__self_int8", kArgs203, kOutcomes205},
    {"sin__self_int16", kArgs206, kOutcomes207},
    {"sin__self_int32", kArgs208, kOutcomes209},
    {"sin__self_int64", kArgs210, kOutcomes211},
    {"sin__self_float16", kArgs212, kOutcomes215},
    {"sin__self_bfloat16", kArgs216, kOutcomes219},
    {"sin__self_float32", kArgs2, kOutcomes220},
    {"sin__self_float64", kArgs221, kOutcomes224},
    {"sin__self_complex64", kArgs226, kOutcomes229},
    {"sin__self_complex128", kArgs230, kOutcomes233},
    {"sin__expanded_self", kArgs236, kOutcomes238},
};
constexpr int64_t kInts239[] = {67, 499};
constexpr ArgSpec kArgs240[] = {tiled(tensor_spec(kHalf, kInts239, kNums1))};
constexpr Outcome kOutcomes241[] = {call(0).dtype(kHalf).shape(kInts239)};
constexpr ArgSpec kArgs242[] = {tiled(tensor_spec(kBFloat16, kInts239, kNums1))};
constexpr Outcome kOutcomes243[] = {call(0).dtype(kBFloat16).shape(kInts239)};
constexpr ArgSpec kArgs244[] = {tiled(tensor_spec(kFloat, kInts239, kNums1))};
constexpr Outcome kOutcomes245[] = {call(0).dtype(kFloat).shape(kInts239)};
constexpr ArgSpec kArgs246[] = {tiled(tensor_spec(kDouble, kInts239, kNums1))};
constexpr Outcome kOutcomes247[] = {call(0).dtype(kDouble).shape(kInts239)};
constexpr ArgSpec kArgs248[] = {tiled(tensor_spec(kComplexFloat, kInts239, kNums225))};
constexpr Outcome kOutcomes249[] = {call(0).dtype(kComplexFloat).shape(kInts239)};
constexpr ArgSpec kArgs250[] = {tiled(tensor_spec(kComplexDouble, kInts239, kNums225))};
constexpr Outcome kOutcomes251[] = {call(0).dtype(kComplexDouble).shape(kInts239)};
constexpr Case kCrosschecks[] = {
    {"sin__float16", kArgs240, kOutcomes241},
    {"sin__bfloat16", kArgs242, kOutcomes243},
    {"sin__float32", kArgs244, kOutcomes245},
    {"sin__float64", kArgs246, kOutcomes247},
    {"sin__complex64", kArgs248, kOutcomes249},
    {"sin__complex128", kArgs250, kOutcomes251},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(sin, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(sin, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(sin, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(sin, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(sin, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(sin, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(sin, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(sin, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(sin, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(sin, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("sin")) GTEST_SKIP() << "no " << golden_op_path("sin");
  GoldenStore store;
  load_golden_cases("sin", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(sin, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("sin")) GTEST_SKIP() << "no " << golden_op_path("sin");
  GoldenStore store;
  load_golden_cases("sin", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
