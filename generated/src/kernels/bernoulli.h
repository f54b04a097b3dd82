// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named bernoulli, which generated/src/dispatch/bernoulli.cpp calls.
// Composite functions (composite::) are hand-written in src/composite/bernoulli.cpp: they compute
// the op with other ops, on any device, and those ops' stubs apply the dtype, out= and device
// rules. `out` is nullptr, or the out= tensor.
// The sampler's checks (meta::) are hand-written in src/meta/bernoulli.cpp (PyTorch's argument and
// dtype checks, run on every device), its CPU kernel (cpu::) in src/cpu/bernoulli.cpp, which draws
// from the generator (the default one when none is given) as PyTorch's CPU kernel does, and its
// CUDA kernel (cuda::) in src/cuda/bernoulli.cu, which draws from the Philox stream of a CUDA
// generator; both run the op's element sampler of iteration/sampler_math.h.
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
void bernoulli_check(const TensorBase& self, double p);
}  // namespace opforge::meta

namespace opforge::cpu {
void bernoulli_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator);
}  // namespace opforge::cpu

namespace opforge::cuda {
void bernoulli_kernel(const TensorBase& self, double p, const std::optional<Generator>& generator);
}  // namespace opforge::cuda

namespace opforge::composite {
Tensor bernoulli_tensor(const Tensor& self, const Tensor& p, std::optional<Generator> generator, const Tensor* out);
Tensor bernoulli(const Tensor& self, std::optional<Generator> generator, const Tensor* out);
Tensor bernoulli_p(const Tensor& self, double p, std::optional<Generator> generator, const Tensor* out);
}  // namespace opforge::composite
