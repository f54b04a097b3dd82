// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cummin (cummin, cummin.dimname).
// The functions are defined in generated/src/dispatch/cummin.cpp, except the inline forwarding
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

// cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)
// The running minimum along dim and the index along dim where it was found (the last of equal
// minima; NaN once met).
std::tuple<Tensor, Tensor> cummin(const Tensor& self, int64_t dim);
std::tuple<Tensor&, Tensor&> cummin_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim);

// cummin.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
// cummin along the dimension named dim.
std::tuple<Tensor, Tensor> cummin(const Tensor& self, Dimname dim);
std::tuple<Tensor&, Tensor&> cummin_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> cummin(const Tensor& self, D dim) {
  return opforge::cummin(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()));
}

}  // namespace opforge
