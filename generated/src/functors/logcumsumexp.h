// generated from ops.yaml by codegen; do not edit
// The functor of the scan ops.yaml entries named logcumsumexp, shared by the CPU and CUDA kernels
// (iteration/declared_scan.h, cuda/declared_scan.cuh). Op is the compute type (PyTorch's
// accumulation type of the compute dtype: iteration/reducers.h's ScanAcc); see
// iteration/pointwise_math.h and iteration/reduce_math.h.
#pragma once

#include "iteration/reduce_math.h"

namespace opforge::functors {

// identity lowest; combine a == b && isinf(a) ? a : maximum(a, b) + log1p(exp(minimum(a, b) - maximum(a, b)))
template <class Op>
struct logcumsumexp_scan {
  OPFORGE_HOST_DEVICE static Op identity() { return static_cast<Op>(math::lowest<Op>()); }
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Op combine(Op a, Op b) const { return math::where(math::logical_and(math::eq(a, b), math::isinf(a)), a, math::add(math::maximum(a, b), math::log1p(math::exp(math::sub(math::minimum(a, b), math::maximum(a, b)))))); }
};

}  // namespace opforge::functors
