// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named masked_fill, which generated/src/dispatch/masked_fill.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/masked_fill.cpp and
// generated/src/cuda/masked_fill.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
// Composite functions (composite::) are hand-written in src/composite/masked_fill.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
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

namespace opforge::composite {
Tensor masked_fill_tensor(const Tensor& self, const Tensor& mask, const Tensor& value, const Tensor* out);
}  // namespace opforge::composite
