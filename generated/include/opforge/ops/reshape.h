// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named reshape (reshape).
// The functions are defined in generated/src/dispatch/reshape.cpp, except the inline forwarding
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

// reshape(Tensor(a) self, int[] shape) -> Tensor(a)
// Self's elements with new sizes (one may be -1, inferred); a view where strides can address them
// so, else a copy.
Tensor reshape(const Tensor& self, IntArrayRef shape);

inline Tensor reshape(const Tensor& self, std::initializer_list<int64_t> shape) {
  return opforge::reshape(self, IntArrayRef(shape.begin(), shape.size()));
}

}  // namespace opforge
