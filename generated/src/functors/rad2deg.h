// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named rad2deg, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// rad2deg: self * 57.29577951308232
template <class Op>
struct rad2deg {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::mul(self, static_cast<Op>(57.29577951308232)); }
};

}  // namespace opforge::functors
