// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cumprod (cumprod, cumprod.dimname).
// The functions are defined in generated/src/dispatch/cumprod.cpp, except the inline forwarding
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

// cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
// The cumulative product along dim, each element the product of those before it and itself. Bool
// and integer input multiplies in int64 unless dtype says otherwise.
Tensor cumprod(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor& cumprod_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);

// cumprod.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
// The cumulative product along the dimension named dim.
Tensor cumprod(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor& cumprod_out(Tensor& out, const Tensor& self, Dimname dim, std::optional<ScalarType> dtype = std::nullopt);

template <std::same_as<DimArg> D>
inline Tensor cumprod(const Tensor& self, D dim, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::cumprod(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), dtype);
}

}  // namespace opforge
