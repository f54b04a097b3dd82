// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named ceil (ceil).
// The functions are defined in generated/src/dispatch/ceil.cpp, except the inline forwarding
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

// ceil(Tensor self) -> Tensor
// The smallest integer not less than self, elementwise.
Tensor ceil(const Tensor& self);
Tensor& ceil_out(Tensor& out, const Tensor& self);

}  // namespace opforge
