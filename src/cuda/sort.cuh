// The CUDA loop of the sorts and selections (ops.yaml `kernel: {sort: ...}`), by the CPU loop's
// order (iteration/sort_order.h's keys) over the CPU loop's lines (iteration/scan_layout.h): a
// kernel writes every element's key and position contiguously, line after line; one segmented
// radix sort for every dtype (cuda/sort_keys.cu) sorts each line's keys stably, so equal elements
// keep their order along dim as on the CPU; a kernel then writes what the entry selects
// (iteration/sort_select.h, as on the CPU) as values and their indices along dim. Launches go to the default stream of the input's device; errors raise
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
#include "iteration/sort_select.h"
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

// Output position i of each line's values and indices: the element at the sorted position the
// selection picks (iteration/sort_select.h), from the sorted keys and positions.
template <class T>
__global__ void write_selected_kernel(ScanGeometry g, sort_select::Selection selection, int64_t count, const char* in,
                                      const uint64_t* sorted_keys, const int64_t* sorted, char* values, char* indices) {
  const int64_t total = g.num_lines * count;
  const int64_t stride = static_cast<int64_t>(gridDim.x) * blockDim.x;
  for (int64_t j = static_cast<int64_t>(blockIdx.x) * blockDim.x + threadIdx.x; j < total; j += stride) {
    const int64_t line = j / count, i = j % count;
    int64_t off[3];
    g.lines.offsets(line, off);
    const uint64_t* keys = sorted_keys + line * g.length;
    const int64_t at = sort_select::position(selection, i, g.length, [keys](int64_t k) { return keys[k]; });
    const int64_t from = sorted[line * g.length + at];
    reduce::store_element<T>(values + off[1] + i * g.step[1], reduce::load_element<T>(in + off[0] + from * g.step[0]));
    *reinterpret_cast<int64_t*>(indices + off[2] + i * g.step[2]) = from;
  }
}

// Sorts each line of the CUDA tensor `input` (elements T) along the wrapped `dim` and writes what
// `selection` picks of it into `values` and `indices`, as the CPU loop's run_sort (iteration/
// sort.h) does. Instantiated once for every dtype (src/cuda/sort_lines.cu).
template <class T>
void cuda_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values,
               const TensorBase& indices) {
  const TensorBase outputs[] = {values, indices};
  const scan::ScanLayout l = scan::scan_layout(input, dim, outputs);
  if (l.num_lines == 0) return;
  const int64_t count = selection.count(l.length);
  if (count == 0) return;
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
  sort_key_lines(keys, sorted_keys, positions, sorted, l.num_lines, l.length, selection.descending, input.device());
  auto* write = &write_selected_kernel<T>;
  write<<<cuda::grid_blocks(write, guard.index(), l.num_lines * count), cuda::kBlockThreads>>>(
      g, selection, count, in, sorted_keys, sorted, static_cast<char*>(values.data_ptr()),
      static_cast<char*>(indices.data_ptr()));
  cuda::check_cuda(cudaGetLastError(), "sort kernel launch");
}

#define OPFORGE_DECLARE_CUDA_SORT(T)                                                                       \
  extern template void cuda_sort<T>(const TensorBase&, int64_t, sort_select::Selection, const TensorBase&, \
                                    const TensorBase&);
OPFORGE_SORT_DTYPES(OPFORGE_DECLARE_CUDA_SORT)
#undef OPFORGE_DECLARE_CUDA_SORT

}  // namespace opforge::cuda_detail
