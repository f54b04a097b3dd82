// The CUDA reduction loop under sum, mean and max (src/cuda/sum.cu, max.cu), the twin of the CPU's
// ReducePlan::run (iteration/reduce.h):
//
//   cuda_reduce(input, mask, outputs, SumOp<In, Out>{...});
//
// reduces the CUDA tensor `input` over the dims of `mask` into `outputs` (one tensor, or max.dim's
// values and indices; any strides) with one of iteration/reducers.h's reducers, the CPU loop's too. The walk and the cut of the
// work between threads are reduce_layout.h's; a group of lanes folds each output's chunk, the lanes'
// partials meet in a halving tree (shared memory while the distance is a warp or more, warp
// shuffles below), and when an output's positions are cut into several chunks their partials go
// through device memory to a second kernel that combines them the same way. Launches go to the
// default stream of the input's device; errors raise RuntimeError "CUDA error: ...".
#pragma once

#include <climits>
#include <cstdint>
#include <cstring>
#include <span>

#include <cuda_runtime.h>

#include "cuda/cuda_check.h"
#include "cuda/launch.h"
#include "cuda/reduce_layout.h"
#include "iteration/reducers.h"
#include "opforge/storage.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda_detail {

static_assert(kReduceThreads == cuda::kBlockThreads, "reductions launch blocks of the common size");

// v of lane (this lane + delta) within segments of `width` lanes, for any trivially copyable T,
// moved as 32-bit words.
template <class T>
__device__ T shuffle_down(T v, int delta, int width) {
  constexpr int kWords = static_cast<int>((sizeof(T) + 3) / 4);
  unsigned words[kWords] = {};
  memcpy(words, &v, sizeof(T));
  for (int i = 0; i < kWords; ++i) words[i] = __shfl_down_sync(0xffffffffu, words[i], delta, width);
  T r;
  memcpy(&r, words, sizeof(T));
  return r;
}

// The halving tree over the `group` lanes of each group of the block: lane 0 of a group ends with
// the combination of all its lanes' partials. Every thread of the block calls it.
template <class Op>
__device__ typename Op::acc_t combine_group(const Op& op, typename Op::acc_t acc, int group, int lane) {
  using Acc = typename Op::acc_t;
  __shared__ __align__(16) unsigned char shared[kReduceThreads * sizeof(Acc)];
  Acc* partials = reinterpret_cast<Acc*>(shared);
  for (int offset = group / 2; offset >= 32; offset /= 2) {
    partials[threadIdx.x] = acc;
    __syncthreads();
    if (lane < offset) acc = op.combine(acc, partials[threadIdx.x + offset]);
    __syncthreads();
  }
  const int width = group < 32 ? group : 32;
  // Lanes at or past `offset` combine values no lane below it reads.
  for (int offset = width / 2; offset > 0; offset /= 2) acc = op.combine(acc, shuffle_down(acc, offset, width));
  return acc;
}

// Block (x, y) folds chunk y of the outputs of blocks x, x + gridDim.x, ...; lane 0 of each group
// stores its output, or its partial into partials[o * chunks + y] when there are several chunks.
template <class Op>
__global__ void __launch_bounds__(kReduceThreads)
    reduce_kernel(ReduceLayout l, Op op, ReduceLaunch launch, const char* in, char* out0, char* out1,
                  typename Op::acc_t* partials) {
  const int group = launch.group;
  const int lane = static_cast<int>(threadIdx.x) & (group - 1);
  const int64_t per_block = kReduceThreads / group;
  const int64_t c = blockIdx.y;
  int64_t begin = 0, end = 0;
  chunk_range(l, launch, c, begin, end);
  for (int64_t b = blockIdx.x; b < launch.output_blocks; b += gridDim.x) {
    const int64_t o = b * per_block + threadIdx.x / group;
    const bool active = o < l.num_outputs;
    int64_t off[3] = {0, 0, 0};
    typename Op::acc_t acc = op.identity();
    if (active) {
      l.output_offsets(o, off);
      acc = fold_lane(l, op, in + off[0], begin, end, lane, group);
    }
    acc = combine_group(op, acc, group, lane);
    if (active && lane == 0) {
      if (partials)
        partials[o * launch.chunks + c] = acc;
      else
        op.store(out0 + off[1], out1 + off[2], acc);
    }
  }
}

// Combines each output's chunk partials and stores the result: chunk_group lanes per output, each
// folding every chunk_group-th partial (fold_chunk_partials), then the halving tree, as
// reduce_kernel does with the input's positions.
template <class Op>
__global__ void __launch_bounds__(kReduceThreads)
    reduce_chunks_kernel(ReduceLayout l, Op op, ReduceLaunch launch, const typename Op::acc_t* partials, char* out0,
                         char* out1) {
  const int group = launch.chunk_group;
  const int lane = static_cast<int>(threadIdx.x) & (group - 1);
  const int64_t per_block = kReduceThreads / group;
  for (int64_t b = blockIdx.x; b < launch.chunk_output_blocks; b += gridDim.x) {
    const int64_t o = b * per_block + threadIdx.x / group;
    const bool active = o < l.num_outputs;
    typename Op::acc_t acc = op.identity();
    if (active) acc = fold_chunk_partials(op, partials + o * launch.chunks, launch.chunks, lane, group);
    acc = combine_group(op, acc, group, lane);
    if (active && lane == 0) {
      int64_t off[3];
      l.output_offsets(o, off);
      op.store(out0 + off[1], out1 + off[2], acc);
    }
  }
}

template <class Op>
void cuda_reduce(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> outputs,
                 const Op& op, reduce::Positions positions = reduce::Positions::walk) {
  using Acc = typename Op::acc_t;
  const ReduceLayout l = make_reduce_layout(input, mask, outputs, positions);
  if (l.num_outputs == 0) return;
  const ReduceLaunch launch = plan_reduce_launch(l);
  const cuda::DeviceGuard guard(input.device());
  // The partials of a chunked reduction: device memory for num_outputs * chunks partials. Freed on
  // return while the kernels may still run: safe, because freeing is ordered after the work already
  // queued on the stream (src/core/cuda_allocator.cpp).
  Storage partial_storage;
  Acc* partials = nullptr;
  if (launch.chunks > 1) {
    partial_storage = Storage::make(static_cast<size_t>(l.num_outputs * launch.chunks) * sizeof(Acc), input.device());
    partials = static_cast<Acc*>(partial_storage->data());
  }
  const auto* in = static_cast<const char*>(input.data_ptr());
  char* out0 = static_cast<char*>(outputs[0].data_ptr());
  char* out1 = outputs.size() > 1 ? static_cast<char*>(outputs[1].data_ptr()) : nullptr;
  const dim3 grid(static_cast<unsigned>(launch.output_blocks < INT_MAX ? launch.output_blocks : INT_MAX),
                  static_cast<unsigned>(launch.chunks));
  reduce_kernel<<<grid, kReduceThreads>>>(l, op, launch, in, out0, out1, partials);
  cuda::check_cuda(cudaGetLastError(), "reduction kernel launch");
  if (partials) {
    const auto kernel = reduce_chunks_kernel<Op>;
    kernel<<<cuda::grid_blocks(kernel, guard.index(), launch.chunk_output_blocks * kReduceThreads), kReduceThreads>>>(
        l, op, launch, partials, out0, out1);
    cuda::check_cuda(cudaGetLastError(), "reduction kernel launch");
  }
}

}  // namespace opforge::cuda_detail
