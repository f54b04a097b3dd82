// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named nan_to_num (nan_to_num).
// The functions are defined in generated/src/dispatch/nan_to_num.cpp, except the inline forwarding
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

// nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor
// self with NaN, inf and -inf replaced by nan, posinf and neginf (0 and self's dtype's largest and
// lowest finite values by default); integers kept.
Tensor nan_to_num(const Tensor& self, std::optional<double> nan = std::nullopt, std::optional<double> posinf = std::nullopt, std::optional<double> neginf = std::nullopt);
Tensor& nan_to_num_out(Tensor& out, const Tensor& self, std::optional<double> nan = std::nullopt, std::optional<double> posinf = std::nullopt, std::optional<double> neginf = std::nullopt);

}  // namespace opforge
