// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named exp2 (exp2).
// The functions are defined in generated/src/dispatch/exp2.cpp, except the inline forwarding
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

// exp2(Tensor self) -> Tensor
// 2 raised to the power self.
Tensor exp2(const Tensor& self);
Tensor& exp2_out(Tensor& out, const Tensor& self);

}  // namespace opforge
