// generated from ops.yaml by codegen; do not edit
// Conformance test of `imag`, from its ops.yaml entries (imag).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/imag.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_imag {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::imag(Tensor(a))", "imag", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::imag(v.tensor(0)); }},
    {"Tensor::imag()", "imag", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).imag(); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(imag, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("imag"))
      << "no " << golden_op_path("imag") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op imag";
  GoldenStore store;
  load_golden_cases("imag", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(imag, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("imag"))
      << "no " << golden_op_path("imag") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op imag";
  GoldenStore store;
  load_golden_cases("imag", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(imag, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::imag(x[0]); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_imag
