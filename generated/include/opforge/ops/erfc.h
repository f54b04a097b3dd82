// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named erfc (erfc).
// The functions are defined in generated/src/dispatch/erfc.cpp, except the inline forwarding
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

// erfc(Tensor self) -> Tensor
// The complementary error function of self, 1 - erf(self), accurate where erf(self) is near 1.
Tensor erfc(const Tensor& self);
Tensor& erfc_out(Tensor& out, const Tensor& self);

}  // namespace opforge
