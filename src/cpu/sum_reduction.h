// The summation behind sum and mean (src/cpu/sum.cpp, src/cpu/sum_reduction.cpp).
#pragma once

#include "iteration/reduce.h"
#include "opforge/scalar_type.h"
#include "opforge/tensor_base.h"

namespace opforge::cpu {

// The dtypes sum computes in (its ops.yaml dtypes); NotImplementedError "\"sum_cpu\" not implemented
// for 'ComplexHalf'" for any other ("sum_cuda" on a CUDA device).
void check_sum_dtype(ScalarType t, Device device);

// Folds self over the dims of `mask` into `result`, in result's dtype: self is converted to it
// first, as PyTorch does (bool and integer inputs summing to int64 are read as they are). Sums
// accumulate in the dtype's opmath type: float for half and bfloat16, int64 with wrap-around for
// integers. With `mean`, each sum is divided by the number of elements folded into it, in the
// accumulation type, before the one rounding to result's dtype. Both dtypes pass check_sum_dtype;
// self and result are on one device: the CPU, or a CUDA device (computed there by
// src/cuda/sum.cu).
// (Defined in sum.cpp, since converting takes a Tensor operator.)
void sum_into(const Tensor& self, const reduce::DimMask& mask, const Tensor& result, bool mean);

// sum_into's CPU loop (sum_reduction.cpp), with `input` already converted: of result's dtype, or
// bool/integer when result is int64.
void sum_converted_into(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result, bool mean);

}  // namespace opforge::cpu
