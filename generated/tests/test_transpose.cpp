// generated from ops.yaml by codegen; do not edit
// Conformance test of `transpose`, from its ops.yaml entries (transpose, transpose.Dimname).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/transpose.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_transpose {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::transpose(Tensor(a), int, int)", "transpose", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::transpose(v.tensor(0), v.integer(1), v.integer(2)); }},
    {"Tensor::transpose(int, int)", "transpose", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).transpose(v.integer(1), v.integer(2)); }},
    {"Tensor::transpose_(int, int)", "transpose", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).transpose_(v.integer(1), v.integer(2)); }},
    {"opforge::transpose(Tensor(a), Dimname, Dimname)", "transpose.Dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::transpose(v.tensor(0), v.dimname(1), v.dimname(2)); }},
    {"Tensor::transpose(Dimname, Dimname)", "transpose.Dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).transpose(v.dimname(1), v.dimname(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(transpose, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("transpose"))
      << "no " << golden_op_path("transpose") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op transpose";
  GoldenStore store;
  load_golden_cases("transpose", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(transpose, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("transpose"))
      << "no " << golden_op_path("transpose") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op transpose";
  GoldenStore store;
  load_golden_cases("transpose", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// transpose's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(transpose, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::transpose(x[0], int64_t{0}, int64_t{1}); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(transpose, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::transpose(x[0], int64_t{0}, int64_t{1}); }, {{2, 3}});
}

// transpose.Dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(transpose, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::transpose(x[0], opforge::Dimname("A"), opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(transpose, DimnameComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::transpose(x[0], opforge::Dimname("A"), opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_transpose
