// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sort (sort, sort.stable, sort.dimname, sort.dimname_stable).
// The functions are defined in generated/src/dispatch/sort.cpp, except the inline forwarding
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

// sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
// The elements along dim in ascending order (descending if descending), and the index along dim
// each came from.
std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim = -1, bool descending = false);
std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t dim = -1, bool descending = false);

// sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)
// sort, with stable= (which must be given; True or False, the sort is stable).
std::tuple<Tensor, Tensor> sort(const Tensor& self, std::optional<bool> stable, int64_t dim = -1, bool descending = false);
std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, std::optional<bool> stable, int64_t dim = -1, bool descending = false);

// sort.dimname(Tensor self, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
// Raises PyTorch 1.13's error for a dim name given to sort, which it does not support (pass a dim
// index).
std::tuple<Tensor, Tensor> sort(const Tensor& self, Dimname dim, bool descending = false);
std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, Dimname dim, bool descending = false);

// sort.dimname_stable(Tensor self, *, bool? stable, Dimname dim, bool descending=False) -> (Tensor values, Tensor indices)
// Raises PyTorch 1.13's error for a dim name given to sort, which it does not support (pass a dim
// index).
std::tuple<Tensor, Tensor> sort(const Tensor& self, std::optional<bool> stable, Dimname dim, bool descending = false);
std::tuple<Tensor&, Tensor&> sort_out(Tensor& values, Tensor& indices, const Tensor& self, std::optional<bool> stable, Dimname dim, bool descending = false);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> sort(const Tensor& self, D dim = -1, bool descending = false) {
  return opforge::sort(self, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), descending);
}

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> sort(const Tensor& self, std::optional<bool> stable, D dim = -1, bool descending = false) {
  return opforge::sort(self, stable, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), descending);
}

}  // namespace opforge
