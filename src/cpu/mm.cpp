// mm on the CPU: the stub has checked the operands (meta::mm_shape), their common dtype and made
// the [m, n] result; this multiplies them (cpu::matrix_gemm, a batch of one).
#include "kernels/mm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void mm_kernel(const TensorBase& self, const TensorBase& mat2, const TensorBase& result) {
  matrix_gemm(Tensor(self), Tensor(mat2), Tensor(result));
}

}  // namespace opforge::cpu
