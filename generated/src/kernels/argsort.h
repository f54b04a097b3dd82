// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named argsort, which generated/src/dispatch/argsort.cpp calls.
// The sort kernel (cpu::, cuda::) is generated in generated/src/cpu/argsort.cpp and
// generated/src/cuda/argsort.cu: it sorts `input` along the wrapped `dim` into `values` (of its
// dtype) and `indices` (int64), which the stub (dispatch::plan_sort) has made.
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
void argsort_sort(const TensorBase& input, int64_t dim, bool descending, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cpu

namespace opforge::cuda {
void argsort_sort(const TensorBase& input, int64_t dim, bool descending, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cuda
