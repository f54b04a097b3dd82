// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named permute (permute).
// The functions are defined in generated/src/dispatch/permute.cpp, except the inline forwarding
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

// permute(Tensor(a) self, int[] dims) -> Tensor(a)
// A view of self with its dimensions in the order dims gives.
Tensor permute(const Tensor& self, IntArrayRef dims);

inline Tensor permute(const Tensor& self, std::initializer_list<int64_t> dims) {
  return opforge::permute(self, IntArrayRef(dims.begin(), dims.size()));
}

}  // namespace opforge
