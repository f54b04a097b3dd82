// generated from ops.yaml by codegen; do not edit
// Conformance test of `sort`, from its ops.yaml entries (sort, sort.stable, sort.dimname, sort.dimname_stable).
//
// The op's kernels are generated sorts: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/sort.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_sort {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::sort(Tensor, int, bool) -> values", "sort", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort(v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::sort(Tensor, int, bool) -> indices", "sort", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort(v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"Tensor::sort(int, bool) -> values", "sort", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).sort(v.integer(1), v.boolean(2))); }, 0, 2},
    {"Tensor::sort(int, bool) -> indices", "sort", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).sort(v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, int, bool) -> values", "sort", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, int, bool) -> indices", "sort", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::sort(Tensor, bool?, int, bool) -> values", "sort.stable", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort(v.tensor(0), v.optional_boolean(1), v.integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::sort(Tensor, bool?, int, bool) -> indices", "sort.stable", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort(v.tensor(0), v.optional_boolean(1), v.integer(2), v.boolean(3))); }, 1, 2},
    {"Tensor::sort(bool?, int, bool) -> values", "sort.stable", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).sort(v.optional_boolean(1), v.integer(2), v.boolean(3))); }, 0, 2},
    {"Tensor::sort(bool?, int, bool) -> indices", "sort.stable", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).sort(v.optional_boolean(1), v.integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, bool?, int, bool) -> values", "sort.stable", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort_out(out[0], out[1], v.tensor(0), v.optional_boolean(1), v.integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, bool?, int, bool) -> indices", "sort.stable", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort_out(out[0], out[1], v.tensor(0), v.optional_boolean(1), v.integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::sort(Tensor, Dimname, bool) -> values", "sort.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort(v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::sort(Tensor, Dimname, bool) -> indices", "sort.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort(v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
    {"Tensor::sort(Dimname, bool) -> values", "sort.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).sort(v.dimname(1), v.boolean(2))); }, 0, 2},
    {"Tensor::sort(Dimname, bool) -> indices", "sort.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).sort(v.dimname(1), v.boolean(2))); }, 1, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> values", "sort.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> indices", "sort.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
    {"opforge::sort(Tensor, bool?, Dimname, bool) -> values", "sort.dimname_stable", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort(v.tensor(0), v.optional_boolean(1), v.dimname(2), v.boolean(3))); }, 0, 2},
    {"opforge::sort(Tensor, bool?, Dimname, bool) -> indices", "sort.dimname_stable", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort(v.tensor(0), v.optional_boolean(1), v.dimname(2), v.boolean(3))); }, 1, 2},
    {"Tensor::sort(bool?, Dimname, bool) -> values", "sort.dimname_stable", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).sort(v.optional_boolean(1), v.dimname(2), v.boolean(3))); }, 0, 2},
    {"Tensor::sort(bool?, Dimname, bool) -> indices", "sort.dimname_stable", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).sort(v.optional_boolean(1), v.dimname(2), v.boolean(3))); }, 1, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, bool?, Dimname, bool) -> values", "sort.dimname_stable", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::sort_out(out[0], out[1], v.tensor(0), v.optional_boolean(1), v.dimname(2), v.boolean(3))); }, 0, 2},
    {"opforge::sort_out(Tensor&, Tensor&, Tensor, bool?, Dimname, bool) -> indices", "sort.dimname_stable", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::sort_out(out[0], out[1], v.tensor(0), v.optional_boolean(1), v.dimname(2), v.boolean(3))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(sort, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("sort"))
      << "no " << golden_op_path("sort") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op sort";
  GoldenStore store;
  load_golden_cases("sort", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(sort, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("sort"))
      << "no " << golden_op_path("sort") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op sort";
  GoldenStore store;
  load_golden_cases("sort", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// sort's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(sort, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::sort(x[0])); }, {{2, 3}});
}

// sort.stable's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(sort, StableGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::sort(x[0], true)); }, {{2, 3}});
}

}  // namespace
}  // namespace gen_test_sort
