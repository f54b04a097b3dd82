// bmm on CUDA: the stub has checked the operands (meta::bmm_shape), their common dtype (cuBLAS's:
// no integers) and made the [batch, m, n] result; this multiplies them batch by batch
// (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/bmm.h"

namespace opforge::cuda {

void bmm_kernel(const TensorBase& self, const TensorBase& mat2, const TensorBase& result) {
  batched_gemm(self, mat2, result);
}

}  // namespace opforge::cuda
