// generated from ops.yaml by codegen; do not edit
// Conformance test of `bitwise_not`, from its ops.yaml entries (bitwise_not).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/bitwise_not.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::bitwise_not(Tensor)", "bitwise_not", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::bitwise_not(v.tensor(0)); }},
    {"Tensor::bitwise_not()", "bitwise_not", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).bitwise_not(); }},
    {"Tensor::bitwise_not_()", "bitwise_not", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).bitwise_not_(); }},
    {"opforge::bitwise_not_out(Tensor&, Tensor)", "bitwise_not", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::bitwise_not_out(out[0], v.tensor(0)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kInt64, kInts0, kNums1)};
constexpr Num kNums3[] = {{4, 0}, {-1, 0}, {-4, 0}, {-8, 0}, {1, 0}, {-2, 0}, {-13, 0}, {-101, 0}, {99, 0}, {-6, 0}, {-3, 0}, {-10, 0}};
constexpr int64_t kInts4[] = {0};
constexpr ArgSpec kOut5 = tensor_spec(kInt64, kInts4);
constexpr Outcome kOutcomes6[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums3), call(1).dtype(kInt64).shape(kInts0).values(kNums3), call(2).dtype(kInt64).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kInt64).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"bitwise_not__self_int64", kArgs2, kOutcomes6},
};
constexpr int64_t kInts7[] = {2};
constexpr ArgSpec kArgs8[] = {tensor_spec(kBool, kInts7)};
constexpr Outcome kOutcomes9[] = {call(0).dtype(kBool).shape(kInts7)};
constexpr ArgSpec kArgs10[] = {tensor_spec(kUInt8, kInts7)};
constexpr Outcome kOutcomes11[] = {call(0).dtype(kUInt8).shape(kInts7)};
constexpr ArgSpec kArgs12[] = {tensor_spec(kInt8, kInts7)};
constexpr Outcome kOutcomes13[] = {call(0).dtype(kInt8).shape(kInts7)};
constexpr ArgSpec kArgs14[] = {tensor_spec(kInt16, kInts7)};
constexpr Outcome kOutcomes15[] = {call(0).dtype(kInt16).shape(kInts7)};
constexpr ArgSpec kArgs16[] = {tensor_spec(kInt32, kInts7)};
constexpr Outcome kOutcomes17[] = {call(0).dtype(kInt32).shape(kInts7)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kInt64, kInts7)};
constexpr Outcome kOutcomes19[] = {call(0).dtype(kInt64).shape(kInts7)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kHalf, kInts7)};
constexpr ErrorSpec kError21 = {"NotImplementedError", "not implemented for 'Half'", Match::Contains};
constexpr Outcome kOutcomes22[] = {call(0).raises(&kError21)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBFloat16, kInts7)};
constexpr ErrorSpec kError24 = {"NotImplementedError", "not implemented for 'BFloat16'", Match::Contains};
constexpr Outcome kOutcomes25[] = {call(0).raises(&kError24)};
constexpr ArgSpec kArgs26[] = {tensor_spec(kFloat, kInts7)};
constexpr ErrorSpec kError27 = {"NotImplementedError", "not implemented for 'Float'", Match::Contains};
constexpr Outcome kOutcomes28[] = {call(0).raises(&kError27)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kDouble, kInts7)};
constexpr ErrorSpec kError30 = {"NotImplementedError", "not implemented for 'Double'", Match::Contains};
constexpr Outcome kOutcomes31[] = {call(0).raises(&kError30)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kComplexHalf, kInts7)};
constexpr ErrorSpec kError33 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes34[] = {call(0).raises(&kError33)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kComplexFloat, kInts7)};
constexpr ErrorSpec kError36 = {"NotImplementedError", "not implemented for 'ComplexFloat'", Match::Contains};
constexpr Outcome kOutcomes37[] = {call(0).raises(&kError36)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kComplexDouble, kInts7)};
constexpr ErrorSpec kError39 = {"NotImplementedError", "not implemented for 'ComplexDouble'", Match::Contains};
constexpr Outcome kOutcomes40[] = {call(0).raises(&kError39)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool)};
constexpr Outcome kOutcomes42[] = {call(0).dtype(kBool).shape({})};
constexpr ArgSpec kArgs43[] = {tensor_spec(kUInt8)};
constexpr Outcome kOutcomes44[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs45[] = {tensor_spec(kInt8)};
constexpr Outcome kOutcomes46[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs47[] = {tensor_spec(kInt16)};
constexpr Outcome kOutcomes48[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs49[] = {tensor_spec(kInt32)};
constexpr Outcome kOutcomes50[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs51[] = {tensor_spec(kInt64)};
constexpr Outcome kOutcomes52[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs53[] = {tensor_spec(kHalf)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs55[] = {tensor_spec(kFloat)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kDouble)};
constexpr ArgSpec kArgs57[] = {tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs59[] = {tensor_spec(kComplexDouble)};
constexpr Case kDtypes[] = {
    {"bitwise_not__bool_dimensioned", kArgs8, kOutcomes9},
    {"bitwise_not__uint8_dimensioned", kArgs10, kOutcomes11},
    {"bitwise_not__int8_dimensioned", kArgs12, kOutcomes13},
    {"bitwise_not__int16_dimensioned", kArgs14, kOutcomes15},
    {"bitwise_not__int32_dimensioned", kArgs16, kOutcomes17},
    {"bitwise_not__int64_dimensioned", kArgs18, kOutcomes19},
    {"bitwise_not__float16_dimensioned", kArgs20, kOutcomes22},
    {"bitwise_not__bfloat16_dimensioned", kArgs23, kOutcomes25},
    {"bitwise_not__float32_dimensioned", kArgs26, kOutcomes28},
    {"bitwise_not__float64_dimensioned", kArgs29, kOutcomes31},
    {"bitwise_not__complex32_dimensioned", kArgs32, kOutcomes34},
    {"bitwise_not__complex64_dimensioned", kArgs35, kOutcomes37},
    {"bitwise_not__complex128_dimensioned", kArgs38, kOutcomes40},
    {"bitwise_not__bool_zero_dim", kArgs41, kOutcomes42},
    {"bitwise_not__uint8_zero_dim", kArgs43, kOutcomes44},
    {"bitwise_not__int8_zero_dim", kArgs45, kOutcomes46},
    {"bitwise_not__int16_zero_dim", kArgs47, kOutcomes48},
    {"bitwise_not__int32_zero_dim", kArgs49, kOutcomes50},
    {"bitwise_not__int64_zero_dim", kArgs51, kOutcomes52},
    {"bitwise_not__float16_zero_dim", kArgs53, kOutcomes22},
    {"bitwise_not__bfloat16_zero_dim", kArgs54, kOutcomes25},
    {"bitwise_not__float32_zero_dim", kArgs55, kOutcomes28},
    {"bitwise_not__float64_zero_dim", kArgs56, kOutcomes31},
    {"bitwise_not__complex32_zero_dim", kArgs57, kOutcomes34},
    {"bitwise_not__complex64_zero_dim", kArgs58, kOutcomes37},
    {"bitwise_not__complex128_zero_dim", kArgs59, kOutcomes40},
};
constexpr Outcome kOutcomes60[] = {call(2).dtype(kBool).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes61[] = {call(2).dtype(kUInt8).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes62[] = {call(2).dtype(kInt8).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes63[] = {call(2).dtype(kInt16).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes64[] = {call(2).dtype(kInt32).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes65[] = {call(2).dtype(kInt64).shape(kInts7).same_as(SameAs::Self)};
constexpr Outcome kOutcomes66[] = {call(2).raises(&kError21)};
constexpr Outcome kOutcomes67[] = {call(2).raises(&kError24)};
constexpr Outcome kOutcomes68[] = {call(2).raises(&kError27)};
constexpr Outcome kOutcomes69[] = {call(2).raises(&kError30)};
constexpr Outcome kOutcomes70[] = {call(2).raises(&kError33)};
constexpr Outcome kOutcomes71[] = {call(2).raises(&kError36)};
constexpr Outcome kOutcomes72[] = {call(2).raises(&kError39)};
constexpr ArgSpec kOut73 = tensor_spec(kBool, kInts7);
constexpr Outcome kOutcomes74[] = {call(3).out_tensor(&kOut73).dtype(kBool).shape(kInts7).same_as(SameAs::Out)};
constexpr ArgSpec kOut75 = tensor_spec(kUInt8, kInts7);
constexpr ErrorSpec kError76 = {"RuntimeError", "Found dtype Byte but expected Bool", Match::Exact};
constexpr Outcome kOutcomes77[] = {call(3).out_tensor(&kOut75).raises(&kError76)};
constexpr ArgSpec kOut78 = tensor_spec(kInt8, kInts7);
constexpr ErrorSpec kError79 = {"RuntimeError", "Found dtype Char but expected Bool", Match::Exact};
constexpr Outcome kOutcomes80[] = {call(3).out_tensor(&kOut78).raises(&kError79)};
constexpr ArgSpec kOut81 = tensor_spec(kInt16, kInts7);
constexpr ErrorSpec kError82 = {"RuntimeError", "Found dtype Short but expected Bool", Match::Exact};
constexpr Outcome kOutcomes83[] = {call(3).out_tensor(&kOut81).raises(&kError82)};
constexpr ArgSpec kOut84 = tensor_spec(kInt32, kInts7);
constexpr ErrorSpec kError85 = {"RuntimeError", "Found dtype Int but expected Bool", Match::Exact};
constexpr Outcome kOutcomes86[] = {call(3).out_tensor(&kOut84).raises(&kError85)};
constexpr ArgSpec kOut87 = tensor_spec(kInt64, kInts7);
constexpr ErrorSpec kError88 = {"RuntimeError", "Found dtype Long but expected Bool", Match::Exact};
constexpr Outcome kOutcomes89[] = {call(3).out_tensor(&kOut87).raises(&kError88)};
constexpr ArgSpec kOut90 = tensor_spec(kHalf, kInts7);
constexpr ErrorSpec kError91 = {"RuntimeError", "Found dtype Half but expected Bool", Match::Exact};
constexpr Outcome kOutcomes92[] = {call(3).out_tensor(&kOut90).raises(&kError91)};
constexpr ArgSpec kOut93 = tensor_spec(kBFloat16, kInts7);
constexpr ErrorSpec kError94 = {"RuntimeError", "Found dtype BFloat16 but expected Bool", Match::Exact};
constexpr Outcome kOutcomes95[] = {call(3).out_tensor(&kOut93).raises(&kError94)};
constexpr ArgSpec kOut96 = tensor_spec(kFloat, kInts7);
constexpr ErrorSpec kError97 = {"RuntimeError", "Found dtype Float but expected Bool", Match::Exact};
constexpr Outcome kOutcomes98[] = {call(3).out_tensor(&kOut96).raises(&kError97)};
constexpr ArgSpec kOut99 = tensor_spec(kDouble, kInts7);
constexpr ErrorSpec kError100 = {"RuntimeError", "Found dtype Double but expected Bool", Match::Exact};
constexpr Outcome kOutcomes101[] = {call(3).out_tensor(&kOut99).raises(&kError100)};
constexpr ArgSpec kOut102 = tensor_spec(kComplexHalf, kInts7);
constexpr ErrorSpec kError103 = {"RuntimeError", "Found dtype ComplexHalf but expected Bool", Match::Exact};
constexpr Outcome kOutcomes104[] = {call(3).out_tensor(&kOut102).raises(&kError103)};
constexpr ArgSpec kOut105 = tensor_spec(kComplexFloat, kInts7);
constexpr ErrorSpec kError106 = {"RuntimeError", "Found dtype ComplexFloat but expected Bool", Match::Exact};
constexpr Outcome kOutcomes107[] = {call(3).out_tensor(&kOut105).raises(&kError106)};
constexpr ArgSpec kOut108 = tensor_spec(kComplexDouble, kInts7);
constexpr ErrorSpec kError109 = {"RuntimeError", "Found dtype ComplexDouble but expected Bool", Match::Exact};
constexpr Outcome kOutcomes110[] = {call(3).out_tensor(&kOut108).raises(&kError109)};
constexpr ErrorSpec kError111 = {"RuntimeError", "Found dtype Bool but expected Byte", Match::Exact};
constexpr Outcome kOutcomes112[] = {call(3).out_tensor(&kOut73).raises(&kError111)};
constexpr Outcome kOutcomes113[] = {call(3).out_tensor(&kOut75).dtype(kUInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError114 = {"RuntimeError", "Found dtype Char but expected Byte", Match::Exact};
constexpr Outcome kOutcomes115[] = {call(3).out_tensor(&kOut78).raises(&kError114)};
constexpr ErrorSpec kError116 = {"RuntimeError", "Found dtype Short but expected Byte", Match::Exact};
constexpr Outcome kOutcomes117[] = {call(3).out_tensor(&kOut81).raises(&kError116)};
constexpr ErrorSpec kError118 = {"RuntimeError", "Found dtype Int but expected Byte", Match::Exact};
constexpr Outcome kOutcomes119[] = {call(3).out_tensor(&kOut84).raises(&kError118)};
constexpr ErrorSpec kError120 = {"RuntimeError", "Found dtype Long but expected Byte", Match::Exact};
constexpr Outcome kOutcomes121[] = {call(3).out_tensor(&kOut87).raises(&kError120)};
constexpr ErrorSpec kError122 = {"RuntimeError", "Found dtype Half but expected Byte", Match::Exact};
constexpr Outcome kOutcomes123[] = {call(3).out_tensor(&kOut90).raises(&kError122)};
constexpr ErrorSpec kError124 = {"RuntimeError", "Found dtype BFloat16 but expected Byte", Match::Exact};
constexpr Outcome kOutcomes125[] = {call(3).out_tensor(&kOut93).raises(&kError124)};
constexpr ErrorSpec kError126 = {"RuntimeError", "Found dtype Float but expected Byte", Match::Exact};
constexpr Outcome kOutcomes127[] = {call(3).out_tensor(&kOut96).raises(&kError126)};
constexpr ErrorSpec kError128 = {"RuntimeError", "Found dtype Double but expected Byte", Match::Exact};
constexpr Outcome kOutcomes129[] = {call(3).out_tensor(&kOut99).raises(&kError128)};
constexpr ErrorSpec kError130 = {"RuntimeError", "Found dtype ComplexHalf but expected Byte", Match::Exact};
constexpr Outcome kOutcomes131[] = {call(3).out_tensor(&kOut102).raises(&kError130)};
constexpr ErrorSpec kError132 = {"RuntimeError", "Found dtype ComplexFloat but expected Byte", Match::Exact};
constexpr Outcome kOutcomes133[] = {call(3).out_tensor(&kOut105).raises(&kError132)};
constexpr ErrorSpec kError134 = {"RuntimeError", "Found dtype ComplexDouble but expected Byte", Match::Exact};
constexpr Outcome kOutcomes135[] = {call(3).out_tensor(&kOut108).raises(&kError134)};
constexpr ErrorSpec kError136 = {"RuntimeError", "Found dtype Bool but expected Char", Match::Exact};
constexpr Outcome kOutcomes137[] = {call(3).out_tensor(&kOut73).raises(&kError136)};
constexpr ErrorSpec kError138 = {"RuntimeError", "Found dtype Byte but expected Char", Match::Exact};
constexpr Outcome kOutcomes139[] = {call(3).out_tensor(&kOut75).raises(&kError138)};
constexpr Outcome kOutcomes140[] = {call(3).out_tensor(&kOut78).dtype(kInt8).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError141 = {"RuntimeError", "Found dtype Short but expected Char", Match::Exact};
constexpr Outcome kOutcomes142[] = {call(3).out_tensor(&kOut81).raises(&kError141)};
constexpr ErrorSpec kError143 = {"RuntimeError", "Found dtype Int but expected Char", Match::Exact};
constexpr Outcome kOutcomes144[] = {call(3).out_tensor(&kOut84).raises(&kError143)};
constexpr ErrorSpec kError145 = {"RuntimeError", "Found dtype Long but expected Char", Match::Exact};
constexpr Outcome kOutcomes146[] = {call(3).out_tensor(&kOut87).raises(&kError145)};
constexpr ErrorSpec kError147 = {"RuntimeError", "Found dtype Half but expected Char", Match::Exact};
constexpr Outcome kOutcomes148[] = {call(3).out_tensor(&kOut90).raises(&kError147)};
constexpr ErrorSpec kError149 = {"RuntimeError", "Found dtype BFloat16 but expected Char", Match::Exact};
constexpr Outcome kOutcomes150[] = {call(3).out_tensor(&kOut93).raises(&kError149)};
constexpr ErrorSpec kError151 = {"RuntimeError", "Found dtype Float but expected Char", Match::Exact};
constexpr Outcome kOutcomes152[] = {call(3).out_tensor(&kOut96).raises(&kError151)};
constexpr ErrorSpec kError153 = {"RuntimeError", "Found dtype Double but expected Char", Match::Exact};
constexpr Outcome kOutcomes154[] = {call(3).out_tensor(&kOut99).raises(&kError153)};
constexpr ErrorSpec kError155 = {"RuntimeError", "Found dtype ComplexHalf but expected Char", Match::Exact};
constexpr Outcome kOutcomes156[] = {call(3).out_tensor(&kOut102).raises(&kError155)};
constexpr ErrorSpec kError157 = {"RuntimeError", "Found dtype ComplexFloat but expected Char", Match::Exact};
constexpr Outcome kOutcomes158[] = {call(3).out_tensor(&kOut105).raises(&kError157)};
constexpr ErrorSpec kError159 = {"RuntimeError", "Found dtype ComplexDouble but expected Char", Match::Exact};
constexpr Outcome kOutcomes160[] = {call(3).out_tensor(&kOut108).raises(&kError159)};
constexpr ErrorSpec kError161 = {"RuntimeError", "Found dtype Bool but expected Short", Match::Exact};
constexpr Outcome kOutcomes162[] = {call(3).out_tensor(&kOut73).raises(&kError161)};
constexpr ErrorSpec kError163 = {"RuntimeError", "Found dtype Byte but expected Short", Match::Exact};
constexpr Outcome kOutcomes164[] = {call(3).out_tensor(&kOut75).raises(&kError163)};
constexpr ErrorSpec kError165 = {"RuntimeError", "Found dtype Char but expected Short", Match::Exact};
constexpr Outcome kOutcomes166[] = {call(3).out_tensor(&kOut78).raises(&kError165)};
constexpr Outcome kOutcomes167[] = {call(3).out_tensor(&kOut81).dtype(kInt16).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError168 = {"RuntimeError", "Found dtype Int but expected Short", Match::Exact};
constexpr Outcome kOutcomes169[] = {call(3).out_tensor(&kOut84).raises(&kError168)};
constexpr ErrorSpec kError170 = {"RuntimeError", "Found dtype Long but expected Short", Match::Exact};
constexpr Outcome kOutcomes171[] = {call(3).out_tensor(&kOut87).raises(&kError170)};
constexpr ErrorSpec kError172 = {"RuntimeError", "Found dtype Half but expected Short", Match::Exact};
constexpr Outcome kOutcomes173[] = {call(3).out_tensor(&kOut90).raises(&kError172)};
constexpr ErrorSpec kError174 = {"RuntimeError", "Found dtype BFloat16 but expected Short", Match::Exact};
constexpr Outcome kOutcomes175[] = {call(3).out_tensor(&kOut93).raises(&kError174)};
constexpr ErrorSpec kError176 = {"RuntimeError", "Found dtype Float but expected Short", Match::Exact};
constexpr Outcome kOutcomes177[] = {call(3).out_tensor(&kOut96).raises(&kError176)};
constexpr ErrorSpec kError178 = {"RuntimeError", "Found dtype Double but expected Short", Match::Exact};
constexpr Outcome kOutcomes179[] = {call(3).out_tensor(&kOut99).raises(&kError178)};
constexpr ErrorSpec kError180 = {"RuntimeError", "Found dtype ComplexHalf but expected Short", Match::Exact};
constexpr Outcome kOutcomes181[] = {call(3).out_tensor(&kOut102).raises(&kError180)};
constexpr ErrorSpec kError182 = {"RuntimeError", "Found dtype ComplexFloat but expected Short", Match::Exact};
constexpr Outcome kOutcomes183[] = {call(3).out_tensor(&kOut105).raises(&kError182)};
constexpr ErrorSpec kError184 = {"RuntimeError", "Found dtype ComplexDouble but expected Short", Match::Exact};
constexpr Outcome kOutcomes185[] = {call(3).out_tensor(&kOut108).raises(&kError184)};
constexpr ErrorSpec kError186 = {"RuntimeError", "Found dtype Bool but expected Int", Match::Exact};
constexpr Outcome kOutcomes187[] = {call(3).out_tensor(&kOut73).raises(&kError186)};
constexpr ErrorSpec kError188 = {"RuntimeError", "Found dtype Byte but expected Int", Match::Exact};
constexpr Outcome kOutcomes189[] = {call(3).out_tensor(&kOut75).raises(&kError188)};
constexpr ErrorSpec kError190 = {"RuntimeError", "Found dtype Char but expected Int", Match::Exact};
constexpr Outcome kOutcomes191[] = {call(3).out_tensor(&kOut78).raises(&kError190)};
constexpr ErrorSpec kError192 = {"RuntimeError", "Found dtype Short but expected Int", Match::Exact};
constexpr Outcome kOutcomes193[] = {call(3).out_tensor(&kOut81).raises(&kError192)};
constexpr Outcome kOutcomes194[] = {call(3).out_tensor(&kOut84).dtype(kInt32).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError195 = {"RuntimeError", "Found dtype Long but expected Int", Match::Exact};
constexpr Outcome kOutcomes196[] = {call(3).out_tensor(&kOut87).raises(&kError195)};
constexpr ErrorSpec kError197 = {"RuntimeError", "Found dtype Half but expected Int", Match::Exact};
constexpr Outcome kOutcomes198[] = {call(3).out_tensor(&kOut90).raises(&kError197)};
constexpr ErrorSpec kError199 = {"RuntimeError", "Found dtype BFloat16 but expected Int", Match::Exact};
constexpr Outcome kOutcomes200[] = {call(3).out_tensor(&kOut93).raises(&kError199)};
constexpr ErrorSpec kError201 = {"RuntimeError", "Found dtype Float but expected Int", Match::Exact};
constexpr Outcome kOutcomes202[] = {call(3).out_tensor(&kOut96).raises(&kError201)};
constexpr ErrorSpec kError203 = {"RuntimeError", "Found dtype Double but expected Int", Match::Exact};
constexpr Outcome kOutcomes204[] = {call(3).out_tensor(&kOut99).raises(&kError203)};
constexpr ErrorSpec kError205 = {"RuntimeError", "Found dtype ComplexHalf but expected Int", Match::Exact};
constexpr Outcome kOutcomes206[] = {call(3).out_tensor(&kOut102).raises(&kError205)};
constexpr ErrorSpec kError207 = {"RuntimeError", "Found dtype ComplexFloat but expected Int", Match::Exact};
constexpr Outcome kOutcomes208[] = {call(3).out_tensor(&kOut105).raises(&kError207)};
constexpr ErrorSpec kError209 = {"RuntimeError", "Found dtype ComplexDouble but expected Int", Match::Exact};
constexpr Outcome kOutcomes210[] = {call(3).out_tensor(&kOut108).raises(&kError209)};
constexpr ErrorSpec kError211 = {"RuntimeError", "Found dtype Bool but expected Long", Match::Exact};
constexpr Outcome kOutcomes212[] = {call(3).out_tensor(&kOut73).raises(&kError211)};
constexpr ErrorSpec kError213 = {"RuntimeError", "Found dtype Byte but expected Long", Match::Exact};
constexpr Outcome kOutcomes214[] = {call(3).out_tensor(&kOut75).raises(&kError213)};
constexpr ErrorSpec kError215 = {"RuntimeError", "Found dtype Char but expected Long", Match::Exact};
constexpr Outcome kOutcomes216[] = {call(3).out_tensor(&kOut78).raises(&kError215)};
constexpr ErrorSpec kError217 = {"RuntimeError", "Found dtype Short but expected Long", Match::Exact};
constexpr Outcome kOutcomes218[] = {call(3).out_tensor(&kOut81).raises(&kError217)};
constexpr ErrorSpec kError219 = {"RuntimeError", "Found dtype Int but expected Long", Match::Exact};
constexpr Outcome kOutcomes220[] = {call(3).out_tensor(&kOut84).raises(&kError219)};
constexpr Outcome kOutcomes221[] = {call(3).out_tensor(&kOut87).dtype(kInt64).shape(kInts7).same_as(SameAs::Out)};
constexpr ErrorSpec kError222 = {"RuntimeError", "Found dtype Half but expected Long", Match::Exact};
constexpr Outcome kOutcomes223[] = {call(3).out_tensor(&kOut90).raises(&kError222)};
constexpr ErrorSpec kError224 = {"RuntimeError", "Found dtype BFloat16 but expected Long", Match::Exact};
constexpr Outcome kOutcomes225[] = {call(3).out_tensor(&kOut93).raises(&kError224)};
constexpr ErrorSpec kError226 = {"RuntimeError", "Found dtype Float but expected Long", Match::Exact};
constexpr Outcome kOutcomes227[] = {call(3).out_tensor(&kOut96).raises(&kError226)};
constexpr ErrorSpec kError228 = {"RuntimeError", "Found dtype Double but expected Long", Match::Exact};
constexpr Outcome kOutcomes229[] = {call(3).out_tensor(&kOut99).raises(&kError228)};
constexpr ErrorSpec kError230 = {"RuntimeError", "Found dtype ComplexHalf but expected Long", Match::Exact};
constexpr Outcome kOutcomes231[] = {call(3).out_tensor(&kOut102).raises(&kError230)};
constexpr ErrorSpec kError232 = {"RuntimeError", "Found dtype ComplexFloat but expected Long", Match::Exact};
constexpr Outcome kOutcomes233[] = {call(3).out_tensor(&kOut105).raises(&kError232)};
constexpr ErrorSpec kError234 = {"RuntimeError", "Found dtype ComplexDouble but expected Long", Match::Exact};
constexpr Outcome kOutcomes235[] = {call(3).out_tensor(&kOut108).raises(&kError234)};
constexpr Case kCasts[] = {
    {"bitwise_not__inplace__bool_dimensioned", kArgs8, kOutcomes60},
    {"bitwise_not__inplace__uint8_dimensioned", kArgs10, kOutcomes61},
    {"bitwise_not__inplace__int8_dimensioned", kArgs12, kOutcomes62},
    {"bitwise_not__inplace__int16_dimensioned", kArgs14, kOutcomes63},
    {"bitwise_not__inplace__int32_dimensioned", kArgs16, kOutcomes64},
    {"bitwise_not__inplace__int64_dimensioned", kArgs18, kOutcomes65},
    {"bitwise_not__inplace__float16_dimensioned", kArgs20, kOutcomes66},
    {"bitwise_not__inplace__bfloat16_dimensioned", kArgs23, kOutcomes67},
    {"bitwise_not__inplace__float32_dimensioned", kArgs26, kOutcomes68},
    {"bitwise_not__inplace__float64_dimensioned", kArgs29, kOutcomes69},
    {"bitwise_not__inplace__complex32_dimensioned", kArgs32, kOutcomes70},
    {"bitwise_not__inplace__complex64_dimensioned", kArgs35, kOutcomes71},
    {"bitwise_not__inplace__complex128_dimensioned", kArgs38, kOutcomes72},
    {"bitwise_not__out__bool__to__bool", kArgs8, kOutcomes74},
    {"bitwise_not__out__bool__to__uint8", kArgs8, kOutcomes77},
    {"bitwise_not__out__bool__to__int8", kArgs8, kOutcomes80},
    {"bitwise_not__out__bool__to__int16", kArgs8, kOutcomes83},
    {"bitwise_not__out__bool__to__int32", kArgs8, kOutcomes86},
    {"bitwise_not__out__bool__to__int64", kArgs8, kOutcomes89},
    {"bitwise_not__out__bool__to__float16", kArgs8, kOutcomes92},
    {"bitwise_not__out__bool__to__bfloat16", kArgs8, kOutcomes95},
    {"bitwise_not__out__bool__to__float32", kArgs8, kOutcomes98},
    {"bitwise_not__out__bool__to__float64", kArgs8, kOutcomes101},
    {"bitwise_not__out__bool__to__complex32", kArgs8, kOutcomes104},
    {"bitwise_not__out__bool__to__complex64", kArgs8, kOutcomes107},
    {"bitwise_not__out__bool__to__complex128", kArgs8, kOutcomes110},
    {"bitwise_not__out__uint8__to__bool", kArgs10, kOutcomes112},
    {"bitwise_not__out__uint8__to__uint8", kArgs10, kOutcomes113},
    {"bitwise_not__out__uint8__to__int8", kArgs10, kOutcomes115},
    {"bitwise_not__out__uint8__to__int16", kArgs10, kOutcomes117},
    {"bitwise_not__out__uint8__to__int32", kArgs10, kOutcomes119},
    {"bitwise_not__out__uint8__to__int64", kArgs10, kOutcomes121},
    {"bitwise_not__out__uint8__to__float16", kArgs10, kOutcomes123},
    {"bitwise_not__out__uint8__to__bfloat16", kArgs10, kOutcomes125},
    {"bitwise_not__out__uint8__to__float32", kArgs10, kOutcomes127},
    {"bitwise_not__out__uint8__to__float64", kArgs10, kOutcomes129},
    {"bitwise_not__out__uint8__to__complex32", kArgs10, kOutcomes131},
    {"bitwise_not__out__uint8__to__complex64", kArgs10, kOutcomes133},
    {"bitwise_not__out__uint8__to__complex128", kArgs10, kOutcomes135},
    {"bitwise_not__out__int8__to__bool", kArgs12, kOutcomes137},
    {"bitwise_not__out__int8__to__uint8", kArgs12, kOutcomes139},
    {"bitwise_not__out__int8__to__int8", kArgs12, kOutcomes140},
    {"bitwise_not__out__int8__to__int16", kArgs12, kOutcomes142},
    {"bitwise_not__out__int8__to__int32", kArgs12, kOutcomes144},
    {"bitwise_not__out__int8__to__int64", kArgs12, kOutcomes146},
    {"bitwise_not__out__int8__to__float16", kArgs12, kOutcomes148},
    {"bitwise_not__out__int8__to__bfloat16", kArgs12, kOutcomes150},
    {"bitwise_not__out__int8__to__float32", kArgs12, kOutcomes152},
    {"bitwise_not__out__int8__to__float64", kArgs12, kOutcomes154},
    {"bitwise_not__out__int8__to__complex32", kArgs12, kOutcomes156},
    {"bitwise_not__out__int8__to__complex64", kArgs12, kOutcomes158},
    {"bitwise_not__out__int8__to__complex128", kArgs12, kOutcomes160},
    {"bitwise_not__out__int16__to__bool", kArgs14, kOutcomes162},
    {"bitwise_not__out__int16__to__uint8", kArgs14, kOutcomes164},
    {"bitwise_not__out__int16__to__int8", kArgs14, kOutcomes166},
    {"bitwise_not__out__int16__to__int16", kArgs14, kOutcomes167},
    {"bitwise_not__out__int16__to__int32", kArgs14, kOutcomes169},
    {"bitwise_not__out__int16__to__int64", kArgs14, kOutcomes171},
    {"bitwise_not__out__int16__to__float16", kArgs14, kOutcomes173},
    {"bitwise_not__out__int16__to__bfloat16", kArgs14, kOutcomes175},
    {"bitwise_not__out__int16__to__float32", kArgs14, kOutcomes177},
    {"bitwise_not__out__int16__to__float64", kArgs14, kOutcomes179},
    {"bitwise_not__out__int16__to__complex32", kArgs14, kOutcomes181},
    {"bitwise_not__out__int16__to__complex64", kArgs14, kOutcomes183},
    {"bitwise_not__out__int16__to__complex128", kArgs14, kOutcomes185},
    {"bitwise_not__out__int32__to__bool", kArgs16, kOutcomes187},
    {"bitwise_not__out__int32__to__uint8", kArgs16, kOutcomes189},
    {"bitwise_not__out__int32__to__int8", kArgs16, kOutcomes191},
    {"bitwise_not__out__int32__to__int16", kArgs16, kOutcomes193},
    {"bitwise_not__out__int32__to__int32", kArgs16, kOutcomes194},
    {"bitwise_not__out__int32__to__int64", kArgs16, kOutcomes196},
    {"bitwise_not__out__int32__to__float16", kArgs16, kOutcomes198},
    {"bitwise_not__out__int32__to__bfloat16", kArgs16, kOutcomes200},
    {"bitwise_not__out__int32__to__float32", kArgs16, kOutcomes202},
    {"bitwise_not__out__int32__to__float64", kArgs16, kOutcomes204},
    {"bitwise_not__out__int32__to__complex32", kArgs16, kOutcomes206},
    {"bitwise_not__out__int32__to__complex64", kArgs16, kOutcomes208},
    {"bitwise_not__out__int32__to__complex128", kArgs16, kOutcomes210},
    {"bitwise_not__out__int64__to__bool", kArgs18, kOutcomes212},
    {"bitwise_not__out__int64__to__uint8", kArgs18, kOutcomes214},
    {"bitwise_not__out__int64__to__int8", kArgs18, kOutcomes216},
    {"bitwise_not__out__int64__to__int16", kArgs18, kOutcomes218},
    {"bitwise_not__out__int64__to__int32", kArgs18, kOutcomes220},
    {"bitwise_not__out__int64__to__int64", kArgs18, kOutcomes221},
    {"bitwise_not__out__int64__to__float16", kArgs18, kOutcomes223},
    {"bitwise_not__out__int64__to__bfloat16", kArgs18, kOutcomes225},
    {"bitwise_not__out__int64__to__float32", kArgs18, kOutcomes227},
    {"bitwise_not__out__int64__to__float64", kArgs18, kOutcomes229},
    {"bitwise_not__out__int64__to__complex32", kArgs18, kOutcomes231},
    {"bitwise_not__out__int64__to__complex64", kArgs18, kOutcomes233},
    {"bitwise_not__out__int64__to__complex128", kArgs18, kOutcomes235},
};
constexpr int64_t kInts236[] = {2, 3};
constexpr ArgSpec kArgs237[] = {tensor_spec(kInt64, kInts236)};
constexpr ArgSpec kOut238 = tensor_spec(kInt64, kInts236);
constexpr Outcome kOutcomes239[] = {call(3).out_tensor(&kOut238).shape(kInts236).same_as(SameAs::Out)};
constexpr Outcome kOutcomes240[] = {call(3).out_tensor(&kOut5).shape(kInts236).same_as(SameAs::Out)};
constexpr int64_t kInts241[] = {6};
constexpr ArgSpec kOut242 = tensor_spec(kInt64, kInts241);
constexpr Outcome kOutcomes243[] = {call(3).out_tensor(&kOut242).shape(kInts236).same_as(SameAs::Out)};
constexpr int64_t kInts244[] = {3, 2};
constexpr ArgSpec kOut245 = tensor_spec(kInt64, kInts244);
constexpr Outcome kOutcomes246[] = {call(3).out_tensor(&kOut245).shape(kInts236).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"bitwise_not__out__2x3", kArgs237, kOutcomes239},
    {"bitwise_not__out__0", kArgs237, kOutcomes240},
    {"bitwise_not__out__6", kArgs237, kOutcomes243},
    {"bitwise_not__out__3x2", kArgs237, kOutcomes246},
};
constexpr const char* kNames247[] = {"N", "C"};
constexpr ArgSpec kArgs248[] = {tensor_spec(kInt64, kInts236, {}, kNames247)};
constexpr const char* kNames249[] = {"A", "C"};
constexpr ArgSpec kOut250 = tensor_spec(kInt64, kInts236, {}, kNames249);
constexpr ErrorSpec kError251 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes252[] = {call(0).names(kNames247), call(3).out_tensor(&kOut5).names(kNames247).same_as(SameAs::Out), call(3).out_tensor(&kOut250).raises(&kError251), call(2).names(kNames247).same_as(SameAs::Self)};
constexpr const char* kNames253[] = {"N", nullptr};
constexpr ArgSpec kArgs254[] = {tensor_spec(kInt64, kInts236, {}, kNames253)};
constexpr const char* kNames255[] = {"A", nullptr};
constexpr ArgSpec kOut256 = tensor_spec(kInt64, kInts236, {}, kNames255);
constexpr ErrorSpec kError257 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes258[] = {call(0).names(kNames253), call(3).out_tensor(&kOut5).names(kNames253).same_as(SameAs::Out), call(3).out_tensor(&kOut256).raises(&kError257), call(2).names(kNames253).same_as(SameAs::Self)};
constexpr const char* kNames259[] = {nullptr, nullptr};
constexpr Outcome kOutcomes260[] = {call(0).names(kNames259), call(3).out_tensor(&kOut5).names(kNames259).same_as(SameAs::Out), call(2).names(kNames259).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"bitwise_not__names_kept", kArgs248, kOutcomes252},
    {"bitwise_not__partial_names_kept", kArgs254, kOutcomes258},
    {"bitwise_not__unnamed_stays_unnamed", kArgs237, kOutcomes260},
};
constexpr Num kNums261[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBool, kInts0, kNums261)};
constexpr Num kNums263[] = {{1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}};
constexpr ArgSpec kOut264 = tensor_spec(kBool, kInts4);
constexpr Outcome kOutcomes265[] = {call(0).dtype(kBool).shape(kInts0).values(kNums263), call(2).dtype(kBool).shape(kInts0).values(kNums263).same_as(SameAs::Self), call(3).out_tensor(&kOut264).dtype(kBool).shape(kInts0).values(kNums263).same_as(SameAs::Out)};
constexpr Num kNums266[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs267[] = {tensor_spec(kUInt8, kInts0, kNums266)};
constexpr Num kNums268[] = {kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked, kUnchecked};
constexpr ArgSpec kOut269 = tensor_spec(kUInt8, kInts4);
constexpr Outcome kOutcomes270[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums268), call(2).dtype(kUInt8).shape(kInts0).values(kNums268).same_as(SameAs::Self), call(3).out_tensor(&kOut269).dtype(kUInt8).shape(kInts0).values(kNums268).same_as(SameAs::Out)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kInt8, kInts0, kNums1)};
constexpr ArgSpec kOut272 = tensor_spec(kInt8, kInts4);
constexpr Outcome kOutcomes273[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums3), call(2).dtype(kInt8).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut272).dtype(kInt8).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kInt16, kInts0, kNums1)};
constexpr ArgSpec kOut275 = tensor_spec(kInt16, kInts4);
constexpr Outcome kOutcomes276[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums3), call(2).dtype(kInt16).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut275).dtype(kInt16).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kInt32, kInts0, kNums1)};
constexpr ArgSpec kOut278 = tensor_spec(kInt32, kInts4);
constexpr Outcome kOutcomes279[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums3), call(2).dtype(kInt32).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut278).dtype(kInt32).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Outcome kOutcomes280[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums3), call(2).dtype(kInt64).shape(kInts0).values(kNums3).same_as(SameAs::Self), call(3).out_tensor(&kOut5).dtype(kInt64).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr int64_t kInts281[] = {1, 4};
constexpr Num kNums282[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}};
constexpr ArgSpec kArgs283[] = {expanded(tensor_spec(kInt64, kInts281, kNums282), kInts0)};
constexpr Num kNums284[] = {{4, 0}, {-1, 0}, {-4, 0}, {-8, 0}, {4, 0}, {-1, 0}, {-4, 0}, {-8, 0}, {4, 0}, {-1, 0}, {-4, 0}, {-8, 0}};
constexpr Outcome kOutcomes285[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums284), call(1).dtype(kInt64).shape(kInts0).values(kNums284), call(3).out_tensor(&kOut5).dtype(kInt64).shape(kInts0).values(kNums284).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"bitwise_not__self_bool", kArgs262, kOutcomes265},
    {"bitwise_not__self_uint8", kArgs267, kOutcomes270},
    {"bitwise_not__self_int8", kArgs271, kOutcomes273},
    {"bitwise_not__self_int16", kArgs274, kOutcomes276},
    {"bitwise_not__self_int32", kArgs277, kOutcomes279},
    {"bitwise_not__self_int64", kArgs2, kOutcomes280},
    {"bitwise_not__expanded_self", kArgs283, kOutcomes285},
};
constexpr int64_t kInts286[] = {67, 499};
constexpr ArgSpec kArgs287[] = {tiled(tensor_spec(kBool, kInts286, kNums261))};
constexpr Outcome kOutcomes288[] = {call(0).dtype(kBool).shape(kInts286)};
constexpr ArgSpec kArgs289[] = {tiled(tensor_spec(kUInt8, kInts286, kNums266))};
constexpr Outcome kOutcomes290[] = {call(0).dtype(kUInt8).shape(kInts286)};
constexpr ArgSpec kArgs291[] = {tiled(tensor_spec(kInt8, kInts286, kNums1))};
constexpr Outcome kOutcomes292[] = {call(0).dtype(kInt8).shape(kInts286)};
constexpr ArgSpec kArgs293[] = {tiled(tensor_spec(kInt16, kInts286, kNums1))};
constexpr Outcome kOutcomes294[] = {call(0).dtype(kInt16).shape(kInts286)};
constexpr ArgSpec kArgs295[] = {tiled(tensor_spec(kInt32, kInts286, kNums1))};
constexpr Outcome kOutcomes296[] = {call(0).dtype(kInt32).shape(kInts286)};
constexpr ArgSpec kArgs297[] = {tiled(tensor_spec(kInt64, kInts286, kNums1))};
constexpr Outcome kOutcomes298[] = {call(0).dtype(kInt64).shape(kInts286)};
constexpr Case kCrosschecks[] = {
    {"bitwise_not__bool", kArgs287, kOutcomes288},
    {"bitwise_not__uint8", kArgs289, kOutcomes290},
    {"bitwise_not__int8", kArgs291, kOutcomes292},
    {"bitwise_not__int16", kArgs293, kOutcomes294},
    {"bitwise_not__int32", kArgs295, kOutcomes296},
    {"bitwise_not__int64", kArgs297, kOutcomes298},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(bitwise_not, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(bitwise_not, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(bitwise_not, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(bitwise_not, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(bitwise_not, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(bitwise_not, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(bitwise_not, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(bitwise_not, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(bitwise_not, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(bitwise_not, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("bitwise_not")) GTEST_SKIP() << "no " << golden_op_path("bitwise_not");
  GoldenStore store;
  load_golden_cases("bitwise_not", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(bitwise_not, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("bitwise_not")) GTEST_SKIP() << "no " << golden_op_path("bitwise_not");
  GoldenStore store;
  load_golden_cases("bitwise_not", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
