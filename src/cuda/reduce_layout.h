// The walk of a CUDA reduction (sum, mean, max; src/cuda/reduce.cuh): which input elements fold
// into which output, and how the work is cut between the threads of a grid. Plain C++ with
// OPFORGE_HOST_DEVICE members, so the host computes exactly what each thread does and the tests
// check it without a GPU (tests/core/test_cuda_reduce_walk.cpp).
//
// The layout is the CPU reduction's (iteration/reduce.h): size-1 dims dropped; kept dims and folded
// dims each ordered innermost first by the input's strides and merged where one steps through the
// other contiguously. Output o (0 <= o < num_outputs) counts through the kept dims innermost first;
// position p (0 <= p < folded_numel) through the folded dims innermost first, so with a single
// folded dim (max.dim) the position of an element is its index along that dim; with
// reduce::Positions::row_major the folded dims keep the input's order, the last innermost, so a
// position is the row-major index over them (argmax of all elements).
//
// The cut (ReduceLaunch): a block of kReduceThreads threads holds kReduceThreads / group outputs, a
// group of `group` threads (a power of two) per output; the folded positions of an output are cut
// into `chunks` chunks of `chunk` positions, one per grid row (blockIdx.y). Lane l of a group folds
// the positions begin + l, begin + l + group, ... of its chunk (into up to four partials, see
// fold_lane), so neighbouring lanes read neighbouring elements when the input's fastest dim is
// folded; when it is kept, groups are small and neighbouring groups (outputs) read neighbouring
// elements. The lanes' partials are combined by a halving tree (lane i takes lane i + group/2,
// then i + group/4, ...), and with several chunks the chunks' partials by a second kernel, cut
// the same way: `chunk_group` lanes per output, lane l folding the partials of chunks l, l +
// chunk_group, ... (fold_chunk_partials), then the tree. The cut depends only on the shape, not on
// the GPU, so a result is the same on every device.
#pragma once

#include <cstdint>
#include <span>

#include "iteration/reduce.h"
#include "opforge/numeric.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda_detail {

// Kept and folded dims each, after merging (PyTorch's limit for CUDA offset calculators).
inline constexpr int kReduceMaxDims = 25;
inline constexpr int kReduceThreads = 256;

struct ReduceLayout {
  int kept_ndim = 0;
  int folded_ndim = 0;
  int64_t num_outputs = 1;
  int64_t folded_numel = 1;
  int64_t kept_sizes[kReduceMaxDims] = {};
  int64_t kept_strides[kReduceMaxDims][3] = {};  // bytes: input, output 0, output 1
  int64_t folded_sizes[kReduceMaxDims] = {};
  int64_t folded_strides[kReduceMaxDims] = {};  // bytes, input

  // Byte offsets of output o's first input element and of its element in each output.
  OPFORGE_HOST_DEVICE void output_offsets(int64_t o, int64_t (&off)[3]) const {
    off[0] = off[1] = off[2] = 0;
    for (int d = 0; d < kept_ndim; ++d) {
      const int64_t next = o / kept_sizes[d];
      const int64_t idx = o - next * kept_sizes[d];
      o = next;
      for (int k = 0; k < 3; ++k) off[k] += idx * kept_strides[d][k];
    }
  }

  // Byte offset of position p from its output's first input element.
  OPFORGE_HOST_DEVICE int64_t folded_offset(int64_t p) const {
    if (folded_ndim == 1) return p * folded_strides[0];
    int64_t off = 0;
    for (int d = 0; d < folded_ndim; ++d) {
      const int64_t next = p / folded_sizes[d];
      off += (p - next * folded_sizes[d]) * folded_strides[d];
      p = next;
    }
    return off;
  }

  // Whether the input's fastest-moving dim is folded (sum over the last dim of a row-major matrix).
  OPFORGE_HOST_DEVICE bool folds_fastest_dim() const {
    return kept_ndim == 0 || (folded_ndim > 0 && folded_strides[0] < kept_strides[0][0]);
  }
};

struct ReduceLaunch {
  int group = 1;              // threads per output, a power of two <= kReduceThreads
  int64_t chunk = 1;          // folded positions per chunk, >= 1
  int64_t chunks = 1;         // chunks per output; > 1 needs the combining kernel
  int64_t output_blocks = 0;  // blocks of kReduceThreads / group outputs
  // The combining kernel's cut: threads per output (a power of two <= min(chunks, kReduceThreads))
  // and blocks of kReduceThreads / chunk_group outputs.
  int chunk_group = 1;
  int64_t chunk_output_blocks = 0;
};

// The walk of reducing `input` over the dims of `mask` into `outputs` (one, or max.dim's values
// and indices), all of reduce::reduced_shape(input, mask, keepdim). RuntimeError past
// kReduceMaxDims kept or folded dims after merging.
ReduceLayout make_reduce_layout(const TensorBase& input, const reduce::DimMask& mask,
                                std::span<const TensorBase> outputs,
                                reduce::Positions positions = reduce::Positions::walk);

ReduceLaunch plan_reduce_launch(const ReduceLayout& layout);

// The positions [begin, end) of chunk c of an output.
OPFORGE_HOST_DEVICE inline void chunk_range(const ReduceLayout& l, const ReduceLaunch& launch, int64_t c,
                                            int64_t& begin, int64_t& end) {
  begin = c * launch.chunk;
  end = begin + launch.chunk < l.folded_numel ? begin + launch.chunk : l.folded_numel;
}

// Partials a lane folds side by side (fold_lane): 16 bytes of them, at most four. Four float or
// int32 accumulators (float, half and bfloat16 sums, max of float), two of double or int64 (double
// and integer sums), one value-and-index of max.dim; more spilled registers (ptxas, sm_90).
template <class Acc>
inline constexpr int kLanePartials = sizeof(Acc) >= 16  ? 1
                                     : sizeof(Acc) >= 8 ? 2
                                                        : 4;

// Lane `lane`'s partial of the positions [begin, end) of the output whose first input element is
// at `base`: its positions begin + lane, + group, + 2 * group, ... dealt in turn to
// kLanePartials<Acc> partials, each folding its positions in increasing order, then combined in
// order. A step loads one position for every partial before it folds any, so a lane has that many
// loads in flight instead of one: with one, each lane's loads waited on memory one after another,
// and on an H100 sum, mean and max read at 28 to 39% of its copy bandwidth. Each partial's
// positions increase and combine keeps the earlier of equal maxima, so max.dim still returns the
// first index.
template <class Op>
OPFORGE_HOST_DEVICE typename Op::acc_t fold_lane(const ReduceLayout& l, const Op& op, const char* base, int64_t begin,
                                                 int64_t end, int lane, int group) {
  using Acc = typename Op::acc_t;
  using Element = decltype(op.load(base));
  constexpr int kPartials = kLanePartials<Acc>;
  Acc acc[kPartials];
  for (Acc& a : acc) a = op.identity();
  const int64_t step = int64_t{group} * kPartials;
  int64_t p = begin + lane;
  for (; p + (kPartials - 1) * int64_t{group} < end; p += step) {
    Element x[kPartials];
    for (int k = 0; k < kPartials; ++k) x[k] = op.load(base + l.folded_offset(p + k * int64_t{group}));
    for (int k = 0; k < kPartials; ++k) acc[k] = op.reduce(acc[k], x[k], p + k * int64_t{group});
  }
  // Fewer than kPartials positions are left: partial k takes the k-th.
  for (int k = 0; k < kPartials && p + k * int64_t{group} < end; ++k) {
    const int64_t q = p + k * int64_t{group};
    acc[k] = op.reduce(acc[k], op.load(base + l.folded_offset(q)), q);
  }
  Acc result = acc[0];
  for (int k = 1; k < kPartials; ++k) result = op.combine(result, acc[k]);
  return result;
}

// Lane `lane`'s fold of one output's chunk partials (partials[0, chunks)): chunks lane, lane +
// group, ..., in order; the lanes of a group read neighbouring partials. One thread combining all
// of an output's partials (1,024 for a sum of every element) waited on memory 256 times in a row,
// four loads at a time, longer than the first kernel read the input.
template <class Op>
OPFORGE_HOST_DEVICE typename Op::acc_t fold_chunk_partials(const Op& op, const typename Op::acc_t* partials,
                                                           int64_t chunks, int lane, int group) {
  typename Op::acc_t acc = op.identity();
  for (int64_t c = lane; c < chunks; c += group) acc = op.combine(acc, partials[c]);
  return acc;
}

}  // namespace opforge::cuda_detail
