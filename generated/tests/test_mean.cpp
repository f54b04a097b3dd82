// generated from ops.yaml by codegen; do not edit
// Conformance test of `mean`, from its ops.yaml entries (mean, mean.dim, mean.names_dim).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/mean.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_mean {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::mean(Tensor, ScalarType?)", "mean", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::mean(v.tensor(0), v.optional_scalar_type(1)); }},
    {"Tensor::mean(ScalarType?)", "mean", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).mean(v.optional_scalar_type(1)); }},
    {"opforge::mean(Tensor, int[1]?, bool, ScalarType?)", "mean.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::mean(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"Tensor::mean(int[1]?, bool, ScalarType?)", "mean.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).mean(v.optional_int_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"opforge::mean_out(Tensor&, Tensor, int[1]?, bool, ScalarType?)", "mean.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::mean_out(out[0], v.tensor(0), v.optional_int_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"opforge::mean(Tensor, Dimname[1], bool, ScalarType?)", "mean.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::mean(v.tensor(0), v.dimname_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"Tensor::mean(Dimname[1], bool, ScalarType?)", "mean.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).mean(v.dimname_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"opforge::mean_out(Tensor&, Tensor, Dimname[1], bool, ScalarType?)", "mean.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::mean_out(out[0], v.tensor(0), v.dimname_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(mean, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("mean"))
      << "no " << golden_op_path("mean") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op mean";
  GoldenStore store;
  load_golden_cases("mean", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(mean, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("mean"))
      << "no " << golden_op_path("mean") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op mean";
  GoldenStore store;
  load_golden_cases("mean", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// mean's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(mean, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::mean(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(mean, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::mean(x[0]); }, {{2, 3}});
}

// mean.dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(mean, DimGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::mean(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(mean, DimComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::mean(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// mean.names_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(mean, NamesDimGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::mean(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(mean, NamesDimComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::mean(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_mean
