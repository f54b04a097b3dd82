// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named topk (topk).
// The functions are defined in generated/src/dispatch/topk.cpp, except the inline forwarding
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

// topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)
// The k largest elements along dim (the k smallest if not largest), largest first (smallest first),
// and their indices along dim; sorted=False gives them in that order too.
std::tuple<Tensor, Tensor> topk(const Tensor& self, int64_t k, int64_t dim = -1, bool largest = true, bool sorted = true);
std::tuple<Tensor&, Tensor&> topk_out(Tensor& values, Tensor& indices, const Tensor& self, int64_t k, int64_t dim = -1, bool largest = true, bool sorted = true);

}  // namespace opforge
