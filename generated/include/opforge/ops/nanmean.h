// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named nanmean (nanmean).
// The functions are defined in generated/src/dispatch/nanmean.cpp, except the inline forwarding
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

// nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The mean over the dimensions dim (all of them when None) of the elements that are not NaN, kept
// as size 1 if keepdim; NaN where there are none.
Tensor nanmean(const Tensor& self, std::optional<IntArrayRef> dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& nanmean_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim = std::nullopt, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

inline Tensor nanmean(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::nanmean(self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& nanmean_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::nanmean_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

}  // namespace opforge
