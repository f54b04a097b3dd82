// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named random (random, random.from, random.to).
// The functions are defined in generated/src/dispatch/random.cpp, except the inline forwarding
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

// random(Tensor self, *, Generator? generator=None) -> Tensor
// Fills self with integers drawn uniformly from those the dtype holds exactly (up to 2^mantissa for
// a floating dtype).

// random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor
// Fills self with integers drawn uniformly from [from, to), or from from to the dtype's largest
// when to is None.

// random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor
// Fills self with integers drawn uniformly from [0, to).

}  // namespace opforge
