// generated from ops.yaml by codegen; do not edit
// Conformance test of `add`, from its ops.yaml entries (add).
//
// The cases are data, generated/tests/cases/add.yaml, read at run time. Expected outcomes come
// from references that are not the code under test (codegen/conformance.py):
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
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_add {
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
    {"opforge::add(Scalar, Tensor, Scalar)", "add", Form::Function, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::add(v.scalar(0), v.tensor(1), v.scalar(2)); }},
    {"opforge::add_out(Tensor&, Scalar, Tensor, Scalar)", "add", Form::Out, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::add_out(out[0], v.scalar(0), v.tensor(1), v.scalar(2)); }},
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

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// One table of generated/tests/cases/add.yaml (read once).
std::span<const Case> model(std::string_view table) {
  static const ModelCases cases("add", kAdapters);
  return cases.table(table);
}

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(add, CallForms) { run_cases(kAdapters, model("call_forms")); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(add, ResultDtypes) { run_cases(kAdapters, model("dtypes")); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(add, CastRejections) { run_cases(kAdapters, model("casts")); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(add, Shapes) { run_cases(kAdapters, model("shapes")); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(add, NameInference) { run_cases(kAdapters, model("names")); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(add, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, model("values"), kCpu); }

TEST(add, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(model("values")));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, model("values"), Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(add, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, model("crosschecks")); }

TEST(add, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) {
    skip_cases(cross_check_runs(model("crosschecks")));
    GTEST_SKIP() << "no CUDA device";
  }
  expect_cuda_matches_cpu(kAdapters, model("crosschecks"));
}

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(add, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("add"))
      << "no " << golden_op_path("add") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op add";
  GoldenStore store;
  load_golden_cases("add", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(add, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("add"))
      << "no " << golden_op_path("add") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op add";
  GoldenStore store;
  load_golden_cases("add", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// add's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(add, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::add(x[0], x[1]); }, {{2, 3}, {3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(add, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::add(x[0], x[1]); }, {{2, 3}, {3}});
}

}  // namespace
}  // namespace gen_test_add
