// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named log1p, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// log1p: log1p(self)
template <class Op>
struct log1p {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::log1p(self); }
  // The whole expression is log1p(x): on contiguous float and double, the CPU loop may compute it with SLEEF's vector form (math::sleef).
  static constexpr math::sleef::Function sleef_form = math::sleef::Function::log1p;
};

}  // namespace opforge::functors
