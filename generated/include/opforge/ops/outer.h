// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named outer (outer).
// The functions are defined in generated/src/dispatch/outer.cpp, except the inline forwarding
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

// outer(Tensor self, Tensor vec2) -> Tensor
// The outer product of the 1-D tensors self and vec2, [n] and [m] giving [n, m].
Tensor outer(const Tensor& self, const Tensor& vec2);
Tensor& outer_out(Tensor& out, const Tensor& self, const Tensor& vec2);

}  // namespace opforge
