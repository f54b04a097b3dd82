// Runs conformance cases (cases.h) and reports every difference under the case's id, the form's
// label, the input layout and the device.
//
// A value matches its expectation within the result dtype's tolerance (torch.testing's defaults:
// the expected values come from float64 references, the kernels compute in the dtype or its
// opmath type); integers and bools match exactly; NaN matches NaN.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "conformance/cases.h"
#include "golden/golden.h"

namespace conformance {

struct Tolerance {
  double rtol;
  double atol;
};

Tolerance tolerance(ScalarType t);

// `strict`: no absolute tolerance, and a zero must have the expected sign.
bool close(double got, double want, Tolerance tol, bool strict = false);

std::string num_str(double re, double im, bool complex);

// The elements of t as float64 / complex128 values on the host, row-major; an integral or bool
// tensor's also as exact integers.
std::vector<Num> read_values(const Tensor& t);

// Compares elements (integers exactly, floating ones within the dtype's tolerance, `strict` as
// close() says); reports the first few differences with their flat index.
void expect_values(const std::vector<Num>& got, std::span<const Num> want, ScalarType dtype, bool strict = false);

std::string names_str(std::span<const char* const> names);

void expect_names(const Tensor& got, std::span<const char* const> want);

// Checks that `call` raises `error`: the Python exception type, and the message as the spec says.
template <class Call>
void expect_error(Call&& call, const ErrorSpec& error) {
  try {
    (void)call();
  } catch (const opforge::Error& e) {
    EXPECT_EQ(golden::python_type(e), std::string_view(error.type)) << "message: " << e.what();
    const std::string what = e.what();
    if (error.match == Match::Exact) {
      EXPECT_EQ(what, error.message);
    } else if (error.match == Match::Contains) {
      EXPECT_NE(what.find(error.message), std::string::npos)
          << "message: " << what << "\nshould contain: " << error.message;
    }
    return;
  }
  ADD_FAILURE() << "expected " << error.type
                << (error.match == Match::TypeOnly ? "" : std::string(": ") + error.message)
                << ", but nothing was thrown";
}

bool has_tensor_of_rank(std::span<const ArgSpec> args, size_t rank);

// Whether a layout changes anything for these arguments (else the run would repeat Contiguous).
bool layout_applies(std::span<const ArgSpec> args, InputLayout layout);

// Runs one outcome of a case: the adapter's form on freshly materialized arguments.
void run_outcome(std::span<const Adapter> adapters, const Case& c, const Outcome& o, InputLayout layout, Device device);

void run_case(std::span<const Adapter> adapters, const Case& c, InputLayout layout, Device device);

// The case count of the running test, as its gtest properties cases_passed, cases_failed and
// cases_skipped (in --gtest_output's report; tools/report.py sums them per op and device): a case
// (one case in one layout) passed when it added no failure. skip_cases counts the cases a test
// skips (no CUDA device) before it calls GTEST_SKIP.
void skip_cases(size_t n);

// How many counted runs run_cases_in_all_layouts and expect_cuda_matches_cpu make of `cases`: what
// a test that skips them skips.
size_t runs_in_all_layouts(std::span<const Case> cases);
size_t cross_check_runs(std::span<const Case> cases);

// Runs every case in every layout that applies to it.
void run_cases_in_all_layouts(std::span<const Adapter> adapters, std::span<const Case> cases, Device device);

// The cases whose tensor arguments (a tensor list's items too) all have one of `dtypes`: a
// device's share of cases recorded on the CPU, where its kernels cover fewer dtypes (ops.yaml's
// cuda_dtypes).
std::vector<Case> cases_with_dtypes(std::span<const Case> cases, std::span<const ScalarType> dtypes);

void run_cases(std::span<const Adapter> adapters, std::span<const Case> cases);

// The first outcome's result of a case, computed in a layout on a device (cross-checks).
Tensor compute(std::span<const Adapter> adapters, const Case& c, InputLayout layout, Device device);

// Cross-checks: every layout against contiguous inputs, on the CPU.
void expect_strided_matches_contiguous(std::span<const Adapter> adapters, std::span<const Case> cases);

// Cross-checks: CUDA against the CPU, contiguous and strided.
void expect_cuda_matches_cpu(std::span<const Adapter> adapters, std::span<const Case> cases);

}  // namespace conformance
