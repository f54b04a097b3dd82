// The summation behind sum and mean (src/cpu/sum.cpp, mean.cpp) and norm's sums of |x| and x * x
// (src/composite/norm.cpp): ReducePlan's CPU loop with reducers.h's reducers, in sum_reduction.cpp.
#pragma once

#include "iteration/reduce.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {

// Folds `input` over the dims of `mask` into `result`: input has result's dtype, or is bool or an
// integer when result is int64 (dispatch::plan_reduction converts the rest). Sums accumulate in the
// dtype's opmath type: float for half and bfloat16, int64 with wrap-around for integers. With
// `mean`, each sum is divided by the number of elements folded into it, in the accumulation type,
// before the one rounding to result's dtype. Dtypes: sum's in ops.yaml.
void sum_converted_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean);

// norm's p = 1 and p = 2 folds (src/composite/norm.cpp): the sum of |x| or of x * x of `input` over
// the dims of `mask` into `result`, both float or both double (the composite converts the rest).
void power_sum_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, reduce::PowerSum p);

}  // namespace opforge::cpu
