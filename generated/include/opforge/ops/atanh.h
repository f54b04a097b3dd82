// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named atanh (atanh).
// The functions are defined in generated/src/dispatch/atanh.cpp, except the inline forwarding
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

// atanh(Tensor self) -> Tensor
// The inverse hyperbolic tangent of self.
Tensor atanh(const Tensor& self);
Tensor& atanh_out(Tensor& out, const Tensor& self);

}  // namespace opforge
