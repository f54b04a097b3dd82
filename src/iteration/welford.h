// Welford's running mean and sum of squared deviations: the reducer of var, std, var_mean and
// std_mean (ops.yaml `reduce: {reducer: welford, ...}`), defined once for the CPU loop
// (iteration/reduce.h) and the CUDA kernel (cuda/reduce.cuh) under reducers.h's contract.
//
// One pass, in double whatever the element type (PyTorch's CPU WelfordOps accumulate in double
// too): a float32 variance of values near 1e8 keeps its digits where a float sum of squares, or a
// float mean subtracted afterwards, would lose them. Two partials combine by Chan et al.'s
// formula, so any split of the folded range gives the same result up to rounding.
//
// A complex element adds the squared deviations of its real and imaginary parts (PyTorch's var of
// a complex tensor is the sum of the two parts' variances, a real number); its mean is complex.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>

#include "iteration/reducers.h"

namespace opforge::reduce::welford {

// What the stub passes from the op's arguments: the correction subtracted from the element count
// (Bessel's correction is 1). var(unbiased) is correction 1 or 0; correction None is 1.
struct Params {
  double correction = 1;
};
inline Params params(bool unbiased) { return Params{unbiased ? 1.0 : 0.0}; }
inline Params params(std::optional<int64_t> correction) {
  return Params{correction ? static_cast<double>(*correction) : 1.0};
}

// The results a Reducer stores, in the order the op returns them.
enum class Result : uint8_t { var, std, mean };

struct State {
  double mean_re;
  double mean_im;
  double m2;  // sum of squared deviations from the mean, both parts
  int64_t n;
};

// Elements stored as T (half, bfloat16, float, double or a complex type) folded into State; the
// results R0 (and R1) stored into out0 (and out1): var and std as T's real type, mean as T.
template <class T, Result R0, Result... R1>
struct Reducer {
  static_assert(sizeof...(R1) <= 1, "a reducer stores at most two results");
  using acc_t = State;
  using real_t = typename RealOf<T>::type;
  static constexpr bool kComplex = is_complex_element<T>;
  struct Element {
    double re;
    double im;
  };
  Params params;

  OPFORGE_HOST_DEVICE acc_t identity() const { return State{0, 0, 0, 0}; }
  OPFORGE_HOST_DEVICE Element load(const char* p) const {
    if constexpr (kComplex) {
      const real_t* q = reinterpret_cast<const real_t*>(p);
      return Element{static_cast<double>(q[0]), static_cast<double>(q[1])};
    } else {
      return Element{static_cast<double>(static_cast<widened_t<T>>(load_element<T>(p))), 0};
    }
  }
  OPFORGE_HOST_DEVICE acc_t reduce(acc_t a, Element x, int64_t) const {
    a.n += 1;
    const double n = static_cast<double>(a.n);
    const double d_re = x.re - a.mean_re;
    a.mean_re += d_re / n;
    a.m2 += d_re * (x.re - a.mean_re);
    if constexpr (kComplex) {
      const double d_im = x.im - a.mean_im;
      a.mean_im += d_im / n;
      a.m2 += d_im * (x.im - a.mean_im);
    }
    return a;
  }
  OPFORGE_HOST_DEVICE acc_t combine(acc_t a, acc_t b) const {
    if (a.n == 0) return b;
    if (b.n == 0) return a;
    const double n = static_cast<double>(a.n + b.n);
    const double b_share = static_cast<double>(b.n) / n;
    const double d_re = b.mean_re - a.mean_re;
    const double d_im = b.mean_im - a.mean_im;
    State s;
    s.mean_re = a.mean_re + d_re * b_share;
    s.mean_im = a.mean_im + d_im * b_share;
    s.m2 = a.m2 + b.m2 + (d_re * d_re + d_im * d_im) * static_cast<double>(a.n) * b_share;
    s.n = a.n + b.n;
    return s;
  }
  OPFORGE_HOST_DEVICE void store(char* out0, char* out1, acc_t a) const {
    store_result<R0>(out0, a);
    if constexpr (sizeof...(R1) == 1) (store_result<R1>(out1, a), ...);
  }

 private:
  // PyTorch's divisor: n - correction where positive, else 0 (a variance of inf, or NaN for m2 0).
  // No element at all gives NaN for every result, whatever the correction.
  template <Result R>
  OPFORGE_HOST_DEVICE void store_result(char* out, const acc_t& a) const {
    constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
    if constexpr (R == Result::mean) {
      const double re = a.n == 0 ? kNaN : a.mean_re;
      if constexpr (kComplex) {
        real_t* q = reinterpret_cast<real_t*>(out);
        q[0] = static_cast<real_t>(re);
        q[1] = static_cast<real_t>(a.n == 0 ? kNaN : a.mean_im);
      } else {
        store_element<T>(out, static_cast<widened_t<T>>(re));
      }
    } else {
      const double n = static_cast<double>(a.n);
      const double divisor = n > params.correction ? n - params.correction : 0.0;
      double v = a.n == 0 ? kNaN : a.m2 / divisor;
      if constexpr (R == Result::std) v = std::sqrt(v);
      store_element<real_t>(out, static_cast<widened_t<real_t>>(v));
    }
  }
};

}  // namespace opforge::reduce::welford
