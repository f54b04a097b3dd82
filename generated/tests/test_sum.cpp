// generated from ops.yaml by codegen; do not edit
// Conformance test of `sum`, from its ops.yaml entries (sum, sum.dim_IntList, sum.dim_DimnameList).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/sum.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_sum {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::sum(Tensor, ScalarType?)", "sum", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sum(v.tensor(0), v.optional_scalar_type(1)); }},
    {"Tensor::sum(ScalarType?)", "sum", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sum(v.optional_scalar_type(1)); }},
    {"opforge::sum_out(Tensor&, Tensor, ScalarType?)", "sum", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sum_out(out[0], v.tensor(0), v.optional_scalar_type(1)); }},
    {"opforge::sum(Tensor, int[1]?, bool, ScalarType?)", "sum.dim_IntList", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sum(v.tensor(0), v.optional_int_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"Tensor::sum(int[1]?, bool, ScalarType?)", "sum.dim_IntList", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sum(v.optional_int_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"opforge::sum_out(Tensor&, Tensor, int[1]?, bool, ScalarType?)", "sum.dim_IntList", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sum_out(out[0], v.tensor(0), v.optional_int_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"opforge::sum(Tensor, Dimname[1], bool, ScalarType?)", "sum.dim_DimnameList", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sum(v.tensor(0), v.dimname_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"Tensor::sum(Dimname[1], bool, ScalarType?)", "sum.dim_DimnameList", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).sum(v.dimname_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
    {"opforge::sum_out(Tensor&, Tensor, Dimname[1], bool, ScalarType?)", "sum.dim_DimnameList", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::sum_out(out[0], v.tensor(0), v.dimname_list(1), v.boolean(2), v.optional_scalar_type(3)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(sum, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("sum"))
      << "no " << golden_op_path("sum") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op sum";
  GoldenStore store;
  load_golden_cases("sum", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(sum, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("sum"))
      << "no " << golden_op_path("sum") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op sum";
  GoldenStore store;
  load_golden_cases("sum", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// sum's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(sum, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::sum(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(sum, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::sum(x[0]); }, {{2, 3}});
}

// sum.dim_IntList's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(sum, DimIntListGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::sum(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(sum, DimIntListComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::sum(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// sum.dim_DimnameList's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(sum, DimDimnameListGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::sum(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(sum, DimDimnameListComplexGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::sum(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_sum
