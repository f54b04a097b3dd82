// The CUDA half of allocator_for, internal to the runtime. Built with OPFORGE_HAS_CUDA it hands out
// one allocator per device, backed by the device's stream-ordered memory pool (or by cudaMalloc;
// cuda_allocator.cpp says when and why); without CUDA, or without a usable GPU, every entry
// point raises RuntimeError saying why, in PyTorch's words.
#pragma once

#include "opforge/storage.h"

namespace opforge::detail {

// The allocator for CUDA device `index` (>= 0). Raises for an index past the last device.
Allocator* cuda_allocator(DeviceIndex index);

// The device CUDA allocates on when none is named (the runtime's current device).
DeviceIndex cuda_current_device();

}  // namespace opforge::detail
