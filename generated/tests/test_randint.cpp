// generated from ops.yaml by codegen; do not edit
// Conformance test of `randint`, from its ops.yaml entries (randint, randint.generator, randint.low, randint.low_generator).
//
// The op's kernels are hand-written: its cases are the ones tools/make_golden.py (tools/golden_ops.py)
// recorded from PyTorch in tests/golden/ops/randint.yaml, every call form on contiguous, transposed
// and sliced inputs. Each failure names its case, the API form, the input layout and the device.
#include <span>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "conformance/check.h"
#include "conformance/golden_cases.h"
#include "opforge/opforge.h"

// The op's own namespace: CMakeLists.txt compiles the tests of several ops in one translation unit.
namespace gen_test_randint {
namespace {

using namespace conformance;
using opforge::Scalar;
using opforge::Tensor;

// Every API form of the op's entries, and each wrapped-scalar combination of it.
const Adapter kAdapters[] = {
    {"opforge::randint(int, int[], ScalarType?, Layout?, Device?, bool?)", "randint", Form::Function, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint(v.integer(0), v.int_list(1), v.optional_scalar_type(2), v.optional_layout(3), v.optional_device(4), v.optional_boolean(5)); }},
    {"opforge::randint_out(Tensor&, int, int[], ScalarType?, Layout?, Device?, bool?)", "randint", Form::Out, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint_out(out[0], v.integer(0), v.int_list(1), v.optional_scalar_type(2), v.optional_layout(3), v.optional_device(4), v.optional_boolean(5)); }},
    {"opforge::randint(int, int[], Generator?, ScalarType?, Layout?, Device?, bool?)", "randint.generator", Form::Function, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint(v.integer(0), v.int_list(1), std::optional<opforge::Generator>(), v.optional_scalar_type(3), v.optional_layout(4), v.optional_device(5), v.optional_boolean(6)); }},
    {"opforge::randint_out(Tensor&, int, int[], Generator?, ScalarType?, Layout?, Device?, bool?)", "randint.generator", Form::Out, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint_out(out[0], v.integer(0), v.int_list(1), std::optional<opforge::Generator>(), v.optional_scalar_type(3), v.optional_layout(4), v.optional_device(5), v.optional_boolean(6)); }},
    {"opforge::randint(int, int, int[], ScalarType?, Layout?, Device?, bool?)", "randint.low", Form::Function, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint(v.integer(0), v.integer(1), v.int_list(2), v.optional_scalar_type(3), v.optional_layout(4), v.optional_device(5), v.optional_boolean(6)); }},
    {"opforge::randint_out(Tensor&, int, int, int[], ScalarType?, Layout?, Device?, bool?)", "randint.low", Form::Out, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint_out(out[0], v.integer(0), v.integer(1), v.int_list(2), v.optional_scalar_type(3), v.optional_layout(4), v.optional_device(5), v.optional_boolean(6)); }},
    {"opforge::randint(int, int, int[], Generator?, ScalarType?, Layout?, Device?, bool?)", "randint.low_generator", Form::Function, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint(v.integer(0), v.integer(1), v.int_list(2), std::optional<opforge::Generator>(), v.optional_scalar_type(4), v.optional_layout(5), v.optional_device(6), v.optional_boolean(7)); }},
    {"opforge::randint_out(Tensor&, int, int, int[], Generator?, ScalarType?, Layout?, Device?, bool?)", "randint.low_generator", Form::Out, 0, 0x0u, 0x0u,
     [](const Values& v, [[maybe_unused]] Tensor* out) -> Tensor { return opforge::randint_out(out[0], v.integer(0), v.integer(1), v.int_list(2), std::optional<opforge::Generator>(), v.optional_scalar_type(4), v.optional_layout(5), v.optional_device(6), v.optional_boolean(7)); }},
};

const Device kCpu("cpu");

// How far the op's values may lie from PyTorch's recorded ones, in ulps of the result dtype, and
// whether a NaN's or a zero's sign may differ (ops.yaml `ulps`, with the reason there); every other
// value must be PyTorch's bit for bit.
const std::span<const UlpAllowance> kUlps;

// The cases tools/make_golden.py recorded from PyTorch: every op has them, and a missing file fails.
TEST(randint, MatchesPyTorchGolden) {
  ASSERT_TRUE(golden_op_file_exists("randint"))
      << "no " << golden_op_path("randint") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op randint";
  GoldenStore store;
  load_golden_cases("randint", kAdapters, store, kUlps);
  EXPECT_FALSE(store.cases.empty());
  run_cases_in_all_layouts(kAdapters, store.cases, kCpu);
}

// The same recorded cases with every tensor argument on the GPU: CUDA must give PyTorch's answers too.
TEST(randint, MatchesPyTorchGoldenOnCuda) {
  ASSERT_TRUE(golden_op_file_exists("randint"))
      << "no " << golden_op_path("randint") << ": record PyTorch's answers with "
      << "tools/setup golden && /usr/bin/python3 tools/make_golden.py --op randint";
  GoldenStore store;
  load_golden_cases("randint", kAdapters, store, kUlps);
  const std::span<const Case> cases = store.cases;
  if (!opforge::cuda_is_available()) {
    skip_cases(runs_in_all_layouts(cases));
    GTEST_SKIP() << "no CUDA device";
  }
  run_cases_in_all_layouts(kAdapters, cases, Device("cuda"));
}


}  // namespace
}  // namespace gen_test_randint
