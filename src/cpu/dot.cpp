// dot on the CPU: the stub has checked the vectors (meta::dot_shape) and their dtype and made the
// 0-dim result; this is a 1 x k by k x 1 product of the gemm engine (gemm.h).
#include "kernels/dot.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void dot_kernel(const TensorBase& self, const TensorBase& tensor, const TensorBase& result) {
  vector_dot(Tensor(self), Tensor(tensor), Tensor(result));
}

}  // namespace opforge::cpu
