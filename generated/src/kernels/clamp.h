// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named clamp, which generated/src/dispatch/clamp.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/clamp.cpp and
// generated/src/cuda/clamp.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/elementwise.h"
#include "opforge/tensor.h"

namespace opforge::cpu {
void clamp_kernel(const elementwise::ElementwiseIter& iter, bool has_min, bool has_max);
void clamp_Tensor_kernel(const elementwise::ElementwiseIter& iter, bool has_min, bool has_max);
}  // namespace opforge::cpu

namespace opforge::cuda {
void clamp_kernel(const elementwise::ElementwiseIter& iter, bool has_min, bool has_max);
void clamp_Tensor_kernel(const elementwise::ElementwiseIter& iter, bool has_min, bool has_max);
}  // namespace opforge::cuda
