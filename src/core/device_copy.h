// Copying elements between two tensors on whichever devices they live: the runtime's primitive
// under copy_, clone, to() and cat. Both on the CPU: the CPU loops (src/cpu/copy_loops.cpp). Both on
// one CUDA device: a copy kernel there (src/cuda/copy.cu). Otherwise src's bytes come to the host,
// are converted into a host image of dst there, and go back.
#pragma once

#include "opforge/tensor.h"

namespace opforge {

// Writes src into dst, broadcasting src to dst's shape and converting each element to dst's dtype
// (cast_element's rules). dst has no internal overlap and does not partially overlap src (copy_
// checks that, and reads an aliased src from a copy).
void copy_elements(const Tensor& dst, const Tensor& src);

}  // namespace opforge
