// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named msort (msort).
// The functions are defined in generated/src/dispatch/msort.cpp, except the inline forwarding
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

// msort(Tensor self) -> Tensor
// self's elements sorted in ascending order along its first dim (sort(self, 0)'s values).
Tensor msort(const Tensor& self);
Tensor& msort_out(Tensor& out, const Tensor& self);

}  // namespace opforge
