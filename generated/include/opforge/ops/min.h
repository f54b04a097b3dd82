// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named min (min, min.dim, min.names_dim, min.other).
// The functions are defined in generated/src/dispatch/min.cpp, except the inline forwarding
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

// min(Tensor self) -> Tensor
// The smallest element; NaN if any element is NaN. An empty tensor is rejected.
Tensor min(const Tensor& self);

// min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// The smallest element along dim and its index, with dim kept as size 1 if keepdim.
std::tuple<Tensor, Tensor> min(const Tensor& self, int64_t dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> min_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim = false);

// min.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// The smallest element along the dimension named dim and its index.
std::tuple<Tensor, Tensor> min(const Tensor& self, Dimname dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> min_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim = false);

// min.other(Tensor self, Tensor other) -> Tensor
// The smaller of self and other, elementwise; NaN if either is NaN (minimum).
Tensor min(const Tensor& self, const Tensor& other);
Tensor& min_out(Tensor& out, const Tensor& self, const Tensor& other);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> min(const Tensor& self, D dim, bool keepdim = false) {
  return opforge::min(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim);
}

}  // namespace opforge
