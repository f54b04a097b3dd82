// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named uniform, which generated/src/dispatch/uniform.cpp calls.
// The sampler's checks (meta::) are hand-written in src/meta/uniform.cpp (PyTorch's argument and
// dtype checks, run on every device), its CPU kernel (cpu::) in src/cpu/uniform.cpp, which draws
// from the generator (the default one when none is given) as PyTorch's CPU kernel does, and its
// CUDA kernel (cuda::) in src/cuda/uniform.cu, which draws from the Philox stream of a CUDA
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
void uniform_check(const TensorBase& self, double from, double to);
}  // namespace opforge::meta

namespace opforge::cpu {
void uniform_kernel(const TensorBase& self, double from, double to, const std::optional<Generator>& generator);
}  // namespace opforge::cpu

namespace opforge::cuda {
void uniform_kernel(const TensorBase& self, double from, double to, const std::optional<Generator>& generator);
}  // namespace opforge::cuda
