// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named min, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// min.other: minimum(self, other)
template <class Op>
struct min_other {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::minimum(self, other); }
};

}  // namespace opforge::functors
