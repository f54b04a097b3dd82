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
    {"opforge::abs(Tensor)", "abs", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::abs(v.tensor(0)); }},
    {"Tensor::abs()", "abs", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).abs(); }},
    {"Tensor::abs_()", "abs", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).abs_(); }},
    {"opforge::abs_out(Tensor&, Tensor)", "abs", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::abs_out(*out, v.tensor(0)); }},
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
constexpr ErrorSpec kError64 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes65[] = {call(2).raises(&kError64)};
constexpr ErrorSpec kError66 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes67[] = {call(2).raises(&kError66)};
constexpr ErrorSpec kError68 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes69[] = {call(2).raises(&kError68)};
constexpr ArgSpec kOut70 = tensor_spec(kBool, kInts7);
constexpr ErrorSpec kError71 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes72[] = {call(3).out_tensor(&kOut70).raises(&kError71)};
constexpr ArgSpec kOut73 = tensor_spec(kUInt8, kInts7);
constexpr Outcome kOutcomes74[] = {call(3).out_tensor(&kOut73).dtype(kUInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut75 = tensor_spec(kInt8, kInts7);
constexpr ErrorSpec kError76 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes77[] = {call(3).out_tensor(&kOut75).raises(&kError76)};
constexpr ArgSpec kOut78 = tensor_spec(kInt16, kInts7);
constexpr ErrorSpec kError79 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes80[] = {call(3).out_tensor(&kOut78).raises(&kError79)};
constexpr ArgSpec kOut81 = tensor_spec(kInt32, kInts7);
constexpr ErrorSpec kError82 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes83[] = {call(3).out_tensor(&kOut81).raises(&kError82)};
constexpr ArgSpec kOut84 = tensor_spec(kInt64, kInts7);
constexpr ErrorSpec kError85 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes86[] = {call(3).out_tensor(&kOut84).raises(&kError85)};
constexpr ArgSpec kOut87 = tensor_spec(kHalf, kInts7);
constexpr ErrorSpec kError88 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes89[] = {call(3).out_tensor(&kOut87).raises(&kError88)};
constexpr ArgSpec kOut90 = tensor_spec(kBFloat16, kInts7);
constexpr ErrorSpec kError91 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes92[] = {call(3).out_tensor(&kOut90).raises(&kError91)};
constexpr ArgSpec kOut93 = tensor_spec(kFloat, kInts7);
constexpr ErrorSpec kError94 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes95[] = {call(3).out_tensor(&kOut93).raises(&kError94)};
constexpr ArgSpec kOut96 = tensor_spec(kDouble, kInts7);
constexpr ErrorSpec kError97 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes98[] = {call(3).out_tensor(&kOut96).raises(&kError97)};
constexpr ArgSpec kOut99 = tensor_spec(kComplexHalf, kInts7);
constexpr ErrorSpec kError100 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes101[] = {call(3).out_tensor(&kOut99).raises(&kError100)};
constexpr ArgSpec kOut102 = tensor_spec(kComplexFloat, kInts7);
constexpr ErrorSpec kError103 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes104[] = {call(3).out_tensor(&kOut102).raises(&kError103)};
constexpr ArgSpec kOut105 = tensor_spec(kComplexDouble, kInts7);
constexpr ErrorSpec kError106 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes107[] = {call(3).out_tensor(&kOut105).raises(&kError106)};
constexpr ErrorSpec kError108 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes109[] = {call(3).out_tensor(&kOut70).raises(&kError108)};
constexpr ErrorSpec kError110 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes111[] = {call(3).out_tensor(&kOut73).raises(&kError110)};
constexpr Outcome kOutcomes112[] = {call(3).out_tensor(&kOut75).dtype(kInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError113 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes114[] = {call(3).out_tensor(&kOut78).raises(&kError113)};
constexpr ErrorSpec kError115 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes116[] = {call(3).out_tensor(&kOut81).raises(&kError115)};
constexpr ErrorSpec kError117 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes118[] = {call(3).out_tensor(&kOut84).raises(&kError117)};
constexpr ErrorSpec kError119 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes120[] = {call(3).out_tensor(&kOut87).raises(&kError119)};
constexpr ErrorSpec kError121 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes122[] = {call(3).out_tensor(&kOut90).raises(&kError121)};
constexpr ErrorSpec kError123 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes124[] = {call(3).out_tensor(&kOut93).raises(&kError123)};
constexpr ErrorSpec kError125 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes126[] = {call(3).out_tensor(&kOut96).raises(&kError125)};
constexpr ErrorSpec kError127 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes128[] = {call(3).out_tensor(&kOut99).raises(&kError127)};
constexpr ErrorSpec kError129 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes130[] = {call(3).out_tensor(&kOut102).raises(&kError129)};
constexpr ErrorSpec kError131 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes132[] = {call(3).out_tensor(&kOut105).raises(&kError131)};
constexpr ErrorSpec kError133 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes134[] = {call(3).out_tensor(&kOut70).raises(&kError133)};
constexpr ErrorSpec kError135 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes136[] = {call(3).out_tensor(&kOut73).raises(&kError135)};
constexpr ErrorSpec kError137 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes138[] = {call(3).out_tensor(&kOut75).raises(&kError137)};
constexpr Outcome kOutcomes139[] = {call(3).out_tensor(&kOut78).dtype(kInt16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError140 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes141[] = {call(3).out_tensor(&kOut81).raises(&kError140)};
constexpr ErrorSpec kError142 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes143[] = {call(3).out_tensor(&kOut84).raises(&kError142)};
constexpr ErrorSpec kError144 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes145[] = {call(3).out_tensor(&kOut87).raises(&kError144)};
constexpr ErrorSpec kError146 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes147[] = {call(3).out_tensor(&kOut90).raises(&kError146)};
constexpr ErrorSpec kError148 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes149[] = {call(3).out_tensor(&kOut93).raises(&kError148)};
constexpr ErrorSpec kError150 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes151[] = {call(3).out_tensor(&kOut96).raises(&kError150)};
constexpr ErrorSpec kError152 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes153[] = {call(3).out_tensor(&kOut99).raises(&kError152)};
constexpr ErrorSpec kError154 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes155[] = {call(3).out_tensor(&kOut102).raises(&kError154)};
constexpr ErrorSpec kError156 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes157[] = {call(3).out_tensor(&kOut105).raises(&kError156)};
constexpr ErrorSpec kError158 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes159[] = {call(3).out_tensor(&kOut70).raises(&kError158)};
constexpr ErrorSpec kError160 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes161[] = {call(3).out_tensor(&kOut73).raises(&kError160)};
constexpr ErrorSpec kError162 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes163[] = {call(3).out_tensor(&kOut75).raises(&kError162)};
constexpr ErrorSpec kError164 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes165[] = {call(3).out_tensor(&kOut78).raises(&kError164)};
constexpr Outcome kOutcomes166[] = {call(3).out_tensor(&kOut81).dtype(kInt32).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError167 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes168[] = {call(3).out_tensor(&kOut84).raises(&kError167)};
constexpr ErrorSpec kError169 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes170[] = {call(3).out_tensor(&kOut87).raises(&kError169)};
constexpr ErrorSpec kError171 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes172[] = {call(3).out_tensor(&kOut90).raises(&kError171)};
constexpr ErrorSpec kError173 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes174[] = {call(3).out_tensor(&kOut93).raises(&kError173)};
constexpr ErrorSpec kError175 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes176[] = {call(3).out_tensor(&kOut96).raises(&kError175)};
constexpr ErrorSpec kError177 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes178[] = {call(3).out_tensor(&kOut99).raises(&kError177)};
constexpr ErrorSpec kError179 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes180[] = {call(3).out_tensor(&kOut102).raises(&kError179)};
constexpr ErrorSpec kError181 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes182[] = {call(3).out_tensor(&kOut105).raises(&kError181)};
constexpr ErrorSpec kError183 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes184[] = {call(3).out_tensor(&kOut70).raises(&kError183)};
constexpr ErrorSpec kError185 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes186[] = {call(3).out_tensor(&kOut73).raises(&kError185)};
constexpr ErrorSpec kError187 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes188[] = {call(3).out_tensor(&kOut75).raises(&kError187)};
constexpr ErrorSpec kError189 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes190[] = {call(3).out_tensor(&kOut78).raises(&kError189)};
constexpr ErrorSpec kError191 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes192[] = {call(3).out_tensor(&kOut81).raises(&kError191)};
constexpr Outcome kOutcomes193[] = {call(3).out_tensor(&kOut84).dtype(kInt64).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError194 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes195[] = {call(3).out_tensor(&kOut87).raises(&kError194)};
constexpr ErrorSpec kError196 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes197[] = {call(3).out_tensor(&kOut90).raises(&kError196)};
constexpr ErrorSpec kError198 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes199[] = {call(3).out_tensor(&kOut93).raises(&kError198)};
constexpr ErrorSpec kError200 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes201[] = {call(3).out_tensor(&kOut96).raises(&kError200)};
constexpr ErrorSpec kError202 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes203[] = {call(3).out_tensor(&kOut99).raises(&kError202)};
constexpr ErrorSpec kError204 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes205[] = {call(3).out_tensor(&kOut102).raises(&kError204)};
constexpr ErrorSpec kError206 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes207[] = {call(3).out_tensor(&kOut105).raises(&kError206)};
constexpr ErrorSpec kError208 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes209[] = {call(3).out_tensor(&kOut70).raises(&kError208)};
constexpr ErrorSpec kError210 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes211[] = {call(3).out_tensor(&kOut73).raises(&kError210)};
constexpr ErrorSpec kError212 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes213[] = {call(3).out_tensor(&kOut75).raises(&kError212)};
constexpr ErrorSpec kError214 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes215[] = {call(3).out_tensor(&kOut78).raises(&kError214)};
constexpr ErrorSpec kError216 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes217[] = {call(3).out_tensor(&kOut81).raises(&kError216)};
constexpr ErrorSpec kError218 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes219[] = {call(3).out_tensor(&kOut84).raises(&kError218)};
constexpr Outcome kOutcomes220[] = {call(3).out_tensor(&kOut87).dtype(kHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError221 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes222[] = {call(3).out_tensor(&kOut90).raises(&kError221)};
constexpr ErrorSpec kError223 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes224[] = {call(3).out_tensor(&kOut93).raises(&kError223)};
constexpr ErrorSpec kError225 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes226[] = {call(3).out_tensor(&kOut96).raises(&kError225)};
constexpr Outcome kOutcomes227[] = {call(3).out_tensor(&kOut99).raises(&kError64)};
constexpr ErrorSpec kError228 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes229[] = {call(3).out_tensor(&kOut102).raises(&kError228)};
constexpr ErrorSpec kError230 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes231[] = {call(3).out_tensor(&kOut105).raises(&kError230)};
constexpr ErrorSpec kError232 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes233[] = {call(3).out_tensor(&kOut70).raises(&kError232)};
constexpr ErrorSpec kError234 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes235[] = {call(3).out_tensor(&kOut73).raises(&kError234)};
constexpr ErrorSpec kError236 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes237[] = {call(3).out_tensor(&kOut75).raises(&kError236)};
constexpr ErrorSpec kError238 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes239[] = {call(3).out_tensor(&kOut78).raises(&kError238)};
constexpr ErrorSpec kError240 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes241[] = {call(3).out_tensor(&kOut81).raises(&kError240)};
constexpr ErrorSpec kError242 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes243[] = {call(3).out_tensor(&kOut84).raises(&kError242)};
constexpr ErrorSpec kError244 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes245[] = {call(3).out_tensor(&kOut87).raises(&kError244)};
constexpr Outcome kOutcomes246[] = {call(3).out_tensor(&kOut90).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError247 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes248[] = {call(3).out_tensor(&kOut93).raises(&kError247)};
constexpr ErrorSpec kError249 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes250[] = {call(3).out_tensor(&kOut96).raises(&kError249)};
constexpr ErrorSpec kError251 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes252[] = {call(3).out_tensor(&kOut99).raises(&kError251)};
constexpr ErrorSpec kError253 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes254[] = {call(3).out_tensor(&kOut102).raises(&kError253)};
constexpr ErrorSpec kError255 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes256[] = {call(3).out_tensor(&kOut105).raises(&kError255)};
constexpr ErrorSpec kError257 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes258[] = {call(3).out_tensor(&kOut70).raises(&kError257)};
constexpr ErrorSpec kError259 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes260[] = {call(3).out_tensor(&kOut73).raises(&kError259)};
constexpr ErrorSpec kError261 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes262[] = {call(3).out_tensor(&kOut75).raises(&kError261)};
constexpr ErrorSpec kError263 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes264[] = {call(3).out_tensor(&kOut78).raises(&kError263)};
constexpr ErrorSpec kError265 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes266[] = {call(3).out_tensor(&kOut81).raises(&kError265)};
constexpr ErrorSpec kError267 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes268[] = {call(3).out_tensor(&kOut84).raises(&kError267)};
constexpr ErrorSpec kError269 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes270[] = {call(3).out_tensor(&kOut87).raises(&kError269)};
constexpr ErrorSpec kError271 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes272[] = {call(3).out_tensor(&kOut90).raises(&kError271)};
constexpr Outcome kOutcomes273[] = {call(3).out_tensor(&kOut93).dtype(kFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError274 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes275[] = {call(3).out_tensor(&kOut96).raises(&kError274)};
constexpr ErrorSpec kError276 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes277[] = {call(3).out_tensor(&kOut99).raises(&kError276)};
constexpr Outcome kOutcomes278[] = {call(3).out_tensor(&kOut102).raises(&kError66)};
constexpr ErrorSpec kError279 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes280[] = {call(3).out_tensor(&kOut105).raises(&kError279)};
constexpr ErrorSpec kError281 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes282[] = {call(3).out_tensor(&kOut70).raises(&kError281)};
constexpr ErrorSpec kError283 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes284[] = {call(3).out_tensor(&kOut73).raises(&kError283)};
constexpr ErrorSpec kError285 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes286[] = {call(3).out_tensor(&kOut75).raises(&kError285)};
constexpr ErrorSpec kError287 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes288[] = {call(3).out_tensor(&kOut78).raises(&kError287)};
constexpr ErrorSpec kError289 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes290[] = {call(3).out_tensor(&kOut81).raises(&kError289)};
constexpr ErrorSpec kError291 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes292[] = {call(3).out_tensor(&kOut84).raises(&kError291)};
constexpr ErrorSpec kError293 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes294[] = {call(3).out_tensor(&kOut87).raises(&kError293)};
constexpr ErrorSpec kError295 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes296[] = {call(3).out_tensor(&kOut90).raises(&kError295)};
constexpr ErrorSpec kError297 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes298[] = {call(3).out_tensor(&kOut93).raises(&kError297)};
constexpr Outcome kOutcomes299[] = {call(3).out_tensor(&kOut96).dtype(kDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError300 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes301[] = {call(3).out_tensor(&kOut99).raises(&kError300)};
constexpr ErrorSpec kError302 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes303[] = {call(3).out_tensor(&kOut102).raises(&kError302)};
constexpr Outcome kOutcomes304[] = {call(3).out_tensor(&kOut105).raises(&kError68)};
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
    {"abs__inplace__complex64_dimensioned", kArgs30, kOutcomes67},
    {"abs__inplace__complex128_dimensioned", kArgs31, kOutcomes69},
    {"abs__out__uint8__to__bool", kArgs11, kOutcomes72},
    {"abs__out__uint8__to__uint8", kArgs11, kOutcomes74},
    {"abs__out__uint8__to__int8", kArgs11, kOutcomes77},
    {"abs__out__uint8__to__int16", kArgs11, kOutcomes80},
    {"abs__out__uint8__to__int32", kArgs11, kOutcomes83},
    {"abs__out__uint8__to__int64", kArgs11, kOutcomes86},
    {"abs__out__uint8__to__float16", kArgs11, kOutcomes89},
    {"abs__out__uint8__to__bfloat16", kArgs11, kOutcomes92},
    {"abs__out__uint8__to__float32", kArgs11, kOutcomes95},
    {"abs__out__uint8__to__float64", kArgs11, kOutcomes98},
    {"abs__out__uint8__to__complex32", kArgs11, kOutcomes101},
    {"abs__out__uint8__to__complex64", kArgs11, kOutcomes104},
    {"abs__out__uint8__to__complex128", kArgs11, kOutcomes107},
    {"abs__out__int8__to__bool", kArgs13, kOutcomes109},
    {"abs__out__int8__to__uint8", kArgs13, kOutcomes111},
    {"abs__out__int8__to__int8", kArgs13, kOutcomes112},
    {"abs__out__int8__to__int16", kArgs13, kOutcomes114},
    {"abs__out__int8__to__int32", kArgs13, kOutcomes116},
    {"abs__out__int8__to__int64", kArgs13, kOutcomes118},
    {"abs__out__int8__to__float16", kArgs13, kOutcomes120},
    {"abs__out__int8__to__bfloat16", kArgs13, kOutcomes122},
    {"abs__out__int8__to__float32", kArgs13, kOutcomes124},
    {"abs__out__int8__to__float64", kArgs13, kOutcomes126},
    {"abs__out__int8__to__complex32", kArgs13, kOutcomes128},
    {"abs__out__int8__to__complex64", kArgs13, kOutcomes130},
    {"abs__out__int8__to__complex128", kArgs13, kOutcomes132},
    {"abs__out__int16__to__bool", kArgs15, kOutcomes134},
    {"abs__out__int16__to__uint8", kArgs15, kOutcomes136},
    {"abs__out__int16__to__int8", kArgs15, kOutcomes138},
    {"abs__out__int16__to__int16", kArgs15, kOutcomes139},
    {"abs__out__int16__to__int32", kArgs15, kOutcomes141},
    {"abs__out__int16__to__int64", kArgs15, kOutcomes143},
    {"abs__out__int16__to__float16", kArgs15, kOutcomes145},
    {"abs__out__int16__to__bfloat16", kArgs15, kOutcomes147},
    {"abs__out__int16__to__float32", kArgs15, kOutcomes149},
    {"abs__out__int16__to__float64", kArgs15, kOutcomes151},
    {"abs__out__int16__to__complex32", kArgs15, kOutcomes153},
    {"abs__out__int16__to__complex64", kArgs15, kOutcomes155},
    {"abs__out__int16__to__complex128", kArgs15, kOutcomes157},
    {"abs__out__int32__to__bool", kArgs17, kOutcomes159},
    {"abs__out__int32__to__uint8", kArgs17, kOutcomes161},
    {"abs__out__int32__to__int8", kArgs17, kOutcomes163},
    {"abs__out__int32__to__int16", kArgs17, kOutcomes165},
    {"abs__out__int32__to__int32", kArgs17, kOutcomes166},
    {"abs__out__int32__to__int64", kArgs17, kOutcomes168},
    {"abs__out__int32__to__float16", kArgs17, kOutcomes170},
    {"abs__out__int32__to__bfloat16", kArgs17, kOutcomes172},
    {"abs__out__int32__to__float32", kArgs17, kOutcomes174},
    {"abs__out__int32__to__float64", kArgs17, kOutcomes176},
    {"abs__out__int32__to__complex32", kArgs17, kOutcomes178},
    {"abs__out__int32__to__complex64", kArgs17, kOutcomes180},
    {"abs__out__int32__to__complex128", kArgs17, kOutcomes182},
    {"abs__out__int64__to__bool", kArgs19, kOutcomes184},
    {"abs__out__int64__to__uint8", kArgs19, kOutcomes186},
    {"abs__out__int64__to__int8", kArgs19, kOutcomes188},
    {"abs__out__int64__to__int16", kArgs19, kOutcomes190},
    {"abs__out__int64__to__int32", kArgs19, kOutcomes192},
    {"abs__out__int64__to__int64", kArgs19, kOutcomes193},
    {"abs__out__int64__to__float16", kArgs19, kOutcomes195},
    {"abs__out__int64__to__bfloat16", kArgs19, kOutcomes197},
    {"abs__out__int64__to__float32", kArgs19, kOutcomes199},
    {"abs__out__int64__to__float64", kArgs19, kOutcomes201},
    {"abs__out__int64__to__complex32", kArgs19, kOutcomes203},
    {"abs__out__int64__to__complex64", kArgs19, kOutcomes205},
    {"abs__out__int64__to__complex128", kArgs19, kOutcomes207},
    {"abs__out__float16__to__bool", kArgs21, kOutcomes209},
    {"abs__out__float16__to__uint8", kArgs21, kOutcomes211},
    {"abs__out__float16__to__int8", kArgs21, kOutcomes213},
    {"abs__out__float16__to__int16", kArgs21, kOutcomes215},
    {"abs__out__float16__to__int32", kArgs21, kOutcomes217},
    {"abs__out__float16__to__int64", kArgs21, kOutcomes219},
    {"abs__out__float16__to__float16", kArgs21, kOutcomes220},
    {"abs__out__float16__to__bfloat16", kArgs21, kOutcomes222},
    {"abs__out__float16__to__float32", kArgs21, kOutcomes224},
    {"abs__out__float16__to__float64", kArgs21, kOutcomes226},
    {"abs__out__float16__to__complex32", kArgs21, kOutcomes227},
    {"abs__out__float16__to__complex64", kArgs21, kOutcomes229},
    {"abs__out__float16__to__complex128", kArgs21, kOutcomes231},
    {"abs__out__bfloat16__to__bool", kArgs23, kOutcomes233},
    {"abs__out__bfloat16__to__uint8", kArgs23, kOutcomes235},
    {"abs__out__bfloat16__to__int8", kArgs23, kOutcomes237},
    {"abs__out__bfloat16__to__int16", kArgs23, kOutcomes239},
    {"abs__out__bfloat16__to__int32", kArgs23, kOutcomes241},
    {"abs__out__bfloat16__to__int64", kArgs23, kOutcomes243},
    {"abs__out__bfloat16__to__float16", kArgs23, kOutcomes245},
    {"abs__out__bfloat16__to__bfloat16", kArgs23, kOutcomes246},
    {"abs__out__bfloat16__to__float32", kArgs23, kOutcomes248},
    {"abs__out__bfloat16__to__float64", kArgs23, kOutcomes250},
    {"abs__out__bfloat16__to__complex32", kArgs23, kOutcomes252},
    {"abs__out__bfloat16__to__complex64", kArgs23, kOutcomes254},
    {"abs__out__bfloat16__to__complex128", kArgs23, kOutcomes256},
    {"abs__out__float32__to__bool", kArgs25, kOutcomes258},
    {"abs__out__float32__to__uint8", kArgs25, kOutcomes260},
    {"abs__out__float32__to__int8", kArgs25, kOutcomes262},
    {"abs__out__float32__to__int16", kArgs25, kOutcomes264},
    {"abs__out__float32__to__int32", kArgs25, kOutcomes266},
    {"abs__out__float32__to__int64", kArgs25, kOutcomes268},
    {"abs__out__float32__to__float16", kArgs25, kOutcomes270},
    {"abs__out__float32__to__bfloat16", kArgs25, kOutcomes272},
    {"abs__out__float32__to__float32", kArgs25, kOutcomes273},
    {"abs__out__float32__to__float64", kArgs25, kOutcomes275},
    {"abs__out__float32__to__complex32", kArgs25, kOutcomes277},
    {"abs__out__float32__to__complex64", kArgs25, kOutcomes278},
    {"abs__out__float32__to__complex128", kArgs25, kOutcomes280},
    {"abs__out__float64__to__bool", kArgs27, kOutcomes282},
    {"abs__out__float64__to__uint8", kArgs27, kOutcomes284},
    {"abs__out__float64__to__int8", kArgs27, kOutcomes286},
    {"abs__out__float64__to__int16", kArgs27, kOutcomes288},
    {"abs__out__float64__to__int32", kArgs27, kOutcomes290},
    {"abs__out__float64__to__int64", kArgs27, kOutcomes292},
    {"abs__out__float64__to__float16", kArgs27, kOutcomes294},
    {"abs__out__float64__to__bfloat16", kArgs27, kOutcomes296},
    {"abs__out__float64__to__float32", kArgs27, kOutcomes298},
    {"abs__out__float64__to__float64", kArgs27, kOutcomes299},
    {"abs__out__float64__to__complex32", kArgs27, kOutcomes301},
    {"abs__out__float64__to__complex64", kArgs27, kOutcomes303},
    {"abs__out__float64__to__complex128", kArgs27, kOutcomes304},
    {"abs__out__complex32__to__bool", kArgs29, kOutcomes209},
    {"abs__out__complex32__to__uint8", kArgs29, kOutcomes211},
    {"abs__out__complex32__to__int8", kArgs29, kOutcomes213},
    {"abs__out__complex32__to__int16", kArgs29, kOutcomes215},
    {"abs__out__complex32__to__int32", kArgs29, kOutcomes217},
    {"abs__out__complex32__to__int64", kArgs29, kOutcomes219},
    {"abs__out__complex32__to__float16", kArgs29, kOutcomes220},
    {"abs__out__complex32__to__bfloat16", kArgs29, kOutcomes222},
    {"abs__out__complex32__to__float32", kArgs29, kOutcomes224},
    {"abs__out__complex32__to__float64", kArgs29, kOutcomes226},
    {"abs__out__complex32__to__complex32", kArgs29, kOutcomes227},
    {"abs__out__complex32__to__complex64", kArgs29, kOutcomes229},
    {"abs__out__complex32__to__complex128", kArgs29, kOutcomes231},
    {"abs__out__complex64__to__bool", kArgs30, kOutcomes258},
    {"abs__out__complex64__to__uint8", kArgs30, kOutcomes260},
    {"abs__out__complex64__to__int8", kArgs30, kOutcomes262},
    {"abs__out__complex64__to__int16", kArgs30, kOutcomes264},
    {"abs__out__complex64__to__int32", kArgs30, kOutcomes266},
    {"abs__out__complex64__to__int64", kArgs30, kOutcomes268},
    {"abs__out__complex64__to__float16", kArgs30, kOutcomes270},
    {"abs__out__complex64__to__bfloat16", kArgs30, kOutcomes272},
    {"abs__out__complex64__to__float32", kArgs30, kOutcomes273},
    {"abs__out__complex64__to__float64", kArgs30, kOutcomes275},
    {"abs__out__complex64__to__complex32", kArgs30, kOutcomes277},
    {"abs__out__complex64__to__complex64", kArgs30, kOutcomes278},
    {"abs__out__complex64__to__complex128", kArgs30, kOutcomes280},
    {"abs__out__complex128__to__bool", kArgs31, kOutcomes282},
    {"abs__out__complex128__to__uint8", kArgs31, kOutcomes284},
    {"abs__out__complex128__to__int8", kArgs31, kOutcomes286},
    {"abs__out__complex128__to__int16", kArgs31, kOutcomes288},
    {"abs__out__complex128__to__int32", kArgs31, kOutcomes290},
    {"abs__out__complex128__to__int64", kArgs31, kOutcomes292},
    {"abs__out__complex128__to__float16", kArgs31, kOutcomes294},
    {"abs__out__complex128__to__bfloat16", kArgs31, kOutcomes296},
    {"abs__out__complex128__to__float32", kArgs31, kOutcomes298},
    {"abs__out__complex128__to__float64", kArgs31, kOutcomes299},
    {"abs__out__complex128__to__complex32", kArgs31, kOutcomes301},
    {"abs__out__complex128__to__complex64", kArgs31, kOutcomes303},
    {"abs__out__complex128__to__complex128", kArgs31, kOutcomes304},
};
constexpr int64_t kInts305[] = {2, 3};
constexpr ArgSpec kArgs306[] = {tensor_spec(kFloat, kInts305)};
constexpr ArgSpec kOut307 = tensor_spec(kFloat, kInts305);
constexpr Outcome kOutcomes308[] = {call(3).out_tensor(&kOut307).shape(kInts305).same_as(SameAs::Out)};
constexpr Outcome kOutcomes309[] = {call(3).out_tensor(&kOut5).shape(kInts305).same_as(SameAs::Out)};
constexpr int64_t kInts310[] = {6};
constexpr ArgSpec kOut311 = tensor_spec(kFloat, kInts310);
constexpr Outcome kOutcomes312[] = {call(3).out_tensor(&kOut311).shape(kInts305).same_as(SameAs::Out)};
constexpr int64_t kInts313[] = {3, 2};
constexpr ArgSpec kOut314 = tensor_spec(kFloat, kInts313);
constexpr Outcome kOutcomes315[] = {call(3).out_tensor(&kOut314).shape(kInts305).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"abs__out__2x3", kArgs306, kOutcomes308},
    {"abs__out__0", kArgs306, kOutcomes309},
    {"abs__out__6", kArgs306, kOutcomes312},
    {"abs__out__3x2", kArgs306, kOutcomes315},
};
constexpr const char* kNames316[] = {"N", "C"};
constexpr ArgSpec kArgs317[] = {tensor_spec(kFloat, kInts305, {}, kNames316)};
constexpr const char* kNames318[] = {"A", "C"};
constexpr ArgSpec kOut319 = tensor_spec(kFloat, kInts305, {}, kNames318);
constexpr ErrorSpec kError320 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes321[] = {call(0).names(kNames316), call(3).out_tensor(&kOut5).names(kNames316).same_as(SameAs::Out), call(3).out_tensor(&kOut319).raises(&kError320), call(2).names(kNames316).same_as(SameAs::Self)};
constexpr const char* kNames322[] = {"N", nullptr};
constexpr ArgSpec kArgs323[] = {tensor_spec(kFloat, kInts305, {}, kNames322)};
constexpr const char* kNames324[] = {"A", nullptr};
constexpr ArgSpec kOut325 = tensor_spec(kFloat, kInts305, {}, kNames324);
constexpr ErrorSpec kError326 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes327[] = {call(0).names(kNames322), call(3).out_tensor(&kOut5).names(kNames322).same_as(SameAs::Out), call(3).out_tensor(&kOut325).raises(&kError326), call(2).names(kNames322).same_as(SameAs::Self)};
constexpr const char* kNames328[] = {nullptr, nullptr};
constexpr Outcome kOutcomes329[] = {call(0).names(kNames328), call(3).out_tensor(&kOut5).names(kNames328).same_as(SameAs::Out), call(2).names(kNames328).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"abs__names_kept", kArgs317, kOutcomes321},
    {"abs__partial_names_kept", kArgs323, kOutcomes327},
    {"abs__unnamed_stays_unnamed", kArgs306, kOutcomes329},
};
constexpr Num kNums330[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs331[] = {tensor_spec(kUInt8, kInts0, kNums330)};
constexpr ArgSpec kOut332 = tensor_spec(kUInt8, kInts4);
constexpr Outcome kOutcomes333[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums330), call(2).dtype(kUInt8).shape(kInts0).values(kNums330).same_as(SameAs::Self), call(3).out_tensor(&kOut332).dtype(kUInt8).shape(kInts0).values(kNums330).same_as(SameAs::Out)};
constexpr Num kNums334[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs335[] = {tensor_spec(kInt8, kInts0, kNums334)};
constexpr Num kNums336[] = {{5, 0}, {0, 0}, {3, 0}, {7, 0}, {2, 0}, {1, 0}, {12, 0}, {100, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kOut337 = tensor_spec(kInt8, kInts4);
constexpr Outcome kOutcomes338[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums336), call(2).dtype(kInt8).shape(kInts0).values(kNums336).same_as(SameAs::Self), call(3).out_tensor(&kOut337).dtype(kInt8).shape(kInts0).values(kNums336).same_as(SameAs::Out)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kInt16, kInts0, kNums334)};
constexpr ArgSpec kOut340 = tensor_spec(kInt16, kInts4);
constexpr Outcome kOutcomes341[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums336), call(2).dtype(kInt16).shape(kInts0).values(kNums336).same_as(SameAs::Self), call(3).out_tensor(&kOut340).dtype(kInt16).shape(kInts0).values(kNums336).same_as(SameAs::Out)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kInt32, kInts0, kNums334)};
constexpr ArgSpec kOut343 = tensor_spec(kInt32, kInts4);
constexpr Outcome kOutcomes344[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums336), call(2).dtype(kInt32).shape(kInts0).values(kNums336).same_as(SameAs::Self), call(3).out_tensor(&kOut343).dtype(kInt32).shape(kInts0).values(kNums336).same_as(SameAs::Out)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kInt64, kInts0, kNums334)};
constexpr ArgSpec kOut346 = tensor_spec(kInt64, kInts4);
constexpr Outcome kOutcomes347[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums336), call(2).dtype(kInt64).shape(kInts0).values(kNums336).same_as(SameAs::Self), call(3).out_tensor(&kOut346).dtype(kInt64).shape(kInts0).values(kNums336).same_as(SameAs::Out)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kHalf, kInts0, kNums1)};
constexpr ArgSpec kOut349 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes350[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums3), call(2).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut349).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kBFloat16, kInts0, kNums1)};
constexpr ArgSpec kOut352 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes353[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums3), call(2).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut352).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Outcome kOutcomes354[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kDouble, kInts0, kNums1)};
constexpr ArgSpec kOut356 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes357[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums3), call(2).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut356).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Num kNums358[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexHalf, kInts0, kNums358)};
constexpr Num kNums360[] = {{1.3466796875, 0}, {3.0, 0}, {1.0, 0}, {2.775390625, 0}, {0.25, 0}, {1.4140625, 0}, {0.70703125, 0}, {3.60546875, 0}, {0.279541015625, 0}, {1.1181640625, 0}, {2.916015625, 0}, {1.25, 0}};
constexpr Outcome kOutcomes361[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums360), call(2).raises(&kError64), call(3).out_tensor(&kOut349).dtype(kHalf).shape(kInts0).values(kNums360).same_as(SameAs::Out)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexFloat, kInts0, kNums358)};
constexpr Num kNums363[] = {{1.346291184425354, 0}, {3.0, 0}, {1.0, 0}, {2.7754504680633545, 0}, {0.25, 0}, {1.4142135381698608, 0}, {0.7071067690849304, 0}, {3.605551242828369, 0}, {0.279508501291275, 0}, {1.1180340051651, 0}, {2.915475845336914, 0}, {1.25, 0}};
constexpr Outcome kOutcomes364[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums363), call(2).raises(&kError66), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums363).same_as(SameAs::Out)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexDouble, kInts0, kNums358)};
constexpr Num kNums366[] = {{1.346291201783626, 0}, {3.0, 0}, {1.0, 0}, {2.775450413896815, 0}, {0.25, 0}, {1.4142135623730951, 0}, {0.7071067811865476, 0}, {3.605551275463989, 0}, {0.2795084971874737, 0}, {1.118033988749895, 0}, {2.9154759474226504, 0}, {1.25, 0}};
constexpr Outcome kOutcomes367[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums366), call(2).raises(&kError68), call(3).out_tensor(&kOut356).dtype(kDouble).shape(kInts0).values(kNums366).same_as(SameAs::Out)};
constexpr int64_t kInts368[] = {1, 4};
constexpr Num kNums369[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs370[] = {expanded(tensor_spec(kFloat, kInts368, kNums369), kInts0)};
constexpr Num kNums371[] = {{0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}, {0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}, {0.5, 0}, {1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes372[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums371), call(1).dtype(kFloat).shape(kInts0).values(kNums371), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums371).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"abs__self_uint8", kArgs331, kOutcomes333},
    {"abs__self_int8", kArgs335, kOutcomes338},
    {"abs__self_int16", kArgs339, kOutcomes341},
    {"abs__self_int32", kArgs342, kOutcomes344},
    {"abs__self_int64", kArgs345, kOutcomes347},
    {"abs__self_float16", kArgs348, kOutcomes350},
    {"abs__self_bfloat16", kArgs351, kOutcomes353},
    {"abs__self_float32", kArgs2, kOutcomes354},
    {"abs__self_float64", kArgs355, kOutcomes357},
    {"abs__self_complex32", kArgs359, kOutcomes361},
    {"abs__self_complex64", kArgs362, kOutcomes364},
    {"abs__self_complex128", kArgs365, kOutcomes367},
    {"abs__expanded_self", kArgs370, kOutcomes372},
};
constexpr int64_t kInts373[] = {67, 499};
constexpr ArgSpec kArgs374[] = {tiled(tensor_spec(kUInt8, kInts373, kNums330))};
constexpr Outcome kOutcomes375[] = {call(0).dtype(kUInt8).shape(kInts373)};
constexpr ArgSpec kArgs376[] = {tiled(tensor_spec(kInt8, kInts373, kNums334))};
constexpr Outcome kOutcomes377[] = {call(0).dtype(kInt8).shape(kInts373)};
constexpr ArgSpec kArgs378[] = {tiled(tensor_spec(kInt16, kInts373, kNums334))};
constexpr Outcome kOutcomes379[] = {call(0).dtype(kInt16).shape(kInts373)};
constexpr ArgSpec kArgs380[] = {tiled(tensor_spec(kInt32, kInts373, kNums334))};
constexpr Outcome kOutcomes381[] = {call(0).dtype(kInt32).shape(kInts373)};
constexpr ArgSpec kArgs382[] = {tiled(tensor_spec(kInt64, kInts373, kNums334))};
constexpr Outcome kOutcomes383[] = {call(0).dtype(kInt64).shape(kInts373)};
constexpr ArgSpec kArgs384[] = {tiled(tensor_spec(kHalf, kInts373, kNums1))};
constexpr Outcome kOutcomes385[] = {call(0).dtype(kHalf).shape(kInts373)};
constexpr ArgSpec kArgs386[] = {tiled(tensor_spec(kBFloat16, kInts373, kNums1))};
constexpr Outcome kOutcomes387[] = {call(0).dtype(kBFloat16).shape(kInts373)};
constexpr ArgSpec kArgs388[] = {tiled(tensor_spec(kFloat, kInts373, kNums1))};
constexpr Outcome kOutcomes389[] = {call(0).dtype(kFloat).shape(kInts373)};
constexpr ArgSpec kArgs390[] = {tiled(tensor_spec(kDouble, kInts373, kNums1))};
constexpr Outcome kOutcomes391[] = {call(0).dtype(kDouble).shape(kInts373)};
constexpr ArgSpec kArgs392[] = {tiled(tensor_spec(kComplexHalf, kInts373, kNums358))};
constexpr ArgSpec kArgs393[] = {tiled(tensor_spec(kComplexFloat, kInts373, kNums358))};
constexpr ArgSpec kArgs394[] = {tiled(tensor_spec(kComplexDouble, kInts373, kNums358))};
constexpr Case kCrosschecks[] = {
    {"abs__uint8", kArgs374, kOutcomes375},
    {"abs__int8", kArgs376, kOutcomes377},
    {"abs__int16", kArgs378, kOutcomes379},
    {"abs__int32", kArgs380, kOutcomes381},
    {"abs__int64", kArgs382, kOutcomes383},
    {"abs__float16", kArgs384, kOutcomes385},
    {"abs__bfloat16", kArgs386, kOutcomes387},
    {"abs__float32", kArgs388, kOutcomes389},
    {"abs__float64", kArgs390, kOutcomes391},
    {"abs__complex32", kArgs392, kOutcomes385},
    {"abs__complex64", kArgs393, kOutcomes389},
    {"abs__complex128", kArgs394, kOutcomes391},
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

// Golden cases whose PyTorch behaviour opforge does not implement yet (the `known_gaps` of ops.yaml):
// MatchesPyTorchGolden leaves them out and KnownGaps reports them as skipped.
struct KnownGap {
  std::string_view id;
  std::string_view reason;
};
constexpr KnownGap kKnownGaps[] = {
    {"abs__inplace__complex32_dimensioned", "PyTorch's RuntimeError for in-place abs of a complex tensor (\"In-place abs is not supported for complex tensors.\")"},
    {"abs__inplace__complex64_dimensioned", "PyTorch's RuntimeError for in-place abs of a complex tensor (\"In-place abs is not supported for complex tensors.\")"},
    {"abs__inplace__complex128_dimensioned", "PyTorch's RuntimeError for in-place abs of a complex tensor (\"In-place abs is not supported for complex tensors.\")"},
    {"abs__out__complex32__to__bool", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__uint8", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__int8", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__int16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__int32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__int64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__bfloat16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__float32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__float64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__complex32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__complex64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex32__to__complex128", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__bool", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__uint8", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__int8", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__int16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__int32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__int64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__float16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__bfloat16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__float64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__complex32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__complex64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex64__to__complex128", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__bool", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__uint8", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__int8", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__int16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__int32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__int64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__float16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__bfloat16", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__float32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__complex32", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__complex64", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__out__complex128__to__complex128", "PyTorch's same_kind cast rule for abs_out of a complex input (the in-place form stays exact)"},
    {"abs__self_complex32", "PyTorch's RuntimeError for in-place abs of a complex tensor (\"In-place abs is not supported for complex tensors.\")"},
    {"abs__self_complex64", "PyTorch's RuntimeError for in-place abs of a complex tensor (\"In-place abs is not supported for complex tensors.\")"},
    {"abs__self_complex128", "PyTorch's RuntimeError for in-place abs of a complex tensor (\"In-place abs is not supported for complex tensors.\")"},
};

bool is_known_gap(std::string_view id) {
  return std::any_of(std::begin(kKnownGaps), std::end(kKnownGaps), [&](const KnownGap& g) { return g.id == id; });
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(abs, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("abs")) GTEST_SKIP() << "no " << golden_op_path("abs");
  GoldenStore store;
  load_golden_cases("abs", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  std::erase_if(store.cases, [](const Case& c) { return is_known_gap(c.id); });
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

TEST(abs, KnownGaps) {
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
