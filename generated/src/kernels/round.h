// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named round, which generated/src/dispatch/round.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/round.cpp and
// generated/src/cuda/round.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/elementwise.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::cpu {
void round_kernel(const elementwise::ElementwiseIter& iter);
void round_decimals_kernel(const elementwise::ElementwiseIter& iter, int64_t decimals);
}  // namespace opforge::cpu

namespace opforge::cuda {
void round_kernel(const elementwise::ElementwiseIter& iter);
void round_decimals_kernel(const elementwise::ElementwiseIter& iter, int64_t decimals);
}  // namespace opforge::cuda
