// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named type_as (type_as).
// The functions are defined in generated/src/dispatch/type_as.cpp, except the inline forwarding
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

// type_as(Tensor self, Tensor other) -> Tensor
// Self's values in other's dtype, on other's device (to(other)).

}  // namespace opforge
