// mv on CUDA: the stub has checked the operands (meta::mv_shape) and their dtype and made the [m]
// result; cuBLAS multiplies them (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/mv.h"

namespace opforge::cuda {

void mv_kernel(const TensorBase& self, const TensorBase& vec, const TensorBase& result) {
  matrix_vector(self, vec, result);
}

}  // namespace opforge::cuda
