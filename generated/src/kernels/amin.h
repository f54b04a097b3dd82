// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named amin, which generated/src/dispatch/amin.cpp calls.
// The reduce kernel (cpu::, cuda::) is generated in generated/src/cpu/amin.cpp and
// generated/src/cuda/amin.cu: it folds `input` over `mask` into `result`, both of the result
// dtype, which the stub (dispatch::plan_reduction) has chosen and converted to.
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
void amin_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void amin_reduce(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result);
}  // namespace opforge::cuda
