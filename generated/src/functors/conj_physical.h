// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named conj_physical, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// conj_physical: conj(self)
template <class Op>
struct conj_physical {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::conj(self); }
};

}  // namespace opforge::functors
