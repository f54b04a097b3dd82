// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named floor_divide, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// floor_divide: floor_divide(self, other)
template <class Op>
struct floor_divide {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::floor_divide(self, other); }
  // The whole expression is floor_divide(self, other): on float and double, contiguous or numbers, the CPU loop may compute it from SLEEF's vector fmod (math::sleef).
  static constexpr math::sleef::BinaryFunction sleef_binary_form = math::sleef::BinaryFunction::floor_divide;
};

}  // namespace opforge::functors
