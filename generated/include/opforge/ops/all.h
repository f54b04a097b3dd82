// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named all (all, all.dim, all.dimname).
// The functions are defined in generated/src/dispatch/all.cpp, except the inline forwarding
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

// all(Tensor self) -> Tensor
// Whether every element is non-zero; uint8 input gives uint8, every other input bool.
Tensor all(const Tensor& self);
Tensor& all_out(Tensor& out, const Tensor& self);

// all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor
// Whether every element along dim is non-zero, with dim kept as size 1 if keepdim.
Tensor all(const Tensor& self, int64_t dim, bool keepdim = false);
Tensor& all_out(Tensor& out, const Tensor& self, int64_t dim, bool keepdim = false);

// all.dimname(Tensor self, Dimname dim, bool keepdim=False) -> Tensor
// Raises PyTorch 1.13's error for a dim name given to all, which it does not support (pass a dim
// index).
Tensor all(const Tensor& self, Dimname dim, bool keepdim = false);
Tensor& all_out(Tensor& out, const Tensor& self, Dimname dim, bool keepdim = false);

template <std::same_as<DimArg> D>
inline Tensor all(const Tensor& self, D dim, bool keepdim = false) {
  return opforge::all(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim);
}

}  // namespace opforge
