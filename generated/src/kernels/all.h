// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named all, which generated/src/dispatch/all.cpp calls.
// The reduce kernel (cpu::, cuda::) is generated in generated/src/cpu/all.cpp and
// generated/src/cuda/all.cu: it folds `input` over `mask` into `result`, both of the result
// dtype, which the stub (dispatch::plan_reduction) has chosen and converted to.
// Composite functions (composite::) are hand-written in src/composite/all.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/dim_mask.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::cpu {
void all_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void all_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result);
}  // namespace opforge::cuda

namespace opforge::composite {
Tensor all_dimname(const Tensor& self, Dimname dim, bool keepdim, const Tensor* out);
}  // namespace opforge::composite
