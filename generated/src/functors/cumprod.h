// generated from ops.yaml by codegen; do not edit
// The functor of the scan ops.yaml entries named cumprod, shared by the CPU and CUDA kernels
// (iteration/declared_scan.h, cuda/declared_scan.cuh). Op is the compute type (PyTorch's
// accumulation type of the compute dtype: iteration/reducers.h's ScanAcc); see
// iteration/pointwise_math.h and iteration/reduce_math.h.
#pragma once

#include "iteration/reduce_math.h"

namespace opforge::functors {

// identity 1; combine a * b
template <class Op>
struct cumprod_scan {
  OPFORGE_HOST_DEVICE static Op identity() { return static_cast<Op>(1); }
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Op combine(Op a, Op b) const { return math::mul(a, b); }
};

}  // namespace opforge::functors
