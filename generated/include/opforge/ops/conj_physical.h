// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named conj_physical (conj_physical).
// The functions are defined in generated/src/dispatch/conj_physical.cpp, except the inline forwarding
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

// conj_physical(Tensor self) -> Tensor
// The complex conjugate of self, computed into a new tensor; real self itself (out= copies it).
Tensor conj_physical(const Tensor& self);
Tensor& conj_physical_out(Tensor& out, const Tensor& self);

}  // namespace opforge
