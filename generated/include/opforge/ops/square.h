// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named square (square).
// The functions are defined in generated/src/dispatch/square.cpp, except the inline forwarding
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

// square(Tensor self) -> Tensor
// Self times self; a bool tensor gives int64.
Tensor square(const Tensor& self);
Tensor& square_out(Tensor& out, const Tensor& self);

}  // namespace opforge
