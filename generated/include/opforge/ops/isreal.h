// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named isreal (isreal).
// The functions are defined in generated/src/dispatch/isreal.cpp, except the inline forwarding
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

// isreal(Tensor self) -> Tensor
// True where self's imaginary part is zero (everywhere for a real tensor).
Tensor isreal(const Tensor& self);

}  // namespace opforge
