// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named rename (rename).
// The functions are defined in generated/src/dispatch/rename.cpp, except the inline forwarding
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

// rename(Tensor(a) self, Dimname[]? names) -> Tensor(a)
// A view of self named names, positionally ("..." standing for the names of the dims the others do
// not reach); unnamed when names is None.

}  // namespace opforge
