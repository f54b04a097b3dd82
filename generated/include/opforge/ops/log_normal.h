// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named log_normal (log_normal).
// The functions are defined in generated/src/dispatch/log_normal.cpp, except the inline forwarding
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

// log_normal(Tensor self, float mean=1, float std=2, *, Generator? generator=None) -> Tensor
// Fills self with exp of samples of the normal distribution of mean and std.

}  // namespace opforge
