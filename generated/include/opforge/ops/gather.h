// generated from ops.yaml by codegen; do not edit
// The public API of the ops.yaml entries named gather (gather).
// The functions are defined in generated/src/dispatch/gather.cpp, except the inline forwarding
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

// gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor
// Along dim, the elements of self at the positions index (int64, of self's number of dims) gives;
// the result has index's sizes.
Tensor gather(const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad = false);
Tensor& gather_out(Tensor& out, const Tensor& self, int64_t dim, const Tensor& index, bool sparse_grad = false);

}  // namespace opforge
