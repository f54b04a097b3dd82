// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named char, which generated/src/dispatch/char.cpp calls.
// Composite functions (composite::) are hand-written in src/composite/char.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::composite {
Tensor to_char(const Tensor& self, std::optional<MemoryFormat> memory_format, const Tensor* out);
}  // namespace opforge::composite
