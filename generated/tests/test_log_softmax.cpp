// generated from ops.yaml by codegen; do not edit
// Conformance test of `log_softmax`, from its ops.yaml entries (log_softmax.int, log_softmax.Dimname).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/log_softmax.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_log_softmax {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::log_softmax(Tensor, int, ScalarType?)", "log_softmax.int", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::log_softmax(v.tensor(0), v.integer(1), v.optional_scalar_type(2)); }},
    {"Tensor::log_softmax(int, ScalarType?)", "log_softmax.int", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).log_softmax(v.integer(1), v.optional_scalar_type(2)); }},
    {"opforge::log_softmax_out(Tensor&, Tensor, int, ScalarType?)", "log_softmax.int", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::log_softmax_out(out[0], v.tensor(0), v.integer(1), v.optional_scalar_type(2)); }},
    {"opforge::log_softmax(Tensor, Dimname, ScalarType?)", "log_softmax.Dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::log_softmax(v.tensor(0), v.dimname(1), v.optional_scalar_type(2)); }},
    {"Tensor::log_softmax(Dimname, ScalarType?)", "log_softmax.Dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).log_softmax(v.dimname(1), v.optional_scalar_type(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"log_softmax.int", opforge::ScalarType::BFloat16, 1, false, false},
    {"log_softmax.int", opforge::ScalarType::Float, 3, false, false},
    {"log_softmax.int", opforge::ScalarType::Double, 4, false, false},
    {"log_softmax.Dimname", opforge::ScalarType::BFloat16, 1, false, false},
    {"log_softmax.Dimname", opforge::ScalarType::Float, 3, false, false},
    {"log_softmax.Dimname", opforge::ScalarType::Double, 4, false, false},
    {"log_softmax.int", opforge::ScalarType::Undefined, 0, true, false},
    {"log_softmax.Dimname", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(log_softmax, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("log_softmax"))
      << "no " << golden_op_path("log_softmax") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op log_softmax";
  GoldenStore store;
  load_golden_cases("log_softmax", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(log_softmax, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("log_softmax"))
      << "no " << golden_op_path("log_softmax") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op log_softmax";
  GoldenStore store;
  load_golden_cases("log_softmax", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// log_softmax.int's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(log_softmax, IntGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::log_softmax(x[0], 1); }, {{2, 3}});
}

// log_softmax.Dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(log_softmax, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::log_softmax(x[0], opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_log_softmax
