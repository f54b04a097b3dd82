// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named index_fill (index_fill.int_Scalar, index_fill.int_Tensor, index_fill.Dimname_Scalar, index_fill.Dimname_Tensor).
// The functions are defined in generated/src/dispatch/index_fill.cpp, except the inline forwarding
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

// index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
// Self with value written at every index of index along dim.
Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value);

// index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
// Self with the zero-dim tensor value written at every index of index along dim.
Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value);

// index_fill.Dimname_Scalar(Tensor self, Dimname dim, Tensor index, Scalar value) -> Tensor
// Self with value written at every index of index along the dimension named dim.
Tensor index_fill(const Tensor& self, Dimname dim, const Tensor& index, const Scalar& value);

// index_fill.Dimname_Tensor(Tensor self, Dimname dim, Tensor index, Tensor value) -> Tensor
// Self with the zero-dim tensor value written at every index of index along the dimension named
// dim.
Tensor index_fill(const Tensor& self, Dimname dim, const Tensor& index, const Tensor& value);

template <std::same_as<DimArg> D>
inline Tensor index_fill(const Tensor& self, D dim, const Tensor& index, const Scalar& value) {
  return opforge::index_fill(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), index, value);
}

template <std::same_as<DimArg> D>
inline Tensor index_fill(const Tensor& self, D dim, const Tensor& index, const Tensor& value) {
  return opforge::index_fill(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), index, value);
}

}  // namespace opforge
