// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sum (sum, sum.dim_IntList, sum.dim_DimnameList).
// The functions are defined in generated/src/dispatch/sum.cpp, except the inline forwarding
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

// sum(Tensor self, *, ScalarType? dtype=None) -> Tensor
// The sum of all elements. Bool and integer input sums to int64 unless dtype says otherwise.
Tensor sum(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
Tensor& sum_out(Tensor& out, const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);

// sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The sum over the dimensions dim (all of them when dim is None), kept as size 1 if keepdim.
Tensor sum(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& sum_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

// sum.dim_DimnameList(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The sum over the dimensions named by dim, kept as size 1 if keepdim.
Tensor sum(const Tensor& self, DimnameList dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& sum_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

inline Tensor sum(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::sum(self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& sum_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::sum_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor sum(const Tensor& self, std::initializer_list<Dimname> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::sum(self, DimnameList(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& sum_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::sum_out(out, self, DimnameList(dim.begin(), dim.size()), keepdim, dtype);
}

}  // namespace opforge
