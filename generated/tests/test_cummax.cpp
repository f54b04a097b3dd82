// generated from ops.yaml by codegen; do not edit
// Conformance test of `cummax`, from its ops.yaml entries (cummax, cummax.dimname).
//
// The op's kernels are generated scans: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/cummax.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_cummax {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::cummax(Tensor, int) -> values", "cummax", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummax(v.tensor(0), v.integer(1))); }, 0, 2},
    {"opforge::cummax(Tensor, int) -> indices", "cummax", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummax(v.tensor(0), v.integer(1))); }, 1, 2},
    {"Tensor::cummax(int) -> values", "cummax", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).cummax(v.integer(1))); }, 0, 2},
    {"Tensor::cummax(int) -> indices", "cummax", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).cummax(v.integer(1))); }, 1, 2},
    {"opforge::cummax_out(Tensor&, Tensor&, Tensor, int) -> values", "cummax", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummax_out(out[0], out[1], v.tensor(0), v.integer(1))); }, 0, 2},
    {"opforge::cummax_out(Tensor&, Tensor&, Tensor, int) -> indices", "cummax", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummax_out(out[0], out[1], v.tensor(0), v.integer(1))); }, 1, 2},
    {"opforge::cummax(Tensor, Dimname) -> values", "cummax.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummax(v.tensor(0), v.dimname(1))); }, 0, 2},
    {"opforge::cummax(Tensor, Dimname) -> indices", "cummax.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummax(v.tensor(0), v.dimname(1))); }, 1, 2},
    {"Tensor::cummax(Dimname) -> values", "cummax.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).cummax(v.dimname(1))); }, 0, 2},
    {"Tensor::cummax(Dimname) -> indices", "cummax.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).cummax(v.dimname(1))); }, 1, 2},
    {"opforge::cummax_out(Tensor&, Tensor&, Tensor, Dimname) -> values", "cummax.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::cummax_out(out[0], out[1], v.tensor(0), v.dimname(1))); }, 0, 2},
    {"opforge::cummax_out(Tensor&, Tensor&, Tensor, Dimname) -> indices", "cummax.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::cummax_out(out[0], out[1], v.tensor(0), v.dimname(1))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(cummax, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("cummax"))
      << "no " << golden_op_path("cummax") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op cummax";
  GoldenStore store;
  load_golden_cases("cummax", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(cummax, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("cummax"))
      << "no " << golden_op_path("cummax") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op cummax";
  GoldenStore store;
  load_golden_cases("cummax", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// cummax's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(cummax, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::cummax(x[0], 1)); }, {{2, 3}});
}

// cummax.dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(cummax, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::cummax(x[0], opforge::Dimname("B"))); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_cummax
