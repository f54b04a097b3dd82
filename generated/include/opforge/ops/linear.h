// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named linear (linear).
// The functions are defined in generated/src/dispatch/linear.cpp, except the inline forwarding
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

// linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor
// input @ weight.T + bias, weight of [out_features, in_features] and bias of [out_features] (none
// when None).
Tensor linear(const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias = std::nullopt);
Tensor& linear_out(Tensor& out, const Tensor& input, const Tensor& weight, const std::optional<Tensor>& bias = std::nullopt);

}  // namespace opforge
