// generated from ops.yaml by codegen; do not edit
// Conformance test of `softmax`, from its ops.yaml entries (softmax.int, softmax.Dimname).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/softmax.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_softmax {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::softmax(Tensor, int, ScalarType?)", "softmax.int", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::softmax(v.tensor(0), v.integer(1), v.optional_scalar_type(2)); }},
    {"Tensor::softmax(int, ScalarType?)", "softmax.int", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).softmax(v.integer(1), v.optional_scalar_type(2)); }},
    {"opforge::softmax_out(Tensor&, Tensor, int, ScalarType?)", "softmax.int", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::softmax_out(out[0], v.tensor(0), v.integer(1), v.optional_scalar_type(2)); }},
    {"opforge::softmax(Tensor, Dimname, ScalarType?)", "softmax.Dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::softmax(v.tensor(0), v.dimname(1), v.optional_scalar_type(2)); }},
    {"Tensor::softmax(Dimname, ScalarType?)", "softmax.Dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).softmax(v.dimname(1), v.optional_scalar_type(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"softmax.int", opforge::ScalarType::BFloat16, 1, false, false},
    {"softmax.int", opforge::ScalarType::Float, 4, false, false},
    {"softmax.int", opforge::ScalarType::Double, 5, false, false},
    {"softmax.Dimname", opforge::ScalarType::BFloat16, 1, false, false},
    {"softmax.Dimname", opforge::ScalarType::Float, 4, false, false},
    {"softmax.Dimname", opforge::ScalarType::Double, 5, false, false},
    {"softmax.int", opforge::ScalarType::Undefined, 0, true, false},
    {"softmax.Dimname", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(softmax, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("softmax"))
      << "no " << golden_op_path("softmax") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op softmax";
  GoldenStore store;
  load_golden_cases("softmax", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(softmax, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("softmax"))
      << "no " << golden_op_path("softmax") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op softmax";
  GoldenStore store;
  load_golden_cases("softmax", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// softmax.int's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(softmax, IntGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::softmax(x[0], 1); }, {{2, 3}});
}

// softmax.Dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(softmax, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::softmax(x[0], opforge::Dimname("B")); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_softmax
