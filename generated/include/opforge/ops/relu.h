// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named relu (relu).
// The functions are defined in generated/src/dispatch/relu.cpp, except the inline forwarding
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

// relu(Tensor self) -> Tensor
// Self where it is positive, else 0 (NaN stays NaN).
Tensor relu(const Tensor& self);

}  // namespace opforge
