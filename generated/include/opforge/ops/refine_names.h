// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named refine_names (refine_names).
// The functions are defined in generated/src/dispatch/refine_names.cpp, except the inline forwarding
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

// refine_names(Tensor(a) self, Dimname[] names) -> Tensor(a)
// A view of self with its unnamed dims named by names ("..." standing for the dims the others do
// not reach); a named dim keeps its name.

}  // namespace opforge
