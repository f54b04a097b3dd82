// mv on the CPU: the stub has checked the operands (meta::mv_shape) and their dtype and made the
// [m] result; this is an m x k by k x 1 product of the gemm engine (gemm.h).
#include "kernels/mv.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void mv_kernel(const Tensor& self, const Tensor& vec, const Tensor& result) {
  batched_gemm(self.unsqueeze(0), vec.unsqueeze(1).unsqueeze(0), result.unsqueeze(1).unsqueeze(0));
}

}  // namespace opforge::cpu
