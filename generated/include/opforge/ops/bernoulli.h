// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bernoulli (bernoulli.float, bernoulli.Tensor, bernoulli, bernoulli.p).
// The functions are defined in generated/src/dispatch/bernoulli.cpp, except the inline forwarding
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

// bernoulli.float(Tensor self, float p=0.5, *, Generator? generator=None) -> Tensor
// Fills self with 1 with probability p and 0 otherwise.

// bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor
// Fills self with 1 with probability p (broadcast to self) and 0 otherwise.

// bernoulli(Tensor self, *, Generator? generator=None) -> Tensor
// 1 with probability self and 0 otherwise, in self's dtype (out='s where given).
Tensor bernoulli(const Tensor& self, std::optional<Generator> generator = std::nullopt);
Tensor& bernoulli_out(Tensor& out, const Tensor& self, std::optional<Generator> generator = std::nullopt);

// bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor
// 1 with probability p and 0 otherwise, in a tensor like self.
Tensor bernoulli(const Tensor& self, double p, std::optional<Generator> generator = std::nullopt);

}  // namespace opforge
