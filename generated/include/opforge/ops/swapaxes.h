// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named swapaxes (swapaxes).
// The functions are defined in generated/src/dispatch/swapaxes.cpp, except the inline forwarding
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

// swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)
// A view of self with dimensions axis0 and axis1 swapped (transpose).
Tensor swapaxes(const Tensor& self, int64_t axis0, int64_t axis1);

}  // namespace opforge
