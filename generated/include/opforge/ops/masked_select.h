// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named masked_select (masked_select).
// The functions are defined in generated/src/dispatch/masked_select.cpp, except the inline forwarding
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

// masked_select(Tensor self, Tensor mask) -> Tensor
// The elements of self where mask (bool, broadcast with self) is true, as a 1-D tensor in row-major
// order.
Tensor masked_select(const Tensor& self, const Tensor& mask);
Tensor& masked_select_out(Tensor& out, const Tensor& self, const Tensor& mask);

}  // namespace opforge
