// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named unsqueeze (unsqueeze).
// The functions are defined in generated/src/dispatch/unsqueeze.cpp, except the inline forwarding
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

// unsqueeze(Tensor(a) self, int dim) -> Tensor(a)
// A view of self with a new dimension of size 1 at dim (unnamed).
Tensor unsqueeze(const Tensor& self, int64_t dim);

}  // namespace opforge
