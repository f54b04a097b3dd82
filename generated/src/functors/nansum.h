// generated from ops.yaml by codegen; do not edit
// The functor of the reduce ops.yaml entries named nansum, shared by the CPU and CUDA kernels
// (iteration/declared_reduction.h, cuda/declared_reduction.cuh). Op is the compute type (opmath of
// the compute dtype); see iteration/pointwise_math.h and iteration/reduce_math.h.
#pragma once

#include <cstdint>

#include "iteration/reduce_math.h"

namespace opforge::functors {

// identity 0; map x != x ? 0 : x; combine a + b
template <class Op>
struct nansum_reduce {
  OPFORGE_HOST_DEVICE static Op identity() { return static_cast<Op>(0); }
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Op map(Op x) const { return math::where(math::ne(x, x), static_cast<Op>(0), x); }
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Op combine(Op a, Op b) const { return math::add(a, b); }
  OPFORGE_HOST_DEVICE Op finalize(Op a, [[maybe_unused]] int64_t n) const { return a; }
};

}  // namespace opforge::functors
