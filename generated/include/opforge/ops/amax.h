// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named amax (amax).
// The functions are defined in generated/src/dispatch/amax.cpp, except the inline forwarding
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

// amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
// The largest element over the dimensions dim (all of them when empty), kept as size 1 if keepdim.
Tensor amax(const Tensor& self, IntArrayRef dim = IntArrayRef(), bool keepdim = false);
Tensor& amax_out(Tensor& out, const Tensor& self, IntArrayRef dim = IntArrayRef(), bool keepdim = false);

inline Tensor amax(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::amax(self, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

inline Tensor& amax_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::amax_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

}  // namespace opforge
