// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named eq (eq).
// The functions are defined in generated/src/dispatch/eq.cpp, except the inline forwarding
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

// eq(Tensor self, Tensor other) -> Tensor
// True where self equals other, compared in their promoted dtype.
Tensor eq(const Tensor& self, const Tensor& other);
Tensor& eq_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor eq(const Tensor& self, const Scalar& other);
Tensor& eq_out(Tensor& out, const Tensor& self, const Scalar& other);
namespace dispatch {
Tensor eq(const Scalar& self, const Tensor& other);
}  // namespace dispatch

}  // namespace opforge
