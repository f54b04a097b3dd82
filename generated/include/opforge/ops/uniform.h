// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named uniform (uniform).
// The functions are defined in generated/src/dispatch/uniform.cpp, except the inline forwarding
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

// uniform(Tensor self, float from=0, float to=1, *, Generator? generator=None) -> Tensor
// Fills self with samples of the uniform distribution on [from, to).

}  // namespace opforge
