// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named polygamma, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_special.h"

namespace opforge::functors {

// polygamma: polygamma(n, self)
template <class Op>
struct polygamma {
  Op n;
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::polygamma(n, self); }
};

}  // namespace opforge::functors
