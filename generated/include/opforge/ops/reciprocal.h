// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named reciprocal (reciprocal).
// The functions are defined in generated/src/dispatch/reciprocal.cpp, except the inline forwarding
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

// reciprocal(Tensor self) -> Tensor
// One divided by self.
Tensor reciprocal(const Tensor& self);
Tensor& reciprocal_out(Tensor& out, const Tensor& self);

}  // namespace opforge
