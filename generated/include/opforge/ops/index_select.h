// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named index_select (index_select).
// The functions are defined in generated/src/dispatch/index_select.cpp, except the inline forwarding
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

// index_select(Tensor self, int dim, Tensor index) -> Tensor
// The slices of self along dim at the positions index (int64 or int32, 1-D or 0-dim) lists, in its
// order.
Tensor index_select(const Tensor& self, int64_t dim, const Tensor& index);
Tensor& index_select_out(Tensor& out, const Tensor& self, int64_t dim, const Tensor& index);

}  // namespace opforge
