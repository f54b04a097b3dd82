// Moving a tensor's bytes between host and device memory, for the kernels (copy_, fill_) that do
// their element work on the host. Transfers between host and device memory are synchronous; one
// between two devices is ordered before all later work on both (cudaMemcpyPeer).
//
// A tensor's span is the bytes from its first to its last element, gaps between strided elements
// included; a host image of a tensor is a fresh CPU tensor with the same sizes and strides whose
// storage holds exactly that span, so writing the image back touches no byte outside the span.
#pragma once

#include <cstddef>

#include "opforge/tensor.h"

namespace opforge {

// memcpy between any two memories (cpu or cuda). RuntimeError with CUDA's message on failure.
void copy_bytes(void* dst, Device dst_device, const void* src, Device src_device, size_t nbytes);

// A host image of `t` whose contents are undefined (for a dense `t` that is about to be fully
// written) or, with `with_contents`, a copy of t's span.
Tensor host_image(const Tensor& t, bool with_contents);
// Writes the span of `image` (made by host_image(t, ...)) back into t's memory.
void write_back(const Tensor& t, const Tensor& image);

}  // namespace opforge
