// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named flatten (flatten.using_ints, flatten.named_out_dim, flatten.using_names, flatten.DimnameList).
// The functions are defined in generated/src/dispatch/flatten.cpp, except the inline forwarding
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

// flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)
// Self with dimensions start_dim to end_dim merged into one (a view where strides allow, else a
// copy).
Tensor flatten(const Tensor& self, int64_t start_dim = 0, int64_t end_dim = -1);

// flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, Dimname out_dim) -> Tensor(a)
// Self with dimensions start_dim to end_dim merged into one named out_dim.
Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim, Dimname out_dim);

// flatten.using_names(Tensor(a) self, Dimname start_dim, Dimname end_dim, Dimname out_dim) -> Tensor(a)
// Self with the dimensions named start_dim to end_dim merged into one named out_dim.
Tensor flatten(const Tensor& self, Dimname start_dim, Dimname end_dim, Dimname out_dim);

// flatten.DimnameList(Tensor(a) self, Dimname[] dims, Dimname out_dim) -> Tensor(a)
// Self with the consecutive dimensions named dims merged into one named out_dim.
Tensor flatten(const Tensor& self, DimnameList dims, Dimname out_dim);

template <std::same_as<DimArg> D>
inline Tensor flatten(const Tensor& self, D start_dim, D end_dim, Dimname out_dim) {
  return opforge::flatten(self, (start_dim.is_name() ? resolve_dim(self, start_dim) : start_dim.index()), (end_dim.is_name() ? resolve_dim(self, end_dim) : end_dim.index()), out_dim);
}

inline Tensor flatten(const Tensor& self, std::initializer_list<Dimname> dims, Dimname out_dim) {
  return opforge::flatten(self, DimnameList(dims.begin(), dims.size()), out_dim);
}

}  // namespace opforge
