// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named softmax (softmax.int, softmax.Dimname).
// The functions are defined in generated/src/dispatch/softmax.cpp, except the inline forwarding
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

// softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
// exp(self) along dim divided by its sum along dim, computed in dtype when given.
Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor& softmax_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);

// softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
// softmax along the dimension named dim.
Tensor softmax(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype = std::nullopt);

template <std::same_as<DimArg> D>
inline Tensor softmax(const Tensor& self, D dim, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::softmax(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), dtype);
}

}  // namespace opforge
