// generated from ops.yaml by codegen; do not edit
// Conformance test of `floor_divide`, from its ops.yaml entries (floor_divide).
//
// The cases are data, generated/tests/cases/floor_divide.yaml, read at run time. Expected outcomes come
// from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/floor_divide.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
// answers. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_floor_divide {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::floor_divide(Tensor, Tensor)", "floor_divide", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::floor_divide(v.tensor(0), v.tensor(1)); }},
    {"Tensor::floor_divide(Tensor)", "floor_divide", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).floor_divide(v.tensor(1)); }},
    {"Tensor::floor_divide_(Tensor)", "floor_divide", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).floor_divide_(v.tensor(1)); }},
    {"opforge::floor_divide_out(Tensor&, Tensor, Tensor)", "floor_divide", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::floor_divide_out(out[0], v.tensor(0), v.tensor(1)); }},
    {"opforge::floor_divide(Scalar, Tensor)", "floor_divide", Form::Function, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::floor_divide(v.scalar(0), v.tensor(1)); }},
    {"opforge::floor_divide_out(Tensor&, Scalar, Tensor)", "floor_divide", Form::Out, 0, 0x3u, 0x1u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::floor_divide_out(out[0], v.scalar(0), v.tensor(1)); }},
    {"opforge::floor_divide(Tensor, Scalar)", "floor_divide", Form::Function, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::floor_divide(v.tensor(0), v.scalar(1)); }},
    {"Tensor::floor_divide(Scalar)", "floor_divide", Form::Method, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).floor_divide(v.scalar(1)); }},
    {"Tensor::floor_divide_(Scalar)", "floor_divide", Form::Inplace, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).floor_divide_(v.scalar(1)); }},
    {"opforge::floor_divide_out(Tensor&, Tensor, Scalar)", "floor_divide", Form::Out, 0, 0x3u, 0x2u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::floor_divide_out(out[0], v.tensor(0), v.scalar(1)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"floor_divide", opforge::ScalarType::BFloat16, 2, false, false},
    {"floor_divide", opforge::ScalarType::Undefined, 0, true, false},
};

// One table of generated/tests/cases/floor_divide.yaml (read once).
std::span<const Case> model(std::string_view table) {
  static const ModelCases cases("floor_divide", kAdapters);
  return cases.table(table);
}

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(floor_divide, CallForms) { run_cases(kAdapters, model("call_forms")); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(floor_divide, ResultDtypes) { run_cases(kAdapters, model("dtypes")); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(floor_divide, CastRejections) { run_cases(kAdapters, model("casts")); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(floor_divide, Shapes) { run_cases(kAdapters, model("shapes")); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(floor_divide, NameInference) { run_cases(kAdapters, model("names")); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(floor_divide, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, model("values"), kCpu); }

TEST(floor_divide, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(model("values")));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, model("values"), Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(floor_divide, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, model("crosschecks")); }

TEST(floor_divide, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) {
    skip_cases(cross_check_runs(model("crosschecks")));
    GTEST_SKIP() << "no CUDA device";
  }
  expect_cuda_matches_cpu(kAdapters, model("crosschecks"));
}

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(floor_divide, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("floor_divide"))
      << "no " << golden_op_path("floor_divide") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op floor_divide";
  GoldenStore store;
  load_golden_cases("floor_divide", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(floor_divide, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("floor_divide"))
      << "no " << golden_op_path("floor_divide") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op floor_divide";
  GoldenStore store;
  load_golden_cases("floor_divide", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// floor_divide's derivatives are not_implemented (ops.yaml): its result records PyTorch's
// NotImplemented node, and backward through it raises PyTorch's error.
TEST(floor_divide, DerivativeIsNotImplemented) {
  expect_derivative_not_implemented([](const std::vector<Tensor>& x) { return opforge::floor_divide(x[0], x[1]); }, {{2, 3}, {3}}, "derivative for aten::floor_divide is not implemented");
}

}  // namespace
}  // namespace gen_test_floor_divide
