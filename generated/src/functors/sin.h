// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named sin, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// sin: sin(self)
template <class Op>
struct sin {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::sin(self); }
};

}  // namespace opforge::functors
