// Byte-level filling, shared by fill, zero_ and zeros (src/cpu/fill.cpp).
#pragma once

#include "opforge/tensor.h"

namespace opforge {

// Sets every byte of every element of t to zero: the value 0 of every dtype (2^-127 for
// float8_e8m0fnu, which has no zero), on any device.
void fill_zero_bytes(const Tensor& t);

// Sets every byte of `storage` to zero, on any device: what new bool memory starts as (only the
// bytes 0 and 1 are bool values). Bytes, not elements: an expanded tensor of 2^40 elements may
// have one byte of storage.
void fill_zero_storage(const Storage& storage);

}  // namespace opforge
