// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named sign, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// sign: self > 0 ? 1 : (self < 0 ? 0 - 1 : 0)
template <class Op>
struct sign {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::where(math::gt(self, static_cast<Op>(0)), static_cast<Op>(1), math::where(math::lt(self, static_cast<Op>(0)), math::sub(static_cast<Op>(0), static_cast<Op>(1)), static_cast<Op>(0))); }
};

}  // namespace opforge::functors
