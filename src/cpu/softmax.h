// The CPU loop of softmax and log_softmax (softmax.cpp) under the composite that plans them
// (src/composite/softmax.cpp), over the line steps of iteration/softmax.h.
#pragma once

#include <cstdint>

#include "opforge/tensor_base.h"

namespace opforge::cpu {

// Writes softmax (log_softmax when `log`) of each line of `input` along the wrapped `dim` into
// `result`; both are contiguous, of one dtype and of the same sizes (a 0-dim input is one line of
// one element). Dtypes: float32, float64 and bfloat16; others raise NotImplementedError as
// PyTorch's CPU kernels name themselves ("\"softmax_lastdim_kernel_impl\" not implemented for
// 'Half'" where dim is the last, "softmax_kernel_impl" otherwise; log_ in front for log_softmax).
void softmax_lines(const TensorBase& input, int64_t dim, bool log, const TensorBase& result);

}  // namespace opforge::cpu
