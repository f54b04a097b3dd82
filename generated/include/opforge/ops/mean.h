// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named mean (mean, mean.dim, mean.names_dim).
// The functions are defined in generated/src/dispatch/mean.cpp, except the inline forwarding
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

// mean(Tensor self, *, ScalarType? dtype=None) -> Tensor
// The mean of all elements. Integer input is rejected unless dtype is floating or complex.
Tensor mean(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);

// mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The mean over the dimensions dim (all of them when dim is None), kept as size 1 if keepdim.
Tensor mean(const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& mean_out(Tensor& out, const Tensor& self, std::optional<IntArrayRef> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

// mean.names_dim(Tensor self, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The mean over the dimensions named by dim, kept as size 1 if keepdim.
Tensor mean(const Tensor& self, DimnameList dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& mean_out(Tensor& out, const Tensor& self, DimnameList dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

inline Tensor mean(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::mean(self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& mean_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::mean_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor mean(const Tensor& self, std::initializer_list<Dimname> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::mean(self, DimnameList(dim.begin(), dim.size()), keepdim, dtype);
}

inline Tensor& mean_out(Tensor& out, const Tensor& self, std::initializer_list<Dimname> dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::mean_out(out, self, DimnameList(dim.begin(), dim.size()), keepdim, dtype);
}

}  // namespace opforge
