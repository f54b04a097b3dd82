// generated from ops.yaml by codegen; do not edit
// Conformance test of `mode`, from its ops.yaml entries (mode, mode.dimname).
//
// The op's kernels are generated sorts: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/mode.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_mode {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::mode(Tensor, int, bool) -> values", "mode", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::mode(v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::mode(Tensor, int, bool) -> indices", "mode", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::mode(v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"Tensor::mode(int, bool) -> values", "mode", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).mode(v.integer(1), v.boolean(2))); }, 0, 2},
    {"Tensor::mode(int, bool) -> indices", "mode", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).mode(v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::mode_out(Tensor&, Tensor&, Tensor, int, bool) -> values", "mode", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::mode_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::mode_out(Tensor&, Tensor&, Tensor, int, bool) -> indices", "mode", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::mode_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::mode(Tensor, Dimname, bool) -> values", "mode.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::mode(v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::mode(Tensor, Dimname, bool) -> indices", "mode.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::mode(v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
    {"Tensor::mode(Dimname, bool) -> values", "mode.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).mode(v.dimname(1), v.boolean(2))); }, 0, 2},
    {"Tensor::mode(Dimname, bool) -> indices", "mode.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).mode(v.dimname(1), v.boolean(2))); }, 1, 2},
    {"opforge::mode_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> values", "mode.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::mode_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::mode_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> indices", "mode.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::mode_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(mode, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("mode"))
      << "no " << golden_op_path("mode") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op mode";
  GoldenStore store;
  load_golden_cases("mode", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(mode, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("mode"))
      << "no " << golden_op_path("mode") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op mode";
  GoldenStore store;
  load_golden_cases("mode", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// mode's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(mode, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::mode(x[0])); }, {{2, 3}});
}

// mode.dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(mode, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::mode(x[0], opforge::Dimname("B"))); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_mode
