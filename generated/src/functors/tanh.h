// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named tanh, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/sleef_math.h"

namespace opforge::functors {

// tanh: tanh(self)
template <class Op>
struct tanh {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self) const { return math::tanh(self); }
  // The whole expression is tanh(x): on contiguous float and double, the CPU loop may compute it with SLEEF's vector form (math::sleef).
  static constexpr math::sleef::Function sleef_form = math::sleef::Function::tanh;
};

}  // namespace opforge::functors
