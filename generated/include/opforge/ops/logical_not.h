// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named logical_not (logical_not).
// The functions are defined in generated/src/dispatch/logical_not.cpp, except the inline forwarding
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

// logical_not(Tensor self) -> Tensor
// True where self is zero.
Tensor logical_not(const Tensor& self);
Tensor& logical_not_out(Tensor& out, const Tensor& self);

}  // namespace opforge
