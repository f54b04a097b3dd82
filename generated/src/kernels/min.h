// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named min, which generated/src/dispatch/min.cpp calls.
// Pointwise kernels (cpu::, cuda::) are generated in generated/src/cpu/min.cpp and
// generated/src/cuda/min.cu; the CUDA ones are built with the CUDA backend (OPFORGE_HAS_CUDA).
// Structured kernels: the meta functions (meta::) are hand-written in src/meta/min.cpp: they
// check the arguments as PyTorch's meta function does and give the results' sizes; the stub then
// applies the entry's dtype and out= rules and makes the results, which the device kernels
// (cpu:: in src/cpu/min.cpp, cuda:: in src/cuda/min.cu, which see tensors as
// TensorBase) only compute into.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "iteration/elementwise.h"
#include "dispatch/result_shape.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::cpu {
void min_other_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cpu

namespace opforge::cuda {
void min_other_kernel(const elementwise::ElementwiseIter& iter);
}  // namespace opforge::cuda

namespace opforge::meta {
dispatch::ResultShape min_all_shape(const TensorBase& self);
dispatch::ResultShape min_dim_shape(const TensorBase& self, int64_t dim, bool keepdim);
}  // namespace opforge::meta


namespace opforge::cpu {
void min_all_kernel(const TensorBase& self, const TensorBase& result);
void min_dim_kernel(const TensorBase& self, int64_t dim, bool keepdim, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cpu

namespace opforge::cuda {
void min_all_kernel(const TensorBase& self, const TensorBase& result);
void min_dim_kernel(const TensorBase& self, int64_t dim, bool keepdim, const TensorBase& values, const TensorBase& indices);
}  // namespace opforge::cuda
