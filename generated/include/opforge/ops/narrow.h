// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named narrow (narrow).
// The functions are defined in generated/src/dispatch/narrow.cpp, except the inline forwarding
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

// narrow(Tensor(a) self, int dim, int start, int length) -> Tensor(a)
// A view of length elements of self along dim, from start.
Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length);

}  // namespace opforge
