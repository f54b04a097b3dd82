// generated from ops.yaml by codegen; do not edit
// Conformance test of `var_mean`, from its ops.yaml entries (var_mean, var_mean.dim, var_mean.correction, var_mean.names_dim, var_mean.correction_names).
//
// The op's kernels are generated reductions: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/var_mean.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_var_mean {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::var_mean(Tensor, bool) -> 0", "var_mean", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::var_mean(v.tensor(0), v.boolean(1))); }, 0, 2},
    {"opforge::var_mean(Tensor, bool) -> 1", "var_mean", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::var_mean(v.tensor(0), v.boolean(1))); }, 1, 2},
    {"opforge::var_mean(Tensor, int[1]?, bool, bool) -> 0", "var_mean.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::var_mean(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3))); }, 0, 2},
    {"opforge::var_mean(Tensor, int[1]?, bool, bool) -> 1", "var_mean.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::var_mean(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3))); }, 1, 2},
    {"opforge::var_mean(Tensor, int[1]?, int?, bool) -> out0", "var_mean.correction", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::var_mean(v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::var_mean(Tensor, int[1]?, int?, bool) -> out1", "var_mean.correction", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::var_mean(v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::var_mean_out(Tensor&, Tensor&, Tensor, int[1]?, int?, bool) -> out0", "var_mean.correction", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::var_mean_out(out[0], out[1], v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::var_mean_out(Tensor&, Tensor&, Tensor, int[1]?, int?, bool) -> out1", "var_mean.correction", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::var_mean_out(out[0], out[1], v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::var_mean(Tensor, Dimname[1], bool, bool) -> 0", "var_mean.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::var_mean(v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3))); }, 0, 2},
    {"opforge::var_mean(Tensor, Dimname[1], bool, bool) -> 1", "var_mean.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::var_mean(v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3))); }, 1, 2},
    {"opforge::var_mean(Tensor, Dimname[1], int?, bool) -> 0", "var_mean.correction_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::var_mean(v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::var_mean(Tensor, Dimname[1], int?, bool) -> 1", "var_mean.correction_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::var_mean(v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"var_mean", opforge::ScalarType::Float, 1, false, false},
    {"var_mean", opforge::ScalarType::Double, 400, false, false},
    {"var_mean", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"var_mean.dim", opforge::ScalarType::Float, 1, false, false},
    {"var_mean.dim", opforge::ScalarType::Double, 400, false, false},
    {"var_mean.dim", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"var_mean.correction", opforge::ScalarType::Float, 1, false, false},
    {"var_mean.correction", opforge::ScalarType::Double, 400, false, false},
    {"var_mean.correction", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"var_mean.names_dim", opforge::ScalarType::Float, 1, false, false},
    {"var_mean.names_dim", opforge::ScalarType::Double, 400, false, false},
    {"var_mean.names_dim", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"var_mean.correction_names", opforge::ScalarType::Float, 1, false, false},
    {"var_mean.correction_names", opforge::ScalarType::Double, 400, false, false},
    {"var_mean.correction_names", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"var_mean", opforge::ScalarType::Undefined, 0, true, false},
    {"var_mean.dim", opforge::ScalarType::Undefined, 0, true, false},
    {"var_mean.correction", opforge::ScalarType::Undefined, 0, true, false},
    {"var_mean.names_dim", opforge::ScalarType::Undefined, 0, true, false},
    {"var_mean.correction_names", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(var_mean, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("var_mean"))
      << "no " << golden_op_path("var_mean") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op var_mean";
  GoldenStore store;
  load_golden_cases("var_mean", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(var_mean, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("var_mean"))
      << "no " << golden_op_path("var_mean") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op var_mean";
  GoldenStore store;
  load_golden_cases("var_mean", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// var_mean's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var_mean, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0]); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var_mean, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0]); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// var_mean.dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var_mean, DimGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::IntArrayRef(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var_mean, DimComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::IntArrayRef(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// var_mean.correction's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var_mean, CorrectionGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::IntArrayRef(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var_mean, CorrectionComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::IntArrayRef(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// var_mean.names_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var_mean, NamesDimGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::DimnameList(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var_mean, NamesDimComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::DimnameList(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// var_mean.correction_names's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(var_mean, CorrectionNamesGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::DimnameList(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(var_mean, CorrectionNamesComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::var_mean(x[0], opforge::DimnameList(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_var_mean
