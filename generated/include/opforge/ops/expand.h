// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named expand (expand).
// The functions are defined in generated/src/dispatch/expand.cpp, except the inline forwarding
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

// expand(Tensor(a) self, int[] size, *, bool implicit=False) -> Tensor(a)
// A view of self with its size-1 dimensions repeated to size (stride 0) and new leading dimensions;
// -1 keeps a size.

}  // namespace opforge
