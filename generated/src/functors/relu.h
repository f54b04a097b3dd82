// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named relu, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// relu: self < 0 ? 0 : self
template <class Op>
struct relu {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::where(math::lt(self, static_cast<Op>(0)), static_cast<Op>(0), self); }
};

}  // namespace opforge::functors
