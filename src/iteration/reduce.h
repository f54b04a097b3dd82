// The reduction iterator of sum, mean and max: which dims a reduction folds, the shape of its
// result, and the CPU loop that folds them.
//
// A reduction is planned once per call (ReducePlan) from its input, the dims it folds and its
// outputs (one tensor, or two for max.dim's values and indices), then run with a reducer of
// iteration/reducers.h (the definitions the CUDA loop runs too) over the input's element type In.
// A reducer may add, for this loop only, faster folds of what its reduce() gives:
//
//     // A contiguous run of n elements folded into a, when the reducer has a faster loop than
//     // reduce() in lanes (max's NaN rule defeats the compiler's vectorizer).
//     acc_t fold_contiguous(acc_t a, const In* p, int64_t n) const;
//     // With fold_contiguous: four runs of n elements each, run k folded into a[k] exactly as
//     // fold_contiguous(a[k], p[k], n) would (the same bits), reading the four together.
//     void fold_contiguous4(acc_t (&a)[4], const In* const (&p)[4], int64_t n) const;
//     // A contiguous run of n elements at positions pos, pos + 1, ... folded into a, for a reducer
//     // whose partials hold a position (argmax's index).
//     acc_t fold_contiguous_at(acc_t a, const In* p, int64_t n, int64_t pos) const;
//
// Positions number the elements folded into one output, in the plan's order; with a single
// folded dim (max.dim) the position of an element is its index along that dim. The elements that
// reduce() folds into one partial come in increasing positions; partials may be combined in any
// grouping, but combine(a, b) always has a's positions before b's.
//
// The walk: size-1 dims are dropped; kept and folded dims are each ordered innermost first by the
// input's strides and merged where one steps through the other contiguously. When the input's
// fastest dim is folded (an "inner" reduction, like sum over the last dim of a row-major matrix),
// each output folds contiguous runs of elements into several accumulators, a loop the compiler
// vectorizes. When the fastest dim is kept (an "outer" reduction, like sum over dim 0), outputs
// are folded a block of adjacent ones at a time: each folded position adds a contiguous row of
// inputs into a block of accumulators, again vectorized and never gathering strided elements.
// Each output's folded range is cut into chunks of fixed size whose partials are combined in
// order, so a result does not depend on the number of threads. Work is split across outputs, or,
// when there are too few outputs to share, across the chunks of each output's folded range.
//
// Memory is read in several streams at once where the loops allow it: one core reads memory
// faster from four streams than from one (presumably as the hardware prefetcher keeps misses in
// flight for each stream it follows). On the Zen 3 host, a loop summing 1.6e7 floats in chunks
// of 4,096 took 2.65-2.81 ms one chunk at a time and 2.22-2.46 ms four chunks at once (1 thread).
// So an inner reduction folds four chunks of a run, or the runs of four outputs, together where
// the reducer has fold_contiguous4, and an outer one folds four rows per pass over rows of
// kRowBytes. Loops that also write gained nothing so (README, "Why the misses").
#pragma once

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>

#include "iteration/dim_mask.h"
#include "iteration/reducers.h"
#include "opforge/layout.h"
#include "opforge/parallel.h"
#include "opforge/small_vector.h"
#include "opforge/tensor_base.h"

namespace opforge::reduce {

// PyTorch's make_dim_mask: each listed dim wrapped against ndim (IndexError "Dimension out of range
// ..." when outside), each at most once (RuntimeError "dim 1 appears multiple times in the list of
// dims"). No list, or an empty one, folds every dim. RuntimeError for inputs of more than 64 dims.
DimMask make_dim_mask(std::optional<IntArrayRef> dims, int64_t ndim);

// A list of dims wrapped against ndim in its order, with make_dim_mask's checks and texts, and
// the mask of them (flip's dims: the stub's dispatch::wrap_dim_list).
struct WrappedDims {
  DimVector dims;
  DimMask mask;
};
WrappedDims wrap_dims(IntArrayRef dims, int64_t ndim);

// The mask of one dim the stub has wrapped (`wraps: {dim: self}`: max.dim, argmax): no check left.
inline DimMask wrapped_dim_mask(int64_t dim) {
  DimMask mask;
  mask.set(static_cast<size_t>(dim));
  return mask;
}

// The result's shape: the input's sizes without the folded dims, or with them as 1 when keepdim.
DimVector reduced_shape(IntArrayRef sizes, const DimMask& mask, bool keepdim);

// The positions of the elements folded into one output (a Reducer's `pos`): the walk's, innermost
// first by the input's strides (with one folded dim, the index along it), or row-major over the
// folded dims whatever the strides (argmax of all elements: the index into the flattened input).
enum class Positions : uint8_t { walk, row_major };

class ReducePlan {
 public:
  // input: a CPU tensor; outputs: its reduction's outputs, of reduced_shape(input, mask, keepdim)
  // (with or without keepdim), at most two.
  ReducePlan(const TensorBase& input, const DimMask& mask, std::span<const TensorBase> outputs,
             Positions positions = Positions::walk);

  // Number of output elements, and of elements folded into each.
  int64_t num_outputs() const { return num_outputs_; }
  int64_t folded_numel() const { return folded_numel_; }

  template <class In, class R>
  void run(const R& r) const;

 private:
  // A dim of the walk: its size and its byte strides in the input and in the two outputs.
  struct Dim {
    int64_t size;
    std::array<int64_t, 3> strides;
  };
  using Dims = SmallVector<Dim, 6>;
  using Offsets = std::array<int64_t, 3>;

  // Positions of `dims` (innermost first) visited in order from `begin`, with their byte offsets.
  class Odometer {
   public:
    Odometer(std::span<const Dim> dims, int64_t begin);
    const Offsets& offsets() const { return offsets_; }
    void next();

   private:
    std::span<const Dim> dims_;
    SmallVector<int64_t, 6> index_;
    Offsets offsets_{};
  };

  static constexpr int64_t kLanes = 8;          // accumulators of a contiguous run
  static constexpr int64_t kInnerChunk = 4096;  // positions per chunk of an inner reduction
  static constexpr int64_t kOuterChunk = 256;   // positions per chunk of an outer reduction
  // A block of outputs reads rows of kRowBytes of input into at most kAccBytes of accumulators.
  // Rows of 4 KiB would make each row a page of its own, where the hardware
  // prefetcher starts over: sum over dim 0 of [4096,4096] floats took 2.9-3.2 ms at 1 thread and
  // 2.18-2.37 at 2, with rows of 16 KiB 2.1-2.6 and 1.68-1.77 (Zen 3, the same bits).
  static constexpr int64_t kRowBytes = 16384;
  static constexpr int64_t kAccBytes = 16384;

  std::array<char*, 2> output_pointers(const Offsets& o) const { return {data_[1] + o[1], data_[2] + o[2]}; }
  template <class R>
  static void store(const R& r, const std::array<char*, 2>& out, typename R::acc_t a) {
    r.store(out[0], out[1], a);
  }

  template <class In, class R>
  void run_single(const R& r) const;
  template <class In, class R>
  void run_inner(const R& r) const;
  template <class In, class R>
  void run_outer(const R& r) const;
  template <class In, class R>
  typename R::acc_t fold_run(const R& r, typename R::acc_t acc, const char* p, int64_t n, int64_t stride,
                             int64_t pos) const;
  template <class In, class R>
  typename R::acc_t fold_inner_range(const R& r, const char* base, int64_t begin, int64_t end) const;
  // Positions [p, end) of W contiguous outputs (an outer reduction's narrow group), whose rows are
  // `stride` bytes apart from `row` on, folded into acc in order, as run_outer's loop does: with W
  // known, the accumulators stay in registers. Sum over dim 0 of [1000000, 3] floats at 1 thread
  // (with the constant row stride below): 4.0-5.3 -> 1.0-1.1 ms, the same bits.
  template <int64_t W, class In, class R>
  static void fold_narrow_rows(const R& r, const char* row, int64_t stride, int64_t p, int64_t end,
                               typename R::acc_t* acc);
  static constexpr int64_t kNarrowWidth = 8;

  // Calls fn(i) for every i in [0, n): in parallel when `work` elements are worth sharing.
  template <class F>
  static void for_each_parallel(int64_t n, int64_t work_per_item, const F& fn);

  Dims kept_;
  Dims folded_;
  std::array<char*, 3> data_{};  // input, output 0, output 1
  int64_t num_outputs_ = 1;
  int64_t folded_numel_ = 1;
};

// ---- implementation ----------------------------------------------------------------------------

template <class F>
void ReducePlan::for_each_parallel(int64_t n, int64_t work_per_item, const F& fn) {
  const int64_t grain = std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, work_per_item));
  parallel_for(0, n, grain, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) fn(i);
  });
}

template <class In, class R>
void ReducePlan::run(const R& r) const {
  if (num_outputs_ == 0) return;
  if (folded_numel_ == 0) {
    Odometer out(kept_, 0);
    for (int64_t i = 0; i < num_outputs_; ++i, out.next()) store(r, output_pointers(out.offsets()), r.identity());
    return;
  }
  if (folded_.empty())
    run_single<In>(r);
  else if (kept_.empty() || folded_[0].strides[0] < kept_[0].strides[0])
    run_inner<In>(r);
  else
    run_outer<In>(r);
}

// Every output folds one element.
template <class In, class R>
void ReducePlan::run_single(const R& r) const {
  const int64_t per_task = std::max<int64_t>(1, kGrainSize);
  const int64_t tasks = (num_outputs_ + per_task - 1) / per_task;
  for_each_parallel(tasks, per_task, [&](int64_t t) {
    const int64_t begin = t * per_task;
    const int64_t end = std::min(num_outputs_, begin + per_task);
    Odometer out(kept_, begin);
    for (int64_t i = begin; i < end; ++i, out.next())
      store(r, output_pointers(out.offsets()), r.reduce(r.identity(), r.load(data_[0] + out.offsets()[0]), 0));
  });
}

template <class In, class R>
typename R::acc_t ReducePlan::fold_run(const R& r, typename R::acc_t acc, const char* p, int64_t n, int64_t stride,
                                       int64_t pos) const {
  using acc_t = typename R::acc_t;
  if constexpr (requires(const In* q) { r.fold_contiguous(acc, q, n); }) {
    if (stride == static_cast<int64_t>(sizeof(In))) return r.fold_contiguous(acc, reinterpret_cast<const In*>(p), n);
  }
  if constexpr (requires(const In* q) { r.fold_contiguous_at(acc, q, n, pos); }) {
    if (stride == static_cast<int64_t>(sizeof(In)))
      return r.fold_contiguous_at(acc, reinterpret_cast<const In*>(p), n, pos);
  }
  int64_t i = 0;
  if (stride == static_cast<int64_t>(sizeof(In)) && n >= 2 * kLanes) {
    acc_t lanes[kLanes];
    for (int64_t k = 0; k < kLanes; ++k) lanes[k] = r.identity();
    // The element size, not `stride`, in the address: a compile-time step lets the compiler turn
    // the lanes into one vector register.
    constexpr auto kInSize = static_cast<int64_t>(sizeof(In));
    for (; i + kLanes <= n; i += kLanes)
      for (int64_t k = 0; k < kLanes; ++k) lanes[k] = r.reduce(lanes[k], r.load(p + (i + k) * kInSize), pos + i + k);
    for (int64_t width = kLanes / 2; width > 0; width /= 2)
      for (int64_t k = 0; k < width; ++k) lanes[k] = r.combine(lanes[k], lanes[k + width]);
    acc = r.combine(acc, lanes[0]);
  }
  for (; i < n; ++i) acc = r.reduce(acc, r.load(p + i * stride), pos + i);
  return acc;
}

// Folds the positions [begin, end) of the output whose first element is at `base`.
template <class In, class R>
typename R::acc_t ReducePlan::fold_inner_range(const R& r, const char* base, int64_t begin, int64_t end) const {
  const Dim& run = folded_[0];
  Odometer outer(std::span<const Dim>(folded_.begin() + 1, folded_.end()), begin / run.size);
  int64_t i0 = begin % run.size;
  typename R::acc_t acc = r.identity();
  for (int64_t pos = begin; pos < end;) {
    const int64_t n = std::min(run.size - i0, end - pos);
    acc = fold_run<In>(r, acc, base + outer.offsets()[0] + i0 * run.strides[0], n, run.strides[0], pos);
    pos += n;
    i0 = 0;
    outer.next();
  }
  return acc;
}

template <class In, class R>
void ReducePlan::run_inner(const R& r) const {
  using acc_t = typename R::acc_t;
  const int64_t run_size = folded_[0].size;
  // A chunk is a piece of one run or a whole number of runs.
  const int64_t chunk = run_size >= kInnerChunk ? kInnerChunk : run_size * (kInnerChunk / run_size);
  const int64_t num_chunks = (folded_numel_ + chunk - 1) / chunk;
  auto fold_chunk = [&](const char* base, int64_t c) {
    return fold_inner_range<In>(r, base, c * chunk, std::min(folded_numel_, (c + 1) * chunk));
  };
  // Four runs read together (fold_contiguous4) where every output folds one contiguous run: its
  // chunks are then consecutive pieces of it, and fold_chunk of a whole one is fold_contiguous.
  constexpr bool kFour = requires(const In* const(&p)[4], acc_t(&a)[4]) { r.fold_contiguous4(a, p, chunk); };
  const bool four = kFour && folded_.size() == 1 && folded_[0].strides[0] == static_cast<int64_t>(sizeof(In));
  auto fold_four = [&](const char* const(&base)[4], int64_t n, acc_t(&part)[4]) {
    if constexpr (kFour) {
      const In* const p[4] = {reinterpret_cast<const In*>(base[0]), reinterpret_cast<const In*>(base[1]),
                              reinterpret_cast<const In*>(base[2]), reinterpret_cast<const In*>(base[3])};
      for (acc_t& a : part) a = r.identity();
      r.fold_contiguous4(part, p, n);
    }
  };
  // The partials of chunks c .. c + count - 1 (count <= 4) of the output whose run starts at base.
  auto fold_chunks = [&](const char* base, int64_t c, int64_t count, acc_t(&part)[4]) {
    if (four && count == 4 && (c + 4) * chunk <= folded_numel_) {
      const int64_t bytes = chunk * static_cast<int64_t>(sizeof(In));
      const char* const at[4] = {base + c * bytes, base + (c + 1) * bytes, base + (c + 2) * bytes,
                                 base + (c + 3) * bytes};
      fold_four(at, chunk, part);
      return;
    }
    for (int64_t k = 0; k < count; ++k) part[k] = fold_chunk(base, c + k);
  };
  const bool split_outputs = num_chunks == 1 || num_outputs_ >= 2 * get_num_threads();
  if (split_outputs) {
    const int64_t per_task = std::max<int64_t>(1, kGrainSize / folded_numel_);
    const int64_t tasks = (num_outputs_ + per_task - 1) / per_task;
    for_each_parallel(tasks, per_task * folded_numel_, [&](int64_t t) {
      const int64_t begin = t * per_task;
      const int64_t end = std::min(num_outputs_, begin + per_task);
      Odometer out(kept_, begin);
      acc_t part[4];
      for (int64_t i = begin; i < end;) {
        if (four && num_chunks == 1 && end - i >= 4) {
          // Four outputs, one run each.
          const char* base[4];
          std::array<char*, 2> dest[4];
          for (int k = 0; k < 4; ++k, out.next()) {
            base[k] = data_[0] + out.offsets()[0];
            dest[k] = output_pointers(out.offsets());
          }
          fold_four(base, folded_numel_, part);
          for (int k = 0; k < 4; ++k) store(r, dest[k], part[k]);
          i += 4;
          continue;
        }
        const char* base = data_[0] + out.offsets()[0];
        acc_t total = r.identity();
        for (int64_t c = 0; c < num_chunks; c += 4) {
          const int64_t count = std::min<int64_t>(4, num_chunks - c);
          fold_chunks(base, c, count, part);
          for (int64_t k = 0; k < count; ++k) total = c + k == 0 ? part[0] : r.combine(total, part[k]);
        }
        store(r, output_pointers(out.offsets()), total);
        out.next();
        ++i;
      }
    });
    return;
  }
  // Not a std::vector: acc_t may be bool.
  const auto partials = std::make_unique<acc_t[]>(static_cast<size_t>(num_chunks));
  Odometer out(kept_, 0);
  for (int64_t i = 0; i < num_outputs_; ++i, out.next()) {
    const char* base = data_[0] + out.offsets()[0];
    for_each_parallel((num_chunks + 3) / 4, 4 * chunk, [&](int64_t g) {
      const int64_t count = std::min<int64_t>(4, num_chunks - 4 * g);
      acc_t part[4];
      fold_chunks(base, 4 * g, count, part);
      for (int64_t k = 0; k < count; ++k) partials[static_cast<size_t>(4 * g + k)] = part[k];
    });
    acc_t total = partials[0];
    for (int64_t c = 1; c < num_chunks; ++c) total = r.combine(total, partials[static_cast<size_t>(c)]);
    store(r, output_pointers(out.offsets()), total);
  }
}

template <int64_t W, class In, class R>
void ReducePlan::fold_narrow_rows(const R& r, const char* row, int64_t stride, int64_t p, int64_t end,
                                  typename R::acc_t* acc) {
  // Each column's step spelled out (a fold over J), so that no loop over the columns is left for
  // the compiler to unroll or not.
  [&]<int64_t... J>(std::integer_sequence<int64_t, J...>) {
    constexpr auto kSize = static_cast<int64_t>(sizeof(In));
    typename R::acc_t a[W] = {acc[J]...};
    for (; p < end; ++p, row += stride) ((a[J] = r.reduce(a[J], r.load(row + J * kSize), p)), ...);
    ((acc[J] = a[J]), ...);
  }(std::make_integer_sequence<int64_t, W>{});
}

template <class In, class R>
void ReducePlan::run_outer(const R& r) const {
  using acc_t = typename R::acc_t;
  constexpr int64_t kBlock = std::clamp<int64_t>(kRowBytes / static_cast<int64_t>(sizeof(In)), 8,
                                                 kAccBytes / static_cast<int64_t>(sizeof(acc_t)));
  constexpr auto kInSize = static_cast<int64_t>(sizeof(In));
  const Dim& col = kept_[0];
  const std::span<const Dim> rows(kept_.begin() + 1, kept_.end());
  const int64_t blocks_per_row = (col.size + kBlock - 1) / kBlock;
  // The widest group's width. Loops over a group's accumulators go to its width, not kBlock: a
  // sum over dim 0 of [100000, 100] floats would otherwise set and combine 4,096 accumulators per
  // chunk of 256 rows of 100, and keep chunks' partials 4,096 apart.
  const int64_t block = std::min(kBlock, col.size);
  const int64_t num_groups = (num_outputs_ / col.size) * blocks_per_row;
  const int64_t num_chunks = (folded_numel_ + kOuterChunk - 1) / kOuterChunk;

  // Folds positions [begin, end) of the outputs j0 .. j0 + width of group g into acc.
  // A full block of contiguous columns folds four rows per pass over its accumulators, in the
  // same order as one row at a time: each accumulator is loaded and stored once per four rows.
  auto fold_block = [&](const char* in, int64_t width, int64_t begin, int64_t end, acc_t* acc) {
    Odometer pos(folded_, begin);
    int64_t p = begin;
    if (width == kBlock && col.strides[0] == kInSize) {
      for (; p + 4 <= end; p += 4) {
        const char* row[4];
        for (const char*& r4 : row) {
          r4 = in + pos.offsets()[0];
          pos.next();
        }
        for (int64_t j = 0; j < kBlock; ++j) {
          acc_t a = acc[j];
          a = r.reduce(a, r.load(row[0] + j * kInSize), p);
          a = r.reduce(a, r.load(row[1] + j * kInSize), p + 1);
          a = r.reduce(a, r.load(row[2] + j * kInSize), p + 2);
          acc[j] = r.reduce(a, r.load(row[3] + j * kInSize), p + 3);
        }
      }
    }
    if (folded_.size() == 1) {
      // Rows a constant stride apart: no Odometer step per row (18% of the time of sum over dim 0
      // of [1000000, 3] floats), and a few contiguous columns in registers.
      const int64_t stride = folded_[0].strides[0];
      const char* row = in + p * stride;
      // Only for reducers with a contiguous loop of their own (float and double sum and max):
      // each width is a function of its own, and for every dtype pair of sum and max they took
      // sum_reduction.cpp from 10 to 19 s to compile.
      if constexpr (requires(const In* q, acc_t a) { r.fold_contiguous(a, q, end); }) {
        if (col.strides[0] == kInSize && width <= kNarrowWidth) {
          [&]<int64_t... W>(std::integer_sequence<int64_t, W...>) {
            ((width == W + 1 ? fold_narrow_rows<W + 1, In>(r, row, stride, p, end, acc) : void()), ...);
          }(std::make_integer_sequence<int64_t, kNarrowWidth>{});
          return;
        }
      }
      for (; p < end; ++p, row += stride)
        for (int64_t j = 0; j < width; ++j) acc[j] = r.reduce(acc[j], r.load(row + j * col.strides[0]), p);
      return;
    }
    for (; p < end; ++p, pos.next()) {
      const char* row = in + pos.offsets()[0];
      for (int64_t j = 0; j < width; ++j) acc[j] = r.reduce(acc[j], r.load(row + j * col.strides[0]), p);
    }
  };
  struct Group {
    const char* in;
    std::array<char*, 2> out;
    int64_t width;
  };
  auto group_at = [&](int64_t g) {
    const int64_t j0 = (g % blocks_per_row) * kBlock;
    const Odometer row(rows, g / blocks_per_row);
    const Offsets& o = row.offsets();
    return Group{data_[0] + o[0] + j0 * col.strides[0],
                 {data_[1] + o[1] + j0 * col.strides[1], data_[2] + o[2] + j0 * col.strides[2]},
                 std::min(kBlock, col.size - j0)};
  };
  auto store_block = [&](const Group& grp, const acc_t* total) {
    for (int64_t j = 0; j < grp.width; ++j)
      r.store(grp.out[0] + j * col.strides[1], grp.out[1] + j * col.strides[2], total[j]);
  };
  auto fold_chunk = [&](const Group& grp, int64_t c, acc_t* part) {
    for (int64_t j = 0; j < grp.width; ++j) part[j] = r.identity();
    fold_block(grp.in, grp.width, c * kOuterChunk, std::min(folded_numel_, (c + 1) * kOuterChunk), part);
  };

  const bool split_groups = num_chunks == 1 || num_groups >= 2 * get_num_threads();
  if (split_groups) {
    for_each_parallel(num_groups, block * folded_numel_, [&](int64_t g) {
      const Group grp = group_at(g);
      acc_t total[kBlock];
      acc_t part[kBlock];
      fold_chunk(grp, 0, total);
      for (int64_t c = 1; c < num_chunks; ++c) {
        fold_chunk(grp, c, part);
        for (int64_t j = 0; j < grp.width; ++j) total[j] = r.combine(total[j], part[j]);
      }
      store_block(grp, total);
    });
    return;
  }
  // Every element is written (fold_chunk) before it is read.
  const auto partials = std::make_unique_for_overwrite<acc_t[]>(static_cast<size_t>(num_chunks * block));
  for (int64_t g = 0; g < num_groups; ++g) {
    const Group grp = group_at(g);
    for_each_parallel(num_chunks, block * kOuterChunk,
                      [&](int64_t c) { fold_chunk(grp, c, partials.get() + c * block); });
    acc_t* total = partials.get();
    for (int64_t c = 1; c < num_chunks; ++c)
      for (int64_t j = 0; j < grp.width; ++j)
        total[j] = r.combine(total[j], partials[static_cast<size_t>(c * block + j)]);
    store_block(grp, total);
  }
}

}  // namespace opforge::reduce
