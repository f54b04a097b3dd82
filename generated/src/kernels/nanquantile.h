// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named nanquantile, which generated/src/dispatch/nanquantile.cpp calls.
// Composite functions (composite::) are hand-written in src/composite/nanquantile.cpp: they compute
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
Tensor nanquantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out);
Tensor nanquantile(const Tensor& self, double q, std::optional<int64_t> dim, bool keepdim, std::string_view interpolation, const Tensor* out);
}  // namespace opforge::composite
