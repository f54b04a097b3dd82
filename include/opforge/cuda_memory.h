// What the CUDA allocator holds, and handing its cache back: PyTorch's torch.cuda.memory_allocated,
// torch.cuda.memory_reserved and torch.cuda.empty_cache.
//
// CUDA memory comes from each device's stream-ordered pool, which keeps what tensors free for the
// next allocation (src/core/cuda_allocator.cpp). That memory stays reserved, invisible to other
// processes, until an allocation fails or cuda_empty_cache() hands it back.
#pragma once

#include <cstdint>
#include <optional>

#include "opforge/device.h"

namespace opforge {

// Bytes of `device` (default: the current CUDA device) that opforge's live allocations (tensors'
// storages) occupy. 0 before opforge has allocated on any CUDA device, as in a build without CUDA.
int64_t cuda_memory_allocated(std::optional<Device> device = std::nullopt);

// Bytes of `device` the allocator holds: what cuda_memory_allocated counts plus its cache.
// Equal to cuda_memory_allocated with OPFORGE_NO_CUDA_MEMORY_CACHING=1. 0 before opforge has
// allocated on any CUDA device.
int64_t cuda_memory_reserved(std::optional<Device> device = std::nullopt);

// Waits for every device's queued work, then hands the memory the allocator holds but no tensor
// uses back to the driver. Does nothing before opforge has allocated on a CUDA device, and in a
// build without CUDA.
void cuda_empty_cache();

}  // namespace opforge
