// Memory-overlap questions an operator asks before it writes: can one written element be reached
// through two indices of the output, and do an output and an input share memory? The answers and
// error texts are PyTorch's (aten/src/ATen/MemoryOverlap.cpp): only dense tensors get a definite
// answer, anything else is "too hard" and PyTorch lets it through.
#pragma once

#include "opforge/tensor_base.h"

namespace opforge {

enum class MemOverlap { No, Yes, TooHard };
enum class MemOverlapStatus { Full, Partial, No, TooHard };

// Yes when a dim of size > 1 has stride 0 (an expanded tensor); No when dense.
MemOverlap has_internal_overlap(const TensorBase& t);
// RuntimeError "unsupported operation: more than one element of the written-to tensor refers to
// a single memory location. Please clone() the tensor before performing the operation."
void assert_no_internal_overlap(const TensorBase& t);

// Full: the same elements in the same order (a tensor and itself, or an identical view). Partial:
// dense tensors whose byte ranges intersect otherwise. TooHard: a non-dense operand.
MemOverlapStatus get_overlap_status(const TensorBase& a, const TensorBase& b);
// RuntimeError "unsupported operation: some elements of the input tensor and the written-to
// tensor refer to a single memory location. Please clone() the tensor before performing the
// operation." on Partial; otherwise returns the status, for callers that treat TooHard further.
MemOverlapStatus assert_no_partial_overlap(const TensorBase& a, const TensorBase& b);

// Conservative test for the cases PyTorch calls too hard: whether the byte ranges spanned by a
// and b in a shared storage intersect. False guarantees no element of one is an element of the
// other.
bool may_share_memory(const TensorBase& a, const TensorBase& b);

}  // namespace opforge
