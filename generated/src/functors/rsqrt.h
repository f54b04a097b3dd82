// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named rsqrt, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/wide_math.h"

namespace opforge::functors {

// rsqrt: rsqrt(self)
template <class Op>
struct rsqrt {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::rsqrt(self); }
  // The whole expression is rsqrt(x): on float, the CPU loop may compute it with math::wide's form.
  static constexpr math::wide::Function wide_form = math::wide::Function::rsqrt;
};

}  // namespace opforge::functors
