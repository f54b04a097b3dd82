// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named logcumsumexp, which generated/src/dispatch/logcumsumexp.cpp calls.
// The scan kernel (cpu::, cuda::) is generated in generated/src/cpu/logcumsumexp.cpp and
// generated/src/cuda/logcumsumexp.cu: it scans `input` along the wrapped `dim` into `result`, both of
// the result dtype, which the stub (dispatch::plan_scan) has chosen and converted to.
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
void logcumsumexp_scan(const TensorBase& input, int64_t dim, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void logcumsumexp_scan(const TensorBase& input, int64_t dim, const TensorBase& result);
}  // namespace opforge::cuda
