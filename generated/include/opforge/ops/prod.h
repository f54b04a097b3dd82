// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named prod (prod, prod.dim_int, prod.dim_Dimname).
// The functions are defined in generated/src/dispatch/prod.cpp, except the inline forwarding
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

// prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
// The product of all elements. Bool and integer input multiplies in int64 unless dtype says
// otherwise.
Tensor prod(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);

// prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The product over dim, kept as size 1 if keepdim.
Tensor prod(const Tensor& self, int64_t dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& prod_out(Tensor& out, const Tensor& self, int64_t dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

// prod.dim_Dimname(Tensor self, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
// The product over the dimension named dim, kept as size 1 if keepdim.
Tensor prod(const Tensor& self, Dimname dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);
Tensor& prod_out(Tensor& out, const Tensor& self, Dimname dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt);

template <std::same_as<DimArg> D>
inline Tensor prod(const Tensor& self, D dim, bool keepdim = false, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::prod(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim, dtype);
}

}  // namespace opforge
