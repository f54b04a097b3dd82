// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sub (sub).
// The functions are defined in generated/src/dispatch/sub.cpp, except the inline forwarding
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

// sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
// Subtracts other, scaled by alpha, from self. Two bool tensors are rejected; use logical_xor.
Tensor sub(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor& sub_out(Tensor& out, const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor sub(const Scalar& self, const Tensor& other, const Scalar& alpha = 1);
Tensor& sub_out(Tensor& out, const Scalar& self, const Tensor& other, const Scalar& alpha = 1);
Tensor sub(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
Tensor& sub_out(Tensor& out, const Tensor& self, const Scalar& other, const Scalar& alpha = 1);

}  // namespace opforge
