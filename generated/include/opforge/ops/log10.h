// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named log10 (log10).
// The functions are defined in generated/src/dispatch/log10.cpp, except the inline forwarding
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

// log10(Tensor self) -> Tensor
// The base-10 logarithm of self.
Tensor log10(const Tensor& self);
Tensor& log10_out(Tensor& out, const Tensor& self);

}  // namespace opforge
