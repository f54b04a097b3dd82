// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named rsqrt (rsqrt).
// The functions are defined in generated/src/dispatch/rsqrt.cpp, except the inline forwarding
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

// rsqrt(Tensor self) -> Tensor
// The reciprocal of the square root of self.
Tensor rsqrt(const Tensor& self);
Tensor& rsqrt_out(Tensor& out, const Tensor& self);

}  // namespace opforge
