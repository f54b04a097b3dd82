// generated from ops.yaml by codegen; do not edit
// Conformance test of `nanquantile`, from its ops.yaml entries (nanquantile, nanquantile.scalar).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/nanquantile.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_nanquantile {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::nanquantile(Tensor, Tensor, int?, bool, str)", "nanquantile", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::nanquantile(v.tensor(0), v.tensor(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"Tensor::nanquantile(Tensor, int?, bool, str)", "nanquantile", Form::Method, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).nanquantile(v.tensor(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"opforge::nanquantile_out(Tensor&, Tensor, Tensor, int?, bool, str)", "nanquantile", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::nanquantile_out(out[0], v.tensor(0), v.tensor(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"opforge::nanquantile(Tensor, float, int?, bool, str)", "nanquantile.scalar", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::nanquantile(v.tensor(0), v.real(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"Tensor::nanquantile(float, int?, bool, str)", "nanquantile.scalar", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).nanquantile(v.real(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
    {"opforge::nanquantile_out(Tensor&, Tensor, float, int?, bool, str)", "nanquantile.scalar", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::nanquantile_out(out[0], v.tensor(0), v.real(1), v.optional_integer(2), v.boolean(3), v.string(4)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(nanquantile, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("nanquantile"))
      << "no " << golden_op_path("nanquantile") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op nanquantile";
  GoldenStore store;
  load_golden_cases("nanquantile", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(nanquantile, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("nanquantile"))
      << "no " << golden_op_path("nanquantile") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op nanquantile";
  GoldenStore store;
  load_golden_cases("nanquantile", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// nanquantile's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(nanquantile, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::nanquantile(x[0], x[1], int64_t{1}); }, {{2, 5}, {3}});
}

// nanquantile.scalar's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(nanquantile, ScalarGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::nanquantile(x[0], 0.35, int64_t{1}, true); }, {{2, 5}});
}

}  // namespace
}  // namespace gen_test_nanquantile
