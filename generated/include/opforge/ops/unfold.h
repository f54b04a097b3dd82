// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named unfold (unfold).
// The functions are defined in generated/src/dispatch/unfold.cpp, except the inline forwarding
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

// unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)
// A view of every slice of size elements along dimension, step apart, as a new last dimension.

}  // namespace opforge
