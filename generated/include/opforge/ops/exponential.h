// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named exponential (exponential).
// The functions are defined in generated/src/dispatch/exponential.cpp, except the inline forwarding
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

// exponential(Tensor self, float lambd=1, *, Generator? generator=None) -> Tensor
// Fills self with samples of the exponential distribution of rate lambd.

}  // namespace opforge
