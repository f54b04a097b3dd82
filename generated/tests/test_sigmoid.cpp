// generated from ops.yaml by codegen; do not edit
// Conformance test of `sigmoid`, from its ops.yaml entries (sigmoid).
//
// The cases are data, generated/tests/cases/sigmoid.yaml, read at run time. Expected outcomes come
// from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/sigmoid.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
// answers. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_sigmoid {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::sigmoid(Tensor)", "sigmoid", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sigmoid(v.tensor(0)); }},
    {"Tensor::sigmoid()", "sigmoid", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sigmoid(); }},
    {"Tensor::sigmoid_()", "sigmoid", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sigmoid_(); }},
    {"opforge::sigmoid_out(Tensor&, Tensor)", "sigmoid", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sigmoid_out(out[0], v.tensor(0)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"sigmoid", opforge::ScalarType::ComplexFloat, 1, false, false},
    {"sigmoid", opforge::ScalarType::ComplexDouble, 1, false, false},
    {"sigmoid", opforge::ScalarType::Undefined, 0, true, false},
};

// One table of generated/tests/cases/sigmoid.yaml (read once).
std::span<const Case> model(std::string_view table) {
  static const ModelCases cases("sigmoid", kAdapters);
  return cases.table(table);
}

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(sigmoid, CallForms) { run_cases(kAdapters, model("call_forms")); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(sigmoid, ResultDtypes) { run_cases(kAdapters, model("dtypes")); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(sigmoid, CastRejections) { run_cases(kAdapters, model("casts")); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(sigmoid, Shapes) { run_cases(kAdapters, model("shapes")); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(sigmoid, NameInference) { run_cases(kAdapters, model("names")); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(sigmoid, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, model("values"), kCpu); }

TEST(sigmoid, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(model("values")));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, model("values"), Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(sigmoid, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, model("crosschecks")); }

TEST(sigmoid, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) {
    skip_cases(cross_check_runs(model("crosschecks")));
    GTEST_SKIP() << "no CUDA device";
  }
  expect_cuda_matches_cpu(kAdapters, model("crosschecks"));
}

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(sigmoid, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("sigmoid"))
      << "no " << golden_op_path("sigmoid") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op sigmoid";
  GoldenStore store;
  load_golden_cases("sigmoid", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(sigmoid, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("sigmoid"))
      << "no " << golden_op_path("sigmoid") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op sigmoid";
  GoldenStore store;
  load_golden_cases("sigmoid", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// sigmoid's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(sigmoid, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::sigmoid(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(sigmoid, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::sigmoid(x[0]); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_sigmoid
