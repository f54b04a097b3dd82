// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named zero (zero).
// The functions are defined in generated/src/dispatch/zero.cpp, except the inline forwarding
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

// zero(Tensor self) -> Tensor
// Sets every element of self to zero (zero_), as fill_(0).

}  // namespace opforge
