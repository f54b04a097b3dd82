// addmm on CUDA: the stub has checked the operands (meta::addmm_shape, same_dtype_checks), made the
// [m, n] result and, unless beta is 0, copied self broadcast into it; cuBLAS adds alpha times the
// product to beta times the result (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/addmm.h"

namespace opforge::cuda {

void addmm_kernel(const TensorBase& /*self*/, const TensorBase& mat1, const TensorBase& mat2, const Scalar& beta,
                  const Scalar& alpha, const TensorBase& result) {
  matrix_gemm(mat1, mat2, result, alpha, beta);
}

}  // namespace opforge::cuda
