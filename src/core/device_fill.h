// Writing one element value everywhere in a tensor, on whichever device it lives: the runtime's
// primitive under fill_, zero_, zeros and new bool memory. The device loops are cpu::fill_bytes
// (src/cpu/fill.cpp) and cuda::fill_bytes (src/cuda/fill.cu).
#pragma once

#include "opforge/tensor.h"

namespace opforge {

// Writes the element_size() bytes at `element` into every element of t, positions that an
// expanded t shares included.
void fill_element(const TensorBase& t, const void* element);

// Sets every byte of every element of t to zero: the value 0 of every dtype (2^-127 for
// float8_e8m0fnu, which has no zero), on any device.
void fill_zero_bytes(const TensorBase& t);

// Sets every byte of `storage` to zero, on any device: what new bool memory starts as (only the
// bytes 0 and 1 are bool values). Bytes, not elements: an expanded tensor of 2^40 elements may
// have one byte of storage.
void fill_zero_storage(const Storage& storage);

}  // namespace opforge
