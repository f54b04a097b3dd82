// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named mul, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// mul: self * other
template <class Op>
struct mul {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::mul(self, other); }
  // The whole expression is the product self * other: on complex64 and complex128, the CPU loop computes it with iteration/complex_product.h's vector form.
  static constexpr bool product_form = true;
};

}  // namespace opforge::functors
