// Runs conformance cases (cases.h) and reports every difference under the case's id, the form's
// label, the input layout and the device.
//
// A value recorded from PyTorch matches its expectation bit for bit in the result dtype, signs of
// zeros and NaN included, or within the ulps the op's ops.yaml entry allows for that dtype. A value
// of the generated model (a float64 reference of the op's expression) matches within the result
// dtype's tolerance (torch.testing's defaults). Integers and bools match exactly.
#pragma once

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <limits>
#include <optional>
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

// How many values of a floating dtype lie between two of its values (read as doubles, which hold
// every one exactly), +0 and -0 being one value; nullopt where one is NaN or an infinity, which
// only match themselves.
std::optional<uint64_t> ulp_distance(double a, double b, ScalarType dtype);

// Whether `got` is `want` or within `ulps` of it in `dtype`: a NaN matches a NaN of the same sign,
// an infinity itself, a zero a zero of the same sign or a non-zero within the allowance.
// Which signs an op's ops.yaml `ulps` leaves uncompared (`nan_sign: any`, `zero_sign: any`).
struct SignRule {
  bool nan_any = false;
  bool zero_any = false;
};

bool within_ulps(double got, double want, ScalarType dtype, int64_t ulps, SignRule signs = {});

std::string num_str(double re, double im, bool complex);

// The elements of t as float64 / complex128 values on the host, row-major; an integral or bool
// tensor's also as exact integers.
std::vector<Num> read_values(const Tensor& t);

// Compares elements (integers exactly, floating ones in ulps of `unit` (default: dtype) where `ulps`
// >= 0, else within the dtype's tolerance, `strict` as close() says); reports the first few
// differences with their flat index.
void expect_values(const std::vector<Num>& got, std::span<const Num> want, ScalarType dtype, bool strict = false,
                   int64_t ulps = -1, ScalarType unit = ScalarType::Undefined, SignRule signs = {});

// The distance of a complex value from another in ulps of the larger part's magnitude (both
// finite), rounded up.
std::optional<uint64_t> complex_ulp_distance(double got_re, double got_im, double want_re, double want_im,
                                             ScalarType dtype);

// Of two dtypes, the one whose format has fewer significand bits (a if either is not floating):
// the unit of ulps for a result computed in one and written to the other.
ScalarType coarser_format(ScalarType a, ScalarType b);

std::string names_str(std::span<const char* const> names);

void expect_names(const Tensor& got, std::span<const char* const> want);

// The part of PyTorch's dtype error ("\"sin_vml_cpu\" not implemented for 'Bool'") after the
// kernel's name, or the whole message where it is not one.
std::string_view without_kernel_name(std::string_view message);

// Checks that `call` raises `error`: the Python exception type, and the message as the spec says.
// On CUDA a dtype error names the CUDA kernel (ops.yaml's dtype_errors), which the cases, recorded on
// PyTorch's CPU, do not hold: there the rest of the message is compared.
template <class Call>
void expect_error(Call&& call, const ErrorSpec& error, bool cuda = false) {
  try {
    (void)call();
  } catch (const opforge::Error& e) {
    EXPECT_EQ(golden::python_type(e), std::string_view(error.type)) << "message: " << e.what();
    const std::string what = e.what();
    if (error.match == Match::Exact && cuda) {
      EXPECT_EQ(without_kernel_name(what), without_kernel_name(error.message)) << "message: " << what;
    } else if (error.match == Match::Exact) {
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
