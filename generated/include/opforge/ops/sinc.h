// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sinc (sinc).
// The functions are defined in generated/src/dispatch/sinc.cpp, except the inline forwarding
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

// sinc(Tensor self) -> Tensor
// The normalized sinc, sin(pi self) / (pi self), 1 at 0.
Tensor sinc(const Tensor& self);
Tensor& sinc_out(Tensor& out, const Tensor& self);

}  // namespace opforge
