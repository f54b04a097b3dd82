// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named nan_to_num, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_nan_to_num.h"

namespace opforge::functors {

// nan_to_num: nan_to_num(self, nan, posinf, neginf)
template <class Op>
struct nan_to_num {
  Op nan;
  Op posinf;
  Op neginf;
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::nan_to_num(self, nan, posinf, neginf); }
};

}  // namespace opforge::functors
