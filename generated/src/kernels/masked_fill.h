// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named masked_fill, which generated/src/dispatch/masked_fill.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/masked_fill.cpp and
// generated/src/cuda/masked_fill.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
// Custom kernels (kernels::) are hand-written in src/cpu/masked_fill.cpp (CUDA parts in src/cuda/, built
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
void masked_fill_kernel(const elementwise::ElementwiseIter& iter, const Scalar& value);
}  // namespace opforge::cpu

namespace opforge::cuda {
void masked_fill_kernel(const elementwise::ElementwiseIter& iter, const Scalar& value);
}  // namespace opforge::cuda

namespace opforge::kernels {
Tensor masked_fill_tensor_kernel(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out);
}  // namespace opforge::kernels
