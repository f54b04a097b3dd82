// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named std_mean, which generated/src/dispatch/std_mean.cpp calls.
// The reduce kernel (cpu::, cuda::) is generated in generated/src/cpu/std_mean.cpp and
// generated/src/cuda/std_mean.cu: it folds `input` over `mask` with iteration/welford.h's
// reducer into `results`, of the dtypes the stub (dispatch::plan_reduction) has chosen.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/dim_mask.h"
#include "iteration/welford.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::cpu {
void std_mean_reduce(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> results, const reduce::welford::Params& params);
}  // namespace opforge::cpu

namespace opforge::cuda {
void std_mean_reduce(const TensorBase& input, const reduce::DimMask& mask, std::span<const TensorBase> results, const reduce::welford::Params& params);
}  // namespace opforge::cuda
