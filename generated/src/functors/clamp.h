// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named clamp, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"

namespace opforge::functors {

// clamp: clamp(self, min, max) (has_min && has_max)
template <class Op>
struct clamp_min_max {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op min, Op max) const { return math::clamp(self, min, max); }
};

// clamp: clamp(self, min, max) (has_min && !has_max)
template <class Op>
struct clamp_min {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op min) const { return math::clamp(self, min, math::Unbounded{}); }
};

// clamp: clamp(self, min, max) (!has_min && has_max)
template <class Op>
struct clamp_max {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op max) const { return math::clamp(self, math::Unbounded{}, max); }
};

// clamp.Tensor: clamp(self, min, max) (has_min && has_max)
// The same functor as clamp_min_max: both kernels share its loops.
template <class Op>
using clamp_Tensor_min_max = clamp_min_max<Op>;

// clamp.Tensor: clamp(self, min, max) (has_min && !has_max)
// The same functor as clamp_min: both kernels share its loops.
template <class Op>
using clamp_Tensor_min = clamp_min<Op>;

// clamp.Tensor: clamp(self, min, max) (!has_min && has_max)
// The same functor as clamp_max: both kernels share its loops.
template <class Op>
using clamp_Tensor_max = clamp_max<Op>;

}  // namespace opforge::functors
