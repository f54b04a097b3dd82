// mean on CUDA tensors: sum's summation (src/cuda/sum.cu), each sum divided by the number of
// elements folded into it before the one rounding, as on the CPU (src/cpu/mean.cpp).
#include "cuda/kernels.h"
#include "kernels/mean.h"

namespace opforge::cuda {

void mean_kernel(const TensorBase& input, const reduce::DimMask& mask, const TensorBase& result) {
  sum_into(input, mask, result, /*mean=*/true);
}

}  // namespace opforge::cuda
