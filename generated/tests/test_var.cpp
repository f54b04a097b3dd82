// generated from ops.yaml by codegen; do not edit
// Conformance test of `var`, from its ops.yaml entries (var, var.dim, var.correction, var.names_dim, var.correction_names).
//
// The op's kernels are generated reductions: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/var.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_var {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::var(Tensor, bool)", "var", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var(v.tensor(0), v.boolean(1)); }},
    {"Tensor::var(bool)", "var", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).var(v.boolean(1)); }},
    {"opforge::var(Tensor, int[1]?, bool, bool)", "var.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3)); }},
    {"Tensor::var(int[1]?, bool, bool)", "var.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).var(v.optional_int_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::var_out(Tensor&, Tensor, int[1]?, bool, bool)", "var.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var_out(out[0], v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::var(Tensor, int[1]?, int?, bool)", "var.correction", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var(v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"Tensor::var(int[1]?, int?, bool)", "var.correction", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).var(v.optional_int_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"opforge::var_out(Tensor&, Tensor, int[1]?, int?, bool)", "var.correction", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var_out(out[0], v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"opforge::var(Tensor, Dimname[1], bool, bool)", "var.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var(v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3)); }},
    {"Tensor::var(Dimname[1], bool, bool)", "var.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).var(v.dimname_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::var_out(Tensor&, Tensor, Dimname[1], bool, bool)", "var.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var_out(out[0], v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::var(Tensor, Dimname[1], int?, bool)", "var.correction_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var(v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"Tensor::var(Dimname[1], int?, bool)", "var.correction_names", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).var(v.dimname_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"opforge::var_out(Tensor&, Tensor, Dimname[1], int?, bool)", "var.correction_names", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::var_out(out[0], v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"var", opforge::ScalarType::Float, 1, false, false},
    {"var", opforge::ScalarType::Double, 400, false, false},
    {"var.dim", opforge::ScalarType::Float, 1, false, false},
    {"var.dim", opforge::ScalarType::Double, 400, false, false},
    {"var.correction", opforge::ScalarType::Float, 1, false, false},
    {"var.correction", opforge::ScalarType::Double, 400, false, false},
    {"var.names_dim", opforge::ScalarType::Float, 1, false, false},
    {"var.names_dim", opforge::ScalarType::Double, 400, false, false},
    {"var.correction_names", opforge::ScalarType::Float, 1, false, false},
    {"var.correction_names", opforge::ScalarType::Double, 400, false, false},
    {"var", opforge::ScalarType::Undefined, 0, true, false},
    {"var.dim", opforge::ScalarType::Undefined, 0, true, false},
    {"var.correction", opforge::ScalarType::Undefined, 0, true, false},
    {"var.names_dim", opforge::ScalarType::Undefined, 0, true, false},
    {"var.correction_names", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(var, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("var"))
      << "no " << golden_op_path("var") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op var";
  GoldenStore store;
  load_golden_cases("var", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(var, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("var"))
      << "no " << golden_op_path("var") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op var";
  GoldenStore store;
  load_golden_cases("var", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// var's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::var(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::var(x[0]); }, {{2, 3}});
}

// var.dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var, DimGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var, DimComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// var.correction's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var, CorrectionGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::IntArrayRef(dim), int64_t{0}); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var, CorrectionComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::IntArrayRef(dim), int64_t{0}); }, {{2, 3}});
}

// var.names_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var, NamesDimGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var, NamesDimComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// var.correction_names's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var, CorrectionNamesGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::DimnameList(dim), int64_t{0}); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var, CorrectionNamesComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::var(x[0], opforge::DimnameList(dim), int64_t{0}); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_var
