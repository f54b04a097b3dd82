// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cumsum (cumsum, cumsum.dimname).
// The functions are defined in generated/src/dispatch/cumsum.cpp, except the inline forwarding
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

// cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor
// The cumulative sum along dim, each element the sum of those before it and itself. Bool and
// integer input sums in int64 unless dtype says otherwise.
Tensor cumsum(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor& cumsum_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);

// cumsum.dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
// The cumulative sum along the dimension named dim.
Tensor cumsum(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor& cumsum_out(Tensor& out, const Tensor& self, Dimname dim, std::optional<ScalarType> dtype = std::nullopt);

template <std::same_as<DimArg> D>
inline Tensor cumsum(const Tensor& self, D dim, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::cumsum(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), dtype);
}

}  // namespace opforge
