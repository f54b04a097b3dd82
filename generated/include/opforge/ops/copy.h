// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named copy (copy).
// The functions are defined in generated/src/dispatch/copy.cpp, except the inline forwarding
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

// copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor
// Copies the elements of src into self, converting dtype and device as needed.

}  // namespace opforge
