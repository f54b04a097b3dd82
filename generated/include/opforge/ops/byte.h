// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named byte (byte).
// The functions are defined in generated/src/dispatch/byte.cpp, except the inline forwarding
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

// byte(Tensor(a) self, MemoryFormat? memory_format=None) -> Tensor(a)
// Self's values as uint8 (to(uint8)).

}  // namespace opforge
