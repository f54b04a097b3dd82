// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named baddbmm (baddbmm).
// The functions are defined in generated/src/dispatch/baddbmm.cpp, except the inline forwarding
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

// baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor
// beta times self (broadcast to the result; not read when beta is 0) plus alpha times the batched
// matrix product of batch1 and batch2.
Tensor baddbmm(const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta = 1, const Scalar& alpha = 1);
Tensor& baddbmm_out(Tensor& out, const Tensor& self, const Tensor& batch1, const Tensor& batch2, const Scalar& beta = 1, const Scalar& alpha = 1);

}  // namespace opforge
