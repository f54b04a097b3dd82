// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named fill (fill).
// The functions are defined in generated/src/dispatch/fill.cpp, except the inline forwarding
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

// fill(Tensor self, Scalar value) -> Tensor
// Self with every element set to value, converted to self's dtype (fill_ writes self).
Tensor fill(const Tensor& self, const Scalar& value);

}  // namespace opforge
