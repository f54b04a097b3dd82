// The CUDA loop of every generated pointwise kernel, the twin of cpu_pointwise (cpu_pointwise.h):
//
//   cuda_pointwise<T, R>(iter, AddFunctor<cuda_opmath_t<T>>{alpha});
//
// T is the storage type of the compute dtype, R that of the result dtype, and the functor computes
// in Op = cuda_opmath_t<T> (opmath.h: float for half/bfloat16, ::cuda::std::complex for complex
// dtypes); its operator() must be __host__ __device__ (OPFORGE_HOST_DEVICE) and trivially
// copyable, as it travels to the device as a kernel argument. Values are those of the CPU loop:
// every input converted to T then to Op, the functor's result converted to R then to the output's
// dtype, each step with cast_element's rules (device_cast.cuh).
//
// Paths, chosen once per call on the host:
// - linear: the output has dtype R and every tensor input dtype T, and after merging dims each
//   is contiguous or a single element (a broadcast scalar): a grid-stride loop over 16-byte
//   vectors (16 / max(sizeof(T), sizeof(R)) elements per thread and step, e.g. 4 floats or 8
//   halves; every input's vector loaded before the first is used), with a scalar tail. When some
//   contiguous operand's address is not a multiple of its vector's size (a slice starting
//   mid-vector), the same loop runs one element per step.
// - cast: the linear path's layouts (one merged dim along which every tensor operand is
//   contiguous or a single element) with mixed dtypes or an out= tensor of another dtype
//   (int32 + float32, uint8 + float32, bfloat16 + float32): a grid-stride loop in which each
//   thread takes kCastRun<Op> elements a step (4; 2 for complex128), a block's width apart so
//   that each load and store is coalesced across the block, each operand's dtype switch taken
//   once per step and all the step's loads issued before the first is used (read as raw bits,
//   then converted). Real dtypes are read and converted inline; complex and float8 ones (rare
//   here) through a call per element.
// - general: anything else (strides, transposes, broadcasts): a grid-stride loop over elements,
//   each operand's byte offset divided out of the linear index (offset_plan.cuh); an element of
//   the kernel's own dtype is read or written inline, any other converted through a call.
//   Index math is 32-bit: a walk of more than INT32_MAX elements is launched in pieces.
// - tiled: the general path's operands where an input's fast dim is not the output's (a
//   transposed operand; StridedLoop::tiled): 32 x 32 tiles of the two inner planned dims, one per
//   block and step of a grid-stride loop over tiles; the transposed inputs' tiles are first read
//   along their own fast dim into shared memory, so that every operand's accesses are coalesced
//   (pointwise_plan.cuh has the details); each thread issues all its loads of a tile before it
//   stores the first value. Two kernels: one for operands all of the kernel's own dtypes, with no
//   conversions, and one converting each element through a call.
// Conversions are calls where they are rare because an inlined switch over every dtype at every
// load and store of every kernel was most of the compile time of a generated .cu file.
// Wrapped scalars (and zero-dim CPU tensors) live in the iterator's host memory: they are
// converted to Op on the host and passed by value, never dereferenced on the device.
// Launches go to the default stream of the tensors' device; errors raise RuntimeError
// "CUDA error: ...". Nothing is allocated.
//
// The choice of path (plan_pointwise) and each thread's loop (linear_steps, cast_steps, general_steps, the
// tiled path's tile_stage and tile_compute) are in pointwise_plan.cuh, apart from the launches,
// and run on the host as well: a test plays every thread of a grid in turn without a GPU
// (tests/core/test_cuda_pointwise_host.cpp).
#pragma once

#include <climits>
#include <cstdint>
#include <type_traits>

#include <cuda_runtime.h>

#include "cuda/cuda_check.h"
#include "cuda/launch.h"
#include "cuda/pointwise_plan.cuh"

namespace opforge::elementwise {

namespace cuda_pointwise_detail {

template <class T, class R, int Vec, class F, class Op, size_t N>
__global__ void __launch_bounds__(cuda::kBlockThreads)
    pointwise_linear_kernel(LinearInputs<Op, N> in, char* out, int64_t n, F f) {
  linear_steps<T, R, Vec>(in, out, n, f, static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x,
                          static_cast<int64_t>(gridDim.x) * blockDim.x);
}

template <class T, class R, class F, class Op, size_t N>
__global__ void __launch_bounds__(cuda::kBlockThreads)
    pointwise_cast_kernel(CastOperands<Op, N> ops, char* out, int64_t n, F f) {
  cast_steps<T, R, cuda::kBlockThreads>(ops, out, n, f, static_cast<int>(threadIdx.x), blockIdx.x, gridDim.x);
}

template <class T, class R, class F, class Op, size_t N>
__global__ void __launch_bounds__(cuda::kBlockThreads)
    pointwise_general_kernel(GeneralOperands<Op, N> ops, int64_t n, F f) {
  general_steps<T, R>(ops, n, f, blockIdx.x * blockDim.x + threadIdx.x, gridDim.x * blockDim.x);
}

// The tiled kernel's blocks per multiprocessor, as ptxas's register budget. A thread holds all
// of its tile elements' inputs at once (every load in flight before the first store), so that it
// needs 40 registers for two float inputs (6 blocks of 256 threads a multiprocessor; at 32 it
// spills), and up to 64 (4 blocks) for more inputs or wider compute types, which spill at 40.
template <class Op, size_t N>
inline constexpr int kTiledMinBlocks = sizeof(Op) * N <= 8 ? 6 : 4;

// Static shared memory for a tile of each input (only the staged inputs' are used); the barriers
// keep a tile's staging and computing apart, and the next tile's staging after both.
template <class T, class R, bool Own, class F, class Op, size_t N>
__global__ void __launch_bounds__(cuda::kBlockThreads, (kTiledMinBlocks<Op, N>))
    pointwise_tiled_kernel(GeneralOperands<Op, N> ops, TileWalk<N> walk, F f) {
  __shared__ __align__(16) unsigned char shared[kTileBytes<Op, N>];
  auto* tile = reinterpret_cast<TileRows<Op>*>(shared);
  const int thread = static_cast<int>(threadIdx.x);
  for (uint32_t t = blockIdx.x; t < walk.tiles; t += gridDim.x) {
    const TileOrigin<N> origin = tile_origin(ops, walk, t);
    tile_stage<T, Own>(ops, walk, origin, thread, tile);
    __syncthreads();
    tile_compute<T, R, Own>(ops, walk, origin, thread, tile, f);
    __syncthreads();
  }
}

}  // namespace cuda_pointwise_detail

template <class T, class R, class F>
void cuda_pointwise(const ElementwiseIter& iter, F f) {
  namespace pd = cuda_pointwise_detail;
  using Op = cuda_opmath_t<T>;
  constexpr size_t N = pd::arity<F, Op>();
  constexpr int kVec = pd::kVectorWidth<T, R>;
  static_assert(std::is_trivially_copyable_v<F>, "a CUDA pointwise functor is passed to the device by value");
  if (iter.numel() == 0) return;
  OPFORGE_CHECK(iter.num_inputs() == static_cast<int>(N), RuntimeError,
                "pointwise kernel takes {} inputs but the op has {}", N, iter.num_inputs());
  OPFORGE_CHECK(iter.device().is_cuda(), RuntimeError, "cuda_pointwise called for a {} op", iter.device().str());

  const pd::Plan<Op, N> plan = pd::plan_pointwise<T, R, N>(iter);
  const cuda::DeviceGuard guard(iter.device());
  const int64_t n = iter.numel();
  char* out = iter.out_operand().data;
  const int device = guard.index();
  constexpr unsigned kThreads = cuda::kBlockThreads;
  switch (plan.path) {
    case pd::Path::Vector: {
      const auto kernel = pd::pointwise_linear_kernel<T, R, kVec, F, Op, N>;
      kernel<<<cuda::grid_blocks(kernel, device, n / kVec + 1), kThreads>>>(plan.linear, out, n, f);
      break;
    }
    case pd::Path::Linear: {
      const auto kernel = pd::pointwise_linear_kernel<T, R, 1, F, Op, N>;
      kernel<<<cuda::grid_blocks(kernel, device, n), kThreads>>>(plan.linear, out, n, f);
      break;
    }
    case pd::Path::Cast: {
      const auto kernel = pd::pointwise_cast_kernel<T, R, F, Op, N>;
      kernel<<<cuda::grid_blocks(kernel, device, n / pd::kCastRun<Op> + 1), kThreads>>>(plan.cast, out, n, f);
      break;
    }
    case pd::Path::General: {
      const auto kernel = pd::pointwise_general_kernel<T, R, F, Op, N>;
      pd::for_each_general_piece(plan.general, INT32_MAX, [&](const pd::GeneralOperands<Op, N>& ops, int64_t count) {
        kernel<<<cuda::grid_blocks(kernel, device, count), kThreads>>>(ops, count, f);
      });
      break;
    }
    case pd::Path::Tiled:
      if constexpr (pd::kTilesFit<Op, N>) {
        const auto kernel = plan.tiles.own_dtypes ? pd::pointwise_tiled_kernel<T, R, true, F, Op, N>
                                                  : pd::pointwise_tiled_kernel<T, R, false, F, Op, N>;
        kernel<<<cuda::grid_blocks(kernel, device, plan.tiles.tiles * kThreads), kThreads>>>(plan.general, plan.tiles,
                                                                                             f);
      }
      break;
  }
  cuda::check_cuda(cudaGetLastError(), "pointwise kernel launch");
}

}  // namespace opforge::elementwise
