// bmm on the CPU: the stub has checked the operands (meta::bmm_shape), their common dtype and made
// the [batch, m, n] result; this multiplies them batch by batch (cpu::batched_gemm).
#include "kernels/bmm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void bmm_kernel(const TensorBase& self, const TensorBase& mat2, const TensorBase& result) {
  batched_gemm(Tensor(self), Tensor(mat2), Tensor(result));
}

}  // namespace opforge::cpu
