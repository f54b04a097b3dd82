// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cuda (cuda).
// The functions are defined in generated/src/dispatch/cuda.cpp, except the inline forwarding
// forms below; the methods are declared in class Tensor (opforge/tensor_methods.inc).
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "opforge/tensor.h"

namespace opforge {

// cuda(Tensor(a) self, Device? device=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor(a)
// Self's values on a CUDA device.

}  // namespace opforge
