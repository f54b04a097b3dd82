// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named split_with_sizes, which generated/src/dispatch/split_with_sizes.cpp calls.
// Composite functions (composite::) are hand-written in src/composite/split_with_sizes.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::composite {
std::vector<Tensor> split_with_sizes(const Tensor& self, IntArrayRef split_sizes, int64_t dim, const Tensor* out);
}  // namespace opforge::composite
