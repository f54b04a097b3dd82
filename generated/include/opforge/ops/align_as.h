// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named align_as (align_as).
// The functions are defined in generated/src/dispatch/align_as.cpp, except the inline forwarding
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

// align_as(Tensor(a) self, Tensor other) -> Tensor(a)
// A view of self aligned to the names of other (align_to(other.names)).

}  // namespace opforge
