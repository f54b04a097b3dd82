// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named logical_xor (logical_xor).
// The functions are defined in generated/src/dispatch/logical_xor.cpp, except the inline forwarding
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

// logical_xor(Tensor self, Tensor other) -> Tensor
// True where exactly one of self and other is non-zero.
Tensor logical_xor(const Tensor& self, const Tensor& other);
Tensor& logical_xor_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
