// mean, mean.dim and mean.names_dim on CPU tensors: a sum divided by the number of elements folded
// into each result, in the accumulation type, before the one rounding to the result's dtype (half
// and bfloat16 means are summed and divided in float; PyTorch 1.13 rounded the sum to half first,
// so that a mean of 60000s overflowed, newer versions do not). A mean over no elements is NaN. The
// stub has made the meta step (dispatch::plan_reduction, promotion `reduction_floating`: mean does
// not promote integers, and an integral out= tensor fails as in PyTorch, whose mean divides the
// sum in place). The GPU kernel is the .cu file of the same name.
#include "kernels/mean.h"
#include "cpu/sum_reduction.h"

namespace opforge::cpu {

void mean_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  sum_converted_into(input, mask, result, /*mean=*/true);
}

}  // namespace opforge::cpu
