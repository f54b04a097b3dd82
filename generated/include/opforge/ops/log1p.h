// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named log1p (log1p).
// The functions are defined in generated/src/dispatch/log1p.cpp, except the inline forwarding
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

// log1p(Tensor self) -> Tensor
// The natural logarithm of 1 + self, accurate for self near 0.
Tensor log1p(const Tensor& self);
Tensor& log1p_out(Tensor& out, const Tensor& self);

}  // namespace opforge
