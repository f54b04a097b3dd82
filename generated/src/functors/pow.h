// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named pow, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/wide_math.h"

namespace opforge::functors {

// pow: pow(self, exponent)
template <class Op>
struct pow {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op exponent) const { return math::pow(self, exponent); }
  // The whole expression is pow(self, exponent): on float, the CPU loop may compute it with math::wide's form.
  static constexpr math::wide::BinaryFunction binary_form = math::wide::BinaryFunction::pow;
};

// pow.Tensor_Scalar: pow(self, exponent)
template <class Op>
struct pow_Tensor_Scalar {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op exponent) const { return math::pow_by_scalar(self, exponent); }
  // The whole expression is pow_by_scalar(self, exponent): on float, the CPU loop may compute it with math::wide's form; it chooses the exponent's case once per loop (math::with_pow_case).
  static constexpr math::wide::BinaryFunction binary_form = math::wide::BinaryFunction::pow_by_scalar;
};

// pow.Scalar: pow(self, exponent)
// The same functor as pow: both kernels share its loops.
template <class Op>
using pow_Scalar = pow<Op>;

}  // namespace opforge::functors
