// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named logit, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_special.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// logit: logit(self, eps) (eps.has_value())
template <class Op>
struct logit_eps {
  Op eps;
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::logit(self, eps); }
};

// logit: logit(self, eps) (!eps.has_value())
template <class Op>
struct logit_unbounded {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::logit(self, math::Unbounded{}); }
  // The whole expression is logit(x): on contiguous float and double, the CPU loop may compute it with SLEEF's vector form (math::sleef).
  static constexpr math::sleef::Function sleef_form = math::sleef::Function::logit;
};

}  // namespace opforge::functors
