// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named cumsum, which generated/src/dispatch/cumsum.cpp calls.
// The scan kernel (cpu::, cuda::) is generated in generated/src/cpu/cumsum.cpp and
// generated/src/cuda/cumsum.cu: it scans `input` along the wrapped `dim` into `result`, both of
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
void cumsum_scan(const TensorBase& input, int64_t dim, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void cumsum_scan(const TensorBase& input, int64_t dim, const TensorBase& result);
}  // namespace opforge::cuda
