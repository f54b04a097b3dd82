// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named div, which generated/src/dispatch/div.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/div.cpp and
// generated/src/cuda/div.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
// Composite functions (composite::) are hand-written in src/composite/div.cpp: they compute
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
void div_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void div_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda

namespace opforge::composite {
Tensor div_mode(const Tensor& self, const Tensor& other, std::optional<std::string_view> rounding_mode, const Tensor* out);
Tensor div_mode(const Tensor& self, const Scalar& other, std::optional<std::string_view> rounding_mode, const Tensor* out);
}  // namespace opforge::composite
