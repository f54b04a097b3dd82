// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sqrt (sqrt).
// The functions are defined in generated/src/dispatch/sqrt.cpp, except the inline forwarding
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

// sqrt(Tensor self) -> Tensor
// The square root of self; NaN for negative real input.
Tensor sqrt(const Tensor& self);
Tensor& sqrt_out(Tensor& out, const Tensor& self);

}  // namespace opforge
