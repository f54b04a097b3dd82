// generated from ops.yaml by codegen; do not edit
// Conformance test of `logical_not`, from its ops.yaml entries (logical_not).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/logical_not.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::logical_not(Tensor)", "logical_not", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::logical_not(v.tensor(0)); }},
    {"Tensor::logical_not()", "logical_not", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).logical_not(); }},
    {"Tensor::logical_not_()", "logical_not", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).logical_not_(); }},
    {"opforge::logical_not_out(Tensor&, Tensor)", "logical_not", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::logical_not_out(out[0], v.tensor(0)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr ArgSpec kArgs2[] = {tensor_spec(kFloat, kInts0, kNums1)};
constexpr Num kNums3[] = {{0, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Num kNums4[] = {{0.0, 0}, {0.0, 0}, {0.0, 0}, {1.0, 0}, {1.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}, {0.0, 0}};
constexpr int64_t kInts5[] = {0};
constexpr ArgSpec kOut6 = tensor_spec(kBool, kInts5);
constexpr Outcome kOutcomes7[] = {call(0).dtype(kBool).shape(kInts0).values(kNums3), call(1).dtype(kBool).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Case kCallForms[] = {
    {"logical_not__self_float32", kArgs2, kOutcomes7},
};
constexpr int64_t kInts8[] = {2};
constexpr ArgSpec kArgs9[] = {tensor_spec(kBool, kInts8)};
constexpr Outcome kOutcomes10[] = {call(0).dtype(kBool).shape(kInts8)};
constexpr ArgSpec kArgs11[] = {tensor_spec(kUInt8, kInts8)};
constexpr ArgSpec kArgs12[] = {tensor_spec(kInt8, kInts8)};
constexpr ArgSpec kArgs13[] = {tensor_spec(kInt16, kInts8)};
constexpr ArgSpec kArgs14[] = {tensor_spec(kInt32, kInts8)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kInt64, kInts8)};
constexpr ArgSpec kArgs16[] = {tensor_spec(kHalf, kInts8)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBFloat16, kInts8)};
constexpr ArgSpec kArgs18[] = {tensor_spec(kFloat, kInts8)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kDouble, kInts8)};
constexpr ArgSpec kArgs20[] = {tensor_spec(kComplexHalf, kInts8)};
constexpr ErrorSpec kError21 = {"NotImplementedError", "not implemented for 'ComplexHalf'", Match::Contains};
constexpr Outcome kOutcomes22[] = {call(0).raises(&kError21)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kComplexFloat, kInts8)};
constexpr ArgSpec kArgs24[] = {tensor_spec(kComplexDouble, kInts8)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kBool)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kBool).shape({})};
constexpr ArgSpec kArgs27[] = {tensor_spec(kUInt8)};
constexpr ArgSpec kArgs28[] = {tensor_spec(kInt8)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kInt16)};
constexpr ArgSpec kArgs30[] = {tensor_spec(kInt32)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kInt64)};
constexpr ArgSpec kArgs32[] = {tensor_spec(kHalf)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBFloat16)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kFloat)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kDouble)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kComplexHalf)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kComplexFloat)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kComplexDouble)};
constexpr Case kDtypes[] = {
    {"logical_not__bool_dimensioned", kArgs9, kOutcomes10},
    {"logical_not__uint8_dimensioned", kArgs11, kOutcomes10},
    {"logical_not__int8_dimensioned", kArgs12, kOutcomes10},
    {"logical_not__int16_dimensioned", kArgs13, kOutcomes10},
    {"logical_not__int32_dimensioned", kArgs14, kOutcomes10},
    {"logical_not__int64_dimensioned", kArgs15, kOutcomes10},
    {"logical_not__float16_dimensioned", kArgs16, kOutcomes10},
    {"logical_not__bfloat16_dimensioned", kArgs17, kOutcomes10},
    {"logical_not__float32_dimensioned", kArgs18, kOutcomes10},
    {"logical_not__float64_dimensioned", kArgs19, kOutcomes10},
    {"logical_not__complex32_dimensioned", kArgs20, kOutcomes22},
    {"logical_not__complex64_dimensioned", kArgs23, kOutcomes10},
    {"logical_not__complex128_dimensioned", kArgs24, kOutcomes10},
    {"logical_not__bool_zero_dim", kArgs25, kOutcomes26},
    {"logical_not__uint8_zero_dim", kArgs27, kOutcomes26},
    {"logical_not__int8_zero_dim", kArgs28, kOutcomes26},
    {"logical_not__int16_zero_dim", kArgs29, kOutcomes26},
    {"logical_not__int32_zero_dim", kArgs30, kOutcomes26},
    {"logical_not__int64_zero_dim", kArgs31, kOutcomes26},
    {"logical_not__float16_zero_dim", kArgs32, kOutcomes26},
    {"logical_not__bfloat16_zero_dim", kArgs33, kOutcomes26},
    {"logical_not__float32_zero_dim", kArgs34, kOutcomes26},
    {"logical_not__float64_zero_dim", kArgs35, kOutcomes26},
    {"logical_not__complex32_zero_dim", kArgs36, kOutcomes22},
    {"logical_not__complex64_zero_dim", kArgs37, kOutcomes26},
    {"logical_not__complex128_zero_dim", kArgs38, kOutcomes26},
};
constexpr Outcome kOutcomes39[] = {call(2).dtype(kBool).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes40[] = {call(2).dtype(kUInt8).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes41[] = {call(2).dtype(kInt8).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes42[] = {call(2).dtype(kInt16).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes43[] = {call(2).dtype(kInt32).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes44[] = {call(2).dtype(kInt64).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes45[] = {call(2).dtype(kHalf).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes46[] = {call(2).dtype(kBFloat16).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes47[] = {call(2).dtype(kFloat).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes48[] = {call(2).dtype(kDouble).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes49[] = {call(2).raises(&kError21)};
constexpr Outcome kOutcomes50[] = {call(2).dtype(kComplexFloat).shape(kInts8).same_as(SameAs::Self)};
constexpr Outcome kOutcomes51[] = {call(2).dtype(kComplexDouble).shape(kInts8).same_as(SameAs::Self)};
constexpr ArgSpec kOut52 = tensor_spec(kBool, kInts8);
constexpr Outcome kOutcomes53[] = {call(3).out_tensor(&kOut52).dtype(kBool).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut54 = tensor_spec(kUInt8, kInts8);
constexpr Outcome kOutcomes55[] = {call(3).out_tensor(&kOut54).dtype(kUInt8).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut56 = tensor_spec(kInt8, kInts8);
constexpr Outcome kOutcomes57[] = {call(3).out_tensor(&kOut56).dtype(kInt8).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut58 = tensor_spec(kInt16, kInts8);
constexpr Outcome kOutcomes59[] = {call(3).out_tensor(&kOut58).dtype(kInt16).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut60 = tensor_spec(kInt32, kInts8);
constexpr Outcome kOutcomes61[] = {call(3).out_tensor(&kOut60).dtype(kInt32).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut62 = tensor_spec(kInt64, kInts8);
constexpr Outcome kOutcomes63[] = {call(3).out_tensor(&kOut62).dtype(kInt64).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut64 = tensor_spec(kHalf, kInts8);
constexpr Outcome kOutcomes65[] = {call(3).out_tensor(&kOut64).dtype(kHalf).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut66 = tensor_spec(kBFloat16, kInts8);
constexpr Outcome kOutcomes67[] = {call(3).out_tensor(&kOut66).dtype(kBFloat16).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut68 = tensor_spec(kFloat, kInts8);
constexpr Outcome kOutcomes69[] = {call(3).out_tensor(&kOut68).dtype(kFloat).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut70 = tensor_spec(kDouble, kInts8);
constexpr Outcome kOutcomes71[] = {call(3).out_tensor(&kOut70).dtype(kDouble).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut72 = tensor_spec(kComplexHalf, kInts8);
constexpr Outcome kOutcomes73[] = {call(3).out_tensor(&kOut72).dtype(kComplexHalf).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut74 = tensor_spec(kComplexFloat, kInts8);
constexpr Outcome kOutcomes75[] = {call(3).out_tensor(&kOut74).dtype(kComplexFloat).shape(kInts8).same_as(SameAs::Out)};
constexpr ArgSpec kOut76 = tensor_spec(kComplexDouble, kInts8);
constexpr Outcome kOutcomes77[] = {call(3).out_tensor(&kOut76).dtype(kComplexDouble).shape(kInts8).same_as(SameAs::Out)};
constexpr Case kCasts[] = {
    {"logical_not__inplace__bool_dimensioned", kArgs9, kOutcomes39},
    {"logical_not__inplace__uint8_dimensioned", kArgs11, kOutcomes40},
    {"logical_not__inplace__int8_dimensioned", kArgs12, kOutcomes41},
    {"logical_not__inplace__int16_dimensioned", kArgs13, kOutcomes42},
    {"logical_not__inplace__int32_dimensioned", kArgs14, kOutcomes43},
    {"logical_not__inplace__int64_dimensioned", kArgs15, kOutcomes44},
    {"logical_not__inplace__float16_dimensioned", kArgs16, kOutcomes45},
    {"logical_not__inplace__bfloat16_dimensioned", kArgs17, kOutcomes46},
    {"logical_not__inplace__float32_dimensioned", kArgs18, kOutcomes47},
    {"logical_not__inplace__float64_dimensioned", kArgs19, kOutcomes48},
    {"logical_not__inplace__complex32_dimensioned", kArgs20, kOutcomes49},
    {"logical_not__inplace__complex64_dimensioned", kArgs23, kOutcomes50},
    {"logical_not__inplace__complex128_dimensioned", kArgs24, kOutcomes51},
    {"logical_not__out__bool__to__bool", kArgs9, kOutcomes53},
    {"logical_not__out__bool__to__uint8", kArgs9, kOutcomes55},
    {"logical_not__out__bool__to__int8", kArgs9, kOutcomes57},
    {"logical_not__out__bool__to__int16", kArgs9, kOutcomes59},
    {"logical_not__out__bool__to__int32", kArgs9, kOutcomes61},
    {"logical_not__out__bool__to__int64", kArgs9, kOutcomes63},
    {"logical_not__out__bool__to__float16", kArgs9, kOutcomes65},
    {"logical_not__out__bool__to__bfloat16", kArgs9, kOutcomes67},
    {"logical_not__out__bool__to__float32", kArgs9, kOutcomes69},
    {"logical_not__out__bool__to__float64", kArgs9, kOutcomes71},
    {"logical_not__out__bool__to__complex32", kArgs9, kOutcomes73},
    {"logical_not__out__bool__to__complex64", kArgs9, kOutcomes75},
    {"logical_not__out__bool__to__complex128", kArgs9, kOutcomes77},
    {"logical_not__out__uint8__to__bool", kArgs11, kOutcomes53},
    {"logical_not__out__uint8__to__uint8", kArgs11, kOutcomes55},
    {"logical_not__out__uint8__to__int8", kArgs11, kOutcomes57},
    {"logical_not__out__uint8__to__int16", kArgs11, kOutcomes59},
    {"logical_not__out__uint8__to__int32", kArgs11, kOutcomes61},
    {"logical_not__out__uint8__to__int64", kArgs11, kOutcomes63},
    {"logical_not__out__uint8__to__float16", kArgs11, kOutcomes65},
    {"logical_not__out__uint8__to__bfloat16", kArgs11, kOutcomes67},
    {"logical_not__out__uint8__to__float32", kArgs11, kOutcomes69},
    {"logical_not__out__uint8__to__float64", kArgs11, kOutcomes71},
    {"logical_not__out__uint8__to__complex32", kArgs11, kOutcomes73},
    {"logical_not__out__uint8__to__complex64", kArgs11, kOutcomes75},
    {"logical_not__out__uint8__to__complex128", kArgs11, kOutcomes77},
    {"logical_not__out__int8__to__bool", kArgs12, kOutcomes53},
    {"logical_not__out__int8__to__uint8", kArgs12, kOutcomes55},
    {"logical_not__out__int8__to__int8", kArgs12, kOutcomes57},
    {"logical_not__out__int8__to__int16", kArgs12, kOutcomes59},
    {"logical_not__out__int8__to__int32", kArgs12, kOutcomes61},
    {"logical_not__out__int8__to__int64", kArgs12, kOutcomes63},
    {"logical_not__out__int8__to__float16", kArgs12, kOutcomes65},
    {"logical_not__out__int8__to__bfloat16", kArgs12, kOutcomes67},
    {"logical_not__out__int8__to__float32", kArgs12, kOutcomes69},
    {"logical_not__out__int8__to__float64", kArgs12, kOutcomes71},
    {"logical_not__out__int8__to__complex32", kArgs12, kOutcomes73},
    {"logical_not__out__int8__to__complex64", kArgs12, kOutcomes75},
    {"logical_not__out__int8__to__complex128", kArgs12, kOutcomes77},
    {"logical_not__out__int16__to__bool", kArgs13, kOutcomes53},
    {"logical_not__out__int16__to__uint8", kArgs13, kOutcomes55},
    {"logical_not__out__int16__to__int8", kArgs13, kOutcomes57},
    {"logical_not__out__int16__to__int16", kArgs13, kOutcomes59},
    {"logical_not__out__int16__to__int32", kArgs13, kOutcomes61},
    {"logical_not__out__int16__to__int64", kArgs13, kOutcomes63},
    {"logical_not__out__int16__to__float16", kArgs13, kOutcomes65},
    {"logical_not__out__int16__to__bfloat16", kArgs13, kOutcomes67},
    {"logical_not__out__int16__to__float32", kArgs13, kOutcomes69},
    {"logical_not__out__int16__to__float64", kArgs13, kOutcomes71},
    {"logical_not__out__int16__to__complex32", kArgs13, kOutcomes73},
    {"logical_not__out__int16__to__complex64", kArgs13, kOutcomes75},
    {"logical_not__out__int16__to__complex128", kArgs13, kOutcomes77},
    {"logical_not__out__int32__to__bool", kArgs14, kOutcomes53},
    {"logical_not__out__int32__to__uint8", kArgs14, kOutcomes55},
    {"logical_not__out__int32__to__int8", kArgs14, kOutcomes57},
    {"logical_not__out__int32__to__int16", kArgs14, kOutcomes59},
    {"logical_not__out__int32__to__int32", kArgs14, kOutcomes61},
    {"logical_not__out__int32__to__int64", kArgs14, kOutcomes63},
    {"logical_not__out__int32__to__float16", kArgs14, kOutcomes65},
    {"logical_not__out__int32__to__bfloat16", kArgs14, kOutcomes67},
    {"logical_not__out__int32__to__float32", kArgs14, kOutcomes69},
    {"logical_not__out__int32__to__float64", kArgs14, kOutcomes71},
    {"logical_not__out__int32__to__complex32", kArgs14, kOutcomes73},
    {"logical_not__out__int32__to__complex64", kArgs14, kOutcomes75},
    {"logical_not__out__int32__to__complex128", kArgs14, kOutcomes77},
    {"logical_not__out__int64__to__bool", kArgs15, kOutcomes53},
    {"logical_not__out__int64__to__uint8", kArgs15, kOutcomes55},
    {"logical_not__out__int64__to__int8", kArgs15, kOutcomes57},
    {"logical_not__out__int64__to__int16", kArgs15, kOutcomes59},
    {"logical_not__out__int64__to__int32", kArgs15, kOutcomes61},
    {"logical_not__out__int64__to__int64", kArgs15, kOutcomes63},
    {"logical_not__out__int64__to__float16", kArgs15, kOutcomes65},
    {"logical_not__out__int64__to__bfloat16", kArgs15, kOutcomes67},
    {"logical_not__out__int64__to__float32", kArgs15, kOutcomes69},
    {"logical_not__out__int64__to__float64", kArgs15, kOutcomes71},
    {"logical_not__out__int64__to__complex32", kArgs15, kOutcomes73},
    {"logical_not__out__int64__to__complex64", kArgs15, kOutcomes75},
    {"logical_not__out__int64__to__complex128", kArgs15, kOutcomes77},
    {"logical_not__out__float16__to__bool", kArgs16, kOutcomes53},
    {"logical_not__out__float16__to__uint8", kArgs16, kOutcomes55},
    {"logical_not__out__float16__to__int8", kArgs16, kOutcomes57},
    {"logical_not__out__float16__to__int16", kArgs16, kOutcomes59},
    {"logical_not__out__float16__to__int32", kArgs16, kOutcomes61},
    {"logical_not__out__float16__to__int64", kArgs16, kOutcomes63},
    {"logical_not__out__float16__to__float16", kArgs16, kOutcomes65},
    {"logical_not__out__float16__to__bfloat16", kArgs16, kOutcomes67},
    {"logical_not__out__float16__to__float32", kArgs16, kOutcomes69},
    {"logical_not__out__float16__to__float64", kArgs16, kOutcomes71},
    {"logical_not__out__float16__to__complex32", kArgs16, kOutcomes73},
    {"logical_not__out__float16__to__complex64", kArgs16, kOutcomes75},
    {"logical_not__out__float16__to__complex128", kArgs16, kOutcomes77},
    {"logical_not__out__bfloat16__to__bool", kArgs17, kOutcomes53},
    {"logical_not__out__bfloat16__to__uint8", kArgs17, kOutcomes55},
    {"logical_not__out__bfloat16__to__int8", kArgs17, kOutcomes57},
    {"logical_not__out__bfloat16__to__int16", kArgs17, kOutcomes59},
    {"logical_not__out__bfloat16__to__int32", kArgs17, kOutcomes61},
    {"logical_not__out__bfloat16__to__int64", kArgs17, kOutcomes63},
    {"logical_not__out__bfloat16__to__float16", kArgs17, kOutcomes65},
    {"logical_not__out__bfloat16__to__bfloat16", kArgs17, kOutcomes67},
    {"logical_not__out__bfloat16__to__float32", kArgs17, kOutcomes69},
    {"logical_not__out__bfloat16__to__float64", kArgs17, kOutcomes71},
    {"logical_not__out__bfloat16__to__complex32", kArgs17, kOutcomes73},
    {"logical_not__out__bfloat16__to__complex64", kArgs17, kOutcomes75},
    {"logical_not__out__bfloat16__to__complex128", kArgs17, kOutcomes77},
    {"logical_not__out__float32__to__bool", kArgs18, kOutcomes53},
    {"logical_not__out__float32__to__uint8", kArgs18, kOutcomes55},
    {"logical_not__out__float32__to__int8", kArgs18, kOutcomes57},
    {"logical_not__out__float32__to__int16", kArgs18, kOutcomes59},
    {"logical_not__out__float32__to__int32", kArgs18, kOutcomes61},
    {"logical_not__out__float32__to__int64", kArgs18, kOutcomes63},
    {"logical_not__out__float32__to__float16", kArgs18, kOutcomes65},
    {"logical_not__out__float32__to__bfloat16", kArgs18, kOutcomes67},
    {"logical_not__out__float32__to__float32", kArgs18, kOutcomes69},
    {"logical_not__out__float32__to__float64", kArgs18, kOutcomes71},
    {"logical_not__out__float32__to__complex32", kArgs18, kOutcomes73},
    {"logical_not__out__float32__to__complex64", kArgs18, kOutcomes75},
    {"logical_not__out__float32__to__complex128", kArgs18, kOutcomes77},
    {"logical_not__out__float64__to__bool", kArgs19, kOutcomes53},
    {"logical_not__out__float64__to__uint8", kArgs19, kOutcomes55},
    {"logical_not__out__float64__to__int8", kArgs19, kOutcomes57},
    {"logical_not__out__float64__to__int16", kArgs19, kOutcomes59},
    {"logical_not__out__float64__to__int32", kArgs19, kOutcomes61},
    {"logical_not__out__float64__to__int64", kArgs19, kOutcomes63},
    {"logical_not__out__float64__to__float16", kArgs19, kOutcomes65},
    {"logical_not__out__float64__to__bfloat16", kArgs19, kOutcomes67},
    {"logical_not__out__float64__to__float32", kArgs19, kOutcomes69},
    {"logical_not__out__float64__to__float64", kArgs19, kOutcomes71},
    {"logical_not__out__float64__to__complex32", kArgs19, kOutcomes73},
    {"logical_not__out__float64__to__complex64", kArgs19, kOutcomes75},
    {"logical_not__out__float64__to__complex128", kArgs19, kOutcomes77},
    {"logical_not__out__complex64__to__bool", kArgs23, kOutcomes53},
    {"logical_not__out__complex64__to__uint8", kArgs23, kOutcomes55},
    {"logical_not__out__complex64__to__int8", kArgs23, kOutcomes57},
    {"logical_not__out__complex64__to__int16", kArgs23, kOutcomes59},
    {"logical_not__out__complex64__to__int32", kArgs23, kOutcomes61},
    {"logical_not__out__complex64__to__int64", kArgs23, kOutcomes63},
    {"logical_not__out__complex64__to__float16", kArgs23, kOutcomes65},
    {"logical_not__out__complex64__to__bfloat16", kArgs23, kOutcomes67},
    {"logical_not__out__complex64__to__float32", kArgs23, kOutcomes69},
    {"logical_not__out__complex64__to__float64", kArgs23, kOutcomes71},
    {"logical_not__out__complex64__to__complex32", kArgs23, kOutcomes73},
    {"logical_not__out__complex64__to__complex64", kArgs23, kOutcomes75},
    {"logical_not__out__complex64__to__complex128", kArgs23, kOutcomes77},
    {"logical_not__out__complex128__to__bool", kArgs24, kOutcomes53},
    {"logical_not__out__complex128__to__uint8", kArgs24, kOutcomes55},
    {"logical_not__out__complex128__to__int8", kArgs24, kOutcomes57},
    {"logical_not__out__complex128__to__int16", kArgs24, kOutcomes59},
    {"logical_not__out__complex128__to__int32", kArgs24, kOutcomes61},
    {"logical_not__out__complex128__to__int64", kArgs24, kOutcomes63},
    {"logical_not__out__complex128__to__float16", kArgs24, kOutcomes65},
    {"logical_not__out__complex128__to__bfloat16", kArgs24, kOutcomes67},
    {"logical_not__out__complex128__to__float32", kArgs24, kOutcomes69},
    {"logical_not__out__complex128__to__float64", kArgs24, kOutcomes71},
    {"logical_not__out__complex128__to__complex32", kArgs24, kOutcomes73},
    {"logical_not__out__complex128__to__complex64", kArgs24, kOutcomes75},
    {"logical_not__out__complex128__to__complex128", kArgs24, kOutcomes77},
};
constexpr int64_t kInts78[] = {2, 3};
constexpr ArgSpec kArgs79[] = {tensor_spec(kFloat, kInts78)};
constexpr ArgSpec kOut80 = tensor_spec(kBool, kInts78);
constexpr Outcome kOutcomes81[] = {call(3).out_tensor(&kOut80).shape(kInts78).same_as(SameAs::Out)};
constexpr Outcome kOutcomes82[] = {call(3).out_tensor(&kOut6).shape(kInts78).same_as(SameAs::Out)};
constexpr int64_t kInts83[] = {6};
constexpr ArgSpec kOut84 = tensor_spec(kBool, kInts83);
constexpr Outcome kOutcomes85[] = {call(3).out_tensor(&kOut84).shape(kInts78).same_as(SameAs::Out)};
constexpr int64_t kInts86[] = {3, 2};
constexpr ArgSpec kOut87 = tensor_spec(kBool, kInts86);
constexpr Outcome kOutcomes88[] = {call(3).out_tensor(&kOut87).shape(kInts78).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"logical_not__out__2x3", kArgs79, kOutcomes81},
    {"logical_not__out__0", kArgs79, kOutcomes82},
    {"logical_not__out__6", kArgs79, kOutcomes85},
    {"logical_not__out__3x2", kArgs79, kOutcomes88},
};
constexpr const char* kNames89[] = {"N", "C"};
constexpr ArgSpec kArgs90[] = {tensor_spec(kFloat, kInts78, {}, kNames89)};
constexpr const char* kNames91[] = {"A", "C"};
constexpr ArgSpec kOut92 = tensor_spec(kBool, kInts78, {}, kNames91);
constexpr ErrorSpec kError93 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes94[] = {call(0).names(kNames89), call(3).out_tensor(&kOut6).names(kNames89).same_as(SameAs::Out), call(3).out_tensor(&kOut92).raises(&kError93), call(2).names(kNames89).same_as(SameAs::Self)};
constexpr const char* kNames95[] = {"N", nullptr};
constexpr ArgSpec kArgs96[] = {tensor_spec(kFloat, kInts78, {}, kNames95)};
constexpr const char* kNames97[] = {"A", nullptr};
constexpr ArgSpec kOut98 = tensor_spec(kBool, kInts78, {}, kNames97);
constexpr ErrorSpec kError99 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', None] are not the same as the computed output names ['N', None]. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes100[] = {call(0).names(kNames95), call(3).out_tensor(&kOut6).names(kNames95).same_as(SameAs::Out), call(3).out_tensor(&kOut98).raises(&kError99), call(2).names(kNames95).same_as(SameAs::Self)};
constexpr const char* kNames101[] = {nullptr, nullptr};
constexpr Outcome kOutcomes102[] = {call(0).names(kNames101), call(3).out_tensor(&kOut6).names(kNames101).same_as(SameAs::Out), call(2).names(kNames101).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"logical_not__names_kept", kArgs90, kOutcomes94},
    {"logical_not__partial_names_kept", kArgs96, kOutcomes100},
    {"logical_not__unnamed_stays_unnamed", kArgs79, kOutcomes102},
};
constexpr Num kNums103[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs104[] = {tensor_spec(kBool, kInts0, kNums103)};
constexpr Num kNums105[] = {{1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}};
constexpr Outcome kOutcomes106[] = {call(0).dtype(kBool).shape(kInts0).values(kNums105), call(2).dtype(kBool).shape(kInts0).values(kNums105).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums105).same_as(SameAs::Out)};
constexpr Num kNums107[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs108[] = {tensor_spec(kUInt8, kInts0, kNums107)};
constexpr Num kNums109[] = {{1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes110[] = {call(0).dtype(kBool).shape(kInts0).values(kNums109), call(2).dtype(kUInt8).shape(kInts0).values(kNums109).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums109).same_as(SameAs::Out)};
constexpr Num kNums111[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts0, kNums111)};
constexpr Num kNums113[] = {{0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Outcome kOutcomes114[] = {call(0).dtype(kBool).shape(kInts0).values(kNums113), call(2).dtype(kInt8).shape(kInts0).values(kNums113).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums113).same_as(SameAs::Out)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt16, kInts0, kNums111)};
constexpr Outcome kOutcomes116[] = {call(0).dtype(kBool).shape(kInts0).values(kNums113), call(2).dtype(kInt16).shape(kInts0).values(kNums113).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums113).same_as(SameAs::Out)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt32, kInts0, kNums111)};
constexpr Outcome kOutcomes118[] = {call(0).dtype(kBool).shape(kInts0).values(kNums113), call(2).dtype(kInt32).shape(kInts0).values(kNums113).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums113).same_as(SameAs::Out)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt64, kInts0, kNums111)};
constexpr Outcome kOutcomes120[] = {call(0).dtype(kBool).shape(kInts0).values(kNums113), call(2).dtype(kInt64).shape(kInts0).values(kNums113).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums113).same_as(SameAs::Out)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kHalf, kInts0, kNums1)};
constexpr Outcome kOutcomes122[] = {call(0).dtype(kBool).shape(kInts0).values(kNums3), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kBFloat16, kInts0, kNums1)};
constexpr Outcome kOutcomes124[] = {call(0).dtype(kBool).shape(kInts0).values(kNums3), call(2).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Outcome kOutcomes125[] = {call(0).dtype(kBool).shape(kInts0).values(kNums3), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kDouble, kInts0, kNums1)};
constexpr Outcome kOutcomes127[] = {call(0).dtype(kBool).shape(kInts0).values(kNums3), call(2).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums3).same_as(SameAs::Out)};
constexpr Num kNums128[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs129[] = {tensor_spec(kComplexFloat, kInts0, kNums128)};
constexpr Num kNums130[] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}};
constexpr Num kNums131[] = {{0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}};
constexpr Outcome kOutcomes132[] = {call(0).dtype(kBool).shape(kInts0).values(kNums130), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums131).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums130).same_as(SameAs::Out)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kComplexDouble, kInts0, kNums128)};
constexpr Outcome kOutcomes134[] = {call(0).dtype(kBool).shape(kInts0).values(kNums130), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums131).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums130).same_as(SameAs::Out)};
constexpr int64_t kInts135[] = {1, 4};
constexpr Num kNums136[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs137[] = {expanded(tensor_spec(kFloat, kInts135, kNums136), kInts0)};
constexpr Num kNums138[] = {{0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}};
constexpr Outcome kOutcomes139[] = {call(0).dtype(kBool).shape(kInts0).values(kNums138), call(1).dtype(kBool).shape(kInts0).values(kNums138), call(3).out_tensor(&kOut6).dtype(kBool).shape(kInts0).values(kNums138).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"logical_not__self_bool", kArgs104, kOutcomes106},
    {"logical_not__self_uint8", kArgs108, kOutcomes110},
    {"logical_not__self_int8", kArgs112, kOutcomes114},
    {"logical_not__self_int16", kArgs115, kOutcomes116},
    {"logical_not__self_int32", kArgs117, kOutcomes118},
    {"logical_not__self_int64", kArgs119, kOutcomes120},
    {"logical_not__self_float16", kArgs121, kOutcomes122},
    {"logical_not__self_bfloat16", kArgs123, kOutcomes124},
    {"logical_not__self_float32", kArgs2, kOutcomes125},
    {"logical_not__self_float64", kArgs126, kOutcomes127},
    {"logical_not__self_complex64", kArgs129, kOutcomes132},
    {"logical_not__self_complex128", kArgs133, kOutcomes134},
    {"logical_not__expanded_self", kArgs137, kOutcomes139},
};
constexpr int64_t kInts140[] = {67, 499};
constexpr ArgSpec kArgs141[] = {tiled(tensor_spec(kBool, kInts140, kNums103))};
constexpr Outcome kOutcomes142[] = {call(0).dtype(kBool).shape(kInts140)};
constexpr ArgSpec kArgs143[] = {tiled(tensor_spec(kUInt8, kInts140, kNums107))};
constexpr ArgSpec kArgs144[] = {tiled(tensor_spec(kInt8, kInts140, kNums111))};
constexpr ArgSpec kArgs145[] = {tiled(tensor_spec(kInt16, kInts140, kNums111))};
constexpr ArgSpec kArgs146[] = {tiled(tensor_spec(kInt32, kInts140, kNums111))};
constexpr ArgSpec kArgs147[] = {tiled(tensor_spec(kInt64, kInts140, kNums111))};
constexpr ArgSpec kArgs148[] = {tiled(tensor_spec(kHalf, kInts140, kNums1))};
constexpr ArgSpec kArgs149[] = {tiled(tensor_spec(kBFloat16, kInts140, kNums1))};
constexpr ArgSpec kArgs150[] = {tiled(tensor_spec(kFloat, kInts140, kNums1))};
constexpr ArgSpec kArgs151[] = {tiled(tensor_spec(kDouble, kInts140, kNums1))};
constexpr ArgSpec kArgs152[] = {tiled(tensor_spec(kComplexFloat, kInts140, kNums128))};
constexpr ArgSpec kArgs153[] = {tiled(tensor_spec(kComplexDouble, kInts140, kNums128))};
constexpr Case kCrosschecks[] = {
    {"logical_not__bool", kArgs141, kOutcomes142},
    {"logical_not__uint8", kArgs143, kOutcomes142},
    {"logical_not__int8", kArgs144, kOutcomes142},
    {"logical_not__int16", kArgs145, kOutcomes142},
    {"logical_not__int32", kArgs146, kOutcomes142},
    {"logical_not__int64", kArgs147, kOutcomes142},
    {"logical_not__float16", kArgs148, kOutcomes142},
    {"logical_not__bfloat16", kArgs149, kOutcomes142},
    {"logical_not__float32", kArgs150, kOutcomes142},
    {"logical_not__float64", kArgs151, kOutcomes142},
    {"logical_not__complex64", kArgs152, kOutcomes142},
    {"logical_not__complex128", kArgs153, kOutcomes142},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(logical_not, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(logical_not, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(logical_not, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(logical_not, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(logical_not, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(logical_not, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(logical_not, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(logical_not, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(logical_not, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(logical_not, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("logical_not")) GTEST_SKIP() << "no " << golden_op_path("logical_not");
  GoldenStore store;
  load_golden_cases("logical_not", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(logical_not, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("logical_not")) GTEST_SKIP() << "no " << golden_op_path("logical_not");
  GoldenStore store;
  load_golden_cases("logical_not", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
