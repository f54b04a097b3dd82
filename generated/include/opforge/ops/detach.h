// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named detach (detach).
// The functions are defined in generated/src/dispatch/detach.cpp, except the inline forwarding
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

// detach(Tensor(a) self) -> Tensor(a)
// A view of self without autograd history, which does not require grad.
Tensor detach(const Tensor& self);

}  // namespace opforge
