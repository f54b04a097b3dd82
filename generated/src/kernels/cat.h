// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named cat, which generated/src/dispatch/cat.cpp calls.
// Custom kernels (kernels::) are hand-written in src/cpu/cat.cpp. `out` is nullptr for the function and method variants, &self for
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
Tensor cat_kernel(TensorList tensors, int64_t dim, const Tensor* out);
}  // namespace opforge::kernels
