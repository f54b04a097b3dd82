// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named unbind (unbind.int, unbind.Dimname).
// The functions are defined in generated/src/dispatch/unbind.cpp, except the inline forwarding
// forms below; the methods are declared in class Tensor (opforge/tensor_methods.inc).
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

#include "opforge/tensor.h"

namespace opforge {

// unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]
// A view of self at every index along dim, without that dimension.
std::vector<Tensor> unbind(const Tensor& self, int64_t dim = 0);

// unbind.Dimname(Tensor(a -> *) self, Dimname dim) -> Tensor(a)[]
// A view of self at every index along the dimension named dim, without that dimension.
std::vector<Tensor> unbind(const Tensor& self, Dimname dim);

template <std::same_as<DimArg> D>
inline std::vector<Tensor> unbind(const Tensor& self, D dim = 0) {
  return opforge::unbind(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()));
}

}  // namespace opforge
