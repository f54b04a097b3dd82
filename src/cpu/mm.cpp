// mm on the CPU: the stub has checked the operands (meta::mm_shape), their common dtype and made
// the [m, n] result; this multiplies them as a batch of one (cpu::batched_gemm).
#include "kernels/mm.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void mm_kernel(const Tensor& self, const Tensor& mat2, const Tensor& result) {
  batched_gemm(self.unsqueeze(0), mat2.unsqueeze(0), result.unsqueeze(0));
}

}  // namespace opforge::cpu
