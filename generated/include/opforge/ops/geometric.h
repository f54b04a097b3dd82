// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named geometric (geometric).
// The functions are defined in generated/src/dispatch/geometric.cpp, except the inline forwarding
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

// geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor
// Fills self with the number of Bernoulli trials of success probability p to the first success.

}  // namespace opforge
