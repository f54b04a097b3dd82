// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named square, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// square: self * self
template <class Op>
struct square {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::mul(self, self); }
};

}  // namespace opforge::functors
