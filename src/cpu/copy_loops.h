// The CPU copy loops of copy_ (src/cpu/copy.cpp): bytes for equal dtypes, cast_element's
// conversions between the others. Apart from copy.cpp so that the conversion loops, every pair of
// dtypes, see only TensorBase and do not recompile when an op is added.
#pragma once

#include "opforge/tensor_base.h"

namespace opforge::cpu {

// Writes src into dst, converting each element to dst's dtype. dst and src are CPU tensors, src
// broadcastable to dst, and their memory does not overlap (or overlaps fully, element for
// element). Same dtypes copy as bytes (any dtype); conversions cover the non-shell dtypes and
// the float8 family (NotImplementedError naming copy_ otherwise).
void copy_cpu(const TensorBase& dst, const TensorBase& src);

}  // namespace opforge::cpu
