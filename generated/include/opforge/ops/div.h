// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named div (div, div.Tensor_mode, div.Scalar_mode).
// The functions are defined in generated/src/dispatch/div.cpp, except the inline forwarding
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

// div(Tensor self, Tensor other) -> Tensor
// Divides self by other (true division; integer inputs give a floating result).
Tensor div(const Tensor& self, const Tensor& other);
Tensor& div_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor div(const Scalar& self, const Tensor& other);
Tensor& div_out(Tensor& out, const Scalar& self, const Tensor& other);
Tensor div(const Tensor& self, const Scalar& other);
Tensor& div_out(Tensor& out, const Tensor& self, const Scalar& other);

// div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor
// Divides self by other, rounding the quotient as rounding_mode says (None, "trunc" or "floor").
Tensor div(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode);
Tensor& div_out(Tensor& out, const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode);

// div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor
// Divides self by the number other, rounding the quotient as rounding_mode says (None, "trunc" or
// "floor").
Tensor div(const Tensor& self, const Scalar& other, std::optional<std::string_view> rounding_mode);

}  // namespace opforge
