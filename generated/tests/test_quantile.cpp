// generated from ops.yaml by codegen; do not edit
// Conformance test of `quantile`, from its ops.yaml entries (quantile, quantile.scalar).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/quantile.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_quantile {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::quantile(Tensor, Tensor, int?, bool, str)", "quantile", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::quantile(v.tensor(0), v.tensor(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"Tensor::quantile(Tensor, int?, bool, str)", "quantile", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).quantile(v.tensor(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"opforge::quantile_out(Tensor&, Tensor, Tensor, int?, bool, str)", "quantile", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::quantile_out(out[0], v.tensor(0), v.tensor(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"opforge::quantile(Tensor, float, int?, bool, str)", "quantile.scalar", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::quantile(v.tensor(0), v.real(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"Tensor::quantile(float, int?, bool, str)", "quantile.scalar", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).quantile(v.real(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"opforge::quantile_out(Tensor&, Tensor, float, int?, bool, str)", "quantile.scalar", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::quantile_out(out[0], v.tensor(0), v.real(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(quantile, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("quantile"))
      << "no " << golden_op_path("quantile") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op quantile";
  GoldenStore store;
  load_golden_cases("quantile", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(quantile, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("quantile"))
      << "no " << golden_op_path("quantile") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op quantile";
  GoldenStore store;
  load_golden_cases("quantile", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// quantile's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(quantile, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::quantile(x[0], x[1], int64_t{1}); }, {{2, 5}, {3}});
}

// quantile.scalar's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(quantile, ScalarGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::quantile(x[0], 0.35, int64_t{1}, true); }, {{2, 5}});
}

}  // namespace
}  // namespace gen_test_quantile
