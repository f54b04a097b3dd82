// generated from ops.yaml by codegen; do not edit
// Conformance test of `add`, from its ops.yaml entries (add).
//
// Expected outcomes come from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/add.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
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
    {"opforge::add(Tensor, Tensor, Scalar)", "add", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::add(v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor::add(Tensor, Scalar)", "add", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).add(v.tensor(1), v.scalar(2)); }},
    {"Tensor::add_(Tensor, Scalar)", "add", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).add_(v.tensor(1), v.scalar(2)); }},
    {"opforge::add_out(Tensor&, Tensor, Tensor, Scalar)", "add", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::add_out(out[0], v.tensor(0), v.tensor(1), v.scalar(2)); }},
    {"Tensor + Tensor", "add", Form::Operator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) + v.tensor(1); }},
    {"Tensor += Tensor", "add", Form::CompoundOperator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self += v.tensor(1); return self; }},
    {"opforge::add(Tensor, Scalar, Scalar)", "add", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::add(v.tensor(0), v.scalar(1), v.scalar(2)); }},
    {"Tensor::add(Scalar, Scalar)", "add", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).add(v.scalar(1), v.scalar(2)); }},
    {"Tensor::add_(Scalar, Scalar)", "add", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).add_(v.scalar(1), v.scalar(2)); }},
    {"opforge::add_out(Tensor&, Tensor, Scalar, Scalar)", "add", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::add_out(out[0], v.tensor(0), v.scalar(1), v.scalar(2)); }},
    {"Tensor + Scalar", "add", Form::Operator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) + v.scalar(1); }},
    {"Scalar + Tensor", "add", Form::ReversedOperator, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.scalar(0) + v.tensor(1); }},
    {"Tensor += Scalar", "add", Form::CompoundOperator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self += v.scalar(1); return self; }},
};

constexpr int64_t kInts0[] = {3, 4};
constexpr Num kNums1[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}, {-0.0, 0}, {2.75, 0}, {-0.375, 0}, {10.0, 0}, {0.125, 0}, {-7.5, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Num kNums2[] = {{0.0, 0}, {0.5, 0}, {3.0, 0}, {4.0, 0}, {-0.0, 0}, {-0.25, 0}, {3.0, 0}, {-2.0, 0}, {0.75, 0}, {1.5, 0}, {kInf, 0}, {1.0, 0}};
constexpr ArgSpec kArgs3[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums4[] = {{0.5, 0}, {-0.75, 0}, {6.0, 0}, {4.0, 0}, {-0.0, 0}, {2.5, 0}, {2.625, 0}, {8.0, 0}, {0.875, 0}, {-6.0, 0}, {kInf, 0}, {kNaN, 0}};
constexpr int64_t kInts5[] = {0};
constexpr ArgSpec kOut6 = tensor_spec(kFloat, kInts5);
constexpr Outcome kOutcomes7[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(1).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out), call(4).dtype(kFloat).shape(kInts0).values(kNums4), call(5).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self)};
constexpr ArgSpec kArgs8[] = {tensor_spec(kFloat, kInts0, kNums1), float_scalar(0.5), int_scalar(1)};
constexpr Num kNums9[] = {{1.0, 0}, {-0.75, 0}, {3.5, 0}, {0.5, 0}, {0.5, 0}, {3.25, 0}, {0.125, 0}, {10.5, 0}, {0.625, 0}, {-7.0, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes10[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums9), call(7).dtype(kFloat).shape(kInts0).values(kNums9), call(8).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Out), call(10).dtype(kFloat).shape(kInts0).values(kNums9), call(12).dtype(kFloat).shape(kInts0).values(kNums9).same_as(SameAs::Self)};
constexpr ArgSpec kArgs11[] = {float_scalar(-0.5), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums12[] = {{-0.5, 0}, {0.0, 0}, {2.5, 0}, {3.5, 0}, {-0.5, 0}, {-0.75, 0}, {2.5, 0}, {-2.5, 0}, {0.25, 0}, {1.0, 0}, {kInf, 0}, {0.5, 0}};
constexpr Outcome kOutcomes13[] = {call(11).dtype(kFloat).shape(kInts0).values(kNums12)};
constexpr Case kCallForms[] = {
    {"add__self_float32__other_float32", kArgs3, kOutcomes7},
    {"add__self_float32__other_float_scalar", kArgs8, kOutcomes10},
    {"add__scalar_other_tensor", kArgs11, kOutcomes13},
};
constexpr int64_t kInts14[] = {2};
constexpr ArgSpec kArgs15[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes16[] = {call(0).dtype(kBool).shape(kInts14)};
constexpr ArgSpec kArgs17[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes18[] = {call(0).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs19[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes20[] = {call(0).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs21[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes22[] = {call(0).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs23[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes24[] = {call(0).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs25[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes26[] = {call(0).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs27[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes28[] = {call(0).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs29[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes30[] = {call(0).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs31[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes32[] = {call(0).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs33[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes34[] = {call(0).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs35[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes36[] = {call(0).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs37[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes38[] = {call(0).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs39[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr Outcome kOutcomes40[] = {call(0).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs41[] = {tensor_spec(kBool, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs42[] = {tensor_spec(kBool, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs43[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs44[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs45[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs46[] = {tensor_spec(kBool, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs47[] = {tensor_spec(kBool, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs48[] = {tensor_spec(kBool, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs49[] = {tensor_spec(kBool, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs50[] = {tensor_spec(kBool, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs51[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs52[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs53[] = {tensor_spec(kBool, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs54[] = {tensor_spec(kBool, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes55[] = {call(6).dtype(kBool).shape(kInts14)};
constexpr ArgSpec kArgs56[] = {tensor_spec(kBool, kInts14), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes57[] = {call(6).dtype(kInt64).shape(kInts14)};
constexpr ArgSpec kArgs58[] = {tensor_spec(kBool, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr Outcome kOutcomes59[] = {call(6).dtype(kFloat).shape(kInts14)};
constexpr ArgSpec kArgs60[] = {tensor_spec(kBool, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes61[] = {call(6).dtype(kComplexFloat).shape(kInts14)};
constexpr ArgSpec kArgs62[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs63[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs64[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs65[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs66[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs67[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs68[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs69[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs70[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs71[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs72[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs73[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs74[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs75[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs76[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs77[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs78[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs79[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs80[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs81[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs82[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs83[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs84[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs85[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs86[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs87[] = {tensor_spec(kUInt8, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs88[] = {tensor_spec(kUInt8, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes89[] = {call(6).dtype(kUInt8).shape(kInts14)};
constexpr ArgSpec kArgs90[] = {tensor_spec(kUInt8, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs91[] = {tensor_spec(kUInt8, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs92[] = {tensor_spec(kUInt8, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs93[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs94[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs95[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs96[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs97[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs98[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs99[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs100[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs101[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs102[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs103[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs104[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs105[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs106[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs107[] = {tensor_spec(kInt8, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs108[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs109[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs110[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs111[] = {tensor_spec(kInt8, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs112[] = {tensor_spec(kInt8, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs113[] = {tensor_spec(kInt8, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs114[] = {tensor_spec(kInt8, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs115[] = {tensor_spec(kInt8, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs116[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs117[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs118[] = {tensor_spec(kInt8, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs119[] = {tensor_spec(kInt8, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes120[] = {call(6).dtype(kInt8).shape(kInts14)};
constexpr ArgSpec kArgs121[] = {tensor_spec(kInt8, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs122[] = {tensor_spec(kInt8, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs123[] = {tensor_spec(kInt8, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs124[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs125[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs126[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs127[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs128[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs129[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs130[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs131[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs132[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs133[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs134[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs135[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs136[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs137[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs138[] = {tensor_spec(kInt16, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs139[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs140[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs141[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs142[] = {tensor_spec(kInt16, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs143[] = {tensor_spec(kInt16, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs144[] = {tensor_spec(kInt16, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs145[] = {tensor_spec(kInt16, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs146[] = {tensor_spec(kInt16, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs147[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs148[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs149[] = {tensor_spec(kInt16, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs150[] = {tensor_spec(kInt16, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes151[] = {call(6).dtype(kInt16).shape(kInts14)};
constexpr ArgSpec kArgs152[] = {tensor_spec(kInt16, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs153[] = {tensor_spec(kInt16, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs154[] = {tensor_spec(kInt16, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs155[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs156[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs157[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs158[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs159[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs160[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs161[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs162[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs163[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs164[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs165[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs166[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs167[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs168[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs169[] = {tensor_spec(kInt32, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs170[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs171[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs172[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs173[] = {tensor_spec(kInt32, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs174[] = {tensor_spec(kInt32, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs175[] = {tensor_spec(kInt32, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs176[] = {tensor_spec(kInt32, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs177[] = {tensor_spec(kInt32, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs178[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs179[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs180[] = {tensor_spec(kInt32, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs181[] = {tensor_spec(kInt32, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes182[] = {call(6).dtype(kInt32).shape(kInts14)};
constexpr ArgSpec kArgs183[] = {tensor_spec(kInt32, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs184[] = {tensor_spec(kInt32, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs185[] = {tensor_spec(kInt32, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs186[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs187[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs188[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs189[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs190[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs191[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs192[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs193[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs194[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs195[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs196[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs197[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs198[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs199[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs200[] = {tensor_spec(kInt64, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs201[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs202[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs203[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs204[] = {tensor_spec(kInt64, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs205[] = {tensor_spec(kInt64, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs206[] = {tensor_spec(kInt64, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs207[] = {tensor_spec(kInt64, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs208[] = {tensor_spec(kInt64, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs209[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs210[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs211[] = {tensor_spec(kInt64, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs212[] = {tensor_spec(kInt64, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs213[] = {tensor_spec(kInt64, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs214[] = {tensor_spec(kInt64, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs215[] = {tensor_spec(kInt64, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs216[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs217[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs218[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs219[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs220[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs221[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs222[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs223[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs224[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs225[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs226[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs227[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs228[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs229[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs230[] = {tensor_spec(kHalf, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs231[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs232[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs233[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs234[] = {tensor_spec(kHalf, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs235[] = {tensor_spec(kHalf, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs236[] = {tensor_spec(kHalf, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs237[] = {tensor_spec(kHalf, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs238[] = {tensor_spec(kHalf, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs239[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs240[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs241[] = {tensor_spec(kHalf, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs242[] = {tensor_spec(kHalf, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes243[] = {call(6).dtype(kHalf).shape(kInts14)};
constexpr ArgSpec kArgs244[] = {tensor_spec(kHalf, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs245[] = {tensor_spec(kHalf, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs246[] = {tensor_spec(kHalf, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes247[] = {call(6).dtype(kComplexHalf).shape(kInts14)};
constexpr ArgSpec kArgs248[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs249[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs250[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs251[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs252[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs253[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs254[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs255[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs256[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs257[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs258[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs259[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs260[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs261[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs262[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs263[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs264[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs265[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs266[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs267[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs268[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs269[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs270[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs271[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs272[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs273[] = {tensor_spec(kBFloat16, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs274[] = {tensor_spec(kBFloat16, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes275[] = {call(6).dtype(kBFloat16).shape(kInts14)};
constexpr ArgSpec kArgs276[] = {tensor_spec(kBFloat16, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs277[] = {tensor_spec(kBFloat16, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs278[] = {tensor_spec(kBFloat16, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs279[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs280[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs281[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs282[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs283[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs284[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs285[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs286[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs287[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs288[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs289[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs290[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs291[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs292[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs293[] = {tensor_spec(kFloat, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs294[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs295[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs296[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs297[] = {tensor_spec(kFloat, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs298[] = {tensor_spec(kFloat, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs299[] = {tensor_spec(kFloat, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs300[] = {tensor_spec(kFloat, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs301[] = {tensor_spec(kFloat, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs302[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs303[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs304[] = {tensor_spec(kFloat, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs305[] = {tensor_spec(kFloat, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs306[] = {tensor_spec(kFloat, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs307[] = {tensor_spec(kFloat, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs308[] = {tensor_spec(kFloat, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs309[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs310[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs311[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs312[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs313[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs314[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs315[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs316[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs317[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs318[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs319[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs320[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs321[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs322[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs323[] = {tensor_spec(kDouble, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs324[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs325[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs326[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs327[] = {tensor_spec(kDouble, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs328[] = {tensor_spec(kDouble, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs329[] = {tensor_spec(kDouble, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs330[] = {tensor_spec(kDouble, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs331[] = {tensor_spec(kDouble, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs332[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs333[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs334[] = {tensor_spec(kDouble, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs335[] = {tensor_spec(kDouble, kInts14), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes336[] = {call(6).dtype(kDouble).shape(kInts14)};
constexpr ArgSpec kArgs337[] = {tensor_spec(kDouble, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs338[] = {tensor_spec(kDouble, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs339[] = {tensor_spec(kDouble, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes340[] = {call(6).dtype(kComplexDouble).shape(kInts14)};
constexpr ArgSpec kArgs341[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs342[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs343[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs344[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs345[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs346[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs347[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs348[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs349[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs350[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs351[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs352[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs353[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs354[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs355[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs356[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs357[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs358[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs359[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs360[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs361[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs362[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs363[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs364[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs365[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs366[] = {tensor_spec(kComplexHalf, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs367[] = {tensor_spec(kComplexHalf, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs368[] = {tensor_spec(kComplexHalf, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs369[] = {tensor_spec(kComplexHalf, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs370[] = {tensor_spec(kComplexHalf, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs371[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs372[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs373[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs374[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs375[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs376[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs377[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs378[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs379[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs380[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs381[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs382[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs383[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs384[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs385[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs386[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs387[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs388[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs389[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs390[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs391[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs392[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs393[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs394[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs395[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs396[] = {tensor_spec(kComplexFloat, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs397[] = {tensor_spec(kComplexFloat, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs398[] = {tensor_spec(kComplexFloat, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs399[] = {tensor_spec(kComplexFloat, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs400[] = {tensor_spec(kComplexFloat, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs401[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs402[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs403[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs404[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs405[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs406[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs407[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs408[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs409[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs410[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs411[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs412[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs413[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs414[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs415[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs416[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs417[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs418[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs419[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs420[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs421[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs422[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs423[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs424[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs425[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs426[] = {tensor_spec(kComplexDouble, kInts14), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs427[] = {tensor_spec(kComplexDouble, kInts14), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs428[] = {tensor_spec(kComplexDouble, kInts14), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs429[] = {tensor_spec(kComplexDouble, kInts14), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs430[] = {tensor_spec(kComplexDouble, kInts14), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs431[] = {tensor_spec(kBool), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs432[] = {tensor_spec(kBool), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs433[] = {tensor_spec(kBool), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs434[] = {tensor_spec(kBool), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs435[] = {tensor_spec(kBool), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs436[] = {tensor_spec(kBool), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs437[] = {tensor_spec(kBool), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs438[] = {tensor_spec(kBool), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs439[] = {tensor_spec(kBool), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs440[] = {tensor_spec(kBool), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs441[] = {tensor_spec(kBool), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs442[] = {tensor_spec(kBool), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs443[] = {tensor_spec(kBool), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs444[] = {tensor_spec(kBool), tensor_spec(kBool), int_scalar(1)};
constexpr Outcome kOutcomes445[] = {call(0).dtype(kBool).shape({})};
constexpr ArgSpec kArgs446[] = {tensor_spec(kBool), tensor_spec(kUInt8), int_scalar(1)};
constexpr Outcome kOutcomes447[] = {call(0).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs448[] = {tensor_spec(kBool), tensor_spec(kInt8), int_scalar(1)};
constexpr Outcome kOutcomes449[] = {call(0).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs450[] = {tensor_spec(kBool), tensor_spec(kInt16), int_scalar(1)};
constexpr Outcome kOutcomes451[] = {call(0).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs452[] = {tensor_spec(kBool), tensor_spec(kInt32), int_scalar(1)};
constexpr Outcome kOutcomes453[] = {call(0).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs454[] = {tensor_spec(kBool), tensor_spec(kInt64), int_scalar(1)};
constexpr Outcome kOutcomes455[] = {call(0).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs456[] = {tensor_spec(kBool), tensor_spec(kHalf), int_scalar(1)};
constexpr Outcome kOutcomes457[] = {call(0).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs458[] = {tensor_spec(kBool), tensor_spec(kBFloat16), int_scalar(1)};
constexpr Outcome kOutcomes459[] = {call(0).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs460[] = {tensor_spec(kBool), tensor_spec(kFloat), int_scalar(1)};
constexpr Outcome kOutcomes461[] = {call(0).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs462[] = {tensor_spec(kBool), tensor_spec(kDouble), int_scalar(1)};
constexpr Outcome kOutcomes463[] = {call(0).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs464[] = {tensor_spec(kBool), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr Outcome kOutcomes465[] = {call(0).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs466[] = {tensor_spec(kBool), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr Outcome kOutcomes467[] = {call(0).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs468[] = {tensor_spec(kBool), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr Outcome kOutcomes469[] = {call(0).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs470[] = {tensor_spec(kBool), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes471[] = {call(6).dtype(kBool).shape({})};
constexpr ArgSpec kArgs472[] = {tensor_spec(kBool), int_scalar(1), int_scalar(1)};
constexpr Outcome kOutcomes473[] = {call(6).dtype(kInt64).shape({})};
constexpr ArgSpec kArgs474[] = {tensor_spec(kBool), float_scalar(1.0), int_scalar(1)};
constexpr Outcome kOutcomes475[] = {call(6).dtype(kFloat).shape({})};
constexpr ArgSpec kArgs476[] = {tensor_spec(kBool), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes477[] = {call(6).dtype(kComplexFloat).shape({})};
constexpr ArgSpec kArgs478[] = {tensor_spec(kUInt8), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs479[] = {tensor_spec(kUInt8), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs480[] = {tensor_spec(kUInt8), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs481[] = {tensor_spec(kUInt8), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs482[] = {tensor_spec(kUInt8), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs483[] = {tensor_spec(kUInt8), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs484[] = {tensor_spec(kUInt8), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs485[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs486[] = {tensor_spec(kUInt8), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs487[] = {tensor_spec(kUInt8), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs488[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs489[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs490[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs491[] = {tensor_spec(kUInt8), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs492[] = {tensor_spec(kUInt8), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs493[] = {tensor_spec(kUInt8), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs494[] = {tensor_spec(kUInt8), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs495[] = {tensor_spec(kUInt8), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs496[] = {tensor_spec(kUInt8), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs497[] = {tensor_spec(kUInt8), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs498[] = {tensor_spec(kUInt8), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs499[] = {tensor_spec(kUInt8), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs500[] = {tensor_spec(kUInt8), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs501[] = {tensor_spec(kUInt8), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs502[] = {tensor_spec(kUInt8), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs503[] = {tensor_spec(kUInt8), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs504[] = {tensor_spec(kUInt8), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes505[] = {call(6).dtype(kUInt8).shape({})};
constexpr ArgSpec kArgs506[] = {tensor_spec(kUInt8), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs507[] = {tensor_spec(kUInt8), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs508[] = {tensor_spec(kUInt8), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs509[] = {tensor_spec(kInt8), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs510[] = {tensor_spec(kInt8), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs511[] = {tensor_spec(kInt8), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs512[] = {tensor_spec(kInt8), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs513[] = {tensor_spec(kInt8), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs514[] = {tensor_spec(kInt8), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs515[] = {tensor_spec(kInt8), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs516[] = {tensor_spec(kInt8), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs517[] = {tensor_spec(kInt8), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs518[] = {tensor_spec(kInt8), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs519[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs520[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs521[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs522[] = {tensor_spec(kInt8), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs523[] = {tensor_spec(kInt8), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs524[] = {tensor_spec(kInt8), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs525[] = {tensor_spec(kInt8), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs526[] = {tensor_spec(kInt8), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs527[] = {tensor_spec(kInt8), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs528[] = {tensor_spec(kInt8), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs529[] = {tensor_spec(kInt8), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs530[] = {tensor_spec(kInt8), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs531[] = {tensor_spec(kInt8), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs532[] = {tensor_spec(kInt8), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs533[] = {tensor_spec(kInt8), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs534[] = {tensor_spec(kInt8), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs535[] = {tensor_spec(kInt8), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes536[] = {call(6).dtype(kInt8).shape({})};
constexpr ArgSpec kArgs537[] = {tensor_spec(kInt8), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs538[] = {tensor_spec(kInt8), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs539[] = {tensor_spec(kInt8), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs540[] = {tensor_spec(kInt16), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs541[] = {tensor_spec(kInt16), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs542[] = {tensor_spec(kInt16), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs543[] = {tensor_spec(kInt16), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs544[] = {tensor_spec(kInt16), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs545[] = {tensor_spec(kInt16), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs546[] = {tensor_spec(kInt16), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs547[] = {tensor_spec(kInt16), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs548[] = {tensor_spec(kInt16), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs549[] = {tensor_spec(kInt16), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs550[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs551[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs552[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs553[] = {tensor_spec(kInt16), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs554[] = {tensor_spec(kInt16), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs555[] = {tensor_spec(kInt16), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs556[] = {tensor_spec(kInt16), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs557[] = {tensor_spec(kInt16), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs558[] = {tensor_spec(kInt16), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs559[] = {tensor_spec(kInt16), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs560[] = {tensor_spec(kInt16), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs561[] = {tensor_spec(kInt16), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs562[] = {tensor_spec(kInt16), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs563[] = {tensor_spec(kInt16), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs564[] = {tensor_spec(kInt16), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs565[] = {tensor_spec(kInt16), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs566[] = {tensor_spec(kInt16), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes567[] = {call(6).dtype(kInt16).shape({})};
constexpr ArgSpec kArgs568[] = {tensor_spec(kInt16), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs569[] = {tensor_spec(kInt16), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs570[] = {tensor_spec(kInt16), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs571[] = {tensor_spec(kInt32), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs572[] = {tensor_spec(kInt32), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs573[] = {tensor_spec(kInt32), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs574[] = {tensor_spec(kInt32), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs575[] = {tensor_spec(kInt32), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs576[] = {tensor_spec(kInt32), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs577[] = {tensor_spec(kInt32), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs578[] = {tensor_spec(kInt32), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs579[] = {tensor_spec(kInt32), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs580[] = {tensor_spec(kInt32), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs581[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs582[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs583[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs584[] = {tensor_spec(kInt32), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs585[] = {tensor_spec(kInt32), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs586[] = {tensor_spec(kInt32), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs587[] = {tensor_spec(kInt32), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs588[] = {tensor_spec(kInt32), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs589[] = {tensor_spec(kInt32), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs590[] = {tensor_spec(kInt32), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs591[] = {tensor_spec(kInt32), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs592[] = {tensor_spec(kInt32), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs593[] = {tensor_spec(kInt32), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs594[] = {tensor_spec(kInt32), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs595[] = {tensor_spec(kInt32), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs596[] = {tensor_spec(kInt32), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs597[] = {tensor_spec(kInt32), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes598[] = {call(6).dtype(kInt32).shape({})};
constexpr ArgSpec kArgs599[] = {tensor_spec(kInt32), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs600[] = {tensor_spec(kInt32), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs601[] = {tensor_spec(kInt32), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs602[] = {tensor_spec(kInt64), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs603[] = {tensor_spec(kInt64), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs604[] = {tensor_spec(kInt64), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs605[] = {tensor_spec(kInt64), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs606[] = {tensor_spec(kInt64), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs607[] = {tensor_spec(kInt64), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs608[] = {tensor_spec(kInt64), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs609[] = {tensor_spec(kInt64), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs610[] = {tensor_spec(kInt64), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs611[] = {tensor_spec(kInt64), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs612[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs613[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs614[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs615[] = {tensor_spec(kInt64), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs616[] = {tensor_spec(kInt64), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs617[] = {tensor_spec(kInt64), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs618[] = {tensor_spec(kInt64), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs619[] = {tensor_spec(kInt64), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs620[] = {tensor_spec(kInt64), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs621[] = {tensor_spec(kInt64), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs622[] = {tensor_spec(kInt64), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs623[] = {tensor_spec(kInt64), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs624[] = {tensor_spec(kInt64), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs625[] = {tensor_spec(kInt64), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs626[] = {tensor_spec(kInt64), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs627[] = {tensor_spec(kInt64), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs628[] = {tensor_spec(kInt64), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs629[] = {tensor_spec(kInt64), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs630[] = {tensor_spec(kInt64), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs631[] = {tensor_spec(kInt64), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs632[] = {tensor_spec(kHalf), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs633[] = {tensor_spec(kHalf), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs634[] = {tensor_spec(kHalf), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs635[] = {tensor_spec(kHalf), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs636[] = {tensor_spec(kHalf), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs637[] = {tensor_spec(kHalf), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs638[] = {tensor_spec(kHalf), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs639[] = {tensor_spec(kHalf), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs640[] = {tensor_spec(kHalf), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs641[] = {tensor_spec(kHalf), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs642[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs643[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs644[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs645[] = {tensor_spec(kHalf), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs646[] = {tensor_spec(kHalf), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs647[] = {tensor_spec(kHalf), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs648[] = {tensor_spec(kHalf), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs649[] = {tensor_spec(kHalf), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs650[] = {tensor_spec(kHalf), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs651[] = {tensor_spec(kHalf), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs652[] = {tensor_spec(kHalf), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs653[] = {tensor_spec(kHalf), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs654[] = {tensor_spec(kHalf), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs655[] = {tensor_spec(kHalf), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs656[] = {tensor_spec(kHalf), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs657[] = {tensor_spec(kHalf), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs658[] = {tensor_spec(kHalf), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes659[] = {call(6).dtype(kHalf).shape({})};
constexpr ArgSpec kArgs660[] = {tensor_spec(kHalf), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs661[] = {tensor_spec(kHalf), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs662[] = {tensor_spec(kHalf), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes663[] = {call(6).dtype(kComplexHalf).shape({})};
constexpr ArgSpec kArgs664[] = {tensor_spec(kBFloat16), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs665[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs666[] = {tensor_spec(kBFloat16), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs667[] = {tensor_spec(kBFloat16), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs668[] = {tensor_spec(kBFloat16), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs669[] = {tensor_spec(kBFloat16), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs670[] = {tensor_spec(kBFloat16), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs671[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs672[] = {tensor_spec(kBFloat16), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs673[] = {tensor_spec(kBFloat16), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs674[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs675[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs676[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs677[] = {tensor_spec(kBFloat16), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs678[] = {tensor_spec(kBFloat16), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs679[] = {tensor_spec(kBFloat16), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs680[] = {tensor_spec(kBFloat16), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs681[] = {tensor_spec(kBFloat16), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs682[] = {tensor_spec(kBFloat16), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs683[] = {tensor_spec(kBFloat16), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs684[] = {tensor_spec(kBFloat16), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs685[] = {tensor_spec(kBFloat16), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs686[] = {tensor_spec(kBFloat16), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs687[] = {tensor_spec(kBFloat16), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs688[] = {tensor_spec(kBFloat16), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs689[] = {tensor_spec(kBFloat16), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs690[] = {tensor_spec(kBFloat16), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes691[] = {call(6).dtype(kBFloat16).shape({})};
constexpr ArgSpec kArgs692[] = {tensor_spec(kBFloat16), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs693[] = {tensor_spec(kBFloat16), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs694[] = {tensor_spec(kBFloat16), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs695[] = {tensor_spec(kFloat), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs696[] = {tensor_spec(kFloat), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs697[] = {tensor_spec(kFloat), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs698[] = {tensor_spec(kFloat), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs699[] = {tensor_spec(kFloat), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs700[] = {tensor_spec(kFloat), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs701[] = {tensor_spec(kFloat), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs702[] = {tensor_spec(kFloat), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs703[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs704[] = {tensor_spec(kFloat), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs705[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs706[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs707[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs708[] = {tensor_spec(kFloat), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs709[] = {tensor_spec(kFloat), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs710[] = {tensor_spec(kFloat), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs711[] = {tensor_spec(kFloat), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs712[] = {tensor_spec(kFloat), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs713[] = {tensor_spec(kFloat), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs714[] = {tensor_spec(kFloat), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs715[] = {tensor_spec(kFloat), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs716[] = {tensor_spec(kFloat), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs717[] = {tensor_spec(kFloat), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs718[] = {tensor_spec(kFloat), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs719[] = {tensor_spec(kFloat), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs720[] = {tensor_spec(kFloat), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs721[] = {tensor_spec(kFloat), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs722[] = {tensor_spec(kFloat), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs723[] = {tensor_spec(kFloat), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs724[] = {tensor_spec(kFloat), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs725[] = {tensor_spec(kDouble), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs726[] = {tensor_spec(kDouble), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs727[] = {tensor_spec(kDouble), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs728[] = {tensor_spec(kDouble), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs729[] = {tensor_spec(kDouble), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs730[] = {tensor_spec(kDouble), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs731[] = {tensor_spec(kDouble), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs732[] = {tensor_spec(kDouble), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs733[] = {tensor_spec(kDouble), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs734[] = {tensor_spec(kDouble), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs735[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs736[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs737[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs738[] = {tensor_spec(kDouble), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs739[] = {tensor_spec(kDouble), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs740[] = {tensor_spec(kDouble), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs741[] = {tensor_spec(kDouble), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs742[] = {tensor_spec(kDouble), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs743[] = {tensor_spec(kDouble), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs744[] = {tensor_spec(kDouble), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs745[] = {tensor_spec(kDouble), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs746[] = {tensor_spec(kDouble), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs747[] = {tensor_spec(kDouble), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs748[] = {tensor_spec(kDouble), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs749[] = {tensor_spec(kDouble), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs750[] = {tensor_spec(kDouble), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs751[] = {tensor_spec(kDouble), bool_scalar(true), int_scalar(1)};
constexpr Outcome kOutcomes752[] = {call(6).dtype(kDouble).shape({})};
constexpr ArgSpec kArgs753[] = {tensor_spec(kDouble), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs754[] = {tensor_spec(kDouble), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs755[] = {tensor_spec(kDouble), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Outcome kOutcomes756[] = {call(6).dtype(kComplexDouble).shape({})};
constexpr ArgSpec kArgs757[] = {tensor_spec(kComplexHalf), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs758[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs759[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs760[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs761[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs762[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs763[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs764[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs765[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs766[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs767[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs768[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs769[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs770[] = {tensor_spec(kComplexHalf), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs771[] = {tensor_spec(kComplexHalf), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs772[] = {tensor_spec(kComplexHalf), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs773[] = {tensor_spec(kComplexHalf), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs774[] = {tensor_spec(kComplexHalf), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs775[] = {tensor_spec(kComplexHalf), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs776[] = {tensor_spec(kComplexHalf), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs777[] = {tensor_spec(kComplexHalf), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs778[] = {tensor_spec(kComplexHalf), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs779[] = {tensor_spec(kComplexHalf), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs780[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs781[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs782[] = {tensor_spec(kComplexHalf), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs783[] = {tensor_spec(kComplexHalf), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs784[] = {tensor_spec(kComplexHalf), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs785[] = {tensor_spec(kComplexHalf), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs786[] = {tensor_spec(kComplexHalf), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs787[] = {tensor_spec(kComplexFloat), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs788[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs789[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs790[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs791[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs792[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs793[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs794[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs795[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs796[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs797[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs798[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs799[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs800[] = {tensor_spec(kComplexFloat), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs801[] = {tensor_spec(kComplexFloat), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs802[] = {tensor_spec(kComplexFloat), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs803[] = {tensor_spec(kComplexFloat), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs804[] = {tensor_spec(kComplexFloat), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs805[] = {tensor_spec(kComplexFloat), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs806[] = {tensor_spec(kComplexFloat), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs807[] = {tensor_spec(kComplexFloat), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs808[] = {tensor_spec(kComplexFloat), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs809[] = {tensor_spec(kComplexFloat), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs810[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs811[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs812[] = {tensor_spec(kComplexFloat), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs813[] = {tensor_spec(kComplexFloat), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs814[] = {tensor_spec(kComplexFloat), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs815[] = {tensor_spec(kComplexFloat), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs816[] = {tensor_spec(kComplexFloat), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr ArgSpec kArgs817[] = {tensor_spec(kComplexDouble), tensor_spec(kBool, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs818[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs819[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs820[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs821[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs822[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs823[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs824[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs825[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs826[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs827[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs828[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs829[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble, kInts14), int_scalar(1)};
constexpr ArgSpec kArgs830[] = {tensor_spec(kComplexDouble), tensor_spec(kBool), int_scalar(1)};
constexpr ArgSpec kArgs831[] = {tensor_spec(kComplexDouble), tensor_spec(kUInt8), int_scalar(1)};
constexpr ArgSpec kArgs832[] = {tensor_spec(kComplexDouble), tensor_spec(kInt8), int_scalar(1)};
constexpr ArgSpec kArgs833[] = {tensor_spec(kComplexDouble), tensor_spec(kInt16), int_scalar(1)};
constexpr ArgSpec kArgs834[] = {tensor_spec(kComplexDouble), tensor_spec(kInt32), int_scalar(1)};
constexpr ArgSpec kArgs835[] = {tensor_spec(kComplexDouble), tensor_spec(kInt64), int_scalar(1)};
constexpr ArgSpec kArgs836[] = {tensor_spec(kComplexDouble), tensor_spec(kHalf), int_scalar(1)};
constexpr ArgSpec kArgs837[] = {tensor_spec(kComplexDouble), tensor_spec(kBFloat16), int_scalar(1)};
constexpr ArgSpec kArgs838[] = {tensor_spec(kComplexDouble), tensor_spec(kFloat), int_scalar(1)};
constexpr ArgSpec kArgs839[] = {tensor_spec(kComplexDouble), tensor_spec(kDouble), int_scalar(1)};
constexpr ArgSpec kArgs840[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexHalf), int_scalar(1)};
constexpr ArgSpec kArgs841[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexFloat), int_scalar(1)};
constexpr ArgSpec kArgs842[] = {tensor_spec(kComplexDouble), tensor_spec(kComplexDouble), int_scalar(1)};
constexpr ArgSpec kArgs843[] = {tensor_spec(kComplexDouble), bool_scalar(true), int_scalar(1)};
constexpr ArgSpec kArgs844[] = {tensor_spec(kComplexDouble), int_scalar(1), int_scalar(1)};
constexpr ArgSpec kArgs845[] = {tensor_spec(kComplexDouble), float_scalar(1.0), int_scalar(1)};
constexpr ArgSpec kArgs846[] = {tensor_spec(kComplexDouble), complex_scalar(0.0, 1.0), int_scalar(1)};
constexpr Case kDtypes[] = {
    {"add__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes16},
    {"add__bool_dimensioned__uint8_dimensioned", kArgs17, kOutcomes18},
    {"add__bool_dimensioned__int8_dimensioned", kArgs19, kOutcomes20},
    {"add__bool_dimensioned__int16_dimensioned", kArgs21, kOutcomes22},
    {"add__bool_dimensioned__int32_dimensioned", kArgs23, kOutcomes24},
    {"add__bool_dimensioned__int64_dimensioned", kArgs25, kOutcomes26},
    {"add__bool_dimensioned__float16_dimensioned", kArgs27, kOutcomes28},
    {"add__bool_dimensioned__bfloat16_dimensioned", kArgs29, kOutcomes30},
    {"add__bool_dimensioned__float32_dimensioned", kArgs31, kOutcomes32},
    {"add__bool_dimensioned__float64_dimensioned", kArgs33, kOutcomes34},
    {"add__bool_dimensioned__complex32_dimensioned", kArgs35, kOutcomes36},
    {"add__bool_dimensioned__complex64_dimensioned", kArgs37, kOutcomes38},
    {"add__bool_dimensioned__complex128_dimensioned", kArgs39, kOutcomes40},
    {"add__bool_dimensioned__bool_zero_dim", kArgs41, kOutcomes16},
    {"add__bool_dimensioned__uint8_zero_dim", kArgs42, kOutcomes18},
    {"add__bool_dimensioned__int8_zero_dim", kArgs43, kOutcomes20},
    {"add__bool_dimensioned__int16_zero_dim", kArgs44, kOutcomes22},
    {"add__bool_dimensioned__int32_zero_dim", kArgs45, kOutcomes24},
    {"add__bool_dimensioned__int64_zero_dim", kArgs46, kOutcomes26},
    {"add__bool_dimensioned__float16_zero_dim", kArgs47, kOutcomes28},
    {"add__bool_dimensioned__bfloat16_zero_dim", kArgs48, kOutcomes30},
    {"add__bool_dimensioned__float32_zero_dim", kArgs49, kOutcomes32},
    {"add__bool_dimensioned__float64_zero_dim", kArgs50, kOutcomes34},
    {"add__bool_dimensioned__complex32_zero_dim", kArgs51, kOutcomes36},
    {"add__bool_dimensioned__complex64_zero_dim", kArgs52, kOutcomes38},
    {"add__bool_dimensioned__complex128_zero_dim", kArgs53, kOutcomes40},
    {"add__bool_dimensioned__bool_scalar", kArgs54, kOutcomes55},
    {"add__bool_dimensioned__int_scalar", kArgs56, kOutcomes57},
    {"add__bool_dimensioned__float_scalar", kArgs58, kOutcomes59},
    {"add__bool_dimensioned__complex_scalar", kArgs60, kOutcomes61},
    {"add__uint8_dimensioned__bool_dimensioned", kArgs62, kOutcomes18},
    {"add__uint8_dimensioned__uint8_dimensioned", kArgs63, kOutcomes18},
    {"add__uint8_dimensioned__int8_dimensioned", kArgs64, kOutcomes22},
    {"add__uint8_dimensioned__int16_dimensioned", kArgs65, kOutcomes22},
    {"add__uint8_dimensioned__int32_dimensioned", kArgs66, kOutcomes24},
    {"add__uint8_dimensioned__int64_dimensioned", kArgs67, kOutcomes26},
    {"add__uint8_dimensioned__float16_dimensioned", kArgs68, kOutcomes28},
    {"add__uint8_dimensioned__bfloat16_dimensioned", kArgs69, kOutcomes30},
    {"add__uint8_dimensioned__float32_dimensioned", kArgs70, kOutcomes32},
    {"add__uint8_dimensioned__float64_dimensioned", kArgs71, kOutcomes34},
    {"add__uint8_dimensioned__complex32_dimensioned", kArgs72, kOutcomes36},
    {"add__uint8_dimensioned__complex64_dimensioned", kArgs73, kOutcomes38},
    {"add__uint8_dimensioned__complex128_dimensioned", kArgs74, kOutcomes40},
    {"add__uint8_dimensioned__bool_zero_dim", kArgs75, kOutcomes18},
    {"add__uint8_dimensioned__uint8_zero_dim", kArgs76, kOutcomes18},
    {"add__uint8_dimensioned__int8_zero_dim", kArgs77, kOutcomes18},
    {"add__uint8_dimensioned__int16_zero_dim", kArgs78, kOutcomes18},
    {"add__uint8_dimensioned__int32_zero_dim", kArgs79, kOutcomes18},
    {"add__uint8_dimensioned__int64_zero_dim", kArgs80, kOutcomes18},
    {"add__uint8_dimensioned__float16_zero_dim", kArgs81, kOutcomes28},
    {"add__uint8_dimensioned__bfloat16_zero_dim", kArgs82, kOutcomes30},
    {"add__uint8_dimensioned__float32_zero_dim", kArgs83, kOutcomes32},
    {"add__uint8_dimensioned__float64_zero_dim", kArgs84, kOutcomes34},
    {"add__uint8_dimensioned__complex32_zero_dim", kArgs85, kOutcomes36},
    {"add__uint8_dimensioned__complex64_zero_dim", kArgs86, kOutcomes38},
    {"add__uint8_dimensioned__complex128_zero_dim", kArgs87, kOutcomes40},
    {"add__uint8_dimensioned__bool_scalar", kArgs88, kOutcomes89},
    {"add__uint8_dimensioned__int_scalar", kArgs90, kOutcomes89},
    {"add__uint8_dimensioned__float_scalar", kArgs91, kOutcomes59},
    {"add__uint8_dimensioned__complex_scalar", kArgs92, kOutcomes61},
    {"add__int8_dimensioned__bool_dimensioned", kArgs93, kOutcomes20},
    {"add__int8_dimensioned__uint8_dimensioned", kArgs94, kOutcomes22},
    {"add__int8_dimensioned__int8_dimensioned", kArgs95, kOutcomes20},
    {"add__int8_dimensioned__int16_dimensioned", kArgs96, kOutcomes22},
    {"add__int8_dimensioned__int32_dimensioned", kArgs97, kOutcomes24},
    {"add__int8_dimensioned__int64_dimensioned", kArgs98, kOutcomes26},
    {"add__int8_dimensioned__float16_dimensioned", kArgs99, kOutcomes28},
    {"add__int8_dimensioned__bfloat16_dimensioned", kArgs100, kOutcomes30},
    {"add__int8_dimensioned__float32_dimensioned", kArgs101, kOutcomes32},
    {"add__int8_dimensioned__float64_dimensioned", kArgs102, kOutcomes34},
    {"add__int8_dimensioned__complex32_dimensioned", kArgs103, kOutcomes36},
    {"add__int8_dimensioned__complex64_dimensioned", kArgs104, kOutcomes38},
    {"add__int8_dimensioned__complex128_dimensioned", kArgs105, kOutcomes40},
    {"add__int8_dimensioned__bool_zero_dim", kArgs106, kOutcomes20},
    {"add__int8_dimensioned__uint8_zero_dim", kArgs107, kOutcomes20},
    {"add__int8_dimensioned__int8_zero_dim", kArgs108, kOutcomes20},
    {"add__int8_dimensioned__int16_zero_dim", kArgs109, kOutcomes20},
    {"add__int8_dimensioned__int32_zero_dim", kArgs110, kOutcomes20},
    {"add__int8_dimensioned__int64_zero_dim", kArgs111, kOutcomes20},
    {"add__int8_dimensioned__float16_zero_dim", kArgs112, kOutcomes28},
    {"add__int8_dimensioned__bfloat16_zero_dim", kArgs113, kOutcomes30},
    {"add__int8_dimensioned__float32_zero_dim", kArgs114, kOutcomes32},
    {"add__int8_dimensioned__float64_zero_dim", kArgs115, kOutcomes34},
    {"add__int8_dimensioned__complex32_zero_dim", kArgs116, kOutcomes36},
    {"add__int8_dimensioned__complex64_zero_dim", kArgs117, kOutcomes38},
    {"add__int8_dimensioned__complex128_zero_dim", kArgs118, kOutcomes40},
    {"add__int8_dimensioned__bool_scalar", kArgs119, kOutcomes120},
    {"add__int8_dimensioned__int_scalar", kArgs121, kOutcomes120},
    {"add__int8_dimensioned__float_scalar", kArgs122, kOutcomes59},
    {"add__int8_dimensioned__complex_scalar", kArgs123, kOutcomes61},
    {"add__int16_dimensioned__bool_dimensioned", kArgs124, kOutcomes22},
    {"add__int16_dimensioned__uint8_dimensioned", kArgs125, kOutcomes22},
    {"add__int16_dimensioned__int8_dimensioned", kArgs126, kOutcomes22},
    {"add__int16_dimensioned__int16_dimensioned", kArgs127, kOutcomes22},
    {"add__int16_dimensioned__int32_dimensioned", kArgs128, kOutcomes24},
    {"add__int16_dimensioned__int64_dimensioned", kArgs129, kOutcomes26},
    {"add__int16_dimensioned__float16_dimensioned", kArgs130, kOutcomes28},
    {"add__int16_dimensioned__bfloat16_dimensioned", kArgs131, kOutcomes30},
    {"add__int16_dimensioned__float32_dimensioned", kArgs132, kOutcomes32},
    {"add__int16_dimensioned__float64_dimensioned", kArgs133, kOutcomes34},
    {"add__int16_dimensioned__complex32_dimensioned", kArgs134, kOutcomes36},
    {"add__int16_dimensioned__complex64_dimensioned", kArgs135, kOutcomes38},
    {"add__int16_dimensioned__complex128_dimensioned", kArgs136, kOutcomes40},
    {"add__int16_dimensioned__bool_zero_dim", kArgs137, kOutcomes22},
    {"add__int16_dimensioned__uint8_zero_dim", kArgs138, kOutcomes22},
    {"add__int16_dimensioned__int8_zero_dim", kArgs139, kOutcomes22},
    {"add__int16_dimensioned__int16_zero_dim", kArgs140, kOutcomes22},
    {"add__int16_dimensioned__int32_zero_dim", kArgs141, kOutcomes22},
    {"add__int16_dimensioned__int64_zero_dim", kArgs142, kOutcomes22},
    {"add__int16_dimensioned__float16_zero_dim", kArgs143, kOutcomes28},
    {"add__int16_dimensioned__bfloat16_zero_dim", kArgs144, kOutcomes30},
    {"add__int16_dimensioned__float32_zero_dim", kArgs145, kOutcomes32},
    {"add__int16_dimensioned__float64_zero_dim", kArgs146, kOutcomes34},
    {"add__int16_dimensioned__complex32_zero_dim", kArgs147, kOutcomes36},
    {"add__int16_dimensioned__complex64_zero_dim", kArgs148, kOutcomes38},
    {"add__int16_dimensioned__complex128_zero_dim", kArgs149, kOutcomes40},
    {"add__int16_dimensioned__bool_scalar", kArgs150, kOutcomes151},
    {"add__int16_dimensioned__int_scalar", kArgs152, kOutcomes151},
    {"add__int16_dimensioned__float_scalar", kArgs153, kOutcomes59},
    {"add__int16_dimensioned__complex_scalar", kArgs154, kOutcomes61},
    {"add__int32_dimensioned__bool_dimensioned", kArgs155, kOutcomes24},
    {"add__int32_dimensioned__uint8_dimensioned", kArgs156, kOutcomes24},
    {"add__int32_dimensioned__int8_dimensioned", kArgs157, kOutcomes24},
    {"add__int32_dimensioned__int16_dimensioned", kArgs158, kOutcomes24},
    {"add__int32_dimensioned__int32_dimensioned", kArgs159, kOutcomes24},
    {"add__int32_dimensioned__int64_dimensioned", kArgs160, kOutcomes26},
    {"add__int32_dimensioned__float16_dimensioned", kArgs161, kOutcomes28},
    {"add__int32_dimensioned__bfloat16_dimensioned", kArgs162, kOutcomes30},
    {"add__int32_dimensioned__float32_dimensioned", kArgs163, kOutcomes32},
    {"add__int32_dimensioned__float64_dimensioned", kArgs164, kOutcomes34},
    {"add__int32_dimensioned__complex32_dimensioned", kArgs165, kOutcomes36},
    {"add__int32_dimensioned__complex64_dimensioned", kArgs166, kOutcomes38},
    {"add__int32_dimensioned__complex128_dimensioned", kArgs167, kOutcomes40},
    {"add__int32_dimensioned__bool_zero_dim", kArgs168, kOutcomes24},
    {"add__int32_dimensioned__uint8_zero_dim", kArgs169, kOutcomes24},
    {"add__int32_dimensioned__int8_zero_dim", kArgs170, kOutcomes24},
    {"add__int32_dimensioned__int16_zero_dim", kArgs171, kOutcomes24},
    {"add__int32_dimensioned__int32_zero_dim", kArgs172, kOutcomes24},
    {"add__int32_dimensioned__int64_zero_dim", kArgs173, kOutcomes24},
    {"add__int32_dimensioned__float16_zero_dim", kArgs174, kOutcomes28},
    {"add__int32_dimensioned__bfloat16_zero_dim", kArgs175, kOutcomes30},
    {"add__int32_dimensioned__float32_zero_dim", kArgs176, kOutcomes32},
    {"add__int32_dimensioned__float64_zero_dim", kArgs177, kOutcomes34},
    {"add__int32_dimensioned__complex32_zero_dim", kArgs178, kOutcomes36},
    {"add__int32_dimensioned__complex64_zero_dim", kArgs179, kOutcomes38},
    {"add__int32_dimensioned__complex128_zero_dim", kArgs180, kOutcomes40},
    {"add__int32_dimensioned__bool_scalar", kArgs181, kOutcomes182},
    {"add__int32_dimensioned__int_scalar", kArgs183, kOutcomes182},
    {"add__int32_dimensioned__float_scalar", kArgs184, kOutcomes59},
    {"add__int32_dimensioned__complex_scalar", kArgs185, kOutcomes61},
    {"add__int64_dimensioned__bool_dimensioned", kArgs186, kOutcomes26},
    {"add__int64_dimensioned__uint8_dimensioned", kArgs187, kOutcomes26},
    {"add__int64_dimensioned__int8_dimensioned", kArgs188, kOutcomes26},
    {"add__int64_dimensioned__int16_dimensioned", kArgs189, kOutcomes26},
    {"add__int64_dimensioned__int32_dimensioned", kArgs190, kOutcomes26},
    {"add__int64_dimensioned__int64_dimensioned", kArgs191, kOutcomes26},
    {"add__int64_dimensioned__float16_dimensioned", kArgs192, kOutcomes28},
    {"add__int64_dimensioned__bfloat16_dimensioned", kArgs193, kOutcomes30},
    {"add__int64_dimensioned__float32_dimensioned", kArgs194, kOutcomes32},
    {"add__int64_dimensioned__float64_dimensioned", kArgs195, kOutcomes34},
    {"add__int64_dimensioned__complex32_dimensioned", kArgs196, kOutcomes36},
    {"add__int64_dimensioned__complex64_dimensioned", kArgs197, kOutcomes38},
    {"add__int64_dimensioned__complex128_dimensioned", kArgs198, kOutcomes40},
    {"add__int64_dimensioned__bool_zero_dim", kArgs199, kOutcomes26},
    {"add__int64_dimensioned__uint8_zero_dim", kArgs200, kOutcomes26},
    {"add__int64_dimensioned__int8_zero_dim", kArgs201, kOutcomes26},
    {"add__int64_dimensioned__int16_zero_dim", kArgs202, kOutcomes26},
    {"add__int64_dimensioned__int32_zero_dim", kArgs203, kOutcomes26},
    {"add__int64_dimensioned__int64_zero_dim", kArgs204, kOutcomes26},
    {"add__int64_dimensioned__float16_zero_dim", kArgs205, kOutcomes28},
    {"add__int64_dimensioned__bfloat16_zero_dim", kArgs206, kOutcomes30},
    {"add__int64_dimensioned__float32_zero_dim", kArgs207, kOutcomes32},
    {"add__int64_dimensioned__float64_zero_dim", kArgs208, kOutcomes34},
    {"add__int64_dimensioned__complex32_zero_dim", kArgs209, kOutcomes36},
    {"add__int64_dimensioned__complex64_zero_dim", kArgs210, kOutcomes38},
    {"add__int64_dimensioned__complex128_zero_dim", kArgs211, kOutcomes40},
    {"add__int64_dimensioned__bool_scalar", kArgs212, kOutcomes57},
    {"add__int64_dimensioned__int_scalar", kArgs213, kOutcomes57},
    {"add__int64_dimensioned__float_scalar", kArgs214, kOutcomes59},
    {"add__int64_dimensioned__complex_scalar", kArgs215, kOutcomes61},
    {"add__float16_dimensioned__bool_dimensioned", kArgs216, kOutcomes28},
    {"add__float16_dimensioned__uint8_dimensioned", kArgs217, kOutcomes28},
    {"add__float16_dimensioned__int8_dimensioned", kArgs218, kOutcomes28},
    {"add__float16_dimensioned__int16_dimensioned", kArgs219, kOutcomes28},
    {"add__float16_dimensioned__int32_dimensioned", kArgs220, kOutcomes28},
    {"add__float16_dimensioned__int64_dimensioned", kArgs221, kOutcomes28},
    {"add__float16_dimensioned__float16_dimensioned", kArgs222, kOutcomes28},
    {"add__float16_dimensioned__bfloat16_dimensioned", kArgs223, kOutcomes32},
    {"add__float16_dimensioned__float32_dimensioned", kArgs224, kOutcomes32},
    {"add__float16_dimensioned__float64_dimensioned", kArgs225, kOutcomes34},
    {"add__float16_dimensioned__complex32_dimensioned", kArgs226, kOutcomes36},
    {"add__float16_dimensioned__complex64_dimensioned", kArgs227, kOutcomes38},
    {"add__float16_dimensioned__complex128_dimensioned", kArgs228, kOutcomes40},
    {"add__float16_dimensioned__bool_zero_dim", kArgs229, kOutcomes28},
    {"add__float16_dimensioned__uint8_zero_dim", kArgs230, kOutcomes28},
    {"add__float16_dimensioned__int8_zero_dim", kArgs231, kOutcomes28},
    {"add__float16_dimensioned__int16_zero_dim", kArgs232, kOutcomes28},
    {"add__float16_dimensioned__int32_zero_dim", kArgs233, kOutcomes28},
    {"add__float16_dimensioned__int64_zero_dim", kArgs234, kOutcomes28},
    {"add__float16_dimensioned__float16_zero_dim", kArgs235, kOutcomes28},
    {"add__float16_dimensioned__bfloat16_zero_dim", kArgs236, kOutcomes28},
    {"add__float16_dimensioned__float32_zero_dim", kArgs237, kOutcomes28},
    {"add__float16_dimensioned__float64_zero_dim", kArgs238, kOutcomes28},
    {"add__float16_dimensioned__complex32_zero_dim", kArgs239, kOutcomes36},
    {"add__float16_dimensioned__complex64_zero_dim", kArgs240, kOutcomes36},
    {"add__float16_dimensioned__complex128_zero_dim", kArgs241, kOutcomes36},
    {"add__float16_dimensioned__bool_scalar", kArgs242, kOutcomes243},
    {"add__float16_dimensioned__int_scalar", kArgs244, kOutcomes243},
    {"add__float16_dimensioned__float_scalar", kArgs245, kOutcomes243},
    {"add__float16_dimensioned__complex_scalar", kArgs246, kOutcomes247},
    {"add__bfloat16_dimensioned__bool_dimensioned", kArgs248, kOutcomes30},
    {"add__bfloat16_dimensioned__uint8_dimensioned", kArgs249, kOutcomes30},
    {"add__bfloat16_dimensioned__int8_dimensioned", kArgs250, kOutcomes30},
    {"add__bfloat16_dimensioned__int16_dimensioned", kArgs251, kOutcomes30},
    {"add__bfloat16_dimensioned__int32_dimensioned", kArgs252, kOutcomes30},
    {"add__bfloat16_dimensioned__int64_dimensioned", kArgs253, kOutcomes30},
    {"add__bfloat16_dimensioned__float16_dimensioned", kArgs254, kOutcomes32},
    {"add__bfloat16_dimensioned__bfloat16_dimensioned", kArgs255, kOutcomes30},
    {"add__bfloat16_dimensioned__float32_dimensioned", kArgs256, kOutcomes32},
    {"add__bfloat16_dimensioned__float64_dimensioned", kArgs257, kOutcomes34},
    {"add__bfloat16_dimensioned__complex32_dimensioned", kArgs258, kOutcomes38},
    {"add__bfloat16_dimensioned__complex64_dimensioned", kArgs259, kOutcomes38},
    {"add__bfloat16_dimensioned__complex128_dimensioned", kArgs260, kOutcomes40},
    {"add__bfloat16_dimensioned__bool_zero_dim", kArgs261, kOutcomes30},
    {"add__bfloat16_dimensioned__uint8_zero_dim", kArgs262, kOutcomes30},
    {"add__bfloat16_dimensioned__int8_zero_dim", kArgs263, kOutcomes30},
    {"add__bfloat16_dimensioned__int16_zero_dim", kArgs264, kOutcomes30},
    {"add__bfloat16_dimensioned__int32_zero_dim", kArgs265, kOutcomes30},
    {"add__bfloat16_dimensioned__int64_zero_dim", kArgs266, kOutcomes30},
    {"add__bfloat16_dimensioned__float16_zero_dim", kArgs267, kOutcomes30},
    {"add__bfloat16_dimensioned__bfloat16_zero_dim", kArgs268, kOutcomes30},
    {"add__bfloat16_dimensioned__float32_zero_dim", kArgs269, kOutcomes30},
    {"add__bfloat16_dimensioned__float64_zero_dim", kArgs270, kOutcomes30},
    {"add__bfloat16_dimensioned__complex32_zero_dim", kArgs271, kOutcomes38},
    {"add__bfloat16_dimensioned__complex64_zero_dim", kArgs272, kOutcomes38},
    {"add__bfloat16_dimensioned__complex128_zero_dim", kArgs273, kOutcomes38},
    {"add__bfloat16_dimensioned__bool_scalar", kArgs274, kOutcomes275},
    {"add__bfloat16_dimensioned__int_scalar", kArgs276, kOutcomes275},
    {"add__bfloat16_dimensioned__float_scalar", kArgs277, kOutcomes275},
    {"add__bfloat16_dimensioned__complex_scalar", kArgs278, kOutcomes61},
    {"add__float32_dimensioned__bool_dimensioned", kArgs279, kOutcomes32},
    {"add__float32_dimensioned__uint8_dimensioned", kArgs280, kOutcomes32},
    {"add__float32_dimensioned__int8_dimensioned", kArgs281, kOutcomes32},
    {"add__float32_dimensioned__int16_dimensioned", kArgs282, kOutcomes32},
    {"add__float32_dimensioned__int32_dimensioned", kArgs283, kOutcomes32},
    {"add__float32_dimensioned__int64_dimensioned", kArgs284, kOutcomes32},
    {"add__float32_dimensioned__float16_dimensioned", kArgs285, kOutcomes32},
    {"add__float32_dimensioned__bfloat16_dimensioned", kArgs286, kOutcomes32},
    {"add__float32_dimensioned__float32_dimensioned", kArgs287, kOutcomes32},
    {"add__float32_dimensioned__float64_dimensioned", kArgs288, kOutcomes34},
    {"add__float32_dimensioned__complex32_dimensioned", kArgs289, kOutcomes38},
    {"add__float32_dimensioned__complex64_dimensioned", kArgs290, kOutcomes38},
    {"add__float32_dimensioned__complex128_dimensioned", kArgs291, kOutcomes40},
    {"add__float32_dimensioned__bool_zero_dim", kArgs292, kOutcomes32},
    {"add__float32_dimensioned__uint8_zero_dim", kArgs293, kOutcomes32},
    {"add__float32_dimensioned__int8_zero_dim", kArgs294, kOutcomes32},
    {"add__float32_dimensioned__int16_zero_dim", kArgs295, kOutcomes32},
    {"add__float32_dimensioned__int32_zero_dim", kArgs296, kOutcomes32},
    {"add__float32_dimensioned__int64_zero_dim", kArgs297, kOutcomes32},
    {"add__float32_dimensioned__float16_zero_dim", kArgs298, kOutcomes32},
    {"add__float32_dimensioned__bfloat16_zero_dim", kArgs299, kOutcomes32},
    {"add__float32_dimensioned__float32_zero_dim", kArgs300, kOutcomes32},
    {"add__float32_dimensioned__float64_zero_dim", kArgs301, kOutcomes32},
    {"add__float32_dimensioned__complex32_zero_dim", kArgs302, kOutcomes38},
    {"add__float32_dimensioned__complex64_zero_dim", kArgs303, kOutcomes38},
    {"add__float32_dimensioned__complex128_zero_dim", kArgs304, kOutcomes38},
    {"add__float32_dimensioned__bool_scalar", kArgs305, kOutcomes59},
    {"add__float32_dimensioned__int_scalar", kArgs306, kOutcomes59},
    {"add__float32_dimensioned__float_scalar", kArgs307, kOutcomes59},
    {"add__float32_dimensioned__complex_scalar", kArgs308, kOutcomes61},
    {"add__float64_dimensioned__bool_dimensioned", kArgs309, kOutcomes34},
    {"add__float64_dimensioned__uint8_dimensioned", kArgs310, kOutcomes34},
    {"add__float64_dimensioned__int8_dimensioned", kArgs311, kOutcomes34},
    {"add__float64_dimensioned__int16_dimensioned", kArgs312, kOutcomes34},
    {"add__float64_dimensioned__int32_dimensioned", kArgs313, kOutcomes34},
    {"add__float64_dimensioned__int64_dimensioned", kArgs314, kOutcomes34},
    {"add__float64_dimensioned__float16_dimensioned", kArgs315, kOutcomes34},
    {"add__float64_dimensioned__bfloat16_dimensioned", kArgs316, kOutcomes34},
    {"add__float64_dimensioned__float32_dimensioned", kArgs317, kOutcomes34},
    {"add__float64_dimensioned__float64_dimensioned", kArgs318, kOutcomes34},
    {"add__float64_dimensioned__complex32_dimensioned", kArgs319, kOutcomes40},
    {"add__float64_dimensioned__complex64_dimensioned", kArgs320, kOutcomes40},
    {"add__float64_dimensioned__complex128_dimensioned", kArgs321, kOutcomes40},
    {"add__float64_dimensioned__bool_zero_dim", kArgs322, kOutcomes34},
    {"add__float64_dimensioned__uint8_zero_dim", kArgs323, kOutcomes34},
    {"add__float64_dimensioned__int8_zero_dim", kArgs324, kOutcomes34},
    {"add__float64_dimensioned__int16_zero_dim", kArgs325, kOutcomes34},
    {"add__float64_dimensioned__int32_zero_dim", kArgs326, kOutcomes34},
    {"add__float64_dimensioned__int64_zero_dim", kArgs327, kOutcomes34},
    {"add__float64_dimensioned__float16_zero_dim", kArgs328, kOutcomes34},
    {"add__float64_dimensioned__bfloat16_zero_dim", kArgs329, kOutcomes34},
    {"add__float64_dimensioned__float32_zero_dim", kArgs330, kOutcomes34},
    {"add__float64_dimensioned__float64_zero_dim", kArgs331, kOutcomes34},
    {"add__float64_dimensioned__complex32_zero_dim", kArgs332, kOutcomes40},
    {"add__float64_dimensioned__complex64_zero_dim", kArgs333, kOutcomes40},
    {"add__float64_dimensioned__complex128_zero_dim", kArgs334, kOutcomes40},
    {"add__float64_dimensioned__bool_scalar", kArgs335, kOutcomes336},
    {"add__float64_dimensioned__int_scalar", kArgs337, kOutcomes336},
    {"add__float64_dimensioned__float_scalar", kArgs338, kOutcomes336},
    {"add__float64_dimensioned__complex_scalar", kArgs339, kOutcomes340},
    {"add__complex32_dimensioned__bool_dimensioned", kArgs341, kOutcomes36},
    {"add__complex32_dimensioned__uint8_dimensioned", kArgs342, kOutcomes36},
    {"add__complex32_dimensioned__int8_dimensioned", kArgs343, kOutcomes36},
    {"add__complex32_dimensioned__int16_dimensioned", kArgs344, kOutcomes36},
    {"add__complex32_dimensioned__int32_dimensioned", kArgs345, kOutcomes36},
    {"add__complex32_dimensioned__int64_dimensioned", kArgs346, kOutcomes36},
    {"add__complex32_dimensioned__float16_dimensioned", kArgs347, kOutcomes36},
    {"add__complex32_dimensioned__bfloat16_dimensioned", kArgs348, kOutcomes38},
    {"add__complex32_dimensioned__float32_dimensioned", kArgs349, kOutcomes38},
    {"add__complex32_dimensioned__float64_dimensioned", kArgs350, kOutcomes40},
    {"add__complex32_dimensioned__complex32_dimensioned", kArgs351, kOutcomes36},
    {"add__complex32_dimensioned__complex64_dimensioned", kArgs352, kOutcomes38},
    {"add__complex32_dimensioned__complex128_dimensioned", kArgs353, kOutcomes40},
    {"add__complex32_dimensioned__bool_zero_dim", kArgs354, kOutcomes36},
    {"add__complex32_dimensioned__uint8_zero_dim", kArgs355, kOutcomes36},
    {"add__complex32_dimensioned__int8_zero_dim", kArgs356, kOutcomes36},
    {"add__complex32_dimensioned__int16_zero_dim", kArgs357, kOutcomes36},
    {"add__complex32_dimensioned__int32_zero_dim", kArgs358, kOutcomes36},
    {"add__complex32_dimensioned__int64_zero_dim", kArgs359, kOutcomes36},
    {"add__complex32_dimensioned__float16_zero_dim", kArgs360, kOutcomes36},
    {"add__complex32_dimensioned__bfloat16_zero_dim", kArgs361, kOutcomes36},
    {"add__complex32_dimensioned__float32_zero_dim", kArgs362, kOutcomes36},
    {"add__complex32_dimensioned__float64_zero_dim", kArgs363, kOutcomes36},
    {"add__complex32_dimensioned__complex32_zero_dim", kArgs364, kOutcomes36},
    {"add__complex32_dimensioned__complex64_zero_dim", kArgs365, kOutcomes36},
    {"add__complex32_dimensioned__complex128_zero_dim", kArgs366, kOutcomes36},
    {"add__complex32_dimensioned__bool_scalar", kArgs367, kOutcomes247},
    {"add__complex32_dimensioned__int_scalar", kArgs368, kOutcomes247},
    {"add__complex32_dimensioned__float_scalar", kArgs369, kOutcomes247},
    {"add__complex32_dimensioned__complex_scalar", kArgs370, kOutcomes247},
    {"add__complex64_dimensioned__bool_dimensioned", kArgs371, kOutcomes38},
    {"add__complex64_dimensioned__uint8_dimensioned", kArgs372, kOutcomes38},
    {"add__complex64_dimensioned__int8_dimensioned", kArgs373, kOutcomes38},
    {"add__complex64_dimensioned__int16_dimensioned", kArgs374, kOutcomes38},
    {"add__complex64_dimensioned__int32_dimensioned", kArgs375, kOutcomes38},
    {"add__complex64_dimensioned__int64_dimensioned", kArgs376, kOutcomes38},
    {"add__complex64_dimensioned__float16_dimensioned", kArgs377, kOutcomes38},
    {"add__complex64_dimensioned__bfloat16_dimensioned", kArgs378, kOutcomes38},
    {"add__complex64_dimensioned__float32_dimensioned", kArgs379, kOutcomes38},
    {"add__complex64_dimensioned__float64_dimensioned", kArgs380, kOutcomes40},
    {"add__complex64_dimensioned__complex32_dimensioned", kArgs381, kOutcomes38},
    {"add__complex64_dimensioned__complex64_dimensioned", kArgs382, kOutcomes38},
    {"add__complex64_dimensioned__complex128_dimensioned", kArgs383, kOutcomes40},
    {"add__complex64_dimensioned__bool_zero_dim", kArgs384, kOutcomes38},
    {"add__complex64_dimensioned__uint8_zero_dim", kArgs385, kOutcomes38},
    {"add__complex64_dimensioned__int8_zero_dim", kArgs386, kOutcomes38},
    {"add__complex64_dimensioned__int16_zero_dim", kArgs387, kOutcomes38},
    {"add__complex64_dimensioned__int32_zero_dim", kArgs388, kOutcomes38},
    {"add__complex64_dimensioned__int64_zero_dim", kArgs389, kOutcomes38},
    {"add__complex64_dimensioned__float16_zero_dim", kArgs390, kOutcomes38},
    {"add__complex64_dimensioned__bfloat16_zero_dim", kArgs391, kOutcomes38},
    {"add__complex64_dimensioned__float32_zero_dim", kArgs392, kOutcomes38},
    {"add__complex64_dimensioned__float64_zero_dim", kArgs393, kOutcomes38},
    {"add__complex64_dimensioned__complex32_zero_dim", kArgs394, kOutcomes38},
    {"add__complex64_dimensioned__complex64_zero_dim", kArgs395, kOutcomes38},
    {"add__complex64_dimensioned__complex128_zero_dim", kArgs396, kOutcomes38},
    {"add__complex64_dimensioned__bool_scalar", kArgs397, kOutcomes61},
    {"add__complex64_dimensioned__int_scalar", kArgs398, kOutcomes61},
    {"add__complex64_dimensioned__float_scalar", kArgs399, kOutcomes61},
    {"add__complex64_dimensioned__complex_scalar", kArgs400, kOutcomes61},
    {"add__complex128_dimensioned__bool_dimensioned", kArgs401, kOutcomes40},
    {"add__complex128_dimensioned__uint8_dimensioned", kArgs402, kOutcomes40},
    {"add__complex128_dimensioned__int8_dimensioned", kArgs403, kOutcomes40},
    {"add__complex128_dimensioned__int16_dimensioned", kArgs404, kOutcomes40},
    {"add__complex128_dimensioned__int32_dimensioned", kArgs405, kOutcomes40},
    {"add__complex128_dimensioned__int64_dimensioned", kArgs406, kOutcomes40},
    {"add__complex128_dimensioned__float16_dimensioned", kArgs407, kOutcomes40},
    {"add__complex128_dimensioned__bfloat16_dimensioned", kArgs408, kOutcomes40},
    {"add__complex128_dimensioned__float32_dimensioned", kArgs409, kOutcomes40},
    {"add__complex128_dimensioned__float64_dimensioned", kArgs410, kOutcomes40},
    {"add__complex128_dimensioned__complex32_dimensioned", kArgs411, kOutcomes40},
    {"add__complex128_dimensioned__complex64_dimensioned", kArgs412, kOutcomes40},
    {"add__complex128_dimensioned__complex128_dimensioned", kArgs413, kOutcomes40},
    {"add__complex128_dimensioned__bool_zero_dim", kArgs414, kOutcomes40},
    {"add__complex128_dimensioned__uint8_zero_dim", kArgs415, kOutcomes40},
    {"add__complex128_dimensioned__int8_zero_dim", kArgs416, kOutcomes40},
    {"add__complex128_dimensioned__int16_zero_dim", kArgs417, kOutcomes40},
    {"add__complex128_dimensioned__int32_zero_dim", kArgs418, kOutcomes40},
    {"add__complex128_dimensioned__int64_zero_dim", kArgs419, kOutcomes40},
    {"add__complex128_dimensioned__float16_zero_dim", kArgs420, kOutcomes40},
    {"add__complex128_dimensioned__bfloat16_zero_dim", kArgs421, kOutcomes40},
    {"add__complex128_dimensioned__float32_zero_dim", kArgs422, kOutcomes40},
    {"add__complex128_dimensioned__float64_zero_dim", kArgs423, kOutcomes40},
    {"add__complex128_dimensioned__complex32_zero_dim", kArgs424, kOutcomes40},
    {"add__complex128_dimensioned__complex64_zero_dim", kArgs425, kOutcomes40},
    {"add__complex128_dimensioned__complex128_zero_dim", kArgs426, kOutcomes40},
    {"add__complex128_dimensioned__bool_scalar", kArgs427, kOutcomes340},
    {"add__complex128_dimensioned__int_scalar", kArgs428, kOutcomes340},
    {"add__complex128_dimensioned__float_scalar", kArgs429, kOutcomes340},
    {"add__complex128_dimensioned__complex_scalar", kArgs430, kOutcomes340},
    {"add__bool_zero_dim__bool_dimensioned", kArgs431, kOutcomes16},
    {"add__bool_zero_dim__uint8_dimensioned", kArgs432, kOutcomes18},
    {"add__bool_zero_dim__int8_dimensioned", kArgs433, kOutcomes20},
    {"add__bool_zero_dim__int16_dimensioned", kArgs434, kOutcomes22},
    {"add__bool_zero_dim__int32_dimensioned", kArgs435, kOutcomes24},
    {"add__bool_zero_dim__int64_dimensioned", kArgs436, kOutcomes26},
    {"add__bool_zero_dim__float16_dimensioned", kArgs437, kOutcomes28},
    {"add__bool_zero_dim__bfloat16_dimensioned", kArgs438, kOutcomes30},
    {"add__bool_zero_dim__float32_dimensioned", kArgs439, kOutcomes32},
    {"add__bool_zero_dim__float64_dimensioned", kArgs440, kOutcomes34},
    {"add__bool_zero_dim__complex32_dimensioned", kArgs441, kOutcomes36},
    {"add__bool_zero_dim__complex64_dimensioned", kArgs442, kOutcomes38},
    {"add__bool_zero_dim__complex128_dimensioned", kArgs443, kOutcomes40},
    {"add__bool_zero_dim__bool_zero_dim", kArgs444, kOutcomes445},
    {"add__bool_zero_dim__uint8_zero_dim", kArgs446, kOutcomes447},
    {"add__bool_zero_dim__int8_zero_dim", kArgs448, kOutcomes449},
    {"add__bool_zero_dim__int16_zero_dim", kArgs450, kOutcomes451},
    {"add__bool_zero_dim__int32_zero_dim", kArgs452, kOutcomes453},
    {"add__bool_zero_dim__int64_zero_dim", kArgs454, kOutcomes455},
    {"add__bool_zero_dim__float16_zero_dim", kArgs456, kOutcomes457},
    {"add__bool_zero_dim__bfloat16_zero_dim", kArgs458, kOutcomes459},
    {"add__bool_zero_dim__float32_zero_dim", kArgs460, kOutcomes461},
    {"add__bool_zero_dim__float64_zero_dim", kArgs462, kOutcomes463},
    {"add__bool_zero_dim__complex32_zero_dim", kArgs464, kOutcomes465},
    {"add__bool_zero_dim__complex64_zero_dim", kArgs466, kOutcomes467},
    {"add__bool_zero_dim__complex128_zero_dim", kArgs468, kOutcomes469},
    {"add__bool_zero_dim__bool_scalar", kArgs470, kOutcomes471},
    {"add__bool_zero_dim__int_scalar", kArgs472, kOutcomes473},
    {"add__bool_zero_dim__float_scalar", kArgs474, kOutcomes475},
    {"add__bool_zero_dim__complex_scalar", kArgs476, kOutcomes477},
    {"add__uint8_zero_dim__bool_dimensioned", kArgs478, kOutcomes18},
    {"add__uint8_zero_dim__uint8_dimensioned", kArgs479, kOutcomes18},
    {"add__uint8_zero_dim__int8_dimensioned", kArgs480, kOutcomes20},
    {"add__uint8_zero_dim__int16_dimensioned", kArgs481, kOutcomes22},
    {"add__uint8_zero_dim__int32_dimensioned", kArgs482, kOutcomes24},
    {"add__uint8_zero_dim__int64_dimensioned", kArgs483, kOutcomes26},
    {"add__uint8_zero_dim__float16_dimensioned", kArgs484, kOutcomes28},
    {"add__uint8_zero_dim__bfloat16_dimensioned", kArgs485, kOutcomes30},
    {"add__uint8_zero_dim__float32_dimensioned", kArgs486, kOutcomes32},
    {"add__uint8_zero_dim__float64_dimensioned", kArgs487, kOutcomes34},
    {"add__uint8_zero_dim__complex32_dimensioned", kArgs488, kOutcomes36},
    {"add__uint8_zero_dim__complex64_dimensioned", kArgs489, kOutcomes38},
    {"add__uint8_zero_dim__complex128_dimensioned", kArgs490, kOutcomes40},
    {"add__uint8_zero_dim__bool_zero_dim", kArgs491, kOutcomes447},
    {"add__uint8_zero_dim__uint8_zero_dim", kArgs492, kOutcomes447},
    {"add__uint8_zero_dim__int8_zero_dim", kArgs493, kOutcomes451},
    {"add__uint8_zero_dim__int16_zero_dim", kArgs494, kOutcomes451},
    {"add__uint8_zero_dim__int32_zero_dim", kArgs495, kOutcomes453},
    {"add__uint8_zero_dim__int64_zero_dim", kArgs496, kOutcomes455},
    {"add__uint8_zero_dim__float16_zero_dim", kArgs497, kOutcomes457},
    {"add__uint8_zero_dim__bfloat16_zero_dim", kArgs498, kOutcomes459},
    {"add__uint8_zero_dim__float32_zero_dim", kArgs499, kOutcomes461},
    {"add__uint8_zero_dim__float64_zero_dim", kArgs500, kOutcomes463},
    {"add__uint8_zero_dim__complex32_zero_dim", kArgs501, kOutcomes465},
    {"add__uint8_zero_dim__complex64_zero_dim", kArgs502, kOutcomes467},
    {"add__uint8_zero_dim__complex128_zero_dim", kArgs503, kOutcomes469},
    {"add__uint8_zero_dim__bool_scalar", kArgs504, kOutcomes505},
    {"add__uint8_zero_dim__int_scalar", kArgs506, kOutcomes505},
    {"add__uint8_zero_dim__float_scalar", kArgs507, kOutcomes475},
    {"add__uint8_zero_dim__complex_scalar", kArgs508, kOutcomes477},
    {"add__int8_zero_dim__bool_dimensioned", kArgs509, kOutcomes20},
    {"add__int8_zero_dim__uint8_dimensioned", kArgs510, kOutcomes18},
    {"add__int8_zero_dim__int8_dimensioned", kArgs511, kOutcomes20},
    {"add__int8_zero_dim__int16_dimensioned", kArgs512, kOutcomes22},
    {"add__int8_zero_dim__int32_dimensioned", kArgs513, kOutcomes24},
    {"add__int8_zero_dim__int64_dimensioned", kArgs514, kOutcomes26},
    {"add__int8_zero_dim__float16_dimensioned", kArgs515, kOutcomes28},
    {"add__int8_zero_dim__bfloat16_dimensioned", kArgs516, kOutcomes30},
    {"add__int8_zero_dim__float32_dimensioned", kArgs517, kOutcomes32},
    {"add__int8_zero_dim__float64_dimensioned", kArgs518, kOutcomes34},
    {"add__int8_zero_dim__complex32_dimensioned", kArgs519, kOutcomes36},
    {"add__int8_zero_dim__complex64_dimensioned", kArgs520, kOutcomes38},
    {"add__int8_zero_dim__complex128_dimensioned", kArgs521, kOutcomes40},
    {"add__int8_zero_dim__bool_zero_dim", kArgs522, kOutcomes449},
    {"add__int8_zero_dim__uint8_zero_dim", kArgs523, kOutcomes451},
    {"add__int8_zero_dim__int8_zero_dim", kArgs524, kOutcomes449},
    {"add__int8_zero_dim__int16_zero_dim", kArgs525, kOutcomes451},
    {"add__int8_zero_dim__int32_zero_dim", kArgs526, kOutcomes453},
    {"add__int8_zero_dim__int64_zero_dim", kArgs527, kOutcomes455},
    {"add__int8_zero_dim__float16_zero_dim", kArgs528, kOutcomes457},
    {"add__int8_zero_dim__bfloat16_zero_dim", kArgs529, kOutcomes459},
    {"add__int8_zero_dim__float32_zero_dim", kArgs530, kOutcomes461},
    {"add__int8_zero_dim__float64_zero_dim", kArgs531, kOutcomes463},
    {"add__int8_zero_dim__complex32_zero_dim", kArgs532, kOutcomes465},
    {"add__int8_zero_dim__complex64_zero_dim", kArgs533, kOutcomes467},
    {"add__int8_zero_dim__complex128_zero_dim", kArgs534, kOutcomes469},
    {"add__int8_zero_dim__bool_scalar", kArgs535, kOutcomes536},
    {"add__int8_zero_dim__int_scalar", kArgs537, kOutcomes536},
    {"add__int8_zero_dim__float_scalar", kArgs538, kOutcomes475},
    {"add__int8_zero_dim__complex_scalar", kArgs539, kOutcomes477},
    {"add__int16_zero_dim__bool_dimensioned", kArgs540, kOutcomes22},
    {"add__int16_zero_dim__uint8_dimensioned", kArgs541, kOutcomes18},
    {"add__int16_zero_dim__int8_dimensioned", kArgs542, kOutcomes20},
    {"add__int16_zero_dim__int16_dimensioned", kArgs543, kOutcomes22},
    {"add__int16_zero_dim__int32_dimensioned", kArgs544, kOutcomes24},
    {"add__int16_zero_dim__int64_dimensioned", kArgs545, kOutcomes26},
    {"add__int16_zero_dim__float16_dimensioned", kArgs546, kOutcomes28},
    {"add__int16_zero_dim__bfloat16_dimensioned", kArgs547, kOutcomes30},
    {"add__int16_zero_dim__float32_dimensioned", kArgs548, kOutcomes32},
    {"add__int16_zero_dim__float64_dimensioned", kArgs549, kOutcomes34},
    {"add__int16_zero_dim__complex32_dimensioned", kArgs550, kOutcomes36},
    {"add__int16_zero_dim__complex64_dimensioned", kArgs551, kOutcomes38},
    {"add__int16_zero_dim__complex128_dimensioned", kArgs552, kOutcomes40},
    {"add__int16_zero_dim__bool_zero_dim", kArgs553, kOutcomes451},
    {"add__int16_zero_dim__uint8_zero_dim", kArgs554, kOutcomes451},
    {"add__int16_zero_dim__int8_zero_dim", kArgs555, kOutcomes451},
    {"add__int16_zero_dim__int16_zero_dim", kArgs556, kOutcomes451},
    {"add__int16_zero_dim__int32_zero_dim", kArgs557, kOutcomes453},
    {"add__int16_zero_dim__int64_zero_dim", kArgs558, kOutcomes455},
    {"add__int16_zero_dim__float16_zero_dim", kArgs559, kOutcomes457},
    {"add__int16_zero_dim__bfloat16_zero_dim", kArgs560, kOutcomes459},
    {"add__int16_zero_dim__float32_zero_dim", kArgs561, kOutcomes461},
    {"add__int16_zero_dim__float64_zero_dim", kArgs562, kOutcomes463},
    {"add__int16_zero_dim__complex32_zero_dim", kArgs563, kOutcomes465},
    {"add__int16_zero_dim__complex64_zero_dim", kArgs564, kOutcomes467},
    {"add__int16_zero_dim__complex128_zero_dim", kArgs565, kOutcomes469},
    {"add__int16_zero_dim__bool_scalar", kArgs566, kOutcomes567},
    {"add__int16_zero_dim__int_scalar", kArgs568, kOutcomes567},
    {"add__int16_zero_dim__float_scalar", kArgs569, kOutcomes475},
    {"add__int16_zero_dim__complex_scalar", kArgs570, kOutcomes477},
    {"add__int32_zero_dim__bool_dimensioned", kArgs571, kOutcomes24},
    {"add__int32_zero_dim__uint8_dimensioned", kArgs572, kOutcomes18},
    {"add__int32_zero_dim__int8_dimensioned", kArgs573, kOutcomes20},
    {"add__int32_zero_dim__int16_dimensioned", kArgs574, kOutcomes22},
    {"add__int32_zero_dim__int32_dimensioned", kArgs575, kOutcomes24},
    {"add__int32_zero_dim__int64_dimensioned", kArgs576, kOutcomes26},
    {"add__int32_zero_dim__float16_dimensioned", kArgs577, kOutcomes28},
    {"add__int32_zero_dim__bfloat16_dimensioned", kArgs578, kOutcomes30},
    {"add__int32_zero_dim__float32_dimensioned", kArgs579, kOutcomes32},
    {"add__int32_zero_dim__float64_dimensioned", kArgs580, kOutcomes34},
    {"add__int32_zero_dim__complex32_dimensioned", kArgs581, kOutcomes36},
    {"add__int32_zero_dim__complex64_dimensioned", kArgs582, kOutcomes38},
    {"add__int32_zero_dim__complex128_dimensioned", kArgs583, kOutcomes40},
    {"add__int32_zero_dim__bool_zero_dim", kArgs584, kOutcomes453},
    {"add__int32_zero_dim__uint8_zero_dim", kArgs585, kOutcomes453},
    {"add__int32_zero_dim__int8_zero_dim", kArgs586, kOutcomes453},
    {"add__int32_zero_dim__int16_zero_dim", kArgs587, kOutcomes453},
    {"add__int32_zero_dim__int32_zero_dim", kArgs588, kOutcomes453},
    {"add__int32_zero_dim__int64_zero_dim", kArgs589, kOutcomes455},
    {"add__int32_zero_dim__float16_zero_dim", kArgs590, kOutcomes457},
    {"add__int32_zero_dim__bfloat16_zero_dim", kArgs591, kOutcomes459},
    {"add__int32_zero_dim__float32_zero_dim", kArgs592, kOutcomes461},
    {"add__int32_zero_dim__float64_zero_dim", kArgs593, kOutcomes463},
    {"add__int32_zero_dim__complex32_zero_dim", kArgs594, kOutcomes465},
    {"add__int32_zero_dim__complex64_zero_dim", kArgs595, kOutcomes467},
    {"add__int32_zero_dim__complex128_zero_dim", kArgs596, kOutcomes469},
    {"add__int32_zero_dim__bool_scalar", kArgs597, kOutcomes598},
    {"add__int32_zero_dim__int_scalar", kArgs599, kOutcomes598},
    {"add__int32_zero_dim__float_scalar", kArgs600, kOutcomes475},
    {"add__int32_zero_dim__complex_scalar", kArgs601, kOutcomes477},
    {"add__int64_zero_dim__bool_dimensioned", kArgs602, kOutcomes26},
    {"add__int64_zero_dim__uint8_dimensioned", kArgs603, kOutcomes18},
    {"add__int64_zero_dim__int8_dimensioned", kArgs604, kOutcomes20},
    {"add__int64_zero_dim__int16_dimensioned", kArgs605, kOutcomes22},
    {"add__int64_zero_dim__int32_dimensioned", kArgs606, kOutcomes24},
    {"add__int64_zero_dim__int64_dimensioned", kArgs607, kOutcomes26},
    {"add__int64_zero_dim__float16_dimensioned", kArgs608, kOutcomes28},
    {"add__int64_zero_dim__bfloat16_dimensioned", kArgs609, kOutcomes30},
    {"add__int64_zero_dim__float32_dimensioned", kArgs610, kOutcomes32},
    {"add__int64_zero_dim__float64_dimensioned", kArgs611, kOutcomes34},
    {"add__int64_zero_dim__complex32_dimensioned", kArgs612, kOutcomes36},
    {"add__int64_zero_dim__complex64_dimensioned", kArgs613, kOutcomes38},
    {"add__int64_zero_dim__complex128_dimensioned", kArgs614, kOutcomes40},
    {"add__int64_zero_dim__bool_zero_dim", kArgs615, kOutcomes455},
    {"add__int64_zero_dim__uint8_zero_dim", kArgs616, kOutcomes455},
    {"add__int64_zero_dim__int8_zero_dim", kArgs617, kOutcomes455},
    {"add__int64_zero_dim__int16_zero_dim", kArgs618, kOutcomes455},
    {"add__int64_zero_dim__int32_zero_dim", kArgs619, kOutcomes455},
    {"add__int64_zero_dim__int64_zero_dim", kArgs620, kOutcomes455},
    {"add__int64_zero_dim__float16_zero_dim", kArgs621, kOutcomes457},
    {"add__int64_zero_dim__bfloat16_zero_dim", kArgs622, kOutcomes459},
    {"add__int64_zero_dim__float32_zero_dim", kArgs623, kOutcomes461},
    {"add__int64_zero_dim__float64_zero_dim", kArgs624, kOutcomes463},
    {"add__int64_zero_dim__complex32_zero_dim", kArgs625, kOutcomes465},
    {"add__int64_zero_dim__complex64_zero_dim", kArgs626, kOutcomes467},
    {"add__int64_zero_dim__complex128_zero_dim", kArgs627, kOutcomes469},
    {"add__int64_zero_dim__bool_scalar", kArgs628, kOutcomes473},
    {"add__int64_zero_dim__int_scalar", kArgs629, kOutcomes473},
    {"add__int64_zero_dim__float_scalar", kArgs630, kOutcomes475},
    {"add__int64_zero_dim__complex_scalar", kArgs631, kOutcomes477},
    {"add__float16_zero_dim__bool_dimensioned", kArgs632, kOutcomes28},
    {"add__float16_zero_dim__uint8_dimensioned", kArgs633, kOutcomes28},
    {"add__float16_zero_dim__int8_dimensioned", kArgs634, kOutcomes28},
    {"add__float16_zero_dim__int16_dimensioned", kArgs635, kOutcomes28},
    {"add__float16_zero_dim__int32_dimensioned", kArgs636, kOutcomes28},
    {"add__float16_zero_dim__int64_dimensioned", kArgs637, kOutcomes28},
    {"add__float16_zero_dim__float16_dimensioned", kArgs638, kOutcomes28},
    {"add__float16_zero_dim__bfloat16_dimensioned", kArgs639, kOutcomes30},
    {"add__float16_zero_dim__float32_dimensioned", kArgs640, kOutcomes32},
    {"add__float16_zero_dim__float64_dimensioned", kArgs641, kOutcomes34},
    {"add__float16_zero_dim__complex32_dimensioned", kArgs642, kOutcomes36},
    {"add__float16_zero_dim__complex64_dimensioned", kArgs643, kOutcomes38},
    {"add__float16_zero_dim__complex128_dimensioned", kArgs644, kOutcomes40},
    {"add__float16_zero_dim__bool_zero_dim", kArgs645, kOutcomes457},
    {"add__float16_zero_dim__uint8_zero_dim", kArgs646, kOutcomes457},
    {"add__float16_zero_dim__int8_zero_dim", kArgs647, kOutcomes457},
    {"add__float16_zero_dim__int16_zero_dim", kArgs648, kOutcomes457},
    {"add__float16_zero_dim__int32_zero_dim", kArgs649, kOutcomes457},
    {"add__float16_zero_dim__int64_zero_dim", kArgs650, kOutcomes457},
    {"add__float16_zero_dim__float16_zero_dim", kArgs651, kOutcomes457},
    {"add__float16_zero_dim__bfloat16_zero_dim", kArgs652, kOutcomes461},
    {"add__float16_zero_dim__float32_zero_dim", kArgs653, kOutcomes461},
    {"add__float16_zero_dim__float64_zero_dim", kArgs654, kOutcomes463},
    {"add__float16_zero_dim__complex32_zero_dim", kArgs655, kOutcomes465},
    {"add__float16_zero_dim__complex64_zero_dim", kArgs656, kOutcomes467},
    {"add__float16_zero_dim__complex128_zero_dim", kArgs657, kOutcomes469},
    {"add__float16_zero_dim__bool_scalar", kArgs658, kOutcomes659},
    {"add__float16_zero_dim__int_scalar", kArgs660, kOutcomes659},
    {"add__float16_zero_dim__float_scalar", kArgs661, kOutcomes659},
    {"add__float16_zero_dim__complex_scalar", kArgs662, kOutcomes663},
    {"add__bfloat16_zero_dim__bool_dimensioned", kArgs664, kOutcomes30},
    {"add__bfloat16_zero_dim__uint8_dimensioned", kArgs665, kOutcomes30},
    {"add__bfloat16_zero_dim__int8_dimensioned", kArgs666, kOutcomes30},
    {"add__bfloat16_zero_dim__int16_dimensioned", kArgs667, kOutcomes30},
    {"add__bfloat16_zero_dim__int32_dimensioned", kArgs668, kOutcomes30},
    {"add__bfloat16_zero_dim__int64_dimensioned", kArgs669, kOutcomes30},
    {"add__bfloat16_zero_dim__float16_dimensioned", kArgs670, kOutcomes28},
    {"add__bfloat16_zero_dim__bfloat16_dimensioned", kArgs671, kOutcomes30},
    {"add__bfloat16_zero_dim__float32_dimensioned", kArgs672, kOutcomes32},
    {"add__bfloat16_zero_dim__float64_dimensioned", kArgs673, kOutcomes34},
    {"add__bfloat16_zero_dim__complex32_dimensioned", kArgs674, kOutcomes36},
    {"add__bfloat16_zero_dim__complex64_dimensioned", kArgs675, kOutcomes38},
    {"add__bfloat16_zero_dim__complex128_dimensioned", kArgs676, kOutcomes40},
    {"add__bfloat16_zero_dim__bool_zero_dim", kArgs677, kOutcomes459},
    {"add__bfloat16_zero_dim__uint8_zero_dim", kArgs678, kOutcomes459},
    {"add__bfloat16_zero_dim__int8_zero_dim", kArgs679, kOutcomes459},
    {"add__bfloat16_zero_dim__int16_zero_dim", kArgs680, kOutcomes459},
    {"add__bfloat16_zero_dim__int32_zero_dim", kArgs681, kOutcomes459},
    {"add__bfloat16_zero_dim__int64_zero_dim", kArgs682, kOutcomes459},
    {"add__bfloat16_zero_dim__float16_zero_dim", kArgs683, kOutcomes461},
    {"add__bfloat16_zero_dim__bfloat16_zero_dim", kArgs684, kOutcomes459},
    {"add__bfloat16_zero_dim__float32_zero_dim", kArgs685, kOutcomes461},
    {"add__bfloat16_zero_dim__float64_zero_dim", kArgs686, kOutcomes463},
    {"add__bfloat16_zero_dim__complex32_zero_dim", kArgs687, kOutcomes467},
    {"add__bfloat16_zero_dim__complex64_zero_dim", kArgs688, kOutcomes467},
    {"add__bfloat16_zero_dim__complex128_zero_dim", kArgs689, kOutcomes469},
    {"add__bfloat16_zero_dim__bool_scalar", kArgs690, kOutcomes691},
    {"add__bfloat16_zero_dim__int_scalar", kArgs692, kOutcomes691},
    {"add__bfloat16_zero_dim__float_scalar", kArgs693, kOutcomes691},
    {"add__bfloat16_zero_dim__complex_scalar", kArgs694, kOutcomes477},
    {"add__float32_zero_dim__bool_dimensioned", kArgs695, kOutcomes32},
    {"add__float32_zero_dim__uint8_dimensioned", kArgs696, kOutcomes32},
    {"add__float32_zero_dim__int8_dimensioned", kArgs697, kOutcomes32},
    {"add__float32_zero_dim__int16_dimensioned", kArgs698, kOutcomes32},
    {"add__float32_zero_dim__int32_dimensioned", kArgs699, kOutcomes32},
    {"add__float32_zero_dim__int64_dimensioned", kArgs700, kOutcomes32},
    {"add__float32_zero_dim__float16_dimensioned", kArgs701, kOutcomes28},
    {"add__float32_zero_dim__bfloat16_dimensioned", kArgs702, kOutcomes30},
    {"add__float32_zero_dim__float32_dimensioned", kArgs703, kOutcomes32},
    {"add__float32_zero_dim__float64_dimensioned", kArgs704, kOutcomes34},
    {"add__float32_zero_dim__complex32_dimensioned", kArgs705, kOutcomes36},
    {"add__float32_zero_dim__complex64_dimensioned", kArgs706, kOutcomes38},
    {"add__float32_zero_dim__complex128_dimensioned", kArgs707, kOutcomes40},
    {"add__float32_zero_dim__bool_zero_dim", kArgs708, kOutcomes461},
    {"add__float32_zero_dim__uint8_zero_dim", kArgs709, kOutcomes461},
    {"add__float32_zero_dim__int8_zero_dim", kArgs710, kOutcomes461},
    {"add__float32_zero_dim__int16_zero_dim", kArgs711, kOutcomes461},
    {"add__float32_zero_dim__int32_zero_dim", kArgs712, kOutcomes461},
    {"add__float32_zero_dim__int64_zero_dim", kArgs713, kOutcomes461},
    {"add__float32_zero_dim__float16_zero_dim", kArgs714, kOutcomes461},
    {"add__float32_zero_dim__bfloat16_zero_dim", kArgs715, kOutcomes461},
    {"add__float32_zero_dim__float32_zero_dim", kArgs716, kOutcomes461},
    {"add__float32_zero_dim__float64_zero_dim", kArgs717, kOutcomes463},
    {"add__float32_zero_dim__complex32_zero_dim", kArgs718, kOutcomes467},
    {"add__float32_zero_dim__complex64_zero_dim", kArgs719, kOutcomes467},
    {"add__float32_zero_dim__complex128_zero_dim", kArgs720, kOutcomes469},
    {"add__float32_zero_dim__bool_scalar", kArgs721, kOutcomes475},
    {"add__float32_zero_dim__int_scalar", kArgs722, kOutcomes475},
    {"add__float32_zero_dim__float_scalar", kArgs723, kOutcomes475},
    {"add__float32_zero_dim__complex_scalar", kArgs724, kOutcomes477},
    {"add__float64_zero_dim__bool_dimensioned", kArgs725, kOutcomes34},
    {"add__float64_zero_dim__uint8_dimensioned", kArgs726, kOutcomes34},
    {"add__float64_zero_dim__int8_dimensioned", kArgs727, kOutcomes34},
    {"add__float64_zero_dim__int16_dimensioned", kArgs728, kOutcomes34},
    {"add__float64_zero_dim__int32_dimensioned", kArgs729, kOutcomes34},
    {"add__float64_zero_dim__int64_dimensioned", kArgs730, kOutcomes34},
    {"add__float64_zero_dim__float16_dimensioned", kArgs731, kOutcomes28},
    {"add__float64_zero_dim__bfloat16_dimensioned", kArgs732, kOutcomes30},
    {"add__float64_zero_dim__float32_dimensioned", kArgs733, kOutcomes32},
    {"add__float64_zero_dim__float64_dimensioned", kArgs734, kOutcomes34},
    {"add__float64_zero_dim__complex32_dimensioned", kArgs735, kOutcomes36},
    {"add__float64_zero_dim__complex64_dimensioned", kArgs736, kOutcomes38},
    {"add__float64_zero_dim__complex128_dimensioned", kArgs737, kOutcomes40},
    {"add__float64_zero_dim__bool_zero_dim", kArgs738, kOutcomes463},
    {"add__float64_zero_dim__uint8_zero_dim", kArgs739, kOutcomes463},
    {"add__float64_zero_dim__int8_zero_dim", kArgs740, kOutcomes463},
    {"add__float64_zero_dim__int16_zero_dim", kArgs741, kOutcomes463},
    {"add__float64_zero_dim__int32_zero_dim", kArgs742, kOutcomes463},
    {"add__float64_zero_dim__int64_zero_dim", kArgs743, kOutcomes463},
    {"add__float64_zero_dim__float16_zero_dim", kArgs744, kOutcomes463},
    {"add__float64_zero_dim__bfloat16_zero_dim", kArgs745, kOutcomes463},
    {"add__float64_zero_dim__float32_zero_dim", kArgs746, kOutcomes463},
    {"add__float64_zero_dim__float64_zero_dim", kArgs747, kOutcomes463},
    {"add__float64_zero_dim__complex32_zero_dim", kArgs748, kOutcomes469},
    {"add__float64_zero_dim__complex64_zero_dim", kArgs749, kOutcomes469},
    {"add__float64_zero_dim__complex128_zero_dim", kArgs750, kOutcomes469},
    {"add__float64_zero_dim__bool_scalar", kArgs751, kOutcomes752},
    {"add__float64_zero_dim__int_scalar", kArgs753, kOutcomes752},
    {"add__float64_zero_dim__float_scalar", kArgs754, kOutcomes752},
    {"add__float64_zero_dim__complex_scalar", kArgs755, kOutcomes756},
    {"add__complex32_zero_dim__bool_dimensioned", kArgs757, kOutcomes36},
    {"add__complex32_zero_dim__uint8_dimensioned", kArgs758, kOutcomes36},
    {"add__complex32_zero_dim__int8_dimensioned", kArgs759, kOutcomes36},
    {"add__complex32_zero_dim__int16_dimensioned", kArgs760, kOutcomes36},
    {"add__complex32_zero_dim__int32_dimensioned", kArgs761, kOutcomes36},
    {"add__complex32_zero_dim__int64_dimensioned", kArgs762, kOutcomes36},
    {"add__complex32_zero_dim__float16_dimensioned", kArgs763, kOutcomes36},
    {"add__complex32_zero_dim__bfloat16_dimensioned", kArgs764, kOutcomes38},
    {"add__complex32_zero_dim__float32_dimensioned", kArgs765, kOutcomes38},
    {"add__complex32_zero_dim__float64_dimensioned", kArgs766, kOutcomes40},
    {"add__complex32_zero_dim__complex32_dimensioned", kArgs767, kOutcomes36},
    {"add__complex32_zero_dim__complex64_dimensioned", kArgs768, kOutcomes38},
    {"add__complex32_zero_dim__complex128_dimensioned", kArgs769, kOutcomes40},
    {"add__complex32_zero_dim__bool_zero_dim", kArgs770, kOutcomes465},
    {"add__complex32_zero_dim__uint8_zero_dim", kArgs771, kOutcomes465},
    {"add__complex32_zero_dim__int8_zero_dim", kArgs772, kOutcomes465},
    {"add__complex32_zero_dim__int16_zero_dim", kArgs773, kOutcomes465},
    {"add__complex32_zero_dim__int32_zero_dim", kArgs774, kOutcomes465},
    {"add__complex32_zero_dim__int64_zero_dim", kArgs775, kOutcomes465},
    {"add__complex32_zero_dim__float16_zero_dim", kArgs776, kOutcomes465},
    {"add__complex32_zero_dim__bfloat16_zero_dim", kArgs777, kOutcomes467},
    {"add__complex32_zero_dim__float32_zero_dim", kArgs778, kOutcomes467},
    {"add__complex32_zero_dim__float64_zero_dim", kArgs779, kOutcomes469},
    {"add__complex32_zero_dim__complex32_zero_dim", kArgs780, kOutcomes465},
    {"add__complex32_zero_dim__complex64_zero_dim", kArgs781, kOutcomes467},
    {"add__complex32_zero_dim__complex128_zero_dim", kArgs782, kOutcomes469},
    {"add__complex32_zero_dim__bool_scalar", kArgs783, kOutcomes663},
    {"add__complex32_zero_dim__int_scalar", kArgs784, kOutcomes663},
    {"add__complex32_zero_dim__float_scalar", kArgs785, kOutcomes663},
    {"add__complex32_zero_dim__complex_scalar", kArgs786, kOutcomes663},
    {"add__complex64_zero_dim__bool_dimensioned", kArgs787, kOutcomes38},
    {"add__complex64_zero_dim__uint8_dimensioned", kArgs788, kOutcomes38},
    {"add__complex64_zero_dim__int8_dimensioned", kArgs789, kOutcomes38},
    {"add__complex64_zero_dim__int16_dimensioned", kArgs790, kOutcomes38},
    {"add__complex64_zero_dim__int32_dimensioned", kArgs791, kOutcomes38},
    {"add__complex64_zero_dim__int64_dimensioned", kArgs792, kOutcomes38},
    {"add__complex64_zero_dim__float16_dimensioned", kArgs793, kOutcomes36},
    {"add__complex64_zero_dim__bfloat16_dimensioned", kArgs794, kOutcomes38},
    {"add__complex64_zero_dim__float32_dimensioned", kArgs795, kOutcomes38},
    {"add__complex64_zero_dim__float64_dimensioned", kArgs796, kOutcomes40},
    {"add__complex64_zero_dim__complex32_dimensioned", kArgs797, kOutcomes36},
    {"add__complex64_zero_dim__complex64_dimensioned", kArgs798, kOutcomes38},
    {"add__complex64_zero_dim__complex128_dimensioned", kArgs799, kOutcomes40},
    {"add__complex64_zero_dim__bool_zero_dim", kArgs800, kOutcomes467},
    {"add__complex64_zero_dim__uint8_zero_dim", kArgs801, kOutcomes467},
    {"add__complex64_zero_dim__int8_zero_dim", kArgs802, kOutcomes467},
    {"add__complex64_zero_dim__int16_zero_dim", kArgs803, kOutcomes467},
    {"add__complex64_zero_dim__int32_zero_dim", kArgs804, kOutcomes467},
    {"add__complex64_zero_dim__int64_zero_dim", kArgs805, kOutcomes467},
    {"add__complex64_zero_dim__float16_zero_dim", kArgs806, kOutcomes467},
    {"add__complex64_zero_dim__bfloat16_zero_dim", kArgs807, kOutcomes467},
    {"add__complex64_zero_dim__float32_zero_dim", kArgs808, kOutcomes467},
    {"add__complex64_zero_dim__float64_zero_dim", kArgs809, kOutcomes469},
    {"add__complex64_zero_dim__complex32_zero_dim", kArgs810, kOutcomes467},
    {"add__complex64_zero_dim__complex64_zero_dim", kArgs811, kOutcomes467},
    {"add__complex64_zero_dim__complex128_zero_dim", kArgs812, kOutcomes469},
    {"add__complex64_zero_dim__bool_scalar", kArgs813, kOutcomes477},
    {"add__complex64_zero_dim__int_scalar", kArgs814, kOutcomes477},
    {"add__complex64_zero_dim__float_scalar", kArgs815, kOutcomes477},
    {"add__complex64_zero_dim__complex_scalar", kArgs816, kOutcomes477},
    {"add__complex128_zero_dim__bool_dimensioned", kArgs817, kOutcomes40},
    {"add__complex128_zero_dim__uint8_dimensioned", kArgs818, kOutcomes40},
    {"add__complex128_zero_dim__int8_dimensioned", kArgs819, kOutcomes40},
    {"add__complex128_zero_dim__int16_dimensioned", kArgs820, kOutcomes40},
    {"add__complex128_zero_dim__int32_dimensioned", kArgs821, kOutcomes40},
    {"add__complex128_zero_dim__int64_dimensioned", kArgs822, kOutcomes40},
    {"add__complex128_zero_dim__float16_dimensioned", kArgs823, kOutcomes36},
    {"add__complex128_zero_dim__bfloat16_dimensioned", kArgs824, kOutcomes38},
    {"add__complex128_zero_dim__float32_dimensioned", kArgs825, kOutcomes38},
    {"add__complex128_zero_dim__float64_dimensioned", kArgs826, kOutcomes40},
    {"add__complex128_zero_dim__complex32_dimensioned", kArgs827, kOutcomes36},
    {"add__complex128_zero_dim__complex64_dimensioned", kArgs828, kOutcomes38},
    {"add__complex128_zero_dim__complex128_dimensioned", kArgs829, kOutcomes40},
    {"add__complex128_zero_dim__bool_zero_dim", kArgs830, kOutcomes469},
    {"add__complex128_zero_dim__uint8_zero_dim", kArgs831, kOutcomes469},
    {"add__complex128_zero_dim__int8_zero_dim", kArgs832, kOutcomes469},
    {"add__complex128_zero_dim__int16_zero_dim", kArgs833, kOutcomes469},
    {"add__complex128_zero_dim__int32_zero_dim", kArgs834, kOutcomes469},
    {"add__complex128_zero_dim__int64_zero_dim", kArgs835, kOutcomes469},
    {"add__complex128_zero_dim__float16_zero_dim", kArgs836, kOutcomes469},
    {"add__complex128_zero_dim__bfloat16_zero_dim", kArgs837, kOutcomes469},
    {"add__complex128_zero_dim__float32_zero_dim", kArgs838, kOutcomes469},
    {"add__complex128_zero_dim__float64_zero_dim", kArgs839, kOutcomes469},
    {"add__complex128_zero_dim__complex32_zero_dim", kArgs840, kOutcomes469},
    {"add__complex128_zero_dim__complex64_zero_dim", kArgs841, kOutcomes469},
    {"add__complex128_zero_dim__complex128_zero_dim", kArgs842, kOutcomes469},
    {"add__complex128_zero_dim__bool_scalar", kArgs843, kOutcomes756},
    {"add__complex128_zero_dim__int_scalar", kArgs844, kOutcomes756},
    {"add__complex128_zero_dim__float_scalar", kArgs845, kOutcomes756},
    {"add__complex128_zero_dim__complex_scalar", kArgs846, kOutcomes756},
};
constexpr Outcome kOutcomes847[] = {call(2).dtype(kBool).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError848 = {"RuntimeError", "result type Byte can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes849[] = {call(2).raises(&kError848)};
constexpr ErrorSpec kError850 = {"RuntimeError", "result type Char can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes851[] = {call(2).raises(&kError850)};
constexpr ErrorSpec kError852 = {"RuntimeError", "result type Short can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes853[] = {call(2).raises(&kError852)};
constexpr ErrorSpec kError854 = {"RuntimeError", "result type Int can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes855[] = {call(2).raises(&kError854)};
constexpr ErrorSpec kError856 = {"RuntimeError", "result type Long can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes857[] = {call(2).raises(&kError856)};
constexpr ErrorSpec kError858 = {"RuntimeError", "result type Half can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes859[] = {call(2).raises(&kError858)};
constexpr ErrorSpec kError860 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes861[] = {call(2).raises(&kError860)};
constexpr ErrorSpec kError862 = {"RuntimeError", "result type Float can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes863[] = {call(2).raises(&kError862)};
constexpr ErrorSpec kError864 = {"RuntimeError", "result type Double can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes865[] = {call(2).raises(&kError864)};
constexpr ErrorSpec kError866 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes867[] = {call(2).raises(&kError866)};
constexpr ErrorSpec kError868 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes869[] = {call(2).raises(&kError868)};
constexpr ErrorSpec kError870 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Bool", Match::Exact};
constexpr Outcome kOutcomes871[] = {call(2).raises(&kError870)};
constexpr Outcome kOutcomes872[] = {call(8).dtype(kBool).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes873[] = {call(8).raises(&kError856)};
constexpr Outcome kOutcomes874[] = {call(8).raises(&kError862)};
constexpr Outcome kOutcomes875[] = {call(8).raises(&kError868)};
constexpr Outcome kOutcomes876[] = {call(2).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError877 = {"RuntimeError", "result type Half can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes878[] = {call(2).raises(&kError877)};
constexpr ErrorSpec kError879 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes880[] = {call(2).raises(&kError879)};
constexpr ErrorSpec kError881 = {"RuntimeError", "result type Float can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes882[] = {call(2).raises(&kError881)};
constexpr ErrorSpec kError883 = {"RuntimeError", "result type Double can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes884[] = {call(2).raises(&kError883)};
constexpr ErrorSpec kError885 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes886[] = {call(2).raises(&kError885)};
constexpr ErrorSpec kError887 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes888[] = {call(2).raises(&kError887)};
constexpr ErrorSpec kError889 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Byte", Match::Exact};
constexpr Outcome kOutcomes890[] = {call(2).raises(&kError889)};
constexpr Outcome kOutcomes891[] = {call(8).dtype(kUInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes892[] = {call(8).raises(&kError881)};
constexpr Outcome kOutcomes893[] = {call(8).raises(&kError887)};
constexpr Outcome kOutcomes894[] = {call(2).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError895 = {"RuntimeError", "result type Half can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes896[] = {call(2).raises(&kError895)};
constexpr ErrorSpec kError897 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes898[] = {call(2).raises(&kError897)};
constexpr ErrorSpec kError899 = {"RuntimeError", "result type Float can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes900[] = {call(2).raises(&kError899)};
constexpr ErrorSpec kError901 = {"RuntimeError", "result type Double can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes902[] = {call(2).raises(&kError901)};
constexpr ErrorSpec kError903 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes904[] = {call(2).raises(&kError903)};
constexpr ErrorSpec kError905 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes906[] = {call(2).raises(&kError905)};
constexpr ErrorSpec kError907 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Char", Match::Exact};
constexpr Outcome kOutcomes908[] = {call(2).raises(&kError907)};
constexpr Outcome kOutcomes909[] = {call(8).dtype(kInt8).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes910[] = {call(8).raises(&kError899)};
constexpr Outcome kOutcomes911[] = {call(8).raises(&kError905)};
constexpr Outcome kOutcomes912[] = {call(2).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError913 = {"RuntimeError", "result type Half can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes914[] = {call(2).raises(&kError913)};
constexpr ErrorSpec kError915 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes916[] = {call(2).raises(&kError915)};
constexpr ErrorSpec kError917 = {"RuntimeError", "result type Float can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes918[] = {call(2).raises(&kError917)};
constexpr ErrorSpec kError919 = {"RuntimeError", "result type Double can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes920[] = {call(2).raises(&kError919)};
constexpr ErrorSpec kError921 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes922[] = {call(2).raises(&kError921)};
constexpr ErrorSpec kError923 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes924[] = {call(2).raises(&kError923)};
constexpr ErrorSpec kError925 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Short", Match::Exact};
constexpr Outcome kOutcomes926[] = {call(2).raises(&kError925)};
constexpr Outcome kOutcomes927[] = {call(8).dtype(kInt16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes928[] = {call(8).raises(&kError917)};
constexpr Outcome kOutcomes929[] = {call(8).raises(&kError923)};
constexpr Outcome kOutcomes930[] = {call(2).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError931 = {"RuntimeError", "result type Half can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes932[] = {call(2).raises(&kError931)};
constexpr ErrorSpec kError933 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes934[] = {call(2).raises(&kError933)};
constexpr ErrorSpec kError935 = {"RuntimeError", "result type Float can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes936[] = {call(2).raises(&kError935)};
constexpr ErrorSpec kError937 = {"RuntimeError", "result type Double can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes938[] = {call(2).raises(&kError937)};
constexpr ErrorSpec kError939 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes940[] = {call(2).raises(&kError939)};
constexpr ErrorSpec kError941 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes942[] = {call(2).raises(&kError941)};
constexpr ErrorSpec kError943 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Int", Match::Exact};
constexpr Outcome kOutcomes944[] = {call(2).raises(&kError943)};
constexpr Outcome kOutcomes945[] = {call(8).dtype(kInt32).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes946[] = {call(8).raises(&kError935)};
constexpr Outcome kOutcomes947[] = {call(8).raises(&kError941)};
constexpr Outcome kOutcomes948[] = {call(2).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError949 = {"RuntimeError", "result type Half can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes950[] = {call(2).raises(&kError949)};
constexpr ErrorSpec kError951 = {"RuntimeError", "result type BFloat16 can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes952[] = {call(2).raises(&kError951)};
constexpr ErrorSpec kError953 = {"RuntimeError", "result type Float can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes954[] = {call(2).raises(&kError953)};
constexpr ErrorSpec kError955 = {"RuntimeError", "result type Double can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes956[] = {call(2).raises(&kError955)};
constexpr ErrorSpec kError957 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes958[] = {call(2).raises(&kError957)};
constexpr ErrorSpec kError959 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes960[] = {call(2).raises(&kError959)};
constexpr ErrorSpec kError961 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Long", Match::Exact};
constexpr Outcome kOutcomes962[] = {call(2).raises(&kError961)};
constexpr Outcome kOutcomes963[] = {call(8).dtype(kInt64).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes964[] = {call(8).raises(&kError953)};
constexpr Outcome kOutcomes965[] = {call(8).raises(&kError959)};
constexpr Outcome kOutcomes966[] = {call(2).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError967 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes968[] = {call(2).raises(&kError967)};
constexpr ErrorSpec kError969 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes970[] = {call(2).raises(&kError969)};
constexpr ErrorSpec kError971 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Half", Match::Exact};
constexpr Outcome kOutcomes972[] = {call(2).raises(&kError971)};
constexpr Outcome kOutcomes973[] = {call(8).dtype(kHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes974[] = {call(8).raises(&kError967)};
constexpr Outcome kOutcomes975[] = {call(2).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError976 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes977[] = {call(2).raises(&kError976)};
constexpr ErrorSpec kError978 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes979[] = {call(2).raises(&kError978)};
constexpr Outcome kOutcomes980[] = {call(8).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes981[] = {call(8).raises(&kError976)};
constexpr Outcome kOutcomes982[] = {call(2).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError983 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes984[] = {call(2).raises(&kError983)};
constexpr ErrorSpec kError985 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes986[] = {call(2).raises(&kError985)};
constexpr Outcome kOutcomes987[] = {call(8).dtype(kFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes988[] = {call(8).raises(&kError983)};
constexpr Outcome kOutcomes989[] = {call(2).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ErrorSpec kError990 = {"RuntimeError", "result type ComplexDouble can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes991[] = {call(2).raises(&kError990)};
constexpr Outcome kOutcomes992[] = {call(8).dtype(kDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes993[] = {call(8).raises(&kError990)};
constexpr Outcome kOutcomes994[] = {call(2).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes995[] = {call(8).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes996[] = {call(2).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes997[] = {call(8).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes998[] = {call(2).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr Outcome kOutcomes999[] = {call(8).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Self)};
constexpr ArgSpec kOut1000 = tensor_spec(kBool, kInts14);
constexpr Outcome kOutcomes1001[] = {call(3).out_tensor(&kOut1000).dtype(kBool).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1002 = tensor_spec(kUInt8, kInts14);
constexpr Outcome kOutcomes1003[] = {call(3).out_tensor(&kOut1002).dtype(kUInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1004 = tensor_spec(kInt8, kInts14);
constexpr Outcome kOutcomes1005[] = {call(3).out_tensor(&kOut1004).dtype(kInt8).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1006 = tensor_spec(kInt16, kInts14);
constexpr Outcome kOutcomes1007[] = {call(3).out_tensor(&kOut1006).dtype(kInt16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1008 = tensor_spec(kInt32, kInts14);
constexpr Outcome kOutcomes1009[] = {call(3).out_tensor(&kOut1008).dtype(kInt32).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1010 = tensor_spec(kInt64, kInts14);
constexpr Outcome kOutcomes1011[] = {call(3).out_tensor(&kOut1010).dtype(kInt64).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1012 = tensor_spec(kHalf, kInts14);
constexpr Outcome kOutcomes1013[] = {call(3).out_tensor(&kOut1012).dtype(kHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1014 = tensor_spec(kBFloat16, kInts14);
constexpr Outcome kOutcomes1015[] = {call(3).out_tensor(&kOut1014).dtype(kBFloat16).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1016 = tensor_spec(kFloat, kInts14);
constexpr Outcome kOutcomes1017[] = {call(3).out_tensor(&kOut1016).dtype(kFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1018 = tensor_spec(kDouble, kInts14);
constexpr Outcome kOutcomes1019[] = {call(3).out_tensor(&kOut1018).dtype(kDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1020 = tensor_spec(kComplexHalf, kInts14);
constexpr Outcome kOutcomes1021[] = {call(3).out_tensor(&kOut1020).dtype(kComplexHalf).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1022 = tensor_spec(kComplexFloat, kInts14);
constexpr Outcome kOutcomes1023[] = {call(3).out_tensor(&kOut1022).dtype(kComplexFloat).shape(kInts14).same_as(SameAs::Out)};
constexpr ArgSpec kOut1024 = tensor_spec(kComplexDouble, kInts14);
constexpr Outcome kOutcomes1025[] = {call(3).out_tensor(&kOut1024).dtype(kComplexDouble).shape(kInts14).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1026[] = {call(3).out_tensor(&kOut1000).raises(&kError848)};
constexpr Outcome kOutcomes1027[] = {call(3).out_tensor(&kOut1000).raises(&kError850)};
constexpr Outcome kOutcomes1028[] = {call(3).out_tensor(&kOut1000).raises(&kError852)};
constexpr Outcome kOutcomes1029[] = {call(3).out_tensor(&kOut1000).raises(&kError854)};
constexpr Outcome kOutcomes1030[] = {call(3).out_tensor(&kOut1000).raises(&kError856)};
constexpr Outcome kOutcomes1031[] = {call(3).out_tensor(&kOut1000).raises(&kError858)};
constexpr Outcome kOutcomes1032[] = {call(3).out_tensor(&kOut1002).raises(&kError877)};
constexpr Outcome kOutcomes1033[] = {call(3).out_tensor(&kOut1004).raises(&kError895)};
constexpr Outcome kOutcomes1034[] = {call(3).out_tensor(&kOut1006).raises(&kError913)};
constexpr Outcome kOutcomes1035[] = {call(3).out_tensor(&kOut1008).raises(&kError931)};
constexpr Outcome kOutcomes1036[] = {call(3).out_tensor(&kOut1010).raises(&kError949)};
constexpr Outcome kOutcomes1037[] = {call(3).out_tensor(&kOut1000).raises(&kError860)};
constexpr Outcome kOutcomes1038[] = {call(3).out_tensor(&kOut1002).raises(&kError879)};
constexpr Outcome kOutcomes1039[] = {call(3).out_tensor(&kOut1004).raises(&kError897)};
constexpr Outcome kOutcomes1040[] = {call(3).out_tensor(&kOut1006).raises(&kError915)};
constexpr Outcome kOutcomes1041[] = {call(3).out_tensor(&kOut1008).raises(&kError933)};
constexpr Outcome kOutcomes1042[] = {call(3).out_tensor(&kOut1010).raises(&kError951)};
constexpr Outcome kOutcomes1043[] = {call(3).out_tensor(&kOut1000).raises(&kError862)};
constexpr Outcome kOutcomes1044[] = {call(3).out_tensor(&kOut1002).raises(&kError881)};
constexpr Outcome kOutcomes1045[] = {call(3).out_tensor(&kOut1004).raises(&kError899)};
constexpr Outcome kOutcomes1046[] = {call(3).out_tensor(&kOut1006).raises(&kError917)};
constexpr Outcome kOutcomes1047[] = {call(3).out_tensor(&kOut1008).raises(&kError935)};
constexpr Outcome kOutcomes1048[] = {call(3).out_tensor(&kOut1010).raises(&kError953)};
constexpr Outcome kOutcomes1049[] = {call(3).out_tensor(&kOut1000).raises(&kError864)};
constexpr Outcome kOutcomes1050[] = {call(3).out_tensor(&kOut1002).raises(&kError883)};
constexpr Outcome kOutcomes1051[] = {call(3).out_tensor(&kOut1004).raises(&kError901)};
constexpr Outcome kOutcomes1052[] = {call(3).out_tensor(&kOut1006).raises(&kError919)};
constexpr Outcome kOutcomes1053[] = {call(3).out_tensor(&kOut1008).raises(&kError937)};
constexpr Outcome kOutcomes1054[] = {call(3).out_tensor(&kOut1010).raises(&kError955)};
constexpr Outcome kOutcomes1055[] = {call(3).out_tensor(&kOut1000).raises(&kError866)};
constexpr Outcome kOutcomes1056[] = {call(3).out_tensor(&kOut1002).raises(&kError885)};
constexpr Outcome kOutcomes1057[] = {call(3).out_tensor(&kOut1004).raises(&kError903)};
constexpr Outcome kOutcomes1058[] = {call(3).out_tensor(&kOut1006).raises(&kError921)};
constexpr Outcome kOutcomes1059[] = {call(3).out_tensor(&kOut1008).raises(&kError939)};
constexpr Outcome kOutcomes1060[] = {call(3).out_tensor(&kOut1010).raises(&kError957)};
constexpr Outcome kOutcomes1061[] = {call(3).out_tensor(&kOut1012).raises(&kError967)};
constexpr ErrorSpec kError1062 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type BFloat16", Match::Exact};
constexpr Outcome kOutcomes1063[] = {call(3).out_tensor(&kOut1014).raises(&kError1062)};
constexpr ErrorSpec kError1064 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Float", Match::Exact};
constexpr Outcome kOutcomes1065[] = {call(3).out_tensor(&kOut1016).raises(&kError1064)};
constexpr ErrorSpec kError1066 = {"RuntimeError", "result type ComplexHalf can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1067[] = {call(3).out_tensor(&kOut1018).raises(&kError1066)};
constexpr Outcome kOutcomes1068[] = {call(3).out_tensor(&kOut1000).raises(&kError868)};
constexpr Outcome kOutcomes1069[] = {call(3).out_tensor(&kOut1002).raises(&kError887)};
constexpr Outcome kOutcomes1070[] = {call(3).out_tensor(&kOut1004).raises(&kError905)};
constexpr Outcome kOutcomes1071[] = {call(3).out_tensor(&kOut1006).raises(&kError923)};
constexpr Outcome kOutcomes1072[] = {call(3).out_tensor(&kOut1008).raises(&kError941)};
constexpr Outcome kOutcomes1073[] = {call(3).out_tensor(&kOut1010).raises(&kError959)};
constexpr Outcome kOutcomes1074[] = {call(3).out_tensor(&kOut1012).raises(&kError969)};
constexpr Outcome kOutcomes1075[] = {call(3).out_tensor(&kOut1014).raises(&kError976)};
constexpr Outcome kOutcomes1076[] = {call(3).out_tensor(&kOut1016).raises(&kError983)};
constexpr ErrorSpec kError1077 = {"RuntimeError", "result type ComplexFloat can't be cast to the desired output type Double", Match::Exact};
constexpr Outcome kOutcomes1078[] = {call(3).out_tensor(&kOut1018).raises(&kError1077)};
constexpr Outcome kOutcomes1079[] = {call(3).out_tensor(&kOut1000).raises(&kError870)};
constexpr Outcome kOutcomes1080[] = {call(3).out_tensor(&kOut1002).raises(&kError889)};
constexpr Outcome kOutcomes1081[] = {call(3).out_tensor(&kOut1004).raises(&kError907)};
constexpr Outcome kOutcomes1082[] = {call(3).out_tensor(&kOut1006).raises(&kError925)};
constexpr Outcome kOutcomes1083[] = {call(3).out_tensor(&kOut1008).raises(&kError943)};
constexpr Outcome kOutcomes1084[] = {call(3).out_tensor(&kOut1010).raises(&kError961)};
constexpr Outcome kOutcomes1085[] = {call(3).out_tensor(&kOut1012).raises(&kError971)};
constexpr Outcome kOutcomes1086[] = {call(3).out_tensor(&kOut1014).raises(&kError978)};
constexpr Outcome kOutcomes1087[] = {call(3).out_tensor(&kOut1016).raises(&kError985)};
constexpr Outcome kOutcomes1088[] = {call(3).out_tensor(&kOut1018).raises(&kError990)};
constexpr Case kCasts[] = {
    {"add__inplace__bool_dimensioned__bool_dimensioned", kArgs15, kOutcomes847},
    {"add__inplace__bool_dimensioned__uint8_dimensioned", kArgs17, kOutcomes849},
    {"add__inplace__bool_dimensioned__int8_dimensioned", kArgs19, kOutcomes851},
    {"add__inplace__bool_dimensioned__int16_dimensioned", kArgs21, kOutcomes853},
    {"add__inplace__bool_dimensioned__int32_dimensioned", kArgs23, kOutcomes855},
    {"add__inplace__bool_dimensioned__int64_dimensioned", kArgs25, kOutcomes857},
    {"add__inplace__bool_dimensioned__float16_dimensioned", kArgs27, kOutcomes859},
    {"add__inplace__bool_dimensioned__bfloat16_dimensioned", kArgs29, kOutcomes861},
    {"add__inplace__bool_dimensioned__float32_dimensioned", kArgs31, kOutcomes863},
    {"add__inplace__bool_dimensioned__float64_dimensioned", kArgs33, kOutcomes865},
    {"add__inplace__bool_dimensioned__complex32_dimensioned", kArgs35, kOutcomes867},
    {"add__inplace__bool_dimensioned__complex64_dimensioned", kArgs37, kOutcomes869},
    {"add__inplace__bool_dimensioned__complex128_dimensioned", kArgs39, kOutcomes871},
    {"add__inplace__bool_dimensioned__bool_scalar", kArgs54, kOutcomes872},
    {"add__inplace__bool_dimensioned__int_scalar", kArgs56, kOutcomes873},
    {"add__inplace__bool_dimensioned__float_scalar", kArgs58, kOutcomes874},
    {"add__inplace__bool_dimensioned__complex_scalar", kArgs60, kOutcomes875},
    {"add__inplace__uint8_dimensioned__bool_dimensioned", kArgs62, kOutcomes876},
    {"add__inplace__uint8_dimensioned__uint8_dimensioned", kArgs63, kOutcomes876},
    {"add__inplace__uint8_dimensioned__int8_dimensioned", kArgs64, kOutcomes876},
    {"add__inplace__uint8_dimensioned__int16_dimensioned", kArgs65, kOutcomes876},
    {"add__inplace__uint8_dimensioned__int32_dimensioned", kArgs66, kOutcomes876},
    {"add__inplace__uint8_dimensioned__int64_dimensioned", kArgs67, kOutcomes876},
    {"add__inplace__uint8_dimensioned__float16_dimensioned", kArgs68, kOutcomes878},
    {"add__inplace__uint8_dimensioned__bfloat16_dimensioned", kArgs69, kOutcomes880},
    {"add__inplace__uint8_dimensioned__float32_dimensioned", kArgs70, kOutcomes882},
    {"add__inplace__uint8_dimensioned__float64_dimensioned", kArgs71, kOutcomes884},
    {"add__inplace__uint8_dimensioned__complex32_dimensioned", kArgs72, kOutcomes886},
    {"add__inplace__uint8_dimensioned__complex64_dimensioned", kArgs73, kOutcomes888},
    {"add__inplace__uint8_dimensioned__complex128_dimensioned", kArgs74, kOutcomes890},
    {"add__inplace__uint8_dimensioned__bool_scalar", kArgs88, kOutcomes891},
    {"add__inplace__uint8_dimensioned__int_scalar", kArgs90, kOutcomes891},
    {"add__inplace__uint8_dimensioned__float_scalar", kArgs91, kOutcomes892},
    {"add__inplace__uint8_dimensioned__complex_scalar", kArgs92, kOutcomes893},
    {"add__inplace__int8_dimensioned__bool_dimensioned", kArgs93, kOutcomes894},
    {"add__inplace__int8_dimensioned__uint8_dimensioned", kArgs94, kOutcomes894},
    {"add__inplace__int8_dimensioned__int8_dimensioned", kArgs95, kOutcomes894},
    {"add__inplace__int8_dimensioned__int16_dimensioned", kArgs96, kOutcomes894},
    {"add__inplace__int8_dimensioned__int32_dimensioned", kArgs97, kOutcomes894},
    {"add__inplace__int8_dimensioned__int64_dimensioned", kArgs98, kOutcomes894},
    {"add__inplace__int8_dimensioned__float16_dimensioned", kArgs99, kOutcomes896},
    {"add__inplace__int8_dimensioned__bfloat16_dimensioned", kArgs100, kOutcomes898},
    {"add__inplace__int8_dimensioned__float32_dimensioned", kArgs101, kOutcomes900},
    {"add__inplace__int8_dimensioned__float64_dimensioned", kArgs102, kOutcomes902},
    {"add__inplace__int8_dimensioned__complex32_dimensioned", kArgs103, kOutcomes904},
    {"add__inplace__int8_dimensioned__complex64_dimensioned", kArgs104, kOutcomes906},
    {"add__inplace__int8_dimensioned__complex128_dimensioned", kArgs105, kOutcomes908},
    {"add__inplace__int8_dimensioned__bool_scalar", kArgs119, kOutcomes909},
    {"add__inplace__int8_dimensioned__int_scalar", kArgs121, kOutcomes909},
    {"add__inplace__int8_dimensioned__float_scalar", kArgs122, kOutcomes910},
    {"add__inplace__int8_dimensioned__complex_scalar", kArgs123, kOutcomes911},
    {"add__inplace__int16_dimensioned__bool_dimensioned", kArgs124, kOutcomes912},
    {"add__inplace__int16_dimensioned__uint8_dimensioned", kArgs125, kOutcomes912},
    {"add__inplace__int16_dimensioned__int8_dimensioned", kArgs126, kOutcomes912},
    {"add__inplace__int16_dimensioned__int16_dimensioned", kArgs127, kOutcomes912},
    {"add__inplace__int16_dimensioned__int32_dimensioned", kArgs128, kOutcomes912},
    {"add__inplace__int16_dimensioned__int64_dimensioned", kArgs129, kOutcomes912},
    {"add__inplace__int16_dimensioned__float16_dimensioned", kArgs130, kOutcomes914},
    {"add__inplace__int16_dimensioned__bfloat16_dimensioned", kArgs131, kOutcomes916},
    {"add__inplace__int16_dimensioned__float32_dimensioned", kArgs132, kOutcomes918},
    {"add__inplace__int16_dimensioned__float64_dimensioned", kArgs133, kOutcomes920},
    {"add__inplace__int16_dimensioned__complex32_dimensioned", kArgs134, kOutcomes922},
    {"add__inplace__int16_dimensioned__complex64_dimensioned", kArgs135, kOutcomes924},
    {"add__inplace__int16_dimensioned__complex128_dimensioned", kArgs136, kOutcomes926},
    {"add__inplace__int16_dimensioned__bool_scalar", kArgs150, kOutcomes927},
    {"add__inplace__int16_dimensioned__int_scalar", kArgs152, kOutcomes927},
    {"add__inplace__int16_dimensioned__float_scalar", kArgs153, kOutcomes928},
    {"add__inplace__int16_dimensioned__complex_scalar", kArgs154, kOutcomes929},
    {"add__inplace__int32_dimensioned__bool_dimensioned", kArgs155, kOutcomes930},
    {"add__inplace__int32_dimensioned__uint8_dimensioned", kArgs156, kOutcomes930},
    {"add__inplace__int32_dimensioned__int8_dimensioned", kArgs157, kOutcomes930},
    {"add__inplace__int32_dimensioned__int16_dimensioned", kArgs158, kOutcomes930},
    {"add__inplace__int32_dimensioned__int32_dimensioned", kArgs159, kOutcomes930},
    {"add__inplace__int32_dimensioned__int64_dimensioned", kArgs160, kOutcomes930},
    {"add__inplace__int32_dimensioned__float16_dimensioned", kArgs161, kOutcomes932},
    {"add__inplace__int32_dimensioned__bfloat16_dimensioned", kArgs162, kOutcomes934},
    {"add__inplace__int32_dimensioned__float32_dimensioned", kArgs163, kOutcomes936},
    {"add__inplace__int32_dimensioned__float64_dimensioned", kArgs164, kOutcomes938},
    {"add__inplace__int32_dimensioned__complex32_dimensioned", kArgs165, kOutcomes940},
    {"add__inplace__int32_dimensioned__complex64_dimensioned", kArgs166, kOutcomes942},
    {"add__inplace__int32_dimensioned__complex128_dimensioned", kArgs167, kOutcomes944},
    {"add__inplace__int32_dimensioned__bool_scalar", kArgs181, kOutcomes945},
    {"add__inplace__int32_dimensioned__int_scalar", kArgs183, kOutcomes945},
    {"add__inplace__int32_dimensioned__float_scalar", kArgs184, kOutcomes946},
    {"add__inplace__int32_dimensioned__complex_scalar", kArgs185, kOutcomes947},
    {"add__inplace__int64_dimensioned__bool_dimensioned", kArgs186, kOutcomes948},
    {"add__inplace__int64_dimensioned__uint8_dimensioned", kArgs187, kOutcomes948},
    {"add__inplace__int64_dimensioned__int8_dimensioned", kArgs188, kOutcomes948},
    {"add__inplace__int64_dimensioned__int16_dimensioned", kArgs189, kOutcomes948},
    {"add__inplace__int64_dimensioned__int32_dimensioned", kArgs190, kOutcomes948},
    {"add__inplace__int64_dimensioned__int64_dimensioned", kArgs191, kOutcomes948},
    {"add__inplace__int64_dimensioned__float16_dimensioned", kArgs192, kOutcomes950},
    {"add__inplace__int64_dimensioned__bfloat16_dimensioned", kArgs193, kOutcomes952},
    {"add__inplace__int64_dimensioned__float32_dimensioned", kArgs194, kOutcomes954},
    {"add__inplace__int64_dimensioned__float64_dimensioned", kArgs195, kOutcomes956},
    {"add__inplace__int64_dimensioned__complex32_dimensioned", kArgs196, kOutcomes958},
    {"add__inplace__int64_dimensioned__complex64_dimensioned", kArgs197, kOutcomes960},
    {"add__inplace__int64_dimensioned__complex128_dimensioned", kArgs198, kOutcomes962},
    {"add__inplace__int64_dimensioned__bool_scalar", kArgs212, kOutcomes963},
    {"add__inplace__int64_dimensioned__int_scalar", kArgs213, kOutcomes963},
    {"add__inplace__int64_dimensioned__float_scalar", kArgs214, kOutcomes964},
    {"add__inplace__int64_dimensioned__complex_scalar", kArgs215, kOutcomes965},
    {"add__inplace__float16_dimensioned__bool_dimensioned", kArgs216, kOutcomes966},
    {"add__inplace__float16_dimensioned__uint8_dimensioned", kArgs217, kOutcomes966},
    {"add__inplace__float16_dimensioned__int8_dimensioned", kArgs218, kOutcomes966},
    {"add__inplace__float16_dimensioned__int16_dimensioned", kArgs219, kOutcomes966},
    {"add__inplace__float16_dimensioned__int32_dimensioned", kArgs220, kOutcomes966},
    {"add__inplace__float16_dimensioned__int64_dimensioned", kArgs221, kOutcomes966},
    {"add__inplace__float16_dimensioned__float16_dimensioned", kArgs222, kOutcomes966},
    {"add__inplace__float16_dimensioned__bfloat16_dimensioned", kArgs223, kOutcomes966},
    {"add__inplace__float16_dimensioned__float32_dimensioned", kArgs224, kOutcomes966},
    {"add__inplace__float16_dimensioned__float64_dimensioned", kArgs225, kOutcomes966},
    {"add__inplace__float16_dimensioned__complex32_dimensioned", kArgs226, kOutcomes968},
    {"add__inplace__float16_dimensioned__complex64_dimensioned", kArgs227, kOutcomes970},
    {"add__inplace__float16_dimensioned__complex128_dimensioned", kArgs228, kOutcomes972},
    {"add__inplace__float16_dimensioned__bool_scalar", kArgs242, kOutcomes973},
    {"add__inplace__float16_dimensioned__int_scalar", kArgs244, kOutcomes973},
    {"add__inplace__float16_dimensioned__float_scalar", kArgs245, kOutcomes973},
    {"add__inplace__float16_dimensioned__complex_scalar", kArgs246, kOutcomes974},
    {"add__inplace__bfloat16_dimensioned__bool_dimensioned", kArgs248, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__uint8_dimensioned", kArgs249, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__int8_dimensioned", kArgs250, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__int16_dimensioned", kArgs251, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__int32_dimensioned", kArgs252, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__int64_dimensioned", kArgs253, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__float16_dimensioned", kArgs254, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__bfloat16_dimensioned", kArgs255, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__float32_dimensioned", kArgs256, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__float64_dimensioned", kArgs257, kOutcomes975},
    {"add__inplace__bfloat16_dimensioned__complex32_dimensioned", kArgs258, kOutcomes977},
    {"add__inplace__bfloat16_dimensioned__complex64_dimensioned", kArgs259, kOutcomes977},
    {"add__inplace__bfloat16_dimensioned__complex128_dimensioned", kArgs260, kOutcomes979},
    {"add__inplace__bfloat16_dimensioned__bool_scalar", kArgs274, kOutcomes980},
    {"add__inplace__bfloat16_dimensioned__int_scalar", kArgs276, kOutcomes980},
    {"add__inplace__bfloat16_dimensioned__float_scalar", kArgs277, kOutcomes980},
    {"add__inplace__bfloat16_dimensioned__complex_scalar", kArgs278, kOutcomes981},
    {"add__inplace__float32_dimensioned__bool_dimensioned", kArgs279, kOutcomes982},
    {"add__inplace__float32_dimensioned__uint8_dimensioned", kArgs280, kOutcomes982},
    {"add__inplace__float32_dimensioned__int8_dimensioned", kArgs281, kOutcomes982},
    {"add__inplace__float32_dimensioned__int16_dimensioned", kArgs282, kOutcomes982},
    {"add__inplace__float32_dimensioned__int32_dimensioned", kArgs283, kOutcomes982},
    {"add__inplace__float32_dimensioned__int64_dimensioned", kArgs284, kOutcomes982},
    {"add__inplace__float32_dimensioned__float16_dimensioned", kArgs285, kOutcomes982},
    {"add__inplace__float32_dimensioned__bfloat16_dimensioned", kArgs286, kOutcomes982},
    {"add__inplace__float32_dimensioned__float32_dimensioned", kArgs287, kOutcomes982},
    {"add__inplace__float32_dimensioned__float64_dimensioned", kArgs288, kOutcomes982},
    {"add__inplace__float32_dimensioned__complex32_dimensioned", kArgs289, kOutcomes984},
    {"add__inplace__float32_dimensioned__complex64_dimensioned", kArgs290, kOutcomes984},
    {"add__inplace__float32_dimensioned__complex128_dimensioned", kArgs291, kOutcomes986},
    {"add__inplace__float32_dimensioned__bool_scalar", kArgs305, kOutcomes987},
    {"add__inplace__float32_dimensioned__int_scalar", kArgs306, kOutcomes987},
    {"add__inplace__float32_dimensioned__float_scalar", kArgs307, kOutcomes987},
    {"add__inplace__float32_dimensioned__complex_scalar", kArgs308, kOutcomes988},
    {"add__inplace__float64_dimensioned__bool_dimensioned", kArgs309, kOutcomes989},
    {"add__inplace__float64_dimensioned__uint8_dimensioned", kArgs310, kOutcomes989},
    {"add__inplace__float64_dimensioned__int8_dimensioned", kArgs311, kOutcomes989},
    {"add__inplace__float64_dimensioned__int16_dimensioned", kArgs312, kOutcomes989},
    {"add__inplace__float64_dimensioned__int32_dimensioned", kArgs313, kOutcomes989},
    {"add__inplace__float64_dimensioned__int64_dimensioned", kArgs314, kOutcomes989},
    {"add__inplace__float64_dimensioned__float16_dimensioned", kArgs315, kOutcomes989},
    {"add__inplace__float64_dimensioned__bfloat16_dimensioned", kArgs316, kOutcomes989},
    {"add__inplace__float64_dimensioned__float32_dimensioned", kArgs317, kOutcomes989},
    {"add__inplace__float64_dimensioned__float64_dimensioned", kArgs318, kOutcomes989},
    {"add__inplace__float64_dimensioned__complex32_dimensioned", kArgs319, kOutcomes991},
    {"add__inplace__float64_dimensioned__complex64_dimensioned", kArgs320, kOutcomes991},
    {"add__inplace__float64_dimensioned__complex128_dimensioned", kArgs321, kOutcomes991},
    {"add__inplace__float64_dimensioned__bool_scalar", kArgs335, kOutcomes992},
    {"add__inplace__float64_dimensioned__int_scalar", kArgs337, kOutcomes992},
    {"add__inplace__float64_dimensioned__float_scalar", kArgs338, kOutcomes992},
    {"add__inplace__float64_dimensioned__complex_scalar", kArgs339, kOutcomes993},
    {"add__inplace__complex32_dimensioned__bool_dimensioned", kArgs341, kOutcomes994},
    {"add__inplace__complex32_dimensioned__uint8_dimensioned", kArgs342, kOutcomes994},
    {"add__inplace__complex32_dimensioned__int8_dimensioned", kArgs343, kOutcomes994},
    {"add__inplace__complex32_dimensioned__int16_dimensioned", kArgs344, kOutcomes994},
    {"add__inplace__complex32_dimensioned__int32_dimensioned", kArgs345, kOutcomes994},
    {"add__inplace__complex32_dimensioned__int64_dimensioned", kArgs346, kOutcomes994},
    {"add__inplace__complex32_dimensioned__float16_dimensioned", kArgs347, kOutcomes994},
    {"add__inplace__complex32_dimensioned__bfloat16_dimensioned", kArgs348, kOutcomes994},
    {"add__inplace__complex32_dimensioned__float32_dimensioned", kArgs349, kOutcomes994},
    {"add__inplace__complex32_dimensioned__float64_dimensioned", kArgs350, kOutcomes994},
    {"add__inplace__complex32_dimensioned__complex32_dimensioned", kArgs351, kOutcomes994},
    {"add__inplace__complex32_dimensioned__complex64_dimensioned", kArgs352, kOutcomes994},
    {"add__inplace__complex32_dimensioned__complex128_dimensioned", kArgs353, kOutcomes994},
    {"add__inplace__complex32_dimensioned__bool_scalar", kArgs367, kOutcomes995},
    {"add__inplace__complex32_dimensioned__int_scalar", kArgs368, kOutcomes995},
    {"add__inplace__complex32_dimensioned__float_scalar", kArgs369, kOutcomes995},
    {"add__inplace__complex32_dimensioned__complex_scalar", kArgs370, kOutcomes995},
    {"add__inplace__complex64_dimensioned__bool_dimensioned", kArgs371, kOutcomes996},
    {"add__inplace__complex64_dimensioned__uint8_dimensioned", kArgs372, kOutcomes996},
    {"add__inplace__complex64_dimensioned__int8_dimensioned", kArgs373, kOutcomes996},
    {"add__inplace__complex64_dimensioned__int16_dimensioned", kArgs374, kOutcomes996},
    {"add__inplace__complex64_dimensioned__int32_dimensioned", kArgs375, kOutcomes996},
    {"add__inplace__complex64_dimensioned__int64_dimensioned", kArgs376, kOutcomes996},
    {"add__inplace__complex64_dimensioned__float16_dimensioned", kArgs377, kOutcomes996},
    {"add__inplace__complex64_dimensioned__bfloat16_dimensioned", kArgs378, kOutcomes996},
    {"add__inplace__complex64_dimensioned__float32_dimensioned", kArgs379, kOutcomes996},
    {"add__inplace__complex64_dimensioned__float64_dimensioned", kArgs380, kOutcomes996},
    {"add__inplace__complex64_dimensioned__complex32_dimensioned", kArgs381, kOutcomes996},
    {"add__inplace__complex64_dimensioned__complex64_dimensioned", kArgs382, kOutcomes996},
    {"add__inplace__complex64_dimensioned__complex128_dimensioned", kArgs383, kOutcomes996},
    {"add__inplace__complex64_dimensioned__bool_scalar", kArgs397, kOutcomes997},
    {"add__inplace__complex64_dimensioned__int_scalar", kArgs398, kOutcomes997},
    {"add__inplace__complex64_dimensioned__float_scalar", kArgs399, kOutcomes997},
    {"add__inplace__complex64_dimensioned__complex_scalar", kArgs400, kOutcomes997},
    {"add__inplace__complex128_dimensioned__bool_dimensioned", kArgs401, kOutcomes998},
    {"add__inplace__complex128_dimensioned__uint8_dimensioned", kArgs402, kOutcomes998},
    {"add__inplace__complex128_dimensioned__int8_dimensioned", kArgs403, kOutcomes998},
    {"add__inplace__complex128_dimensioned__int16_dimensioned", kArgs404, kOutcomes998},
    {"add__inplace__complex128_dimensioned__int32_dimensioned", kArgs405, kOutcomes998},
    {"add__inplace__complex128_dimensioned__int64_dimensioned", kArgs406, kOutcomes998},
    {"add__inplace__complex128_dimensioned__float16_dimensioned", kArgs407, kOutcomes998},
    {"add__inplace__complex128_dimensioned__bfloat16_dimensioned", kArgs408, kOutcomes998},
    {"add__inplace__complex128_dimensioned__float32_dimensioned", kArgs409, kOutcomes998},
    {"add__inplace__complex128_dimensioned__float64_dimensioned", kArgs410, kOutcomes998},
    {"add__inplace__complex128_dimensioned__complex32_dimensioned", kArgs411, kOutcomes998},
    {"add__inplace__complex128_dimensioned__complex64_dimensioned", kArgs412, kOutcomes998},
    {"add__inplace__complex128_dimensioned__complex128_dimensioned", kArgs413, kOutcomes998},
    {"add__inplace__complex128_dimensioned__bool_scalar", kArgs427, kOutcomes999},
    {"add__inplace__complex128_dimensioned__int_scalar", kArgs428, kOutcomes999},
    {"add__inplace__complex128_dimensioned__float_scalar", kArgs429, kOutcomes999},
    {"add__inplace__complex128_dimensioned__complex_scalar", kArgs430, kOutcomes999},
    {"add__out__bool__to__bool", kArgs15, kOutcomes1001},
    {"add__out__bool__to__uint8", kArgs15, kOutcomes1003},
    {"add__out__bool__to__int8", kArgs15, kOutcomes1005},
    {"add__out__bool__to__int16", kArgs15, kOutcomes1007},
    {"add__out__bool__to__int32", kArgs15, kOutcomes1009},
    {"add__out__bool__to__int64", kArgs15, kOutcomes1011},
    {"add__out__bool__to__float16", kArgs15, kOutcomes1013},
    {"add__out__bool__to__bfloat16", kArgs15, kOutcomes1015},
    {"add__out__bool__to__float32", kArgs15, kOutcomes1017},
    {"add__out__bool__to__float64", kArgs15, kOutcomes1019},
    {"add__out__bool__to__complex32", kArgs15, kOutcomes1021},
    {"add__out__bool__to__complex64", kArgs15, kOutcomes1023},
    {"add__out__bool__to__complex128", kArgs15, kOutcomes1025},
    {"add__out__uint8__to__bool", kArgs63, kOutcomes1026},
    {"add__out__uint8__to__uint8", kArgs63, kOutcomes1003},
    {"add__out__uint8__to__int8", kArgs63, kOutcomes1005},
    {"add__out__uint8__to__int16", kArgs63, kOutcomes1007},
    {"add__out__uint8__to__int32", kArgs63, kOutcomes1009},
    {"add__out__uint8__to__int64", kArgs63, kOutcomes1011},
    {"add__out__uint8__to__float16", kArgs63, kOutcomes1013},
    {"add__out__uint8__to__bfloat16", kArgs63, kOutcomes1015},
    {"add__out__uint8__to__float32", kArgs63, kOutcomes1017},
    {"add__out__uint8__to__float64", kArgs63, kOutcomes1019},
    {"add__out__uint8__to__complex32", kArgs63, kOutcomes1021},
    {"add__out__uint8__to__complex64", kArgs63, kOutcomes1023},
    {"add__out__uint8__to__complex128", kArgs63, kOutcomes1025},
    {"add__out__int8__to__bool", kArgs95, kOutcomes1027},
    {"add__out__int8__to__uint8", kArgs95, kOutcomes1003},
    {"add__out__int8__to__int8", kArgs95, kOutcomes1005},
    {"add__out__int8__to__int16", kArgs95, kOutcomes1007},
    {"add__out__int8__to__int32", kArgs95, kOutcomes1009},
    {"add__out__int8__to__int64", kArgs95, kOutcomes1011},
    {"add__out__int8__to__float16", kArgs95, kOutcomes1013},
    {"add__out__int8__to__bfloat16", kArgs95, kOutcomes1015},
    {"add__out__int8__to__float32", kArgs95, kOutcomes1017},
    {"add__out__int8__to__float64", kArgs95, kOutcomes1019},
    {"add__out__int8__to__complex32", kArgs95, kOutcomes1021},
    {"add__out__int8__to__complex64", kArgs95, kOutcomes1023},
    {"add__out__int8__to__complex128", kArgs95, kOutcomes1025},
    {"add__out__int16__to__bool", kArgs127, kOutcomes1028},
    {"add__out__int16__to__uint8", kArgs127, kOutcomes1003},
    {"add__out__int16__to__int8", kArgs127, kOutcomes1005},
    {"add__out__int16__to__int16", kArgs127, kOutcomes1007},
    {"add__out__int16__to__int32", kArgs127, kOutcomes1009},
    {"add__out__int16__to__int64", kArgs127, kOutcomes1011},
    {"add__out__int16__to__float16", kArgs127, kOutcomes1013},
    {"add__out__int16__to__bfloat16", kArgs127, kOutcomes1015},
    {"add__out__int16__to__float32", kArgs127, kOutcomes1017},
    {"add__out__int16__to__float64", kArgs127, kOutcomes1019},
    {"add__out__int16__to__complex32", kArgs127, kOutcomes1021},
    {"add__out__int16__to__complex64", kArgs127, kOutcomes1023},
    {"add__out__int16__to__complex128", kArgs127, kOutcomes1025},
    {"add__out__int32__to__bool", kArgs159, kOutcomes1029},
    {"add__out__int32__to__uint8", kArgs159, kOutcomes1003},
    {"add__out__int32__to__int8", kArgs159, kOutcomes1005},
    {"add__out__int32__to__int16", kArgs159, kOutcomes1007},
    {"add__out__int32__to__int32", kArgs159, kOutcomes1009},
    {"add__out__int32__to__int64", kArgs159, kOutcomes1011},
    {"add__out__int32__to__float16", kArgs159, kOutcomes1013},
    {"add__out__int32__to__bfloat16", kArgs159, kOutcomes1015},
    {"add__out__int32__to__float32", kArgs159, kOutcomes1017},
    {"add__out__int32__to__float64", kArgs159, kOutcomes1019},
    {"add__out__int32__to__complex32", kArgs159, kOutcomes1021},
    {"add__out__int32__to__complex64", kArgs159, kOutcomes1023},
    {"add__out__int32__to__complex128", kArgs159, kOutcomes1025},
    {"add__out__int64__to__bool", kArgs191, kOutcomes1030},
    {"add__out__int64__to__uint8", kArgs191, kOutcomes1003},
    {"add__out__int64__to__int8", kArgs191, kOutcomes1005},
    {"add__out__int64__to__int16", kArgs191, kOutcomes1007},
    {"add__out__int64__to__int32", kArgs191, kOutcomes1009},
    {"add__out__int64__to__int64", kArgs191, kOutcomes1011},
    {"add__out__int64__to__float16", kArgs191, kOutcomes1013},
    {"add__out__int64__to__bfloat16", kArgs191, kOutcomes1015},
    {"add__out__int64__to__float32", kArgs191, kOutcomes1017},
    {"add__out__int64__to__float64", kArgs191, kOutcomes1019},
    {"add__out__int64__to__complex32", kArgs191, kOutcomes1021},
    {"add__out__int64__to__complex64", kArgs191, kOutcomes1023},
    {"add__out__int64__to__complex128", kArgs191, kOutcomes1025},
    {"add__out__float16__to__bool", kArgs222, kOutcomes1031},
    {"add__out__float16__to__uint8", kArgs222, kOutcomes1032},
    {"add__out__float16__to__int8", kArgs222, kOutcomes1033},
    {"add__out__float16__to__int16", kArgs222, kOutcomes1034},
    {"add__out__float16__to__int32", kArgs222, kOutcomes1035},
    {"add__out__float16__to__int64", kArgs222, kOutcomes1036},
    {"add__out__float16__to__float16", kArgs222, kOutcomes1013},
    {"add__out__float16__to__bfloat16", kArgs222, kOutcomes1015},
    {"add__out__float16__to__float32", kArgs222, kOutcomes1017},
    {"add__out__float16__to__float64", kArgs222, kOutcomes1019},
    {"add__out__float16__to__complex32", kArgs222, kOutcomes1021},
    {"add__out__float16__to__complex64", kArgs222, kOutcomes1023},
    {"add__out__float16__to__complex128", kArgs222, kOutcomes1025},
    {"add__out__bfloat16__to__bool", kArgs255, kOutcomes1037},
    {"add__out__bfloat16__to__uint8", kArgs255, kOutcomes1038},
    {"add__out__bfloat16__to__int8", kArgs255, kOutcomes1039},
    {"add__out__bfloat16__to__int16", kArgs255, kOutcomes1040},
    {"add__out__bfloat16__to__int32", kArgs255, kOutcomes1041},
    {"add__out__bfloat16__to__int64", kArgs255, kOutcomes1042},
    {"add__out__bfloat16__to__float16", kArgs255, kOutcomes1013},
    {"add__out__bfloat16__to__bfloat16", kArgs255, kOutcomes1015},
    {"add__out__bfloat16__to__float32", kArgs255, kOutcomes1017},
    {"add__out__bfloat16__to__float64", kArgs255, kOutcomes1019},
    {"add__out__bfloat16__to__complex32", kArgs255, kOutcomes1021},
    {"add__out__bfloat16__to__complex64", kArgs255, kOutcomes1023},
    {"add__out__bfloat16__to__complex128", kArgs255, kOutcomes1025},
    {"add__out__float32__to__bool", kArgs287, kOutcomes1043},
    {"add__out__float32__to__uint8", kArgs287, kOutcomes1044},
    {"add__out__float32__to__int8", kArgs287, kOutcomes1045},
    {"add__out__float32__to__int16", kArgs287, kOutcomes1046},
    {"add__out__float32__to__int32", kArgs287, kOutcomes1047},
    {"add__out__float32__to__int64", kArgs287, kOutcomes1048},
    {"add__out__float32__to__float16", kArgs287, kOutcomes1013},
    {"add__out__float32__to__bfloat16", kArgs287, kOutcomes1015},
    {"add__out__float32__to__float32", kArgs287, kOutcomes1017},
    {"add__out__float32__to__float64", kArgs287, kOutcomes1019},
    {"add__out__float32__to__complex32", kArgs287, kOutcomes1021},
    {"add__out__float32__to__complex64", kArgs287, kOutcomes1023},
    {"add__out__float32__to__complex128", kArgs287, kOutcomes1025},
    {"add__out__float64__to__bool", kArgs318, kOutcomes1049},
    {"add__out__float64__to__uint8", kArgs318, kOutcomes1050},
    {"add__out__float64__to__int8", kArgs318, kOutcomes1051},
    {"add__out__float64__to__int16", kArgs318, kOutcomes1052},
    {"add__out__float64__to__int32", kArgs318, kOutcomes1053},
    {"add__out__float64__to__int64", kArgs318, kOutcomes1054},
    {"add__out__float64__to__float16", kArgs318, kOutcomes1013},
    {"add__out__float64__to__bfloat16", kArgs318, kOutcomes1015},
    {"add__out__float64__to__float32", kArgs318, kOutcomes1017},
    {"add__out__float64__to__float64", kArgs318, kOutcomes1019},
    {"add__out__float64__to__complex32", kArgs318, kOutcomes1021},
    {"add__out__float64__to__complex64", kArgs318, kOutcomes1023},
    {"add__out__float64__to__complex128", kArgs318, kOutcomes1025},
    {"add__out__complex32__to__bool", kArgs351, kOutcomes1055},
    {"add__out__complex32__to__uint8", kArgs351, kOutcomes1056},
    {"add__out__complex32__to__int8", kArgs351, kOutcomes1057},
    {"add__out__complex32__to__int16", kArgs351, kOutcomes1058},
    {"add__out__complex32__to__int32", kArgs351, kOutcomes1059},
    {"add__out__complex32__to__int64", kArgs351, kOutcomes1060},
    {"add__out__complex32__to__float16", kArgs351, kOutcomes1061},
    {"add__out__complex32__to__bfloat16", kArgs351, kOutcomes1063},
    {"add__out__complex32__to__float32", kArgs351, kOutcomes1065},
    {"add__out__complex32__to__float64", kArgs351, kOutcomes1067},
    {"add__out__complex32__to__complex32", kArgs351, kOutcomes1021},
    {"add__out__complex32__to__complex64", kArgs351, kOutcomes1023},
    {"add__out__complex32__to__complex128", kArgs351, kOutcomes1025},
    {"add__out__complex64__to__bool", kArgs382, kOutcomes1068},
    {"add__out__complex64__to__uint8", kArgs382, kOutcomes1069},
    {"add__out__complex64__to__int8", kArgs382, kOutcomes1070},
    {"add__out__complex64__to__int16", kArgs382, kOutcomes1071},
    {"add__out__complex64__to__int32", kArgs382, kOutcomes1072},
    {"add__out__complex64__to__int64", kArgs382, kOutcomes1073},
    {"add__out__complex64__to__float16", kArgs382, kOutcomes1074},
    {"add__out__complex64__to__bfloat16", kArgs382, kOutcomes1075},
    {"add__out__complex64__to__float32", kArgs382, kOutcomes1076},
    {"add__out__complex64__to__float64", kArgs382, kOutcomes1078},
    {"add__out__complex64__to__complex32", kArgs382, kOutcomes1021},
    {"add__out__complex64__to__complex64", kArgs382, kOutcomes1023},
    {"add__out__complex64__to__complex128", kArgs382, kOutcomes1025},
    {"add__out__complex128__to__bool", kArgs413, kOutcomes1079},
    {"add__out__complex128__to__uint8", kArgs413, kOutcomes1080},
    {"add__out__complex128__to__int8", kArgs413, kOutcomes1081},
    {"add__out__complex128__to__int16", kArgs413, kOutcomes1082},
    {"add__out__complex128__to__int32", kArgs413, kOutcomes1083},
    {"add__out__complex128__to__int64", kArgs413, kOutcomes1084},
    {"add__out__complex128__to__float16", kArgs413, kOutcomes1085},
    {"add__out__complex128__to__bfloat16", kArgs413, kOutcomes1086},
    {"add__out__complex128__to__float32", kArgs413, kOutcomes1087},
    {"add__out__complex128__to__float64", kArgs413, kOutcomes1088},
    {"add__out__complex128__to__complex32", kArgs413, kOutcomes1021},
    {"add__out__complex128__to__complex64", kArgs413, kOutcomes1023},
    {"add__out__complex128__to__complex128", kArgs413, kOutcomes1025},
};
constexpr int64_t kInts1089[] = {2, 3};
constexpr int64_t kInts1090[] = {3};
constexpr ArgSpec kArgs1091[] = {tensor_spec(kFloat, kInts1089), tensor_spec(kFloat, kInts1090), int_scalar(1)};
constexpr Outcome kOutcomes1092[] = {call(0).shape(kInts1089)};
constexpr ArgSpec kArgs1093[] = {tensor_spec(kFloat, kInts1090), tensor_spec(kFloat, kInts1089), int_scalar(1)};
constexpr int64_t kInts1094[] = {2, 1};
constexpr int64_t kInts1095[] = {1, 3};
constexpr ArgSpec kArgs1096[] = {tensor_spec(kFloat, kInts1094), tensor_spec(kFloat, kInts1095), int_scalar(1)};
constexpr ArgSpec kArgs1097[] = {tensor_spec(kFloat), tensor_spec(kFloat, kInts1089), int_scalar(1)};
constexpr ArgSpec kArgs1098[] = {tensor_spec(kFloat, kInts1089), tensor_spec(kFloat), int_scalar(1)};
constexpr int64_t kInts1099[] = {0, 3};
constexpr ArgSpec kArgs1100[] = {tensor_spec(kFloat, kInts1099), tensor_spec(kFloat, kInts1095), int_scalar(1)};
constexpr Outcome kOutcomes1101[] = {call(0).shape(kInts1099)};
constexpr int64_t kInts1102[] = {4, 1, 3};
constexpr ArgSpec kArgs1103[] = {tensor_spec(kFloat, kInts1102), tensor_spec(kFloat, kInts1094), int_scalar(1)};
constexpr int64_t kInts1104[] = {4, 2, 3};
constexpr Outcome kOutcomes1105[] = {call(0).shape(kInts1104)};
constexpr ArgSpec kArgs1106[] = {tensor_spec(kFloat, kInts1089), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ErrorSpec kError1107 = {"RuntimeError", "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1", Match::Exact};
constexpr Outcome kOutcomes1108[] = {call(0).raises(&kError1107)};
constexpr ArgSpec kArgs1109[] = {tensor_spec(kFloat, kInts5), tensor_spec(kFloat, kInts14), int_scalar(1)};
constexpr ErrorSpec kError1110 = {"RuntimeError", "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0", Match::Exact};
constexpr Outcome kOutcomes1111[] = {call(0).raises(&kError1110)};
constexpr int64_t kInts1112[] = {2, 3, 4};
constexpr int64_t kInts1113[] = {3, 1, 5};
constexpr ArgSpec kArgs1114[] = {tensor_spec(kFloat, kInts1112), tensor_spec(kFloat, kInts1113), int_scalar(1)};
constexpr ErrorSpec kError1115 = {"RuntimeError", "The size of tensor a (4) must match the size of tensor b (5) at non-singleton dimension 2", Match::Exact};
constexpr Outcome kOutcomes1116[] = {call(0).raises(&kError1115)};
constexpr Outcome kOutcomes1117[] = {call(2).shape(kInts1089).same_as(SameAs::Self)};
constexpr ArgSpec kArgs1118[] = {tensor_spec(kFloat, kInts1089), tensor_spec(kFloat, kInts1095), int_scalar(1)};
constexpr ErrorSpec kError1119 = {"RuntimeError", "output with shape [3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1120[] = {call(2).raises(&kError1119)};
constexpr ArgSpec kArgs1121[] = {tensor_spec(kFloat, kInts1095), tensor_spec(kFloat, kInts1089), int_scalar(1)};
constexpr ErrorSpec kError1122 = {"RuntimeError", "output with shape [1, 3] doesn't match the broadcast shape [2, 3]", Match::Exact};
constexpr Outcome kOutcomes1123[] = {call(2).raises(&kError1122)};
constexpr ErrorSpec kError1124 = {"RuntimeError", "output with shape [] doesn't match the broadcast shape [2]", Match::Exact};
constexpr Outcome kOutcomes1125[] = {call(2).raises(&kError1124)};
constexpr Outcome kOutcomes1126[] = {call(2).raises(&kError1107)};
constexpr ArgSpec kArgs1127[] = {tensor_spec(kFloat, kInts1089), tensor_spec(kFloat, kInts1089), int_scalar(1)};
constexpr ArgSpec kOut1128 = tensor_spec(kFloat, kInts1089);
constexpr Outcome kOutcomes1129[] = {call(3).out_tensor(&kOut1128).shape(kInts1089).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1130[] = {call(3).out_tensor(&kOut6).shape(kInts1089).same_as(SameAs::Out)};
constexpr int64_t kInts1131[] = {6};
constexpr ArgSpec kOut1132 = tensor_spec(kFloat, kInts1131);
constexpr Outcome kOutcomes1133[] = {call(3).out_tensor(&kOut1132).shape(kInts1089).same_as(SameAs::Out)};
constexpr int64_t kInts1134[] = {3, 2};
constexpr ArgSpec kOut1135 = tensor_spec(kFloat, kInts1134);
constexpr Outcome kOutcomes1136[] = {call(3).out_tensor(&kOut1135).shape(kInts1089).same_as(SameAs::Out)};
constexpr Case kShapes[] = {
    {"add__broadcast__2x3__3", kArgs1091, kOutcomes1092},
    {"add__broadcast__3__2x3", kArgs1093, kOutcomes1092},
    {"add__broadcast__2x1__1x3", kArgs1096, kOutcomes1092},
    {"add__broadcast__scalar__2x3", kArgs1097, kOutcomes1092},
    {"add__broadcast__2x3__scalar", kArgs1098, kOutcomes1092},
    {"add__broadcast__0x3__1x3", kArgs1100, kOutcomes1101},
    {"add__broadcast__4x1x3__2x1", kArgs1103, kOutcomes1105},
    {"add__broadcast__2x3__2", kArgs1106, kOutcomes1108},
    {"add__broadcast__0__2", kArgs1109, kOutcomes1111},
    {"add__broadcast__2x3x4__3x1x5", kArgs1114, kOutcomes1116},
    {"add__inplace__2x3__3", kArgs1091, kOutcomes1117},
    {"add__inplace__2x3__1x3", kArgs1118, kOutcomes1117},
    {"add__inplace__2x3__scalar", kArgs1098, kOutcomes1117},
    {"add__inplace__3__2x3", kArgs1093, kOutcomes1120},
    {"add__inplace__1x3__2x3", kArgs1121, kOutcomes1123},
    {"add__inplace__scalar__2", kArgs703, kOutcomes1125},
    {"add__inplace__2x3__2", kArgs1106, kOutcomes1126},
    {"add__out__2x3", kArgs1127, kOutcomes1129},
    {"add__out__0", kArgs1127, kOutcomes1130},
    {"add__out__6", kArgs1127, kOutcomes1133},
    {"add__out__3x2", kArgs1127, kOutcomes1136},
};
constexpr const char* kNames1137[] = {"N", "C"};
constexpr ArgSpec kArgs1138[] = {tensor_spec(kFloat, kInts1089, {}, kNames1137), tensor_spec(kFloat, kInts1089, {}, kNames1137), int_scalar(1)};
constexpr const char* kNames1139[] = {"A", "C"};
constexpr ArgSpec kOut1140 = tensor_spec(kFloat, kInts1089, {}, kNames1139);
constexpr ErrorSpec kError1141 = {"RuntimeError", "Name mismatch: specified out tensor with names ['A', 'C'] are not the same as the computed output names ['N', 'C']. Please rename the out tensor's dims with `Tensor.rename`.", Match::Exact};
constexpr Outcome kOutcomes1142[] = {call(0).names(kNames1137), call(3).out_tensor(&kOut6).names(kNames1137).same_as(SameAs::Out), call(3).out_tensor(&kOut1140).raises(&kError1141), call(2).names(kNames1137).same_as(SameAs::Self)};
constexpr const char* kNames1143[] = {"C"};
constexpr ArgSpec kArgs1144[] = {tensor_spec(kFloat, kInts1089, {}, kNames1137), tensor_spec(kFloat, kInts1090, {}, kNames1143), int_scalar(1)};
constexpr const char* kNames1145[] = {nullptr, "C"};
constexpr ArgSpec kArgs1146[] = {tensor_spec(kFloat, kInts1089, {}, kNames1137), tensor_spec(kFloat, kInts1089, {}, kNames1145), int_scalar(1)};
constexpr ArgSpec kArgs1147[] = {tensor_spec(kFloat, kInts1089, {}, kNames1137), tensor_spec(kFloat, kInts1089), int_scalar(1)};
constexpr ArgSpec kArgs1148[] = {tensor_spec(kFloat, kInts1089), tensor_spec(kFloat, kInts1089, {}, kNames1137), int_scalar(1)};
constexpr const char* kNames1149[] = {"N", "D"};
constexpr ArgSpec kArgs1150[] = {tensor_spec(kFloat, kInts1089, {}, kNames1137), tensor_spec(kFloat, kInts1089, {}, kNames1149), int_scalar(1)};
constexpr ErrorSpec kError1151 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N', 'D']: dim 'C' and dim 'D' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1152[] = {call(0).raises(&kError1151)};
constexpr const char* kNames1153[] = {"N"};
constexpr ArgSpec kArgs1154[] = {tensor_spec(kFloat, kInts1089, {}, kNames1137), tensor_spec(kFloat, kInts1090, {}, kNames1153), int_scalar(1)};
constexpr ErrorSpec kError1155 = {"RuntimeError", "Error when attempting to broadcast dims ['N', 'C'] and dims ['N']: dim 'C' and dim 'N' are at the same position from the right but do not match.", Match::Exact};
constexpr Outcome kOutcomes1156[] = {call(0).raises(&kError1155)};
constexpr const char* kNames1157[] = {"N", nullptr};
constexpr const char* kNames1158[] = {nullptr, "N"};
constexpr ArgSpec kArgs1159[] = {tensor_spec(kFloat, kInts1089, {}, kNames1157), tensor_spec(kFloat, kInts1089, {}, kNames1158), int_scalar(1)};
constexpr ErrorSpec kError1160 = {"RuntimeError", "Misaligned dims when attempting to broadcast dims [None, 'N'] and dims ['N', None]: dim 'N' appears in a different position from the right across both lists.", Match::Exact};
constexpr Outcome kOutcomes1161[] = {call(0).raises(&kError1160)};
constexpr Case kNames[] = {
    {"add__same_names", kArgs1138, kOutcomes1142},
    {"add__names_from_right", kArgs1144, kOutcomes1142},
    {"add__wildcard_matches", kArgs1146, kOutcomes1142},
    {"add__unnamed_second", kArgs1147, kOutcomes1142},
    {"add__unnamed_first", kArgs1148, kOutcomes1142},
    {"add__mismatch", kArgs1150, kOutcomes1152},
    {"add__mismatch_from_right", kArgs1154, kOutcomes1156},
    {"add__misaligned", kArgs1159, kOutcomes1161},
};
constexpr Num kNums1162[] = {{0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr Num kNums1163[] = {{0, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kArgs1164[] = {tensor_spec(kBool, kInts0, kNums1162), tensor_spec(kBool, kInts0, kNums1163), int_scalar(1)};
constexpr Num kNums1165[] = {{0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {0, 0}, {1, 0}, {0, 0}};
constexpr ArgSpec kOut1166 = tensor_spec(kBool, kInts5);
constexpr Outcome kOutcomes1167[] = {call(0).dtype(kBool).shape(kInts0).values(kNums1165), call(2).dtype(kBool).shape(kInts0).values(kNums1165).same_as(SameAs::Self), call(3).out_tensor(&kOut1166).dtype(kBool).shape(kInts0).values(kNums1165).same_as(SameAs::Out)};
constexpr Num kNums1168[] = {{0, 0}, {3, 0}, {7, 0}, {250, 0}, {255, 0}, {1, 0}, {12, 0}, {100, 0}, {5, 0}, {2, 0}, {9, 0}, {3, 0}};
constexpr Num kNums1169[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {3, 0}};
constexpr ArgSpec kArgs1170[] = {tensor_spec(kUInt8, kInts0, kNums1168), tensor_spec(kUInt8, kInts0, kNums1169), int_scalar(1)};
constexpr Num kNums1171[] = {{1, 0}, {5, 0}, {10, 0}, {254, 0}, {4, 0}, {7, 0}, {13, 0}, {102, 0}, {8, 0}, {6, 0}, {14, 0}, {6, 0}};
constexpr ArgSpec kOut1172 = tensor_spec(kUInt8, kInts5);
constexpr Outcome kOutcomes1173[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1171), call(2).dtype(kUInt8).shape(kInts0).values(kNums1171).same_as(SameAs::Self), call(3).out_tensor(&kOut1172).dtype(kUInt8).shape(kInts0).values(kNums1171).same_as(SameAs::Out)};
constexpr Num kNums1174[] = {{-5, 0}, {0, 0}, {3, 0}, {7, 0}, {-2, 0}, {1, 0}, {12, 0}, {100, 0}, {-100, 0}, {5, 0}, {2, 0}, {9, 0}};
constexpr Num kNums1175[] = {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}};
constexpr ArgSpec kArgs1176[] = {tensor_spec(kInt8, kInts0, kNums1174), tensor_spec(kInt8, kInts0, kNums1175), int_scalar(1)};
constexpr Num kNums1177[] = {{-4, 0}, {2, 0}, {6, 0}, {11, 0}, {3, 0}, {7, 0}, {13, 0}, {102, 0}, {-97, 0}, {9, 0}, {7, 0}, {15, 0}};
constexpr ArgSpec kOut1178 = tensor_spec(kInt8, kInts5);
constexpr Outcome kOutcomes1179[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1177), call(2).dtype(kInt8).shape(kInts0).values(kNums1177).same_as(SameAs::Self), call(3).out_tensor(&kOut1178).dtype(kInt8).shape(kInts0).values(kNums1177).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1180[] = {tensor_spec(kInt16, kInts0, kNums1174), tensor_spec(kInt16, kInts0, kNums1175), int_scalar(1)};
constexpr ArgSpec kOut1181 = tensor_spec(kInt16, kInts5);
constexpr Outcome kOutcomes1182[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1177), call(2).dtype(kInt16).shape(kInts0).values(kNums1177).same_as(SameAs::Self), call(3).out_tensor(&kOut1181).dtype(kInt16).shape(kInts0).values(kNums1177).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1183[] = {tensor_spec(kInt32, kInts0, kNums1174), tensor_spec(kInt32, kInts0, kNums1175), int_scalar(1)};
constexpr ArgSpec kOut1184 = tensor_spec(kInt32, kInts5);
constexpr Outcome kOutcomes1185[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1177), call(2).dtype(kInt32).shape(kInts0).values(kNums1177).same_as(SameAs::Self), call(3).out_tensor(&kOut1184).dtype(kInt32).shape(kInts0).values(kNums1177).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1186[] = {tensor_spec(kInt64, kInts0, kNums1174), tensor_spec(kInt64, kInts0, kNums1175), int_scalar(1)};
constexpr ArgSpec kOut1187 = tensor_spec(kInt64, kInts5);
constexpr Outcome kOutcomes1188[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1177), call(2).dtype(kInt64).shape(kInts0).values(kNums1177).same_as(SameAs::Self), call(3).out_tensor(&kOut1187).dtype(kInt64).shape(kInts0).values(kNums1177).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1189[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1190 = tensor_spec(kHalf, kInts5);
constexpr Outcome kOutcomes1191[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1190).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1192[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1193 = tensor_spec(kBFloat16, kInts5);
constexpr Outcome kOutcomes1194[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums4), call(2).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1193).dtype(kBFloat16).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Outcome kOutcomes1195[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1196[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kOut1197 = tensor_spec(kDouble, kInts5);
constexpr Outcome kOutcomes1198[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums4), call(2).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut1197).dtype(kDouble).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr Num kNums1199[] = {{0.5, -1.25}, {3.0, 0.0}, {0.0, 1.0}, {-2.75, 0.375}, {0.25, 0.0}, {1.0, 1.0}, {-0.5, 0.5}, {2.0, -3.0}, {0.125, 0.25}, {-1.0, 0.5}, {1.5, 2.5}, {0.75, -1.0}};
constexpr Num kNums1200[] = {{1.0, 0.0}, {0.5, 0.5}, {0.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {1.0, 1.0}, {0.25, -0.5}, {-2.0, 1.0}, {3.0, 0.0}, {1.0, -1.0}, {0.5, 0.25}, {0.75, -1.0}};
constexpr ArgSpec kArgs1201[] = {tensor_spec(kComplexHalf, kInts0, kNums1199), tensor_spec(kComplexHalf, kInts0, kNums1200), int_scalar(1)};
constexpr Num kNums1202[] = {{1.5, -1.25}, {3.5, 0.5}, {0.0, 2.0}, {-3.75, 2.375}, {2.25, 0.0}, {2.0, 2.0}, {-0.25, 0.0}, {0.0, -2.0}, {3.125, 0.25}, {0.0, -0.5}, {2.0, 2.75}, {1.5, -2.0}};
constexpr ArgSpec kOut1203 = tensor_spec(kComplexHalf, kInts5);
constexpr Outcome kOutcomes1204[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1202), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums1202).same_as(SameAs::Self), call(3).out_tensor(&kOut1203).dtype(kComplexHalf).shape(kInts0).values(kNums1202).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1205[] = {tensor_spec(kComplexFloat, kInts0, kNums1199), tensor_spec(kComplexFloat, kInts0, kNums1200), int_scalar(1)};
constexpr ArgSpec kOut1206 = tensor_spec(kComplexFloat, kInts5);
constexpr Outcome kOutcomes1207[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1202), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1202).same_as(SameAs::Self), call(3).out_tensor(&kOut1206).dtype(kComplexFloat).shape(kInts0).values(kNums1202).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1208[] = {tensor_spec(kComplexDouble, kInts0, kNums1199), tensor_spec(kComplexDouble, kInts0, kNums1200), int_scalar(1)};
constexpr ArgSpec kOut1209 = tensor_spec(kComplexDouble, kInts5);
constexpr Outcome kOutcomes1210[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1202), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1202).same_as(SameAs::Self), call(3).out_tensor(&kOut1209).dtype(kComplexDouble).shape(kInts0).values(kNums1202).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1211[] = {tensor_spec(kInt32, kInts0, kNums1174), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1212[] = {{-5.0, 0}, {0.5, 0}, {6.0, 0}, {11.0, 0}, {-2.0, 0}, {0.75, 0}, {15.0, 0}, {98.0, 0}, {-99.25, 0}, {6.5, 0}, {kInf, 0}, {10.0, 0}};
constexpr Outcome kOutcomes1213[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1212), call(2).raises(&kError935), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1212).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1214[] = {tensor_spec(kUInt8, kInts0, kNums1168), tensor_spec(kInt8, kInts0, kNums1175), int_scalar(1)};
constexpr Num kNums1215[] = {{1, 0}, {5, 0}, {10, 0}, {254, 0}, {260, 0}, {7, 0}, {13, 0}, {102, 0}, {8, 0}, {6, 0}, {14, 0}, {9, 0}};
constexpr Num kNums1216[] = {{1, 0}, {5, 0}, {10, 0}, {254, 0}, {4, 0}, {7, 0}, {13, 0}, {102, 0}, {8, 0}, {6, 0}, {14, 0}, {9, 0}};
constexpr Outcome kOutcomes1217[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1215), call(2).dtype(kUInt8).shape(kInts0).values(kNums1216).same_as(SameAs::Self), call(3).out_tensor(&kOut1181).dtype(kInt16).shape(kInts0).values(kNums1215).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1218[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes1219[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums4), call(2).dtype(kHalf).shape(kInts0).values(kNums4).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums4).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1220[] = {tensor_spec(kBool, kInts0, kNums1162), tensor_spec(kInt64, kInts0, kNums1175), int_scalar(1)};
constexpr Num kNums1221[] = {{1, 0}, {3, 0}, {4, 0}, {4, 0}, {6, 0}, {6, 0}, {2, 0}, {3, 0}, {3, 0}, {4, 0}, {6, 0}, {6, 0}};
constexpr Outcome kOutcomes1222[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1221), call(2).raises(&kError856), call(3).out_tensor(&kOut1187).dtype(kInt64).shape(kInts0).values(kNums1221).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1223[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kComplexFloat, kInts0, kNums1200), int_scalar(1)};
constexpr Num kNums1224[] = {{1.5, 0.0}, {-0.75, 0.5}, {3.0, 1.0}, {-1.0, 2.0}, {2.0, 0.0}, {3.75, 1.0}, {-0.125, -0.5}, {8.0, 1.0}, {3.125, 0.0}, {-6.5, -1.0}, {kInf, 0.25}, {kNaN, -1.0}};
constexpr Outcome kOutcomes1225[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1224), call(2).raises(&kError983), call(3).out_tensor(&kOut1206).dtype(kComplexFloat).shape(kInts0).values(kNums1224).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1226[] = {tensor_spec(kInt64, kInts0, kNums1174), tensor_spec(kDouble, kInts0, kNums2), int_scalar(1)};
constexpr Outcome kOutcomes1227[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1212), call(2).raises(&kError955), call(3).out_tensor(&kOut1197).dtype(kDouble).shape(kInts0).values(kNums1212).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1228[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr ArgSpec kArgs1229[] = {tensor_spec(kUInt8, kInts0, kNums1168), tensor_spec(kBool, kInts0, kNums1163), int_scalar(1)};
constexpr Num kNums1230[] = {{0, 0}, {3, 0}, {8, 0}, {251, 0}, {0, 0}, {1, 0}, {12, 0}, {101, 0}, {6, 0}, {2, 0}, {10, 0}, {3, 0}};
constexpr Outcome kOutcomes1231[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1230), call(2).dtype(kUInt8).shape(kInts0).values(kNums1230).same_as(SameAs::Self), call(3).out_tensor(&kOut1172).dtype(kUInt8).shape(kInts0).values(kNums1230).same_as(SameAs::Out)};
constexpr Num kNums1232[] = {{-0.25, 0}};
constexpr ArgSpec kArgs1233[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kDouble, {}, kNums1232), int_scalar(1)};
constexpr Num kNums1234[] = {{0.25, 0}, {-1.5, 0}, {2.75, 0}, {-0.25, 0}, {-0.25, 0}, {2.5, 0}, {-0.625, 0}, {9.75, 0}, {-0.125, 0}, {-7.75, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1235[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1234), call(2).dtype(kFloat).shape(kInts0).values(kNums1234).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1234).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1236[] = {tensor_spec(kInt64, kInts0, kNums1174), tensor_spec(kDouble, {}, kNums1232), int_scalar(1)};
constexpr Num kNums1237[] = {{-5.25, 0}, {-0.25, 0}, {2.75, 0}, {6.75, 0}, {-2.25, 0}, {0.75, 0}, {11.75, 0}, {99.75, 0}, {-100.25, 0}, {4.75, 0}, {1.75, 0}, {8.75, 0}};
constexpr Outcome kOutcomes1238[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1237), call(2).raises(&kError955), call(3).out_tensor(&kOut1197).dtype(kDouble).shape(kInts0).values(kNums1237).same_as(SameAs::Out)};
constexpr Num kNums1239[] = {{6, 0}};
constexpr ArgSpec kArgs1240[] = {tensor_spec(kInt32, kInts0, kNums1174), tensor_spec(kInt64, {}, kNums1239), int_scalar(1)};
constexpr Num kNums1241[] = {{1, 0}, {6, 0}, {9, 0}, {13, 0}, {4, 0}, {7, 0}, {18, 0}, {106, 0}, {-94, 0}, {11, 0}, {8, 0}, {15, 0}};
constexpr Outcome kOutcomes1242[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1241), call(2).dtype(kInt32).shape(kInts0).values(kNums1241).same_as(SameAs::Self), call(3).out_tensor(&kOut1184).dtype(kInt32).shape(kInts0).values(kNums1241).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1243[] = {tensor_spec(kInt64, kInts0, kNums1174), float_scalar(0.5), int_scalar(1)};
constexpr Num kNums1244[] = {{-4.5, 0}, {0.5, 0}, {3.5, 0}, {7.5, 0}, {-1.5, 0}, {1.5, 0}, {12.5, 0}, {100.5, 0}, {-99.5, 0}, {5.5, 0}, {2.5, 0}, {9.5, 0}};
constexpr Outcome kOutcomes1245[] = {call(6).dtype(kFloat).shape(kInts0).values(kNums1244), call(8).raises(&kError953), call(9).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1244).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1246[] = {tensor_spec(kHalf, kInts0, kNums1), float_scalar(0.5), int_scalar(1)};
constexpr Outcome kOutcomes1247[] = {call(6).dtype(kHalf).shape(kInts0).values(kNums9), call(8).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Self), call(9).out_tensor(&kOut1190).dtype(kHalf).shape(kInts0).values(kNums9).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1248[] = {tensor_spec(kBool, kInts0, kNums1162), int_scalar(2), int_scalar(1)};
constexpr Num kNums1249[] = {{2, 0}, {3, 0}, {3, 0}, {2, 0}, {3, 0}, {2, 0}, {3, 0}, {3, 0}, {2, 0}, {2, 0}, {3, 0}, {2, 0}};
constexpr Outcome kOutcomes1250[] = {call(6).dtype(kInt64).shape(kInts0).values(kNums1249), call(8).raises(&kError856), call(9).out_tensor(&kOut1187).dtype(kInt64).shape(kInts0).values(kNums1249).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1251[] = {tensor_spec(kUInt8, kInts0, kNums1168), int_scalar(2), int_scalar(1)};
constexpr Num kNums1252[] = {{2, 0}, {5, 0}, {9, 0}, {252, 0}, {1, 0}, {3, 0}, {14, 0}, {102, 0}, {7, 0}, {4, 0}, {11, 0}, {5, 0}};
constexpr Outcome kOutcomes1253[] = {call(6).dtype(kUInt8).shape(kInts0).values(kNums1252), call(8).dtype(kUInt8).shape(kInts0).values(kNums1252).same_as(SameAs::Self), call(9).out_tensor(&kOut1172).dtype(kUInt8).shape(kInts0).values(kNums1252).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1254[] = {tensor_spec(kInt32, kInts0, kNums1174), bool_scalar(true), int_scalar(1)};
constexpr Num kNums1255[] = {{-4, 0}, {1, 0}, {4, 0}, {8, 0}, {-1, 0}, {2, 0}, {13, 0}, {101, 0}, {-99, 0}, {6, 0}, {3, 0}, {10, 0}};
constexpr Outcome kOutcomes1256[] = {call(6).dtype(kInt32).shape(kInts0).values(kNums1255), call(8).dtype(kInt32).shape(kInts0).values(kNums1255).same_as(SameAs::Self), call(9).out_tensor(&kOut1184).dtype(kInt32).shape(kInts0).values(kNums1255).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1257[] = {tensor_spec(kFloat, kInts0, kNums1), complex_scalar(0.5, 0.5), int_scalar(1)};
constexpr Num kNums1258[] = {{1.0, 0.5}, {-0.75, 0.5}, {3.5, 0.5}, {0.5, 0.5}, {0.5, 0.5}, {3.25, 0.5}, {0.125, 0.5}, {10.5, 0.5}, {0.625, 0.5}, {-7.0, 0.5}, {kInf, 0.5}, {kNaN, 0.5}};
constexpr Outcome kOutcomes1259[] = {call(6).dtype(kComplexFloat).shape(kInts0).values(kNums1258), call(8).raises(&kError983), call(9).out_tensor(&kOut1206).dtype(kComplexFloat).shape(kInts0).values(kNums1258).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1260[] = {tensor_spec(kBool, kInts0, kNums1162), tensor_spec(kBool, kInts0, kNums1163), bool_scalar(false)};
constexpr Outcome kOutcomes1261[] = {call(0).dtype(kBool).shape(kInts0).values(kNums1162), call(2).dtype(kBool).shape(kInts0).values(kNums1162).same_as(SameAs::Self), call(3).out_tensor(&kOut1166).dtype(kBool).shape(kInts0).values(kNums1162).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1262[] = {tensor_spec(kUInt8, kInts0, kNums1168), tensor_spec(kUInt8, kInts0, kNums1169), int_scalar(3)};
constexpr Num kNums1263[] = {{3, 0}, {9, 0}, {16, 0}, {6, 0}, {14, 0}, {19, 0}, {15, 0}, {106, 0}, {14, 0}, {14, 0}, {24, 0}, {12, 0}};
constexpr Outcome kOutcomes1264[] = {call(0).dtype(kUInt8).shape(kInts0).values(kNums1263), call(2).dtype(kUInt8).shape(kInts0).values(kNums1263).same_as(SameAs::Self), call(3).out_tensor(&kOut1172).dtype(kUInt8).shape(kInts0).values(kNums1263).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1265[] = {tensor_spec(kUInt8, kInts0, kNums1168), tensor_spec(kUInt8, kInts0, kNums1169), int_scalar(-255)};
constexpr ArgSpec kArgs1266[] = {tensor_spec(kUInt8, kInts0, kNums1168), tensor_spec(kUInt8, kInts0, kNums1169), int_scalar(256)};
constexpr ErrorSpec kError1267 = {"RuntimeError", "value cannot be converted to type uint8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1268[] = {call(0).raises(&kError1267)};
constexpr ArgSpec kArgs1269[] = {tensor_spec(kInt8, kInts0, kNums1174), tensor_spec(kInt8, kInts0, kNums1175), int_scalar(-3)};
constexpr Num kNums1270[] = {{-8, 0}, {-6, 0}, {-6, 0}, {-5, 0}, {-17, 0}, {-17, 0}, {9, 0}, {94, 0}, {-109, 0}, {-7, 0}, {-13, 0}, {-9, 0}};
constexpr Outcome kOutcomes1271[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1270), call(2).dtype(kInt8).shape(kInts0).values(kNums1270).same_as(SameAs::Self), call(3).out_tensor(&kOut1178).dtype(kInt8).shape(kInts0).values(kNums1270).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1272[] = {tensor_spec(kInt8, kInts0, kNums1174), tensor_spec(kInt8, kInts0, kNums1175), int_scalar(-128)};
constexpr Num kNums1273[] = {{123, 0}, {0, 0}, {-125, 0}, {7, 0}, {126, 0}, {1, 0}, {-116, 0}, {100, 0}, {28, 0}, {5, 0}, {-126, 0}, {9, 0}};
constexpr Outcome kOutcomes1274[] = {call(0).dtype(kInt8).shape(kInts0).values(kNums1273), call(2).dtype(kInt8).shape(kInts0).values(kNums1273).same_as(SameAs::Self), call(3).out_tensor(&kOut1178).dtype(kInt8).shape(kInts0).values(kNums1273).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1275[] = {tensor_spec(kInt8, kInts0, kNums1174), tensor_spec(kInt8, kInts0, kNums1175), int_scalar(128)};
constexpr ErrorSpec kError1276 = {"RuntimeError", "value cannot be converted to type int8_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1277[] = {call(0).raises(&kError1276)};
constexpr ArgSpec kArgs1278[] = {tensor_spec(kInt16, kInts0, kNums1174), tensor_spec(kInt16, kInts0, kNums1175), int_scalar(-3)};
constexpr Outcome kOutcomes1279[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1270), call(2).dtype(kInt16).shape(kInts0).values(kNums1270).same_as(SameAs::Self), call(3).out_tensor(&kOut1181).dtype(kInt16).shape(kInts0).values(kNums1270).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1280[] = {tensor_spec(kInt16, kInts0, kNums1174), tensor_spec(kInt16, kInts0, kNums1175), int_scalar(-32768)};
constexpr Num kNums1281[] = {{32763, 0}, {0, 0}, {-32765, 0}, {7, 0}, {32766, 0}, {1, 0}, {-32756, 0}, {100, 0}, {32668, 0}, {5, 0}, {-32766, 0}, {9, 0}};
constexpr Outcome kOutcomes1282[] = {call(0).dtype(kInt16).shape(kInts0).values(kNums1281), call(2).dtype(kInt16).shape(kInts0).values(kNums1281).same_as(SameAs::Self), call(3).out_tensor(&kOut1181).dtype(kInt16).shape(kInts0).values(kNums1281).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1283[] = {tensor_spec(kInt16, kInts0, kNums1174), tensor_spec(kInt16, kInts0, kNums1175), int_scalar(32768)};
constexpr ErrorSpec kError1284 = {"RuntimeError", "value cannot be converted to type int16_t without overflow", Match::Exact};
constexpr Outcome kOutcomes1285[] = {call(0).raises(&kError1284)};
constexpr ArgSpec kArgs1286[] = {tensor_spec(kInt32, kInts0, kNums1174), tensor_spec(kInt32, kInts0, kNums1175), int_scalar(-3)};
constexpr Outcome kOutcomes1287[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1270), call(2).dtype(kInt32).shape(kInts0).values(kNums1270).same_as(SameAs::Self), call(3).out_tensor(&kOut1184).dtype(kInt32).shape(kInts0).values(kNums1270).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1288[] = {tensor_spec(kInt32, kInts0, kNums1174), tensor_spec(kInt32, kInts0, kNums1175), int_scalar(-2147483648)};
constexpr Num kNums1289[] = {{2147483643, 0}, {0, 0}, {-2147483645, 0}, {7, 0}, {2147483646, 0}, {1, 0}, {-2147483636, 0}, {100, 0}, {2147483548, 0}, {5, 0}, {-2147483646, 0}, {9, 0}};
constexpr Outcome kOutcomes1290[] = {call(0).dtype(kInt32).shape(kInts0).values(kNums1289), call(2).dtype(kInt32).shape(kInts0).values(kNums1289).same_as(SameAs::Self), call(3).out_tensor(&kOut1184).dtype(kInt32).shape(kInts0).values(kNums1289).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1291[] = {tensor_spec(kInt32, kInts0, kNums1174), tensor_spec(kInt32, kInts0, kNums1175), int_scalar(2147483648)};
constexpr ErrorSpec kError1292 = {"RuntimeError", "value cannot be converted to type int without overflow", Match::Exact};
constexpr Outcome kOutcomes1293[] = {call(0).raises(&kError1292)};
constexpr ArgSpec kArgs1294[] = {tensor_spec(kInt64, kInts0, kNums1174), tensor_spec(kInt64, kInts0, kNums1175), int_scalar(-3)};
constexpr Outcome kOutcomes1295[] = {call(0).dtype(kInt64).shape(kInts0).values(kNums1270), call(2).dtype(kInt64).shape(kInts0).values(kNums1270).same_as(SameAs::Self), call(3).out_tensor(&kOut1187).dtype(kInt64).shape(kInts0).values(kNums1270).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1296[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(-2.5)};
constexpr Num kNums1297[] = {{0.5, 0}, {-2.5, 0}, {-4.5, 0}, {-10.0, 0}, {0.0, 0}, {3.375, 0}, {-7.875, 0}, {15.0, 0}, {-1.75, 0}, {-11.25, 0}, {kNaN, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1298[] = {call(0).dtype(kHalf).shape(kInts0).values(kNums1297), call(2).dtype(kHalf).shape(kInts0).values(kNums1297).same_as(SameAs::Self), call(3).out_tensor(&kOut1190).dtype(kHalf).shape(kInts0).values(kNums1297).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1299[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr ArgSpec kArgs1300[] = {tensor_spec(kHalf, kInts0, kNums1), tensor_spec(kHalf, kInts0, kNums2), float_scalar(70000.0)};
constexpr ErrorSpec kError1301 = {"RuntimeError", "value cannot be converted to type at::Half without overflow", Match::Exact};
constexpr Outcome kOutcomes1302[] = {call(0).raises(&kError1301)};
constexpr ArgSpec kArgs1303[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(-2.5)};
constexpr Outcome kOutcomes1304[] = {call(0).dtype(kBFloat16).shape(kInts0).values(kNums1297), call(2).dtype(kBFloat16).shape(kInts0).values(kNums1297).same_as(SameAs::Self), call(3).out_tensor(&kOut1193).dtype(kBFloat16).shape(kInts0).values(kNums1297).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1305[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr ArgSpec kArgs1306[] = {tensor_spec(kBFloat16, kInts0, kNums1), tensor_spec(kBFloat16, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError1307 = {"RuntimeError", "value cannot be converted to type at::BFloat16 without overflow", Match::Exact};
constexpr Outcome kOutcomes1308[] = {call(0).raises(&kError1307)};
constexpr ArgSpec kArgs1309[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(-2.5)};
constexpr Outcome kOutcomes1310[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1297), call(2).dtype(kFloat).shape(kInts0).values(kNums1297).same_as(SameAs::Self), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1297).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1311[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr ArgSpec kArgs1312[] = {tensor_spec(kFloat, kInts0, kNums1), tensor_spec(kFloat, kInts0, kNums2), float_scalar(1e+39)};
constexpr ErrorSpec kError1313 = {"RuntimeError", "value cannot be converted to type float without overflow", Match::Exact};
constexpr Outcome kOutcomes1314[] = {call(0).raises(&kError1313)};
constexpr ArgSpec kArgs1315[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), float_scalar(-2.5)};
constexpr Outcome kOutcomes1316[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1297), call(2).dtype(kDouble).shape(kInts0).values(kNums1297).same_as(SameAs::Self), call(3).out_tensor(&kOut1197).dtype(kDouble).shape(kInts0).values(kNums1297).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1317[] = {tensor_spec(kDouble, kInts0, kNums1), tensor_spec(kDouble, kInts0, kNums2), float_scalar(1.0000000009313226)};
constexpr Num kNums1318[] = {{0.5, 0}, {-0.7499999995343387, 0}, {6.000000002793968, 0}, {4.00000000372529, 0}, {-0.0, 0}, {2.4999999997671694, 0}, {2.6250000027939677, 0}, {7.999999998137355, 0}, {0.8750000006984919, 0}, {-5.999999998603016, 0}, {kInf, 0}, {kNaN, 0}};
constexpr Outcome kOutcomes1319[] = {call(0).dtype(kDouble).shape(kInts0).values(kNums1318), call(2).dtype(kDouble).shape(kInts0).values(kNums1318).same_as(SameAs::Self), call(3).out_tensor(&kOut1197).dtype(kDouble).shape(kInts0).values(kNums1318).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1320[] = {tensor_spec(kComplexHalf, kInts0, kNums1199), tensor_spec(kComplexHalf, kInts0, kNums1200), complex_scalar(0.5, -2.0)};
constexpr Num kNums1321[] = {{1.0, -3.25}, {4.25, -0.75}, {2.0, 1.5}, {0.75, 3.375}, {1.25, -4.0}, {3.5, -0.5}, {-1.375, -0.25}, {3.0, 1.5}, {1.625, -5.75}, {-2.5, -2.0}, {2.25, 1.625}, {-0.875, -3.0}};
constexpr Outcome kOutcomes1322[] = {call(0).dtype(kComplexHalf).shape(kInts0).values(kNums1321), call(2).dtype(kComplexHalf).shape(kInts0).values(kNums1321).same_as(SameAs::Self), call(3).out_tensor(&kOut1203).dtype(kComplexHalf).shape(kInts0).values(kNums1321).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1323[] = {tensor_spec(kComplexHalf, kInts0, kNums1199), tensor_spec(kComplexHalf, kInts0, kNums1200), float_scalar(70000.0)};
constexpr ErrorSpec kError1324 = {"RuntimeError", "value cannot be converted to type c10::complex<c10::Half> without overflow", Match::Exact};
constexpr Outcome kOutcomes1325[] = {call(0).raises(&kError1324)};
constexpr ArgSpec kArgs1326[] = {tensor_spec(kComplexFloat, kInts0, kNums1199), tensor_spec(kComplexFloat, kInts0, kNums1200), complex_scalar(0.5, -2.0)};
constexpr Outcome kOutcomes1327[] = {call(0).dtype(kComplexFloat).shape(kInts0).values(kNums1321), call(2).dtype(kComplexFloat).shape(kInts0).values(kNums1321).same_as(SameAs::Self), call(3).out_tensor(&kOut1206).dtype(kComplexFloat).shape(kInts0).values(kNums1321).same_as(SameAs::Out)};
constexpr ArgSpec kArgs1328[] = {tensor_spec(kComplexFloat, kInts0, kNums1199), tensor_spec(kComplexFloat, kInts0, kNums1200), float_scalar(1e+39)};
constexpr ErrorSpec kError1329 = {"RuntimeError", "value cannot be converted to type c10::complex<float> without overflow", Match::Exact};
constexpr Outcome kOutcomes1330[] = {call(0).raises(&kError1329)};
constexpr ArgSpec kArgs1331[] = {tensor_spec(kComplexDouble, kInts0, kNums1199), tensor_spec(kComplexDouble, kInts0, kNums1200), complex_scalar(0.5, -2.0)};
constexpr Outcome kOutcomes1332[] = {call(0).dtype(kComplexDouble).shape(kInts0).values(kNums1321), call(2).dtype(kComplexDouble).shape(kInts0).values(kNums1321).same_as(SameAs::Self), call(3).out_tensor(&kOut1209).dtype(kComplexDouble).shape(kInts0).values(kNums1321).same_as(SameAs::Out)};
constexpr int64_t kInts1333[] = {1, 4};
constexpr Num kNums1334[] = {{0.5, 0}, {-1.25, 0}, {3.0, 0}, {0.0, 0}};
constexpr ArgSpec kArgs1335[] = {expanded(tensor_spec(kFloat, kInts1333, kNums1334), kInts0), tensor_spec(kFloat, kInts0, kNums2), int_scalar(1)};
constexpr Num kNums1336[] = {{0.5, 0}, {-0.75, 0}, {6.0, 0}, {4.0, 0}, {0.5, 0}, {-1.5, 0}, {6.0, 0}, {-2.0, 0}, {1.25, 0}, {0.25, 0}, {kInf, 0}, {1.0, 0}};
constexpr Outcome kOutcomes1337[] = {call(0).dtype(kFloat).shape(kInts0).values(kNums1336), call(1).dtype(kFloat).shape(kInts0).values(kNums1336), call(3).out_tensor(&kOut6).dtype(kFloat).shape(kInts0).values(kNums1336).same_as(SameAs::Out)};
constexpr Case kValues[] = {
    {"add__self_bool__other_bool", kArgs1164, kOutcomes1167},
    {"add__self_uint8__other_uint8", kArgs1170, kOutcomes1173},
    {"add__self_int8__other_int8", kArgs1176, kOutcomes1179},
    {"add__self_int16__other_int16", kArgs1180, kOutcomes1182},
    {"add__self_int32__other_int32", kArgs1183, kOutcomes1185},
    {"add__self_int64__other_int64", kArgs1186, kOutcomes1188},
    {"add__self_float16__other_float16", kArgs1189, kOutcomes1191},
    {"add__self_bfloat16__other_bfloat16", kArgs1192, kOutcomes1194},
    {"add__self_float32__other_float32", kArgs3, kOutcomes1195},
    {"add__self_float64__other_float64", kArgs1196, kOutcomes1198},
    {"add__self_complex32__other_complex32", kArgs1201, kOutcomes1204},
    {"add__self_complex64__other_complex64", kArgs1205, kOutcomes1207},
    {"add__self_complex128__other_complex128", kArgs1208, kOutcomes1210},
    {"add__self_int32__other_float32", kArgs1211, kOutcomes1213},
    {"add__self_uint8__other_int8", kArgs1214, kOutcomes1217},
    {"add__self_float16__other_bfloat16", kArgs1218, kOutcomes1219},
    {"add__self_bool__other_int64", kArgs1220, kOutcomes1222},
    {"add__self_float32__other_complex64", kArgs1223, kOutcomes1225},
    {"add__self_int64__other_float64", kArgs1226, kOutcomes1227},
    {"add__self_float16__other_float32", kArgs1228, kOutcomes1219},
    {"add__self_uint8__other_bool", kArgs1229, kOutcomes1231},
    {"add__self_float32__other_float64_zero_dim", kArgs1233, kOutcomes1235},
    {"add__self_int64__other_float64_zero_dim", kArgs1236, kOutcomes1238},
    {"add__self_int32__other_int64_zero_dim", kArgs1240, kOutcomes1242},
    {"add__self_int64__other_float_scalar", kArgs1243, kOutcomes1245},
    {"add__self_float16__other_float_scalar", kArgs1246, kOutcomes1247},
    {"add__self_bool__other_int_scalar", kArgs1248, kOutcomes1250},
    {"add__self_uint8__other_int_scalar", kArgs1251, kOutcomes1253},
    {"add__self_int32__other_bool_scalar", kArgs1254, kOutcomes1256},
    {"add__self_float32__other_complex_scalar", kArgs1257, kOutcomes1259},
    {"add__bool__alpha_0", kArgs1260, kOutcomes1261},
    {"add__uint8__alpha_0", kArgs1262, kOutcomes1264},
    {"add__uint8__alpha_1", kArgs1265, kOutcomes1173},
    {"add__uint8__alpha_overflow", kArgs1266, kOutcomes1268},
    {"add__int8__alpha_0", kArgs1269, kOutcomes1271},
    {"add__int8__alpha_1", kArgs1272, kOutcomes1274},
    {"add__int8__alpha_overflow", kArgs1275, kOutcomes1277},
    {"add__int16__alpha_0", kArgs1278, kOutcomes1279},
    {"add__int16__alpha_1", kArgs1280, kOutcomes1282},
    {"add__int16__alpha_overflow", kArgs1283, kOutcomes1285},
    {"add__int32__alpha_0", kArgs1286, kOutcomes1287},
    {"add__int32__alpha_1", kArgs1288, kOutcomes1290},
    {"add__int32__alpha_overflow", kArgs1291, kOutcomes1293},
    {"add__int64__alpha_0", kArgs1294, kOutcomes1295},
    {"add__float16__alpha_0", kArgs1296, kOutcomes1298},
    {"add__float16__alpha_1", kArgs1299, kOutcomes1191},
    {"add__float16__alpha_overflow", kArgs1300, kOutcomes1302},
    {"add__bfloat16__alpha_0", kArgs1303, kOutcomes1304},
    {"add__bfloat16__alpha_1", kArgs1305, kOutcomes1194},
    {"add__bfloat16__alpha_overflow", kArgs1306, kOutcomes1308},
    {"add__float32__alpha_0", kArgs1309, kOutcomes1310},
    {"add__float32__alpha_1", kArgs1311, kOutcomes1195},
    {"add__float32__alpha_overflow", kArgs1312, kOutcomes1314},
    {"add__float64__alpha_0", kArgs1315, kOutcomes1316},
    {"add__float64__alpha_1", kArgs1317, kOutcomes1319},
    {"add__complex32__alpha_0", kArgs1320, kOutcomes1322},
    {"add__complex32__alpha_overflow", kArgs1323, kOutcomes1325},
    {"add__complex64__alpha_0", kArgs1326, kOutcomes1327},
    {"add__complex64__alpha_overflow", kArgs1328, kOutcomes1330},
    {"add__complex128__alpha_0", kArgs1331, kOutcomes1332},
    {"add__expanded_self", kArgs1335, kOutcomes1337},
};
constexpr int64_t kInts1338[] = {67, 499};
constexpr ArgSpec kArgs1339[] = {tiled(tensor_spec(kBool, kInts1338, kNums1162)), tiled(tensor_spec(kBool, kInts1338, kNums1163)), int_scalar(1)};
constexpr Outcome kOutcomes1340[] = {call(0).dtype(kBool).shape(kInts1338)};
constexpr ArgSpec kArgs1341[] = {tiled(tensor_spec(kUInt8, kInts1338, kNums1168)), tiled(tensor_spec(kUInt8, kInts1338, kNums1169)), int_scalar(1)};
constexpr Outcome kOutcomes1342[] = {call(0).dtype(kUInt8).shape(kInts1338)};
constexpr ArgSpec kArgs1343[] = {tiled(tensor_spec(kInt8, kInts1338, kNums1174)), tiled(tensor_spec(kInt8, kInts1338, kNums1175)), int_scalar(1)};
constexpr Outcome kOutcomes1344[] = {call(0).dtype(kInt8).shape(kInts1338)};
constexpr ArgSpec kArgs1345[] = {tiled(tensor_spec(kInt16, kInts1338, kNums1174)), tiled(tensor_spec(kInt16, kInts1338, kNums1175)), int_scalar(1)};
constexpr Outcome kOutcomes1346[] = {call(0).dtype(kInt16).shape(kInts1338)};
constexpr ArgSpec kArgs1347[] = {tiled(tensor_spec(kInt32, kInts1338, kNums1174)), tiled(tensor_spec(kInt32, kInts1338, kNums1175)), int_scalar(1)};
constexpr Outcome kOutcomes1348[] = {call(0).dtype(kInt32).shape(kInts1338)};
constexpr ArgSpec kArgs1349[] = {tiled(tensor_spec(kInt64, kInts1338, kNums1174)), tiled(tensor_spec(kInt64, kInts1338, kNums1175)), int_scalar(1)};
constexpr Outcome kOutcomes1350[] = {call(0).dtype(kInt64).shape(kInts1338)};
constexpr ArgSpec kArgs1351[] = {tiled(tensor_spec(kHalf, kInts1338, kNums1)), tiled(tensor_spec(kHalf, kInts1338, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1352[] = {call(0).dtype(kHalf).shape(kInts1338)};
constexpr ArgSpec kArgs1353[] = {tiled(tensor_spec(kBFloat16, kInts1338, kNums1)), tiled(tensor_spec(kBFloat16, kInts1338, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1354[] = {call(0).dtype(kBFloat16).shape(kInts1338)};
constexpr ArgSpec kArgs1355[] = {tiled(tensor_spec(kFloat, kInts1338, kNums1)), tiled(tensor_spec(kFloat, kInts1338, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1356[] = {call(0).dtype(kFloat).shape(kInts1338)};
constexpr ArgSpec kArgs1357[] = {tiled(tensor_spec(kDouble, kInts1338, kNums1)), tiled(tensor_spec(kDouble, kInts1338, kNums2)), int_scalar(1)};
constexpr Outcome kOutcomes1358[] = {call(0).dtype(kDouble).shape(kInts1338)};
constexpr ArgSpec kArgs1359[] = {tiled(tensor_spec(kComplexHalf, kInts1338, kNums1199)), tiled(tensor_spec(kComplexHalf, kInts1338, kNums1200)), int_scalar(1)};
constexpr Outcome kOutcomes1360[] = {call(0).dtype(kComplexHalf).shape(kInts1338)};
constexpr ArgSpec kArgs1361[] = {tiled(tensor_spec(kComplexFloat, kInts1338, kNums1199)), tiled(tensor_spec(kComplexFloat, kInts1338, kNums1200)), int_scalar(1)};
constexpr Outcome kOutcomes1362[] = {call(0).dtype(kComplexFloat).shape(kInts1338)};
constexpr ArgSpec kArgs1363[] = {tiled(tensor_spec(kComplexDouble, kInts1338, kNums1199)), tiled(tensor_spec(kComplexDouble, kInts1338, kNums1200)), int_scalar(1)};
constexpr Outcome kOutcomes1364[] = {call(0).dtype(kComplexDouble).shape(kInts1338)};
constexpr Case kCrosschecks[] = {
    {"add__bool", kArgs1339, kOutcomes1340},
    {"add__uint8", kArgs1341, kOutcomes1342},
    {"add__int8", kArgs1343, kOutcomes1344},
    {"add__int16", kArgs1345, kOutcomes1346},
    {"add__int32", kArgs1347, kOutcomes1348},
    {"add__int64", kArgs1349, kOutcomes1350},
    {"add__float16", kArgs1351, kOutcomes1352},
    {"add__bfloat16", kArgs1353, kOutcomes1354},
    {"add__float32", kArgs1355, kOutcomes1356},
    {"add__float64", kArgs1357, kOutcomes1358},
    {"add__complex32", kArgs1359, kOutcomes1360},
    {"add__complex64", kArgs1361, kOutcomes1362},
    {"add__complex128", kArgs1363, kOutcomes1364},
};

const Device kCpu("cpu");

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(add, CallForms) { run_cases(kAdapters, kCallForms); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(add, ResultDtypes) { run_cases(kAdapters, kDtypes); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(add, CastRejections) { run_cases(kAdapters, kCasts); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(add, Shapes) { run_cases(kAdapters, kShapes); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(add, NameInference) { run_cases(kAdapters, kNames); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(add, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, kValues, kCpu); }

TEST(add, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  run_cases_in_all_layouts(kAdapters, kValues, Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(add, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, kCrosschecks); }

TEST(add, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  expect_cuda_matches_cpu(kAdapters, kCrosschecks);
}

// The cases tools/make_golden.py recorded from PyTorch, where it recorded this op.
TEST(add, MatchesPyTorchGolden) {
  if (!golden_op_file_exists("add")) GTEST_SKIP() << "no " << golden_op_path("add");
  GoldenStore store;
  load_golden_cases("add", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(add, MatchesPyTorchGoldenOnCuda) {
  if (!opforge::cuda_is_available()) GTEST_SKIP() << "no CUDA device";
  if (!golden_op_file_exists("add")) GTEST_SKIP() << "no " << golden_op_path("add");
  GoldenStore store;
  load_golden_cases("add", kAdapters, store);
  run_cases_in_all_layouts(kAdapters, store.cases, Device("cuda"));
}

}  // namespace
