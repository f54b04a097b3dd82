// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bfloat16 (bfloat16).
// The functions are defined in generated/src/dispatch/bfloat16.cpp, except the inline forwarding
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

// bfloat16(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)
// Self's values as bfloat16 (to(bfloat16)).

}  // namespace opforge
