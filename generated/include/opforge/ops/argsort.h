// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named argsort (argsort, argsort.stable, argsort.dimname).
// The functions are defined in generated/src/dispatch/argsort.cpp, except the inline forwarding
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

// argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor
// The indices along dim that sort self's elements in ascending order (descending if descending).
Tensor argsort(const Tensor& self, int64_t dim = -1, bool descending = false);

// argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor
// argsort, with stable= (True or False, the sort is stable).
Tensor argsort(const Tensor& self, bool stable, int64_t dim = -1, bool descending = false);

// argsort.dimname(Tensor self, Dimname dim, bool descending=False) -> Tensor
// Raises PyTorch 1.13's error for a dim name given to argsort, which it does not support (pass a
// dim index).
Tensor argsort(const Tensor& self, Dimname dim, bool descending = false);

template <std::same_as<DimArg> D>
inline Tensor argsort(const Tensor& self, D dim = -1, bool descending = false) {
  return opforge::argsort(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), descending);
}

}  // namespace opforge
