// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named real (real).
// The functions are defined in generated/src/dispatch/real.cpp, except the inline forwarding
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

// real(Tensor(a) self) -> Tensor(a)
// A view of the real parts of complex self, in the matching real dtype; self itself when real.
Tensor real(const Tensor& self);

}  // namespace opforge
