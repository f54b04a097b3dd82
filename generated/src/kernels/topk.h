// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named topk, which generated/src/dispatch/topk.cpp calls.
// The sort kernel (cpu::, cuda::) is generated in generated/src/cpu/topk.cpp and
// generated/src/cuda/topk.cu: it sorts each line of `input` along the wrapped `dim` and
// writes what `selection` picks of it into `values` (of its dtype) and `indices` (int64), which
// the stub (dispatch::plan_sort) has made.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/sort_select.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::cpu {
void topk_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cpu

namespace opforge::cuda {
void topk_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cuda
