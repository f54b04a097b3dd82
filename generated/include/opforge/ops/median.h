// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named median (median, median.dim, median.names_dim).
// The functions are defined in generated/src/dispatch/median.cpp, except the inline forwarding
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

// median(Tensor self) -> Tensor
// The lower median of all elements (of an even count, the smaller middle one); NaN if any element
// is NaN or there are none.
Tensor median(const Tensor& self);

// median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// The lower median along dim and its index along dim; where a line has NaN, NaN and the index of
// its first NaN.
std::tuple<Tensor, Tensor> median(const Tensor& self, int64_t dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> median_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim = false);

// median.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// median along the dimension named dim.
std::tuple<Tensor, Tensor> median(const Tensor& self, Dimname dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> median_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim = false);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> median(const Tensor& self, D dim, bool keepdim = false) {
  return opforge::median(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim);
}

}  // namespace opforge
