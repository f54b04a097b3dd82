// generated from ops.yaml by codegen; do not edit
// Conformance test of `bernoulli`, from its ops.yaml entries (bernoulli.float, bernoulli.Tensor, bernoulli, bernoulli.p).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/bernoulli.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_bernoulli {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"Tensor::bernoulli_(float, Generator?)", "bernoulli.float", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).bernoulli_(v.real(1), std::optional<opforge::Generator>()); }},
    {"Tensor::bernoulli_(Tensor, Generator?)", "bernoulli.Tensor", Form::Inplace, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).bernoulli_(v.tensor(1), std::optional<opforge::Generator>()); }},
    {"opforge::bernoulli(Tensor, Generator?)", "bernoulli", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::bernoulli(v.tensor(0), std::optional<opforge::Generator>()); }},
    {"Tensor::bernoulli(Generator?)", "bernoulli", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).bernoulli(std::optional<opforge::Generator>()); }},
    {"opforge::bernoulli_out(Tensor&, Tensor, Generator?)", "bernoulli", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::bernoulli_out(out[0], v.tensor(0), std::optional<opforge::Generator>()); }},
    {"opforge::bernoulli(Tensor, float, Generator?)", "bernoulli.p", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::bernoulli(v.tensor(0), v.real(1), std::optional<opforge::Generator>()); }},
    {"Tensor::bernoulli(float, Generator?)", "bernoulli.p", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).bernoulli(v.real(1), std::optional<opforge::Generator>()); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(bernoulli, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("bernoulli"))
      << "no " << golden_op_path("bernoulli") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op bernoulli";
  GoldenStore store;
  load_golden_cases("bernoulli", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(bernoulli, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("bernoulli"))
      << "no " << golden_op_path("bernoulli") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op bernoulli";
  GoldenStore store;
  load_golden_cases("bernoulli", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// bernoulli.float's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(bernoulli, FloatGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { const Tensor written = x[0].mul(1); opforge::manual_seed(0); written.bernoulli_(); return written; }, {{2, 3}});
}

// bernoulli.Tensor's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(bernoulli, TensorGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { const Tensor written = x[0].mul(1); opforge::manual_seed(0); written.bernoulli_(x[1]); return written; }, {{2, 3}, {3}});
}

// bernoulli's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(bernoulli, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { opforge::manual_seed(0); return opforge::bernoulli(x[0]); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_bernoulli
