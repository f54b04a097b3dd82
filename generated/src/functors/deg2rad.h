// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named deg2rad, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// deg2rad: self * 0.017453292519943295
template <class Op>
struct deg2rad {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::mul(self, static_cast<Op>(0.017453292519943295)); }
};

}  // namespace opforge::functors
