// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named mm (mm).
// The functions are defined in generated/src/dispatch/mm.cpp, except the inline forwarding
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

// mm(Tensor self, Tensor mat2) -> Tensor
// The matrix product of the 2-D tensors self and mat2.
Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor& mm_out(Tensor& out, const Tensor& self, const Tensor& mat2);

}  // namespace opforge
