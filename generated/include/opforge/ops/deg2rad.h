// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named deg2rad (deg2rad).
// The functions are defined in generated/src/dispatch/deg2rad.cpp, except the inline forwarding
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

// deg2rad(Tensor self) -> Tensor
// Self, in degrees, converted to radians.
Tensor deg2rad(const Tensor& self);
Tensor& deg2rad_out(Tensor& out, const Tensor& self);

}  // namespace opforge
