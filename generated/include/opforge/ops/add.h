// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named add (add).
// The functions are defined in generated/src/dispatch/add.cpp, except the inline forwarding
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

// add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
// Adds other, scaled by alpha, to self.
Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor& add_out(Tensor& out, const Tensor& self, const Tensor& other, const Scalar& alpha = 1);
Tensor add(const Scalar& self, const Tensor& other, const Scalar& alpha = 1);
Tensor& add_out(Tensor& out, const Scalar& self, const Tensor& other, const Scalar& alpha = 1);
Tensor add(const Tensor& self, const Scalar& other, const Scalar& alpha = 1);
Tensor& add_out(Tensor& out, const Tensor& self, const Scalar& other, const Scalar& alpha = 1);

}  // namespace opforge
