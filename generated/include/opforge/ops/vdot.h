// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named vdot (vdot).
// The functions are defined in generated/src/dispatch/vdot.cpp, except the inline forwarding
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

// vdot(Tensor self, Tensor other) -> Tensor
// The dot product of the conjugate of the 1-D tensor self and the 1-D tensor other.
Tensor vdot(const Tensor& self, const Tensor& other);
Tensor& vdot_out(Tensor& out, const Tensor& self, const Tensor& other);

}  // namespace opforge
