// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named signbit (signbit).
// The functions are defined in generated/src/dispatch/signbit.cpp, except the inline forwarding
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

// signbit(Tensor self) -> Tensor
// True where self's sign bit is set (-0.0 and negative NaN included).
Tensor signbit(const Tensor& self);
Tensor& signbit_out(Tensor& out, const Tensor& self);

}  // namespace opforge
