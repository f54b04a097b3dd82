// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named normal (normal).
// The functions are defined in generated/src/dispatch/normal.cpp, except the inline forwarding
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

// normal(Tensor self, float mean=0, float std=1, *, Generator? generator=None) -> Tensor
// Fills self with samples of the normal distribution of mean and std (each part of a complex
// element std / sqrt(2)).

}  // namespace opforge
