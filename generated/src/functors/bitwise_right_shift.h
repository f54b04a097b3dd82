// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named bitwise_right_shift, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/pointwise_shift.h"

namespace opforge::functors {

// bitwise_right_shift.Tensor: bitwise_right_shift(self, other)
template <class Op>
struct bitwise_right_shift_Tensor {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::bitwise_right_shift(self, other); }
};

// bitwise_right_shift.Scalar_Tensor: bitwise_right_shift(self, other)
// The same functor as bitwise_right_shift_Tensor: both kernels share its loops.
template <class Op>
using bitwise_right_shift_Scalar_Tensor = bitwise_right_shift_Tensor<Op>;

}  // namespace opforge::functors
