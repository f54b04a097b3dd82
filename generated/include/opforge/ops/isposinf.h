// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named isposinf (isposinf).
// The functions are defined in generated/src/dispatch/isposinf.cpp, except the inline forwarding
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

// isposinf(Tensor self) -> Tensor
// True where self is positive infinity.
Tensor isposinf(const Tensor& self);
Tensor& isposinf_out(Tensor& out, const Tensor& self);

}  // namespace opforge
