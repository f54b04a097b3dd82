// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named cummin, which generated/src/dispatch/cummin.cpp calls.
// The scan kernel (cpu::, cuda::) is generated in generated/src/cpu/cummin.cpp and
// generated/src/cuda/cummin.cu: it scans `input` along the wrapped `dim` into `values` (of its
// dtype) and `indices` (int64), which the stub (dispatch::plan_scan) has made.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::cpu {
void cummin_scan(const TensorBase& input, int64_t dim, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cpu

namespace opforge::cuda {
void cummin_scan(const TensorBase& input, int64_t dim, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cuda
