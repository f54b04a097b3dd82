// The summation behind sum and mean (sum_reduction.h): iteration/sum_kernels.h, which every device
// runs, on ReducePlan's CPU loop, with vector folds of contiguous float and double runs; and norm's
// sums of |x| and x * x (reducers.h's PowerSumReducer) on the same loops.
#include "cpu/sum_reduction.h"

#include <cmath>
#include <complex>
#include <cstring>
#include <limits>
#include <span>
#include <type_traits>

#include <immintrin.h>

#include "iteration/cpu_tuning.h"
#include "iteration/prefetch.h"
#include "iteration/sum_kernels.h"

namespace opforge::cpu {
namespace {

// The sums of S contiguous runs of n floats or doubles at p[0..S), run s added to acc[s], each in
// four explicit 256-bit accumulators (GCC vector extensions): one accumulator chains every add
// through the adder's latency and tops out below the memory's bandwidth; four hide it. The lanes
// are added pairwise at the end. Every run takes the same operations in the same order whatever
// S is, so a run's sum has the same bits alone (S = 1) as read with three others (S = 4, which
// reads memory faster: reduce.h).
// The lanes of a 256-bit vector added pairwise: lane k + w/2 into lane k for w = 8, 4, 2 (floats)
// or 4, 2 (doubles), and lane 0 returned. Shuffles keep it in registers; written as a loop over
// the lanes, GCC stored the vector and added its lanes one by one from memory. Sum over dim 1 at
// 1 thread (measured in turn): [300000, 37] floats 5.0-5.4 -> 4.1-5.1 ms, [1000000, 5]
// 13-16 -> 11-12 ms, the same bits.
template <class V, class Vec>
V lane_sum(Vec t) {
  if constexpr (sizeof(V) == 4) {
    typedef float F4 __attribute__((vector_size(16)));
    typedef float F2 __attribute__((vector_size(8)));
    const F4 q = __builtin_shufflevector(t, t, 0, 1, 2, 3) + __builtin_shufflevector(t, t, 4, 5, 6, 7);
    const F2 h = __builtin_shufflevector(q, q, 0, 1) + __builtin_shufflevector(q, q, 2, 3);
    return h[0] + h[1];
  } else {
    typedef double D2 __attribute__((vector_size(16)));
    const D2 h = __builtin_shufflevector(t, t, 0, 1) + __builtin_shufflevector(t, t, 2, 3);
    return h[0] + h[1];
  }
}

// What sum_runs adds of each element to a partial, for scalars and vectors alike: the element
// itself (sum, mean), or norm's |x| or x * x (reducers.h's PowerSumReducer: the square fused into
// the add, one rounding, as the shared reducer defines it; with separate multiply and add
// instructions the loop ran 10-15 % slower than sum's on the AMD EPYC host, though both read memory
// alike).
struct AsIs {
  template <class X>
  static X add(X a, X x) {
    return a + x;
  }
};
template <reduce::PowerSum P>
struct Power {
  template <class X>
  static X add(X a, X x) {
    if constexpr (std::is_floating_point_v<X>) {
      return P == reduce::PowerSum::abs ? a + std::fabs(x) : std::fma(x, x, a);
    } else if constexpr (P == reduce::PowerSum::abs) {
      // The sign bits cleared (the vector form of fabs: GCC has no vector abs of floats).
      using Bits = std::conditional_t<sizeof(x[0]) == 4, int32_t, int64_t>;
      typedef Bits BitVec __attribute__((vector_size(sizeof(X))));
      BitVec bits;
      std::memcpy(&bits, &x, sizeof(X));
      bits &= std::numeric_limits<Bits>::max();
      std::memcpy(&x, &bits, sizeof(X));
      return a + x;
    } else {
#ifdef __FMA__
      if constexpr (sizeof(x[0]) == 4)
        return reinterpret_cast<X>(
            _mm256_fmadd_ps(reinterpret_cast<__m256>(x), reinterpret_cast<__m256>(x), reinterpret_cast<__m256>(a)));
      else
        return reinterpret_cast<X>(
            _mm256_fmadd_pd(reinterpret_cast<__m256d>(x), reinterpret_cast<__m256d>(x), reinterpret_cast<__m256d>(a)));
#else
      for (size_t k = 0; k < sizeof(X) / sizeof(x[0]); ++k) a[k] = std::fma(x[k], x[k], a[k]);
      return a;
#endif
    }
  }
};

template <class V, bool Prefetch, int S, class Map = AsIs>
void sum_runs(V (&acc)[S], const V* const (&p)[S], int64_t n) {
  constexpr int kWidth = 32 / sizeof(V);
  typedef V Vec __attribute__((vector_size(32)));
  Vec a[S][4] = {};
  int64_t i = 0;
  // Unrolled by hand (the pragmas): at -O2 GCC leaves loops over the accumulators rolled, and the
  // accumulators in memory.
  for (; i + 4 * kWidth <= n; i += 4 * kWidth) {
#pragma GCC unroll 4
    for (int s = 0; s < S; ++s) {
      // The two cache lines 1024 elements ahead, where that pays (cpu_tuning.h): one thread keeps
      // more misses in flight than the hardware prefetcher alone (Intel Xeon, sum of 1.6e7 floats,
      // 1 thread: 2.35 ms against 2.5 without; sum over dim 1 of [4096,4096]: 2.5 against 2.6-2.7).
      // Past the end
      // of the run near its end: harmless.
      if constexpr (Prefetch) {
        prefetch_bytes_ahead(p[s] + i, 1024 * sizeof(V));
        prefetch_bytes_ahead(p[s] + i, 1024 * sizeof(V) + 64);
      }
#pragma GCC unroll 4
      for (int k = 0; k < 4; ++k) {
        Vec v;
        std::memcpy(&v, p[s] + i + k * kWidth, sizeof(Vec));
        a[s][k] = Map::add(a[s][k], v);
      }
    }
  }
#pragma GCC unroll 4
  for (int s = 0; s < S; ++s) {
    V tail = 0;
    for (int64_t j = i; j < n; ++j) tail = Map::add(tail, p[s][j]);
    acc[s] = acc[s] + (lane_sum<V>((a[s][0] + a[s][1]) + (a[s][2] + a[s][3])) + tail);
  }
}

// reducers.h's sum, with the contiguous loops above for float and double runs.
template <class In, class Out>
struct CpuSumReducer : reduce::SumReducer<In, Out> {
  using acc_t = typename reduce::SumReducer<In, Out>::acc_t;
  acc_t fold_contiguous(acc_t a, const In* p, int64_t n) const
    requires(std::is_same_v<In, acc_t> && (std::is_same_v<In, float> || std::is_same_v<In, double>))
  {
    acc_t acc[1] = {a};
    const In* const runs[1] = {p};
    cpu_tuning::software_prefetch() ? sum_runs<In, true>(acc, runs, n) : sum_runs<In, false>(acc, runs, n);
    return acc[0];
  }
  void fold_contiguous4(acc_t (&a)[4], const In* const (&p)[4], int64_t n) const
    requires(std::is_same_v<In, acc_t> && (std::is_same_v<In, float> || std::is_same_v<In, double>))
  {
    cpu_tuning::software_prefetch() ? sum_runs<In, true>(a, p, n) : sum_runs<In, false>(a, p, n);
  }
};

// The CPU side of iteration/sum_kernels.h: ReducePlan's loop with the contiguous folds above.
struct CpuSum {
  template <class In, class Out>
  using Sum = CpuSumReducer<In, Out>;
  template <class T>
  using Element = T;
  template <class T, class R>
  static void run(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> outputs,
                  const R& reducer, reduce::Positions positions) {
    const reduce::ReducePlan plan(input, mask, outputs, positions);
    plan.run<T>(reducer);
  }
};

// reducers.h's sums of |x| and x * x, with the contiguous loops above.
template <class T, reduce::PowerSum P>
struct CpuPowerSumReducer : reduce::PowerSumReducer<T, P> {
  T fold_contiguous(T a, const T* p, int64_t n) const {
    T acc[1] = {a};
    const T* const runs[1] = {p};
    cpu_tuning::software_prefetch() ? sum_runs<T, true, 1, Power<P>>(acc, runs, n)
                                    : sum_runs<T, false, 1, Power<P>>(acc, runs, n);
    return acc[0];
  }
  void fold_contiguous4(T (&a)[4], const T* const (&p)[4], int64_t n) const {
    cpu_tuning::software_prefetch() ? sum_runs<T, true, 4, Power<P>>(a, p, n)
                                    : sum_runs<T, false, 4, Power<P>>(a, p, n);
  }
};

}  // namespace

void power_sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result,
                    reduce::PowerSum p) {
  OPFORGE_CHECK(input.dtype() == result.dtype(), RuntimeError, "norm's sum: input {} and result {} differ",
                cpp_name(input.dtype()), cpp_name(result.dtype()));
  const TensorBase outputs[] = {result};
  const auto fold = [&]<class T, class R>(TypeTag<T>, const R& reducer) {
    const reduce::ReducePlan plan(input, mask, outputs);
    plan.run<T>(reducer);
  };
  reduce::summation::visit_power_sum<CpuPowerSumReducer>(input.dtype(), p, "norm_cpu", fold);
}

void sum_converted_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean) {
  reduce::summation::sum_into<CpuSum>(input, mask, result, mean, "sum_cpu");
}

}  // namespace opforge::cpu
