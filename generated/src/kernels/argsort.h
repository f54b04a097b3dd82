// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named argsort, which generated/src/dispatch/argsort.cpp calls.
// The sort kernel (cpu::, cuda::) is generated in generated/src/cpu/argsort.cpp and
// generated/src/cuda/argsort.cu: it sorts each line of `input` along the wrapped `dim` and
// writes what `selection` picks of it into `values` (of its dtype) and `indices` (int64), which
// the stub (dispatch::plan_sort) has made.
// Composite functions (composite::) are hand-written in src/composite/argsort.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
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
void argsort_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cpu

namespace opforge::cuda {
void argsort_sort(const TensorBase& input, int64_t dim, sort_select::Selection selection, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cuda

namespace opforge::composite {
Tensor argsort_dimname(const Tensor& self, Dimname dim, bool descending, const Tensor* out);
}  // namespace opforge::composite
