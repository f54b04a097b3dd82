// The one CUDA sort under every sort kernel (cuda/sort.cuh): CUB's segmented radix sort of 64-bit
// order keys (iteration/sort_order.h) with the positions along the line they came from, stably,
// compiled once for every dtype.
#pragma once

#include <cstdint>

#include "opforge/device.h"

namespace opforge::cuda_detail {

// Sorts, for each of `lines` contiguous runs of `length` keys in device memory, the keys (ascending,
// or descending) and their positions alike, stably, from (keys_in, positions_in) into (keys_out,
// positions_out). RuntimeError past INT_MAX elements in all (CUB's segmented sort counts in int).
void sort_key_lines(const uint64_t* keys_in, uint64_t* keys_out, const int64_t* positions_in, int64_t* positions_out,
                    int64_t lines, int64_t length, bool descending, Device device);

}  // namespace opforge::cuda_detail
