// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named equal (equal).
// The functions are defined in generated/src/dispatch/equal.cpp, except the inline forwarding
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

// equal(Tensor self, Tensor other) -> bool
// Whether self and other have the same sizes and names and equal elements.
bool equal(const Tensor& self, const Tensor& other);

}  // namespace opforge
