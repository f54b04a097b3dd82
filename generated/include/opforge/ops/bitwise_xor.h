// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bitwise_xor (bitwise_xor.Tensor).
// The functions are defined in generated/src/dispatch/bitwise_xor.cpp, except the inline forwarding
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

// bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor
// The bitwise XOR of self and other (logical XOR for bool).
Tensor bitwise_xor(const Tensor& self, const Tensor& other);
Tensor& bitwise_xor_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor bitwise_xor(const Tensor& self, const Scalar& other);
Tensor& bitwise_xor_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor bitwise_xor(const Scalar& self, const Tensor& other);
}  // namespace dispatch

}  // namespace opforge
