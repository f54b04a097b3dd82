// masked_fill.Tensor's CPU loop (masked_fill_loops.cpp) over the iterator masked_fill_tensor_kernel
// builds (src/cpu/masked_fill.cpp; inputs self and mask). Apart from masked_fill.cpp so that its
// instantiations, one per dtype, see no Tensor operator and do not recompile when an op is added.
// The CUDA twin is cuda::masked_fill_tensor.
#pragma once

#include "iteration/elementwise.h"
#include "opforge/scalar.h"

namespace opforge::cpu {

// `value` where the mask is true, converted to the compute dtype with the overflow check of Scalar
// conversions ("value cannot be converted to type int8_t without overflow").
void masked_fill_tensor(const elementwise::ElementwiseIter& iter, const Scalar& value);

}  // namespace opforge::cpu
