// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named where (where.self).
// The functions are defined in generated/src/dispatch/where.cpp, except the inline forwarding
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

// where.self(Tensor condition, Tensor self, Tensor other) -> Tensor
// Elements of self where condition is true, of other elsewhere. condition must be bool.
Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor& where_out(Tensor& out, const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor where(const Tensor& condition, const Scalar& self, const Tensor& other);
Tensor where(const Tensor& condition, const Tensor& self, const Scalar& other);
Tensor where(const Tensor& condition, const Scalar& self, const Scalar& other);

}  // namespace opforge
