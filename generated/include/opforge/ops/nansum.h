// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named nansum (nansum).
// The functions are defined in generated/src/dispatch/nansum.cpp, except the inline forwarding
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

// nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The sum over the dimensions dim (all of them when None), NaN counted as zero, kept as size 1 if
// keepdim.
Tensor nansum(const Tensor& self, std::optional<IntArrayRef> dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& nansum_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

inline Tensor nansum(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::nansum(self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& nansum_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::nansum_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

}  // namespace opforge
