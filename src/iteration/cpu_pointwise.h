// The CPU loop of every generated pointwise kernel. A kernel supplies one functor over its compute
// type; this file turns it into a fast loop over an ElementwiseIter:
//
//   cpu_pointwise<T, R>(iter, [=](Op a, Op b) { return a + alpha * b; });
//
// T is the storage type of the compute dtype (Half for float16), Op = opmath_t<T> is what the
// functor computes in (float for Half/BFloat16, complex<float> for ComplexHalf, else T), and R is
// the storage type of the result dtype (T, or bool for comparisons, float for abs of complex64).
//
// Paths, fastest first, chosen per inner chunk:
// - every input already of type T and the output of type R, each operand contiguous or a
//   broadcast scalar (stride 0), T computed as itself: one plain loop per scalar/contiguous
//   pattern, which the compiler vectorizes. Fresh outputs of kStreamingBytes and more are written
//   with streaming stores (streaming_store.h), block by block;
// - anything else (mixed dtypes, strided operands, an out= tensor of another dtype, float16 and
//   bfloat16, which compute in float): blocks of kBlock elements are gathered and converted into
//   buffers of the compute type (float for float16/bfloat16, with F16C bulk conversion), computed
//   with the loop above, then converted and scattered to the output. Kernels never see another
//   dtype. The conversions round exactly as the element casts do, so every path gives the same bits.
// In ops of kStreamingBytes and more, rows of kPrefetchRow elements and more are computed in short
// steps that first prefetch their contiguous inputs further ahead, on CPUs where that pays
// (cpu_tuning.h). Runs of short rows that do not follow one another in an input (a tile's rows of
// a contiguous operand against a transposed one) prefetch that input kRowsAhead rows ahead, on
// every CPU: no hardware prefetcher predicts the jump between rows. A functor with fast forms
// (float exp, sin, cos, sigmoid) computes blocks optimistically with them, falling back to its
// full functions for a block with an argument outside their domain (dense_loop). One that is just
// one of those, or rsqrt, on contiguous float goes to its AVX-512 form where the CPU has it (wide_math.h),
// and so do pow and atan2 of float operands, contiguous or numbers. One that is one of SLEEF's
// functions (acos, log1p, ...) of a contiguous float or double goes to SLEEF's vector form
// (sleef_math.h), and so do fmod, remainder and floor_divide of float and double operands.
// A linear iterator (every operand flat, ElementwiseIter::is_linear) skips the stride walk: ranges
// of the flat index go straight to the paths above, and a small op is one call of them.
// Work is split across threads above kGrainSize elements. A transposed operand (one whose fast dim
// is not the output's) makes the loop walk tiles (StridedLoop::run_tiled), split across threads by
// columns of tiles, so both layouts stay in cache; each tile of a transposed input is first copied
// into a buffer in the output's order, so the chunks take the dense paths.
#pragma once

#include <algorithm>
#include <array>
#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

#include "core/element_cast.h"
#include "iteration/complex_product.h"
#include "iteration/cpu_tuning.h"
#include "iteration/elementwise.h"
#include "iteration/half_convert.h"
#include "iteration/opmath.h"
#include "iteration/pointwise_math.h"
#include "iteration/prefetch.h"
#include "iteration/sleef_math.h"
#include "iteration/streaming_store.h"
#include "iteration/strided_loop.h"
#include "iteration/wide_math.h"
#include "opforge/dtype_dispatch.h"
#include "opforge/parallel.h"

namespace opforge::elementwise {

namespace detail {

inline constexpr int64_t kBlock = 256;

// Loads element i of an operand that is contiguous (Scalar == false) or a broadcast scalar.
template <class T, bool IsScalar>
inline T load(const char* p, int64_t i) {
  if constexpr (IsScalar)
    return *reinterpret_cast<const T*>(p);
  else
    return reinterpret_cast<const T*>(p)[i];
}

// Element i of an operand in the compute type: a scalar's value read once before the loop, or a
// contiguous operand's element.
template <class T, bool IsScalar>
inline opmath_t<T> operand(const char* p, const opmath_t<T>& value, int64_t i) {
  if constexpr (IsScalar)
    return value;
  else
    return static_cast<opmath_t<T>>(load<T, false>(p, i));
}

// out[i] = f(in_0[i], ..., in_k[i]) for i < n, each input contiguous or scalar per Mask bit k.
template <class T, class R, unsigned Mask, size_t... K, class F>
inline void dense_loop(char* out, const std::array<const char*, sizeof...(K)>& in, int64_t n, const F& f,
                       std::index_sequence<K...>) {
  using Op = opmath_t<T>;
  if (n <= 0) return;
  R* o = reinterpret_cast<R*>(out);
  // The scalars' values, read before the loop: in it, a read through the pointer could see a store
  // to o[i] (the compiler must assume they may alias), so it would be done per element, and a functor
  // that branches on a scalar could not have its loop versioned on the value. Hoisted, GCC
  // unswitches such a loop while its body is small, and vectorizes each version (pow_by_scalar,
  // whose pow is not small, has its case chosen below). An output that is a scalar's own element is
  // a one-element loop, which reads it before writing it either way.
  const std::array<Op, sizeof...(K)> fixed = {
      (((Mask >> K) & 1u) != 0 ? static_cast<Op>(load<T, true>(in[K], 0)) : Op{})...};
  if constexpr (requires { F::wide_form; } && std::is_same_v<T, float> && std::is_same_v<R, float> &&
                sizeof...(K) == 1 && Mask == 0) {
    if (math::wide::enabled()) {
      math::wide::apply(F::wide_form, reinterpret_cast<const float*>(in[0]), o, n);
      return;
    }
  }
  if constexpr (requires { F::sleef_form; } &&
                (std::is_same_v<T, float> || std::is_same_v<T, double>)&&std::is_same_v<R, T> && sizeof...(K) == 1 &&
                Mask == 0) {
    if (math::sleef::enabled()) {
      math::sleef::apply(F::sleef_form, reinterpret_cast<const T*>(in[0]), o, n);
      return;
    }
  }
  // fmod and the rounded divisions built on it: SLEEF's vector fmod (a libm call per element is
  // 15 ns), the result finished per block (sleef_math.h). Both operands scalar is a one-element
  // loop, left to the scalar code.
  if constexpr (requires { F::sleef_binary_form; } &&
                (std::is_same_v<T, float> || std::is_same_v<T, double>)&&std::is_same_v<R, T> && sizeof...(K) == 2 &&
                Mask != 3u) {
    if (math::sleef::enabled()) {
      math::sleef::apply(F::sleef_binary_form, reinterpret_cast<const T*>(in[0]), (Mask & 1u) != 0,
                         reinterpret_cast<const T*>(in[1]), (Mask & 2u) != 0, o, n);
      return;
    }
  }
  if constexpr (requires { F::binary_form; } && std::is_same_v<T, float> && std::is_same_v<R, float> &&
                sizeof...(K) == 2) {
    if (math::wide::enabled()) {
      math::wide::apply(F::binary_form, reinterpret_cast<const float*>(in[0]), (Mask & 1u) != 0,
                        reinterpret_cast<const float*>(in[1]), (Mask & 2u) != 0, o, n);
      return;
    }
  }
  // pow by a number (pow.Tensor_Scalar): one loop per exponent case (pointwise_math.h's
  // with_pow_case), each branch-free, so that the products and roots vectorize.
  if constexpr (requires { F::binary_form; } && std::is_floating_point_v<Op> && sizeof...(K) == 2 && Mask == 2u) {
    if constexpr (F::binary_form == math::wide::BinaryFunction::pow_by_scalar) {
      const T* a = reinterpret_cast<const T*>(in[0]);
      const Op e = fixed[1];
      math::with_pow_case(
          e, [&](auto c) __attribute__((always_inline)) {
#pragma GCC ivdep
            for (int64_t i = 0; i < n; ++i)
              o[i] = cast_element<R>(math::pow_in_case<decltype(c)::value>(static_cast<Op>(a[i]), e));
          });
      return;
    }
  }
  // A functor that is exactly the product of its inputs, on complex64 or complex128: the vector
  // form of complex_product.h, the same values as the loop below. A mul_out of 1e5 elements in
  // cache: complex64 31 us against 57 with the scalar formula, complex128 62 against 107 (libtorch
  // 32 and 62; Zen 3).
  if constexpr (requires { F::product_form; } && sizeof...(K) == 2 && std::is_same_v<T, R> &&
                (std::is_same_v<T, std::complex<float>> || std::is_same_v<T, std::complex<double>>)) {
    if (math::complex_product::apply(reinterpret_cast<const T*>(in[0]), (Mask & 1u) != 0,
                                     reinterpret_cast<const T*>(in[1]), (Mask & 2u) != 0, o, n))
      return;
  }
  // A local copy: the functor's constants (add's alpha) then stay in registers, where through the
  // reference every store to o[i] could have changed them and they were reloaded per vector.
  const F fn = f;
  // Element i reads only the inputs' element i before it writes o[i], and an output that overlaps
  // an input does so exactly (in place) or was rejected before: no dependence crosses iterations,
  // so the compiler's run-time overlap checks (per call: per row on short rows) are not needed.
  // Unrolled four times: in cache, one vector per iteration leaves add_out of 1e5 floats 5-10%
  // behind libtorch (its loop does two vectors per iteration); unrolled four times, it is 3-8%
  // faster than one vector per iteration, and the in-cache broadcast [64,64,64]+[64,1,64] 7%.
  // Beyond the caches: no difference.
  auto full = [&](int64_t begin, int64_t end) __attribute__((always_inline)) {
#pragma GCC ivdep
#pragma GCC unroll 4
    for (int64_t i = begin; i < end; ++i)
      o[i] = cast_element<R>(fn(operand<T, ((Mask >> K) & 1u) != 0>(in[K], fixed[K], i)...));
  };
  if constexpr (math::fast::has_fast_forms<Op> &&
                requires(math::fast::Guard& g) { fn(g, static_cast<Op>(load<T, true>(in[K], 0))...); }) {
    // A functor with fast forms (pointwise_math.h's math::fast) computes each block of kFastBlock
    // elements with them, and computes a block again with its full functions when an argument fell
    // outside their domain. In place, a block goes through a buffer first, so that the inputs are
    // intact for that second pass.
    constexpr int64_t kFastBlock = 64;
    const bool in_place = ((((Mask >> K) & 1u) == 0 && in[K] == out) || ...);
    alignas(64) R buf[kFastBlock];
    // Always inlined, so that full blocks (m == kFastBlock) get a loop of constant trip count.
    auto block = [&](int64_t b, int64_t m) __attribute__((always_inline)) {
      R* dst = in_place ? buf : o + b;
      math::fast::Guard guard;
#pragma GCC ivdep
      for (int64_t i = 0; i < m; ++i)
        dst[i] = cast_element<R>(fn(guard, operand<T, ((Mask >> K) & 1u) != 0>(in[K], fixed[K], b + i)...));
      if (guard.outside == 0) {
        if (in_place)
          for (int64_t i = 0; i < m; ++i) o[b + i] = buf[i];
        return;
      }
      full(b, b + m);
    };
    int64_t b = 0;
    for (; b + kFastBlock <= n; b += kFastBlock) block(b, kFastBlock);
    if (b < n) block(b, n - b);
  } else {
    full(0, n);
  }
}

// Picks the dense_loop instantiation for a runtime scalar mask (below 2^N). The last one is taken
// without a test, so that every path writes the output: the compiler then sees a block buffer
// written before it is read (it warned "may be used uninitialized" in Release builds).
template <class T, class R, size_t N, class F, unsigned M = 0>
inline void dense_dispatch(unsigned mask, char* out, const std::array<const char*, N>& in, int64_t n, const F& f) {
  if constexpr (M + 1 < (1u << N)) {
    if (mask != M) return dense_dispatch<T, R, N, F, M + 1>(mask, out, in, n, f);
  }
  dense_loop<T, R, M>(out, in, n, f, std::make_index_sequence<N>{});
}

// Rows of at least kPrefetchRow elements are computed kPrefetchStep elements at a time, each step
// first prefetching its contiguous inputs kPrefetchAhead elements ahead. A compute-heavy element
// function (exp, sin) keeps too few cache misses in flight for the hardware prefetcher alone: a
// vectorized exp over 1.6e7 floats took 22 ms, 13 ms with these prefetches; a plain copy of the
// same size takes 11 ms (Intel Xeon; AMD CPUs do better without: cpu_tuning.h). Smaller ops
// (below kStreamingBytes of output, where the data can be in cache and the extra instructions cost
// more than they save) skip it, and so do short rows.
inline constexpr int64_t kPrefetchRow = int64_t{1} << 14;
inline constexpr int64_t kPrefetchStep = 128;
inline constexpr int64_t kPrefetchAhead = 512;

template <class T, bool IsScalar>
inline void prefetch_ahead(const char* p) {
  if constexpr (!IsScalar) {
    // Past the end of the operand near its end: harmless (prefetch.h).
    constexpr auto kSize = static_cast<int64_t>(sizeof(T));
    for (int64_t b = 0; b < kPrefetchStep * kSize; b += 64) prefetch_bytes_ahead(p, kPrefetchAhead * kSize + b);
  }
}

// dense_loop in the prefetching steps above.
template <class T, class R, unsigned Mask, size_t... K, class F>
inline void dense_loop_prefetched(char* out, const std::array<const char*, sizeof...(K)>& in, int64_t n, const F& f,
                                  std::index_sequence<K...> seq) {
  for (int64_t b = 0; b < n; b += kPrefetchStep) {
    const std::array<const char*, sizeof...(K)> at{
        (in[K] + (((Mask >> K) & 1u) ? 0 : b * static_cast<int64_t>(sizeof(T))))...};
    (prefetch_ahead<T, ((Mask >> K) & 1u) != 0>(at[K]), ...);
    dense_loop<T, R, Mask>(out + b * static_cast<int64_t>(sizeof(R)), at, std::min(kPrefetchStep, n - b), f, seq);
  }
}

// In ops of kStreamingBytes and more, a run of rows of at most kGappedRowBytes whose rows do not
// follow one another in an input (its row stride is not the row's length, as a contiguous operand
// walked in tiles against a transposed one: 256 bytes of each 16 KiB row of [4096,4096]) prefetches
// that input's row kRowsAhead rows ahead as it starts each row. Every such row begins with a cache
// miss that no hardware prefetcher predicts, and only as many of them overlap as the core's
// instruction window holds rows: the transposed [4096,4096] + contiguous add took 19.7 ms at 1
// thread, 15.0 ms with these prefetches (Zen 3; 4 and 16 rows ahead gave the same). Rows past the
// run are the next tile's, or past the operand's end, where a prefetch is harmless (prefetch.h).
// Longer rows are left to the hardware prefetcher, which follows a row once it has begun.
inline constexpr int64_t kRowsAhead = 8;
inline constexpr int64_t kGappedRowBytes = 1024;

// The inputs (bit k for input k) whose rows dense_rows_loop prefetches ahead: not scalars, rows of
// at most kGappedRowBytes, rows neither back to back nor the same row again (row stride 0).
template <class T, unsigned Mask, size_t... K>
inline unsigned gapped_rows(int64_t n, const std::array<int64_t, sizeof...(K) + 1>& row_st, int64_t count, bool large,
                            std::index_sequence<K...>) {
  const int64_t bytes = n * static_cast<int64_t>(sizeof(T));
  if (!large || count < 2 || bytes > kGappedRowBytes) return 0;
  unsigned gapped = 0;
  ((gapped |= ((Mask >> K) & 1u) == 0 && row_st[K + 1] != bytes && row_st[K + 1] != 0 ? 1u << K : 0u), ...);
  return gapped;
}

// Prefetches row r + kRowsAhead of each input in `gapped` (rows of `bytes` bytes).
template <size_t N>
[[gnu::always_inline]] inline void prefetch_rows_ahead(unsigned gapped, const std::array<const char*, N>& in,
                                                       const std::array<int64_t, N + 1>& row_st, int64_t r,
                                                       int64_t bytes) {
  for (size_t k = 0; k < N; ++k) {
    if (((gapped >> k) & 1u) == 0) continue;
    const char* row = in[k] + r * row_st[k + 1];
    for (int64_t b = 0; b < bytes; b += 64) prefetch_bytes_ahead(row, kRowsAhead * row_st[k + 1] + b);
  }
}

// dense_loop over `count` rows, row r's operands at row_st[k] bytes per row from the first's: the
// row loop sits around the inlined element loop, with every pointer in a register. Streamed: each
// row is computed block by block into an L1 buffer and streamed out (streaming_store.h).
template <class T, class R, unsigned Mask, bool Streamed, size_t... K, class F>
inline void dense_rows_loop(char* out, const std::array<const char*, sizeof...(K)>& in, int64_t n,
                            const std::array<int64_t, sizeof...(K) + 1>& row_st, int64_t count, const F& f,
                            std::index_sequence<K...> seq, bool large) {
  const bool prefetch = large && n >= kPrefetchRow && cpu_tuning::software_prefetch();
  const unsigned gapped = gapped_rows<T, Mask>(n, row_st, count, large, seq);
  const int64_t row_bytes = n * static_cast<int64_t>(sizeof(T));
  if constexpr (Streamed) {
    // Short blocks keep the reads of the inputs and the streamed writes interleaved, as a loop that
    // streams straight from registers does; a full block's loop and copy have a constant length.
    // add_out of 1.6e7 floats took 1.23-1.29x the time of such a loop on the same buffers with
    // blocks of 2048 elements, 1.09-1.14x with 256 and 1.06-1.12x with constant-length blocks of
    // 256 (1 thread; 2 threads: 1.12-1.20x with 2048, 1.03-1.12x with 256; Zen 3).
    constexpr int64_t kStreamBlock = 256;
    alignas(64) R buf[kStreamBlock];
    for (int64_t r = 0; r < count; ++r) {
      if (gapped != 0) prefetch_rows_ahead(gapped, in, row_st, r, row_bytes);
      for (int64_t b = 0; b < n; b += kStreamBlock) {
        const int64_t m = std::min(kStreamBlock, n - b);
        const std::array<const char*, sizeof...(K)> at{
            (in[K] + r * row_st[K + 1] + (((Mask >> K) & 1u) ? 0 : b * static_cast<int64_t>(sizeof(T))))...};
        char* dst = out + r * row_st[0] + b * static_cast<int64_t>(sizeof(R));
        if (prefetch) {
          dense_loop_prefetched<T, R, Mask>(reinterpret_cast<char*>(buf), at, m, f, seq);
          stream_copy(dst, reinterpret_cast<const char*>(buf), m * static_cast<int64_t>(sizeof(R)));
        } else if (m == kStreamBlock) {
          dense_loop<T, R, Mask>(reinterpret_cast<char*>(buf), at, kStreamBlock, f, seq);
          stream_copy(dst, reinterpret_cast<const char*>(buf), kStreamBlock * static_cast<int64_t>(sizeof(R)));
        } else {
          dense_loop<T, R, Mask>(reinterpret_cast<char*>(buf), at, m, f, seq);
          stream_copy(dst, reinterpret_cast<const char*>(buf), m * static_cast<int64_t>(sizeof(R)));
        }
      }
    }
  } else if (prefetch) {
    for (int64_t r = 0; r < count; ++r)
      dense_loop_prefetched<T, R, Mask>(out + r * row_st[0], {(in[K] + r * row_st[K + 1])...}, n, f, seq);
  } else {
    // Short rows keep the plain loop: stepping cost the 64-element rows of [64,64,64]+[64,1,64] 8%.
    for (int64_t r = 0; r < count; ++r) {
      if (gapped != 0) prefetch_rows_ahead(gapped, in, row_st, r, row_bytes);
      dense_loop<T, R, Mask>(out + r * row_st[0], {(in[K] + r * row_st[K + 1])...}, n, f, seq);
    }
  }
}

// Picks the dense_rows_loop instantiation for a runtime scalar mask (below 2^N), as dense_dispatch.
template <class T, class R, size_t N, bool Streamed, class F, unsigned M = 0>
inline void dense_rows_dispatch(unsigned mask, char* out, const std::array<const char*, N>& in, int64_t n,
                                const std::array<int64_t, N + 1>& row_st, int64_t count, const F& f, bool large) {
  if constexpr (M + 1 < (1u << N)) {
    if (mask != M) return dense_rows_dispatch<T, R, N, Streamed, F, M + 1>(mask, out, in, n, row_st, count, f, large);
  }
  dense_rows_loop<T, R, M, Streamed>(out, in, n, row_st, count, f, std::make_index_sequence<N>{}, large);
}

// Converts n elements of dtype `from` at `src` (byte stride) into T values at dst.
template <class T>
void gather(const char* src, ScalarType from, int64_t stride, T* dst, int64_t n) {
  if constexpr (std::is_same_v<T, float>) {
    if (from == ScalarType::Half && stride == sizeof(Half)) {
      half_to_float_n(reinterpret_cast<const Half*>(src), dst, n);
      return;
    }
    if (from == ScalarType::BFloat16 && stride == sizeof(BFloat16)) {
      bfloat16_to_float_n(reinterpret_cast<const BFloat16*>(src), dst, n);
      return;
    }
  }
  visit_dtype<DtypeSet::NumericAndFloat8>(from, "pointwise input cast", [&]<class S>(TypeTag<S>) {
    for (int64_t i = 0; i < n; ++i) dst[i] = cast_element<T>(*reinterpret_cast<const S*>(src + i * stride));
  });
}

// Converts n R values into dtype `to` at dst (byte stride).
template <class R>
void scatter(const R* src, char* dst, ScalarType to, int64_t stride, int64_t n) {
  if constexpr (std::is_same_v<R, float>) {
    if (to == ScalarType::Half && stride == sizeof(Half)) {
      float_to_half_n(src, reinterpret_cast<Half*>(dst), n);
      return;
    }
  }
  visit_dtype<DtypeSet::NumericAndFloat8>(to, "pointwise output cast", [&]<class D>(TypeTag<D>) {
    for (int64_t i = 0; i < n; ++i) *reinterpret_cast<D*>(dst + i * stride) = cast_element<D>(src[i]);
  });
}

// The type blocks are computed in: float for float16/bfloat16 (converted in bulk), else T itself.
template <class T>
using block_t = std::conditional_t<std::is_same_v<T, Half> || std::is_same_v<T, BFloat16>, float, T>;

}  // namespace detail

template <class T, class R, class F>
void cpu_pointwise(const ElementwiseIter& iter, const F& f) {
  constexpr size_t N = [] {
    if constexpr (std::is_invocable_v<F, opmath_t<T>>)
      return size_t{1};
    else if constexpr (std::is_invocable_v<F, opmath_t<T>, opmath_t<T>>)
      return size_t{2};
    else
      return size_t{3};
  }();
  if (iter.numel() == 0) return;
  OPFORGE_CHECK(iter.num_inputs() == static_cast<int>(N), RuntimeError,
                "pointwise kernel takes {} inputs but the op has {}", N, iter.num_inputs());

  constexpr ScalarType kT = CppTypeToScalarType<T>::value;
  constexpr ScalarType kR = CppTypeToScalarType<R>::value;
  constexpr auto kTSize = static_cast<int64_t>(sizeof(T));
  constexpr auto kRSize = static_cast<int64_t>(sizeof(R));

  std::array<char*, N + 1> data;
  std::array<ScalarType, N + 1> dtypes;
  data[0] = iter.out_operand().data;
  dtypes[0] = iter.out_operand().dtype;
  for (size_t k = 0; k < N; ++k) {
    const Operand& op = iter.input(static_cast<int>(k));
    data[k + 1] = op.data;
    dtypes[k + 1] = op.dtype;
  }

  // Blocks compute in B; their results are RB (B when the op returns its compute dtype).
  using B = detail::block_t<T>;
  // A small op whose operands already have the kernel's dtypes, on one element (1-element or
  // zero-dim tensors, a tensor and a Python number) or on flat operands below the grain size (one
  // thread, no streaming): one dense loop, none of the chunk machinery.
  if constexpr (std::is_same_v<B, T>) {
    if (iter.numel() == 1 || (iter.is_linear() && iter.numel() < kGrainSize)) {
      bool exact = dtypes[0] == kR;
      for (size_t k = 0; k < N; ++k) exact = exact && dtypes[k + 1] == kT;
      if (exact) {
        std::array<const char*, N> in;
        unsigned scalars = 0;
        for (size_t k = 0; k < N; ++k) {
          in[k] = data[k + 1];
          if (iter.numel() == 1 || iter.input_is_host_scalar(static_cast<int>(k))) scalars |= 1u << k;
        }
        detail::dense_dispatch<T, R, N>(scalars, data[0], in, iter.numel(), f);
        return;
      }
    }
  }
  using RB = std::conditional_t<std::is_same_v<R, T>, B, R>;
  constexpr auto kBSize = static_cast<int64_t>(sizeof(B));
  // Streaming pays for a fresh destination only: an in-place output was just read, so its lines
  // are already owned and a streaming store would evict them for nothing.
  const bool large = iter.numel() * kRSize >= kStreamingBytes;  // beyond the caches: see kPrefetchRow
  bool streaming = large;
  for (size_t k = 0; k < N; ++k) streaming = streaming && data[k + 1] != data[0];

  // Fast path: dtypes already right, every operand contiguous or scalar (a single element is
  // both, whatever its strides say). Returns the scalar mask, or -1 when the chunk is not dense.
  auto dense_mask = [&](const std::array<int64_t, N + 1>& st, int64_t n) -> int {
    bool dense = std::is_same_v<B, T> && dtypes[0] == kR && (st[0] == kRSize || n == 1);
    unsigned mask = 0;
    for (size_t k = 0; k < N; ++k) {
      const bool ok_type = dtypes[k + 1] == kT;
      if (st[k + 1] == 0 || n == 1)
        mask |= 1u << k;
      else if (st[k + 1] != kTSize)
        dense = false;
      dense = dense && ok_type;
    }
    return dense ? static_cast<int>(mask) : -1;
  };
  auto chunk = [&](const std::array<char*, N + 1>& ptrs, const std::array<int64_t, N + 1>& st, int64_t n) {
    const int mask = dense_mask(st, n);
    std::array<const char*, N> in;
    if (mask >= 0) {
      for (size_t k = 0; k < N; ++k) in[k] = ptrs[k + 1];
      if (streaming)
        detail::dense_rows_dispatch<T, R, N, true>(static_cast<unsigned>(mask), ptrs[0], in, n, {}, 1, f, large);
      else if (large)  // in place: the prefetching steps, without streaming
        detail::dense_rows_dispatch<T, R, N, false>(static_cast<unsigned>(mask), ptrs[0], in, n, {}, 1, f, large);
      else
        detail::dense_dispatch<T, R, N>(static_cast<unsigned>(mask), ptrs[0], in, n, f);
      return;
    }
    // Blocked path: convert into buffers, compute densely, convert out.
    alignas(64) B buf[N][detail::kBlock];
    alignas(64) RB out_buf[detail::kBlock];
    for (int64_t b = 0; b < n; b += detail::kBlock) {
      const int64_t m = std::min(detail::kBlock, n - b);
      unsigned bmask = 0;
      for (size_t k = 0; k < N; ++k) {
        const char* src = ptrs[k + 1] + b * st[k + 1];
        if (st[k + 1] == 0) {
          bmask |= 1u << k;
          detail::gather<B>(src, dtypes[k + 1], 0, buf[k], 1);
          in[k] = reinterpret_cast<const char*>(buf[k]);
        } else if (std::is_same_v<B, T> && dtypes[k + 1] == kT && st[k + 1] == kBSize) {
          in[k] = src;
        } else {
          detail::gather<B>(src, dtypes[k + 1], st[k + 1], buf[k], m);
          in[k] = reinterpret_cast<const char*>(buf[k]);
        }
      }
      char* dst = ptrs[0] + b * st[0];
      if (std::is_same_v<RB, R> && dtypes[0] == kR && st[0] == kRSize) {
        detail::dense_dispatch<B, RB, N>(bmask, dst, in, m, f);
        continue;
      }
      detail::dense_dispatch<B, RB, N>(bmask, reinterpret_cast<char*>(out_buf), in, m, f);
      if constexpr (!std::is_same_v<RB, R>) {
        if (dtypes[0] != kR) {
          // An out= tensor of another dtype receives the result dtype's value: round to it first.
          alignas(64) R rounded[detail::kBlock];
          for (int64_t i = 0; i < m; ++i) rounded[i] = R(out_buf[i]);
          detail::scatter<R>(rounded, dst, dtypes[0], st[0], m);
          continue;
        }
      }
      detail::scatter<RB>(out_buf, dst, dtypes[0], st[0], m);
    }
  };
  if (iter.is_linear()) {
    // Every operand flat (or a host scalar): no stride walk, and a small op is one call.
    std::array<int64_t, N + 1> st;
    st[0] = kRSize;
    for (size_t k = 0; k < N; ++k)
      st[k + 1] = iter.input_is_host_scalar(static_cast<int>(k)) ? 0 : static_cast<int64_t>(itemsize(dtypes[k + 1]));
    parallel_for(0, iter.numel(), kGrainSize, [&](int64_t begin, int64_t end) {
      std::array<char*, N + 1> ptrs;
      for (size_t k = 0; k <= N; ++k) ptrs[k] = data[k] + begin * st[k];
      chunk(ptrs, st, end - begin);
      if (streaming) stream_fence();
    });
    return;
  }
  std::array<IntArrayRef, N + 1> strides;
  strides[0] = iter.out_operand().byte_strides;
  for (size_t k = 0; k < N; ++k) strides[k + 1] = iter.input(static_cast<int>(k)).byte_strides;
  const StridedLoop<N + 1> loop(iter.shape(), data, strides);
  // Runs of rows: the dense decision is made once per run (short broadcast rows, such as
  // [64,64,64] + [64,1,64]'s 64-element ones, would otherwise pay for it at every row).
  auto rows = [&](const std::array<char*, N + 1>& ptrs, const std::array<int64_t, N + 1>& st, int64_t n,
                  const std::array<int64_t, N + 1>& row_st, int64_t count) {
    const int mask = dense_mask(st, n);
    if (mask >= 0) {
      std::array<const char*, N> in;
      for (size_t k = 0; k < N; ++k) in[k] = ptrs[k + 1];
      if (streaming)
        detail::dense_rows_dispatch<T, R, N, true>(static_cast<unsigned>(mask), ptrs[0], in, n, row_st, count, f,
                                                   large);
      else
        detail::dense_rows_dispatch<T, R, N, false>(static_cast<unsigned>(mask), ptrs[0], in, n, row_st, count, f,
                                                    large);
      return;
    }
    std::array<char*, N + 1> at = ptrs;
    for (int64_t r = 0; r < count; ++r) {
      chunk(at, st, n);
      if (r + 1 < count)
        for (size_t k = 0; k <= N; ++k) at[k] += row_st[k];
    }
  };
  if (loop.tiled()) {
    // Transposed inputs are copied tile by tile into buffers, so each chunk sees them contiguous.
    std::array<int64_t, N + 1> buffer_itemsize{};
    for (size_t k = 0; k < N; ++k) buffer_itemsize[k + 1] = static_cast<int64_t>(itemsize(dtypes[k + 1]));
    const int64_t grain = std::max<int64_t>(1, kGrainSize / loop.tile_task_numel());
    parallel_for(0, loop.tile_tasks(), grain, [&](int64_t begin, int64_t end) {
      loop.run_tiled(rows, begin, end, buffer_itemsize);
      if (streaming) stream_fence();
    });
  } else {
    parallel_for(0, iter.numel(), kGrainSize, [&](int64_t begin, int64_t end) {
      loop.run_rows(rows, begin, end);
      if (streaming) stream_fence();
    });
  }
}

}  // namespace opforge::elementwise
