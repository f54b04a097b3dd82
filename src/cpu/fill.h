// Byte-level filling, shared by fill, zero_ and zeros (src/cpu/fill.cpp).
#pragma once

#include "opforge/tensor.h"

namespace opforge {

// Sets every byte of every element of t to zero: the value 0 of every dtype (2^-127 for
// float8_e8m0fnu, which has no zero), on any device.
void fill_zero_bytes(const Tensor& t);

}  // namespace opforge
