// baddbmm on CUDA: the stub has checked the operands (meta::baddbmm_shape, batch1's and batch2's
// dtype), made the [batch, m, n] result and, unless beta is 0, copied self broadcast into it;
// cuBLAS adds alpha times each batch's product to beta times the result (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/baddbmm.h"

namespace opforge::cuda {

void baddbmm_kernel(const TensorBase& /*self*/, const TensorBase& batch1, const TensorBase& batch2, const Scalar& beta,
                    const Scalar& alpha, const TensorBase& result) {
  batched_gemm(batch1, batch2, result, alpha, beta);
}

}  // namespace opforge::cuda
