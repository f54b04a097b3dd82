// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named logical_xor, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// logical_xor: !self != !other
template <class Op>
struct logical_xor {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::ne(math::logical_not(self), math::logical_not(other)); }
};

}  // namespace opforge::functors
