// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named pow, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// pow: pow(self, exponent)
template <class Op>
struct pow {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op exponent) const { return math::pow(self, exponent); }
};

// pow.Tensor_Scalar: pow(self, exponent)
template <class Op>
struct pow_Tensor_Scalar {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op exponent) const { return math::pow_by_scalar(self, exponent); }
};

// pow.Scalar: pow(self, exponent)
template <class Op>
struct pow_Scalar {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op exponent) const { return math::pow(self, exponent); }
};

}  // namespace opforge::functors
