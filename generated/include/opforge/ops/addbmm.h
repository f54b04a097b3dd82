// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named addbmm (addbmm).
// The functions are defined in generated/src/dispatch/addbmm.cpp, except the inline forwarding
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

// addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
// beta times self (broadcast to the result; not read when beta is 0) plus alpha times the sum over
// the batch of the matrix products of batch1 and batch2.
Tensor addbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta = 1, const Scalar& alpha = 1);
Tensor& addbmm_out(Tensor& out, const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta = 1, const Scalar& alpha = 1);

}  // namespace opforge
