// generated from ops.yaml by codegen; do not edit
// The functor of the scan ops.yaml entries named cumsum, shared by the CPU and CUDA kernels
// (iteration/declared_scan.h, cuda/declared_scan.cuh). Op is the compute type (PyTorch's
// accumulation type of the compute dtype: iteration/reducers.h's ScanAcc); see
// iteration/pointwise_math.h and iteration/reduce_math.h.
#pragma once

#include "iteration/reduce_math.h"

namespace opforge::functors {

// identity 0; combine a + b
template <class Op>
struct cumsum_scan {
  OPFORGE_HOST_DEVICE static Op identity() { return static_cast<Op>(0); }
  OPFORGE_HOST_DEVICE OPFORGE_ALWAYS_INLINE Op combine(Op a, Op b) const { return math::add(a, b); }
};

}  // namespace opforge::functors
