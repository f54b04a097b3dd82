// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named exp, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/wide_math.h"

namespace opforge::functors {

// exp: exp(self)
template <class Op>
struct exp {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::exp(self); }
  // With the fast forms of its functions: the same value wherever guard.outside stays 0.
  template <class Guard>
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Guard& guard, Op self) const { return math::fast::exp(guard, self); }
  // The whole expression is exp(x): on float, the CPU loop may compute it with math::wide's form.
  static constexpr math::wide::Function wide_form = math::wide::Function::exp;
};

}  // namespace opforge::functors
