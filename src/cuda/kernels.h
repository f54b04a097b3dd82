// The CUDA kernels of the runtime's own ops (fill_, copy_), declared for the host files that
// dispatch to them (src/cpu/fill.cpp, src/cpu/copy.cpp). Defined in src/cuda/fill.cu and
// src/cuda/copy.cu, which the build compiles exactly when it defines OPFORGE_HAS_CUDA_KERNELS.
#pragma once

#include "opforge/tensor.h"

namespace opforge::cuda {

// Writes the element_size() bytes at `value` into every element of the CUDA tensor t, positions
// that an expanded t shares included.
void fill_bytes(const Tensor& t, const void* value);

// Writes src into dst, broadcasting src to dst's shape and converting each element to dst's dtype
// with cast_element's rules. dst and src live on the same CUDA device; dst has no internal overlap
// and does not partially overlap src. Equal dtypes are copied as bytes (any dtype); conversions
// cover the non-shell dtypes and float8, other pairs raise NotImplementedError naming copy_.
void copy_on_device(const Tensor& dst, const Tensor& src);

}  // namespace opforge::cuda
