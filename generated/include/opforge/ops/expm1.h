// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named expm1 (expm1).
// The functions are defined in generated/src/dispatch/expm1.cpp, except the inline forwarding
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

// expm1(Tensor self) -> Tensor
// exp(self) - 1, accurate for self near 0.
Tensor expm1(const Tensor& self);
Tensor& expm1_out(Tensor& out, const Tensor& self);

}  // namespace opforge
