// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named t (t).
// The functions are defined in generated/src/dispatch/t.cpp, except the inline forwarding
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

// t(Tensor(a) self) -> Tensor(a)
// A view of a 2-D self transposed; a 0-D or 1-D self as it is.
Tensor t(const Tensor& self);

}  // namespace opforge
