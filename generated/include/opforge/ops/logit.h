// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named logit (logit).
// The functions are defined in generated/src/dispatch/logit.cpp, except the inline forwarding
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

// logit(Tensor self, float? eps=None) -> Tensor
// log(self / (1 - self)), with self first clamped to [eps, 1 - eps] when eps is given and not
// negative.
Tensor logit(const Tensor& self, std::optional<double> eps = std::nullopt);
Tensor& logit_out(Tensor& out, const Tensor& self, std::optional<double> eps = std::nullopt);

}  // namespace opforge
