// The CPU loop of quantile and nanquantile (quantile.cpp) under the composite that plans them
// (src/composite/quantile.cpp), over the line steps of iteration/quantile.h.
#pragma once

#include "iteration/quantile.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {

// Writes the quantile at each q of each line of `sorted` into `result`: sorted is a contiguous
// [lines, n] tensor (n >= 1) of float32 or float64 whose lines are in ascending order, NaN last;
// q is a contiguous tensor of Q values in [0, 1] of its dtype; result is a contiguous tensor of Q
// rows of `lines` elements of its dtype.
void quantile_lines(const TensorBase& sorted, const TensorBase& q, quantile::Interpolation mode, bool ignore_nan,
                    const TensorBase& result);

}  // namespace opforge::cpu
