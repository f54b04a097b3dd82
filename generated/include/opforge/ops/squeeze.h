// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named squeeze (squeeze, squeeze.dim, squeeze.dimname).
// The functions are defined in generated/src/dispatch/squeeze.cpp, except the inline forwarding
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

// squeeze(Tensor(a) self) -> Tensor(a)
// A view of self without its dimensions of size 1.
Tensor squeeze(const Tensor& self);

// squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)
// A view of self without dimension dim if its size is 1; self unchanged otherwise.
Tensor squeeze(const Tensor& self, int64_t dim);

// squeeze.dimname(Tensor(a) self, Dimname dim) -> Tensor(a)
// A view of self without the dimension named dim if its size is 1.
Tensor squeeze(const Tensor& self, Dimname dim);

template <std::same_as<DimArg> D>
inline Tensor squeeze(const Tensor& self, D dim) {
  return opforge::squeeze(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()));
}

}  // namespace opforge
