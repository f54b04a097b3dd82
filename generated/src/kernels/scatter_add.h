// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named scatter_add, which generated/src/dispatch/scatter_add.cpp calls.
// Structured kernels: the meta functions (meta::) are hand-written in src/meta/scatter_add.cpp: they
// check the arguments as PyTorch's meta function does and give the results' sizes; the stub then
// applies the entry's dtype and out= rules and makes the results, which the device kernels
// (cpu:: in src/cpu/scatter_add.cpp, cuda:: in src/cuda/scatter_add.cu, which see tensors as
// TensorBase) only compute into.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "dispatch/result_shape.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::meta {
dispatch::ResultShape scatter_add_shape(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& src);
}  // namespace opforge::meta


namespace opforge::cpu {
void scatter_add_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& src, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void scatter_add_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& src, const TensorBase& result);
}  // namespace opforge::cuda
