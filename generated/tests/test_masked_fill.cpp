// generated from ops.yaml by codegen; do not edit
// Conformance test of `masked_fill`, from its ops.yaml entries (masked_fill, masked_fill.Tensor).
//
// The cases are data, generated/tests/cases/masked_fill.yaml, read at run time. Expected outcomes come
// from references that are not the code under test (codegen/conformance.py):
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
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_masked_fill {
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

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// One table of generated/tests/cases/masked_fill.yaml (read once).
std::span<const Case> model(std::string_view table) {
  static const ModelCases cases("masked_fill", kAdapters);
  return cases.table(table);
}

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(masked_fill, CallForms) { run_cases(kAdapters, model("call_forms")); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(masked_fill, ResultDtypes) { run_cases(kAdapters, model("dtypes")); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(masked_fill, CastRejections) { run_cases(kAdapters, model("casts")); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(masked_fill, Shapes) { run_cases(kAdapters, model("shapes")); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(masked_fill, NameInference) { run_cases(kAdapters, model("names")); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(masked_fill, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, model("values"), kCpu); }

TEST(masked_fill, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(model("values")));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, model("values"), Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(masked_fill, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, model("crosschecks")); }

TEST(masked_fill, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) {
    skip_cases(cross_check_runs(model("crosschecks")));
    GTEST_SKIP() << "no CUDA device";
  }
  expect_cuda_matches_cpu(kAdapters, model("crosschecks"));
}

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(masked_fill, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("masked_fill"))
      << "no " << golden_op_path("masked_fill") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op masked_fill";
  GoldenStore store;
  load_golden_cases("masked_fill", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(masked_fill, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("masked_fill"))
      << "no " << golden_op_path("masked_fill") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op masked_fill";
  GoldenStore store;
  load_golden_cases("masked_fill", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// masked_fill's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(masked_fill, GradientsMatchFiniteDifferences) {
  const Tensor mask = alternating_condition({2, 3});
  expect_gradients_match([mask](const std::vector<Tensor>& x) { return opforge::masked_fill(x[0], mask, opforge::Scalar(2.5)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(masked_fill, ComplexGradientsMatchFiniteDifferences) {
  const Tensor mask = alternating_condition({2, 3});
  expect_complex_gradients_match([mask](const std::vector<Tensor>& x) { return opforge::masked_fill(x[0], mask, opforge::Scalar(2.5)); }, {{2, 3}});
}

// masked_fill.Tensor's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(masked_fill, TensorGradientsMatchFiniteDifferences) {
  const Tensor mask = alternating_condition({2, 3});
  expect_gradients_match([mask](const std::vector<Tensor>& x) { return opforge::masked_fill(x[0], mask, x[1]); }, {{2, 3}, {}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(masked_fill, TensorComplexGradientsMatchFiniteDifferences) {
  const Tensor mask = alternating_condition({2, 3});
  expect_complex_gradients_match([mask](const std::vector<Tensor>& x) { return opforge::masked_fill(x[0], mask, x[1]); }, {{2, 3}, {}});
}

}  // namespace
}  // namespace gen_test_masked_fill
