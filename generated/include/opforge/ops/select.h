// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named select (select.int, select.Dimname).
// The functions are defined in generated/src/dispatch/select.cpp, except the inline forwarding
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

// select.int(Tensor(a) self, int dim, int index) -> Tensor(a)
// A view of self at index along dim, without that dimension.
Tensor select(const Tensor& self, int64_t dim, int64_t index);

// select.Dimname(Tensor(a) self, Dimname dim, int index) -> Tensor(a)
// A view of self at index along the dimension named dim, without that dimension.
Tensor select(const Tensor& self, Dimname dim, int64_t index);

template <std::same_as<DimArg> D>
inline Tensor select(const Tensor& self, D dim, int64_t index) {
  return opforge::select(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), index);
}

}  // namespace opforge
