// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named mv (mv).
// The functions are defined in generated/src/dispatch/mv.cpp, except the inline forwarding
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

// mv(Tensor self, Tensor vec) -> Tensor
// The product of the matrix self and the vector vec.
Tensor mv(const Tensor& self, const Tensor& vec);
Tensor& mv_out(Tensor& out, const Tensor& self, const Tensor& vec);

}  // namespace opforge
