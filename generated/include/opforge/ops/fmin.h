// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named fmin (fmin).
// The functions are defined in generated/src/dispatch/fmin.cpp, except the inline forwarding
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

// fmin(Tensor self, Tensor other) -> Tensor
// The smaller of self and other, elementwise; where one is NaN, the other.
Tensor fmin(const Tensor& self, const Tensor& other);
Tensor& fmin_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
