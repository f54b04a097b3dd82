// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named conj_physical, which generated/src/dispatch/conj_physical.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/conj_physical.cpp and
// generated/src/cuda/conj_physical.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
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
void conj_physical_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void conj_physical_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda
