// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named positive (positive).
// The functions are defined in generated/src/dispatch/positive.cpp, except the inline forwarding
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

// positive(Tensor(a) self) -> Tensor(a)
// self itself, as PyTorch's (no copy).
Tensor positive(const Tensor& self);

}  // namespace opforge
