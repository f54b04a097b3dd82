// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named round, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_rounding.h"

namespace opforge::functors {

// round: round(self)
template <class Op>
struct round {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::round(self); }
};

// round.decimals: round_decimals(self, decimals)
template <class Op>
struct round_decimals {
  Op decimals;
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::round_decimals(self, decimals); }
};

}  // namespace opforge::functors
