// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named addr (addr).
// The functions are defined in generated/src/dispatch/addr.cpp, except the inline forwarding
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

// addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
// beta times self (broadcast to [n, m]; not read when beta is 0) plus alpha times the outer product
// of the vectors vec1 ([n]) and vec2 ([m]).
Tensor addr(const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta = 1, const Scalar& alpha = 1);
Tensor& addr_out(Tensor& out, const Tensor& self, const Tensor& vec1, const Tensor& vec2, const Scalar& beta = 1, const Scalar& alpha = 1);

}  // namespace opforge
