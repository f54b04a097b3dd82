// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named erfinv, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_special.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// erfinv: erfinv(self)
template <class Op>
struct erfinv {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::erfinv(self); }
  // The whole expression is erfinv(x): on contiguous float and double, the CPU loop may compute it with SLEEF's vector form (math::sleef).
  static constexpr math::sleef::Function sleef_form = math::sleef::Function::erfinv;
};

}  // namespace opforge::functors
