// quantile and nanquantile of one sorted line, defined once for the CPU loop (src/cpu/quantile.cpp)
// and the CUDA kernel (src/cuda/quantile.cu), in PyTorch's steps (its quantile over sort):
// - the rank of q among the line's n elements is q * (n - 1), computed in the line's dtype; a line
//   with a NaN takes the last rank, so its quantile is NaN (quantile); or q * (count - 1) over its
//   count of numbers, 0 where that is negative, so a line of NaN alone gives NaN (nanquantile);
// - lower, higher and nearest round the rank down, up and to even (std::nearbyint, as PyTorch's
//   round_), and take the element at it;
// - linear and midpoint interpolate between the elements at the rank truncated and the rank
//   rounded up, weighted by the rank's fraction or by 0.5, with PyTorch's lerp: a + w * (b - a)
//   for |w| < 0.5, else b - (b - a) * (1 - w), each a fused multiply-add as in PyTorch's compiled
//   CPU kernel (so inf and -inf at both ends give NaN, as PyTorch's).
#pragma once

#include <cmath>
#include <cstdint>

#include "opforge/numeric.h"
#include "opforge/tensor_base.h"

namespace opforge::quantile {

enum class Interpolation : int8_t { linear, lower, higher, midpoint, nearest };

// The length of a tensor's lines along its last dim (a 0-dim tensor is one line of one element).
inline int64_t line_length(const TensorBase& t) { return t.dim() > 0 ? t.sizes().back() : 1; }

// A non-empty contiguous tensor as the loops read it: `count` lines of n elements, one after
// another.
struct Lines {
  int64_t n = 1;
  int64_t count = 1;
};

inline Lines lines_of(const TensorBase& sorted) {
  const int64_t n = line_length(sorted);
  return {n, sorted.numel() / n};
}

// How many elements of a sorted line of n are not NaN (NaN sorts last).
template <class T>
OPFORGE_HOST_DEVICE inline int64_t numbers(const T* line, int64_t n) {
  int64_t lo = 0, hi = n;  // line[lo - 1] is a number, line[hi] is NaN
  while (lo < hi) {
    const int64_t mid = lo + (hi - lo) / 2;
    if (line[mid] != line[mid]) {
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return lo;
}

// The rank of q in a sorted line of n elements, `count` of them numbers.
template <class T>
OPFORGE_HOST_DEVICE inline T rank(T q, int64_t n, int64_t count, bool ignore_nan) {
  if (ignore_nan) {
    const T r = q * static_cast<T>(count - 1);
    return r < 0 ? T(0) : r;
  }
  return count < n ? static_cast<T>(n - 1) : q * static_cast<T>(n - 1);
}

// PyTorch's lerp of a towards b by w.
// (b - (b - a) * (1 - w) as b + (b - a) * (w - 1), exactly: negating b - a would flip the sign of
// a NaN there, which PyTorch's contracted multiply-subtract keeps.)
template <class T>
OPFORGE_HOST_DEVICE inline T lerp(T a, T b, T w) {
  using std::fma;
  const T d = b - a;
  return (w < T(0.5) && w > T(-0.5)) ? fma(w, d, a) : fma(d, w - T(1), b);
}

// The quantile at rank r (a rank of `rank`) of a sorted line.
template <class T>
OPFORGE_HOST_DEVICE inline T at_rank(const T* line, T r, Interpolation mode) {
  switch (mode) {
    case Interpolation::lower: r = std::floor(r); break;
    case Interpolation::higher: r = std::ceil(r); break;
    case Interpolation::nearest: r = std::nearbyint(r); break;
    default: break;
  }
  const auto below = static_cast<int64_t>(r);
  if (mode != Interpolation::linear && mode != Interpolation::midpoint) return line[below];
  const T weight = mode == Interpolation::midpoint ? T(0.5) : r - static_cast<T>(below);
  return lerp(line[below], line[static_cast<int64_t>(std::ceil(r))], weight);
}

// The quantiles of a sorted line of n elements at each of the count_q values qs, the k-th written
// to out[k * out_stride]: its count of numbers once, then at_rank of each q's rank.
template <class T>
OPFORGE_HOST_DEVICE inline void line(const T* x, int64_t n, const T* qs, int64_t count_q, Interpolation mode,
                                     bool ignore_nan, T* out, int64_t out_stride) {
  const int64_t count = numbers(x, n);
  for (int64_t k = 0; k < count_q; ++k) out[k * out_stride] = at_rank(x, rank(qs[k], n, count, ignore_nan), mode);
}

}  // namespace opforge::quantile
