// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named cat (cat, cat.names).
// The functions are defined in generated/src/dispatch/cat.cpp, except the inline forwarding
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

// cat(Tensor[] tensors, int dim=0) -> Tensor
// The tensors joined along dim, in their promoted dtype. All but dim must match in size.
Tensor cat(TensorList tensors, int64_t dim = 0);
Tensor& cat_out(Tensor& out, TensorList tensors, int64_t dim = 0);

// cat.names(Tensor[] tensors, Dimname dim) -> Tensor
// The tensors joined along the dimension named dim.
Tensor cat(TensorList tensors, Dimname dim);
Tensor& cat_out(Tensor& out, TensorList tensors, Dimname dim);

inline Tensor cat(std::initializer_list<Tensor> tensors, int64_t dim = 0) {
  return opforge::cat(TensorList(tensors.begin(), tensors.size()), dim);
}

inline Tensor& cat_out(Tensor& out, std::initializer_list<Tensor> tensors, int64_t dim = 0) {
  return opforge::cat_out(out, TensorList(tensors.begin(), tensors.size()), dim);
}

inline Tensor cat(std::initializer_list<Tensor> tensors, Dimname dim) {
  return opforge::cat(TensorList(tensors.begin(), tensors.size()), dim);
}

inline Tensor& cat_out(Tensor& out, std::initializer_list<Tensor> tensors, Dimname dim) {
  return opforge::cat_out(out, TensorList(tensors.begin(), tensors.size()), dim);
}

}  // namespace opforge
