// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named angle (angle).
// The functions are defined in generated/src/dispatch/angle.cpp, except the inline forwarding
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

// angle(Tensor self) -> Tensor
// The argument of complex self in radians, as a real tensor; for real self pi where negative, else
// 0 (NaN kept).
Tensor angle(const Tensor& self);
Tensor& angle_out(Tensor& out, const Tensor& self);

}  // namespace opforge
