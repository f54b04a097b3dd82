// mm on CUDA: the stub has checked the operands (meta::mm_shape), their common dtype (cuBLAS's:
// no integers) and made the [m, n] result; this multiplies them (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/mm.h"

namespace opforge::cuda {

void mm_kernel(const TensorBase& self, const TensorBase& mat2, const TensorBase& result) {
  matrix_gemm(self, mat2, result);
}

}  // namespace opforge::cuda
