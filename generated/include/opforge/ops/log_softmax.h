// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named log_softmax (log_softmax.int, log_softmax.Dimname).
// The functions are defined in generated/src/dispatch/log_softmax.cpp, except the inline forwarding
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

// log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor
// The log of softmax along dim, computed as self - max - log(sum(exp(self - max))), in dtype when
// given.
Tensor log_softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);
Tensor& log_softmax_out(Tensor& out, const Tensor& self, int64_t dim, std::optional<ScalarType> dtype = std::nullopt);

// log_softmax.Dimname(Tensor self, Dimname dim, *, ScalarType? dtype=None) -> Tensor
// log_softmax along the dimension named dim.
Tensor log_softmax(const Tensor& self, Dimname dim, std::optional<ScalarType> dtype = std::nullopt);

template <std::same_as<DimArg> D>
inline Tensor log_softmax(const Tensor& self, D dim, std::optional<ScalarType> dtype = std::nullopt) {
  return opforge::log_softmax(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), dtype);
}

}  // namespace opforge
