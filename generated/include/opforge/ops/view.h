// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named view (view).
// The functions are defined in generated/src/dispatch/view.cpp, except the inline forwarding
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

// view(Tensor(a) self, int[] size) -> Tensor(a)
// A view of self's elements with new sizes (one may be -1, inferred), where strides can address
// them so.

}  // namespace opforge
