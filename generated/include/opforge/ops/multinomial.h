// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named multinomial (multinomial).
// The functions are defined in generated/src/dispatch/multinomial.cpp, except the inline forwarding
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

// multinomial(Tensor self, int num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor
// For each row of self (1-D or 2-D, non-negative weights), num_samples category indices drawn with
// probabilities proportional to the weights, with or without replacement.
Tensor multinomial(const Tensor& self, int64_t num_samples, bool replacement = false, std::optional<Generator> generator = std::nullopt);
Tensor& multinomial_out(Tensor& out, const Tensor& self, int64_t num_samples, bool replacement = false, std::optional<Generator> generator = std::nullopt);

}  // namespace opforge
