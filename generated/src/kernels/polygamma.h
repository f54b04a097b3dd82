// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named polygamma, which generated/src/dispatch/polygamma.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/polygamma.cpp and
// generated/src/cuda/polygamma.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
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
void polygamma_kernel(const elementwise::ElementwiseIter& iter, int64_t n);
}  // namespace opforge::cpu

namespace opforge::cuda {
void polygamma_kernel(const elementwise::ElementwiseIter& iter, int64_t n);
}  // namespace opforge::cuda
