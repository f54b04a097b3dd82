// generated from ops.yaml by codegen; do not edit
// Conformance test of `abs`, from its ops.yaml entries (abs).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/abs.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::abs(Tensor)", "abs", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::abs(v.tensor(0)); }},
    {"Tensor::abs()", "abs", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).abs(); }},
    {"Tensor::abs_()", "abs", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).abs_(); }},
    {"opforge::abs_out(Tensor&, Tensor)", "abs", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::abs_out(out[0], v.tensor(0)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kFloat, kInts0, kNums1)};
constexpr Num kNums3[] = {{0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}, {0.0, 0}, {2.75, 0}, {0.375, 0}, {10.0, 0}, {0.125, 0}, {7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr int64_t kInts4[] = {0};
constexpr ArgSpec kOut5 = tensor_spec(kFloat, kInts4);
constexpr Outcome kOutcomes6[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(1).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"abs__self_float32", kArgs2, kOutcomes6},
};
constexpr int64_t kInts7[] = {2};
constexpr ArgSpec kArgs8[] = {tensor_spec(kBool, kInts7)};
constexpr ErrorSpec kError9 = {"NotImplementedError", "not implemented for 'Bool'", Match::Contains};
constexpr Outcome kOutcomes10[] = {call(0).raises(&kError9)};
constexpr ArgSpec kArgs11[] = {tensor_spec(kUInt8, kInts7)};
constexpr Outcome kOutcomes12[] = {call(0).dtype(kUInt8).shape(kInts7)};
constexpr ArgSpec kArgs13[] = {tensor_spec(kInt8, kInts7)};
constexpr Outcome kOutcomes14[] = {call(0).dtype(kInt8).shape(kInts7)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kInt16, kInts7)};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kInt16).shape(kInts7)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kInt32, kInts7)};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kInt32).shape(kInts7)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kInt64, kInts7)};
constexpr Outcome kOutcomes20[] = {call(0).dtype(kInt64).shape(kInts7)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kHalf, kInts7)};
constexpr Outcome kOutcomes22[] = {call(0).dtype(kHalf).shape(kInts7)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBFloat16, kInts7)};
constexpr Outcome kOutcomes24[] = {call(0).dtype(kBFloat16).shape(kInts7)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kFloat, kInts7)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kFloat).shape(kInts7)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kDouble, kInts7)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kDouble).shape(kInts7)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kComplexHalf, kInts7)};
constexpr ArgSpec kArgs30[] = {tensor_spec(kComplexFloat, kInts7)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kComplexDouble, kInts7)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kBool)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kUInt8)};
constexpr Outcome kOutcomes34[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs35[] = {tensor_spec(kInt8)};
constexpr Outcome kOutcomes36[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs37[] = {tensor_spec(kInt16)};
constexpr Outcome kOutcomes38[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs39[] = {tensor_spec(kInt32)};
constexpr Outcome kOutcomes40[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs41[] = {tensor_spec(kInt64)};
constexpr Outcome kOutcomes42[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs43[] = {tensor_spec(kHalf)};
constexpr Outcome kOutcomes44[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes46[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs47[] = {tensor_spec(kFloat)};
constexpr Outcome kOutcomes48[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs49[] = {tensor_spec(kDouble)};
constexpr Outcome kOutcomes50[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs51[] = {tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kComplexDouble)};
constexpr Case kDtypes[] = {
    {"abs__bool_dimensioned", kArgs8, kOutcomes10},
    {"abs__uint8_dimensioned", kArgs11, kOutcomes12},
    {"abs__int8_dimensioned", kArgs13, kOutcomes14},
    {"abs__int16_dimensioned", kArgs15, kOutcomes16},
    {"abs__int32_dimensioned", kArgs17, kOutcomes18},
    {"abs__int64_dimensioned", kArgs19, kOutcomes20},
    {"abs__float16_dimensioned", kArgs21, kOutcomes22},
    {"abs__bfloat16_dimensioned", kArgs23, kOutcomes24},
    {"abs__float32_dimensioned", kArgs25, kOutcomes26},
    {"abs__float64_dimensioned", kArgs27, kOutcomes28},
    {"abs__complex32_dimensioned", kArgs29, kOutcomes22},
    {"abs__complex64_dimensioned", kArgs30, kOutcomes26},
    {"abs__complex128_dimensioned", kArgs31, kOutcomes28},
    {"abs__bool_zero_dim", kArgs32, kOutcomes10},
    {"abs__uint8_zero_dim", kArgs33, kOutcomes34},
    {"abs__int8_zero_dim", kArgs35, kOutcomes36},
    {"abs__int16_zero_dim", kArgs37, kOutcomes38},
    {"abs__int32_zero_dim", kArgs39, kOutcomes40},
    {"abs__int64_zero_dim", kArgs41, kOutcomes42},
    {"abs__float16_zero_dim", kArgs43, kOutcomes44},
    {"abs__bfloat16_zero_dim", kArgs45, kOutcomes46},
    {"abs__float32_zero_dim", kArgs47, kOutcomes48},
    {"abs__float64_zero_dim", kArgs49, kOutcomes50},
    {"abs__complex32_zero_dim", kArgs51, kOutcomes44},
    {"abs__complex64_zero_dim", kArgs52, kOutcomes48},
    {"abs__complex128_zero_dim", kArgs53, kOutcomes50},
};
constexpr Outcome kOutcomes54[] = {call(2).raises(&kError9)};
constexpr Outcome kOutcomes55[] = {call(2).dtype(kUInt8).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes56[] = {call(2).dtype(kInt8).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes57[] = {call(2).dtype(kInt16).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes58[] = {call(2).dtype(kInt32).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes59[] = {call(2).dtype(kInt64).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes60[] = {call(2).dtype(kHalf).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes61[] = {call(2).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes62[] = {call(2).dtype(kFloat).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes63[] = {call(2).dtype(kDouble).shape(kInts7).same_as(SameAs::Self)};
constexpr ErrorSpec kError64 = {"RuntimeError", "In-place abs is not supported for complex tensors.", Match::Exact};
constexpr Outcome kOutcomes65[] = {call(2).raises(&kError64)};
constexpr ArgSpec kOut66 = tensor_spec(kBool, kInts7);
constexpr ErrorSpec kError67 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes68[] = {call(3).out_tensor(&kOut66).raises(&kError67)};
constexpr ArgSpec kOut69 = tensor_spec(kUInt8, kInts7);
constexpr Outcome kOutcomes70[] = {call(3).out_tensor(&kOut69).dtype(kUInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut71 = tensor_spec(kInt8, kInts7);
constexpr ErrorSpec kError72 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes73[] = {call(3).out_tensor(&kOut71).raises(&kError72)};
constexpr ArgSpec kOut74 = tensor_spec(kInt16, kInts7);
constexpr ErrorSpec kError75 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes76[] = {call(3).out_tensor(&kOut74).raises(&kError75)};
constexpr ArgSpec kOut77 = tensor_spec(kInt32, kInts7);
constexpr ErrorSpec kError78 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes79[] = {call(3).out_tensor(&kOut77).raises(&kError78)};
constexpr ArgSpec kOut80 = tensor_spec(kInt64, kInts7);
constexpr ErrorSpec kError81 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes82[] = {call(3).out_tensor(&kOut80).raises(&kError81)};
constexpr ArgSpec kOut83 = tensor_spec(kHalf, kInts7);
constexpr ErrorSpec kError84 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes85[] = {call(3).out_tensor(&kOut83).raises(&kError84)};
constexpr ArgSpec kOut86 = tensor_spec(kBFloat16, kInts7);
constexpr ErrorSpec kError87 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes88[] = {call(3).out_tensor(&kOut86).raises(&kError87)};
constexpr ArgSpec kOut89 = tensor_spec(kFloat, kInts7);
constexpr ErrorSpec kError90 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes91[] = {call(3).out_tensor(&kOut89).raises(&kError90)};
constexpr ArgSpec kOut92 = tensor_spec(kDouble, kInts7);
constexpr ErrorSpec kError93 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes94[] = {call(3).out_tensor(&kOut92).raises(&kError93)};
constexpr ArgSpec kOut95 = tensor_spec(kComplexHalf, kInts7);
constexpr ErrorSpec kError96 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes97[] = {call(3).out_tensor(&kOut95).raises(&kError96)};
constexpr ArgSpec kOut98 = tensor_spec(kComplexFloat, kInts7);
constexpr ErrorSpec kError99 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes100[] = {call(3).out_tensor(&kOut98).raises(&kError99)};
constexpr ArgSpec kOut101 = tensor_spec(kComplexDouble, kInts7);
constexpr ErrorSpec kError102 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes103[] = {call(3).out_tensor(&kOut101).raises(&kError102)};
constexpr ErrorSpec kError104 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes105[] = {call(3).out_tensor(&kOut66).raises(&kError104)};
constexpr ErrorSpec kError106 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes107[] = {call(3).out_tensor(&kOut69).raises(&kError106)};
constexpr Outcome kOutcomes108[] = {call(3).out_tensor(&kOut71).dtype(kInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError109 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes110[] = {call(3).out_tensor(&kOut74).raises(&kError109)};
constexpr ErrorSpec kError111 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes112[] = {call(3).out_tensor(&kOut77).raises(&kError111)};
constexpr ErrorSpec kError113 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes114[] = {call(3).out_tensor(&kOut80).raises(&kError113)};
constexpr ErrorSpec kError115 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes116[] = {call(3).out_tensor(&kOut83).raises(&kError115)};
constexpr ErrorSpec kError117 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes118[] = {call(3).out_tensor(&kOut86).raises(&kError117)};
constexpr ErrorSpec kError119 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes120[] = {call(3).out_tensor(&kOut89).raises(&kError119)};
constexpr ErrorSpec kError121 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes122[] = {call(3).out_tensor(&kOut92).raises(&kError121)};
constexpr ErrorSpec kError123 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes124[] = {call(3).out_tensor(&kOut95).raises(&kError123)};
constexpr ErrorSpec kError125 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes126[] = {call(3).out_tensor(&kOut98).raises(&kError125)};
constexpr ErrorSpec kError127 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes128[] = {call(3).out_tensor(&kOut101).raises(&kError127)};
constexpr ErrorSpec kError129 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes130[] = {call(3).out_tensor(&kOut66).raises(&kError129)};
constexpr ErrorSpec kError131 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes132[] = {call(3).out_tensor(&kOut69).raises(&kError131)};
constexpr ErrorSpec kError133 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes134[] = {call(3).out_tensor(&kOut71).raises(&kError133)};
constexpr Outcome kOutcomes135[] = {call(3).out_tensor(&kOut74).dtype(kInt16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError136 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes137[] = {call(3).out_tensor(&kOut77).raises(&kError136)};
constexpr ErrorSpec kError138 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes139[] = {call(3).out_tensor(&kOut80).raises(&kError138)};
constexpr ErrorSpec kError140 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes141[] = {call(3).out_tensor(&kOut83).raises(&kError140)};
constexpr ErrorSpec kError142 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes143[] = {call(3).out_tensor(&kOut86).raises(&kError142)};
constexpr ErrorSpec kError144 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes145[] = {call(3).out_tensor(&kOut89).raises(&kError144)};
constexpr ErrorSpec kError146 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes147[] = {call(3).out_tensor(&kOut92).raises(&kError146)};
constexpr ErrorSpec kError148 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes149[] = {call(3).out_tensor(&kOut95).raises(&kError148)};
constexpr ErrorSpec kError150 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes151[] = {call(3).out_tensor(&kOut98).raises(&kError150)};
constexpr ErrorSpec kError152 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes153[] = {call(3).out_tensor(&kOut101).raises(&kError152)};
constexpr ErrorSpec kError154 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes155[] = {call(3).out_tensor(&kOut66).raises(&kError154)};
constexpr ErrorSpec kError156 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes157[] = {call(3).out_tensor(&kOut69).raises(&kError156)};
constexpr ErrorSpec kError158 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes159[] = {call(3).out_tensor(&kOut71).raises(&kError158)};
constexpr ErrorSpec kError160 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes161[] = {call(3).out_tensor(&kOut74).raises(&kError160)};
constexpr Outcome kOutcomes162[] = {call(3).out_tensor(&kOut77).dtype(kInt32).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError163 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes164[] = {call(3).out_tensor(&kOut80).raises(&kError163)};
constexpr ErrorSpec kError165 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes166[] = {call(3).out_tensor(&kOut83).raises(&kError165)};
constexpr ErrorSpec kError167 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes168[] = {call(3).out_tensor(&kOut86).raises(&kError167)};
constexpr ErrorSpec kError169 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes170[] = {call(3).out_tensor(&kOut89).raises(&kError169)};
constexpr ErrorSpec kError171 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes172[] = {call(3).out_tensor(&kOut92).raises(&kError171)};
constexpr ErrorSpec kError173 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes174[] = {call(3).out_tensor(&kOut95).raises(&kError173)};
constexpr ErrorSpec kError175 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes176[] = {call(3).out_tensor(&kOut98).raises(&kError175)};
constexpr ErrorSpec kError177 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes178[] = {call(3).out_tensor(&kOut101).raises(&kError177)};
constexpr ErrorSpec kError179 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes180[] = {call(3).out_tensor(&kOut66).raises(&kError179)};
constexpr ErrorSpec kError181 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes182[] = {call(3).out_tensor(&kOut69).raises(&kError181)};
constexpr ErrorSpec kError183 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes184[] = {call(3).out_tensor(&kOut71).raises(&kError183)};
constexpr ErrorSpec kError185 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes186[] = {call(3).out_tensor(&kOut74).raises(&kError185)};
constexpr ErrorSpec kError187 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes188[] = {call(3).out_tensor(&kOut77).raises(&kError187)};
constexpr Outcome kOutcomes189[] = {call(3).out_tensor(&kOut80).dtype(kInt64).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError190 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes191[] = {call(3).out_tensor(&kOut83).raises(&kError190)};
constexpr ErrorSpec kError192 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes193[] = {call(3).out_tensor(&kOut86).raises(&kError192)};
constexpr ErrorSpec kError194 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes195[] = {call(3).out_tensor(&kOut89).raises(&kError194)};
constexpr ErrorSpec kError196 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes197[] = {call(3).out_tensor(&kOut92).raises(&kError196)};
constexpr ErrorSpec kError198 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes199[] = {call(3).out_tensor(&kOut95).raises(&kError198)};
constexpr ErrorSpec kError200 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes201[] = {call(3).out_tensor(&kOut98).raises(&kError200)};
constexpr ErrorSpec kError202 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes203[] = {call(3).out_tensor(&kOut101).raises(&kError202)};
constexpr ErrorSpec kError204 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes205[] = {call(3).out_tensor(&kOut66).raises(&kError204)};
constexpr ErrorSpec kError206 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes207[] = {call(3).out_tensor(&kOut69).raises(&kError206)};
constexpr ErrorSpec kError208 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes209[] = {call(3).out_tensor(&kOut71).raises(&kError208)};
constexpr ErrorSpec kError210 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes211[] = {call(3).out_tensor(&kOut74).raises(&kError210)};
constexpr ErrorSpec kError212 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes213[] = {call(3).out_tensor(&kOut77).raises(&kError212)};
constexpr ErrorSpec kError214 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes215[] = {call(3).out_tensor(&kOut80).raises(&kError214)};
constexpr Outcome kOutcomes216[] = {call(3).out_tensor(&kOut83).dtype(kHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError217 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes218[] = {call(3).out_tensor(&kOut86).raises(&kError217)};
constexpr ErrorSpec kError219 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes220[] = {call(3).out_tensor(&kOut89).raises(&kError219)};
constexpr ErrorSpec kError221 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes222[] = {call(3).out_tensor(&kOut92).raises(&kError221)};
constexpr ErrorSpec kError223 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes224[] = {call(3).out_tensor(&kOut95).raises(&kError223)};
constexpr ErrorSpec kError225 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes226[] = {call(3).out_tensor(&kOut98).raises(&kError225)};
constexpr ErrorSpec kError227 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes228[] = {call(3).out_tensor(&kOut101).raises(&kError227)};
constexpr ErrorSpec kError229 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes230[] = {call(3).out_tensor(&kOut66).raises(&kError229)};
constexpr ErrorSpec kError231 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes232[] = {call(3).out_tensor(&kOut69).raises(&kError231)};
constexpr ErrorSpec kError233 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes234[] = {call(3).out_tensor(&kOut71).raises(&kError233)};
constexpr ErrorSpec kError235 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes236[] = {call(3).out_tensor(&kOut74).raises(&kError235)};
constexpr ErrorSpec kError237 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes238[] = {call(3).out_tensor(&kOut77).raises(&kError237)};
constexpr ErrorSpec kError239 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes240[] = {call(3).out_tensor(&kOut80).raises(&kError239)};
constexpr ErrorSpec kError241 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes242[] = {call(3).out_tensor(&kOut83).raises(&kError241)};
constexpr Outcome kOutcomes243[] = {call(3).out_tensor(&kOut86).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError244 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes245[] = {call(3).out_tensor(&kOut89).raises(&kError244)};
constexpr ErrorSpec kError246 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes247[] = {call(3).out_tensor(&kOut92).raises(&kError246)};
constexpr ErrorSpec kError248 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes249[] = {call(3).out_tensor(&kOut95).raises(&kError248)};
constexpr ErrorSpec kError250 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes251[] = {call(3).out_tensor(&kOut98).raises(&kError250)};
constexpr ErrorSpec kError252 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes253[] = {call(3).out_tensor(&kOut101).raises(&kError252)};
constexpr ErrorSpec kError254 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes255[] = {call(3).out_tensor(&kOut66).raises(&kError254)};
constexpr ErrorSpec kError256 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes257[] = {call(3).out_tensor(&kOut69).raises(&kError256)};
constexpr ErrorSpec kError258 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes259[] = {call(3).out_tensor(&kOut71).raises(&kError258)};
constexpr ErrorSpec kError260 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes261[] = {call(3).out_tensor(&kOut74).raises(&kError260)};
constexpr ErrorSpec kError262 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes263[] = {call(3).out_tensor(&kOut77).raises(&kError262)};
constexpr ErrorSpec kError264 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes265[] = {call(3).out_tensor(&kOut80).raises(&kError264)};
constexpr ErrorSpec kError266 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes267[] = {call(3).out_tensor(&kOut83).raises(&kError266)};
constexpr ErrorSpec kError268 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes269[] = {call(3).out_tensor(&kOut86).raises(&kError268)};
constexpr Outcome kOutcomes270[] = {call(3).out_tensor(&kOut89).dtype(kFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError271 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes272[] = {call(3).out_tensor(&kOut92).raises(&kError271)};
constexpr ErrorSpec kError273 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes274[] = {call(3).out_tensor(&kOut95).raises(&kError273)};
constexpr ErrorSpec kError275 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes276[] = {call(3).out_tensor(&kOut98).raises(&kError275)};
constexpr ErrorSpec kError277 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes278[] = {call(3).out_tensor(&kOut101).raises(&kError277)};
constexpr ErrorSpec kError279 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes280[] = {call(3).out_tensor(&kOut66).raises(&kError279)};
constexpr ErrorSpec kError281 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes282[] = {call(3).out_tensor(&kOut69).raises(&kError281)};
constexpr ErrorSpec kError283 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes284[] = {call(3).out_tensor(&kOut71).raises(&kError283)};
constexpr ErrorSpec kError285 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes286[] = {call(3).out_tensor(&kOut74).raises(&kError285)};
constexpr ErrorSpec kError287 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes288[] = {call(3).out_tensor(&kOut77).raises(&kError287)};
constexpr ErrorSpec kError289 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes290[] = {call(3).out_tensor(&kOut80).raises(&kError289)};
constexpr ErrorSpec kError291 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes292[] = {call(3).out_tensor(&kOut83).raises(&kError291)};
constexpr ErrorSpec kError293 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes294[] = {call(3).out_tensor(&kOut86).raises(&kError293)};
constexpr ErrorSpec kError295 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes296[] = {call(3).out_tensor(&kOut89).raises(&kError295)};
constexpr Outcome kOutcomes297[] = {call(3).out_tensor(&kOut92).dtype(kDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError298 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes299[] = {call(3).out_tensor(&kOut95).raises(&kError298)};
constexpr ErrorSpec kError300 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes301[] = {call(3).out_tensor(&kOut98).raises(&kError300)};
constexpr ErrorSpec kError302 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes303[] = {call(3).out_tensor(&kOut101).raises(&kError302)};
constexpr ErrorSpec kError304 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes305[] = {call(3).out_tensor(&kOut66).raises(&kError304)};
constexpr ErrorSpec kError306 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes307[] = {call(3).out_tensor(&kOut69).raises(&kError306)};
constexpr ErrorSpec kError308 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes309[] = {call(3).out_tensor(&kOut71).raises(&kError308)};
constexpr ErrorSpec kError310 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes311[] = {call(3).out_tensor(&kOut74).raises(&kError310)};
constexpr ErrorSpec kError312 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes313[] = {call(3).out_tensor(&kOut77).raises(&kError312)};
constexpr ErrorSpec kError314 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes315[] = {call(3).out_tensor(&kOut80).raises(&kError314)};
constexpr Outcome kOutcomes316[] = {call(3).out_tensor(&kOut95).dtype(kComplexHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError317 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes318[] = {call(3).out_tensor(&kOut98).raises(&kError317)};
constexpr ErrorSpec kError319 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes320[] = {call(3).out_tensor(&kOut101).raises(&kError319)};
constexpr ErrorSpec kError321 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes322[] = {call(3).out_tensor(&kOut66).raises(&kError321)};
constexpr ErrorSpec kError323 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes324[] = {call(3).out_tensor(&kOut69).raises(&kError323)};
constexpr ErrorSpec kError325 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes326[] = {call(3).out_tensor(&kOut71).raises(&kError325)};
constexpr ErrorSpec kError327 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes328[] = {call(3).out_tensor(&kOut74).raises(&kError327)};
constexpr ErrorSpec kError329 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes330[] = {call(3).out_tensor(&kOut77).raises(&kError329)};
constexpr ErrorSpec kError331 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes332[] = {call(3).out_tensor(&kOut80).raises(&kError331)};
constexpr ErrorSpec kError333 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes334[] = {call(3).out_tensor(&kOut95).raises(&kError333)};
constexpr Outcome kOutcomes335[] = {call(3).out_tensor(&kOut98).dtype(kComplexFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError336 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes337[] = {call(3).out_tensor(&kOut101).raises(&kError336)};
constexpr ErrorSpec kError338 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes339[] = {call(3).out_tensor(&kOut66).raises(&kError338)};
constexpr ErrorSpec kError340 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes341[] = {call(3).out_tensor(&kOut69).raises(&kError340)};
constexpr ErrorSpec kError342 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes343[] = {call(3).out_tensor(&kOut71).raises(&kError342)};
constexpr ErrorSpec kError344 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes345[] = {call(3).out_tensor(&kOut74).raises(&kError344)};
constexpr ErrorSpec kError346 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes347[] = {call(3).out_tensor(&kOut77).raises(&kError346)};
constexpr ErrorSpec kError348 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes349[] = {call(3).out_tensor(&kOut80).raises(&kError348)};
constexpr ErrorSpec kError350 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes351[] = {call(3).out_tensor(&kOut95).raises(&kError350)};
constexpr ErrorSpec kError352 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes353[] = {call(3).out_tensor(&kOut98).raises(&kError352)};
constexpr Outcome kOutcomes354[] = {call(3).out_tensor(&kOut101).dtype(kComplexDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"abs__inplace__bool_dimensioned", kArgs8, kOutcomes54},
    {"abs__inplace__uint8_dimensioned", kArgs11, kOutcomes55},
    {"abs__inplace__int8_dimensioned", kArgs13, kOutcomes56},
    {"abs__inplace__int16_dimensioned", kArgs15, kOutcomes57},
    {"abs__inplace__int32_dimensioned", kArgs17, kOutcomes58},
    {"abs__inplace__int64_dimensioned", kArgs19, kOutcomes59},
    {"abs__inplace__float16_dimensioned", kArgs21, kOutcomes60},
    {"abs__inplace__bfloat16_dimensioned", kArgs23, kOutcomes61},
    {"abs__inplace__float32_dimensioned", kArgs25, kOutcomes62},
    {"abs__inplace__float64_dimensioned", kArgs27, kOutcomes63},
    {"abs__inplace__complex32_dimensioned", kArgs29, kOutcomes65},
    {"abs__inplace__complex64_dimensioned", kArgs30, kOutcomes65},
    {"abs__inplace__complex128_dimensioned", kArgs31, kOutcomes65},
    {"abs__out__uint8__to__bool", kArgs11, kOutcomes68},
    {"abs__out__uint8__to__uint8", kArgs11, kOutcomes70},
    {"abs__out__uint8__to__int8", kArgs11, kOutcomes73},
    {"abs__out__uint8__to__int16", kArgs11, kOutcomes76},
    {"abs__out__uint8__to__int32", kArgs11, kOutcomes79},
    {"abs__out__uint8__to__int64", kArgs11, kOutcomes82},
    {"abs__out__uint8__to__float16", kArgs11, kOutcomes85},
    {"abs__out__uint8__to__bfloat16", kArgs11, kOutcomes88},
    {"abs__out__uint8__to__float32", kArgs11, kOutcomes91},
    {"abs__out__uint8__to__float64", kArgs11, kOutcomes94},
    {"abs__out__uint8__to__complex32", kArgs11, kOutcomes97},
    {"abs__out__uint8__to__complex64", kArgs11, kOutcomes100},
    {"abs__out__uint8__to__complex128", kArgs11, kOutcomes103},
    {"abs__out__int8__to__bool", kArgs13, kOutcomes105},
    {"abs__out__int8__to__uint8", kArgs13, kOutcomes107},
    {"abs__out__int8__to__int8", kArgs13, kOutcomes108},
    {"abs__out__int8__to__int16", kArgs13, kOutcomes110},
    {"abs__out__int8__to__int32", kArgs13, kOutcomes112},
    {"abs__out__int8__to__int64", kArgs13, kOutcomes114},
    {"abs__out__int8__to__float16", kArgs13, kOutcomes116},
    {"abs__out__int8__to__bfloat16", kArgs13, kOutcomes118},
    {"abs__out__int8__to__float32", kArgs13, kOutcomes120},
    {"abs__out__int8__to__float64", kArgs13, kOutcomes122},
    {"abs__out__int8__to__complex32", kArgs13, kOutcomes124},
    {"abs__out__int8__to__complex64", kArgs13, kOutcomes126},
    {"abs__out__int8__to__complex128", kArgs13, kOutcomes128},
    {"abs__out__int16__to__bool", kArgs15, kOutcomes130},
    {"abs__out__int16__to__uint8", kArgs15, kOutcomes132},
    {"abs__out__int16__to__int8", kArgs15, kOutcomes134},
    {"abs__out__int16__to__int16", kArgs15, kOutcomes135},
    {"abs__out__int16__to__int32", kArgs15, kOutcomes137},
    {"abs__out__int16__to__int64", kArgs15, kOutcomes139},
    {"abs__out__int16__to__float16", kArgs15, kOutcomes141},
    {"abs__out__int16__to__bfloat16", kArgs15, kOutcomes143},
    {"abs__out__int16__to__float32", kArgs15, kOutcomes145},
    {"abs__out__int16__to__float64", kArgs15, kOutcomes147},
    {"abs__out__int16__to__complex32", kArgs15, kOutcomes149},
    {"abs__out__int16__to__complex64", kArgs15, kOutcomes151},
    {"abs__out__int16__to__complex128", kArgs15, kOutcomes153},
    {"abs__out__int32__to__bool", kArgs17, kOutcomes155},
    {"abs__out__int32__to__uint8", kArgs17, kOutcomes157},
    {"abs__out__int32__to__int8", kArgs17, kOutcomes159},
    {"abs__out__int32__to__int16", kArgs17, kOutcomes161},
    {"abs__out__int32__to__int32", kArgs17, kOutcomes162},
    {"abs__out__int32__to__int64", kArgs17, kOutcomes164},
    {"abs__out__int32__to__float16", kArgs17, kOutcomes166},
    {"abs__out__int32__to__bfloat16", kArgs17, kOutcomes168},
    {"abs__out__int32__to__float32", kArgs17, kOutcomes170},
    {"abs__out__int32__to__float64", kArgs17, kOutcomes172},
    {"abs__out__int32__to__complex32", kArgs17, kOutcomes174},
    {"abs__out__int32__to__complex64", kArgs17, kOutcomes176},
    {"abs__out__int32__to__complex128", kArgs17, kOutcomes178},
    {"abs__out__int64__to__bool", kArgs19, kOutcomes180},
    {"abs__out__int64__to__uint8", kArgs19, kOutcomes182},
    {"abs__out__int64__to__int8", kArgs19, kOutcomes184},
    {"abs__out__int64__to__int16", kArgs19, kOutcomes186},
    {"abs__out__int64__to__int32", kArgs19, kOutcomes188},
    {"abs__out__int64__to__int64", kArgs19, kOutcomes189},
    {"abs__out__int64__to__float16", kArgs19, kOutcomes191},
    {"abs__out__int64__to__bfloat16", kArgs19, kOutcomes193},
    {"abs__out__int64__to__float32", kArgs19, kOutcomes195},
    {"abs__out__int64__to__float64", kArgs19, kOutcomes197},
    {"abs__out__int64__to__complex32", kArgs19, kOutcomes199},
    {"abs__out__int64__to__complex64", kArgs19, kOutcomes201},
    {"abs__out__int64__to__complex128", kArgs19, kOutcomes203},
    {"abs__out__float16__to__bool", kArgs21, kOutcomes205},
    {"abs__out__float16__to__uint8", kArgs21, kOutcomes207},
    {"abs__out__float16__to__int8", kArgs21, kOutcomes209},
    {"abs__out__float16__to__int16", kArgs21, kOutcomes211},
    {"abs__out__float16__to__int32", kArgs21, kOutcomes213},
    {"abs__out__float16__to__int64", kArgs21, kOutcomes215},
    {"abs__out__float16__to__float16", kArgs21, kOutcomes216},
    {"abs__out__float16__to__bfloat16", kArgs21, kOutcomes218},
    {"abs__out__float16__to__float32", kArgs21, kOutcomes220},
    {"abs__out__float16__to__float64", kArgs21, kOutcomes222},
    {"abs__out__float16__to__complex32", kArgs21, kOutcomes224},
    {"abs__out__float16__to__complex64", kArgs21, kOutcomes226},
    {"abs__out__float16__to__complex128", kArgs21, kOutcomes228},
    {"abs__out__bfloat16__to__bool", kArgs23, kOutcomes230},
    {"abs__out__bfloat16__to__uint8", kArgs23, kOutcomes232},
    {"abs__out__bfloat16__to__int8", kArgs23, kOutcomes234},
    {"abs__out__bfloat16__to__int16", kArgs23, kOutcomes236},
    {"abs__out__bfloat16__to__int32", kArgs23, kOutcomes238},
    {"abs__out__bfloat16__to__int64", kArgs23, kOutcomes240},
    {"abs__out__bfloat16__to__float16", kArgs23, kOutcomes242},
    {"abs__out__bfloat16__to__bfloat16", kArgs23, kOutcomes243},
    {"abs__out__bfloat16__to__float32", kArgs23, kOutcomes245},
    {"abs__out__bfloat16__to__float64", kArgs23, kOutcomes247},
    {"abs__out__bfloat16__to__complex32", kArgs23, kOutcomes249},
    {"abs__out__bfloat16__to__complex64", kArgs23, kOutcomes251},
    {"abs__out__bfloat16__to__complex128", kArgs23, kOutcomes253},
    {"abs__out__float32__to__bool", kArgs25, kOutcomes255},
    {"abs__out__float32__to__uint8", kArgs25, kOutcomes257},
    {"abs__out__float32__to__int8", kArgs25, kOutcomes259},
    {"abs__out__float32__to__int16", kArgs25, kOutcomes261},
    {"abs__out__float32__to__int32", kArgs25, kOutcomes263},
    {"abs__out__float32__to__int64", kArgs25, kOutcomes265},
    {"abs__out__float32__to__float16", kArgs25, kOutcomes267},
    {"abs__out__float32__to__bfloat16", kArgs25, kOutcomes269},
    {"abs__out__float32__to__float32", kArgs25, kOutcomes270},
    {"abs__out__float32__to__float64", kArgs25, kOutcomes272},
    {"abs__out__float32__to__complex32", kArgs25, kOutcomes274},
    {"abs__out__float32__to__complex64", kArgs25, kOutcomes276},
    {"abs__out__float32__to__complex128", kArgs25, kOutcomes278},
    {"abs__out__float64__to__bool", kArgs27, kOutcomes280},
    {"abs__out__float64__to__uint8", kArgs27, kOutcomes282},
    {"abs__out__float64__to__int8", kArgs27, kOutcomes284},
    {"abs__out__float64__to__int16", kArgs27, kOutcomes286},
    {"abs__out__float64__to__int32", kArgs27, kOutcomes288},
    {"abs__out__float64__to__int64", kArgs27, kOutcomes290},
    {"abs__out__float64__to__float16", kArgs27, kOutcomes292},
    {"abs__out__float64__to__bfloat16", kArgs27, kOutcomes294},
    {"abs__out__float64__to__float32", kArgs27, kOutcomes296},
    {"abs__out__float64__to__float64", kArgs27, kOutcomes297},
    {"abs__out__float64__to__complex32", kArgs27, kOutcomes299},
    {"abs__out__float64__to__complex64", kArgs27, kOutcomes301},
    {"abs__out__float64__to__complex128", kArgs27, kOutcomes303},
    {"abs__out__complex32__to__bool", kArgs29, kOutcomes305},
    {"abs__out__complex32__to__uint8", kArgs29, kOutcomes307},
    {"abs__out__complex32__to__int8", kArgs29, kOutcomes309},
    {"abs__out__complex32__to__int16", kArgs29, kOutcomes311},
    {"abs__out__complex32__to__int32", kArgs29, kOutcomes313},
    {"abs__out__complex32__to__int64", kArgs29, kOutcomes315},
    {"abs__out__complex32__to__float16", kArgs29, kOutcomes216},
    {"abs__out__complex32__to__bfloat16", kArgs29, kOutcomes243},
    {"abs__out__complex32__to__float32", kArgs29, kOutcomes270},
    {"abs__out__complex32__to__float64", kArgs29, kOutcomes297},
    {"abs__out__complex32__to__complex32", kArgs29, kOutcomes316},
    {"abs__out__complex32__to__complex64", kArgs29, kOutcomes318},
    {"abs__out__complex32__to__complex128", kArgs29, kOutcomes320},
    {"abs__out__complex64__to__bool", kArgs30, kOutcomes322},
    {"abs__out__complex64__to__uint8", kArgs30, kOutcomes324},
    {"abs__out__complex64__to__int8", kArgs30, kOutcomes326},
    {"abs__out__complex64__to__int16", kArgs30, kOutcomes328},
    {"abs__out__complex64__to__int32", kArgs30, kOutcomes330},
    {"abs__out__complex64__to__int64", kArgs30, kOutcomes332},
    {"abs__out__complex64__to__float16", kArgs30, kOutcomes216},
    {"abs__out__complex64__to__bfloat16", kArgs30, kOutcomes243},
    {"abs__out__complex64__to__float32", kArgs30, kOutcomes270},
    {"abs__out__complex64__to__float64", kArgs30, kOutcomes297},
    {"abs__out__complex64__to__complex32", kArgs30, kOutcomes334},
    {"abs__out__complex64__to__complex64", kArgs30, kOutcomes335},
    {"abs__out__complex64__to__complex128", kArgs30, kOutcomes337},
    {"abs__out__complex128__to__bool", kArgs31, kOutcomes339},
    {"abs__out__complex128__to__uint8", kArgs31, kOutcomes341},
    {"abs__out__complex128__to__int8", kArgs31, kOutcomes343},
    {"abs__out__complex128__to__int16", kArgs31, kOutcomes345},
    {"abs__out__complex128__to__int32", kArgs31, kOutcomes347},
    {"abs__out__complex128__to__int64", kArgs31, kOutcomes349},
    {"abs__out__complex128__to__float16", kArgs31, kOutcomes216},
    {"abs__out__complex128__to__bfloat16", kArgs31, kOutcomes243},
    {"abs__out__complex128__to__float32", kArgs31, kOutcomes270},
    {"abs__out__complex128__to__float64", kArgs31, kOutcomes297},
    {"abs__out__complex128__to__complex32", kArgs31, kOutcomes351},
    {"abs__out__complex128__to__complex64", kArgs31, kOutcomes353},
    {"abs__out__complex128__to__complex128", kArgs31, kOutcomes354},
};
constexpr int64_t kInts355[] = {2, 3};
constexpr ArgSpec kArgs356[] = {tensor_spec(kFloat, kInts355)};
constexpr ArgSpec kOut357 = tensor_spec(kFloat, kInts355);
constexpr Outcome kOutcomes358[] = {call(3).out_tensor(&kOut357).shape(kInts355).same_as(SameAs::Out)};
constexpr Outcome kOutcomes359[] = {call(3).out_tensor(&kOut5).shape(kInts355).same_as(SameAs::Out)};
constexpr int64_t kInts360[] = {6};
constexpr ArgSpec kOut361 = tensor_spec(kFloat, kInts360);
constexpr Outcome kOutcomes362[] = {call(3).out_tensor(&kOut361).shape(kInts355).same_as(SameAs::Out)};
constexpr int64_t kInts363[] = {3, 2};
constexpr ArgSpec kOut364 = tensor_spec(kFloat, kInts363);
constexpr Outcome kOutcomes365[] = {call(3).out_tensor(&kOut364).shape(kInts355).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"abs__out__2x3", kArgs356, kOutcomes358},
    {"abs__out__0", kArgs356, kOutcomes359},
    {"abs__out__6", kArgs356, kOutcomes362},
    {"abs__out__3x2", kArgs356, kOutcomes365},
};
constexpr const char* kNames366[] = {"N", "C"};
constexpr ArgSpec kArgs367[] = {tensor_spec(kFloat, kInts355, {}, kNames366)};
constexpr const char* kNames368[] = {"A", "C"};
constexpr ArgSpec kOut369 = tensor_spec(kFloat, kInts355, {}, kNames368);
constexpr ErrorSpec kError370 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes371[] = {call(0).names(kNames366), call(3).out_tensor(&kOut5).names(kNames366).same_as(SameAs::Out), call(3).out_tensor(&kOut369).raises(&kError370), call(2).names(kNames366).same_as(SameAs::Self)};
constexpr const char* kNames372[] = {"N", nullptr};
constexpr ArgSpec kArgs373[] = {tensor_spec(kFloat, kInts355, {}, kNames372)};
constexpr const char* kNames374[] = {"A", nullptr};
constexpr ArgSpec kOut375 = tensor_spec(kFloat, kInts355, {}, kNames374);
constexpr ErrorSpec kError376 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes377[] = {call(0).names(kNames372), call(3).out_tensor(&kOut5).names(kNames372).same_as(SameAs::Out), call(3).out_tensor(&kOut375).raises(&kError376), call(2).names(kNames372).same_as(SameAs::Self)};
constexpr const char* kNames378[] = {nullptr, nullptr};
constexpr Outcome kOutcomes379[] = {call(0).names(kNames378), call(3).out_tensor(&kOut5).names(kNames378).same_as(SameAs::Out), call(2).names(kNames378).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"abs__names_kept", kArgs367, kOutcomes371},
    {"abs__partial_names_kept", kArgs373, kOutcomes377},
    {"abs__unnamed_stays_unnamed", kArgs356, kOutcomes379},
};
constexpr Num kNums380[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs381[] = {tensor_spec(kUInt8, kInts0, kNums380)};
constexpr ArgSpec kOut382 = tensor_spec(kUInt8, kInts4);
constexpr Outcome kOutcomes383[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums380), call(2).dtype(kUInt8).shape(kInts0).values(kNums380).same_as(SameAs::Self), call(3).out_tensor(&kOut382).dtype(kUInt8).shape(kInts0).values(kNums380).same_as(SameAs::Out)};
constexpr Num kNums384[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs385[] = {tensor_spec(kInt8, kInts0, kNums384)};
constexpr Num kNums386[] = {{5, 0}, {0, 0}, {3, 0}, {7, 0}, {2, 0}, {1, 0}, {12, 0}, {100, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kOut387 = tensor_spec(kInt8, kInts4);
constexpr Outcome kOutcomes388[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums386), call(2).dtype(kInt8).shape(kInts0).values(kNums386).same_as(SameAs::Self), call(3).out_tensor(&kOut387).dtype(kInt8).shape(kInts0).values(kNums386).same_as(SameAs::Out)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kInt16, kInts0, kNums384)};
constexpr ArgSpec kOut390 = tensor_spec(kInt16, kInts4);
constexpr Outcome kOutcomes391[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums386), call(2).dtype(kInt16).shape(kInts0).values(kNums386).same_as(SameAs::Self), call(3).out_tensor(&kOut390).dtype(kInt16).shape(kInts0).values(kNums386).same_as(SameAs::Out)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kInt32, kInts0, kNums384)};
constexpr ArgSpec kOut393 = tensor_spec(kInt32, kInts4);
constexpr Outcome kOutcomes394[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums386), call(2).dtype(kInt32).shape(kInts0).values(kNums386).same_as(SameAs::Self), call(3).out_tensor(&kOut393).dtype(kInt32).shape(kInts0).values(kNums386).same_as(SameAs::Out)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kInt64, kInts0, kNums384)};
constexpr ArgSpec kOut396 = tensor_spec(kInt64, kInts4);
constexpr Outcome kOutcomes397[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums386), call(2).dtype(kInt64).shape(kInts0).values(kNums386).same_as(SameAs::Self), call(3).out_tensor(&kOut396).dtype(kInt64).shape(kInts0).values(kNums386).same_as(SameAs::Out)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kHalf, kInts0, kNums1)};
constexpr ArgSpec kOut399 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes400[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums3), call(2).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut399).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kBFloat16, kInts0, kNums1)};
constexpr ArgSpec kOut402 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes403[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums3), call(2).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut402).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Outcome kOutcomes404[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kDouble, kInts0, kNums1)};
constexpr ArgSpec kOut406 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes407[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums3), call(2).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut406).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Num kNums408[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexHalf, kInts0, kNums408)};
constexpr Num kNums410[] = {{1.3466796875, 0}, {3.0, 0}, {1.0, 0}, {2.775390625, 0}, {0.25, 0}, {1.4140625, 0}, {0.70703125, 0}, {3.60546875, 0}, {0.279541015625, 0}, {1.1181640625, 0}, {2.916015625, 0}, {1.25, 0}};
constexpr Outcome kOutcomes411[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums410), call(2).raises(&kError64), call(3).out_tensor(&kOut399).dtype(kHalf).shape(kInts0).values(kNums410).same_as(SameAs::Out)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexFloat, kInts0, kNums408)};
constexpr Num kNums413[] = {{1.346291184425354, 0}, {3.0, 0}, {1.0, 0}, {2.7754504680633545, 0}, {0.25, 0}, {1.4142135381698608, 0}, {0.7071067690849304, 0}, {3.605551242828369, 0}, {0.279508501291275, 0}, {1.1180340051651, 0}, {2.915475845336914, 0}, {1.25, 0}};
constexpr Outcome kOutcomes414[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums413), call(2).raises(&kError64), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums413).same_as(SameAs::Out)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts0, kNums408)};
constexpr Num kNums416[] = {{1.346291201783626, 0}, {3.0, 0}, {1.0, 0}, {2.775450413896815, 0}, {0.25, 0}, {1.4142135623730951, 0}, {0.7071067811865476, 0}, {3.605551275463989, 0}, {0.2795084971874737, 0}, {1.118033988749895, 0}, {2.9154759474226504, 0}, {1.25, 0}};
constexpr Outcome kOutcomes417[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums416), call(2).raises(&kError64), call(3).out_tensor(&kOut406).dtype(kDouble).shape(kInts0).values(kNums416).same_as(SameAs::Out)};
constexpr int64_t kInts418[] = {1, 4};
constexpr Num kNums419[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs420[] = {expanded(tensor_spec(kFloat, kInts418, kNums419), kInts0)};
constexpr Num kNums421[] = {{0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}, {0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}, {0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes422[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums421), call(1).dtype(kFloat).shape(kInts0).values(kNums421), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums421).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"abs__self_uint8", kArgs381, kOutcomes383},
    {"abs__self_int8", kArgs385, kOutcomes388},
    {"abs__self_int16", kArgs389, kOutcomes391},
    {"abs__self_int32", kArgs392, kOutcomes394},
    {"abs__self_int64", kArgs395, kOutcomes397},
    {"abs__self_float16", kArgs398, kOutcomes400},
    {"abs__self_bfloat16", kArgs401, kOutcomes403},
    {"abs__self_float32", kArgs2, kOutcomes404},
    {"abs__self_float64", kArgs405, kOutcomes407},
    {"abs__self_complex32", kArgs409, kOutcomes411},
    {"abs__self_complex64", kArgs412, kOutcomes414},
    {"abs__self_complex128", kArgs415, kOutcomes417},
    {"abs__expanded_self", kArgs420, kOutcomes422},
};
constexpr int64_t kInts423[] = {67, 499};
constexpr ArgSpec kArgs424[] = {tiled(tensor_spec(kUInt8, kInts423, kNums380))};
constexpr Outcome kOutcomes425[] = {call(0).dtype(kUInt8).shape(kInts423)};
constexpr ArgSpec kArgs426[] = {tiled(tensor_spec(kInt8, kInts423, kNums384))};
constexpr Outcome kOutcomes427[] = {call(0).dtype(kInt8).shape(kInts423)};
constexpr ArgSpec kArgs428[] = {tiled(tensor_spec(kInt16, kInts423, kNums384))};
constexpr Outcome kOutcomes429[] = {call(0).dtype(kInt16).shape(kInts423)};
constexpr ArgSpec kArgs430[] = {tiled(tensor_spec(kInt32, kInts423, kNums384))};
constexpr Outcome kOutcomes431[] = {call(0).dtype(kInt32).shape(kInts423)};
constexpr ArgSpec kArgs432[] = {tiled(tensor_spec(kInt64, kInts423, kNums384))};
constexpr Outcome kOutcomes433[] = {call(0).dtype(kInt64).shape(kInts423)};
constexpr ArgSpec kArgs434[] = {tiled(tensor_spec(kHalf, kInts423, kNums1))};
constexpr Outcome kOutcomes435[] = {call(0).dtype(kHalf).shape(kInts423)};
constexpr ArgSpec kArgs436[] = {tiled(tensor_spec(kBFloat16, kInts423, kNums1))};
constexpr Outcome kOutcomes437[] = {call(0).dtype(kBFloat16).shape(kInts423)};
constexpr ArgSpec kArgs438[] = {tiled(tensor_spec(kFloat, kInts423, kNums1))};
constexpr Outcome kOutcomes439[] = {call(0).dtype(kFloat).shape(kInts423)};
constexpr ArgSpec kArgs440[] = {tiled(tensor_spec(kDouble, kInts423, kNums1))};
constexpr Outcome kOutcomes441[] = {call(0).dtype(kDouble).shape(kInts423)};
constexpr ArgSpec kArgs442[] = {tiled(tensor_spec(kComplexHalf, kInts423, kNums408))};
constexpr ArgSpec kArgs443[] = {tiled(tensor_spec(kComplexFloat, kInts423, kNums408))};
constexpr ArgSpec kArgs444[] = {tiled(tensor_spec(kComplexDouble, kInts423, kNums408))};
constexpr Case kCrosschecks[] = {
    {"abs__uint8", kArgs424, kOutcomes425},
    {"abs__int8", kArgs426, kOutcomes427},
    {"abs__int16", kArgs428, kOutcomes429},
    {"abs__int32", kArgs430, kOutcomes431},
    {"abs__int64", kArgs432, kOutcomes433},
    {"abs__float16", kArgs434, kOutcomes435},
    {"abs__bfloat16", kArgs436, kOutcomes437},
    {"abs__float32", kArgs438, kOutcomes439},
    {"abs__float64", kArgs440, kOutcomes441},
    {"abs__complex32", kArgs442, kOutcomes435},
    {"abs__complex64", kArgs443, kOutcomes439},
    {"abs__complex128", kArgs444, kOutcomes441},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(abs, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(abs, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(abs, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(abs, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(abs, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(abs, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(abs, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(abs, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(abs, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(abs, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("abs")) GTEST_SKIP() << "no " << golden_op_path("abs");
  GoldenStore store;
  load_golden_cases("abs", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(abs, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("abs")) GTEST_SKIP() << "no " << golden_op_path("abs");
  GoldenStore store;
  load_golden_cases("abs", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
