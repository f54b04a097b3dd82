// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named minimum (minimum).
// The functions are defined in generated/src/dispatch/minimum.cpp, except the inline forwarding
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

// minimum(Tensor self, Tensor other) -> Tensor
// The smaller of self and other, elementwise; NaN if either is NaN.
Tensor minimum(const Tensor& self, const Tensor& other);
Tensor& minimum_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
