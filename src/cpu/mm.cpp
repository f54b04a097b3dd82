// mm on the CPU: the stub has checked the operands (meta::mm_shape), their common dtype and made
// the [m, n] result; this multiplies them as a batch of one (cpu::batched_gemm).
#include "kernels/mm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void mm_kernel(const TensorBase& self, const TensorBase& mat2, const TensorBase& result) {
  batched_gemm(Tensor(self).unsqueeze(0), Tensor(mat2).unsqueeze(0), Tensor(result).unsqueeze(0));
}

}  // namespace opforge::cpu
