// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bitwise_not (bitwise_not).
// The functions are defined in generated/src/dispatch/bitwise_not.cpp, except the inline forwarding
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

// bitwise_not(Tensor self) -> Tensor
// The bitwise complement of self; logical negation for bool. Floating input is rejected.
Tensor bitwise_not(const Tensor& self);
Tensor& bitwise_not_out(Tensor& out, const Tensor& self);

}  // namespace opforge
