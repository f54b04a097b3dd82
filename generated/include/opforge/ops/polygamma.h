// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named polygamma (polygamma).
// The functions are defined in generated/src/dispatch/polygamma.cpp, except the inline forwarding
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

// polygamma(int n, Tensor self) -> Tensor
// The n-th derivative of digamma at self (digamma for n = 0, trigamma for 1; n >= 0).
Tensor polygamma(int64_t n, const Tensor& self);
Tensor& polygamma_out(Tensor& out, int64_t n, const Tensor& self);

}  // namespace opforge
