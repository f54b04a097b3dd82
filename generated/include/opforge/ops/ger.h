// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named ger (ger).
// The functions are defined in generated/src/dispatch/ger.cpp, except the inline forwarding
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

// ger(Tensor self, Tensor vec2) -> Tensor
// outer under its BLAS name.
Tensor ger(const Tensor& self, const Tensor& vec2);
Tensor& ger_out(Tensor& out, const Tensor& self, const Tensor& vec2);

}  // namespace opforge
