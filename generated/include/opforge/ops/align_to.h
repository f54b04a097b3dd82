// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named align_to (align_to, align_to.ellipsis_idx).
// The functions are defined in generated/src/dispatch/align_to.cpp, except the inline forwarding
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

// align_to(Tensor(a) self, Dimname[] names) -> Tensor(a)
// A view of self with its dims permuted to the order names gives, a size-1 dim for each name self
// lacks ("..." standing for the dims names does not mention, in their order).

// align_to.ellipsis_idx(Tensor(a) self, Dimname[] order, int ellipsis_idx) -> Tensor(a)
// align_to with the "..." at position ellipsis_idx of order (libtorch's form of Python's
// align_to(*names)).

}  // namespace opforge
