// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named sort (sort, sort.stable).
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

}  // namespace opforge
