// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named mode (mode, mode.dimname).
// The functions are defined in generated/src/dispatch/mode.cpp, except the inline forwarding
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

// mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
// The most frequent value along dim (the smallest of equally frequent ones; NaNs count as one
// value) and the last index along dim where it occurs.
std::tuple<Tensor, Tensor> mode(const Tensor& self, int64_t dim = -1, bool keepdim = false);
std::tuple<Tensor&, Tensor&> mode_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim = -1, bool keepdim = false);

// mode.dimname(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// mode along the dimension named dim.
std::tuple<Tensor, Tensor> mode(const Tensor& self, Dimname dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> mode_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim = false);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> mode(const Tensor& self, D dim = -1, bool keepdim = false) {
  return opforge::mode(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim);
}

}  // namespace opforge
