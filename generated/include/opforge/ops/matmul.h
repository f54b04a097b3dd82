// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named matmul (matmul).
// The functions are defined in generated/src/dispatch/matmul.cpp, except the inline forwarding
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

// matmul(Tensor self, Tensor other) -> Tensor
// The matrix product of self and other, with 1-D operands promoted and batch dimensions broadcast.
Tensor matmul(const Tensor& self, const Tensor& other);
Tensor& matmul_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
