// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named round (round, round.decimals).
// The functions are defined in generated/src/dispatch/round.cpp, except the inline forwarding
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

// round(Tensor self) -> Tensor
// Self rounded to the nearest integer, halves to even; integers are kept.
Tensor round(const Tensor& self);
Tensor& round_out(Tensor& out, const Tensor& self);

// round.decimals(Tensor self, *, int decimals) -> Tensor
// Self rounded half to even to `decimals` decimal digits (left of the point for a negative
// decimals).
Tensor round(const Tensor& self, int64_t decimals);
Tensor& round_out(Tensor& out, const Tensor& self, int64_t decimals);

}  // namespace opforge
