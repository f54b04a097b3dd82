// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named floor (floor).
// The functions are defined in generated/src/dispatch/floor.cpp, except the inline forwarding
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

// floor(Tensor self) -> Tensor
// The largest integer not greater than self, elementwise.
Tensor floor(const Tensor& self);
Tensor& floor_out(Tensor& out, const Tensor& self);

}  // namespace opforge
