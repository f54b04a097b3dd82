// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sigmoid (sigmoid).
// The functions are defined in generated/src/dispatch/sigmoid.cpp, except the inline forwarding
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

// sigmoid(Tensor self) -> Tensor
// The logistic sigmoid of self, 1 / (1 + exp(-self)).
Tensor sigmoid(const Tensor& self);
Tensor& sigmoid_out(Tensor& out, const Tensor& self);

}  // namespace opforge
