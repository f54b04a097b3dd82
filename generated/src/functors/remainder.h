// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named remainder, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// remainder.Tensor: remainder(self, other)
template <class Op>
struct remainder_Tensor {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::remainder(self, other); }
  // The whole expression is remainder(self, other): on float and double, contiguous or numbers, the CPU loop may compute it from SLEEF's vector fmod (math::sleef).
  static constexpr math::sleef::BinaryFunction sleef_binary_form = math::sleef::BinaryFunction::remainder;
};

// remainder.Scalar_Tensor: remainder(self, other)
// The same functor as remainder_Tensor: both kernels share its loops.
template <class Op>
using remainder_Scalar_Tensor = remainder_Tensor<Op>;

}  // namespace opforge::functors
