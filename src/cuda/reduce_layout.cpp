#include "cuda/reduce_layout.h"

#include <algorithm>
#include <array>

#include "iteration/byte_strides.h"
#include "iteration/reduce_dims.h"
#include "opforge/error.h"
#include "opforge/small_vector.h"

namespace opforge::cuda_detail {
namespace {

struct Dim {
  int64_t size;
  int64_t strides[3];  // bytes: input, output 0, output 1 (0 for folded dims)
};
using Dims = SmallVector<Dim, 8>;

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

// Blocks a launch aims at: enough to fill the largest GPUs (132 multiprocessors holding 8 blocks
// of 256 threads each) without depending on the one at hand.
constexpr int64_t kTargetBlocks = 1024;
// A chunk gives each lane at least this many positions, so combining partials stays cheap.
constexpr int64_t kMinPositionsPerLane = 16;

}  // namespace

ReduceLayout make_reduce_layout(const TensorBase& input, const reduce::DimMask& mask,
                                std::span<const TensorBase> outputs, reduce::Positions positions) {
  const IntArrayRef sizes = input.sizes();
  const bool keepdim = static_cast<size_t>(outputs[0].dim()) == sizes.size();
  ReduceLayout l;
  // Counts from the tensors' numel, which fit (reduce::ReducePlan says why).
  l.num_outputs = outputs[0].numel();
  l.folded_numel = l.num_outputs == 0 ? 0 : input.numel() / l.num_outputs;
  const DimVector in_strides = byte_strides(input);
  std::array<DimVector, 2> out_strides;
  for (size_t k = 0; k < outputs.size(); ++k) out_strides[k] = byte_strides(outputs[k]);
  Dims kept, folded;
  size_t out_dim = 0;
  for (size_t d = 0; d < sizes.size(); ++d) {
    const int64_t size = sizes[d];
    Dim dim{size, {in_strides[d], 0, 0}};
    // Dims with elements only: coalescing multiplies sizes (reduce::ReducePlan).
    if (mask.test(d)) {
      if (size != 1 && l.folded_numel != 0) folded.push_back(dim);
      if (keepdim) ++out_dim;
      continue;
    }
    for (size_t k = 0; k < outputs.size(); ++k) dim.strides[k + 1] = out_strides[k][out_dim];
    ++out_dim;
    if (size != 1 && l.num_outputs != 0) kept.push_back(dim);
  }
  reduce::dims::order_innermost_first(kept);
  if (positions == reduce::Positions::row_major)
    std::reverse(folded.begin(), folded.end());  // the last dim innermost
  else
    reduce::dims::order_innermost_first(folded);
  reduce::dims::coalesce(kept);
  reduce::dims::coalesce(folded);
  OPFORGE_CHECK(kept.size() <= kReduceMaxDims && folded.size() <= kReduceMaxDims, RuntimeError,
                "CUDA reductions support at most {} kept and {} folded dims after merging contiguous dims, got {} "
                "and {}",
                kReduceMaxDims, kReduceMaxDims, kept.size(), folded.size());
  l.kept_ndim = static_cast<int>(kept.size());
  l.folded_ndim = static_cast<int>(folded.size());
  for (size_t d = 0; d < kept.size(); ++d) {
    l.kept_sizes[d] = kept[d].size;
    for (size_t k = 0; k < 3; ++k) l.kept_strides[d][k] = kept[d].strides[k];
  }
  for (size_t d = 0; d < folded.size(); ++d) {
    l.folded_sizes[d] = folded[d].size;
    l.folded_strides[d] = folded[d].strides[0];
  }
  return l;
}

ReduceLaunch plan_reduce_launch(const ReduceLayout& l) {
  const int64_t folded = l.folded_numel;
  // Lanes per output: enough for the folded positions when they are the input's fast dim; else
  // what the block has to spare after one thread per output.
  int64_t wanted = l.folds_fastest_dim() ? folded : kReduceThreads / std::max<int64_t>(1, l.num_outputs);
  wanted = std::clamp<int64_t>(std::min(wanted, folded), 1, kReduceThreads);
  ReduceLaunch launch;
  while (int64_t{launch.group} * 2 <= wanted) launch.group *= 2;
  launch.output_blocks = ceil_div(l.num_outputs, kReduceThreads / launch.group);
  const int64_t most_chunks = std::max<int64_t>(1, folded / (int64_t{launch.group} * kMinPositionsPerLane));
  const int64_t chunks =
      std::clamp<int64_t>(ceil_div(kTargetBlocks, std::max<int64_t>(1, launch.output_blocks)), 1, most_chunks);
  launch.chunk = std::max<int64_t>(1, ceil_div(folded, chunks));
  launch.chunks = folded == 0 ? 1 : ceil_div(folded, launch.chunk);
  while (int64_t{launch.chunk_group} * 2 <= std::min<int64_t>(launch.chunks, kReduceThreads)) launch.chunk_group *= 2;
  launch.chunk_output_blocks = ceil_div(l.num_outputs, kReduceThreads / launch.chunk_group);
  return launch;
}

}  // namespace opforge::cuda_detail
