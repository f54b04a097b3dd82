// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named digamma (digamma).
// The functions are defined in generated/src/dispatch/digamma.cpp, except the inline forwarding
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

// digamma(Tensor self) -> Tensor
// The logarithmic derivative of the gamma function of self (-inf at 0, inf at -0.0, NaN at negative
// integers).
Tensor digamma(const Tensor& self);
Tensor& digamma_out(Tensor& out, const Tensor& self);

}  // namespace opforge
