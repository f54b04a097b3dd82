// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named conj (conj).
// The functions are defined in generated/src/dispatch/conj.cpp, except the inline forwarding
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

// conj(Tensor(a) self) -> Tensor(a)
// The complex conjugate of self (a new tensor for complex self, not PyTorch's lazy view); self
// itself when real.
Tensor conj(const Tensor& self);

}  // namespace opforge
