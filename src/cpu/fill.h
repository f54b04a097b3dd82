// fill's CPU loop (src/cpu/fill.cpp), under the runtime's fill_element (src/core/device_fill.h).
#pragma once

#include "opforge/tensor_base.h"

namespace opforge::cpu {

// Writes the element_size() bytes at `element` into every element of the CPU tensor t, positions
// that an expanded t shares included.
void fill_bytes(const TensorBase& t, const void* element);

}  // namespace opforge::cpu
