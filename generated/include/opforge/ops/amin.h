// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named amin (amin).
// The functions are defined in generated/src/dispatch/amin.cpp, except the inline forwarding
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

// amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor
// The smallest element over the dimensions dim (all of them when empty), kept as size 1 if keepdim.
Tensor amin(const Tensor& self, IntArrayRef dim = IntArrayRef(), bool keepdim = false);
Tensor& amin_out(Tensor& out, const Tensor& self, IntArrayRef dim = IntArrayRef(), bool keepdim = false);

inline Tensor amin(const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::amin(self, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

inline Tensor& amin_out(Tensor& out, const Tensor& self, std::initializer_list<int64_t> dim, bool keepdim = false) {
  return opforge::amin_out(out, self, IntArrayRef(dim.begin(), dim.size()), keepdim);
}

}  // namespace opforge
