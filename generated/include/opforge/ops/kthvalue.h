// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named kthvalue (kthvalue, kthvalue.dimname).
// The functions are defined in generated/src/dispatch/kthvalue.cpp, except the inline forwarding
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

// kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)
// The k-th smallest element along dim (k from 1; NaN the largest) and its index along dim.
std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim = -1, bool keepdim = false);
std::tuple<Tensor&, Tensor&> kthvalue_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t k, int64_t dim = -1, bool keepdim = false);

// kthvalue.dimname(Tensor self, int k, Dimname dim, bool keepdim=False) -> (Tensor values, Tensor indices)
// kthvalue along the dimension named dim.
std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, Dimname dim, bool keepdim = false);
std::tuple<Tensor&, Tensor&> kthvalue_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t k, Dimname dim, bool keepdim = false);

template <std::same_as<DimArg> D>
inline std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, D dim = -1, bool keepdim = false) {
  return opforge::kthvalue(self, k, (dim.is_name() ? resolve_dim(self, dim) : dim.index()), keepdim);
}

}  // namespace opforge
