// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named swapdims (swapdims).
// The functions are defined in generated/src/dispatch/swapdims.cpp, except the inline forwarding
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

// swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)
// A view of self with dimensions dim0 and dim1 swapped (transpose).
Tensor swapdims(const Tensor& self, int64_t dim0, int64_t dim1);

}  // namespace opforge
