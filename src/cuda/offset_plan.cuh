// The element walk of a device kernel over operands that share one shape but not one layout
// (strided, transposed, broadcast, mixed dtypes): StridedLoop's plan (size-1 dims dropped, dims
// ordered innermost first, mergeable neighbours merged), copied into a kernel argument, and the
// division of a linear element index into per-operand byte offsets.
//
// Element i of the walk is at data[k] + offsets(i)[k] for every operand k. Consecutive i run
// along the innermost planned dim, so neighbouring threads touch neighbouring elements of the
// operand that decided the order (the first one: the output).
#pragma once

#include <cstddef>
#include <cstdint>

#include "iteration/strided_loop.h"
#include "opforge/error.h"
#include "opforge/numeric.h"

namespace opforge::cuda_detail {

// PyTorch's limit for CUDA offset calculators (MAX_DIMS). Dims are counted after merging, so
// only a tensor with more than 25 dims that no two of which merge reaches it.
inline constexpr int kMaxDims = 25;

template <size_t N>
struct OffsetPlan {
  int ndim = 0;
  int64_t sizes[kMaxDims] = {};       // planned dim 0 innermost
  int64_t strides[kMaxDims][N] = {};  // bytes, per planned dim and operand

  // Byte offsets of element `linear` (< numel) for every operand. Index is uint32_t where the
  // walk has at most INT32_MAX elements (for_each_32bit_piece cuts longer ones into such pieces):
  // 32-bit division is several times cheaper than 64-bit, a long software routine on the GPU.
  // The outermost dim takes what is left of `linear` undivided (it is below that dim's size), so
  // a one-dim walk divides nothing.
  template <class Index>
  OPFORGE_HOST_DEVICE void offsets(Index linear, int64_t (&off)[N]) const {
    for (size_t k = 0; k < N; ++k) off[k] = 0;
    for (int d = 0; d < ndim; ++d) {
      Index idx = linear;
      if (d + 1 < ndim) {
        const auto size = static_cast<Index>(sizes[d]);
        const Index next = linear / size;
        idx = linear - next * size;
        linear = next;
      }
      for (size_t k = 0; k < N; ++k) off[k] += static_cast<int64_t>(idx) * strides[d][k];
    }
  }
};

// The plan of `loop` as a kernel argument, from planned dim `first_dim` up (the tiled path walks
// dims 0 and 1 itself and indexes the planes above them with this). RuntimeError past kMaxDims
// planned dims.
template <size_t N>
OffsetPlan<N> make_offset_plan(const StridedLoop<N>& loop, int first_dim = 0) {
  OPFORGE_CHECK(loop.dim() <= kMaxDims, RuntimeError,
                "CUDA pointwise kernels support at most {} dims after merging contiguous dims, got {}", kMaxDims,
                loop.dim());
  OffsetPlan<N> plan;
  plan.ndim = static_cast<int>(loop.dim()) - first_dim;
  for (int d = 0; d < plan.ndim; ++d) {
    plan.sizes[d] = loop.size(d + first_dim);
    for (size_t k = 0; k < N; ++k) plan.strides[d][k] = loop.stride(k, d + first_dim);
  }
  return plan;
}

// Cuts the walk of `plan` (every operand k's elements at data[k] + plan.offsets(i)[k]) into pieces of
// at most `max_elements` (INT32_MAX for a kernel's 32-bit indices; less in tests), in order, and
// calls fn(piece, shift, count) for each: element i < count of the piece is at data[k] + shift[k] +
// piece.offsets(i)[k], element start + i of the whole walk, where start is the count of the pieces
// before. A piece is a range of the outermost dim whose inner dims fit, else a single position of
// it with the dims below cut in turn (TensorIterator's 32-bit indexing splits likewise).
template <size_t N, class Fn>
void for_each_32bit_piece(const OffsetPlan<N>& plan, int64_t max_elements, Fn&& fn) {
  const auto walk = [&](const auto& self, int outer, const int64_t(&shift)[N]) -> void {
    int64_t inner = 1;  // elements below dim `outer`
    for (int d = 0; d < outer; ++d) inner *= plan.sizes[d];
    OffsetPlan<N> piece = plan;
    piece.ndim = outer + 1;
    const int64_t size = plan.sizes[outer];
    const int64_t step = inner <= max_elements ? max_elements / inner : 1;
    for (int64_t a = 0; a < size; a += step) {
      int64_t at[N];
      for (size_t k = 0; k < N; ++k) at[k] = shift[k] + a * plan.strides[outer][k];
      if (inner > max_elements) {
        self(self, outer - 1, at);
      } else {
        piece.sizes[outer] = size - a < step ? size - a : step;
        fn(piece, at, inner * piece.sizes[outer]);
      }
    }
  };
  const int64_t none[N] = {};
  if (plan.ndim == 0) {
    fn(plan, none, int64_t{1});
    return;
  }
  walk(walk, plan.ndim - 1, none);
}

}  // namespace opforge::cuda_detail
