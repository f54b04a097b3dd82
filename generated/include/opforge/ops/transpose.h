// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named transpose (transpose, transpose.Dimname).
// The functions are defined in generated/src/dispatch/transpose.cpp, except the inline forwarding
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

// transpose(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
// A view of self with dimensions dim0 and dim1 swapped.
Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1);

// transpose.Dimname(Tensor(a) self, Dimname dim0, Dimname dim1) -> Tensor(a)
// A view of self with the dimensions named dim0 and dim1 swapped.
Tensor transpose(const Tensor& self, Dimname dim0, Dimname dim1);

template <std::same_as<DimArg> D>
inline Tensor transpose(const Tensor& self, D dim0, D dim1) {
  return opforge::transpose(self, (dim0.is_name() ? resolve_dim(self, dim0) : dim0.index()), (dim1.is_name() ? resolve_dim(self, dim1) : dim1.index()));
}

}  // namespace opforge
