// generated from ops.yaml by codegen; do not edit
// Conformance test of `cummin`, from its ops.yaml entries (cummin, cummin.dimname).
//
// The op's kernels are generated scans: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/cummin.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_cummin {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::cummin(Tensor, int) -> values", "cummin", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummin(v.tensor(0), v.integer(1))); }, 0, 2},
    {"opforge::cummin(Tensor, int) -> indices", "cummin", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummin(v.tensor(0), v.integer(1))); }, 1, 2},
    {"Tensor::cummin(int) -> values", "cummin", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).cummin(v.integer(1))); }, 0, 2},
    {"Tensor::cummin(int) -> indices", "cummin", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).cummin(v.integer(1))); }, 1, 2},
    {"opforge::cummin_out(Tensor&, Tensor&, Tensor, int) -> values", "cummin", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummin_out(out[0], out[1], v.tensor(0), v.integer(1))); }, 0, 2},
    {"opforge::cummin_out(Tensor&, Tensor&, Tensor, int) -> indices", "cummin", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummin_out(out[0], out[1], v.tensor(0), v.integer(1))); }, 1, 2},
    {"opforge::cummin(Tensor, Dimname) -> values", "cummin.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummin(v.tensor(0), v.dimname(1))); }, 0, 2},
    {"opforge::cummin(Tensor, Dimname) -> indices", "cummin.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummin(v.tensor(0), v.dimname(1))); }, 1, 2},
    {"Tensor::cummin(Dimname) -> values", "cummin.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).cummin(v.dimname(1))); }, 0, 2},
    {"Tensor::cummin(Dimname) -> indices", "cummin.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).cummin(v.dimname(1))); }, 1, 2},
    {"opforge::cummin_out(Tensor&, Tensor&, Tensor, Dimname) -> values", "cummin.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummin_out(out[0], out[1], v.tensor(0), v.dimname(1))); }, 0, 2},
    {"opforge::cummin_out(Tensor&, Tensor&, Tensor, Dimname) -> indices", "cummin.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummin_out(out[0], out[1], v.tensor(0), v.dimname(1))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(cummin, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("cummin"))
      << "no " << golden_op_path("cummin") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op cummin";
  GoldenStore store;
  load_golden_cases("cummin", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(cummin, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("cummin"))
      << "no " << golden_op_path("cummin") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op cummin";
  GoldenStore store;
  load_golden_cases("cummin", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// cummin's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(cummin, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::cummin(x[0], 1)); }, {{2, 3}});
}

// cummin.dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(cummin, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::cummin(x[0], opforge::Dimname("B"))); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_cummin
