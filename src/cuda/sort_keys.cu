#include "cuda/sort_keys.h"

#include <climits>

#include <cuda_runtime.h>
#include <cub/device/device_segmented_radix_sort.cuh>

#include "cuda/cuda_check.h"
#include "cuda/launch.h"
#include "opforge/error.h"
#include "opforge/storage.h"

namespace opforge::cuda_detail {
namespace {

__global__ void line_offsets_kernel(int* offsets, int lines, int length) {
  for (int j = blockIdx.x * blockDim.x + threadIdx.x; j <= lines; j += gridDim.x * blockDim.x) offsets[j] = j * length;
}

}  // namespace

void sort_key_lines(const uint64_t* keys_in, uint64_t* keys_out, const int64_t* positions_in, int64_t* positions_out,
                    int64_t lines, int64_t length, bool descending, Device device) {
  const int64_t total = lines * length;
  OPFORGE_CHECK(total <= INT_MAX, RuntimeError,
                "CUDA sorts take at most {} elements in all (CUB's segmented sort counts in int); got {}", INT_MAX,
                total);
  const cuda::DeviceGuard guard(device);
  // Freed on return while the kernels may still run: freeing is ordered after the queued work
  // (src/core/cuda_allocator.cpp).
  const Storage offset_storage = Storage::make(static_cast<size_t>(lines + 1) * sizeof(int), device);
  int* offsets = static_cast<int*>(offset_storage->data());
  const int n = static_cast<int>(total), segments = static_cast<int>(lines), step = static_cast<int>(length);
  auto* offsets_kernel = &line_offsets_kernel;
  offsets_kernel<<<cuda::grid_blocks(offsets_kernel, guard.index(), lines + 1), cuda::kBlockThreads>>>(offsets,
                                                                                                       segments, step);
  cuda::check_cuda(cudaGetLastError(), "sort kernel launch");
  auto sort = [&](void* temp, size_t& bytes) {
    return descending
               ? cub::DeviceSegmentedRadixSort::SortPairsDescending(temp, bytes, keys_in, keys_out, positions_in,
                                                                    positions_out, n, segments, offsets, offsets + 1)
               : cub::DeviceSegmentedRadixSort::SortPairs(temp, bytes, keys_in, keys_out, positions_in, positions_out,
                                                          n, segments, offsets, offsets + 1);
  };
  size_t bytes = 0;
  cuda::check_cuda(sort(nullptr, bytes), "DeviceSegmentedRadixSort");
  const Storage temp = Storage::make(bytes, device);
  cuda::check_cuda(sort(temp->data(), bytes), "DeviceSegmentedRadixSort");
}

}  // namespace opforge::cuda_detail
