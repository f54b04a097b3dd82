// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named pow (pow, pow.Tensor_Scalar, pow.Scalar).
// The functions are defined in generated/src/dispatch/pow.cpp, except the inline forwarding
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

// pow(Tensor self, Tensor exponent) -> Tensor
// Raises self to the power exponent, elementwise. Integers to negative integer powers are rejected.
Tensor pow(const Tensor& self, const Tensor& exponent);
Tensor& pow_out(Tensor& out, const Tensor& self, const Tensor& exponent);

// pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
// Raises self to the scalar power exponent.
Tensor pow(const Tensor& self, const Scalar& exponent);
Tensor& pow_out(Tensor& out, const Tensor& self, const Scalar& exponent);

// pow.Scalar(Scalar self, Tensor exponent) -> Tensor
// Raises the scalar self to the power of each element of exponent.
Tensor pow(const Scalar& self, const Tensor& exponent);
Tensor& pow_out(Tensor& out, const Scalar& self, const Tensor& exponent);

}  // namespace opforge
