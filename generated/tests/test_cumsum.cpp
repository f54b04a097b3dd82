// generated from ops.yaml by codegen; do not edit
// Conformance test of `cumsum`, from its ops.yaml entries (cumsum, cumsum.dimname).
//
// The op's kernels are generated scans: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/cumsum.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_cumsum {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::cumsum(Tensor, int, ScalarType?)", "cumsum", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::cumsum(v.tensor(0), v.integer(1), v.optional_scalar_type(2)); }},
    {"Tensor::cumsum(int, ScalarType?)", "cumsum", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).cumsum(v.integer(1), v.optional_scalar_type(2)); }},
    {"Tensor::cumsum_(int, ScalarType?)", "cumsum", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).cumsum_(v.integer(1), v.optional_scalar_type(2)); }},
    {"opforge::cumsum_out(Tensor&, Tensor, int, ScalarType?)", "cumsum", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::cumsum_out(out[0], v.tensor(0), v.integer(1), v.optional_scalar_type(2)); }},
    {"opforge::cumsum(Tensor, Dimname, ScalarType?)", "cumsum.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::cumsum(v.tensor(0), v.dimname(1), v.optional_scalar_type(2)); }},
    {"Tensor::cumsum(Dimname, ScalarType?)", "cumsum.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).cumsum(v.dimname(1), v.optional_scalar_type(2)); }},
    {"Tensor::cumsum_(Dimname, ScalarType?)", "cumsum.dimname", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).cumsum_(v.dimname(1), v.optional_scalar_type(2)); }},
    {"opforge::cumsum_out(Tensor&, Tensor, Dimname, ScalarType?)", "cumsum.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::cumsum_out(out[0], v.tensor(0), v.dimname(1), v.optional_scalar_type(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(cumsum, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("cumsum"))
      << "no " << golden_op_path("cumsum") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op cumsum";
  GoldenStore store;
  load_golden_cases("cumsum", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(cumsum, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("cumsum"))
      << "no " << golden_op_path("cumsum") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op cumsum";
  GoldenStore store;
  load_golden_cases("cumsum", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// cumsum's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(cumsum, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::cumsum(x[0], 1); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(cumsum, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::cumsum(x[0], 1); }, {{2, 3}});
}

// cumsum.dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(cumsum, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::cumsum(x[0], opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(cumsum, DimnameComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::cumsum(x[0], opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_cumsum
