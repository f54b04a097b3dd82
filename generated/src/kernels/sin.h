// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named sin, which generated/src/dispatch/sin.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/sin.cpp and
// generated/src/cuda/sin.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/elementwise.h"
#include "opforge/tensor.h"

namespace opforge::cpu {
void sin_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void sin_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda
