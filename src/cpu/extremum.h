// The CPU's part of max, min, argmax and argmin (src/cpu/<op>.cpp), whose kernels both devices share
// (iteration/extremum_kernels.h): ReducePlan's loop, and for max and min of contiguous float and
// double runs vector folds that give reducers.h's ExtremumReducer's result with PyTorch's NaN rule
// (iteration/extremum_order.h: a NaN is beyond everything, so any NaN makes the result NaN).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <type_traits>
#include <utility>

#include "iteration/extremum_order.h"
#include "iteration/reduce.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu::extremum {
namespace detail {

using extremum_order::beyond;
using extremum_order::is_nan;

// max (Largest) or min of S contiguous runs of n floats or doubles at p[0..S) with the NaN rule, run s folded into
// acc[s], in explicit 256-bit vectors (GCC vector extensions; the compiler does not if-convert
// `v > a || isnan(v)` on its own, since a float compare may trap). `v > a ? v : a` is exactly
// MAXPS (`v < a ? v : a` MINPS), one instruction; NaNs are tracked apart in a mask that needs only an OR per step, so four
// independent accumulators a run keep the loop at the memory's bandwidth instead of a
// compare-or-blend chain's latency. Any NaN makes the result NaN. Every run takes the same steps
// whatever S is (where a NaN turns up among S > 1 runs, each is done again alone, to tell which),
// so a run's result has the same bits alone (S = 1) as read with three others (S = 4, which reads
// memory faster: reduce.h).
template <bool Largest, class V, int S>
void extreme_runs(V (&acc)[S], const V* const (&p)[S], int64_t n) {
  constexpr int kWidth = 32 / sizeof(V);
  typedef V Vec __attribute__((vector_size(32)));
  using Mask = decltype(Vec{} != Vec{});
  auto one_by_one = [&] {
    if constexpr (S > 1) {
      for (int s = 0; s < S; ++s) {
        V one[1] = {acc[s]};
        const V* const run[1] = {p[s]};
        extreme_runs<Largest, V, 1>(one, run, n);
        acc[s] = one[0];
      }
    }
  };
  for (int s = 0; s < S; ++s) {
    if (!std::isnan(acc[s])) continue;
    if constexpr (S == 1)
      return;
    else
      return one_by_one();
  }
  // Unrolled by hand (the pragmas): at -O2 GCC leaves loops over the accumulators rolled, and the
  // accumulators in memory.
  Vec a[S][4];
#pragma GCC unroll 4
  for (int s = 0; s < S; ++s)
#pragma GCC unroll 4
    for (int k = 0; k < 4; ++k)
      for (int j = 0; j < kWidth; ++j) a[s][k][j] = acc[s];
  Mask nan{};
  int64_t i = 0;
  for (; i + 4 * kWidth <= n; i += 4 * kWidth) {
#pragma GCC unroll 4
    for (int s = 0; s < S; ++s) {
#pragma GCC unroll 4
      for (int k = 0; k < 4; ++k) {
        Vec v;
        std::memcpy(&v, p[s] + i + k * kWidth, sizeof(Vec));
        a[s][k] = beyond<Largest>(v, a[s][k]) ? v : a[s][k];
        nan |= v != v;
      }
    }
  }
  for (int k = 0; k < kWidth; ++k) {
    if (!nan[k]) continue;
    if constexpr (S == 1) {
      acc[0] = std::numeric_limits<V>::quiet_NaN();
      return;
    } else {
      return one_by_one();
    }
  }
#pragma GCC unroll 4
  for (int s = 0; s < S; ++s) {
    Vec a0 = beyond<Largest>(a[s][1], a[s][0]) ? a[s][1] : a[s][0];
    const Vec a2 = beyond<Largest>(a[s][3], a[s][2]) ? a[s][3] : a[s][2];
    a0 = beyond<Largest>(a2, a0) ? a2 : a0;
    V m = acc[s];
    for (int k = 0; k < kWidth; ++k) m = beyond<Largest>(a0[k], m) ? a0[k] : m;
    for (int64_t j = i; j < n; ++j)
      m = (beyond<Largest>(p[s][j], m) || std::isnan(p[s][j])) && !std::isnan(m) ? p[s][j] : m;
    acc[s] = m;
  }
}

// reducers.h's max or min, with extreme_runs for contiguous float and double runs.
template <class T, bool Largest>
struct CpuExtremumReducer : reduce::ExtremumReducer<T, Largest> {
  using acc_t = typename reduce::ExtremumReducer<T, Largest>::acc_t;
  acc_t fold_contiguous(acc_t a, const T* p, int64_t n) const
    requires(std::is_same_v<T, float> || std::is_same_v<T, double>)
  {
    acc_t acc[1] = {a};
    const T* const run[1] = {p};
    extreme_runs<Largest>(acc, run, n);
    return acc[0];
  }
  void fold_contiguous4(acc_t (&a)[4], const T* const (&p)[4], int64_t n) const
    requires(std::is_same_v<T, float> || std::is_same_v<T, double>)
  {
    extreme_runs<Largest>(a, p, n);
  }
};

// The first position of [0, n) whose element is m, or a NaN where m is NaN; n if none.
template <class V>
int64_t find_first(const V* p, int64_t n, V m) {
  constexpr int kWidth = 32 / sizeof(V);
  typedef V Vec __attribute__((vector_size(32)));
  const bool nan = std::isnan(m);
  Vec target;
  for (int k = 0; k < kWidth; ++k) target[k] = m;
  int64_t i = 0;
  // A vector of lanes compared at once; the run was just read, so this pass runs from the cache.
  for (; i + kWidth <= n; i += kWidth) {
    Vec v;
    std::memcpy(&v, p + i, sizeof(Vec));
    const auto hit = nan ? v != v : v == target;
    uint64_t words[4];
    std::memcpy(words, &hit, sizeof(words));
    if ((words[0] | words[1] | words[2] | words[3]) != 0) break;
  }
  for (; i < n; ++i)
    if (nan ? std::isnan(p[i]) : p[i] == m) return i;
  return n;
}

// reducers.h's argmax, argmin, max.dim and min.dim, with a contiguous float or double run folded in
// two passes: its extreme with extreme_runs' vector loop, then the first position holding it (or
// the first NaN). What IndexOrder gives element by element: the extreme, NaN beyond everything,
// the smaller position among equal values (-0.0 and 0.0 are equal).
template <class T, bool Largest, bool WithValues>
struct CpuExtremumIndexReducer : reduce::ExtremumIndexReducer<T, Largest, WithValues> {
  using Base = reduce::ExtremumIndexReducer<T, Largest, WithValues>;
  using acc_t = typename Base::acc_t;
  acc_t fold_contiguous_at(acc_t a, const T* p, int64_t n, int64_t pos) const
    requires(std::is_same_v<T, float> || std::is_same_v<T, double>)
  {
    if (n == 0) return a;
    T m[1] = {extremum_order::identity<T, Largest>()};
    const T* const run[1] = {p};
    extreme_runs<Largest>(m, run, n);
    const int64_t j = find_first(p, n, m[0]);
    if (j < n) return this->combine(a, acc_t{p[j], pos + j});
    for (int64_t i = 0; i < n; ++i) a = this->reduce(a, p[i], pos + i);  // unreachable: m is an element
    return a;
  }
};

}  // namespace detail

// The CPU side of iteration/extremum_kernels.h: ReducePlan's loop, max and min with the vector
// folds above.
struct CpuReduction {
  template <class T, bool Largest>
  using Extremum = detail::CpuExtremumReducer<T, Largest>;
  template <class T, bool Largest, bool WithValues>
  using ExtremumIndex = detail::CpuExtremumIndexReducer<T, Largest, WithValues>;
  template <class T, class R>
  static void run(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> outputs,
                  const R& reducer, reduce::Positions positions) {
    const reduce::ReducePlan plan(input, mask, outputs, positions);
    plan.run<T>(reducer);
  }
};

}  // namespace opforge::cpu::extremum
