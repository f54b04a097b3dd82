// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named inner (inner).
// The functions are defined in generated/src/dispatch/inner.cpp, except the inline forwarding
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

// inner(Tensor self, Tensor other) -> Tensor
// The sum of the products of self and other over their last dims ([..., n] and [..., n] give self's
// other dims then other's); a 0-dim operand multiplies the other.
Tensor inner(const Tensor& self, const Tensor& other);
Tensor& inner_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
