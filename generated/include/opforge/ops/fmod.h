// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named fmod (fmod.Tensor).
// The functions are defined in generated/src/dispatch/fmod.cpp, except the inline forwarding
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

// fmod.Tensor(Tensor self, Tensor other) -> Tensor
// The remainder of self divided by other, rounding the quotient toward zero (C's fmod); it has
// self's sign.
Tensor fmod(const Tensor& self, const Tensor& other);
Tensor& fmod_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor fmod(const Tensor& self, const Scalar& other);
Tensor& fmod_out(Tensor& out, const Tensor& self, const Scalar& other);

}  // namespace opforge
