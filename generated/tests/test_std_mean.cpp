// generated from ops.yaml by codegen; do not edit
// Conformance test of `std_mean`, from its ops.yaml entries (std_mean, std_mean.dim, std_mean.correction, std_mean.names_dim, std_mean.correction_names).
//
// The op's kernels are generated reductions: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/std_mean.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_std_mean {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::std_mean(Tensor, bool) -> 0", "std_mean", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::std_mean(v.tensor(0), v.boolean(1))); }, 0, 2},
    {"opforge::std_mean(Tensor, bool) -> 1", "std_mean", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::std_mean(v.tensor(0), v.boolean(1))); }, 1, 2},
    {"opforge::std_mean(Tensor, int[1]?, bool, bool) -> 0", "std_mean.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::std_mean(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3))); }, 0, 2},
    {"opforge::std_mean(Tensor, int[1]?, bool, bool) -> 1", "std_mean.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::std_mean(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3))); }, 1, 2},
    {"opforge::std_mean(Tensor, int[1]?, int?, bool) -> out0", "std_mean.correction", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::std_mean(v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::std_mean(Tensor, int[1]?, int?, bool) -> out1", "std_mean.correction", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::std_mean(v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::std_mean_out(Tensor&, Tensor&, Tensor, int[1]?, int?, bool) -> out0", "std_mean.correction", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::std_mean_out(out[0], out[1], v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::std_mean_out(Tensor&, Tensor&, Tensor, int[1]?, int?, bool) -> out1", "std_mean.correction", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::std_mean_out(out[0], out[1], v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::std_mean(Tensor, Dimname[1], bool, bool) -> 0", "std_mean.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::std_mean(v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3))); }, 0, 2},
    {"opforge::std_mean(Tensor, Dimname[1], bool, bool) -> 1", "std_mean.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::std_mean(v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3))); }, 1, 2},
    {"opforge::std_mean(Tensor, Dimname[1], int?, bool) -> 0", "std_mean.correction_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::std_mean(v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::std_mean(Tensor, Dimname[1], int?, bool) -> 1", "std_mean.correction_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::std_mean(v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"std_mean", opforge::ScalarType::Float, 1, false, false},
    {"std_mean", opforge::ScalarType::Double, 400, false, false},
    {"std_mean", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"std_mean.dim", opforge::ScalarType::Float, 1, false, false},
    {"std_mean.dim", opforge::ScalarType::Double, 400, false, false},
    {"std_mean.dim", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"std_mean.correction", opforge::ScalarType::Float, 1, false, false},
    {"std_mean.correction", opforge::ScalarType::Double, 400, false, false},
    {"std_mean.correction", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"std_mean.names_dim", opforge::ScalarType::Float, 1, false, false},
    {"std_mean.names_dim", opforge::ScalarType::Double, 400, false, false},
    {"std_mean.names_dim", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"std_mean.correction_names", opforge::ScalarType::Float, 1, false, false},
    {"std_mean.correction_names", opforge::ScalarType::Double, 400, false, false},
    {"std_mean.correction_names", opforge::ScalarType::ComplexDouble, 2, false, false},
    {"std_mean", opforge::ScalarType::Undefined, 0, true, false},
    {"std_mean.dim", opforge::ScalarType::Undefined, 0, true, false},
    {"std_mean.correction", opforge::ScalarType::Undefined, 0, true, false},
    {"std_mean.names_dim", opforge::ScalarType::Undefined, 0, true, false},
    {"std_mean.correction_names", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(std_mean, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("std_mean"))
      << "no " << golden_op_path("std_mean") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op std_mean";
  GoldenStore store;
  load_golden_cases("std_mean", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(std_mean, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("std_mean"))
      << "no " << golden_op_path("std_mean") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op std_mean";
  GoldenStore store;
  load_golden_cases("std_mean", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// std_mean's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std_mean, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0]); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std_mean, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0]); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// std_mean.dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std_mean, DimGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::IntArrayRef(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std_mean, DimComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::IntArrayRef(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// std_mean.correction's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std_mean, CorrectionGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::IntArrayRef(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std_mean, CorrectionComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::IntArrayRef(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}});
}

// std_mean.names_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std_mean, NamesDimGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::DimnameList(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std_mean, NamesDimComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::DimnameList(dim)); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// std_mean.correction_names's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std_mean, CorrectionNamesGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::DimnameList(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std_mean, CorrectionNamesComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { const auto r = opforge::std_mean(x[0], opforge::DimnameList(dim), int64_t{0}); return std::get<0>(r).add(std::get<1>(r), 2); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_std_mean
