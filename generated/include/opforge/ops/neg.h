// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named neg (neg).
// The functions are defined in generated/src/dispatch/neg.cpp, except the inline forwarding
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

// neg(Tensor self) -> Tensor
// Negates self. A bool tensor is rejected; use logical_not or ~ to invert a mask.
Tensor neg(const Tensor& self);
Tensor& neg_out(Tensor& out, const Tensor& self);

}  // namespace opforge
