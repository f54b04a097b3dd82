// generated from ops.yaml by codegen; do not edit
// Conformance test of `cos`, from its ops.yaml entries (cos).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/cos.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::cos(Tensor)", "cos", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::cos(v.tensor(0)); }},
    {"Tensor::cos()", "cos", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).cos(); }},
    {"Tensor::cos_()", "cos", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).cos_(); }},
    {"opforge::cos_out(Tensor&, Tensor)", "cos", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::cos_out(out[0], v.tensor(0)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kFloat, kInts0, kNums1)};
constexpr Num kNums3[] = {{0.8775825500488281, 0}, {0.3153223693370819, 0}, {-0.9899924993515015, 0}, {1.0, 0}, {1.0, 0}, {-0.9243023991584778, 0}, {0.9305076003074646, 0}, {-0.83907151222229, 0}, {0.9921976923942566, 0}, {0.3466353118419647, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr int64_t kInts4[] = {0};
constexpr ArgSpec kOut5 = tensor_spec(kFloat, kInts4);
constexpr Outcome kOutcomes6[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(1).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"cos__self_float32", kArgs2, kOutcomes6},
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
    {"cos__bool_dimensioned", kArgs8, kOutcomes9},
    {"cos__uint8_dimensioned", kArgs10, kOutcomes9},
    {"cos__int8_dimensioned", kArgs11, kOutcomes9},
    {"cos__int16_dimensioned", kArgs12, kOutcomes9},
    {"cos__int32_dimensioned", kArgs13, kOutcomes9},
    {"cos__int64_dimensioned", kArgs14, kOutcomes9},
    {"cos__float16_dimensioned", kArgs15, kOutcomes16},
    {"cos__bfloat16_dimensioned", kArgs17, kOutcomes18},
    {"cos__float32_dimensioned", kArgs19, kOutcomes9},
    {"cos__float64_dimensioned", kArgs20, kOutcomes21},
    {"cos__complex32_dimensioned", kArgs22, kOutcomes24},
    {"cos__complex64_dimensioned", kArgs25, kOutcomes26},
    {"cos__complex128_dimensioned", kArgs27, kOutcomes28},
    {"cos__bool_zero_dim", kArgs29, kOutcomes30},
    {"cos__uint8_zero_dim", kArgs31, kOutcomes30},
    {"cos__int8_zero_dim", kArgs32, kOutcomes30},
    {"cos__int16_zero_dim", kArgs33, kOutcomes30},
    {"cos__int32_zero_dim", kArgs34, kOutcomes30},
    {"cos__int64_zero_dim", kArgs35, kOutcomes30},
    {"cos__float16_zero_dim", kArgs36, kOutcomes37},
    {"cos__bfloat16_zero_dim", kArgs38, kOutcomes39},
    {"cos__float32_zero_dim", kArgs40, kOutcomes30},
    {"cos__float64_zero_dim", kArgs41, kOutcomes42},
    {"cos__complex32_zero_dim", kArgs43, kOutcomes24},
    {"cos__complex64_zero_dim", kArgs44, kOutcomes45},
    {"cos__complex128_zero_dim", kArgs46, kOutcomes47},
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
    {"cos__inplace__bool_dimensioned", kArgs8, kOutcomes49},
    {"cos__inplace__uint8_dimensioned", kArgs10, kOutcomes51},
    {"cos__inplace__int8_dimensioned", kArgs11, kOutcomes53},
    {"cos__inplace__int16_dimensioned", kArgs12, kOutcomes55},
    {"cos__inplace__int32_dimensioned", kArgs13, kOutcomes57},
    {"cos__inplace__int64_dimensioned", kArgs14, kOutcomes59},
    {"cos__inplace__float16_dimensioned", kArgs15, kOutcomes60},
    {"cos__inplace__bfloat16_dimensioned", kArgs17, kOutcomes61},
    {"cos__inplace__float32_dimensioned", kArgs19, kOutcomes62},
    {"cos__inplace__float64_dimensioned", kArgs20, kOutcomes63},
    {"cos__inplace__complex32_dimensioned", kArgs22, kOutcomes64},
    {"cos__inplace__complex64_dimensioned", kArgs25, kOutcomes65},
    {"cos__inplace__complex128_dimensioned", kArgs27, kOutcomes66},
    {"cos__out__float16__to__bool", kArgs15, kOutcomes69},
    {"cos__out__float16__to__uint8", kArgs15, kOutcomes72},
    {"cos__out__float16__to__int8", kArgs15, kOutcomes75},
    {"cos__out__float16__to__int16", kArgs15, kOutcomes78},
    {"cos__out__float16__to__int32", kArgs15, kOutcomes81},
    {"cos__out__float16__to__int64", kArgs15, kOutcomes84},
    {"cos__out__float16__to__float16", kArgs15, kOutcomes86},
    {"cos__out__float16__to__bfloat16", kArgs15, kOutcomes88},
    {"cos__out__float16__to__float32", kArgs15, kOutcomes90},
    {"cos__out__float16__to__float64", kArgs15, kOutcomes92},
    {"cos__out__float16__to__complex32", kArgs15, kOutcomes94},
    {"cos__out__float16__to__complex64", kArgs15, kOutcomes96},
    {"cos__out__float16__to__complex128", kArgs15, kOutcomes98},
    {"cos__out__bfloat16__to__bool", kArgs17, kOutcomes100},
    {"cos__out__bfloat16__to__uint8", kArgs17, kOutcomes102},
    {"cos__out__bfloat16__to__int8", kArgs17, kOutcomes104},
    {"cos__out__bfloat16__to__int16", kArgs17, kOutcomes106},
    {"cos__out__bfloat16__to__int32", kArgs17, kOutcomes108},
    {"cos__out__bfloat16__to__int64", kArgs17, kOutcomes110},
    {"cos__out__bfloat16__to__float16", kArgs17, kOutcomes86},
    {"cos__out__bfloat16__to__bfloat16", kArgs17, kOutcomes88},
    {"cos__out__bfloat16__to__float32", kArgs17, kOutcomes90},
    {"cos__out__bfloat16__to__float64", kArgs17, kOutcomes92},
    {"cos__out__bfloat16__to__complex32", kArgs17, kOutcomes94},
    {"cos__out__bfloat16__to__complex64", kArgs17, kOutcomes96},
    {"cos__out__bfloat16__to__complex128", kArgs17, kOutcomes98},
    {"cos__out__float32__to__bool", kArgs19, kOutcomes111},
    {"cos__out__float32__to__uint8", kArgs19, kOutcomes112},
    {"cos__out__float32__to__int8", kArgs19, kOutcomes113},
    {"cos__out__float32__to__int16", kArgs19, kOutcomes114},
    {"cos__out__float32__to__int32", kArgs19, kOutcomes115},
    {"cos__out__float32__to__int64", kArgs19, kOutcomes116},
    {"cos__out__float32__to__float16", kArgs19, kOutcomes86},
    {"cos__out__float32__to__bfloat16", kArgs19, kOutcomes88},
    {"cos__out__float32__to__float32", kArgs19, kOutcomes90},
    {"cos__out__float32__to__float64", kArgs19, kOutcomes92},
    {"cos__out__float32__to__complex32", kArgs19, kOutcomes94},
    {"cos__out__float32__to__complex64", kArgs19, kOutcomes96},
    {"cos__out__float32__to__complex128", kArgs19, kOutcomes98},
    {"cos__out__float64__to__bool", kArgs20, kOutcomes118},
    {"cos__out__float64__to__uint8", kArgs20, kOutcomes120},
    {"cos__out__float64__to__int8", kArgs20, kOutcomes122},
    {"cos__out__float64__to__int16", kArgs20, kOutcomes124},
    {"cos__out__float64__to__int32", kArgs20, kOutcomes126},
    {"cos__out__float64__to__int64", kArgs20, kOutcomes128},
    {"cos__out__float64__to__float16", kArgs20, kOutcomes86},
    {"cos__out__float64__to__bfloat16", kArgs20, kOutcomes88},
    {"cos__out__float64__to__float32", kArgs20, kOutcomes90},
    {"cos__out__float64__to__float64", kArgs20, kOutcomes92},
    {"cos__out__float64__to__complex32", kArgs20, kOutcomes94},
    {"cos__out__float64__to__complex64", kArgs20, kOutcomes96},
    {"cos__out__float64__to__complex128", kArgs20, kOutcomes98},
    {"cos__out__complex64__to__bool", kArgs25, kOutcomes130},
    {"cos__out__complex64__to__uint8", kArgs25, kOutcomes132},
    {"cos__out__complex64__to__int8", kArgs25, kOutcomes134},
    {"cos__out__complex64__to__int16", kArgs25, kOutcomes136},
    {"cos__out__complex64__to__int32", kArgs25, kOutcomes138},
    {"cos__out__complex64__to__int64", kArgs25, kOutcomes140},
    {"cos__out__complex64__to__float16", kArgs25, kOutcomes142},
    {"cos__out__complex64__to__bfloat16", kArgs25, kOutcomes144},
    {"cos__out__complex64__to__float32", kArgs25, kOutcomes146},
    {"cos__out__complex64__to__float64", kArgs25, kOutcomes148},
    {"cos__out__complex64__to__complex32", kArgs25, kOutcomes94},
    {"cos__out__complex64__to__complex64", kArgs25, kOutcomes96},
    {"cos__out__complex64__to__complex128", kArgs25, kOutcomes98},
    {"cos__out__complex128__to__bool", kArgs27, kOutcomes150},
    {"cos__out__complex128__to__uint8", kArgs27, kOutcomes152},
    {"cos__out__complex128__to__int8", kArgs27, kOutcomes154},
    {"cos__out__complex128__to__int16", kArgs27, kOutcomes156},
    {"cos__out__complex128__to__int32", kArgs27, kOutcomes158},
    {"cos__out__complex128__to__int64", kArgs27, kOutcomes160},
    {"cos__out__complex128__to__float16", kArgs27, kOutcomes162},
    {"cos__out__complex128__to__bfloat16", kArgs27, kOutcomes164},
    {"cos__out__complex128__to__float32", kArgs27, kOutcomes166},
    {"cos__out__complex128__to__float64", kArgs27, kOutcomes168},
    {"cos__out__complex128__to__complex32", kArgs27, kOutcomes94},
    {"cos__out__complex128__to__complex64", kArgs27, kOutcomes96},
    {"cos__out__complex128__to__complex128", kArgs27, kOutcomes98},
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
    {"cos__out__2x3", kArgs170, kOutcomes172},
    {"cos__out__0", kArgs170, kOutcomes173},
    {"cos__out__6", kArgs170, kOutcomes176},
    {"cos__out__3x2", kArgs170, kOutcomes179},
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
    {"cos__names_kept", kArgs181, kOutcomes185},
    {"cos__partial_names_kept", kArgs187, kOutcomes191},
    {"cos__unnamed_stays_unnamed", kArgs170, kOutcomes193},
};
constexpr Num kNums194[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs195[] = {tensor_spec(kBool, kInts0, kNums194)};
constexpr Num kNums196[] = {{1.0, 0}, {0.5403022766113281, 0}, {0.5403022766113281, 0}, {1.0, 0}, {0.5403022766113281, 0}, {1.0, 0}, {0.5403022766113281, 0}, {0.5403022766113281, 0}, {1.0, 0}, {1.0, 0}, {0.5403022766113281, 0}, {1.0, 0}};
constexpr Outcome kOutcomes197[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums196), call(2).raises(&kError48), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums196).same_as(SameAs::Out)};
constexpr Num kNums198[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs199[] = {tensor_spec(kUInt8, kInts0, kNums198)};
constexpr Num kNums200[] = {{1.0, 0}, {-0.9899924993515015, 0}, {0.7539022564888, 0}, {0.24098829925060272, 0}, {-0.862303614616394, 0}, {0.5403022766113281, 0}, {0.8438539505004883, 0}, {0.8623188734054565, 0}, {0.28366219997406006, 0}, {-0.416146844625473, 0}, {-0.9111302495002747, 0}, {-0.9899924993515015, 0}};
constexpr Outcome kOutcomes201[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums200), call(2).raises(&kError50), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums200).same_as(SameAs::Out)};
constexpr Num kNums202[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt8, kInts0, kNums202)};
constexpr Num kNums204[] = {{0.28366219997406006, 0}, {1.0, 0}, {-0.9899924993515015, 0}, {0.7539022564888, 0}, {-0.416146844625473, 0}, {0.5403022766113281, 0}, {0.8438539505004883, 0}, {0.8623188734054565, 0}, {0.8623188734054565, 0}, {0.28366219997406006, 0}, {-0.416146844625473, 0}, {-0.9111302495002747, 0}};
constexpr Outcome kOutcomes205[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError52), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt16, kInts0, kNums202)};
constexpr Outcome kOutcomes207[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError54), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt32, kInts0, kNums202)};
constexpr Outcome kOutcomes209[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError56), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt64, kInts0, kNums202)};
constexpr Outcome kOutcomes211[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums204), call(2).raises(&kError58), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums204).same_as(SameAs::Out)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kHalf, kInts0, kNums1)};
constexpr Num kNums213[] = {{0.87744140625, 0}, {0.3154296875, 0}, {-0.990234375, 0}, {1.0, 0}, {1.0, 0}, {-0.92431640625, 0}, {0.9306640625, 0}, {-0.8388671875, 0}, {0.9921875, 0}, {0.3466796875, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut214 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes215[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums213), call(2).dtype(kHalf).shape(kInts0).values(kNums213).same_as(SameAs::Self), call(3).out_tensor(&kOut214).dtype(kHalf).shape(kInts0).values(kNums213).same_as(SameAs::Out)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kBFloat16, kInts0, kNums1)};
constexpr Num kNums217[] = {{0.87890625, 0}, {0.314453125, 0}, {-0.98828125, 0}, {1.0, 0}, {1.0, 0}, {-0.92578125, 0}, {0.9296875, 0}, {-0.83984375, 0}, {0.9921875, 0}, {0.345703125, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut218 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes219[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums217), call(2).dtype(kBFloat16).shape(kInts0).values(kNums217).same_as(SameAs::Self), call(3).out_tensor(&kOut218).dtype(kBFloat16).shape(kInts0).values(kNums217).same_as(SameAs::Out)};
constexpr Outcome kOutcomes220[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kDouble, kInts0, kNums1)};
constexpr Num kNums222[] = {{0.8775825618903728, 0}, {0.3153223623952687, 0}, {-0.9899924966004454, 0}, {1.0, 0}, {1.0, 0}, {-0.9243023786324636, 0}, {0.9305076219123143, 0}, {-0.8390715290764524, 0}, {0.992197667229329, 0}, {0.3466353178350258, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr ArgSpec kOut223 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes224[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums222), call(2).dtype(kDouble).shape(kInts0).values(kNums222).same_as(SameAs::Self), call(3).out_tensor(&kOut223).dtype(kDouble).shape(kInts0).values(kNums222).same_as(SameAs::Out)};
constexpr Num kNums225[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs226[] = {tensor_spec(kComplexFloat, kInts0, kNums225)};
constexpr Num kNums227[] = {{1.6572479009628296, 0.7680009007453918}, {-0.9899924993515015, -0.0}, {1.5430806875228882, -0.0}, {-0.9900575876235962, 0.14650097489356995}, {0.9689124226570129, -0.0}, {0.8337300419807434, -0.9888976812362671}, {0.9895848631858826, 0.24982640147209167}, {-4.1896257400512695, 9.109228134155273}, {1.0233656167984009, -0.031494371592998505}, {0.6092588901519775, 0.43848657608032227}, {0.4337809979915619, -6.035048484802246}, {1.1290549039840698, 0.8010627031326294}};
constexpr ArgSpec kOut228 = tensor_spec(kComplexFloat, kInts4);
constexpr Outcome kOutcomes229[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums227), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums227).same_as(SameAs::Self), call(3).out_tensor(&kOut228).dtype(kComplexFloat).shape(kInts0).values(kNums227).same_as(SameAs::Out)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kComplexDouble, kInts0, kNums225)};
constexpr Num kNums231[] = {{1.6572478640539148, 0.7680009178735728}, {-0.9899924966004454, -0.0}, {1.5430806348152437, -0.0}, {-0.9900575703082513, 0.14650097938025708}, {0.9689124217106447, -0.0}, {0.8337300251311491, -0.9888977057628651}, {0.9895848833999199, 0.24982639750046154}, {-4.189625690968807, 9.109227893755337}, {1.0233656716502835, -0.031494373247883053}, {0.6092589091577942, 0.4384865798925953}, {0.43378099760770306, -6.035048637766573}, {1.129054924269063, 0.801062684413303}};
constexpr ArgSpec kOut232 = tensor_spec(kComplexDouble, kInts4);
constexpr Outcome kOutcomes233[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums231), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums231).same_as(SameAs::Self), call(3).out_tensor(&kOut232).dtype(kComplexDouble).shape(kInts0).values(kNums231).same_as(SameAs::Out)};
constexpr int64_t kInts234[] = {1, 4};
constexpr Num kNums235[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs236[] = {expanded(tensor_spec(kFloat, kInts234, kNums235), kInts0)};
constexpr Num kNums237[] = {{0.8775825500488281, 0}, {0.3153223693370819, 0}, {-0.9899924993515015, 0}, {1.0, 0}, {0.8775825500488281, 0}, {0.3153223693370819, 0}, {-0.9899924993515015, 0}, {1.0, 0}, {0.8775825500488281, 0}, {0.3153223693370819, 0}, {-0.9899924993515015, 0}, {1.0, 0}};
constexpr Outcome kOutcomes238[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums237), call(1).dtype(kFloat).shape(kInts0).values(kNums237), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums237).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"cos__self_bool", kArgs195, kOutcomes197},
    {"cos__self_uint8", kArgs199, kOutcomes201},
    {"cos__self_int8", kArgs203, kOutcomes205},
    {"cos__self_int16", kArgs206, kOutcomes207},
    {"cos__self_int32", kArgs208, kOutcomes209},
    {"cos__self_int64", kArgs210, kOutcomes211},
    {"cos__self_float16", kArgs212, kOutcomes215},
    {"cos__self_bfloat16", kArgs216, kOutcomes219},
    {"cos__self_float32", kArgs2, kOutcomes220},
    {"cos__self_float64", kArgs221, kOutcomes224},
    {"cos__self_complex64", kArgs226, kOutcomes229},
    {"cos__self_complex128", kArgs230, kOutcomes233},
    {"cos__expanded_self", kArgs236, kOutcomes238},
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
    {"cos__float16", kArgs240, kOutcomes241},
    {"cos__bfloat16", kArgs242, kOutcomes243},
    {"cos__float32", kArgs244, kOutcomes245},
    {"cos__float64", kArgs246, kOutcomes247},
    {"cos__complex64", kArgs248, kOutcomes249},
    {"cos__complex128", kArgs250, kOutcomes251},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(cos, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(cos, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(cos, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(cos, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(cos, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(cos, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(cos, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(cos, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(cos, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(cos, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("cos")) GTEST_SKIP() << "no " << golden_op_path("cos");
  GoldenStore store;
  load_golden_cases("cos", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(cos, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("cos")) GTEST_SKIP() << "no " << golden_op_path("cos");
  GoldenStore store;
  load_golden_cases("cos", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
