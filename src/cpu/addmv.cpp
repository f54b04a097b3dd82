// addmv on the CPU: the stub has checked the operands (meta::addmv_shape, mat's and vec's dtype),
// made the [m] result and, unless beta is 0, copied self broadcast into it; this adds alpha times
// mat @ vec to beta times the result through BLAS's gemv, as PyTorch's (cpu::gemv, gemm.h).
#include "kernels/addmv.h"
#include "cpu/gemm.h"
#include "opforge/tensor.h"

namespace opforge::cpu {

void addmv_kernel(const TensorBase& /*self*/, const TensorBase& mat, const TensorBase& vec, const Scalar& beta,
                  const Scalar& alpha, const TensorBase& result) {
  gemv(Tensor(mat), Tensor(vec), Tensor(result), alpha, beta);
}

}  // namespace opforge::cpu
