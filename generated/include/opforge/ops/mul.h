// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named mul (mul).
// The functions are defined in generated/src/dispatch/mul.cpp, except the inline forwarding
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

// mul(Tensor self, Tensor other) -> Tensor
// Multiplies self by other.
Tensor mul(const Tensor& self, const Tensor& other);
Tensor& mul_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor mul(const Scalar& self, const Tensor& other);
Tensor& mul_out(Tensor& out, const Scalar& self, const Tensor& other);
Tensor mul(const Tensor& self, const Scalar& other);
Tensor& mul_out(Tensor& out, const Tensor& self, const Scalar& other);

}  // namespace opforge
