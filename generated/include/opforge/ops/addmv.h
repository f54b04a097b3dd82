// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named addmv (addmv).
// The functions are defined in generated/src/dispatch/addmv.cpp, except the inline forwarding
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

// addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor
// beta times self (broadcast to mat's rows; not read when beta is 0) plus alpha times the product
// of the matrix mat and the vector vec.
Tensor addmv(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta = 1, const Scalar& alpha = 1);
Tensor& addmv_out(Tensor& out, const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta = 1, const Scalar& alpha = 1);

}  // namespace opforge
