// sum, sum.dim_IntList and sum.dim_DimnameList on CPU tensors. The stub has made the meta step
// (dispatch::plan_reduction: the result dtype of promotion `reduction`, out=, dims, names); this
// folds, with the loop it shares with mean (sum_reduction.cpp). The GPU kernel is the .cu file of
// the same name.
#include "kernels/sum.h"
#include "cpu/sum_reduction.h"

namespace opforge::cpu {

void sum_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  sum_converted_into(input, mask, result, /*mean=*/false);
}

}  // namespace opforge::cpu
