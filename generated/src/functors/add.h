// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named add, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// add: self + alpha * other (alpha at its default, 1)
template <class Op>
struct add_at_defaults {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::add(self, math::mul(static_cast<Op>(1), other)); }
};

// add: self + alpha * other
template <class Op>
struct add {
  Op alpha;
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::add(self, math::mul(alpha, other)); }
};

}  // namespace opforge::functors
