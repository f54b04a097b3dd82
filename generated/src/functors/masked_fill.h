// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named masked_fill, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// masked_fill: mask ? value : self
template <class Op>
struct masked_fill {
  Op value;
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op mask) const { return math::where(mask, value, self); }
};

}  // namespace opforge::functors
