// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named true_divide (true_divide).
// The functions are defined in generated/src/dispatch/true_divide.cpp, except the inline forwarding
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

// true_divide(Tensor self, Tensor other) -> Tensor
// div, under NumPy's name.
Tensor true_divide(const Tensor& self, const Tensor& other);
Tensor& true_divide_out(Tensor& out, const Tensor& self, const Tensor& other);
Tensor true_divide(const Scalar& self, const Tensor& other);
Tensor& true_divide_out(Tensor& out, const Scalar& self, const Tensor& other);
Tensor true_divide(const Tensor& self, const Scalar& other);
Tensor& true_divide_out(Tensor& out, const Tensor& self, const Scalar& other);

}  // namespace opforge
