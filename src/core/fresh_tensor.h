// The fresh result of an op, made without the factories' argument checks: the op's sizes come
// from tensors that already exist, so they were validated when those were made.
#pragma once

#include "opforge/tensor_base.h"

namespace opforge::detail {

// A contiguous, unnamed tensor of `sizes` (numel elements) over new memory on `device`.
TensorBase fresh_contiguous(IntArrayRef sizes, int64_t numel, ScalarType dtype, Device device);

}  // namespace opforge::detail
