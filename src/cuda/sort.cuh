// The CUDA loop of the sorts (ops.yaml `kernel: {sort: ...}`: sort, argsort), by the CPU loop's
// order (iteration/sort_order.h's keys) over the CPU loop's lines (iteration/scan_layout.h): a
// kernel writes every element's key and position contiguously, line after line; one segmented
// radix sort for every dtype (cuda/sort_keys.cu) sorts each line's keys stably, so equal elements
// keep their order along dim as on the CPU; a kernel then writes each line's values and their
// indices along dim. Launches go to the default stream of the input's device; errors raise
// RuntimeError "CUDA error: ...".
#pragma once

#include <cstdint>

#include <cuda_runtime.h>

#include "cuda/cuda_check.h"
#include "cuda/declared_scan.cuh"
#include "cuda/launch.h"
#include "cuda/sort_keys.h"
#include "iteration/reducers.h"
#include "iteration/scan_layout.h"
#include "iteration/sort_order.h"
#include "opforge/storage.h"
#include "opforge/tensor_base.h"

namespace opforge::cuda_detail {

// keys[j] and positions[j] of element j = line * length + i: its key, and i.
template <class T>
__global__ void sort_keys_kernel(ScanGeometry g, const char* in, uint64_t* keys, int64_t* positions) {
  const int64_t total = g.num_lines * g.length;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t j = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; j < total; j += stride) {
    int64_t off[3];
    g.lines.offsets(j / g.length, off);
    const int64_t i = j % g.length;
    keys[j] = sort_order::key(reduce::load_element<T>(in + off[0] + i * g.step[0]));
    positions[j] = i;
  }
}

// Element i of each line's values and indices, from the sorted positions.
template <class T>
__global__ void write_sorted_kernel(ScanGeometry g, const char* in, const int64_t* sorted, char* values,
                                    char* indices) {
  const int64_t total = g.num_lines * g.length;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t j = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; j < total; j += stride) {
    int64_t off[3];
    g.lines.offsets(j / g.length, off);
    const int64_t i = j % g.length, from = sorted[j];
    reduce::store_element<T>(values + off[1] + i * g.step[1], reduce::load_element<T>(in + off[0] + from * g.step[0]));
    *reinterpret_cast<int64_t*>(indices + off[2] + i * g.step[2]) = from;
  }
}

// Sorts the CUDA tensor `input` (elements T) along the wrapped `dim` into `values` and `indices`,
// which do not overlap it (the stub's out= aliasing guard gives fresh tensors where they would).
template <class T>
void cuda_sort(const TensorBase& input, int64_t dim, bool descending, const TensorBase& values,
               const TensorBase& indices) {
  const TensorBase outputs[] = {values, indices};
  const scan::ScanLayout l = scan::scan_layout(input, dim, outputs);
  if (l.num_lines == 0) return;
  const ScanGeometry g = scan_geometry(l);
  const int64_t total = l.num_lines * l.length;
  const cuda::DeviceGuard guard(input.device());
  // keys and positions, then their sorted copies. Freed on return while the kernels may still run:
  // freeing is ordered after the queued work (src/core/cuda_allocator.cpp).
  const Storage scratch = Storage::make(static_cast<size_t>(total) * 4 * sizeof(int64_t), input.device());
  auto* keys = static_cast<uint64_t*>(scratch->data());
  uint64_t* sorted_keys = keys + total;
  auto* positions = reinterpret_cast<int64_t*>(sorted_keys + total);
  int64_t* sorted = positions + total;
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* make_keys = &sort_keys_kernel<T>;
  make_keys<<<cuda::grid_blocks(make_keys, guard.index(), total), cuda::kBlockThreads>>>(g, in, keys, positions);
  cuda::check_cuda(cudaGetLastError(), "sort kernel launch");
  sort_key_lines(keys, sorted_keys, positions, sorted, l.num_lines, l.length, descending, input.device());
  auto* write = &write_sorted_kernel<T>;
  write<<<cuda::grid_blocks(write, guard.index(), total), cuda::kBlockThreads>>>(
      g, in, sorted, static_cast<char*>(values.data_ptr()), static_cast<char*>(indices.data_ptr()));
  cuda::check_cuda(cudaGetLastError(), "sort kernel launch");
}

}  // namespace opforge::cuda_detail
