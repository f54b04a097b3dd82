// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named angle, which generated/src/dispatch/angle.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/angle.cpp and
// generated/src/cuda/angle.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
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
void angle_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void angle_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda
