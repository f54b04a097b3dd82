// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named randint_like, which generated/src/dispatch/randint_like.cpp calls.
// Factory fill functions (composite::) are hand-written in src/composite/randint_like.cpp: they fill
// the new tensor the stub made (its dtype, device, sizes and names chosen by the entry's rules), on
// its device, with other ops or the runtime's device loops. The stub skips them on the meta device.
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
void randint(const Tensor& result, int64_t high);
void randint(const Tensor& result, int64_t low, int64_t high);
}  // namespace opforge::composite
