// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named fmod, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// fmod.Tensor: fmod(self, other)
template <class Op>
struct fmod_Tensor {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::fmod(self, other); }
  // The whole expression is fmod(self, other): on float and double, contiguous or numbers, the CPU loop may compute it from SLEEF's vector fmod (math::sleef).
  static constexpr math::sleef::BinaryFunction sleef_binary_form = math::sleef::BinaryFunction::fmod;
};

}  // namespace opforge::functors
