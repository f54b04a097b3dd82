// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named ne (ne).
// The functions are defined in generated/src/dispatch/ne.cpp, except the inline forwarding
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

// ne(Tensor self, Tensor other) -> Tensor
// True where self does not equal other, compared in their promoted dtype.
Tensor ne(const Tensor& self, const Tensor& other);
Tensor& ne_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor ne(const Tensor& self, const Scalar& other);
Tensor& ne_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor ne(const Scalar& self, const Tensor& other);
}  // namespace dispatch

}  // namespace opforge
