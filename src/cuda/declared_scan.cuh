// The CUDA loop of the scans ops.yaml declares with `kernel: {scan: ...}`, over the CPU loop's
// scanner (reducers.h's DeclaredScanner: the generated functor in PyTorch's accumulation type, in
// ::cuda::std::complex for complex values) and its geometry (iteration/scan_layout.h):
//
// - a line whose positions are nearer in memory than its neighbouring lines (a scan along the
//   innermost dim), and long enough to fill a block, is scanned by one block at a time: CUB's
//   BlockScan over tiles of kBlockThreads positions, each tile's scan joined to the running prefix
//   of the tiles before it with the scanner's combine;
// - otherwise each thread scans one line in order, as the CPU loop does, and neighbouring threads
//   read neighbouring lines.
//
// The block path groups sums otherwise than the CPU's one pass: float sums may round differently.
// Launches go to the default stream of the input's device; errors raise RuntimeError "CUDA
// error: ...".
#pragma once

#include <climits>
#include <cstdint>
#include <span>

#include <cuda_runtime.h>
#include <cub/block/block_scan.cuh>
#include <cuda/std/complex>

#include "cuda/cuda_check.h"
#include "cuda/launch.h"
#include "cuda/offset_plan.cuh"
#include "iteration/reducers.h"
#include "iteration/scan_layout.h"
#include "opforge/error.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda_detail {

// ScanLayout as a kernel argument: the lines' start offsets by line number, and the steps along dim.
struct ScanGeometry {
  OffsetPlan<3> lines;
  int64_t step[3] = {};
  int64_t length = 0;
  int64_t num_lines = 0;
};

// The geometry of `l` as a kernel argument (RuntimeError past kMaxDims other dims).
inline ScanGeometry scan_geometry(const scan::ScanLayout& l) {
  OPFORGE_CHECK(l.lines.size() <= static_cast<size_t>(kMaxDims), RuntimeError,
                "CUDA scans and sorts support at most {} dims beside the one they run along, after merging "
                "contiguous dims, got {}",
                kMaxDims, l.lines.size());
  ScanGeometry g;
  g.lines.ndim = static_cast<int>(l.lines.size());
  for (size_t d = 0; d < l.lines.size(); ++d) {
    g.lines.sizes[d] = l.lines[d].size;
    for (size_t k = 0; k < 3; ++k) g.lines.strides[d][k] = l.lines[d].strides[k];
  }
  for (size_t k = 0; k < 3; ++k) g.step[k] = l.step[k];
  g.length = l.length;
  g.num_lines = l.num_lines;
  return g;
}

template <class R>
__global__ void scan_lines_kernel(ScanGeometry g, R r, const char* in, char* out0, char* out1) {
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t line = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; line < g.num_lines; line += stride) {
    int64_t off[3];
    g.lines.offsets(line, off);
    auto acc = r.identity();
    for (int64_t i = 0; i < g.length; ++i) {
      acc = r.reduce(acc, r.load(in + off[0] + i * g.step[0]), i);
      r.store(out0 + off[1] + i * g.step[1], out1 ? out1 + off[2] + i * g.step[2] : nullptr, acc);
    }
  }
}

template <class R>
struct CombineOp {
  R r;
  __device__ typename R::acc_t operator()(const typename R::acc_t& a, const typename R::acc_t& b) const {
    return r.combine(a, b);
  }
};

// BlockScan's prefix callback: the prefix of the tiles before, which it then extends by this
// tile's total (warp 0 calls it; lane 0's return is the tile's prefix).
template <class R>
struct RunningPrefix {
  R r;
  typename R::acc_t running;
  __device__ typename R::acc_t operator()(typename R::acc_t tile_total) {
    const typename R::acc_t before = running;
    running = r.combine(running, tile_total);
    return before;
  }
};

template <class R>
__global__ void scan_block_kernel(ScanGeometry g, R r, const char* in, char* out0, char* out1) {
  using Acc = typename R::acc_t;
  using BlockScan = cub::BlockScan<Acc, cuda::kBlockThreads>;
  __shared__ typename BlockScan::TempStorage temp;
  for (int64_t line = blockIdx.x; line < g.num_lines; line += gridDim.x) {
    int64_t off[3];
    g.lines.offsets(line, off);
    RunningPrefix<R> prefix{r, r.identity()};
    for (int64_t tile = 0; tile < g.length; tile += cuda::kBlockThreads) {
      const int64_t i = tile + threadIdx.x;
      Acc v = i < g.length ? r.reduce(r.identity(), r.load(in + off[0] + i * g.step[0]), i) : r.identity();
      BlockScan(temp).InclusiveScan(v, v, CombineOp<R>{r}, prefix);
      __syncthreads();  // temp is reused by the next tile
      if (i < g.length) r.store(out0 + off[1] + i * g.step[1], out1 ? out1 + off[2] + i * g.step[2] : nullptr, v);
    }
  }
}

// Scans the CUDA tensor `input` along the wrapped `dim` into `outputs` (of its sizes) with a reducer
// of reducers.h's contract.
template <class R>
void cuda_scan(const TensorBase& input, int64_t dim, std::span<const TensorBase> outputs, const R& r) {
  const scan::ScanLayout l = scan::scan_layout(input, dim, outputs);
  if (l.num_lines == 0) return;
  const ScanGeometry g = scan_geometry(l);
  const cuda::DeviceGuard guard(input.device());
  const bool along_memory = l.lines.empty() || l.step[0] < l.lines[0].strides[0];
  if (along_memory && l.length >= cuda::kBlockThreads) {
    const unsigned blocks = static_cast<unsigned>(l.num_lines < INT_MAX ? l.num_lines : INT_MAX);
    scan_block_kernel<<<blocks, cuda::kBlockThreads>>>(g, r, l.data[0], l.data[1], l.data[2]);
  } else {
    auto* kernel = &scan_lines_kernel<R>;
    kernel<<<cuda::grid_blocks(kernel, guard.index(), l.num_lines), cuda::kBlockThreads>>>(g, r, l.data[0], l.data[1],
                                                                                           l.data[2]);
  }
  cuda::check_cuda(cudaGetLastError(), "scan kernel launch");
}

// Scans the CUDA tensor `input` (elements T) along `dim` into `result` (of T's dtype) with the
// functor F.
template <class T, template <class> class F>
void run_declared_scan(const TensorBase& input, int64_t dim, const TensorBase& result) {
  using Acc = typename reduce::ScanAcc<T, ::cuda::std::complex>::type;
  const TensorBase outputs[] = {result};
  cuda_scan(input, dim, outputs, reduce::DeclaredScanner<T, Acc, F<Acc>>{});
}

// The same with the scanner `r` (reducers.h: cummax's), which stores each prefix's value into
// `values` and its index into `indices`.
template <class R>
void run_scanner(const TensorBase& input, int64_t dim, const R& r, const TensorBase& values,
                 const TensorBase& indices) {
  const TensorBase outputs[] = {values, indices};
  cuda_scan(input, dim, outputs, r);
}

}  // namespace opforge::cuda_detail
