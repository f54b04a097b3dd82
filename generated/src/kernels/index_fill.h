// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named index_fill, which generated/src/dispatch/index_fill.cpp calls.
// Composite functions (composite::) are hand-written in src/composite/index_fill.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::composite {
Tensor index_fill(const Tensor& self, int64_t dim, const Tensor& index, const Scalar& value, const Tensor* out);
Tensor index_fill_tensor(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value, const Tensor* out);
Tensor index_fill_dimname(const Tensor& self, Dimname dim, const Tensor& index, const Scalar& value, const Tensor* out);
Tensor index_fill_dimname_tensor(const Tensor& self, Dimname dim, const Tensor& index, const Tensor& value, const Tensor* out);
}  // namespace opforge::composite
