// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named cos, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/wide_math.h"

namespace opforge::functors {

// cos: cos(self)
template <class Op>
struct cos {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::cos(self); }
  // With the fast forms of its functions: the same value wherever guard.outside stays 0.
  template <class Guard>
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Guard& guard, Op self) const { return math::fast::cos(guard, self); }
  // The whole expression is cos(x): on float, the CPU loop may compute it with math::wide's form.
  static constexpr math::wide::Function wide_form = math::wide::Function::cos;
};

}  // namespace opforge::functors
