// Operand strides in bytes, the unit every element loop (StridedLoop, the CUDA offset plans) walks in.
// A dim of at most one element, and every dim of a tensor without elements, gets byte stride 0:
// its stride is never stepped, may be any non-negative number (as_strided({1}, {INT64_MAX / 2})),
// and scaling it by the itemsize could overflow (checked::byte_stride).
#pragma once

#include "core/checked_math.h"
#include "opforge/layout.h"
#include "opforge/tensor_base.h"

namespace opforge {

// t's strides in bytes.
inline DimVector byte_strides(const TensorBase& t) {
  DimVector strides(t.strides());
  const auto item = static_cast<int64_t>(t.element_size());
  const bool has_elements = t.numel() != 0;
  for (size_t d = 0; d < strides.size(); ++d)
    strides[d] = checked::byte_stride(t.sizes()[d], strides[d], item, has_elements);
  return strides;
}

// t's strides in bytes as seen from `shape`, which t's shape broadcasts to: 0 along the leading dims
// t lacks and along its size-1 dims that the shape expands.
inline DimVector broadcast_byte_strides(const TensorBase& t, IntArrayRef shape) {
  const size_t nd = shape.size();
  const auto td = static_cast<size_t>(t.dim());
  const auto item = static_cast<int64_t>(t.element_size());
  const bool has_elements = t.numel() != 0;
  DimVector out(nd, 0);
  for (size_t i = 0; i < td; ++i)
    out[nd - td + i] = checked::byte_stride(t.sizes()[i], t.strides()[i], item, has_elements);
  return out;
}

}  // namespace opforge
