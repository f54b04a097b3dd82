// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named sum, which generated/src/dispatch/sum.cpp calls.
// Custom reduction kernels (cpu::, cuda::) are hand-written in src/cpu/sum.cpp and
// src/cuda/sum.cu: the stub (dispatch::plan_reduction) has chosen the result dtype, checked
// out= and made `result`; the kernel folds `input` over `mask` into it. `input` has the result's
// dtype, or is bool or an integer when the result is int64.
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
void sum_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void sum_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result);
}  // namespace opforge::cuda
