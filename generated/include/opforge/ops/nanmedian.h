// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named nanmedian (nanmedian, nanmedian.dim, nanmedian.names_dim).
// The functions are defined in generated/src/dispatch/nanmedian.cpp, except the inline forwarding
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

// nanmedian(Tensor self) -> Tensor
// The lower median of the elements that are not NaN; NaN if there are none.
Tensor nanmedian(const Tensor& self);

// nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// The lower median along dim of the elements that are not NaN, and its index along dim; NaN and the
// index of the first NaN where a line has only NaN.
std::tuple<Tensor, Tensor> nanmedian(const Tensor& self, int64_t dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> nanmedian_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim, bool keepdim = false);

// nanmedian.names_dim(Tensor self, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// nanmedian along the dimension named dim.
std::tuple<Tensor, Tensor> nanmedian(const Tensor& self, Dimname dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> nanmedian_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool keepdim = false);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> nanmedian(const Tensor& self, D dim, bool keepdim = false) {
  return opforge::nanmedian(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim);
}

}  // namespace opforge
