// Helpers of the tests of the hand-written kernels (test_reduce, test_matmul, test_cat, ...):
// building tensors from plain vectors, reading them back, and checking error types and texts.
#pragma once

#include <gtest/gtest.h>

#include <complex>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <typeinfo>
#include <vector>

#include "opforge/opforge.h"
#include "opforge/parallel.h"

namespace opforge::test {

using Longs = std::vector<int64_t>;
using Doubles = std::vector<double>;

template <class E, class F>
void expect_error(F&& f, const std::string& message) {
  try {
    f();
    ADD_FAILURE() << "expected an exception with message: " << message;
  } catch (const E& e) {
    EXPECT_EQ(typeid(e), typeid(E)) << e.what();
    EXPECT_EQ(std::string(e.what()), message);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "wrong exception type, message: " << e.what();
  }
}

inline Longs shape(const Tensor& t) { return {t.sizes().begin(), t.sizes().end()}; }

// A contiguous tensor of `sizes` holding `values` (row-major), converted to dtype.
inline Tensor from_doubles(const Doubles& values, IntArrayRef sizes, ScalarType dtype = kFloat) {
  const Tensor t = empty(sizes, TensorOptions().dtype(kDouble));
  EXPECT_EQ(static_cast<size_t>(t.numel()), values.size());
  if (!values.empty()) std::memcpy(t.data_ptr(), values.data(), values.size() * sizeof(double));
  return t.to(dtype);
}
inline Tensor from_doubles(const Doubles& values, std::initializer_list<int64_t> sizes, ScalarType dtype = kFloat) {
  return from_doubles(values, IntArrayRef(sizes.begin(), sizes.size()), dtype);
}

// The same for complex values (complex128, converted to dtype).
inline Tensor from_complexes(const std::vector<std::complex<double>>& values, std::initializer_list<int64_t> sizes,
                             ScalarType dtype = kComplexDouble) {
  const Tensor t = empty(IntArrayRef(sizes.begin(), sizes.size()), TensorOptions().dtype(kComplexDouble));
  EXPECT_EQ(static_cast<size_t>(t.numel()), values.size());
  if (!values.empty()) std::memcpy(static_cast<void*>(t.data_ptr()), values.data(), values.size() * sizeof(values[0]));
  return t.to(dtype);
}

// The elements of t in row-major order, as doubles (complex: the real parts).
inline Doubles doubles(const Tensor& t) {
  const Tensor c = t.to(kDouble, /*non_blocking=*/false, /*copy=*/true).contiguous();
  Doubles v(static_cast<size_t>(c.numel()));
  if (!v.empty()) std::memcpy(v.data(), c.data_ptr(), v.size() * sizeof(double));
  return v;
}

inline Longs longs(const Tensor& t) {
  const Tensor c = t.to(kLong, /*non_blocking=*/false, /*copy=*/true).contiguous();
  Longs v(static_cast<size_t>(c.numel()));
  if (!v.empty()) std::memcpy(v.data(), c.data_ptr(), v.size() * sizeof(int64_t));
  return v;
}

inline std::vector<std::complex<double>> complexes(const Tensor& t) {
  const Tensor c = t.to(kComplexDouble, /*non_blocking=*/false, /*copy=*/true).contiguous();
  std::vector<std::complex<double>> v(static_cast<size_t>(c.numel()));
  if (!v.empty()) std::memcpy(static_cast<void*>(v.data()), c.data_ptr(), v.size() * sizeof(std::complex<double>));
  return v;
}

// n small integers in [-range, range] (exact in every floating dtype and in sums of them).
inline Doubles small_integers(size_t n, int range, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_int_distribution<int> dist(-range, range);
  Doubles v(n);
  for (double& x : v) x = dist(gen);
  return v;
}

// n uniform values in [-1, 1).
inline Doubles uniform(size_t n, unsigned seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  Doubles v(n);
  for (double& x : v) x = dist(gen);
  return v;
}

// Runs f with the kernels' thread count set to n, restoring it after.
template <class F>
void with_threads(int n, F&& f) {
  const int previous = get_num_threads();
  set_num_threads(n);
  try {
    f();
  } catch (...) {
    set_num_threads(previous);
    throw;
  }
  set_num_threads(previous);
}

}  // namespace opforge::test
