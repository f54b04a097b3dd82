// mv on the CPU: the stub has checked the operands (meta::mv_shape) and their dtype and made the
// [m] result; this is an m x k by k x 1 product of the gemm engine (gemm.h).
#include "kernels/mv.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void mv_kernel(const TensorBase& self, const TensorBase& vec, const TensorBase& result) {
  matrix_vector(Tensor(self), Tensor(vec), Tensor(result));
}

}  // namespace opforge::cpu
