// generated from ops.yaml by codegen; do not edit
// Conformance test of `neg`, from its ops.yaml entries (neg).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/neg.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::neg(Tensor)", "neg", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::neg(v.tensor(0)); }},
    {"Tensor::neg()", "neg", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).neg(); }},
    {"Tensor::neg_()", "neg", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).neg_(); }},
    {"opforge::neg_out(Tensor&, Tensor)", "neg", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::neg_out(out[0], v.tensor(0)); }},
    {"-Tensor", "neg", Form::UnaryOperator, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return -v.tensor(0); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kFloat, kInts0, kNums1)};
constexpr Num kNums3[] = {{-0.5, 0}, {1.25, 0}, {-3.0, 0}, {-0.0, 0}, {0.0, 0}, {-2.75, 0}, {0.375, 0}, {-10.0, 0}, {-0.125, 0}, {7.5, 0}, {-kInf, 0}, {kNaN, 0}};
constexpr int64_t kInts4[] = {0};
constexpr ArgSpec kOut5 = tensor_spec(kFloat, kInts4);
constexpr Outcome kOutcomes6[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(1).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out), call(4).dtype(kFloat).shape(kInts0).values(kNums3)};
constexpr Case kCallForms[] = {
    {"neg__self_float32", kArgs2, kOutcomes6},
};
constexpr int64_t kInts7[] = {2};
constexpr ArgSpec kArgs8[] = {tensor_spec(kBool, kInts7)};
constexpr ErrorSpec kError9 = {"RuntimeError", "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.", Match::Exact};
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
constexpr Outcome kOutcomes30[] = {call(0).dtype(kComplexHalf).shape(kInts7)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kComplexFloat, kInts7)};
constexpr Outcome kOutcomes32[] = {call(0).dtype(kComplexFloat).shape(kInts7)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kComplexDouble, kInts7)};
constexpr Outcome kOutcomes34[] = {call(0).dtype(kComplexDouble).shape(kInts7)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kUInt8)};
constexpr Outcome kOutcomes37[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs38[] = {tensor_spec(kInt8)};
constexpr Outcome kOutcomes39[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs40[] = {tensor_spec(kInt16)};
constexpr Outcome kOutcomes41[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs42[] = {tensor_spec(kInt32)};
constexpr Outcome kOutcomes43[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs44[] = {tensor_spec(kInt64)};
constexpr Outcome kOutcomes45[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs46[] = {tensor_spec(kHalf)};
constexpr Outcome kOutcomes47[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBFloat16)};
constexpr Outcome kOutcomes49[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs50[] = {tensor_spec(kFloat)};
constexpr Outcome kOutcomes51[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs52[] = {tensor_spec(kDouble)};
constexpr Outcome kOutcomes53[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs54[] = {tensor_spec(kComplexHalf)};
constexpr Outcome kOutcomes55[] = {call(0).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs56[] = {tensor_spec(kComplexFloat)};
constexpr Outcome kOutcomes57[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs58[] = {tensor_spec(kComplexDouble)};
constexpr Outcome kOutcomes59[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr Case kDtypes[] = {
    {"neg__bool_dimensioned", kArgs8, kOutcomes10},
    {"neg__uint8_dimensioned", kArgs11, kOutcomes12},
    {"neg__int8_dimensioned", kArgs13, kOutcomes14},
    {"neg__int16_dimensioned", kArgs15, kOutcomes16},
    {"neg__int32_dimensioned", kArgs17, kOutcomes18},
    {"neg__int64_dimensioned", kArgs19, kOutcomes20},
    {"neg__float16_dimensioned", kArgs21, kOutcomes22},
    {"neg__bfloat16_dimensioned", kArgs23, kOutcomes24},
    {"neg__float32_dimensioned", kArgs25, kOutcomes26},
    {"neg__float64_dimensioned", kArgs27, kOutcomes28},
    {"neg__complex32_dimensioned", kArgs29, kOutcomes30},
    {"neg__complex64_dimensioned", kArgs31, kOutcomes32},
    {"neg__complex128_dimensioned", kArgs33, kOutcomes34},
    {"neg__bool_zero_dim", kArgs35, kOutcomes10},
    {"neg__uint8_zero_dim", kArgs36, kOutcomes37},
    {"neg__int8_zero_dim", kArgs38, kOutcomes39},
    {"neg__int16_zero_dim", kArgs40, kOutcomes41},
    {"neg__int32_zero_dim", kArgs42, kOutcomes43},
    {"neg__int64_zero_dim", kArgs44, kOutcomes45},
    {"neg__float16_zero_dim", kArgs46, kOutcomes47},
    {"neg__bfloat16_zero_dim", kArgs48, kOutcomes49},
    {"neg__float32_zero_dim", kArgs50, kOutcomes51},
    {"neg__float64_zero_dim", kArgs52, kOutcomes53},
    {"neg__complex32_zero_dim", kArgs54, kOutcomes55},
    {"neg__complex64_zero_dim", kArgs56, kOutcomes57},
    {"neg__complex128_zero_dim", kArgs58, kOutcomes59},
};
constexpr Outcome kOutcomes60[] = {call(2).raises(&kError9)};
constexpr Outcome kOutcomes61[] = {call(2).dtype(kUInt8).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes62[] = {call(2).dtype(kInt8).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes63[] = {call(2).dtype(kInt16).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes64[] = {call(2).dtype(kInt32).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes65[] = {call(2).dtype(kInt64).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes66[] = {call(2).dtype(kHalf).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes67[] = {call(2).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes68[] = {call(2).dtype(kFloat).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes69[] = {call(2).dtype(kDouble).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes70[] = {call(2).dtype(kComplexHalf).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes71[] = {call(2).dtype(kComplexFloat).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes72[] = {call(2).dtype(kComplexDouble).shape(kInts7).same_as(SameAs::Self)};
constexpr ArgSpec kOut73 = tensor_spec(kBool, kInts7);
constexpr ErrorSpec kError74 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes75[] = {call(3).out_tensor(&kOut73).raises(&kError74)};
constexpr ArgSpec kOut76 = tensor_spec(kUInt8, kInts7);
constexpr Outcome kOutcomes77[] = {call(3).out_tensor(&kOut76).dtype(kUInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut78 = tensor_spec(kInt8, kInts7);
constexpr ErrorSpec kError79 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes80[] = {call(3).out_tensor(&kOut78).raises(&kError79)};
constexpr ArgSpec kOut81 = tensor_spec(kInt16, kInts7);
constexpr ErrorSpec kError82 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes83[] = {call(3).out_tensor(&kOut81).raises(&kError82)};
constexpr ArgSpec kOut84 = tensor_spec(kInt32, kInts7);
constexpr ErrorSpec kError85 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes86[] = {call(3).out_tensor(&kOut84).raises(&kError85)};
constexpr ArgSpec kOut87 = tensor_spec(kInt64, kInts7);
constexpr ErrorSpec kError88 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes89[] = {call(3).out_tensor(&kOut87).raises(&kError88)};
constexpr ArgSpec kOut90 = tensor_spec(kHalf, kInts7);
constexpr ErrorSpec kError91 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes92[] = {call(3).out_tensor(&kOut90).raises(&kError91)};
constexpr ArgSpec kOut93 = tensor_spec(kBFloat16, kInts7);
constexpr ErrorSpec kError94 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes95[] = {call(3).out_tensor(&kOut93).raises(&kError94)};
constexpr ArgSpec kOut96 = tensor_spec(kFloat, kInts7);
constexpr ErrorSpec kError97 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes98[] = {call(3).out_tensor(&kOut96).raises(&kError97)};
constexpr ArgSpec kOut99 = tensor_spec(kDouble, kInts7);
constexpr ErrorSpec kError100 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes101[] = {call(3).out_tensor(&kOut99).raises(&kError100)};
constexpr ArgSpec kOut102 = tensor_spec(kComplexHalf, kInts7);
constexpr ErrorSpec kError103 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes104[] = {call(3).out_tensor(&kOut102).raises(&kError103)};
constexpr ArgSpec kOut105 = tensor_spec(kComplexFloat, kInts7);
constexpr ErrorSpec kError106 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes107[] = {call(3).out_tensor(&kOut105).raises(&kError106)};
constexpr ArgSpec kOut108 = tensor_spec(kComplexDouble, kInts7);
constexpr ErrorSpec kError109 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes110[] = {call(3).out_tensor(&kOut108).raises(&kError109)};
constexpr ErrorSpec kError111 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes112[] = {call(3).out_tensor(&kOut73).raises(&kError111)};
constexpr ErrorSpec kError113 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes114[] = {call(3).out_tensor(&kOut76).raises(&kError113)};
constexpr Outcome kOutcomes115[] = {call(3).out_tensor(&kOut78).dtype(kInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError116 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes117[] = {call(3).out_tensor(&kOut81).raises(&kError116)};
constexpr ErrorSpec kError118 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes119[] = {call(3).out_tensor(&kOut84).raises(&kError118)};
constexpr ErrorSpec kError120 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes121[] = {call(3).out_tensor(&kOut87).raises(&kError120)};
constexpr ErrorSpec kError122 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes123[] = {call(3).out_tensor(&kOut90).raises(&kError122)};
constexpr ErrorSpec kError124 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes125[] = {call(3).out_tensor(&kOut93).raises(&kError124)};
constexpr ErrorSpec kError126 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes127[] = {call(3).out_tensor(&kOut96).raises(&kError126)};
constexpr ErrorSpec kError128 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes129[] = {call(3).out_tensor(&kOut99).raises(&kError128)};
constexpr ErrorSpec kError130 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes131[] = {call(3).out_tensor(&kOut102).raises(&kError130)};
constexpr ErrorSpec kError132 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes133[] = {call(3).out_tensor(&kOut105).raises(&kError132)};
constexpr ErrorSpec kError134 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes135[] = {call(3).out_tensor(&kOut108).raises(&kError134)};
constexpr ErrorSpec kError136 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes137[] = {call(3).out_tensor(&kOut73).raises(&kError136)};
constexpr ErrorSpec kError138 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes139[] = {call(3).out_tensor(&kOut76).raises(&kError138)};
constexpr ErrorSpec kError140 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes141[] = {call(3).out_tensor(&kOut78).raises(&kError140)};
constexpr Outcome kOutcomes142[] = {call(3).out_tensor(&kOut81).dtype(kInt16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError143 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes144[] = {call(3).out_tensor(&kOut84).raises(&kError143)};
constexpr ErrorSpec kError145 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes146[] = {call(3).out_tensor(&kOut87).raises(&kError145)};
constexpr ErrorSpec kError147 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes148[] = {call(3).out_tensor(&kOut90).raises(&kError147)};
constexpr ErrorSpec kError149 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes150[] = {call(3).out_tensor(&kOut93).raises(&kError149)};
constexpr ErrorSpec kError151 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes152[] = {call(3).out_tensor(&kOut96).raises(&kError151)};
constexpr ErrorSpec kError153 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes154[] = {call(3).out_tensor(&kOut99).raises(&kError153)};
constexpr ErrorSpec kError155 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes156[] = {call(3).out_tensor(&kOut102).raises(&kError155)};
constexpr ErrorSpec kError157 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes158[] = {call(3).out_tensor(&kOut105).raises(&kError157)};
constexpr ErrorSpec kError159 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes160[] = {call(3).out_tensor(&kOut108).raises(&kError159)};
constexpr ErrorSpec kError161 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes162[] = {call(3).out_tensor(&kOut73).raises(&kError161)};
constexpr ErrorSpec kError163 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes164[] = {call(3).out_tensor(&kOut76).raises(&kError163)};
constexpr ErrorSpec kError165 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes166[] = {call(3).out_tensor(&kOut78).raises(&kError165)};
constexpr ErrorSpec kError167 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes168[] = {call(3).out_tensor(&kOut81).raises(&kError167)};
constexpr Outcome kOutcomes169[] = {call(3).out_tensor(&kOut84).dtype(kInt32).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError170 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes171[] = {call(3).out_tensor(&kOut87).raises(&kError170)};
constexpr ErrorSpec kError172 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes173[] = {call(3).out_tensor(&kOut90).raises(&kError172)};
constexpr ErrorSpec kError174 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes175[] = {call(3).out_tensor(&kOut93).raises(&kError174)};
constexpr ErrorSpec kError176 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes177[] = {call(3).out_tensor(&kOut96).raises(&kError176)};
constexpr ErrorSpec kError178 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes179[] = {call(3).out_tensor(&kOut99).raises(&kError178)};
constexpr ErrorSpec kError180 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes181[] = {call(3).out_tensor(&kOut102).raises(&kError180)};
constexpr ErrorSpec kError182 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes183[] = {call(3).out_tensor(&kOut105).raises(&kError182)};
constexpr ErrorSpec kError184 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes185[] = {call(3).out_tensor(&kOut108).raises(&kError184)};
constexpr ErrorSpec kError186 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes187[] = {call(3).out_tensor(&kOut73).raises(&kError186)};
constexpr ErrorSpec kError188 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes189[] = {call(3).out_tensor(&kOut76).raises(&kError188)};
constexpr ErrorSpec kError190 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes191[] = {call(3).out_tensor(&kOut78).raises(&kError190)};
constexpr ErrorSpec kError192 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes193[] = {call(3).out_tensor(&kOut81).raises(&kError192)};
constexpr ErrorSpec kError194 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes195[] = {call(3).out_tensor(&kOut84).raises(&kError194)};
constexpr Outcome kOutcomes196[] = {call(3).out_tensor(&kOut87).dtype(kInt64).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError197 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes198[] = {call(3).out_tensor(&kOut90).raises(&kError197)};
constexpr ErrorSpec kError199 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes200[] = {call(3).out_tensor(&kOut93).raises(&kError199)};
constexpr ErrorSpec kError201 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes202[] = {call(3).out_tensor(&kOut96).raises(&kError201)};
constexpr ErrorSpec kError203 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes204[] = {call(3).out_tensor(&kOut99).raises(&kError203)};
constexpr ErrorSpec kError205 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes206[] = {call(3).out_tensor(&kOut102).raises(&kError205)};
constexpr ErrorSpec kError207 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes208[] = {call(3).out_tensor(&kOut105).raises(&kError207)};
constexpr ErrorSpec kError209 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes210[] = {call(3).out_tensor(&kOut108).raises(&kError209)};
constexpr ErrorSpec kError211 = {"RuntimeError", "Found dtype Bool but expected Half", Match::Exact};
constexpr Outcome kOutcomes212[] = {call(3).out_tensor(&kOut73).raises(&kError211)};
constexpr ErrorSpec kError213 = {"RuntimeError", "Found dtype Byte but expected Half", Match::Exact};
constexpr Outcome kOutcomes214[] = {call(3).out_tensor(&kOut76).raises(&kError213)};
constexpr ErrorSpec kError215 = {"RuntimeError", "Found dtype Char but expected Half", Match::Exact};
constexpr Outcome kOutcomes216[] = {call(3).out_tensor(&kOut78).raises(&kError215)};
constexpr ErrorSpec kError217 = {"RuntimeError", "Found dtype Short but expected Half", Match::Exact};
constexpr Outcome kOutcomes218[] = {call(3).out_tensor(&kOut81).raises(&kError217)};
constexpr ErrorSpec kError219 = {"RuntimeError", "Found dtype Int but expected Half", Match::Exact};
constexpr Outcome kOutcomes220[] = {call(3).out_tensor(&kOut84).raises(&kError219)};
constexpr ErrorSpec kError221 = {"RuntimeError", "Found dtype Long but expected Half", Match::Exact};
constexpr Outcome kOutcomes222[] = {call(3).out_tensor(&kOut87).raises(&kError221)};
constexpr Outcome kOutcomes223[] = {call(3).out_tensor(&kOut90).dtype(kHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError224 = {"RuntimeError", "Found dtype BFloat16 but expected Half", Match::Exact};
constexpr Outcome kOutcomes225[] = {call(3).out_tensor(&kOut93).raises(&kError224)};
constexpr ErrorSpec kError226 = {"RuntimeError", "Found dtype Float but expected Half", Match::Exact};
constexpr Outcome kOutcomes227[] = {call(3).out_tensor(&kOut96).raises(&kError226)};
constexpr ErrorSpec kError228 = {"RuntimeError", "Found dtype Double but expected Half", Match::Exact};
constexpr Outcome kOutcomes229[] = {call(3).out_tensor(&kOut99).raises(&kError228)};
constexpr ErrorSpec kError230 = {"RuntimeError", "Found dtype ComplexHalf but expected Half", Match::Exact};
constexpr Outcome kOutcomes231[] = {call(3).out_tensor(&kOut102).raises(&kError230)};
constexpr ErrorSpec kError232 = {"RuntimeError", "Found dtype ComplexFloat but expected Half", Match::Exact};
constexpr Outcome kOutcomes233[] = {call(3).out_tensor(&kOut105).raises(&kError232)};
constexpr ErrorSpec kError234 = {"RuntimeError", "Found dtype ComplexDouble but expected Half", Match::Exact};
constexpr Outcome kOutcomes235[] = {call(3).out_tensor(&kOut108).raises(&kError234)};
constexpr ErrorSpec kError236 = {"RuntimeError", "Found dtype Bool but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes237[] = {call(3).out_tensor(&kOut73).raises(&kError236)};
constexpr ErrorSpec kError238 = {"RuntimeError", "Found dtype Byte but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes239[] = {call(3).out_tensor(&kOut76).raises(&kError238)};
constexpr ErrorSpec kError240 = {"RuntimeError", "Found dtype Char but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes241[] = {call(3).out_tensor(&kOut78).raises(&kError240)};
constexpr ErrorSpec kError242 = {"RuntimeError", "Found dtype Short but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes243[] = {call(3).out_tensor(&kOut81).raises(&kError242)};
constexpr ErrorSpec kError244 = {"RuntimeError", "Found dtype Int but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes245[] = {call(3).out_tensor(&kOut84).raises(&kError244)};
constexpr ErrorSpec kError246 = {"RuntimeError", "Found dtype Long but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes247[] = {call(3).out_tensor(&kOut87).raises(&kError246)};
constexpr ErrorSpec kError248 = {"RuntimeError", "Found dtype Half but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes249[] = {call(3).out_tensor(&kOut90).raises(&kError248)};
constexpr Outcome kOutcomes250[] = {call(3).out_tensor(&kOut93).dtype(kBFloat16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError251 = {"RuntimeError", "Found dtype Float but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes252[] = {call(3).out_tensor(&kOut96).raises(&kError251)};
constexpr ErrorSpec kError253 = {"RuntimeError", "Found dtype Double but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes254[] = {call(3).out_tensor(&kOut99).raises(&kError253)};
constexpr ErrorSpec kError255 = {"RuntimeError", "Found dtype ComplexHalf but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes256[] = {call(3).out_tensor(&kOut102).raises(&kError255)};
constexpr ErrorSpec kError257 = {"RuntimeError", "Found dtype ComplexFloat but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes258[] = {call(3).out_tensor(&kOut105).raises(&kError257)};
constexpr ErrorSpec kError259 = {"RuntimeError", "Found dtype ComplexDouble but expected BFloat16", Match::Exact};
constexpr Outcome kOutcomes260[] = {call(3).out_tensor(&kOut108).raises(&kError259)};
constexpr ErrorSpec kError261 = {"RuntimeError", "Found dtype Bool but expected Float", Match::Exact};
constexpr Outcome kOutcomes262[] = {call(3).out_tensor(&kOut73).raises(&kError261)};
constexpr ErrorSpec kError263 = {"RuntimeError", "Found dtype Byte but expected Float", Match::Exact};
constexpr Outcome kOutcomes264[] = {call(3).out_tensor(&kOut76).raises(&kError263)};
constexpr ErrorSpec kError265 = {"RuntimeError", "Found dtype Char but expected Float", Match::Exact};
constexpr Outcome kOutcomes266[] = {call(3).out_tensor(&kOut78).raises(&kError265)};
constexpr ErrorSpec kError267 = {"RuntimeError", "Found dtype Short but expected Float", Match::Exact};
constexpr Outcome kOutcomes268[] = {call(3).out_tensor(&kOut81).raises(&kError267)};
constexpr ErrorSpec kError269 = {"RuntimeError", "Found dtype Int but expected Float", Match::Exact};
constexpr Outcome kOutcomes270[] = {call(3).out_tensor(&kOut84).raises(&kError269)};
constexpr ErrorSpec kError271 = {"RuntimeError", "Found dtype Long but expected Float", Match::Exact};
constexpr Outcome kOutcomes272[] = {call(3).out_tensor(&kOut87).raises(&kError271)};
constexpr ErrorSpec kError273 = {"RuntimeError", "Found dtype Half but expected Float", Match::Exact};
constexpr Outcome kOutcomes274[] = {call(3).out_tensor(&kOut90).raises(&kError273)};
constexpr ErrorSpec kError275 = {"RuntimeError", "Found dtype BFloat16 but expected Float", Match::Exact};
constexpr Outcome kOutcomes276[] = {call(3).out_tensor(&kOut93).raises(&kError275)};
constexpr Outcome kOutcomes277[] = {call(3).out_tensor(&kOut96).dtype(kFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError278 = {"RuntimeError", "Found dtype Double but expected Float", Match::Exact};
constexpr Outcome kOutcomes279[] = {call(3).out_tensor(&kOut99).raises(&kError278)};
constexpr ErrorSpec kError280 = {"RuntimeError", "Found dtype ComplexHalf but expected Float", Match::Exact};
constexpr Outcome kOutcomes281[] = {call(3).out_tensor(&kOut102).raises(&kError280)};
constexpr ErrorSpec kError282 = {"RuntimeError", "Found dtype ComplexFloat but expected Float", Match::Exact};
constexpr Outcome kOutcomes283[] = {call(3).out_tensor(&kOut105).raises(&kError282)};
constexpr ErrorSpec kError284 = {"RuntimeError", "Found dtype ComplexDouble but expected Float", Match::Exact};
constexpr Outcome kOutcomes285[] = {call(3).out_tensor(&kOut108).raises(&kError284)};
constexpr ErrorSpec kError286 = {"RuntimeError", "Found dtype Bool but expected Double", Match::Exact};
constexpr Outcome kOutcomes287[] = {call(3).out_tensor(&kOut73).raises(&kError286)};
constexpr ErrorSpec kError288 = {"RuntimeError", "Found dtype Byte but expected Double", Match::Exact};
constexpr Outcome kOutcomes289[] = {call(3).out_tensor(&kOut76).raises(&kError288)};
constexpr ErrorSpec kError290 = {"RuntimeError", "Found dtype Char but expected Double", Match::Exact};
constexpr Outcome kOutcomes291[] = {call(3).out_tensor(&kOut78).raises(&kError290)};
constexpr ErrorSpec kError292 = {"RuntimeError", "Found dtype Short but expected Double", Match::Exact};
constexpr Outcome kOutcomes293[] = {call(3).out_tensor(&kOut81).raises(&kError292)};
constexpr ErrorSpec kError294 = {"RuntimeError", "Found dtype Int but expected Double", Match::Exact};
constexpr Outcome kOutcomes295[] = {call(3).out_tensor(&kOut84).raises(&kError294)};
constexpr ErrorSpec kError296 = {"RuntimeError", "Found dtype Long but expected Double", Match::Exact};
constexpr Outcome kOutcomes297[] = {call(3).out_tensor(&kOut87).raises(&kError296)};
constexpr ErrorSpec kError298 = {"RuntimeError", "Found dtype Half but expected Double", Match::Exact};
constexpr Outcome kOutcomes299[] = {call(3).out_tensor(&kOut90).raises(&kError298)};
constexpr ErrorSpec kError300 = {"RuntimeError", "Found dtype BFloat16 but expected Double", Match::Exact};
constexpr Outcome kOutcomes301[] = {call(3).out_tensor(&kOut93).raises(&kError300)};
constexpr ErrorSpec kError302 = {"RuntimeError", "Found dtype Float but expected Double", Match::Exact};
constexpr Outcome kOutcomes303[] = {call(3).out_tensor(&kOut96).raises(&kError302)};
constexpr Outcome kOutcomes304[] = {call(3).out_tensor(&kOut99).dtype(kDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError305 = {"RuntimeError", "Found dtype ComplexHalf but expected Double", Match::Exact};
constexpr Outcome kOutcomes306[] = {call(3).out_tensor(&kOut102).raises(&kError305)};
constexpr ErrorSpec kError307 = {"RuntimeError", "Found dtype ComplexFloat but expected Double", Match::Exact};
constexpr Outcome kOutcomes308[] = {call(3).out_tensor(&kOut105).raises(&kError307)};
constexpr ErrorSpec kError309 = {"RuntimeError", "Found dtype ComplexDouble but expected Double", Match::Exact};
constexpr Outcome kOutcomes310[] = {call(3).out_tensor(&kOut108).raises(&kError309)};
constexpr ErrorSpec kError311 = {"RuntimeError", "Found dtype Bool but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes312[] = {call(3).out_tensor(&kOut73).raises(&kError311)};
constexpr ErrorSpec kError313 = {"RuntimeError", "Found dtype Byte but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes314[] = {call(3).out_tensor(&kOut76).raises(&kError313)};
constexpr ErrorSpec kError315 = {"RuntimeError", "Found dtype Char but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes316[] = {call(3).out_tensor(&kOut78).raises(&kError315)};
constexpr ErrorSpec kError317 = {"RuntimeError", "Found dtype Short but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes318[] = {call(3).out_tensor(&kOut81).raises(&kError317)};
constexpr ErrorSpec kError319 = {"RuntimeError", "Found dtype Int but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes320[] = {call(3).out_tensor(&kOut84).raises(&kError319)};
constexpr ErrorSpec kError321 = {"RuntimeError", "Found dtype Long but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes322[] = {call(3).out_tensor(&kOut87).raises(&kError321)};
constexpr ErrorSpec kError323 = {"RuntimeError", "Found dtype Half but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes324[] = {call(3).out_tensor(&kOut90).raises(&kError323)};
constexpr ErrorSpec kError325 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes326[] = {call(3).out_tensor(&kOut93).raises(&kError325)};
constexpr ErrorSpec kError327 = {"RuntimeError", "Found dtype Float but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes328[] = {call(3).out_tensor(&kOut96).raises(&kError327)};
constexpr ErrorSpec kError329 = {"RuntimeError", "Found dtype Double but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes330[] = {call(3).out_tensor(&kOut99).raises(&kError329)};
constexpr Outcome kOutcomes331[] = {call(3).out_tensor(&kOut102).dtype(kComplexHalf).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError332 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes333[] = {call(3).out_tensor(&kOut105).raises(&kError332)};
constexpr ErrorSpec kError334 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexHalf", Match::Exact};
constexpr Outcome kOutcomes335[] = {call(3).out_tensor(&kOut108).raises(&kError334)};
constexpr ErrorSpec kError336 = {"RuntimeError", "Found dtype Bool but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes337[] = {call(3).out_tensor(&kOut73).raises(&kError336)};
constexpr ErrorSpec kError338 = {"RuntimeError", "Found dtype Byte but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes339[] = {call(3).out_tensor(&kOut76).raises(&kError338)};
constexpr ErrorSpec kError340 = {"RuntimeError", "Found dtype Char but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes341[] = {call(3).out_tensor(&kOut78).raises(&kError340)};
constexpr ErrorSpec kError342 = {"RuntimeError", "Found dtype Short but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes343[] = {call(3).out_tensor(&kOut81).raises(&kError342)};
constexpr ErrorSpec kError344 = {"RuntimeError", "Found dtype Int but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes345[] = {call(3).out_tensor(&kOut84).raises(&kError344)};
constexpr ErrorSpec kError346 = {"RuntimeError", "Found dtype Long but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes347[] = {call(3).out_tensor(&kOut87).raises(&kError346)};
constexpr ErrorSpec kError348 = {"RuntimeError", "Found dtype Half but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes349[] = {call(3).out_tensor(&kOut90).raises(&kError348)};
constexpr ErrorSpec kError350 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes351[] = {call(3).out_tensor(&kOut93).raises(&kError350)};
constexpr ErrorSpec kError352 = {"RuntimeError", "Found dtype Float but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes353[] = {call(3).out_tensor(&kOut96).raises(&kError352)};
constexpr ErrorSpec kError354 = {"RuntimeError", "Found dtype Double but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes355[] = {call(3).out_tensor(&kOut99).raises(&kError354)};
constexpr ErrorSpec kError356 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes357[] = {call(3).out_tensor(&kOut102).raises(&kError356)};
constexpr Outcome kOutcomes358[] = {call(3).out_tensor(&kOut105).dtype(kComplexFloat).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError359 = {"RuntimeError", "Found dtype ComplexDouble but expected ComplexFloat", Match::Exact};
constexpr Outcome kOutcomes360[] = {call(3).out_tensor(&kOut108).raises(&kError359)};
constexpr ErrorSpec kError361 = {"RuntimeError", "Found dtype Bool but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes362[] = {call(3).out_tensor(&kOut73).raises(&kError361)};
constexpr ErrorSpec kError363 = {"RuntimeError", "Found dtype Byte but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes364[] = {call(3).out_tensor(&kOut76).raises(&kError363)};
constexpr ErrorSpec kError365 = {"RuntimeError", "Found dtype Char but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes366[] = {call(3).out_tensor(&kOut78).raises(&kError365)};
constexpr ErrorSpec kError367 = {"RuntimeError", "Found dtype Short but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes368[] = {call(3).out_tensor(&kOut81).raises(&kError367)};
constexpr ErrorSpec kError369 = {"RuntimeError", "Found dtype Int but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes370[] = {call(3).out_tensor(&kOut84).raises(&kError369)};
constexpr ErrorSpec kError371 = {"RuntimeError", "Found dtype Long but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes372[] = {call(3).out_tensor(&kOut87).raises(&kError371)};
constexpr ErrorSpec kError373 = {"RuntimeError", "Found dtype Half but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes374[] = {call(3).out_tensor(&kOut90).raises(&kError373)};
constexpr ErrorSpec kError375 = {"RuntimeError", "Found dtype BFloat16 but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes376[] = {call(3).out_tensor(&kOut93).raises(&kError375)};
constexpr ErrorSpec kError377 = {"RuntimeError", "Found dtype Float but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes378[] = {call(3).out_tensor(&kOut96).raises(&kError377)};
constexpr ErrorSpec kError379 = {"RuntimeError", "Found dtype Double but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes380[] = {call(3).out_tensor(&kOut99).raises(&kError379)};
constexpr ErrorSpec kError381 = {"RuntimeError", "Found dtype ComplexHalf but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes382[] = {call(3).out_tensor(&kOut102).raises(&kError381)};
constexpr ErrorSpec kError383 = {"RuntimeError", "Found dtype ComplexFloat but expected ComplexDouble", Match::Exact};
constexpr Outcome kOutcomes384[] = {call(3).out_tensor(&kOut105).raises(&kError383)};
constexpr Outcome kOutcomes385[] = {call(3).out_tensor(&kOut108).dtype(kComplexDouble).shape(kInts7).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"neg__inplace__bool_dimensioned", kArgs8, kOutcomes60},
    {"neg__inplace__uint8_dimensioned", kArgs11, kOutcomes61},
    {"neg__inplace__int8_dimensioned", kArgs13, kOutcomes62},
    {"neg__inplace__int16_dimensioned", kArgs15, kOutcomes63},
    {"neg__inplace__int32_dimensioned", kArgs17, kOutcomes64},
    {"neg__inplace__int64_dimensioned", kArgs19, kOutcomes65},
    {"neg__inplace__float16_dimensioned", kArgs21, kOutcomes66},
    {"neg__inplace__bfloat16_dimensioned", kArgs23, kOutcomes67},
    {"neg__inplace__float32_dimensioned", kArgs25, kOutcomes68},
    {"neg__inplace__float64_dimensioned", kArgs27, kOutcomes69},
    {"neg__inplace__complex32_dimensioned", kArgs29, kOutcomes70},
    {"neg__inplace__complex64_dimensioned", kArgs31, kOutcomes71},
    {"neg__inplace__complex128_dimensioned", kArgs33, kOutcomes72},
    {"neg__out__uint8__to__bool", kArgs11, kOutcomes75},
    {"neg__out__uint8__to__uint8", kArgs11, kOutcomes77},
    {"neg__out__uint8__to__int8", kArgs11, kOutcomes80},
    {"neg__out__uint8__to__int16", kArgs11, kOutcomes83},
    {"neg__out__uint8__to__int32", kArgs11, kOutcomes86},
    {"neg__out__uint8__to__int64", kArgs11, kOutcomes89},
    {"neg__out__uint8__to__float16", kArgs11, kOutcomes92},
    {"neg__out__uint8__to__bfloat16", kArgs11, kOutcomes95},
    {"neg__out__uint8__to__float32", kArgs11, kOutcomes98},
    {"neg__out__uint8__to__float64", kArgs11, kOutcomes101},
    {"neg__out__uint8__to__complex32", kArgs11, kOutcomes104},
    {"neg__out__uint8__to__complex64", kArgs11, kOutcomes107},
    {"neg__out__uint8__to__complex128", kArgs11, kOutcomes110},
    {"neg__out__int8__to__bool", kArgs13, kOutcomes112},
    {"neg__out__int8__to__uint8", kArgs13, kOutcomes114},
    {"neg__out__int8__to__int8", kArgs13, kOutcomes115},
    {"neg__out__int8__to__int16", kArgs13, kOutcomes117},
    {"neg__out__int8__to__int32", kArgs13, kOutcomes119},
    {"neg__out__int8__to__int64", kArgs13, kOutcomes121},
    {"neg__out__int8__to__float16", kArgs13, kOutcomes123},
    {"neg__out__int8__to__bfloat16", kArgs13, kOutcomes125},
    {"neg__out__int8__to__float32", kArgs13, kOutcomes127},
    {"neg__out__int8__to__float64", kArgs13, kOutcomes129},
    {"neg__out__int8__to__complex32", kArgs13, kOutcomes131},
    {"neg__out__int8__to__complex64", kArgs13, kOutcomes133},
    {"neg__out__int8__to__complex128", kArgs13, kOutcomes135},
    {"neg__out__int16__to__bool", kArgs15, kOutcomes137},
    {"neg__out__int16__to__uint8", kArgs15, kOutcomes139},
    {"neg__out__int16__to__int8", kArgs15, kOutcomes141},
    {"neg__out__int16__to__int16", kArgs15, kOutcomes142},
    {"neg__out__int16__to__int32", kArgs15, kOutcomes144},
    {"neg__out__int16__to__int64", kArgs15, kOutcomes146},
    {"neg__out__int16__to__float16", kArgs15, kOutcomes148},
    {"neg__out__int16__to__bfloat16", kArgs15, kOutcomes150},
    {"neg__out__int16__to__float32", kArgs15, kOutcomes152},
    {"neg__out__int16__to__float64", kArgs15, kOutcomes154},
    {"neg__out__int16__to__complex32", kArgs15, kOutcomes156},
    {"neg__out__int16__to__complex64", kArgs15, kOutcomes158},
    {"neg__out__int16__to__complex128", kArgs15, kOutcomes160},
    {"neg__out__int32__to__bool", kArgs17, kOutcomes162},
    {"neg__out__int32__to__uint8", kArgs17, kOutcomes164},
    {"neg__out__int32__to__int8", kArgs17, kOutcomes166},
    {"neg__out__int32__to__int16", kArgs17, kOutcomes168},
    {"neg__out__int32__to__int32", kArgs17, kOutcomes169},
    {"neg__out__int32__to__int64", kArgs17, kOutcomes171},
    {"neg__out__int32__to__float16", kArgs17, kOutcomes173},
    {"neg__out__int32__to__bfloat16", kArgs17, kOutcomes175},
    {"neg__out__int32__to__float32", kArgs17, kOutcomes177},
    {"neg__out__int32__to__float64", kArgs17, kOutcomes179},
    {"neg__out__int32__to__complex32", kArgs17, kOutcomes181},
    {"neg__out__int32__to__complex64", kArgs17, kOutcomes183},
    {"neg__out__int32__to__complex128", kArgs17, kOutcomes185},
    {"neg__out__int64__to__bool", kArgs19, kOutcomes187},
    {"neg__out__int64__to__uint8", kArgs19, kOutcomes189},
    {"neg__out__int64__to__int8", kArgs19, kOutcomes191},
    {"neg__out__int64__to__int16", kArgs19, kOutcomes193},
    {"neg__out__int64__to__int32", kArgs19, kOutcomes195},
    {"neg__out__int64__to__int64", kArgs19, kOutcomes196},
    {"neg__out__int64__to__float16", kArgs19, kOutcomes198},
    {"neg__out__int64__to__bfloat16", kArgs19, kOutcomes200},
    {"neg__out__int64__to__float32", kArgs19, kOutcomes202},
    {"neg__out__int64__to__float64", kArgs19, kOutcomes204},
    {"neg__out__int64__to__complex32", kArgs19, kOutcomes206},
    {"neg__out__int64__to__complex64", kArgs19, kOutcomes208},
    {"neg__out__int64__to__complex128", kArgs19, kOutcomes210},
    {"neg__out__float16__to__bool", kArgs21, kOutcomes212},
    {"neg__out__float16__to__uint8", kArgs21, kOutcomes214},
    {"neg__out__float16__to__int8", kArgs21, kOutcomes216},
    {"neg__out__float16__to__int16", kArgs21, kOutcomes218},
    {"neg__out__float16__to__int32", kArgs21, kOutcomes220},
    {"neg__out__float16__to__int64", kArgs21, kOutcomes222},
    {"neg__out__float16__to__float16", kArgs21, kOutcomes223},
    {"neg__out__float16__to__bfloat16", kArgs21, kOutcomes225},
    {"neg__out__float16__to__float32", kArgs21, kOutcomes227},
    {"neg__out__float16__to__float64", kArgs21, kOutcomes229},
    {"neg__out__float16__to__complex32", kArgs21, kOutcomes231},
    {"neg__out__float16__to__complex64", kArgs21, kOutcomes233},
    {"neg__out__float16__to__complex128", kArgs21, kOutcomes235},
    {"neg__out__bfloat16__to__bool", kArgs23, kOutcomes237},
    {"neg__out__bfloat16__to__uint8", kArgs23, kOutcomes239},
    {"neg__out__bfloat16__to__int8", kArgs23, kOutcomes241},
    {"neg__out__bfloat16__to__int16", kArgs23, kOutcomes243},
    {"neg__out__bfloat16__to__int32", kArgs23, kOutcomes245},
    {"neg__out__bfloat16__to__int64", kArgs23, kOutcomes247},
    {"neg__out__bfloat16__to__float16", kArgs23, kOutcomes249},
    {"neg__out__bfloat16__to__bfloat16", kArgs23, kOutcomes250},
    {"neg__out__bfloat16__to__float32", kArgs23, kOutcomes252},
    {"neg__out__bfloat16__to__float64", kArgs23, kOutcomes254},
    {"neg__out__bfloat16__to__complex32", kArgs23, kOutcomes256},
    {"neg__out__bfloat16__to__complex64", kArgs23, kOutcomes258},
    {"neg__out__bfloat16__to__complex128", kArgs23, kOutcomes260},
    {"neg__out__float32__to__bool", kArgs25, kOutcomes262},
    {"neg__out__float32__to__uint8", kArgs25, kOutcomes264},
    {"neg__out__float32__to__int8", kArgs25, kOutcomes266},
    {"neg__out__float32__to__int16", kArgs25, kOutcomes268},
    {"neg__out__float32__to__int32", kArgs25, kOutcomes270},
    {"neg__out__float32__to__int64", kArgs25, kOutcomes272},
    {"neg__out__float32__to__float16", kArgs25, kOutcomes274},
    {"neg__out__float32__to__bfloat16", kArgs25, kOutcomes276},
    {"neg__out__float32__to__float32", kArgs25, kOutcomes277},
    {"neg__out__float32__to__float64", kArgs25, kOutcomes279},
    {"neg__out__float32__to__complex32", kArgs25, kOutcomes281},
    {"neg__out__float32__to__complex64", kArgs25, kOutcomes283},
    {"neg__out__float32__to__complex128", kArgs25, kOutcomes285},
    {"neg__out__float64__to__bool", kArgs27, kOutcomes287},
    {"neg__out__float64__to__uint8", kArgs27, kOutcomes289},
    {"neg__out__float64__to__int8", kArgs27, kOutcomes291},
    {"neg__out__float64__to__int16", kArgs27, kOutcomes293},
    {"neg__out__float64__to__int32", kArgs27, kOutcomes295},
    {"neg__out__float64__to__int64", kArgs27, kOutcomes297},
    {"neg__out__float64__to__float16", kArgs27, kOutcomes299},
    {"neg__out__float64__to__bfloat16", kArgs27, kOutcomes301},
    {"neg__out__float64__to__float32", kArgs27, kOutcomes303},
    {"neg__out__float64__to__float64", kArgs27, kOutcomes304},
    {"neg__out__float64__to__complex32", kArgs27, kOutcomes306},
    {"neg__out__float64__to__complex64", kArgs27, kOutcomes308},
    {"neg__out__float64__to__complex128", kArgs27, kOutcomes310},
    {"neg__out__complex32__to__bool", kArgs29, kOutcomes312},
    {"neg__out__complex32__to__uint8", kArgs29, kOutcomes314},
    {"neg__out__complex32__to__int8", kArgs29, kOutcomes316},
    {"neg__out__complex32__to__int16", kArgs29, kOutcomes318},
    {"neg__out__complex32__to__int32", kArgs29, kOutcomes320},
    {"neg__out__complex32__to__int64", kArgs29, kOutcomes322},
    {"neg__out__complex32__to__float16", kArgs29, kOutcomes324},
    {"neg__out__complex32__to__bfloat16", kArgs29, kOutcomes326},
    {"neg__out__complex32__to__float32", kArgs29, kOutcomes328},
    {"neg__out__complex32__to__float64", kArgs29, kOutcomes330},
    {"neg__out__complex32__to__complex32", kArgs29, kOutcomes331},
    {"neg__out__complex32__to__complex64", kArgs29, kOutcomes333},
    {"neg__out__complex32__to__complex128", kArgs29, kOutcomes335},
    {"neg__out__complex64__to__bool", kArgs31, kOutcomes337},
    {"neg__out__complex64__to__uint8", kArgs31, kOutcomes339},
    {"neg__out__complex64__to__int8", kArgs31, kOutcomes341},
    {"neg__out__complex64__to__int16", kArgs31, kOutcomes343},
    {"neg__out__complex64__to__int32", kArgs31, kOutcomes345},
    {"neg__out__complex64__to__int64", kArgs31, kOutcomes347},
    {"neg__out__complex64__to__float16", kArgs31, kOutcomes349},
    {"neg__out__complex64__to__bfloat16", kArgs31, kOutcomes351},
    {"neg__out__complex64__to__float32", kArgs31, kOutcomes353},
    {"neg__out__complex64__to__float64", kArgs31, kOutcomes355},
    {"neg__out__complex64__to__complex32", kArgs31, kOutcomes357},
    {"neg__out__complex64__to__complex64", kArgs31, kOutcomes358},
    {"neg__out__complex64__to__complex128", kArgs31, kOutcomes360},
    {"neg__out__complex128__to__bool", kArgs33, kOutcomes362},
    {"neg__out__complex128__to__uint8", kArgs33, kOutcomes364},
    {"neg__out__complex128__to__int8", kArgs33, kOutcomes366},
    {"neg__out__complex128__to__int16", kArgs33, kOutcomes368},
    {"neg__out__complex128__to__int32", kArgs33, kOutcomes370},
    {"neg__out__complex128__to__int64", kArgs33, kOutcomes372},
    {"neg__out__complex128__to__float16", kArgs33, kOutcomes374},
    {"neg__out__complex128__to__bfloat16", kArgs33, kOutcomes376},
    {"neg__out__complex128__to__float32", kArgs33, kOutcomes378},
    {"neg__out__complex128__to__float64", kArgs33, kOutcomes380},
    {"neg__out__complex128__to__complex32", kArgs33, kOutcomes382},
    {"neg__out__complex128__to__complex64", kArgs33, kOutcomes384},
    {"neg__out__complex128__to__complex128", kArgs33, kOutcomes385},
};
constexpr int64_t kInts386[] = {2, 3};
constexpr ArgSpec kArgs387[] = {tensor_spec(kFloat, kInts386)};
constexpr ArgSpec kOut388 = tensor_spec(kFloat, kInts386);
constexpr Outcome kOutcomes389[] = {call(3).out_tensor(&kOut388).shape(kInts386).same_as(SameAs::Out)};
constexpr Outcome kOutcomes390[] = {call(3).out_tensor(&kOut5).shape(kInts386).same_as(SameAs::Out)};
constexpr int64_t kInts391[] = {6};
constexpr ArgSpec kOut392 = tensor_spec(kFloat, kInts391);
constexpr Outcome kOutcomes393[] = {call(3).out_tensor(&kOut392).shape(kInts386).same_as(SameAs::Out)};
constexpr int64_t kInts394[] = {3, 2};
constexpr ArgSpec kOut395 = tensor_spec(kFloat, kInts394);
constexpr Outcome kOutcomes396[] = {call(3).out_tensor(&kOut395).shape(kInts386).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"neg__out__2x3", kArgs387, kOutcomes389},
    {"neg__out__0", kArgs387, kOutcomes390},
    {"neg__out__6", kArgs387, kOutcomes393},
    {"neg__out__3x2", kArgs387, kOutcomes396},
};
constexpr const char* kNames397[] = {"N", "C"};
constexpr ArgSpec kArgs398[] = {tensor_spec(kFloat, kInts386, {}, kNames397)};
constexpr const char* kNames399[] = {"A", "C"};
constexpr ArgSpec kOut400 = tensor_spec(kFloat, kInts386, {}, kNames399);
constexpr ErrorSpec kError401 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes402[] = {call(0).names(kNames397), call(3).out_tensor(&kOut5).names(kNames397).same_as(SameAs::Out), call(3).out_tensor(&kOut400).raises(&kError401), call(2).names(kNames397).same_as(SameAs::Self)};
constexpr const char* kNames403[] = {"N", nullptr};
constexpr ArgSpec kArgs404[] = {tensor_spec(kFloat, kInts386, {}, kNames403)};
constexpr const char* kNames405[] = {"A", nullptr};
constexpr ArgSpec kOut406 = tensor_spec(kFloat, kInts386, {}, kNames405);
constexpr ErrorSpec kError407 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes408[] = {call(0).names(kNames403), call(3).out_tensor(&kOut5).names(kNames403).same_as(SameAs::Out), call(3).out_tensor(&kOut406).raises(&kError407), call(2).names(kNames403).same_as(SameAs::Self)};
constexpr const char* kNames409[] = {nullptr, nullptr};
constexpr Outcome kOutcomes410[] = {call(0).names(kNames409), call(3).out_tensor(&kOut5).names(kNames409).same_as(SameAs::Out), call(2).names(kNames409).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"neg__names_kept", kArgs398, kOutcomes402},
    {"neg__partial_names_kept", kArgs404, kOutcomes408},
    {"neg__unnamed_stays_unnamed", kArgs387, kOutcomes410},
};
constexpr Num kNums411[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs412[] = {tensor_spec(kUInt8, kInts0, kNums411)};
constexpr Num kNums413[] = {{0, 0}, {253, 0}, {249, 0}, {6, 0}, {1, 0}, {255, 0}, {244, 0}, {156, 0}, {251, 0}, {254, 0}, {247, 0}, {253, 0}};
constexpr ArgSpec kOut414 = tensor_spec(kUInt8, kInts4);
constexpr Outcome kOutcomes415[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums413), call(2).dtype(kUInt8).shape(kInts0).values(kNums413).same_as(SameAs::Self), call(3).out_tensor(&kOut414).dtype(kUInt8).shape(kInts0).values(kNums413).same_as(SameAs::Out)};
constexpr Num kNums416[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs417[] = {tensor_spec(kInt8, kInts0, kNums416)};
constexpr Num kNums418[] = {{5, 0}, {0, 0}, {-3, 0}, {-7, 0}, {2, 0}, {-1, 0}, {-12, 0}, {-100, 0}, {100, 0}, {-5, 0}, {-2, 0}, {-9, 0}};
constexpr ArgSpec kOut419 = tensor_spec(kInt8, kInts4);
constexpr Outcome kOutcomes420[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums418), call(2).dtype(kInt8).shape(kInts0).values(kNums418).same_as(SameAs::Self), call(3).out_tensor(&kOut419).dtype(kInt8).shape(kInts0).values(kNums418).same_as(SameAs::Out)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kInt16, kInts0, kNums416)};
constexpr ArgSpec kOut422 = tensor_spec(kInt16, kInts4);
constexpr Outcome kOutcomes423[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums418), call(2).dtype(kInt16).shape(kInts0).values(kNums418).same_as(SameAs::Self), call(3).out_tensor(&kOut422).dtype(kInt16).shape(kInts0).values(kNums418).same_as(SameAs::Out)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kInt32, kInts0, kNums416)};
constexpr ArgSpec kOut425 = tensor_spec(kInt32, kInts4);
constexpr Outcome kOutcomes426[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums418), call(2).dtype(kInt32).shape(kInts0).values(kNums418).same_as(SameAs::Self), call(3).out_tensor(&kOut425).dtype(kInt32).shape(kInts0).values(kNums418).same_as(SameAs::Out)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kInt64, kInts0, kNums416)};
constexpr ArgSpec kOut428 = tensor_spec(kInt64, kInts4);
constexpr Outcome kOutcomes429[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums418), call(2).dtype(kInt64).shape(kInts0).values(kNums418).same_as(SameAs::Self), call(3).out_tensor(&kOut428).dtype(kInt64).shape(kInts0).values(kNums418).same_as(SameAs::Out)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kHalf, kInts0, kNums1)};
constexpr ArgSpec kOut431 = tensor_spec(kHalf, kInts4);
constexpr Outcome kOutcomes432[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums3), call(2).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut431).dtype(kHalf).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBFloat16, kInts0, kNums1)};
constexpr ArgSpec kOut434 = tensor_spec(kBFloat16, kInts4);
constexpr Outcome kOutcomes435[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums3), call(2).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut434).dtype(kBFloat16).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Outcome kOutcomes436[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kDouble, kInts0, kNums1)};
constexpr ArgSpec kOut438 = tensor_spec(kDouble, kInts4);
constexpr Outcome kOutcomes439[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums3), call(2).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut438).dtype(kDouble).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Num kNums440[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs441[] = {tensor_spec(kComplexHalf, kInts0, kNums440)};
constexpr Num kNums442[] = {{-0.5, 1.25}, {-3.0, -0.0}, {-0.0, -1.0}, {2.75, -0.375}, {-0.25, -0.0}, {-1.0, -1.0}, {0.5, -0.5}, {-2.0, 3.0}, {-0.125, -0.25}, {1.0, -0.5}, {-1.5, -2.5}, {-0.75, 1.0}};
constexpr ArgSpec kOut443 = tensor_spec(kComplexHalf, kInts4);
constexpr Outcome kOutcomes444[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums442), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums442).same_as(SameAs::Self), call(3).out_tensor(&kOut443).dtype(kComplexHalf).shape(kInts0).values(kNums442).same_as(SameAs::Out)};
constexpr ArgSpec kArgs445[] = {tensor_spec(kComplexFloat, kInts0, kNums440)};
constexpr ArgSpec kOut446 = tensor_spec(kComplexFloat, kInts4);
constexpr Outcome kOutcomes447[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums442), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums442).same_as(SameAs::Self), call(3).out_tensor(&kOut446).dtype(kComplexFloat).shape(kInts0).values(kNums442).same_as(SameAs::Out)};
constexpr ArgSpec kArgs448[] = {tensor_spec(kComplexDouble, kInts0, kNums440)};
constexpr ArgSpec kOut449 = tensor_spec(kComplexDouble, kInts4);
constexpr Outcome kOutcomes450[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums442), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums442).same_as(SameAs::Self), call(3).out_tensor(&kOut449).dtype(kComplexDouble).shape(kInts0).values(kNums442).same_as(SameAs::Out)};
constexpr int64_t kInts451[] = {1, 4};
constexpr Num kNums452[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs453[] = {expanded(tensor_spec(kFloat, kInts451, kNums452), kInts0)};
constexpr Num kNums454[] = {{-0.5, 0}, {1.25, 0}, {-3.0, 0}, {-0.0, 0}, {-0.5, 0}, {1.25, 0}, {-3.0, 0}, {-0.0, 0}, {-0.5, 0}, {1.25, 0}, {-3.0, 0}, {-0.0, 0}};
constexpr Outcome kOutcomes455[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums454), call(1).dtype(kFloat).shape(kInts0).values(kNums454), call(3).out_tensor(&kOut5).dtype(kFloat).shape(kInts0).values(kNums454).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"neg__self_uint8", kArgs412, kOutcomes415},
    {"neg__self_int8", kArgs417, kOutcomes420},
    {"neg__self_int16", kArgs421, kOutcomes423},
    {"neg__self_int32", kArgs424, kOutcomes426},
    {"neg__self_int64", kArgs427, kOutcomes429},
    {"neg__self_float16", kArgs430, kOutcomes432},
    {"neg__self_bfloat16", kArgs433, kOutcomes435},
    {"neg__self_float32", kArgs2, kOutcomes436},
    {"neg__self_float64", kArgs437, kOutcomes439},
    {"neg__self_complex32", kArgs441, kOutcomes444},
    {"neg__self_complex64", kArgs445, kOutcomes447},
    {"neg__self_complex128", kArgs448, kOutcomes450},
    {"neg__expanded_self", kArgs453, kOutcomes455},
};
constexpr int64_t kInts456[] = {67, 499};
constexpr ArgSpec kArgs457[] = {tiled(tensor_spec(kUInt8, kInts456, kNums411))};
constexpr Outcome kOutcomes458[] = {call(0).dtype(kUInt8).shape(kInts456)};
constexpr ArgSpec kArgs459[] = {tiled(tensor_spec(kInt8, kInts456, kNums416))};
constexpr Outcome kOutcomes460[] = {call(0).dtype(kInt8).shape(kInts456)};
constexpr ArgSpec kArgs461[] = {tiled(tensor_spec(kInt16, kInts456, kNums416))};
constexpr Outcome kOutcomes462[] = {call(0).dtype(kInt16).shape(kInts456)};
constexpr ArgSpec kArgs463[] = {tiled(tensor_spec(kInt32, kInts456, kNums416))};
constexpr Outcome kOutcomes464[] = {call(0).dtype(kInt32).shape(kInts456)};
constexpr ArgSpec kArgs465[] = {tiled(tensor_spec(kInt64, kInts456, kNums416))};
constexpr Outcome kOutcomes466[] = {call(0).dtype(kInt64).shape(kInts456)};
constexpr ArgSpec kArgs467[] = {tiled(tensor_spec(kHalf, kInts456, kNums1))};
constexpr Outcome kOutcomes468[] = {call(0).dtype(kHalf).shape(kInts456)};
constexpr ArgSpec kArgs469[] = {tiled(tensor_spec(kBFloat16, kInts456, kNums1))};
constexpr Outcome kOutcomes470[] = {call(0).dtype(kBFloat16).shape(kInts456)};
constexpr ArgSpec kArgs471[] = {tiled(tensor_spec(kFloat, kInts456, kNums1))};
constexpr Outcome kOutcomes472[] = {call(0).dtype(kFloat).shape(kInts456)};
constexpr ArgSpec kArgs473[] = {tiled(tensor_spec(kDouble, kInts456, kNums1))};
constexpr Outcome kOutcomes474[] = {call(0).dtype(kDouble).shape(kInts456)};
constexpr ArgSpec kArgs475[] = {tiled(tensor_spec(kComplexHalf, kInts456, kNums440))};
constexpr Outcome kOutcomes476[] = {call(0).dtype(kComplexHalf).shape(kInts456)};
constexpr ArgSpec kArgs477[] = {tiled(tensor_spec(kComplexFloat, kInts456, kNums440))};
constexpr Outcome kOutcomes478[] = {call(0).dtype(kComplexFloat).shape(kInts456)};
constexpr ArgSpec kArgs479[] = {tiled(tensor_spec(kComplexDouble, kInts456, kNums440))};
constexpr Outcome kOutcomes480[] = {call(0).dtype(kComplexDouble).shape(kInts456)};
constexpr Case kCrosschecks[] = {
    {"neg__uint8", kArgs457, kOutcomes458},
    {"neg__int8", kArgs459, kOutcomes460},
    {"neg__int16", kArgs461, kOutcomes462},
    {"neg__int32", kArgs463, kOutcomes464},
    {"neg__int64", kArgs465, kOutcomes466},
    {"neg__float16", kArgs467, kOutcomes468},
    {"neg__bfloat16", kArgs469, kOutcomes470},
    {"neg__float32", kArgs471, kOutcomes472},
    {"neg__float64", kArgs473, kOutcomes474},
    {"neg__complex32", kArgs475, kOutcomes476},
    {"neg__complex64", kArgs477, kOutcomes478},
    {"neg__complex128", kArgs479, kOutcomes480},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(neg, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(neg, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(neg, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(neg, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(neg, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(neg, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(neg, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(neg, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(neg, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(neg, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("neg")) GTEST_SKIP() << "no " << golden_op_path("neg");
  GoldenStore store;
  load_golden_cases("neg", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(neg, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("neg")) GTEST_SKIP() << "no " << golden_op_path("neg");
  GoldenStore store;
  load_golden_cases("neg", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
