// dot on the CPU: the stub has checked the vectors (meta::dot_shape) and their dtype and made the
// 0-dim result; this is a 1 x k by k x 1 product of the gemm engine (gemm.h).
#include "kernels/dot.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void dot_kernel(const Tensor& self, const Tensor& tensor, const Tensor& result) {
  batched_gemm(self.unsqueeze(0).unsqueeze(0), tensor.unsqueeze(1).unsqueeze(0), result.view({1, 1, 1}));
}

}  // namespace opforge::cpu
