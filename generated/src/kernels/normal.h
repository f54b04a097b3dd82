// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named normal, which generated/src/dispatch/normal.cpp calls.
// Composite functions (composite::) are hand-written in src/composite/normal.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
// The sampler's checks (meta::) are hand-written in src/meta/normal.cpp (PyTorch's argument and
// dtype checks, run on every device), its CPU kernel (cpu::) in src/cpu/normal.cpp, which draws
// from the generator (the default one when none is given) as PyTorch's CPU kernel does, and its
// CUDA kernel (cuda::) in src/cuda/normal.cu, which draws from the Philox stream of a CUDA
// generator; both run the op's element sampler of iteration/sampler_math.h.
// Factory fill functions (composite::) are hand-written in src/composite/normal.cpp: they fill
// the new tensor the stub made (its dtype, device, sizes and names chosen by the entry's rules), on
// its device, with other ops or the runtime's device loops. The stub skips them on the meta device.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <tuple>

#include "opforge/generator.h"
// Tensor is only declared here: the kernel files that include this header stay untouched when an
// op (and so a Tensor method) is added.
#include "opforge/tensor_base.h"

namespace opforge::meta {
void normal_check(const TensorBase& self, double mean, double std);
}  // namespace opforge::meta

namespace opforge::cpu {
void normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator);
}  // namespace opforge::cpu

namespace opforge::cuda {
void normal_kernel(const TensorBase& self, double mean, double std, const std::optional<Generator>& generator);
}  // namespace opforge::cuda

namespace opforge::composite {
void normal_float_float(const Tensor& result, double mean, double std, std::optional<Generator> generator);
}  // namespace opforge::composite

namespace opforge::composite {
Tensor normal_tensor_tensor(const Tensor& mean, const Tensor& std, std::optional<Generator> generator, const Tensor* out);
Tensor normal_tensor_float(const Tensor& mean, double std, std::optional<Generator> generator, const Tensor* out);
Tensor normal_float_tensor(double mean, const Tensor& std, std::optional<Generator> generator, const Tensor* out);
}  // namespace opforge::composite
