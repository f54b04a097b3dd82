// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named diagonal (diagonal, diagonal.Dimname).
// The functions are defined in generated/src/dispatch/diagonal.cpp, except the inline forwarding
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

// diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)
// A view of the diagonal of self along dim1 and dim2 (offset above the main one), as a new last
// dimension.
Tensor diagonal(const Tensor& self, int64_t offset = 0, int64_t dim1 = 0, int64_t dim2 = 1);

// diagonal.Dimname(Tensor(a) self, *, Dimname outdim, Dimname dim1, Dimname dim2, int offset=0) -> Tensor(a)
// A view of the diagonal of self along the dimensions named dim1 and dim2, as a new last dimension
// named outdim.
Tensor diagonal(const Tensor& self, Dimname outdim, Dimname dim1, Dimname dim2, int64_t offset = 0);

}  // namespace opforge
