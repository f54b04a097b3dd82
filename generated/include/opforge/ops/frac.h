// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named frac (frac).
// The functions are defined in generated/src/dispatch/frac.cpp, except the inline forwarding
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

// frac(Tensor self) -> Tensor
// The fractional part of self, with self's sign.
Tensor frac(const Tensor& self);
Tensor& frac_out(Tensor& out, const Tensor& self);

}  // namespace opforge
