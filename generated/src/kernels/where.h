// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named where, which generated/src/dispatch/where.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/where.cpp and
// generated/src/cuda/where.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/elementwise.h"
#include "opforge/tensor.h"

namespace opforge::cpu {
void where_self_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void where_self_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda
