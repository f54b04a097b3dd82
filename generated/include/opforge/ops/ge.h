// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named ge (ge).
// The functions are defined in generated/src/dispatch/ge.cpp, except the inline forwarding
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

// ge(Tensor self, Tensor other) -> Tensor
// True where self is greater than or equal to other, compared in their promoted dtype. Complex is
// rejected.
Tensor ge(const Tensor& self, const Tensor& other);
Tensor& ge_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor ge(const Tensor& self, const Scalar& other);
Tensor& ge_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor ge(const Scalar& self, const Tensor& other);
}  // namespace dispatch

}  // namespace opforge
