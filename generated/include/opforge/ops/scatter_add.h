// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named scatter_add (scatter_add).
// The functions are defined in generated/src/dispatch/scatter_add.cpp, except the inline forwarding
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

// scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
// Self with each element of src added at the position along dim that index (int64, of self's number
// of dims) gives for it.
Tensor scatter_add(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);
Tensor& scatter_add_out(Tensor& out, const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src);

}  // namespace opforge
