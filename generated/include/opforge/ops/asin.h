// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named asin (asin).
// The functions are defined in generated/src/dispatch/asin.cpp, except the inline forwarding
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

// asin(Tensor self) -> Tensor
// The arcsine of self, in radians.
Tensor asin(const Tensor& self);
Tensor& asin_out(Tensor& out, const Tensor& self);

}  // namespace opforge
