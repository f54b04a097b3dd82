// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sign (sign).
// The functions are defined in generated/src/dispatch/sign.cpp, except the inline forwarding
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

// sign(Tensor self) -> Tensor
// -1, 0 or 1 by the sign of self (0 for zeros and NaN).
Tensor sign(const Tensor& self);
Tensor& sign_out(Tensor& out, const Tensor& self);

}  // namespace opforge
