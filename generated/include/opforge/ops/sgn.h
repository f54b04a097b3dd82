// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sgn (sgn).
// The functions are defined in generated/src/dispatch/sgn.cpp, except the inline forwarding
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

// sgn(Tensor self) -> Tensor
// self / abs(self) for complex self (0 where self is 0); the sign of real self, as sign.
Tensor sgn(const Tensor& self);
Tensor& sgn_out(Tensor& out, const Tensor& self);

}  // namespace opforge
