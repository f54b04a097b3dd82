// generated from ops.yaml by codegen; do not edit
// Conformance test of `kthvalue`, from its ops.yaml entries (kthvalue, kthvalue.dimname).
//
// The op's kernels are generated sorts: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/kthvalue.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_kthvalue {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::kthvalue(Tensor, int, int, bool) -> values", "kthvalue", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::kthvalue(v.tensor(0), v.integer(1), v.integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::kthvalue(Tensor, int, int, bool) -> indices", "kthvalue", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::kthvalue(v.tensor(0), v.integer(1), v.integer(2), v.boolean(3))); }, 1, 2},
    {"Tensor::kthvalue(int, int, bool) -> values", "kthvalue", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).kthvalue(v.integer(1), v.integer(2), v.boolean(3))); }, 0, 2},
    {"Tensor::kthvalue(int, int, bool) -> indices", "kthvalue", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).kthvalue(v.integer(1), v.integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::kthvalue_out(Tensor&, Tensor&, Tensor, int, int, bool) -> values", "kthvalue", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::kthvalue_out(out[0], out[1], v.tensor(0), v.integer(1), v.integer(2), v.boolean(3))); }, 0, 2},
    {"opforge::kthvalue_out(Tensor&, Tensor&, Tensor, int, int, bool) -> indices", "kthvalue", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::kthvalue_out(out[0], out[1], v.tensor(0), v.integer(1), v.integer(2), v.boolean(3))); }, 1, 2},
    {"opforge::kthvalue(Tensor, int, Dimname, bool) -> values", "kthvalue.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::kthvalue(v.tensor(0), v.integer(1), v.dimname(2), v.boolean(3))); }, 0, 2},
    {"opforge::kthvalue(Tensor, int, Dimname, bool) -> indices", "kthvalue.dimname", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::kthvalue(v.tensor(0), v.integer(1), v.dimname(2), v.boolean(3))); }, 1, 2},
    {"Tensor::kthvalue(int, Dimname, bool) -> values", "kthvalue.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).kthvalue(v.integer(1), v.dimname(2), v.boolean(3))); }, 0, 2},
    {"Tensor::kthvalue(int, Dimname, bool) -> indices", "kthvalue.dimname", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).kthvalue(v.integer(1), v.dimname(2), v.boolean(3))); }, 1, 2},
    {"opforge::kthvalue_out(Tensor&, Tensor&, Tensor, int, Dimname, bool) -> values", "kthvalue.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::kthvalue_out(out[0], out[1], v.tensor(0), v.integer(1), v.dimname(2), v.boolean(3))); }, 0, 2},
    {"opforge::kthvalue_out(Tensor&, Tensor&, Tensor, int, Dimname, bool) -> indices", "kthvalue.dimname", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::kthvalue_out(out[0], out[1], v.tensor(0), v.integer(1), v.dimname(2), v.boolean(3))); }, 1, 2},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(kthvalue, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("kthvalue"))
      << "no " << golden_op_path("kthvalue") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op kthvalue";
  GoldenStore store;
  load_golden_cases("kthvalue", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(kthvalue, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("kthvalue"))
      << "no " << golden_op_path("kthvalue") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op kthvalue";
  GoldenStore store;
  load_golden_cases("kthvalue", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// kthvalue's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(kthvalue, GradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::kthvalue(x[0], 1)); }, {{2, 3}});
}

// kthvalue.dimname's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(kthvalue, DimnameGradientsMatchFiniteDifferences) {
  expect_gradients_match([](const std::vector<Tensor>& x) { return std::get<0>(opforge::kthvalue(x[0], 1, opforge::Dimname("B"))); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_kthvalue
