// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cos (cos).
// The functions are defined in generated/src/dispatch/cos.cpp, except the inline forwarding
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

// cos(Tensor self) -> Tensor
// The cosine of self, in radians.
Tensor cos(const Tensor& self);
Tensor& cos_out(Tensor& out, const Tensor& self);

}  // namespace opforge
