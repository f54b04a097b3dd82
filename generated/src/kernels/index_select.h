// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named index_select, which generated/src/dispatch/index_select.cpp calls.
// Structured kernels: the meta functions (meta::) are hand-written in src/meta/index_select.cpp: they
// check the arguments as PyTorch's meta function does and give the results' sizes; the stub then
// applies the entry's dtype and out= rules and makes the results, which the device kernels
// (cpu:: in src/cpu/index_select.cpp, cuda:: in src/cuda/index_select.cu, which see tensors as
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
dispatch::ResultShape index_select_shape(const TensorBase& self, int64_t dim, const TensorBase& index);
}  // namespace opforge::meta


namespace opforge::cpu {
void index_select_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& result);
}  // namespace opforge::cpu

namespace opforge::cuda {
void index_select_kernel(const TensorBase& self, int64_t dim, const TensorBase& index, const TensorBase& result);
}  // namespace opforge::cuda
