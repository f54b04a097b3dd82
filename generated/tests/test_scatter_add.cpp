// generated from ops.yaml by codegen; do not edit
// Conformance test of `scatter_add`, from its ops.yaml entries (scatter_add).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/scatter_add.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_scatter_add {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::scatter_add(Tensor, int, Tensor, Tensor)", "scatter_add", Form::Function, 0, 0xdu, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::scatter_add(v.tensor(0), v.integer(1), v.tensor(2), v.tensor(3)); }},
    {"Tensor::scatter_add(int, Tensor, Tensor)", "scatter_add", Form::Method, 0, 0xdu, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).scatter_add(v.integer(1), v.tensor(2), v.tensor(3)); }},
    {"Tensor::scatter_add_(int, Tensor, Tensor)", "scatter_add", Form::Inplace, 0, 0xdu, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).scatter_add_(v.integer(1), v.tensor(2), v.tensor(3)); }},
    {"opforge::scatter_add_out(Tensor&, Tensor, int, Tensor, Tensor)", "scatter_add", Form::Out, 0, 0xdu, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::scatter_add_out(out[0], v.tensor(0), v.integer(1), v.tensor(2), v.tensor(3)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(scatter_add, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("scatter_add"))
      << "no " << golden_op_path("scatter_add") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op scatter_add";
  GoldenStore store;
  load_golden_cases("scatter_add", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
// The cases were recorded on the CPU, and CUDA's kernels cover fewer dtypes (ops.yaml's cuda_dtypes,
// as PyTorch's): only the cases whose tensors all have one of them run here.
TEST(scatter_add, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("scatter_add"))
      << "no " << golden_op_path("scatter_add") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op scatter_add";
  GoldenStore store;
  load_golden_cases("scatter_add", kAdapters, store, kUlps);
  constexpr opforge::ScalarType kCudaDtypes[] = {opforge::ScalarType::Int32, opforge::ScalarType::Int64, opforge::ScalarType::Float, opforge::ScalarType::Double};
  const std::vector<Case> cases = cases_with_dtypes(store.cases, kCudaDtypes);
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// scatter_add's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(scatter_add, GradientsMatchFiniteDifferences) {
  const Tensor index = index_tensor({2, 0, 2});
  expect_gradients_match([index](const std::vector<Tensor>& x) { return opforge::scatter_add(x[0], int64_t{0}, index, x[1]); }, {{3}, {3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(scatter_add, ComplexGradientsMatchFiniteDifferences) {
  const Tensor index = index_tensor({2, 0, 2});
  expect_complex_gradients_match([index](const std::vector<Tensor>& x) { return opforge::scatter_add(x[0], int64_t{0}, index, x[1]); }, {{3}, {3}});
}

}  // namespace
}  // namespace gen_test_scatter_add
