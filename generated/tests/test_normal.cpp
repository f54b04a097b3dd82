// generated from ops.yaml by codegen; do not edit
// Conformance test of `normal`, from its ops.yaml entries (normal, normal.Tensor_Tensor, normal.Tensor_float, normal.float_Tensor, normal.float_float).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/normal.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_normal {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"Tensor::normal_(float, float, Generator?)", "normal", Form::Inplace, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).normal_(v.real(1), v.real(2), std::optional<opforge::Generator>()); }},
    {"opforge::normal(Tensor, Tensor, Generator?)", "normal.Tensor_Tensor", Form::Function, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal(v.tensor(0), v.tensor(1), std::optional<opforge::Generator>()); }},
    {"opforge::normal_out(Tensor&, Tensor, Tensor, Generator?)", "normal.Tensor_Tensor", Form::Out, 0, 0x3u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal_out(out[0], v.tensor(0), v.tensor(1), std::optional<opforge::Generator>()); }},
    {"opforge::normal(Tensor, float, Generator?)", "normal.Tensor_float", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal(v.tensor(0), v.real(1), std::optional<opforge::Generator>()); }},
    {"opforge::normal_out(Tensor&, Tensor, float, Generator?)", "normal.Tensor_float", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal_out(out[0], v.tensor(0), v.real(1), std::optional<opforge::Generator>()); }},
    {"opforge::normal(float, Tensor, Generator?)", "normal.float_Tensor", Form::Function, 0, 0x2u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal(v.real(0), v.tensor(1), std::optional<opforge::Generator>()); }},
    {"opforge::normal_out(Tensor&, float, Tensor, Generator?)", "normal.float_Tensor", Form::Out, 0, 0x2u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal_out(out[0], v.real(0), v.tensor(1), std::optional<opforge::Generator>()); }},
    {"opforge::normal(float, float, int[], Generator?, ScalarType?, Layout?, Device?, bool?)", "normal.float_float", Form::Function, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal(v.real(0), v.real(1), v.int_list(2), std::optional<opforge::Generator>(), v.optional_scalar_type(4), v.optional_layout(5), v.optional_device(6), v.optional_boolean(7)); }},
    {"opforge::normal_out(Tensor&, float, float, int[], Generator?, ScalarType?, Layout?, Device?, bool?)", "normal.float_float", Form::Out, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::normal_out(out[0], v.real(0), v.real(1), v.int_list(2), std::optional<opforge::Generator>(), v.optional_scalar_type(4), v.optional_layout(5), v.optional_device(6), v.optional_boolean(7)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(normal, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("normal"))
      << "no " << golden_op_path("normal") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op normal";
  GoldenStore store;
  load_golden_cases("normal", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(normal, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("normal"))
      << "no " << golden_op_path("normal") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op normal";
  GoldenStore store;
  load_golden_cases("normal", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// normal's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(normal, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { const Tensor written = x[0].mul(1); opforge::manual_seed(0); written.normal_(); return written; }, {{2, 3}});
}

// The same at complex128 inputs, in PyTorch's convention for complex gradients (the gradient of a
// real loss L is dL/d Re(x) + i dL/d Im(x)).
TEST(normal, ComplexGradientsMatchFiniteDifferences) {
  expect_complex_gradients_match([](const std::vector<Tensor>& x) { const Tensor written = x[0].mul(1); opforge::manual_seed(0); written.normal_(); return written; }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_normal
