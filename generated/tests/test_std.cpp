// generated from ops.yaml by codegen; do not edit
// Conformance test of `std`, from its ops.yaml entries (std, std.dim, std.correction, std.names_dim, std.correction_names).
//
// The op's kernels are generated reductions: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/std.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_std {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::std(Tensor, bool)", "std", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std(v.tensor(0), v.boolean(1)); }},
    {"Tensor::std(bool)", "std", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).std(v.boolean(1)); }},
    {"opforge::std(Tensor, int[1]?, bool, bool)", "std.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3)); }},
    {"Tensor::std(int[1]?, bool, bool)", "std.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).std(v.optional_int_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::std_out(Tensor&, Tensor, int[1]?, bool, bool)", "std.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std_out(out[0], v.tensor(0), v.optional_int_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::std(Tensor, int[1]?, int?, bool)", "std.correction", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std(v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"Tensor::std(int[1]?, int?, bool)", "std.correction", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).std(v.optional_int_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"opforge::std_out(Tensor&, Tensor, int[1]?, int?, bool)", "std.correction", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std_out(out[0], v.tensor(0), v.optional_int_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"opforge::std(Tensor, Dimname[1], bool, bool)", "std.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std(v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3)); }},
    {"Tensor::std(Dimname[1], bool, bool)", "std.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).std(v.dimname_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::std_out(Tensor&, Tensor, Dimname[1], bool, bool)", "std.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std_out(out[0], v.tensor(0), v.dimname_list(1), v.boolean(2), v.boolean(3)); }},
    {"opforge::std(Tensor, Dimname[1], int?, bool)", "std.correction_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std(v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"Tensor::std(Dimname[1], int?, bool)", "std.correction_names", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).std(v.dimname_list(1), v.optional_integer(2), v.boolean(3)); }},
    {"opforge::std_out(Tensor&, Tensor, Dimname[1], int?, bool)", "std.correction_names", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::std_out(out[0], v.tensor(0), v.dimname_list(1), v.optional_integer(2), v.boolean(3)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"std", opforge::ScalarType::Float, 1, false, false},
    {"std", opforge::ScalarType::Double, 400, false, false},
    {"std.dim", opforge::ScalarType::Float, 1, false, false},
    {"std.dim", opforge::ScalarType::Double, 400, false, false},
    {"std.correction", opforge::ScalarType::Float, 1, false, false},
    {"std.correction", opforge::ScalarType::Double, 400, false, false},
    {"std.names_dim", opforge::ScalarType::Float, 1, false, false},
    {"std.names_dim", opforge::ScalarType::Double, 400, false, false},
    {"std.correction_names", opforge::ScalarType::Float, 1, false, false},
    {"std.correction_names", opforge::ScalarType::Double, 400, false, false},
    {"std", opforge::ScalarType::Undefined, 0, true, false},
    {"std.dim", opforge::ScalarType::Undefined, 0, true, false},
    {"std.correction", opforge::ScalarType::Undefined, 0, true, false},
    {"std.names_dim", opforge::ScalarType::Undefined, 0, true, false},
    {"std.correction_names", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(std, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("std"))
      << "no " << golden_op_path("std") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op std";
  GoldenStore store;
  load_golden_cases("std", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(std, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("std"))
      << "no " << golden_op_path("std") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op std";
  GoldenStore store;
  load_golden_cases("std", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// std's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::std(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::std(x[0]); }, {{2, 3}});
}

// std.dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std, DimGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std, DimComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// std.correction's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std, CorrectionGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::IntArrayRef(dim), int64_t{0}); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std, CorrectionComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::IntArrayRef(dim), int64_t{0}); }, {{2, 3}});
}

// std.names_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std, NamesDimGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std, NamesDimComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// std.correction_names's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(std, CorrectionNamesGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::DimnameList(dim), int64_t{0}); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(std, CorrectionNamesComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::std(x[0], opforge::DimnameList(dim), int64_t{0}); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_std
