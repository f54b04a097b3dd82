// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named masked_fill (masked_fill, masked_fill.Tensor).
// The functions are defined in generated/src/dispatch/masked_fill.cpp, except the inline forwarding
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

// masked_fill(Tensor self, Tensor mask, Scalar value) -> Tensor
// Self with value written where mask is true. mask must be bool.
Tensor masked_fill(const Tensor& self, const Tensor& mask, const Scalar& value);

// masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
// Self with the zero-dim tensor value written where mask is true.
Tensor masked_fill(const Tensor& self, const Tensor& mask, const Tensor& value);

}  // namespace opforge
