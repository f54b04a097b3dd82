// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named lgamma (lgamma).
// The functions are defined in generated/src/dispatch/lgamma.cpp, except the inline forwarding
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

// lgamma(Tensor self) -> Tensor
// The natural logarithm of the absolute value of the gamma function of self.
Tensor lgamma(const Tensor& self);
Tensor& lgamma_out(Tensor& out, const Tensor& self);

}  // namespace opforge
