// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named isneginf (isneginf).
// The functions are defined in generated/src/dispatch/isneginf.cpp, except the inline forwarding
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

// isneginf(Tensor self) -> Tensor
// True where self is negative infinity.
Tensor isneginf(const Tensor& self);
Tensor& isneginf_out(Tensor& out, const Tensor& self);

}  // namespace opforge
