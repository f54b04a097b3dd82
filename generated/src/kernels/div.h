// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named div, which generated/src/dispatch/div.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/div.cpp and
// generated/src/cuda/div.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
// Custom kernels (kernels::) are hand-written in src/cpu/div.cpp (CUDA parts in src/cuda/, built
// with the CUDA backend, OPFORGE_HAS_CUDA). `out` is nullptr for the function and method variants, &self for
// the in-place variant, the out= tensor for the out variant, and for several returns an array of
// the out tensors in return order; a kernel returns its result (`out` itself when given).
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
void div_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void div_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda

namespace opforge::kernels {
Tensor div_mode_kernel(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode, const Tensor* out);
}  // namespace opforge::kernels
