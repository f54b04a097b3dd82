// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named le (le).
// The functions are defined in generated/src/dispatch/le.cpp, except the inline forwarding
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

// le(Tensor self, Tensor other) -> Tensor
// True where self is less than or equal to other, compared in their promoted dtype. Complex is
// rejected.
Tensor le(const Tensor& self, const Tensor& other);
Tensor& le_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor le(const Tensor& self, const Scalar& other);
Tensor& le_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor le(const Scalar& self, const Tensor& other);
}  // namespace dispatch

}  // namespace opforge
