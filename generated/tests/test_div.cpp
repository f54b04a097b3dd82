// generated from ops.yaml by codegen; do not edit
// Conformance test of `div`, from its ops.yaml entries (div, div.Tensor_mode, div.Scalar_mode).
//
// The cases are data, generated/tests/cases/div.yaml, read at run time. Expected outcomes come
// from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/div.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
// answers. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_div {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::div(Tensor, Tensor)", "div", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.tensor(1)); }},
    {"Tensor::div(Tensor)", "div", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.tensor(1)); }},
    {"Tensor::div_(Tensor)", "div", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.tensor(1)); }},
    {"opforge::div_out(Tensor&, Tensor, Tensor)", "div", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"Tensor / Tensor", "div", Form::Operator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) / v.tensor(1); }},
    {"Tensor /= Tensor", "div", Form::CompoundOperator, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self /= v.tensor(1); return self; }},
    {"opforge::div(Scalar, Tensor)", "div", Form::Function, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.scalar(0), v.tensor(1)); }},
    {"opforge::div_out(Tensor&, Scalar, Tensor)", "div", Form::Out, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.scalar(0), v.tensor(1)); }},
    {"opforge::div(Tensor, Scalar)", "div", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.scalar(1)); }},
    {"Tensor::div(Scalar)", "div", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.scalar(1)); }},
    {"Tensor::div_(Scalar)", "div", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.scalar(1)); }},
    {"opforge::div_out(Tensor&, Tensor, Scalar)", "div", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.tensor(0), v.scalar(1)); }},
    {"Tensor / Scalar", "div", Form::Operator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0) / v.scalar(1); }},
    {"Scalar / Tensor", "div", Form::ReversedOperator, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.scalar(0) / v.tensor(1); }},
    {"Tensor /= Scalar", "div", Form::CompoundOperator, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { Tensor self = v.tensor(0); self /= v.scalar(1); return self; }},
    {"opforge::div(Tensor, Tensor, str?)", "div.Tensor_mode", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.tensor(1), v.optional_string(2)); }},
    {"Tensor::div(Tensor, str?)", "div.Tensor_mode", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.tensor(1), v.optional_string(2)); }},
    {"Tensor::div_(Tensor, str?)", "div.Tensor_mode", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.tensor(1), v.optional_string(2)); }},
    {"opforge::div_out(Tensor&, Tensor, Tensor, str?)", "div.Tensor_mode", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div_out(out[0], v.tensor(0), v.tensor(1), v.optional_string(2)); }},
    {"opforge::div(Tensor, Scalar, str?)", "div.Scalar_mode", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::div(v.tensor(0), v.scalar(1), v.optional_string(2)); }},
    {"Tensor::div(Scalar, str?)", "div.Scalar_mode", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div(v.scalar(1), v.optional_string(2)); }},
    {"Tensor::div_(Scalar, str?)", "div.Scalar_mode", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).div_(v.scalar(1), v.optional_string(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"div", opforge::ScalarType::ComplexDouble, 1, false, false},
    {"div.Tensor_mode", opforge::ScalarType::ComplexDouble, 1, false, false},
    {"div.Scalar_mode", opforge::ScalarType::ComplexDouble, 1, false, false},
    {"div", opforge::ScalarType::Undefined, 0, true, true},
    {"div.Tensor_mode", opforge::ScalarType::Undefined, 0, true, true},
    {"div.Scalar_mode", opforge::ScalarType::Undefined, 0, true, true},
};

// One table of generated/tests/cases/div.yaml (read once).
std::span<const Case> model(std::string_view table) {
  static const ModelCases cases("div", kAdapters);
  return cases.table(table);
}

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(div, CallForms) { run_cases(kAdapters, model("call_forms")); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(div, ResultDtypes) { run_cases(kAdapters, model("dtypes")); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(div, CastRejections) { run_cases(kAdapters, model("casts")); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(div, Shapes) { run_cases(kAdapters, model("shapes")); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(div, NameInference) { run_cases(kAdapters, model("names")); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(div, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, model("values"), kCpu); }

TEST(div, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(model("values")));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, model("values"), Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(div, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, model("crosschecks")); }

TEST(div, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) {
    skip_cases(cross_check_runs(model("crosschecks")));
    GTEST_SKIP() << "no CUDA device";
  }
  expect_cuda_matches_cpu(kAdapters, model("crosschecks"));
}

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(div, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("div"))
      << "no " << golden_op_path("div") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op div";
  GoldenStore store;
  load_golden_cases("div", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(div, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("div"))
      << "no " << golden_op_path("div") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op div";
  GoldenStore store;
  load_golden_cases("div", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// div's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(div, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::div(x[0], x[1]); }, {{2, 3}, {3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(div, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::div(x[0], x[1]); }, {{2, 3}, {3}});
}

// div.Tensor_mode's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(div, TensorModeGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::div(x[0], x[1], std::nullopt); }, {{2, 3}, {3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(div, TensorModeComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::div(x[0], x[1], std::nullopt); }, {{2, 3}, {3}});
}

// div.Scalar_mode's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(div, ScalarModeGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::div(x[0], opforge::Scalar(2.5), "floor"); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_div
