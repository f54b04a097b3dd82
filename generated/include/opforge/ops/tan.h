// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named tan (tan).
// The functions are defined in generated/src/dispatch/tan.cpp, except the inline forwarding
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

// tan(Tensor self) -> Tensor
// The tangent of self, in radians.
Tensor tan(const Tensor& self);
Tensor& tan_out(Tensor& out, const Tensor& self);

}  // namespace opforge
