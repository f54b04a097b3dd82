// New tensors over new memory, with PyTorch's checks of sizes and strides: what the factory ops'
// stubs (dispatch/factory.h) and the runtime's own results allocate. No names, no options rules:
// those are the stubs'.
#pragma once

#include "opforge/tensor.h"

namespace opforge::detail {

// A tensor of `sizes` with the strides of `memory_format` (RuntimeError "Trying to create tensor
// with negative dimension -1: [2, -1]", "Storage size calculation overflowed with sizes=[...]").
// `pinned`: in page-locked host memory (device must be the CPU). Bool elements hold False: a bool
// byte other than 0 or 1 is not a value of bool, and every kernel (and the printer) would load it.
Tensor allocate_tensor(IntArrayRef sizes, ScalarType dtype, Device device,
                       MemoryFormat memory_format = MemoryFormat::Contiguous, bool pinned = false);

// A tensor of `sizes` and `strides` (RuntimeError "dimensionality of sizes (2) must match
// dimensionality of strides (1)"; a negative stride or a span past int64 reports as an overflow,
// as PyTorch's unsigned arithmetic does).
Tensor allocate_strided_tensor(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype, Device device,
                               bool pinned = false);

}  // namespace opforge::detail
