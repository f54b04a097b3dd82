// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named moveaxis (moveaxis.intlist, moveaxis.int).
// The functions are defined in generated/src/dispatch/moveaxis.cpp, except the inline forwarding
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

// moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
// movedim's other name (NumPy's).
Tensor moveaxis(const Tensor& self, IntArrayRef source, IntArrayRef destination);

// moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)
// movedim's other name (NumPy's).
Tensor moveaxis(const Tensor& self, int64_t source, int64_t destination);

inline Tensor moveaxis(const Tensor& self, std::initializer_list<int64_t> source, IntArrayRef destination) {
  return opforge::moveaxis(self, IntArrayRef(source.begin(), source.size()), destination);
}

inline Tensor moveaxis(const Tensor& self, IntArrayRef source, std::initializer_list<int64_t> destination) {
  return opforge::moveaxis(self, source, IntArrayRef(destination.begin(), destination.size()));
}

inline Tensor moveaxis(const Tensor& self, std::initializer_list<int64_t> source, std::initializer_list<int64_t> destination) {
  return opforge::moveaxis(self, IntArrayRef(source.begin(), source.size()), IntArrayRef(destination.begin(), destination.size()));
}

}  // namespace opforge
