// dot on CUDA: the stub has checked the vectors (meta::dot_shape) and their dtype and made the
// 0-dim result; cuBLAS multiplies them (src/cuda/gemm.cu).
#include "cuda/kernels.h"
#include "kernels/dot.h"

namespace opforge::cuda {

void dot_kernel(const TensorBase& self, const TensorBase& tensor, const TensorBase& result) {
  vector_dot(self, tensor, result);
}

}  // namespace opforge::cuda
