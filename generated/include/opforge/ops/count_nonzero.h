// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named count_nonzero (count_nonzero, count_nonzero.dim_IntList).
// The functions are defined in generated/src/dispatch/count_nonzero.cpp, except the inline forwarding
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

// count_nonzero(Tensor self, int? dim=None) -> Tensor
// How many elements of self are not zero along dim (over all of them when None), as int64.
Tensor count_nonzero(const Tensor& self, std::optional<int64_t> dim = std::nullopt);

// count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor
// How many elements of self are not zero over the dimensions dim (all of them when the list is
// empty), as int64.
Tensor count_nonzero(const Tensor& self, IntArrayRef dim);

inline Tensor count_nonzero(const Tensor& self, std::initializer_list<int64_t> dim) {
  return opforge::count_nonzero(self, IntArrayRef(dim.begin(), dim.size()));
}

}  // namespace opforge
