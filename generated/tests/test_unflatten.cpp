// generated from ops.yaml by codegen; do not edit
// Conformance test of `unflatten`, from its ops.yaml entries (unflatten.int, unflatten.Dimname).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/unflatten.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_unflatten {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::unflatten(Tensor(a), int, int[])", "unflatten.int", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::unflatten(v.tensor(0), v.integer(1), v.int_list(2)); }},
    {"Tensor::unflatten(int, int[])", "unflatten.int", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).unflatten(v.integer(1), v.int_list(2)); }},
    {"opforge::unflatten(Tensor(a), Dimname, int[], Dimname[])", "unflatten.Dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::unflatten(v.tensor(0), v.dimname(1), v.int_list(2), v.dimname_list(3)); }},
    {"Tensor::unflatten(Dimname, int[], Dimname[])", "unflatten.Dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).unflatten(v.dimname(1), v.int_list(2), v.dimname_list(3)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(unflatten, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("unflatten"))
      << "no " << golden_op_path("unflatten") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op unflatten";
  GoldenStore store;
  load_golden_cases("unflatten", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(unflatten, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("unflatten"))
      << "no " << golden_op_path("unflatten") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op unflatten";
  GoldenStore store;
  load_golden_cases("unflatten", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// unflatten.int's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(unflatten, IntGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> sizes{3, 1};
  expect_gradients_match([sizes](const std::vector<Tensor>& x) { return opforge::unflatten(x[0], int64_t{1}, opforge::IntArrayRef(sizes)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(unflatten, IntComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> sizes{3, 1};
  expect_complex_gradients_match([sizes](const std::vector<Tensor>& x) { return opforge::unflatten(x[0], int64_t{1}, opforge::IntArrayRef(sizes)); }, {{2, 3}});
}

// unflatten.Dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(unflatten, DimnameGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> sizes{2, 3};
  const std::vector<opforge::Dimname> names{opforge::Dimname("C"), opforge::Dimname("D")};
  expect_gradients_match([sizes, names](const std::vector<Tensor>& x) { return opforge::unflatten(x[0], opforge::Dimname("B"), opforge::IntArrayRef(sizes), opforge::DimnameList(names)); }, {{2, 6}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(unflatten, DimnameComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> sizes{2, 3};
  const std::vector<opforge::Dimname> names{opforge::Dimname("C"), opforge::Dimname("D")};
  expect_complex_gradients_match([sizes, names](const std::vector<Tensor>& x) { return opforge::unflatten(x[0], opforge::Dimname("B"), opforge::IntArrayRef(sizes), opforge::DimnameList(names)); }, {{2, 6}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_unflatten
