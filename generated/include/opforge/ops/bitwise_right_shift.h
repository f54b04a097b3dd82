// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bitwise_right_shift (bitwise_right_shift.Tensor, bitwise_right_shift.Scalar_Tensor).
// The functions are defined in generated/src/dispatch/bitwise_right_shift.cpp, except the inline forwarding
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

// bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor
// Self shifted right by other bits (>>); the sign fill where other is negative or not below the
// width.
Tensor bitwise_right_shift(const Tensor& self, const Tensor& other);
Tensor& bitwise_right_shift_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor bitwise_right_shift(const Tensor& self, const Scalar& other);
Tensor& bitwise_right_shift_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor bitwise_right_shift(const Scalar& self, const Tensor& other);
}  // namespace dispatch

// bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
// The number self shifted right by each element of other.
Tensor bitwise_right_shift(const Scalar& self, const Tensor& other);

}  // namespace opforge
