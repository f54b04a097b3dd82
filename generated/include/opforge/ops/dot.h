// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named dot (dot).
// The functions are defined in generated/src/dispatch/dot.cpp, except the inline forwarding
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

// dot(Tensor self, Tensor tensor) -> Tensor
// The dot product of the 1-D tensors self and tensor, which have the same number of elements.
Tensor dot(const Tensor& self, const Tensor& tensor);
Tensor& dot_out(Tensor& out, const Tensor& self, const Tensor& tensor);

}  // namespace opforge
