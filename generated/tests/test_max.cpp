// generated from ops.yaml by codegen; do not edit
// Conformance test of `max`, from its ops.yaml entries (max, max.dim, max.names_dim).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/max.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "opforge/opforge.h"

namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::max(Tensor)", "max", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::max(v.tensor(0)); }},
    {"Tensor::max()", "max", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return v.tensor(0).max(); }},
    {"opforge::max(Tensor, int, bool) -> values", "max.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max(v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::max(Tensor, int, bool) -> indices", "max.dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max(v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"Tensor::max(int, bool) -> values", "max.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).max(v.integer(1), v.boolean(2))); }, 0, 2},
    {"Tensor::max(int, bool) -> indices", "max.dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).max(v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, int, bool) -> values", "max.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 0, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, int, bool) -> indices", "max.dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max_out(out[0], out[1], v.tensor(0), v.integer(1), v.boolean(2))); }, 1, 2},
    {"opforge::max(Tensor, Dimname, bool) -> values", "max.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max(v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::max(Tensor, Dimname, bool) -> indices", "max.names_dim", Form::Function, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max(v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
    {"Tensor::max(Dimname, bool) -> values", "max.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(v.tensor(0).max(v.dimname(1), v.boolean(2))); }, 0, 2},
    {"Tensor::max(Dimname, bool) -> indices", "max.names_dim", Form::Method, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(v.tensor(0).max(v.dimname(1), v.boolean(2))); }, 1, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> values", "max.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<0>(opforge::max_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 0, 2},
    {"opforge::max_out(Tensor&, Tensor&, Tensor, Dimname, bool) -> indices", "max.names_dim", Form::Out, 0, 0x1u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return std::get<1>(opforge::max_out(out[0], out[1], v.tensor(0), v.dimname(1), v.boolean(2))); }, 1, 2},
};

const Device kCpu("cpu");

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(max, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("max"))
      << "no " << golden_op_path("max") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op max";
  GoldenStore store;
  load_golden_cases("max", kAdapters, store);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(max, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("max"))
      << "no " << golden_op_path("max") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op max";
  GoldenStore store;
  load_golden_cases("max", kAdapters, store);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}

}  // namespace
