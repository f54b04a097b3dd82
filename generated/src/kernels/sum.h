// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named sum, which generated/src/dispatch/sum.cpp calls.
// Custom kernels (kernels::) are hand-written in src/cpu/sum.cpp (CUDA parts in src/cuda/, built
// with the CUDA backend, OPFORGE_HAS_CUDA). `out` is nullptr for the function and method variants, &self for
// the in-place variant, the out= tensor for the out variant, and for several returns an array of
// the out tensors in return order; a kernel returns its result (`out` itself when given).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::kernels {
Tensor sum_kernel(const Tensor& self, std::optional<ScalarType> dtype, const Tensor* out);
Tensor sum_kernel(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim, std::optional<ScalarType> dtype, const Tensor* out);
}  // namespace opforge::kernels
