// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named abs (abs).
// The functions are defined in generated/src/dispatch/abs.cpp, except the inline forwarding
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

// abs(Tensor self) -> Tensor
// The absolute value of self; the magnitude, as a real tensor, for complex input.
Tensor abs(const Tensor& self);
Tensor& abs_out(Tensor& out, const Tensor& self);

}  // namespace opforge
