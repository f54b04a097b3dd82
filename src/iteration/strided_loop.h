// The element loop under every kernel: visits the elements of N operands that share one shape,
// each given as the address of its element [0, ..., 0] and its strides in BYTES (0 along a
// broadcast dim; negative strides are fine).
//
// Contract:
// - Construction plans the walk once. Size-1 dims are dropped; the remaining dims are ordered from
//   the fastest-moving (innermost) to the slowest, by the absolute strides of the first operand
//   whose strides tell the two dims apart (a zero or equal stride does not decide; undecided dims
//   keep their order, the last dim innermost); then neighbours that every operand steps through
//   as one run (outer stride == inner stride * inner size, for all operands) merge into one dim.
//   A contiguous or uniformly strided set of operands thus becomes a single dim.
// - run(kernel) calls kernel(ptrs, strides, n) over chunks of the innermost dim, visiting every
//   element exactly once: operand k's elements in the chunk are at ptrs[k] + i * strides[k] for i
//   in [0, n). The kernel is a plain `for` over i; it is written once and may branch on
//   strides == sizeof(element) to let the compiler vectorize the contiguous case. An operand with
//   stride 0 in a chunk is the same element for every i (broadcast). A zero-dim operand set is one
//   chunk with n == 1. The chunks come in the planned order, except when an operand's fast dim is
//   not the innermost one (a transposed operand): then the two inner dims are walked in tiles, so
//   both operands stay in cache. Kernels must not depend on the order of elements.
// - run(kernel, begin, end) visits only the elements with positions [begin, end) in the planned
//   order (never tiled), so a caller can split the work between threads; chunks never cross `end`.
//   run_rows(rows, begin, end) visits the same elements, a run of whole rows per call.
// - Nothing is visited when any size is 0. The loop never forms a pointer outside the operands:
//   positions are tracked as byte offsets and turned into pointers only for the kernel.
// - No heap allocation for up to 6 dims.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <utility>

#if defined(__AVX2__)
#include <immintrin.h>
#endif

#include "opforge/layout.h"
#include "opforge/small_vector.h"

namespace opforge {

template <size_t N>
class StridedLoop {
 public:
  using Pointers = std::array<char*, N>;
  using Strides = std::array<int64_t, N>;

  // sizes: the shared shape. data[k]: operand k's element [0, ..., 0]. byte_strides[k]: operand
  // k's strides in bytes, one per dim of `sizes`.
  StridedLoop(IntArrayRef sizes, const Pointers& data, const std::array<IntArrayRef, N>& byte_strides) : data_(data) {
    if (std::find(sizes.begin(), sizes.end(), 0) != sizes.end()) {
      numel_ = 0;
      return;
    }
    for (size_t d = sizes.size(); d-- > 0;) {
      const int64_t size = sizes[d];
      numel_ *= size;
      if (size == 1) continue;
      Dim dim{size, {}};
      for (size_t k = 0; k < N; ++k) dim.strides[k] = byte_strides[k][d];
      dims_.push_back(dim);
    }
    order_innermost_first();
    coalesce();
  }

  int64_t numel() const { return numel_; }
  // Number of dims of the plan (0 when a single element is visited).
  int64_t dim() const { return static_cast<int64_t>(dims_.size()); }
  // Size and byte stride of planned dim d, d == 0 being the innermost.
  int64_t size(int64_t d) const { return dims_[static_cast<size_t>(d)].size; }
  int64_t stride(size_t operand, int64_t d) const { return dims_[static_cast<size_t>(d)].strides[operand]; }

  template <class Kernel>
  void run(Kernel&& kernel) const {
    if (tiled())
      run_tiled(
          [&](const Pointers& p, const Strides& s, int64_t n, const Strides& row_strides, int64_t count) {
            Pointers at = p;
            for (int64_t r = 0; r < count; ++r) {
              kernel(std::as_const(at), s, n);
              if (r + 1 < count)
                for (size_t k = 0; k < N; ++k) at[k] += row_strides[k];
            }
          },
          0, tile_tasks());
    else
      run(kernel, 0, numel_);
  }

  // Operand k moves faster along planned dim 1 than along dim 0 (and does move along dim 1): its
  // fast dim is not the first operand's, as a transposed or channels_last operand against a
  // contiguous one. Walking dim 0 innermost would touch a new cache line of it at every element.
  bool transposed(size_t k) const {
    if (dims_.size() < 2) return false;
    const int64_t s1 = magnitude(dims_[1].strides[k]);
    return s1 != 0 && s1 < magnitude(dims_[0].strides[k]);
  }

  // Some operand is transposed(k): such loops are walked in tiles.
  bool tiled() const {
    for (size_t k = 0; k < N; ++k)
      if (transposed(k)) return true;
    return false;
  }

  // The tiled walk as independent tasks (one column of tiles of one plane each: kTile0 positions
  // along dim 0, all of dim 1), so threads can split it: run_tiled(kernel, a, b) for disjoint
  // [a, b) visits disjoint elements, all of them for [0, tile_tasks()). Each task covers
  // tile_task_numel() elements at most.
  // 64 along dim 0: the contiguous operands' rows are then written and read in 256-byte pieces.
  // With 32 (128-byte pieces), transposed [4096,4096] + contiguous took 26.3-26.8 ms at 1 thread
  // and 13.7-14.6 ms at 2 on an Intel host; with 64, 24.2-24.9 and 12.2-13.5 (the same
  // binaries alternated, 5 rounds), and channels_last + contiguous did not slow down.
  static constexpr int64_t kTile0 = 64;  // along dim 0, the first operand's fast dim
  static constexpr int64_t kTile1 = 64;  // along dim 1
  int64_t tile_tasks() const { return numel_ / (dims_[0].size * dims_[1].size) * ceil_div(dims_[0].size, kTile0); }
  int64_t tile_task_numel() const { return kTile0 * dims_[1].size; }

  // Walks dims 0 and 1 in kTile0 x kTile1 tiles, a column of tiles per task (the transposed
  // operand is then read as kTile0 streams along its rows; of the shapes and orders measured on
  // tools/bench's transposed and channels_last cases, columns were the best, 32 x 64 on one host
  // and 64 x 64 on another), so
  // each operand's cache lines are used whole whichever of the two dims is its fast one; the dims
  // above are walked plane by plane. `rows` gets one call per tile, its rows being the tile's
  // (up to kTile0 elements along dim 0, up to kTile1 rows; taller tiles where dim 0 fits in one,
  // below), with run_rows's arguments, or the whole tile as one row where every operand's rows
  // follow one another.
  //
  // buffer_itemsize[k] (0: none) asks for input k (k > 0) whose fast dim is dim 1 to be copied
  // tile by tile into a buffer in dim 0's order first (its element size: 1, 2, 4, 8 or 16 bytes):
  // the kernel then sees it contiguous and takes its dense path, not a strided gather per chunk.
  template <class Rows>
  void run_tiled(Rows&& rows, int64_t task_begin, int64_t task_end, const Strides& buffer_itemsize = {}) const {
    const Dim& d0 = dims_[0];
    const Dim& d1 = dims_[1];
    const int64_t columns = ceil_div(d0.size, kTile0);
    Strides chunk_strides = d0.strides;
    Strides row_strides = d1.strides;
    std::array<bool, N> buffered{};
    int64_t widest = 0;
    for (size_t k = 1; k < N; ++k) {
      const int64_t item = buffer_itemsize[k];
      buffered[k] = item > 0 && item <= 16 && (item & (item - 1)) == 0 && transposed(k);
      if (buffered[k]) widest = std::max(widest, item);
    }
    // Where dim 0 fits in one tile (channels_last's 64 channels against a contiguous operand), the
    // tiles are as tall as the buffers hold (256 rows of 64 floats) and the buffers' rows d0.size
    // elements apart: each transposed input is read in runs of 1 KiB and more, not 256 bytes, and
    // where every operand's rows then follow one another the tile goes to `rows` as one block.
    // channels_last + contiguous [32,64,56,56] at 1 thread: 4.7 ms against 6.2 with 64-row tiles
    // (Zen 3, medians of 5 rounds in turn); the transposed [4096,4096] row, whose tiles are the
    // same either way, takes the same time (the row prefetch of cpu_pointwise.h keeps it at speed).
    const bool tall = columns == 1 && widest > 0;
    const int64_t buffer_row = tall ? d0.size : kTile0;
    const int64_t tile1 = tall ? std::max<int64_t>(kTile1, kTile0 * kTile1 * 16 / (d0.size * widest)) : kTile1;
    for (size_t k = 1; k < N; ++k)
      if (buffered[k]) {
        chunk_strides[k] = buffer_itemsize[k];
        row_strides[k] = buffer_row * buffer_itemsize[k];
      }
    bool merge = tall;
    for (size_t k = 0; k < N; ++k) merge = merge && row_strides[k] == d0.size * chunk_strides[k];
    const Strides no_rows{};
    // Input k's tile buffer is buffers[k - 1]: operand 0, the output, is never buffered. 64 KiB
    // each (64 x 64 of 16 bytes), on the stack of the thread (the caller's or a pool worker's).
    alignas(64) char buffers[N > 1 ? N - 1 : 1][kTile0 * kTile1 * 16];
    for (int64_t task = task_begin; task < task_end; ++task) {
      // The plane's byte offset per operand, from its index over the dims above the two tiled ones.
      Strides plane{};
      int64_t rest = task / columns;
      for (size_t d = 2; d < dims_.size(); ++d) {
        const int64_t i = rest % dims_[d].size;
        rest /= dims_[d].size;
        for (size_t k = 0; k < N; ++k) plane[k] += i * dims_[d].strides[k];
      }
      const int64_t i0 = task % columns * kTile0;
      const int64_t n = std::min(kTile0, d0.size - i0);
      for (int64_t j0 = 0; j0 < d1.size; j0 += tile1) {
        const int64_t m = std::min(tile1, d1.size - j0);
        for (size_t k = 1; k < N; ++k)
          if (buffered[k])
            transpose_tile(data_[k] + (plane[k] + i0 * d0.strides[k] + j0 * d1.strides[k]), d0.strides[k],
                           d1.strides[k], n, m, buffer_itemsize[k], buffers[k - 1], buffer_row * buffer_itemsize[k]);
        Pointers ptrs;
        for (size_t k = 0; k < N; ++k)
          ptrs[k] = buffered[k] ? buffers[k - 1] : data_[k] + (plane[k] + i0 * d0.strides[k] + j0 * d1.strides[k]);
        if (merge)
          rows(std::as_const(ptrs), chunk_strides, n * m, no_rows, 1);
        else
          rows(std::as_const(ptrs), chunk_strides, n, row_strides, m);
      }
    }
  }

  // Like run(kernel, begin, end), but whole rows of the innermost dim come in one call, so a
  // kernel that decides its path from the strides decides it once per run of rows, not per row:
  // rows(ptrs, strides, n, row_strides, count) visits `count` rows of n elements, operand k's
  // element i of row r being at ptrs[k] + r * row_strides[k] + i * strides[k]. The rows are
  // consecutive along planned dim 1 (row_strides are its strides; zeros when there is no dim 1);
  // a range that starts or ends mid-row gets that partial row as a call with count == 1.
  template <class Rows>
  void run_rows(Rows&& rows, int64_t begin, int64_t end) const {
    if (begin >= end) return;
    if (dims_.size() < 2) {
      run([&](const Pointers& p, const Strides& s, int64_t n) { rows(p, s, n, Strides{}, int64_t{1}); }, begin, end);
      return;
    }
    const Dim& d0 = dims_[0];
    const Dim& d1 = dims_[1];
    const int64_t plane = d0.size * d1.size;
    int64_t pos = begin;
    while (pos < end) {
      const int64_t i0 = pos % d0.size;
      const int64_t i1 = pos / d0.size % d1.size;
      const int64_t n = std::min(d0.size - i0, end - pos);
      // Whole rows up to the end of this plane or of the range; else the partial row alone.
      const int64_t count = i0 == 0 ? std::max<int64_t>(1, std::min(d1.size - i1, (end - pos) / d0.size)) : 1;
      Strides offset{};
      int64_t rest = pos / plane;
      for (size_t k = 0; k < N; ++k) offset[k] = i0 * d0.strides[k] + i1 * d1.strides[k];
      for (size_t d = 2; d < dims_.size(); ++d) {
        const int64_t i = rest % dims_[d].size;
        rest /= dims_[d].size;
        for (size_t k = 0; k < N; ++k) offset[k] += i * dims_[d].strides[k];
      }
      Pointers ptrs;
      for (size_t k = 0; k < N; ++k) ptrs[k] = data_[k] + offset[k];
      rows(std::as_const(ptrs), d0.strides, n, d1.strides, count);
      pos += count == 1 ? n : count * d0.size;
    }
  }

  template <class Kernel>
  void run(Kernel&& kernel, int64_t begin, int64_t end) const {
    if (begin >= end) return;
    if (dims_.empty()) {
      kernel(data_, Strides{}, int64_t{1});
      return;
    }
    const size_t ndim = dims_.size();
    // Position of `begin`: an index per dim and the byte offset per operand.
    SmallVector<int64_t, 6> index(ndim, 0);
    Strides offset{};
    int64_t rest = begin;
    for (size_t d = 0; d < ndim; ++d) {
      index[d] = rest % dims_[d].size;
      rest /= dims_[d].size;
      for (size_t k = 0; k < N; ++k) offset[k] += index[d] * dims_[d].strides[k];
    }
    const Dim& inner = dims_[0];
    int64_t pos = begin;
    while (pos < end) {
      const int64_t n = std::min(inner.size - index[0], end - pos);
      Pointers ptrs;
      for (size_t k = 0; k < N; ++k) ptrs[k] = data_[k] + offset[k];
      kernel(std::as_const(ptrs), inner.strides, n);
      pos += n;
      if (pos >= end) break;
      // Step the odometer: finish the inner run, then carry into the outer dims.
      index[0] += n;
      for (size_t k = 0; k < N; ++k) offset[k] += n * inner.strides[k];
      for (size_t d = 0; index[d] == dims_[d].size; ++d) {
        for (size_t k = 0; k < N; ++k) offset[k] += dims_[d + 1].strides[k] - dims_[d].size * dims_[d].strides[k];
        index[d] = 0;
        ++index[d + 1];
      }
    }
  }

 private:
  // Copies an n x m tile (n along dim 0, m along dim 1, the source fast along dim 1) into dst as
  // m runs of dr bytes: dst[j][i] = src[i * s0 + j * s1]. The source is read along its
  // fast dim, so each of its cache lines is used whole at once.
  static void transpose_tile(const char* src, int64_t s0, int64_t s1, int64_t n, int64_t m, int64_t item, char* dst,
                             int64_t dr) {
    switch (item) {
      case 1: return transpose_tile_of<1>(src, s0, s1, n, m, dst, dr);
      case 2: return transpose_tile_of<2>(src, s0, s1, n, m, dst, dr);
      case 4: return transpose_tile_of<4>(src, s0, s1, n, m, dst, dr);
      case 8: return transpose_tile_of<8>(src, s0, s1, n, m, dst, dr);
      default: return transpose_tile_of<16>(src, s0, s1, n, m, dst, dr);
    }
  }
  template <int64_t Item>
  static void transpose_tile_of(const char* src, int64_t s0, int64_t s1, int64_t n, int64_t m, char* dst, int64_t dr) {
#if defined(__AVX2__)
    // Contiguous source rows of 4- or 8-byte elements: whole 8x8 (4x4) blocks go through registers.
    if constexpr (Item == 4 || Item == 8) {
      if (s1 == Item) {
        constexpr int64_t kB = Item == 4 ? 8 : 4;
        const int64_t nb = n / kB * kB;
        const int64_t mb = m / kB * kB;
        for (int64_t i = 0; i < nb; i += kB)
          for (int64_t j = 0; j < mb; j += kB) {
            const char* s = src + i * s0 + j * Item;
            char* d = dst + j * dr + i * Item;
            if constexpr (Item == 4)
              transpose_8x8_4byte(s, s0, d, dr);
            else
              transpose_4x4_8byte(s, s0, d, dr);
          }
        // The edges: rows past the last whole block, then the columns past it in the others.
        transpose_scalar<Item>(src + nb * s0, s0, s1, n - nb, m, dst + nb * Item, dr);
        transpose_scalar<Item>(src + mb * s1, s0, s1, nb, m - mb, dst + mb * dr, dr);
        return;
      }
    }
#endif
    transpose_scalar<Item>(src, s0, s1, n, m, dst, dr);
  }
  template <int64_t Item>
  static void transpose_scalar(const char* src, int64_t s0, int64_t s1, int64_t n, int64_t m, char* dst, int64_t dr) {
    for (int64_t i = 0; i < n; ++i) {
      const char* s = src + i * s0;
      char* d = dst + i * Item;
      for (int64_t j = 0; j < m; ++j) std::memcpy(d + j * dr, s + j * s1, Item);
    }
  }

#if defined(__AVX2__)
  // dst row j (dr bytes apart) gets source column j: 8 rows of 8 four-byte elements
  // (any type: only bits move), the source rows s0 bytes apart.
  static void transpose_8x8_4byte(const char* src, int64_t s0, char* dst, int64_t dr) {
    __m256 r[8], t[8];
    for (int i = 0; i < 8; ++i) r[i] = _mm256_loadu_ps(reinterpret_cast<const float*>(src + i * s0));
    for (int i = 0; i < 8; i += 2) {
      t[i] = _mm256_unpacklo_ps(r[i], r[i + 1]);
      t[i + 1] = _mm256_unpackhi_ps(r[i], r[i + 1]);
    }
    for (int i = 0; i < 8; i += 4) {
      r[i] = _mm256_shuffle_ps(t[i], t[i + 2], 0x44);
      r[i + 1] = _mm256_shuffle_ps(t[i], t[i + 2], 0xee);
      r[i + 2] = _mm256_shuffle_ps(t[i + 1], t[i + 3], 0x44);
      r[i + 3] = _mm256_shuffle_ps(t[i + 1], t[i + 3], 0xee);
    }
    for (int j = 0; j < 4; ++j) {
      _mm256_storeu_ps(reinterpret_cast<float*>(dst + j * dr), _mm256_permute2f128_ps(r[j], r[j + 4], 0x20));
      _mm256_storeu_ps(reinterpret_cast<float*>(dst + (j + 4) * dr), _mm256_permute2f128_ps(r[j], r[j + 4], 0x31));
    }
  }
  // The same for 4 rows of 4 eight-byte elements.
  static void transpose_4x4_8byte(const char* src, int64_t s0, char* dst, int64_t dr) {
    __m256d r[4];
    for (int i = 0; i < 4; ++i) r[i] = _mm256_loadu_pd(reinterpret_cast<const double*>(src + i * s0));
    const __m256d t0 = _mm256_unpacklo_pd(r[0], r[1]), t1 = _mm256_unpackhi_pd(r[0], r[1]);
    const __m256d t2 = _mm256_unpacklo_pd(r[2], r[3]), t3 = _mm256_unpackhi_pd(r[2], r[3]);
    _mm256_storeu_pd(reinterpret_cast<double*>(dst + 0 * dr), _mm256_permute2f128_pd(t0, t2, 0x20));
    _mm256_storeu_pd(reinterpret_cast<double*>(dst + 1 * dr), _mm256_permute2f128_pd(t1, t3, 0x20));
    _mm256_storeu_pd(reinterpret_cast<double*>(dst + 2 * dr), _mm256_permute2f128_pd(t0, t2, 0x31));
    _mm256_storeu_pd(reinterpret_cast<double*>(dst + 3 * dr), _mm256_permute2f128_pd(t1, t3, 0x31));
  }
#endif

  struct Dim {
    int64_t size;
    Strides strides;
  };

  static int64_t magnitude(int64_t s) { return s < 0 ? -s : s; }

  static int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

  // Whether dim a should run inside dim b: decided by the first operand whose strides for the two
  // dims are both non-zero and different.
  static bool runs_inside(const Dim& a, const Dim& b) {
    for (size_t k = 0; k < N; ++k) {
      const int64_t sa = magnitude(a.strides[k]);
      const int64_t sb = magnitude(b.strides[k]);
      if (sa == 0 || sb == 0 || sa == sb) continue;
      return sa < sb;
    }
    return false;
  }

  // Insertion sort: stable, so undecided dims keep the tensor's order; dims are few.
  void order_innermost_first() {
    for (size_t i = 1; i < dims_.size(); ++i)
      for (size_t j = i; j > 0 && runs_inside(dims_[j], dims_[j - 1]); --j) std::swap(dims_[j], dims_[j - 1]);
  }

  static bool merges_into(const Dim& inner, const Dim& outer) {
    for (size_t k = 0; k < N; ++k) {
      int64_t run;
      if (__builtin_mul_overflow(inner.strides[k], inner.size, &run) || run != outer.strides[k]) return false;
    }
    return true;
  }

  void coalesce() {
    size_t out = 0;
    for (size_t d = 1; d < dims_.size(); ++d) {
      if (merges_into(dims_[out], dims_[d])) {
        dims_[out].size *= dims_[d].size;
      } else {
        dims_[++out] = dims_[d];
      }
    }
    if (!dims_.empty()) dims_.resize(out + 1);
  }

  SmallVector<Dim, 6> dims_;
  Pointers data_;
  int64_t numel_ = 1;
};

}  // namespace opforge
