// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named logical_and (logical_and).
// The functions are defined in generated/src/dispatch/logical_and.cpp, except the inline forwarding
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

// logical_and(Tensor self, Tensor other) -> Tensor
// True where both self and other are non-zero.
Tensor logical_and(const Tensor& self, const Tensor& other);
Tensor& logical_and_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
