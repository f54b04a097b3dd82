// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named remainder (remainder.Tensor, remainder.Scalar_Tensor).
// The functions are defined in generated/src/dispatch/remainder.cpp, except the inline forwarding
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

// remainder.Tensor(Tensor self, Tensor other) -> Tensor
// The remainder of self divided by other, rounding the quotient down (Python's %); it has other's
// sign.
Tensor remainder(const Tensor& self, const Tensor& other);
Tensor& remainder_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor remainder(const Tensor& self, const Scalar& other);
Tensor& remainder_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor remainder(const Scalar& self, const Tensor& other);
}  // namespace dispatch

// remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor
// The remainder of the number self divided by each element of other.
Tensor remainder(const Scalar& self, const Tensor& other);

}  // namespace opforge
