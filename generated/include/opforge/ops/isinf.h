// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named isinf (isinf).
// The functions are defined in generated/src/dispatch/isinf.cpp, except the inline forwarding
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

// isinf(Tensor self) -> Tensor
// True where self is infinite (either part, for complex).
Tensor isinf(const Tensor& self);

}  // namespace opforge
