// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named nan_to_num, which generated/src/dispatch/nan_to_num.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/nan_to_num.cpp and
// generated/src/cuda/nan_to_num.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
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
void nan_to_num_kernel(const elementwise::ElementwiseIter& iter, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf);
}  // namespace opforge::cpu

namespace opforge::cuda {
void nan_to_num_kernel(const elementwise::ElementwiseIter& iter, std::optional<double> nan, std::optional<double> posinf, std::optional<double> neginf);
}  // namespace opforge::cuda
