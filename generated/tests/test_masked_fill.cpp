// generated from ops.yaml by codegen; do not edit
// Conformance test of `masked_fill`, from its ops.yaml entries (masked_fill, masked_fill.Tensor).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/masked_fill.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::masked_fill(Tensor, Tensor, Scalar)", "masked_fill", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::masked_fill(v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor::masked_fill(Tensor, Scalar)", "masked_fill", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).masked_fill(v.tensor(1), v.scalar(2)); }},
    {"Tensor::masked_fill_(Tensor, Scalar)", "masked_fill", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).masked_fill_(v.tensor(1), v.scalar(2)); }},
    {"opforge::masked_fill(Tensor, Tensor, Tensor)", "masked_fill.Tensor", Form::Function, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::masked_fill(v.tensor(0), v.tensor(1), v.tensor(2)); }},
    {"Tensor::masked_fill(Tensor, Tensor)", "masked_fill.Tensor", Form::Method, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).masked_fill(v.tensor(1), v.tensor(2)); }},
    {"Tensor::masked_fill_(Tensor, Tensor)", "masked_fill.Tensor", Form::Inplace, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).masked_fill_(v.tensor(1), v.tensor(2)); }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums4[] = {{0.5, 0}, {-1.25, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {2.75, 0}, {-0.375, 0}, {1.0, 0}, {1.0, 0}, {-7.5, 0}, {1.0, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes5[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(1).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr Case kCallForms[] = {
    {"masked_fill__self_float32", kArgs3, kOutcomes5},
};
constexpr int64_t kInts6[] = {2};
constexpr ArgSpec kArgs7[] = {tensor_spec(kBool, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes8[] = {call(0).dtype(kBool).shape(kInts6)};
constexpr ArgSpec kArgs9[] = {tensor_spec(kUInt8, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes10[] = {call(0).dtype(kUInt8).shape(kInts6)};
constexpr ArgSpec kArgs11[] = {tensor_spec(kInt8, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes12[] = {call(0).dtype(kInt8).shape(kInts6)};
constexpr ArgSpec kArgs13[] = {tensor_spec(kInt16, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes14[] = {call(0).dtype(kInt16).shape(kInts6)};
constexpr ArgSpec kArgs15[] = {tensor_spec(kInt32, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kInt32).shape(kInts6)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kInt64, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kInt64).shape(kInts6)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kHalf, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes20[] = {call(0).dtype(kHalf).shape(kInts6)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBFloat16, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes22[] = {call(0).dtype(kBFloat16).shape(kInts6)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kFloat, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes24[] = {call(0).dtype(kFloat).shape(kInts6)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kDouble, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kDouble).shape(kInts6)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kComplexHalf, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kComplexHalf).shape(kInts6)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kComplexFloat, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes30[] = {call(0).dtype(kComplexFloat).shape(kInts6)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kComplexDouble, kInts6), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Outcome kOutcomes32[] = {call(0).dtype(kComplexDouble).shape(kInts6)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBool), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs34[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs36[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs38[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs40[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr Case kDtypes[] = {
    {"masked_fill__bool_dimensioned", kArgs7, kOutcomes8},
    {"masked_fill__uint8_dimensioned", kArgs9, kOutcomes10},
    {"masked_fill__int8_dimensioned", kArgs11, kOutcomes12},
    {"masked_fill__int16_dimensioned", kArgs13, kOutcomes14},
    {"masked_fill__int32_dimensioned", kArgs15, kOutcomes16},
    {"masked_fill__int64_dimensioned", kArgs17, kOutcomes18},
    {"masked_fill__float16_dimensioned", kArgs19, kOutcomes20},
    {"masked_fill__bfloat16_dimensioned", kArgs21, kOutcomes22},
    {"masked_fill__float32_dimensioned", kArgs23, kOutcomes24},
    {"masked_fill__float64_dimensioned", kArgs25, kOutcomes26},
    {"masked_fill__complex32_dimensioned", kArgs27, kOutcomes28},
    {"masked_fill__complex64_dimensioned", kArgs29, kOutcomes30},
    {"masked_fill__complex128_dimensioned", kArgs31, kOutcomes32},
    {"masked_fill__bool_zero_dim", kArgs33, kOutcomes8},
    {"masked_fill__uint8_zero_dim", kArgs34, kOutcomes10},
    {"masked_fill__int8_zero_dim", kArgs35, kOutcomes12},
    {"masked_fill__int16_zero_dim", kArgs36, kOutcomes14},
    {"masked_fill__int32_zero_dim", kArgs37, kOutcomes16},
    {"masked_fill__int64_zero_dim", kArgs38, kOutcomes18},
    {"masked_fill__float16_zero_dim", kArgs39, kOutcomes20},
    {"masked_fill__bfloat16_zero_dim", kArgs40, kOutcomes22},
    {"masked_fill__float32_zero_dim", kArgs41, kOutcomes24},
    {"masked_fill__float64_zero_dim", kArgs42, kOutcomes26},
    {"masked_fill__complex32_zero_dim", kArgs43, kOutcomes28},
    {"masked_fill__complex64_zero_dim", kArgs44, kOutcomes30},
    {"masked_fill__complex128_zero_dim", kArgs45, kOutcomes32},
};
constexpr Outcome kOutcomes46[] = {call(2).dtype(kBool).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes47[] = {call(2).dtype(kUInt8).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes48[] = {call(2).dtype(kInt8).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes49[] = {call(2).dtype(kInt16).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes50[] = {call(2).dtype(kInt32).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes51[] = {call(2).dtype(kInt64).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes52[] = {call(2).dtype(kHalf).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes53[] = {call(2).dtype(kBFloat16).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes54[] = {call(2).dtype(kFloat).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes55[] = {call(2).dtype(kDouble).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes56[] = {call(2).dtype(kComplexHalf).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes57[] = {call(2).dtype(kComplexFloat).shape(kInts6).same_as(SameAs::Self)};
constexpr Outcome kOutcomes58[] = {call(2).dtype(kComplexDouble).shape(kInts6).same_as(SameAs::Self)};
constexpr Case kCasts[] = {
    {"masked_fill__inplace__bool_dimensioned", kArgs7, kOutcomes46},
    {"masked_fill__inplace__uint8_dimensioned", kArgs9, kOutcomes47},
    {"masked_fill__inplace__int8_dimensioned", kArgs11, kOutcomes48},
    {"masked_fill__inplace__int16_dimensioned", kArgs13, kOutcomes49},
    {"masked_fill__inplace__int32_dimensioned", kArgs15, kOutcomes50},
    {"masked_fill__inplace__int64_dimensioned", kArgs17, kOutcomes51},
    {"masked_fill__inplace__float16_dimensioned", kArgs19, kOutcomes52},
    {"masked_fill__inplace__bfloat16_dimensioned", kArgs21, kOutcomes53},
    {"masked_fill__inplace__float32_dimensioned", kArgs23, kOutcomes54},
    {"masked_fill__inplace__float64_dimensioned", kArgs25, kOutcomes55},
    {"masked_fill__inplace__complex32_dimensioned", kArgs27, kOutcomes56},
    {"masked_fill__inplace__complex64_dimensioned", kArgs29, kOutcomes57},
    {"masked_fill__inplace__complex128_dimensioned", kArgs31, kOutcomes58},
};
constexpr int64_t kInts59[] = {2, 3};
constexpr int64_t kInts60[] = {3};
constexpr ArgSpec kArgs61[] = {tensor_spec(kFloat, kInts59), tensor_spec(kBool, kInts60), int_scalar(1)};
constexpr Outcome kOutcomes62[] = {call(0).shape(kInts59)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kFloat, kInts60), tensor_spec(kBool, kInts59), int_scalar(1)};
constexpr int64_t kInts64[] = {2, 1};
constexpr int64_t kInts65[] = {1, 3};
constexpr ArgSpec kArgs66[] = {tensor_spec(kFloat, kInts64), tensor_spec(kBool, kInts65), int_scalar(1)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts59), int_scalar(1)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kFloat, kInts59), tensor_spec(kBool), int_scalar(1)};
constexpr int64_t kInts69[] = {0, 3};
constexpr ArgSpec kArgs70[] = {tensor_spec(kFloat, kInts69), tensor_spec(kBool, kInts65), int_scalar(1)};
constexpr Outcome kOutcomes71[] = {call(0).shape(kInts69)};
constexpr int64_t kInts72[] = {4, 1, 3};
constexpr ArgSpec kArgs73[] = {tensor_spec(kFloat, kInts72), tensor_spec(kBool, kInts64), int_scalar(1)};
constexpr int64_t kInts74[] = {4, 2, 3};
constexpr Outcome kOutcomes75[] = {call(0).shape(kInts74)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kFloat, kInts59), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ErrorSpec kError77 = {"RuntimeError", "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes78[] = {call(0).raises(&kError77)};
constexpr int64_t kInts79[] = {0};
constexpr ArgSpec kArgs80[] = {tensor_spec(kFloat, kInts79), tensor_spec(kBool, kInts6), int_scalar(1)};
constexpr ErrorSpec kError81 = {"RuntimeError", "The size of tensor a (2) must match the size of tensor b (0) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes82[] = {call(0).raises(&kError81)};
constexpr int64_t kInts83[] = {2, 3, 4};
constexpr int64_t kInts84[] = {3, 1, 5};
constexpr ArgSpec kArgs85[] = {tensor_spec(kFloat, kInts83), tensor_spec(kBool, kInts84), int_scalar(1)};
constexpr ErrorSpec kError86 = {"RuntimeError", "The size of tensor a (5) must match the size of tensor b (4) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes87[] = {call(0).raises(&kError86)};
constexpr Outcome kOutcomes88[] = {call(2).shape(kInts59).same_as(SameAs::Self)};
constexpr ArgSpec kArgs89[] = {tensor_spec(kFloat, kInts59), tensor_spec(kBool, kInts65), int_scalar(1)};
constexpr ErrorSpec kError90 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes91[] = {call(2).raises(&kError90)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kFloat, kInts65), tensor_spec(kBool, kInts59), int_scalar(1)};
constexpr ErrorSpec kError93 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes94[] = {call(2).raises(&kError93)};
constexpr ErrorSpec kError95 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes96[] = {call(2).raises(&kError95)};
constexpr ErrorSpec kError97 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes98[] = {call(2).raises(&kError97)};
constexpr Case kShapes[] = {
    {"masked_fill__broadcast__2x3__3", kArgs61, kOutcomes62},
    {"masked_fill__broadcast__3__2x3", kArgs63, kOutcomes62},
    {"masked_fill__broadcast__2x1__1x3", kArgs66, kOutcomes62},
    {"masked_fill__broadcast__scalar__2x3", kArgs67, kOutcomes62},
    {"masked_fill__broadcast__2x3__scalar", kArgs68, kOutcomes62},
    {"masked_fill__broadcast__0x3__1x3", kArgs70, kOutcomes71},
    {"masked_fill__broadcast__4x1x3__2x1", kArgs73, kOutcomes75},
    {"masked_fill__broadcast__2x3__2", kArgs76, kOutcomes78},
    {"masked_fill__broadcast__0__2", kArgs80, kOutcomes82},
    {"masked_fill__broadcast__2x3x4__3x1x5", kArgs85, kOutcomes87},
    {"masked_fill__inplace__2x3__3", kArgs61, kOutcomes88},
    {"masked_fill__inplace__2x3__1x3", kArgs89, kOutcomes88},
    {"masked_fill__inplace__2x3__scalar", kArgs68, kOutcomes88},
    {"masked_fill__inplace__3__2x3", kArgs63, kOutcomes91},
    {"masked_fill__inplace__1x3__2x3", kArgs92, kOutcomes94},
    {"masked_fill__inplace__scalar__2", kArgs41, kOutcomes96},
    {"masked_fill__inplace__2x3__2", kArgs76, kOutcomes98},
};
constexpr const char* kNames99[] = {"N", "C"};
constexpr ArgSpec kArgs100[] = {tensor_spec(kFloat, kInts59, {}, kNames99), tensor_spec(kBool, kInts59), int_scalar(1)};
constexpr Outcome kOutcomes101[] = {call(0).names(kNames99), call(2).names(kNames99).same_as(SameAs::Self)};
constexpr const char* kNames102[] = {"N", nullptr};
constexpr ArgSpec kArgs103[] = {tensor_spec(kFloat, kInts59, {}, kNames102), tensor_spec(kBool, kInts59), int_scalar(1)};
constexpr Outcome kOutcomes104[] = {call(0).names(kNames102), call(2).names(kNames102).same_as(SameAs::Self)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kFloat, kInts59), tensor_spec(kBool, kInts59), int_scalar(1)};
constexpr const char* kNames106[] = {nullptr, nullptr};
constexpr Outcome kOutcomes107[] = {call(0).names(kNames106), call(2).names(kNames106).same_as(SameAs::Self)};
constexpr Case kNames[] = {
    {"masked_fill__names_kept", kArgs100, kOutcomes101},
    {"masked_fill__partial_names_kept", kArgs103, kOutcomes104},
    {"masked_fill__unnamed_stays_unnamed", kArgs105, kOutcomes107},
};
constexpr Num kNums108[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs109[] = {tensor_spec(kBool, kInts0, kNums108), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums110[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Outcome kOutcomes111[] = {call(0).dtype(kBool).shape(kInts0).values(kNums110), call(2).dtype(kBool).shape(kInts0).values(kNums110).same_as(SameAs::Self)};
constexpr Num kNums112[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr ArgSpec kArgs113[] = {tensor_spec(kUInt8, kInts0, kNums112), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums114[] = {{0, 0}, {3, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {12, 0}, {1, 0}, {1, 0}, {2, 0}, {1, 0}, {3, 0}};
constexpr Outcome kOutcomes115[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums114), call(2).dtype(kUInt8).shape(kInts0).values(kNums114).same_as(SameAs::Self)};
constexpr Num kNums116[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt8, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums118[] = {{-5, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {12, 0}, {1, 0}, {1, 0}, {5, 0}, {1, 0}, {9, 0}};
constexpr Outcome kOutcomes119[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums118), call(2).dtype(kInt8).shape(kInts0).values(kNums118).same_as(SameAs::Self)};
constexpr ArgSpec kArgs120[] = {tensor_spec(kInt16, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes121[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums118), call(2).dtype(kInt16).shape(kInts0).values(kNums118).same_as(SameAs::Self)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt32, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes123[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums118), call(2).dtype(kInt32).shape(kInts0).values(kNums118).same_as(SameAs::Self)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt64, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes125[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums118), call(2).dtype(kInt64).shape(kInts0).values(kNums118).same_as(SameAs::Self)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes127[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes129[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums4), call(2).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr Outcome kOutcomes130[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes132[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums4), call(2).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr Num kNums133[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr ArgSpec kArgs134[] = {tensor_spec(kComplexHalf, kInts0, kNums133), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums135[] = {{0.5, -1.25}, {3.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {1.0, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {1.0, 0.0}, {1.0, 0.0}, {-1.0, 0.5}, {1.0, 0.0}, {0.75, -1.0}};
constexpr Outcome kOutcomes136[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums135), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums135).same_as(SameAs::Self)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kComplexFloat, kInts0, kNums133), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes138[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums135), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums135).same_as(SameAs::Self)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kComplexDouble, kInts0, kNums133), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes140[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums135), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums135).same_as(SameAs::Self)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kUInt8, kInts0, kNums112), tensor_spec(kBool, kInts0, kNums2), int_scalar(256)};
constexpr ErrorSpec kError142 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes143[] = {call(0).raises(&kError142)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt8, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(128)};
constexpr ErrorSpec kError145 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes146[] = {call(0).raises(&kError145)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt16, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(32768)};
constexpr ErrorSpec kError148 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes149[] = {call(0).raises(&kError148)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt32, kInts0, kNums116), tensor_spec(kBool, kInts0, kNums2), int_scalar(2147483648)};
constexpr ErrorSpec kError151 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes152[] = {call(0).raises(&kError151)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), float_scalar(70000.0)};
constexpr ErrorSpec kError154 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes155[] = {call(0).raises(&kError154)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError157 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes158[] = {call(0).raises(&kError157)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kBool, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError160 = {"RuntimeError", "value cannot be converted to type float without overflow", Match::Exact};
constexpr Outcome kOutcomes161[] = {call(0).raises(&kError160)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kComplexHalf, kInts0, kNums133), tensor_spec(kBool, kInts0, kNums2), float_scalar(70000.0)};
constexpr ErrorSpec kError163 = {"RuntimeError", "value cannot be converted to type c10::complex<c10::Half> without overflow", Match::Exact};
constexpr Outcome kOutcomes164[] = {call(0).raises(&kError163)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kComplexFloat, kInts0, kNums133), tensor_spec(kBool, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError166 = {"RuntimeError", "value cannot be converted to type c10::complex<float> without overflow", Match::Exact};
constexpr Outcome kOutcomes167[] = {call(0).raises(&kError166)};
constexpr int64_t kInts168[] = {1, 4};
constexpr Num kNums169[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs170[] = {expanded(tensor_spec(kFloat, kInts168, kNums169), kInts0), tensor_spec(kBool, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums171[] = {{0.5, 0}, {-1.25, 0}, {1.0, 0}, {1.0, 0}, {1.0, 0}, {-1.25, 0}, {3.0, 0}, {1.0, 0}, {1.0, 0}, {-1.25, 0}, {1.0, 0}, {0.0, 0}};
constexpr Outcome kOutcomes172[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums171), call(1).dtype(kFloat).shape(kInts0).values(kNums171)};
constexpr Case kValues[] = {
    {"masked_fill__self_bool", kArgs109, kOutcomes111},
    {"masked_fill__self_uint8", kArgs113, kOutcomes115},
    {"masked_fill__self_int8", kArgs117, kOutcomes119},
    {"masked_fill__self_int16", kArgs120, kOutcomes121},
    {"masked_fill__self_int32", kArgs122, kOutcomes123},
    {"masked_fill__self_int64", kArgs124, kOutcomes125},
    {"masked_fill__self_float16", kArgs126, kOutcomes127},
    {"masked_fill__self_bfloat16", kArgs128, kOutcomes129},
    {"masked_fill__self_float32", kArgs3, kOutcomes130},
    {"masked_fill__self_float64", kArgs131, kOutcomes132},
    {"masked_fill__self_complex32", kArgs134, kOutcomes136},
    {"masked_fill__self_complex64", kArgs137, kOutcomes138},
    {"masked_fill__self_complex128", kArgs139, kOutcomes140},
    {"masked_fill__uint8__value_overflow", kArgs141, kOutcomes143},
    {"masked_fill__int8__value_overflow", kArgs144, kOutcomes146},
    {"masked_fill__int16__value_overflow", kArgs147, kOutcomes149},
    {"masked_fill__int32__value_overflow", kArgs150, kOutcomes152},
    {"masked_fill__float16__value_overflow", kArgs153, kOutcomes155},
    {"masked_fill__bfloat16__value_overflow", kArgs156, kOutcomes158},
    {"masked_fill__float32__value_overflow", kArgs159, kOutcomes161},
    {"masked_fill__complex32__value_overflow", kArgs162, kOutcomes164},
    {"masked_fill__complex64__value_overflow", kArgs165, kOutcomes167},
    {"masked_fill__expanded_self", kArgs170, kOutcomes172},
};
constexpr int64_t kInts173[] = {67, 499};
constexpr ArgSpec kArgs174[] = {tiled(tensor_spec(kBool, kInts173, kNums108)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes175[] = {call(0).dtype(kBool).shape(kInts173)};
constexpr ArgSpec kArgs176[] = {tiled(tensor_spec(kUInt8, kInts173, kNums112)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes177[] = {call(0).dtype(kUInt8).shape(kInts173)};
constexpr ArgSpec kArgs178[] = {tiled(tensor_spec(kInt8, kInts173, kNums116)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes179[] = {call(0).dtype(kInt8).shape(kInts173)};
constexpr ArgSpec kArgs180[] = {tiled(tensor_spec(kInt16, kInts173, kNums116)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes181[] = {call(0).dtype(kInt16).shape(kInts173)};
constexpr ArgSpec kArgs182[] = {tiled(tensor_spec(kInt32, kInts173, kNums116)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes183[] = {call(0).dtype(kInt32).shape(kInts173)};
constexpr ArgSpec kArgs184[] = {tiled(tensor_spec(kInt64, kInts173, kNums116)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes185[] = {call(0).dtype(kInt64).shape(kInts173)};
constexpr ArgSpec kArgs186[] = {tiled(tensor_spec(kHalf, kInts173, kNums1)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes187[] = {call(0).dtype(kHalf).shape(kInts173)};
constexpr ArgSpec kArgs188[] = {tiled(tensor_spec(kBFloat16, kInts173, kNums1)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes189[] = {call(0).dtype(kBFloat16).shape(kInts173)};
constexpr ArgSpec kArgs190[] = {tiled(tensor_spec(kFloat, kInts173, kNums1)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes191[] = {call(0).dtype(kFloat).shape(kInts173)};
constexpr ArgSpec kArgs192[] = {tiled(tensor_spec(kDouble, kInts173, kNums1)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes193[] = {call(0).dtype(kDouble).shape(kInts173)};
constexpr ArgSpec kArgs194[] = {tiled(tensor_spec(kComplexHalf, kInts173, kNums133)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes195[] = {call(0).dtype(kComplexHalf).shape(kInts173)};
constexpr ArgSpec kArgs196[] = {tiled(tensor_spec(kComplexFloat, kInts173, kNums133)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes197[] = {call(0).dtype(kComplexFloat).shape(kInts173)};
constexpr ArgSpec kArgs198[] = {tiled(tensor_spec(kComplexDouble, kInts173, kNums133)), tiled(tensor_spec(kBool, kInts173, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes199[] = {call(0).dtype(kComplexDouble).shape(kInts173)};
constexpr Case kCrosschecks[] = {
    {"masked_fill__bool", kArgs174, kOutcomes175},
    {"masked_fill__uint8", kArgs176, kOutcomes177},
    {"masked_fill__int8", kArgs178, kOutcomes179},
    {"masked_fill__int16", kArgs180, kOutcomes181},
    {"masked_fill__int32", kArgs182, kOutcomes183},
    {"masked_fill__int64", kArgs184, kOutcomes185},
    {"masked_fill__float16", kArgs186, kOutcomes187},
    {"masked_fill__bfloat16", kArgs188, kOutcomes189},
    {"masked_fill__float32", kArgs190, kOutcomes191},
    {"masked_fill__float64", kArgs192, kOutcomes193},
    {"masked_fill__complex32", kArgs194, kOutcomes195},
    {"masked_fill__complex64", kArgs196, kOutcomes197},
    {"masked_fill__complex128", kArgs198, kOutcomes199},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(masked_fill, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(masked_fill, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(masked_fill, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(masked_fill, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(masked_fill, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(masked_fill, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(masked_fill, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(masked_fill, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(masked_fill, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(masked_fill, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("masked_fill")) GTEST_SKIP() << "no " << golden_op_path("masked_fill");
  GoldenStore store;
  load_golden_cases("masked_fill", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(masked_fill, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("masked_fill")) GTEST_SKIP() << "no " << golden_op_path("masked_fill");
  GoldenStore store;
  load_golden_cases("masked_fill", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
