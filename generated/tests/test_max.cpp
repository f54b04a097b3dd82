// generated from ops.yaml by codegen; do not edit
// Conformance test of `max`, from its ops.yaml entries (max, max.dim, max.names_dim, max.other).
//
// The cases are data, generated/tests/cases/max.yaml, read at run time. Expected outcomes come
// from references that are not the code under test (codegen/conformance.py):
// result dtypes from PyTorch's result_type and can_cast tables (tests/golden/promotion.yaml,
// can_cast.yaml) through the op's promotion category; shapes from the broadcasting rule; names
// from the name-inference rules; values from the op's expression evaluated in Python
// (codegen/reference.py). Cross-checks compare strided with contiguous inputs and CUDA with the
// CPU. tests/golden/ops/max.yaml, when tools/make_golden.py recorded it, adds PyTorch's own
// answers. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_max {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::max(Tensor)", "max", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::max(v.tensor(0)); }},
    {"Tensor::max()", "max", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).max(); }},
    {"opforge::max(Tensor, int, bool) -> values", "max.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max(v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::max(Tensor, int, bool) -> indices", "max.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max(v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"Tensor::max(int, bool) -> values", "max.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).max(v.integer(1), v.boolean(2))); }, 0, 2},
    {"Tensor::max(int, bool) -> indices", "max.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).max(v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, int, bool) -> values", "max.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, int, bool) -> indices", "max.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::max(Tensor, Dimname, bool) -> values", "max.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max(v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::max(Tensor, Dimname, bool) -> indices", "max.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max(v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
    {"Tensor::max(Dimname, bool) -> values", "max.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).max(v.dimname(1), v.boolean(2))); }, 0, 2},
    {"Tensor::max(Dimname, bool) -> indices", "max.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).max(v.dimname(1), v.boolean(2))); }, 1, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> values", "max.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> indices", "max.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
    {"opforge::max(Tensor, Tensor)", "max.other", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::max(v.tensor(0), v.tensor(1)); }},
    {"Tensor::max(Tensor)", "max.other", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).max(v.tensor(1)); }},
    {"opforge::max_out(Tensor&, Tensor, Tensor)", "max.other", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::max_out(out[0], v.tensor(0), v.tensor(1)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"max", opforge::ScalarType::Undefined, 0, true, false},
    {"max.dim", opforge::ScalarType::Undefined, 0, true, false},
    {"max.names_dim", opforge::ScalarType::Undefined, 0, true, false},
    {"max.other", opforge::ScalarType::Undefined, 0, true, false},
};

// One table of generated/tests/cases/max.yaml (read once).
std::span<const Case> model(std::string_view table) {
  static const ModelCases cases("max", kAdapters);
  return cases.table(table);
}

// Every call form on the same inputs: functions, methods, in-place methods, out= functions,
// operators, and their wrapped-scalar forms.
TEST(max, CallForms) { run_cases(kAdapters, model("call_forms")); }

// The result dtype for every dtype pair and operand kind (dimensioned, zero-dim, Python scalar);
// a compute dtype outside the op's dtypes raises NotImplementedError.
TEST(max, ResultDtypes) { run_cases(kAdapters, model("dtypes")); }

// In-place and out= results cast to the destination's dtype, or the op rejects the cast.
TEST(max, CastRejections) { run_cases(kAdapters, model("casts")); }

// Broadcasting, in-place shapes (self must hold the broadcast shape) and out= resizing.
TEST(max, Shapes) { run_cases(kAdapters, model("shapes")); }

// The op's name-inference rule, its error cases, and the out= / in-place names rules.
TEST(max, NameInference) { run_cases(kAdapters, model("names")); }

// Values against the Python reference, on contiguous, transposed, sliced and expanded inputs.
TEST(max, ValuesMatchReference) { run_cases_in_all_layouts(kAdapters, model("values"), kCpu); }

TEST(max, ValuesMatchReferenceOnCuda) {
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(model("values")));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, model("values"), Device("cuda"));
}

// Inputs large enough for the threaded path, in every computing dtype: strided inputs give what
// contiguous ones give, and CUDA gives what the CPU gives.
TEST(max, StridedMatchesContiguous) { expect_strided_matches_contiguous(kAdapters, model("crosschecks")); }

TEST(max, CudaMatchesCpu) {
  if (!opforge::cuda_is_available()) {
    skip_cases(cross_check_runs(model("crosschecks")));
    GTEST_SKIP() << "no CUDA device";
  }
  expect_cuda_matches_cpu(kAdapters, model("crosschecks"));
}

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(max, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("max"))
      << "no " << golden_op_path("max") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op max";
  GoldenStore store;
  load_golden_cases("max", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(max, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("max"))
      << "no " << golden_op_path("max") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op max";
  GoldenStore store;
  load_golden_cases("max", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// max's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(max, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::max(x[0]); }, {{2, 3}});
}

// max.dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(max, DimGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::max(x[0], 1)); }, {{2, 3}});
}

// max.names_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(max, NamesDimGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::max(x[0], opforge::Dimname("B"))); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// max.other's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(max, OtherGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::max(x[0], x[1]); }, {{2, 3}, {3}});
}

}  // namespace
}  // namespace gen_test_max
