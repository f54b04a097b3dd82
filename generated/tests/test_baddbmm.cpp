// generated from ops.yaml by codegen; do not edit
// Conformance test of `baddbmm`, from its ops.yaml entries (baddbmm).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/baddbmm.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_baddbmm {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::baddbmm(Tensor, Tensor, Tensor, Scalar, Scalar)", "baddbmm", Form::Function, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::baddbmm(v.tensor(0), v.tensor(1), v.tensor(2), v.scalar(3), v.scalar(4)); }},
    {"Tensor::baddbmm(Tensor, Tensor, Scalar, Scalar)", "baddbmm", Form::Method, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).baddbmm(v.tensor(1), v.tensor(2), v.scalar(3), v.scalar(4)); }},
    {"Tensor::baddbmm_(Tensor, Tensor, Scalar, Scalar)", "baddbmm", Form::Inplace, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).baddbmm_(v.tensor(1), v.tensor(2), v.scalar(3), v.scalar(4)); }},
    {"opforge::baddbmm_out(Tensor&, Tensor, Tensor, Tensor, Scalar, Scalar)", "baddbmm", Form::Out, 0, 0x7u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::baddbmm_out(out[0], v.tensor(0), v.tensor(1), v.tensor(2), v.scalar(3), v.scalar(4)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(baddbmm, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("baddbmm"))
      << "no " << golden_op_path("baddbmm") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op baddbmm";
  GoldenStore store;
  load_golden_cases("baddbmm", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
// The cases were recorded on the CPU, and CUDA's kernels cover fewer dtypes (ops.yaml's cuda_dtypes,
// as PyTorch's): only the cases whose tensors all have one of them run here.
TEST(baddbmm, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("baddbmm"))
      << "no " << golden_op_path("baddbmm") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op baddbmm";
  GoldenStore store;
  load_golden_cases("baddbmm", kAdapters, store, kUlps);
  constexpr opforge::ScalarType kCudaDtypes[] = {opforge::ScalarType::BFloat16, opforge::ScalarType::Float, opforge::ScalarType::Double, opforge::ScalarType::ComplexFloat, opforge::ScalarType::ComplexDouble};
  const std::vector<Case> cases = cases_with_dtypes(store.cases, kCudaDtypes);
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// baddbmm's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(baddbmm, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::baddbmm(x[0], x[1], x[2]); }, {{2, 2, 4}, {2, 2, 3}, {2, 3, 4}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(baddbmm, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::baddbmm(x[0], x[1], x[2]); }, {{2, 2, 4}, {2, 2, 3}, {2, 3, 4}});
}

}  // namespace
}  // namespace gen_test_baddbmm
