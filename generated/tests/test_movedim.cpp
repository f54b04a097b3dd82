// generated from ops.yaml by codegen; do not edit
// Conformance test of `movedim`, from its ops.yaml entries (movedim.intlist, movedim.int).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/movedim.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_movedim {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::movedim(Tensor(a), int[], int[])", "movedim.intlist", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::movedim(v.tensor(0), v.int_list(1), v.int_list(2)); }},
    {"Tensor::movedim(int[], int[])", "movedim.intlist", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).movedim(v.int_list(1), v.int_list(2)); }},
    {"opforge::movedim(Tensor(a), int, int)", "movedim.int", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::movedim(v.tensor(0), v.integer(1), v.integer(2)); }},
    {"Tensor::movedim(int, int)", "movedim.int", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).movedim(v.integer(1), v.integer(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(movedim, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("movedim"))
      << "no " << golden_op_path("movedim") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op movedim";
  GoldenStore store;
  load_golden_cases("movedim", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(movedim, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("movedim"))
      << "no " << golden_op_path("movedim") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op movedim";
  GoldenStore store;
  load_golden_cases("movedim", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// movedim.intlist's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(movedim, IntlistGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> source{0, 1};
  const std::vector<int64_t> destination{2, 0};
  expect_gradients_match([source, destination](const std::vector<Tensor>& x) { return opforge::movedim(x[0], opforge::IntArrayRef(source), opforge::IntArrayRef(destination)); }, {{2, 3, 4}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(movedim, IntlistComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> source{0, 1};
  const std::vector<int64_t> destination{2, 0};
  expect_complex_gradients_match([source, destination](const std::vector<Tensor>& x) { return opforge::movedim(x[0], opforge::IntArrayRef(source), opforge::IntArrayRef(destination)); }, {{2, 3, 4}});
}

// movedim.int's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(movedim, IntGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::movedim(x[0], int64_t{0}, int64_t{1}); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(movedim, IntComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::movedim(x[0], int64_t{0}, int64_t{1}); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_movedim
