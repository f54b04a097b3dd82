// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cummax (cummax, cummax.dimname).
// The functions are defined in generated/src/dispatch/cummax.cpp, except the inline forwarding
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

// cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)
// The running maximum along dim and the index along dim where it was found (the last of equal
// maxima; NaN once met).
std::tuple<Tensor, Tensor> cummax(const Tensor& self, int64_t dim);
std::tuple<Tensor&, Tensor&> cummax_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim);

// cummax.dimname(Tensor self, Dimname dim) -> (Tensor values, Tensor indices)
// cummax along the dimension named dim.
std::tuple<Tensor, Tensor> cummax(const Tensor& self, Dimname dim);
std::tuple<Tensor&, Tensor&> cummax_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> cummax(const Tensor& self, D dim) {
  return opforge::cummax(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()));
}

}  // namespace opforge
