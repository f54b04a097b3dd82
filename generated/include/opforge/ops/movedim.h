// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named movedim (movedim.intlist, movedim.int).
// The functions are defined in generated/src/dispatch/movedim.cpp, except the inline forwarding
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

// movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)
// A view of self with the dimensions source moved to the positions destination, the others in their
// order.
Tensor movedim(const Tensor& self, IntArrayRef source, IntArrayRef destination);

// movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)
// A view of self with dimension source moved to position destination, the others in their order.
Tensor movedim(const Tensor& self, int64_t source, int64_t destination);

inline Tensor movedim(const Tensor& self, std::initializer_list<int64_t> source, IntArrayRef destination) {
  return opforge::movedim(self, IntArrayRef(source.begin(), source.size()), destination);
}

inline Tensor movedim(const Tensor& self, IntArrayRef source, std::initializer_list<int64_t> destination) {
  return opforge::movedim(self, source, IntArrayRef(destination.begin(), destination.size()));
}

inline Tensor movedim(const Tensor& self, std::initializer_list<int64_t> source, std::initializer_list<int64_t> destination) {
  return opforge::movedim(self, IntArrayRef(source.begin(), source.size()), IntArrayRef(destination.begin(), destination.size()));
}

}  // namespace opforge
