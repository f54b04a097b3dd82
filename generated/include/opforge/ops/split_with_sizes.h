// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named split_with_sizes (split_with_sizes).
// The functions are defined in generated/src/dispatch/split_with_sizes.cpp, except the inline forwarding
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

// split_with_sizes(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]
// Views of consecutive slices of self along dim, of the sizes split_sizes lists.
std::vector<Tensor> split_with_sizes(const Tensor& self, IntArrayRef split_sizes, int64_t dim = 0);

inline std::vector<Tensor> split_with_sizes(const Tensor& self, std::initializer_list<int64_t> split_sizes, int64_t dim = 0) {
  return opforge::split_with_sizes(self, IntArrayRef(split_sizes.begin(), split_sizes.size()), dim);
}

}  // namespace opforge
