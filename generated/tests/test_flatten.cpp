// generated from ops.yaml by codegen; do not edit
// Conformance test of `flatten`, from its ops.yaml entries (flatten.using_ints, flatten.named_out_dim, flatten.using_names, flatten.DimnameList).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/flatten.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_flatten {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::flatten(Tensor(a), int, int)", "flatten.using_ints", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::flatten(v.tensor(0), v.integer(1), v.integer(2)); }},
    {"Tensor::flatten(int, int)", "flatten.using_ints", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).flatten(v.integer(1), v.integer(2)); }},
    {"opforge::flatten(Tensor(a), int, int, Dimname)", "flatten.named_out_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::flatten(v.tensor(0), v.integer(1), v.integer(2), v.dimname(3)); }},
    {"Tensor::flatten(int, int, Dimname)", "flatten.named_out_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).flatten(v.integer(1), v.integer(2), v.dimname(3)); }},
    {"opforge::flatten(Tensor(a), Dimname, Dimname, Dimname)", "flatten.using_names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::flatten(v.tensor(0), v.dimname(1), v.dimname(2), v.dimname(3)); }},
    {"Tensor::flatten(Dimname, Dimname, Dimname)", "flatten.using_names", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).flatten(v.dimname(1), v.dimname(2), v.dimname(3)); }},
    {"opforge::flatten(Tensor(a), Dimname[], Dimname)", "flatten.DimnameList", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::flatten(v.tensor(0), v.dimname_list(1), v.dimname(2)); }},
    {"Tensor::flatten(Dimname[], Dimname)", "flatten.DimnameList", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).flatten(v.dimname_list(1), v.dimname(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(flatten, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("flatten"))
      << "no " << golden_op_path("flatten") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op flatten";
  GoldenStore store;
  load_golden_cases("flatten", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(flatten, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("flatten"))
      << "no " << golden_op_path("flatten") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op flatten";
  GoldenStore store;
  load_golden_cases("flatten", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// flatten.using_ints's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(flatten, UsingIntsGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::flatten(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(flatten, UsingIntsComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::flatten(x[0]); }, {{2, 3}});
}

// flatten.named_out_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(flatten, NamedOutDimGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::flatten(x[0], int64_t{0}, int64_t{1}, opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(flatten, NamedOutDimComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::flatten(x[0], int64_t{0}, int64_t{1}, opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// flatten.using_names's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(flatten, UsingNamesGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::flatten(x[0], opforge::Dimname("B"), opforge::Dimname("B"), opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(flatten, UsingNamesComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::flatten(x[0], opforge::Dimname("B"), opforge::Dimname("B"), opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// flatten.DimnameList's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(flatten, DimnameListGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dims{opforge::Dimname("B")};
  expect_gradients_match([dims](const std::vector<Tensor>& x) { return opforge::flatten(x[0], opforge::DimnameList(dims), opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(flatten, DimnameListComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dims{opforge::Dimname("B")};
  expect_complex_gradients_match([dims](const std::vector<Tensor>& x) { return opforge::flatten(x[0], opforge::DimnameList(dims), opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_flatten
