// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named flip (flip).
// The functions are defined in generated/src/dispatch/flip.cpp, except the inline forwarding
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

// flip(Tensor self, int[] dims) -> Tensor
// A copy of self with the order of its elements reversed along each of dims.
Tensor flip(const Tensor& self, IntArrayRef dims);

inline Tensor flip(const Tensor& self, std::initializer_list<int64_t> dims) {
  return opforge::flip(self, IntArrayRef(dims.begin(), dims.size()));
}

}  // namespace opforge
