// generated from ops.yaml by codegen; do not edit
// The per-element functors of the pointwise ops.yaml entries named atan2, shared by the CPU and
// CUDA kernels. Op is the compute type (opmath of the compute dtype); see iteration/pointwise_math.h.
#pragma once

#include "iteration/pointwise_math.h"
#include "iteration/wide_math.h"

namespace opforge::functors {

// atan2: atan2(self, other)
template <class Op>
struct atan2 {
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE auto operator()(Op self, Op other) const { return math::atan2(self, other); }
  // The whole expression is atan2(self, other): on float, the CPU loop may compute it with math::wide's form.
  static constexpr math::wide::BinaryFunction binary_form = math::wide::BinaryFunction::atan2;
};

}  // namespace opforge::functors
