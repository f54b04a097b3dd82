// generated from ops.yaml by codegen; do not edit
// Conformance test of `norm`, from its ops.yaml entries (norm.Scalar, norm.ScalarOpt_dtype, norm.ScalarOpt_dim, norm.ScalarOpt_dim_dtype, norm.names_ScalarOpt_dim, norm.names_ScalarOpt_dim_dtype).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/norm.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_norm {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::norm(Tensor, Scalar)", "norm.Scalar", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm(v.tensor(0), v.scalar(1)); }},
    {"Tensor::norm(Scalar)", "norm.Scalar", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).norm(v.scalar(1)); }},
    {"opforge::norm(Tensor, Scalar?, ScalarType)", "norm.ScalarOpt_dtype", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm(v.tensor(0), v.optional_scalar(1), v.scalar_type(2)); }},
    {"Tensor::norm(Scalar?, ScalarType)", "norm.ScalarOpt_dtype", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).norm(v.optional_scalar(1), v.scalar_type(2)); }},
    {"opforge::norm(Tensor, Scalar?, int[1], bool)", "norm.ScalarOpt_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm(v.tensor(0), v.optional_scalar(1), v.int_list(2), v.boolean(3)); }},
    {"Tensor::norm(Scalar?, int[1], bool)", "norm.ScalarOpt_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).norm(v.optional_scalar(1), v.int_list(2), v.boolean(3)); }},
    {"opforge::norm_out(Tensor&, Tensor, Scalar?, int[1], bool)", "norm.ScalarOpt_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm_out(out[0], v.tensor(0), v.optional_scalar(1), v.int_list(2), v.boolean(3)); }},
    {"opforge::norm(Tensor, Scalar?, int[1], bool, ScalarType)", "norm.ScalarOpt_dim_dtype", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm(v.tensor(0), v.optional_scalar(1), v.int_list(2), v.boolean(3), v.scalar_type(4)); }},
    {"Tensor::norm(Scalar?, int[1], bool, ScalarType)", "norm.ScalarOpt_dim_dtype", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).norm(v.optional_scalar(1), v.int_list(2), v.boolean(3), v.scalar_type(4)); }},
    {"opforge::norm_out(Tensor&, Tensor, Scalar?, int[1], bool, ScalarType)", "norm.ScalarOpt_dim_dtype", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm_out(out[0], v.tensor(0), v.optional_scalar(1), v.int_list(2), v.boolean(3), v.scalar_type(4)); }},
    {"opforge::norm(Tensor, Scalar?, Dimname[1], bool)", "norm.names_ScalarOpt_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm(v.tensor(0), v.optional_scalar(1), v.dimname_list(2), v.boolean(3)); }},
    {"Tensor::norm(Scalar?, Dimname[1], bool)", "norm.names_ScalarOpt_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).norm(v.optional_scalar(1), v.dimname_list(2), v.boolean(3)); }},
    {"opforge::norm_out(Tensor&, Tensor, Scalar?, Dimname[1], bool)", "norm.names_ScalarOpt_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm_out(out[0], v.tensor(0), v.optional_scalar(1), v.dimname_list(2), v.boolean(3)); }},
    {"opforge::norm(Tensor, Scalar?, Dimname[1], bool, ScalarType)", "norm.names_ScalarOpt_dim_dtype", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm(v.tensor(0), v.optional_scalar(1), v.dimname_list(2), v.boolean(3), v.scalar_type(4)); }},
    {"Tensor::norm(Scalar?, Dimname[1], bool, ScalarType)", "norm.names_ScalarOpt_dim_dtype", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).norm(v.optional_scalar(1), v.dimname_list(2), v.boolean(3), v.scalar_type(4)); }},
    {"opforge::norm_out(Tensor&, Tensor, Scalar?, Dimname[1], bool, ScalarType)", "norm.names_ScalarOpt_dim_dtype", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::norm_out(out[0], v.tensor(0), v.optional_scalar(1), v.dimname_list(2), v.boolean(3), v.scalar_type(4)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"norm.Scalar", opforge::ScalarType::Half, 1, false, false},
    {"norm.Scalar", opforge::ScalarType::BFloat16, 2, false, false},
    {"norm.Scalar", opforge::ScalarType::Float, 2, false, false},
    {"norm.Scalar", opforge::ScalarType::Double, 2, false, false},
    {"norm.ScalarOpt_dtype", opforge::ScalarType::Half, 1, false, false},
    {"norm.ScalarOpt_dtype", opforge::ScalarType::BFloat16, 2, false, false},
    {"norm.ScalarOpt_dtype", opforge::ScalarType::Float, 2, false, false},
    {"norm.ScalarOpt_dtype", opforge::ScalarType::Double, 2, false, false},
    {"norm.ScalarOpt_dim", opforge::ScalarType::Half, 1, false, false},
    {"norm.ScalarOpt_dim", opforge::ScalarType::BFloat16, 2, false, false},
    {"norm.ScalarOpt_dim", opforge::ScalarType::Float, 2, false, false},
    {"norm.ScalarOpt_dim", opforge::ScalarType::Double, 2, false, false},
    {"norm.ScalarOpt_dim_dtype", opforge::ScalarType::Half, 1, false, false},
    {"norm.ScalarOpt_dim_dtype", opforge::ScalarType::BFloat16, 2, false, false},
    {"norm.ScalarOpt_dim_dtype", opforge::ScalarType::Float, 2, false, false},
    {"norm.ScalarOpt_dim_dtype", opforge::ScalarType::Double, 2, false, false},
    {"norm.names_ScalarOpt_dim", opforge::ScalarType::Half, 1, false, false},
    {"norm.names_ScalarOpt_dim", opforge::ScalarType::BFloat16, 2, false, false},
    {"norm.names_ScalarOpt_dim", opforge::ScalarType::Float, 2, false, false},
    {"norm.names_ScalarOpt_dim", opforge::ScalarType::Double, 2, false, false},
    {"norm.names_ScalarOpt_dim_dtype", opforge::ScalarType::Half, 1, false, false},
    {"norm.names_ScalarOpt_dim_dtype", opforge::ScalarType::BFloat16, 2, false, false},
    {"norm.names_ScalarOpt_dim_dtype", opforge::ScalarType::Float, 2, false, false},
    {"norm.names_ScalarOpt_dim_dtype", opforge::ScalarType::Double, 2, false, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(norm, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("norm"))
      << "no " << golden_op_path("norm") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op norm";
  GoldenStore store;
  load_golden_cases("norm", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(norm, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("norm"))
      << "no " << golden_op_path("norm") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op norm";
  GoldenStore store;
  load_golden_cases("norm", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// norm.Scalar's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(norm, ScalarGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::norm(x[0]); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(norm, ScalarComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::norm(x[0]); }, {{2, 3}});
}

// norm.ScalarOpt_dtype's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(norm, ScalarOptDtypeGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return opforge::norm(x[0], opforge::Scalar(3), opforge::kDouble); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(norm, ScalarOptDtypeComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { return opforge::norm(x[0], opforge::Scalar(3), opforge::kDouble); }, {{2, 3}});
}

// norm.ScalarOpt_dim's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(norm, ScalarOptDimGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::norm(x[0], opforge::Scalar(1.5), opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(norm, ScalarOptDimComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::norm(x[0], opforge::Scalar(1.5), opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// norm.ScalarOpt_dim_dtype's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(norm, ScalarOptDimDtypeGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::norm(x[0], opforge::Scalar(0.5), opforge::IntArrayRef(dim), true, opforge::kDouble); }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(norm, ScalarOptDimDtypeComplexGradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_complex_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::norm(x[0], opforge::Scalar(0.5), opforge::IntArrayRef(dim), true, opforge::kDouble); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_norm
