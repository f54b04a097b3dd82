// generated from ops.yaml by codegen; do not edit
// The kernels of the ops.yaml entries named random, which generated/src/dispatch/random.cpp calls.
// The sampler's checks (meta::) are hand-written in src/meta/random.cpp (PyTorch's argument and
// dtype checks, run on every device), its CPU kernel (cpu::) in src/cpu/random.cpp, which draws
// from the generator (the default one when none is given) as PyTorch's CPU kernel does, and its
// CUDA kernel (cuda::) in src/cuda/random.cu, which draws from the Philox stream of a CUDA
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
void random_check(const TensorBase& self);
void random_from_check(const TensorBase& self, int64_t from, std::optional<int64_t> to);
void random_to_check(const TensorBase& self, int64_t to);
}  // namespace opforge::meta

namespace opforge::cpu {
void random_kernel(const TensorBase& self, const std::optional<Generator>& generator);
void random_from_kernel(const TensorBase& self, int64_t from, std::optional<int64_t> to, const std::optional<Generator>& generator);
void random_to_kernel(const TensorBase& self, int64_t to, const std::optional<Generator>& generator);
}  // namespace opforge::cpu

namespace opforge::cuda {
void random_kernel(const TensorBase& self, const std::optional<Generator>& generator);
void random_from_kernel(const TensorBase& self, int64_t from, std::optional<int64_t> to, const std::optional<Generator>& generator);
void random_to_kernel(const TensorBase& self, int64_t to, const std::optional<Generator>& generator);
}  // namespace opforge::cuda
