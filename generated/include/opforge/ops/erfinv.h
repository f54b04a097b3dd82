// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named erfinv (erfinv).
// The functions are defined in generated/src/dispatch/erfinv.cpp, except the inline forwarding
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

// erfinv(Tensor self) -> Tensor
// The inverse error function of self (inf at 1, -inf at -1, NaN outside [-1, 1]).
Tensor erfinv(const Tensor& self);
Tensor& erfinv_out(Tensor& out, const Tensor& self);

}  // namespace opforge
