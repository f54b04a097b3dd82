// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named atan2 (atan2).
// The functions are defined in generated/src/dispatch/atan2.cpp, except the inline forwarding
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

// atan2(Tensor self, Tensor other) -> Tensor
// The arctangent of self / other, with the quadrant taken from the signs of both.
Tensor atan2(const Tensor& self, const Tensor& other);
Tensor& atan2_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
