// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named acos (acos).
// The functions are defined in generated/src/dispatch/acos.cpp, except the inline forwarding
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

// acos(Tensor self) -> Tensor
// The arccosine of self, in radians.
Tensor acos(const Tensor& self);
Tensor& acos_out(Tensor& out, const Tensor& self);

}  // namespace opforge
