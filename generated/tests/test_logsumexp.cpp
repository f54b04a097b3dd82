// generated from ops.yaml by codegen; do not edit
// Conformance test of `logsumexp`, from its ops.yaml entries (logsumexp, logsumexp.names).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/logsumexp.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "conformance/gradcheck.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_logsumexp {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::logsumexp(Tensor, int[1], bool)", "logsumexp", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::logsumexp(v.tensor(0), v.int_list(1), v.boolean(2)); }},
    {"Tensor::logsumexp(int[1], bool)", "logsumexp", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).logsumexp(v.int_list(1), v.boolean(2)); }},
    {"opforge::logsumexp_out(Tensor&, Tensor, int[1], bool)", "logsumexp", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::logsumexp_out(out[0], v.tensor(0), v.int_list(1), v.boolean(2)); }},
    {"opforge::logsumexp(Tensor, Dimname[1], bool)", "logsumexp.names", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::logsumexp(v.tensor(0), v.dimname_list(1), v.boolean(2)); }},
    {"Tensor::logsumexp(Dimname[1], bool)", "logsumexp.names", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).logsumexp(v.dimname_list(1), v.boolean(2)); }},
    {"opforge::logsumexp_out(Tensor&, Tensor, Dimname[1], bool)", "logsumexp.names", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::logsumexp_out(out[0], v.tensor(0), v.dimname_list(1), v.boolean(2)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const UlpAllowance kUlps[] = {
    {"logsumexp", opforge::ScalarType::Float, 2, false, false},
    {"logsumexp", opforge::ScalarType::Double, 1, false, false},
    {"logsumexp.names", opforge::ScalarType::Float, 2, false, false},
    {"logsumexp.names", opforge::ScalarType::Double, 1, false, false},
    {"logsumexp", opforge::ScalarType::Undefined, 0, true, false},
    {"logsumexp.names", opforge::ScalarType::Undefined, 0, true, false},
};

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(logsumexp, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("logsumexp"))
      << "no " << golden_op_path("logsumexp") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op logsumexp";
  GoldenStore store;
  load_golden_cases("logsumexp", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(logsumexp, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("logsumexp"))
      << "no " << golden_op_path("logsumexp") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op logsumexp";
  GoldenStore store;
  load_golden_cases("logsumexp", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


// logsumexp's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(logsumexp, GradientsMatchFiniteDifferences) {
  const std::vector<int64_t> dim{1};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::logsumexp(x[0], opforge::IntArrayRef(dim)); }, {{2, 3}});
}

// logsumexp.names's derivatives (ops.yaml) against central differences in float64 (PyTorch's
// gradcheck): the whole Jacobian of each differentiated input, at random points in [0.2, 0.8].
TEST(logsumexp, NamesGradientsMatchFiniteDifferences) {
  const std::vector<opforge::Dimname> dim{opforge::Dimname("B")};
  expect_gradients_match([dim](const std::vector<Tensor>& x) { return opforge::logsumexp(x[0], opforge::DimnameList(dim)); }, {{2, 3}}, {{opforge::Dimname("A"), opforge::Dimname("B")}});
}

}  // namespace
}  // namespace gen_test_logsumexp
