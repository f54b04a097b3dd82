// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named log2 (log2).
// The functions are defined in generated/src/dispatch/log2.cpp, except the inline forwarding
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

// log2(Tensor self) -> Tensor
// The base-2 logarithm of self.
Tensor log2(const Tensor& self);
Tensor& log2_out(Tensor& out, const Tensor& self);

}  // namespace opforge
