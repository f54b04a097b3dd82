// Operand strides in bytes, the unit every element loop (StridedLoop, the CUDA offset plans) walks in.
#pragma once

#include "opforge/layout.h"
#include "opforge/tensor_base.h"

namespace opforge {

// t's strides in bytes.
inline DimVector byte_strides(const TensorBase& t) {
  DimVector strides(t.strides());
  const auto item = static_cast<int64_t>(t.element_size());
  for (int64_t& s : strides) s *= item;
  return strides;
}

// t's strides in bytes as seen from `shape`, which t's shape broadcasts to: 0 along the leading dims
// t lacks and along its size-1 dims that the shape expands.
inline DimVector broadcast_byte_strides(const TensorBase& t, IntArrayRef shape) {
  const size_t nd = shape.size();
  const auto td = static_cast<size_t>(t.dim());
  const auto item = static_cast<int64_t>(t.element_size());
  DimVector out(nd, 0);
  for (size_t i = 0; i < td; ++i) {
    const size_t d = nd - td + i;
    if (t.sizes()[i] != 1 || shape[d] == 1) out[d] = t.strides()[i] * item;
  }
  return out;
}

}  // namespace opforge
