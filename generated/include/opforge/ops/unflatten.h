// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named unflatten (unflatten.int, unflatten.Dimname).
// The functions are defined in generated/src/dispatch/unflatten.cpp, except the inline forwarding
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

// unflatten.int(Tensor(a) self, int dim, int[] sizes) -> Tensor(a)
// A view of self with dimension dim split into sizes (one may be -1, inferred); self must be
// unnamed.
Tensor unflatten(const Tensor& self, int64_t dim, IntArrayRef sizes);

// unflatten.Dimname(Tensor(a) self, Dimname dim, int[] sizes, Dimname[] names) -> Tensor(a)
// A view of self with the dimension named dim split into sizes, the new dimensions named names.
Tensor unflatten(const Tensor& self, Dimname dim, IntArrayRef sizes, DimnameList names);

inline Tensor unflatten(const Tensor& self, int64_t dim, std::initializer_list<int64_t> sizes) {
  return opforge::unflatten(self, dim, IntArrayRef(sizes.begin(), sizes.size()));
}

inline Tensor unflatten(const Tensor& self, Dimname dim, std::initializer_list<int64_t> sizes, DimnameList names) {
  return opforge::unflatten(self, dim, IntArrayRef(sizes.begin(), sizes.size()), names);
}

inline Tensor unflatten(const Tensor& self, Dimname dim, IntArrayRef sizes, std::initializer_list<Dimname> names) {
  return opforge::unflatten(self, dim, sizes, DimnameList(names.begin(), names.size()));
}

inline Tensor unflatten(const Tensor& self, Dimname dim, std::initializer_list<int64_t> sizes, std::initializer_list<Dimname> names) {
  return opforge::unflatten(self, dim, IntArrayRef(sizes.begin(), sizes.size()), DimnameList(names.begin(), names.size()));
}

}  // namespace opforge
