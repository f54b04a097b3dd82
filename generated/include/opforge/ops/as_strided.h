// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named as_strided (as_strided).
// The functions are defined in generated/src/dispatch/as_strided.cpp, except the inline forwarding
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

// as_strided(Tensor(a) self, int[] size, int[] stride, int? storage_offset=None) -> Tensor(a)
// A view of self's storage with the sizes, strides and storage offset given (self's offset when
// None); unnamed.
Tensor as_strided(const Tensor& self, IntArrayRef size, IntArrayRef stride, std::optional<int64_t> storage_offset = std::nullopt);

inline Tensor as_strided(const Tensor& self, std::initializer_list<int64_t> size, IntArrayRef stride, std::optional<int64_t> storage_offset = std::nullopt) {
  return opforge::as_strided(self, IntArrayRef(size.begin(), size.size()), stride, storage_offset);
}

inline Tensor as_strided(const Tensor& self, IntArrayRef size, std::initializer_list<int64_t> stride, std::optional<int64_t> storage_offset = std::nullopt) {
  return opforge::as_strided(self, size, IntArrayRef(stride.begin(), stride.size()), storage_offset);
}

inline Tensor as_strided(const Tensor& self, std::initializer_list<int64_t> size, std::initializer_list<int64_t> stride, std::optional<int64_t> storage_offset = std::nullopt) {
  return opforge::as_strided(self, IntArrayRef(size.begin(), size.size()), IntArrayRef(stride.begin(), stride.size()), storage_offset);
}

}  // namespace opforge
