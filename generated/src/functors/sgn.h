// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named sgn, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// sgn: sgn(self)
template <class Op>
struct sgn {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::sgn(self); }
};

}  // namespace opforge::functors
