// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named tanh (tanh).
// The functions are defined in generated/src/dispatch/tanh.cpp, except the inline forwarding
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

// tanh(Tensor self) -> Tensor
// The hyperbolic tangent of self.
Tensor tanh(const Tensor& self);
Tensor& tanh_out(Tensor& out, const Tensor& self);

}  // namespace opforge
