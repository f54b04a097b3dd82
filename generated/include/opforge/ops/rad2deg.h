// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named rad2deg (rad2deg).
// The functions are defined in generated/src/dispatch/rad2deg.cpp, except the inline forwarding
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

// rad2deg(Tensor self) -> Tensor
// Self, in radians, converted to degrees.
Tensor rad2deg(const Tensor& self);
Tensor& rad2deg_out(Tensor& out, const Tensor& self);

}  // namespace opforge
