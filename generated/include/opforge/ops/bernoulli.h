// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bernoulli (bernoulli.float).
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

}  // namespace opforge
