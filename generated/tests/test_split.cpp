// generated from ops.yaml by codegen; do not edit
// Conformance test of `split`, from its ops.yaml entries (split.Tensor, split.sizes).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/split.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_split {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::split(Tensor(a -> *), int, int)", "split.Tensor", Form::Function, 0, 0x1u, 0x0u,
     nullptr, 0, 1, [](const Values& v) -> std::vector<Tensor> { return opforge::split(v.tensor(0), v.integer(1), v.integer(2)); }},
    {"Tensor::split(int, int)", "split.Tensor", Form::Method, 0, 0x1u, 0x0u,
     nullptr, 0, 1, [](const Values& v) -> std::vector<Tensor> { return v.tensor(0).split(v.integer(1), v.integer(2)); }},
    {"opforge::split(Tensor(a -> *), int[], int)", "split.sizes", Form::Function, 0, 0x1u, 0x0u,
     nullptr, 0, 1, [](const Values& v) -> std::vector<Tensor> { return opforge::split(v.tensor(0), v.int_list(1), v.integer(2)); }},
    {"Tensor::split(int[], int)", "split.sizes", Form::Method, 0, 0x1u, 0x0u,
     nullptr, 0, 1, [](const Values& v) -> std::vector<Tensor> { return v.tensor(0).split(v.int_list(1), v.integer(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(split, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("split"))
      << "no " << golden_op_path("split") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op split";
  GoldenStore store;
  load_golden_cases("split", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(split, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("split"))
      << "no " << golden_op_path("split") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op split";
  GoldenStore store;
  load_golden_cases("split", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// split.Tensor's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(split, TensorGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return flat_cat(opforge::split(x[0], int64_t{2}, int64_t{1})); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(split, TensorComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return flat_cat(opforge::split(x[0], int64_t{2}, int64_t{1})); }, {{2, 3}});
}

// split.sizes's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(split, SizesGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> split_size{1, 2};
  expect_gradients_match([split_size](const std::vector<Tensor>& x) { return flat_cat(opforge::split(x[0], opforge::IntArrayRef(split_size), int64_t{1})); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(split, SizesComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> split_size{1, 2};
  expect_complex_gradients_match([split_size](const std::vector<Tensor>& x) { return flat_cat(opforge::split(x[0], opforge::IntArrayRef(split_size), int64_t{1})); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_split
