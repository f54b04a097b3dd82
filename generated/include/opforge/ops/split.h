// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named split (split.Tensor, split.sizes).
// The functions are defined in generated/src/dispatch/split.cpp, except the inline forwarding
// forms below; the methods are declared in class Tensor (opforge/tensor_methods.inc).
#pragma once

#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>
#include <vector>

#include "opforge/tensor.h"

namespace opforge {

// split.Tensor(Tensor(a -> *) self, int split_size, int dim=0) -> Tensor(a)[]
// Views of consecutive slices of split_size elements of self along dim (the last may be shorter).
std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim = 0);

// split.sizes(Tensor(a -> *) self, int[] split_size, int dim=0) -> Tensor(a)[]
// Views of consecutive slices of self along dim, of the sizes split_size lists.
std::vector<Tensor> split(const Tensor& self, IntArrayRef split_size, int64_t dim = 0);

inline std::vector<Tensor> split(const Tensor& self, std::initializer_list<int64_t> split_size, int64_t dim = 0) {
  return opforge::split(self, IntArrayRef(split_size.begin(), split_size.size()), dim);
}

}  // namespace opforge
