// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named bmm (bmm).
// The functions are defined in generated/src/dispatch/bmm.cpp, except the inline forwarding
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

// bmm(Tensor self, Tensor mat2) -> Tensor
// The batched matrix product of the 3-D tensors self and mat2, which have the same batch size.
Tensor bmm(const Tensor& self, const Tensor& mat2);
Tensor& bmm_out(Tensor& out, const Tensor& self, const Tensor& mat2);

}  // namespace opforge
