// addmv on CUDA: the stub has checked the operands (meta::addmv_shape, mat's and vec's dtype), made
// the [m] result and, unless beta is 0, copied self broadcast into it; cuBLAS adds alpha times
// mat @ vec to beta times the result (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/addmv.h"

namespace opforge::cuda {

void addmv_kernel(const TensorBase& /*self*/, const TensorBase& mat, const TensorBase& vec, const Scalar& beta,
                  const Scalar& alpha, const TensorBase& result) {
  matrix_vector(mat, vec, result, alpha, beta);
}

}  // namespace opforge::cuda
